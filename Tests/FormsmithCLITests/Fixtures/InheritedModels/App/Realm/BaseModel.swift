import Foundation
import RealmSwift

/// What every stored object of the app has.
class BaseModel: Object {
    @Persisted(primaryKey: true) var id: ObjectId
    @Persisted var createdAt: Date = Date()
}
