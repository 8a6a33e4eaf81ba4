import Foundation
import Synchronization
import FormsmithCore
import Hummingbird
import Logging
import Pipeline
import ProjectFiles
import ServiceLifecycle
import Site

/// `formsmith serve`: builds the site into memory, serves it, and rebuilds on every save.
public final class SiteServer: Sendable {
    public struct Options: Sendable {
        public var root: URL
        public var host: String
        public var port: Int
        /// Folders under the root that are not inputs (the build output).
        public var ignoredFolders: Set<String>
        /// Warnings count as errors: a rebuild with new ones keeps the last good site (`--strict`).
        public var strict: Bool
        /// The least severe diagnostic printed (`--quiet`: errors; `--verbose`: notes).
        public var shownSeverity: Diagnostic.Severity

        public init(
            root: URL, host: String = "127.0.0.1", port: Int = 8000, ignoredFolders: Set<String> = ["_site", ".build"],
            strict: Bool = false, shownSeverity: Diagnostic.Severity = .warning
        ) {
            self.root = root
            self.host = host
            self.port = port
            self.ignoredFolders = ignoredFolders
            self.strict = strict
            self.shownSeverity = shownSeverity
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case portInUse(host: String, port: Int)

        public var description: String {
            switch self {
            case .portInUse(let host, let port):
                "\(host):\(port) is already in use. Stop the other server or choose another port with --port (--port 0 picks a free one)"
            }
        }
    }

    let options: Options
    let makePipeline: @Sendable () -> BuildPipeline
    let log: @Sendable (String) -> Void
    let state = SiteState()
    /// Sent back by the pages `serve` serves (never by a built site) with each sign-off, so that no
    /// other site can approve a form through this server (`SignOffEndpoint`).
    let token = SignOffEndpoint.makeToken()
    private let group = Mutex<ServiceGroup?>(nil)

    /// `makePipeline` is called for every build, so a changed `formsmith.yml` is read again.
    public init(
        options: Options, makePipeline: @escaping @Sendable () -> BuildPipeline,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.options = options
        self.makePipeline = makePipeline
        self.log = log
    }

    /// Builds, serves until stopped (Ctrl-C or `stop()`), and calls `onReady` with the bound port.
    public func run(onReady: @escaping @Sendable (Int) -> Void = { _ in }) async throws {
        if options.port != 0, !PortProbe.isFree(host: options.host, port: options.port) {
            throw Failure.portInUse(host: options.host, port: options.port)
        }
        let watcher = ProjectWatcher(root: options.root, ignored: options.ignoredFolders)
        // Before the first build reads anything, so that a save while it builds is a change from this.
        let beforeFirstBuild = watcher.snapshot()
        let cache = BuildCache()
        let builder = Rebuilder(
            state: state, cache: cache, options: options, makePipeline: makePipeline, log: log)
        await builder.build(changes: nil)

        var logger = Logger(label: "formsmith.serve")
        logger.logLevel = .error
        let app = Application(
            responder: SiteResponder(
                state: state, signOff: SignOffEndpoint(root: options.root, token: token, state: state, log: log)),
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: nil),
            onServerRunning: { channel in onReady(channel.localAddress?.port ?? 0) },
            logger: logger)
        let watch = WatchService(
            watcher: watcher, baseline: beforeFirstBuild, state: state, rebuild: { await builder.build(changes: $0) })
        // The watcher is last, so it stops first: it ends the event streams the server would wait for.
        let group = ServiceGroup(
            configuration: .init(services: [app, watch], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        self.group.withLock { $0 = group }
        try await group.run()
    }

    /// Stops serving, as Ctrl-C does.
    public func stop() async {
        let group = self.group.withLock { $0 }
        await group?.triggerGracefulShutdown()
    }
}

/// Runs builds one at a time and decides what is served.
actor Rebuilder {
    let state: SiteState
    let cache: BuildCache
    let options: SiteServer.Options
    let makePipeline: @Sendable () -> BuildPipeline
    let log: @Sendable (String) -> Void
    /// Errors of the site being served: a rebuild with other errors is not served.
    private var servedErrors: Set<Diagnostic> = []
    /// The last build's diagnostics: a warning or note is printed once, when it comes.
    private var lastDiagnostics: Set<Diagnostic> = []

    init(
        state: SiteState, cache: BuildCache, options: SiteServer.Options,
        makePipeline: @escaping @Sendable () -> BuildPipeline, log: @escaping @Sendable (String) -> Void
    ) {
        self.state = state
        self.cache = cache
        self.options = options
        self.makePipeline = makePipeline
        self.log = log
    }

    /// The first build (`changes` nil), or a rebuild after the watcher saw `changes`.
    func build(changes: ProjectChanges?) async {
        let initial = changes == nil
        var pipeline = makePipeline()
        pipeline.cache = cache
        pipeline.changes = changes
        // On a thread of its own: a build is seconds of CPU work that would otherwise hold one of
        // the cooperative pool's few threads, which the server needs to answer requests meanwhile.
        // The watcher awaits each build before it starts another, so builds never overlap.
        let result = await withCheckedContinuation { [pipeline] continuation in
            Thread { continuation.resume(returning: pipeline.run()) }.start()
        }
        // What blocks a rebuild from being served: its errors, and with --strict its warnings.
        let errors = result.diagnostics.filter {
            $0.severity == .error || (options.strict && $0.severity == .warning)
        }
        await state.keep(forms: result.forms)
        let milliseconds = Int(result.seconds * 1000)
        let warnings = result.diagnostics.warningCount
        let summary =
            "\(counted(result.forms.count, "model")), \(counted(result.docs.count, "doc page")) in \(milliseconds) ms"
            + (warnings == 0 || options.shownSeverity == .error ? "" : ", \(counted(warnings, "warning"))")
            + (result.diagnostics.errorCount == 0 ? "" : ", \(counted(result.diagnostics.errorCount, "error"))")
        // Errors are said on every build they stop; other diagnostics once, when they come.
        let blocking = Set(errors)
        for diagnostic in result.diagnostics where diagnostic.severity >= options.shownSeverity {
            if blocking.contains(diagnostic) || !lastDiagnostics.contains(diagnostic) { log("\(diagnostic)") }
        }
        lastDiagnostics = Set(result.diagnostics)
        if initial || blocking.isSubset(of: servedErrors) {
            servedErrors = blocking
            await state.publish(result.files, problems: errors)
            log(initial ? "Built \(summary)" : "Rebuilt \(summary)")
        } else {
            await state.report(problems: errors)
            log("The rebuild (\(summary)) has new errors, listed above; the last good site is still served")
        }
    }
}

/// The file watcher as a service of the server's group, so Ctrl-C stops it with the server.
struct WatchService: Service {
    let watcher: ProjectWatcher
    /// The project as it was before the first build read it.
    let baseline: ProjectWatcher.Snapshot
    let state: SiteState
    let rebuild: @Sendable (ProjectChanges) async -> Void

    func run() async throws {
        await withGracefulShutdownHandler {
            await cancelWhenGracefulShutdown {
                await watcher.watch(since: baseline, onChange: rebuild)
            }
        } onGracefulShutdown: {
            Task { await state.finishAll() }
        }
    }
}
