/// A tutorial step's `@Code`: a file of the catalog as it stands at that step, with the lines
/// that differ from the previous step's file of the same name marked, as DocC marks them.
public struct TutorialCode: Sendable, Equatable {
    /// The name the step shows (`@Code(name:)`), such as `ContentView.swift`.
    public var name: String
    /// The language its colours come from: the file's extension, lower-cased.
    public var language: String
    public var lines: [String]
    /// 0-based indices of the lines added or changed since the previous step, in order.
    public var changedLines: [Int]

    public init(name: String, language: String, lines: [String], changedLines: [Int] = []) {
        self.name = name
        self.language = language
        self.lines = lines
        self.changedLines = changedLines
    }

    /// The lines of `lines` not in a longest common subsequence with `previous`: what a reader
    /// types at this step. A first step marks nothing, as DocC shows its file plainly.
    static func changedLines(from previous: [String], to lines: [String]) -> [Int] {
        guard !previous.isEmpty else { return [] }
        let (old, new) = (previous.count, lines.count)
        // Longest common suffix lengths, one row at a time: a tutorial's files are small.
        var table = Array(repeating: Array(repeating: 0, count: new + 1), count: old + 1)
        for i in stride(from: old - 1, through: 0, by: -1) {
            for j in stride(from: new - 1, through: 0, by: -1) {
                table[i][j] =
                    previous[i] == lines[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var changed: [Int] = []
        var (i, j) = (0, 0)
        while j < new {
            if i < old, previous[i] == lines[j] {
                i += 1
                j += 1
            } else if i < old, table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                changed.append(j)
                j += 1
            }
        }
        return changed
    }
}
