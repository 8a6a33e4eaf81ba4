/// The `profiles` template's keys: each presentation profile with its settings and a collection
/// of sample items as a model it suits would show them.
package struct ProfilesPageContext: Encodable {
    var file: String
    var profiles: [ProfileContext]
}

struct ProfileContext: Encodable {
    var id: String
    var headingID: String
    var settings: [PresentationRow]
    /// Models whose `_dataType` is the profile's.
    var suits: [ProfileModel]
    var hasSuits: Bool
    /// Which model's items the preview shows, and why that one.
    var previewNoteHTML: String?
    var collections: [CollectionContext]
    var titleNoteHTML: String?
}

struct ProfileModel: Encodable {
    var name: String
    var path: String
}
