import ArgumentParser
import Foundation

/// The one way a command stops on a failure of its own (not a diagnostic of the project):
/// `error: message` on standard error, then the exit code to throw (2: the command could not run).
enum CommandFailure {
    static func exit(_ message: String, code: Int32) -> ExitCode {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return ExitCode(code)
    }
}
