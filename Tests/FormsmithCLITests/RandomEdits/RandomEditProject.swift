/// The project random edits start from: a little of everything a real one holds, small enough
/// for a debug build to rebuild it many times. Models of several stacks, hints, docs that link to
/// each other and embed a form, a DocC catalog with a tutorial whose articles link to model fields
/// (a symbol link to Trip's budget), a model whose fields use types of other files (one of them made a model
/// by a hints file the edits add), a String Catalog and a strings table, `formsmith.yml` and a project
/// theme; the edits add `PresentationProfiles.hints` (the profiles page) and more.
enum RandomEditProject {
    static let files: [String: String] = [
        "formsmith.yml": "title: Field Notes\n",
        // The app's strings: a String Catalog (SixLayer-keyed and text-keyed) and an older table.
        "Sources/App/Localizable.xcstrings": """
        {
          "sourceLanguage": "en",
          "strings": {
            "name.label": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Reisename des Ausflugs" } } } },
            "Main": { "localizations": { "de": { "stringUnit": { "state": "translated", "value": "Haupt" } } } }
          }
        }
        """,
        "Sources/App/fr.lproj/Localizable.strings": "\"name.label\" = \"Nom\";\n\"When\" = \"Quand\";\n",
        "Sources/App/Trip.swift": """
        import SwiftData

        @Model final class Trip {
            var name: String
            var start: Date
            var budget: Double
            var kind: Kind
            var leader: Traveler
            var place: Place
            init(name: String) { self.name = name; start = .now; budget = 0; kind = .work }
        }

        enum Kind: Int, CaseIterable { case work, leisure }
        """,
        // Types Trip's fields use: a class that an added hints file makes a model (Trip's field then
        // links to its page), and a struct whose fields Trip's form shows (edited, Trip's form follows).
        "Sources/App/Traveler.swift": "final class Traveler {\n    var name: String\n    var phone: String\n}\n",
        "Sources/App/Place.swift": "struct Place {\n    var city: String\n    var country: String\n}\n",
        "Sources/App/Session.swift": """
        import RealmSwift

        class Session: Object {
            @objc dynamic var title = ""
            @objc dynamic var minutes = 0
        }
        """,
        "Sources/Server/Todo.swift": """
        import Fluent

        final class Todo: Model {
            static let schema = "todos"
            @ID(key: .id) var id: UUID?
            @Field(key: "title") var title: String
        }
        """,
        "Sources/App/ReaderSettings.swift": """
        import AutomaticSettings

        struct ReaderSettings: AutomaticSettings {
            var nickname: String = ""
            var showsImages: Bool = true
        }
        """,
        "Store.xcdatamodeld/Store.xcdatamodel/contents": """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="Note" representedClassName="Note">
                <attribute name="text" attributeType="String"/>
            </entity>
        </model>
        """,
        "Hints/Trip.hints": """
        {
          "_sections": [
            { "id": "main", "title": "Main", "layoutStyle": "grid", "fields": ["name", "budget"] },
            { "id": "when", "title": "When", "fields": ["start", "kind"] },
            { "id": "who", "title": "Who", "fields": ["leader", "place"] }
          ],
          "name": { "displayWidth": "medium" }
        }
        """,
        "Hints/Session.hints": """
        { "title": { "displayWidth": "wide" } }
        """,
        "docs/index.md": """
        # Field Notes

        See [the guide](guide.md#install) and the trip form:

        ```formsmith
        Trip#main
        ```
        """,
        "docs/guide.md": """
        # Guide

        ## Install

        Run it. Back to [home](index.md). To build it yourself, [read this](../BUILDING.md).
        """,
        // Published because a page links to it (a page the docs sources do not list).
        "BUILDING.md": "# Building\n\nRun `make`. Back to [the guide](docs/guide.md).\n",
        "docs/models/Trip.md": "# Trip\n\nA trip is planned ahead.\n",
        "Sources/App/App.docc/App.md": """
        # ``App``

        The app. Read <doc:Planning>.

        ## Topics

        - <doc:Planning>
        """,
        "Sources/App/App.docc/Planning.md": """
        # Planning

        Plan a trip: set its ``Trip/budget`` before its ``Trip/name``.

        ## Budgets

        Keep one.
        """,
        "Sources/App/App.docc/Tutorials/App.tutorial": """
        @Tutorials(name: "Field Notes") {
            @Intro(title: "Take notes") {
                Plan and log trips.
            }

            @Chapter(name: "Start") {
                Begin here.

                @TutorialReference(tutorial: "doc:Plan-a-Trip")
            }
        }
        """,
        "Sources/App/App.docc/Tutorials/Plan-a-Trip.tutorial": """
        @Tutorial(time: 5) {
            @Intro(title: "Plan a trip") {
                Start from <doc:Planning>.
            }

            @Section(title: "Name it") {
                @Steps {
                    @Step {
                        Add a name.

                        @Code(name: "Trip.swift", file: "trip-01.swift")
                    }
                    @Step {
                        Add a budget.

                        @Code(name: "Trip.swift", file: "trip-02.swift")
                    }
                }
            }
        }
        """,
        "Sources/App/App.docc/Resources/trip-01.swift": "struct Trip {\n    var name: String\n}\n",
        "Sources/App/App.docc/Resources/trip-02.swift":
            "struct Trip {\n    var name: String\n    var budget: Double\n}\n",
        "Themes/field/assets/theme.css": ":root { --accent: #0a58ca; }\n",
    ]
}
