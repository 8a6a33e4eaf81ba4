import Foundation
import Testing
@testable import JSONReader

/// The positioned JSON parser against Foundation's `JSONSerialization`, which is what SixLayer
/// reads hints with: over thousands of generated documents and mutations of them (seeded, so a
/// failure repeats), both accept the same inputs and read the same values.
@Suite struct JSONDifferentialTests {
    /// A small deterministic generator (SplitMix64), so every run tries the same inputs.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let stringPieces = [
        "a", "key", " ", "é", "日本", "🙂", "\\n", "\\t", "\\\"", "\\\\", "\\/", "\\u0041", "\\u00e9",
        "\\ud83d\\ude00", "\\ud800", "\\u0000", "\\x", "\t", "\u{7F}",
    ]
    static let numbers = [
        "0", "-0", "1", "20", "20.0", "-3", "1e3", "1E-2", "0.5", "12345678901234567890", "1.5e308", "01", "1.",
        ".5", "-", "+1", "1e", "0x10", "9223372036854775807", "-9223372036854775808",
    ]

    static func value(_ generator: inout Generator, depth: Int) -> String {
        switch generator.below(depth > 3 ? 4 : 7) {
        case 0: return generator.pick(["true", "false", "null"])
        case 1: return generator.pick(numbers)
        case 2, 3: return string(&generator)
        case 4, 5:
            let count = generator.below(4)
            let members = (0..<count).map { _ in
                string(&generator) + space(&generator) + ":" + space(&generator) + value(&generator, depth: depth + 1)
            }
            return "{" + space(&generator) + members.joined(separator: "," + space(&generator)) + "}"
        default:
            let count = generator.below(4)
            return "[" + (0..<count).map { _ in value(&generator, depth: depth + 1) }.joined(separator: ", ") + "]"
        }
    }

    static func string(_ generator: inout Generator) -> String {
        "\"" + (0..<generator.below(4)).map { _ in generator.pick(stringPieces) }.joined() + "\""
    }

    static func space(_ generator: inout Generator) -> String { generator.pick(["", " ", "\n", "\t", "\r\n"]) }

    /// What a value reads as, compared across the two parsers: numbers as Doubles, objects with the last of duplicate keys.
    indirect enum Plain: Equatable {
        case object([String: Plain]), array([Plain]), string(String), number(Double), bool(Bool), null

        /// Numbers equal to the last few bits: Linux Foundation's decimal-to-Double conversion is off by
        /// an ulp on some long literals (`123456790123456.89`), where Apple's and Swift's are exact.
        static func == (lhs: Plain, rhs: Plain) -> Bool {
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): a == b || abs(a - b) <= 4 * max(abs(a), abs(b)) * Double.ulpOfOne
            case (.object(let a), .object(let b)): a == b
            case (.array(let a), .array(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.null, .null): true
            default: false
            }
        }
    }

    static func plain(_ node: JSONNode) -> Plain {
        switch node.value {
        case .object(let members):
            .object(Dictionary(members.map { ($0.key, plain($0.value)) }, uniquingKeysWith: { _, last in last }))
        case .array(let elements): .array(elements.map(plain))
        case .string(let text): .string(text)
        case .number(let number): .number(number.value)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }

    static func plain(_ object: Any) -> Plain {
        switch object {
        case let flag as Bool where !(object is NSNumber) || String(cString: (object as! NSNumber).objCType) == "c":
            return .bool(flag)
        case let dictionary as [String: Any]: return .object(dictionary.mapValues(plain))
        case let array as [Any]: return .array(array.map(plain))
        case let text as String: return .string(text)
        case is NSNull: return .null
        case let number as NSNumber:
            // Foundation gives Booleans as NSNumber too, of the C type `char` (numbers are never that).
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        default: return .string("unexpected \(type(of: object))")
        }
    }

    /// A `,` followed (after blanks) by `]` or `}`.
    static func hasTrailingComma(_ bytes: [UInt8]) -> Bool {
        let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        let significant = bytes.filter { !blanks.contains($0) }
        return zip(significant, significant.dropFirst()).contains {
            $0 == UInt8(ascii: ",") && ($1 == UInt8(ascii: "]") || $1 == UInt8(ascii: "}"))
        }
    }

    @Test func acceptsAndReadsWhatJSONSerializationDoes() {
        var generator = Generator(state: 8259)
        var compared = 0, accepted = 0, trailingCommas = 0
        var disagreements: [String] = []
        for round in 0..<20000 {
            var bytes = Array(Self.value(&generator, depth: 0).utf8)
            // Two rounds in three are mutated: a byte dropped, doubled or replaced by a JSON-significant one.
            if round % 3 != 0, !bytes.isEmpty {
                for _ in 0...generator.below(2) {
                    let at = generator.below(bytes.count)
                    switch generator.below(3) {
                    case 0: bytes.remove(at: at)
                    case 1: bytes.insert(bytes[at], at: at)
                    default: bytes[at] = generator.pick(Array("{}[],:\"\\ 0-e.tnf".utf8))
                    }
                    if bytes.isEmpty { break }
                }
            }
            let ours = try? JSONParser.parse(bytes)
            let theirs = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            compared += 1
            let text = String(decoding: bytes, as: UTF8.self)
            switch (ours, theirs) {
            case (let ours?, let theirs?):
                accepted += 1
                if Self.plain(ours) != Self.plain(theirs) { disagreements.append("values differ: \(text)") }
            case (nil, nil):
                continue
            case (nil, _?) where Self.hasTrailingComma(bytes):
                // Linux Foundation's JSONSerialization takes `[1,]`; Apple's, which SixLayer runs on,
                // rejects it as RFC 8259 does, and so does Formsmith.
                trailingCommas += 1
            case (nil, _?):
                disagreements.append("only JSONSerialization accepts: \(text)")
            case (_?, nil):
                disagreements.append("only Formsmith accepts: \(text)")
            }
        }
        #expect(compared == 20000 && accepted > 3000, "the inputs exercise both sides (\(accepted) accepted)")
        #expect(
            disagreements.count == 0,
            "\(disagreements.count) disagreements, first: \(disagreements.prefix(8).joined(separator: "\n"))")
    }
}
