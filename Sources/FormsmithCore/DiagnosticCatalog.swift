/// Every diagnostic code Formsmith reports, with its default severity and what it means: the one
/// list `docs/diagnostics.md` is made from, and the one a new code must join (a test reads the
/// sources for codes that are not here).
public enum DiagnosticCatalog {
    public struct Entry: Sendable {
        public var code: String
        public var severity: Diagnostic.Severity
        public var explanation: String
    }

    public static func entry(_ code: String) -> Entry? { byCode[code] }

    private static let byCode = Dictionary(entries.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// By stage (configuration, models, hints, docs, DocC, theme), then by code.
    public static let entries: [Entry] =
        stages + docsEntries + doccEntries + themeEntries + stringsEntries + pictureEntries
        + accessibilityEntries + signOffEntries

    private static let stages: [Entry] = [
        // formsmith.yml
        Entry(
            code: "config.invalid-docs-path", severity: .warning,
            explanation: "A `docs.paths` entry that does not exist, or is a file that is not Markdown; it is skipped."),
        Entry(
            code: "config.invalid-section", severity: .warning,
            explanation: "A configured section is not a mapping with an id and fields; it is skipped."),
        Entry(
            code: "config.invalid-sample", severity: .warning,
            explanation:
                "A `samples:` value that does not fit its field (a number, a switch, a date, a picker option…) or names no field; the generated value is shown."
        ),
        Entry(
            code: "config.invalid-yaml", severity: .error,
            explanation: "formsmith.yml is not valid YAML; the defaults are used."),
        Entry(
            code: "config.not-mapping", severity: .error,
            explanation: "formsmith.yml is not a mapping of keys to values; the defaults are used."),
        Entry(
            code: "config.unknown-key", severity: .warning,
            explanation: "A key formsmith.yml does not have (a near match is suggested); it is ignored."),
        Entry(
            code: "config.unknown-layout-style", severity: .warning,
            explanation: "A configured section names a layout style SixLayer does not have; the default is used."),
        Entry(
            code: "config.unknown-model", severity: .warning,
            explanation: "A model named in formsmith.yml was not found in the project's sources."),
        Entry(
            code: "config.wrong-type", severity: .warning,
            explanation: "A formsmith.yml value of the wrong type (a list where text belongs…); it is ignored."),
        // Models
        Entry(
            code: "coredata.invalid-xml", severity: .error,
            explanation: "A Core Data model's contents file is not XML Formsmith can read."),
        Entry(
            code: "coredata.type-mismatch", severity: .warning,
            explanation:
                "A Core Data attribute and the Swift property of the same name have different types; the entity's type is shown (an integer attribute behind an integer-backed enum is no mismatch: its cases are shown)."
        ),
        Entry(
            code: "coredata.unknown-type", severity: .warning,
            explanation: "A Core Data attribute type Formsmith does not know; the field is shown as text."),
        Entry(
            code: "coredata.unreadable", severity: .error, explanation: "A Core Data model cannot be read from disk."),
        Entry(
            code: "swift.conditional-compilation", severity: .warning,
            explanation:
                "A previewed model's #if branches give it different fields; only the first branch is read."),
        Entry(
            code: "swift.duplicate-type", severity: .warning,
            explanation:
                "A type declared more than once; the first is previewed (exclude the others with models.exclude)."),
        Entry(
            code: "swift.not-text", severity: .error,
            explanation: "A .swift file that is not UTF-8 text; it is skipped."),
        Entry(
            code: "swift.syntax-error", severity: .warning,
            explanation: "swift-syntax found an error in a Swift file; the types it could still read are used."),
        Entry(
            code: "swift.too-deeply-nested", severity: .error,
            explanation: "A Swift file with brackets nested deeper than any model needs; it is not read."),
        Entry(code: "swift.unreadable", severity: .error, explanation: "A Swift file cannot be read from disk."),
        Entry(
            code: "model.previewed", severity: .info,
            explanation: "Why a model gets a page: hints, configuration, or its persistence framework."),
        Entry(
            code: "model.picture", severity: .info,
            explanation:
                "Which of SixLayer's views presents the form in the app, so which picture its page opens on, and where that was found: a call naming the model (`DynamicFormView(…)` in `UserEditor`), the view the app's calls use most, `picture:` in formsmith.yml, or nothing (the hints' layout). One note for the forms that share a picture, one for each form a call of its own decides."
        ),
        Entry(
            code: "model.skipped", severity: .info,
            explanation:
                "Why models a framework would preview get no page: they are test fixtures (one note for each test folder)."
        ),
        Entry(
            code: "model.skipped-version", severity: .info,
            explanation:
                "Older versions of the models left unread: a Core Data model's older `.xcdatamodel` versions (its current one is read), one note for each model; a SwiftData app's older `VersionedSchema`s (the current one is previewed), one note for them all. The note says which is current and why."
        ),
        Entry(
            code: "model.skipped-folder", severity: .info,
            explanation:
                "A dependency or build folder (`Pods/`, `Carthage/`, `DerivedData/`, `node_modules/`, `vendor/`) that no search enters: its models, hints and docs are not the app's. One note for each folder."
        ),
        // Hints
        Entry(
            code: "hints.ignored-read-only", severity: .warning,
            explanation:
                "A read-only text or number field (`isEditable: false`, or a value the database sets) in a form the app presents with DynamicFormView: SixLayer's DynamicTextField and DynamicNumberField read no `isEditable` (only DynamicURLField does), so the app shows the field editable. The page draws it so in DynamicFormView's picture, disabled in the hints' layout (as IntelligentFormView does)."
        ),
        Entry(
            code: "hints.boolean-as-number", severity: .warning,
            explanation: "true or false where SixLayer reads a number; it reads 1 or 0, as shown."),
        Entry(
            code: "hints.calculated-read-only", severity: .warning,
            explanation:
                "A calculated field that is also isEditable: false; SixLayer keeps calculated fields editable unless told."
        ),
        Entry(
            code: "hints.collapsed-not-collapsible", severity: .warning,
            explanation: "A section that starts collapsed but cannot be collapsed; it is shown open."),
        Entry(
            code: "hints.comment-object", severity: .warning,
            explanation: "An object under a comment key (`_comment`); SixLayer ignores it, and so does the form."),
        Entry(
            code: "hints.duplicate-file", severity: .warning,
            explanation: "Two hints files for one model; the first found (shallowest, then by path) is used."),
        Entry(
            code: "hints.duplicate-key", severity: .warning,
            explanation: "A key appears twice in one object; the last one wins, as in SixLayer."),
        Entry(
            code: "hints.duplicate-section-field", severity: .warning,
            explanation: "A section lists a field twice; the app renders it twice."),
        Entry(code: "hints.duplicate-section-id", severity: .warning, explanation: "Two sections share an id."),
        Entry(
            code: "hints.empty-ocr-keyword", severity: .warning,
            explanation: "An OCR keyword that is empty or only spaces; SixLayer keeps it, matching nothing useful."),
        Entry(
            code: "hints.field-not-in-model", severity: .warning,
            explanation: "A section lists a field the model does not have; it is left out of the form."),
        Entry(
            code: "hints.field-type-mismatch", severity: .warning,
            explanation:
                "A field's hinted type disagrees with the model property's type; the model's type decides the control."),
        Entry(
            code: "hints.field-without-hints", severity: .info,
            explanation: "A model property with no hints of its own; it gets SixLayer's defaults."),
        Entry(
            code: "hints.file-name-case", severity: .warning,
            explanation:
                "A hints file whose name matches a model only without case; SixLayer, on a case-sensitive disk, would not find it."
        ),
        Entry(
            code: "hints.formsmith-input-type", severity: .info,
            explanation: "A field's control chosen from Formsmith's reading of its type where SixLayer leaves it open."),
        Entry(
            code: "hints.ignored-top-level-key", severity: .warning,
            explanation: "A top-level key SixLayer's loader skips; it has no effect on the form."),
        Entry(
            code: "hints.incomplete-range", severity: .warning,
            explanation: "An expectedRange without both min and max; SixLayer drops it."),
        Entry(
            code: "hints.invalid-boolean", severity: .warning,
            explanation: "A value SixLayer cannot read as a Boolean; it uses the default, as shown."),
        Entry(
            code: "hints.invalid-calculation-group", severity: .warning,
            explanation:
                "A calculation group without id, formula, dependentFields or a whole priority; SixLayer drops it."),
        Entry(
            code: "hints.invalid-color", severity: .warning,
            explanation: "A colour SixLayer cannot parse; no accent colour is used."),
        Entry(
            code: "hints.invalid-json", severity: .error,
            explanation: "A hints file that is not JSON; the model's page shows the error and the form without hints."),
        Entry(
            code: "hints.invalid-number", severity: .warning,
            explanation: "A value SixLayer cannot read as a number; the key is ignored."),
        Entry(
            code: "hints.invalid-option", severity: .warning,
            explanation: "A picker option without a string value and label; SixLayer drops the options."),
        Entry(
            code: "hints.length-on-non-text", severity: .warning,
            explanation: "maxLength or minLength on a field that is not text; the control ignores it."),
        Entry(
            code: "hints.min-exceeds-max", severity: .warning,
            explanation: "A minimum above its maximum; SixLayer keeps both, so no value is valid."),
        Entry(
            code: "hints.negative-length", severity: .warning,
            explanation: "A negative length; SixLayer keeps it, and the HTML control gets none."),
        Entry(
            code: "hints.numeric-default-as-boolean", severity: .warning,
            explanation: "A defaultValue of 0 or 1, which SixLayer reads as a Boolean."),
        Entry(
            code: "hints.numeric-display-width", severity: .warning,
            explanation:
                "A displayWidth written as a JSON number, which SixLayer drops; the preview shows it as points, the app gives no width. Write it as a string."
        ),
        Entry(
            code: "hints.picker-options-ignored", severity: .warning,
            explanation: "Picker options on a field whose control is not a picker; they are not shown."),
        Entry(
            code: "hints.picker-without-options", severity: .warning,
            explanation: "A picker with no options; it is shown with none to choose."),
        Entry(
            code: "hints.root-not-object", severity: .error,
            explanation: "A hints file whose top level is not an object; it is ignored."),
        Entry(
            code: "hints.section-missing-id", severity: .warning,
            explanation: "A section without an id; SixLayer skips it."),
        Entry(
            code: "hints.section-missing-title", severity: .warning,
            explanation: "A section without a title; SixLayer skips it."),
        Entry(
            code: "hints.section-not-object", severity: .warning,
            explanation: "A _sections element that is not an object; it is skipped."),
        Entry(
            code: "hints.sections-not-array", severity: .warning,
            explanation: "_sections that is not an array; the form has no configured sections."),
        Entry(
            code: "hints.string-boolean-ignored", severity: .warning,
            explanation:
                "\"true\" or \"false\" as a string where SixLayer reads only JSON Booleans (or 1/0); it reads false."),
        Entry(
            code: "hints.unknown-display-width", severity: .warning,
            explanation:
                "A displayWidth that is neither a SixLayer name nor a number of points; the field fills its cell."),
        Entry(
            code: "hints.unknown-field", severity: .warning,
            explanation:
                "A section listing a field the model does not have (a near match is suggested); it is not shown."),
        Entry(
            code: "hints.unknown-model", severity: .warning,
            explanation:
                "A hints file whose name is a near miss of a model's (`Projects.hints` for `Project`): SixLayer never reads it for that model, and it previews as a form of its own."
        ),
        Entry(
            code: "hints.unknown-key", severity: .warning,
            explanation: "A key SixLayer does not read (a near match is suggested); it has no effect."),
        Entry(
            code: "hints.unknown-layout-style", severity: .warning,
            explanation: "A section layoutStyle SixLayer does not have; the section uses the vertical style."),
        Entry(
            code: "hints.unknown-property", severity: .warning,
            explanation:
                "A `_customPreferences` `…Property` naming no field of the model; SixLayer uses its `…Default` or its own fallbacks."
        ),
        Entry(
            code: "hints.unknown-value", severity: .warning,
            explanation:
                "A `_defaults` value SixLayer does not know (a data type, context, complexity or preference); it uses its default."
        ),
        Entry(
            code: "hints.unreadable", severity: .error,
            explanation: "A hints file cannot be read from disk; the model still gets a page that shows the error."),
        Entry(
            code: "hints.unsectioned-fields", severity: .warning,
            explanation:
                "Fields no configured section lists; SixLayer leaves them out of the form, and the page lists them."),
        Entry(
            code: "hints.wrong-type", severity: .warning,
            explanation: "A value of a type SixLayer does not read for its key; SixLayer ignores it."),
    ]
}
