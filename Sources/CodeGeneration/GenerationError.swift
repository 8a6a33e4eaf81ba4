/// A declaration the generators cannot read, with where it is.
public struct GenerationError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        (self.file, self.line, self.column, self.message) = (file, line, column, message)
    }

    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}
