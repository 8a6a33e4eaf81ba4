import Foundation
import SignOff

/// The moment the pictures show as now: what an empty `DatePicker` displays (SixLayer binds it
/// `?? Date()`). Never the clock, so the same input gives the same site on any day: in order,
/// `SOURCE_DATE_EPOCH` (reproducible builds), the day of the project's last commit, else the day the
/// first iPhone was shown. The time is 9:41, as the status bar says.
public enum PictureDate {
    /// The fallback's day: 9 January 2007, in seconds since 1970.
    static let fallbackEpoch: TimeInterval = 1_168_300_800

    /// `yyyy-mm-ddT09:41`, the value an `<input type="datetime-local">` takes.
    public static func find(projectRoot root: URL, environment: [String: String]) -> String {
        let epoch =
            environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init) ?? lastCommitEpoch(root: root)
            ?? fallbackEpoch
        return format(epoch: epoch)
    }

    /// The UTC day of `epoch` (as a sign-off writes it), at 9:41.
    static func format(epoch: TimeInterval) -> String {
        SignOffDate.day(Date(timeIntervalSince1970: epoch)) + "T09:41"
    }

    /// `git log -1 --format=%ct` in the project, when it is in a repository with a commit.
    static func lastCommitEpoch(root: URL) -> TimeInterval? {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "log", "-1", "--format=%ct"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        guard git.terminationStatus == 0 else { return nil }
        return TimeInterval(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
