import Foundation
import SwiftData

/// A shop's customer, as the checkout form asks for them.
@Model final class Customer {
    var firstName: String
    var email: String
    var postalCode: String
    var country: String
    var newsletter: Bool
    var notes: String?
    var loyaltyPoints: Int
    var memberSince: Date

    init(firstName: String, email: String, postalCode: String, country: String, newsletter: Bool) {
        self.firstName = firstName
        self.email = email
        self.postalCode = postalCode
        self.country = country
        self.newsletter = newsletter
        loyaltyPoints = 0
        memberSince = .now
    }
}
