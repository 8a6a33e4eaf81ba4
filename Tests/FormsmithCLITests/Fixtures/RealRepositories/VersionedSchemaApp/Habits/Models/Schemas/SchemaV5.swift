import Foundation
import SwiftData

enum SchemaV5: VersionedSchema {
    static var versionIdentifier = Schema.Version(5, 0, 0)
    static var models: [any PersistentModel.Type] { [Habit.self] }

    @Model
    final class Habit {
        var name: String = ""
        var createdAt: Date = Date.now
        var note: String = ""

        init(name: String) {
            self.name = name
        }
    }
}
