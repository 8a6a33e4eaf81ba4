import Foundation
import Testing
import FormsmithCore
@testable import FormsmithCLI
import Pipeline

/// `kill -9` at any moment of a build leaves the previous site whole, and the next build
/// clears what the killed one left beside it.
@Suite(.serialized) struct KillDuringBuildTests {
    static let binary = DemoSiteTests.repositoryRoot.appendingPathComponent(".build/debug/formsmith")

    static func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    static func snapshot(_ folder: URL) -> [String: Data] { DemoSiteTests.allFiles(folder) }

    @Test func killingABuildNeverLeavesAHalfSite() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the formsmith binary first")
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        let project = work.appendingPathComponent("project"), site = work.appendingPathComponent("site")
        try Self.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", DemoSiteTests.repositoryRoot.appendingPathComponent("scripts/generate-corpus").path,
                "--models", "40", "--pages", "400", "--out", project.path,
            ])
        try Self.run(Self.binary, ["build", "--root", project.path, "--output", site.path])
        let reference = Self.snapshot(site)
        #expect(reference.count > 400)

        var killedMidway = 0
        for delay in [0.05, 0.15, 0.3, 0.5, 0.8, 1.2, 1.8] {
            let process = Process()
            process.executableURL = Self.binary
            process.arguments = ["build", "--root", project.path, "--output", site.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            if process.isRunning {
                killedMidway += 1
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            // Same input, so the old site and the new one are the same bytes: anything else is a half site.
            #expect(Self.snapshot(site) == reference, "after a kill at \(delay) s")
        }
        #expect(killedMidway >= 3)
        try Self.run(Self.binary, ["build", "--root", project.path, "--output", site.path])
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: work.path).filter {
            $0.contains("formsmith-")
        }
        #expect(leftovers.isEmpty, "\(leftovers)")
        #expect(Self.snapshot(site) == reference)
    }
}

@Suite struct TerminalOutputTests {
    @Test func pipesGetPlainLinesAndNoColorIsHonoured() throws {
        let process = Process()
        process.executableURL = KillDuringBuildTests.binary
        process.arguments = ["check", "--root", BrokenProjectTests.root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text.contains("error: invalid JSON"))
        #expect(!text.contains("\u{1B}") && !text.contains("\r"))
        let diagnostic = BuildPipeline(root: BrokenProjectTests.root, config: ProjectConfig()).run().diagnostics[0]
        #expect(Terminal.format(diagnostic, colored: true).contains("\u{1B}[1;31merror:"))
        #expect(Terminal.format(diagnostic, colored: false) == "\(diagnostic)\n")
    }

    @Test func quietPrintsNothingForACleanBuild() throws {
        let output = DemoSiteTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = KillDuringBuildTests.binary
        process.arguments = ["build", "--quiet", "--root", DemoSiteTests.repositoryRoot.path, "--output", output.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.isEmpty)
    }
}
