import FormsmithCore
import Layout

/// A model's `presentation` in `manifest.json`: how SixLayer presents its items and collections.
extension Manifest {
    struct PresentationEntry: ManifestEncodable {
        var dataType: String
        var context: String
        var complexity: String
        var preference: PreferenceEntry
        /// Each item part's field (`item<Part>Property`); absent when the hints name none.
        var item: [String: String]
        var defaultColor: String?
        var colorProvider: ColorProviderEntry?
    }

    /// `kind` is the preference's name, or `countBased` with its two sides and threshold.
    struct PreferenceEntry: ManifestEncodable {
        var kind: String
        var lowCount: String?
        var highCount: String?
        var threshold: Int?
    }

    struct ColorProviderEntry: ManifestEncodable {
        var property: String?
        var mapping: [String: String]
        var statusMapping: [String: String]?
    }

    static let itemParts = ["Title", "Subtitle", "Icon", "Color", "Footnote", "Status", "Description", "Tags"]

    static func presentation(_ presentation: PresentationHints) -> PresentationEntry {
        let preference =
            switch presentation.preference {
            case .single(let name): PreferenceEntry(kind: name)
            case .countBased(let low, let high, let threshold):
                PreferenceEntry(kind: "countBased", lowCount: low, highCount: high, threshold: threshold)
            }
        var item: [String: String] = [:]
        for part in itemParts {
            if let property = ItemParts.property(part, in: presentation) {
                item[part.prefix(1).lowercased() + part.dropFirst()] = property
            }
        }
        // Later entries win, as they do in the dictionary SixLayer builds.
        let dictionary = { (pairs: [KeyValue]) in Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
        }
        return PresentationEntry(
            dataType: presentation.dataType, context: presentation.context, complexity: presentation.complexity,
            preference: preference, item: item, defaultColor: presentation.defaultColor,
            colorProvider: presentation.colorProvider.map { provider in
                ColorProviderEntry(
                    property: provider.property, mapping: dictionary(provider.mapping),
                    statusMapping: provider.statusMapping.map(dictionary))
            })
    }
}
