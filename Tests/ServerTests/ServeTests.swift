import Foundation
import Synchronization
import Testing
import FormsmithCore
import Pipeline
@testable import Server

/// `serve` for real: a server on a free port of 127.0.0.1 over a temporary project, edited while it runs.
@Suite(.serialized) struct ServeTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    final class Running: Sendable {
        let server: SiteServer
        let task: Task<Void, Error>
        let port: Int
        let root: URL

        init(server: SiteServer, task: Task<Void, Error>, port: Int, root: URL) {
            self.server = server
            self.task = task
            self.port = port
            self.root = root
        }

        func stop() async {
            await server.stop()
            _ = await task.result
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// How long a test waits for an event (a server listening, a rebuild served) before it fails:
    /// minutes, so that a busy machine is slow but never wrong.
    static let patience: Double = 300

    /// Copies the demo project and serves it; waits for the port. `stageStarted` is told
    /// of each stage of each build as it starts, on the build's thread (`BuildPipeline.progress`).
    static func start(stageStarted: (@Sendable (_ root: URL, _ stage: String) -> Void)? = nil) async throws -> Running {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Hints", "docs", "formsmith.yml"] {
            try FileManager.default.copyItem(
                at: repositoryRoot.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
        let server = SiteServer(
            options: .init(root: root, port: 0),
            makePipeline: {
                var pipeline = BuildPipeline(root: root, config: ProjectConfig.load(projectRoot: root).config)
                if let stageStarted {
                    pipeline.progress = { @Sendable stage in stageStarted(root, stage) }
                }
                return pipeline
            }, log: { _ in })
        let (portStream, portContinuation) = AsyncStream<Int>.makeStream()
        let task = Task {
            // The stream ends with the server, so a server that stops before it listens ends the wait.
            defer { portContinuation.finish() }
            try await server.run { portContinuation.yield($0) }
        }
        // The server says its port once its first build is done and it listens: wait for that event,
        // however slow the machine, bounded only so that a hang fails with a message.
        let port = try await withThrowingTaskGroup(of: Int?.self) { group in
            group.addTask {
                for await port in portStream { return port }
                return 0
            }
            group.addTask {
                try await Task.sleep(for: .seconds(patience))
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let port else {
            Issue.record("serve did not listen within \(Int(patience)) s of starting its first build")
            throw CancellationError()
        }
        if port == 0 { _ = try await task.value }  // rethrows why the server stopped
        #expect(port > 0)
        return Running(server: server, task: task, port: port, root: root)
    }

    /// Polls until `condition` holds or `seconds` pass.
    static func eventually(_ seconds: Double = patience, _ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return try await condition()
    }

    @Test func servesPagesWithLiveReloadAndSafeHeaders() async throws {
        let running = try await Self.start()
        let client = RawHTTPClient(port: running.port)
        let index = try await client.fetch("/")
        #expect(index.status == 200)
        #expect(index.headers["content-type"] == "text/html; charset=utf-8")
        #expect(index.headers["cache-control"] == "no-cache")
        #expect(index.body.contains(#"<script src="/__formsmith/live.js""#))
        #expect(index.headers["etag"] != nil)
        // A matching ETag is answered 304; a rebuild between the two requests (the watcher's first
        // look at files written just before `serve` started) gives a new one, so ask again.
        let revalidated = try await Self.eventually {
            guard let etag = try await client.fetch("/").headers["etag"] else { return false }
            return try await client.fetch("/", headers: ["If-None-Match": etag]).status == 304
        }
        #expect(revalidated)
        #expect(try await client.fetch("/models/User.html", method: "HEAD").body.isEmpty)
        #expect(try await client.fetch("/assets/site/base.css").headers["content-type"] == "text/css; charset=utf-8")
        #expect(
            try await client.fetch("/assets/search-index.js").headers["content-type"]
                == "text/javascript; charset=utf-8")
        // Kept as pieces in memory, served whole.
        let manifest = try await client.fetch("/manifest.json")
        #expect(manifest.headers["content-type"] == "application/json")
        #expect(manifest.headers["content-length"] == String(manifest.body.utf8.count))
        #expect(manifest.body.hasPrefix("{\n  \"formsmith\" : 1,") && manifest.body.contains("\"User\""))
        #expect((try? JSONSerialization.jsonObject(with: Data(manifest.body.utf8))) != nil)
        #expect(try await client.fetch("/docs/images/user-form.svg").headers["content-type"] == "image/svg+xml")
        #expect(try await client.fetch("/docs/").status == 200)
        #expect(try await client.fetch("/docs").status == 301)
        #expect(try await client.fetch("/__formsmith/live.js").body.contains("EventSource"))
        #expect(try await client.fetch("/", method: "POST").status == 405)
        #expect(try await client.fetch("/index.html", method: "DELETE").status == 405)
        await running.stop()
    }

    @Test(arguments: [
        "/../formsmith.yml", "/%2e%2e/formsmith.yml", "/%2E%2E/%2e%2e/etc/passwd", "/docs/..%2f..%2fformsmith.yml",
        "/docs/%2e%2e/%2e%2e/Hints/User.hints", "/..\\formsmith.yml", "/%5c..%5cformsmith.yml", "/Hints/User.hints",
        "//etc/passwd", "/etc/passwd", "/%00index.html", "/index.html%00", "/%zz",
    ])
    func traversalIsNotFound(path: String) async throws {
        let running = try await Self.start()
        let reply = try await RawHTTPClient(port: running.port).fetch(path)
        #expect(reply.status == 404 || reply.status == 400, "\(path) → \(reply.status)")
        #expect(!reply.body.contains("title:"))
        await running.stop()
    }

    @Test func pollingSlowsDownForABigProjectOnly() {
        let watcher = ProjectWatcher(root: URL(fileURLWithPath: "/"), ignored: [])
        #expect(watcher.pause(after: .milliseconds(2)) == .milliseconds(60), "a small project: as often as set")
        #expect(watcher.pause(after: .milliseconds(30)) == .milliseconds(240), "a big one: a ninth of the time")
    }

    @Test func editsRebuildBreakagesKeepTheLastGoodSite() async throws {
        let running = try await Self.start()
        let client = RawHTTPClient(port: running.port)
        let hints = running.root.appendingPathComponent("Hints/User.hints")
        let original = try String(contentsOf: hints, encoding: .utf8)
        #expect(
            try await client.fetch("/models/User.html").body.contains(
                #"data-field="phone" data-control="tel" data-width="150""#))

        // An open event stream sees the rebuild. The server writes `retry:` once the stream listens:
        // the save is made after that, not after a guess at how long connecting takes.
        let listening = Mutex(false)
        let events = Task {
            try await RawHTTPClient(port: running.port).fetch("/__formsmith/events", timeout: Self.patience) {
                if $0.contains("retry:") { listening.withLock { $0 = true } }
                return $0.contains("event: reload")
            }
        }
        #expect(try await Self.eventually { listening.withLock { $0 } })
        try Data(
            original.replacingOccurrences(
                of: #""phone": { "displayWidth": "narrow""#, with: #""phone": { "displayWidth": "wide""#
            ).utf8
        ).write(to: hints)
        #expect(
            try await Self.eventually {
                try await client.fetch("/models/User.html").body.contains(
                    #"data-field="phone" data-control="tel" data-width="400""#)
            })
        let stream = try await events.value as RawHTTPClient.Reply
        #expect(stream.status == 200)
        #expect(stream.headers["content-type"] == "text/event-stream")
        #expect(stream.body.contains("event: reload"))

        // A broken file: the last good page stays, and the error is reported.
        try Data("{\n  \"phone\": {,}\n}".utf8).write(to: hints)
        #expect(
            try await Self.eventually {
                await running.server.state.current().problems.contains { $0.code == "hints.invalid-json" }
            })
        #expect(
            try await client.fetch("/models/User.html").body.contains(
                #"data-field="phone" data-control="tel" data-width="400""#))
        let problems = try await client.fetch("/__formsmith/events", timeout: Self.patience) {
            $0.contains("event: problems") && $0.contains("invalid-json")
        }
        #expect(problems.body.contains("Hints\\/User.hints:2:13"))

        // Fixing it clears the problems and serves the fix.
        try Data(original.utf8).write(to: hints)
        #expect(
            try await Self.eventually {
                try await client.fetch("/models/User.html").body.contains(
                    #"data-field="phone" data-control="tel" data-width="150""#)
            })
        let remaining = await running.server.state.current().problems
        #expect(remaining.isEmpty, "\(remaining)")
        await running.stop()
    }

    @Test func aPortInUseIsAClearError() async throws {
        let running = try await Self.start()
        let second = SiteServer(
            options: .init(root: running.root, port: running.port),
            makePipeline: {
                BuildPipeline(root: running.root, config: ProjectConfig())
            }, log: { _ in })
        await #expect(throws: SiteServer.Failure.self) { try await second.run() }
        await running.stop()
    }
}
