struct Good {
    var title: String
    var count: Int
    var note: String?
}

struct Broken {
    var title: String
    var done: Bool
}

struct User {
    var name: String
}
