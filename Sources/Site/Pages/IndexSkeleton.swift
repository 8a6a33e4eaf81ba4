/// The index page with its card list and doc list left out: the page is then this text with
/// every card's and every doc entry's HTML in their places, as pieces never joined. Rendering
/// the page through the theme again for one changed card would copy every card in a big project.
///
/// Only for a theme whose index (and the partials it includes) reads the lists as `cardsHTML` and
/// `docItemsHTML` alone, raw: one that reads `models` or `docs`, or escapes the HTML, is rendered whole.
struct IndexSkeleton: Sendable {
    enum Part: Sendable {
        case text([UInt8])
        case cards
        case docItems
    }

    let parts: [Part]

    /// Stand-ins for the two lists: `<` is escaped by an escaping tag, so an escaped list is never
    /// mistaken for a raw one.
    static let cardsMarker = "<formsmith-index-cards\u{1}>"
    static let docItemsMarker = "<formsmith-index-doc-items\u{1}>"
    /// What a theme's index must not read for the page to be made from the skeleton.
    static let listNames: Set<String> = ["models", "docs"]

    /// The skeleton in `rendered`: the index rendered with the markers in place of the lists that
    /// are not empty. nil when a marker is there more than once; one not there is a list the
    /// theme does not show.
    init?(rendered: [UInt8]) {
        let cards = Self.ranges(of: Array(Self.cardsMarker.utf8), in: rendered)
        let docItems = Self.ranges(of: Array(Self.docItemsMarker.utf8), in: rendered)
        // A marker's name anywhere but in a whole marker: the list went through escaping.
        let names = ["formsmith-index-cards", "formsmith-index-doc-items"].map {
            Self.ranges(of: Array(($0 + "\u{1}").utf8), in: rendered).count
        }
        guard cards.count <= 1, docItems.count <= 1, names == [cards.count, docItems.count] else { return nil }
        let found = cards.map { ($0, Part.cards) } + docItems.map { ($0, Part.docItems) }
        var parts: [Part] = []
        var start = 0
        for (range, part) in found.sorted(by: { $0.0.lowerBound < $1.0.lowerBound }) {
            parts += [.text(Array(rendered[start..<range.lowerBound])), part]
            start = range.upperBound
        }
        parts.append(.text(Array(rendered[start...])))
        self.parts = parts
    }

    /// The page's pieces: the text, with the cards and doc entries in their places. By count and
    /// position (`card(i)`, `docItem(i)`), read where they are kept: gathering them into arrays
    /// first copied every form's and doc's pieces on each rebuild of a big site.
    func pieces(
        cards: Int, card: (Int) -> [UInt8], docItems: Int, docItem: (Int) -> [UInt8]
    ) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        pieces.reserveCapacity(cards + docItems + parts.count)
        for part in parts {
            switch part {
            case .text(let text): pieces.append(text)
            case .cards: for index in 0..<cards { pieces.append(card(index)) }
            case .docItems: for index in 0..<docItems { pieces.append(docItem(index)) }
            }
        }
        return pieces
    }

    private static func ranges(of marker: [UInt8], in bytes: [UInt8]) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0] && bytes[index..<index + marker.count].elementsEqual(marker) {
                found.append(index..<index + marker.count)
                index += marker.count
            } else {
                index += 1
            }
        }
        return found
    }
}
