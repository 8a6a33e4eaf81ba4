import Accessibility
import Layout
import FormsmithCore
@testable import Site
@testable import PageContexts

/// What each template receives, built with every optional set and every list filled (and again
/// with them left out): the instances `TemplateContractTests` walks by reflection. The test fails
/// when a property reachable from here is never set, so a property added to a context type must
/// be given a value here, and is then checked.
enum EveryTemplateContext {
    /// The partials, which receive their including template's context (or part of it).
    static let partials: Set<String> = [
        "head", "foot", "form", "field", "collection-items", "detail", "collections", "review-notes",
        "preview-scripts", "picture-switch", "control",
    ]

    /// Each template the site renders directly, with the contexts it receives; `manifest.json`
    /// for the manifest's entries, which write their own bytes.
    static var roots: [String: [any Encodable]] {
        let (field, bareField) = (everyFieldProperty, FieldContext())
        let section = SectionContext(
            id: "a", title: "A", layoutStyle: "grid", columns: 2, gap: 16, collapsible: true, collapsed: false,
            headingID: "section-a", fields: [field, bareField], description: "About", change: "added",
            changeLabel: "+ added", a11yOrder: 2, a11yDescription: 3, states: "create edit", invalidColumns: 1)
        let bareSection = SectionContext(
            id: "b", title: "B", layoutStyle: "vertical", columns: 1, gap: 8, collapsible: false, collapsed: false,
            headingID: "section-b", fields: [], description: nil, change: nil, hasTitle: false)
        var form = FormContext(name: "User", sections: [section, bareSection])
        form.title = "User"
        (form.titleOrder, form.submitOrder) = (1, 9)
        form.errors = [FormErrorContext(label: "Email", message: "Required", target: "field-email")]
        (form.errorSummary, form.scanText, form.isSettings) = ("1 validation error", "Scan Document", true)
        form.errorSummaryState = "invalid"
        let bareForm = FormContext(name: "Bare", sections: [bareSection])
        let base = PageBase(
            siteTitle: "Site", pageTitle: "Page", documentTitle: "Page · Site", pictureDate: "2026-11-27T09:41",
            root: "../",
            nav: SidebarContext(
                models: [NavModel(name: "User", path: "models/User.html", current: true)], docTreeHTML: "<ul></ul>",
                hasDocs: true, moreModels: false, modelCount: 1))
        let card = ModelCard(
            name: "User", path: "models/User.html", fieldCount: 2, sectionCount: 1, warningCount: 1, errorCount: 0,
            hasWarnings: true, hasErrors: false, wireframe: "<svg/>", accentColor: "#0a58ca", collection: "list",
            fieldsText: "2 fields", sectionsText: "1 section", warningsText: "1 warning", errorsText: "0 errors",
            cardHTML: "<li>User</li>")
        var bareCard = card
        bareCard.accentColor = nil
        let docItem = DocItem(title: "Guide", path: "docs/guide.html", description: "How", itemHTML: "<li>Guide</li>")
        let bareDocItem = DocItem(title: "Guide", path: "docs/guide.html", description: nil)
        let index = IndexPageContext(
            modelCount: 1, docCount: 1, hasDocs: true, hasModels: true, guidance: "Add hints", hasReview: true,
            reviewPath: "review/index.html", reviewSummary: "1 model changed", profilesPath: "profiles.html",
            profileCount: 1, models: [card, bareCard], cardsHTML: "<li>User</li>", docs: [docItem, bareDocItem],
            docItemsHTML: "<li>Guide</li>", formsText: "1 form", docsText: "1 documentation page",
            signOff: SignOffSummaryContext(
                approvedCount: 0, pendingCount: 1, text: "0 of 1 form signed off",
                pending: [SignOffPendingContext(name: "User", path: "models/User.html", state: "never", text: "Never")],
                hasPending: true))
        var bareIndex = index
        bareIndex.signOff = nil
        (bareIndex.guidance, bareIndex.reviewPath, bareIndex.reviewSummary, bareIndex.profilesPath) = (
            nil, nil, nil, nil
        )
        let previews = PresentationContexts(
            detail: [],
            detailStrategy: "standard", detailSummary: nil, detailTabbed: false, collections: [],
            summary: [PresentationRow(key: "Data type", value: "generic")])
        let review = ReviewPageContext(
            changed: [
                ChangedModel(
                    name: "User", languages: "en de", status: "changed", anchor: "model-User",
                    changes: [
                        ChangeLine(
                            summary: "`a` added", summaryHTML: "<code>a</code> added", mark: "added",
                            target: "change-m0-after-field-a")
                    ],
                    before: bareForm, after: form,
                    contexts: ReviewContexts(
                        before: previews, after: previews, beforeID: "change-m0-before-contexts",
                        afterID: "change-m0-after-contexts", change: "changed", changeLabel: "presentation changed"),
                    voiceOver: VoiceOverContext(language: "en", rows: []),
                    signOff: signOff),
                ChangedModel(name: "Gone", status: "removed", anchor: "model-Gone", changes: []),
            ],
            unchanged: [ModelLink(name: "Order", path: "../models/Order.html")], changedCount: "2 models",
            unchangedCount: 1, hasUnchanged: true, counts: [ChangeCount(kind: "added", count: 1)], hasCounts: true,
            picture: PictureContext(opensOnDynamicFormView: true, name: "DynamicFormView's picture", reasonHTML: "x"))
        let collection = CollectionContext(
            preference: "list", strategy: "list", itemCount: 2, itemNoun: "items", shownCount: 2, isCut: false,
            scrolls: false, reason: "asked", reasonHTML: "asked", headingID: "collection-1",
            items: [everyItemProperty, ItemContext(isPlaceholder: false, tags: [], hasTags: false)],
            gridStyle: "--fs-cards-393:repeat(1,361px)", simpleCards: true)
        let profile = ProfileContext(
            id: "p", headingID: "profile-p", settings: [PresentationRow(key: "Data type", value: "generic")],
            suits: [ProfileModel(name: "User", path: "models/User.html")], hasSuits: true,
            previewNoteHTML: "The items are User's.", collections: [collection], titleNoteHTML: "<code>name</code>")
        var bareProfile = profile
        (bareProfile.previewNoteHTML, bareProfile.titleNoteHTML) = (nil, nil)
        return [
            "index": [PageContext(base: base, content: index), PageContext(base: base, content: bareIndex)],
            "model": modelPages(base: base, form: form, collection: collection),
            "doc": docPages(base: base),
            "review": [PageContext(base: base, content: review)],
            "profiles": [
                PageContext(
                    base: base,
                    content: ProfilesPageContext(file: "Hints/Profiles.hints", profiles: [profile, bareProfile]))
            ],
            "card": [card, bareCard],
            "doc-item": [docItem, bareDocItem],
            "embed": [
                EmbedContext(form: form, modelPath: "../models/User.html", sectionTitle: "A"),
                EmbedContext(form: bareForm, modelPath: "../models/User.html", sectionTitle: nil),
            ],
            "navtree": [
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
                    ])
            ],
            "manifest.json": manifestEntries,
        ]
    }

    static var everyFieldProperty: FieldContext {
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
        field.changeLabel = "width 150 pt → 200 pt"
        (field.describedBy, field.change, field.errorMessage) = (
            "field-email-error", "changed", "Please fill out this field."
        )
        (field.isTextField, field.isDate, field.isSlider, field.isStepper) = (true, true, true, true)
        (field.isColor, field.isFile, field.fillPercent, field.fileButton) = (true, true, 40, "Select File")
        field.helpID = "field-email-help"
        field.options = [OptionContext(value: "a", label: "A", selected: true)]
        field.children = [FieldContext()]
        field.fitWarnings = [FitNote(language: "de", text: "Too wide")]
        field.roomNotes = [RoomNote(viewports: "320 393", text: "150 pt leaves about 14 pt")]
        field.dateCapsules = ["Mar 14, 2021", "9:30 AM"]
        (field.fileSymbol, field.textDirection) = ("file", "rtl")
        (field.a11yLabel, field.a11yHelp, field.a11yControl, field.a11yCounter) = (3, 4, 5, 6)
        field.signOffNote = "Keep it wide"
        var edited = FieldContext()
        (edited.states, edited.stateLabel, edited.value) = ("edit", "Email", "ada")
        (field.stateVariants, field.shownIn, field.createStates) = ([edited], "create edit", "create")
        field.stateError = StateError(id: "invalid-field-email-error", message: "Please fill out this field.")
        return field
    }

    static var everyItemProperty: ItemContext {
        ItemContext(
            title: "T", isPlaceholder: true, subtitle: "S", icon: "star", glyph: "star", initial: "T", footnote: "F",
            footnoteDate: "2026-03-10", footnoteDateKind: "date", status: "open", description: "D", tags: ["x", "y"],
            hasTags: true, color: "#0a58ca", colorName: "blue")
    }

    static func modelPages(base: PageBase, form: FormContext, collection: CollectionContext) -> [any Encodable] {
        let presentation = PresentationContexts(
            detail: [
                DetailSectionContext(
                    id: "a", title: "A", headingID: "detail-a",
                    rows: [
                        DetailRow(
                            fieldID: "a", label: "A", value: "x", isEmpty: false, swatch: "#fff", date: "2021-03-14",
                            dateKind: "date", metaHTML: "string <span class=\"fs-o\">Optional</span>"),
                        DetailRow(fieldID: "b", label: "B", value: "", isEmpty: true, swatch: nil),
                    ])
            ],
            detailStrategy: "detailed", detailSummary: "2 fields • simple complexity", detailTabbed: true,
            collections: [collection], summary: [PresentationRow(key: "Data type", value: "generic")],
            titleNoteHTML: "<code>name</code>")
        var spokenElement = SpokenElement(
            order: 1, role: .helpButton, fieldID: "a", label: "Help for A", traits: ["button"],
            identifier: "main.ui.FieldLabel.View")
        (spokenElement.value, spokenElement.hint) = ("on", "Why")
        let model = ModelPageContext(
            name: "User", form: form, hasViolations: true, violationCount: 2, documentationHTML: "<p>Doc</p>",
            accentColor: "#0a58ca",
            sources: [SourceLink(label: "Model", path: "Sources/User.swift")],
            diagnostics: [DiagnosticRow(severity: "warning", code: "hints.x", location: "a:1:2", message: "`m`")],
            hasDiagnostics: true, hidden: [FieldListEntry(id: "h", label: "H")], hasHidden: true,
            unsectioned: [FieldListEntry(id: "u", label: "U")], hasUnsectioned: true,
            fieldRows: [
                FieldRow(id: "a", label: "A", type: "String", control: "text", width: "—", length: "—", flags: "—")
            ],
            sectionRows: [
                SectionRow(
                    id: "a", title: "A", layoutStyle: "grid", columns: 2, gap: 8, fieldCount: 1, state: "open",
                    metadata: "—")
            ],
            ocrGroups: [OCRGroupRow(name: "g", fields: "a, b")], hasOCRGroups: true,
            defaults: [DefaultRow(key: "_dataType", value: "generic")], hasDefaults: true,
            modelDoc: ModelDoc(html: "<p>d</p>", title: "User", path: "docs/models/User.html"),
            presentation: presentation, languages: "en de",
            voiceOver: VoiceOverContext(language: "en", rows: [SpokenRow(spokenElement)]),
            signOff: signOff,
            picture: PictureContext(
                opensOnDynamicFormView: true, name: "DynamicFormView's picture", reasonHTML: "<code>x</code>"))
        var bare = model
        bare.picture.opensOnDynamicFormView = false
        (bare.documentationHTML, bare.accentColor, bare.modelDoc, bare.languages) = (nil, nil, nil, nil)
        bare.voiceOver = nil
        (bare.signOff, bare.hasViolations, bare.violationCount) = (nil, false, 0)
        bare.presentation.titleNoteHTML = nil
        return [PageContext(base: base, content: model), PageContext(base: base, content: bare)]
    }

    /// A form changed since its sign-off, with a comment on a field.
    static var signOff: SignOffContext {
        SignOffContext(
            SiteSignOff(
                status: "changed", by: "Ann", when: "2026-11-27", note: "ok",
                changes: ["width of `email` 200 pt → 120 pt"], fieldNotes: [KeyValue(key: "email", value: "wide")]))
    }

    static func docPages(base: PageBase) -> [any Encodable] {
        let link = PageLink(title: "Next", path: "docs/next.html")
        let doc = DocPageContext(
            description: "About", tableOfContents: [TableOfContentsEntry(level: 2, text: "Use", id: "use")],
            hasTableOfContents: true, previous: PageLink(title: "Up", path: nil), next: link,
            modelPage: ModelLink(name: "User", path: "models/User.html"), breadcrumbs: [link], hasBreadcrumbs: true,
            body: "<p>x</p>")
        let bare = DocPageContext(
            description: nil, tableOfContents: [], hasTableOfContents: false, previous: nil, next: nil, modelPage: nil,
            breadcrumbs: [], hasBreadcrumbs: false, body: "")
        return [PageContext(base: base, content: doc), PageContext(base: base, content: bare)]
    }

    static var manifestEntries: [any Encodable] {
        let bareEntry = Manifest.FieldEntry(
            control: "text", counter: false, editable: false, id: "b", label: "B", required: false,
            widthSource: "default")
        let spoken = Manifest.AccessibilityEntry(
            hint: "Why", identifier: "main.ui.a.View", label: "A, required", order: 3, traits: ["button"], value: "a")
        let entry = Manifest.FieldEntry(
            accessibility: spoken, control: "picker", counter: true, defaultValue: "a", editable: true,
            fields: [bareEntry], id: "a",
            itemControl: "text", label: "A", maxLength: 9, minLength: 1, options: [["label": "A", "value": "a"]],
            required: true, width: 200, widthSource: "hints")
        let sections = [
            Manifest.SectionEntry(
                collapsed: true, collapsible: true, columns: 2, description: "About", fields: [entry, bareEntry],
                gap: 8, id: "s", layoutStyle: "grid", title: "S"),
            Manifest.SectionEntry(
                collapsed: false, collapsible: false, columns: 1, fields: [], gap: 16, id: "t",
                layoutStyle: "vertical", title: "T"),
        ]
        let presentation = Manifest.PresentationEntry(
            dataType: "generic", context: "browse", complexity: "moderate",
            preference: Manifest.PreferenceEntry(kind: "countBased", lowCount: "list", highCount: "grid", threshold: 9),
            item: ["title": "name", "subtitle": "email"], defaultColor: "blue",
            colorProvider: Manifest.ColorProviderEntry(
                property: "status", mapping: ["open": "green", "closed": "gray"], statusMapping: ["late": "red"]))
        let barePresentation = Manifest.PresentationEntry(
            dataType: "generic", context: "browse", complexity: "simple",
            preference: Manifest.PreferenceEntry(kind: "list"),
            item: [:], colorProvider: Manifest.ColorProviderEntry(property: nil, mapping: [:]))
        let diagnostic = Manifest.DiagnosticEntry(
            severity: "warning", code: "hints.x", file: "Hints/A.hints", line: 2, column: 3, message: "m")
        return sections + [
            Manifest.ModelEntry(
                name: "A", title: "A", sources: ["swift": "A.swift", "hints": "Hints/A.hints"], sections: sections,
                hidden: [entry], unsectioned: [bareEntry], presentation: presentation, diagnostics: [diagnostic]),
            Manifest.ModelEntry(
                name: "B", title: "B", sources: [:], sections: [], hidden: [], unsectioned: [],
                presentation: barePresentation, diagnostics: []),
        ]
    }
}
