import Foundation
import Testing
import FormsmithCore
import Layout
@testable import Site

/// A to-many relationship is a list of related objects with add and remove, each a
/// choice of the related model, never a text input; a plain list keeps its text inputs.
@Suite struct RelationshipListTests {
    @Test func toManyRelationshipsListRelatedObjects() {
        var tags = FieldLayout(id: "tags", label: "Tags", control: .list)
        tags.itemControl = .relationship
        tags.relatedModel = "Tag"
        var owners = tags
        owners.id = "owners"
        owners.label = "Owners"
        owners.relatedModel = "Person"
        owners.editable = false
        var notes = FieldLayout(id: "notes", label: "Notes", control: .list)
        notes.itemControl = .text
        let section = SectionLayout(
            id: "s", title: "S", description: nil, layoutStyle: .vertical, columns: 1, gap: 16, collapsible: false,
            collapsed: false, metadata: [], fields: [tags, owners, notes])
        let form = FormLayout(
            name: "Session", title: "Session", sources: FormSources(swift: "Session.swift"), documentation: nil,
            sections: [section], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
        let tag = FormLayout(
            name: "Tag", title: "Tag", sources: FormSources(swift: "Session.swift"), documentation: nil,
            sections: [], hidden: [], unsectioned: [], defaults: [], ocrGroups: [], diagnostics: [])
        let (files, _) = SiteRenderer(siteTitle: "Demo", forms: [form, tag], docs: [], theme: .builtIn).render()
        let html = files.first { $0.path == "models/Session.html" }.map { String(decoding: $0.contents, as: UTF8.self) }
        let page = html ?? ""
        #expect(
            page.contains(
                #"<div class="fs-list-item"><select class="fs-control fs-menu" id="field-tags" name="tags"><option value="">Select"#
            ))
        #expect(page.contains(#"<option selected>Tag 1</select>"#))
        #expect(page.contains(#"<a class="fs-related" href="../models/Tag.html">Open Tag</a>"#))
        #expect(page.contains(#"id="field-owners" name="owners" disabled>"#))
        #expect(
            page.contains(#"<input class="fs-control" type="text" id="field-notes" name="notes" placeholder="Item 1""#))
        #expect(!page.contains(#"type="text" id="field-tags""#))
    }
}
