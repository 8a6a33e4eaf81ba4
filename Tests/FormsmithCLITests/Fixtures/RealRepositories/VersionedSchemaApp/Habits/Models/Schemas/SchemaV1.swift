import Foundation
import SwiftData

enum SchemaV1: VersionedSchema {
    static var versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Habit.self] }

    @Model
    final class Habit {
        var name: String = ""
        var createdAt: Date = Date.now

        init(name: String) {
            self.name = name
        }
    }
}
