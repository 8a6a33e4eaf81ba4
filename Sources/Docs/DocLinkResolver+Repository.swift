import ProjectFiles

extension DocLinkResolver {
    /// A link to a project file or folder the site does not publish (`LICENSE`, `Sources/App.swift`,
    /// `Examples/`): the repository's view of it when the repository is known, else kept as written
    /// with a note (the page gathers its notes into one: `DocSource`).
    func outsideDocs(_ destination: String, target: String, suffix: String, isFolder: Bool) -> Resolution {
        if let repository = lookups.repository {
            return Resolution(href: repository.link(to: target, isFolder: isFolder) + suffix)
        }
        return Resolution(
            href: destination,
            problem: Problem(
                code: "docs.link-outside-docs",
                message: "`\(destination)`", severity: .info))
    }

    /// `/images/shot.png` → `../images/shot.png` from `docs/a.md`: a root-relative link to a page,
    /// file or folder of the project, relative to this page's source. Nil for any other link
    /// (`//host/x`, a path the project does not have, which may be the host's).
    func rootRelative(_ destination: String) -> String? {
        guard destination.utf8.first == UInt8(ascii: "/"), destination.utf8.dropFirst().first != UInt8(ascii: "/")
        else { return nil }
        let (rawPath, fragment) = Self.split(String(destination.dropFirst()))
        let path = rawPath.utf8.contains(UInt8(ascii: "%")) ? rawPath.removingPercentEncoding ?? rawPath : rawPath
        guard let path = RelativePath.normalize(path), !path.isEmpty else { return nil }
        // The repository's top, as GitHub reads it; else the docs folder's, as docsify serves it.
        let top = sourcePath.split(separator: "/").dropLast().first.map { String($0) + "/" }
        for target in [path] + (top.map { [$0 + path] } ?? [])
        where lookups.page(target) != nil || lookups.page(target + ".md") != nil || lookups.isFile(target)
            || lookups.isFile(target + "/")
        {
            return RelativePath.link(from: sourcePath, to: target) + (fragment.map { "#" + $0 } ?? "")
        }
        return nil
    }
}
