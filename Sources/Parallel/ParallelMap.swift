import Dispatch

extension Array where Element: Sendable {
    /// `map` on every core: for pure, CPU-bound transforms of independent items (parsing, rendering).
    /// The result keeps the input order, so output stays deterministic.
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = DisjointSlots<Result>(count: count)
        defer { results.deallocate() }
        withoutActuallyEscaping(transform) { transform in
            DispatchQueue.concurrentPerform(iterations: count) { [self] index in
                results.initialize(index, to: transform(self[index]))
            }
        }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            results.move(into: buffer.baseAddress!)
            initialized = count
        }
    }
}

/// Uninitialized slots that concurrent iterations each fill once, at their own index.
/// Unchecked Sendable, proven by its one use: `parallelMap` initializes slot `i` only from
/// iteration `i`, so no two threads touch one slot, and reads them only after
/// `concurrentPerform` has returned, which orders every write before the read.
private struct DisjointSlots<Value>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Value>
    let count: Int

    init(count: Int) {
        base = .allocate(capacity: count)
        self.count = count
    }

    func initialize(_ index: Int, to value: Value) { (base + index).initialize(to: value) }
    func move(into destination: UnsafeMutablePointer<Value>) { destination.moveInitialize(from: base, count: count) }
    func deallocate() { base.deallocate() }
}
