/// A library's templates flattened into one list of instructions that hold only integers: text is
/// a range of one byte buffer, a name an index into `names`, a section's body the instructions up
/// to its end, a partial the index of its template. Walking it copies no reference-counted value,
/// where walking the tree of `CompiledTemplate.Node`s retained and released each node, each text
/// and each body it passed.
struct TemplateProgram: Sendable {
    enum Instruction: Sendable {
        /// `bytes[start..<end]`, written as it is.
        case text(start: Int, end: Int)
        case variable(name: Int, escaped: Bool)
        /// The body is the instructions after this one, up to `end`.
        case section(name: Int, inverted: Bool, end: Int)
        /// `bytes[indentationStart..<indentationEnd]`: the whitespace before a standalone partial
        /// tag, added to the indentation of each of the partial's lines.
        case partial(template: Int, indentationStart: Int, indentationEnd: Int)
    }

    /// A name's first part and where its lookup starts, for the renderer; the parts after the
    /// first (rare: `nav.models`) are in `names`.
    struct Lookup: Sendable {
        var start: TemplateName.Start
        var partCount: Int
    }

    private(set) var instructions: [Instruction] = []
    private(set) var bytes: [UInt8] = []
    private(set) var names: [TemplateName] = []
    private(set) var lookups: [Lookup] = []
    /// Each name's first part ("" for `.`).
    private(set) var keys: [String] = []
    /// Each template's instructions, by the template's index.
    private(set) var ranges: [Range<Int>] = []
    /// Each template's index, by its name.
    private(set) var indices: [String: Int] = [:]

    init(_ templates: [String: CompiledTemplate]) {
        // Sorted, so the same theme always makes the same program.
        let names = templates.keys.sorted()
        for (index, name) in names.enumerated() { indices[name] = index }
        for name in names {
            let start = instructions.count
            append(templates[name]!.nodes)
            ranges.append(start..<instructions.count)
        }
    }

    private mutating func append(_ nodes: [CompiledTemplate.Node]) {
        for node in nodes {
            switch node {
            case .text(let text):
                let start = bytes.count
                bytes.append(contentsOf: text)
                instructions.append(.text(start: start, end: bytes.count))
            case .variable(let name, let escaped):
                instructions.append(.variable(name: index(of: name), escaped: escaped))
            case .section(let name, let inverted, let body):
                let at = instructions.count
                instructions.append(.text(start: 0, end: 0))  // replaced once the body's end is known
                append(body)
                instructions[at] = .section(name: index(of: name), inverted: inverted, end: instructions.count)
            case .partial(let name, let indentation):
                // A partial the theme lacks renders nothing, so it need not be there at all.
                guard let template = indices[name] else { continue }
                let start = bytes.count
                bytes.append(contentsOf: indentation ?? [])
                instructions.append(.partial(template: template, indentationStart: start, indentationEnd: bytes.count))
            }
        }
    }

    /// Each tag's own entry, even for a name written twice: the renderer remembers where each
    /// entry was last found, and one tag meets objects of one kind (a section's `title`), where
    /// the same name elsewhere meets others (a form's `title`).
    private mutating func index(of name: TemplateName) -> Int {
        names.append(name)
        lookups.append(Lookup(start: name.start, partCount: name.parts.count))
        keys.append(name.parts.first ?? "")
        return names.count - 1
    }

    /// The program's arrays, open for the length of `body`. The pages render on every core at
    /// once from this one program: retaining and releasing its shared arrays at each node made
    /// the cores fight over their reference counts, and a buffer has none.
    func withBuffers<Result>(_ body: (Buffers) -> Result) -> Result {
        instructions.withUnsafeBufferPointer { instructions in
            bytes.withUnsafeBufferPointer { bytes in
                lookups.withUnsafeBufferPointer { lookups in
                    keys.withUnsafeBufferPointer { keys in
                        ranges.withUnsafeBufferPointer { ranges in
                            body(
                                Buffers(
                                    instructions: instructions, bytes: bytes, lookups: lookups, keys: keys,
                                    ranges: ranges))
                        }
                    }
                }
            }
        }
    }

    /// `withBuffers`' view of the program; it must not outlive the call.
    struct Buffers {
        let instructions: UnsafeBufferPointer<Instruction>
        let bytes: UnsafeBufferPointer<UInt8>
        let lookups: UnsafeBufferPointer<Lookup>
        let keys: UnsafeBufferPointer<String>
        let ranges: UnsafeBufferPointer<Range<Int>>

        /// Where the instruction at `index` ends: after its body for a section, after itself otherwise.
        func end(of index: Int) -> Int {
            if case .section(_, _, let end) = instructions[index] { return end }
            return index + 1
        }
    }
}
