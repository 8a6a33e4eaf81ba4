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
            let spoken = form.spokenElements
            // Each element looked at in place (a manifest reads every element of every form).
            for index in spoken.indices {
                guard let path = spoken[index].fieldID else { continue }
                switch spoken[index].role {
                case .fieldLabel:
                    entries[path] = AccessibilityEntry(
                        identifier: "", label: spoken[index].label, order: spoken[index].order, traits: [])
                case .helpButton:
                    entries[path]?.hint = spoken[index].hint
                case .control:
                    let value = spoken[index].value
                    entries[path]?.identifier = spoken[index].identifier
                    entries[path]?.traits = spoken[index].traits
                    entries[path]?.value = value.isEmpty ? nil : value
                default: break
                }
            }
            return entries
        }
    }
}
