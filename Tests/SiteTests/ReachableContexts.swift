@testable import Site
@testable import PageContexts

/// Every context value reachable from some roots by reflection (`Mirror`): through properties,
/// optionals, lists and dictionaries, at any depth. It notes, per property of each context type,
/// whether an optional was ever set and a list ever filled, so a test can prove its instances
/// left nothing out.
struct ReachableContexts {
    /// Each context value found, with its type's name (`FieldContext`, `Manifest.FieldEntry`).
    private(set) var values: [(type: String, value: any Encodable)] = []
    /// `Type.property` → whether any instance had it set (optionals) or non-empty (lists, dictionaries).
    private(set) var everSet: [String: Bool] = [:]

    init(roots: [any Encodable]) {
        for root in roots { visit(root) }
    }

    /// Context types are PageContexts' (the pages') and Site's (the manifest's) own:
    /// `PageContexts.PageContext<PageContexts.DocPageContext>` → `PageContext<DocPageContext>`.
    static func contextTypeName(of value: Any) -> String? {
        let name = String(reflecting: type(of: value))
        let modules = ["PageContexts.", "Site."]
        guard modules.contains(where: name.hasPrefix) else { return nil }
        return modules.reduce(name) { $0.replacingOccurrences(of: $1, with: "") }
    }

    /// The type's name without generic arguments: `PageContext`.
    static func baseName(_ name: String) -> String {
        String(name.prefix { $0 != "<" })
    }

    var typeNames: Set<String> { Set(values.map(\.type)) }

    private mutating func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct:
            guard let type = Self.contextTypeName(of: value) else { return }
            if let encodable = value as? any Encodable { values.append((type, encodable)) }
            for child in mirror.children {
                guard let label = child.label else { continue }
                if let set = Self.isSet(child.value) {
                    everSet["\(Self.baseName(type)).\(label)", default: false] |= set
                }
                visit(child.value)
            }
        case .optional, .collection, .set, .dictionary, .tuple, .enum:
            for child in mirror.children { visit(child.value) }
        default:
            return
        }
    }

    /// nil for a value that is always there (text, numbers, flags, nested contexts); for an
    /// optional, whether it holds a value (and, holding a list, whether that has elements); for a
    /// list or dictionary, whether it has elements.
    private static func isSet(_ value: Any) -> Bool? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return false }
            return isSet(wrapped) ?? true
        case .collection, .set, .dictionary:
            return !mirror.children.isEmpty
        default:
            return nil
        }
    }
}

extension Bool {
    fileprivate static func |= (lhs: inout Bool, rhs: Bool) { lhs = lhs || rhs }
}
