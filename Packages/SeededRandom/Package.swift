// swift-tools-version: 6.2
import PackageDescription

// A random number generator that a seed determines, for tests only: the property tests of every
// package draw their random cases from it, so a failure's printed seed gives the case back.
// Tests/architecture-rules.json lets any package's tests depend on it and no other target import
// it (the import scan checks).
let package = Package(
  name: "SeededRandom",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "SeededRandom", targets: ["SeededRandom"])
  ],
  targets: [
    .target(name: "SeededRandom"),
    .testTarget(name: "SeededRandomTests", dependencies: ["SeededRandom"]),
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
