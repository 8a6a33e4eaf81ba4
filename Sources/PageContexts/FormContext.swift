import Layout
import Templates

/// The `form` partial's input: the form as SixLayer's `DynamicFormView` draws it, top to bottom:
/// its title, the validation summary, the scan button, the sections and the submit button.
package struct FormContext: FastTemplateEncodable {
    var name: String
    package var sections: [SectionContext]
    /// What the form stands for, after its name in its accessible label: `form preview`, `edit preview`.
    var purpose = "form preview"
    /// The configuration's title, drawn as `.headline` above the sections and in the navigation bar.
    var title = ""
    /// `FormValidationSummary`: every error of the form, each a link to its field (empty: not drawn).
    var errors: [FormErrorContext] = []
    /// "1 validation error", "2 validation errors".
    var errorSummary: String?
    /// The state the summary is shown in, on a form drawn with its states (`FormStates`).
    var errorSummaryState: String?
    /// SixLayer's "Scan Document" button, drawn when any field has OCR hints.
    var scanText: String?
    /// The one submit button: the configuration's `submitButtonText`.
    var submitText: String = SixLayerStrings.submit
    /// Drawn by AutomaticSettings' grouped `Form` (rows, no title and no submit) instead of SixLayer.
    var isSettings = false
    /// Where VoiceOver reaches the title and the submit button (`data-a11y-order`).
    var titleOrder: Int?
    var submitOrder: Int?
}

/// One line of the validation summary: the field's label and message, linking to its control.
/// How the review page marks a changed field or section: its kind (`FormChange.mark`'s values)
/// and the words shown on it.
package struct ChangeMark {
    var kind: String
    var label: String
    /// Every change it marks is one the app does not show (`FormChange.inHintedLayoutOnly`): drawn
    /// in the hints' layout only.
    var inHintedLayoutOnly = false
}

struct FormErrorContext: FastTemplateEncodable {
    var label: String
    var message: String
    /// The id of the field's control.
    var target: String
}

/// The `embed` template's keys: a form shown in a doc.
package struct EmbedContext: Encodable {
    /// The form, each section open or closed as the hints say.
    var form: FormContext
    /// From the doc to the model's page.
    var modelPath: String
    /// Set when the embed shows one section.
    var sectionTitle: String?
    /// The form is drawn as DynamicFormView draws it, the picture its model page opens on.
    var dynamicFormView: Bool

    package init(form: FormContext, modelPath: String, sectionTitle: String?, dynamicFormView: Bool = false) {
        (self.form, self.modelPath, self.sectionTitle) = (form, modelPath, sectionTitle)
        self.dynamicFormView = dynamicFormView
    }
}

package struct SectionContext: FastTemplateEncodable {
    var id: String
    var title: String
    var layoutStyle: String
    var columns: Int
    var gap: Int
    var collapsible: Bool
    package var collapsed: Bool
    /// The id of the section's heading.
    var headingID: String
    var fields: [FieldContext]
    var description: String?
    /// On the review page: `added`, `removed`, `changed` or `moved`, and what changed in words.
    var change: String?
    /// The mark in words ("moved from position 2").
    var changeLabel: String?
    /// False for a settings form's first group, which has no header.
    var hasTitle = true
    /// Where VoiceOver reaches the section's title and description (`data-a11y-order`).
    var a11yOrder: Int?
    /// Where VoiceOver reads the description (`data-a11y-order`).
    var a11yDescription: Int?
    /// The states the section is shown in, when not all (`FormStates`): `create edit`.
    var states: String?
    /// The invalid state's column count, when it shows fewer fields than the others and so
    /// lays them out in fewer columns.
    var invalidColumns: Int?
}

/// The `field` partial's input: one field as its control shows it.
struct FieldContext: FastTemplateEncodable, Equatable {
    var fieldID = "", htmlID = "", label = "", control = ""
    var editable = false, required = false, counter = false
    var isGroup = false, isToggle = false, isLabelled = false, isInput = false
    var isTextarea = false, isSelect = false, isRelationship = false, isList = false
    /// The SwiftUI control drawn: a rounded `TextField`, a compact `DatePicker`, `Slider`, `Stepper`,
    /// `ColorPicker` or a file button (each still a real input underneath).
    var isTextField = false, isDate = false, isSlider = false, isStepper = false, isColor = false
    var isFile = false
    /// A read-only text field, drawn as SixLayer's `DynamicDisplayField`: `LabeledContent`, the
    /// label leading and the value (or "—") trailing in the secondary colour.
    var isDisplay = false
    var inputType: String?
    var readonly = false, disabled = false, validates = false
    /// How many characters the shown value has (the counter's count).
    var valueLength = 0
    var width: Int?, maxLength: Int?, minLength: Int?, rows: Int?, maxRows: Int?
    var placeholder: String?, minimum: String?, maximum: String?, step: String?, inputMode: String?
    var helpText: String?, formula: String?, relatedModel: String?, relatedPath: String?
    var value: String?, checked: Bool?, describedBy: String?
    /// On the review page: `added`, `removed`, `changed` or `moved`, and what changed in words.
    var change: String?, changeLabel: String?
    /// The change is one the app does not show: its mark is drawn in the hints' layout only.
    var changeInHintedLayoutOnly = false
    /// A read-only text or number field, which SixLayer's DynamicFormView draws editable (its
    /// components read no `isEditable`) and IntelligentFormView disabled.
    var ignoresEditable = false
    /// How much of a slider's track is filled, in percent of its range.
    var fillPercent: Int?
    /// The text of a file field's button: SixLayer's "Select File" or "Select Image".
    var fileButton: String?
    /// The SF Symbol of a file field's button: `photo` (photo.badge.plus) or `file` (doc.badge.plus).
    var fileSymbol: String?
    /// The popover holding the field's description, which its ⓘ button opens: this field's own
    /// (`helpText` set), or the same field's in the page's first form.
    var helpID: String?
    /// The live validation's message, shown from the start (the edit context's invalid state).
    var errorMessage: String?
    /// A picker's choices (`value`, `label`, `selected`).
    var options: [OptionContext]?
    /// A group's fields.
    var children: [FieldContext]?
    /// Texts too wide for the field in some language (`FitCheck`), shown on it.
    var fitWarnings: [FitNote]?
    /// Where its row's text is squeezed or its control runs past the section, by device.
    var roomNotes: [RoomNote]?
    /// A date control's capsules as iOS writes them in English ("Mar 14, 2021", "9:30 AM").
    var dateCapsules: [String]?
    /// An empty text field's direction: its placeholder's natural one (nil: `auto`, from its value).
    var textDirection: String?
    /// Where VoiceOver reaches the label row, the info button, the control and the counter
    /// (`data-a11y-order`; the model page's empty form only).
    var a11yLabel: Int?, a11yHelp: Int?, a11yControl: Int?, a11yCounter: Int?
    /// Design's comment pinned to this field with its sign-off, while the field is unchanged (model pages).
    var signOffNote: String?
    /// On a form drawn with its states (`FormStates`), where the states' controls differ: the
    /// states this field's own control is shown in (`createStates`), the other states' controls,
    /// each naming its states (`states`); the states the field is shown in, when not all
    /// (`shownIn`); its message in the invalid state; and, on a control of a state other than the
    /// empty form's, the label it is named by.
    var stateVariants: [FieldContext]?
    var createStates: String?, states: String?, shownIn: String?
    var stateError: StateError?
    var stateLabel: String?
}

/// One text that does not fit its field, and the languages showing it (space-separated, its own first).
struct FitNote: FastTemplateEncodable, Equatable {
    var language: String
    var text: String
}

/// A row control squeezed on some devices (`FormTranslations.RowNote`): shown on those alone.
struct RoomNote: FastTemplateEncodable, Equatable {
    /// The devices' widths, "320 393 430".
    var viewports: String
    /// Measured in the source language: the language menu hides it in the others.
    var text: String
}

struct OptionContext: FastTemplateEncodable, Equatable {
    var value: String
    var label: String
    var selected: Bool
}

/// Values to show in a form instead of the fields' defaults (the edit context's sample item),
/// messages to show under some fields, and which fields to keep (nil: all).
package struct FormFill {
    var value: (FieldLayout) -> String?
    var errors: [String: String] = [:]
    var only: Set<String>?
    /// Descriptions already on the page (field id → popover id): the field's ⓘ opens that one
    /// instead of carrying the text again.
    var helpIDs: [String: String] = [:]
}

extension FormContext {
    /// Field id → the popover of its description, for fields that have one (the first of a field shown twice).
    var helpIDs: [String: String] {
        var result: [String: String] = [:]
        // By index, so no field's context is copied to be looked at.
        func visit(_ fields: [FieldContext]) {
            for index in fields.indices {
                if fields[index].helpText != nil, let id = fields[index].helpID, result[fields[index].fieldID] == nil {
                    result[fields[index].fieldID] = id
                }
                if let children = fields[index].children { visit(children) }
            }
        }
        for index in sections.indices { visit(sections[index].fields) }
        return result
    }
}
