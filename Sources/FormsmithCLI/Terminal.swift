#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization
import FormsmithCore

/// What the terminal allows: colour only on a terminal and never with `NO_COLOR`; progress only
/// on a terminal, so logs and pipes get plain lines.
enum Terminal {
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    static func colorsAllowed(onStandardError: Bool) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return onStandardError ? standardErrorIsTerminal : standardOutputIsTerminal
    }

    /// `path:line:col: warning: message [code]` with the severity coloured when `colored`.
    static func format(_ diagnostic: Diagnostic, colored: Bool) -> String {
        guard colored else { return "\(diagnostic)\n" }
        let color =
            switch diagnostic.severity {
            case .error: "\u{1B}[1;31m"
            case .warning: "\u{1B}[1;33m"
            case .info: "\u{1B}[1;36m"
            }
        return
            "\u{1B}[1m\(diagnostic.location):\u{1B}[0m \(color)\(diagnostic.severity.rawValue):\u{1B}[0m \(diagnostic.message) \u{1B}[2m[\(diagnostic.code)]\u{1B}[0m\n"
            + diagnostic.details.map { "    \($0)\n" }.joined()
    }
}

/// A single updating status line for builds that take more than a second (terminals only).
final class ProgressLine: Sendable {
    private struct State {
        var stage = "starting"
        var shown = false
        var finished = false
    }

    private let state: Mutex<State>
    private let start = Date()

    init(enabled: Bool) {
        state = Mutex(State(finished: !enabled))
        guard enabled else { return }
        Thread {
            Thread.sleep(forTimeInterval: 1)
            // Written under the lock, so `finish` never clears the line before a write lands.
            while self.state.withLock({ state in
                guard !state.finished else { return false }
                let line = "\r\u{1B}[2K  building: \(state.stage)… \(Int(Date().timeIntervalSince(self.start))) s"
                FileHandle.standardOutput.write(Data(line.utf8))
                state.shown = true
                return true
            }) {
                Thread.sleep(forTimeInterval: 0.25)
            }
        }.start()
    }

    func update(_ stage: String) {
        state.withLock { $0.stage = stage }
    }

    /// Clears the line, so the summary that follows starts at the left margin.
    func finish() {
        state.withLock { state in
            if state.shown { FileHandle.standardOutput.write(Data("\r\u{1B}[2K".utf8)) }
            state.finished = true
        }
    }
}
