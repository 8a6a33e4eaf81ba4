import Foundation

struct Customer: Codable {
    var name: String
    var email: String
}
