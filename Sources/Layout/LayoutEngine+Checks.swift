import FormsmithCore

/// Hints checked against the model they describe (the app reads both; they must agree).
extension LayoutEngine {
    /// The Swift types each `fieldType` may describe; anything else contradicts the model.
    static let typesForFieldType: [String: Set<String>] = [
        "string": ["String", "Substring", "Character", "NSString"],
        "number": integerTypes.union(floatingTypes),
        "boolean": ["Bool"],
        "date": ["Date"],
        "url": ["URL", "String"],
        "uuid": ["UUID", "String"],
        "document": ["Data", "URL", "String"],
        "image": ["Data", "URL", "String"],
    ]

    /// Input types that only Formsmith honours; SixLayer reads `picker` alone.
    static let formsmithInputTypes: Set<String> = [
        "email", "phone", "tel", "url", "password", "textarea", "slider", "stepper", "date", "time", "datetime",
        "color",
    ]

    func checks(model: Model?, hints: ModelHints?, layouts: [FieldLayout]) -> [Diagnostic] {
        guard let hints else { return [] }
        var diagnostics: [Diagnostic] = []
        let modelFields = Dictionary(
            (model?.fields ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let layoutsByID = Dictionary(layouts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        for field in hints.fields {
            if let model, model.kind != .hintsOnly, modelFields[field.id] == nil, field.fieldType == nil {
                diagnostics.append(
                    .warning(
                        "hints.field-not-in-model", at: field.location,
                        "`\(field.id)` is not a stored property of \(model.name); the app has no value for it"
                            + Self.didYouMean([field.id], among: model.fields.map(\.name))))
            }
            if let fieldType = field.fieldType, let type = modelFields[field.id]?.type,
                let allowed = Self.typesForFieldType[fieldType], Self.isKnownScalar(type.name),
                !allowed.contains(type.name)
            {
                diagnostics.append(
                    .warning(
                        "hints.field-type-mismatch", at: field.location,
                        "`\(field.id)` has fieldType \"\(fieldType)\" but the model declares it as \(type.spelling); the fieldType decides the control"
                    ))
            }
            if field.maxLength != nil || field.minLength != nil, let layout = layoutsByID[field.id],
                !layout.control.isTextual, !(layout.itemControl?.isTextual ?? false)
            {
                diagnostics.append(
                    .warning(
                        "hints.length-on-non-text", at: field.location,
                        "`\(field.id)` is a \(layout.control.rawValue) control; maxLength and minLength apply only to text"
                    ))
            }
            if let inputType = field.inputType?.lowercased(), Self.formsmithInputTypes.contains(inputType) {
                diagnostics.append(
                    Diagnostic(
                        .info, "hints.formsmith-input-type", at: field.location,
                        "inputType \"\(inputType)\" is a Formsmith extension; SixLayer ignores it and shows its default control"
                    ))
            }
        }
        let hinted = Set(hints.fields.map(\.id))
        for field in model?.fields ?? [] where !hinted.contains(field.name) {
            diagnostics.append(
                Diagnostic(
                    .info, "hints.field-without-hints", at: field.location ?? SourceLocation(file: hints.file),
                    "`\(field.name)` has no entry in \(hints.file); it uses the defaults"))
        }
        return diagnostics
    }

    /// ". Did you mean `dueDate`?" for near misses of field names (`dueDat`), each named when
    /// several are: ". Did you mean `dueDate` (for `dueDat`), `title` (for `titel`)?"
    static func didYouMean(_ names: [String], among fields: [String]) -> String {
        let pairs = names.compactMap { name in name.closest(in: fields).map { (name, $0) } }
        guard !pairs.isEmpty else { return "" }
        if names.count == 1 { return ". Did you mean `\(pairs[0].1)`?" }
        return ". Did you mean " + pairs.map { "`\($0.1)` (for `\($0.0)`)" }.joined(separator: ", ") + "?"
    }

    /// Types whose meaning is certain without the type checker.
    static func isKnownScalar(_ name: String) -> Bool {
        typesForFieldType.values.contains { $0.contains(name) }
            || ["Data", "UUID", "URL", "Date", "Bool"].contains(name)
    }
}
