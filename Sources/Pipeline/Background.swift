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

    /// Waits for the work; call once.
    var value: Value {
        done.wait()
        return result!
    }
}
