import FormsmithCore

/// The picture a model page opens on: the form as the view the app presents it with draws it,
/// and why that view (`FormPictures` in the pipeline decides).
public struct FormPicture: Hashable, Sendable {
    /// The view the app presents the form with; nil where nothing says (no SixLayer call found).
    public var view: FormView?
    /// Why, in a sentence a page and `check --info` can say: where the call is, or that the
    /// config names it, or that the sources say nothing.
    public var reason: String
    /// Where the deciding call (or `formsmith.yml`'s `picture:`) is written.
    public var location: SourceLocation?
    /// Whether a call that names this model decided it; else the whole app's calls or config did.
    public var foundForModel = false

    public init(view: FormView? = nil, reason: String = "", location: SourceLocation? = nil) {
        self.view = view
        self.reason = reason
        self.location = location
    }

    /// "DynamicFormView's picture" (Layer 1's forms are DynamicFormView's), or "the hints' layout".
    public var name: String {
        switch view {
        case .dynamicFormView: "DynamicFormView's picture"
        case .layerOne: "DynamicFormView's picture (Layer 1 draws its forms with it)"
        case .intelligentFormView: "the hints' layout (IntelligentFormView applies them)"
        case nil: "the hints' layout"
        }
    }

    /// Whether the page opens with each control framed to its hinted `displayWidth`: with Layer-1
    /// views, and where the sources say nothing (the hints' layout, as the product promises).
    public var appliesHintedWidths: Bool { view?.appliesHintedWidths ?? true }
}
