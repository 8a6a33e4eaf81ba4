import Layout
import TextMeasure

/// Field labels measured as SixLayer draws them (`.subheadline` bold), with Inter where it is
/// installed: `diff` and its review page say where a width no longer fits its label.
public enum LabelWidths {
    /// Nil without the font: the check is skipped (and `diff` says so), never guessed.
    public static let measure: FormDiff.LabelWidth? = {
        guard let measurer = TextMeasurer.label else { return nil }
        return { @Sendable (label: String) -> Double in
            measurer.width(of: label, pointSize: TextMeasurer.labelPointSize)
        }
    }()
}
