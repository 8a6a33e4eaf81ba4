/// What raw HTML in a doc may keep: GitHub's sanitizer allow-list (github/markup's html-pipeline
/// `SanitizationFilter`), narrowed to what is valid HTML5 on each element, because every page must
/// pass the Nu checker: GitHub allows its attribute list on every element and obsolete ones
/// (`<tt>`, `border`, `valign`); here an attribute stays only on elements that take it, obsolete
/// elements become their modern equivalents, and `align` becomes a class the theme styles.
enum GitHubAllowList {
    /// Elements kept, with their allowed attributes.
    static let elements: Set<String> = [
        "h1", "h2", "h3", "h4", "h5", "h6", "br", "b", "i", "strong", "em", "a", "pre", "code", "img", "div",
        "ins", "del", "sup", "sub", "p", "ol", "ul", "table", "thead", "tbody", "tfoot", "blockquote", "dl", "dt",
        "dd", "kbd", "q", "samp", "var", "hr", "ruby", "rt", "rp", "li", "tr", "td", "th", "s", "summary",
        "details", "caption", "figure", "figcaption", "abbr", "bdo", "cite", "dfn", "mark", "small", "span",
        "time", "wbr", "picture", "source",
    ]

    /// Obsolete elements GitHub allows, written as the element that means the same today.
    static let renamed: [String: String] = ["tt": "code", "strike": "s"]

    /// Removed with everything inside: their content is code, a form control's or another document's.
    static let removedWithContent: Set<String> = [
        "script", "style", "template", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript",
        "noembed", "noframes", "textarea", "select", "button", "input", "title", "xmp", "plaintext", "svg",
        "math", "head", "meta", "link", "base",
    ]

    /// Attributes allowed on every kept element (GitHub's list, those that are global in HTML5).
    static let globalAttributes: Set<String> = [
        "dir", "lang", "title", "role", "aria-describedby", "aria-hidden", "aria-label", "aria-labelledby",
        "itemprop",
    ]

    /// Attributes allowed on one element (GitHub's, where HTML5 allows them there).
    static let elementAttributes: [String: Set<String>] = [
        "a": ["href", "hreflang", "rel", "target"],
        "img": ["src", "alt", "width", "height"],
        "source": ["srcset", "media", "type", "width", "height"],
        "div": ["itemscope", "itemtype"],
        "blockquote": ["cite"], "q": ["cite"],
        "del": ["cite", "datetime"], "ins": ["cite", "datetime"], "time": ["datetime"],
        "ol": ["start", "type"], "li": ["value"],
        "td": ["colspan", "rowspan", "headers"], "th": ["colspan", "rowspan", "headers", "scope", "abbr"],
        "details": ["open"],
    ]

    /// Attributes holding one URL, and the schemes each may use (a relative URL always may).
    /// `data:` is not among them: GitHub shows no `data:` image either.
    static let urlSchemes: [String: Set<String>] = [
        "href": ["http", "https", "mailto"],
        "src": ["http", "https"],
        "cite": ["http", "https"],
    ]

    /// Elements whose `align` becomes `class="align-…"` (GitHub's README idiom `<p align="center">`).
    static let alignable: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "img", "td", "th", "tr", "table", "caption",
    ]
    static let alignments: Set<String> = ["left", "center", "right", "justify"]

    /// Elements written without an end tag.
    static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        "param", "keygen",
    ]

    /// Elements whose end tag HTML lets the author leave out: not closing them is no mistake.
    static let optionalEndTag: Set<String> = [
        "p", "li", "dt", "dd", "rt", "rp", "tr", "td", "th", "thead", "tbody", "tfoot", "caption", "colgroup",
        "option", "optgroup", "html", "head", "body",
    ]

    static func allows(_ attribute: String, on element: String) -> Bool {
        globalAttributes.contains(attribute) || elementAttributes[element]?.contains(attribute) == true
    }

    /// Whether `url` may stay in `attribute`: relative, or one of the attribute's schemes. Browsers
    /// skip control characters and spaces in a scheme (`java\tscript:`), so they are skipped here too.
    static func allowsURL(_ url: String, in attribute: String) -> Bool {
        let scalars = url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
        var scheme = ""
        for scalar in scalars {
            if scalar == ":" { return urlSchemes[attribute]?.contains(scheme.lowercased()) == true }
            // A `/`, `?` or `#` before any `:` makes the URL relative.
            if scalar == "/" || scalar == "?" || scalar == "#" { return true }
            scheme.unicodeScalars.append(scalar)
        }
        return true
    }
}
