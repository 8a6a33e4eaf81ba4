/// What the loader reads from a file's name alone: whether it is Markdown, and its name without extension.
extension DocsLoader {
    /// `.md` or `.markdown`, in any case; by byte, as it runs for every file of every rebuild.
    static func isMarkdown(_ name: String) -> Bool {
        let lowered = name.utf8.suffix(9).map { $0 | 0x20 }  // upper-case ASCII letters to lower; `.` stays
        func endsWith(_ suffix: String) -> Bool {
            lowered.count >= suffix.utf8.count && lowered.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        return endsWith(".md") || endsWith(".markdown")
    }

    /// The parts docsify and GitHub wikis put around every page (`_sidebar.md`, `_Footer.md`):
    /// navigation, not pages of their own.
    static func isNavigationPartial(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["_sidebar", "_navbar", "_coverpage", "_footer"].contains { lowered == $0 + ".md" }
    }

    /// `guide/a.md` → `guide/a`.
    static func withoutExtension(_ path: String) -> String {
        guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")), !path.utf8[dot...].contains(UInt8(ascii: "/"))
        else { return path }
        return String(path[..<dot])
    }
}
