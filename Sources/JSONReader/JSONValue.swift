/// A JSON value that remembers where it was written, so every diagnostic can point at it.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var line: Int
    public var column: Int

    /// The elements when the value is an array, else none.
    public var arrayElements: [JSONNode] {
        if case .array(let elements) = value { elements } else { [] }
    }
}

public indirect enum JSONValue: Sendable {
    case object([JSONMember])
    case array([JSONNode])
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null

    /// The JSON type's name, for messages ("expected a string, found an array").
    public var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of an object, in file order (duplicates kept, so they can be reported).
public struct JSONMember: Sendable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: JSONNode
}

/// A number with its literal text, because SixLayer treats `20` and `20.5` differently.
public struct JSONNumber: Sendable {
    public var text: String
    public var value: Double
    /// Written without fraction or exponent.
    public var isInteger: Bool
}
