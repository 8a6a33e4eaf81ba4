import Incremental

/// What the stages before the render say changed since the page cache's last build (`serve`):
/// the render then looks at those forms and docs alone, rather than comparing every one.
public struct SiteChanges: Sendable {
    /// The forms' revision in this build, and the forms (by name) that may differ from the last build's.
    public var formsRevision: Revision?
    public var forms: Changes
    /// The docs' revision in this build, and the doc pages (by output path) that may differ.
    public var docsRevision: Revision?
    public var docs: Changes

    public init(formsRevision: Revision?, forms: Changes, docsRevision: Revision?, docs: Changes) {
        self.formsRevision = formsRevision
        self.forms = forms
        self.docsRevision = docsRevision
        self.docs = docs
    }
}
