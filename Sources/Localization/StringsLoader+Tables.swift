import Foundation
import FormsmithCore

extension StringsLoader {
    /// `files` in the order their strings are looked up: the `Localizable` table first (SwiftUI's
    /// and SixLayer's default), then the other tables by name, each table's files by path.
    static func lookupOrder(_ files: [String]) -> [String] {
        files.enumerated().sorted { lhs, rhs in
            let (left, right) = (tableName(lhs.element), tableName(rhs.element))
            if left != right {
                if left == "Localizable" || right == "Localizable" { return left == "Localizable" }
                return left.utf8.lexicographicallyPrecedes(right.utf8)
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Why the table of `path` holds no form strings (so it is not read); nil for a table that may.
    /// `storyboards` remembers what was looked up, as a table is in every `.lproj`.
    static func skipReason(_ path: String, root: URL, storyboards: inout [String: Bool]) -> String? {
        let table = String(tableName(path))
        if let held = otherTables[table] { return "it holds \(held), not the forms'" }
        guard table != "Localizable", path.hasSuffix(".strings") else { return nil }
        // Interface Builder's strings for `Main.storyboard` are named after it: `de.lproj/Main.strings`.
        let lproj = path.split(separator: "/").dropLast()
        let folder = lproj.dropLast().joined(separator: "/")
        let memo = folder + "/" + table
        if let known = storyboards[memo] { return known ? storyboardReason(table) : nil }
        let candidates = ["Base.lproj/", "en.lproj/", ""].flatMap { place in
            ["storyboard", "xib"].map { (folder.isEmpty ? "" : folder + "/") + place + table + "." + $0 }
        }
        let found = candidates.contains {
            FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        storyboards[memo] = found
        return found ? storyboardReason(table) : nil
    }

    private static func storyboardReason(_ table: String) -> String {
        "it holds Interface Builder's strings for \(table).storyboard or .xib, not the forms'"
    }

    /// One note per table skipped (in however many `.lproj` folders), at its first file.
    static func skippedNotes(_ skipped: [(path: String, reason: String)]) -> [Diagnostic] {
        var byName: [String: (first: String, reason: String, count: Int)] = [:]
        for (path, reason) in skipped {
            let name = String(path.split(separator: "/").last ?? Substring(path))
            byName[name] = byName[name].map { ($0.first, $0.reason, $0.count + 1) } ?? (path, reason, 1)
        }
        return byName.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { name, entry in
            let folders = entry.count > 1 ? " (in \(entry.count) folders)" : ""
            return Diagnostic(
                .info, "strings.table-skipped", at: SourceLocation(file: entry.first),
                "“\(name)”\(folders) is not read: \(entry.reason)")
        }
    }

    /// A note for each table read that holds no strings, saying which tables the languages come from.
    static func emptyTableNotes(_ counts: [(table: String, file: String, strings: Int)]) -> [Diagnostic] {
        var byTable: [String: (file: String, strings: Int)] = [:]
        var order: [String] = []
        for (table, file, strings) in counts {
            if let known = byTable[table] {
                byTable[table] = (known.file, known.strings + strings)
            } else {
                byTable[table] = (file, strings)
                order.append(table)
            }
        }
        let giving = order.filter { byTable[$0]!.strings > 0 }
        let from =
            giving.isEmpty
            ? "no table holds any" : "the languages come from \(giving.map { "“\($0)”" }.joined(separator: ", "))"
        return order.filter { byTable[$0]!.strings == 0 }.map { table in
            Diagnostic(
                .info, "strings.table-skipped", at: SourceLocation(file: byTable[table]!.file),
                "the “\(table)” table holds no strings, so no language comes from it; \(from)")
        }
    }
}
