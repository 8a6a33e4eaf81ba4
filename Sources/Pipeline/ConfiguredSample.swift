import FormsmithCore
import Layout

/// One field's value in a sample item of `formsmith.yml` `samples:`, where it is written.
public struct ConfiguredSample: Hashable, Sendable {
    public var field: String
    public var value: String
    public var location: SourceLocation

    public init(field: String, value: String, location: SourceLocation) {
        self.field = field
        self.value = value
        self.location = location
    }

    /// The project's sample items put on their forms: each value checked against its field's
    /// control (a number, a switch, a date, a picker option…); one that does not fit, or names no
    /// field, is a warning at its place and the generated value stays.
    static func apply(_ samples: [String: [[ConfiguredSample]]], to forms: inout [FormLayout]) -> [Diagnostic] {
        for index in forms.indices {
            if let items = samples[forms[index].name] { forms[index].samples = rows(items, for: forms[index]) }
        }
        return problems(samples, in: forms)
    }

    /// `items` as `form`'s sample rows: the values that fit their fields.
    static func rows(_ items: [[ConfiguredSample]], for form: FormLayout) -> [[String: String]] {
        var ignored: [Diagnostic] = []
        return rows(items, for: form, problems: &ignored)
    }

    /// What is wrong with the sample items of `samples`, for the forms they name.
    static func problems(_ samples: [String: [[ConfiguredSample]]], in forms: [FormLayout]) -> [Diagnostic] {
        guard !samples.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        let indexByName = Dictionary(
            forms.indices.map { (forms[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        for (model, items) in samples.sorted(by: { $0.key < $1.key }) {
            guard let index = indexByName[model] else {
                let location = items.first?.first?.location ?? SourceLocation(file: ProjectConfig.fileName)
                diagnostics.append(
                    .warning("config.unknown-model", at: location, "`samples` names \(model), which has no form"))
                continue
            }
            _ = rows(items, for: forms[index], problems: &diagnostics)
        }
        return diagnostics
    }

    private static func rows(
        _ items: [[ConfiguredSample]], for form: FormLayout, problems diagnostics: inout [Diagnostic]
    ) -> [[String: String]] {
        let model = form.name
        let fields = form.renderedFields + form.unsectioned + form.hidden
        let fieldsByID = Dictionary(fields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return items.map { item in
            var row: [String: String] = [:]
            for entry in item {
                guard let field = fieldsByID[entry.field] else {
                    diagnostics.append(
                        .warning(
                            "config.invalid-sample", at: entry.location,
                            "\(model) has no field `\(entry.field)`; this sample value is ignored"))
                    continue
                }
                if let problem = problem(with: entry.value, for: field) {
                    diagnostics.append(
                        .warning(
                            "config.invalid-sample", at: entry.location,
                            "`\(entry.field)` of \(model) \(problem); the generated value is shown instead"))
                    continue
                }
                row[entry.field] = entry.value
            }
            return row
        }
    }

    /// What is wrong with `value` for `field`'s control, or nil when it fits.
    static func problem(with value: String, for field: FieldLayout) -> String? {
        let digits = { (text: Substring) in !text.isEmpty && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber) }
        let parts = { (text: String, separator: Character, counts: [Int]) in
            let pieces = text.split(separator: separator, omittingEmptySubsequences: false)
            return pieces.count == counts.count && zip(pieces, counts).allSatisfy { $0.count == $1 && digits($0) }
        }
        switch field.control {
        case .number, .stepper, .slider:
            return Double(value).map { $0.isFinite } == true ? nil : "is a number; \"\(value)\" is not one"
        case .toggle:
            return value == "true" || value == "false" ? nil : "is a switch: true or false, not \"\(value)\""
        case .date:
            return parts(value, "-", [4, 2, 2]) ? nil : "is a date written 2026-03-10, not \"\(value)\""
        case .time:
            return parts(value, ":", [2, 2]) ? nil : "is a time written 09:30, not \"\(value)\""
        case .datetime:
            let halves = value.split(separator: "T", omittingEmptySubsequences: false).map(String.init)
            return halves.count == 2 && parts(halves[0], "-", [4, 2, 2]) && parts(halves[1], ":", [2, 2])
                ? nil : "is a date and time written 2026-03-10T09:30, not \"\(value)\""
        case .select:
            return field.options.isEmpty || field.options.contains { $0.value == value }
                ? nil
                : "is a picker of \(field.options.map { "`\($0.value)`" }.joined(separator: ", ")), not \"\(value)\""
        case .email:
            return value.contains("@") ? nil : "is an e-mail address; \"\(value)\" is not one"
        default:
            return nil
        }
    }
}
