// Another type of the same name in a target the preview must not read.
struct Profile {
    var unrelated: Bool
}
