/// Turns a page context into a `TemplateValue` through its `Encodable` conformance, so each
/// context's keys are listed once, as the type's properties. An optional that is nil becomes
/// `false`: a section over it renders nothing, and (unlike a missing key) the lookup stops there
/// instead of finding a key of the same name in an enclosing object.
/// `manifest.json` is encoded the same way with `omittingNil` (a nil key is left out, as
/// JSONEncoder leaves it out).
package enum TemplateEncoder {
    package static func encode<Value: Encodable>(_ value: Value, omittingNil: Bool = false) -> TemplateValue {
        switch value {
        case let text as String: return .text(text)
        case let number as Int: return .number(number)
        case let flag as Bool: return .flag(flag)
        case let value as TemplateValue: return value
        case let value as any FastTemplateEncodable: return value.templateValue(omittingNil: omittingNil)
        case let dictionary as [String: String]: return .strings(dictionary)
        default:
            let encoder = ValueEncoder(storage: Storage(omittingNil: omittingNil))
            // The containers below never throw.
            try? value.encode(to: encoder)
            return encoder.storage.value
        }
    }
}

/// A context made so often (a field, thousands per build) that going through `Encoder` shows in
/// the build's time: it gives its `TemplateValue` directly. Its `Encodable` conformance stays the
/// definition of its keys: a context that names this protocol in its declaration gets its
/// `templateValue` generated from its stored properties (`scripts/generate`, which writes
/// `*+TemplateValues.generated.swift`); `TemplateContractTests` still holds the two equal for every
/// context type a template can reach.
@usableFromInline package protocol FastTemplateEncodable: Encodable {
    func templateValue(omittingNil: Bool) -> TemplateValue
}

/// Where one value's encoding accumulates: a keyed object, a list, or a single value.
private final class Storage {
    let omittingNil: Bool
    var object: TemplateObject?
    var list: [TemplateValue]?
    var single: TemplateValue?

    init(omittingNil: Bool) {
        self.omittingNil = omittingNil
    }

    /// What a nil becomes; nil: the key is left out.
    var nilValue: TemplateValue? { omittingNil ? nil : .flag(false) }

    func encode<Value: Encodable>(_ value: Value) -> TemplateValue {
        TemplateEncoder.encode(value, omittingNil: omittingNil)
    }

    var value: TemplateValue {
        if let object { return .object(object) }
        if let list { return .list(list) }
        return single ?? .flag(false)
    }
}

private struct ValueEncoder: Encoder {
    let storage: Storage
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if storage.object == nil { storage.object = TemplateObject(reservingCapacity: 16) }
        return KeyedEncodingContainer(ObjectContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if storage.list == nil { storage.list = [] }
        return ListContainer(storage: storage)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(storage: storage)
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: Storage
    var codingPath: [any CodingKey] { [] }

    mutating func set(_ value: TemplateValue?, _ key: Key) {
        if let value { storage.object!.set(key.stringValue, value) }
    }

    mutating func encodeNil(forKey key: Key) { set(storage.nilValue, key) }
    mutating func encode(_ value: String, forKey key: Key) { set(.text(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) { set(.number(value), key) }
    mutating func encode(_ value: Bool, forKey key: Key) { set(.flag(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { set(storage.encode(value), key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
        set(value.map { .text($0) } ?? storage.nilValue, key)
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
        set(value.map { .number($0) } ?? storage.nilValue, key)
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
        set(value.map { .flag($0) } ?? storage.nilValue, key)
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
        set(value.map(storage.encode) ?? storage.nilValue, key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        preconditionFailure("page contexts encode nested values as Encodable types")
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        preconditionFailure("page contexts encode nested values as Encodable types")
    }

    mutating func superEncoder() -> any Encoder { preconditionFailure("page contexts have no superclass values") }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        preconditionFailure("page contexts have no superclass values")
    }
}

private struct ListContainer: UnkeyedEncodingContainer {
    let storage: Storage
    var codingPath: [any CodingKey] { [] }
    var count: Int { storage.list!.count }

    mutating func encodeNil() { storage.list!.append(.flag(false)) }  // JSON writes null; no manifest list holds one
    mutating func encode(_ value: String) { storage.list!.append(.text(value)) }
    mutating func encode(_ value: Int) { storage.list!.append(.number(value)) }
    mutating func encode(_ value: Bool) { storage.list!.append(.flag(value)) }
    mutating func encode<T: Encodable>(_ value: T) { storage.list!.append(storage.encode(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("page contexts encode nested values as Encodable types")
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("page contexts encode nested values as Encodable types")
    }

    mutating func superEncoder() -> any Encoder { preconditionFailure("page contexts have no superclass values") }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let storage: Storage
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { storage.single = .flag(false) }
    mutating func encode(_ value: String) { storage.single = .text(value) }
    mutating func encode(_ value: Int) { storage.single = .number(value) }
    mutating func encode(_ value: Bool) { storage.single = .flag(value) }
    mutating func encode<T: Encodable>(_ value: T) { storage.single = storage.encode(value) }
}

extension TemplateValue {
    /// A dictionary of texts as an object, in key order (as `JSONEncoder` writes it).
    @usableFromInline static func strings(_ dictionary: [String: String]) -> TemplateValue {
        var object = TemplateObject(reservingCapacity: dictionary.count)
        for key in dictionary.keys.sorted(by: { $0.utf8Precedes($1) }) { object.append(key, .text(dictionary[key]!)) }
        return .object(object)
    }
}
