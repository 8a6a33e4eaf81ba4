// snippet.hide
import Habits
// snippet.show
let habit = Habit(name: "Read"
