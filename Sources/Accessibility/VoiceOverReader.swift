import FormsmithCore
import Layout
import Localization

/// What VoiceOver reads of a form, in order, as SixLayer's views give it (`DynamicFormView.swift`,
/// `DynamicFieldComponents.swift`): the form title, then each section's title (a collapsible
/// section's `DisclosureGroup`, with its "expanded section" label and hint) and description, then
/// per field the label row ("Email, required"), the control, the character counter and the
/// info button, then the submit button. A grid's cells are read row by row in the order SixLayer
/// lays them out; right to left, iOS mirrors the row, and the leading cell is still read first,
/// so the order of cells is the same in every language.
public struct VoiceOverReader: Sendable {
    public var config: IdentifierConfig

    public init(config: IdentifierConfig = IdentifierConfig()) { self.config = config }

    /// The elements of `form` in `language` (nil or the source language: the form's own text);
    /// `expanded`: collapsed sections read as once opened (what `diff` compares).
    public func elements(of form: FormLayout, language: String? = nil, expanded: Bool = false) -> [SpokenElement] {
        let texts = TranslatedTexts(form: form, language: language)
        // The app's namespace and prefix (`formsmith.yml`), unless this reader was given its own.
        var config = config
        if config.namespace.isEmpty && config.prefix.isEmpty {
            (config.namespace, config.prefix) = (form.identifierScope.namespace, form.identifierScope.prefix)
        }
        let head = config.head
        var elements: [SpokenElement] = []
        func add(
            _ role: SpokenElement.Role, field: String?, label: String, traits: [String], named name: String,
            value: String = "", hint: String = "", section: String? = nil
        ) {
            var element = SpokenElement(
                order: elements.count + 1, role: role, fieldID: field, label: label, traits: traits,
                identifier: config.identifier(named: name, head: head))
            element.value = value
            element.hint = hint
            element.sectionID = section
            elements.append(element)
        }
        if !form.title.isEmpty {
            add(.formTitle, field: nil, label: form.title, traits: SpokenElement.staticText, named: "FormTitle")
        }
        for section in form.sections {
            let title = texts.sectionTitle(section)
            if section.collapsible {
                // The DisclosureGroup's own label and hint; its title text is inside it.
                let collapsed = section.collapsed && !expanded
                let state = collapsed ? "collapsed" : "expanded"
                let action = collapsed ? "expand" : "collapse"
                add(
                    .sectionTitle, field: nil, label: "\(title), \(state) section", traits: SpokenElement.button,
                    named: "SectionTitle", hint: "Double tap to \(action) this section", section: section.id)
                // A collapsed section shows nothing more until it is expanded.
                if collapsed { continue }
            } else if !title.isEmpty {
                add(
                    .sectionTitle, field: nil, label: title, traits: SpokenElement.staticText, named: "SectionTitle",
                    section: section.id)
            }
            if let description = texts.sectionDescription(section), !description.isEmpty {
                add(
                    .sectionDescription, field: nil, label: description, traits: SpokenElement.staticText,
                    named: "SectionDescription", section: section.id)
            }
            for field in section.fields {
                let start = elements.count
                fieldElements(field, path: field.id, form: form, texts: texts, into: &elements)
                // Numbered and named in place: no element is copied.
                for index in start..<elements.count {
                    elements[index].order = index + 1
                    elements[index].identifier = config.identifier(named: elements[index].identifier, head: head)
                }
            }
        }
        add(.submit, field: nil, label: "Submit", traits: SpokenElement.button, named: "SubmitButton")
        return elements
    }

    /// One field's elements (a group's fields after it), appended to `elements`, each with its
    /// identifier's component name in `identifier` (made whole by `elements(of:)`).
    func fieldElements(
        _ field: FieldLayout, path: String, form: FormLayout, texts: TranslatedTexts,
        into elements: inout [SpokenElement]
    ) {
        let label = texts.label(field, path: path)
        func element(_ role: SpokenElement.Role, _ text: String, _ traits: [String], _ name: String) -> SpokenElement {
            SpokenElement(order: 0, role: role, fieldID: path, label: text, traits: traits, identifier: name)
        }
        // The label row: `.accessibilityLabel(isRequired ? "\(label), required" : label)`.
        elements.append(
            element(.fieldLabel, field.required ? "\(label), required" : label, SpokenElement.staticText, "FieldLabel"))
        // The info button sits in the label row but VoiceOver reaches it after the row's text.
        if let description = texts.help(field, path: path), !description.isEmpty {
            var button = element(.helpButton, "Help for \(label)", SpokenElement.button, "FieldLabel")
            button.hint = description
            elements.append(button)
        }
        if field.control == .group {
            for child in field.children {
                fieldElements(child, path: path + "." + child.id, form: form, texts: texts, into: &elements)
            }
            return
        }
        var control = element(.control, "", [], IdentifierConfig.segment(of: field, label: label))
        // The empty form (SixLayer's create context): what a control holds is its default.
        let sample = field.defaultValue ?? ""
        let spokenControl = ControlSpeech(field: field, sample: sample, texts: texts, path: path)
        control.label = spokenControl.label
        control.value = spokenControl.value
        control.traits = spokenControl.traits
        elements.append(control)
        if let maxLength = field.maxLength, field.control.isTextual {
            // `CharacterCounterView`: its label counts the current text.
            elements.append(
                element(
                    .counter, "\(sample.count) of \(maxLength) characters", SpokenElement.staticText, "CharacterCounter"
                ))
        }
    }
}

extension FormLayout {
    /// What VoiceOver reads of the form in the source language: as the build read it, or read now.
    public var spokenElements: [SpokenElement] { spoken.isEmpty ? VoiceOverReader().elements(of: self) : spoken }
}
