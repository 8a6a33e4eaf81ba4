// swift-tools-version:6.0
import PackageDescription

// A package that uses Formsmith the way an app would: through its SwiftPM command plugin.
let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../../../..")],
    targets: [
        .target(name: "App"),
        .target(name: "Tools"),
    ]
)
