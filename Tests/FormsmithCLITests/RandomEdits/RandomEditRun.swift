import Foundation
import FormsmithCore
import Pipeline
import ProjectFiles

/// Runs one edit sequence on a fresh copy of `RandomEditProject` as `serve` would: a snapshot of
/// the project is taken before each build reads it, the rebuild is told what changed since the
/// last snapshot and keeps its caches, and a fresh build of the same tree is the expectation.
enum RandomEditRun {
    /// The first difference between a rebuild and a fresh build, or nil when every step agreed.
    static func run(_ edits: [RandomEdit]) throws -> String? {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-random-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var files: [String: String] = [:]
        try write(RandomEditProject.files, over: &files, at: root)
        let cache = BuildCache()
        var last = ProjectChanges.snapshot(of: root.path, ignoring: [])
        _ = pipeline(root, cache: cache, changes: nil).run()
        for (step, edit) in edits.enumerated() {
            var next = files
            guard edit.apply(to: &next) else { continue }
            if edit == .settle { Thread.sleep(forTimeInterval: 1.1) }
            if case .writeDuringBuild(let path, let text, _) = edit {
                // A build of the tree as it is, with the save landing as it renders; what it
                // serves is already stale, so only the watcher's next rebuild is compared.
                let before = ProjectChanges.snapshot(of: root.path, ignoring: [])
                var building = pipeline(root, cache: cache, changes: ProjectChanges(from: last, to: before))
                let url = root.appendingPathComponent(path)
                building.progress = { stage in
                    guard stage == "render" else { return }
                    try? FileManager.default.createDirectory(
                        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try? Data(text.utf8).write(to: url)
                }
                _ = building.run()
                last = before
                // Saved already (unless no render began): written again, it would tell the
                // watcher by itself.
                if FileManager.default.contents(atPath: url.path) == Data(text.utf8) { files[path] = text }
            }
            try write(next, over: &files, at: root)
            let now = ProjectChanges.snapshot(of: root.path, ignoring: [])
            let rebuilt = pipeline(root, cache: cache, changes: ProjectChanges(from: last, to: now)).run()
            last = now
            let fresh = pipeline(root, cache: nil, changes: nil).run()
            if let difference = difference(rebuilt, fresh) { return "step \(step + 1) (\(edit)): \(difference)" }
        }
        return nil
    }

    /// A shortest subsequence of `edits` that still fails, found by removing steps while it does.
    static func shrink(_ edits: [RandomEdit]) throws -> [RandomEdit] {
        var shortest = edits
        var chunk = max(1, shortest.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < shortest.count {
                var candidate = shortest
                candidate.removeSubrange(start..<min(start + chunk, candidate.count))
                if try run(candidate) != nil {
                    shortest = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny || chunk == 1 { chunk /= 2 }
        }
        return shortest
    }

    static func pipeline(_ root: URL, cache: BuildCache?, changes: ProjectChanges?) -> BuildPipeline {
        var pipeline = BuildPipeline(root: root, config: ProjectConfig.load(projectRoot: root).config)
        pipeline.cache = cache
        pipeline.changes = changes
        return pipeline
    }

    static func difference(_ rebuilt: BuildResult, _ fresh: BuildResult) -> String? {
        let (rebuiltPaths, freshPaths) = (rebuilt.files.map(\.path), fresh.files.map(\.path))
        if rebuiltPaths != freshPaths {
            let extra = Set(rebuiltPaths).subtracting(freshPaths).sorted()
            let missing = Set(freshPaths).subtracting(rebuiltPaths).sorted()
            return "files differ: served but not built \(extra), built but not served \(missing)"
        }
        if let file = zip(rebuilt.files, fresh.files).first(where: { $0 != $1 }) {
            return "\(file.0.path) differs from a fresh build"
        }
        if rebuilt.diagnostics != fresh.diagnostics {
            let extra = rebuilt.diagnostics.filter { !fresh.diagnostics.contains($0) }.map(\.description)
            let missing = fresh.diagnostics.filter { !rebuilt.diagnostics.contains($0) }.map(\.description)
            return "diagnostics differ: rebuilt only \(extra), fresh only \(missing)"
        }
        return nil
    }

    /// Makes the tree under `root` hold `next`: changed files are written, gone ones removed.
    static func write(_ next: [String: String], over files: inout [String: String], at root: URL) throws {
        for path in files.keys where next[path] == nil {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
        for (path, text) in next where files[path] != text {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        files = next
    }
}
