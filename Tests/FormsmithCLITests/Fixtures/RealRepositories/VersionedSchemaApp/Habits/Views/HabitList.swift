import SwiftUI

struct HabitList: View {
    #if os(macOS)
    var spacing: Double = 8
    #else
    var spacing: Double = 12
    #endif

    var body: some View {
        #if os(iOS)
        Text("Habits")
        #else
        Text("All Habits")
        #endif
    }
}
