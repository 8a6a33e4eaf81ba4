import Foundation

/// The API's view of a series: not the stored entity.
struct Manga: Codable {
    var id: String
    var title: [String: String]
    var chapterCount: String?
}
