import Layout

/// SixLayer's keys for a field's strings (`DynamicFieldComponents.swift`,
/// `localizationKey(role:namespace:)`): `[namespace.]base.role`, where the base is the field's
/// `localizationKeyBase` metadata, else its accessibility segment (`accessibilityIdentifierName`,
/// else the label sanitized), else its id.
public enum LocalizationKey {
    public enum Role: String, Sendable { case label, placeholder, help }

    public static func key(for field: FieldLayout, role: Role, namespace: String?) -> String {
        key(base: base(of: field), role: role, namespace: namespace)
    }

    static func key(base: String, role: Role, namespace: String?) -> String {
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(label.utf8.count)
        // Scalar by scalar, lowered one at a time: a non-ASCII character is one or more `-`, which
        // collapse into one anyway, except the two whose lowercase is ASCII (`İ` is `i` and a
        // combining dot, the Kelvin sign `k`), so no lowercased copy of the label is made.
        func add(_ lowered: UInt32) {
            if (0x61...0x7A).contains(lowered) || (0x30...0x39).contains(lowered) {
                bytes.append(UInt8(lowered))
            } else if let last = bytes.last, last != UInt8(ascii: "-") {
                bytes.append(UInt8(ascii: "-"))
            }
        }
        for scalar in label.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A: add(scalar.value + 0x20)
            case 0x130:
                add(UInt32(UInt8(ascii: "i")))
                add(0x307)
            case 0x212A: add(UInt32(UInt8(ascii: "k")))
            default: add(scalar.value)
            }
        }
        if bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
