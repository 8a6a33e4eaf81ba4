import Foundation
import Testing
import FormsmithCore
@testable import FormsmithCLI
import Pipeline
import Site
import PageContexts
import ProjectFiles
import Templates

/// Builds this repository's own demo project end to end, through the command line, into a temporary folder.
@Suite(.serialized) struct DemoSiteTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func temporaryOutput() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("formsmith-demo-\(UUID().uuidString)")
    }

    static func build(root: URL = repositoryRoot, into output: URL, extra: [String] = []) throws {
        var command = try FormsmithCommand.parseAsRoot(["build", "--root", root.path, "--output", output.path] + extra)
        try command.run()
    }

    static func read(_ output: URL, _ path: String) -> String {
        FileManager.default.contents(atPath: output.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        } ?? ""
    }

    static func allFiles(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let path = walker?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) {
                files[path] = data
            }
        }
        return files
    }

    @Test func buildsEveryModelAndDocPage() throws {
        let output = Self.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        try Self.build(into: output)
        let index = Self.read(output, "index.html")
        for model in ["User", "Product", "Order", "AppSettings"] {
            #expect(index.contains("href=\"models/\(model).html\""), "index links \(model)")
            let page = Self.read(output, "models/\(model).html")
            #expect(!page.isEmpty)
            // One h1 a page: a model doc's own `# Title` nests under the page's heading.
            #expect(page.components(separatedBy: "<h1").count == 2, "\(model) has one h1")
        }
        for page in ["index", "getting-started", "hints-format", "command-line", "examples/index", "examples/user"] {
            #expect(index.contains("href=\"docs/\(page).html\""), "index links \(page)")
            #expect(Self.read(output, "docs/\(page).html").contains("<article class=\"doc-body\">"))
        }
        #expect(!Self.read(output, "assets/site/base.css").isEmpty)
    }

    @Test func userPageHasSectionsFieldsAndStatesInOrder() throws {
        let output = Self.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        try Self.build(into: output)
        let html = Self.read(output, "models/User.html")

        let sectionOrder = [
            "data-section=\"name\"", "data-section=\"contact\"", "data-section=\"about\"", "data-section=\"account\"",
        ]
        let positions = sectionOrder.compactMap { html.range(of: $0)?.lowerBound }
        #expect(positions.count == 4 && positions == positions.sorted())
        #expect(html.contains("<details class=\"fs-section\" data-section=\"about\" open>"))
        // Closed, and shown in the create and edit states alone: no field of it breaks a constraint.
        #expect(html.contains("<details class=\"fs-section\" data-section=\"account\" data-state=\"create edit\">"))
        #expect(html.contains("<section class=\"fs-section\" data-section=\"name\""))

        let fieldOrder = [
            "firstName", "lastName", "email", "phone", "website", "bio", "birthDate", "role", "newsletter", "id",
            "createdAt",
        ]
        let fieldPositions = fieldOrder.compactMap { html.range(of: "data-field=\"\($0)\"")?.lowerBound }
        #expect(fieldPositions.count == fieldOrder.count && fieldPositions == fieldPositions.sorted())

        #expect(html.contains("data-columns=\"2\""))  // horizontal name section
        #expect(html.contains("data-field=\"website\" data-control=\"url\" data-width=\"320\""))
        #expect(html.contains("data-field=\"email\" data-control=\"email\" data-width=\"400\""))
        // Numbered where VoiceOver reads it (`data-a11y-order`), in the empty form.
        #expect(html.contains(try Regex(#"<label class="fs-label" for="field-role" data-a11y-order="\d+">Role"#)))
        #expect(html.contains("<option value=\"admin\">Administrator</select>"))
        #expect(html.contains("id=\"field-createdAt\" name=\"createdAt\" readonly"))
        // No form draws a hidden field; IntelligentDetailView's Mirror lists every stored property,
        // so the detail does (docs/appearance.md, "Detail").
        let forms = html.components(separatedBy: "id=\"context-detail\"")
        #expect(!forms[0].contains("data-field=\"passwordHash\""))
        #expect(forms.count == 2 && forms[1].contains("data-field=\"passwordHash\""))
        #expect(html.contains("<code>passwordHash</code>"))  // listed as hidden
        #expect(html.contains("--fs-model-accent: #0a58ca"))
    }

    @Test func manifestRecordsTheLayout() throws {
        let output = Self.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        try Self.build(into: output)
        let json =
            try JSONSerialization.jsonObject(with: Data(Self.read(output, "manifest.json").utf8)) as? [String: Any]
        let models = json?["models"] as? [[String: Any]] ?? []
        #expect(models.compactMap { $0["name"] as? String } == ["AppSettings", "Order", "Product", "User"])
        let product = models.first { $0["name"] as? String == "Product" }
        let sections = product?["sections"] as? [[String: Any]] ?? []
        #expect(sections.compactMap { $0["layoutStyle"] as? String } == ["grid", "spacious", "adaptive"])
        #expect(sections.compactMap { $0["columns"] as? Int } == [2, 1, 1])
        #expect(sections.compactMap { $0["gap"] as? Int } == [16, 20, 16])
    }

    @Test func buildsAreByteIdentical() throws {
        let first = Self.temporaryOutput(), second = Self.temporaryOutput()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        try Self.build(into: first)
        try Self.build(into: second)
        let a = Self.allFiles(first), b = Self.allFiles(second)
        #expect(a.count > 10)
        #expect(a == b)
        // No absolute paths or timestamps leak into the site.
        for (path, data) in a {
            #expect(!String(decoding: data, as: UTF8.self).contains(first.path), "\(path)")
        }
    }

    @Test func theDemoProjectHasNoDiagnostics() {
        let (config, configDiagnostics) = ProjectConfig.load(projectRoot: Self.repositoryRoot)
        let result = BuildPipeline(root: Self.repositoryRoot, config: config).run()
        #expect(configDiagnostics.isEmpty)
        #expect(result.diagnostics.filter { $0.severity != .info }.map(\.description) == [])
    }

    /// Pages render from compiled templates; swift-mustache must give the same bytes for every page
    /// and fragment of the demo, with either theme and with the review page.
    @Test(arguments: [nil, "brand"])
    func compiledTemplatesRenderTheDemoAsSwiftMustacheDoes(theme: String?) throws {
        let config = ProjectConfig.load(projectRoot: Self.repositoryRoot).config
        var pipeline = BuildPipeline(root: Self.repositoryRoot, config: config, themeOverride: theme)
        pipeline.reviewBase = []  // every form is new: the review page shows them all
        let compiled = pipeline.run()
        #expect(compiled.files.contains { $0.path == SitePaths.reviewPage })
        #expect(compiled.files.contains { $0.path == SitePaths.profilesPage })
        let comparison = try SwiftMustacheSite(pipeline: pipeline, build: compiled).compare(with: compiled.files)
        for what in comparison.differences {
            Issue.record("\(what) differs from swift-mustache's rendering (\(theme ?? "default") theme)")
        }
        #expect(comparison.uncheckedPages == [], "pages the comparison does not cover")
        // Every kind of fragment was compared, not only the pages.
        for kind in ["navtree of", "card of", "doc-item of", "embed of"] {
            #expect(comparison.checked.contains { $0.hasPrefix(kind) }, "no \(kind) fragment was compared")
        }
    }
}

/// Every internal link and image of the demo site leads to a file that exists, and every fragment to an id on it.
@Suite struct DemoSiteLinkTests {
    @Test func everyInternalLinkResolves() throws {
        let output = DemoSiteTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        try DemoSiteTests.build(into: output)
        let files = DemoSiteTests.allFiles(output)
        let pages = files.filter { $0.key.hasSuffix(".html") }.mapValues { String(decoding: $0, as: UTF8.self) }
        let linkPattern = try Regex(#"(?:href|src)="([^"]*)""#)
        let idPattern = try Regex(#"\bid="([^"]*)""#)
        let ids = pages.mapValues { html in
            Set(html.matches(of: idPattern).compactMap { $0.output[1].substring.map(String.init) })
        }
        var checked = 0
        for (page, html) in pages.sorted(by: { $0.key < $1.key }) {
            for match in html.matches(of: linkPattern) {
                guard let raw = match.output[1].substring.map(String.init) else { continue }
                let link = raw.replacingOccurrences(of: "&amp;", with: "&")
                if link.contains(":") || link.hasPrefix("//") { continue }  // external
                #expect(!link.hasPrefix("/"), "\(page): absolute link \(link)")
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target =
                    parts[0].isEmpty
                    ? page
                    : RelativePath.normalize(RelativePath.folder(of: page) + "/" + parts[0]) ?? "<outside>"
                #expect(files[target] != nil, "\(page): \(link) → \(target) does not exist")
                if parts.count == 2, !parts[1].isEmpty, target.hasSuffix(".html") {
                    #expect(
                        ids[target]?.contains(parts[1]) == true, "\(page): \(link) → no id \(parts[1]) in \(target)")
                }
                checked += 1
            }
        }
        #expect(checked > 200)
    }
}

@Suite struct SafetyTests {
    @Test func inputsCreatedInReverseOrderGiveTheSameBytes() throws {
        let root = DemoSiteTests.repositoryRoot
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "formsmith-reverse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        // Recreate every input file in reverse path order, so directory listing order differs.
        var files: [String] = []
        for folder in ["Hints", "docs"] {
            let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let entry = walker?.nextObject() as? String {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(
                    atPath: root.appendingPathComponent("\(folder)/\(entry)").path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                {
                    files.append("\(folder)/\(entry)")
                }
            }
        }
        for file in (files + ["formsmith.yml"]).sorted().reversed() {
            let target = copy.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(file), to: target)
        }
        // The copy is outside git: both show one day as now (`PictureDate`).
        func build(_ root: URL) -> BuildResult {
            var pipeline = BuildPipeline(root: root, config: ProjectConfig.load(projectRoot: root).config)
            pipeline.environment["SOURCE_DATE_EPOCH"] = "1795737600"
            return pipeline.run()
        }
        let (original, reversed) = (build(root), build(copy))
        #expect(original.files.map(\.path) == reversed.files.map(\.path))
        #expect(original.files == reversed.files)
    }

    @Test func outputMayNotBeTheProjectOrContainIt() throws {
        for output in [".", ".."] {
            var command = try FormsmithCommand.parseAsRoot([
                "build", "--root", DemoSiteTests.repositoryRoot.path,
                "--output", DemoSiteTests.repositoryRoot.appendingPathComponent(output).path,
            ])
            #expect(throws: (any Error).self) { try command.run() }
        }
        #expect(
            FileManager.default.fileExists(
                atPath: DemoSiteTests.repositoryRoot.appendingPathComponent("Package.swift").path))
    }
}

@Suite struct ExampleThemeTests {
    @Test func theBrandThemeRestylesTheDemo() throws {
        let output = DemoSiteTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        try DemoSiteTests.build(into: output, extra: ["--theme", "brand"])
        let index = DemoSiteTests.read(output, "index.html")
        #expect(index.contains(#"<li class="model-card brand-card" data-path="models/User.html""#))
        #expect(DemoSiteTests.read(output, "assets/theme.css").contains("--fs-accent: #6b2fb3"))
        // Everything the theme does not provide comes from the default theme.
        #expect(
            DemoSiteTests.read(output, "assets/site/base.css")
                == String(decoding: Theme.builtIn.files["assets/site/base.css"]!, as: UTF8.self))
        #expect(DemoSiteTests.read(output, "models/User.html").contains(#"<form class="fs-form""#))
        let brandFiles = try FileManager.default.contentsOfDirectory(
            atPath: DemoSiteTests.repositoryRoot.appendingPathComponent("Themes/brand/templates").path)
        #expect(brandFiles == ["card.mustache"])
    }
}
