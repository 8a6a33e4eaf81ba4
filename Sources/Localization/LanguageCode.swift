/// A language as Apple's projects name them (`de`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`; `_` as in
/// `pt_BR.lproj` reads as `-`): ISO 639 language, optional ISO 15924 script and region.
public struct LanguageCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The code as written, with `-` between its parts.
    public let code: String
    public let language: String

    public init?(_ raw: String) {
        let parts = raw.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }.map(String.init)
        guard let first = parts.first?.lowercased(), Self.known.contains(first) else { return nil }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.allSatisfy(\.isLetter) { rest = rest.dropFirst() }
        if let region = rest.first,
            (region.count == 2 && region.allSatisfy(\.isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber))
        {
            rest = rest.dropFirst()
        }
        guard rest.isEmpty else { return nil }
        language = first
        code = parts.joined(separator: "-")
    }

    public var description: String { code }

    public static func < (lhs: LanguageCode, rhs: LanguageCode) -> Bool { lhs.code < rhs.code }

    /// Written right to left, so the form mirrors (as iOS does for these languages).
    public var isRightToLeft: Bool { Self.rightToLeft.contains(language) }

    static let rightToLeft: Set<String> = ["ar", "ars", "he", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "iw"]

    /// ISO 639-1, and the ISO 639-2/3 codes Apple's platforms ship (`fil`, `yue`, `haw`…), and `base`.
    static let known: Set<String> = Set(
        """
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee
        el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it
        iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my
        na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn
        so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        iw in ji fil yue haw ckb chr ast ceb gsw kok mai mni sat ars base
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
