// The hints spell these names decomposed (e and a combining accent); Swift reads them as one name.
struct Dish {
    var café: String
    var entrée: Bool
}
