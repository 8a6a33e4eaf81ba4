import FormsmithCore

/// A theme's templates, ready to render pages. Every page is rendered from `CompiledTemplate`s
/// into one byte buffer, escaping by byte. swift-mustache is the oracle the tests hold the
/// compiled engine to; production never parses a template with it.
package struct TemplateLibrary: Sendable {
    let templates: [String: CompiledTemplate]
    let program: TemplateProgram

    init(templates: [String: CompiledTemplate]) {
        self.templates = templates
        program = TemplateProgram(templates)
    }

    /// The template `name` rendered with `context`; nil when the theme has no such template.
    package func render(_ context: some Encodable, withTemplate name: String) -> String? {
        renderBytes(TemplateEncoder.encode(context), withTemplate: name).map { String(decoding: $0, as: UTF8.self) }
    }

    package func renderBytes(_ context: TemplateValue, withTemplate name: String) -> [UInt8]? {
        guard let template = program.indices[name] else { return nil }
        return program.withBuffers { buffers in
            var renderer = TemplateRenderer(program: program, buffers: buffers, root: context)
            renderer.render(buffers.ranges[template], indentation: [])
            // An exact copy: the buffer grew by doubling, and a big site keeps every page until it is written.
            return renderer.output.withUnsafeBufferPointer { Array($0) }
        }
    }
}

extension TemplateLibrary {
    /// Whether `template`, or a partial it includes, names any of `names` (as a variable or
    /// section, at the start of a dotted name). A missing template names nothing.
    package func references(anyOf names: Set<String>, in template: String) -> Bool {
        var visited: Set<String> = []
        func search(_ nodes: [CompiledTemplate.Node]) -> Bool {
            nodes.contains { node in
                switch node {
                case .text: false
                case .variable(let name, _): name.parts.first.map(names.contains) ?? false
                case .section(let name, _, let body): (name.parts.first.map(names.contains) ?? false) || search(body)
                case .partial(let partial, _): visit(partial)
                }
            }
        }
        func visit(_ name: String) -> Bool {
            guard visited.insert(name).inserted, let template = templates[name] else { return false }
            return search(template.nodes)
        }
        return visit(template)
    }
}
