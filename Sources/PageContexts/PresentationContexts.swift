import Templates

/// The model page's presentation contexts besides the form: the keys of the `detail` and
/// `collection` partials and of the summary above them (`docs/template-keys.md` lists them).
struct PresentationContexts: FastTemplateEncodable {
    /// The read-only detail view's groups, as `IntelligentDetailView` lays them out.
    var detail: [DetailSectionContext]
    /// `IntelligentDetailView`'s layout strategy for the item, and the detailed view's summary line.
    var detailStrategy: String
    var detailSummary: String?
    var detailTabbed: Bool
    /// Each collection presentation of the sample items.
    var collections: [CollectionContext]
    var summary: [PresentationRow]
    /// Said once when SixLayer would find no item title (HTML, names in `<code>`).
    var titleNoteHTML: String?
}

struct PresentationRow: FastTemplateEncodable {
    var key: String
    var value: String
}

/// A section of the read-only detail view: labels and values, no controls.
struct DetailSectionContext: FastTemplateEncodable {
    var id: String
    /// The group's title; nil in the compact strategy, which lists the fields untitled.
    var title: String?
    var headingID: String
    var rows: [DetailRow]
}

struct DetailRow: FastTemplateEncodable {
    var fieldID: String
    var label: String
    /// `String(describing:)` of the value; a group's fields one to a line.
    var value: String
    var isEmpty: Bool
    /// A CSS colour shown beside a colour value.
    var swatch: String?
    /// A date or time: its ISO value and control, which the script writes in the chosen language.
    var date: String?
    /// A date's control (`date`, `time`, `datetime`).
    var dateKind: String?
    /// The detailed view's caption under a value (HTML): the field's type, then Optional, Array and
    /// Identifiable, each in a `<span>` its colour keys on.
    var metaHTML: String? = nil
}

/// One collection of sample items, in the view SixLayer picks for it.
struct CollectionContext: FastTemplateEncodable {
    var preference: String
    var strategy: String
    var itemCount: Int
    /// `item` or `items`, after the count.
    var itemNoun: String
    var shownCount: Int
    var isCut: Bool
    /// A strip that scrolls sideways (cover flow), so it takes the keyboard focus.
    var scrolls: Bool
    var reason: String
    /// The reason as HTML, names in `<code>`.
    var reasonHTML: String
    var headingID: String
    var items: [ItemContext]
    /// Cards laid out as SixLayer's card grid lays them out on each preset (`CardGrid`): the
    /// columns and the gap as custom properties, `--fs-cards-393:repeat(1,361px)`; nil for other views.
    var gridStyle: String?
    /// The grid's `SimpleCardComponent`: an icon over a centred title, nothing else.
    var simpleCards: Bool
}

/// An item's parts, each shown in an element with `data-slot`.
struct ItemContext: FastTemplateEncodable {
    /// The title, or SixLayer's placeholder `Title` when it finds none (`isPlaceholder`).
    var title: String?
    /// The title is SixLayer's placeholder, which it draws in blue at 60 % opacity.
    var isPlaceholder: Bool
    var subtitle: String?
    /// The SF Symbol's name (`star.fill` when the item gives none): a tooltip, never text.
    var icon: String?
    /// The theme's look-alike for the symbol (`data-glyph`), else nil and `initial` shows.
    var glyph: String?
    /// The title's first letter, drawn in a round slot where the theme has no glyph.
    var initial: String?
    var footnote: String?
    /// The footnote's `Date` as the hints' sample gives it (`2026-03-10`, `09:30`, or both joined
    /// by `T`) and its control (date, time, datetime), which the page writes in the frame's
    /// language as the detail writes it; nil when the footnote is no `Date`.
    var footnoteDate: String?
    var footnoteDateKind: String?
    var status: String?
    var description: String?
    var tags: [String]
    var hasTags: Bool
    /// The item colour as CSS, and as the hints name it.
    var color: String?
    /// The colour as the hints write it.
    var colorName: String?
}
