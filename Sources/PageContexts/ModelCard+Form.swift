import FormsmithCore
import Layout

/// A form's card on the index, from the form and its page.
extension ModelCard {
    package init(form: FormLayout, page: String) {
        self.init(
            name: form.name, path: page, fieldCount: form.renderedFieldCount, sectionCount: form.sections.count,
            warningCount: form.diagnostics.warningCount, errorCount: form.diagnostics.errorCount,
            hasWarnings: form.diagnostics.warningCount > 0, hasErrors: form.diagnostics.errorCount > 0,
            wireframe: Wireframe.svg(for: form), accentColor: form.accentColor.flatMap(CSSValue.color),
            collection: FormDiff.describe(form.presentation.preference),
            fieldsText: counted(form.renderedFieldCount, "field"),
            sectionsText: counted(form.sections.count, "section"),
            warningsText: counted(form.diagnostics.warningCount, "warning"),
            errorsText: counted(form.diagnostics.errorCount, "error"))
    }
}
