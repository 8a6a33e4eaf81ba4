#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import FormsmithCore
import Synchronization
import CSystemShims
import ProjectFiles

extension SiteWriter {
    /// A site being written: files go into the staging folder from any thread; `finish` swaps it
    /// in whole, and a site that is never finished is removed, leaving the previous one.
    public final class NewSite: Sendable {
        private struct State: Sendable {
            var folders: Set<Substring> = []
            var failure: Failure?
            var finished = false
            var byteCount = 0
            var fileCount = 0
        }

        private let writer: SiteWriter
        private let staging: URL
        private let previousSite: String?
        /// The staging folder holds the last build's folders (`SiteWriter.keptFolders`).
        private let reusesFolders: Bool
        private let state = Mutex(State())
        /// Bytes of the files added so far.
        public var byteCount: Int { state.withLock { $0.byteCount } }
        /// Files added so far.
        public var fileCount: Int { state.withLock { $0.fileCount } }

        init(writer: SiteWriter, staging: URL, previousSite: String?, reusesFolders: Bool = false) {
            (self.writer, self.staging, self.previousSite) = (writer, staging, previousSite)
            self.reusesFolders = reusesFolders
        }

        deinit {
            if !state.withLock({ $0.finished }) { DirectoryWalker.removeTree(staging.path) }
        }

        /// Writes one file of the site (a previous site's unchanged file is linked). A failure is
        /// kept for `finish` to report, so pages can be added from `parallelMap`.
        public func add(_ file: SiteFile) {
            add(path: file.path, pieces: file.pieces)
        }

        /// Writes one file given as the pieces it is joined from, in order: a whole-site file
        /// (`manifest.json`) is then never held whole in memory.
        public func add(path: String, pieces: [[UInt8]]) {
            do throws(Failure) {
                guard SiteWriter.isSafeRelativePath(path) else { throw .unsafePath(path) }
                try makeFolders(of: path)
                let target = staging.path + "/" + path
                let linked =
                    previousSite.map { writer.linkIfUnchanged($0 + "/" + path, to: target, pieces: pieces) } ?? false
                if !linked {
                    do throws(Failure) {
                        try writer.writeFile(target, pieces: pieces)
                    } catch {
                        // A kept folder where this site has a file: the file wins.
                        guard reusesFolders else { throw error }
                        DirectoryWalker.removeTree(target)
                        try writer.writeFile(target, pieces: pieces)
                    }
                }
                let size = pieces.reduce(0) { $0 + $1.count }
                state.withLock {
                    $0.byteCount += size
                    $0.fileCount += 1
                }
            } catch {
                state.withLock { if $0.failure == nil { $0.failure = error } }
            }
        }

        /// The folders above `path`, parents first. `mkdir` runs outside the lock: it is atomic,
        /// so a folder another thread is making is there once `mkdir` answers `EEXIST`, and
        /// threads never queue behind a slow `mkdir`. Only folders known to exist are recorded.
        private func makeFolders(of path: String) throws(Failure) {
            for (index, byte) in zip(path.utf8.indices, path.utf8) where byte == UInt8(ascii: "/") {
                let folder = path[..<index]
                if state.withLock({ $0.folders.contains(folder) }) { continue }
                try writer.makeDirectory(staging.path + "/" + folder)
                state.withLock { _ = $0.folders.insert(folder) }
            }
        }

        /// Puts the new site in place of the output, or removes it and throws the first failure.
        public func finish() throws(Failure) {
            let failure = state.withLock { state in
                state.finished = true
                return state.failure
            }
            do throws(Failure) {
                if let failure { throw failure }
                if reusesFolders {
                    // The last build's folders this site has no file in go.
                    let used = state.withLock { $0.folders }
                    DirectoryWalker.removeFolders(below: staging.path) { used.contains(Substring($0)) }
                }
                try writer.writeFile(
                    staging.path + "/" + SiteWriter.markerFile,
                    pieces: [Array("Made by Formsmith; the next build replaces this folder.\n".utf8)])
                try writer.swapIn(staging)
            } catch {
                DirectoryWalker.removeTree(staging.path)
                throw error
            }
        }
    }
}
