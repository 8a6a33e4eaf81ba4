struct Drink {
    var crème: String
    var size: Int
}
