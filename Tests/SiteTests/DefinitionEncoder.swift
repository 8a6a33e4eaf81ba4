@testable import Site
@testable import Templates

/// A value's `TemplateValue` as its `Encodable` conformance alone defines it, at every depth: the
/// fast encoders (`FastTemplateEncodable`) are never taken, so what they give can be held to this.
/// A nil is `false` (or left out with `omittingNil`), as `TemplateEncoder` makes it.
enum DefinitionEncoder {
    static func encode(_ value: some Encodable, omittingNil: Bool) -> TemplateValue {
        // A dictionary's keys have no order of their own: in key order, as the manifest writes them.
        if let dictionary = value as? [String: String] { return .strings(dictionary) }
        let encoding = Encoding(omittingNil: omittingNil)
        // The containers below never throw.
        try? value.encode(to: DefinitionValueEncoder(encoding: encoding))
        return encoding.value
    }
}

/// One value's encoding as it accumulates: a keyed object, a list, or a single value.
private final class Encoding {
    let omittingNil: Bool
    var object: TemplateObject?
    var list: [TemplateValue]?
    var single: TemplateValue?

    init(omittingNil: Bool) {
        self.omittingNil = omittingNil
    }

    var value: TemplateValue {
        if let object { return .object(object) }
        if let list { return .list(list) }
        return single ?? .flag(false)
    }
}

private struct DefinitionValueEncoder: Encoder {
    let encoding: Encoding
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if encoding.object == nil { encoding.object = TemplateObject(reservingCapacity: 16) }
        return KeyedEncodingContainer(DefinitionObjectContainer<Key>(encoding: encoding))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if encoding.list == nil { encoding.list = [] }
        return DefinitionListContainer(encoding: encoding)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        DefinitionSingleContainer(encoding: encoding)
    }
}

private struct DefinitionObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoding: Encoding
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) {
        if !encoding.omittingNil { encoding.object!.append(key.stringValue, .flag(false)) }
    }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        encoding.object!.append(key.stringValue, DefinitionEncoder.encode(value, omittingNil: encoding.omittingNil))
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { encodeNil(forKey: key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("contexts encode nested values as Encodable types")
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        preconditionFailure("contexts encode nested values as Encodable types")
    }
    mutating func superEncoder() -> any Encoder { preconditionFailure("contexts have no superclass values") }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        preconditionFailure("contexts have no superclass values")
    }
}

private struct DefinitionListContainer: UnkeyedEncodingContainer {
    let encoding: Encoding
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoding.list!.count }

    mutating func encodeNil() { encoding.list!.append(.flag(false)) }
    mutating func encode<T: Encodable>(_ value: T) {
        encoding.list!.append(DefinitionEncoder.encode(value, omittingNil: encoding.omittingNil))
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        preconditionFailure("contexts encode nested values as Encodable types")
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        preconditionFailure("contexts encode nested values as Encodable types")
    }
    mutating func superEncoder() -> any Encoder { preconditionFailure("contexts have no superclass values") }
}

private struct DefinitionSingleContainer: SingleValueEncodingContainer {
    let encoding: Encoding
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() { encoding.single = .flag(false) }
    mutating func encode(_ value: String) { encoding.single = .text(value) }
    mutating func encode(_ value: Int) { encoding.single = .number(value) }
    mutating func encode(_ value: Bool) { encoding.single = .flag(value) }
    mutating func encode<T: Encodable>(_ value: T) {
        encoding.single = DefinitionEncoder.encode(value, omittingNil: encoding.omittingNil)
    }
}
