import Foundation
import SwiftData

enum SchemaV12: VersionedSchema {
    static var versionIdentifier = Schema.Version(12, 0, 0)
    static var models: [any PersistentModel.Type] { [Habit.self, Level2.self, Level10.self] }

    @Model
    final class Habit {
        var name: String = ""
        var createdAt: Date = Date.now
        var note: String = ""
        var streak: Int = 0
        #if os(iOS)
        var reminderToken: String = ""
        #endif

        init(name: String) {
            self.name = name
        }
    }
}
