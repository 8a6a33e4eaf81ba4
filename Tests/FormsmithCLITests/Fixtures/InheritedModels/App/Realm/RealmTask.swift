import RealmSwift

/// A task, stored by Realm through its base class.
final class RealmTask: BaseModel, Identifiable {
    @Persisted var title: String = ""
    @Persisted var isDone: Bool = false
    var isSelected = false
}
