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

    /// Puts the pieces of the forms and docs made again (`formsMade`, `docsMade`: positions in
    /// `pieces`) in place in the kept shared files, laid out as `sharedPieces` lays them: the
    /// manifest, then the search index, the i-th entry of each its piece 1 + 2i. False when the
    /// kept files are laid out otherwise, or there are language files (their entries skip the
    /// forms with no text in the language, so a form's place there is not its position).
    func patchSharedFiles(
        _ files: inout [SiteFile], formsMade: [Int], docsMade: [Int],
        pieces: (forms: [FormPieces], docs: [DocPieces])
    ) -> Bool {
        let (forms, docs) = (pieces.forms.count, pieces.docs.count)
        guard languages.isEmpty, review == nil, files.count == 2, files[0].path == "manifest.json",
            files[0].pieceCount == 2 * forms + 1, files[1].path == SearchIndex.path,
            files[1].pieceCount == 2 * (forms + docs) + 1
        else { return false }
        for index in formsMade {
            guard files[0].replacePiece(at: 1 + 2 * index, with: pieces.forms[index].manifest),
                files[1].replacePiece(at: 1 + 2 * index, with: pieces.forms[index].search)
            else { return false }
        }
        for index in docsMade {
            guard files[1].replacePiece(at: 1 + 2 * (forms + index), with: pieces.docs[index].search) else {
                return false
            }
        }
        return true
    }
}
