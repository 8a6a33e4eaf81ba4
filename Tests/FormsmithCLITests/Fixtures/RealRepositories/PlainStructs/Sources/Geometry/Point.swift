struct Point {
    var x: Double
    var y: Double
}

struct Size {
    var width: Double
    var height: Double
}

struct Rect {
    var origin: Point
    var size: Size
    var label: String?
}
