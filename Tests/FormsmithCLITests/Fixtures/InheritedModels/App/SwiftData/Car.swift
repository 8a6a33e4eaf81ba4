import SwiftData

@available(iOS 26, *)
@Model
final class Car: Vehicle {
    var doors: Int
    init(make: String, doors: Int) {
        self.doors = doors
        super.init(make: make)
    }
}
