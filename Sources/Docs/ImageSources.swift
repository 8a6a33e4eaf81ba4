import Foundation

/// A DocC image's files as the page offers them: each display scale, and the `~dark` variants.
public struct ImageSources: Sendable, Hashable {
    public var scaled: [ImageSource]
    public var dark: [ImageSource]
}

/// One file of an image, relative to the page, and the display scale it is for (`@2x` → 2).
public struct ImageSource: Sendable, Hashable {
    public var url: String
    public var scale: Int
}

extension MarkdownHTMLRenderer {
    /// `a.png 1x, a@2x.png 2x`, or the one URL alone; a comma is escaped, as it separates candidates.
    mutating func emitSourceSet(_ sources: [ImageSource]) {
        for (index, source) in sources.enumerated() {
            if index > 0 { emit(", ") }
            HTMLEscaping.appendURL(
                HTMLEscaping.safeURL(source.url.replacingOccurrences(of: ",", with: "%2C")), to: &output)
            if sources.count > 1 { emit(" \(source.scale)x") }
        }
    }
}
