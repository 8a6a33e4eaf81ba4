import Foundation
import FormsmithCore

/// Reads a `Localizable.stringsdict` (a property list of plural rules): each key's text is its
/// format with every variable's `other` case put in, the text a label shows for most counts.
enum StringsDictReader {
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    static func read(_ data: [UInt8], file: String, language: String) -> StringsFileContents {
        var contents = StringsFileContents()
        let position = TextPosition(file: file, bytes: data)
        /// Where `<key>name</key>` is first written, for a rule that is wrong.
        func location(ofKey key: String) -> SourceLocation {
            let needle = Array("<key>\(key)</key>".utf8)
            let offset = data.indices.first { data[$0...].starts(with: needle) } ?? 0
            return position.location(offset)
        }
        func warn(_ key: String, _ message: String) {
            contents.diagnostics.append(
                .warning(
                    "strings.invalid-stringsdict", at: location(ofKey: key), "\(message); the source text stands in"))
        }
        // A project keeps its stringsdicts as XML (Xcode writes binary ones into the built app), and
        // Foundation's binary reader crashes on some broken files: a binary one is not read.
        if data.starts(with: Array("bplist".utf8)) {
            contents.diagnostics.append(
                .warning(
                    "strings.invalid-stringsdict", at: SourceLocation(file: file),
                    "this stringsdict is a binary property list, which Formsmith does not read (save it as XML); \(language) shows the source language's text"
                ))
            return contents
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(data), format: nil)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not a property list"
            // CoreFoundation counts a lone `\r` as a line too: its line may be past the file's last.
            let lines = data.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            let line = min(
                detail.range(of: #"line (\d+)"#, options: .regularExpression)
                    .flatMap { Int(detail[$0].dropFirst(5)) } ?? 1, lines)
            contents.diagnostics.append(
                .warning(
                    "strings.invalid-stringsdict", at: SourceLocation(file: file, line: line),
                    "this stringsdict is not a property list (\(detail)); \(language) shows the source language's text")
            )
            return contents
        }
        guard let entries = plist as? [String: Any] else {
            contents.diagnostics.append(
                .warning(
                    "strings.invalid-stringsdict", at: SourceLocation(file: file),
                    "a stringsdict is a dictionary of keys; it is not read"))
            return contents
        }
        for key in entries.keys.sorted() {
            // A width-dependent string: its widest variant is what a label shows on a phone.
            if let widths = (entries[key] as? [String: Any])?["NSStringVariableWidthRuleType"] as? [String: Any] {
                if let widest = widths.keys.compactMap(Int.init).max(), let text = widths[String(widest)] as? String {
                    contents.add(text, key: key, language: language, at: location(ofKey: key))
                }
                continue
            }
            guard let entry = entries[key] as? [String: Any],
                var format = entry["NSStringLocalizedFormatKey"] as? String
            else {
                warn(key, "“\(key)” has no `NSStringLocalizedFormatKey` string")
                continue
            }
            var valid = true
            for variable in variables(in: format) {
                guard let rule = entry[variable] as? [String: Any] else {
                    warn(key, "“\(key)” uses `%#@\(variable)@` but defines no rule for it")
                    valid = false
                    break
                }
                guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    warn(key, "the rule `\(variable)` of “\(key)” is not of type `NSStringPluralRuleType`")
                    valid = false
                    break
                }
                let unknown = rule.keys.filter { !$0.hasPrefix("NSString") && !pluralCategories.contains($0) }.sorted()
                guard unknown.isEmpty else {
                    warn(
                        key,
                        "the rule `\(variable)` of “\(key)” has cases that are not plural categories (zero, one, two, few, many, other): \(unknown.joined(separator: ", "))"
                    )
                    valid = false
                    break
                }
                guard let other = rule["other"] as? String else {
                    warn(key, "the rule `\(variable)` of “\(key)” has no `other` case, which every language needs")
                    valid = false
                    break
                }
                format = replacing(variable, in: format, with: other)
            }
            if valid { contents.add(format, key: key, language: language, at: location(ofKey: key)) }
        }
        return contents
    }

    /// The names in `%#@name@` (or `%1$#@name@`) of a format.
    static func variables(in format: String) -> [String] {
        var names: [String] = []
        var rest = Substring(format)
        while let start = rest.range(of: "#@") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "@") else { break }
            names.append(String(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    /// `format` with `%#@name@` and `%1$#@name@` replaced by `text`.
    static func replacing(_ name: String, in format: String, with text: String) -> String {
        var result = ""
        var rest = Substring(format)
        while let marker = rest.range(of: "#@\(name)@") {
            // Back to the `%` that opens it (past an argument number such as `1$`).
            var start = marker.lowerBound
            while start > rest.startIndex {
                let before = rest.index(before: start)
                start = before
                if rest[before] == "%" { break }
                guard rest[before].isNumber || rest[before] == "$" else {
                    start = marker.lowerBound
                    break
                }
            }
            result += rest[..<start] + text
            rest = rest[marker.upperBound...]
        }
        return result + rest
    }
}
