import RealmSwift

class Dog: Object {
    @Persisted(primaryKey: true) var id: ObjectId
    @Persisted var name: String = ""
    @Persisted var age: Int = 0
    @Persisted var owner: Person?
    @Persisted var address: Address?
}

class Person: Object {
    @Persisted(primaryKey: true) var id: ObjectId
    @Persisted var name: String = ""
    @Persisted var dogs: List<Dog>
}

class Address: EmbeddedObject {
    @Persisted var street: String = ""
    @Persisted var city: String = ""
}

/// Not stored: a plain helper class.
class DogFormatter {
    var style: String = "short"
}
