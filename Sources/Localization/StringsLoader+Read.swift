import Foundation
import FormsmithCore

extension StringsLoader {
    /// Reads and merges `files` (as `discover` lists them). A file that does not read leaves its
    /// language (or its part of one) to the source language's text, with a diagnostic.
    public static func load(
        root: URL, files: [String], settings: Settings
    ) -> (strings: AppStrings, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var tables: [String: [String: LocalizedString]] = [:]
        var framework: [String: [String: LocalizedString]] = [:]
        var catalogSource: String?
        var skipped: [(path: String, reason: String)] = []
        var storyboards: [String: Bool] = [:]
        var counts: [(table: String, file: String, strings: Int)] = []
        // An `.lproj` folder's name is checked once, however many tables it holds.
        var folders: [String: String?] = [:]
        for path in lookupOrder(files) {
            if let reason = skipReason(path, root: root, storyboards: &storyboards) {
                skipped.append((path, reason))
                continue
            }
            guard let data = FileManager.default.contents(atPath: fileURL(path, root: root).path) else {
                diagnostics.append(
                    .warning("strings.unreadable", at: SourceLocation(file: path), "cannot read this strings file"))
                continue
            }
            let bytes = [UInt8](data)
            let contents: StringsFileContents
            if path.hasSuffix(".xcstrings") {
                contents = StringCatalogReader.read(bytes, file: path)
            } else {
                let raw = lprojLanguage(path) ?? ""
                let folder = path.split(separator: "/").dropLast().joined(separator: "/")
                let code: String?
                if let checked = folders[folder] {
                    code = checked
                } else {
                    // Base.lproj is the source language, known once every catalog is read.
                    let read = raw == "Base" ? nil : LanguageCode.read(raw)
                    code = raw == "Base" ? "Base" : read?.code.code
                    folders[folder] = code
                    if let read, let old = read.deprecated {
                        diagnostics.append(LanguageCode.deprecatedNote(old, read.code, at: SourceLocation(file: path)))
                    }
                    if code == nil {
                        diagnostics.append(
                            .warning(
                                "strings.unknown-language", at: SourceLocation(file: path),
                                "“\(raw).lproj” is not named by a language code (ISO 639 with an optional script and region, such as `pt-BR`); its strings are not shown"
                            ))
                    }
                }
                guard let code else { continue }
                contents =
                    path.hasSuffix(".stringsdict")
                    ? StringsDictReader.read(bytes, file: path, language: code)
                    : StringsFileReader.read(bytes, file: path, language: code)
            }
            diagnostics += contents.diagnostics
            let isFramework = isFrameworkCatalog(path)
            if !isFramework {
                counts.append((String(tableName(path)), path, contents.tables.values.reduce(0) { $0 + $1.count }))
            }
            if !isFramework, catalogSource == nil { catalogSource = contents.sourceLanguage }
            for (language, entries) in contents.tables {
                // The first file of a language is taken whole; later ones add only keys not yet there.
                if isFramework {
                    framework[language] = framework[language].map { $0.merging(entries) { own, _ in own } } ?? entries
                } else {
                    tables[language] = tables[language].map { $0.merging(entries) { own, _ in own } } ?? entries
                }
            }
        }
        diagnostics += skippedNotes(skipped) + emptyTableNotes(counts)
        let source =
            settings.sourceLanguage.flatMap { LanguageCode($0) } ?? catalogSource.flatMap { LanguageCode($0) }
            ?? LanguageCode("en")!
        if let base = tables.removeValue(forKey: "Base") {
            tables[source.code] = tables[source.code, default: [:]].merging(base) { own, _ in own }
        }
        var languages = tables.keys.compactMap { LanguageCode($0) }.filter { $0 != source }.sorted()
        if let wanted = settings.languages {
            var chosen: [LanguageCode] = []
            for raw in wanted {
                guard let (code, deprecated) = LanguageCode.read(raw) else {
                    diagnostics.append(
                        .warning(
                            "strings.unknown-language",
                            at: settings.languagesLocation ?? SourceLocation(file: "formsmith.yml"),
                            "`localization.languages` names “\(raw)”, which is not a language code (ISO 639 with an optional script and region, such as `pt-BR`); it is left out"
                        ))
                    continue
                }
                if let deprecated {
                    diagnostics.append(
                        LanguageCode.deprecatedNote(
                            deprecated, code, at: settings.languagesLocation ?? SourceLocation(file: "formsmith.yml")))
                }
                if code != source, !chosen.contains(code) { chosen.append(code) }
            }
            languages = chosen
        }
        let strings = AppStrings(
            sourceLanguage: source, languages: [source] + languages, namespace: settings.namespace, tables: tables,
            framework: framework)
        if let note = missingCatalogNote(root: root, files: files, languages: languages.count + 1) {
            diagnostics.append(note)
        }
        return (strings, diagnostics)
    }
}
