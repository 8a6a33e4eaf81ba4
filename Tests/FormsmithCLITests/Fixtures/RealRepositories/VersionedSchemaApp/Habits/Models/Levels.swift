import SwiftData

@Model
final class Level2 {
    var title: String = ""
    #if os(iOS)
    var haptics: Bool = true
    #else
    var sound: Bool = true
    #endif

    init() {}
}

@Model
final class Level10 {
    var title: String = ""
    #if DEBUG
    var debugLabel: String = ""
    #else
    var debugLabel: String = ""
    #endif
    #if DEBUG
    func dump() { print(title) }
    #endif

    init() {}
}
