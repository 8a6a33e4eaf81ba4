import SwiftData
@testable import Habits

@Model
final class FixtureHabit {
    var name: String = "Run"
    init() {}
}
