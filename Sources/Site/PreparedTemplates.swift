import FormsmithCore

/// A theme's templates checked and compiled ahead of the render, so a build can do it while the
/// models are read instead of between its stages.
public struct PreparedTemplates: @unchecked Sendable {
    let library: TemplateLibrary
    let diagnostics: [Diagnostic]

    /// `compile`: false renders with swift-mustache (see `SiteRenderer.compilesTemplates`).
    public init(theme: Theme, compile: Bool = true) {
        (library, diagnostics) = theme.templateLibrary(compile: compile)
    }
}
