import FormsmithCore
import Layout
import Docs
import ProjectFiles
import Templates
import PageContexts

/// Puts live form previews where docs wrote ```` ```formsmith Model#section ````, from the same
/// layout and templates as the model's own page.
struct FormEmbedder {
    let renderer: SiteRenderer
    let library: TemplateLibrary
    private(set) var diagnostics: [Diagnostic] = []

    init(renderer: SiteRenderer, library: TemplateLibrary) {
        self.renderer = renderer
        self.library = library
    }

    /// `html` with each embed's marker replaced by the form, its links relative to `page`.
    mutating func replaceMarkers(in html: String, embeds: [FormEmbed], onPage page: String) -> String {
        guard !embeds.isEmpty else { return html }
        var result = html
        // Ids of forms on one page must not collide with each other or with the page's headings.
        var ids = HTMLIDAllocator(prefix: "embed-")
        for embed in embeds {
            guard let context = embedContext(embed, onPage: page, ids: &ids) else { continue }
            let rendered = library.render(context, withTemplate: "embed") ?? ""
            result = result.replacingEvery(embed.marker, with: rendered)
        }
        return result
    }

    /// The `embed` template's input for one embed on `page`; nil when no form has its model's name.
    mutating func embedContext(_ embed: FormEmbed, onPage page: String, ids: inout HTMLIDAllocator) -> EmbedContext? {
        guard let form = renderer.form(named: embed.model) else { return nil }
        var sections = form.sections
        var sectionTitle: String?
        if let sectionID = embed.section {
            sections = form.sections.filter { $0.id == sectionID }
            sectionTitle = sections.first?.title
            if sections.isEmpty {
                diagnostics.append(
                    .warning(
                        "docs.unknown-section", at: embed.location,
                        "\(form.name) has no section \"\(sectionID)\"; the whole form is shown"))
                sections = form.sections
            }
        }
        let shown = renderer.formContext(
            FormLayout(
                name: form.name, title: form.title, sources: form.sources, documentation: nil, sections: sections,
                hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: []), path: page, ids: &ids)
        // Each section starts open or closed as the hints say, as on the model page (and in the app).
        return EmbedContext(
            form: shown, modelPath: RelativePath.link(from: page, to: renderer.modelPage(form.name)),
            sectionTitle: sectionTitle, dynamicFormView: !form.picture.appliesHintedWidths)
    }
}
