import FormsmithCore
import Layout

/// A form's structure as the user sees it, one line of canonical JSON per section, field and
/// language: what a sign-off approves. It is made from the laid-out form, never from source text,
/// so reformatted hints, reordered JSON keys, comments and doc comments are no change.
///
/// Left out, because the app's users do not see them or they depend on the machine: source paths
/// and positions, diagnostics, the model's documentation, field types as written, flags and custom
/// metadata, sample items (`formsmith.yml` `samples:`), and fit warnings (measured with whatever
/// fonts are installed).
public struct SignOffSnapshot: Hashable, Sendable {
    /// The lines, in form order: presentation, then sections and their fields, hidden and
    /// unsectioned fields, then each language.
    public var lines: [String]

    public init(lines: [String]) { self.lines = lines }

    /// The fingerprint an approval records: FNV-1a of the lines.
    public var fingerprint: String { Fingerprint.of(lines) }

    public init(_ form: FormLayout) {
        var lines = [Self.presentation(form.presentation)]
        for section in form.sections {
            lines.append(
                SnapshotWriter.line { line in
                    line.string("section", section.id)
                    line.string("title", section.title)
                    line.string("description", section.description)
                    line.string("style", section.layoutStyle.rawValue)
                    line.int("columns", section.columns)
                    line.int("gap", section.gap)
                    line.flag("collapsible", section.collapsible, unless: false)
                    line.flag("collapsed", section.collapsed, unless: false)
                })
            for field in section.fields {
                lines.append(SnapshotWriter.line { Self.field(field, place: ("in", section.id), into: &$0) })
            }
        }
        for field in form.hidden {
            lines.append(SnapshotWriter.line { Self.field(field, place: ("off", "hidden"), into: &$0) })
        }
        for field in form.unsectioned {
            lines.append(SnapshotWriter.line { Self.field(field, place: ("off", "unsectioned"), into: &$0) })
        }
        lines.append(SnapshotWriter.line { $0.string("sourceLanguage", form.translations.sourceLanguage) })
        for language in form.translations.languages {
            lines.append(
                SnapshotWriter.line { line in
                    line.string("language", language.code)
                    line.flag("rightToLeft", language.isRightToLeft, unless: false)
                })
            for field in language.fields where !field.isEmpty {
                lines.append(
                    SnapshotWriter.line { line in
                        line.string("translation", language.code)
                        line.string("field", field.id)
                        line.string("label", field.label)
                        line.string("placeholder", field.placeholder)
                        line.string("help", field.help)
                        line.pairs("options", field.options.map { ($0.key, $0.value) })
                    })
            }
            for section in language.sections where section.title != nil || section.description != nil {
                lines.append(
                    SnapshotWriter.line { line in
                        line.string("translation", language.code)
                        line.string("section", section.id)
                        line.string("title", section.title)
                        line.string("description", section.description)
                    })
            }
        }
        self.lines = lines
    }

    /// A field and its group's fields (nested, as the form nests them); only values other than the
    /// default are written, so a line stays short and a new property changes no old line.
    static func field(_ field: FieldLayout, place: (String, String)?, into line: inout SnapshotWriter) {
        line.string("field", field.id)
        if let place { line.string(place.0, place.1) }
        line.string("label", field.label)
        line.string("control", field.control.rawValue)
        line.string("itemControl", field.itemControl?.rawValue)
        line.int("width", field.width)
        line.flag("required", field.required, unless: false)
        line.flag("editable", field.editable, unless: true)
        line.int("minLength", field.minLength)
        line.int("maxLength", field.maxLength)
        line.flag("counter", field.counter, unless: false)
        line.string("minimum", field.minimum)
        line.string("maximum", field.maximum)
        line.string("step", field.step)
        line.pairs("options", field.options.map { ($0.value, $0.label) })
        line.string("default", field.defaultValue)
        line.string("placeholder", field.placeholder)
        line.string("help", field.helpText)
        line.int("rows", field.rows)
        line.int("maxRows", field.maxRows)
        line.string("inputMode", field.inputMode)
        line.objects("fields", field.children) { line, child in Self.field(child, place: nil, into: &line) }
    }

    static func presentation(_ hints: PresentationHints) -> String {
        SnapshotWriter.line { line in
            line.key("presentation")
            line.object { line in
                line.string("dataType", hints.dataType)
                line.string("context", hints.context)
                line.string("complexity", hints.complexity)
                switch hints.preference {
                case .single(let name): line.string("preference", name)
                case .countBased(let low, let high, let threshold):
                    line.key("preference")
                    line.object { count in
                        count.string("low", low)
                        count.string("high", high)
                        count.int("threshold", threshold)
                    }
                }
                let pairs = { (values: [KeyValue]) in values.map { ($0.key, $0.value) } }
                line.pairs("preferences", pairs(hints.customPreferences))
                line.string("defaultColor", hints.defaultColor)
                line.pairs("colorMapping", pairs(hints.colorMapping))
                if let provider = hints.colorProvider {
                    line.key("colorProvider")
                    line.object { line in
                        line.string("property", provider.property)
                        line.key("mapping")
                        line.pairList(pairs(provider.mapping))
                        if let status = provider.statusMapping {
                            line.key("statusMapping")
                            line.pairList(pairs(status))
                        }
                    }
                }
            }
        }
    }

}
