import Foundation

/// Notices saves anywhere in the project by polling sizes and modification times (portable, and
/// cheap: a few thousand `stat`s), and reports a burst of saves once, after it settles.
struct ProjectWatcher: Sendable {
    let root: URL
    /// Folders (relative to root) whose changes are not inputs, such as the output folder.
    let ignored: Set<String>
    var interval: Duration = .milliseconds(60)

    typealias Snapshot = [String: FileStamp]

    struct FileStamp: Equatable, Sendable {
        var modified: Double
        var size: Int
    }

    func snapshot() -> Snapshot {
        var stamps: Snapshot = [:]
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey],
            options: [.skipsPackageDescendants]) else { return stamps }
        let prefix = root.standardizedFileURL.path.count + 1
        for case let url as URL in walker {
            let name = url.lastPathComponent
            let relative = String(url.standardizedFileURL.path.dropFirst(prefix))
            let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey, .isDirectoryKey])
            if name.hasPrefix(".") || ignored.contains(relative) || name == "node_modules" {
                if values?.isDirectory == true { walker.skipDescendants() }
                continue
            }
            if values?.isDirectory == true { continue }
            stamps[relative] = FileStamp(modified: values?.contentModificationDate?.timeIntervalSince1970 ?? 0, size: values?.fileSize ?? 0)
        }
        return stamps
    }

    /// Calls `onChange` after each settled burst of changes, until cancelled.
    func watch(onChange: @Sendable () async -> Void) async {
        var last = snapshot()
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            var current = snapshot()
            guard current != last else { continue }
            // A burst (an editor's several files, a git checkout): wait until one poll sees no change.
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                let again = snapshot()
                if again == current { break }
                current = again
            }
            last = current
            await onChange()
        }
    }
}
