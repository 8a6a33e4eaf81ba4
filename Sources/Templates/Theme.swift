import Foundation
import FormsmithCore

/// A theme: mustache templates (`templates/*.mustache`) and static assets (`assets/…`),
/// the default theme's files overlaid by a project theme's.
public struct Theme: Hashable, Sendable {
    /// Relative path inside the theme → bytes.
    public var files: [String: [UInt8]]
    /// Where each file came from, for template error locations (`Themes/brand/templates/index.mustache`).
    public var origins: [String: String]

    public init(files: [String: [UInt8]], origins: [String: String]) {
        self.files = files
        self.origins = origins
    }

    /// The theme compiled into the binary.
    public static let builtIn: Theme = {
        var files: [String: [UInt8]] = [:]
        var origins: [String: String] = [:]
        for (path, base64) in EmbeddedThemeFiles.base64 {
            files[path] = Data(base64Encoded: base64).map { [UInt8]($0) } ?? []
            origins[path] = "Themes/default/\(path)"
        }
        return Theme(files: files, origins: origins)
    }()

    /// This theme with `override`'s files replacing or adding to its own.
    public func overlaid(by override: Theme) -> Theme {
        Theme(files: files.merging(override.files) { $1 }, origins: origins.merging(override.origins) { $1 })
    }

    /// Asset files (`assets/…`), sorted by path.
    public var assets: [(path: String, bytes: [UInt8])] {
        files.keys.filter { $0.hasPrefix("assets/") }.sorted().map { ($0, files[$0]!) }
    }

    /// Compiles every template, each parsed once; a template that does not parse, or uses a
    /// swift-mustache extension the compiled engine does not render, becomes an error at its file,
    /// line and column, and the rest of the theme stays usable.
    package func templateLibrary() -> (library: TemplateLibrary, diagnostics: [Diagnostic]) {
        var templates: [String: CompiledTemplate] = [:]
        var diagnostics: [Diagnostic] = []
        for path in files.keys.sorted() where path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
            let name = String(path.dropFirst("templates/".count).dropLast(".mustache".count))
            let text = String(decoding: files[path]!, as: UTF8.self)
            do {
                templates[name] = try CompiledTemplate(text)
            } catch {
                let location = SourceLocation(file: origins[path] ?? path, line: error.line, column: error.column)
                switch error.kind {
                case .malformed:
                    diagnostics.append(
                        .error("theme.template-error", at: location, "template does not parse: \(error.reason)"))
                case .swiftMustacheExtension:
                    diagnostics.append(
                        .error(
                            "theme.unsupported-template", at: location,
                            "\(error.reason); pages that use the template \"\(name)\" are not written"))
                }
            }
        }
        diagnostics += missingPartials(
            registered: Set(
                files.keys.filter { $0.hasPrefix("templates/") && $0.hasSuffix(".mustache") }
                    .map { String($0.dropFirst("templates/".count).dropLast(".mustache".count)) }))
        diagnostics += unlinkedAssets() + missingAssets()
        return (TemplateLibrary(templates: templates), diagnostics)
    }

    /// `{{>name}}` of a partial no template provides: Mustache renders nothing for it, silently.
    func missingPartials(registered: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for path in files.keys.sorted() where path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
            let lines = String(decoding: files[path]!, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                var rest = line[...]
                while let open = rest.range(of: "{{>") {
                    let after = rest[open.upperBound...]
                    guard let close = after.range(of: "}}") else { break }
                    let name = after[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
                    if !registered.contains(name) {
                        let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                        diagnostics.append(
                            .error(
                                "theme.missing-partial",
                                at: SourceLocation(file: origins[path] ?? path, line: index + 1, column: column),
                                "the template uses the partial \"\(name)\", but the theme has no templates/\(name).mustache"
                            ))
                    }
                    rest = after[close.upperBound...]
                }
            }
        }
        return diagnostics
    }

    /// A project theme's stylesheet or script that no template links and no stylesheet imports: it
    /// changes no page. Most often an override of a file the default theme has split into parts
    /// (`assets/form.css`, `assets/formsmith.js`), kept from an older version of the theme.
    func unlinkedAssets() -> [Diagnostic] {
        func texts(_ include: (String) -> Bool) -> [String] {
            files.keys.sorted().filter(include).map { String(decoding: files[$0]!, as: UTF8.self) }
        }
        let templates = texts { $0.hasPrefix("templates/") }
        let stylesheets = texts { $0.hasSuffix(".css") }
        var diagnostics: [Diagnostic] = []
        for path in files.keys.sorted() where path.hasPrefix("assets/") {
            guard path.hasSuffix(".css") || path.hasSuffix(".js"), let origin = origins[path],
                !origin.hasPrefix("Themes/default/")
            else { continue }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let linked =
                templates.contains { $0.contains(path) }
                || stylesheets.contains { $0.contains("@import") && $0.contains(name) }
            if linked { continue }
            diagnostics.append(
                .warning(
                    "theme.unlinked-asset", at: SourceLocation(file: origin, line: 1, column: 1),
                    "no template links \(path), so it changes no page: the default theme's stylesheets are in assets/site/, "
                        + "assets/form/ and assets/presentation/, its scripts in assets/scripts/ (docs/themes.md names the "
                        + "file of each part)"))
        }
        return diagnostics
    }

    /// A template's link to an asset no theme file provides, most often in a template copied from an
    /// older version of the theme (`{{root}}assets/formsmith.js`): the browser finds nothing there.
    /// The search index is the site's own file, written with every build.
    func missingAssets() -> [Diagnostic] {
        let written: Set<String> = ["assets/search-index.js"]
        var diagnostics: [Diagnostic] = []
        for path in files.keys.sorted() where path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
            let lines = String(decoding: files[path]!, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                var rest = line[...]
                while let link = rest.range(of: "{{root}}assets/") {
                    let after = rest[link.upperBound...]
                    let name = "assets/" + after.prefix { $0 != "\"" && $0 != "'" && $0 != " " && $0 != ">" }
                    if files[name] == nil && !written.contains(name) {
                        let column = line.distance(from: line.startIndex, to: link.lowerBound) + 1
                        diagnostics.append(
                            .warning(
                                "theme.missing-asset",
                                at: SourceLocation(file: origins[path] ?? path, line: index + 1, column: column),
                                "the template links \(name), which the theme does not have: the default theme's "
                                    + "stylesheets are in assets/site/, assets/form/ and assets/presentation/, its "
                                    + "scripts in assets/scripts/ (docs/themes.md)"))
                    }
                    rest = after
                }
            }
        }
        return diagnostics
    }
}
