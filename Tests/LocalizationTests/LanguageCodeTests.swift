import Testing

@testable import Localization

/// Every ISO 639 code is a language, in any of the spellings Apple's projects use; a deprecated
/// code reads as its current one; only what is no language code at all is unknown.
@Suite struct LanguageCodeTests {
    @Test(arguments: [
        // ISO 639-1, and three-letter ISO 639-2/3 codes beyond any list Apple ships.
        ("de", "de"), ("fil", "fil"), ("haw", "haw"), ("yue", "yue"), ("ckb", "ckb"), ("ast", "ast"),
        ("chr", "chr"), ("sgs", "sgs"), ("szl", "szl"), ("no", "no"), ("tl", "tl"),
        // Scripts, regions, UN M.49 regions, variants, in BCP 47's case.
        ("zh-Hans", "zh-Hans"), ("sr-Latn", "sr-Latn"), ("pt-BR", "pt-BR"), ("es-419", "es-419"),
        ("zh-hant-tw", "zh-Hant-TW"), ("ca-ES-valencia", "ca-ES-valencia"), ("DE-ch", "de-CH"),
        // Apple's `.lproj` spellings.
        ("zh_CN", "zh-CN"), ("pt_PT", "pt-PT"), ("English", "en"), ("German", "de"), ("Japanese", "ja"),
        ("French", "fr"),
    ])
    func isALanguage(_ raw: String, _ code: String) {
        #expect(LanguageCode(raw)?.code == code)
        #expect(LanguageCode.read(raw)?.deprecated == nil)
    }

    @Test(arguments: [
        ("iw", "he"), ("in", "id"), ("ji", "yi"), ("jw", "jv"), ("mo", "ro"), ("iw_IL", "he-IL"), ("sh", "sr-Latn"),
        ("sh_RS", "sr-Latn-RS"), ("sh-Cyrl", "sr-Cyrl"),
    ])
    func aDeprecatedCodeReadsAsItsCurrentOne(_ raw: String, _ code: String) {
        let read = LanguageCode.read(raw)
        #expect(read?.code.code == code)
        #expect(read?.deprecated == String(raw.prefix(2)))
    }

    @Test(arguments: ["english", "e1", "xx", "klingon", "de-XYZW1", "", "de-", "Base", "zh-Hans-CN-x"])
    func isNoLanguage(_ raw: String) {
        #expect(LanguageCode(raw) == nil)
    }

    @Test func rightToLeftFollowsTheScriptWhereTheCodeNamesOne() {
        #expect(LanguageCode("iw")?.isRightToLeft == true)
        #expect(LanguageCode("ckb")?.isRightToLeft == true)
        #expect(LanguageCode("az-Arab")?.isRightToLeft == true)
        #expect(LanguageCode("ku-Latn")?.isRightToLeft == false)
        #expect(LanguageCode("pa")?.isRightToLeft == false)
    }
}
