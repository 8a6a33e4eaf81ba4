import Foundation

/// An order placed in the shop.
struct Order: Identifiable, Codable {
    let id: UUID
    var reference: String
    var quantity: Int
    var notes: String?
}
