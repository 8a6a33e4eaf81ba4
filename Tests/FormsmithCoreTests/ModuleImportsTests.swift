import Foundation
import Testing

/// Every module imports only what its target declares in Package.swift. SwiftPM lets a target
/// import a module it reaches only through another target's dependencies, so the declared
/// graph (and the picture of it in docs/architecture.md) drifts from the real one unnoticed.
@Suite struct ModuleImportsTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The toolchain's and the platform's modules: never declared.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationNetworking", "FoundationXML", "Glibc", "Musl", "Darwin",
        "Dispatch",
        "Synchronization", "Testing", "XCTest", "_Concurrency", "PackageDescription", "PackagePlugin",
    ]

    @Test func everyImportIsDeclared() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = PackageManifestTargets.parse(manifest)
        #expect(targets.count > 20, "Package.swift's targets were not found: the parser below is out of date")
        var undeclared: [String] = []
        for target in targets {
            let allowed = Set(target.dependencies).union(Self.systemModules).union([target.name])
            let folder = Self.packageRoot.appendingPathComponent(target.path)
            for file in swiftFiles(under: folder, excluding: target.excluded) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for module in PackageManifestTargets.importedModules(in: text) where !allowed.contains(module) {
                    undeclared.append("\(target.name) (\(file.lastPathComponent)) imports \(module)")
                }
            }
        }
        #expect(
            undeclared.isEmpty, "not in the target's dependencies:\n\(Set(undeclared).sorted().joined(separator: "\n"))"
        )
    }

    @Test func readsTargetsAndImports() {
        let manifest = """
            .target(name: "A", dependencies: ["B", .product(name: "P", package: "p")]),
            .testTarget(name: "ATests", dependencies: ["A"], exclude: ["Fixtures"]),
            .target(name: "F", path: "Tests/Fuzz/F"),
            """
        let targets = PackageManifestTargets.parse(manifest)
        #expect(targets.map(\.name) == ["A", "ATests", "F"])
        #expect(targets.map(\.dependencies) == [["B", "P"], ["A"], []])
        #expect(targets.map(\.path) == ["Sources/A", "Tests/ATests", "Tests/Fuzz/F"])
        // Joined, so these lines do not read as this file's own imports.
        let source = [
            "import B", "@testable import C", "#if canImport(Glibc)", "    import Glibc", "#endif",
            "import struct D.Thing", "// import E", "let importance = 1", "let text = \"\"\"", "import F", "\"\"\"",
        ].joined(separator: "\n")
        #expect(PackageManifestTargets.importedModules(in: source) == ["B", "C", "Glibc", "D"])
    }

    /// The target's sources: its folder's Swift files but those under an `exclude:`d path (fixtures).
    func swiftFiles(under folder: URL, excluding excluded: [String]) -> [URL] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return walker.compactMap { $0 as? String }.sorted()
            .filter { path in path.hasSuffix(".swift") && !excluded.contains { path.hasPrefix("\($0)/") } }
            .map { folder.appendingPathComponent($0) }
    }
}
