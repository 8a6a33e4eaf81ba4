#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import Testing
import FormsmithCore
import Pipeline
import ProjectFiles
@testable import Server

/// A save while `serve` builds must be served by a rebuild, exactly as a one-off `build` of the
/// same tree makes it. The save is made from the build's own stage hook
/// (`BuildPipeline.progress`) as rendering starts: every input has been read by then, and the
/// build has not finished. No sleep has to land in a window; only the wait for the rebuild polls.
@Suite(.serialized) struct SaveDuringBuildTests {
    /// Makes `save` once, as the `build`th build (1: the first) starts to render.
    final class SaveAtRender: Sendable {
        private let rendersStarted = Mutex(0)
        private let saved = Mutex(false)
        let build: Int
        let save: @Sendable (_ root: URL) -> Void

        init(build: Int, save: @escaping @Sendable (_ root: URL) -> Void) {
            self.build = build
            self.save = save
        }

        var hasSaved: Bool { saved.withLock { $0 } }

        func stageStarted(root: URL, stage: String) {
            guard stage == "render" else { return }
            let number = rendersStarted.withLock {
                $0 += 1
                return $0
            }
            guard number == build else { return }
            save(root)
            saved.withLock { $0 = true }
        }
    }

    static let narrowPhone = #""phone": { "displayWidth": "narrow""#
    /// As long as `narrowPhone`: the save keeps the file's size.
    static let mediumPhone = #""phone": { "displayWidth": "medium""#
    static let servedNarrowPhone = #"data-field="phone" data-control="tel" data-width="150""#

    static func replace(_ old: String, with new: String, in path: String, under root: URL) {
        let url = root.appendingPathComponent(path)
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        precondition(text.contains(old), "\(path) holds \(old)")
        try? Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// Waits (bounded) until `serve` serves what a fresh build of the tree, as it is now, makes.
    static func expectServedMatchesFreshBuild(_ running: ServeTests.Running) async throws {
        let fresh = BuildPipeline(root: running.root, config: ProjectConfig.load(projectRoot: running.root).config)
            .run().files
        let matches = try await ServeTests.eventually {
            let served = await running.server.state.current().files
            return served.count == fresh.count && fresh.allSatisfy { served[$0.path] == $0 }
        }
        #expect(matches, "the served site is a fresh build's, byte for byte")
        let served = await running.server.state.current().files
        for file in fresh where served[file.path] != file {
            Issue.record("\(file.path) is served as it was before the save")
        }
    }

    static func servedPage(_ running: ServeTests.Running, _ path: String) async -> String {
        let file = await running.server.state.current().files[path]
        return file.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
    }

    @Test func aSaveDuringTheFirstBuildIsServed() async throws {
        let saver = SaveAtRender(build: 1) { root in
            Self.replace(Self.narrowPhone, with: Self.mediumPhone, in: "Hints/User.hints", under: root)
        }
        let running = try await ServeTests.start(stageStarted: saver.stageStarted)
        #expect(saver.hasSaved)
        try await Self.expectServedMatchesFreshBuild(running)
        #expect(!(await Self.servedPage(running, "models/User.html")).contains(Self.servedNarrowPhone))
        await running.stop()
    }

    @Test func aSaveDuringARebuildIsServed() async throws {
        let saver = SaveAtRender(build: 2) { root in
            Self.replace(
                #""orderNumber": { "isEditable": false, "displayWidth": "narrow""#,
                with: #""orderNumber": { "isEditable": false, "displayWidth": "wide""#, in: "Hints/Order.hints",
                under: root)
        }
        let running = try await ServeTests.start(stageStarted: saver.stageStarted)
        // This save starts the rebuild, during which the other one is made.
        Self.replace(Self.narrowPhone, with: Self.mediumPhone, in: "Hints/User.hints", under: running.root)
        #expect(try await ServeTests.eventually { saver.hasSaved })
        try await Self.expectServedMatchesFreshBuild(running)
        #expect(!(await Self.servedPage(running, "models/User.html")).contains(Self.servedNarrowPhone))
        await running.stop()
    }

    /// A save that keeps the file's size and modification time (as two saves within one tick of a
    /// coarse file clock would): only its change time tells, and that must be enough.
    @Test func aSaveKeepingSizeAndModificationTimeIsServed() async throws {
        let times = Mutex<(before: FileTimes, after: FileTimes)?>(nil)
        let saver = SaveAtRender(build: 1) { root in
            let path = root.appendingPathComponent("Hints/User.hints").path
            let before = FileTimes(path: path)
            Self.replace(Self.narrowPhone, with: Self.mediumPhone, in: "Hints/User.hints", under: root)
            before.restoreAccessAndModification(of: path)
            times.withLock { $0 = (before, FileTimes(path: path)) }
        }
        let running = try await ServeTests.start(stageStarted: saver.stageStarted)
        let (before, after) = try #require(times.withLock { $0 })
        #expect(after.size == before.size && after.modified == before.modified, "the save kept size and mtime")
        #expect(after.changed != before.changed)
        try await Self.expectServedMatchesFreshBuild(running)
        #expect(!(await Self.servedPage(running, "models/User.html")).contains(Self.servedNarrowPhone))
        await running.stop()
    }

    /// The contract the fix rests on: what changed since the baseline is reported, even when it
    /// changed before the watcher's first poll.
    @Test func theWatcherReportsASaveMadeBeforeItsFirstPoll() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("User.hints")
        try Data("{}".utf8).write(to: file)
        let watcher = ProjectWatcher(root: root, ignored: [])
        let baseline = watcher.snapshot()
        try Data(#"{ "a": {} }"#.utf8).write(to: file)
        let (reports, continuation) = AsyncStream<ProjectChanges>.makeStream()
        let watching = Task { await watcher.watch(since: baseline) { continuation.yield($0) } }
        let deadline = Task {
            try await Task.sleep(for: .seconds(ServeTests.patience))
            continuation.finish()
        }
        var iterator = reports.makeAsyncIterator()
        let first = await iterator.next()
        watching.cancel()
        deadline.cancel()
        #expect(first == ProjectChanges(modified: ["User.hints"]))
    }
}

/// A file's size and times, as `stat` gives them, to the nanosecond.
struct FileTimes: Sendable, Equatable {
    var size: Int64
    var accessed: [Int]
    var modified: [Int]
    var changed: [Int]

    init(path: String) {
        var info = stat()
        precondition(stat(path, &info) == 0, "\(path) exists")
        size = Int64(info.st_size)
        #if canImport(Darwin)
        (accessed, modified, changed) = (
            Self.parts(info.st_atimespec), Self.parts(info.st_mtimespec), Self.parts(info.st_ctimespec)
        )
        #else
        (accessed, modified, changed) = (Self.parts(info.st_atim), Self.parts(info.st_mtim), Self.parts(info.st_ctim))
        #endif
    }

    static func parts(_ time: timespec) -> [Int] { [Int(time.tv_sec), Int(time.tv_nsec)] }

    /// Sets the file's access and modification times back to these; its change time moves on
    /// (only the kernel sets that).
    func restoreAccessAndModification(of path: String) {
        var times = [accessed, modified].map { timespec(tv_sec: $0[0], tv_nsec: $0[1]) }
        precondition(utimensat(AT_FDCWD, path, &times, 0) == 0, "the times of \(path) are set")
    }
}
