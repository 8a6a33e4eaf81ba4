import Incremental
import SiteOutput

/// The site's files as one list sorted by path, kept between builds and patched in place, so a
/// one-file save of a ten-thousand-model site neither copies nor releases every file.
struct PageFiles: Sendable {
    /// The pages, the theme's assets and the shared files, sorted by path.
    var files: [SiteFile]
    /// Each page's and asset's place in `files`.
    var indexByPath: [String: Int]
    /// The shared files' paths, sorted, and their places in `files`.
    var sharedPaths: [String]
    var sharedIndexes: [Int]
}

/// The files joined from every form's and doc's pieces, and a revision that changes whenever they do.
struct SharedFiles: Sendable {
    var files: [SiteFile]
    var revision: Revision
}

/// One run of the form or doc pieces' stage, as the shared files are derived from it.
struct PiecesRun: Sendable {
    var source: Derived<[SiteFile]>.Source
    /// The positions, and the keys, of the pieces the run made again.
    var made: [Int]
    var madeKeys: Set<String>

    init<Inputs, Value>(_ output: KeyedStage<Inputs, Value>.Output, madeKeys: Set<String>) {
        (source, made, self.madeKeys) = (.init(output), output.made, madeKeys)
    }
}

extension PageCache {
    /// The files joined from every form's and doc's pieces (`make`), derived from the two stages'
    /// runs: the last build's while no piece changed and the forms and docs keep their order
    /// (`sameOrder`), the last build's with the pieces made again put in place (`patch`, which
    /// says whether it could) while the order holds; else joined whole.
    func sharedFiles(
        forms: PiecesRun, docs: PiecesRun, sameOrder: Bool, patch: (inout [SiteFile]) -> Bool,
        make: () -> [SiteFile]
    ) -> SharedFiles {
        let derived = withoutActuallyEscaping(patch) { patch in
            sharedFileList.derive(
                of: [forms.source, docs.source], othersHold: sameOrder,
                patch: { kept, changed in
                    // The pieces made in this run are those changed since the kept files, unless a
                    // run was left out between them.
                    changed[0] == forms.madeKeys && changed[1] == docs.madeKeys && patch(&kept)
                }, make: make)
        }
        sharedFilesReused.store(derived.changes != .everything, ordering: .relaxed)
        return SharedFiles(files: derived.value, revision: derived.revision)
    }

    /// The site's files, sorted by path: the pages' files and the theme's assets (`make()`'s)
    /// merged with the shared files, derived from the pages' output and the shared files. A build
    /// that made a few pages again (`rendered`) and kept the shared files' paths gets the last
    /// build's list with those pages and the shared files put in place.
    func files(
        rendered: KeyedStage<PageInputs, Rendered>.Output, shared: SharedFiles, make: () -> [SiteFile]
    ) -> [SiteFile] {
        let sharedFiles = shared.files.sortedByPath()
        let sharedPaths = sharedFiles.map(\.path)
        let lastShared = lastSharedFiles.withLock { last in
            defer { last = shared.revision }
            return last
        }
        // Any shared file may differ from the last build's: each is put in place by its path.
        let sharedSource = Derived<PageFiles>.Source(
            revision: shared.revision, changes: .only(Set(sharedPaths), since: lastShared ?? shared.revision))
        let made = { () -> PageFiles in
            let (files, sharedIndexes) = Self.merged(make(), sharedFiles)
            let isShared = Set(sharedIndexes)
            let pages = files.indices.filter { !isShared.contains($0) }
            return PageFiles(
                files: files,
                indexByPath: Dictionary(pages.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first }),
                sharedPaths: sharedPaths, sharedIndexes: sharedIndexes)
        }
        let derived = pageFiles.derive(
            of: [.init(rendered), sharedSource],
            patch: { kept, changed in
                // The pages made in this run are those changed since the kept files, unless a run
                // was left out between them; a shared file that came or went moves the rest.
                guard rendered.made.count == changed[0].count, kept.sharedPaths == sharedPaths else { return false }
                for position in rendered.made {
                    guard changed[0].contains(rendered.keys[position]), let file = rendered.values[position].file,
                        let index = kept.indexByPath[file.path]
                    else { return false }
                    kept.files[index] = file
                }
                for (file, index) in zip(sharedFiles, kept.sharedIndexes) { kept.files[index] = file }
                return true
            }, make: made)
        fileListReused.store(derived.changes != .everything, ordering: .relaxed)
        // The kept list itself: this build's result shares it, and so does the site `serve` serves
        // (`FilesByPath`) while the next build runs, whose patch then copies the list (references
        // to the files, not their bytes) once.
        return derived.value.files
    }

    /// Two lists sorted by path as one, and where each file of the second went; a path in both has
    /// the first list's file first, as a sort of the two joined put it. The second is the few
    /// shared files: each is placed by a binary search and the pages between are copied as they
    /// are, not compared one by one.
    static func merged(_ first: [SiteFile], _ second: [SiteFile]) -> (files: [SiteFile], secondIndexes: [Int]) {
        var merged: [SiteFile] = []
        merged.reserveCapacity(first.count + second.count)
        var secondIndexes: [Int] = []
        var left = 0
        for file in second {
            // After every file of `first` whose path is not greater.
            var (low, high) = (left, first.count)
            while low < high {
                let middle = (low + high) / 2
                if first[middle].path <= file.path { low = middle + 1 } else { high = middle }
            }
            merged += first[left..<low]
            secondIndexes.append(merged.count)
            merged.append(file)
            left = low
        }
        merged += first[left...]
        return (merged, secondIndexes)
    }
}
