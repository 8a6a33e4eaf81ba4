import Foundation
import Testing
import FormsmithCore
@testable import Site
import Parallel
@testable import SiteOutput

@Suite struct SiteWriterTests {
    func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func fileNumber(_ url: URL) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }

    func read(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func writesFilesInFoldersWithAMarker() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site")
        try SiteWriter(output: output).write([
            SiteFile(path: "index.html", text: "home"), SiteFile(path: "a/b/c.html", text: "deep"),
        ])
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

    /// The old site is removed on several threads, level by level: every file and folder of it
    /// goes, at any depth, and a link inside it is removed without following it out of the site.
    @Test func replacingADeepSiteRemovesAllOfItAndNothingOutside() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site"), outside = base.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
        let deep = [
            "top.html", "a/one.html", "a/b/two.html", "a/b/c/three.html", "a/b/c/d/four.html", "e/f/g.html",
            "h/i/j/k.html",
        ]
        try SiteWriter(output: output).write(deep.map { SiteFile(path: $0, text: $0) })
        try FileManager.default.createSymbolicLink(
            at: output.appendingPathComponent("a/b/link"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(
            at: output.appendingPathComponent("a/b/c/link"), withDestinationURL: outside)

        try SiteWriter(output: output).write([SiteFile(path: "a/new.html", text: "new")])
        let left = (FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String]) ?? []
        #expect(
            left.filter { !$0.hasPrefix(SiteWriter.keptFolders) }.sorted() == [
                SiteWriter.markerFile, "a", "a/new.html",
            ])
        // The old site's folders stay for the next build, without a file or a link in them.
        #expect(
            Set(left.filter { $0.hasPrefix(SiteWriter.keptFolders + "/") }).isSuperset(of: [
                ".formsmith-folders/a/b/c/d", ".formsmith-folders/e/f", ".formsmith-folders/h/i/j",
            ]))
        #expect(files(below: output.appendingPathComponent(SiteWriter.keptFolders)).isEmpty)
        #expect(read(outside.appendingPathComponent("keep.txt")) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path).sorted() == ["outside", "site"])
    }

    /// The next build writes into the kept folders: the site is exactly its files, the folders it
    /// has no file in are gone, a file may stand where a folder was, and the next build keeps its own.
    @Test func theKeptFoldersHoldTheNextSiteAndNothingElse() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site")
        try SiteWriter(output: output).write(
            ["a/b/one.html", "a/c/two.html", "d/three.html", "e/f/four.html"].map { SiteFile(path: $0, text: $0) })
        try SiteWriter(output: output).write(
            ["a/b/one.html", "a/new.html", "d/three.html", "e/f"].map { SiteFile(path: $0, text: "v2 " + $0) })
        let left = (FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String]) ?? []
        #expect(
            left.filter { !$0.hasPrefix(SiteWriter.keptFolders) }.sorted() == [
                SiteWriter.markerFile, "a", "a/b", "a/b/one.html", "a/new.html", "d", "d/three.html", "e", "e/f",
            ])
        #expect(read(output.appendingPathComponent("e/f")) == "v2 e/f")
        #expect(read(output.appendingPathComponent("a/b/one.html")) == "v2 a/b/one.html")
        #expect(files(below: output.appendingPathComponent(SiteWriter.keptFolders)).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["site"])
    }

    /// An output that is a link to a Formsmith folder is replaced by the new site as a folder; the
    /// folder it linked to keeps every file, and no kept folders are taken through the link.
    @Test func anOutputThatIsALinkIsReplacedAndWhatItLinkedToKept() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let target = base.appendingPathComponent("deploy"), output = base.appendingPathComponent("site")
        try FileManager.default.createDirectory(
            at: target.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("made".utf8).write(to: target.appendingPathComponent(SiteWriter.markerFile))
        try Data("keep".utf8).write(to: target.appendingPathComponent(".git/config"))
        try Data("old".utf8).write(to: target.appendingPathComponent("page.html"))
        try FileManager.default.createSymbolicLink(at: output, withDestinationURL: target)

        try SiteWriter(output: output).write([SiteFile(path: "a/new.html", text: "new")])
        try SiteWriter(output: output).write([SiteFile(path: "a/newer.html", text: "newer")])
        #expect(read(target.appendingPathComponent(".git/config")) == "keep")
        #expect(read(target.appendingPathComponent("page.html")) == "old")
        #expect(read(output.appendingPathComponent("a/newer.html")) == "newer")
        let attributes = try FileManager.default.attributesOfItem(atPath: output.path)
        #expect(attributes[.type] as? FileAttributeType == .typeDirectory)
    }

    /// Every file (not folder) below `folder`, relative to it.
    func files(below folder: URL) -> [String] {
        let all = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]) ?? []
        return all.filter { path in
            var isDirectory: ObjCBool = false
            return !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                || !isDirectory.boolValue
        }
    }

    /// A build adds pages as they render; one that stops before `finish` leaves the previous site
    /// and nothing beside it, and the files it added never reach the output.
    @Test func anUnfinishedSiteIsRemovedAndThePreviousOneStays() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site")
        try SiteWriter(output: output).write([SiteFile(path: "index.html", text: "good")])
        do {
            let site = try SiteWriter(output: output).begin()
            _ = (0..<50).map { "p/\($0 % 5)/page\($0).html" }.parallelMap { site.add(SiteFile(path: $0, text: $0)) }
            let entries = try FileManager.default.contentsOfDirectory(atPath: base.path)
            #expect(entries.count == 2)  // the site and the new one
            withExtendedLifetime(site) {}
        }
        #expect(read(output.appendingPathComponent("index.html")) == "good")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("p").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == ["site"])

        let site = try SiteWriter(output: output).begin()
        _ = (0..<50).map { "p/\($0 % 5)/page\($0).html" }.parallelMap { site.add(SiteFile(path: $0, text: $0)) }
        try site.finish()
        #expect(read(output.appendingPathComponent("p/3/page13.html")) == "p/3/page13.html")
        #expect(site.byteCount == (0..<50).map { "p/\($0 % 5)/page\($0).html".utf8.count }.reduce(0, +))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    /// An unchanged page is the previous build's file, linked; a changed or grown one is written anew,
    /// and the previous site's files are never written to.
    @Test func unchangedFilesAreKeptChangedOnesWritten() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site")
        func inode(_ path: String) throws -> Int { try fileNumber(output.appendingPathComponent(path)) }
        try SiteWriter(output: output).write([
            SiteFile(path: "same.html", text: "same"), SiteFile(path: "a/edited.html", text: "before"),
            SiteFile(path: "grown.html", text: "abc"), SiteFile(path: "empty.html", text: ""),
        ])
        let kept = try inode("same.html")
        let edited = try inode("a/edited.html")
        // A copy of the first site, to see that the second build leaves its files alone.
        let copy = base.appendingPathComponent("copy")
        try FileManager.default.copyItem(at: output, to: copy)

        try SiteWriter(output: output).write([
            SiteFile(path: "same.html", text: "same"), SiteFile(path: "a/edited.html", text: "after!"),
            SiteFile(path: "grown.html", text: "abcd"), SiteFile(path: "empty.html", text: ""),
        ])
        #expect(try inode("same.html") == kept)
        #expect(try inode("a/edited.html") != edited)
        #expect(read(output.appendingPathComponent("a/edited.html")) == "after!")
        #expect(read(output.appendingPathComponent("grown.html")) == "abcd")
        #expect(read(output.appendingPathComponent("empty.html")) == "")
        #expect(read(copy.appendingPathComponent("a/edited.html")) == "before")
        let links = try #require(
            FileManager.default.attributesOfItem(atPath: output.appendingPathComponent("same.html").path)[
                .referenceCount] as? Int)
        #expect(links == 1, "the previous site is gone, so the kept file has no other name")
    }

    /// A whole-site file given in pieces is written as their concatenation, and linked from the
    /// previous site only when every piece matches the bytes at its place.
    @Test func aFileInPiecesIsWrittenJoinedAndKeptOnlyWhenEveryPieceMatches() throws {
        let base = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: base) }
        let output = base.appendingPathComponent("site")
        func inode(_ path: String) throws -> Int { try fileNumber(output.appendingPathComponent(path)) }
        func build(_ files: [String: [String]]) throws {
            let site = try SiteWriter(output: output).begin()
            for (path, pieces) in files { site.add(path: path, pieces: pieces.map { Array($0.utf8) }) }
            #expect(site.fileCount == files.count)
            try site.finish()
        }
        try build(["same.json": ["{", "\"a\"", "}"], "moved.json": ["ab", "cd"], "tail.json": ["x", "y"]])
        #expect(read(output.appendingPathComponent("same.json")) == "{\"a\"}")
        let (same, moved, tail) = (try inode("same.json"), try inode("moved.json"), try inode("tail.json"))

        // Same bytes cut differently still match; a difference in a later piece, or a longer file, does not.
        try build(["same.json": ["{\"", "a\"}"], "moved.json": ["ab", "ce"], "tail.json": ["x", "y", "z"]])
        #expect(try inode("same.json") == same)
        #expect(try inode("moved.json") != moved)
        #expect(try inode("tail.json") != tail)
        #expect(read(output.appendingPathComponent("moved.json")) == "abce")
        #expect(read(output.appendingPathComponent("tail.json")) == "xyz")
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
            try SiteWriter(output: output).write([
                SiteFile(path: "x", text: "file"), SiteFile(path: "x/y.html", text: "clash"),
            ])
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
