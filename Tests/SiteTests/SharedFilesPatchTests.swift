import Testing
import FormsmithCore
import Layout
@testable import Site
@testable import Templates
@testable import SiteOutput

/// `serve` puts a saved form's entries in place in the kept manifest, search index and language
/// files: the result must be the files joined afresh, and a file whose entries moved is not patched.
@Suite struct SharedFilesPatchTests {
    let library = Theme.builtIn.templateLibrary().library
    let german = SiteLanguage(code: "de", isRightToLeft: false, framework: [])

    /// A form with a German entry listing `untranslated`, or with none (nil).
    func form(_ name: String, german untranslated: [String]?) -> FormLayout {
        var form = FormLayout.titleOnly(name)
        if let untranslated {
            var language = FormTranslations.Language(code: "de", isRightToLeft: false)
            language.untranslated = untranslated
            form.translations.languages = [language]
        }
        return form
    }

    func pieces(_ forms: [FormLayout]) -> [FormPieces] {
        forms.map { FormPieces(form: $0, page: "models/\($0.name).html", library: library, languages: [german]) }
    }

    func renderer(_ forms: [FormLayout]) -> SiteRenderer {
        var renderer = SiteRenderer(siteTitle: "Demo", forms: forms, docs: [], theme: .builtIn)
        renderer.languages = [german]
        return renderer
    }

    @Test func aSavedFormsEntriesArePutInPlaceInEveryFile() {
        let before = ["Alpha", "Beta", "Gamma"].map { form($0, german: []) }
        let renderer = renderer(before)
        var kept = renderer.sharedFiles(forms: pieces(before), docs: [])
        #expect(kept.map(\.path) == ["manifest.json", SearchIndex.path, german.path])
        var after = before
        after[1] = form("Beta", german: ["title label"])
        after[1].sections[0].title = "Essentials"
        let made = pieces(after)
        #expect(renderer.patchSharedFiles(&kept, formsMade: [1], docsMade: [], pieces: (made, [])))
        let joined = renderer.sharedFiles(forms: made, docs: [])
        #expect(kept == joined)
        #expect(
            String(decoding: kept[2].contents, as: UTF8.self).contains(
                "\"Beta\":{\"fields\":{},\"sections\":{},\"untranslated\":[\"title label\"]"))
    }

    @Test func aLanguageFileWhoseEntriesMovedIsNotPatched() {
        // Alpha has no German entry, so Beta's is the first in the German file, not the second.
        let before = [form("Alpha", german: nil), form("Beta", german: []), form("Gamma", german: [])]
        let renderer = renderer(before)
        let kept = renderer.sharedFiles(forms: pieces(before), docs: [])
        var after = before
        after[1] = form("Beta", german: ["title label"])
        var patched = kept
        #expect(
            !renderer.patchSharedFiles(&patched, formsMade: [1], docsMade: [], pieces: (pieces(after), [])))
        // Alpha gains an entry: the file listed one form fewer.
        after[0] = form("Alpha", german: [])
        patched = kept
        #expect(
            !renderer.patchSharedFiles(&patched, formsMade: [0], docsMade: [], pieces: (pieces(after), [])))
    }
}
