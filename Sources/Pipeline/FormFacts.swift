import Incremental
import Layout
import Docs
import Site
import PageContexts

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
        // Made from the names and the fields alone: kept while their revision stands, patched
        // where fields changed (the same names, so the same pages).
        let make = { () -> FormFacts in
            let pageByModel = SitePaths.modelPages(for: fields.keys)
            let options = DocsLoader.Options(
                sitePages: Set(pageByModel.values).union(["index.html", "manifest.json"]),
                modelNames: Set(fields.keys),
                modelFields: Dictionary(zip(fields.keys, fields.values), uniquingKeysWith: { first, _ in first }))
            return FormFacts(
                pageByModel: pageByModel,
                indexByName: Dictionary(
                    fields.keys.indices.map { (fields.keys[$0], $0) }, uniquingKeysWith: { a, _ in a }),
                docsOptions: options)
        }
        guard let cache else {
            self = make()
            return
        }
        let (facts, revision) = cache.facts.value(
            of: fields,
            patch: { facts, changed in
                for name in changed { facts.docsOptions.modelFields[name] = fields.values[fields.position(of: name)!] }
            }, make: make)
        self = facts
        docsOptions.revision = revision
    }

    private init(pageByModel: [String: String], indexByName: [String: Int], docsOptions: DocsLoader.Options) {
        self.pageByModel = pageByModel
        self.indexByName = indexByName
        self.docsOptions = docsOptions
    }
}

/// The forms' fields of the last build, and the facts derived from them (`serve`).
final class FormFactsCache: Sendable {
    let fields = Stage<Set<String>>()
    let facts = Derived<FormFacts>()
}
