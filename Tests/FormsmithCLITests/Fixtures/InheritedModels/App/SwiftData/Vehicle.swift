import SwiftData

@Model
class Vehicle {
    var make: String
    init(make: String) { self.make = make }
}
