import Testing
@testable import Site

/// The direct `TemplateValue` of each context that has one must be exactly what its `Encodable`
/// conformance gives: a property added to one and not the other fails here.
@Suite struct FieldContextEncodingTests {
    /// Encodes through `Encoder`, never the direct path, for the field itself.
    struct ThroughEncoder: Encodable {
        let field: any FastTemplateEncodable
        func encode(to encoder: any Encoder) throws { try field.encode(to: encoder) }
    }

    static var everyPropertySet: FieldContext {
        var field = FieldContext()
        field.fieldID = "email"
        field.htmlID = "field-email"
        field.label = "Email"
        field.control = "email"
        (field.editable, field.required, field.counter) = (true, true, true)
        (field.isGroup, field.isToggle, field.isLabelled, field.isInput) = (true, true, true, true)
        (field.isTextarea, field.isSelect, field.isRelationship, field.isList) = (true, true, true, true)
        field.inputType = "email"
        (field.readonly, field.disabled, field.validates) = (true, true, true)
        field.valueLength = 3
        (field.width, field.maxLength, field.minLength, field.rows, field.maxRows) = (200, 40, 2, 3, 6)
        (field.placeholder, field.minimum, field.maximum, field.step) = ("you@example.com", "1", "9", "1")
        (field.inputMode, field.helpText, field.formula) = ("email", "Help", "a + b")
        (field.relatedModel, field.relatedPath, field.value, field.checked) = ("User", "User.html", "ada", true)
        (field.describedBy, field.change, field.errorMessage) = (
            "field-email-error", "changed", "Please fill out this field."
        )
        (field.isTextField, field.isDate, field.isSlider, field.isStepper) = (true, true, true, true)
        (field.isColor, field.isFile, field.fillPercent, field.fileButton) = (true, true, 40, "Select File")
        field.helpID = "field-email-help"
        field.options = [OptionContext(value: "a", label: "A", selected: true)]
        field.children = [FieldContext()]
        return field
    }

    static var everyContext: [any FastTemplateEncodable] {
        let section = SectionContext(
            id: "a", title: "A", layoutStyle: "grid", columns: 2, gap: 16, collapsible: true, collapsed: false,
            headingID: "section-a", fields: [everyPropertySet], description: "About", change: "added")
        let bare = SectionContext(
            id: "b", title: "B", layoutStyle: "vertical", columns: 1, gap: 8, collapsible: false, collapsed: false,
            headingID: "section-b", fields: [], description: nil, change: nil)
        let row = FieldRow(id: "a", label: "A", type: "String", control: "text", width: "—", length: "—", flags: "—")
        let detail = DetailRow(fieldID: "a", label: "A", value: "x", isEmpty: false, swatch: "#fff")
        let item = ItemContext(
            title: "T", isPlaceholder: true, subtitle: nil, icon: "star", glyph: "star", initial: nil, footnote: "F",
            status: nil, description: "D", tags: ["x", "y"], hasTags: true, color: "#0a58ca", colorName: "blue")
        let empty = ItemContext(
            title: nil, isPlaceholder: false, subtitle: nil, icon: nil, glyph: nil, initial: "T", footnote: nil,
            status: nil, description: nil, tags: [], hasTags: false, color: nil, colorName: nil)
        let entry = Manifest.FieldEntry(
            control: "picker", counter: true, defaultValue: "a", editable: true,
            fields: [
                Manifest.FieldEntry(
                    control: "text", counter: false, editable: false, id: "b", label: "B", required: false,
                    widthSource: "default")
            ],
            id: "a", itemControl: "text", label: "A", maxLength: 9, minLength: 1,
            options: [["label": "A", "value": "a"]], required: true, width: 200, widthSource: "hints")
        let bareEntry = Manifest.FieldEntry(
            control: "text", counter: false, editable: false, id: "b", label: "B", required: false,
            widthSource: "default")
        let manifestSection = Manifest.SectionEntry(
            collapsed: true, collapsible: true, columns: 2, description: "About", fields: [entry, bareEntry], gap: 8,
            id: "s", layoutStyle: "grid", title: "S")
        let bareManifestSection = Manifest.SectionEntry(
            collapsed: false, collapsible: false, columns: 1, fields: [], gap: 16, id: "t", layoutStyle: "vertical",
            title: "T")
        return [
            FieldContext(), everyPropertySet, section, bare, row, detail, item, empty, entry, bareEntry,
            manifestSection, bareManifestSection,
        ] + pageContexts(section: section, row: row, detail: detail, items: [item, empty])
    }

    /// Each page context with every optional set, and again with each left out.
    static func pageContexts(
        section: SectionContext, row: FieldRow, detail: DetailRow, items: [ItemContext]
    ) -> [any FastTemplateEncodable] {
        let base = PageBase(
            siteTitle: "Site", pageTitle: "Page", root: "../",
            nav: SidebarContext(
                models: [NavModel(name: "User", path: "models/User.html", current: true)], docTreeHTML: "<ul></ul>",
                hasDocs: true, moreModels: false, modelCount: 1))
        let link = PageLink(title: "Next", path: "docs/next.html")
        let doc = DocPageContext(
            description: "About", tableOfContents: [TableOfContentsEntry(level: 2, text: "Use", id: "use")],
            hasTableOfContents: true, previous: PageLink(title: "Up", path: nil), next: link,
            modelPage: ModelLink(name: "User", path: "models/User.html"), breadcrumbs: [link], hasBreadcrumbs: true,
            body: "<p>x</p>")
        let bareDoc = DocPageContext(
            description: nil, tableOfContents: [], hasTableOfContents: false, previous: nil, next: nil, modelPage: nil,
            breadcrumbs: [], hasBreadcrumbs: false, body: "")
        var form = FormContext(name: "User", sections: [section])
        form.title = "User"
        form.errors = [FormErrorContext(label: "Email", message: "Required", target: "field-email")]
        (form.errorSummary, form.scanText, form.isSettings) = ("1 validation error", "Scan Document", true)
        let presentation = PresentationContexts(
            edit: form, invalid: form, hasViolations: true, violationCount: 2,
            detail: [DetailSectionContext(id: "a", title: "A", headingID: "detail-a", rows: [detail])],
            collections: [
                CollectionContext(
                    preference: "list", strategy: "list", itemCount: 2, itemNoun: "items", shownCount: 2, isCut: false,
                    scrolls: false, reason: "asked", reasonHTML: "asked", headingID: "collection-1", items: items)
            ],
            summary: [PresentationRow(key: "Data type", value: "generic")], titleNoteHTML: "<code>name</code>")
        var model = ModelPageContext(
            name: "User", form: form, documentationHTML: "<p>Doc</p>", accentColor: "#0a58ca",
            sources: [SourceLink(label: "Model", path: "Sources/User.swift")],
            diagnostics: [DiagnosticRow(severity: "warning", code: "hints.x", location: "a:1:2", message: "m")],
            hasDiagnostics: true, hidden: [FieldListEntry(id: "h", label: "H")], hasHidden: true,
            unsectioned: [FieldListEntry(id: "u", label: "U")], hasUnsectioned: true, fieldRows: [row],
            sectionRows: [
                SectionRow(
                    id: "a", title: "A", layoutStyle: "grid", columns: 2, gap: 8, fieldCount: 1, state: "open",
                    metadata: "—")
            ],
            ocrGroups: [OCRGroupRow(name: "g", fields: "a, b")], hasOCRGroups: true,
            defaults: [DefaultRow(key: "_dataType", value: "generic")], hasDefaults: true,
            modelDoc: ModelDoc(html: "<p>d</p>", title: "User", path: "docs/models/User.html"),
            presentation: presentation)
        var bareModel = model
        (bareModel.documentationHTML, bareModel.accentColor, bareModel.modelDoc) = (nil, nil, nil)
        var barePresentation = presentation
        barePresentation.titleNoteHTML = nil
        model.presentation = barePresentation
        return [
            PageContext(base: base, content: doc), PageContext(base: base, content: bareDoc),
            PageContext(base: base, content: model), PageContext(base: base, content: bareModel), presentation,
            NavTreeContext(
                root: "../",
                nodes: [
                    NavNode(
                        title: "Guide", path: nil, current: false,
                        nodes: [
                            NavNode(
                                title: "Start", path: "docs/guide/start.html", current: true, nodes: [],
                                hasChildren: false)
                        ],
                        hasChildren: true)
                ]),
        ]
    }

    @Test(arguments: 0..<everyContext.count)
    func theDirectValueIsTheEncodersValue(index: Int) {
        let field = Self.everyContext[index]
        for omittingNil in [false, true] {
            let direct = field.templateValue(omittingNil: omittingNil)
            let encoded = TemplateEncoder.encode(ThroughEncoder(field: field), omittingNil: omittingNil)
            #expect(direct == encoded)
            guard case .object(let directObject) = direct, case .object(let encodedObject) = encoded else {
                Issue.record("a field encodes as an object")
                return
            }
            #expect(directObject.entries.map(\.key) == encodedObject.entries.map(\.key))
        }
    }
}
