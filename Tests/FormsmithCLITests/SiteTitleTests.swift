import Foundation
import Testing
@testable import Pipeline

/// The site is titled with the app's or package's name, wherever the repository was cloned to.
@Suite struct SiteTitleTests {
    /// `files` written under a folder named like a clone (`app-main`), which must never be the title.
    static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-title-\(UUID().uuidString)/app-main")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if path.hasSuffix("/") { continue }
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    func title(_ files: [String: String], configured: String? = nil) throws -> String {
        let root = try Self.project(files)
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        return SiteTitle.find(projectRoot: root, configured: configured)
    }

    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "ShopKit",
            platforms: [.iOS(.v17)],
            products: [.library(name: "ShopKitUI", targets: ["ShopKitUI"])]
        )
        """

    /// A name the README writes with other capitals (`notes.xcodeproj`, "# Notes") is the README's.
    @Test func theReadmesCapitalsWinForTheSameName() throws {
        #expect(try title(["notes.xcodeproj/project.pbxproj": "", "README.md": "# Notes\n"]) == "Notes")
        #expect(try title(["notes.xcodeproj/project.pbxproj": "", "README.md": "# Example Code\n"]) == "notes")
        // A heading that says what the page is names nothing: the folder's name stands in.
        #expect(try title(["README.md": "# Example Code\n\nHow to use the kit.\n"]) == "app-main")
    }

    /// The home page's `<title>` is the site's title once, never "Notes · Notes".
    @Test func theHomePageSaysTheTitleOnce() throws {
        let root = try Self.project(["README.md": "# Notes\n\nA notes app.\n"])
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let pages = result.files.filter { $0.path.hasSuffix("index.html") }.map {
            String(decoding: $0.contents, as: UTF8.self)
        }
        #expect(!pages.isEmpty)
        for page in pages {
            #expect(page.contains("<title>Notes</title>"), "\(page.prefix(400))")
        }
    }

    @Test func theConfiguredTitleComesFirst() throws {
        #expect(
            try title(["Package.swift": Self.package, "Shop.xcodeproj/project.pbxproj": ""], configured: "My Shop")
                == "My Shop")
    }

    @Test func theXcodeProjectNamesTheApp() throws {
        #expect(try title(["Shop.xcodeproj/project.pbxproj": "", "Package.swift": Self.package]) == "Shop")
        // A workspace when there is no project; one folder down; never the Pods' project.
        #expect(try title(["Shop.xcworkspace/contents.xcworkspacedata": "", "README.md": "# Other\n"]) == "Shop")
        #expect(
            try title([
                "Pods/Pods.xcodeproj/project.pbxproj": "", "iOS/Shop.xcodeproj/project.pbxproj": "",
            ]) == "Shop")
        #expect(try title(["Pods/Pods.xcodeproj/project.pbxproj": "", "README.md": "# Shop\n"]) == "Shop")
    }

    @Test func thePackageNamesALibrary() throws {
        #expect(try title(["Package.swift": Self.package, "README.md": "# Something else\n"]) == "ShopKit")
    }

    @Test func xcodeGenNamesTheProject() throws {
        #expect(
            try title([
                "project.yml":
                    "# XcodeGen\nname: Shop\noptions:\n  bundleIdPrefix: com.example\ntargets:\n  Shop:\n    name: Inner\n",
                "README.md": "# Other\n",
            ]) == "Shop")
    }

    @Test func theReadmesFirstHeadingAsText() throws {
        #expect(try title(["README.md": "Intro line\n\n# Shop\n\n## More\n"]) == "Shop")
        #expect(
            try title([
                "README.md":
                    "# [![CI](https://example.com/ci.svg)](https://example.com) **Shop** [docs](https://example.com/docs) ![logo](logo.png)\n"
            ]) == "Shop docs")
        #expect(try title(["README.md": "<img src=\"logo.png\">\n\nShop &amp; Co\n=====\n"]) == "Shop & Co")
        #expect(
            try title(["README.md": "<h1 align=\"center\"><img src=\"logo.png\" width=80><br>Shop</h1>\n"]) == "Shop")
        #expect(try title(["README.md": "```\n# not a heading\n```\n\n# Shop #\n"]) == "Shop")
        // A heading of badges alone says nothing: the folder's name is all there is.
        #expect(try title(["README.md": "# [![CI](https://example.com/ci.svg)](https://example.com)\n"]) == "app-main")
        #expect(try title([:]) == "app-main")
    }

    @Test func theSiteIsTitledByIt() throws {
        let root = try Self.project(["Package.swift": Self.package, "README.md": "# Welcome\n"])
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let result = BuildPipeline(root: root, config: ProjectConfig()).run()
        let index = try #require(result.files.first { $0.path == "index.html" })
        let html = String(decoding: index.contents, as: UTF8.self)
        #expect(html.contains("ShopKit"))
        #expect(!html.contains("app-main"))
    }
}
