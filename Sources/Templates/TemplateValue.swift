/// What a template reads: text, a number, a flag, a list, or an object of named values. Every page
/// context is a Swift type; `TemplateEncoder` turns it into these, so the keys a theme can use are
/// the properties of those types and nothing else (`docs/template-keys.md` lists them).
public enum TemplateValue: Sendable, Equatable {
    case text(String)
    case number(Int)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateObject)

    /// A named value of an object; nil for anything else, and for a name the object lacks.
    func child(_ name: String) -> TemplateValue? {
        guard case .object(let values) = self else { return nil }
        return values[name]
    }

    /// The same, looking first where `guess` says and setting it to where the name was found.
    func child(_ name: String, guess: inout Int) -> TemplateValue? {
        guard case .object(let values) = self else { return nil }
        return values.value(for: name, guess: &guess)
    }
}

extension TemplateValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .number(let number): try container.encode(number)
        case .flag(let flag): try container.encode(flag)
        case .list(let values): try container.encode(values)
        case .object(let values):
            try container.encode(Dictionary(values.sortedByKey.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }))
        }
    }
}
