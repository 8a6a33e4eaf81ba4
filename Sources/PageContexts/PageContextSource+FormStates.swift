import Layout

/// The model page's form in its three states (`FormStates`): the edit and invalid forms are
/// made as forms of their own, then layered on the empty one.
extension PageContextSource {
    /// Layers the edit state (the first sample item) and the invalid state (one constraint broken
    /// per field that has one) on `create`; returns how many constraints are broken.
    func layerStates(
        on create: inout FormContext, form: FormLayout, fields: [FieldLayout], samples: [[String?]], path: String
    ) -> Int {
        let first = Self.firstItem(form, fields: fields, samples: samples)
        let firstSample = Dictionary(zip(fields.map(\.id), samples[0]), uniquingKeysWith: { first, _ in first })
        let sharedHelp = create.helpIDs
        var editIDs = HTMLIDAllocator(prefix: "edit-")
        let edit = formContext(form, path: path, ids: &editIDs, fill: FormFill(value: first, helpIDs: sharedHelp))
        // Only the fields that break a constraint, in their sections: the state is about them.
        let violations = ConstraintViolation.examples(in: fields.prefix(form.renderedFieldCount))
        let byField = Dictionary(violations.map { ($0.fieldID, $0) }, uniquingKeysWith: { first, _ in first })
        var invalid: FormContext?
        if !violations.isEmpty {
            // A required field left empty holds no value at all (a picker then selects nothing).
            let broken = FormFill(
                value: { field in
                    byField[field.id].map { $0.value.isEmpty ? nil : $0.value } ?? firstSample[field.id] ?? nil
                },
                errors: byField.mapValues(\.message), only: Set(byField.keys), helpIDs: sharedHelp)
            var invalidIDs = HTMLIDAllocator(prefix: "invalid-")
            invalid = formContext(form, path: path, ids: &invalidIDs, fill: broken)
        }
        create.layer(edit: edit, invalid: invalid)
        return violations.count
    }
}
