struct User {
    var login: String
}
