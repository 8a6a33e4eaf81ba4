import FormsmithCore

/// swift-syntax's type lookahead takes time exponential in the depth of unclosed `[` (found by
/// fuzzing: `var a: String[[[[…` with 60 brackets does not finish in minutes). Files nested deeper
/// than any real model are refused before they reach the parser.
enum NestingGuard {
    /// Real code stays far below this; at this depth the parser still needs only milliseconds.
    static let maximumBracketDepth = 12

    /// Where `[` first nests deeper than the limit, outside comments and string literals.
    static func tooDeep(_ source: String) -> (line: Int, column: Int)? {
        var source = source
        return source.withUTF8(tooDeep)  // over the buffer: iterating the UTF-8 view cost several times more
    }

    private static func tooDeep(_ utf8: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int)? {
        var depth = 0
        var line = 1
        var column = 0
        var state = State.code
        var previous: UInt8 = 0
        for byte in utf8 {
            column += 1
            defer { previous = byte }
            if byte == 0x0A {
                line += 1
                column = 0
                if state == .lineComment || state == .string { state = .code }
                continue
            }
            switch state {
            case .code:
                switch byte {
                case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): state = .lineComment
                case UInt8(ascii: "*") where previous == UInt8(ascii: "/"): state = .blockComment
                case UInt8(ascii: "\""): state = .string
                case UInt8(ascii: "["):
                    depth += 1
                    if depth > maximumBracketDepth { return (line, column) }
                case UInt8(ascii: "]"): depth = max(0, depth - 1)
                default: break
                }
            case .lineComment:
                break
            case .blockComment:
                if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "*") { state = .code }
            case .string:
                // An escaped quote stays inside; a multi-line literal is skipped line by line.
                if byte == UInt8(ascii: "\""), previous != UInt8(ascii: "\\") { state = .code }
            }
        }
        return nil
    }

    private enum State { case code, lineComment, blockComment, string }
}
