struct Bed {
}
