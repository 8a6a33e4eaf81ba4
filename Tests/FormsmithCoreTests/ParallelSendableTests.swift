import Dispatch
import Synchronization
import Testing
import Parallel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two `@unchecked Sendable` boxes of `Parallel`, each used as its proof says: `parallelMap`'s
/// slots are filled once each, from their own iteration; `releaseInBackground`'s box hands its
/// value to one other thread, which frees it.
@Suite struct ParallelSendableTests {
    @Test func parallelMapFillsEverySlotOnceInOrder() {
        let calls = Atomic<Int>(0)
        let items = Array(0..<5_000)
        for _ in 0..<10 {
            // Values with storage (a string, an array): a slot written twice, or by the wrong
            // iteration, leaks or shows another item's value.
            let mapped = items.parallelMap { item -> (String, [Int]) in
                calls.add(1, ordering: .relaxed)
                return ("item \(item)", [item, item * 2])
            }
            #expect(mapped.count == items.count)
            #expect(mapped.indices.allSatisfy { mapped[$0].0 == "item \($0)" && mapped[$0].1 == [$0, $0 * 2] })
        }
        #expect(calls.load(ordering: .relaxed) == items.count * 10)
    }

    @Test func releaseInBackgroundFreesOnAnotherThread() {
        let log = FreeLog()
        let count = 100
        releaseInBackground((0..<count).map { _ in Tracked(log: log) })
        for _ in 0..<count { #expect(log.freed.wait(timeout: .now() + 300) == .success) }
        let caller = pthread_self()
        let freedOn = log.threads.withLock { $0 }
        #expect(freedOn.count == count)
        #expect(freedOn.allSatisfy { pthread_equal($0, caller) == 0 })
    }
}

/// Which threads freed the `Tracked` values, each signalling when it is freed.
private final class FreeLog: Sendable {
    let freed = DispatchSemaphore(value: 0)
    let threads = Mutex<[pthread_t]>([])
}

private final class Tracked: Sendable {
    let log: FreeLog
    init(log: FreeLog) { self.log = log }

    deinit {
        log.threads.withLock { $0.append(pthread_self()) }
        log.freed.signal()
    }
}
