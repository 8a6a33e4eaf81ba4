typealias Habit = SchemaV11.Habit
