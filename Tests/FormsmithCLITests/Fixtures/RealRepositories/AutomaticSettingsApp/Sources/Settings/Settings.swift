import AutomaticSettings

struct Settings: AutomaticSettings {
    struct Playback: AutomaticSettings {
        // sourcery: range = 0...10
        /// How loud playback is.
        var volume: Int = 5
        var autoplay: Bool = true
    }

    struct Appearance: AutomaticSettings {
        var theme: Theme = .system
        var fontScale: Double = 1.0
    }

    var playback: Playback = .init()
    var appearance: Appearance = .init()
    var username: String = ""
}

enum Theme: String, AutomaticSettingsEnum, CaseIterable {
    case system, light, dark
}
