import Accessibility
import Layout
import Templates

/// The model page's VoiceOver view: what VoiceOver says of the empty form, element by element in
/// reading order, in the source language (the numbers match the form's `data-a11y-order`).
struct VoiceOverContext: FastTemplateEncodable {
    var language: String
    var rows: [SpokenRow]

    /// The view of `form`'s elements in the source language.
    init(_ form: FormLayout, spoken: [SpokenElement]) {
        self.init(language: form.translations.sourceLanguage, rows: spoken.map(SpokenRow.init))
    }

    init(language: String, rows: [SpokenRow]) {
        self.language = language
        self.rows = rows
    }
}

/// One element as VoiceOver says it, and the identifier a UI test finds it by.
package struct SpokenRow: FastTemplateEncodable {
    var order: Int
    var label: String
    var value: String?
    var hint: String?
    /// The traits as VoiceOver says them ("button, pop up button").
    var traits: String?
    /// The accessibility identifier a UI test finds the element by.
    var identifier: String

    package init(_ element: SpokenElement) {
        order = element.order
        label = element.label
        value = element.value.isEmpty ? nil : element.value
        hint = element.hint.isEmpty ? nil : element.hint
        if element.traits.count == 1 {
            // Nearly every element has one trait: said without a filtered copy.
            let trait = element.traits[0]
            traits = trait == "staticText" ? nil : SpokenElement.spokenTrait(trait)
        } else {
            let spoken = element.traits.filter { $0 != "staticText" }.map(SpokenElement.spokenTrait)
            traits = spoken.isEmpty ? nil : spoken.joined(separator: ", ")
        }
        identifier = element.identifier
    }
}

extension SpokenRow {
    /// The row as one text, as the list shows it before the identifier: "Email, text field".
    package var text: String {
        // Appended in place: made for every element of every form in every language.
        var text = label
        for part in [value, traits, hint] {
            guard let part else { continue }
            text.append(", ")
            text.append(part)
        }
        return text
    }
}

extension FormContext {
    /// Numbers each element VoiceOver reaches (`data-a11y-order`), as `elements` orders them. In
    /// place: numbering a copy would copy every section's fields on the first change.
    mutating func number(by elements: [SpokenElement]) {
        struct Orders { var label, help, control, counter: Int? }
        var byField: [String: Orders] = [:]
        var sectionOrders: [String: (title: Int?, description: Int?)] = [:]
        for element in elements {
            switch element.role {
            case .formTitle: titleOrder = element.order
            case .submit: submitOrder = element.order
            case .sectionTitle:
                if let id = element.sectionID { sectionOrders[id, default: (nil, nil)].title = element.order }
            case .sectionDescription:
                if let id = element.sectionID { sectionOrders[id, default: (nil, nil)].description = element.order }
            case .fieldLabel, .helpButton, .control, .counter:
                guard let field = element.fieldID else { continue }
                switch element.role {
                case .fieldLabel: byField[field, default: Orders()].label = element.order
                case .helpButton: byField[field, default: Orders()].help = element.order
                case .control: byField[field, default: Orders()].control = element.order
                default: byField[field, default: Orders()].counter = element.order
                }
            }
        }
        func number(_ fields: inout [FieldContext], prefix: String) {
            for index in fields.indices {
                let path = prefix + fields[index].fieldID
                if let orders = byField[path] {
                    fields[index].a11yLabel = orders.label
                    fields[index].a11yHelp = orders.help
                    fields[index].a11yControl = orders.control
                    fields[index].a11yCounter = orders.counter
                }
                if fields[index].children != nil { number(&fields[index].children!, prefix: path + ".") }
            }
        }
        for index in sections.indices {
            if let orders = sectionOrders[sections[index].id] {
                (sections[index].a11yOrder, sections[index].a11yDescription) = (orders.title, orders.description)
            }
            number(&sections[index].fields, prefix: "")
        }
    }
}
