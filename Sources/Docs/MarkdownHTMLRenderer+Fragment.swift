extension MarkdownHTMLRenderer {
    /// A short Markdown text (a Swift doc comment, a description) as an HTML fragment.
    /// Headings are shifted below the page's own (h1 → h3) and links are kept as written.
    public static func fragment(_ markdown: String) -> String {
        render(CmarkParser.parse(markdown)) { destination, _, _, _ in destination }.html
            .replacingOccurrences(of: "<h1 ", with: "<h3 ").replacingOccurrences(of: "</h1>", with: "</h3>")
    }
}
