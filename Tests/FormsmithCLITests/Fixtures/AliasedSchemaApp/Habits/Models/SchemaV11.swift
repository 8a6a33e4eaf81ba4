import Foundation
import SwiftData

enum SchemaV11: VersionedSchema {
    static var versionIdentifier = Schema.Version(11, 0, 0)
    static var models: [any PersistentModel.Type] { [Habit.self] }

    /// Something done every day.
    @Model
    final class Habit {
        var name: String = ""
        var startedAt: Date = Date()
        init() {}
    }
}
