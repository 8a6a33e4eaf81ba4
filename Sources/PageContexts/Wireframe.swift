import FormsmithCore
import Layout
import Docs

/// A small inline SVG of a form's layout for the index cards: sections as boxes,
/// fields as bars at their relative widths in the section's columns; below them, a strip of
/// items in the collection view SixLayer shows the model in (rows, tiles, cards, columns, a strip).
enum Wireframe {
    static let width = 200.0
    /// The section width the bars are scaled against (a typical desktop form).
    static let referenceSectionWidth = 600.0
    static let rowHeight = 8.0, barHeight = 4.0, padding = 6.0, sectionGap = 6.0

    static func svg(for form: FormLayout) -> String {
        var shapes = ""
        var y = 0.0
        let innerWidth = width - 2 * padding
        for section in form.sections {
            let columns = max(1, section.columns)
            let rows = max(1, (section.fields.count + columns - 1) / columns)
            let height = Double(rows) * rowHeight + 2 * padding - (rowHeight - barHeight)
            shapes +=
                "<rect class=\"wf-section\" x=\"0.5\" y=\(quoted(y + 0.5)) width=\(quoted(width - 1)) height=\(quoted(height)) rx=\"3\"/>"
            let gap = Double(section.gap) / referenceSectionWidth * innerWidth
            let cellWidth = (innerWidth - gap * Double(columns - 1)) / Double(columns)
            for (index, field) in section.fields.enumerated() {
                let column = index % columns, row = index / columns
                let barWidth =
                    field.width.map { min(cellWidth, Double($0) / referenceSectionWidth * innerWidth) } ?? cellWidth
                let x = padding + Double(column) * (cellWidth + gap)
                shapes +=
                    "<rect class=\"wf-field\" x=\(quoted(x)) y=\(quoted(y + padding + Double(row) * rowHeight)) width=\(quoted(barWidth)) height=\(quoted(barHeight)) rx=\"1\"/>"
            }
            y += height + sectionGap
        }
        let strategy = CollectionChoice.choices(for: form.presentation).first?.strategy ?? "adaptive"
        for item in collectionItems(strategy) {
            shapes +=
                "<rect class=\"wf-item\" x=\(quoted(item.x)) y=\(quoted(y + item.y)) width=\(quoted(item.width)) height=\(quoted(item.height)) rx=\"1.5\"/>"
        }
        y += (collectionItems(strategy).map { $0.y + $0.height }.max() ?? 0) + sectionGap
        let totalHeight = max(y - sectionGap, 0) + 1  // room for the last box's stroke
        let label =
            "Layout of \(form.name): \(form.sections.count) sections, \(form.renderedFieldCount) fields; its items as \(strategy)"
        return
            "<svg class=\"model-wireframe\" role=\"img\" aria-label=\"\(HTMLText.attribute(label))\" viewBox=\"0 0 \(number(width)) \(number(totalHeight))\" xmlns=\"http://www.w3.org/2000/svg\">\(shapes)</svg>"
    }

    /// Items of the collection strip, placed as SixLayer's view places them.
    static func collectionItems(_ strategy: String) -> [(x: Double, y: Double, width: Double, height: Double)] {
        switch strategy {
        case "list":
            return (0..<3).map { (x: 0.5, y: Double($0) * 7, width: width - 1, height: 5) }
        case "expandableCards":
            return (0..<2).map { (x: 0.5 + Double($0) * (width / 2), y: 0, width: width / 2 - 4, height: 18) }
        case "masonry":
            let heights = [14.0, 9, 12, 8, 13, 10]
            return heights.indices.map { index in
                let column = index % 3, above = stride(from: column, to: index, by: 3).map { heights[$0] + 3 }
                return (
                    x: 0.5 + Double(column) * (width / 3), y: above.reduce(0, +), width: width / 3 - 4,
                    height: heights[index]
                )
            }
        case "coverFlow":
            return [
                (x: 20.0, y: 4, width: 44, height: 16), (x: 70.0, y: 0, width: 60, height: 24),
                (x: 136.0, y: 4, width: 44, height: 16),
            ]
        default:  // grid and adaptive: tiles in rows
            return (0..<6).map { index in
                (x: 0.5 + Double(index % 3) * (width / 3), y: Double(index / 3) * 12, width: width / 3 - 4, height: 9)
            }
        }
    }

    private static func quoted(_ value: Double) -> String { "\"\(number(value))\"" }

    /// At most two decimals, without a trailing ".0", so the output is short and stable.
    static func number(_ value: Double) -> String {
        // From whole hundredths: printing a Double was most of a wireframe's time.
        let hundredths = Int((value * 100).rounded())
        if hundredths < 0 { return "-" + number(Double(-hundredths) / 100) }
        let (whole, fraction) = hundredths.quotientAndRemainder(dividingBy: 100)
        if fraction == 0 { return String(whole) }
        if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
        return fraction < 10 ? "\(whole).0\(fraction)" : "\(whole).\(fraction)"
    }
}

/// The escaping for strings that Swift code (not a template) places in markup.
enum HTMLText {
    static func attribute(_ text: String) -> String { HTMLEscaping.escape(text) }
}
