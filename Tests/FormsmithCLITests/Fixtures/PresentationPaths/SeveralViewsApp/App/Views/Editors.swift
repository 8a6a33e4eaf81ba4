import SixLayerFramework
import SwiftUI

struct TaskEditor: View {
    var body: some View {
        IntelligentFormView.generateForm(for: Task.self, initialData: nil, onSubmit: { _ in }, onCancel: {})
    }
}

struct SettingsForm: View {
    let configuration: DynamicFormConfiguration

    var body: some View {
        DynamicFormView(configuration: configuration, onSubmit: { _ in })
    }
}

struct AccountForm: View {
    let configuration: DynamicFormConfiguration

    var body: some View {
        DynamicFormView(configuration: configuration, onSubmit: { _ in })
    }
}
