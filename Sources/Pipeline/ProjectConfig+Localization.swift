import FormsmithCore
import Localization
import Yams

extension ProjectConfig {
    static let localizationKeys = ["paths", "namespace", "languages", "sourceLanguage"]

    /// `localization: { paths, namespace, languages, sourceLanguage }`, each optional.
    static func localization(_ node: Node, into diagnostics: inout [Diagnostic]) -> StringsLoader.Settings {
        var settings = StringsLoader.Settings()
        guard let mapping = node.mapping else {
            diagnostics.append(
                .warning(
                    "config.wrong-type", at: location(of: node),
                    "`localization` must be a mapping (paths, namespace, languages, sourceLanguage); it is ignored"))
            return settings
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "paths": settings.paths = list(value, key: "localization.paths", into: &diagnostics)
            case "namespace": settings.namespace = scalar(value, key: "localization.namespace", into: &diagnostics)
            case "sourceLanguage":
                settings.sourceLanguage = scalar(value, key: "localization.sourceLanguage", into: &diagnostics)
            case "languages":
                settings.languages = list(value, key: "localization.languages", into: &diagnostics)
                settings.languagesLocation = location(of: value)
            default:
                let hint = key.closest(in: localizationKeys).map { " Did you mean `\($0)`?" } ?? ""
                diagnostics.append(
                    .warning(
                        "config.unknown-key", at: location(of: keyNode),
                        "unknown setting `localization.\(key)` is ignored.\(hint)"))
            }
        }
        return settings
    }
}
