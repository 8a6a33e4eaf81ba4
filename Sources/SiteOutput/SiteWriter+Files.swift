#if canImport(Glibc)
import Glibc
private let posixWrite = Glibc.write
private let posixRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let posixWrite = Darwin.write
private let posixRead = Darwin.read
#endif
import Foundation
import FormsmithCore
import Synchronization
import CSystemShims
import ProjectFiles

/// The file operations a site is written with: POSIX calls (Foundation's writers fsync every
/// file on Linux, which costs seconds on big sites) and hard links to unchanged files.
extension SiteWriter {
    /// Hard-links the previous site's file into the new one when its bytes are `contents`: an
    /// unchanged page costs a read instead of a new file. (On ext4 without a journal, every file
    /// created soon after the last build's files were deleted costs a scan past their inodes;
    /// this made repeated builds of big sites spend most of their time creating files.) The
    /// previous site is only read; after the swap, removing it leaves the linked files in place.
    func linkIfUnchanged(_ previous: String, to target: String, pieces: [[UInt8]]) -> Bool {
        let size = pieces.reduce(0) { $0 + $1.count }
        // Opened without following a link or waiting on a pipe, then looked at: one lookup of the path.
        let descriptor = open(previous, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            info.st_mode & 0o7777 == Self.newFileMode,
            info.st_nlink == 1, Int(info.st_size) == size
        else { return false }
        // Piece by piece, so a whole-site file given in pieces is never read back whole.
        // Uninitialized: it is read into before it is looked at, and zeroing a page's worth of
        // bytes for every file of a site showed.
        let capacity = (pieces.map(\.count).max() ?? 0) + 1
        var existing = [UInt8](unsafeUninitializedCapacity: capacity) { _, count in count = capacity }
        for piece in pieces where !piece.isEmpty {
            guard read(descriptor, into: &existing, count: piece.count) == piece.count else { return false }
            let same = existing.withUnsafeBytes { old in
                piece.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, piece.count) == 0 }
            }
            guard same else { return false }
        }
        // One byte more would mean the file grew since it was looked at.
        return read(descriptor, into: &existing, count: 1) == 0 && link(previous, target) == 0
    }

    /// Up to `count` bytes from the descriptor into the start of `buffer`; how many were read.
    private func read(_ descriptor: Int32, into buffer: inout [UInt8], count: Int) -> Int {
        var filled = 0
        while filled < count {
            let result = buffer.withUnsafeMutableBytes {
                posixRead(descriptor, $0.baseAddress! + filled, count - filled)
            }
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { break }
            filled += result
        }
        return filled
    }

    /// The mode `writeFile` gives a file under this process's umask: only such files are linked.
    private static let newFileMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o644 & ~mask
    }()

    // POSIX calls: Foundation's writers fsync every file on Linux, which costs seconds on big sites.

    func writeFile(_ path: String, pieces: [[UInt8]]) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .io(String(cString: strerror(errno)), path: path) }
        defer { close(descriptor) }
        /// Writes all of `bytes`; false (with `errno` set) on failure.
        func write(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBytes { buffer in
                var written = 0
                while written < buffer.count {
                    let result = posixWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
                    if result < 0 {
                        if errno == EINTR { continue }
                        return false
                    }
                    written += result
                }
                return true
            }
        }
        let failed = { () -> Failure in .io(String(cString: strerror(errno)), path: path) }
        guard pieces.count > 1 else {
            if let bytes = pieces.first, !write(bytes) { throw failed() }
            return
        }
        // Small pieces (a manifest's entries) are gathered into few calls of `writeBuffer` bytes.
        var buffer: [UInt8] = []
        buffer.reserveCapacity(Self.writeBuffer)
        for piece in pieces {
            if buffer.count + piece.count > Self.writeBuffer {
                guard write(buffer) else { throw failed() }
                buffer.removeAll(keepingCapacity: true)
            }
            if piece.count >= Self.writeBuffer {
                guard write(piece) else { throw failed() }
            } else {
                buffer += piece
            }
        }
        guard write(buffer) else { throw failed() }
    }

    private static let writeBuffer = 256 << 10

    func makeDirectory(_ path: String) throws(Failure) {
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw .io(String(cString: strerror(errno)), path: path)
        }
    }

    func makeDirectories(_ path: String) throws(Failure) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .io("cannot create folder", path: path)
        }
    }

    func removeTree(_ path: String) {
        DirectoryWalker.removeTree(path)
    }
}
