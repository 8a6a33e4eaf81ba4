struct Bed {
    var width = 2
    var length = 3
    var watered = false
}
