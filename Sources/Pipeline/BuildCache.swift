import FormsmithCore
import HintsFormat
import ModelReaders
import Docs

/// What `serve` keeps between rebuilds: every parsed input, by its content.
public final class BuildCache: Sendable {
    public let models = ModelSourceScanner.Cache()
    public let hints = HintsLoader.Cache()
    public let docs = DocsLoader.Cache()

    public init() {}
}
