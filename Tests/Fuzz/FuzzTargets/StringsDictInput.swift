import Foundation
import FormsmithCore
import Localization

/// Any bytes as `de.lproj/Localizable.stringsdict`, read as a build reads it (a property list
/// in any of its forms). Besides the diagnostics' places: every string is where the file says,
/// and holds no U+FFFD that a UTF-8 file without character references did not write.
public enum StringsDictInput {
    static let path = "de.lproj/Localizable.stringsdict"
    static let folder = ProjectFolder("stringsdict")

    public static func problems(_ bytes: [UInt8]) -> [String] {
        let (strings, diagnostics) = folder.with(bytes, at: path) { root in
            StringsLoader.load(root: root, files: [path], settings: .init())
        }
        let german = LanguageCode("de")!
        let entries = strings.keys(in: german).map { (key: $0, string: strings.lookup($0, in: german)) }
        return DiagnosticChecks.problems(diagnostics, file: path, text: bytes)
            + problems(in: entries.compactMap { entry in entry.string.map { (entry.key, $0) } }, of: bytes)
            + entries.filter { $0.string == nil }.map { "“\($0.key)” is listed but has no string" }
    }

    /// What is wrong with the strings read from `bytes`: each must be in the file, at a line and
    /// column it has, and hold no U+FFFD that a UTF-8 file without character references does not write.
    static func problems(in entries: [(key: String, string: LocalizedString)], of bytes: [UInt8]) -> [String] {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // Only UTF-8 text without character references spells each character as itself.
        let literal =
            String(validating: bytes, as: UTF8.self).map {
                !$0.unicodeScalars.contains("\u{FFFD}") && !$0.contains("&#")
            }
            ?? false
        var problems: [String] = []
        for (key, string) in entries {
            let entry = "\(string.location) \(key.debugDescription) = \(string.text.debugDescription)"
            if string.location.file != path {
                problems.append("a string of another file: \(entry)")
            } else if let outside = DiagnosticChecks.outside(string.location, lines: lines) {
                problems.append("a string outside the file (\(outside)): \(entry)")
            }
            if literal, (key + string.text).unicodeScalars.contains("\u{FFFD}") {
                problems.append("a U+FFFD the file does not write: \(entry)")
            }
        }
        return problems
    }
}
