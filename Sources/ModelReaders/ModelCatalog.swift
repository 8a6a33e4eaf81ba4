import FormsmithCore

/// Every type found in a project's Swift sources, with extensions folded into their types.
public struct ModelCatalog: Sendable {
    /// Qualified name → model.
    public private(set) var modelsByName: [String: Model]
    public var diagnostics: [Diagnostic]

    public init(files: [SwiftFileModels]) {
        var models: [String: Model] = [:]
        var diagnostics: [Diagnostic] = []
        for file in files {
            diagnostics += file.diagnostics
            for model in file.models {
                if let existing = models[model.name], let location = model.location {
                    // The same name twice (e.g. in two `#if` branches): keep the first, merge nothing.
                    diagnostics.append(.init(.info, "swift.duplicate-type", at: location,
                        "`\(model.name)` is also declared at \(existing.location?.description ?? "another place"); the first declaration is used"))
                    continue
                }
                models[model.name] = model
            }
        }
        for file in files {
            for addition in file.extensions {
                guard var model = models[addition.typeName] else { continue }
                model.fields += addition.fields
                model.cases += addition.cases
                model.inheritedTypes += addition.inheritedTypes
                models[addition.typeName] = model
            }
        }
        self.modelsByName = models
        self.diagnostics = diagnostics
    }

    public subscript(name: String) -> Model? { modelsByName[name] }

    /// The model a field's type refers to, looking in the enclosing type first (`Budget` inside `Trip`).
    public func model(named name: String, inside enclosing: String) -> Model? {
        var scope = enclosing.split(separator: ".").map(String.init)
        while !scope.isEmpty {
            if let model = modelsByName[(scope + [name]).joined(separator: ".")] { return model }
            scope.removeLast()
        }
        return modelsByName[name]
    }

    /// SwiftData `@Model` classes, sorted by name.
    public var swiftDataModels: [Model] {
        modelsByName.values.filter(\.isSwiftDataModel).sorted { $0.name < $1.name }
    }
}
