/// Pairing the tilde runs `GFMInlines` cut out of text into strikethrough, as cmark-gfm pairs them.
extension GFMInlines {
    /// Pairs the runs as cmark's delimiter stack does, innermost first.
    static func pair(_ pieces: [Piece]) -> [MarkdownNode] {
        var out: [Piece] = []
        var openers: [Int] = []  // indices into `out` of runs that may still open
        var bottom: [Int: Int] = [:]  // by run length % 3: openers below this index cannot match
        for piece in pieces {
            guard case .run(let closer) = piece else {
                out.append(piece)
                continue
            }
            if closer.canClose {
                var found: Int?
                var candidate = openers.count - 1
                while candidate >= (bottom[closer.count % 3] ?? 0) {
                    guard case .run(let opener) = out[openers[candidate]] else { break }
                    // cmark's rule of three, which it applies to every delimiter.
                    if !(closer.canOpen || opener.canClose) || closer.count % 3 == 0
                        || (opener.count + closer.count) % 3 != 0
                    {
                        found = candidate
                        break
                    }
                    candidate -= 1
                }
                if let found {
                    let start = openers[found]
                    guard case .run(let opener) = out[start] else { continue }
                    openers.removeSubrange(found...)
                    for key in bottom.keys { bottom[key] = min(bottom[key]!, openers.count) }
                    if opener.count == closer.count {
                        let inner = merged(out[(start + 1)...].map(\.node))
                        out.removeSubrange(start...)
                        out.append(.node(MarkdownNode(kind: .strikethrough, children: inner)))
                    } else {
                        out.append(.node(Piece.run(closer).node))
                    }
                    continue
                }
                bottom[closer.count % 3] = openers.count
                if !closer.canOpen {
                    out.append(.node(piece.node))
                    continue
                }
            }
            if closer.canOpen { openers.append(out.count) }
            out.append(piece)
        }
        return merged(out.map(\.node))
    }

    /// Adjacent text nodes joined, as libcmark leaves them.
    static func merged(_ nodes: [MarkdownNode]) -> [MarkdownNode] {
        var result: [MarkdownNode] = []
        for node in nodes {
            if case .text(let text) = node.kind, let last = result.last, case .text(let previous) = last.kind {
                result[result.count - 1].kind = .text(previous + text)
            } else {
                result.append(node)
            }
        }
        return result
    }
}
