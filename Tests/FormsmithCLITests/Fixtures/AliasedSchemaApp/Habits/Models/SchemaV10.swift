import SwiftData

enum SchemaV10: VersionedSchema {
    static var versionIdentifier = Schema.Version(10, 0, 0)
    static var models: [any PersistentModel.Type] { [Habit.self] }

    @Model
    final class Habit {
        var name: String = ""
        init() {}
    }
}
