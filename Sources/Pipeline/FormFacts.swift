import Synchronization
import Incremental
import Layout
import Docs
import Site

/// What the docs and the site are told of the forms: each model's page, and the pages, models
/// and fields docs may link to. `serve` keeps each form's fields (a stage keyed by model name), so
/// a rebuild gathers the fields of the forms that changed alone.
struct FormFacts: Sendable {
    var pageByModel: [String: String]
    var indexByName: [String: Int]
    /// Site pages, model names and fields for the docs, with a revision that changes with them.
    var docsOptions: DocsLoader.Options

    init(_ laidOut: LaidOutForms, cache: FormFactsCache?) {
        let forms = laidOut.forms
        let fields = (cache?.fields ?? Stage()).run(
            keys: forms.map { $0.name }, input: laidOut.revision, changes: laidOut.changes
        ) { $0.parallelMap { forms[$0].renderedFieldIDs } }
        // Made from the names and the fields alone: kept while their revision stands.
        let make = { () -> FormFacts in
            let pageByModel = SitePaths.modelPages(for: fields.keys)
            var options = DocsLoader.Options(
                sitePages: Set(pageByModel.values).union(["index.html", "manifest.json"]),
                modelNames: Set(fields.keys),
                modelFields: Dictionary(zip(fields.keys, fields.values), uniquingKeysWith: { first, _ in first }))
            options.revision = cache == nil ? nil : fields.revision
            return FormFacts(
                pageByModel: pageByModel,
                indexByName: Dictionary(
                    fields.keys.indices.map { (fields.keys[$0], $0) }, uniquingKeysWith: { a, _ in a }),
                docsOptions: options)
        }
        self = cache?.facts(for: fields, make: make) ?? make()
    }

    private init(pageByModel: [String: String], indexByName: [String: Int], docsOptions: DocsLoader.Options) {
        self.pageByModel = pageByModel
        self.indexByName = indexByName
        self.docsOptions = docsOptions
    }
}

/// The forms' fields of the last build, and the facts made from them (`serve`).
final class FormFactsCache: Sendable {
    let fields = Stage<Set<String>>()
    private let last = Mutex<(revision: Revision, facts: FormFacts)?>(nil)

    /// The facts made from `fields`: the last build's when they are the same, with the fields
    /// that changed put in place when only some did, else `make()`'s.
    func facts(for fields: Stage<Set<String>>.Output, make: () -> FormFacts) -> FormFacts {
        last.withLock { last in
            if let kept = last, kept.revision == fields.revision { return kept.facts }
            // Taken out, so the changed fields are put in place without copying every form's.
            if let changed = fields.changes.keys(since: last?.revision), var (_, facts) = last.take() {
                for name in changed { facts.docsOptions.modelFields[name] = fields.values[fields.position(of: name)!] }
                facts.docsOptions.revision = fields.revision
                last = (fields.revision, facts)
                return facts
            }
            let facts = make()
            last = (fields.revision, facts)
            return facts
        }
    }
}
