typealias Habit = SchemaV12.Habit
