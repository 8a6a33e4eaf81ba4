import Foundation
import Testing
@testable import Site
@testable import Templates

/// The template contract, held whole: every context type reachable from what the templates
/// receive encodes through its fast encoder exactly as its `Encodable` conformance defines it, at
/// every depth; `docs/template-keys.md`, generated from the declarations, has a row for every key
/// the templates get, and `docs/themes.md` names no key that no context gives.
@Suite struct TemplateContractTests {
    static var reachable: ReachableContexts {
        ReachableContexts(roots: EveryTemplateContext.roots.values.flatMap { $0 })
    }
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func everyReachableContextEncodesAsItsEncodableConformanceDefinesIt() {
        let reachable = Self.reachable
        var differing: [String: String] = [:]
        for (type, value) in reachable.values where differing[type] == nil {
            for omittingNil in [false, true] {
                let fast = TemplateEncoder.encode(value, omittingNil: omittingNil)
                let definition = DefinitionEncoder.encode(value, omittingNil: omittingNil)
                if let difference = Self.difference(fast, definition, at: type) {
                    differing[type] = difference
                    break
                }
            }
        }
        for (type, difference) in differing.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(type)'s template value is not its Encodable form: \(difference)")
        }
        #expect(reachable.values.count > 50)
    }

    /// Where two values first differ, keys compared in order (the fast encoders keep the properties' order).
    static func difference(_ fast: TemplateValue, _ definition: TemplateValue, at path: String) -> String? {
        switch (fast, definition) {
        case (.object(let fastObject), .object(let definitionObject)):
            let (fastKeys, definitionKeys) = (fastObject.entries.map(\.key), definitionObject.entries.map(\.key))
            if let missing = definitionKeys.first(where: { !fastKeys.contains($0) }) {
                return "\(path).\(missing) is missing from the fast encoder"
            }
            if let extra = fastKeys.first(where: { !definitionKeys.contains($0) }) {
                return "\(path).\(extra) is only in the fast encoder"
            }
            if fastKeys != definitionKeys { return "\(path): keys in another order \(fastKeys) ≠ \(definitionKeys)" }
            for (fastEntry, definitionEntry) in zip(fastObject.entries, definitionObject.entries) {
                if let found = difference(fastEntry.value, definitionEntry.value, at: "\(path).\(fastEntry.key)") {
                    return found
                }
            }
            return nil
        case (.list(let fastList), .list(let definitionList)):
            guard fastList.count == definitionList.count else { return "\(path): lists of different lengths" }
            for (index, pair) in zip(fastList, definitionList).enumerated() {
                if let found = difference(pair.0, pair.1, at: "\(path)[\(index)]") { return found }
            }
            return nil
        default:
            return fast == definition ? nil : "\(path): \(fast) ≠ \(definition)"
        }
    }

    /// Instances with a property never set would leave its type (and the keys under it) unchecked.
    @Test func everyOptionalIsSetAndEveryListFilledSomewhere() {
        let reachable = Self.reachable
        let unset = reachable.everSet.filter { !$0.value }.keys.sorted()
        #expect(unset == [], "set these in EveryTemplateContext, so the types under them are checked")
        // The walk reached nested types, not only the roots.
        for type in ["FieldContext", "OptionContext", "ItemContext", "ChangeLine", "ProfileModel", "NavNode"] {
            #expect(reachable.typeNames.contains(type), "\(type) was never reached")
        }
    }

    /// A new template needs a context here, or its keys go unchecked.
    @Test func everyTemplateOfTheDefaultThemeHasItsContexts() {
        let templates = Set(
            Theme.builtIn.files.keys.filter { $0.hasPrefix("templates/") && $0.hasSuffix(".mustache") }
                .map { String($0.dropFirst("templates/".count).dropLast(".mustache".count)) })
        let covered = Set(EveryTemplateContext.roots.keys).union(EveryTemplateContext.partials)
        #expect(templates.subtracting(covered).sorted() == [])
        #expect(covered.subtracting(templates).subtracting(["manifest.json"]).sorted() == [])
    }

    /// The manifest's entries write their bytes member by member: each exactly as JSONEncoder
    /// writes its `Encodable` form, with every optional set and left out.
    @Test func everyManifestEntryIsWrittenAsJSONEncoderWritesIt() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var checked: Set<String> = []
        for (type, value) in ReachableContexts(roots: EveryTemplateContext.manifestEntries).values {
            let entry = try #require(
                value as? any ManifestEncodable, "\(type) is in the manifest but cannot write itself")
            #expect(ManifestWriter.write(entry, indent: 0) == Array(try encoder.encode(value)), "\(type)")
            checked.insert(type)
        }
        #expect(checked.count == 8)
    }

    /// A fast encoder for a type no template context reaches would go unchecked. Most are
    /// generated (`*.generated.swift`), `PageContext`'s is written by hand: both are extensions.
    @Test func everyFastEncoderIsForAReachedType() throws {
        let sources = Self.repositoryRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        var conforming: Set<String> = []
        let pattern = try Regex(
            #"extension\s+([\w.]+)[^{]*\{\s*(?:public\s+)?func\s+(?:templateValue\(omittingNil|write\(to writer)"#)
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { conforming.insert(String(name)) }
            }
        }
        #expect(conforming.count > 20)
        let reached = Set(Self.reachable.typeNames.map(ReachableContexts.baseName))
        #expect(conforming.subtracting(reached).sorted() == [])
    }

    /// Every key any template receives, at any depth, per template.
    static var keysByTemplate: [String: Set<String>] {
        EveryTemplateContext.roots.mapValues { contexts in
            var keys = Set<String>()
            for context in contexts { collectKeys(TemplateEncoder.encode(context), into: &keys) }
            return keys
        }
    }

    static func collectKeys(_ value: TemplateValue, into keys: inout Set<String>) {
        switch value {
        case .object(let object):
            for (key, child) in object.entries {
                keys.insert(key)
                collectKeys(child, into: &keys)
            }
        case .list(let values):
            for child in values { collectKeys(child, into: &keys) }
        case .text, .number, .flag:
            return
        }
    }

    /// `docs/themes.md`'s "Templates and what they receive", split at its `###` headings.
    static func contractSections() throws -> [(heading: String, body: String)] {
        let guide = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/themes.md"), encoding: .utf8)
        let contract = try #require(
            guide.components(separatedBy: "## Templates and what they receive").last?
                .components(separatedBy: "## Mistakes in a theme").first)
        return contract.components(separatedBy: "\n### ").dropFirst().map { section in
            let heading = String(section.prefix { $0 != "\n" })
            return (heading, String(section.dropFirst(heading.count)))
        }
    }

    /// The names in backticks that can be keys: a lowercase letter, then letters.
    static func listedNames(in text: String) throws -> Set<String> {
        let pattern = try Regex(#"`([a-z][A-Za-z]*)`"#)
        return Set(text.matches(of: pattern).compactMap { $0.output[1].substring.map(String.init) })
    }

    @Test func everyKeyThemesMdListsIsGivenToItsTemplate() throws {
        let keysByTemplate = Self.keysByTemplate
        let pages = SitePages.kinds.map { $0.template }
        let allKeys = keysByTemplate.filter { $0.key != "manifest.json" }.values.reduce(Set()) { $0.union($1) }
        // Template names and words that are values, not keys.
        let notKeys = Set(keysByTemplate.keys).union(EveryTemplateContext.partials).union(["false", "true", "serve"])
        let sections = try Self.contractSections()
        #expect(!sections.isEmpty)
        for (heading, body) in sections {
            // `### \`model\` (\`ModelPageContext\`)`: the template's own keys; "Every page": every page's.
            let template = try Self.listedNames(in: heading).first { keysByTemplate[$0] != nil }
            let given: Set<String> =
                heading.hasPrefix("Every page")
                ? pages.map { keysByTemplate[$0]! }.reduce(allKeys) { $0.intersection($1) }
                : template.map { keysByTemplate[$0]! } ?? allKeys
            for name in try Self.listedNames(in: body).subtracting(notKeys).sorted() where !given.contains(name) {
                Issue.record("docs/themes.md lists `\(name)` under \"\(heading)\", but no context gives it")
            }
        }
    }

    /// `docs/template-keys.md` is generated from the contexts' declarations (`scripts/generate`):
    /// what the generator read must be what the templates get, every key in a row of its own.
    @Test func everyKeyATemplateReceivesHasARowInTemplateKeysMd() throws {
        let page = try String(
            contentsOf: Self.repositoryRoot.appendingPathComponent("docs/template-keys.md"), encoding: .utf8)
        let rows = Set(
            page.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
                $0.split(separator: "`").dropFirst().first.map(String.init)
            })
        for (template, keys) in Self.keysByTemplate where template != "manifest.json" {
            for key in keys.sorted() where !rows.contains(key) {
                Issue.record("docs/template-keys.md has no row for `\(key)`, which the template \(template) receives")
            }
        }
    }
}
