import FormsmithCore

/// How SixLayer's `platformPresentItemCollection_L1` shows a collection of a model's items: the
/// preference the hints give, the view SixLayer picks for it (its `PresentationStrategy`), and
/// why, in words for the page. Decided for an iPhone, the platform the preview's frame stands
/// for; the reason says where an iPad or a Mac would differ.
public struct CollectionChoice: Hashable, Sendable {
    /// The preference this collection is shown in (`cards`, `list`…; `automatic` when none).
    public var preference: String
    /// SixLayer's view: `list`, `grid`, `expandableCards`, `masonry`, `coverFlow` or `adaptive`.
    public var strategy: String
    public var itemCount: Int
    public var reason: String

    /// The collections a model page shows: one, or for `countBased` one on each side of the threshold.
    public static func choices(for presentation: PresentationHints) -> [CollectionChoice] {
        switch presentation.preference {
        case .single(let preference):
            return [choice(preference, count: defaultCount, presentation: presentation, reason: nil)]
        case .countBased(let low, let high, let threshold):
            var choices: [CollectionChoice] = []
            if threshold >= 1 {
                let count = min(threshold, defaultCount)
                choices.append(
                    choice(
                        low, count: count, presentation: presentation,
                        reason: "\(count) \(items(count)), at most the threshold of \(threshold): `lowCount` (\(low))"))
            }
            let count = max(threshold + 1, 1)
            choices.append(
                choice(
                    high, count: count, presentation: presentation,
                    reason: "\(count) \(items(count)), more than the threshold of \(threshold): `highCount` (\(high))"))
            return choices
        }
    }

    /// Items in a collection that has no count of its own.
    public static let defaultCount = 6

    private static func choice(
        _ preference: String, count: Int, presentation: PresentationHints, reason: String?
    ) -> CollectionChoice {
        var (strategy, why) = strategy(for: preference, count: count, dataType: presentation.dataType)
        // SixLayer checks the data type before the preference: media and navigation decide alone.
        if presentation.dataType == "media" {
            (strategy, why) = (
                "adaptive", "`_dataType` media: an iPhone shows media adaptively, whatever the preference"
            )
        } else if presentation.dataType == "navigation" {
            (strategy, why) = ("masonry", "`_dataType` navigation: iPhone and Mac show navigation items as masonry")
        }
        let text = [reason, why].compactMap { $0 }.joined(separator: "; ")
        return CollectionChoice(preference: preference, strategy: strategy, itemCount: count, reason: text)
    }

    private static func strategy(for preference: String, count: Int, dataType: String) -> (String, String) {
        switch preference {
        case "cards", "card": return ("expandableCards", "`\(preference)` shows expandable cards")
        case "list": return ("list", "`list` shows rows")
        case "grid": return ("grid", "`grid` shows a grid")
        case "masonry": return ("masonry", "`masonry` shows columns of uneven tiles")
        case "coverFlow": return ("coverFlow", "`coverFlow` shows a scrolling strip")
        case "automatic": return automatic(count: count, dataType: dataType)
        default: return ("adaptive", "SixLayer has no collection view for `\(preference)`: it shows the adaptive one")
        }
    }

    /// The count-aware choice: generic and collection data go to cards or a grid up to a threshold
    /// (8 items on an iPhone, 12 on an iPad or a Mac), to a list above it and above 200 items.
    private static func automatic(count: Int, dataType: String) -> (String, String) {
        guard dataType == "generic" || dataType == "collection" else {
            return ("adaptive", "no preference and `_dataType` \(dataType): SixLayer shows the adaptive view")
        }
        if count > 200 { return ("list", "no preference and \(count) items, over 200: SixLayer shows a list") }
        if count > 8 {
            return ("list", "no preference and \(count) items, more than an iPhone's 8 (12 on iPad and Mac): a list")
        }
        if count <= 4 {
            return (
                "expandableCards",
                "no preference and \(count) \(items(count)): an iPhone shows cards (iPad and Mac a grid)"
            )
        }
        return ("grid", "no preference and \(count) items, at most an iPhone's 8: SixLayer shows a grid")
    }

    private static func items(_ count: Int) -> String { count == 1 ? "item" : "items" }
}
