/// A site's files looked up by path, as `serve` serves them: the build's list itself, sorted by
/// path, and searched. Publishing a rebuild is then one check that the list is sorted, where a
/// dictionary of 30,000 files hashed every path at every save. (The next build's patch of the
/// list it shares copies the list once: references, not bytes.)
public struct FilesByPath: Sendable {
    private let files: [SiteFile]

    public init(_ files: [SiteFile] = []) {
        // A build's files come sorted (`SiteFile.sortedByPath`); one pass tells, and others are sorted.
        let isSorted = files.withUnsafeBufferPointer { files in
            files.indices.dropFirst().allSatisfy { files[$0 - 1].path <= files[$0].path }
        }
        self.files = isSorted ? files : files.sortedByPath()
    }

    public var count: Int { files.count }

    /// The file at `path`; of two files at one path, the later in the list, as a dictionary made
    /// from the list would keep.
    public subscript(path: String) -> SiteFile? {
        files.withUnsafeBufferPointer { files in
            // The first file whose path is greater, then the one before it.
            var (low, high) = (0, files.count)
            while low < high {
                let middle = (low + high) / 2
                if files[middle].path <= path { low = middle + 1 } else { high = middle }
            }
            return low > 0 && files[low - 1].path == path ? files[low - 1] : nil
        }
    }
}
