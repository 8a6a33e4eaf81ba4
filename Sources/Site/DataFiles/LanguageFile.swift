import FormsmithCore
import Layout
import Accessibility
import SiteOutput
import PageContexts

/// A language the site's pages switch to: one script file per language, `languages/<code>.js`,
/// holding one JSON object (loaded by a script element, which works from `file://` where fetching
/// JSON does not). The pages carry none of it, so a language adds nothing to a page but its code.
public struct SiteLanguage: Hashable, Sendable {
    public var code: String
    public var isRightToLeft: Bool
    /// SixLayer's English strings (placeholders, "Select", "Scan Document") → this language's.
    public var framework: [KeyValue]
    /// SixLayer's English strings nothing translates into this language: the page marks them.
    public var frameworkUntranslated: [String]
    /// Whether SixLayer's own catalog was read (else the page says how to check it out).
    public var frameworkCatalogFound: Bool

    public init(
        code: String, isRightToLeft: Bool, framework: [KeyValue], frameworkUntranslated: [String] = [],
        frameworkCatalogFound: Bool = true
    ) {
        self.code = code
        self.isRightToLeft = isRightToLeft
        self.framework = framework
        self.frameworkUntranslated = frameworkUntranslated
        self.frameworkCatalogFound = frameworkCatalogFound
    }

    var path: String { "languages/\(code).js" }
}

enum LanguageFile {
    /// One form's member of a language's `models` object: `"User":{"fields":…,"sections":…,"untranslated":…}`;
    /// nil where the form has nothing in that language.
    static func piece(_ form: FormLayout, language code: String) -> [UInt8]? {
        guard let language = form.translations.languages.first(where: { $0.code == code }) else { return nil }
        var bytes: [UInt8] = []
        JSONText.appendQuoted(form.name, to: &bytes)
        bytes += Array(":{\"fields\":{".utf8)
        for (index, field) in language.fields.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONText.appendQuoted(field.id, to: &bytes)
            bytes += Array(":{".utf8)
            var members: [(String, String)] = []
            if let label = field.label { members.append(("label", label)) }
            if let placeholder = field.placeholder { members.append(("placeholder", placeholder)) }
            if let help = field.help { members.append(("help", help)) }
            append(members, to: &bytes)
            if !field.options.isEmpty {
                if !members.isEmpty { bytes.append(UInt8(ascii: ",")) }
                bytes += Array("\"options\":{".utf8)
                append(field.options.map { ($0.key, $0.value) }, to: &bytes)
                bytes.append(UInt8(ascii: "}"))
            }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += Array("},\"sections\":{".utf8)
        for (index, section) in language.sections.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONText.appendQuoted(section.id, to: &bytes)
            bytes += Array(":{".utf8)
            append(
                [("title", section.title), ("description", section.description)].compactMap { key, value in
                    value.map { (key, $0) }
                }, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes += Array("},\"untranslated\":[".utf8)
        for (index, what) in language.untranslated.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONText.appendQuoted(what, to: &bytes)
        }
        bytes += Array("]".utf8)
        // What VoiceOver says of the empty form in this language, row by row: [text, identifier]
        // (the identifier follows the shown label), for the VoiceOver view's list.
        if form.look == .sixLayer {
            bytes += Array(",\"voiceOver\":[".utf8)
            for (index, element) in VoiceOverReader().elements(of: form, language: code).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(UInt8(ascii: "["))
                JSONText.appendQuoted(SpokenRow(element).text, to: &bytes)
                bytes.append(UInt8(ascii: ","))
                JSONText.appendQuoted(element.identifier, to: &bytes)
                bytes.append(UInt8(ascii: "]"))
            }
            bytes.append(UInt8(ascii: "]"))
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }

    /// The file's pieces: the language's own members, then every form's piece, then (on a `diff`
    /// site) the review page's forms as they were, under `before`.
    static func joinedPieces(_ language: SiteLanguage, _ pieces: [[UInt8]], before: [[UInt8]] = []) -> [[UInt8]] {
        var open: [UInt8] = Array("window.formsmithLanguage({\"code\":".utf8)
        JSONText.appendQuoted(language.code, to: &open)
        open += Array(",\"dir\":\"\(language.isRightToLeft ? "rtl" : "ltr")\",\"sixlayer\":{".utf8)
        append(language.framework.map { ($0.key, $0.value) }, to: &open)
        open += Array("},\"sixlayerUntranslated\":[".utf8)
        for (index, text) in language.frameworkUntranslated.enumerated() {
            if index > 0 { open.append(UInt8(ascii: ",")) }
            JSONText.appendQuoted(text, to: &open)
        }
        open += Array("],\"sixlayerCatalog\":\(language.frameworkCatalogFound),\"models\":{".utf8)
        var close = "}"
        if !before.isEmpty {
            close += ",\"before\":{" + before.map { String(decoding: $0, as: UTF8.self) }.joined(separator: ",") + "}"
        }
        return SiteFile.pieces(
            open: String(decoding: open, as: UTF8.self), pieces, separator: ",", close: close + "});\n")
    }

    private static func append(_ members: [(String, String)], to bytes: inout [UInt8]) {
        for (index, (key, value)) in members.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONText.appendQuoted(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
            JSONText.appendQuoted(value, to: &bytes)
        }
    }
}
