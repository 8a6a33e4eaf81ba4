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

    /// Each place a template's text has `marker`: where it starts, and the rest of its line after it.
    func templateOccurrences(of marker: String) -> [(location: SourceLocation, after: Substring)] {
        var found: [(location: SourceLocation, after: Substring)] = []
        for path in files.keys.sorted() where path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
            let lines = String(decoding: files[path]!, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                var rest = line[...]
                while let match = rest.range(of: marker) {
                    let column = line.distance(from: line.startIndex, to: match.lowerBound) + 1
                    rest = rest[match.upperBound...]
                    found.append((SourceLocation(file: origins[path] ?? path, line: index + 1, column: column), rest))
                }
            }
        }
        return found
    }

    /// `{{>name}}` of a partial no template provides: Mustache renders nothing for it, silently.
    func missingPartials(registered: Set<String>) -> [Diagnostic] {
        templateOccurrences(of: "{{>").compactMap { location, after in
            guard let close = after.range(of: "}}") else { return nil }
            let name = after[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if registered.contains(name) { return nil }
            return .error(
                "theme.missing-partial", at: location,
                "the template uses the partial \"\(name)\", but the theme has no templates/\(name).mustache")
        }
    }

    /// Where the default theme's parts are, for a theme that names a file it no longer has.
    static let whereThePartsAre =
        "the default theme's stylesheets are in assets/site/, assets/form/ and assets/presentation/, its scripts in "
        + "assets/scripts/ (docs/themes.md names the file of each part)"

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
                    "no template links \(path), so it changes no page: " + Self.whereThePartsAre))
        }
        return diagnostics
    }

    /// A template's link to an asset no theme file provides, most often in a template copied from an
    /// older version of the theme (`{{root}}assets/formsmith.js`): the browser finds nothing there.
    /// The search index is the site's own file, written with every build.
    func missingAssets() -> [Diagnostic] {
        let written: Set<String> = ["assets/search-index.js"]
        return templateOccurrences(of: "{{root}}assets/").compactMap { location, after in
            let name = "assets/" + after.prefix { $0 != "\"" && $0 != "'" && $0 != " " && $0 != ">" }
            if files[name] != nil || written.contains(name) { return nil }
            return .warning(
                "theme.missing-asset", at: location,
                "the template links \(name), which the theme does not have: " + Self.whereThePartsAre)
        }
    }
}
