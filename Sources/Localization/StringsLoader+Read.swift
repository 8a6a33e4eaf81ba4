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
        for path in files {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
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
                guard let language = LanguageCode(raw) ?? (raw == "Base" ? LanguageCode("en") : nil) else {
                    diagnostics.append(
                        .warning(
                            "strings.unknown-language", at: SourceLocation(file: path),
                            "“\(raw).lproj” is not named by a language code Formsmith knows; its strings are not shown")
                    )
                    continue
                }
                // Base.lproj is the source language, known once every catalog is read.
                let code = raw == "Base" ? "Base" : language.code
                contents =
                    path.hasSuffix(".stringsdict")
                    ? StringsDictReader.read(bytes, file: path, language: code)
                    : StringsFileReader.read(bytes, file: path, language: code)
            }
            diagnostics += contents.diagnostics
            let isFramework = isFrameworkCatalog(path)
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
                guard let code = LanguageCode(raw) else {
                    diagnostics.append(
                        .warning(
                            "strings.unknown-language",
                            at: settings.languagesLocation ?? SourceLocation(file: "formsmith.yml"),
                            "`localization.languages` names “\(raw)”, which is not a language code Formsmith knows; it is left out"
                        ))
                    continue
                }
                if code != source, !chosen.contains(code) { chosen.append(code) }
            }
            languages = chosen
        }
        let strings = AppStrings(
            sourceLanguage: source, languages: [source] + languages, namespace: settings.namespace, tables: tables,
            framework: framework)
        return (strings, diagnostics)
    }
}
