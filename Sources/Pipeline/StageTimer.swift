import CSystemShims
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One stage of a build and how long it took (`formsmith build --timings`).
public struct StageTiming: Sendable, Hashable {
    public var stage: String
    public var seconds: Double
    /// What the stage handled, e.g. "1000 forms".
    public var counts: [String]
    /// The process's peak resident memory when the stage ended: the stage that raises it is the
    /// one holding the most at once.
    public var peakMemoryBytes: Int?

    public init(stage: String, seconds: Double, counts: [String] = [], peakMemoryBytes: Int? = nil) {
        self.stage = stage
        self.seconds = seconds
        self.counts = counts
        self.peakMemoryBytes = peakMemoryBytes
    }

    /// What the process allocates memory with: mimalloc and its version, or the system's allocator.
    public static var allocator: String {
        let version = Int(formsmith_allocator_version())
        guard version > 0 else { return "the system's allocator" }
        return "mimalloc \(version / 100).\(version / 10 % 10).\(version % 10)"
    }

    /// The peak resident memory of this process so far.
    public static var peakMemoryNow: Int? {
        var usage = rusage()
        #if canImport(Darwin)
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
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
        stages.append(
            StageTiming(
                stage: stage, seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9,
                peakMemoryBytes: StageTiming.peakMemoryNow))
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

    /// Notes the bytes the last stage made and how fast it made them: a stage whose output grows
    /// with the site (the render) is compared across builds of any size by its rate, not its time.
    mutating func throughput(bytes: Int) {
        guard !stages.isEmpty else { return }
        let stage = stages[stages.count - 1]
        let megabytes = Double(bytes) / 1e6
        let rate = stage.seconds > 0 ? ", \(Self.oneDecimal(megabytes / stage.seconds)) MB/s" : ""
        stages[stages.count - 1].counts.append("\(Self.oneDecimal(megabytes)) MB\(rate)")
    }

    /// `x` with one decimal, without Foundation's formatting.
    static func oneDecimal(_ x: Double) -> String {
        let tenths = Int((x * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
