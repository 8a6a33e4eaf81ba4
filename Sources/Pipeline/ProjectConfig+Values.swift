import FormsmithCore
import Yams

/// The values `formsmith.yml`'s settings hold, read with a warning at the value where it has the
/// wrong shape (the setting is then ignored), and where a node is written.
extension ProjectConfig {
    static func location(of node: Node) -> SourceLocation {
        SourceLocation(file: fileName, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }

    static func scalar(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> String? {
        if let text = node.string { return text }
        diagnostics.append(
            .warning("config.wrong-type", at: location(of: node), "`\(key)` must be a single value; it is ignored"))
        return nil
    }

    /// `true` or `false`; anything else is warned about and nil.
    static func flag(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> Bool? {
        if let flag = node.bool { return flag }
        diagnostics.append(
            .warning("config.wrong-type", at: location(of: node), "`\(key)` must be true or false; it is ignored"))
        return nil
    }

    /// A list, or a single value taken as a list of one.
    static func list(_ node: Node, key: String, into diagnostics: inout [Diagnostic]) -> [String]? {
        if let text = node.string { return [text] }
        if let sequence = node.sequence {
            let values = sequence.compactMap(\.string)
            if values.count == sequence.count { return values }
        }
        diagnostics.append(
            .warning(
                "config.wrong-type", at: location(of: node), "`\(key)` must be a list of paths or names; it is ignored")
        )
        return nil
    }
}
