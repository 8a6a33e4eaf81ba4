import Foundation

/// Makes random but realistic edit sequences of `RandomEditProject`: each kind of file is added,
/// removed, renamed, edited, broken and mended, with saves of the same size and pauses that let
/// stamps settle. It follows the project as the edits change it, so every step fits the files
/// that are there.
struct RandomEditGenerator {
    var random: SeededGenerator
    var files = RandomEditProject.files
    var made = 0

    /// One seed in three starts by removing the app's strings: a site without languages has its
    /// manifest and search index patched in place on a rebuild, one with them joins them whole.
    let startsWithoutLanguages: Bool

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        startsWithoutLanguages = seed.isMultiple(of: 3)
    }

    mutating func sequence(length: Int) -> [RandomEdit] {
        let opening = startsWithoutLanguages ? files.keys.sorted().filter(Self.isStrings).map(RandomEdit.remove) : []
        for edit in opening { _ = edit.apply(to: &files) }
        return opening
            + (0..<length).map { _ in
                let edit = next()
                _ = edit.apply(to: &files)
                return edit
            }
    }

    static func isStrings(_ path: String) -> Bool { path.hasSuffix(".xcstrings") || path.hasSuffix(".strings") }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }

    mutating func next() -> RandomEdit {
        let paths = files.keys.sorted()
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: return edit(pick(paths))
        case 40..<50: return add()
        case 50..<57: return .remove(pick(paths))
        case 57..<64: return rename(pick(paths))
        case 64..<74: return breakFile(pick(paths))
        case 74..<84: return mend(pick(paths))
        case 84..<90: return sameSize(pick(paths))
        case 90..<95:
            guard case .write(let path, let text, let why) = edit(pick(paths)) else { return .settle }
            return .writeDuringBuild(path, text, why: why)
        default: return .settle
        }
    }

    /// A change that keeps the file valid, chosen by the kind of file.
    mutating func edit(_ path: String) -> RandomEdit {
        let text = files[path] ?? ""
        let changed: String
        if path.hasSuffix("PresentationProfiles.hints") {
            changed = pick(Self.profiles)
        } else if path.hasSuffix(".hints") {
            let width = pick(["\"narrow\"", "\"medium\"", "\"wide\"", "120", "300"])
            changed =
                text.contains("displayWidth")
                ? replacingFirstValue(of: "\"displayWidth\": ", in: text, with: width)
                : "{ \"title\": { \"displayWidth\": \(width) } }"
        } else if path.hasSuffix("Trip.swift"), Int.random(in: 0..<2, using: &random) == 0 {
            // A field a DocC article links to comes, goes or is renamed: the link's note follows.
            changed = pick([
                text.replacingOccurrences(of: "    var budget: Double\n", with: ""),
                text.replacingOccurrences(of: "var budget: Double", with: "var cost: Double"),
                text.replacingOccurrences(of: "var cost: Double", with: "var budget: Double"),
                text.replacingOccurrences(of: "    var place: Place\n", with: ""),
            ])
        } else if path.hasSuffix(".swift") {
            let field =
                "    var \(pick(["note", "rating", "isDone", "due"]))\(made): \(pick(["String", "Int", "Bool", "Date"]))\n"
            made += 1
            changed = inserting(field, afterFirstLineContaining: "var ", in: text)
        } else if path.hasSuffix(".md") {
            changed = pick([
                text.replacingOccurrences(of: "## Install", with: "## Installing"),
                text.replacingOccurrences(of: "## Installing", with: "## Install"),
                text + "\nSee [the guide](\(pick(["guide.md", "guide.md#install", "missing.md"]))).\n",
                text + "\n```formsmith\n\(pick(["Trip", "Session", "Todo", "Trip#when"]))\n```\n",
                text + "\nRead <doc:\(pick(["Planning", "Planning#Budgets", "App"]))>.\n",
                text + "\nMind the ``Trip/\(pick(["budget", "cost", "place", "leader", "note1"]))``.\n",
                text + "\n<details><summary>More</summary><p align=\"center\">Hidden</p></details>\n",
            ])
        } else if path.hasSuffix(".tutorial") {
            changed = pick([
                text.replacingOccurrences(of: "trip-02.swift", with: "trip-03.swift"),
                text.replacingOccurrences(of: "trip-03.swift", with: "trip-02.swift"),
                text.replacingOccurrences(of: "Add a budget.", with: "Add a budget and a date."),
                text.replacingOccurrences(of: "doc:Plan-a-Trip", with: "doc:Missing-Trip"),
            ])
        } else if path.hasSuffix("formsmith.yml") {
            changed = pick([
                "title: Field Notes\n", "title: Renamed\n", "title: Themed\ntheme: field\n",
                // The project's own sample items: a setting that changes one form's values.
                "title: Field Notes\nsamples:\n  Trip:\n    - name: Lisbon\n      budget: 1200\n",
                "title: Field Notes\nsamples:\n  Trip:\n    - name: Porto\n      budget: lots\n",
                // The languages shown, one of them a code nobody knows.
                "title: Field Notes\nlocalization:\n  languages: [fr, xx-bad]\n",
            ])
        } else if path.hasSuffix(".xcstrings") {
            // Another translation, a language added, or a text that no longer fits its field.
            changed = pick([
                text.replacingOccurrences(of: "Haupt", with: "Hauptteil"),
                text.replacingOccurrences(of: "Hauptteil", with: "Haupt"),
                text.replacingOccurrences(of: "Reisename des Ausflugs", with: "Name"),
                text.replacingOccurrences(of: "\"de\": { \"stringUnit\"", with: "\"ja\": { \"stringUnit\""),
            ])
        } else if path.hasSuffix(".strings") {
            changed = pick([text + "\"Main\" = \"Principal\";\n", "\"name.label\" = \"Nom du voyage\";\n"])
        } else if path.hasSuffix(".css") {
            changed = ":root { --accent: \(pick(["#0a58ca", "#b02a37", "#146c43"])); }\n"
        } else if path.hasSuffix(".mustache") {
            changed = pick(["</main>\n<footer>Field notes</footer>\n</body>\n</html>\n", "</main>\n</body>\n</html>\n"])
        } else if path.hasSuffix("contents") {
            changed = text.replacingOccurrences(
                of: "<attribute name=\"text\" attributeType=\"String\"/>",
                with: "<attribute name=\"text\" attributeType=\"String\"/>\n        <attribute name=\"pinned\" "
                    + "optional=\"YES\" attributeType=\"Boolean\"/>")
        } else {
            changed = text + "\n"
        }
        return .write(path, changed == text ? text + "\n" : changed, why: "edit")
    }

    /// A new file of a kind the project has.
    mutating func add() -> RandomEdit {
        made += 1
        let name = "Added\(made)"
        return pick([
            .write("Hints/\(name).hints", "{ \"title\": { \"fieldType\": \"string\" } }", why: "new hints-only model"),
            .write("Sources/App/\(name).swift", "struct \(name) {\n    var title: String\n}\n", why: "new model"),
            .write("docs/\(name.lowercased()).md", "# \(name)\n\nBack to [home](index.md).\n", why: "new page"),
            .write("Sources/App/App.docc/\(name).md", "# \(name)\n\nSee <doc:Planning>.\n", why: "new article"),
            .write(
                "Themes/field/templates/foot.mustache", "</main>\n<footer>Ours</footer>\n</body>\n</html>\n",
                why: "new template"),
            .write("Hints/Todo.hints", "{ \"title\": { \"displayWidth\": \"narrow\" } }", why: "hints for a model"),
            .write("Sources/App/es.lproj/Localizable.strings", "\"Main\" = \"Principal\";\n", why: "new language"),
            .write("Hints/PresentationProfiles.hints", pick(Self.profiles), why: "profiles page"),
            .write("Hints/Traveler.hints", "{ \"phone\": { \"displayWidth\": \"narrow\" } }", why: "a related model"),
            .write(
                "Sources/App/App.docc/\(name).md", "# \(name)\n\nThe ``Trip/budget`` and ``Trip/cost``.\n",
                why: "new article with member links"),
            .write(
                "Sources/App/Settings.xcstrings",
                #"{ "sourceLanguage": "en", "strings": { "When": { "localizations": { "de": { "stringUnit": "#
                    + #"{ "state": "translated", "value": "Wann" } } } } } }"#, why: "new string catalog"),
            .write("Themes/field/assets/extra.css", "main { margin: 0; }\n", why: "new theme asset"),
        ])
    }

    /// `PresentationProfiles.hints` texts: one profile, two, or one of a kind SixLayer does not know.
    static let profiles = [
        #"{ "profiles": { "compact": { "_presentationPreference": "Grid" } } }"#,
        #"{ "profiles": { "compact": { "_presentationPreference": "List" }, "media": { "_dataType": "media" } } }"#,
        #"{ "profiles": { "odd": { "_dataTyp": "user" } } }"#,
    ]

    mutating func rename(_ path: String) -> RandomEdit {
        made += 1
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let dot = name.lastIndex(of: ".").map { String(name[$0...]) } ?? ""
        return .rename(path, to: (folder.isEmpty ? "" : folder + "/") + "Renamed\(made)\(dot)")
    }

    /// A save that leaves the file unreadable: cut short, or with a template or YAML mistake.
    mutating func breakFile(_ path: String) -> RandomEdit {
        let text = files[path] ?? ""
        if path.hasSuffix(".mustache") { return .write(path, "{{#unclosed}}\n" + text, why: "break") }
        if path.hasSuffix(".yml") { return .write(path, "title: [\n", why: "break") }
        if path.hasSuffix(".md") { return .write(path, "---\ntitle: [\n---\n" + text, why: "break") }
        let cut = text.isEmpty ? 0 : Int.random(in: 0..<text.count, using: &random)
        return .write(path, String(text.prefix(cut)), why: "break")
    }

    /// Back to the project's first text of the file (or that of a file of its kind).
    mutating func mend(_ path: String) -> RandomEdit {
        if let original = RandomEditProject.files[path] { return .write(path, original, why: "mend") }
        return .write(path, RandomEditProject.files[pick(RandomEditProject.files.keys.sorted())]!, why: "replace")
    }

    /// The same number of bytes, saved at once: only the content tells the change.
    mutating func sameSize(_ path: String) -> RandomEdit {
        var bytes = Array((files[path] ?? "").utf8)
        guard let index = bytes.indices.filter({ bytes[$0] >= 0x61 && bytes[$0] <= 0x7A }).randomElement(using: &random)
        else { return edit(path) }
        bytes[index] = bytes[index] == 0x61 ? 0x62 : 0x61
        return .write(path, String(decoding: bytes, as: UTF8.self), why: "same size")
    }

    func replacingFirstValue(of key: String, in text: String, with value: String) -> String {
        guard let start = text.range(of: key)?.upperBound else { return text }
        let end = text[start...].firstIndex { $0 == " " || $0 == "}" || $0 == "," || $0 == "\n" } ?? text.endIndex
        return text.replacingCharacters(in: start..<end, with: value)
    }

    func inserting(_ line: String, afterFirstLineContaining marker: String, in text: String) -> String {
        guard let found = text.range(of: marker), let end = text[found.upperBound...].firstIndex(of: "\n") else {
            return text + "\n" + line
        }
        var changed = text
        changed.insert(contentsOf: line, at: changed.index(after: end))
        return changed
    }
}
