import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift coloured as Xcode's classifier sees it. The parser recovers from any input, so a block
/// that does not compile is still coloured as far as its tokens go.
enum SwiftHighlighter {
    static func html(_ code: String) -> String {
        let tree = Parser.parse(source: code)
        var text = HighlightedText(code)
        for classified in tree.classifications {
            guard let kind = kind(of: classified.kind) else { continue }
            text.span(classified.range.lowerBound.utf8Offset..<classified.range.upperBound.utf8Offset, kind)
        }
        return text.finish()
    }

    private static func kind(of classification: SyntaxClassification) -> HighlightedText.Kind? {
        switch classification {
        case .keyword, .ifConfigDirective: .keyword
        case .type: .type
        case .stringLiteral, .regexLiteral: .string
        case .integerLiteral, .floatLiteral: .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: .comment
        case .attribute: .attribute
        default: nil
        }
    }
}
