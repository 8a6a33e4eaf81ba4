import Templates
import SiteOutput
import PageContexts

/// The index page as pieces: its skeleton, rendered once, and each card's and doc entry's HTML.
extension SiteRenderer {
    /// The index page made from its skeleton (`IndexSkeleton`) and every card's and doc entry's
    /// HTML, as pieces; nil when the theme's index reads the lists otherwise, so it is rendered whole.
    /// `skeleton`: the page cache's, kept while the rest of the page is unchanged.
    func indexFile(
        pieces: (forms: [FormPieces], docs: [DocPieces]), library: TemplateLibrary,
        skeleton: (() -> IndexSkeleton?) -> IndexSkeleton?
    ) -> SiteFile? {
        guard !library.references(anyOf: IndexSkeleton.listNames, in: "index") else {
            return nil
        }
        let made = skeleton {
            // The real counts and flags (from the forms and docs); only the lists stand in.
            var context = indexContext(pieces: ([], []))
            context.content.cardsHTML = forms.isEmpty ? "" : IndexSkeleton.cardsMarker
            context.content.docItemsHTML = docs.isEmpty ? "" : IndexSkeleton.docItemsMarker
            return library.renderBytes(TemplateEncoder.encode(context), withTemplate: "index").flatMap(
                IndexSkeleton.init)
        }
        guard let made else { return nil }
        return SiteFile(
            path: "index.html",
            pieces: made.pieces(
                cards: pieces.forms.count, card: { pieces.forms[$0].cardBytes }, docItems: pieces.docs.count,
                docItem: { pieces.docs[$0].itemBytes }))
    }

    /// The index's context from the forms' and docs' pieces (each card and list entry rendered once).
    func indexContext(pieces: (forms: [FormPieces], docs: [DocPieces])) -> PageContext<IndexPageContext> {
        indexContext(cards: pieces.forms.map(\.card), docItems: pieces.docs.map(\.item))
    }
}
