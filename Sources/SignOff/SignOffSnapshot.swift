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
        var lines = [Self.presentation(form.presentation).text]
        for section in form.sections {
            lines.append(
                CanonicalJSON.members([
                    ("section", .string(section.id)), ("title", .string(section.title)),
                    ("description", section.description.json), ("style", .string(section.layoutStyle.rawValue)),
                    ("columns", .int(section.columns)), ("gap", .int(section.gap)),
                    ("collapsible", section.collapsible ? .bool(true) : nil),
                    ("collapsed", section.collapsed ? .bool(true) : nil),
                ]
                ).text)
            for field in section.fields { lines.append(Self.field(field, place: ("in", section.id)).text) }
        }
        for field in form.hidden { lines.append(Self.field(field, place: ("off", "hidden")).text) }
        for field in form.unsectioned { lines.append(Self.field(field, place: ("off", "unsectioned")).text) }
        lines.append(CanonicalJSON.members([("sourceLanguage", .string(form.translations.sourceLanguage))]).text)
        for language in form.translations.languages {
            lines.append(
                CanonicalJSON.members([
                    ("language", .string(language.code)), ("rightToLeft", language.isRightToLeft ? .bool(true) : nil),
                ]
                ).text)
            for field in language.fields where !field.isEmpty {
                lines.append(
                    CanonicalJSON.members([
                        ("translation", .string(language.code)), ("field", .string(field.id)),
                        ("label", field.label.json), ("placeholder", field.placeholder.json),
                        ("help", field.help.json), ("options", Self.pairs(field.options)),
                    ]
                    ).text)
            }
            for section in language.sections where section.title != nil || section.description != nil {
                lines.append(
                    CanonicalJSON.members([
                        ("translation", .string(language.code)), ("section", .string(section.id)),
                        ("title", section.title.json), ("description", section.description.json),
                    ]
                    ).text)
            }
        }
        self.lines = lines
    }

    /// A field and its group's fields (nested, as the form nests them); only values other than the
    /// default are written, so a line stays short and a new property changes no old line.
    static func field(_ field: FieldLayout, place: (String, String)?) -> CanonicalJSON {
        var members: [(String, CanonicalJSON?)] = [("field", .string(field.id))]
        if let place { members.append((place.0, .string(place.1))) }
        members += [
            ("label", .string(field.label)), ("control", .string(field.control.rawValue)),
            ("itemControl", field.itemControl.map { .string($0.rawValue) }), ("width", field.width.json),
            ("required", field.required ? .bool(true) : nil), ("editable", field.editable ? nil : .bool(false)),
            ("minLength", field.minLength.json), ("maxLength", field.maxLength.json),
            ("counter", field.counter ? .bool(true) : nil), ("minimum", field.minimum.json),
            ("maximum", field.maximum.json), ("step", field.step.json),
            (
                "options",
                field.options.isEmpty
                    ? nil : .array(field.options.map { .array([.string($0.value), .string($0.label)]) })
            ),
            ("default", field.defaultValue.json), ("placeholder", field.placeholder.json),
            ("help", field.helpText.json), ("rows", field.rows.json), ("maxRows", field.maxRows.json),
            ("inputMode", field.inputMode.json),
            ("fields", field.children.isEmpty ? nil : .array(field.children.map { Self.field($0, place: nil) })),
        ]
        return .members(members)
    }

    static func presentation(_ hints: PresentationHints) -> CanonicalJSON {
        let preference: CanonicalJSON =
            switch hints.preference {
            case .single(let name): .string(name)
            case .countBased(let low, let high, let threshold):
                .members([("low", .string(low)), ("high", .string(high)), ("threshold", .int(threshold))])
            }
        let provider = hints.colorProvider.map { provider in
            CanonicalJSON.members([
                ("property", provider.property.json), ("mapping", pairs(provider.mapping) ?? .object([])),
                ("statusMapping", provider.statusMapping.map { pairs($0) ?? .object([]) }),
            ])
        }
        return .object([
            (
                "presentation",
                .members([
                    ("dataType", .string(hints.dataType)), ("context", .string(hints.context)),
                    ("complexity", .string(hints.complexity)), ("preference", preference),
                    ("preferences", pairs(hints.customPreferences)), ("defaultColor", hints.defaultColor.json),
                    ("colorMapping", pairs(hints.colorMapping)), ("colorProvider", provider),
                ])
            )
        ])
    }

    /// Key-value pairs in their order, as `[[key, value], …]` (keys may repeat), or nil for none.
    static func pairs(_ values: [KeyValue]) -> CanonicalJSON? {
        values.isEmpty ? nil : .array(values.map { .array([.string($0.key), .string($0.value)]) })
    }
}
