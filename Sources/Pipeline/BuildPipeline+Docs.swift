import Docs

extension BuildPipeline {
    /// Every doc page read: through the cache, reading only the `edited` files again when the
    /// last build read the same files.
    func read(_ files: DocFiles, edited: Set<String>?, cache: BuildCache?) -> DocsLoader.ReadPages {
        guard let cache else { return DocsLoader.read(projectRoot: root, files: files) }
        let last = edited != nil ? cache.readDocs.withLock { $0.take() } : nil
        let pages =
            last.flatMap { DocsLoader.reread($0, edited: edited!, projectRoot: root, files: files, cache: cache.docs) }
            ?? DocsLoader.read(projectRoot: root, files: files, cache: cache.docs)
        cache.readDocs.withLock { $0 = pages }
        return pages
    }
}
