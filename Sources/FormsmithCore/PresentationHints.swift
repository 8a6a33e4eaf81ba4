/// What a hints file's `_defaults` say about presenting the model, as SixLayer's loader reads them:
/// the form, the collection of items (`platformPresentItemCollection_L1`) and the item's detail
/// take their data type, context, complexity, collection preference, item parts and colours here.
/// Values SixLayer would not read are already dropped (with a warning) when this is made.
public struct PresentationHints: Hashable, Sendable {
    /// SixLayer's `DataTypeHint` raw value; `generic` when absent or unknown.
    public var dataType: String
    /// SixLayer's `PresentationContext`; `dashboard` when absent or unknown.
    public var context: String
    /// SixLayer's `ContentComplexity`; `moderate` when absent or unknown.
    public var complexity: String
    public var preference: PresentationPreference
    /// `_customPreferences`, in file order (SixLayer keeps it only when every value is a string).
    public var customPreferences: [KeyValue]
    /// Where each `…Property` preference's value is written, to point at a name that is no field.
    public var propertyLocations: [String: SourceLocation]
    public var defaultColor: String?
    /// `_colorMapping`: a Swift type's name → colour.
    public var colorMapping: [KeyValue]
    public var colorProvider: ItemColorProvider?

    public init(
        dataType: String = "generic", context: String = "dashboard", complexity: String = "moderate",
        preference: PresentationPreference = .single("automatic"), customPreferences: [KeyValue] = [],
        propertyLocations: [String: SourceLocation] = [:], defaultColor: String? = nil,
        colorMapping: [KeyValue] = [], colorProvider: ItemColorProvider? = nil
    ) {
        self.dataType = dataType
        self.context = context
        self.complexity = complexity
        self.preference = preference
        self.customPreferences = customPreferences
        self.propertyLocations = propertyLocations
        self.defaultColor = defaultColor
        self.colorMapping = colorMapping
        self.colorProvider = colorProvider
    }

    /// A `_customPreferences` value.
    public func preference(_ key: String) -> String? { customPreferences.last { $0.key == key }?.value }

    /// SixLayer's enums, as its loader matches them (case-insensitively; anything else is the default).
    public static let dataTypes = [
        "generic", "text", "number", "date", "image", "boolean", "collection", "numeric", "hierarchical",
        "temporal", "media", "form", "list", "grid", "chart", "custom", "user", "transaction", "action",
        "product", "communication", "location", "navigation", "card", "detail", "modal", "sheet",
    ]
    public static let contexts = [
        "dashboard", "browse", "detail", "edit", "create", "search", "settings", "profile", "summary", "list",
        "standard", "form", "modal", "navigation", "gallery",
    ]
    public static let complexities = ["simple", "moderate", "complex", "veryComplex", "advanced"]
    /// `PresentationPreference`'s cases that a string names (`countBased` is an object).
    public static let preferences = [
        "automatic", "minimal", "moderate", "rich", "custom", "detail", "modal", "navigation", "list", "masonry",
        "standard", "form", "card", "cards", "compact", "grid", "chart", "coverFlow",
    ]
}

/// `_presentationPreference`: one preference, or `countBased` (a collection of at most `threshold`
/// items takes `low`, a larger one `high`).
public enum PresentationPreference: Hashable, Sendable {
    case single(String)
    case countBased(low: String, high: String, threshold: Int)
}

/// `_itemColorProvider`: an item's colour from the value of its `property` (SixLayer's `type` key
/// names the property), looked up in `mapping`, then its `status` value in `statusMapping`.
public struct ItemColorProvider: Hashable, Sendable {
    public var property: String?
    public var mapping: [KeyValue]
    public var statusMapping: [KeyValue]?

    public init(property: String?, mapping: [KeyValue], statusMapping: [KeyValue]?) {
        self.property = property
        self.mapping = mapping
        self.statusMapping = statusMapping
    }
}

/// A named entry of `PresentationProfiles.hints`: the `_defaults` keys SixLayer's profile
/// catalog reads (`_colorMapping` and `_itemColorProvider` excepted: profiles drop them).
public struct PresentationProfile: Hashable, Sendable {
    public var id: String
    public var presentation: PresentationHints
    public var location: SourceLocation

    public init(id: String, presentation: PresentationHints, location: SourceLocation) {
        self.id = id
        self.presentation = presentation
        self.location = location
    }
}
