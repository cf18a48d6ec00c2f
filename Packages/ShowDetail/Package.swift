// swift-tools-version: 6.2
import PackageDescription

// A feature package: the ShowDetail screen's view state, view actions, rendering protocol and preview
// fixtures. It depends on Redux and the shared identifiers only, never on AppComposition or another
// feature, so it builds, tests and previews on its own.
let package = Package(
  name: "ShowDetail",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "ShowDetail", targets: ["ShowDetail"])
  ],
  dependencies: [
    .package(path: "../Identifiers"),
    .package(path: "../Redux"),
  ],
  targets: [
    // MARK: - ShowDetail

    .target(
      name: "ShowDetail",
      dependencies: [
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "Redux", package: "Redux"),
      ]
    ),
    .testTarget(name: "ShowDetailTests", dependencies: ["ShowDetail"]),
  ]
)

// Every target builds in the Swift 6 language mode (the tools version's default) with complete
// concurrency checking, and a warning fails the build.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .treatAllWarnings(as: .error),
      // Release builds make a generic type's metadata through its accessor, not from its
      // mangled name at run time, which scans every protocol conformance in the process at each
      // type's first use (Docs/Performance.md, "Start-up").
      .unsafeFlags(
        ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
        .when(configuration: .release)),
    ]
}
