import Dispatch
import Foundation
import Synchronization

/// Work started on another thread now and waited for later, so two independent parts of a build
/// overlap on the two cores. It times itself, for `--timings`.
public final class Background<Value: Sendable>: Sendable {
    private let result = Mutex<(value: Value, seconds: Double)?>(nil)
    private let done = DispatchSemaphore(value: 0)

    public init(_ work: @escaping @Sendable () -> Value) {
        Thread {
            let start = DispatchTime.now().uptimeNanoseconds
            let value = work()
            self.result.withLock { $0 = (value, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9) }
            self.done.signal()
        }.start()
    }

    /// Waits for the work and hands its result and duration over (this object keeps no reference); call once.
    public func take() -> (value: Value, seconds: Double) {
        done.wait()
        return result.withLock { result in
            defer { result = nil }
            return result!
        }
    }
}
