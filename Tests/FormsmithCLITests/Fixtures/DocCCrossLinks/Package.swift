// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Warehouse",
    targets: [.target(name: "Inventory"), .target(name: "Billing"), .target(name: "Shipping")]
)
