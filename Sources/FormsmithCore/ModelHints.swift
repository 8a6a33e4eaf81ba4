/// Everything a model's `.hints` file says, after SixLayer's own reading rules.
public struct ModelHints: Hashable, Sendable {
    public var modelName: String
    /// Path of the hints file, relative to the project root.
    public var file: String
    /// Field entries in file order.
    public var fields: [FieldHints]
    /// `_sections`, or nil when the file has none (or SixLayer would ignore them).
    public var sections: [SectionHints]?
    /// `_defaults`, key → value as text, in file order.
    public var defaults: [KeyValue]
    /// `_ocrGroups`: group name → field ids.
    public var ocrGroups: [OCRGroup]
    /// `_defaults` as SixLayer reads it for collections, items and detail views.
    public var presentation = PresentationHints()

    public init(
        modelName: String, file: String, fields: [FieldHints] = [], sections: [SectionHints]? = nil,
        defaults: [KeyValue] = [], ocrGroups: [OCRGroup] = []
    ) {
        self.modelName = modelName
        self.file = file
        self.fields = fields
        self.sections = sections
        self.defaults = defaults
        self.ocrGroups = ocrGroups
    }

    public func field(_ id: String) -> FieldHints? { fields.first { $0.id == id } }
}

/// A key and a value shown as text.
public struct KeyValue: Hashable, Sendable {
    public var key: String
    public var value: String
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}

/// An `_ocrGroups` entry.
public struct OCRGroup: Hashable, Sendable {
    public var name: String
    public var fieldIDs: [String]
    public init(name: String, fieldIDs: [String]) {
        self.name = name
        self.fieldIDs = fieldIDs
    }
}
