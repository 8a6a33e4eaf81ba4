import FormsmithCore
import Layout
import ModelReaders

/// Any bytes as a `.swift` file; every model read from it is laid out.
public enum SwiftSourceInput {
    public static func problems(_ bytes: [UInt8]) -> [String] {
        let file = SwiftModelReader.read(source: String(decoding: bytes, as: UTF8.self), file: "Models/Fuzz.swift")
        let catalog = ModelCatalog(files: [file])
        let engine = LayoutEngine(models: catalog.modelsByName, previewedModels: Set(catalog.modelsByName.keys))
        let forms = catalog.modelsByName.keys.sorted().map { engine.layout(name: $0, model: catalog[$0], hints: nil) }
        return DiagnosticChecks.problems(file.diagnostics + catalog.diagnostics + forms.flatMap(\.diagnostics))
    }
}
