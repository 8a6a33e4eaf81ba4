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
    /// Lines beneath the message, for what one line cannot hold (each change since a sign-off);
    /// the message alone says what is wrong and what to do.
    public var details: [String] = []

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
    /// Details follow on lines of their own, indented.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(code)]" + details.map { "\n    " + $0 }.joined()
    }
}

extension Array where Element == Diagnostic {
    /// Sorted by file, line, column, then code, so output never depends on discovery order.
    public func sortedForOutput() -> [Diagnostic] {
        sortedOrder().map { self[$0] }
    }

    /// As `sortedForOutput`, each diagnostic once (the first of equal ones).
    public func uniquedAndSortedForOutput() -> [Diagnostic] {
        let order = sortedOrder()
        var result: [Diagnostic] = []
        result.reserveCapacity(count)
        var runStart = 0  // where the run of diagnostics at one place, code and message began in `result`
        for index in order {
            let diagnostic = self[index]
            if let last = result.last, last.location == diagnostic.location, last.code == diagnostic.code,
                last.message == diagnostic.message
            {
                if result[runStart...].contains(diagnostic) { continue }
            } else {
                runStart = result.count
            }
            result.append(diagnostic)
        }
        return result
    }

    /// Positions in output order: files in the order people read them (`SchemaV2.swift` before
    /// `SchemaV10.swift`), then by line, column, code and message. Sorting positions, not the
    /// diagnostics, moves no diagnostic (thousands of them in a big project's every rebuild).
    private func sortedOrder() -> [Int] {
        // Files sorted once each (the natural comparison is the slow one), then each file's own.
        var byFile: [String: [Int]] = [:]
        for index in indices { byFile[self[index].location.file, default: []].append(index) }
        let files = byFile.keys.sorted { $0.naturallyPrecedes($1) || !$1.naturallyPrecedes($0) && $0 < $1 }
        var order: [Int] = []
        order.reserveCapacity(count)
        withUnsafeBufferPointer { all in
            for file in files {
                order += byFile[file, default: []].sorted { left, right in
                    let (a, b) = (all[left].location.line, all[right].location.line)
                    if a != b { return a < b }
                    let (c, d) = (all[left].location.column, all[right].location.column)
                    if c != d { return c < d }
                    if all[left].code != all[right].code { return all[left].code < all[right].code }
                    return all[left].message < all[right].message
                }
            }
        }
        return order
    }

    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
}
