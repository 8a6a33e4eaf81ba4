import SiteOutput

extension PageCache {
    /// Two lists sorted by path as one; a path in both has the first list's file first, as a
    /// sort of the two joined put it. The second is the few shared files: each is placed by a
    /// binary search and the pages between are copied as they are, not compared one by one.
    static func merged(_ first: [SiteFile], _ second: [SiteFile]) -> [SiteFile] {
        guard !second.isEmpty else { return first }
        var merged: [SiteFile] = []
        merged.reserveCapacity(first.count + second.count)
        var left = 0
        for file in second {
            // After every file of `first` whose path is not greater.
            var (low, high) = (left, first.count)
            while low < high {
                let middle = (low + high) / 2
                if first[middle].path <= file.path { low = middle + 1 } else { high = middle }
            }
            merged += first[left..<low]
            merged.append(file)
            left = low
        }
        merged += first[left...]
        return merged
    }
}
