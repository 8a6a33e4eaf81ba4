import SixLayerFramework
import SwiftUI

struct TaskEditor: View {
    let configuration: DynamicFormConfiguration

    var body: some View {
        DynamicFormView(configuration: configuration, onSubmit: { _ in })
    }
}
