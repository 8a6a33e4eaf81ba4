import Foundation
import FormsmithCore
import ProjectFiles

/// Notices saves anywhere in the project by polling sizes and modification times (portable, and
/// cheap: a few thousand `stat`s), and reports a burst of saves once, after it settles.
struct ProjectWatcher: Sendable {
    let root: URL
    /// Folders (relative to root) whose changes are not inputs, such as the output folder.
    let ignored: Set<String>
    var interval: Duration = .milliseconds(60)

    typealias Snapshot = [String: FileStamp]

    /// Every input file's stamp (`ProjectChanges.snapshot`).
    func snapshot() -> Snapshot { ProjectChanges.snapshot(of: root.standardizedFileURL.path, ignoring: ignored) }

    /// Calls `onChange` after each settled burst of changes, with what changed since the last
    /// call (or since watching began), until cancelled.
    func watch(onChange: @Sendable (ProjectChanges) async -> Void) async {
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
            let changes = ProjectChanges(from: last, to: current)
            last = current
            await onChange(changes)
        }
    }
}
