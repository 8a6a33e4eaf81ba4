/// One entry of `_sections`.
public struct SectionHints: Hashable, Sendable {
    public var id: String
    public var title: String
    public var description: String?
    /// Field ids in display order, as written (unknown ids are dropped later, with a warning).
    public var fieldIDs: [String]
    public var layoutStyle: LayoutStyle
    public var isCollapsible: Bool
    public var isCollapsed: Bool
    public var metadata: [KeyValue]
    public var location: SourceLocation

    public init(
        id: String, title: String, description: String? = nil, fieldIDs: [String] = [],
        layoutStyle: LayoutStyle = .vertical, isCollapsible: Bool = false, isCollapsed: Bool = false,
        metadata: [KeyValue] = [], location: SourceLocation
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.fieldIDs = fieldIDs
        self.layoutStyle = layoutStyle
        self.isCollapsible = isCollapsible
        self.isCollapsed = isCollapsed
        self.metadata = metadata
        self.location = location
    }
}

/// A section's `layoutStyle`; exact and case-sensitive, as SixLayer reads it.
public enum LayoutStyle: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal, grid, adaptive, standard, compact, spacious
}
