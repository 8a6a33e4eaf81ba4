/// Every page of the site, kind by kind in `kinds`' order, each at a position: the page cache
/// keeps pages by position, so this is the one place that works positions out.
struct SitePages: Sendable {
    /// Every kind of page, in the site's page order. A new kind of page is added here.
    static let kinds: [any PageKind] = [
        IndexPageKind(), ModelPageKind(), DocPageKind(), ReviewPageKind(), ProfilesPageKind(),
    ]

    /// One page: its kind (a position in `kinds`) and which page of that kind.
    struct Page {
        var kind: Int
        var page: Int
    }

    let renderer: SiteRenderer
    /// The position of each kind's first page, and how many pages of each kind there are.
    let starts: [Int]
    let counts: [Int]
    /// How many pages the site has.
    let count: Int

    init(renderer: SiteRenderer) {
        self.renderer = renderer
        counts = Self.kinds.map { $0.pageCount(in: renderer) }
        var starts: [Int] = []
        var next = 0
        for count in counts {
            starts.append(next)
            next += count
        }
        self.starts = starts
        count = next
    }

    /// The page at `position`.
    func page(at position: Int) -> Page {
        var kind = 0
        while position >= starts[kind] + counts[kind] { kind += 1 }
        return Page(kind: kind, page: position - starts[kind])
    }

    func position(of page: Page) -> Int { starts[page.kind] + page.page }

    func path(at position: Int) -> String {
        let page = page(at: position)
        return Self.kinds[page.kind].path(ofPage: page.page, in: renderer)
    }

    /// Every page's path, in page order.
    var paths: [String] { Self.kinds.indices.flatMap(paths(ofKind:)) }

    /// The paths of the pages of kind `kind` (a position in `kinds`).
    func paths(ofKind kind: Int) -> [String] {
        (0..<counts[kind]).map { Self.kinds[kind].path(ofPage: $0, in: renderer) }
    }

    /// What a kind's paths are made from: how many pages it has, and the list its scope has one
    /// page per item of (the forms' names, the docs' places); a `.single` kind's path is its own.
    struct PathInputs: Equatable, Sendable {
        var count: Int
        var formNames: [String] = []
        var navigation: [SiteRenderer.NavigationEntry] = []
    }

    func pathInputs(ofKind kind: Int) -> PathInputs {
        switch Self.kinds[kind].scope {
        case .single: PathInputs(count: counts[kind])
        case .eachForm: PathInputs(count: counts[kind], formNames: renderer.indexes.formNameList)
        case .eachDoc: PathInputs(count: counts[kind], navigation: renderer.navigationInputs)
        }
    }
}
