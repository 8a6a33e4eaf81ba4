import Foundation
import FormsmithCore
import HintsFormat

extension FormsmithCommand.Init {
    /// Checks the files just written as `check` does and lets a field fill its row wherever its
    /// width is too narrow for a text in one of the app's languages, so the first commit of the
    /// starting hints passes `check --strict`. What still warns is printed, with where.
    func fitWidths(of written: [(path: String, model: Model)], root: URL) throws {
        guard !written.isEmpty else { return }
        let byPath = Dictionary(written.map { ($0.path, $0.model) }, uniquingKeysWith: { first, _ in first })
        var filling: [String: Set<String>] = [:]
        let found = try warnings(in: byPath.keys)
        for diagnostic in found where diagnostic.code == "strings.does-not-fit" {
            guard let model = byPath[diagnostic.location.file],
                let field = HintsTemplate.field(atLine: diagnostic.location.line, of: model),
                HintsTemplate.width(for: model.fields.first { $0.name == field }!) != nil
            else { continue }
            filling[diagnostic.location.file, default: []].insert(field)
        }
        for (path, fields) in filling.sorted(by: { $0.key < $1.key }) {
            let text = HintsTemplate.text(for: byPath[path]!, fillingFields: fields)
            try Data(text.utf8).write(to: root.appendingPathComponent(path))
            let names = fields.sorted().map { "`\($0)`" }.joined(separator: ", ")
            print(
                "fit    \(path): \(names) fill\(fields.count == 1 ? "s" : "") the row (a text is wider than its width)")
        }
        let remaining = filling.isEmpty ? found : try warnings(in: byPath.keys)
        for diagnostic in remaining { print("check  \(diagnostic)") }
        print("check: \(counted(remaining.count, "warning")) in the files written")
    }

    /// `check`'s warnings and errors at the given hints files.
    private func warnings(in paths: Dictionary<String, Model>.Keys) throws -> [Diagnostic] {
        let files = Set(paths)
        let result = project.pipeline(output: nil).0.run()
        return result.diagnostics.filter { $0.severity >= .warning && files.contains($0.location.file) }
            .sortedForOutput()
    }

    /// The site is made, not written: `_site/` goes into the repository's `.gitignore`, once.
    func ignoreOutput(root: URL, output: String) throws {
        let gitignore = root.appendingPathComponent(".gitignore")
        let existing = (try? String(contentsOf: gitignore, encoding: .utf8))
        guard existing != nil || FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path),
            !output.hasPrefix("/"), !output.hasPrefix("..")
        else { return }
        let entry = output.hasSuffix("/") ? output : output + "/"
        let lines = (existing ?? "").split(whereSeparator: \.isNewline).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard !lines.contains(where: { [entry, "/" + entry, output, "/" + output].contains($0) }) else { return }
        let separator = (existing ?? "").isEmpty || existing!.hasSuffix("\n") ? "" : "\n"
        try Data(((existing ?? "") + separator + entry + "\n").utf8).write(to: gitignore)
        print("ignore \(entry) in .gitignore (the site is made by formsmith build)")
    }
}
