import Foundation

struct Task {
    var title: String
    var notes: String
}
