import Foundation

/// A customer's order.
public struct Order {
    /// Who placed the order.
    public var customer: String
    /// The amount due, tax included.
    public var total: Decimal
    public var placedAt: Date
    public var isGift: Bool
}
