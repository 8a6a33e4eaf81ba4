import Foundation
import FormsmithCore
import ProjectFiles

/// Notices saves anywhere in the project by polling sizes and modification times (portable, and
/// cheap: a few thousand `stat`s), and reports a burst of saves once, after it settles.
///
/// Every snapshot it compares with was taken before the build that read the files: a save made
/// while that build ran then differs from it, whether the build read the old bytes or the new.
/// A snapshot taken after a build would already hold the save's stamp, and the save would never
/// be reported; a rebuild told only of edits reads nothing else, so it would never be served.
struct ProjectWatcher: Sendable {
    let root: URL
    /// Folders (relative to root) whose changes are not inputs, such as the output folder.
    let ignored: Set<String>
    /// The pause between polls, for a project whose snapshot takes less than an eighth of it.
    var interval: Duration = .milliseconds(60)

    typealias Snapshot = [String: FileStamp]

    /// Every input file's stamp (`ProjectChanges.snapshot`).
    func snapshot() -> Snapshot { ProjectChanges.snapshot(of: root.standardizedFileURL.path, ignoring: ignored) }

    /// A snapshot and how long it took.
    private func timedSnapshot() -> (Snapshot, Duration) {
        let clock = ContinuousClock()
        var snapshot: Snapshot = [:]
        let took = clock.measure { snapshot = self.snapshot() }
        return (snapshot, took)
    }

    /// The pause after a snapshot that took `took`: at least eight times as long, so that polling a
    /// big project, whose listing takes a while, keeps to about a ninth of one core while idle.
    func pause(after took: Duration) -> Duration { max(interval, took * 8) }

    /// Calls `onChange` after each settled burst of changes, with what changed since the last
    /// call, or since `baseline` (taken before the first build began to read), until cancelled.
    /// Each call's snapshot is taken before `onChange` rebuilds, so saves during it are seen next.
    func watch(since baseline: Snapshot, onChange: @Sendable (ProjectChanges) async -> Void) async {
        var last = baseline
        var took = Duration.zero
        while !Task.isCancelled {
            try? await Task.sleep(for: pause(after: took))
            var current: Snapshot
            (current, took) = timedSnapshot()
            guard current != last else { continue }
            // A burst (an editor's several files, a git checkout): wait until one poll sees no change.
            while !Task.isCancelled {
                try? await Task.sleep(for: pause(after: took))
                let again: Snapshot
                (again, took) = timedSnapshot()
                if again == current { break }
                current = again
            }
            let changes = ProjectChanges(from: last, to: current)
            last = current
            await onChange(changes)
        }
    }
}
