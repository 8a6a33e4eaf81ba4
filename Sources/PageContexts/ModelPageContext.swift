import Docs
import Templates

/// The `model` template's keys: the form (as `FormContext` has it) and the tables about it.
package struct ModelPageContext: FastTemplateEncodable {
    var name: String
    /// The form in its three states (`FormStates`): empty (create), holding the first sample
    /// item (edit), and with its constraints broken (invalid, when any field has a constraint).
    var form: FormContext
    var hasViolations: Bool
    var violationCount: Int
    /// The model's doc comment, as HTML.
    var documentationHTML: String?
    var accentColor: String?
    var sources: [SourceLink]
    var diagnostics: [DiagnosticRow]
    var hasDiagnostics: Bool
    var hidden: [FieldListEntry]
    var hasHidden: Bool
    var unsectioned: [FieldListEntry]
    var hasUnsectioned: Bool
    var fieldRows: [FieldRow]
    var sectionRows: [SectionRow]
    var ocrGroups: [OCRGroupRow]
    var hasOCRGroups: Bool
    var defaults: [DefaultRow]
    var hasDefaults: Bool
    /// `docs/models/<Model>.md`, shown on the page.
    var modelDoc: ModelDoc?
    /// The edit, detail and collection contexts beside the empty form (`create`).
    var presentation: PresentationContexts
    /// The app's languages, source first ("en de ar ja"), when it ships more than one: the page's
    /// language menu loads each from `languages/<code>.js`.
    var languages: String?
    /// What VoiceOver says of the empty form, in order (nil for forms SixLayer does not draw).
    var voiceOver: VoiceOverContext?
    /// The form's design sign-off, where the project keeps an approvals file.
    var signOff: SignOffContext? = nil
    /// Which picture the page opens on, and why.
    var picture: PictureContext
}

/// The picture switch: the form as the view the app presents it with draws it first, the other
/// picture one switch away, and the reason in a sentence.
struct PictureContext: FastTemplateEncodable {
    /// Whether the page opens on DynamicFormView's picture (no hinted widths) rather than the hints' layout.
    var opensOnDynamicFormView: Bool
    /// "DynamicFormView's picture", "the hints' layout".
    var name: String
    /// Why, as HTML (its `` `code` `` spans as `<code>`).
    var reasonHTML: String
}

struct SourceLink: FastTemplateEncodable {
    var label: String
    var path: String
}

struct DiagnosticRow: FastTemplateEncodable {
    var severity: String
    var code: String
    var location: String
    var message: String
    /// The message as HTML, its `` `code` `` spans as `<code>`.
    var messageHTML: String

    init(severity: String, code: String, location: String, message: String) {
        (self.severity, self.code, self.location, self.message) = (severity, code, location, message)
        messageHTML = MarkdownHTMLRenderer.codeSpans(message)
    }
}

struct FieldListEntry: FastTemplateEncodable {
    var id: String
    var label: String
}

struct FieldRow: FastTemplateEncodable {
    var id: String
    var label: String
    var type: String
    var control: String
    var width: String
    var length: String
    /// Required, read-only, hidden… as the field table writes them.
    var flags: String
}

struct SectionRow: FastTemplateEncodable {
    var id: String
    var title: String
    var layoutStyle: String
    var columns: Int
    var gap: Int
    var fieldCount: Int
    var state: String
    var metadata: String
}

struct OCRGroupRow: FastTemplateEncodable {
    var name: String
    var fields: String
}

struct DefaultRow: FastTemplateEncodable {
    var key: String
    var value: String
}

package struct ModelDoc: FastTemplateEncodable {
    var html: String
    var title: String
    var path: String

    package init(html: String, title: String, path: String) {
        (self.html, self.title, self.path) = (html, title, path)
    }
}
