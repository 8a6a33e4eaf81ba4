import Foundation

/// One step of a random edit sequence, as concrete as a user's save: the whole new text of a
/// file, a removal or a rename. A step that no longer applies (a shrunk sequence removed the file
/// it renames) is skipped, so any subsequence of a sequence can run.
enum RandomEdit: CustomStringConvertible, Equatable {
    case write(String, String, why: String)
    case remove(String)
    case rename(String, to: String)
    /// A save that lands while a build renders (every input read, nothing written yet); the
    /// watcher's rebuild after it must show it.
    case writeDuringBuild(String, String, why: String)
    /// Waits until every file's stamp is old enough to be trusted, so later rebuilds skip reading
    /// the files they do not hear about (the path most likely to miss a change).
    case settle

    var description: String {
        switch self {
        case .write(let path, _, let why): "write \(path) (\(why))"
        case .remove(let path): "remove \(path)"
        case .rename(let from, let to): "rename \(from) → \(to)"
        case .writeDuringBuild(let path, _, let why): "write \(path) during a build (\(why))"
        case .settle: "settle"
        }
    }

    /// Applies the step to `files` (the project as text); false when it does not apply.
    func apply(to files: inout [String: String]) -> Bool {
        switch self {
        case .write(let path, let text, _), .writeDuringBuild(let path, let text, _):
            files[path] = text
        case .remove(let path):
            guard files.removeValue(forKey: path) != nil else { return false }
        case .rename(let from, let to):
            guard files[to] == nil, let text = files.removeValue(forKey: from) else { return false }
            files[to] = text
        case .settle:
            break
        }
        return true
    }
}

/// A small, seeded generator (SplitMix64): the same seed gives the same sequence everywhere.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
