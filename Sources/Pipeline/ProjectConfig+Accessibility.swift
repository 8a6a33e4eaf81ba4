import FormsmithCore
import Layout
import Yams

extension ProjectConfig {
    static let accessibilityKeys = ["namespace", "prefix"]

    /// `accessibility: { namespace, prefix }`: what the app sets on SixLayer's
    /// `AccessibilityIdentifierConfig` (`namespace`, `globalPrefix`), so identifiers match the app's.
    static func identifierScope(_ node: Node, into diagnostics: inout [Diagnostic]) -> IdentifierScope {
        var scope = IdentifierScope()
        guard let mapping = node.mapping else {
            diagnostics.append(
                .warning(
                    "config.wrong-type", at: location(of: node),
                    "`accessibility` must be a mapping (namespace, prefix); it is ignored"))
            return scope
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "namespace": scope.namespace = scalar(value, key: "accessibility.namespace", into: &diagnostics) ?? ""
            case "prefix": scope.prefix = scalar(value, key: "accessibility.prefix", into: &diagnostics) ?? ""
            default:
                let hint = key.closest(in: accessibilityKeys).map { " Did you mean `\($0)`?" } ?? ""
                diagnostics.append(
                    .warning(
                        "config.unknown-key", at: location(of: keyNode),
                        "unknown setting `accessibility.\(key)` is ignored.\(hint)"))
            }
        }
        return scope
    }
}
