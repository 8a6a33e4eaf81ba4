import Foundation
import Testing

/// Golden files under Fixtures/Golden: compared line by line, re-recorded with FORMSMITH_RECORD_GOLDEN=1.
enum GoldenFile {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/Golden")

    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    {
        let url = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FORMSMITH_RECORD_GOLDEN"] != nil {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
        }
        let expected = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, (line, wanted)) in zip(actualLines, expectedLines).enumerated() where line != wanted {
            Issue.record(
                "\(name) line \(index + 1) differs:\n  got:      \(line)\n  expected: \(wanted)",
                sourceLocation: sourceLocation)
            return
        }
        #expect(actualLines.count == expectedLines.count, "\(name): line count", sourceLocation: sourceLocation)
    }
}
