import FormsmithCore
import Docs

/// Renders a `TemplateProgram` the way swift-mustache renders its tokens: the same lookups
/// through the stack of section objects, the same truthiness, the same partial indentation.
struct TemplateRenderer {
    let program: TemplateProgram
    let buffers: TemplateProgram.Buffers
    var stack: [TemplateValue]
    var output: [UInt8] = []
    /// For each name, where in an object it was last found: the objects a section walks through
    /// are mostly of one kind, with their keys in one order.
    var guesses: [Int]

    init(program: TemplateProgram, buffers: TemplateProgram.Buffers, root: TemplateValue) {
        self.program = program
        self.buffers = buffers
        self.stack = [root]
        guesses = Array(repeating: 0, count: program.names.count)
        output.reserveCapacity(16_384)
    }

    /// Renders the instructions in `range`, one node after another, as swift-mustache renders a
    /// template, a section's body or a partial: a node that starts a new line of this render gets
    /// `indentation` before it.
    mutating func render(_ range: Range<Int>, indentation: ArraySlice<UInt8>) {
        let start = output.count
        var index = range.lowerBound
        while index < range.upperBound {
            let next = buffers.end(of: index)
            guard !indentation.isEmpty else {
                render(at: index, indentation: indentation)
                index = next
                continue
            }
            // A line ending in `\r\n` is not indented, as in swift-mustache, which compares the
            // last Character with "\n".
            let before = output.count
            let atLineStart =
                before > start && output[before - 1] == UInt8(ascii: "\n")
                && !(before - 2 >= start && output[before - 2] == UInt8(ascii: "\r"))
            render(at: index, indentation: indentation)
            if atLineStart && output.count > before { output.insert(contentsOf: indentation, at: before) }
            index = next
        }
    }

    mutating func render(at index: Int, indentation: ArraySlice<UInt8>) {
        switch buffers.instructions[index] {
        case .text(let start, let end):
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffers.bytes[start..<end]))
        case .variable(let name, let escaped):
            guard let value = lookup(name) else { return }
            append(value, escaped: escaped)
        case .section(let name, let inverted, let end):
            let value = lookup(name)
            if inverted {
                renderInverted(value, body: index + 1..<end, indentation: indentation)
            } else {
                renderSection(value, body: index + 1..<end, indentation: indentation)
            }
        case .partial(let template, let indentationStart, let indentationEnd):
            let range = buffers.ranges[template]
            guard indentationStart < indentationEnd else { return render(range, indentation: indentation) }
            render(range, indentation: (indentation + buffers.bytes[indentationStart..<indentationEnd])[...])
        }
    }

    /// A flag renders its body when true, a list once per element, anything else once with it on top.
    mutating func renderSection(_ value: TemplateValue?, body: Range<Int>, indentation: ArraySlice<UInt8>) {
        switch value {
        case nil:
            return
        case .flag(let flag):
            if flag { render(body, indentation: indentation) }
        case .list(let elements):
            for element in elements { renderPushed(element, body: body, indentation: indentation) }
        case let value?:
            renderPushed(value, body: body, indentation: indentation)
        }
    }

    /// The body renders for a missing value, `false` and an empty list.
    mutating func renderInverted(_ value: TemplateValue?, body: Range<Int>, indentation: ArraySlice<UInt8>) {
        switch value {
        case nil, .flag(false):
            render(body, indentation: indentation)
        case .list(let elements) where elements.isEmpty:
            renderPushed(.list(elements), body: body, indentation: indentation)
        default:
            return
        }
    }

    mutating func renderPushed(_ value: TemplateValue, body: Range<Int>, indentation: ArraySlice<UInt8>) {
        stack.append(value)
        render(body, indentation: indentation)
        stack.removeLast()
    }

    /// The value `program.names[name]` stands for here, or nil.
    mutating func lookup(_ name: Int) -> TemplateValue? {
        let lookup = buffers.lookups[name]
        guard lookup.partCount > 0 else { return stack.last }
        var guess = guesses[name]
        defer { guesses[name] = guess }
        var found: TemplateValue?
        switch lookup.start {
        case .current:
            return stack.last
        case .innermost:
            found = stack[stack.count - 1].child(buffers.keys[name], guess: &guess)
        case .stack:
            // The innermost object that has the first part decides; the rest is looked up in it only.
            // By index, so no frame is copied (retained and released) on the way.
            var index = stack.count - 1
            while index >= 0 && found == nil {
                found = stack[index].child(buffers.keys[name], guess: &guess)
                index -= 1
            }
        }
        guard lookup.partCount > 1, let found else { return found }
        return follow(program.names[name].parts.dropFirst(), from: found)
    }

    func follow(_ parts: ArraySlice<String>, from value: TemplateValue) -> TemplateValue? {
        var current = value
        for part in parts {
            guard let child = current.child(part) else { return nil }
            current = child
        }
        return current
    }

    /// Text and numbers print; a flag prints `true` or `false`; a list or an object prints nothing.
    mutating func append(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .text(let text):
            escaped ? HTMLEscaping.appendEscaped(text, to: &output) : output.append(contentsOf: text.utf8)
        case .number(let number):
            output.append(contentsOf: String(number).utf8)
        case .flag(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .list, .object:
            return
        }
    }
}
