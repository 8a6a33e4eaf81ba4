/// A value that breaks one of a field's constraints, with the message the form's live
/// validation shows for it (the browser's constraint validation, in Chromium's words), for the
/// edit context's invalid state: every kind of constraint the form has, each shown once.
public struct ConstraintViolation: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case required, tooShort, tooLong, belowRange, aboveRange, badEmail
    }

    public var fieldID: String
    public var kind: Kind
    public var value: String
    public var message: String

    /// One violation per field that has a constraint, preferring on each the kind not shown yet.
    public static func examples(in fields: some Collection<FieldLayout>) -> [ConstraintViolation] {
        var shown: Set<Kind> = []
        var violations: [ConstraintViolation] = []
        for field in fields where field.editable {
            let candidates = possible(for: field)
            guard let chosen = candidates.first(where: { !shown.contains($0.kind) }) ?? candidates.first else {
                continue
            }
            shown.insert(chosen.kind)
            violations.append(chosen)
        }
        return violations
    }

    static func possible(for field: FieldLayout) -> [ConstraintViolation] {
        var found: [ConstraintViolation] = []
        func add(_ kind: Kind, _ value: String, _ message: String) {
            found.append(ConstraintViolation(fieldID: field.id, kind: kind, value: value, message: message))
        }
        let textual = field.control.isTextual
        // States the app cannot reach are not shown: a toggle, a stepper and a date always hold a
        // value (SixLayer binds a date `?? Date()` and a stepper to its number).
        let alwaysSet: [Control] = [.toggle, .group, .stepper, .date, .time, .datetime]
        if field.required, !alwaysSet.contains(field.control) {
            add(
                .required, "",
                field.control == .select ? "Please select an item in the list." : "Please fill out this field.")
        }
        // Lengths past `longest` are shown as they are: a value that long helps no reviewer.
        if textual, let minimum = field.minLength, minimum > 1, minimum <= longest {
            let value = String(repeating: "a", count: minimum - 1)
            add(
                .tooShort, value,
                "Please lengthen this text to \(minimum) characters or more (you are currently using \(minimum - 1) character\(minimum - 1 == 1 ? "" : "s"))."
            )
        }
        if textual, let maximum = field.maxLength, maximum >= 0, maximum < longest {
            let value = String(repeating: "a", count: maximum + 1)
            add(
                .tooLong, value,
                "Please shorten this text to \(maximum) characters or less (you are currently using \(maximum + 1) characters)."
            )
        }
        // A slider cannot hold a value outside its range, nor can SixLayer's Stepper (it clamps to
        // its range): only a number field shows one.
        if field.control == .number {
            if let minimum = field.minimum, let low = Double(minimum), abs(low) < 1e15 {
                add(.belowRange, number(low - 1), "Value must be greater than or equal to \(minimum).")
            }
            if let maximum = field.maximum, let high = Double(maximum), abs(high) < 1e15 {
                add(.aboveRange, number(high + 1), "Value must be less than or equal to \(maximum).")
            }
        }
        if field.control == .email {
            add(.badEmail, "ada", "Please include an '@' in the email address. 'ada' is missing an '@'.")
        }
        return found
    }

    static let longest = 2000

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
