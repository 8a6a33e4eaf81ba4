// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OrderKit",
    targets: [.target(name: "OrderKit", resources: [.process("Resources")])]
)
