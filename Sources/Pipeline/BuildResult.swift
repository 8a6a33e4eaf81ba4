import Docs
import FormsmithCore
import Layout
import Site
import SignOff
import SiteOutput

/// What a build produced, before anything is written.
public struct BuildResult: Sendable {
    public var files: [SiteFile]
    public var forms: [FormLayout]
    public var docs: [DocPage]
    /// Every diagnostic, sorted by file, line and column.
    public var diagnostics: [Diagnostic]
    public var swiftFileCount: Int
    public var seconds: Double
    /// Wall time per stage, in order, for `--timings`.
    public var timings: [StageTiming]
    /// What to do next when nothing was previewed (`BuildPipeline.guidance`).
    public var guidance: String?
    /// The approvals file as read; nil when the project has none.
    public var signOffRecord: SignOffRecord?
    /// Each form's sign-off state, in form order.
    public var signOff: [SignOffState] = []
}
