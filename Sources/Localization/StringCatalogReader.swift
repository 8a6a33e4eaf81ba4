import FormsmithCore

/// Reads a String Catalog (`*.xcstrings`, Xcode 15's JSON): each key's string in each language,
/// the source language's being the key itself where the catalog holds no other.
enum StringCatalogReader {
    static func read(_ bytes: [UInt8], file: String) -> StringsFileContents {
        var contents = StringsFileContents()
        let position = TextPosition(file: file, bytes: bytes)
        func warn(_ offset: Int, _ message: String) {
            contents.diagnostics.append(.warning("strings.invalid-catalog", at: position.location(offset), message))
        }
        let document: JSONDocument
        do {
            document = try JSONDocument.parse(bytes)
        } catch {
            warn(
                error.offset,
                "this String Catalog is not JSON (\(error.message)); its languages show the source language's text")
            return contents
        }
        guard document.members != nil else {
            warn(document.offset, "a String Catalog is a JSON object, not \(document.kind); it is not read")
            return contents
        }
        let source = document["sourceLanguage"]
        guard let sourceLanguage = source?.string else {
            warn(source?.offset ?? 0, "a String Catalog names its `sourceLanguage` as a string; it is not read")
            return contents
        }
        contents.sourceLanguage = sourceLanguage
        guard let strings = document["strings"], let entries = strings.members else {
            warn(document["strings"]?.offset ?? 0, "a String Catalog's `strings` is an object of keys; it is not read")
            return contents
        }
        var unknownLanguages: Set<String> = []
        for member in entries {
            let (key, keyOffset, entry) = (member.key, member.keyOffset, member.value)
            guard entry.members != nil else {
                warn(entry.offset, "the entry for “\(key)” is \(entry.kind), not an object; it is skipped")
                continue
            }
            let localizations = entry["localizations"]
            if let localizations, localizations.members == nil {
                warn(
                    localizations.offset,
                    "`localizations` of “\(key)” is \(localizations.kind), not an object; it is skipped")
                continue
            }
            for member in localizations?.members ?? [] {
                let (language, languageOffset, localization) = (member.key, member.keyOffset, member.value)
                guard LanguageCode(language) != nil else {
                    if unknownLanguages.insert(language).inserted {
                        contents.diagnostics.append(
                            .warning(
                                "strings.unknown-language", at: position.location(languageOffset),
                                "“\(language)” is not a language code Formsmith knows (ISO 639 with an optional script and region, such as `pt-BR`); its strings are not shown"
                            ))
                    }
                    continue
                }
                switch text(of: localization) {
                case .found(let text, let offset):
                    contents.add(text, key: key, language: language, at: position.location(offset))
                case .wrongShape(let offset, let message):
                    warn(offset, "“\(key)” in \(language): \(message); the source text stands in")
                }
            }
            // A key with no string of the source language is its own source text.
            contents.add(key, key: key, language: sourceLanguage, at: position.location(keyOffset))
        }
        return contents
    }

    private enum Found {
        case found(String, offset: Int)
        case wrongShape(offset: Int, String)
    }

    /// A localization's one string: its `stringUnit`, else the `other` of its plural or device variations.
    private static func text(of localization: JSONDocument) -> Found {
        guard localization.members != nil else {
            return .wrongShape(offset: localization.offset, "expected an object, found \(localization.kind)")
        }
        if let unit = localization["stringUnit"] {
            guard let value = unit["value"], var text = value.string else {
                return .wrongShape(offset: unit.offset, "a `stringUnit` holds its text as a string `value`")
            }
            // `%#@count@` with a substitution: its `other` case put in, as a stringsdict's rule.
            for member in localization["substitutions"]?.members ?? [] {
                guard case .found(let other, _) = Self.text(of: member.value) else { continue }
                text = StringsDictReader.replacing(member.key, in: text, with: other)
            }
            return .found(text, offset: value.offset)
        }
        if let variations = localization["variations"], localization["stringUnit"] == nil {
            guard let cases = variations.members?.first?.value else {
                return .wrongShape(offset: variations.offset, "`variations` is an object of `plural` or `device` cases")
            }
            guard cases.members != nil else {
                return .wrongShape(offset: cases.offset, "expected an object of cases, found \(cases.kind)")
            }
            guard let chosen = cases["other"] ?? cases["iphone"] ?? cases.members?.first?.value else {
                return .wrongShape(offset: cases.offset, "a variation has no cases")
            }
            return text(of: chosen)
        }
        return .wrongShape(offset: localization.offset, "a localization has a `stringUnit` or `variations`")
    }
}
