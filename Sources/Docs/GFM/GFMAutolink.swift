/// GitHub's extended autolinks, found in text as cmark-gfm finds them: `www.` after a space or
/// one of `*~(`, `http://`, `https://` and `ftp://` after their scheme, and e-mail addresses.
/// A link runs to the next space or `<`, without trailing punctuation, an unmatched `)` or an
/// entity-like `&name;`; a domain with `_` in its last two parts is not linked.
enum GFMAutolink {
    struct Found {
        var range: Range<Int>
        var url: String
    }

    /// The autolinks in `text` (its bytes), in order. `before`: what stands before the text.
    static func links(in text: [UInt8], before: Unicode.Scalar) -> [Found] {
        var found: [Found] = []
        var index = 0
        while index < text.count {
            if let link = www(in: text, at: index, before: before) ?? url(in: text, at: index) {
                // A scheme found at its `:` starts before `index`; drop links it overlaps.
                while let last = found.last, last.range.upperBound > link.range.lowerBound { found.removeLast() }
                found.append(link)
                index = link.range.upperBound
            } else {
                index += 1
            }
        }
        // E-mail addresses in the text between the links.
        var all: [Found] = []
        var start = 0
        for link in found + [Found(range: text.count..<text.count, url: "")] {
            all += emails(in: text, from: start, to: link.range.lowerBound)
            if !link.url.isEmpty { all.append(link) }
            start = link.range.upperBound
        }
        return all
    }

    private static func www(in text: [UInt8], at index: Int, before: Unicode.Scalar) -> Found? {
        guard text[index] == UInt8(ascii: "w"), text[index...].starts(with: "www.".utf8) else { return nil }
        if index > 0 {
            guard isSpace(text[index - 1]) || "*~(".utf8.contains(text[index - 1]) else { return nil }
        } else {
            guard before.value < 0x80, isSpace(UInt8(before.value)) || "*~(".utf8.contains(UInt8(before.value))
            else { return nil }
        }
        guard let domain = domainLength(text, from: index), domain > 0 else { return nil }
        let end = delimited(text, start: index, end: runEnd(text, from: index + domain))
        guard end > index else { return nil }
        return Found(range: index..<end, url: "http://" + String(decoding: text[index..<end], as: UTF8.self))
    }

    private static func url(in text: [UInt8], at index: Int) -> Found? {
        guard text[index] == UInt8(ascii: ":"), text[index...].starts(with: "://".utf8) else { return nil }
        var start = index
        while start > 0, isAlpha(text[start - 1]) { start -= 1 }
        let scheme = String(decoding: text[start..<index], as: UTF8.self).lowercased()
        guard ["http", "https", "ftp"].contains(scheme) else { return nil }
        let host = index + 3
        guard host < text.count, text[host] != UInt8(ascii: "-"), isHostCharacter(text, at: host),
            let domain = domainLength(text, from: host), domain > 0
        else { return nil }
        let end = delimited(text, start: start, end: runEnd(text, from: host + domain))
        guard end > host else { return nil }
        let link = String(decoding: text[start..<end], as: UTF8.self)
        return Found(range: start..<end, url: link)
    }

    private static func emails(in text: [UInt8], from lower: Int, to upper: Int) -> [Found] {
        var found: [Found] = []
        var index = lower
        while index < upper {
            guard text[index] == UInt8(ascii: "@") else {
                index += 1
                continue
            }
            var start = index
            while start > lower, isAlnum(text[start - 1]) || ".+-_".utf8.contains(text[start - 1]) { start -= 1 }
            var end = index
            var ats = 0
            var periods = 0
            while end < upper {
                let byte = text[end]
                if isAlnum(byte) {
                } else if byte == UInt8(ascii: "@") {
                    ats += 1
                } else if byte == UInt8(ascii: "."), end + 1 < upper, isAlnum(text[end + 1]) {
                    periods += 1
                } else if byte != UInt8(ascii: "-") && byte != UInt8(ascii: "_") {
                    break
                }
                end += 1
            }
            let length = end - index
            guard start < index, length >= 2, ats == 1, periods > 0,
                isAlpha(text[end - 1]) || text[end - 1] == UInt8(ascii: ".")
            else {
                index += 1
                continue
            }
            let delimitedEnd = delimited(text, start: start, end: end)
            guard delimitedEnd > index + 1 else {
                index += 1
                continue
            }
            let address = String(decoding: text[start..<delimitedEnd], as: UTF8.self)
            found.append(Found(range: start..<delimitedEnd, url: "mailto:" + address))
            index = delimitedEnd
        }
        return found
    }

    /// How far a domain runs from `start`: letters, digits, `-`, `.` and `_`, none in the last two
    /// parts; nil when an underscore rules it out.
    private static func domainLength(_ text: [UInt8], from start: Int) -> Int? {
        var underscoresInLast = 0
        var underscoresInPrevious = 0
        var index = start + 1
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "_") {
                underscoresInLast += 1
            } else if byte == UInt8(ascii: ".") {
                underscoresInPrevious = underscoresInLast
                underscoresInLast = 0
            } else if byte != UInt8(ascii: "-"), !isHostCharacter(text, at: index) {
                break
            }
            index += 1
        }
        guard underscoresInLast == 0, underscoresInPrevious == 0 else { return nil }
        return index - start
    }

    /// The end of the run of non-space bytes from `index`, stopping at `<`.
    private static func runEnd(_ text: [UInt8], from index: Int) -> Int {
        var end = index
        while end < text.count, !isSpace(text[end]), text[end] != UInt8(ascii: "<") { end += 1 }
        return end
    }

    /// `end` moved back past trailing punctuation, an unmatched `)` and an entity-like `&name;`.
    private static func delimited(_ text: [UInt8], start: Int, end: Int) -> Int {
        var end = end
        while end > start {
            let last = text[end - 1]
            if "?!.,:*_~'\"".utf8.contains(last) {
                end -= 1
            } else if end - start >= 3, text[end - 3] == 0xE2, text[end - 2] == 0x80,
                [0x98, 0x99, 0x9C, 0x9D].contains(last)
            {
                // A quote smart punctuation curled: GitHub strips the straight one it was.
                end -= 3
            } else if last == UInt8(ascii: ";") {
                var name = end - 2
                while name > start, isAlpha(text[name]) { name -= 1 }
                end = name >= start && name < end - 2 && text[name] == UInt8(ascii: "&") ? name : end - 1
            } else if last == UInt8(ascii: ")") {
                let opening = text[start..<end].filter { $0 == UInt8(ascii: "(") }.count
                let closing = text[start..<end].filter { $0 == UInt8(ascii: ")") }.count
                guard closing > opening else { break }
                end -= 1
            } else {
                break
            }
        }
        return end
    }

    /// Not a space and not punctuation (any script's letters and digits count).
    private static func isHostCharacter(_ text: [UInt8], at index: Int) -> Bool {
        let byte = text[index]
        if byte < 0x80 { return isAlnum(byte) }
        var end = index + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        guard let scalar = String(decoding: text[index..<end], as: UTF8.self).unicodeScalars.first else { return false }
        return !scalar.properties.isWhitespace && !scalar.isMarkdownPunctuation
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isAlnum(_ byte: UInt8) -> Bool {
        isAlpha(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
