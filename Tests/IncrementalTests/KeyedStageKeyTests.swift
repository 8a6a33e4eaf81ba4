import Synchronization
import Testing
import Incremental

/// A keyed stage asked one key at a time (a file's parse, a form's layout, a doc page): these pin
/// when it reuses and when it remakes, and that it is the same stage a run sees.
@Suite struct KeyedStageKeyTests {
    /// Counts the values made, so a test can tell reuse from remaking.
    final class Maker: Sendable {
        private let made = Atomic<Int>(0)
        var count: Int { made.load(ordering: .relaxed) }

        func make(_ value: String) -> String {
            made.add(1, ordering: .relaxed)
            return value
        }
    }

    @Test func aValueIsReusedWhileItsInputsAreEqualAndRemadeWhenTheyDiffer() {
        let memo = KeyedStage<Int, String>()
        let maker = Maker()
        #expect(memo.value(for: "a", inputs: 1) { maker.make("one") } == "one")
        #expect(memo.value(for: "a", inputs: 1) { maker.make("uno") } == "one")
        #expect(maker.count == 1)
        #expect(memo.value(for: "a", inputs: 2) { maker.make("two") } == "two")
        #expect(memo.value(for: "b", inputs: 2) { maker.make("deux") } == "deux")
        #expect(maker.count == 3)
    }

    @Test func recordedInputsAreAskedAgainOnTheNextBuild() {
        // A value that looked up "x" while it was made is reused while "x" still gives that answer.
        let memo = KeyedStage<[String: Int], String>()
        var world = ["x": 1, "y": 5]
        func build() -> String {
            memo.value(
                for: "page", reusableIf: { recorded in recorded.allSatisfy { world[$0.key] == $0.value } },
                make: { .init(inputs: ["x": world["x"]!], value: "x is \(world["x"]!)") })
        }
        #expect(build() == "x is 1")
        world["y"] = 6
        #expect(build() == "x is 1")
        world["x"] = 2
        #expect(build() == "x is 2")
    }

    @Test func aRunLooksAtTheInputsKeptOneKeyAtATime() {
        // Kept one key at a time, the values are a stage's: a run reuses those whose inputs are equal.
        let stage = KeyedStage<Int, String>()
        _ = stage.value(for: "a", inputs: 1) { "v0" }
        _ = stage.value(for: "b", inputs: 2) { "v1" }
        let output = stage.run(
            keys: ["a", "b", "c"], input: nil, changes: .everything, inputs: { [1, 9, 3][$0] }, make: { "w\($0)" },
            same: { $0 == $1 })
        #expect(output.values == ["v0", "w1", "w2"])
        #expect(output.made == [1, 2])
    }

    @Test func theRevisionChangesWhenAValueIsMadeAgainAndOnlyThen() {
        let stage = KeyedStage<String, Void>()
        #expect(stage.revision == nil)
        stage.value(for: "strings", inputs: "en") {}
        let first = stage.revision
        stage.value(for: "strings", inputs: "en") {}
        #expect(stage.revision == first)
        stage.value(for: "strings", inputs: "fr") {}
        #expect(stage.revision != first)
    }

    @Test func retainForgetsKeysTheBuildNoLongerHas() {
        let memo = KeyedStage<Int, String>()
        _ = memo.value(for: "a", inputs: 1) { "v0" }
        _ = memo.value(for: "b", inputs: 1) { "v1" }
        memo.retain(only: ["b"])
        #expect(memo.entry(for: "a") == nil)
        #expect(memo.entry(for: "b")?.value == "v1")
        memo.forget()
        #expect(memo.entry(for: "b") == nil)
    }

    @Test func unchangedComparesWithTheLastCallAndKeepsTheNewInputs() {
        let memo = KeyedStage<String, Void>()
        #expect(!memo.replaceInputs(of: "theme", with: "default"))
        #expect(memo.replaceInputs(of: "theme", with: "default"))
        #expect(!memo.replaceInputs(of: "theme", with: "brand"))
        #expect(memo.replaceInputs(of: "theme", with: "brand"))
    }
}
