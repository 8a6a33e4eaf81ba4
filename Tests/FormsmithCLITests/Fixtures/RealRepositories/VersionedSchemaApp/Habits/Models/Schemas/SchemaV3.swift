import Foundation
import SwiftData

enum SchemaV3: VersionedSchema {
    static var versionIdentifier = Schema.Version(3, 0, 0)
    static var models: [any PersistentModel.Type] { [Habit.self] }

    @Model
    final class Habit {
        var name: String = ""
        var createdAt: Date = Date.now
        #if os(iOS)
        var colorName: String = "blue"
        #else
        var colorHex: String = "#0000FF"
        #endif

        init(name: String) {
            self.name = name
        }
    }
}
