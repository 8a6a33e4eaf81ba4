import ArgumentParser
import Foundation
import FormsmithCore
import Layout
import Pipeline
import SignOff

extension FormsmithCommand {
    /// `formsmith approve`: records that forms, as they are now, are signed off by design.
    struct Approve: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Sign off forms as they are now (writes formsmith-signoff.json, nothing else).",
            discussion: """
                The form's structure as the user sees it is recorded; `check --require-signoff` fails once it \
                changes. Comments on fields go last: --field PATH --note TEXT, repeatable, for one model.
                """)

        @OptionGroup var project: ProjectOptions

        @Argument(help: "The models to sign off.")
        var models: [String] = []

        @Flag(name: .long, help: "Sign off every form.")
        var all = false

        @Option(name: .long, help: "What was reviewed, or why the form is approved.")
        var note: String?

        @Option(name: .long, help: "Who signs off (default: git config user.name, else $USER).")
        var by: String?

        @Option(
            name: .long,
            help: ArgumentHelp(
                "The day of the sign-off (default: today in UTC, or SOURCE_DATE_EPOCH's).", valueName: "yyyy-mm-dd"))
        var date: String?

        @Option(
            name: .long, parsing: .remaining,
            help: ArgumentHelp(
                "A comment pinned to a field: --field PATH --note TEXT (last; repeatable).", valueName: "path"))
        var field: [String] = []

        func validate() throws {
            if all == !models.isEmpty { throw ValidationError("name the models to sign off, or give --all") }
            if let date, date.wholeMatch(of: /\d{4}-\d{2}-\d{2}/) == nil {
                throw ValidationError("--date \(date) is not a yyyy-mm-dd date")
            }
            _ = try fieldNotes()
            if !field.isEmpty && models.count != 1 { throw ValidationError("--field comments are for one model") }
        }

        /// `--field PATH --note TEXT …`, as pairs.
        func fieldNotes() throws -> [FieldNote] {
            var notes: [FieldNote] = []
            var rest = field[...]
            guard !rest.isEmpty else { return [] }
            // The first path follows `--field` itself; each next pair repeats it.
            var path = rest.removeFirst()
            while true {
                guard rest.count >= 2, rest.removeFirst() == "--note" else {
                    throw ValidationError("--field \(path) needs its comment: --field \(path) --note TEXT")
                }
                notes.append(FieldNote(field: path, note: rest.removeFirst()))
                guard !rest.isEmpty else { return notes }
                guard rest.count >= 2, rest.removeFirst() == "--field" else {
                    throw ValidationError("only --field PATH --note TEXT may follow --field")
                }
                path = rest.removeFirst()
            }
        }

        func run() throws {
            let (pipeline, _) = project.pipeline(output: nil)
            let result = pipeline.run()
            let byName = Dictionary(result.forms.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let unknown = models.filter { byName[$0] == nil }
            if !unknown.isEmpty {
                throw CommandFailure.exit(
                    "no form for \(unknown.map { "`\($0)`" }.joined(separator: ", ")) in this project", code: 2)
            }
            let forms = all ? result.forms : models.map { byName[$0]! }
            let notes = try fieldNotes()
            if let form = forms.first,
                let missing = notes.first(where: { !SignOffRecord.form(form, hasField: $0.field) })
            {
                throw CommandFailure.exit("`\(form.name)` has no field `\(missing.field)`", code: 2)
            }
            if let unreadable = result.signOffRecord?.unreadable {
                throw CommandFailure.exit("\(ApprovalsFile.name) is left as it is: \(unreadable)", code: 2)
            }
            var record = result.signOffRecord ?? SignOffRecord()
            record.approve(
                forms, by: by ?? SignOffDate.reviewer(root: project.rootURL), when: date ?? SignOffDate.today(),
                note: note,
                fieldNotes: forms.first.map { [$0.name: notes] } ?? [:])
            do {
                try ApprovalsFile.write(record, projectRoot: project.rootURL)
            } catch {
                throw CommandFailure.exit("cannot write \(ApprovalsFile.name): \(error.localizedDescription)", code: 2)
            }
            DiagnosticPrinter.write(
                "Signed off \(counted(forms.count, "form")) in \(ApprovalsFile.name): "
                    + forms.map(\.name).joined(separator: ", ") + "\n")
        }
    }
}
