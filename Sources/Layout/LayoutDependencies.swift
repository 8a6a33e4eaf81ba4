import FormsmithCore

/// What one layout looked up beyond its own model and hints: other types by name, and whether
/// names are previewed. A cache reuses the layout while every lookup would still give the same answer.
public final class LayoutDependencies: @unchecked Sendable {
    public private(set) var models: [String: Model?] = [:]
    public private(set) var previewed: [String: Bool] = [:]

    public init() {}

    func recordModel(_ name: String, _ model: Model?) {
        models[name] = .some(model)
    }

    func recordPreviewed(_ name: String, _ isPreviewed: Bool) {
        previewed[name] = isPreviewed
    }

    /// Whether `engine` would answer every recorded lookup the same way.
    public func stillHold(in engine: LayoutEngine) -> Bool {
        models.allSatisfy { engine.models[$0.key] == $0.value } && previewed.allSatisfy { engine.previewedModels.contains($0.key) == $0.value }
    }
}
