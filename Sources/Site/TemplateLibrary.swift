import FormsmithCore
import Mustache

/// A theme's templates, ready to render pages. swift-mustache parses and checks every template
/// (its errors carry line and column); when all of them are plain Mustache, pages are rendered
/// from `CompiledTemplate`s instead, into one byte buffer with no dynamic protocol lookups per
/// tag — the same bytes, several times faster, which is most of a big site's build. A theme that
/// uses swift-mustache's extensions is rendered by swift-mustache.
struct TemplateLibrary: @unchecked Sendable {
    let mustache: MustacheLibrary
    /// Nil when some template needs swift-mustache.
    let compiled: [String: CompiledTemplate]?

    /// `sources`: each template's name and text, all of which `mustache` holds; nil: render with swift-mustache.
    init(mustache: MustacheLibrary, sources: [String: String]?) {
        self.mustache = mustache
        guard let sources else {
            compiled = nil
            return
        }
        var compiled: [String: CompiledTemplate] = [:]
        for (name, text) in sources {
            guard let template = CompiledTemplate(text) else {
                self.compiled = nil
                return
            }
            compiled[name] = template
        }
        self.compiled = compiled
    }

    /// The template `name` rendered with `context`; nil when the theme has no such template.
    func render(_ context: [String: Any], withTemplate name: String) -> String? {
        renderBytes(context, withTemplate: name).map { String(decoding: $0, as: UTF8.self) }
    }

    func renderBytes(_ context: [String: Any], withTemplate name: String) -> [UInt8]? {
        guard let compiled else { return mustache.render(context, withTemplate: name).map { Array($0.utf8) } }
        guard let template = compiled[name] else { return nil }
        var renderer = TemplateRenderer(templates: compiled, root: context)
        renderer.render(template.nodes, indentation: [])
        // An exact copy: the buffer grew by doubling, and a big site keeps every page until it is written.
        return renderer.output.withUnsafeBufferPointer { Array($0) }
    }
}

/// Renders compiled nodes the way swift-mustache renders its tokens: the same lookups through
/// the stack of section objects, the same truthiness, the same partial indentation.
private struct TemplateRenderer {
    let templates: [String: CompiledTemplate]
    var stack: [Frame]
    var output: [UInt8] = []

    /// A section object, with a dictionary told apart once when it is pushed rather than cast
    /// again at every lookup through it.
    enum Frame {
        case dictionary([String: Any])
        case field(FieldContext)
        case other(Any)

        init(_ object: Any) {
            if let dictionary = object as? [String: Any] {
                self = .dictionary(dictionary)
            } else if let field = object as? FieldContext {
                self = .field(field)
            } else {
                self = .other(object)
            }
        }

        var object: Any {
            switch self {
            case .dictionary(let dictionary): dictionary
            case .field(let field): field
            case .other(let object): object
            }
        }

        func child(_ name: String) -> Any? {
            switch self {
            case .dictionary(let dictionary): dictionary[name]
            case .field(let field): field.child(named: name)
            case .other(let object): TemplateRenderer.child(name, of: object)
            }
        }
    }

    init(templates: [String: CompiledTemplate], root: [String: Any]) {
        self.templates = templates
        self.stack = [.dictionary(root)]
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
            let atLineStart = before > start && output[before - 1] == UInt8(ascii: "\n")
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

    mutating func renderSection(_ value: Any?, body: [CompiledTemplate.Node], indentation: [UInt8]) {
        guard let value else { return }
        // Concrete types first: a protocol cast costs a conformance lookup on every section.
        if let flag = value as? Bool {
            if flag { render(body, indentation: indentation) }
        } else if let list = value as? [[String: Any]] {
            for element in list { renderPushed(.dictionary(element), body: body, indentation: indentation) }
        } else if let fields = value as? [FieldContext] {
            for field in fields { renderPushed(.field(field), body: body, indentation: indentation) }
        } else if let dictionary = value as? [String: Any] {
            renderPushed(.dictionary(dictionary), body: body, indentation: indentation)
        } else if value is String || value is Int {
            renderPushed(value, body: body, indentation: indentation)
        } else if let list = value as? any TemplateSequence {
            for element in list.templateElements { renderPushed(element, body: body, indentation: indentation) }
        } else {
            renderPushed(value, body: body, indentation: indentation)
        }
    }

    mutating func renderInverted(_ value: Any?, body: [CompiledTemplate.Node], indentation: [UInt8]) {
        guard let value else {
            render(body, indentation: indentation)
            return
        }
        if let flag = value as? Bool {
            if !flag { render(body, indentation: indentation) }
        } else if let list = value as? [[String: Any]] {
            if list.isEmpty { renderPushed(value, body: body, indentation: indentation) }
        } else if value is String || value is Int || value is [String: Any] {
            return
        } else if let list = value as? any TemplateSequence {
            if list.templateElements.isEmpty { renderPushed(value, body: body, indentation: indentation) }
        }
    }

    mutating func renderPushed(_ object: Any, body: [CompiledTemplate.Node], indentation: [UInt8]) {
        renderPushed(Frame(object), body: body, indentation: indentation)
    }

    mutating func renderPushed(_ frame: Frame, body: [CompiledTemplate.Node], indentation: [UInt8]) {
        stack.append(frame)
        render(body, indentation: indentation)
        stack.removeLast()
    }

    func lookup(_ name: TemplateName) -> Any? {
        switch name.start {
        case .current:
            return stack.last?.object
        case .innermost:
            guard let first = name.parts.first else { return stack.last?.object }
            return stack[stack.count - 1].child(first).flatMap { follow(name.parts.dropFirst(), from: $0) }
        case .stack:
            guard let first = name.parts.first else { return stack.last?.object }
            // The innermost object that has the first part decides; the rest is looked up in it only.
            for frame in stack.reversed() {
                if let child = frame.child(first) { return follow(name.parts.dropFirst(), from: child) }
            }
            return nil
        }
    }

    func follow(_ parts: ArraySlice<String>, from object: Any) -> Any? {
        var current = object
        for part in parts {
            guard let child = Self.child(part, of: current) else { return nil }
            current = child
        }
        return current
    }

    /// A named child: a dictionary's value, or (as swift-mustache does) a stored property by reflection.
    static func child(_ name: String, of object: Any) -> Any? {
        if let dictionary = object as? [String: Any] { return dictionary[name] }
        if object is String || object is Int || object is Bool || object is [[String: Any]] || object is any TemplateSequence { return nil }
        if let parent = object as? MustacheParent { return parent.child(named: name) }
        guard let value = Mirror(reflecting: object).children.first(where: { $0.label == name })?.value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    mutating func append(_ value: Any, escaped: Bool) {
        if let text = value as? String {
            escaped ? appendEscaped(text) : output.append(contentsOf: text.utf8)
        } else if let number = value as? Int {
            output.append(contentsOf: String(number).utf8)
        } else {
            let unwrapped = (value as? any OptionalValue)?.wrappedValue ?? value
            let text = String(describing: unwrapped)
            escaped ? appendEscaped(text) : output.append(contentsOf: text.utf8)
        }
    }

    mutating func appendEscaped(_ text: String) {
        HTMLEscaping.appendEscaped(text, to: &output)
    }
}

/// What a section iterates, as in swift-mustache: arrays, sets and reversed collections.
private protocol TemplateSequence {
    var templateElements: [Any] { get }
}

extension Array: TemplateSequence {
    fileprivate var templateElements: [Any] { map { $0 } }
}

extension Set: TemplateSequence {
    fileprivate var templateElements: [Any] { map { $0 } }
}

extension ReversedCollection: TemplateSequence {
    fileprivate var templateElements: [Any] { map { $0 } }
}

/// A value that may be an `Optional` inside `Any`, rendered as its wrapped value when it has one.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { map { $0 } }
}
