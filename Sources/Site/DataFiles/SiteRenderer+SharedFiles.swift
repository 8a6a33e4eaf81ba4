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
    /// manifest, then the search index, the i-th entry of each its piece 1 + 2i, then a file per
    /// language (`patchLanguageFile`). False when the kept files are laid out otherwise.
    func patchSharedFiles(
        _ files: inout [SiteFile], formsMade: [Int], docsMade: [Int],
        pieces: (forms: [FormPieces], docs: [DocPieces])
    ) -> Bool {
        let (forms, docs) = (pieces.forms.count, pieces.docs.count)
        guard review == nil, files.count == 2 + languages.count, files[0].path == "manifest.json",
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
        guard !formsMade.isEmpty else { return true }
        for (position, language) in languages.enumerated() {
            guard files[2 + position].path == language.path,
                patchLanguageFile(&files[2 + position], position: position, formsMade: formsMade, forms: pieces.forms)
            else { return false }
        }
        return true
    }

    /// A language's file lists the forms with text in the language, which is every form (the
    /// translator gives each form an entry in each language): a form's entry is then its piece
    /// 1 + 2i, as in the manifest. Patched only when the file listed every form (its piece count
    /// says) and each form made again has an entry now: the others are as they were, so each of
    /// them has one too. Else it is joined again.
    private func patchLanguageFile(
        _ file: inout SiteFile, position: Int, formsMade: [Int], forms: [FormPieces]
    ) -> Bool {
        guard file.pieceCount == 2 * forms.count + 1 else { return false }
        for index in formsMade {
            guard forms[index].languages.indices.contains(position), let entry = forms[index].languages[position],
                file.replacePiece(at: 1 + 2 * index, with: entry)
            else { return false }
        }
        return true
    }
}
