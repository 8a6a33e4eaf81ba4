import SwiftUI

struct TaskEditor: View {
    @State var title = ""

    var body: some View {
        Form { TextField("Title", text: $title) }
    }
}
