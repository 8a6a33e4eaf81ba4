import Testing
@testable import Incremental

/// A keyed stage keeps each value with the inputs it was made from: a key it looks at is made again
/// only when its inputs changed, whether the stage was told which keys changed or told nothing.
@Suite struct KeyedStageTests {
    /// Runs `stage` over `inputs` by key (each value is its input times ten), recording which keys were made.
    final class Source: @unchecked Sendable {
        var inputs: [String: Int]
        var made: [String] = []
        init(_ inputs: [String: Int]) { self.inputs = inputs }

        func run(_ stage: KeyedStage<Int, Int>, changes: Changes = .everything) -> KeyedStage<Int, Int>.Output {
            let keys = inputs.keys.sorted()
            let values = keys.map { inputs[$0]! }
            let output = stage.run(
                keys: keys, input: Revision.next(), changes: changes, inputs: { values[$0] }, make: { values[$0] * 10 },
                same: { $0 == $1 })
            made = output.made.map { keys[$0] }
            return output
        }
    }

    @Test func toldNothingItMakesOnlyTheKeysWhoseInputsChanged() {
        let stage = KeyedStage<Int, Int>()
        let source = Source(["a": 1, "b": 2, "c": 3])
        let first = source.run(stage)
        #expect(first.values == [10, 20, 30] && source.made == ["a", "b", "c"])
        source.inputs["b"] = 5
        let second = source.run(stage)
        #expect(source.made == ["b"] && second.lookedAt == 3, "a and c kept after a look at their inputs")
        #expect(second.values == [10, 50, 30] && second.changes == .only(["b"], since: first.revision))
        _ = source.run(stage)
        #expect(source.made.isEmpty)
    }

    @Test func aKeyKeepsItsValueWhenOtherKeysComeAndGo() {
        let stage = KeyedStage<Int, Int>()
        let source = Source(["a": 1, "b": 2])
        _ = source.run(stage)
        source.inputs["a"] = nil
        source.inputs["c"] = 3
        let next = source.run(stage)
        #expect(source.made == ["c"], "b is found under its key at its new position")
        #expect(next.keys == ["b", "c"] && next.values == [20, 30] && next.changes == .everything)
    }

    @Test func nilInputsAreNeverReused() {
        let stage = KeyedStage<Int, Int>()
        let keys = ["a", "b"]
        let run = {
            stage.run(
                keys: keys, input: Revision.next(), changes: .everything,
                decide: { position, kept in position == 0 ? .make(nil) : kept == 2 ? .reuse : .make(2) },
                make: { $0 + 1 }, same: { $0 == $1 })
        }
        _ = run()
        #expect(run().made == [0])
    }
}

/// A value derived from a stage's whole output is kept while the output stands, patched where keys
/// changed, and made whole otherwise; its revision changes only when it may have.
@Suite struct DerivedTests {
    @Test func patchedWhereKeysChangedMadeWholeOtherwise() {
        let stage = Stage<Int>()
        let derived = Derived<[String: Int]>()
        var values = ["a": 1, "b": 2]
        var wholes = 0
        let keys = ["a", "b"]
        let derive = { (output: Stage<Int>.Output) in
            derived.value(
                of: output, patch: { dictionary, changed in for key in changed { dictionary[key] = values[key] } },
                make: {
                    wholes += 1
                    return values
                })
        }
        let input = Revision.next()
        let first = derive(stage.run(keys: keys, input: input, changes: .everything) { $0.map { values[keys[$0]]! } })
        #expect(first.value == values && wholes == 1)
        values["b"] = 20
        let next = Revision.next()
        let patched = derive(
            stage.run(keys: keys, input: next, changes: .only(["b"], since: input)) { $0.map { values[keys[$0]]! } })
        #expect(patched.value == ["a": 1, "b": 20] && wholes == 1 && patched.revision != first.revision)
        let same = derive(
            stage.run(keys: keys, input: Revision.next(), changes: .only([], since: next)) { _ in [] })
        #expect(same.revision == patched.revision && wholes == 1, "an output that did not change")
        let other = Stage<Int>()
        _ = derive(other.run(keys: keys, input: nil, changes: .everything) { $0.map { values[keys[$0]]! } })
        #expect(wholes == 2, "another stage's output says nothing of the kept one")
    }

    /// A value made from two outputs (a site's indexes from its forms and its docs): kept while
    /// both stand, patched while both say which keys changed and the patch can put them in place,
    /// made whole when either cannot say or the patch cannot.
    @Test func madeFromTwoSourcesPatchedOnlyWhileBothSayWhatChanged() {
        let derived = Derived<[String]>()
        var wholes = 0
        var patchable = true
        var seen: [[Set<String>]] = []
        let derive = { (sources: [Derived<[String]>.Source]) in
            derived.derive(
                of: sources,
                patch: { value, changed in
                    seen.append(changed)
                    value.append("patched")
                    return patchable
                },
                make: {
                    wholes += 1
                    return ["whole"]
                })
        }
        let (forms, docs) = (Revision.next(), Revision.next())
        let first = derive([.init(revision: forms, changes: .everything), .init(revision: docs, changes: .everything)])
        #expect(first.value == ["whole"] && wholes == 1 && first.changes == .everything)
        let kept = derive([.init(revision: forms, changes: .everything), .init(revision: docs, changes: .everything)])
        #expect(kept.value == ["whole"] && kept.revision == first.revision && seen.isEmpty, "both sources stand")
        let docs2 = Revision.next()
        let patched = derive([
            .init(revision: forms, changes: .only([], since: forms)),
            .init(revision: docs2, changes: .only(["guide.md"], since: docs)),
        ])
        #expect(patched.value == ["whole", "patched"] && wholes == 1 && seen == [[[], ["guide.md"]]])
        #expect(patched.changes == .only(["guide.md"], since: first.revision) && patched.revision != first.revision)
        let forms2 = Revision.next()
        let unknown = derive([
            .init(revision: forms2, changes: .everything), .init(revision: docs2, changes: .only([], since: docs2)),
        ])
        #expect(unknown.value == ["whole"] && wholes == 2 && seen.count == 1, "one source cannot say what changed")
        patchable = false
        let docs3 = Revision.next()
        let refused = derive([
            .init(revision: forms2, changes: .only([], since: forms2)),
            .init(revision: docs3, changes: .only(["a.md"], since: docs2)),
        ])
        #expect(refused.value == ["whole"] && wholes == 3 && seen.count == 2, "the patch could not put it in place")
        #expect(refused.changes == .everything && refused.revision != unknown.revision)
    }
}
