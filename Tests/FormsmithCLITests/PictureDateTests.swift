import Foundation
import Testing
@testable import Pipeline

/// The day an empty date picker shows as now: taken from the input, never from the clock.
@Suite struct PictureDateTests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-date-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func git(_ arguments: [String], in folder: URL, date: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        process.environment = [
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_COMMITTER_NAME": "Test",
            "GIT_COMMITTER_EMAIL": "test@example.com", "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }

    @Test func sourceDateEpochWinsOverTheLastCommit() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.git(["init", "-q"], in: folder, date: "2026-03-04T12:00:00Z")
        try Self.git(["commit", "-q", "--allow-empty", "-m", "first"], in: folder, date: "2026-03-04T12:00:00Z")
        #expect(PictureDate.find(projectRoot: folder, environment: [:]) == "2026-03-04T09:41")
        // 2026-11-27 at 23:59:59 UTC: the day is UTC's, whatever the machine's zone.
        #expect(
            PictureDate.find(projectRoot: folder, environment: ["SOURCE_DATE_EPOCH": "1795823999"])
                == "2026-11-27T09:41")
    }

    @Test func aFolderOutsideGitShowsTheFixedDay() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(PictureDate.find(projectRoot: folder, environment: [:]) == "2007-01-09T09:41")
    }

    @Test func theSiteSaysItsPictureDateOnEveryPage() throws {
        let output = DemoSiteTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        try DemoSiteTests.build(into: output, extra: ["--quiet"])
        let date = PictureDate.find(
            projectRoot: DemoSiteTests.repositoryRoot, environment: ProcessInfo.processInfo.environment)
        for page in ["index.html", "models/User.html", "docs/index.html"] {
            #expect(DemoSiteTests.read(output, page).contains(#"data-picture-date="\#(date)""#), "\(page)")
        }
    }
}
