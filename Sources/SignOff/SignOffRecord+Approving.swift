import Layout

/// Approving forms: what `formsmith approve` and `serve`'s approve button both do to the record.
extension SignOffRecord {
    /// Records `forms` as signed off now. A form's earlier field comments stay while their field is
    /// unchanged; a new comment on the same field replaces the old one.
    public mutating func approve(
        _ forms: [FormLayout], by: String, when: String, note: String?, fieldNotes: [String: [FieldNote]] = [:]
    ) {
        for form in forms {
            let snapshot = SignOffSnapshot(form)
            let new = fieldNotes[form.name] ?? []
            var kept: [FieldNote] = []
            if let previous = approval(of: form.name) {
                let unchanged =
                    previous.fingerprint == snapshot.fingerprint
                    ? previous.fieldNotes : SignOffStates.unchangedFieldNotes(previous, now: snapshot)
                kept = unchanged.filter { old in !new.contains { $0.field == old.field } }
            }
            record(
                Approval(
                    model: form.name, by: by, when: when, note: note, fieldNotes: kept + new, snapshot: snapshot))
        }
    }

    /// Whether `path` (`email`, `shipping.city`) names a field of the form, or of one of its groups.
    public static func form(_ form: FormLayout, hasField path: String) -> Bool {
        var candidates = form.renderedFields + form.hidden + form.unsectioned
        var parts = path.split(separator: ".").map(String.init)
        while let part = parts.first {
            guard let field = candidates.first(where: { $0.id == part }) else { return false }
            parts.removeFirst()
            candidates = field.children
        }
        return !path.isEmpty
    }
}
