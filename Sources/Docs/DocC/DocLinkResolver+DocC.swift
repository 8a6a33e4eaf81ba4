import Foundation
import FormsmithCore
import ProjectFiles

/// DocC's links: `<doc:Article#Heading>`, ```` ``Type/member`` ```` and images by bare name.
extension DocLinkResolver {
    /// `doc:Article`, `doc:Article#Heading`, `doc:#Heading`, `doc:MyKit/Article`, `doc:Type/member`.
    func resolveDocLink(_ destination: String) -> Resolution {
        let written = String(destination.dropFirst("doc:".count))
        guard !written.trimmingCharacters(in: .whitespaces).isEmpty else {
            return Resolution(
                href: nil,
                problem: Problem(
                    code: "docc.empty-doc-link",
                    message: "`<doc:>` names no page: write an article's file name after `doc:`"))
        }
        let (path, fragment) = Self.docPath(destination)
        if path.hasPrefix("tutorials/") { return resolveTutorialLink(path, fragment: fragment, written: written) }
        let own = lookups.page(sourcePath)
        if path.isEmpty { return withFragment(fragment, on: own, href: "", written: written) }
        if let target = docPage(named: path).flatMap(lookups.page) {
            return withFragment(
                fragment, on: target, href: RelativePath.link(from: fromPage, to: target.sitePath), written: written)
        }
        let symbol = resolveSymbol(path)
        if let href = symbol.href { return Resolution(href: href, problem: symbol.problem) }
        // `<doc:Some-heading>`: a heading of this page.
        var slugs = SlugGenerator()
        if fragment == nil, let own, own.headingIDs.contains(slugs.slug(for: path)) {
            return withFragment(path, on: own, href: "", written: written)
        }
        let anchor = fragment.map { "#" + $0 } ?? ""
        let hint = moduleHaving(path).map {
            "the catalog of `\($0)` has a page `\(path)`: write `<doc:\($0)/\(path)\(anchor)>`"
        }
        return Resolution(href: nil, problem: .brokenLink("<doc:\(written)>", missing: path, suggestion: hint))
    }

    /// The module of another catalog with an article of this name: DocC reaches it only by that
    /// module's name, so a bare name there is broken, but the fix is known.
    private func moduleHaving(_ name: String) -> String? {
        guard let own = docc?.catalog, !name.contains("/") else { return nil }
        let linkName = DocCNames.linkName(name)
        return lookups.catalogs.keys.sorted().first { catalog in
            catalog != own && lookups.catalogPage(linkName, in: catalog) != nil
        }.flatMap { lookups.catalogs[$0]?.module }
    }

    /// `doc:/documentation/MyKit/Setup#Steps` → (`MyKit/Setup`, `Steps`): what a `<doc:>` link names.
    static func docPath(_ destination: String) -> (path: String, fragment: String?) {
        var (path, fragment) = split(String(destination.dropFirst("doc:".count)))
        if path.hasPrefix("/") { path.removeFirst() }
        if path.hasPrefix("documentation/") { path.removeFirst("documentation/".count) }
        return (path, fragment)
    }

    /// The page a `<doc:>` name means: an article of this page's catalog (then of any catalog);
    /// `<doc:OtherModule/Article>`, an article of the catalog of that module.
    func docPage(named written: String) -> String? {
        if let own = docPage(named: written, in: docc.map { [$0.catalog] } ?? lookups.catalogs.keys.sorted()) {
            return own
        }
        guard docc != nil else { return nil }
        // DocC's combined documentation links between modules by their names; nothing else
        // reaches outside the page's own catalog.
        let module = String(written.prefix { $0 != "/" })
        let others = lookups.catalogs.values.filter {
            $0.module == module || Self.catalogName($0.source.path) == module
        }
        return docPage(named: written, in: others.map(\.source.path).sorted())
    }

    private func docPage(named written: String, in catalogs: [String]) -> String? {
        var name = written
        for catalog in catalogs {
            let modules = lookups.catalogs[catalog].map { [$0.module, Self.catalogName($0.source.path)] } ?? []
            if let slash = name.firstIndex(of: "/"), modules.contains(String(name[..<slash])) {
                name = String(name[name.index(after: slash)...])
            }
            if modules.contains(name), let landing = lookups.catalogPage("", in: catalog) { return landing }
            if let page = lookups.catalogPage(DocCNames.linkName(name), in: catalog) { return page }
            name = written
        }
        return nil
    }

    static func catalogName(_ path: String) -> String {
        String(path.split(separator: "/").last.map { $0.dropLast(".docc".count) } ?? "")
    }

    /// A heading of `target` named as DocC names it (`Create-a-Sloth`, punctuation optional).
    func withFragment(_ fragment: String?, on target: PageTarget?, href: String, written: String) -> Resolution {
        guard let fragment, !fragment.isEmpty else { return Resolution(href: href.isEmpty ? "#" : href) }
        guard let target, let id = HeadingAnchor.id(for: fragment, in: target.headingIDs, docC: true) else {
            return Resolution(
                href: href.isEmpty ? nil : href,
                problem: Problem(
                    code: "docs.broken-fragment", message: "`<doc:\(written)>`: that page has no heading `\(fragment)`")
            )
        }
        return Resolution(href: href + "#" + id)
    }

    /// ```` ``Order/total`` ````: a previewed model's page (at the field's row), else the catalog's
    /// symbol page; nil when neither exists, with a note.
    func resolveSymbol(_ written: String) -> (href: String?, title: String, problem: Problem?) {
        let modules = docc?.modules ?? []
        let path = DocCSymbolPath(written, modules: modules)
        // As DocC does, a link on a symbol's page is first read as one of that symbol's members:
        // ``total`` on the page of ``Order``.
        if path.components.count == 1, !written.hasPrefix("/"), let owner = docc?.symbol, owner.member == nil,
            !owner.type.isEmpty, lookups.isModel(owner.type),
            lookups.modelHasField(owner.type, DocCSymbolPath.identifier(path.components[0]))
        {
            let href = RelativePath.link(from: fromPage, to: "models/\(owner.type).html")
            return (href + "#field-\(DocCSymbolPath.identifier(path.components[0]))", path.title, nil)
        }
        if path.components.count == 1, modules.contains(path.components[0]),
            let catalog = docc?.catalog, let landing = lookups.catalogPage("", in: catalog),
            let page = lookups.page(landing)
        {
            return (RelativePath.link(from: fromPage, to: page.sitePath), path.title, nil)
        }
        let type = path.type
        if !type.isEmpty, lookups.isModel(type) {
            let href = RelativePath.link(from: fromPage, to: "models/\(type).html")
            guard let member = path.member else { return (href, path.title, nil) }
            if lookups.modelHasField(type, member) { return (href + "#field-\(member)", path.title, nil) }
            return (
                href, path.title,
                Problem(
                    code: "docc.unknown-member",
                    message:
                        "``\(written)``: the form of `\(type)` has no field `\(member)`; the link goes to the model's page",
                    severity: .info)
            )
        }
        let catalogs = docc.map { [$0.catalog] } ?? lookups.catalogs.keys.sorted()
        for catalog in catalogs {
            for key in [path.components.joined(separator: "/"), path.components.first ?? ""] where !key.isEmpty {
                if let source = lookups.catalogPage("symbol:" + key, in: catalog), let page = lookups.page(source) {
                    return (RelativePath.link(from: fromPage, to: page.sitePath), path.title, nil)
                }
            }
        }
        return (
            nil, written,
            Problem(
                code: "docc.unknown-symbol",
                message:
                    "``\(written)`` names no previewed model and no symbol page of the catalog; it is shown as code",
                severity: .info)
        )
    }

    /// A topic's abstract: the first paragraph of the article or symbol page it lists.
    func topicAbstract(_ destination: String) -> String? {
        var path = destination
        if path.hasPrefix("doc:") {
            path = Self.docPath(destination).path
            if let target = docPage(named: path) { return lookups.page(target)?.abstract }
        }
        guard let catalog = docc?.catalog else { return nil }
        let symbol = DocCSymbolPath(path, modules: docc?.modules ?? [])
        guard let source = lookups.catalogPage("symbol:" + symbol.components.joined(separator: "/"), in: catalog)
        else { return nil }
        return lookups.page(source)?.abstract
    }

    /// The text a `<doc:…>` autolink shows: its page's title, or a symbol's name in code.
    func docLinkTitle(_ destination: String) -> [MarkdownNode]? {
        let (path, fragment) = Self.docPath(destination)
        // `<doc:>` shows nothing rather than `doc:` (it is warned about where it is resolved).
        guard !path.isEmpty else {
            return fragment.map { [MarkdownNode(kind: .text($0.replacingOccurrences(of: "-", with: " ")))] } ?? []
        }
        if path.hasPrefix("tutorials/") { return tutorialLinkTitle(path) }
        if let target = docPage(named: path), let page = lookups.page(target) {
            return [MarkdownNode(kind: .text(page.title))]
        }
        let symbol = resolveSymbol(path)
        if symbol.href != nil { return [MarkdownNode(kind: .code(symbol.title))] }
        return [MarkdownNode(kind: .text(path))]
    }

    /// `![A flow](flow)` in a catalog: the image named `flow` anywhere in it, every display scale
    /// (`@2x`, `@3x`) for the browser to choose from, and its `~dark` variants. Nil when the catalog
    /// has no image of that name.
    func resolveCatalogImage(_ destination: String, in page: DocCPage) -> Resolution? {
        guard !destination.isEmpty, !destination.contains("/"), !Self.hasScheme(destination) else { return nil }
        let files = lookups.images(named: DocCNames.imageName(destination), in: page.catalog)
        guard !files.isEmpty else { return nil }
        var problem: Problem?
        /// One file per scale, lowest first; two files at one scale are ambiguous (the first is used).
        func byScale(_ candidates: [String]) -> [(file: String, scale: Int)] {
            let grouped = Dictionary(grouping: candidates, by: DocCNames.scale)
            for scale in grouped.keys.sorted() where grouped[scale]!.count > 1 && problem == nil {
                let names = grouped[scale]!.map { "`\($0)`" }.joined(separator: " and ")
                problem = Problem(
                    code: "docc.ambiguous-image", message: "image `\(destination)` matches \(names); the first is used")
            }
            return grouped.keys.sorted().map { (grouped[$0]![0], $0) }
        }
        let lightFiles = files.filter { !DocCNames.isDark($0) }
        let light = byScale(lightFiles.isEmpty ? files : lightFiles)
        let dark = lightFiles.isEmpty ? [] : byScale(files.filter(DocCNames.isDark))
        var assets: [DocAsset] = []
        func link(_ file: String, _ scale: Int) -> ImageSource {
            let published = lookups.sitePath(ofFile: file) ?? file
            assets.append(DocAsset(sourcePath: file, path: published))
            return ImageSource(url: RelativePath.link(from: fromPage, to: published), scale: scale)
        }
        let sources = ImageSources(scaled: light.map(link), dark: dark.map(link))
        return Resolution(href: sources.scaled[0].url, problem: problem, assets: assets, imageSources: sources)
    }
}
