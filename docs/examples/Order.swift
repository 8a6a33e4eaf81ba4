import Foundation

/// A customer's order, from checkout to delivery.
struct Order: Codable {
    let orderNumber: String
    var customer: User
    var status: Status = .pending
    var placedAt: Date
    var shippingAddress: Address
    var quantity: Int = 1
    var subtotal: Double
    var discountCode: String?
    var total: Double
    var giftMessage: String?
    var isGift: Bool = false

    enum Status: String, CaseIterable, Codable {
        case pending, paid, shipped, delivered, cancelled
    }

    /// Where the parcel goes; shown as a nested group inside the order form.
    struct Address: Codable {
        var street: String
        var city: String
        var postalCode: String
        var country: String
    }
}
