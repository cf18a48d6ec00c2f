// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Redux",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "Redux", targets: ["Redux"]),
    .library(name: "ReduxTesting", targets: ["ReduxTesting"]),
  ],
  targets: [
    // MARK: - Redux

    .target(name: "Redux"),
    .testTarget(name: "ReduxTests", dependencies: ["Redux"]),

    // MARK: - ReduxTesting

    .target(name: "ReduxTesting", dependencies: ["Redux"]),
    .testTarget(name: "ReduxTestingTests", dependencies: ["Redux", "ReduxTesting"]),
  ]
)

// Every target builds in the Swift 6 language mode (the tools version's default) with complete
// concurrency checking, and a warning fails the build: the kit is a model, so it stays clean.
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
