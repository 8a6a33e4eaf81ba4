// A SwiftData-style model in a target the preview must not read (the plugin is run with --target App).
// It is never compiled: the plugin only reads sources.
#if canImport(SwiftData)
import SwiftData

@Model
final class Secret {
    var token: String = ""
    init() {}
}
#endif
