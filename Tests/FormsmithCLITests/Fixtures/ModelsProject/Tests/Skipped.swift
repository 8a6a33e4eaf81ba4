@Model final class ShouldNotAppear { var x: Int }
