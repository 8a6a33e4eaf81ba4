import SixLayerFramework
import SwiftUI

struct TaskEditor: View {
    let fields: [DynamicFormField]

    var body: some View {
        platformPresentFormData_L1(fields: fields, hints: EnhancedPresentationHints(), modelName: "Task")
    }
}
