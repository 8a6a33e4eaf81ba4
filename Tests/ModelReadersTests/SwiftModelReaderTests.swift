import Testing
import FormsmithCore
@testable import ModelReaders

@Suite struct SwiftModelReaderTests {
    func catalog(_ sources: [String: String]) -> ModelCatalog {
        ModelCatalog(files: sources.keys.sorted().map { SwiftModelReader.read(source: sources[$0]!, file: $0) })
    }

    func fields(_ model: Model?) -> [String] { model?.fields.map(\.name) ?? [] }

    @Test func storedPropertiesWithTypesAndOptionals() {
        let models = catalog([
            "User.swift": """
            // Licence header
            import Foundation

            /// A person.
            struct User: Codable {
            \tlet id: UUID
            \tvar name: String
            \tvar nickname: String?
            \tvar age: Optional<Int>
            \tvar token: String!
            \tvar tags: [String]
            \tvar scores: Set<Double>
            \tvar extra: [String: Int]
            }
            """
        ])
        let user = models["User"]
        #expect(user?.kind == .struct)
        #expect(user?.documentation == "A person.")
        #expect(user?.inheritedTypes == ["Codable"])
        #expect(fields(user) == ["id", "name", "nickname", "age", "token", "tags", "scores", "extra"])
        let types = user?.fields.map(\.type) ?? []
        #expect(types.map(\.name) == ["UUID", "String", "String", "Int", "String", "String", "Double", "Dictionary"])
        #expect(types.map(\.isOptional) == [false, false, true, true, true, false, false, false])
        #expect(types.map(\.isCollection) == [false, false, false, false, false, true, true, false])
        #expect(user?.fields[2].type.spelling == "String?")
        #expect(user?.fields[1].location == FormsmithCore.SourceLocation(file: "User.swift", line: 7, column: 6))
    }

    @Test func skipsComputedStaticAndLocals() {
        let models = catalog([
            "A.swift": """
            final class Account {
                static var shared = Account()
                class var kind: String { "a" }
                var balance: Decimal = 0
                var display: String { "\\(balance)" }
                var full: String {
                    get { "" }
                    set { }
                }
                var observed: Int = 0 {
                    didSet { print(observed) }
                }
                lazy var cache: [String] = []
                func update() { var local = 1; local += 1 }
                init() { let temporary = 2; _ = temporary }
            }
            """
        ])
        #expect(fields(models["Account"]) == ["balance", "observed", "cache"])
        #expect(models["Account"]?.kind == .class)
    }

    @Test func sharedTypeAndInferredTypes() {
        let models = catalog([
            "P.swift": """
            struct Point {
                var x, y: Double
                var count = 0
                var title = ""
                var isOn = false
                var ratio = 0.5
                var created = Date()
            }
            """
        ])
        let point = models["Point"]
        #expect(fields(point) == ["x", "y", "count", "title", "isOn", "ratio", "created"])
        #expect(point?.fields.map(\.type.name) == ["Double", "Double", "Int", "String", "Bool", "Double", "Date"])
        #expect(point?.fields[2].defaultValue == "0")
        #expect(point?.fields[3].defaultValue == "\"\"")
    }

    @Test func enumsNestedTypesAndExtensions() {
        let models = catalog([
            "Trip.swift": """
            struct Trip {
                var name: String
                var budget: Budget
                struct Budget {
                    var amount: Decimal
                    var currency: Currency
                }
                enum Currency: String, CaseIterable {
                    case usd = "USD", eur
                    case gbp
                }
            }
            enum Payload {
                case text(String)
                case none
            }
            """,
            "Trip+Notes.swift": """
            extension Trip {
                var notes: String? { nil }
            }
            extension Trip.Budget: Codable {
                static let zero = 0
            }
            """,
        ])
        #expect(fields(models["Trip"]) == ["name", "budget"])
        #expect(fields(models["Trip.Budget"]) == ["amount", "currency"])
        #expect(models["Trip.Budget"]?.inheritedTypes == ["Codable"])
        let currency = models["Trip.Currency"]
        #expect(currency?.cases.map(\.name) == ["usd", "eur", "gbp"])
        #expect(currency?.cases.map(\.rawValue) == ["USD", nil, nil])
        #expect(currency?.isPickable == true)
        #expect(models["Payload"]?.isPickable == false)
    }

    @Test func storedMembersAddedInExtensionsAreKept() {
        // Only enum cases can be added to a type in an extension in real Swift, but macros and
        // `#if` splits produce such shapes; stored-looking members land on the type.
        let models = catalog([
            "M.swift": """
            @Model
            final class Note {
                var text: String
                #if os(iOS)
                var color: String
                #endif
                init(text: String) { self.text = text; self.color = "" }
            }
            """
        ])
        #expect(models["Note"]?.isSwiftDataModel == true)
        #expect(fields(models["Note"]) == ["text", "color"])
        #expect(models.swiftDataModels.map(\.name) == ["Note"])
    }

    @Test func brokenSourceIsAWarningAndKeepsWhatParsed() {
        let result = SwiftModelReader.read(
            source: "struct A {\n  var x: Int\n  var = \n}\nstruct B { var y: String }", file: "Bad.swift")
        #expect(result.diagnostics.map(\.code) == ["swift.syntax-error"])
        #expect(result.diagnostics.first?.location.line == 3)
        #expect(result.models.map(\.name).contains("B"))
    }

    @Test func bracketsNestedDeeperThanAnyModelAreRefusedBeforeParsing() {
        // Found by fuzzing: swift-syntax takes minutes on `String[[[[…` followed by more members.
        let hang =
            "struct Settings {\n  var title: String" + String(repeating: "[", count: 40)
            + "?\n  subtitle = newValue\n}\n"
        let file = SwiftModelReader.read(source: hang, file: "Nested.swift")
        #expect(file.models.isEmpty)
        #expect(file.diagnostics.map { "\($0.location) \($0.code)" } == ["Nested.swift:2:32 swift.too-deeply-nested"])

        let deepButFine =
            "struct M {\n  var grid: " + String(repeating: "[", count: 12) + "Int" + String(repeating: "]", count: 12)
            + "\n}\n"
        #expect(SwiftModelReader.read(source: deepButFine, file: "M.swift").models.map(\.name) == ["M"])
        // Brackets in comments and strings do not count.
        let quoted =
            "// " + String(repeating: "[", count: 30) + "\nstruct Q {\n  var s = \"" + String(repeating: "[", count: 30)
            + "\"\n}\n"
        #expect(SwiftModelReader.read(source: quoted, file: "Q.swift").models.map(\.name) == ["Q"])
    }
}
