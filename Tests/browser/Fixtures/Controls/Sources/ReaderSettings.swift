import AutomaticSettings

/// A settings type with no hints: AutomaticSettings' own views draw it.
struct ReaderSettings: AutomaticSettings {
    struct Display: AutomaticSettings {
        var showsImages: Bool = true
        var columns: Int = 2
        var layout: Layout = .cards
    }

    var nickname: String = ""
    var display: Display = .init()
}

enum Layout: String, AutomaticSettingsEnum, CaseIterable {
    case cards, list
}
