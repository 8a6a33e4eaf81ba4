// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Server",
    dependencies: [.package(url: "https://github.com/vapor/fluent.git", from: "4.0.0")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "Fluent", package: "fluent")])]
)
