import Foundation

/// Who signs off and on which day, when not told: what `approve` and `serve` both write.
public enum SignOffDate {
    /// yyyy-mm-dd in UTC.
    public static func day(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
    }

    /// Today in UTC, or SOURCE_DATE_EPOCH's day (reproducible runs).
    public static func today() -> String {
        let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
        return day(Date(timeIntervalSince1970: epoch ?? Date().timeIntervalSince1970))
    }

    /// `git config user.name` in the project, else `$USER`: who is at the keyboard.
    public static func reviewer(root: URL) -> String {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "config", "user.name"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        if (try? git.run()) != nil {
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            git.waitUntilExit()
            let name = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if git.terminationStatus == 0 && !name.isEmpty { return name }
        }
        return ProcessInfo.processInfo.environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "unknown"
    }
}
