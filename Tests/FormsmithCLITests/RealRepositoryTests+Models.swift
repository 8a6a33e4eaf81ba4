import Foundation
import Testing
import FormsmithCore
import Layout
import Pipeline

/// Models as real repositories write them (older Realm objects, Core Data classes
/// named apart from their entities, enums of every kind).
extension RealRepositoryTests {
    func byID(_ result: BuildResult, _ name: String) throws -> [String: FieldLayout] {
        Dictionary(uniqueKeysWithValues: try form(result, name).renderedFields.map { ($0.id, $0) })
    }

    /// `class Session: Object` with `@objc dynamic var`, `List<Tag>()`, `LinkingObjects(fromType:)`
    /// and `override static func primaryKey()`: previewed like an `@Persisted` object.
    @Test func olderRealmObjects() throws {
        let result = build("RealmApp")
        #expect(
            fields(result, "Session") == [
                "id:text(ro)", "name:text", "minutes:number", "startedAt:date", "timeZone:text",
                "forgotPasswordGuid:text", "trainerEmail:email", "tags:list[relationship]", "rating:number",
                "attendees:list[relationship](ro)",
            ])
        #expect(fields(result, "Tag") == ["title:text"])
        let session = try byID(result, "Session")
        #expect(session["tags"]?.relatedModel == "Tag")
        #expect(session["attendees"]?.relatedModel == "Person")
        #expect(session["attendees"]?.typeDescription == "LinkingObjects<Person>")
        #expect(session["rating"]?.typeDescription == "RealmOptional<Int>")
        #expect(session["rating"]?.required == false)
        // An expression is worked out when the app runs: no `identifier` or `uuidString` default.
        #expect(session["timeZone"]?.defaultValue == nil)
        #expect(session["id"]?.defaultValue == nil)
        #expect(session["name"]?.defaultValue == "")
        #expect(try form(result, "Session").previewReason.hasPrefix("Realm object at Sources/Kennel/Session.swift:5"))
        #expect(codes(result).isEmpty)
    }

    /// Entity `Manga` is stored by `MangaObject`; the API's `struct Manga` and `class Chapter` (whose
    /// entity's class Xcode generates) only share names with entities, so they are not merged and
    /// raise no type mismatch. Private primitive accessors are not fields; derived attributes are read-only.
    @Test func coreDataEntitiesMergeOnlyWithTheirRepresentedClass() throws {
        let result = build("CoreDataApp")
        #expect(
            try form(result, "Manga").sources
                == FormSources(
                    swift: "Library/Library.xcdatamodeld/Library.xcdatamodel/contents", hints: nil,
                    swiftClass: "Library/Persistence/MangaObject.swift"))
        #expect(
            fields(result, "Manga") == [
                "title:text", "status:text", "chapterCount:number(ro)", "chapters:list[relationship]",
            ])
        let manga = try byID(result, "Manga")
        #expect(manga["title"]?.helpText == "The series' title as the source spells it.")
        #expect(manga["chapterCount"]?.flags == ["@Derived(chapters.@count)"])
        #expect(try form(result, "Manga").documentation == "A series in the reader's library.")
        #expect(try form(result, "Chapter").sources.swiftClass == nil)
        #expect(fields(result, "Chapter") == ["number:number", "title:text", "manga:relationship"])
        #expect(codes(result) == ["coredata.type-mismatch"])  // Entry.mood's, and no other
    }
}
