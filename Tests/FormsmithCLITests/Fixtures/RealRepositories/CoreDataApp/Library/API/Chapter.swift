import Foundation

/// A chapter as the API sends it; Core Data generates the entity's own `Chapter` class.
final class Chapter: Codable {
    var number: String = ""
    var title: String?
}
