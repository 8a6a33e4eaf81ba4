/// A problem found in a user's input, returned as a value by every stage; only the CLI prints it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable, CaseIterable {
        case info, warning, error

        private var rank: Int { Self.allCases.firstIndex(of: self)! }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// Stable identifier such as `hints.unknown-layout-style`; tools and tests key on it.
    public var code: String
    public var location: SourceLocation
    public var message: String

    public init(_ severity: Severity, _ code: String, at location: SourceLocation, _ message: String) {
        self.severity = severity
        self.code = code
        self.location = location
        self.message = message
    }

    public static func error(_ code: String, at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.error, code, at: location, message)
    }

    public static func warning(_ code: String, at location: SourceLocation, _ message: String) -> Diagnostic {
        Diagnostic(.warning, code, at: location, message)
    }

    /// `path:line:col: warning: message [code]`, the form compilers and editors understand.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(code)]"
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, line, column, then code, so output never depends on discovery order.
    public func sortedForOutput() -> [Diagnostic] {
        sorted { ($0.location, $0.code, $0.message) < ($1.location, $1.code, $1.message) }
    }

    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
}
