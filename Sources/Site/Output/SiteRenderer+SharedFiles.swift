extension SiteRenderer {
    /// `manifest.json` and the search index from each form's and doc's pieces. When the site is
    /// written as it renders, they are written from the pieces and never held whole
    /// (`manifest.json` grows with every field of every model) and nothing is returned; else they are joined.
    func writeSharedFiles(forms: [FormPieces], docs: [DocPieces]) -> [SiteFile] {
        let shared = [
            ("manifest.json", Manifest.joinedPieces(forms.map(\.manifest))),
            (SearchIndex.path, SearchIndex.joinedPieces(forms.map(\.search) + docs.map(\.search))),
        ]
        // Kept as pieces: a rebuild that changes one form's piece joins nothing (`serve`).
        guard let site else { return shared.map { SiteFile(path: $0.0, pieces: $0.1) } }
        for (path, pieces) in shared { site.add(path: path, pieces: pieces) }
        return []
    }
}
