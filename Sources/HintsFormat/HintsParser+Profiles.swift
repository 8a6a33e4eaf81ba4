import FormsmithCore
import JSONReader

/// `PresentationProfiles.hints` as SixLayer's `PresentationProfilesCatalog` reads it: a root
/// object whose `profiles` object maps each profile's id to `_defaults`-shaped keys.
extension HintsParser {
    public static func parseProfiles(
        _ bytes: [UInt8], file: String
    ) -> (
        profiles: [PresentationProfile], diagnostics: [Diagnostic]
    ) {
        var parser = HintsParser(file: file)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            parser.report(
                .error(
                    "hints.invalid-json", line: error.line, column: error.column,
                    "invalid JSON: \(error.message); SixLayer reads no profile, and every profile id gives the default presentation"
                ))
            return ([], parser.diagnostics)
        }
        guard case .object(let members) = root.value,
            let profilesNode = members.last(where: { $0.key == "profiles" })?.value,
            case .object(let entries) = profilesNode.value
        else {
            parser.report(
                .error(
                    "hints.root-not-object", at: root,
                    "the file must hold an object with a `profiles` object; SixLayer reads no profile"))
            return ([], parser.diagnostics)
        }
        var profiles: [PresentationProfile] = []
        for entry in parser.uniqueMembers(entries) {
            guard case .object(let keys) = entry.value.value else {
                parser.report(
                    .warning(
                        "hints.wrong-type", at: entry.value,
                        "profile \"\(entry.key)\" must be an object, found \(entry.value.value.typeName); SixLayer skips it"
                    ))
                continue
            }
            var read: [JSONMember] = []
            for key in parser.uniqueMembers(keys) {
                if key.key == "_colorMapping" || key.key == "_itemColorProvider" {
                    parser.report(
                        .warning(
                            "hints.unknown-key", at: key,
                            "SixLayer's profiles do not read `\(key.key)`; set it in the model's own `_defaults`"))
                } else if key.key == "_defaultColor",
                    !{ if case .string(let color) = key.value.value { isColor(color) } else { false } }()
                {
                    parser.report(
                        .warning(
                            "hints.invalid-color", at: key.value,
                            "`_defaultColor` must be a named colour or #RGB/#RRGGBB; it is ignored"))
                } else if Self.defaultsKeys.contains(key.key) {
                    read.append(key)
                } else {
                    let suggestion = key.key.closest(in: Self.defaultsKeys).map { " Did you mean `\($0)`?" } ?? ""
                    parser.report(
                        .warning(
                            "hints.unknown-key", at: key,
                            "unknown profile key `\(key.key)`; SixLayer ignores it.\(suggestion)"))
                }
            }
            let presentation = parser.readPresentation(read)
            profiles.append(
                PresentationProfile(
                    id: entry.key, presentation: presentation,
                    location: SourceLocation(file: file, line: entry.keyLine, column: entry.keyColumn)))
        }
        return (profiles.sorted { $0.id < $1.id }, parser.diagnostics)
    }
}
