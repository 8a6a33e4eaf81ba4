/// Unbalanced raw HTML, found from the tree the parser built: an element of the author's that no
/// tag closed, and an end tag that closed nothing. The page still builds, repaired as a browser
/// repairs it.
extension RawHTMLSanitizer {
    mutating func check(_ node: HTMLNode, _ name: String, _ offset: Int, _ index: Int) {
        if node.fromStrayEndTag {
            report("`</\(name)>` closes no open `<\(name)>`; it is dropped", at: offset, in: index)
        } else if !node.hasEndTag, !node.isRepairCopy, !GitHubAllowList.void.contains(name),
            !GitHubAllowList.optionalEndTag.contains(name), !GitHubAllowList.removedWithContent.contains(name)
        {
            report(
                "`<\(name)>` is not closed; the browser closes it here or at the end of the page", at: offset, in: index
            )
        }
    }

    /// End tags in the author's HTML that the parser used for nothing (`</div>` with no `<div>` open).
    mutating func reportStrayEndTags(_ fragment: HTMLFragment) {
        for (index, span) in spans.enumerated() {
            var position = span.range.lowerBound
            while position + 2 < span.range.upperBound {
                defer { position += 1 }
                guard input[position] == UInt8(ascii: "<"), input[position + 1] == UInt8(ascii: "/"),
                    Self.isASCIILetter(input[position + 2]), !fragment.usedEndTags.contains(position),
                    !fragment.literalRanges.contains(where: { $0.contains(position) })
                else { continue }
                var end = position + 2
                while end < span.range.upperBound, Self.isASCIILetter(input[end]) || Self.isDigit(input[end]) {
                    end += 1
                }
                let name = String(decoding: input[(position + 2)..<end], as: UTF8.self).lowercased()
                report("`</\(name)>` closes no open `<\(name)>`; it is dropped", at: position, in: index)
            }
        }
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
