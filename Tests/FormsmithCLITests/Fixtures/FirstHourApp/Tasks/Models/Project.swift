import Foundation
import SwiftData

@Model
final class Project {
    var name: String
    var colorCode: String
    var startDate: Date
    var budgetCents: Int
    @Relationship(deleteRule: .cascade, inverse: \Todo.project) var todos: [Todo] = []

    init(name: String, colorCode: String, startDate: Date, budgetCents: Int) {
        self.name = name
        self.colorCode = colorCode
        self.startDate = startDate
        self.budgetCents = budgetCents
    }
}
