import Dispatch
import Synchronization
import Testing
import FormsmithCore
import Layout

/// `FieldLayout` is `@unchecked Sendable` because its values sit in a box that copies share: safe
/// only while every accessor that changes a value first gives the field a box of its own. Many
/// threads here change their own copies of one shared field; a setter that wrote into the shared
/// box would show its value in the original or in another thread's copy.
@Suite struct FieldLayoutSendableTests {
    @Test func copiesChangedOnManyThreadsStayApart() {
        var made = FieldLayout(id: "email", label: "Email", control: .text)
        made.children = [FieldLayout(id: "child", label: "Child", control: .text)]
        let shared = made
        let original = made
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 64) { thread in
            for round in 0..<50 {
                var copy = shared
                let name = "\(thread)-\(round)"
                copy.id = name
                copy.label = "Label \(name)"
                copy.required = thread % 2 == 0
                copy.width = thread
                copy.placeholder = name
                copy.children[0].label = name
                let kept =
                    copy.id == name && copy.label == "Label \(name)" && copy.required == (thread % 2 == 0)
                    && copy.width == thread && copy.placeholder == name && copy.children[0].label == name
                if !kept { failures.withLock { $0.append("thread \(thread) round \(round): its copy changed") } }
                if shared != original || shared.label != "Email" || shared.children[0].label != "Child" {
                    failures.withLock { $0.append("thread \(thread) round \(round): the shared field changed") }
                }
            }
        }
        #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0.prefix(5) })")
        #expect(shared.label == "Email" && shared.id == "email" && shared.placeholder == nil && shared.width == nil)
    }
}
