// swift-tools-version:6.1
import PackageDescription

// The git state `formsmith --version` names (target CBuildInfo); nil outside a git checkout.
let buildInfoDefines: [CSetting] =
    Context.gitInformation.map { git in
        [.define("FORMSMITH_GIT_COMMIT", to: git.currentCommit)]
            + (git.hasUncommittedChanges ? [.define("FORMSMITH_GIT_MODIFIED")] : [])
    } ?? []

// The plugin's formsmith. By default the executable built from these sources (swift-syntax and all,
// minutes on a small machine). With FORMSMITH_PLUGIN_BINARY set, a prebuilt one: the artifact bundle
// `scripts/release` writes (dist/formsmith.artifactbundle.zip), by absolute path or relative to this
// package, or a release's https URL with FORMSMITH_PLUGIN_BINARY_CHECKSUM (`swift package
// compute-checksum`). Opt-in, because a remote bundle exists only once a release is published.
let pluginBinary: Target? = Context.environment["FORMSMITH_PLUGIN_BINARY"].flatMap { location in
    if location.isEmpty { return nil }
    if location.hasPrefix("https://") {
        let checksum = Context.environment["FORMSMITH_PLUGIN_BINARY_CHECKSUM"] ?? ""
        return .binaryTarget(name: "FormsmithBinary", url: location, checksum: checksum)
    }
    return .binaryTarget(name: "FormsmithBinary", path: pathFromPackageRoot(location))
}

// SwiftPM takes a local binary target only as a path relative to the package root.
func pathFromPackageRoot(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let root = Context.packageDirectory.split(separator: "/")
    let target = path.split(separator: "/")
    let shared = zip(root, target).prefix { $0 == $1 }.count
    return (Array(repeating: "..", count: root.count - shared) + target.dropFirst(shared).map(String.init))
        .joined(separator: "/")
}

// Dependencies point one way: FormsmithCLI → Server → Pipeline → the stages (ModelReaders,
// HintsFormat, Layout, Docs, Site; Site reads Layout's and Docs' values) → FormsmithCore, and the
// stages that read files → Incremental (what `serve` keeps between builds) → ProjectFiles.
// The site is four targets: Site (page kinds, renderer, page cache, manifest) → PageContexts (the page
// contexts and what makes them) → Templates (mustache engine, theme), and Site → SiteOutput (the writer).
// JSONReader (positioned JSON values) is below HintsFormat, Localization, SignOff and Highlighting.
// Every target declares each module it imports; ModuleImportsTests checks it.
// swift-syntax stays inside ModelReaders, Highlighting and CodeGeneration (the generator), only Docs
// sees CCmark and CGumbo, and swift-mustache is only the tests' oracle for the compiled template engine.
let package = Package(
    name: "Formsmith",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "formsmith", targets: ["formsmith"]),
        .library(name: "FormsmithCLI", targets: ["FormsmithCLI"]),
        .plugin(name: "FormsmithPlugin", targets: ["FormsmithPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // One trait, named: with its two default traits SwiftPM passes their flags in a different order
        // from one run to the next, and each change of order compiles Hummingbird again. Formsmith does
        // not read swift-configuration (the other trait), so neither is it compiled.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: ["FullFoundation"]),
        // Already resolved through Hummingbird; declared because Server names `HTTPField` itself.
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // Google's HTML5 parser, for the raw HTML in docs (`RawHTMLSanitizer`): a real parser, so the
        // sanitizer sees the tree a browser would build, not a guess at the tags.
        .systemLibrary(
            name: "CGumbo",
            pkgConfig: "gumbo",
            providers: [.apt(["libgumbo-dev"]), .brew(["gumbo-parser"])]
        ),
        // HarfBuzz, to measure text as a renderer shapes it (`TextMeasure`): labels against widths.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        .target(name: "TextMeasure", dependencies: ["CHarfBuzz"]),
        // Model values and diagnostics: what every stage reads and returns.
        .target(name: "FormsmithCore"),
        // The platform's tables, written once: Dynamic Type, the system colours, the device presets,
        // the right-to-left scripts. The theme's copies are generated from them (`scripts/generate`).
        .target(name: "Platform"),
        // Reading a project from disk: walking folders, file stamps, paths.
        .target(name: "ProjectFiles", dependencies: ["Parallel"]),
        // Incremental builds (`serve`): keyed stages told what changed, and values derived from them.
        .target(name: "Incremental", dependencies: ["ProjectFiles", "Parallel"]),
        // `parallelMap`: pure work on every core.
        .target(name: "Parallel"),
        // What Swift cannot reach: swapping two folders atomically, and malloc's heap growth.
        // mimalloc (Debian `libmimalloc-dev`) is the process's allocator on Linux: linked here, it
        // takes malloc and free for the whole program. A build allocates and frees millions of small
        // values on every core, and glibc's allocator spent a tenth of it in locks and consolidation.
        .target(name: "CSystemShims", linkerSettings: [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]),
        // The commit `formsmith --version` names: read from git when the manifest is evaluated, so a
        // plain `swift build` embeds it too; outside a git checkout (a source tarball) there is none.
        .target(name: "CBuildInfo", cSettings: buildInfoDefines),
        // A strict JSON parser that keeps every value's line and column, and a tokenizer for colouring.
        .target(name: "JSONReader"),
        .target(
            name: "HintsFormat",
            dependencies: ["FormsmithCore", "ProjectFiles", "Incremental", "Parallel", "JSONReader"]),
        .target(
            name: "ModelReaders",
            dependencies: [
                "FormsmithCore", "ProjectFiles", "Incremental", "Parallel",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(name: "Layout", dependencies: ["FormsmithCore"]),
        // Design sign-off kept in the repository (`formsmith-signoff.json`): each form's approved
        // structure and whether the form still has it.
        .target(name: "SignOff", dependencies: ["FormsmithCore", "Layout", "HintsFormat", "JSONReader", "Parallel"]),
        // The app's strings in every language, resolved for each form as SixLayer resolves them.
        .target(
            name: "Localization",
            dependencies: [
                "FormsmithCore", "Platform", "ProjectFiles", "Layout", "TextMeasure", "HintsFormat", "JSONReader",
            ]),
        // What VoiceOver reads of each form and what the HIG and WCAG would find in it.
        .target(name: "Accessibility", dependencies: ["FormsmithCore", "Platform", "Layout", "Localization"]),
        // Colours for code blocks in docs: Swift by swift-syntax's classifier, JSON and hints by the
        // hints tokenizer. Its own target, so swift-syntax stays out of Docs.
        .target(
            name: "Highlighting",
            dependencies: [
                "HintsFormat", "JSONReader",
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "Docs",
            dependencies: [
                "FormsmithCore", "ProjectFiles", "Incremental", "Parallel", "CCmark", "CGumbo",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The mustache templates compiled and rendered, and the theme (built in or the project's).
        .target(
            name: "Templates", dependencies: ["FormsmithCore", "ProjectFiles", "Docs"], plugins: ["ThemeEmbedderPlugin"]
        ),
        // A site's files and the writer that puts them on disk in one atomic step.
        .target(name: "SiteOutput", dependencies: ["FormsmithCore", "ProjectFiles", "Parallel", "CSystemShims"]),
        // Page contexts (a type per template) and what makes them; no knowledge of the renderer or output.
        .target(
            name: "PageContexts",
            dependencies: [
                "FormsmithCore", "Platform", "Layout", "Docs", "Localization", "Accessibility", "Templates",
            ]),
        .target(
            name: "Site",
            dependencies: [
                "FormsmithCore", "ProjectFiles", "Incremental", "Parallel", "Layout", "Docs",
                "Localization", "Accessibility", "Templates", "SiteOutput", "PageContexts",
            ]
        ),
        .target(
            name: "Pipeline",
            dependencies: [
                "FormsmithCore", "ProjectFiles", "Incremental", "Parallel", "HintsFormat", "ModelReaders", "Layout",
                "Docs", "Highlighting", "Site", "PageContexts", "Templates", "SiteOutput", "CSystemShims",
                "TextMeasure", "Localization", "Accessibility", "SignOff", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "Server",
            dependencies: [
                "Pipeline", "Site", "SiteOutput", "FormsmithCore", "ProjectFiles", "Layout", "SignOff",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .target(
            name: "FormsmithCLI",
            dependencies: [
                "Pipeline", "Server", "FormsmithCore", "ProjectFiles", "Parallel", "HintsFormat", "ModelReaders",
                "Layout", "Site", "PageContexts", "SiteOutput", "SignOff", "CBuildInfo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "formsmith", dependencies: ["FormsmithCLI", "CSystemShims"]),

        // What repeats a declaration (the fast template encoders, the manifest's writers, `FieldLayout`'s
        // accessors) is generated from it: `scripts/generate` runs formsmith-codegen, and
        // CodeGenerationTests fails while a generated file is stale. swift-syntax reads the declarations.
        .target(
            name: "CodeGeneration",
            dependencies: [
                "Platform",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "formsmith-codegen", dependencies: ["CodeGeneration"], path: "Sources/FormsmithCodegen"),

        // The default theme is compiled into the binary so a copied binary works alone.
        .executableTarget(name: "theme-embedder", path: "Sources/ThemeEmbedder"),
        .plugin(
            name: "ThemeEmbedderPlugin",
            capability: .buildTool(),
            dependencies: ["theme-embedder"],
            path: "Sources/ThemeEmbedderPlugin"
        ),

        // `swift package formsmith build|check|diff` for packages that depend on Formsmith. It runs a
        // prebuilt formsmith (`pluginBinary`, at the top), or has SwiftPM build the `formsmith` product
        // from these sources as `swift build` does. Not a tool dependency: SwiftPM would compile a tool's
        // every module a second time, for the host, in every build of this package.
        .plugin(
            name: "FormsmithPlugin",
            capability: .command(
                intent: .custom(verb: "formsmith", description: "Build, check or diff the form preview site")),
            dependencies: pluginBinary == nil ? [] : ["FormsmithBinary"],
            path: "Sources/FormsmithPlugin"
        ),

        // What the fuzzers check for each input; the regression tests run the same checks.
        .target(
            name: "FuzzTargets",
            dependencies: [
                "FormsmithCore", "HintsFormat", "ModelReaders", "Layout", "Docs", "Highlighting", "Localization",
            ],
            path: "Tests/Fuzz/FuzzTargets"
        ),

        .testTarget(name: "FormsmithCoreTests", dependencies: ["FormsmithCore", "ProjectFiles", "Parallel", "Docs"]),
        .testTarget(name: "IncrementalTests", dependencies: ["Incremental"]),
        .testTarget(name: "CodeGenerationTests", dependencies: ["CodeGeneration", "Platform"]),
        .testTarget(name: "TextMeasureTests", dependencies: ["TextMeasure"]),
        .testTarget(
            name: "LocalizationTests", dependencies: ["Localization", "Layout", "FormsmithCore", "TextMeasure"]),
        .testTarget(
            name: "AccessibilityTests",
            dependencies: ["Accessibility", "Platform", "Layout", "FormsmithCore", "Localization"]),
        .testTarget(name: "HighlightingTests", dependencies: ["Highlighting", "HintsFormat"]),
        .testTarget(
            name: "HintsFormatTests", dependencies: ["HintsFormat", "FormsmithCore", "ProjectFiles", "Incremental"]),
        .testTarget(name: "JSONReaderTests", dependencies: ["JSONReader"]),
        .testTarget(name: "ModelReadersTests", dependencies: ["ModelReaders", "FormsmithCore"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout", "FormsmithCore"]),
        .testTarget(name: "SignOffTests", dependencies: ["SignOff", "Layout", "FormsmithCore", "HintsFormat"]),
        .testTarget(
            name: "DocsTests", dependencies: ["Docs", "FormsmithCore", .product(name: "Yams", package: "Yams")]),
        .testTarget(
            name: "SiteTests",
            dependencies: [
                "Site", "PageContexts", "Templates", "SiteOutput", "Layout", "Docs", "FormsmithCore", "ProjectFiles",
                "Parallel", "Accessibility", .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .testTarget(
            name: "ServerTests", dependencies: ["Server", "Pipeline", "FormsmithCore", "ProjectFiles", "SignOff"]),
        // Fixtures are read from the source tree (#filePath), not bundled.
        .testTarget(
            name: "FormsmithCLITests",
            dependencies: [
                "FormsmithCLI", "Pipeline", "Site", "PageContexts", "Templates", "SiteOutput", "FormsmithCore",
                "ProjectFiles", "Incremental", "Layout", "HintsFormat", "SignOff", "Docs", "Localization",
                "ModelReaders", "FuzzTargets", .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["Fixtures"]
        ),
    ]
)

// A prebuilt formsmith for the plugin (FORMSMITH_PLUGIN_BINARY, at the top): its binary target.
if let pluginBinary { package.targets.append(pluginBinary) }

// Fuzzing (`scripts/fuzz`): libFuzzer binaries over the parsers. Only with FORMSMITH_FUZZ=1,
// because the instrumentation flags are unsafe flags that a dependent package may not use.
if Context.environment["FORMSMITH_FUZZ"] == "1" {
    let instrumented: Set<String> = [
        "FormsmithCore", "JSONReader", "HintsFormat", "ModelReaders", "Layout", "Docs", "Highlighting",
        "Localization", "FuzzTargets",
    ]
    for target in package.targets where instrumented.contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer,address"])]
    }
    // SwiftPM renames each executable's `main`, so the fuzzers keep theirs and call libFuzzer's driver.
    let fuzzFlags: [SwiftSetting] = [.unsafeFlags(["-sanitize=fuzzer,address"])]
    package.targets.append(.target(name: "FuzzDriver", path: "Tests/Fuzz/FuzzDriver", swiftSettings: fuzzFlags))
    let fuzzers: [(name: String, dependencies: [Target.Dependency])] = [
        ("HintsFuzzer", ["FuzzTargets"]),
        ("SwiftModelFuzzer", ["FuzzTargets"]),
        ("MarkdownFuzzer", ["FuzzTargets"]),
        ("StringsFuzzer", ["FuzzTargets"]),
        ("StringsDictFuzzer", ["FuzzTargets"]),
        ("TutorialFuzzer", ["FuzzTargets"]),
    ]
    for fuzzer in fuzzers {
        package.targets.append(
            .executableTarget(
                name: fuzzer.name,
                dependencies: fuzzer.dependencies + ["FuzzDriver"],
                path: "Tests/Fuzz/\(fuzzer.name)",
                swiftSettings: fuzzFlags,
                linkerSettings: [.unsafeFlags(["-sanitize=fuzzer,address", "-use-ld=lld"])]
            ))
    }
}
