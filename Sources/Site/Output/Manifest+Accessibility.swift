import Accessibility
import Layout

extension Manifest {
    /// A field's `"accessibility"` in `manifest.json`, in the source language: `order` is where
    /// VoiceOver reaches the field's label row (1-based, the whole form counted), `label` what it
    /// reads there ("Email, required"), `value` and `traits` the control's, `hint` the info
    /// button's (the field's description), `identifier` the control's accessibility identifier.
    struct AccessibilityEntry: ManifestEncodable {
        var hint: String?
        var identifier: String
        var label: String
        var order: Int
        var traits: [String]
        var value: String?

        /// Each rendered field's entry, by path (`group.child`).
        static func byField(_ form: FormLayout) -> [String: AccessibilityEntry] {
            var entries: [String: AccessibilityEntry] = [:]
            for element in form.spokenElements {
                guard let path = element.fieldID else { continue }
                switch element.role {
                case .fieldLabel:
                    entries[path] = AccessibilityEntry(
                        identifier: "", label: element.label, order: element.order, traits: [])
                case .helpButton:
                    entries[path]?.hint = element.hint
                case .control:
                    entries[path]?.identifier = element.identifier
                    entries[path]?.traits = element.traits
                    entries[path]?.value = element.value.isEmpty ? nil : element.value
                default: break
                }
            }
            return entries
        }
    }
}
