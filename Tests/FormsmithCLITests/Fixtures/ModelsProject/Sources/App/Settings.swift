import SwiftUI

struct Settings {
    /// How loud the app is.
    // sourcery: range = 0...10
    var volume: Int = 5
    // sourcery: skipSetting
    var internalFlag: Bool = false
    // sourcery: requiresRestart, sideEffect = reloadTheme
    var theme: String = "light"
    @AppStorage("username") var username: String = ""
    @Published var isOnline: Bool = false
    @NSManaged var legacy: String
}
