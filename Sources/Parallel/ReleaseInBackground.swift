import Dispatch
import Synchronization

/// Frees `value` on another thread: tearing down thousands of parsed pages need not hold up the
/// stage after their last use.
public func releaseInBackground<T: Sendable>(_ value: consuming T) {
    let box = ReleaseBox(value)
    DispatchQueue.global().async { box.release() }
}

/// Holds a value moved in on the calling thread until the thread that runs `release` drops it.
/// Checked Sendable: the value is Sendable and the one place it changes is behind the lock.
private final class ReleaseBox<T: Sendable>: Sendable {
    private let value: Mutex<T?>
    init(_ value: consuming T) { self.value = Mutex(consume value) }
    func release() { value.withLock { $0 = nil } }
}

/// Never frees `value`: for what a one-shot command holds at its end (every form and page of a
/// build), which the process's exit gives back at once, where freeing it piece by piece held up
/// the command's last step.
public func leaveToProcessExit<T>(_ value: consuming T) {
    _ = Unmanaged.passRetained(KeptToExit(value))
}

/// A value retained once and never released; it stays on the thread that made it.
private final class KeptToExit<T> {
    let value: T
    init(_ value: consuming T) { self.value = consume value }
}
