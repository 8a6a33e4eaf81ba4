/// The SixLayer view an app presents a form with. It decides what the form looks like, because
/// only some of SixLayer's paths apply the hints' `displayWidth`: `FieldHintsModifier`
/// (`applyFieldHints`) frames a control to it, and only `IntelligentFormView`'s field views call
/// it; `DynamicFormView`'s `CustomFieldView` never reads the width.
public enum FormView: String, Hashable, Sendable, CaseIterable {
    /// `DynamicFormView(…)`: every control fills its section (a menu picker's card excepted).
    case dynamicFormView = "DynamicFormView"
    /// `IntelligentFormView.generateForm(…)`: each field view through `applyFieldHints`, so the hints' widths.
    case intelligentFormView = "IntelligentFormView"
    /// The Layer-1 form functions (`platformPresentFormData_L1(…)`, `platformPresentModalForm_L1(…)`):
    /// in `PlatformSemanticLayer1.swift` they hand their fields to `DynamicFormView`, so its picture.
    case layerOne = "Layer 1"

    /// Whether the form this view draws frames each control to its hinted `displayWidth`.
    public var appliesHintedWidths: Bool { self == .intelligentFormView }
}
