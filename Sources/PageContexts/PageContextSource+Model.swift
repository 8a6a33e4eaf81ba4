import FormsmithCore
import Layout
import Platform
import Docs
import Accessibility

/// The template context of a model page and of its form.
extension PageContextSource {
    package func modelContext(_ form: FormLayout, path: String, modelDoc: ModelDoc?) -> PageContext<ModelPageContext> {
        var sources: [SourceLink] = []
        if let swift = form.sources.swift { sources.append(SourceLink(label: "Model", path: swift)) }
        if let swiftClass = form.sources.swiftClass {
            sources.append(SourceLink(label: "Swift class", path: swiftClass))
        }
        if let hints = form.sources.hints { sources.append(SourceLink(label: "Hints", path: hints)) }
        if let table = form.sources.table { sources.append(SourceLink(label: "Table", path: table)) }
        // Notes (info) stay off the page, as they stay out of `check` unless asked for.
        let diagnostics = form.diagnostics.filter { $0.severity != .info }.sortedForOutput().map { diagnostic in
            DiagnosticRow(
                severity: diagnostic.severity.rawValue, code: diagnostic.code,
                location: diagnostic.location.description, message: diagnostic.message)
        }
        var ids = HTMLIDAllocator()
        let listEntry = { (field: FieldLayout) in FieldListEntry(id: field.id, label: field.label) }
        let sectionRows = form.sections.map { section in
            SectionRow(
                id: section.id, title: section.title, layoutStyle: section.layoutStyle.rawValue,
                columns: section.columns, gap: section.gap, fieldCount: section.fields.count,
                state: section.collapsible
                    ? (section.collapsed ? "collapsible, starts closed" : "collapsible, starts open") : "always open",
                metadata: section.metadata.map { "\($0.key): \($0.value)" }.joined(separator: "; "))
        }
        // Copied once for the page: the field table and every preview read them.
        let fields = form.renderedFields + form.unsectioned + form.hidden
        // Numbered in VoiceOver's reading order, beside the list of what it says.
        let spoken = form.look == .sixLayer ? form.spokenElements : []
        // Design's comments on fields, on the empty form's fields they are pinned to.
        let notes = Dictionary(
            (signOff[form.name]?.fieldNotes ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var create = formContext(form, path: path, ids: &ids, notes: notes)
        if !spoken.isEmpty { create.number(by: spoken) }
        let samples = sampleItems(form, fields: fields)
        let violationCount = layerStates(on: &create, form: form, fields: fields, samples: samples, path: path)
        let presentation = presentationContexts(form, fields: fields, path: path, ids: &ids, samples: samples)
        let content = ModelPageContext(
            name: form.name, form: create, hasViolations: violationCount > 0, violationCount: violationCount,
            documentationHTML: form.documentation.map(MarkdownHTMLRenderer.fragment),
            accentColor: form.accentColor.flatMap(CSSValue.color),
            sources: sources, diagnostics: diagnostics, hasDiagnostics: !diagnostics.isEmpty,
            hidden: form.hidden.map(listEntry), hasHidden: !form.hidden.isEmpty,
            unsectioned: form.unsectioned.map(listEntry), hasUnsectioned: !form.unsectioned.isEmpty,
            fieldRows: fields.map(fieldRow), sectionRows: sectionRows,
            ocrGroups: form.ocrGroups.map { OCRGroupRow(name: $0.name, fields: $0.fieldIDs.joined(separator: ", ")) },
            hasOCRGroups: !form.ocrGroups.isEmpty,
            defaults: form.defaults.map { DefaultRow(key: $0.key, value: $0.value) },
            hasDefaults: !form.defaults.isEmpty,
            modelDoc: modelDoc, presentation: presentation, languages: Self.languageList(form),
            voiceOver: spoken.isEmpty ? nil : VoiceOverContext(form, spoken: spoken),
            signOff: signOffContext(form.name),
            picture: PictureContext(
                opensOnDynamicFormView: !form.picture.appliesHintedWidths, name: form.picture.name,
                reasonHTML: MarkdownHTMLRenderer.codeSpans(form.picture.reason)))
        return PageContext(base: baseContext(path: path, pageTitle: form.name), content: content)
    }

    /// What the `form` partial needs: the form's name and its sections with their fields.
    /// `marks` highlight changes on the review page: `section:<id>` or `field:<id>` → its mark.
    /// `fill` puts other values in the fields than their defaults (the edit context), and can
    /// keep only some fields (sections left empty are dropped).
    package func formContext(
        _ form: FormLayout, path: String, ids: inout HTMLIDAllocator, marks: [String: ChangeMark] = [:],
        fill: FormFill? = nil, notes: [String: String] = [:]
    ) -> FormContext {
        let fitWarnings = fill == nil ? Self.fitWarnings(form) : [:]  // only the empty form shows them
        let roomNotes =
            fill == nil
            ? Dictionary(grouping: form.translations.rowNotes, by: \.fieldID).mapValues { notes in
                notes.map { note in
                    RoomNote(viewports: note.viewports.map(String.init).joined(separator: " "), text: note.text)
                }
            } : [:]
        let sections = form.sections.compactMap { section -> SectionContext? in
            let fields = fill?.only.map { only in section.fields.filter { only.contains($0.id) } } ?? section.fields
            if fill?.only != nil && fields.isEmpty { return nil }
            return SectionContext(
                id: section.id, title: section.title, layoutStyle: section.layoutStyle.rawValue,
                columns: fields.count == section.fields.count
                    ? section.columns : section.layoutStyle.columns(fieldCount: fields.count),
                gap: section.gap, collapsible: section.collapsible,
                collapsed: section.collapsed,
                headingID: ids.allocate("section-\(section.id)"),
                fields: fields.map { field in
                    var context = fieldContext(field, path: path, ids: &ids, marks: marks, fill: fill)
                    // The empty form shows where a text does not fit; the filled ones would repeat it.
                    if fill == nil {
                        context.fitWarnings = fitWarnings[field.id]
                        context.roomNotes = roomNotes[field.id]
                        context.signOffNote = notes[field.id]
                    }
                    return context
                },
                description: section.description, change: marks["section:\(section.id)"]?.kind,
                changeLabel: marks["section:\(section.id)"]?.label)
        }
        var context = FormContext(name: form.name, sections: sections)
        context.title = form.title
        if form.look == .automaticSettings {
            context.isSettings = true
            context.sections = settingsSections(sections)
        }
        if form.sections.contains(where: { $0.fields.contains { !$0.ocrHints.isEmpty } }) {
            context.scanText = SixLayerStrings.scanDocument
        }
        // The summary lists every error in form order, each linking to its control. Only a fill
        // gives errors; by index, so no field's context is copied to be looked at.
        if let fill, !fill.errors.isEmpty {
            for section in sections.indices {
                for index in sections[section].fields.indices {
                    guard let message = sections[section].fields[index].errorMessage else { continue }
                    let field = sections[section].fields[index]
                    context.errors.append(FormErrorContext(label: field.label, message: message, target: field.htmlID))
                }
            }
        }
        if !context.errors.isEmpty { context.errorSummary = SixLayerStrings.validationErrors(context.errors.count) }
        return context
    }

    func fieldContext(
        _ field: FieldLayout, path: String, ids: inout HTMLIDAllocator, marks: [String: ChangeMark] = [:],
        fill: FormFill? = nil
    ) -> FieldContext {
        let defaultValue = fill.map { $0.value(field) } ?? field.defaultValue
        let htmlID = ids.allocate("field-\(field.id)")
        let control = field.control
        var context = FieldContext()
        context.fieldID = field.id
        context.htmlID = htmlID
        context.label = field.label
        context.control = control.rawValue
        context.editable = field.editable
        context.required = field.required
        // SixLayer counts characters under every text control with a maximum length.
        context.counter =
            field.editable && (field.counter || (field.control.isTextual && (field.maxLength ?? -1) >= 0))
        context.isGroup = control == .group
        context.isToggle = control == .toggle
        context.isLabelled = control != .group && control != .toggle
        context.isInput = control.inputType != nil && control != .toggle
        context.isTextarea = control == .textarea
        context.isSelect = control == .select
        context.isRelationship = control == .relationship
        context.isList = control == .list
        context.isTextField = [.text, .email, .tel, .url, .password, .number, .uuid].contains(control)
        context.isDate = [.date, .time, .datetime].contains(control)
        context.isSlider = control == .slider
        context.isStepper = control == .stepper
        context.isColor = control == .color
        context.isFile = control == .file
        // `isEditable: false` is read by DynamicURLField alone, which writes the value as text ("—"
        // when empty); SixLayer's text and number fields read none of it (IntelligentFormView's
        // disable theirs), so they stay text fields, disabled in the hints' layout only.
        if !field.editable && control == .url { (context.isDisplay, context.isTextField) = (true, false) }
        context.ignoresEditable =
            !field.editable && [.text, .email, .tel, .password, .number, .uuid, .textarea].contains(control)
        if control == .file {
            let image = field.typeDescription?.lowercased().contains("image") == true
            context.fileButton = image ? SixLayerStrings.selectImage : SixLayerStrings.selectFile
            context.fileSymbol = image ? "photo" : "file"  // DynamicImageField: photo.badge.plus
        }
        context.inputType = control == .list ? (field.itemControl?.inputType ?? "text") : control.inputType
        context.width = field.width
        // Choosers and selects cannot be read-only, so they are disabled instead, as a text field
        // SixLayer's views read no `isEditable` of is (IntelligentFormView's `.disabled`).
        let readOnlyIsDisabled =
            switch control {
            case .file, .select, .relationship, .color, .slider: true
            default: context.ignoresEditable
            }
        context.readonly = !field.editable && !readOnlyIsDisabled
        context.disabled = !field.editable && readOnlyIsDisabled
        if field.control.isTextual || field.itemControl?.isTextual == true {
            // HTML takes no negative length; the hints' value stays in the field table and the manifest.
            context.maxLength = field.maxLength.flatMap { $0 >= 0 ? $0 : nil }
            context.minLength = field.minLength.flatMap { $0 >= 0 ? $0 : nil }
        }
        // A display-only value is text, "—" when empty, as SixLayer's display field writes it.
        context.placeholder =
            context.isDisplay
            ? nil
            : field.placeholder ?? SixLayerStrings.placeholder(for: control, integer: field.inputMode == "numeric")
        // SixLayer's DynamicRangeField is `Slider(value:, in: 0...100)` whatever the hints' range
        // and step: the slider is drawn on that range (docs/appearance.md says so).
        let slider = control == .slider
        context.minimum = slider ? "0" : field.minimum
        context.maximum = slider ? "100" : field.maximum
        context.step = slider ? "any" : field.step
        context.inputMode = field.inputMode
        if let shared = fill?.helpIDs[field.id] {
            context.helpID = shared
        } else if field.helpText != nil {
            context.helpText = field.helpText
            context.helpID = "\(htmlID)-help"
        }
        context.formula = field.formula
        context.relatedModel = field.relatedModel
        if control == .textarea {
            context.rows = field.rows ?? 3
            context.maxRows = field.maxRows ?? 6
        }
        if let value = defaultValue {
            if control == .toggle {
                context.checked = value == "true"
            } else if control != .file && control != .select {
                context.value = value
            }
        }
        if context.isDate { context.dateCapsules = DateText.capsules(context.value, control: control) }
        if context.isDisplay && (context.value ?? "").isEmpty { context.value = "—" }
        if (context.value ?? "").isEmpty {
            context.textDirection = context.placeholder.flatMap(RightToLeftScripts.naturalDirection(of:))
        }
        context.valueLength = control == .toggle ? 0 : (defaultValue?.count ?? 0)
        if slider { context.fillPercent = Self.fillPercent(defaultValue, "0", "100") }
        if control == .select {
            context.options = field.options.map { option in
                OptionContext(value: option.value, label: option.label, selected: option.value == defaultValue)
            }
        }
        if let related = field.relatedModel, formNames.contains(related) {
            context.relatedPath = SitePaths.root(from: path) + modelPage(related)
        }
        if control == .group {
            context.children = field.children.map { fieldContext($0, path: path, ids: &ids, fill: fill) }
        }
        let validates = context.isInput || [.textarea, .select, .relationship].contains(control)
        context.validates = validates && control != .toggle
        context.errorMessage = fill?.errors[field.id]
        var describedBy: [String] = []
        // A message shown from the start is on the page; the live validation adds its own on first focus.
        if context.validates && context.errorMessage != nil { describedBy.append("\(htmlID)-error") }
        if context.counter { describedBy.append("\(htmlID)-counter") }
        if let helpID = context.helpID { describedBy.append(helpID) }
        if field.formula != nil { describedBy.append("\(htmlID)-formula") }
        if !describedBy.isEmpty { context.describedBy = describedBy.joined(separator: " ") }
        if let mark = marks["field:\(field.id)"] {
            (context.change, context.changeLabel) = (mark.kind, mark.label)
            context.changeInHintedLayoutOnly = mark.inHintedLayoutOnly
        }
        return context
    }
}
