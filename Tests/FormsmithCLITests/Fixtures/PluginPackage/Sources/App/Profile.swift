/// A member's public profile.
public struct Profile {
    public var name: String
    public var age: Int
    public var website: String?
}
