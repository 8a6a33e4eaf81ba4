import Layout

/// SixLayer's keys for a field's strings (`DynamicFieldComponents.swift`,
/// `localizationKey(role:namespace:)`): `[namespace.]base.role`, where the base is the field's
/// `localizationKeyBase` metadata, else its accessibility segment (`accessibilityIdentifierName`,
/// else the label sanitized), else its id.
public enum LocalizationKey {
    public enum Role: String, Sendable { case label, placeholder, help }

    public static func key(for field: FieldLayout, role: Role, namespace: String?) -> String {
        let base = base(of: field)
        let namespaced = namespace.map { $0.isEmpty ? base : "\($0).\(base)" } ?? base
        return "\(namespaced).\(role.rawValue)"
    }

    static func base(of field: FieldLayout) -> String {
        let metadata = field.metadata
        func value(_ key: String) -> String? {
            metadata.first { $0.key == key }.map(\.value).flatMap { $0.isEmpty ? nil : $0 }
        }
        if let base = value("localizationKeyBase") { return base }
        if let name = value("accessibilityIdentifierName") { return name }
        let sanitized = sanitize(field.label)
        return sanitized.isEmpty ? field.id : sanitized
    }

    /// `sanitizeLabelText`: lowercased, anything but `a-z`, `0-9` and `-` made `-`, runs of `-`
    /// made one, no `-` at either end ("Email Address" → `email-address`; "Prénom" → `pr-nom`).
    public static func sanitize(_ label: String) -> String {
        var result = ""
        for scalar in label.lowercased().unicodeScalars {
            let kept = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            let next: Character = kept ? Character(scalar) : "-"
            if next == "-", result.last == "-" { continue }
            result.append(next)
        }
        return String(result.drop { $0 == "-" }.reversed().drop { $0 == "-" }.reversed())
    }
}
