import CodeGeneration
import Foundation

// Writes every generated file of the repository from its declarations and deletes the generated
// files no declaration makes any more. Run from the repository root: `scripts/generate`.
let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
do {
    let files = try CodeGenerator.generate(root: root)
    let made = Set(files.map(\.path))
    for file in files {
        let url = root.appendingPathComponent(file.path)
        if (try? String(contentsOf: url, encoding: .utf8)) == file.contents { continue }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(file.path)")
    }
    for path in try CodeGenerator.generatedOnDisk(root: root) where !made.contains(path) {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        print("removed \(path)")
    }
} catch {
    FileHandle.standardError.write(Data("formsmith-codegen: \(error)\n".utf8))
    exit(1)
}
