import Foundation
import FormsmithCore
import Layout
import Site
import SiteOutput

/// The site being served and the browsers listening for rebuilds. Swapping `files` is one
/// assignment, so a request sees the old site or the new one, never a mix.
actor SiteState {
    struct Snapshot: Sendable {
        var files: FilesByPath
        var build: Int
        /// Errors of the latest rebuild, shown in an overlay (the site served may be an older, good one).
        var problems: [Diagnostic]
    }

    enum Event: Sendable {
        case reload(build: Int)
        case problems([Diagnostic], build: Int)
    }

    private(set) var snapshot = Snapshot(files: FilesByPath(), build: 0, problems: [])
    private var listeners: [UUID: AsyncStream<Event>.Continuation] = [:]

    func current() -> Snapshot { snapshot }

    /// The forms of the latest build, which `serve`'s approve button signs off.
    private(set) var forms: [FormLayout] = []

    func keep(forms: [FormLayout]) { self.forms = forms }

    /// A new site: served from now on, and every open page reloads.
    func publish(_ files: [SiteFile], problems: [Diagnostic]) {
        snapshot = Snapshot(files: FilesByPath(files), build: snapshot.build + 1, problems: problems)
        broadcast(.reload(build: snapshot.build))
    }

    /// A rebuild that is not served: the pages keep the last good site and show what is wrong.
    func report(problems: [Diagnostic]) {
        snapshot.problems = problems
        broadcast(.problems(problems, build: snapshot.build))
    }

    func listen() -> AsyncStream<Event> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { _ in Task { await self.stopListening(id) } }
        listeners[id] = continuation
        continuation.yield(.problems(snapshot.problems, build: snapshot.build))
        return stream
    }

    private func stopListening(_ id: UUID) {
        listeners[id] = nil
    }

    private func broadcast(_ event: Event) {
        for continuation in listeners.values { continuation.yield(event) }
    }

    func finishAll() {
        for continuation in listeners.values { continuation.finish() }
        listeners.removeAll()
    }
}
