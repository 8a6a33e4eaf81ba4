import Foundation
import FormsmithCore
import ProjectFiles

/// Turns a doc's link destinations into links of the site: `other.md#part` → `other.html#part`,
/// images and files under `docs/` → copied assets; and reports what would be broken.
struct DocLinkResolver {
    struct Problem {
        var code: String
        var message: String
        var severity: Diagnostic.Severity = .warning
        /// A way to fix it, reported as a note of its own (`docs.link-suggestion`).
        var suggestion: String?

        /// Every broken link says the same: what was written and what no page or file is.
        static func brokenLink(_ written: String, missing: String, suggestion: String? = nil) -> Problem {
            Problem(
                code: "docs.broken-link",
                message: "link to `\(written)` does not resolve: no page or file `\(missing)`",
                suggestion: suggestion)
        }
    }

    struct Resolution {
        /// Nil: not a link at all (a DocC link that goes nowhere shows its text).
        var href: String?
        var problem: Problem?
        /// Files of a docs source to copy into the site (an image and its dark variant).
        var assets: [DocAsset] = []
        /// A DocC image's scales and dark-mode variants, already relative to the page.
        var imageSources: ImageSources?
    }

    /// The Markdown file, relative to the project root (`docs/guide/a.md`, or `README.md` as the home).
    let sourcePath: String
    /// The site page the HTML will be part of (`docs/guide/a.html`, or `models/User.html` for a model doc).
    let fromPage: String
    /// Every doc page, the other pages of the site (`models/User.html`) and files on disk.
    let lookups: DocLookups
    /// For a page of a DocC catalog: how its `<doc:…>` links, symbols and bare image names resolve.
    var docc: DocCPage?

    func resolve(_ destination: String, isImage: Bool) -> Resolution {
        if destination.hasPrefix("doc:") && !isImage { return resolveDocLink(destination) }
        if isImage, let docc, let found = resolveCatalogImage(destination, in: docc) { return found }
        if let docc, destination.hasPrefix("/documentation/"), !isImage {
            return resolveHostedDocCLink(destination, in: docc)
        }
        // `/images/shot.png` in a README is the repository's root on GitHub, so the project's here.
        if docc == nil, let relative = rootRelative(destination) { return resolve(relative, isImage: isImage) }
        if destination.isEmpty || destination.hasPrefix("/") || Self.hasScheme(destination) {
            return Resolution(href: destination)
        }
        let (rawPath, fragment) = Self.split(destination)
        if rawPath.isEmpty {
            guard let fragment, !fragment.isEmpty else { return Resolution(href: destination) }
            let own = lookups.page(sourcePath)?.headingIDs ?? []
            guard let id = HeadingAnchor.id(for: fragment, in: own, docC: docc != nil) else {
                return Resolution(
                    href: destination,
                    problem: Problem(
                        code: "docs.broken-fragment",
                        message: "no heading `#\(fragment)` on this page"))
            }
            return Resolution(href: "#" + id)
        }
        let path = rawPath.utf8.contains(UInt8(ascii: "%")) ? rawPath.removingPercentEncoding ?? rawPath : rawPath
        let suffix = fragment.map { "#\($0)" } ?? ""
        guard let target = RelativePath.normalize(RelativePath.folder(of: sourcePath) + "/" + path) else {
            return Resolution(
                href: destination,
                problem: Problem(
                    code: "docs.link-outside-site",
                    message: "link to `\(destination)` climbs out of the project, so it is broken in the site"))
        }
        if let page = lookups.page(target) {
            let href = RelativePath.link(from: fromPage, to: page.sitePath)
            guard let fragment, !fragment.isEmpty else { return Resolution(href: href + suffix) }
            let docC = HeadingAnchor.isDocC(from: docc, to: page)
            guard let id = HeadingAnchor.id(for: fragment, in: page.headingIDs, docC: docC) else {
                return Resolution(
                    href: href + suffix,
                    problem: Problem(
                        code: "docs.broken-fragment",
                        message: "link to `\(destination)`: that page has no heading `#\(fragment)`"))
            }
            return Resolution(href: href + "#" + id)
        }
        if Self.mayBeFolder(rawPath) || Self.isCatalog(target), let page = folderPage(target) {
            return Resolution(href: RelativePath.link(from: fromPage, to: page.sitePath) + suffix)
        }
        // `[Guide](guide)`: a page named without its extension, as docsify and wikis link.
        if Self.mayBeFolder(rawPath), !rawPath.hasSuffix("/"), lookups.page(target + ".md") != nil {
            return resolve(rawPath + ".md" + suffix, isImage: isImage)
        }
        if Self.mayBeFolder(rawPath), lookups.isFile(target + "/") {
            return outsideDocs(destination, target: target, suffix: suffix, isFolder: true)
        }
        if DocsLoader.isMarkdown(target) {
            return Resolution(href: destination, problem: .brokenLink(destination, missing: target))
        }
        if lookups.isSitePage(target) {
            return Resolution(href: RelativePath.link(from: fromPage, to: target) + suffix)
        }
        if lookups.isFile(target) {
            if let published = lookups.sitePath(ofFile: target) {
                return Resolution(
                    href: RelativePath.link(from: fromPage, to: published) + suffix,
                    assets: [DocAsset(sourcePath: target, path: published)])
            }
            // An image elsewhere in the repository (a screenshot beside the README, `../assets/`)
            // shows on the page as on GitHub: copied under `files/`, at its path in the project.
            if isImage, Self.isImageFile(target) {
                let published = Self.repositoryFilesFolder + "/" + target
                return Resolution(
                    href: RelativePath.link(from: fromPage, to: published) + suffix,
                    assets: [DocAsset(sourcePath: target, path: published)])
            }
            guard isImage else { return outsideDocs(destination, target: target, suffix: suffix, isFolder: false) }
            return Resolution(
                href: destination,
                problem: Problem(
                    code: "docs.image-outside-docs",
                    message:
                        "`\(destination)` is outside the docs sources and not a browser image format, so the image is broken in the site"
                ))
        }
        if let docc, !isImage, let module = otherModule(linkedBy: rawPath, from: docc) {
            return otherModuleSymbol(destination, module: module)
        }
        return Resolution(href: destination, problem: .brokenLink(destination, missing: target))
    }

    static func hasScheme(_ destination: String) -> Bool {
        // By byte when ASCII (nearly every link); by Character otherwise, where a combining mark
        // after `:` makes it another character.
        if destination.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let colon = destination.utf8.firstIndex(of: UInt8(ascii: ":")), colon > destination.utf8.startIndex
            else { return false }
            return destination.utf8[..<colon].allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"),
                    UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    true
                default: false
                }
            }
        }
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        return !scheme.isEmpty
            && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
    }

    static func split(_ destination: String) -> (path: String, fragment: String?) {
        let isASCII = destination.utf8.allSatisfy { $0 < 0x80 }
        guard let hash = isASCII ? destination.utf8.firstIndex(of: UInt8(ascii: "#")) : destination.firstIndex(of: "#")
        else { return (destination, nil) }
        return (String(destination[..<hash]), String(destination[destination.index(after: hash)...]))
    }
}
