import FormsmithCore
import HintsFormat
import JSONReader

/// Reads a String Catalog (`*.xcstrings`, Xcode 15's JSON): each key's string in each language,
/// the source language's being the key itself where the catalog holds no other. Parsed by the
/// hints' JSON parser, which keeps every key's and value's line and column.
enum StringCatalogReader {
    static func read(_ bytes: [UInt8], file: String) -> StringsFileContents {
        var contents = StringsFileContents()
        func place(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: column)
        }
        func warn(_ node: JSONNode?, _ message: String) {
            contents.diagnostics.append(
                .warning("strings.invalid-catalog", at: place(node?.line ?? 1, node?.column ?? 1), message))
        }
        let document: JSONNode
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            contents.diagnostics.append(
                .warning(
                    "strings.invalid-catalog", at: place(error.line, error.column),
                    "this String Catalog is not JSON (\(error.message)); its languages show the source language's text")
            )
            return contents
        }
        guard document.members != nil else {
            warn(document, "a String Catalog is a JSON object, not \(document.value.typeName); it is not read")
            return contents
        }
        let source = document["sourceLanguage"]
        guard let written = source?.string else {
            warn(source, "a String Catalog names its `sourceLanguage` as a string; it is not read")
            return contents
        }
        // The source language's strings are filed under its canonical code, as every other language's.
        let sourceLanguage = LanguageCode(written)?.code ?? written
        contents.sourceLanguage = sourceLanguage
        guard let strings = document["strings"], let entries = strings.members else {
            warn(document["strings"], "a String Catalog's `strings` is an object of keys; it is not read")
            return contents
        }
        var unknownLanguages: Set<String> = []
        // Each code as written → its canonical code (`iw` → `he`), nil for no language code.
        var knownLanguages: [String: String?] = [:]
        for entry in entries {
            let key = entry.key
            guard entry.value.members != nil else {
                warn(
                    entry.value, "the entry for “\(key)” is \(entry.value.value.typeName), not an object; it is skipped"
                )
                continue
            }
            let localizations = entry.value["localizations"]
            if let localizations, localizations.members == nil {
                warn(
                    localizations,
                    "`localizations` of “\(key)” is \(localizations.value.typeName), not an object; it is skipped")
                continue
            }
            for localization in localizations?.members ?? [] {
                let language = localization.key
                // A catalog names a few languages many thousand times: each code is checked once.
                let known: String?
                if let checked = knownLanguages[language] {
                    known = checked
                } else {
                    let read = LanguageCode.read(language)
                    known = read?.code.code
                    knownLanguages[language] = known
                    if let read, let old = read.deprecated {
                        contents.diagnostics.append(
                            LanguageCode.deprecatedNote(
                                old, read.code, at: place(localization.keyLine, localization.keyColumn)))
                    }
                }
                guard let known else {
                    if unknownLanguages.insert(language).inserted {
                        contents.diagnostics.append(
                            .warning(
                                "strings.unknown-language", at: place(localization.keyLine, localization.keyColumn),
                                "“\(language)” is not a language code Formsmith knows (ISO 639 with an optional script and region, such as `pt-BR`); its strings are not shown"
                            ))
                    }
                    continue
                }
                switch text(of: localization.value) {
                case .found(let text, let node):
                    contents.add(text, key: key, language: known, at: place(node.line, node.column))
                case .wrongShape(let node, let message):
                    warn(node, "“\(key)” in \(known): \(message); the source text stands in")
                }
            }
            // A key with no string of the source language is its own source text.
            contents.add(key, key: key, language: sourceLanguage, at: place(entry.keyLine, entry.keyColumn))
        }
        return contents
    }

    private enum Found {
        case found(String, JSONNode)
        case wrongShape(JSONNode, String)
    }

    /// A localization's one string: its `stringUnit` (with its substitutions put in), else the
    /// `other` of its plural or device variations.
    private static func text(of localization: JSONNode) -> Found {
        guard localization.members != nil else {
            return .wrongShape(localization, "expected an object, found \(localization.value.typeName)")
        }
        if let unit = localization["stringUnit"] {
            guard let value = unit["value"], var text = value.string else {
                return .wrongShape(unit, "a `stringUnit` holds its text as a string `value`")
            }
            // `%#@count@` with a substitution: its `other` case put in, as a stringsdict's rule.
            for substitution in localization["substitutions"]?.members ?? [] {
                guard case .found(let other, _) = Self.text(of: substitution.value) else { continue }
                text = StringsDictReader.replacing(substitution.key, in: text, with: other)
            }
            return .found(text, value)
        }
        if let variations = localization["variations"] {
            guard let cases = variations.members?.first?.value else {
                return .wrongShape(variations, "`variations` is an object of `plural` or `device` cases")
            }
            guard let members = cases.members else {
                return .wrongShape(cases, "expected an object of cases, found \(cases.value.typeName)")
            }
            guard let chosen = cases["other"] ?? cases["iphone"] ?? members.first?.value else {
                return .wrongShape(cases, "a variation has no cases")
            }
            return text(of: chosen)
        }
        return .wrongShape(localization, "a localization has a `stringUnit` or `variations`")
    }
}

extension JSONNode {
    /// The members when the value is an object, in file order; nil for other values.
    fileprivate var members: [JSONMember]? { if case .object(let members) = value { members } else { nil } }

    fileprivate subscript(key: String) -> JSONNode? { members?.first { $0.key == key }?.value }

    fileprivate var string: String? { if case .string(let text) = value { text } else { nil } }
}
