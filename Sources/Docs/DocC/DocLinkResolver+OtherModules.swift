import FormsmithCore
import ProjectFiles

/// Links a catalog writes for a hosted DocC archive: `/documentation/MyKit/Setup`, and relative
/// ones between its pages' URLs (`../otherkit/order`, `./OtherKit/Order`). Those to an article of a
/// catalog here go to its page; those to another module's symbols go nowhere, because symbol pages
/// are not generated: that is said once per catalog (`DocsLoader.summarizingOtherModuleLinks`),
/// not once per link.
extension DocLinkResolver {
    static let otherModuleCode = "docc.other-module-link"

    /// `/documentation/MyKit/Setup#Steps`: an article of a catalog, a previewed model, another
    /// module's symbol (a note), else a broken link.
    func resolveHostedDocCLink(_ destination: String, in page: DocCPage) -> Resolution {
        let (path, fragment) = Self.docPath("doc:" + destination)
        if let target = docPage(named: path).flatMap(lookups.page) {
            return withFragment(
                fragment, on: target, href: RelativePath.link(from: fromPage, to: target.sitePath),
                written: destination)
        }
        let symbol = resolveSymbol(path)
        if let href = symbol.href, symbol.problem == nil { return Resolution(href: href) }
        if let module = otherModule(linkedBy: path, from: page) {
            return otherModuleSymbol(destination, module: module)
        }
        return Resolution(href: nil, problem: .brokenLink(destination, missing: path))
    }

    /// The module a link names when it goes to a page of another module's documentation:
    /// `../OtherKit/Order` (its `.` and `..` dropped) has a module and a symbol, written as names, and
    /// the module is neither this catalog's nor one whose catalog is here. Nil for anything else
    /// (`Setup`, a typo of an article, is a broken link).
    func otherModule(linkedBy rawPath: String, from page: DocCPage) -> String? {
        var parts = rawPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while let first = parts.first, first == "." || first == ".." || first.lowercased() == "documentation" {
            parts.removeFirst()
        }
        guard parts.count >= 2, parts.allSatisfy(Self.isSymbolName) else { return nil }
        let module = parts[0].lowercased()
        let here = page.modules.map { $0.lowercased() }
        let catalogs = lookups.catalogs.values.flatMap {
            [$0.module.lowercased(), Self.catalogName($0.source.path).lowercased()]
        }
        guard !here.contains(module), !catalogs.contains(module) else { return nil }
        return parts[0]
    }

    /// `Order`, `order(_:)`, `total-swift.property`: a name as DocC's URLs write it (no extension).
    static func isSymbolName(_ part: String) -> Bool {
        guard let first = part.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else {
            return false
        }
        return !part.contains(".") || part.hasSuffix(".property") || part.hasSuffix(".struct")
            || part.hasSuffix(".class") || part.hasSuffix(".enum") || part.hasSuffix(".protocol")
            || part.hasSuffix(".method") || part.hasSuffix(".func")
    }

    /// Shown as its text; noted once per catalog.
    func otherModuleSymbol(_ destination: String, module: String) -> Resolution {
        Resolution(
            href: nil,
            problem: Problem(
                code: Self.otherModuleCode,
                message: "link to `\(destination)` goes to a symbol page of `\(module)`", severity: .info))
    }
}

extension DocsLoader {
    /// Each catalog's links to other modules' symbols, one note for the catalog in place of one
    /// for each link: how many there are, where the first is; the pages keep none of them.
    static func summarizingOtherModuleLinks(_ pages: inout [DocPage], files: DocFiles) -> [Diagnostic] {
        // Found first, without writing: the pages are the render cache's too, and the loop that
        // writes is compiled to make the array its own before it starts, which copied every page
        // of a big project on each rebuild even when none had such a link.
        let linking = pages.indices.filter { index in
            pages[index].diagnostics.contains(where: { $0.code == DocLinkResolver.otherModuleCode })
        }
        guard !linking.isEmpty else { return [] }
        var byCatalog: [String: [Diagnostic]] = [:]
        for index in linking {
            let catalog = files.source(of: pages[index].sourcePath)?.path ?? pages[index].sourcePath
            byCatalog[catalog, default: []] += pages[index].diagnostics.filter {
                $0.code == DocLinkResolver.otherModuleCode
            }
            pages[index].diagnostics.removeAll { $0.code == DocLinkResolver.otherModuleCode }
        }
        return byCatalog.keys.sorted { $0.utf8Precedes($1) }.map { catalog in
            let links = byCatalog[catalog]!.sorted { $0.location < $1.location }
            // Each module once, as first written (`../payments/money` and `/documentation/Payments/Money` are one).
            var modules: [String] = []
            for link in links {
                guard
                    let module = link.message.split(separator: "`", omittingEmptySubsequences: false).dropLast().last
                        .map(String.init),
                    !modules.contains(where: { $0.lowercased() == module.lowercased() })
                else { continue }
                modules.append(module)
            }
            let count = links.count == 1 ? "1 link" : "\(links.count) links"
            return Diagnostic(
                .info, DocLinkResolver.otherModuleCode, at: links[0].location,
                "`\(catalog)` has \(count) to symbol pages of other modules (\(modules.map { "`\($0)`" }.joined(separator: ", "))), the first here; symbol pages are not generated, so these links show as text"
            )
        }
    }
}
