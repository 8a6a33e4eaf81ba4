import Dispatch

extension Array {
    /// `map` on every core: for pure, CPU-bound transforms of independent items (parsing, rendering).
    /// The result keeps the input order, so output stays deterministic.
    public func parallelMap<Result>(_ transform: (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = UnsafeMutablePointer<Result>.allocate(capacity: count)
        defer { results.deallocate() }
        withoutActuallyEscaping(transform) { transform in
            nonisolated(unsafe) let transform = transform
            nonisolated(unsafe) let results = results
            nonisolated(unsafe) let items = self
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (results + index).initialize(to: transform(items[index]))
            }
        }
        return Array<Result>(unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: results, count: count)
            initialized = count
        }
    }
}
