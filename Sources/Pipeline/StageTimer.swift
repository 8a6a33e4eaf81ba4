import Dispatch

/// One stage of a build and how long it took (`formsmith build --timings`).
public struct StageTiming: Sendable, Hashable {
    public var stage: String
    public var seconds: Double
    /// What the stage handled, e.g. "1000 forms".
    public var counts: [String]

    public init(stage: String, seconds: Double, counts: [String] = []) {
        self.stage = stage
        self.seconds = seconds
        self.counts = counts
    }
}

/// Measures the named steps of a build in order.
struct StageTimer {
    private(set) var stages: [StageTiming] = []
    var progress: (@Sendable (String) -> Void)?

    mutating func measure<T>(_ stage: String, _ work: () throws -> T) rethrows -> T {
        progress?(stage)
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try work()
        stages.append(StageTiming(stage: stage, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
        return result
    }

    /// A stage that ran on another thread, alongside the others.
    mutating func record(_ stage: String, seconds: Double, note: String) {
        stages.append(StageTiming(stage: stage, seconds: seconds, counts: [note]))
    }

    /// Notes what the last stage handled, and its time per item: a stage that is linear keeps that
    /// cost when the project grows, so two builds of different sizes show which stage is not.
    mutating func count(_ count: Int, _ what: String) {
        guard !stages.isEmpty else { return }
        let stage = stages[stages.count - 1]
        let each = count > 0 ? ", \(Int((stage.seconds * 1e6 / Double(count)).rounded())) µs each" : ""
        stages[stages.count - 1].counts.append("\(count) \(what)\(each)")
    }
}
