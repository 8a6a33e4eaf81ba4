import Testing
import FormsmithCore
@testable import Layout

/// A field's kind comes from its type first; its name only names a kind of text when the
/// name *is* that kind; enums of every raw type are pickers; expressions are not defaults.
@Suite struct FieldKindTests {
    func form(
        _ fields: [ModelField], models: [String: Model] = [:], previewed: Set<String> = []
    ) -> [String: FieldLayout] {
        let engine = LayoutEngine(models: models, previewedModels: previewed)
        let model = Model(name: "User", kind: .struct, fields: fields)
        return Dictionary(
            uniqueKeysWithValues: engine.layout(name: "User", model: model, hints: nil).renderedFields.map {
                ($0.id, $0)
            })
    }

    func field(_ name: String, _ type: String, default value: String? = nil) -> ModelField {
        ModelField(name: name, type: TypeReference(name: type), defaultValue: value)
    }

    /// `list[relationship]` for a list, the control alone otherwise.
    func kind(_ field: FieldLayout?) -> String {
        guard let field else { return "none" }
        return field.control.rawValue + (field.itemControl.map { "[\($0.rawValue)]" } ?? "")
    }

    @Test(arguments: [
        ("email", Control.email), ("userEmail", .email), ("emailAddress", .email), ("password", .password),
        ("newPassword", .password), ("phoneNumber", .tel), ("homePhone", .tel), ("phone2", .tel),
        ("url", .url), ("imageURL", .url), ("website", .url),
        ("forgotPasswordGuid", .text), ("emailConfirmationGuid", .text), ("passwordHash", .text),
        ("urlScheme", .text), ("phoneticName", .text), ("curl", .text),
    ])
    func nameNamesAKindOnlyWhenItIsThatKind(name: String, control: Control) {
        #expect(form([field(name, "String")])[name]?.control == control)
    }

    @Test func enumsOfEveryRawTypeArePickersButNotThoseWithAssociatedValues() {
        let priority = Model(
            name: "Priority", kind: .enum,
            cases: [EnumCase(name: "low", rawValue: "1"), EnumCase(name: "high", rawValue: "5")],
            inheritedTypes: ["Int", "Codable"])
        let stage = Model(
            name: "Stage", kind: .enum, cases: [EnumCase(name: "notStarted"), EnumCase(name: "inProgress")])
        let payload = Model(
            name: "Payload", kind: .enum,
            cases: [EnumCase(name: "text", hasAssociatedValues: true), EnumCase(name: "none")])
        let fields = form(
            [
                field("priority", "Priority", default: ".high"), field("stage", "Stage", default: "Stage.inProgress"),
                field("payload", "Payload"),
            ],
            models: ["Priority": priority, "Stage": stage, "Payload": payload])
        #expect(fields["priority"]?.control == .select)
        #expect(
            fields["priority"]?.options == [
                PickerOption(value: "1", label: "Low"), PickerOption(value: "5", label: "High"),
            ])
        #expect(fields["priority"]?.defaultValue == "5")
        #expect(fields["stage"]?.control == .select)
        #expect(fields["stage"]?.options.map(\.label) == ["Not Started", "In Progress"])
        #expect(fields["stage"]?.defaultValue == "inProgress")
        #expect(fields["payload"]?.control == .text)
    }

    @Test func expressionsAreNotDefaults() {
        let fields = form([
            field("zone", "String", default: "TimeZone.current.identifier"), field("made", "Date", default: ".now"),
            field("key", "UUID", default: "UUID()"), field("seen", "Date", default: "Date.now"),
            field("name", "String", default: "\"Ada\""), field("count", "Int", default: "-3"),
        ])
        #expect(fields["zone"]?.defaultValue == nil)
        #expect(fields["made"]?.defaultValue == nil)
        #expect(fields["key"]?.defaultValue == nil)
        #expect(fields["seen"]?.defaultValue == nil)
        #expect(fields["name"]?.defaultValue == "Ada")
        #expect(fields["count"]?.defaultValue == "-3")
    }

    /// To-many relationships list related objects, even when their type is not in the project.
    @Test func toManyRelationshipsAreListsOfRelatedObjects() {
        var items = ModelField(name: "items", type: TypeReference(name: "Item", isCollection: true, spelling: "[Item]"))
        items.attributes = [FieldAttribute(name: "Relationship", arguments: "deleteRule: .cascade")]
        let tags = ModelField(name: "tags", type: TypeReference(name: "Tag", isCollection: true, spelling: "List<Tag>"))
        let names = ModelField(
            name: "names", type: TypeReference(name: "String", isCollection: true, spelling: "List<String>"))
        let order = Model(name: "Order", kind: .class)
        let lines = ModelField(name: "orders", type: TypeReference(name: "Order", isCollection: true))
        let fields = form([items, tags, names, lines], models: ["Order": order])
        #expect(kind(fields["items"]) == "list[relationship]")
        #expect(fields["items"]?.relatedModel == "Item")
        #expect(kind(fields["tags"]) == "list[relationship]")
        #expect(kind(fields["names"]) == "list[text]")
        #expect(kind(fields["orders"]) == "list[relationship]")
    }
}
