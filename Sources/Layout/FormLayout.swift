import FormsmithCore

/// A model's form, decided: the sections, columns, gaps, fields, widths and controls the app would show.
/// It knows nothing of HTML; the site renders it, `diff` compares it, `manifest.json` records it.
public struct FormLayout: Hashable, Sendable {
    public var name: String
    public var title: String
    public var sources: FormSources
    public var documentation: String?
    public var sections: [SectionLayout]
    /// Fields with `isHidden`, which the app does not render.
    public var hidden: [FieldLayout]
    /// Visible fields that no section lists, so the app does not render them either.
    public var unsectioned: [FieldLayout]
    public var defaults: [KeyValue]
    public var ocrGroups: [OCRGroup]
    public var diagnostics: [Diagnostic]
    /// Why the model has a page: its hints file, the kind of persisted model it is, or the config.
    public var previewReason = ""
    /// `_defaults` as SixLayer reads them: the collection, item and detail presentation.
    public var presentation = PresentationHints()
    /// The project's own sample items (`formsmith.yml` `samples:`), field id → value, checked.
    public var samples: [[String: String]] = []
    /// Whose views draw the form in the app.
    public var look = FormLook.sixLayer
    /// Which of SixLayer's views presents the form in the app, so which picture a page opens on.
    public var picture = FormPicture()
    /// The form's text in the other languages the app ships, and where a text does not fit.
    public var translations = FormTranslations()
    /// The namespace and prefix the app gives SixLayer's accessibility identifiers.
    public var identifierScope = IdentifierScope()
    /// What VoiceOver reads of the empty form in the source language, in order, as the build's
    /// accessibility reader made it once for the check, the page and the manifest (empty: not read).
    public var spoken: [SpokenElement] = []

    public init(
        name: String, title: String, sources: FormSources, documentation: String?, sections: [SectionLayout],
        hidden: [FieldLayout], unsectioned: [FieldLayout], defaults: [KeyValue], ocrGroups: [OCRGroup],
        diagnostics: [Diagnostic]
    ) {
        self.name = name
        self.title = title
        self.sources = sources
        self.documentation = documentation
        self.sections = sections
        self.hidden = hidden
        self.unsectioned = unsectioned
        self.defaults = defaults
        self.ocrGroups = ocrGroups
        self.diagnostics = diagnostics
    }

    /// `_defaults._defaultColor`, the accent of the model's card and page.
    public var accentColor: String? { defaults.first { $0.key == "_defaultColor" }?.value }

    /// Every field rendered in the form, in order (a field listed twice counts twice).
    public var renderedFields: [FieldLayout] { sections.flatMap(\.fields) }
    /// How many fields the form renders (`renderedFields.count`), without copying them.
    public var renderedFieldCount: Int { sections.reduce(0) { $0 + $1.fields.count } }
    /// The ids of `renderedFields`, without copying the fields (asked of every form on every rebuild).
    public var renderedFieldIDs: Set<String> {
        var ids = Set<String>()
        for section in sections.indices {
            for field in sections[section].fields.indices { ids.insert(sections[section].fields[field].id) }
        }
        return ids
    }
}

/// The views that draw a form: SixLayer's `DynamicFormView`, or AutomaticSettings' grouped `Form`
/// (label leading, control trailing, nested settings as sections).
public enum FormLook: String, Hashable, Sendable {
    case sixLayer, automaticSettings
}

/// Where a form came from, as project-relative paths.
public struct FormSources: Hashable, Sendable {
    public var swift: String?
    public var hints: String?
    /// A Core Data entity's `NSManagedObject` subclass, merged into the entity's model.
    public var swiftClass: String?
    /// A Fluent model's database table.
    public var table: String?
    public init(swift: String? = nil, hints: String? = nil, swiftClass: String? = nil, table: String? = nil) {
        self.swift = swift
        self.hints = hints
        self.swiftClass = swiftClass
        self.table = table
    }
}

/// One section of the form: a grid of `columns` with `gap` points between cells.
public struct SectionLayout: Hashable, Sendable {
    public var id: String
    public var title: String
    public var description: String?
    public var layoutStyle: LayoutStyle
    public var columns: Int
    public var gap: Int
    public var collapsible: Bool
    public var collapsed: Bool
    public var metadata: [KeyValue]
    public var fields: [FieldLayout]

    public init(
        id: String, title: String, description: String?, layoutStyle: LayoutStyle, columns: Int, gap: Int,
        collapsible: Bool, collapsed: Bool, metadata: [KeyValue], fields: [FieldLayout]
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.layoutStyle = layoutStyle
        self.columns = columns
        self.gap = gap
        self.collapsible = collapsible
        self.collapsed = collapsed
        self.metadata = metadata
        self.fields = fields
    }
}
