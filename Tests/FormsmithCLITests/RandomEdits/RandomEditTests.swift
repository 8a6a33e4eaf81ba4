import Foundation
import Testing
import FormsmithCore
import Pipeline
import ProjectFiles

/// `serve` after random edits: from `RandomEditProject`, seeded sequences of saves are applied and
/// after each one the site `serve` would serve (a cached rebuild told what changed) must equal a
/// fresh build of the same tree, byte for byte, diagnostics included. A failing seed is shrunk to
/// a shortest failing sequence and printed with it.
///
/// `FORMSMITH_RANDOM_EDIT_SEQUENCES` (how many), `FORMSMITH_RANDOM_EDIT_FIRST_SEED` and
/// `FORMSMITH_RANDOM_EDIT_LENGTH` widen the run; `scripts/random-edits` runs thousands.
@Suite(.serialized) struct RandomEditTests {
    static let environment = ProcessInfo.processInfo.environment
    static let sequences = environment["FORMSMITH_RANDOM_EDIT_SEQUENCES"].flatMap(Int.init) ?? 30
    static let firstSeed = environment["FORMSMITH_RANDOM_EDIT_FIRST_SEED"].flatMap(UInt64.init) ?? 1
    static let length = environment["FORMSMITH_RANDOM_EDIT_LENGTH"].flatMap(Int.init) ?? 10

    @Test func everyRebuildEqualsAFreshBuild() throws {
        var failures: [String] = []
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.sequences)) {
            var generator = RandomEditGenerator(seed: seed)
            let edits = generator.sequence(length: Self.length)
            guard let difference = try RandomEditRun.run(edits) else { continue }
            let shortest = try RandomEditRun.shrink(edits)
            let steps = shortest.enumerated().map { "  \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
            failures.append(
                "seed \(seed): \(difference)\n shortest failing sequence (\(shortest.count) of \(edits.count)):\n\(steps)"
            )
        }
        print(
            "random edits: seeds \(Self.firstSeed)..<\(Self.firstSeed + UInt64(Self.sequences)), \(Self.length) steps each, \(failures.count) failed"
        )
        for failure in failures { Issue.record(Comment(rawValue: failure)) }
    }

    /// The generator is a pure function of its seed, so a printed seed reproduces its failure.
    @Test func aSeedGivesTheSameSequence() {
        // Seeds that keep the app's strings: a sequence opening without them starts with removals.
        var first = RandomEditGenerator(seed: 43)
        var second = RandomEditGenerator(seed: 43)
        var other = RandomEditGenerator(seed: 44)
        let sequence = first.sequence(length: 60)
        #expect(sequence == second.sequence(length: 60))
        #expect(sequence != other.sequence(length: 60))
        // Each kind of step occurs in a sequence this long.
        let kinds = Set(sequence.map { String(describing: $0).split(separator: " ").first ?? "" })
        #expect(kinds.isSuperset(of: ["write", "remove", "rename"]))
    }
}

extension RandomEditTests {
    /// The starting project is what the edits need it to be: a page for a model of every stack,
    /// the docs and the DocC catalog, the project theme in use once the config names it, no warnings.
    @Test func theProjectHasEveryKindOfPage() throws {
        var files = RandomEditProject.files
        files["formsmith.yml"] = "title: Themed\ntheme: field\n"
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-random-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var none: [String: String] = [:]
        try RandomEditRun.write(files, over: &none, at: root)
        let result = RandomEditRun.pipeline(root, cache: nil, changes: nil).run()
        let paths = Set(result.files.map(\.path))
        for model in ["Trip", "Session", "Todo", "Note", "ReaderSettings"] {
            #expect(paths.contains("models/\(model).html"), "a page for \(model)")
        }
        #expect(
            paths.isSuperset(of: [
                "docs/guide.html", "docs/models/Trip.html", "docs/App/Planning.html",
                "docs/App/tutorials/Plan-a-Trip.html",
            ]))
        let page = { (path: String) in
            result.files.first { $0.path == path }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        }
        // The kinds of input the edits change reach the pages: a symbol link to a model's field,
        // and the fields of a type from another file shown in the form that uses it.
        #expect(page("docs/App/Planning.html").contains("models/Trip.html#field-budget"))
        #expect(page("models/Trip.html").lowercased().contains("country"), "Place's fields in Trip's form")
        #expect(page("models/Trip.html").contains("field-leader"), "Trip's field of type Traveler")
        let css = result.files.filter { $0.path.hasSuffix(".css") }.map { String(decoding: $0.contents, as: UTF8.self) }
        #expect(css.contains { $0.contains("--accent") }, "the project theme's CSS")
        #expect(result.diagnostics.filter { $0.severity != .info } == [], "\(result.diagnostics)")
    }
}
