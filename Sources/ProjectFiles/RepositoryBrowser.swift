import Foundation

/// The web view of the project's repository (`https://github.com/owner/app`), where a doc's link to
/// a file the site does not publish (`LICENSE`, `Sources/App/Store.swift`, a folder) goes instead.
/// Known from `formsmith.yml`'s `repository:` or the git remote; `HEAD` in the links is the
/// repository's default branch, so they stay the same from commit to commit.
public struct RepositoryBrowser: Hashable, Sendable {
    /// `https://github.com/owner/app`, without `.git` or a trailing slash.
    public var base: String
    /// The project's folder inside the repository (`""` at its top, `Apps/Notes` below it).
    public var projectFolder: String

    public init?(url: String, projectFolder: String = "") {
        guard let base = Self.webAddress(of: url) else { return nil }
        self.base = base
        self.projectFolder = projectFolder
    }

    /// The repository's page of a project file (`LICENSE`) or folder (`Sources/`).
    public func link(to path: String, isFolder: Bool) -> String {
        let inRepository = projectFolder.isEmpty ? path : projectFolder + "/" + path
        let encoded =
            inRepository.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? inRepository
        let view = isFolder ? "tree" : "blob"
        // GitLab puts its views under `/-/`; GitHub, Gitea and Forgejo do not.
        let host = base.dropFirst("https://".count).prefix { $0 != "/" }
        let separator = host.contains("gitlab") ? "/-/" : "/"
        return base + separator + view + "/HEAD/" + encoded
    }

    /// The repository of the project at `root`: its git `origin` remote (else the first remote),
    /// found in the `.git` folder at the root or above it. Nil without a remote a browser can open.
    public static func find(projectRoot root: URL) -> RepositoryBrowser? {
        var folder = root.standardizedFileURL
        var below: [String] = []
        for _ in 0..<64 {
            let git = folder.appendingPathComponent(".git")
            if let config = configFile(git: git), let url = remoteURL(inConfig: config) {
                return RepositoryBrowser(url: url, projectFolder: below.reversed().joined(separator: "/"))
            }
            if FileManager.default.fileExists(atPath: git.path) { return nil }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { return nil }
            below.append(folder.lastPathComponent)
            folder = parent
        }
        return nil
    }

    /// The text of the repository's config: `.git/config`, or through a worktree's `gitdir:` file.
    static func configFile(git: URL) -> String? {
        if let text = try? String(contentsOf: git.appendingPathComponent("config"), encoding: .utf8) { return text }
        guard let pointer = try? String(contentsOf: git, encoding: .utf8), pointer.hasPrefix("gitdir:") else {
            return nil
        }
        let gitDir = pointer.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
        let resolved = URL(fileURLWithPath: gitDir, relativeTo: git.deletingLastPathComponent())
        // A worktree's folder names the main one in `commondir`; the config is there.
        let common =
            (try? String(contentsOf: resolved.appendingPathComponent("commondir"), encoding: .utf8))
            .map { URL(fileURLWithPath: $0.trimmingCharacters(in: .whitespacesAndNewlines), relativeTo: resolved) }
            ?? resolved
        return try? String(contentsOf: common.appendingPathComponent("config"), encoding: .utf8)
    }

    /// The `url` of `[remote "origin"]`, else of the first remote.
    static func remoteURL(inConfig config: String) -> String? {
        var remote: String?
        var urls: [(remote: String, url: String)] = []
        for line in config.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                remote =
                    trimmed.hasPrefix("[remote \"")
                    ? String(trimmed.dropFirst("[remote \"".count).prefix { $0 != "\"" }) : nil
            } else if let remote, trimmed.hasPrefix("url") {
                let parts = trimmed.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "url" else { continue }
                urls.append((remote, parts[1].trimmingCharacters(in: .whitespaces)))
            }
        }
        return (urls.first { $0.remote == "origin" } ?? urls.first)?.url
    }

    /// `git@github.com:o/app.git`, `ssh://git@host/o/app`, `https://user@host/o/app.git` →
    /// `https://host/o/app`; nil for a local path or `file:` remote.
    static func webAddress(of remote: String) -> String? {
        var text = remote.trimmingCharacters(in: .whitespaces)
        if let scheme = text.range(of: "://") {
            let name = text[..<scheme.lowerBound].lowercased()
            guard ["https", "http", "ssh", "git", "git+ssh"].contains(name) else { return nil }
            text = String(text[scheme.upperBound...])
        } else if let colon = text.firstIndex(of: ":"), !text[..<colon].contains("/") {
            text = text[..<colon] + "/" + text[text.index(after: colon)...]  // scp-like `git@host:o/app`
        } else {
            return nil
        }
        if let at = text.firstIndex(of: "@"), !text[..<at].contains("/") {
            text = String(text[text.index(after: at)...])
        }
        guard let slash = text.firstIndex(of: "/") else { return nil }
        var host = String(text[..<slash])
        if let port = host.firstIndex(of: ":") { host = String(host[..<port]) }  // an ssh port is not the web's
        var path = text[text.index(after: slash)...].trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if path.hasSuffix(".git") { path.removeLast(4) }
        guard host.contains("."), !path.isEmpty else { return nil }
        return "https://" + host + "/" + path
    }

    static let pathCharacters = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "?#"))
}
