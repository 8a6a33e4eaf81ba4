struct User {
    var email: String
    var displayName: String
}
