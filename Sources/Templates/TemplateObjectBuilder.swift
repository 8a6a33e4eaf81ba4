/// What the generated fast encoders (`*+TemplateValues.generated.swift`, made by
/// `scripts/generate` from the contexts' declarations) build a context's object with: one call per
/// stored property, in declaration order, as the synthesized `Encodable` conformance writes them.
@usableFromInline package struct TemplateObjectBuilder {
    @usableFromInline package let omittingNil: Bool
    @usableFromInline package var object: TemplateObject

    /// `capacity`: the context's number of properties, so the object is allocated once.
    @inlinable package init(omittingNil: Bool, capacity: Int) {
        self.omittingNil = omittingNil
        object = TemplateObject(reservingCapacity: capacity)
    }

    @inlinable package mutating func put(_ key: String, _ value: TemplateValue?) {
        if let value { object.append(key, value) } else if !omittingNil { object.append(key, .flag(false)) }
    }
    @inlinable package mutating func text(_ key: String, _ value: String?) { put(key, value.map { .text($0) }) }
    @inlinable package mutating func number(_ key: String, _ value: Int?) { put(key, value.map { .number($0) }) }
    @inlinable package mutating func flag(_ key: String, _ value: Bool?) { put(key, value.map { .flag($0) }) }
    @inlinable package mutating func texts(_ key: String, _ values: [String]?) {
        put(key, values.map { .list($0.map { .text($0) }) })
    }
    @inlinable package mutating func strings(_ key: String, _ values: [String: String]?) {
        put(key, values.map(TemplateValue.strings))
    }
    @inlinable package mutating func list(_ key: String, _ values: [some FastTemplateEncodable]?) {
        guard let values else { return put(key, nil) }
        // In place: `map` and the array's subscript copied each value (a field's context is some
        // fifty properties) to encode it.
        let encoded = values.withUnsafeBufferPointer { values in
            values.indices.map { values[$0].templateValue(omittingNil: omittingNil) }
        }
        put(key, .list(encoded))
    }
    @inlinable package mutating func object(_ key: String, _ value: (some FastTemplateEncodable)?) {
        put(key, value?.templateValue(omittingNil: omittingNil))
    }
    @inlinable package var value: TemplateValue { .object(object) }
}
