/// Deterministic sample values for a form's fields, to fill the edit form, the detail view and the
/// items of a collection: by control and by field name (an e-mail looks like one, a date is a fixed
/// date, picker options are taken in turn), kept within the field's lengths and range. Item 0 uses
/// a field's `defaultValue` where it has one. The same form always gives the same values.
public enum SampleValues {
    /// Item `index`'s value for `field` as the form would show it, or nil for a group (its
    /// children have their own) and for fields with nothing sensible to show.
    public static func value(for field: FieldLayout, item index: Int, model: String = "") -> String? {
        value(
            for: field, name: Name(field.id, matchingTextRules: field.control == .text || field.control == .textarea),
            item: index, model: model, people: isPeople(model))
    }

    /// A value as a read-only view shows it (the detail, an item's parts): a picker option by its
    /// label, a switch as Yes or No, a password as dots; nil for none.
    public static func shown(_ value: String?, for field: FieldLayout) -> String? {
        switch field.control {
        case .toggle: return value == "true" ? "Yes" : "No"
        case .select: return value.map { value in field.options.first { $0.value == value }?.label ?? value }
        case .password: return value == nil ? nil : "••••••••"
        default: return value
        }
    }

    /// Items `0..<count` of `fields`, each item's values in the fields' order: what a page needs,
    /// with each field's name read once.
    public static func values(for fields: [FieldLayout], items count: Int, model: String) -> [[String?]] {
        let names = fields.map { Name($0.id, matchingTextRules: $0.control == .text || $0.control == .textarea) }
        let people = isPeople(model)
        return (0..<count).map { index in
            fields.indices.map { value(for: fields[$0], name: names[$0], item: index, model: model, people: people) }
        }
    }

    private static func isPeople(_ model: String) -> Bool { peopleWords.contains(where: Name(model).has) }

    private static func value(
        for field: FieldLayout, name: Name, item index: Int, model: String, people: Bool
    ) -> String? {
        if index == 0, let value = field.defaultValue, !value.isEmpty { return value }
        // Every third item leaves its optional fields empty, so defaults and empty states show.
        if index % 3 == 2, field.typeDescription?.hasSuffix("?") == true { return nil }
        switch field.control {
        case .group:
            return nil
        case .toggle:
            return index % 2 == 0 ? "true" : "false"
        case .select:
            guard !field.options.isEmpty else { return nil }
            return field.options[index % field.options.count].value
        case .number, .stepper, .slider:
            return number(for: field, name: name, index: index)
        case .date:
            if name.has(Keys.birth) { return "19\(85 + index % 10)-04-\(twoDigits(10 + index % 18))" }
            return "2026-03-\(twoDigits(10 + index % 18))"
        case .time:
            return "\(twoDigits(9 + index % 8)):30"
        case .datetime:
            return "2026-03-\(twoDigits(10 + index % 18))T\(twoDigits(9 + index % 8)):30"
        case .email:
            return fitted("\(pick(firstNames, index).lowercased())@example.com", field)
        case .tel:
            return "+1 555 01\(twoDigits(index % 100))"
        case .url:
            return "https://example.com/\(slug(field.id))/\(index + 1)"
        case .uuid:
            return "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - String(index + 1).count)
                + String(index + 1)
        case .color:
            return pick(["#0a58ca", "#248a3d", "#ff9500", "#8e44ad", "#d6246e", "#0a7f99"], index)
        case .file:
            return "\(slug(field.id))-\(index + 1).pdf"
        case .relationship:
            return "\(field.relatedModel ?? "Item") \(index + 1)"
        case .list where field.itemControl == .relationship:
            return "\(field.relatedModel ?? "Item") \(index + 1)"
        case .list:
            return pick(tags, index) + ", " + pick(tags, index + 1)
        case .password:
            return fitted("sample-pass-\(index + 1)", field)
        case .text, .textarea:
            return fitted(text(for: field, name: name, index: index, model: model, people: people), field)
        }
    }

    private static func number(for field: FieldLayout, name: Name, index: Int) -> String {
        let minimum = field.minimum.flatMap(Double.init)
        let maximum = field.maximum.flatMap(Double.init)
        if let minimum, let maximum, maximum > minimum, (maximum - minimum).isFinite {
            // Evenly inside the range, never at its ends.
            let value = minimum + (maximum - minimum) * Double(index % 5 + 1) / 6
            return format(value, whole: field.step.map { !$0.contains(".") } ?? true)
        }
        let base: Double =
            if Keys.money.contains(where: name.has) {
                12.5 + Double(index) * 7.25
            } else if name.has(Keys.age) {
                Double(28 + index * 3)
            } else if name.has(Keys.year) {
                Double(2026 - index)
            } else if Keys.rating.contains(where: name.has) {
                Double(index % 5 + 1)
            } else {
                Double(index + 1) * 10
            }
        var value = base
        if let minimum, value < minimum { value = minimum }
        if let maximum, value > maximum { value = maximum }
        return format(value, whole: value == value.rounded())
    }

    private static func text(for field: FieldLayout, name: Name, index: Int, model: String, people: Bool) -> String {
        if let rule = name.textRule.map({ textRules[$0] }) {
            if rule.values.isEmpty {
                // A name: a person's only on a model of people; other models' names are the model's own.
                return people
                    ? firstNames[index % firstNames.count] + " " + lastNames[index % lastNames.count]
                    : (model.isEmpty ? "Item" : model) + " " + pick(codeWords, index)
            }
            return pick(rule.values, index)
        }
        return field.control == .textarea ? pick(sentences, index) : "\(field.label) \(index + 1)"
    }

    /// Lowercased field names → values, first match wins (a rule without values is a name).
    private static let textRules: [(keys: [[UInt8]], values: [String])] = [
        // An identifier named for what it confirms (`emailConfirmationGuid`) is still an identifier.
        (
            ["guid", "uuid"],
            ["6F9619FF-8B86-D011-B42D-00C04FC964FF", "3F2504E0-4F89-41D3-9A0C-0305E82C3301"]
        ),
        (["firstname", "givenname"], firstNames),
        (["lastname", "surname", "familyname"], lastNames),
        (["username", "handle", "nickname"], firstNames.map { $0.lowercased() + "42" }),
        (["company", "organization", "organisation", "employer"], companies),
        (["street", "address"], streets), (["city", "town"], cities), (["country"], countries),
        (["postal", "zip"], ["94103", "10001", "60601", "73301", "98101", "02110"]),
        (["discount", "coupon", "promo", "voucher"], ["SPRING10", "WELCOME5", "VIP20"]),
        (["status", "state"], ["Open", "In progress", "Done"]),
        (["priority", "severity"], ["High", "Medium", "Low"]),
        (["icon", "symbol", "image"], ["star.fill", "doc.text", "person.crop.circle", "folder", "tag", "flag"]),
        (["tag", "category", "kind", "type"], tags),
        (["description", "notes", "note", "summary", "comment", "detail", "message", "bio", "about"], sentences),
        (["title", "subject", "headline"], titles),
        (["name", "label"], []),
        (["phone", "mobile"], ["+1 555 0100", "+1 555 0101", "+1 555 0102"]),
        (["email"], firstNames.map { $0.lowercased() + "@example.com" }),
        (["code", "sku", "reference", "number", "id"], ["A-1001", "A-1002", "B-2001", "B-2002", "C-3001"]),
    ].map { (keys: $0.0.map { Array($0.utf8) }, values: $0.1) }

    private static let codeWords = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"]

    private static let peopleWords = [
        "user", "person", "customer", "contact", "employee", "member", "author", "profile", "patient",
    ].map { Array($0.utf8) }

    /// A name lowercased as bytes, searched without Foundation (these searches run for every
    /// field of every sample item).
    struct Name {
        let bytes: [UInt8]
        /// The first of `textRules` whose keys the name has: looked for once per field, not per item.
        private(set) var textRule: Int?

        /// `text`'s name; with `matchingTextRules`, its text rule is looked for (a text field's).
        init(_ text: String, matchingTextRules: Bool = false) {
            bytes = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
            if matchingTextRules { textRule = SampleValues.textRules.firstIndex { $0.keys.contains(where: has) } }
        }

        func has(_ part: [UInt8]) -> Bool {
            guard part.count <= bytes.count, let first = part.first else { return part.isEmpty }
            var start = 0
            while start + part.count <= bytes.count {
                if bytes[start] == first, bytes[start..<(start + part.count)].elementsEqual(part) { return true }
                start += 1
            }
            return false
        }

        func has(_ part: String) -> Bool { has(Array(part.utf8)) }
    }

    /// Within `minLength` (repeated to reach it) and `maxLength` (cut).
    private static func fitted(_ text: String, _ field: FieldLayout) -> String {
        var text = text
        if let minimum = field.minLength, minimum > text.count, minimum <= 2000, !text.isEmpty {
            while text.count < minimum { text += " " + text }
            text = String(text.prefix(max(minimum, 0)))
        }
        if let maximum = field.maxLength, maximum >= 0, text.count > maximum { text = String(text.prefix(maximum)) }
        return text
    }

    private static func pick(_ values: [String], _ index: Int) -> String { values[index % values.count] }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    /// The name in lowercase ASCII letters and digits, anything else a hyphen (bytes: this runs
    /// for every URL and file field of every sample item).
    private static func slug(_ text: String) -> String {
        String(
            decoding: Name(text).bytes.map { byte in
                (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) ? byte : UInt8(ascii: "-")
            }, as: UTF8.self)
    }

    /// Name parts the number and date rules look for, as bytes made once.
    private enum Keys {
        static let birth = Array("birth".utf8)
        static let money = ["price", "amount", "cost", "total"].map { Array($0.utf8) }
        static let age = Array("age".utf8)
        static let year = Array("year".utf8)
        static let rating = ["rating", "score"].map { Array($0.utf8) }
    }

    /// `12.5`, `12.05`, `30`: no exponent, at most two decimals and no trailing zero, as a number
    /// field and the detail's `Text` write a `Double`; the same on every machine.
    private static func format(_ value: Double, whole: Bool) -> String {
        // Hints can give any range; beyond what an Int holds the number is written as Swift writes it.
        guard abs(value) < 1e13 else { return value.isFinite ? "\(value)" : "0" }
        if whole || value == value.rounded() { return String(Int(value.rounded())) }
        let cents = Int((abs(value) * 100).rounded())
        let sign = value < 0 && cents > 0 ? "-" : ""
        let (units, fraction) = cents.quotientAndRemainder(dividingBy: 100)
        if fraction == 0 { return "\(sign)\(units)" }
        let digits = fraction % 10 == 0 ? "\(fraction / 10)" : fraction < 10 ? "0\(fraction)" : "\(fraction)"
        return "\(sign)\(units).\(digits)"
    }

    static let firstNames = ["Ada", "Grace", "Alan", "Katherine", "Linus", "Margaret"]
    static let lastNames = ["Lovelace", "Hopper", "Turing", "Johnson", "Torvalds", "Hamilton"]
    static let companies = ["Northwind Traders", "Acme Tools", "Blue Harbor", "Fieldstone", "Lumen Labs", "Redwood Co"]
    static let streets = ["12 Market Street", "400 Pine Avenue", "7 Harbor Road", "88 Elm Court", "3 Mill Lane"]
    static let cities = ["Portland", "Lyon", "Kyoto", "Valencia", "Toronto", "Porto"]
    static let countries = ["Canada", "France", "Japan", "Spain", "Portugal", "Norway"]
    static let tags = ["design", "finance", "travel", "urgent", "research", "home"]
    static let titles = [
        "Quarterly report", "Team offsite", "Budget review", "Launch plan", "Design sync", "Onboarding",
    ]
    static let sentences = [
        "Follow up with the team before Friday.", "Waiting on the signed estimate from the supplier.",
        "Everything checked and ready to ship.", "Needs a second look at the totals.",
        "Booked through the usual agency, confirmation attached.", "Reviewed and approved by finance.",
    ]
}
