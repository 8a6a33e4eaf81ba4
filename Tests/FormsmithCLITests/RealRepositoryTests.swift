import Foundation
import Testing
import FormsmithCore
import HintsFormat
import Layout
@testable import ModelReaders
import Pipeline
import FormsmithCLI

/// Projects shaped like real repositories (an Xcode app, a Core Data app, a Vapor server, a Realm
/// app, an AutomaticSettings app, a package of plain structs), built with no configuration: each
/// previews every model a user of that stack expects, and says why.
@Suite struct RealRepositoryTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/RealRepositories")

    func build(_ project: String, config: ProjectConfig = ProjectConfig()) -> BuildResult {
        BuildPipeline(root: Self.fixtures.appendingPathComponent(project), config: config).run()
    }

    /// `id:control`, with `(ro)` for read-only fields, `[item]` for lists and `{…}` for groups.
    func fields(_ result: BuildResult, _ name: String) -> [String] {
        func describe(_ field: FieldLayout) -> String {
            var text = "\(field.id):\(field.control.rawValue)"
            if let item = field.itemControl { text += "[\(item.rawValue)]" }
            if !field.editable { text += "(ro)" }
            if !field.children.isEmpty { text += "{" + field.children.map(describe).joined(separator: ",") + "}" }
            return text
        }
        return result.forms.first { $0.name == name }?.renderedFields.map(describe) ?? ["no form \(name)"]
    }

    func form(_ result: BuildResult, _ name: String) throws -> FormLayout {
        try #require(result.forms.first { $0.name == name })
    }

    func codes(_ result: BuildResult) -> [String] {
        result.diagnostics.filter { $0.severity != .info }.map(\.code)
    }

    @Test func xcodeAppHintsAreFoundWhereverTheBundleGetsThem() throws {
        let result = build("XcodeApp")
        #expect(result.forms.map(\.name) == ["Customer", "Order"])
        #expect(
            try form(result, "Order").sources
                == FormSources(swift: "MyApp/Models/Order.swift", hints: "MyApp/Resources/Hints/Order.hints"))
        #expect(try form(result, "Customer").sources.hints == "MyApp/Hints/Customer.hints")
        #expect(fields(result, "Order") == ["reference:text", "quantity:number", "notes:text"])
        #expect(fields(result, "Customer") == ["name:text", "email:email"])
        #expect(try form(result, "Order").renderedFields.first?.width == 200)
        // The deeper Hints folder wins over the root file, and a warning names both.
        let duplicate = try #require(result.diagnostics.first { $0.code == "hints.duplicate-file" })
        #expect(duplicate.location.file == "Order.hints")
        #expect(duplicate.message.contains("MyApp/Resources/Hints/Order.hints and Order.hints"))
        // PresentationProfiles.hints is never a model; hints under Pods/ are never read.
        #expect(!result.forms.contains { ["PresentationProfiles", "Vendored"].contains($0.name) })
        #expect(codes(result).sorted() == ["hints.duplicate-file", "hints.unsectioned-fields"])
        #expect(result.guidance == nil)
    }

    @Test func hintsDiscoveryOrder() {
        let paths = HintsLoader.discover(projectRoot: Self.fixtures.appendingPathComponent("XcodeApp")).map(\.path)
        #expect(
            paths == [
                "MyApp/Hints/Customer.hints", "MyApp/Resources/Hints/Order.hints",
                "MyApp/Resources/Hints/PresentationProfiles.hints", "Order.hints",
            ])
        // Configured paths replace the search, in their order.
        let configured = HintsLoader.discover(
            projectRoot: Self.fixtures.appendingPathComponent("XcodeApp"),
            search: HintsLoader.Search(configured: ["Order.hints", "MyApp/Hints"])
        ).map(\.path)
        #expect(configured == ["Order.hints", "MyApp/Hints/Customer.hints"])
        var config = ProjectConfig()
        config.hintsPaths = ["Order.hints"]
        let result = build("XcodeApp", config: config)
        #expect(result.forms.map(\.name) == ["Order"])
        #expect(result.forms.first?.sources.hints == "Order.hints")
    }

    @Test func coreDataEntitiesMergeWithTheirSubclasses() throws {
        let result = build("CoreDataApp")
        // `Model 10` is the newest version without .xccurrentversion; Record is abstract. Library's
        // model adds Chapter and Manga (`coreDataEntitiesMergeOnlyWithTheirRepresentedClass`).
        #expect(result.forms.map(\.name) == ["Chapter", "Entry", "Manga", "Tag"])
        let entry = try form(result, "Entry")
        #expect(
            entry.sources
                == FormSources(
                    swift: "Journal/Model.xcdatamodeld/Model 10.xcdatamodel/contents", hints: nil,
                    swiftClass: "Journal/Persistence/Entry+CoreDataClass.swift"))
        #expect(
            fields(result, "Entry") == [
                "createdAt:date", "title:text", "mood:slider", "wordCount:number",
                "tags:list[relationship]", "draftText:text",
            ])
        #expect(entry.documentation == "One day's journal entry.")
        // Said at the class's properties file, and shown on the entity's page too.
        #expect(entry.diagnostics.contains { $0.code == "coredata.type-mismatch" })
        let byID = Dictionary(uniqueKeysWithValues: entry.renderedFields.map { ($0.id, $0) })
        #expect(byID["title"]?.helpText == "What the day was about.")
        #expect(byID["title"]?.defaultValue == "Untitled")
        #expect(byID["mood"]?.typeDescription == "Integer 16")
        #expect((byID["mood"]?.minimum, byID["mood"]?.maximum) == ("1", "5"))
        let mismatch = try #require(result.diagnostics.first { $0.code == "coredata.type-mismatch" })
        #expect(
            mismatch.location
                == SourceLocation(file: "Journal/Persistence/Entry+CoreDataProperties.swift", line: 11, column: 27))
        #expect(codes(result) == ["coredata.type-mismatch"])
        #expect(
            try form(result, "Tag").previewReason.hasPrefix(
                "Core Data entity Tag in Journal/Model.xcdatamodeld/Model 10.xcdatamodel/contents merged with its class at Journal/Persistence/Tag+CoreDataClass.swift:4"
            ))
    }

    @Test(arguments: [
        (["Model.xcdatamodel", "Model 2.xcdatamodel", "Model 10.xcdatamodel"], "Model 10.xcdatamodel"),
        (["Model.xcdatamodel", "Model 9.xcdatamodel"], "Model 9.xcdatamodel"),
        (["Model.xcdatamodel"], "Model.xcdatamodel"),
    ])
    func coreDataVersionsInNumericOrder(names: [String], newest: String) {
        #expect(
            names.max { (ModelSourceScanner.versionNumber($0), $0) < (ModelSourceScanner.versionNumber($1), $1) }
                == newest)
    }

    @Test func vaporFluentModelsIncludingOneNamedPackage() throws {
        let result = build("VaporServer")
        #expect(result.forms.map(\.name) == ["Member", "Package", "Team"])
        #expect(
            fields(result, "Team") == [
                "id:uuid(ro)", "name:text", "members:list[relationship]", "createdAt:datetime(ro)",
            ])
        #expect(fields(result, "Member") == ["id:uuid(ro)", "email:email", "team:relationship", "nickname:text"])
        #expect(fields(result, "Package") == ["id:uuid(ro)", "url:url"])
        #expect(try form(result, "Team").sources == FormSources(swift: "Sources/App/Models/Team.swift", table: "teams"))
        #expect(try form(result, "Member").renderedFields[2].relatedModel == "Team")
        #expect(try form(result, "Package").previewReason == "Fluent model at Sources/App/Models/Package.swift:4")
        #expect(codes(result).isEmpty)
    }

    @Test func realmObjects() throws {
        let result = build("RealmApp")
        #expect(result.forms.map(\.name) == ["Address", "Dog", "Person", "Session", "Tag"])
        #expect(
            fields(result, "Dog") == [
                "id:text(ro)", "name:text", "age:number", "owner:relationship", "address:relationship",
            ])
        #expect(fields(result, "Person") == ["id:text(ro)", "name:text", "dogs:list[relationship]"])
        #expect(codes(result).isEmpty)
    }

    @Test func automaticSettingsWithNestedGroups() throws {
        let result = build("AutomaticSettingsApp")
        #expect(result.forms.map(\.name) == ["Settings"])
        #expect(
            fields(result, "Settings") == [
                "playback:group{volume:slider,autoplay:toggle}",
                "appearance:group{theme:select,fontScale:number}", "username:text",
            ])
        let volume = try #require(try form(result, "Settings").renderedFields.first?.children.first)
        #expect((volume.minimum, volume.maximum) == ("0", "10"))
        #expect(volume.helpText == "How loud playback is.")
    }

    @Test func plainStructsGetTheGuidanceLine() {
        let result = build("PlainStructs")
        #expect(result.forms.isEmpty)
        #expect(
            result.guidance
                == #"found 3 types in 1 file; none has hints or is a persisted model: run "formsmith init Rect" or list them under preview: in formsmith.yml"#
        )
        let index =
            result.files.first { $0.path == "index.html" }.map { String(decoding: $0.contents, as: UTF8.self) } ?? ""
        #expect(index.contains("Nothing to preview yet"))
        #expect(index.contains("formsmith init Rect"))
    }

    @Test func automaticRulesCanBeTurnedOff() {
        var config = ProjectConfig()
        config.previewsModelsAutomatically = false
        #expect(build("VaporServer", config: config).forms.isEmpty)
        config.extraModels = ["Team"]
        #expect(build("VaporServer", config: config).forms.map(\.name) == ["Team"])
        #expect(ProjectConfig.parse("models: { auto: false }").config.previewsModelsAutomatically == false)
        #expect(ProjectConfig.parse("hints: [App/Hints]").config.hintsPaths == ["App/Hints"])
    }

    @Test func initWritesBesideTheProjectsHints() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("xcode-app-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("XcodeApp"), to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        var command = try FormsmithCommand.parseAsRoot(["init", "--root", root.path, "Coupon"])
        try command.run()
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("MyApp/Hints/Coupon.hints").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Hints").path))
        #expect(
            BuildPipeline(root: root, config: ProjectConfig()).run().forms.map(\.name) == [
                "Coupon", "Customer", "Order",
            ])
    }

    @Test func checkInfoSaysWhyEachModelIsPreviewed() {
        let notes = build("VaporServer").diagnostics.filter { $0.code == "model.previewed" }.map(\.message)
        #expect(
            notes == [
                "`Member` is previewed: Fluent model at Sources/App/Models/Member.swift:4",
                "`Package` is previewed: Fluent model at Sources/App/Models/Package.swift:4",
                "`Team` is previewed: Fluent model at Sources/App/Models/Team.swift:5",
            ])
    }
}

/// The catalog-wide lookups every form makes, worked out once.
@Suite struct ModelLookupsTests {
    func catalog(_ names: [String]) -> ModelCatalog {
        ModelCatalog(files: [
            FileModels(models: names.map { Model(name: $0, kind: .struct) }, extensions: [], diagnostics: [])
        ])
    }

    @Test func nestedNamesAreFoundOnlyWhenUnique() {
        let lookups = ModelLookups(catalog(["Trip", "Trip.Budget", "Trip.Leg.Stop", "Plan.Leg.Stop", "A.B.Note"]))
        #expect(lookups.uniqueNested["Budget"]?.name == "Trip.Budget")
        #expect(lookups.uniqueNested["Stop"] == nil)
        #expect(lookups.uniqueNested["Leg.Stop"] == nil)
        #expect(lookups.uniqueNested["B.Note"]?.name == "A.B.Note")
        #expect(lookups.uniqueNested["Note"]?.name == "A.B.Note")
        #expect(lookups.uniqueNested["Trip"] == nil)
    }

    @Test func caseOnlyMatchesTakeTheFirstNameInByteOrder() {
        let lookups = ModelLookups(catalog(["user", "User", "Order"]))
        #expect(lookups.byLowercasedName["user"] == "User")
        #expect(lookups.byLowercasedName["order"] == "Order")
        #expect(lookups.byLowercasedName["ghost"] == nil)
    }
}
