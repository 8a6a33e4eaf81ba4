import Foundation
import SwiftData

@Model
final class Todo {
    var title: String
    var notes: String?
    var dueDate: Date?
    var isDone: Bool
    var priority: Int
    var customRepeatType: String?
    var physicalUnblockQRCodeID: String?
    var locationAddress: String?
    var project: Project?

    init(title: String, priority: Int = 0) {
        self.title = title
        self.isDone = false
        self.priority = priority
    }
}
