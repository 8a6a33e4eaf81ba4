import Foundation
import FormsmithCore
import Yams
import Localization
import Layout

/// `formsmith.yml`: every key optional.
///
/// ```yaml
/// title: My App
/// models: [Sources/Models, Shared/Models.swift]   # files or folders of Swift sources and Core Data models
///   # or: models: { paths: [Sources], include: [Draft], exclude: ["Sources/Generated/**"], auto: false }
/// hints: [App/Resources/Hints]                       # files or folders of .hints; default: every Hints folder
/// output: _site
/// theme: brand                                      # Themes/brand, or a path
/// preview: [Draft]                                  # extra models to preview
/// docs: { paths: [Documentation, Technotes], rawHTML: false, gfm: true }
///   # paths: folders, DocC catalogs or .md files (default: docs, Documentation, every *.docc, README.md);
///   # rawHTML: trusted repositories only; gfm: false for strict CommonMark
/// localization: { paths: [App/Resources], namespace: MyApp, languages: [en, de, ar], sourceLanguage: en }
/// accessibility: { namespace: MyApp, prefix: Checkout }  # as the app sets AccessibilityIdentifierConfig
/// picture: DynamicFormView                          # or IntelligentFormView, layer1, hints; default: from the sources
/// repository: https://github.com/me/app              # docs' links to unpublished files go here; default: git remote
/// layouts:                                          # a layout that wins over the hints' _sections
///   User:
///     - { id: main, title: Main, fields: [name, email], layoutStyle: horizontal }
/// ```
public struct ProjectConfig: Sendable, Equatable {
    public static let fileName = "formsmith.yml"

    public var title: String?
    /// Swift files or folders to scan for models, relative to the root; nil scans the whole project.
    public var modelPaths: [String]?
    public var output: String?
    public var theme: String?
    /// Names of models to preview even without hints or `@Model` (`models.include`, or `preview`).
    public var extraModels: [String]
    /// `models.auto`: false previews only hinted and listed models, none by the automatic rules
    /// (SwiftData, Core Data, Fluent, Realm, AutomaticSettings).
    public var previewsModelsAutomatically = true
    /// `hints`: the only files and folders read for hints; nil searches every `Hints` folder.
    public var hintsPaths: [String]?
    /// `models.exclude`: globs of paths never read for models (`Sources/Generated/**`).
    public var excludedModelPaths: [String] = []
    /// `docs.rawHTML`: render raw HTML in Markdown (only for trusted repositories).
    public var allowRawHTML = false
    /// `docs.gfm`: GitHub's Markdown extensions (tables, strikethrough, task lists); false for strict CommonMark.
    public var githubMarkdown = true
    /// `docs.paths`: the only folders, catalogs and files read for docs; nil searches (`DocsSources`).
    public var docsPaths: [String]?
    /// Where `docs.paths` is written, for diagnostics about its entries.
    public var docsPathsLocation: SourceLocation?
    /// Model name → sections configured for it, the equivalent of SixLayer's code-level `LayoutSpec`.
    public var layouts: [String: [SectionHints]] = [:]
    /// `samples:` model name → the project's own sample items, each a list of field values.
    public var samples: [String: [[ConfiguredSample]]] = [:]
    /// `localization:` where the app's strings are, its SixLayer namespace, the languages to show.
    public var localization = StringsLoader.Settings()
    /// `accessibility:` the identifier namespace and prefix the app sets on SixLayer.
    public var accessibility = IdentifierScope()
    /// `picture:` the view that presents the app's forms, over what the sources say (`FormPictures`).
    public var picture: ConfiguredPicture?
    /// `repository:` the repository's web address, where docs' links to unpublished files go;
    /// default: the git remote.
    public var repository: String?

    public init(
        title: String? = nil, modelPaths: [String]? = nil, output: String? = nil, theme: String? = nil,
        extraModels: [String] = []
    ) {
        self.title = title
        self.modelPaths = modelPaths
        self.output = output
        self.theme = theme
        self.extraModels = extraModels
    }

    static let knownKeys = [
        "title", "models", "hints", "output", "theme", "preview", "layouts", "docs", "samples", "localization",
        "accessibility", "picture", "repository",
    ]

    /// Reads `ROOT/formsmith.yml` when it exists; problems are diagnostics, and the defaults stand in.
    public static func load(projectRoot root: URL) -> (config: ProjectConfig, diagnostics: [Diagnostic]) {
        let url = root.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return (ProjectConfig(), []) }
        return parse(String(decoding: data, as: UTF8.self))
    }

    public static func parse(_ yaml: String) -> (config: ProjectConfig, diagnostics: [Diagnostic]) {
        var config = ProjectConfig()
        var diagnostics: [Diagnostic] = []
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch {
            var location = SourceLocation(file: fileName)
            if let error = error as? YamlError {
                switch error {
                case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
                    location = SourceLocation(file: fileName, line: mark.line, column: mark.column)
                default: break
                }
            }
            diagnostics.append(
                .error("config.invalid-yaml", at: location, "formsmith.yml is not valid YAML; using the defaults"))
            return (config, diagnostics)
        }
        guard let node else { return (config, []) }
        guard let mapping = node.mapping else {
            diagnostics.append(
                .error("config.not-mapping", at: location(of: node), "formsmith.yml must be a mapping of settings"))
            return (config, diagnostics)
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title": config.title = scalar(value, key: key, into: &diagnostics)
            case "output": config.output = scalar(value, key: key, into: &diagnostics)
            case "theme": config.theme = scalar(value, key: key, into: &diagnostics)
            case "picture": config.picture = picture(value, into: &diagnostics)
            case "repository": config.repository = scalar(value, key: key, into: &diagnostics)
            case "models":
                if let mapping = value.mapping {
                    // models: { paths: [...], include: [...], exclude: [...] }
                    for (subkey, subvalue) in mapping {
                        switch subkey.string ?? "" {
                        case "paths": config.modelPaths = list(subvalue, key: "models.paths", into: &diagnostics)
                        case "include":
                            config.extraModels += list(subvalue, key: "models.include", into: &diagnostics) ?? []
                        case "exclude":
                            config.excludedModelPaths = list(subvalue, key: "models.exclude", into: &diagnostics) ?? []
                        case "auto":
                            if let flag = flag(subvalue, key: "models.auto", into: &diagnostics) {
                                config.previewsModelsAutomatically = flag
                            }
                        default:
                            let name = subkey.string ?? ""
                            let hint =
                                name.closest(in: ["paths", "include", "exclude", "auto"]).map {
                                    " Did you mean `\($0)`?"
                                } ?? ""
                            diagnostics.append(
                                .warning(
                                    "config.unknown-key", at: location(of: subkey),
                                    "unknown setting `models.\(name)` is ignored.\(hint)"))
                        }
                    }
                } else {
                    config.modelPaths = list(value, key: key, into: &diagnostics)
                }
            case "preview": config.extraModels += list(value, key: key, into: &diagnostics) ?? []
            case "hints": config.hintsPaths = list(value, key: key, into: &diagnostics)
            case "layouts": config.layouts = layouts(value, into: &diagnostics)
            case "samples": config.samples = samples(value, into: &diagnostics)
            case "localization": config.localization = localization(value, into: &diagnostics)
            case "accessibility": config.accessibility = identifierScope(value, into: &diagnostics)
            case "docs":
                let settings: [(name: String, setting: WritableKeyPath<ProjectConfig, Bool>)] = [
                    ("rawHTML", \.allowRawHTML), ("gfm", \.githubMarkdown),
                ]
                for (name, setting) in settings {
                    guard let raw = value.mapping?[name], let flag = flag(raw, key: "docs.\(name)", into: &diagnostics)
                    else { continue }
                    config[keyPath: setting] = flag
                }
                if let paths = value.mapping?["paths"] {
                    config.docsPaths = list(paths, key: "docs.paths", into: &diagnostics)
                    config.docsPathsLocation = location(of: paths)
                }
                for keyNode in value.mapping.map({ Array($0.keys) }) ?? [] {
                    let name = keyNode.string ?? ""
                    guard !["rawHTML", "gfm", "paths"].contains(name) else { continue }
                    let hint = name.closest(in: ["rawHTML", "gfm", "paths"]).map { " Did you mean `\($0)`?" } ?? ""
                    diagnostics.append(
                        .warning(
                            "config.unknown-key", at: location(of: keyNode),
                            "unknown setting `docs.\(name)` is ignored.\(hint)"))
                }
            default:
                let hint = key.closest(in: knownKeys).map { " Did you mean `\($0)`?" } ?? ""
                diagnostics.append(
                    .warning(
                        "config.unknown-key", at: location(of: keyNode), "unknown setting `\(key)` is ignored.\(hint)"))
            }
        }
        return (config, diagnostics)
    }

    private static func layouts(_ node: Node, into diagnostics: inout [Diagnostic]) -> [String: [SectionHints]] {
        guard let mapping = node.mapping else {
            diagnostics.append(
                .warning(
                    "config.wrong-type", at: location(of: node),
                    "`layouts` must map model names to lists of sections; it is ignored"))
            return [:]
        }
        var layouts: [String: [SectionHints]] = [:]
        for (nameNode, sectionsNode) in mapping {
            guard let name = nameNode.string, let sequence = sectionsNode.sequence else {
                diagnostics.append(
                    .warning(
                        "config.wrong-type", at: location(of: nameNode),
                        "each layout must be a list of sections; it is ignored"))
                continue
            }
            layouts[name] = sequence.compactMap { section(from: $0, into: &diagnostics) }
        }
        return layouts
    }

    /// A section written in YAML with the keys of a hints file's `_sections` entries.
    private static func section(from node: Node, into diagnostics: inout [Diagnostic]) -> SectionHints? {
        guard let mapping = node.mapping, let id = mapping["id"]?.string, let title = mapping["title"]?.string else {
            diagnostics.append(
                .warning(
                    "config.invalid-section", at: location(of: node),
                    "a layout section needs `id` and `title`; it is skipped"))
            return nil
        }
        var section = SectionHints(id: id, title: title, location: location(of: node))
        section.description = mapping["description"]?.string
        section.fieldIDs = mapping["fields"]?.sequence?.compactMap(\.string) ?? []
        if let styleNode = mapping["layoutStyle"], let text = styleNode.string {
            if let style = LayoutStyle(rawValue: text) {
                section.layoutStyle = style
            } else {
                diagnostics.append(
                    .warning(
                        "config.unknown-layout-style", at: location(of: styleNode),
                        "unknown layoutStyle \"\(text)\"; vertical is used"
                            + (text.closest(in: LayoutStyle.allCases.map(\.rawValue)).map {
                                ". Did you mean \"\($0)\"?"
                            } ?? "")))
            }
        }
        section.isCollapsible = mapping["isCollapsible"]?.bool ?? false
        section.isCollapsed = section.isCollapsible && (mapping["isCollapsed"]?.bool ?? false)
        return section
    }

    /// `samples: { Model: [ {field: value, …}, … ] }`; a shape that is not that is warned about and skipped.
    private static func samples(_ node: Node, into diagnostics: inout [Diagnostic]) -> [String: [[ConfiguredSample]]] {
        var samples: [String: [[ConfiguredSample]]] = [:]
        let wrongShape = { (node: Node, what: String) in
            Diagnostic.warning("config.wrong-type", at: location(of: node), "\(what); it is ignored")
        }
        guard let mapping = node.mapping else {
            diagnostics.append(wrongShape(node, "`samples` must map model names to lists of items"))
            return [:]
        }
        for (modelNode, itemsNode) in mapping {
            guard let model = modelNode.string, let items = itemsNode.sequence else {
                diagnostics.append(wrongShape(itemsNode, "`samples` entries must be lists of items"))
                continue
            }
            samples[model] = items.compactMap { item in
                guard let fields = item.mapping else {
                    diagnostics.append(wrongShape(item, "a sample item must map field names to values"))
                    return nil
                }
                return fields.compactMap { fieldNode, valueNode in
                    guard let field = fieldNode.string, let value = valueNode.string else {
                        diagnostics.append(wrongShape(valueNode, "a sample value must be a single value"))
                        return nil
                    }
                    return ConfiguredSample(field: field, value: value, location: location(of: valueNode))
                }
            }
        }
        return samples
    }
}
