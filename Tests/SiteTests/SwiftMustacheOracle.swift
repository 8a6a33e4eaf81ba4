import Mustache
@testable import Site
@testable import Templates

/// swift-mustache's reading of a set of templates: the oracle the tests hold the compiled engine
/// to. Production never parses a template with it; only tests render through it.
struct SwiftMustacheOracle {
    let library: MustacheLibrary

    /// Templates by name (`card`, `index`…).
    init(templates: [String: String]) throws {
        var library = MustacheLibrary()
        for (name, text) in templates { library.register(try MustacheTemplate(string: text), named: name) }
        self.library = library
    }

    /// Every template of `theme` (`templates/<name>.mustache`).
    init(theme: Theme) throws {
        let templates = theme.files.filter { $0.key.hasPrefix("templates/") && $0.key.hasSuffix(".mustache") }
        try self.init(
            templates: Dictionary(
                uniqueKeysWithValues: templates.map { path, bytes in
                    (
                        String(path.dropFirst("templates/".count).dropLast(".mustache".count)),
                        String(decoding: bytes, as: UTF8.self)
                    )
                }))
    }

    func render(_ context: TemplateValue, withTemplate name: String) -> String? {
        library.render(context.mustacheObject, withTemplate: name)
    }

    func render(_ context: some Encodable, withTemplate name: String) -> String? {
        render(TemplateEncoder.encode(context), withTemplate: name)
    }
}

extension TemplateValue {
    /// The value as swift-mustache reads a `[String: Any]` context.
    var mustacheObject: Any {
        switch self {
        case .text(let text): text
        case .number(let number): number
        case .flag(let flag): flag
        case .list(let values): values.map { $0.mustacheObject }
        case .object(let values):
            Dictionary(values.sortedByKey.map { ($0.key, $0.value.mustacheObject) }, uniquingKeysWith: { $1 })
        }
    }
}
