import Foundation

/// A person who signs in to the app.
///
/// The profile form is laid out by `Hints/User.hints`.
struct User: Identifiable, Codable {
    let id: UUID
    var firstName: String
    var lastName: String
    var email: String
    var phone: String?
    var birthDate: Date?
    var bio: String = ""
    var website: URL?
    var role: Role = .member
    var newsletter: Bool = true
    var createdAt: Date
    var passwordHash: String

    /// Shown in lists; not stored, so never part of the form.
    var displayName: String { "\(firstName) \(lastName)" }

    enum Role: String, CaseIterable, Codable {
        case member
        case moderator
        case admin
    }
}
