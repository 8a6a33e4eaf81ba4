/// A language as Apple's projects name them (`de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`, `es-419`; `_` as
/// in `pt_BR.lproj` reads as `-`; the legacy `English.lproj` as `en`): an ISO 639 language, an
/// optional ISO 15924 script, region and variants, written in BCP 47's canonical case (`zh-Hans-CN`).
/// A deprecated code reads as its current one (`iw` → `he`).
public struct LanguageCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The canonical code, with `-` between its parts.
    public let code: String
    /// The ISO 639 language alone, lowercased (`zh` of `zh-Hans`).
    public let language: String
    /// The ISO 15924 script, where the code names one (`Latn` of `sr-Latn`).
    public let script: String?

    /// Nil when `raw` is no well-formed language code (`english`, `e1`, `de-XYZW1`).
    public init?(_ raw: String) {
        guard let read = Self.read(raw) else { return nil }
        self = read.code
    }

    private init(language: String, script: String?, code: String) {
        self.language = language
        self.script = script
        self.code = code
    }

    /// `raw` read as a language code, with the deprecated language code it was written with
    /// (`iw` of `iw.lproj`, read as `he`), where it was; nil when `raw` is no language code.
    public static func read(_ raw: String) -> (code: LanguageCode, deprecated: String?)? {
        if let legacy = legacyNames[raw] { return (LanguageCode(language: legacy, script: nil, code: legacy), nil) }
        let parts = raw.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "_" }
        guard let first = parts.first, first.allSatisfy(\.isASCIILetter) else { return nil }
        var language = first.lowercased()
        var deprecated: String?
        switch language.count {
        case 2:
            if let current = deprecatedCodes[language] {
                deprecated = language
                language = current
            }
            guard twoLetterCodes.contains(language) else { return nil }
        // Every three-letter code is well-formed (BCP 47): ISO 639-2 and 639-3 hold ~7,900 of them.
        case 3: break
        default: return nil
        }
        var written = [language]
        var rest = parts.dropFirst()
        var script: String?
        if let part = rest.first, part.count == 4, part.allSatisfy(\.isASCIILetter) {
            script = part.prefix(1).uppercased() + part.dropFirst().lowercased()
            written.append(script!)
            rest = rest.dropFirst()
        } else if let deprecated, let implied = deprecatedScripts[deprecated] {
            script = implied
            written.append(implied)
        }
        if let part = rest.first,
            (part.count == 2 && part.allSatisfy(\.isASCIILetter))
                || (part.count == 3 && part.allSatisfy(\.isASCIIDigit))
        {
            written.append(part.uppercased())
            rest = rest.dropFirst()
        }
        // Variants as the registry has them (`ca-ES-valencia`, `de-CH-1996`, `sl-rozaj`): 5–8 letters, or
        // a digit then 3–7 letters or digits. A code with a number stuck on (`de-XYZW1`) is a typo, not a variant.
        for part in rest {
            let isVariant =
                part.first?.isASCIIDigit == true
                ? (4...8).contains(part.count) && part.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit }
                : (5...8).contains(part.count) && part.allSatisfy(\.isASCIILetter)
            guard isVariant else { return nil }
            written.append(part.lowercased())
        }
        return (LanguageCode(language: language, script: script, code: written.joined(separator: "-")), deprecated)
    }

    public var description: String { code }

    public static func < (lhs: LanguageCode, rhs: LanguageCode) -> Bool { lhs.code < rhs.code }

    /// Written right to left, so the form mirrors (as iOS does for these languages): by its script
    /// where the code names one (`az-Arab` is, `ku-Latn` is not), else by its language.
    public var isRightToLeft: Bool {
        script.map(Self.rightToLeftScripts.contains) ?? Self.rightToLeft.contains(language)
    }

    static let rightToLeft: Set<String> = [
        "ar", "ars", "arz", "apc", "acm", "he", "fa", "prs", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "syr", "nqo",
        "ks", "pnb", "lrc", "mzn", "glk", "bal",
    ]
    static let rightToLeftScripts: Set<String> = ["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand"]

    /// ISO 639-1: every two-letter language code.
    static let twoLetterCodes: Set<String> = Set(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee
        el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it
        iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my
        na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn
        so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: \.isWhitespace).map(String.init))

    /// Codes ISO 639 withdrew, and the codes that replaced them (`no` and `tl` stand: they are current).
    static let deprecatedCodes = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "sh": "sr"]
    /// Withdrawn codes that named a script too: Serbo-Croatian `sh` is Serbian in Latin letters
    /// (CLDR's alias), unless the code names its script.
    static let deprecatedScripts = ["sh": "Latn"]

    /// The English names old projects give their `.lproj` folders, which Apple's bundles still read.
    static let legacyNames = [
        "English": "en", "French": "fr", "German": "de", "Italian": "it", "Japanese": "ja", "Spanish": "es",
        "Dutch": "nl", "Swedish": "sv", "Danish": "da", "Finnish": "fi", "Norwegian": "nb", "Portuguese": "pt",
        "Korean": "ko", "Chinese": "zh", "Russian": "ru", "Polish": "pl", "Hebrew": "he", "Arabic": "ar",
        "Greek": "el", "Turkish": "tr", "Czech": "cs", "Hungarian": "hu", "Thai": "th",
    ]
}

extension Character {
    fileprivate var isASCIILetter: Bool { isASCII && isLetter }
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
