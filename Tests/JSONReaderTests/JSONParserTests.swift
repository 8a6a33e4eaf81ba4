import Testing
@testable import JSONReader

@Suite struct JSONParserTests {
    func parse(_ text: String) throws -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    func failure(_ bytes: [UInt8]) -> JSONParser.Failure? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func recordsKeyPositions() throws {
        let node = try parse("{\n  \"a\": 1,\n\t\"b\": {\"c\": [true, null, \"x\"]}\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect((members[0].keyLine, members[0].keyColumn) == (2, 3))
        #expect((members[1].keyLine, members[1].keyColumn) == (3, 2))
        #expect((members[1].value.line, members[1].value.column) == (3, 7))
    }

    @Test func keepsNumberLiterals() throws {
        let node = try parse("[20, 20.0, -3, 1e3]")
        guard case .array(let elements) = node.value else { Issue.record("not an array"); return }
        let numbers = elements.compactMap { if case .number(let n) = $0.value { n } else { nil } }
        #expect(numbers.map(\.text) == ["20", "20.0", "-3", "1e3"])
        #expect(numbers.map(\.isInteger) == [true, false, true, false])
    }

    @Test func decodesEscapesAndUnicode() throws {
        let node = try parse(#"["a\"b\\c\n\u00e9\ud83d\ude00", "ü"]"#)
        guard case .array(let elements) = node.value, case .string(let first) = elements[0].value,
            case .string(let second) = elements[1].value
        else { Issue.record("wrong shape"); return }
        #expect(first == "a\"b\\c\né😀")
        #expect(second == "ü")
    }

    @Test func skipsByteOrderMark() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.isEmpty)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "trailing comma"),
        ("{\n  // note\n}", 2, 3, "no comments"),
        ("{\"a\": 1", 1, 8, "expected ','"),
        ("[1, 2,]", 1, 7, "trailing comma"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("{'a': 1}", 1, 2, "expected a key"),
        ("[01]", 1, 3, "leading zeros"),
        ("{} x", 1, 4, "after the end"),
        ("", 1, 1, "end of file"),
        ("\"abc", 1, 1, "unterminated"),
    ])
    func reportsWhereParsingFailed(text: String, line: Int, column: Int, message: String) {
        let error = failure(Array(text.utf8))
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func rejectsInvalidUTF8AndNUL() {
        #expect(failure(Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8))?.message.contains("UTF-8") == true)
        #expect(failure(Array("[\"a".utf8) + [0x00] + Array("\"]".utf8))?.message.contains("control character") == true)
        #expect(failure([0xFF, 0xFE, 0x7B, 0x00]) != nil)  // UTF-16
    }

    @Test func boundsNestingDepth() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(failure(Array(deep.utf8))?.message.contains("nesting") == true)
    }

    @Test func aNumberTooLargeForADoubleIsRejectedAtItsStart() {
        // As JSONSerialization (SixLayer's reader) rejects it; found by JSONDifferentialTests.
        let error = failure(Array("[1,\n  1.5e400]".utf8))
        #expect(error?.line == 2 && error?.column == 3)
        #expect(error?.message.contains("too large") == true)
    }
}
