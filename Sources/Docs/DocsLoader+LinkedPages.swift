import Foundation
import FormsmithCore
import Incremental
import ProjectFiles

/// Markdown files of the repository that a published page links to (`BUILDING.md` beside the
/// README, `Sources/Kit/README.md`) are published too, as GitHub shows them: each at its path in the
/// project, and the pages they link to in turn. Never a file outside the root, nor one in a build,
/// dependency or hidden folder.
extension DocsLoader {
    /// Folders whose Markdown is never published by a link: build products and other people's code.
    static let unlinkedFolders: Set<String> = DocsSources.skippedFolders.union(["build", "Build", "Vendor"])

    /// Where the listed pages link beyond themselves: each path no docs source holds, with how
    /// many listed pages link to it. A rebuild keeps it and puts in the links of the pages that
    /// changed (`ReadCache.outsideLinks`): looking through every link of tens of thousands of pages
    /// was most of a rebuild of a big project.
    struct OutsideLinks: Sendable {
        /// Every listed page's source path.
        let listed: Set<String>
        /// Each page that links outside the listed pages, to where (each path once).
        private var byPage: [String: [String]] = [:]
        private var pagesLinking: [String: Int] = [:]

        /// The links of the pages read (`sources`, under `keys`: their files' paths, as listed).
        init(_ sources: [(source: DocSource, revision: Revision?)], keys: [String]) {
            listed = Set(keys)
            // The pages in place: copying each page cost more than the look.
            for index in sources.indices { add(sources[index].source.markdownLinks, of: keys[index]) }
        }

        /// The paths linked to, in no order.
        var targets: some Sequence<String> { pagesLinking.keys }

        /// Puts `links` in place of the links `page` had.
        mutating func replaceLinks(of page: String, with links: [String]) {
            for target in byPage.removeValue(forKey: page) ?? [] {
                pagesLinking[target, default: 0] -= 1
                if pagesLinking[target] == 0 { pagesLinking[target] = nil }
            }
            add(links, of: page)
        }

        /// Notes the links of `page`, which has none noted.
        private mutating func add(_ links: [String], of page: String) {
            var outside: [String] = []
            for target in links where !listed.contains(target) && !outside.contains(target) {
                outside.append(target)
                pagesLinking[target, default: 0] += 1
            }
            if !outside.isEmpty { byPage[page] = outside }
        }
    }

    /// The pages the listed pages link to outside themselves (`links`), read and added to `files`,
    /// then the pages those link to in turn, until none is left. Whether a linked file is there is
    /// asked each build: it may have come or gone while the pages linking to it stayed the same.
    static func readLinkedPages(
        _ links: OutsideLinks, files: inout DocFiles, rootPath: String, cache: Cache?
    ) -> [(source: DocSource, revision: Revision?)] {
        var added: [(source: DocSource, revision: Revision?)] = []
        let realRoot = URL(fileURLWithPath: rootPath).resolvingSymlinksInPath().path
        var seen: Set<String> = []
        var found: [String] = []
        func follow(_ targets: some Sequence<String>) {
            for target in targets {
                guard !links.listed.contains(target), !seen.contains(target),
                    isPublishable(target, rootPath: rootPath, realRoot: realRoot)
                else { continue }
                seen.insert(target)
                found.append(target)
            }
        }
        follow(links.targets)
        // Each round's new pages, in path order, and the pages they link to in the next.
        while !found.isEmpty {
            let round = found.sorted { $0.utf8Precedes($1) }
            found = []
            for target in round {
                files.add(
                    DocFiles.File(
                        source: target, slug: withoutExtension(target), stamp: FileStamp(path: rootPath + "/" + target))
                )
                let read = readOne(files.files[files.files.count - 1], of: files, rootPath: rootPath, cache: cache)
                added.append(read)
                follow(read.source.markdownLinks)
            }
        }
        return added
    }

    /// The Markdown files `document` (the page at `sourcePath`) links to, as paths from the root.
    static func linkedMarkdown(in document: MarkdownNode, from sourcePath: String) -> [String] {
        linkDestinations(in: document).compactMap { linkedMarkdown($0, from: sourcePath) }
    }

    /// `../BUILDING.md#steps` from `docs/a.md` → `BUILDING.md`: a relative link to a Markdown file,
    /// as a path from the root; nil for anything else.
    static func linkedMarkdown(_ destination: String, from sourcePath: String) -> String? {
        guard !destination.isEmpty, !destination.hasPrefix("/"), !destination.hasPrefix("#"),
            !DocLinkResolver.hasScheme(destination)
        else { return nil }
        let raw = DocLinkResolver.split(destination).path
        // Foundation's decoding is slow and nearly every link has nothing to decode.
        let path = raw.utf8.contains(UInt8(ascii: "%")) ? raw.removingPercentEncoding ?? raw : raw
        guard isMarkdown(path) else { return nil }
        return RelativePath.normalize(RelativePath.folder(of: sourcePath) + "/" + path)
    }

    /// A regular file inside the root (through any symbolic link), in no skipped folder.
    static func isPublishable(_ path: String, rootPath: String, realRoot: String) -> Bool {
        let parts = path.split(separator: "/")
        guard !parts.dropLast().contains(where: { $0.hasPrefix(".") || unlinkedFolders.contains(String($0)) }),
            !(parts.last?.hasPrefix(".") ?? true)
        else { return false }
        let full = rootPath + "/" + path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else {
            return false
        }
        let real = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
        return real.hasPrefix(realRoot + "/")
    }

    /// Every link's destination in `node`: Markdown links and raw HTML's `href`s.
    static func linkDestinations(in node: MarkdownNode) -> [String] {
        var found: [String] = []
        func visit(_ node: MarkdownNode) {
            switch node.kind {
            case .link(let url, _): found.append(url)
            case .htmlBlock(let html), .htmlInline(let html): found += hrefs(in: html)
            default: break
            }
            node.children.forEach(visit)
        }
        visit(node)
        return found
    }

    /// `<a href="CONTRIBUTING.md">` → `CONTRIBUTING.md`: every quoted `href` value, in any case and
    /// with spaces around its `=`. A scan of the bytes: raw HTML is in many pages.
    static func hrefs(in html: String) -> [String] {
        let bytes = Array(html.utf8)
        let name = Array("href".utf8)
        var found: [String] = []
        var cursor = 0
        while cursor + name.count <= bytes.count {
            let isName = (0..<name.count).allSatisfy { bytes[cursor + $0] | 0x20 == name[$0] }  // ASCII, any case
            cursor += isName ? name.count : 1
            guard isName else { continue }
            var equals = cursor
            skipSpaces(in: bytes, at: &equals)
            guard equals < bytes.count, bytes[equals] == UInt8(ascii: "=") else { continue }
            var quote = equals + 1
            skipSpaces(in: bytes, at: &quote)
            guard quote < bytes.count, bytes[quote] == UInt8(ascii: "\"") || bytes[quote] == UInt8(ascii: "'"),
                let end = bytes[(quote + 1)...].firstIndex(of: bytes[quote]), end > quote + 1
            else { continue }
            found.append(String(decoding: bytes[(quote + 1)..<end], as: UTF8.self))
            cursor = end + 1
        }
        return found
    }

    /// Moves `index` past HTML's spaces (space, tab, line feed, form feed, carriage return).
    private static func skipSpaces(in bytes: [UInt8], at index: inout Int) {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0C, 0x0D].contains(bytes[index]) { index += 1 }
    }
}
