import FormsmithCore
import Layout

/// `profiles.html`: each profile of `PresentationProfiles.hints` with its settings and a preview.
extension PageContextSource {
    package func profilesContext() -> PageContext<ProfilesPageContext> {
        let path = SitePaths.profilesPage
        var ids = HTMLIDAllocator()
        let contexts = profiles.map { profile in
            let presentation = profile.presentation
            let suits = forms.filter { $0.presentation.dataType == presentation.dataType }
            // The items come from a model the profile suits, else from the first model.
            let shown = suits.first ?? forms.first
            var collections: [CollectionContext] = []
            var titleless = false
            if let shown {
                let fields = shown.renderedFields + shown.unsectioned + shown.hidden
                let count = CollectionChoice.choices(for: presentation).map { min($0.itemCount, Self.shownItems) }
                let samples = SampleValues.values(for: fields, items: max(count.max() ?? 1, 1), model: shown.name)
                (collections, titleless) = collectionContexts(
                    fields: fields, samples: samples, presentation: presentation, ids: &ids)
            }
            let preference = FormDiff.describe(presentation.preference)
            var settings = [
                PresentationRow(key: "Data type", value: presentation.dataType),
                PresentationRow(key: "Context", value: presentation.context),
                PresentationRow(key: "Complexity", value: presentation.complexity),
                PresentationRow(key: "Collection preference", value: preference),
            ]
            settings += presentation.customPreferences.map { PresentationRow(key: $0.key, value: $0.value) }
            if let color = presentation.defaultColor {
                settings.append(PresentationRow(key: "Default colour", value: color))
            }
            return ProfileContext(
                id: profile.id, headingID: ids.allocate("profile-\(profile.id)"), settings: settings,
                suits: suits.map { ProfileModel(name: $0.name, path: modelPage($0.name)) }, hasSuits: !suits.isEmpty,
                previewNoteHTML: shown.map { model in
                    Self.codeSpans(
                        suits.isEmpty
                            ? "No model has `_dataType` \(presentation.dataType); the items are \(model.name)'s."
                            : "The items are \(model.name)'s.")
                },
                collections: collections,
                titleNoteHTML: titleless ? Self.titleNoteHTML(hintsFile: nil, fields: []) : nil)
        }
        let file = profiles.first?.location.file ?? ""
        return PageContext(
            base: baseContext(path: path, pageTitle: "Presentation profiles"),
            content: ProfilesPageContext(file: file, profiles: contexts))
    }
}
