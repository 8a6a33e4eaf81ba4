import Incremental

/// What the stages before the render know changed since the page cache's last build (`serve`):
/// the render then looks at those forms and docs alone, rather than comparing every one.
public struct SiteChanges: Sendable {
    /// The forms' revision in this build (0: none).
    public var formsRevision: Int
    /// The forms (by name) that may differ from those of revision `forms.since`, which must be the
    /// last build's; all others are the same, by the same names. nil: any may.
    public var forms: ChangedKeys?
    /// The doc pages (by output path) rendered again since the last build; all others are its own.
    /// nil: any may.
    public var docs: Set<String>?

    public init(formsRevision: Int, forms: ChangedKeys?, docs: Set<String>?) {
        self.formsRevision = formsRevision
        self.forms = forms
        self.docs = docs
    }
}
