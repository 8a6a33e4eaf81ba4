import Foundation

/// A person who signs in to the app.
///
/// The User model as it was before (the browser tests' review base): `mail` was renamed `email`,
/// `fax` removed and `website` added since.
struct User: Identifiable, Codable {
    let id: UUID
    var firstName: String
    var lastName: String
    var mail: String
    var fax: String?
    var phone: String?
    var birthDate: Date?
    var bio: String = ""
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
