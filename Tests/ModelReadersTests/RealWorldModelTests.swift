import Foundation
import Testing
import FormsmithCore
@testable import ModelReaders

/// Models written as real repositories write them.
@Suite struct RealWorldModelTests {
    func catalog(_ sources: [String: String], coreData: String? = nil) -> ModelCatalog {
        let swift = sources.keys.sorted().map { SwiftModelReader.read(source: sources[$0]!, file: $0) }
        let entities = coreData.map { [CoreDataModelReader.read(data: Data($0.utf8), file: "M.xcdatamodel/contents")] }
        return ModelCatalog(files: swift + (entities ?? []))
    }

    @Test func olderRealmObjectsAreRealmObjects() throws {
        let models = catalog([
            "Session.swift": """
            class Session: Object {
                @objc dynamic var id = UUID().uuidString
                @objc dynamic var name = ""
                @objc dynamic var seats: Int = 0
                @objc dynamic var zone = TimeZone.current.identifier
                let tags = List<Tag>()
                let rating = RealmOptional<Int>()
                let owners = LinkingObjects(fromType: Person.self, property: "sessions")
                @objc dynamic var draft = ""
                var isExpanded = false
                override static func primaryKey() -> String? { return "id" }
                override class func ignoredProperties() -> [String] { ["draft"] }
            }
            """
        ])
        let session = try #require(models["Session"])
        #expect(session.persistence == .realm)
        #expect(session.primaryKey == "id")
        // Realm stores neither the ignored `draft` nor the plain `isExpanded`.
        #expect(session.fields.map(\.name) == ["id", "name", "seats", "zone", "tags", "rating", "owners"])
        let types = Dictionary(uniqueKeysWithValues: session.fields.map { ($0.name, $0.type) })
        #expect(types["id"]?.name == "String")
        #expect(types["name"]?.name == "String")
        #expect(types["zone"]?.name == "Unknown")
        #expect(types["tags"] == TypeReference(name: "Tag", isCollection: true, spelling: "List<Tag>"))
        #expect(types["rating"] == TypeReference(name: "Int", isOptional: true, spelling: "RealmOptional<Int>"))
        #expect(
            types["owners"] == TypeReference(name: "Person", isCollection: true, spelling: "LinkingObjects<Person>"))
        #expect(session.fields[0].attributes.map(\.description) == ["@objc", "dynamic"])
        // A class that merely inherits from some `Object` is not a Realm object.
        let plain = catalog(["P.swift": "class Plain: Object { var name = \"\" }"])
        #expect(plain["Plain"]?.persistence == nil)
    }

    @Test func enumsOfEveryRawTypeArePickable() {
        let models = catalog([
            "E.swift": """
            enum Priority: Int, Codable { case low = 1, high }
            enum Level: Int { case beginner, intermediate = 5, expert }
            enum Stage { case notStarted, inProgress }
            enum Payload { case text(String), none }
            enum Namespace {}
            """
        ])
        #expect(models["Priority"]?.isPickable == true)
        // Swift numbers the cases without `= n` on from the one before.
        #expect(models["Priority"]?.cases.map(\.rawValue) == ["1", "2"])
        #expect(models["Level"]?.cases.map(\.rawValue) == ["0", "5", "6"])
        #expect(models["Stage"]?.cases.map(\.rawValue) == [nil, nil])
        #expect(models["Stage"]?.isPickable == true)
        #expect(models["Payload"]?.isPickable == false)
        #expect(models["Namespace"]?.isPickable == false)
    }

    @Test func privateStorageIsNotAField() {
        let models = catalog([
            "A.swift": """
            struct Account {
                var name: String
                private var cache: [String] = []
                fileprivate var token: String?
                private(set) var balance: Int = 0
                @NSManaged private var primitiveName: String
            }
            """
        ])
        #expect(models["Account"]?.fields.map(\.name) == ["name", "balance"])
    }

    @Test func entitiesMergeOnlyWithTheClassTheyName() {
        let xml = """
            <model>
              <entity name="Manga" representedClassName=".MangaObject"><attribute name="pages" attributeType="Integer 32"/>
                <attribute name="count" attributeType="Integer 64" derived="YES" derivationExpression="pages.@count"/></entity>
              <entity name="Author" representedClassName="Author" codeGenerationType="class"><attribute name="name" attributeType="String"/></entity>
              <entity name="Plain" representedClassName="NSManagedObject"><attribute name="a" attributeType="String"/></entity>
            </model>
            """
        let models = catalog(
            [
                "MangaObject.swift": "final class MangaObject: NSManagedObject { @NSManaged var pages: Int32 }",
                "API.swift":
                    "struct Manga: Codable { var pages: String }\nclass Author { var name: Int = 0 }\nclass Plain {}",
            ], coreData: xml)
        #expect(models["Manga"]?.kind == .coreDataEntity)
        #expect(models["Manga"]?.mergedClass?.file == "MangaObject.swift")
        #expect(models["Manga"]?.fields.last?.attribute("Derived")?.arguments == "pages.@count")
        #expect(models.declarations(of: "Manga").map(\.kind) == [.coreDataEntity, .struct])
        #expect(models["Author"]?.kind == .coreDataEntity)
        #expect(models["Author"]?.mergedClass == nil)
        #expect(models["Plain"]?.mergedClass == nil)
        #expect(models.diagnostics.isEmpty)
    }
}
