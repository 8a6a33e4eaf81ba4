import Dispatch

/// Work started on another thread now and waited for later, so two independent parts of a build
/// overlap on the two cores.
final class Background<Value>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    /// Waits for the work and hands its result over (this object keeps no reference); call once.
    func take() -> Value {
        done.wait()
        defer { result = nil }
        return result!
    }
}
