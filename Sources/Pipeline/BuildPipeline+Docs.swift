import Docs

extension BuildPipeline {
    /// Every doc page read: through the cache, reading only the `edited` files again when the
    /// last build read the same files.
    func readDocs(_ files: DocFiles, edited: Set<String>?, cache: BuildCache?) -> DocsLoader.ReadPages {
        guard let cache else { return DocsLoader.read(projectRoot: root, files: files) }
        // Taken out, so the edited pages are put in place without copying all of them.
        if let edited, var pages = cache.readDocs.withLock({ $0.take() }),
            DocsLoader.reread(&pages, edited: edited, projectRoot: root, files: files, cache: cache.docs)
        {
            cache.readDocs.withLock { $0 = pages }
            return pages
        }
        let pages = DocsLoader.read(projectRoot: root, files: files, cache: cache.docs)
        cache.readDocs.withLock { $0 = pages }
        return pages
    }
}
