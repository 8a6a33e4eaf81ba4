import Layout
import Templates

/// The model page's form is drawn once with its three states: `create` (empty), `edit` (the
/// first sample item) and `invalid` (a constraint broken per field, the live validation's
/// messages showing). What differs between the states (a control's value, an error, a field or
/// section shown in some states only) carries `data-state` with the states it belongs to, and
/// the page's stylesheet shows one state at a time, chosen by the URL's fragment (`:target`).
extension FormContext {
    /// The state names, as `data-state` writes them.
    static let createState = "create", editState = "edit", invalidState = "invalid"
    /// What the invalid state leaves out is shown in the other two.
    static let withoutInvalid = "\(createState) \(editState)"

    /// This empty form with `edit`'s and `invalid`'s differences layered on it. `edit` has the
    /// same sections and fields; `invalid` only those that break a constraint.
    mutating func layer(edit: FormContext, invalid: FormContext?) {
        let invalidSections = Dictionary(
            (invalid?.sections ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for index in sections.indices {
            let broken = invalidSections[sections[index].id]
            if broken == nil, invalid != nil { sections[index].states = Self.withoutInvalid }
            if let broken, broken.columns != sections[index].columns {
                sections[index].invalidColumns = broken.columns
            }
            let editFields = index < edit.sections.count ? edit.sections[index].fields : []
            FieldContext.layer(
                &sections[index].fields, edit: editFields, invalid: broken?.fields, hasInvalid: invalid != nil)
        }
        if let invalid, invalid.errorSummary != nil {
            (errors, errorSummary, errorSummaryState) = (invalid.errors, invalid.errorSummary, Self.invalidState)
        }
    }
}

extension FieldContext {
    /// Layers each field's edit and invalid control on `fields`, matched by field id.
    /// `invalid` nil: the invalid state shows none of these fields (when `hasInvalid`).
    static func layer(
        _ fields: inout [FieldContext], edit: [FieldContext], invalid: [FieldContext]?, hasInvalid: Bool
    ) {
        let edited = Dictionary(edit.map { ($0.fieldID, $0) }, uniquingKeysWith: { first, _ in first })
        let broken = Dictionary((invalid ?? []).map { ($0.fieldID, $0) }, uniquingKeysWith: { first, _ in first })
        for index in fields.indices {
            let id = fields[index].fieldID
            fields[index].layer(edit: edited[id], invalid: broken[id], hasInvalid: hasInvalid)
        }
    }

    /// Layers this field's controls: one per distinct look, each naming the states it shows in.
    mutating func layer(edit: FieldContext?, invalid: FieldContext?, hasInvalid: Bool) {
        if hasInvalid && invalid == nil { shownIn = FormContext.withoutInvalid }
        if isGroup {
            if var children {
                Self.layer(
                    &children, edit: edit?.children ?? [], invalid: invalid?.children, hasInvalid: hasInvalid)
                self.children = children
            }
            return
        }
        var variants = [(states: [FormContext.createState], control: self)]
        for (state, other) in [(FormContext.editState, edit), (FormContext.invalidState, invalid)] {
            guard var other else { continue }
            if let same = variants.firstIndex(where: { $0.control.drawsLike(other) }) {
                variants[same].states.append(state)
                continue
            }
            // The empty form's label names the control its `for` points at; the others are named
            // by their own `aria-label`, as only one of them is shown at a time.
            other.stateLabel = label
            // The formula is written once, under the field, with the empty form's id.
            let (ownFormula, sharedFormula) = ("\(other.htmlID)-formula", "\(htmlID)-formula")
            other.describedBy = other.describedBy?.split(separator: " ")
                .map { $0 == ownFormula ? sharedFormula : String($0) }.joined(separator: " ")
            variants.append(([state], other))
        }
        if let invalid, let message = invalid.errorMessage, invalid.validates {
            stateError = StateError(id: "\(invalid.htmlID)-error", message: message)
        }
        guard variants.count > 1 else { return }
        // The empty form's control is this field's own, drawn in a wrapper naming its states.
        createStates = variants[0].states.joined(separator: " ")
        stateVariants = variants.dropFirst().map { states, control in
            var control = control
            control.states = states.joined(separator: " ")
            return control
        }
    }

    /// Whether `other`, the same field in another state, draws the same control as this one: the
    /// same but for its ids and VoiceOver's numbering (the empty form's alone).
    func drawsLike(_ other: FieldContext) -> Bool {
        var other = other
        other.htmlID = htmlID
        other.describedBy = describedBy
        (other.a11yLabel, other.a11yHelp, other.a11yControl, other.a11yCounter) = (
            a11yLabel, a11yHelp, a11yControl, a11yCounter
        )
        (other.fitWarnings, other.roomNotes, other.signOffNote) = (fitWarnings, roomNotes, signOffNote)
        return other == self
    }
}

/// The invalid state's message under a field (`.fs-error`), shown in that state alone.
struct StateError: FastTemplateEncodable, Equatable {
    var id: String
    var message: String
}
