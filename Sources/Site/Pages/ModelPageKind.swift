import Layout
import Docs
import ProjectFiles
import PageContexts

/// `models/<Model>.html`: one per form, with the model's doc when it has one.
struct ModelPageKind: PageKind {
    let template = "model"
    let scope = PageScope.eachForm
    let reads: PageReads = [.itsForm, .itsDoc]

    func path(ofPage page: Int, in site: SiteRenderer) -> String { site.modelPages[page].path }

    /// The form's sign-off, which the page shows and its form does not hold.
    func links(ofPage page: Int, in build: PageBuild) -> [String?]? {
        let site = build.renderer
        guard let signOff = site.signOff[site.forms[page].name] else { return [] }
        return [signOff.status, signOff.by, signOff.when, signOff.note] + signOff.changes
            + signOff.fieldNotes.flatMap { [$0.key, $0.value] }
    }

    func context(
        ofPage page: Int, path: String, in build: PageBuild, embedder: inout FormEmbedder
    ) -> PageContext<ModelPageContext> {
        let site = build.renderer
        let form = site.forms[page]
        // The first doc documenting the model (`PageReads.itsDoc`), with its embedded forms in place.
        let modelDoc = site.indexes.docIndexByModel[form.name].flatMap { index -> ModelDoc? in
            let doc = site.docs[index]
            return doc.htmlOnModelPage.map { html in
                ModelDoc(
                    html: embedder.replaceMarkers(in: html, embeds: doc.embeds, onPage: path),
                    title: doc.title, path: RelativePath.link(from: path, to: doc.outputPath))
            }
        }
        return site.modelContext(form, path: path, modelDoc: modelDoc)
    }
}
