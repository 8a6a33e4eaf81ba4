import FormsmithCore
import HintsFormat
import Layout
import ModelReaders

/// Any bytes as `Hints/User.hints`, then laid out against a model, so the layout engine
/// also sees whatever the parser accepted, then presented (sample items, their parts, the
/// collections, broken constraints); and the same bytes as `PresentationProfiles.hints`.
/// For the fuzzer and its regression tests.
public enum HintsInput {
    private static let user: Model = SwiftModelReader.read(
        source: """
            struct User {
                var name: String
                var age: Int
                var tags: [String]
                var birthday: Date?
                var role: Role
            }
            enum Role: String { case admin, member }
            """, file: "User.swift"
    ).models.first { $0.name == "User" }!

    /// What is wrong with how the input was handled; empty when all is well.
    public static func problems(_ bytes: [UInt8]) -> [String] {
        let (hints, diagnostics) = HintsParser.parse(bytes, modelName: "User", file: "Hints/User.hints")
        let engine = LayoutEngine(models: ["User": user], previewedModels: ["User"])
        let form = engine.layout(name: "User", model: user, hints: hints)
        let fields = form.renderedFields + form.unsectioned + form.hidden
        let shown = CollectionChoice.choices(for: form.presentation).map { min($0.itemCount, 12) }
        for values in SampleValues.values(for: fields, items: shown.max() ?? 1, model: form.name) {
            _ = ItemParts.of(fields: fields, values: values, presentation: form.presentation)
        }
        _ = ConstraintViolation.examples(in: fields)
        let profiles = HintsParser.parseProfiles(bytes, file: "Hints/PresentationProfiles.hints")
        for profile in profiles.profiles { _ = CollectionChoice.choices(for: profile.presentation) }
        return DiagnosticChecks.problems(diagnostics + form.diagnostics + profiles.diagnostics)
    }
}
