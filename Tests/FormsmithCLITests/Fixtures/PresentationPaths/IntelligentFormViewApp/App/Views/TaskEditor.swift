import SixLayerFramework
import SwiftUI

struct TaskEditor: View {
    var body: some View {
        IntelligentFormView.generateForm(for: Task.self, initialData: nil, onSubmit: { _ in }, onCancel: {})
    }
}
