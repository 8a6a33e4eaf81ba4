import FormsmithCore

/// A theme's templates checked and compiled ahead of the render, so a build can do it while the
/// models are read instead of between its stages.
public struct PreparedTemplates: Sendable {
    package let library: TemplateLibrary
    package let diagnostics: [Diagnostic]

    public init(theme: Theme) {
        (library, diagnostics) = theme.templateLibrary()
    }
}
