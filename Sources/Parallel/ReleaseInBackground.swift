import Dispatch

/// Frees `value` on another thread: tearing down thousands of parsed pages need not hold up the
/// stage after their last use.
public func releaseInBackground<T>(_ value: consuming T) {
    let box = ReleaseBox(value)
    DispatchQueue.global().async { box.value = nil }
}

/// Unchecked Sendable, proven by its one use: the value is moved in on the calling thread and,
/// after `async` hands the box over, touched only by the thread that drops it.
private final class ReleaseBox<T>: @unchecked Sendable {
    var value: T?
    init(_ value: consuming T) { self.value = consume value }
}

/// Never frees `value`: for what a one-shot command holds at its end (every form and page of a
/// build), which the process's exit gives back at once, where freeing it piece by piece held up
/// the command's last step.
public func leaveToProcessExit<T>(_ value: consuming T) {
    _ = Unmanaged.passRetained(ReleaseBox(value))
}
