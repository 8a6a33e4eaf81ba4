/// The targets Package.swift declares with literal names, read from its text (the manifest is a
/// program; these tests only need the literal `.target(name: …, dependencies: […])` calls in it).
struct PackageManifestTargets {
    struct Target: Equatable {
        var name: String
        /// Target names and product names (a product's name is its module's here).
        var dependencies: [String]
        var path: String
        var excluded: [String]
    }

    static func parse(_ manifest: String) -> [Target] {
        var targets: [Target] = []
        for (kind, folder) in [(".target(", "Sources"), (".testTarget(", "Tests"), (".executableTarget(", "Sources")] {
            var rest = manifest[...]
            while let start = rest.range(of: kind) {
                let call = balanced(rest[start.upperBound...], open: "(", close: ")")
                rest = rest[start.upperBound...]
                guard let name = literal(after: "name:", in: call) else { continue }
                let dependencies = argument("dependencies:", in: call).map(names) ?? []
                let excluded = argument("exclude:", in: call).map(strings) ?? []
                let path = literal(after: "path:", in: call) ?? "\(folder)/\(name)"
                targets.append(Target(name: name, dependencies: dependencies, path: path, excluded: excluded))
            }
        }
        return targets.sorted { $0.name < $1.name }
    }

    /// The modules `source` imports, in order (`import X`, `@testable import X`, `import struct X.Y`).
    static func importedModules(in source: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
        var inMultilineString = false  // a test's Swift source in a string literal imports nothing
        return source.split(separator: "\n").compactMap { line in
            if line.ranges(of: "\"\"\"").count % 2 == 1 { inMultilineString.toggle() }
            if inMultilineString || line.contains("\"\"\"") { return nil }
            var words = line.split(separator: " ").drop { $0.hasPrefix("@") }
            guard words.first == "import" else { return nil }
            words = words.dropFirst()
            if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
            return words.first.map { String($0.split(separator: ".")[0]) }
        }
    }

    /// The text after `open` up to its matching `close` (string literals hold no brackets here).
    static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
        var depth = 1
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close { depth -= 1 }
            if depth == 0 { return text[..<index] }
        }
        return text
    }

    /// A top-level array argument's contents.
    static func argument(_ label: String, in call: Substring) -> Substring? {
        guard let found = call.range(of: label),
            let bracket = call[found.upperBound...].firstIndex(where: { !$0.isWhitespace }),
            call[bracket] == "["
        else { return nil }
        return balanced(call[call.index(after: bracket)...], open: "[", close: "]")
    }

    /// `"B"` and `.product(name: "P", …)` give B and P; a product's package name is skipped.
    static func names(_ list: Substring) -> [String] {
        strings(list.replacing(#/package: "[^"]*"/#, with: ""))
    }

    static func strings(_ text: Substring) -> [String] {
        text.matches(of: #/"([^"]*)"/#).map { String($0.output.1) }
    }

    static func literal(after label: String, in call: Substring) -> String? {
        guard let found = call.range(of: label) else { return nil }
        return call[found.upperBound...].firstMatch(of: #/^\s*"([^"]*)"/#).map { String($0.output.1) }
    }
}
