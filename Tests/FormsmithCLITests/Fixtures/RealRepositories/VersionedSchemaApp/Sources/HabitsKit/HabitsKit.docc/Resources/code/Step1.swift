@Model
final class TutorialHabit {
    var name: String
    // Fill in the rest in step 2:
    var
