import FormsmithCore
import Layout
import Docs

/// A small inline SVG of a form's layout for the index cards: sections as boxes,
/// fields as bars at their relative widths in the section's columns.
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
        let totalHeight = max(y - sectionGap, 0) + 1  // room for the last box's stroke
        let label = "Layout of \(form.name): \(form.sections.count) sections, \(form.renderedFields.count) fields"
        return
            "<svg class=\"model-wireframe\" role=\"img\" aria-label=\"\(HTMLText.attribute(label))\" viewBox=\"0 0 \(number(width)) \(number(totalHeight))\" xmlns=\"http://www.w3.org/2000/svg\">\(shapes)</svg>"
    }

    private static func quoted(_ value: Double) -> String { "\"\(number(value))\"" }

    /// At most two decimals, without a trailing ".0", so the output is short and stable.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

/// The escaping for strings that Swift code (not a template) places in markup.
enum HTMLText {
    static func attribute(_ text: String) -> String { HTMLEscaping.escape(text) }
}
