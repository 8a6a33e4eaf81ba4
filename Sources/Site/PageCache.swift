import Foundation
import FormsmithCore
import Mustache

/// Pages rendered in earlier builds (`serve`), each with every input its template context was
/// made from. A page is rendered again only when one of those inputs changed, so a one-file
/// save re-renders the pages that show that file and nothing else.
public final class PageCache: @unchecked Sendable {
    struct Rendered {
        var file: SiteFile?
        var diagnostics: [Diagnostic]
    }

    private struct Entry {
        var inputs: [AnyHashable]
        var rendered: Rendered
    }

    /// What every page depends on; when it changes, nothing is reused.
    private struct Site: Equatable {
        var title: String
        var theme: Theme
    }

    private var site: Site?
    private var library: (library: MustacheLibrary, diagnostics: [Diagnostic])?
    private var sidebars: (inputs: [AnyHashable], html: [String: String])?
    private var entries: [String: Entry] = [:]
    /// Pieces of pages and shared files (index cards, `manifest.json` entries, the search index) by key, with their input.
    private var fragments: [String: (input: AnyHashable, value: Any)] = [:]
    private var fragmentsUsed: Set<String> = []
    private let lock = NSLock()

    public init() {}

    /// Starts a build: forgets everything when the site title or the theme changed, and returns
    /// the theme's compiled templates (compiled once per theme).
    func begin(title: String, theme: Theme) -> (library: MustacheLibrary, diagnostics: [Diagnostic]) {
        lock.withLock {
            let site = Site(title: title, theme: theme)
            if self.site != site {
                self.site = site
                library = theme.templateLibrary()
                sidebars = nil
                entries = [:]
                fragments = [:]
            }
            return library!
        }
    }

    /// The sidebars rendered for the same inputs last time, or `render()`'s.
    func sidebars(inputs: [AnyHashable], render: () -> [String: String]) -> [String: String] {
        if let sidebars = lock.withLock({ sidebars }), sidebars.inputs == inputs { return sidebars.html }
        let html = render()
        lock.withLock { sidebars = (inputs, html) }
        return html
    }

    /// The page at `path` as rendered last time, if its inputs are the same; else `render()`'s.
    func page(_ path: String, inputs: [AnyHashable], render: () -> Rendered) -> Rendered {
        if let entry = lock.withLock({ entries[path] }), entry.inputs == inputs { return entry.rendered }
        let rendered = render()
        lock.withLock { entries[path] = Entry(inputs: inputs, rendered: rendered) }
        return rendered
    }

    /// The piece `key` made from the same `input` last time, or `make()`'s.
    func fragment<Value>(_ key: String, input: AnyHashable, make: () -> Value) -> Value {
        if let fragment = lock.withLock({ fragmentsUsed.insert(key); return fragments[key] }), fragment.input == input,
           let value = fragment.value as? Value {
            return value
        }
        let value = make()
        lock.withLock { fragments[key] = (input, value) }
        return value
    }

    /// Ends a build: forgets pages the site no longer has, and pieces no file used.
    func retain(only paths: Set<String>) {
        lock.withLock {
            entries = entries.filter { paths.contains($0.key) }
            fragments = fragments.filter { fragmentsUsed.contains($0.key) }
            fragmentsUsed = []
        }
    }
}
