import FormsmithCore
import HintsFormat
import ModelReaders
import Docs
import Site

/// What `serve` keeps between rebuilds: every parsed input by its content, and what was made
/// from it (forms, doc HTML, pages) with what it depended on.
public final class BuildCache: Sendable {
    public let models = ModelSourceScanner.Cache()
    public let hints = HintsLoader.Cache()
    public let docs = DocsLoader.Cache()
    public let renderedDocs = DocsLoader.RenderCache()
    public let forms = LayoutCache()
    public let pages = PageCache()

    public init() {}
}
