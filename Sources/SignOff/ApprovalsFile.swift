import Foundation
import FormsmithCore
import HintsFormat
import JSONReader

/// `formsmith-signoff.json` at the project root: one entry per form, sorted by model, keys in a
/// fixed order and one line per section, field and translation of the approved structure, so that
/// approving one form changes only its entry and two branches approving different forms merge.
public enum ApprovalsFile {
    public static let name = "formsmith-signoff.json"
    public static let formatVersion = 1

    public static func url(projectRoot: URL) -> URL { projectRoot.appendingPathComponent(name) }

    /// The record and its problems; nil when the project has no approvals file.
    public static func read(projectRoot: URL) -> (record: SignOffRecord, diagnostics: [Diagnostic])? {
        guard let data = FileManager.default.contents(atPath: url(projectRoot: projectRoot).path) else { return nil }
        return parse([UInt8](data))
    }

    public static func parse(_ bytes: [UInt8]) -> (record: SignOffRecord, diagnostics: [Diagnostic]) {
        if let conflict = conflictMarker(in: bytes) {
            let message =
                "a merge conflict is left in the approvals file (`\(conflict.marker)`): keep one side of each "
                + "conflicting entry, or run `formsmith approve` for those models again"
            return (
                SignOffRecord(unreadable: message),
                [.error("signoff.merge-conflict", at: location(conflict.line, 1), message)]
            )
        }
        let (headers, structures) = ApprovalsFile.structureLines(of: bytes)
        let root: JSONNode
        do {
            root = try JSONParser.parse(headers)
        } catch {
            let message = "the approvals file is not valid JSON: \(error.message)"
            return (
                SignOffRecord(unreadable: message),
                [.error("signoff.invalid-file", at: location(error.line, error.column), message)]
            )
        }
        guard root.isObject, let forms = root["forms"], case .array(let entries) = forms.value else {
            let message = "the approvals file is not an object with a `forms` list"
            return (
                SignOffRecord(unreadable: message),
                [.error("signoff.invalid-file", at: location(root.line, root.column), message)]
            )
        }
        var record = SignOffRecord()
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            guard let model = entry["model"]?.string, let fingerprint = entry["fingerprint"]?.string,
                let structure = entry["structure"], case .array(let lines) = structure.value
            else {
                diagnostics.append(
                    .error(
                        "signoff.invalid-entry", at: location(entry.line, entry.column),
                        "this entry has no `model`, `fingerprint` or `structure`; it approves nothing"))
                continue
            }
            var approval = Approval(
                model: model, by: entry["by"]?.string ?? "", when: entry["when"]?.string ?? "",
                note: entry["note"]?.string,
                fieldNotes: (entry["fieldNotes"]?.arrayElements ?? []).compactMap { note in
                    guard let field = note["field"]?.string, let text = note["note"]?.string else { return nil }
                    return FieldNote(field: field, note: text)
                },
                snapshot: SignOffSnapshot(
                    lines: lines.isEmpty ? structures[structure.line] ?? [] : lines.map(\.canonical.text)),
                line: entry.line,
                column: entry.column)
            approval.fingerprint = fingerprint
            record.approvals.append(approval)
        }
        return (record, diagnostics)
    }

    /// The first line that starts with a conflict marker git leaves (`<<<<<<<`, `=======`, `>>>>>>>`).
    static func conflictMarker(in bytes: [UInt8]) -> (line: Int, marker: String)? {
        var line = 1
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            let text = bytes[start..<index]
            for marker in ["<<<<<<<", "=======", ">>>>>>>"] where text.starts(with: marker.utf8) {
                return (line, marker)
            }
            line += 1
            start = index + 1
        }
        return nil
    }

    static func location(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: name, line: line, column: column)
    }

    /// The file's text for a record: the same record is always the same text.
    public static func render(_ record: SignOffRecord) -> String {
        let sorted = record.approvals.sorted { $0.model < $1.model }
        var out = "{\n  \"formsmith-signoff\": \(formatVersion),\n  \"forms\": ["
        for (index, approval) in sorted.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\n"
            var members: [(String, String)] = [
                ("model", CanonicalJSON.string(approval.model).text), ("by", CanonicalJSON.string(approval.by).text),
                ("when", CanonicalJSON.string(approval.when).text),
            ]
            if let note = approval.note { members.append(("note", CanonicalJSON.string(note).text)) }
            members.append(("fingerprint", CanonicalJSON.string(approval.fingerprint).text))
            if !approval.fieldNotes.isEmpty {
                let notes = approval.fieldNotes.sorted { $0.field < $1.field }.map {
                    "        " + CanonicalJSON.members([("field", .string($0.field)), ("note", .string($0.note))]).text
                }
                members.append(("fieldNotes", "[\n" + notes.joined(separator: ",\n") + "\n      ]"))
            }
            let lines = approval.structure.map { "        " + $0 }
            members.append(("structure", lines.isEmpty ? "[]" : "[\n" + lines.joined(separator: ",\n") + "\n      ]"))
            out += members.map { "      \(CanonicalJSON.string($0.0).text): \($0.1)" }.joined(separator: ",\n")
            out += "\n    }"
        }
        out += sorted.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Writes the file whole or not at all: a temporary file in the same folder, renamed over it.
    public static func write(_ record: SignOffRecord, projectRoot: URL) throws {
        let target = url(projectRoot: projectRoot)
        let temporary = projectRoot.appendingPathComponent(".\(name).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try Data(render(record).utf8).write(to: temporary)
            guard rename(temporary.path, target.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }
}
