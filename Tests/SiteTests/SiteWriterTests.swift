import Foundation
import Testing
@testable import Site

@Suite struct SiteWriterTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func read(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func writesFilesInFoldersWithAMarker() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site")
        try SiteWriter(output: output).write([SiteFile(path: "index.html", text: "home"), SiteFile(path: "a/b/c.html", text: "deep")])
        #expect(read(output.appendingPathComponent("index.html")) == "home")
        #expect(read(output.appendingPathComponent("a/b/c.html")) == "deep")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(SiteWriter.markerFile).path))
        // Nothing is left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["site"])
    }

    @Test func replacesItsOwnPreviousSiteWhole() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site")
        try SiteWriter(output: output).write([SiteFile(path: "old.html", text: "old")])
        try SiteWriter(output: output).write([SiteFile(path: "new.html", text: "new")])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("old.html").path))
        #expect(read(output.appendingPathComponent("new.html")) == "new")
    }

    @Test func refusesToReplaceAFolderItDidNotMake() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let precious = base.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: precious.appendingPathComponent("main.swift"))
        #expect(throws: SiteWriter.Failure.self) {
            try SiteWriter(output: precious).write([SiteFile(path: "index.html", text: "x")])
        }
        #expect(read(precious.appendingPathComponent("main.swift")) == "keep")
    }

    @Test func aFailedWriteLeavesThePreviousSite() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site")
        try SiteWriter(output: output).write([SiteFile(path: "index.html", text: "good")])
        // A file and a folder of the same name cannot both be written.
        #expect(throws: SiteWriter.Failure.self) {
            try SiteWriter(output: output).write([SiteFile(path: "x", text: "file"), SiteFile(path: "x/y.html", text: "clash")])
        }
        #expect(read(output.appendingPathComponent("index.html")) == "good")
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["site"])
    }

    @Test(arguments: ["../escape.html", "/etc/passwd", "a/../../b", "a//b", "a\\b", "", "./x"])
    func refusesPathsThatLeaveTheOutput(path: String) throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        #expect(throws: SiteWriter.Failure.self) {
            try SiteWriter(output: base.appendingPathComponent("site")).write([SiteFile(path: path, text: "x")])
        }
        #expect(!FileManager.default.fileExists(atPath: base.appendingPathComponent("escape.html").path))
    }
}
