import FormsmithCore

/// What a DocC page's `@Metadata` says that Formsmith uses.
struct DocCMetadata: Hashable, Sendable {
    /// `@DisplayName("…")`: the page's title.
    var displayName: String?
    /// `@PageKind(article|sampleCode)`.
    var pageKind: String?
    /// `@TechnologyRoot`: the catalog's top page.
    var isTechnologyRoot = false
}

/// Takes a DocC page's directives out of its Markdown before libcmark reads it, line for line (so
/// every later position is still right): `@Metadata` is read, `@Image` becomes an image, containers
/// (`@Row`, `@Column`, `@TabNavigator`, `@Tab`, `@Small`, `@Links`) keep their content un-indented,
/// `@Comment` is dropped, and any other directive is dropped with a note. Code stays code.
struct DocCPreprocessor {
    /// Understood inside `@Metadata` and `@Options`; only the first three change the page.
    static let metadataDirectives: Set<String> = [
        "DisplayName", "PageKind", "TechnologyRoot", "PageImage", "CallToAction", "Available",
        "DocumentationExtension", "PageColor", "TitleHeading", "SupportedLanguage", "CustomMetadata", "Redirected",
        "AlternateRepresentation", "AutomaticTitleHeading", "AutomaticSeeAlso", "AutomaticArticleSubheading",
        "TopicsVisualStyle",
    ]
    static let containers: Set<String> = [
        "Row", "Column", "TabNavigator", "Tab", "Small", "Links", "DeprecationSummary",
    ]
    /// Directives DocC renders that Formsmith does not.
    static let unsupported: Set<String> = ["Video", "Snippet"]

    var markdown: [Substring] = []
    var metadata = DocCMetadata()
    var diagnostics: [Diagnostic] = []

    private enum Frame {
        /// A container: its content is Markdown, written with the indentation of its first line removed.
        case keep(dedent: Int?)
        /// `@Metadata`, `@Options`: directives only.
        case directives
    }

    /// `text`: the page after its front matter; `lineOffset`: the lines before it, for diagnostics.
    init(_ text: Substring, file: String, lineOffset: Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.last == "\r" ? $0.dropLast() : $0
        }
        let structure = DocCBlockStructure(lines)
        var stack: [Frame] = []
        var fence: (character: Character, length: Int)?
        var skipThrough = -1
        func location(_ index: Int, _ column: Int = 1) -> SourceLocation {
            SourceLocation(file: file, line: index + 1 + lineOffset, column: column)
        }
        markdown.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            if index <= skipThrough {
                markdown.append("")
                continue
            }
            // Inside a container, its indentation is removed before anything else is read.
            var content = line
            if case .keep(let dedent)? = stack.last {
                let indent = line.prefix { $0 == " " || $0 == "\t" }.count
                if dedent == nil, indent < line.count {
                    stack[stack.count - 1] = .keep(dedent: indent)
                }
                if case .keep(let amount?)? = stack.last { content = line.dropFirst(min(indent, amount)) }
            }
            if let open = fence {
                markdown.append(content)
                if DocCBlockStructure.closesFence(content, open) { fence = nil }
                continue
            }
            if structure.indentedCode.contains(index) {
                markdown.append(content)
                continue
            }
            if let opened = DocCBlockStructure.opensFence(content) {
                fence = opened
                markdown.append(content)
                continue
            }
            let trimmed = content.drop { $0 == " " || $0 == "\t" }
            if structure.strayCloses.contains(index) {
                diagnostics.append(
                    .warning(
                        "docc.unmatched-brace", at: location(index, content.count - trimmed.count + 1),
                        "this `}` closes no directive; it is not shown"))
                markdown.append("")
                continue
            }
            if structure.closes.contains(index) {
                _ = stack.popLast()
                markdown.append("")
                continue
            }
            guard trimmed.first == "@", let found = structure.directives[index] else {
                if case .directives? = stack.last {
                    markdown.append("")
                } else {
                    markdown.append(content)
                }
                continue
            }
            let column = line.count - line.drop { $0 == " " || $0 == "\t" }.count + 1
            var directive = found.directive
            directive.column = column
            if structure.unclosed.contains(index) {
                diagnostics.append(
                    .error(
                        "docc.unclosed-directive", at: location(index, column),
                        "`@\(directive.name) {` is never closed by a `}` line; what follows is shown without it"))
            }
            let closeLine = structure.blocks[index]
            skipThrough = max(skipThrough, index + found.argumentLines - 1)
            let replacement = handle(
                directive, inlineBlock: found.inlineBlock, closeLine: closeLine, at: location(index, column),
                stack: &stack, skipThrough: &skipThrough)
            markdown.append(replacement ?? "")
        }
    }

    /// What the directive's line becomes (nil: a blank line), and what its block does.
    private mutating func handle(
        _ directive: DocCDirective, inlineBlock: Substring?, closeLine: Int?, at location: SourceLocation,
        stack: inout [Frame], skipThrough: inout Int
    ) -> Substring? {
        let name = directive.name
        /// The block's lines are skipped without a look inside.
        func dropBlock() {
            if let closeLine { skipThrough = max(skipThrough, closeLine) }
        }
        switch name {
        case "Metadata", "Options":
            if let inlineBlock {
                for inner in DocCPreprocessor.directives(in: inlineBlock) { read(inner, at: location) }
            } else if closeLine != nil {
                stack.append(.directives)
            }
            return nil
        case _ where Self.metadataDirectives.contains(name):
            read(directive, at: location)
            dropBlock()
            return nil
        case "Comment":
            dropBlock()
            return nil
        case "Image":
            dropBlock()
            guard let source = directive.argument("source"), !source.isEmpty,
                !source.contains(where: { $0 == "<" || $0 == ">" || $0.isNewline })
            else {
                diagnostics.append(
                    .warning(
                        "docc.invalid-directive", at: location,
                        "`@Image` needs `source:` naming an image of the catalog; it is not shown"))
                return nil
            }
            let alt = (directive.argument("alt") ?? "").replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
            return "![\(alt)](<\(source)>)"
        case _ where Self.containers.contains(name):
            if let inlineBlock { return inlineBlock }
            if closeLine != nil { stack.append(.keep(dedent: nil)) }
            if name == "Tab", let title = directive.firstValue, !title.isEmpty {
                return Substring("**" + title.replacingOccurrences(of: "*", with: "\\*") + "**")
            }
            return nil
        default:
            let why =
                Self.unsupported.contains(name)
                ? "`@\(name)` is a DocC directive Formsmith does not render; it is not shown"
                : "`@\(name)` is not a directive Formsmith knows; it is not shown"
            diagnostics.append(
                Diagnostic(
                    .info, Self.unsupported.contains(name) ? "docc.unsupported-directive" : "docc.unknown-directive",
                    at: location, why))
            dropBlock()
            return nil
        }
    }

    /// A metadata directive's effect on the page.
    private mutating func read(_ directive: DocCDirective, at location: SourceLocation) {
        switch directive.name {
        case "DisplayName": metadata.displayName = directive.firstValue
        case "PageKind": metadata.pageKind = directive.firstValue
        case "TechnologyRoot": metadata.isTechnologyRoot = true
        case _ where Self.metadataDirectives.contains(directive.name): break
        default:
            diagnostics.append(
                Diagnostic(
                    .info, "docc.unknown-directive", at: location,
                    "`@\(directive.name)` is not a metadata directive Formsmith knows; it is ignored"))
        }
    }

    /// The directives written one after another in a one-line block: `@DisplayName("A") @PageKind(article)`.
    static func directives(in text: Substring) -> [DocCDirective] {
        var found: [DocCDirective] = []
        var rest = text.drop { $0 == " " || $0 == "\t" }
        while rest.first == "@", let directive = DocCDirective.parse(rest, column: 1) {
            found.append(directive)
            rest = rest[directive.end...]
            // A one-line block of its own (`@Options { … }`) is skipped as a whole.
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if rest.first == "{", let close = rest.firstIndex(of: "}") { rest = rest[rest.index(after: close)...] }
            rest = rest.drop { $0 == " " || $0 == "\t" }
        }
        return found
    }
}
