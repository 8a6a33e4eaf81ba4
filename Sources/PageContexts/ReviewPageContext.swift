/// The `review` template's keys (`formsmith diff`).
package struct ReviewPageContext: Encodable {
    var changed: [ChangedModel]
    var unchanged: [ModelLink]
    var changedCount: String
    var unchangedCount: Int
    var hasUnchanged: Bool
    var counts: [ChangeCount]
    var hasCounts: Bool
    /// The picture the page opens on: the first changed form's (`ModelPageContext.picture`).
    var picture: PictureContext? = nil
}

struct ChangedModel: Encodable {
    var name: String
    /// The app's languages, source first, for the page's language menu (`ModelPageContext.languages`).
    var languages: String? = nil
    /// `added`, `removed` or `changed`.
    var status: String
    var anchor: String
    var changes: [ChangeLine]
    /// The form before and after; `false` where the model did not exist.
    var before: FormContext? = nil
    var after: FormContext? = nil
    /// The detail and collection previews before and after, where presentation hints or samples changed.
    var contexts: ReviewContexts? = nil
    /// What VoiceOver says of the form after, where what it reads changed (the form's numbers).
    var voiceOver: VoiceOverContext? = nil
    /// The form's sign-off in this revision, where the project keeps an approvals file.
    var signOff: SignOffContext? = nil
}

/// A model's detail and collection previews on both sides, marked as one changed part.
struct ReviewContexts: Encodable {
    var before: PresentationContexts?
    var after: PresentationContexts?
    /// The ids of the marked parts (the after one is what the change lines link to).
    var beforeID: String
    var afterID: String
    /// `changed`, and its words: "presentation changed; sample items changed".
    var change: String
    var changeLabel: String
}

struct ChangeLine: Encodable {
    var summary: String
    var summaryHTML: String
    var mark: String
    /// The id of the marked field or section it links to, in the form after (before, for a removal).
    var target: String?
}

struct ChangeCount: Encodable {
    var kind: String
    var count: Int
}
