import Synchronization
import Incremental
import Layout
import Docs
import Site

/// What the docs and the site are told of the forms: each model's page, and the pages, models
/// and fields docs may link to. `serve` keeps it (`BuildCache`) and updates it for the forms that
/// changed, instead of gathering every form's fields on every rebuild.
struct FormFacts: Sendable {
    /// The forms' revision it was made from (`LaidOutForms.revision`).
    var formsRevision: Int
    var pageByModel: [String: String]
    var indexByName: [String: Int]
    /// Site pages, model names and fields for the docs, with the revision of their last change.
    var docsOptions: DocsLoader.Options

    init(_ laidOut: LaidOutForms) {
        let forms = laidOut.forms
        formsRevision = laidOut.revision
        pageByModel = SitePaths.modelPages(for: forms.map(\.name))
        indexByName = Dictionary(forms.indices.map { (forms[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        docsOptions = DocsLoader.Options(
            sitePages: Set(pageByModel.values).union(["index.html", "manifest.json"]),
            modelNames: Set(forms.map(\.name)),
            modelFields: Dictionary(
                forms.parallelMap { ($0.name, $0.renderedFieldIDs) },  // a set per form: 10,000 at 10k
                uniquingKeysWith: { first, _ in first }))
        docsOptions.revision = laidOut.revision == 0 ? nil : laidOut.revision
    }

    /// Updates these facts, made from the forms `laidOut` changed (which have the same names), for
    /// the forms that changed; false when they were made from other forms.
    mutating func update(for laidOut: LaidOutForms) -> Bool {
        guard let changes = laidOut.changes, changes.since == formsRevision,
            changes.keys.allSatisfy({ indexByName[$0] != nil })
        else { return false }
        formsRevision = laidOut.revision
        for name in changes.keys {
            let fields = laidOut.forms[indexByName[name]!].renderedFieldIDs
            if docsOptions.modelFields[name] != fields {
                docsOptions.modelFields[name] = fields
                docsOptions.revision = laidOut.revision
            }
        }
        return true
    }
}

/// The last build's `FormFacts` (`serve`).
final class FormFactsCache: Sendable {
    private let last = Mutex<FormFacts?>(nil)

    /// The facts of `laidOut`, kept for the next build.
    func facts(of laidOut: LaidOutForms) -> FormFacts {
        last.withLock { last in
            // Taken out, so the changed forms' fields are put in place without copying every form.
            if var facts = last.take(), facts.update(for: laidOut) {
                last = facts
                return facts
            }
            let facts = FormFacts(laidOut)
            last = facts
            return facts
        }
    }
}
