import Foundation
import FormsmithCore
import Layout

/// `formsmith diff` output for people (text), pull-request comments (Markdown) and tools (JSON).
enum ReviewFormatter {
    /// GitHub rejects comments over 65,536 characters; stay well under.
    static let markdownLimit = 60_000

    static func text(_ report: ReviewReport) -> String {
        guard report.hasChanges else { return "No form changes in \(counted(report.models.count, "model")).\n" }
        var lines: [String] = []
        for model in report.changed {
            lines.append("\(model.name): \(model.status.rawValue)")
            for change in model.changes where change.kind != .modelAdded && change.kind != .modelRemoved {
                lines.append("  \(change.summary)")
            }
        }
        lines.append(
            "\(counted(report.changed.count, "model")) changed, \(report.unchanged.count) unchanged, \(counted(report.models.flatMap(\.changes).count, "change"))."
        )
        return lines.joined(separator: "\n") + "\n"
    }

    static func markdown(_ report: ReviewReport, reviewLink: String?) -> String {
        var out = "## Form changes\n\n"
        guard report.hasChanges else {
            return out + "No form changes in \(counted(report.models.count, "model")).\n"
        }
        out += "| change | count |\n|---|---|\n"
        for (kind, count) in report.counts { out += "| \(kind.rawValue) | \(count) |\n" }
        out += "\n\(counted(report.changed.count, "model")) changed, \(report.unchanged.count) unchanged.\n"
        let ending = reviewLink.map { "\nSee the [review page](\($0)) for the forms side by side.\n" } ?? ""
        for model in report.changed {
            var block = "\n### \(escape(model.name)) (\(model.status.rawValue))\n\n"
            for change in model.changes where change.kind != .modelAdded && change.kind != .modelRemoved {
                block += "- \(escape(change.summary))\n"
            }
            if out.count + block.count + ending.count + 80 > markdownLimit {
                out += "\n…and more changes than fit in a comment.\n"
                break
            }
            out += block
        }
        return out + ending
    }

    static func json(_ report: ReviewReport) -> String {
        struct Change: Encodable { var kind: String; var section, field, before, after: String?; var summary: String }
        struct Model: Encodable {
            var name: String; var status: String; var previousName: String?; var changes: [Change]
        }
        struct Report: Encodable { var formsmith = 1; var changed: Int; var unchanged: Int; var models: [Model] }
        let payload = Report(
            changed: report.changed.count, unchanged: report.unchanged.count,
            models: report.models.map { model in
                Model(
                    name: model.name, status: model.status.rawValue, previousName: model.previousName,
                    changes: model.changes.map {
                        Change(
                            kind: $0.kind.rawValue, section: $0.section, field: $0.field, before: $0.before,
                            after: $0.after, summary: $0.summary)
                    })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(payload)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// Keeps model names and summaries from turning into Markdown markup (`_`, `*`, `<`, `|`).
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\*_[]<>|#".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
