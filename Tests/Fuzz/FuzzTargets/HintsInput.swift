import FormsmithCore
import HintsFormat
import Layout
import ModelReaders

/// Any bytes as `Hints/User.hints`, then laid out against a model, so the layout engine
/// also sees whatever the parser accepted. For the fuzzer and its regression tests.
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
        return DiagnosticChecks.problems(diagnostics + form.diagnostics)
    }
}
