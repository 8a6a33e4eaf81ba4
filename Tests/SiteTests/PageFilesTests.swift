import Testing
@testable import Site
@testable import SiteOutput

/// The kept file list `serve` patches in place: where the shared files go among the pages, and
/// the sizes each file keeps beside its bytes.
@Suite struct PageFilesTests {
    @Test func mergedPlacesEachSharedFileAndSaysWhere() {
        let pages = ["a.html", "m/index.html", "models/x.html", "z.html"].map { SiteFile(path: $0, text: "page") }
        // One shared path is a page's too: the page comes first, as a sort of both lists put it.
        let shared = ["manifest.json", "models/x.html", "zz.js"].map { SiteFile(path: $0, text: "shared") }
        let (files, indexes) = PageCache.merged(pages, shared)
        #expect(
            files.map(\.path) == [
                "a.html", "m/index.html", "manifest.json", "models/x.html", "models/x.html", "z.html", "zz.js",
            ])
        #expect(indexes == [2, 4, 6])
        #expect(indexes.map { String(decoding: files[$0].contents, as: UTF8.self) } == ["shared", "shared", "shared"])
        #expect(PageCache.merged(pages, []).secondIndexes.isEmpty)
        #expect(PageCache.merged([], shared).secondIndexes == [0, 1, 2])
    }

    @Test func aFileKeepsItsSizeThroughEveryChange() {
        var file = SiteFile(path: "manifest.json", pieces: [Array("ab".utf8), Array("cde".utf8)])
        #expect(file.byteCount == 5)
        file.contents = Array("abcdefgh".utf8)
        #expect(file.byteCount == 8)
        let files = [file, SiteFile(path: "a", text: "xyz"), SiteFile(joining: [[1, 2], [3]], path: "b")]
        #expect(files.byteCount == 14)
    }

    @Test func aPieceReplacedInPlaceLeavesCopiesAsTheyWere() {
        var file = SiteFile(path: "manifest.json", pieces: [Array("[".utf8), Array("a".utf8), Array("]".utf8)])
        let served = file
        let replaced = file.replacePiece(at: 1, with: Array("bcd".utf8))
        #expect(replaced)
        #expect(String(decoding: file.contents, as: UTF8.self) == "[bcd]" && file.byteCount == 5)
        #expect(String(decoding: served.contents, as: UTF8.self) == "[a]" && served.byteCount == 3)
        let outOfRange = file.replacePiece(at: 3, with: [])
        #expect(!outOfRange && file.pieceCount == 3)
        var whole = SiteFile(path: "index.html", text: "page")
        let notPieces = whole.replacePiece(at: 0, with: [])
        #expect(!notPieces && whole.pieceCount == 1)
    }

    /// A file of more pieces than one run holds: each piece is found across the runs' edges, and a
    /// copy sharing the runs keeps its bytes.
    @Test func piecesAcrossRunsAreReplacedWhereTheyAre() {
        let count = 700
        var pieces = (0..<count).map { Array("\($0),".utf8) }
        var file = SiteFile(path: "manifest.json", pieces: pieces)
        let served = file
        #expect(file.pieceCount == count && file.pieces == pieces)
        for index in [0, 255, 256, 511, 512, count - 1] {
            let replaced = file.replacePiece(at: index, with: Array("<\(index)>".utf8))
            #expect(replaced)
            pieces[index] = Array("<\(index)>".utf8)
        }
        #expect(file.pieces == pieces && file.contents == pieces.flatMap { $0 })
        #expect(file.byteCount == pieces.reduce(0) { $0 + $1.count } && file.pieceCount == count)
        #expect(served.contents == (0..<count).flatMap { Array("\($0),".utf8) })
        let beyond = file.replacePiece(at: count, with: [])
        let before = file.replacePiece(at: -1, with: [])
        #expect(!beyond && !before)
        #expect(SiteFile(path: "empty.json", pieces: []).pieceCount == 0)
    }

    /// What serve serves: each path's file found in the sorted list, the later of two at one path
    /// (as a dictionary made from the list kept), and a list out of order sorted first.
    @Test func filesAreFoundByPathInTheSortedList() {
        let paths = ["a", "a/index.html", "b.html", "docs/x.html", "manifest.json", "manifest.json", "z"]
        let files = paths.enumerated().map { SiteFile(path: $1, text: "\($0)") }
        let byPath = FilesByPath(files)
        for (index, path) in paths.enumerated() where path != "manifest.json" {
            #expect(byPath[path].map { String(decoding: $0.contents, as: UTF8.self) } == "\(index)", "\(path)")
        }
        #expect(byPath["manifest.json"].map { String(decoding: $0.contents, as: UTF8.self) } == "5")
        for missing in ["", "0", "a/", "b", "docs", "zz"] { #expect(byPath[missing] == nil, "\(missing)") }
        // Out of order, with two files at one path: the later of them in the list is found.
        let shuffled = FilesByPath([files[6], files[5], files[0], files[3], files[4], files[1], files[2]])
        #expect(shuffled.count == 7)
        for index in [0, 1, 2, 3, 4, 6] { #expect(shuffled[paths[index]] == files[index]) }
        #expect(FilesByPath()["a"] == nil)
    }
}
