import FormsmithCore
import Synchronization

/// What one layout looked up beyond its own model and hints: other types by name, and whether
/// names are previewed. A cache reuses the layout while every lookup would still give the same answer.
public final class LayoutDependencies: Sendable {
    private struct Recorded: Sendable {
        var models: [String: Model?] = [:]
        var previewed: [String: Bool] = [:]
    }

    private let recorded = Mutex(Recorded())
    public var models: [String: Model?] { recorded.withLock { $0.models } }
    public var previewed: [String: Bool] { recorded.withLock { $0.previewed } }

    public init() {}

    func recordModel(_ name: String, _ model: Model?) {
        recorded.withLock { $0.models[name] = .some(model) }
    }

    func recordPreviewed(_ name: String, _ isPreviewed: Bool) {
        recorded.withLock { $0.previewed[name] = isPreviewed }
    }

    /// Whether `engine` would answer every recorded lookup the same way.
    public func stillHold(in engine: LayoutEngine) -> Bool {
        models.allSatisfy { engine.models[$0.key] == $0.value }
            && previewed.allSatisfy { engine.previewedModels.contains($0.key) == $0.value }
    }
}
