import Foundation

/// Something the shop sells.
struct Product: Codable {
    var sku: String
    var name: String
    var summary: String
    var price: Decimal
    var stock: UInt
    var weightGrams: Int?
    var category: Category
    var tags: [String] = []
    var isActive: Bool = true
    var imageURL: URL?
    var internalNotes: String?

    enum Category: String, CaseIterable, Codable {
        case books, music, games, garden
    }
}
