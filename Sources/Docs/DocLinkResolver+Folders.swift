extension DocLinkResolver {
    /// Where images from outside the docs sources are copied, under their path in the project.
    static let repositoryFilesFolder = "files"

    /// File names a folder shows as its page, in the order GitHub picks them.
    static let folderPageNames = [
        "README.md", "readme.md", "Readme.md", "index.md", "README.markdown", "index.markdown",
    ]

    /// Extensions of images a browser shows: only these are copied from outside the docs.
    static let imageExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "svg", "avif", "apng", "bmp", "ico",
    ]

    /// A link to a folder (`guides/`, `Documentation`, `..`) goes to its README or index page, as on
    /// GitHub; a link to a DocC catalog (`../Billing/Billing.docc`), to the catalog's landing page.
    func folderPage(_ folder: String) -> PageTarget? {
        if lookups.catalogs[folder] != nil, let landing = lookups.catalogPage("", in: folder) {
            return lookups.page(landing)
        }
        for name in Self.folderPageNames {
            if let page = lookups.page(folder.isEmpty ? name : folder + "/" + name) { return page }
        }
        return nil
    }

    /// `guides/`, `..`, or a last part without an extension: asked of every link, so by byte.
    static func mayBeFolder(_ path: String) -> Bool {
        guard let last = path.utf8.last, last != UInt8(ascii: "/") else { return true }
        let name = path.utf8.split(separator: UInt8(ascii: "/")).last ?? path.utf8[...]
        return !name.contains(UInt8(ascii: ".")) || name.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    /// `Sources/MyKit/MyKit.docc`: a catalog's folder, whose name has a dot yet is a folder.
    static func isCatalog(_ path: String) -> Bool { path.hasSuffix(".docc") }

    static func isImageFile(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return imageExtensions.contains(path[path.index(after: dot)...].lowercased())
    }
}
