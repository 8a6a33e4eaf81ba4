import SiteOutput

extension SiteRenderer {
    /// `manifest.json` and the search index from each form's and doc's pieces, as files kept in
    /// pieces: a rebuild that changes one form's piece joins nothing (`serve`).
    func sharedFiles(forms: [FormPieces], docs: [DocPieces]) -> [SiteFile] {
        sharedPieces(forms: forms, docs: docs).map { SiteFile(path: $0.path, pieces: $0.pieces) }
    }

    /// Each shared file's path and pieces. A site written as it renders writes them from the
    /// pieces and never holds them whole (`manifest.json` grows with every field of every model).
    func sharedPieces(forms: [FormPieces], docs: [DocPieces]) -> [(path: String, pieces: [[UInt8]])] {
        [
            ("manifest.json", Manifest.joinedPieces(count: forms.count) { forms[$0].manifest }),
            (
                SearchIndex.path,
                SearchIndex.joinedPieces(count: forms.count + docs.count) {
                    $0 < forms.count ? forms[$0].search : docs[$0 - forms.count].search
                }
            ),
        ]
            + languages.enumerated().map { position, language in
                // The review page's forms as they were: their own text in each language.
                let before = review?.changed.compactMap {
                    $0.before.flatMap { LanguageFile.piece($0, language: language.code) }
                }
                return (
                    language.path,
                    LanguageFile.joinedPieces(
                        language, forms.compactMap { $0.languages[position] }, before: before ?? [])
                )
            }
    }
}
