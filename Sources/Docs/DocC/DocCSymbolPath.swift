/// A DocC symbol path as written in ```` ``…`` ```` or `<doc:…>`: `Order`, `Order/total`,
/// `MyKit/Order/total-property`, `/MyKit/Order`, `Order/update(_:)-(Int)`.
struct DocCSymbolPath: Hashable, Sendable {
    /// The components with a leading module and every disambiguation suffix removed.
    var components: [String]

    /// `modules`: names a leading component may have and be dropped (the catalog's module).
    init(_ written: String, modules: Set<String>) {
        var parts = written.split(separator: "/").map(String.init)
        if parts.first == "documentation" { parts.removeFirst() }
        if parts.count > 1, let first = parts.first, modules.contains(first) { parts.removeFirst() }
        components = parts.map(Self.withoutDisambiguation)
    }

    /// The type a member belongs to (`Order` of `Order/total`), or the symbol itself.
    var type: String { components.count > 1 ? components.dropLast().joined(separator: ".") : components.first ?? "" }
    /// `total` of `Order/total`; nil for a type.
    var member: String? { components.count > 1 ? Self.identifier(components.last!) : nil }
    /// What the link shows: the last component, as DocC titles a symbol (`eat(_:quantity:)`).
    var title: String { components.last ?? "" }

    /// `total-property` → `total`, `Color-swift.enum` → `Color`, `update(_:)-(Int)` → `update(_:)`,
    /// `forecast(for:at:)->Forecast` → `forecast(for:at:)`, `eat-3brnk` → `eat`.
    static func withoutDisambiguation(_ component: String) -> String {
        var depth = 0
        for (offset, character) in component.enumerated() {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            case "-" where depth == 0 && offset > 0:
                // An operator (`-`, `->`…) has no identifier before its dash.
                let before = component.prefix(offset)
                guard before.last.map({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ")" }) == true else {
                    continue
                }
                return String(before)
            default: break
            }
        }
        return component
    }

    /// The identifier a member's name starts with: `init(name:)` → `init`.
    static func identifier(_ component: String) -> String {
        String(component.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
