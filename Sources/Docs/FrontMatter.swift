import Foundation
import FormsmithCore
import Yams

/// YAML between `---` lines at the top of a Markdown file: `title`, `order`, `description`.
struct FrontMatter {
    var title: String?
    var order: Int?
    var description: String?
    /// The Markdown after the front matter.
    var body: Substring
    /// Lines taken by the front matter, to correct Markdown line numbers.
    var lineOffset: Int
    var diagnostics: [Diagnostic] = []

    init(splitting text: String, file: String) {
        body = text[...]
        lineOffset = 0
        guard text.hasPrefix("---\n") || text.hasPrefix("---\r\n") else { return }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else { return }
        let yaml = lines[1..<end].joined(separator: "\n")
        lineOffset = end + 1
        body = lines[(end + 1)...].joined(separator: "\n")[...]
        do {
            guard let values = try Yams.load(yaml: yaml) as? [String: Any] else {
                if !yaml.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    diagnostics.append(.warning("docs.front-matter-not-mapping", at: SourceLocation(file: file, line: 2, column: 1),
                        "front matter must be a YAML mapping (title: …); it is ignored"))
                }
                return
            }
            title = values["title"].map { "\($0)" }
            description = values["description"].map { "\($0)" }
            if let order = values["order"] {
                if let number = order as? Int {
                    self.order = number
                } else {
                    diagnostics.append(.warning("docs.invalid-order", at: SourceLocation(file: file, line: 2, column: 1),
                        "front matter `order` must be a whole number; it is ignored"))
                }
            }
        } catch let error as YamlError {
            var line = 2, column = 1
            if case .scanner(_, _, let mark, _) = error { line = mark.line + 1; column = mark.column }
            if case .parser(_, _, let mark, _) = error { line = mark.line + 1; column = mark.column }
            diagnostics.append(.warning("docs.invalid-front-matter", at: SourceLocation(file: file, line: line, column: column),
                "front matter is not valid YAML; it is ignored"))
        } catch {
            diagnostics.append(.warning("docs.invalid-front-matter", at: SourceLocation(file: file, line: 2, column: 1),
                "front matter is not valid YAML; it is ignored"))
        }
    }
}
