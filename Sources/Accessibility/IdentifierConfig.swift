import Layout
import Localization

/// The parts of `AccessibilityIdentifierConfig` SixLayer's identifiers are made of
/// (`AutomaticAccessibilityIdentifiers.swift`, `generateAccessibilityIdentifier`): namespace and
/// prefix are left out when empty (their defaults), the screen context is "main" and the view
/// hierarchy "ui" unless the app pushes its own, and component names and element types are
/// included (both default true). `formsmith.yml` `accessibility:` sets what the app sets.
public struct IdentifierConfig: Hashable, Sendable {
    public var namespace = ""
    public var prefix = ""
    public var screenContext = "main"
    public var viewHierarchy = "ui"
    public var includeComponentNames = true
    public var includeElementTypes = true

    public init(namespace: String = "", prefix: String = "") {
        self.namespace = namespace
        self.prefix = prefix
    }

    /// `.automaticCompliance(named:)` and `.automaticCompliance(identifierName:)`: the element
    /// type is "View" in both (`NamedAutomaticComplianceModifier` hard-codes it; the other defaults to it).
    public func identifier(named name: String) -> String { identifier(named: name, head: head) }

    /// The identifier's parts before the component name ("main.ui"): the same for every element
    /// of a form, so a reader makes it once.
    public var head: String {
        var parts: [String] = []
        if !namespace.isEmpty { parts.append(namespace) }
        if !prefix.isEmpty { parts.append(prefix) }
        parts.append(screenContext)
        parts.append(viewHierarchy)
        return parts.joined(separator: ".")
    }

    /// `identifier(named:)` with its `head` already made.
    func identifier(named name: String, head: String) -> String {
        var identifier = head
        if includeComponentNames {
            identifier += "."
            identifier += name.isEmpty ? "element" : name
        }
        if includeElementTypes { identifier += ".View" }
        return identifier
    }

    /// SixLayer's `sanitizeLabelText` ("E-mail (work)" → "e-mail-work"; `LocalizationKey.sanitize`).
    public static func sanitized(_ label: String) -> String { LocalizationKey.sanitize(label) }

    /// A field's identifier segment: its `accessibilityIdentifierName` metadata, else its shown
    /// label sanitized (so it follows the language the app runs in).
    static func segment(of field: FieldLayout, label: String) -> String {
        field.metadata.first { $0.key == "accessibilityIdentifierName" && !$0.value.isEmpty }?.value
            ?? sanitized(label)
    }
}
