import Foundation
import FormsmithCore

/// SixLayer's own catalog (`Framework/Resources/Localizable.xcstrings`: its placeholders and
/// buttons in every language it ships), wherever a build of the app put the package: SwiftPM's
/// `.build/checkouts`, Xcode's `SourcePackages/checkouts` (`-clonedSourcePackagesDirPath`), or the
/// `SourcePackages` of the project's folder in Xcode's DerivedData.
extension StringsLoader {
    static let catalogInPackage = "Framework/Resources/Localizable.xcstrings"

    /// The checked-out SixLayer catalogs, as paths relative to `root` (absolute in DerivedData).
    static func frameworkCatalogs(root: URL, derivedData: URL? = defaultDerivedData) -> [String] {
        var found: [String] = []
        let manager = FileManager.default
        func look(in checkouts: String, relative: Bool) {
            let folder = relative ? root.appendingPathComponent(checkouts).path : checkouts
            for name in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            where name.lowercased().contains("sixlayer") {
                let path = "\(checkouts)/\(name)/\(catalogInPackage)"
                if manager.fileExists(atPath: relative ? root.appendingPathComponent(path).path : path) {
                    found.append(path)
                }
            }
        }
        look(in: ".build/checkouts", relative: true)
        look(in: "SourcePackages/checkouts", relative: true)
        // Xcode names a project's DerivedData folder `<Project>-<hash>` after its .xcodeproj or
        // .xcworkspace; the hash is of the project's path, so every folder of that name is a candidate.
        if found.isEmpty, let derivedData {
            let projects = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).compactMap { name -> String? in
                name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
                    ? String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) : nil
            }
            let folders = ((try? manager.contentsOfDirectory(atPath: derivedData.path)) ?? []).sorted()
            for project in Set(projects).sorted() {
                for folder in folders where folder.hasPrefix(project + "-") {
                    look(
                        in: derivedData.appendingPathComponent("\(folder)/SourcePackages/checkouts").path,
                        relative: false)
                }
            }
        }
        return found
    }

    static var defaultDerivedData: URL? {
        ProcessInfo.processInfo.environment["HOME"].map {
            URL(fileURLWithPath: $0).appendingPathComponent("Library/Developer/Xcode/DerivedData")
        }
    }

    /// Where the project says it depends on SixLayer (a `Package.resolved` or `Package.swift`
    /// naming it), or nil.
    static func sixLayerDependency(root: URL) -> SourceLocation? {
        let manager = FileManager.default
        var candidates = ["Package.resolved", "Package.swift"]
        for name in ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            if name.hasSuffix(".xcworkspace") { candidates.append("\(name)/xcshareddata/swiftpm/Package.resolved") }
            if name.hasSuffix(".xcodeproj") {
                candidates.append("\(name)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved")
            }
        }
        for path in candidates {
            guard let data = manager.contents(atPath: root.appendingPathComponent(path).path) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            if let range = text.range(of: "sixlayer", options: .caseInsensitive) {
                let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                return SourceLocation(file: path, line: line, column: 1)
            }
        }
        return nil
    }

    /// Said once when the app uses SixLayer in more than one language and its catalog is not
    /// checked out here: SixLayer's placeholders and buttons would show in English.
    static func missingCatalogNote(root: URL, files: [String], languages: Int) -> Diagnostic? {
        guard languages > 1, !files.contains(where: isFrameworkCatalog),
            let dependency = sixLayerDependency(root: root)
        else { return nil }
        return Diagnostic(
            .info, "strings.sixlayer-catalog-missing", at: dependency,
            "SixLayer's own strings (its placeholders such as “Enter text” and “Select date”, its buttons) show in English in every language: its catalog is not checked out here. Run `swift package resolve` (or `xcodebuild -resolvePackageDependencies -clonedSourcePackagesDirPath SourcePackages`) so .build/checkouts or SourcePackages/checkouts holds SixLayer's \(catalogInPackage)"
        )
    }
}
