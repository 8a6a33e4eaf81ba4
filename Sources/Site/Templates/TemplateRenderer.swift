import FormsmithCore
import Docs

/// Renders compiled nodes the way swift-mustache renders its tokens: the same lookups through
/// the stack of section objects, the same truthiness, the same partial indentation.
struct TemplateRenderer {
    let templates: [String: CompiledTemplate]
    var stack: [TemplateValue]
    var output: [UInt8] = []

    init(templates: [String: CompiledTemplate], root: TemplateValue) {
        self.templates = templates
        self.stack = [root]
        output.reserveCapacity(16_384)
    }

    mutating func render(_ nodes: [CompiledTemplate.Node], indentation: [UInt8]) {
        let start = output.count
        for node in nodes {
            guard !indentation.isEmpty else {
                render(node, indentation: indentation)
                continue
            }
            // A node whose output starts a new line of this render is indented (a line ending in
            // `\r\n` is not, as in swift-mustache, which compares the last Character with "\n").
            let before = output.count
            let atLineStart =
                before > start && output[before - 1] == UInt8(ascii: "\n")
                && !(before - 2 >= start && output[before - 2] == UInt8(ascii: "\r"))
            render(node, indentation: indentation)
            if atLineStart && output.count > before { output.insert(contentsOf: indentation, at: before) }
        }
    }

    mutating func render(_ node: CompiledTemplate.Node, indentation: [UInt8]) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name, let escaped):
            guard let value = lookup(name) else { return }
            append(value, escaped: escaped)
        case .section(let name, let inverted, let body):
            let value = lookup(name)
            if inverted {
                renderInverted(value, body: body, indentation: indentation)
            } else {
                renderSection(value, body: body, indentation: indentation)
            }
        case .partial(let name, let indented):
            guard let template = templates[name] else { return }
            render(template.nodes, indentation: indentation + (indented ?? []))
        }
    }

    /// A flag renders its body when true, a list once per element, anything else once with it on top.
    mutating func renderSection(_ value: TemplateValue?, body: [CompiledTemplate.Node], indentation: [UInt8]) {
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
    mutating func renderInverted(_ value: TemplateValue?, body: [CompiledTemplate.Node], indentation: [UInt8]) {
        switch value {
        case nil, .flag(false):
            render(body, indentation: indentation)
        case .list(let elements) where elements.isEmpty:
            renderPushed(.list(elements), body: body, indentation: indentation)
        default:
            return
        }
    }

    mutating func renderPushed(_ value: TemplateValue, body: [CompiledTemplate.Node], indentation: [UInt8]) {
        stack.append(value)
        render(body, indentation: indentation)
        stack.removeLast()
    }

    func lookup(_ name: TemplateName) -> TemplateValue? {
        switch name.start {
        case .current:
            return stack.last
        case .innermost:
            guard let first = name.parts.first else { return stack.last }
            return stack[stack.count - 1].child(first).flatMap { follow(name.parts.dropFirst(), from: $0) }
        case .stack:
            guard let first = name.parts.first else { return stack.last }
            // The innermost object that has the first part decides; the rest is looked up in it only.
            // By index, so no frame is copied (retained and released) on the way.
            var index = stack.count - 1
            while index >= 0 {
                if let child = stack[index].child(first) {
                    return name.parts.count == 1 ? child : follow(name.parts.dropFirst(), from: child)
                }
                index -= 1
            }
            return nil
        }
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
