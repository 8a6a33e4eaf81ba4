import Synchronization
import Testing
import Incremental

/// `Memo` is the rule every incremental cache follows: these pin when it reuses and when it remakes.
@Suite struct MemoTests {
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
        let memo = Memo<Int, String>()
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
        let memo = Memo<[String: Int], String>()
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

    @Test func aBatchMakesOnlyWhatChangedAndKeepsNothingForUnkeyedInputs() {
        let memo = Memo<Int, String>()
        let keys = ["a", "b", "c"]
        let first = memo.values(for: keys, inputs: [1, 2, 3]) { "v\($0)" }
        #expect(first.values == ["v0", "v1", "v2"])
        #expect(first.made == [0, 1, 2])
        let second = memo.values(for: keys, inputs: [1, 9, 3]) { "w\($0)" }
        #expect(second.values == ["v0", "w1", "v2"])
        #expect(second.made == [1])
        // `.make(nil)`: made every time, never kept.
        let third = memo.values(for: keys, decide: { index, _ in index == 0 ? .make(nil) : .reuse }) { "x\($0)" }
        #expect(third.values == ["x0", "w1", "v2"])
        #expect(third.made == [0])
        #expect(memo.entry(for: "a")?.value == "v0")
    }

    @Test func retainForgetsKeysTheBuildNoLongerHas() {
        let memo = Memo<Int, String>()
        _ = memo.values(for: ["a", "b"], inputs: [1, 1]) { "v\($0)" }
        memo.retain(only: ["b"])
        #expect(memo.entry(for: "a") == nil)
        #expect(memo.entry(for: "b")?.value == "v1")
        memo.removeAll()
        #expect(memo.entry(for: "b") == nil)
    }

    @Test func unchangedComparesWithTheLastCallAndKeepsTheNewInputs() {
        let memo = Memo<String, Void>()
        #expect(!memo.replaceInputs(of: "theme", with: "default"))
        #expect(memo.replaceInputs(of: "theme", with: "default"))
        #expect(!memo.replaceInputs(of: "theme", with: "brand"))
        #expect(memo.replaceInputs(of: "theme", with: "brand"))
    }
}
