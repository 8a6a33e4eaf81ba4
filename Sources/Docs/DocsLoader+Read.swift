import Foundation
import Incremental
import Parallel

extension DocsLoader {
    /// Every page read and parsed, not yet rendered: this needs nothing from the models, so a build
    /// does it while the models are read.
    public struct ReadPages: Sendable {
        /// `revision` identifies a page's parsed content (from the parse cache).
        var sources: [(source: DocSource, revision: Revision?)]
        var files: DocFiles
        /// Names these pages as read through one cache, and says which differ from the last read.
        var revision: Revision?
        var changes: Changes = .everything
        /// Where the docs come from, as found (the sources' own problems are in `files`).
        public var docsSources: [DocsSource] { files.sources }
    }

    /// Parsed pages by content, and the pages read in the last build (`serve`), a stage keyed by
    /// source path: a rebuild told which files were edited reads those alone; with the pages found
    /// by links, a second stage compares every page with the last build's, to say which differ.
    public final class ReadCache: Sendable {
        public let parses = Cache()
        let pages = Stage<(source: DocSource, revision: Revision?)>()
        let withLinked = Stage<(source: DocSource, revision: Revision?)>()
        /// Where the listed pages link beyond themselves, patched with the pages that changed.
        let outsideLinks = Derived<OutsideLinks>()

        public init() {}
    }

    /// Every page of `files` read (nil: the default search). `changes`: the files that may differ
    /// since the cache's last read, of the project as it was then (`snapshot`); only they are read again.
    public static func read(
        projectRoot root: URL, files: DocFiles? = nil, cache: ReadCache? = nil, snapshot: Revision? = nil,
        changes: Changes = .everything
    ) -> ReadPages {
        let files = files ?? self.files(projectRoot: root)
        let rootPath = root.path
        let read = (cache?.pages ?? Stage()).run(
            keys: files.files.map(\.source), input: snapshot, changes: changes,
            make: { $0.parallelMap { readOne(files.files[$0], of: files, rootPath: rootPath, cache: cache?.parses) } },
            same: { sameRead($0, $1) })
        var withLinked = files
        let outside =
            cache?.outsideLinks.value(
                of: read,
                patch: { links, changed in
                    for page in changed {
                        let position = read.position(of: page)!
                        links.replaceLinks(of: page, with: read.values[position].source.markdownLinks)
                    }
                }, make: { OutsideLinks(read.values, keys: read.keys) }
            ).value ?? OutsideLinks(read.values, keys: read.keys)
        let linked = readLinkedPages(outside, files: &withLinked, rootPath: rootPath, cache: cache?.parses)
        guard !linked.isEmpty else {
            return ReadPages(sources: read.values, files: files, revision: read.revision, changes: read.changes)
        }
        // Pages found by links are read after the listed ones, and any of them may be new to this
        // build: every page is compared with the last build's (by its parse's revision, no bytes).
        let all = read.values + linked
        let joined = (cache?.withLinked ?? Stage()).run(
            keys: all.map(\.source.sourcePath), input: nil, changes: .everything, make: { $0.map { all[$0] } },
            same: { sameRead($0, $1) })
        return ReadPages(
            sources: joined.values, files: withLinked, revision: cache == nil ? nil : joined.revision,
            changes: cache == nil ? .everything : joined.changes)
    }

    /// A parse is the same while its revision is; a page read without a cache never is.
    static func sameRead(
        _ last: (source: DocSource, revision: Revision?), _ now: (source: DocSource, revision: Revision?)
    ) -> Bool {
        last.revision != nil && last.revision == now.revision && last.source.slug == now.source.slug
    }
}
