import Foundation

struct Note {
    var body: String
}
