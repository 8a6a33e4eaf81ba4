import HintsFormat
import JSONReader

/// JSON and `.hints` coloured by the hints tokenizer: keys, strings, numbers and literals, with
/// the keys SixLayer reads marked (`hl-known`), so a misspelt key stands out.
enum JSONHighlighter {
    static func html(_ code: String) -> String {
        let bytes = Array(code.utf8)
        var text = HighlightedText(code)
        for token in JSONTokenizer.tokens(in: bytes) {
            switch token.kind {
            case .key:
                let name = String(
                    decoding: bytes[(token.range.lowerBound + 1)..<(token.range.upperBound - 1)], as: UTF8.self)
                text.span(token.range, HintsParser.knownKeys.contains(name) ? .knownKey : .key)
            case .string: text.span(token.range, .string)
            case .number: text.span(token.range, .number)
            case .literal: text.span(token.range, .keyword)
            case .punctuation, .other: break
            }
        }
        return text.finish()
    }
}
