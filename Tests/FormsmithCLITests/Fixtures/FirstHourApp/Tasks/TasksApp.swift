import SwiftUI
import SwiftData

@main
struct TasksApp: App {
    var body: some Scene {
        WindowGroup { Text("Tasks") }
            .modelContainer(for: [Todo.self, Project.self])
    }
}
