import Testing
@testable import Incremental

/// A stage makes the values it is told may have changed, or every value, and says which differ.
@Suite struct StageTests {
    /// Runs `stage` over `values` by key, recording which keys were made.
    final class Source: @unchecked Sendable {
        var values: [String: Int]
        var made: [String] = []
        init(_ values: [String: Int]) { self.values = values }

        func run(_ stage: Stage<Int>, input: Revision?, changes: Changes) -> Stage<Int>.Output {
            let keys = values.keys.sorted()
            return stage.run(keys: keys, input: input, changes: changes) { positions in
                made = positions.map { keys[$0] }
                return positions.map { self.values[keys[$0]]! }
            }
        }
    }

    @Test func toldWhichKeysChangedItMakesThoseAlone() {
        let stage = Stage<Int>()
        let source = Source(["a": 1, "b": 2, "c": 3])
        let first = Revision.next()
        let all = source.run(stage, input: first, changes: .everything)
        #expect(all.values == [1, 2, 3] && all.changes == .everything && source.made == ["a", "b", "c"])

        source.values["b"] = 20
        source.values["c"] = 30
        let second = Revision.next()
        let told = source.run(stage, input: second, changes: .only(["b"], since: first))
        #expect(source.made == ["b"], "c was not said to change, so it is not looked at")
        #expect(told.values == [1, 20, 3] && told.changes == .only(["b"], since: all.revision))
        #expect(told.revision != all.revision)
    }

    @Test func aFullRunIsATellingOfEveryKeyAndSaysWhichDiffer() {
        let stage = Stage<Int>()
        let source = Source(["a": 1, "b": 2])
        let first = source.run(stage, input: Revision.next(), changes: .everything)
        source.values["a"] = 10
        let full = source.run(stage, input: Revision.next(), changes: .everything)
        #expect(source.made == ["a", "b"])
        #expect(full.values == [10, 2] && full.changes == .only(["a"], since: first.revision))
    }

    @Test func anEqualValueKeepsTheRevision() {
        let stage = Stage<Int>()
        let source = Source(["a": 1, "b": 2])
        let input = Revision.next()
        let first = source.run(stage, input: input, changes: .everything)
        let next = Revision.next()
        let same = source.run(stage, input: next, changes: .only(["a"], since: input))
        #expect(same.revision == first.revision && same.changes == .only([], since: first.revision))
        let full = source.run(stage, input: Revision.next(), changes: .everything)
        #expect(full.revision == first.revision, "made again, every value equal: the output is the same")
    }

    @Test func changesSinceAnotherInputOrOtherKeysMakeEverything() {
        let stage = Stage<Int>()
        let source = Source(["a": 1, "b": 2])
        let input = Revision.next()
        _ = source.run(stage, input: input, changes: .everything)
        _ = source.run(stage, input: Revision.next(), changes: .only(["a"], since: Revision.next()))
        #expect(source.made == ["a", "b"], "told of changes since an input it never saw")
        source.values["c"] = 3
        let more = source.run(stage, input: Revision.next(), changes: .only(["c"], since: input))
        #expect(source.made == ["a", "b", "c"] && more.changes == .everything, "a key came")
    }
}
