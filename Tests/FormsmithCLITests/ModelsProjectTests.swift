import Foundation
import Testing
import FormsmithCore
import ModelReaders
import Pipeline
import Layout

/// A project mixing messy Swift models, SwiftData, Fluent, AutomaticSettings, Core Data and a hints-only model.
@Suite struct ModelsProjectTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/ModelsProject")

    func build() -> BuildResult {
        BuildPipeline(root: Self.root, config: ProjectConfig(extraModels: ["Todo"])).run()
    }

    func form(_ result: BuildResult, _ name: String) -> FormLayout? { result.forms.first { $0.name == name } }

    func fields(_ form: FormLayout?) -> [String] {
        (form?.renderedFields ?? []).map { "\($0.id):\($0.control.rawValue)" }
    }

    @Test func discoversExactlyTheModels() {
        // Test folders are listed, and left unread by the build (a project may list one of their models).
        let listed = ModelSourceScanner.sources(in: ["."], root: Self.root)
        #expect(listed.swiftFiles.last == "Tests/Skipped.swift")
        let sources = BuildPipeline.modelSources(listed, readingTestFolders: false).0
        #expect(
            sources.swiftFiles == [
                "Sources/App/Note.swift", "Sources/App/Settings.swift", "Sources/App/Trip.swift",
                "Sources/App/User.swift", "Sources/Server/Todo.swift", "Sources/Server/User.swift",
            ])
        #expect(sources.coreDataFiles == ["Store.xcdatamodeld/Store 2.xcdatamodel/contents"])
        // Owner and Step are Fluent models beside Todo: previewed by themselves.
        #expect(
            build().forms.map(\.name) == [
                "Book", "Card", "Note", "Owner", "Settings", "Shelf", "Step", "Tag", "Todo", "Trip", "User",
            ])
    }

    @Test func messySwiftReadsStoredPropertiesOnly() throws {
        let trip = try #require(form(build(), "Trip"))
        #expect(
            fields(trip) == [
                "id:uuid", "destination:text", "nights:number", "budget:group", "travellers:list", "ratings:list",
                "currency:select", "style:select", "summary:text", "box:group", "photoURL:url",
            ])
        let byID = Dictionary(uniqueKeysWithValues: trip.renderedFields.map { ($0.id, $0) })
        #expect(byID["destination"]?.helpText == "Where the trip goes.")
        #expect(
            byID["destination"]?.location == FormsmithCore.SourceLocation(file: "Hints/Trip.hints", line: 1, column: 3))
        #expect(byID["nights"]?.typeDescription == "Int")
        #expect(byID["currency"]?.options.map(\.value) == ["USD", "EUR"])
        // `= Currency.eur` selects that case's option, whose value is its raw value.
        #expect(byID["currency"]?.defaultValue == "EUR")
        #expect(byID["style"]?.typeDescription == "Trip.Pace")
        #expect(byID["style"]?.options.map(\.value) == ["relaxed", "packed"])
        #expect(byID["budget"]?.children.map { "\($0.id):\($0.control.rawValue)" } == ["amount:number", "limit:group"])
        #expect(byID["budget"]?.children.last?.children.map(\.id) == ["perDay"])
        #expect(trip.diagnostics.filter { $0.severity != .info }.map(\.code) == ["swift.conditional-compilation"])
        #expect(trip.diagnostics.first { $0.code == "swift.conditional-compilation" }?.location.line == 23)
        #expect(trip.sources.swift == "Sources/App/Trip.swift")
    }

    @Test func swiftDataModelsAndWrappers() throws {
        let result = build()
        let note = try #require(form(result, "Note"))
        #expect(fields(note) == ["slug:text", "body:text", "created:date", "tags:list"])
        #expect(note.renderedFields.first?.flags == ["@Attribute(.unique)"])
        #expect(note.renderedFields.last?.itemControl == .relationship)
        #expect(note.renderedFields.last?.flags == ["@Relationship(deleteRule: .cascade)"])
    }

    @Test func fluentModels() throws {
        let todo = try #require(form(build(), "Todo"))
        #expect(
            fields(todo) == [
                "id:uuid", "title:text", "notes:text", "status:select", "createdAt:datetime", "owner:relationship",
                "steps:list",
            ])
        let byID = Dictionary(uniqueKeysWithValues: todo.renderedFields.map { ($0.id, $0) })
        #expect(byID["createdAt"]?.editable == false)
        #expect(byID["notes"]?.required == false)
        #expect(byID["title"]?.flags == [#"@Field(key: "title")"#])
        #expect(byID["owner"]?.relatedModel == "Owner")
    }

    @Test func automaticSettingsAnnotations() throws {
        let settings = try #require(form(build(), "Settings"))
        #expect(fields(settings) == ["volume:slider", "theme:text", "username:text", "isOnline:toggle", "legacy:text"])
        #expect(settings.hidden.map(\.id) == ["internalFlag"])
        let volume = settings.renderedFields[0]
        #expect((volume.minimum, volume.maximum) == ("0", "10"))
        #expect(volume.helpText == "How loud the app is.")
        #expect(settings.renderedFields[1].flags == ["requiresRestart", "sideEffect = reloadTheme"])
        #expect(settings.renderedFields[2].flags == [#"@AppStorage("username")"#])
    }

    @Test func coreDataEntities() throws {
        let result = build()
        let book = try #require(form(result, "Book"))
        #expect(
            fields(book) == [
                "createdAt:date", "title:text", "pages:number", "price:number", "isbn:uuid", "cover:file",
                "link:url", "extra:text", "shelf:relationship",
            ])
        let byID = Dictionary(uniqueKeysWithValues: book.renderedFields.map { ($0.id, $0) })
        #expect((byID["title"]?.minLength, byID["title"]?.maxLength) == (1, 120))
        #expect((byID["pages"]?.minimum, byID["pages"]?.maximum) == ("1", "5000"))
        #expect(byID["pages"]?.defaultValue == "100")
        #expect(byID["pages"]?.required == false)
        #expect(byID["title"]?.required == true)
        #expect(book.sources.swift == "Store.xcdatamodeld/Store 2.xcdatamodel/contents")
        let shelf = try #require(form(result, "Shelf"))
        #expect(fields(shelf) == ["label:text", "books:list"])
        #expect(shelf.renderedFields.last?.typeDescription == "ordered to-many Book")
        let unknownType = result.diagnostics.first { $0.code == "coredata.unknown-type" }
        #expect(
            unknownType?.location
                == FormsmithCore.SourceLocation(
                    file: "Store.xcdatamodeld/Store 2.xcdatamodel/contents", line: 14, column: 9))
    }

    @Test func hintsOnlyModelInFileOrder() throws {
        let card = try #require(form(build(), "Card"))
        #expect(fields(card) == ["front:text", "score:number", "due:date", "done:toggle"])
        #expect(card.renderedFields.map(\.required) == [true, true, false, false])
        #expect(card.sources.swift == nil)
    }

    @Test func theDeclarationTheHintsDescribeWins() throws {
        let user = try #require(form(build(), "User"))
        #expect(fields(user) == ["email:email", "displayName:text"])
        #expect(user.sources.swift == "Sources/Server/User.swift")
        #expect(!user.diagnostics.contains { $0.code == "swift.duplicate-type" })
    }

    @Test func excludeGlobsAndExplicitPaths() {
        let sources = ModelSourceScanner.sources(
            in: ["Sources", "Tests/Skipped.swift"], root: Self.root, exclude: ["Sources/Server/**", "**/Note.swift"])
        #expect(
            sources.swiftFiles == [
                "Sources/App/Settings.swift", "Sources/App/Trip.swift", "Sources/App/User.swift", "Tests/Skipped.swift",
            ])
        #expect(sources.coreDataFiles.isEmpty)
    }
}
