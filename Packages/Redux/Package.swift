// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Redux",
  // `Revision` counts with `Synchronization.Atomic`, which these versions introduced (the
  // toolchain's Synchronization interface says so); Linux has no minimum.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Redux", targets: ["Redux"]),
    .library(name: "ReduxTesting", targets: ["ReduxTesting"]),
  ],
  // Only the tests depend on it (the kit itself has no dependency).
  dependencies: [
    .package(path: "../SeededRandom")
  ],
  targets: [
    // MARK: - Redux

    .target(name: "Redux"),
    .testTarget(
      name: "ReduxTests",
      dependencies: ["Redux", .product(name: "SeededRandom", package: "SeededRandom")]),

    // MARK: - ReduxTesting

    .target(name: "ReduxTesting", dependencies: ["Redux"]),
    .testTarget(name: "ReduxTestingTests", dependencies: ["Redux", "ReduxTesting"]),

    // MARK: - Benchmarks

    // The standard store-pipeline workload, and the release-mode benchmark that runs it:
    // `swift run -c release --package-path Packages/Redux StoreBenchmark`.
    .target(
      name: "BenchmarkWorkload", dependencies: ["Redux"], path: "Benchmarks/BenchmarkWorkload"),
    .testTarget(name: "BenchmarkWorkloadTests", dependencies: ["BenchmarkWorkload", "Redux"]),
    .executableTarget(
      name: "StoreBenchmark", dependencies: ["BenchmarkWorkload", "Redux"],
      path: "Benchmarks/StoreBenchmark"),
  ]
)

// Every target builds in the Swift 6 language mode (the tools version's default) with complete
// concurrency checking, and a warning fails the build: the kit is a model, so it stays clean.
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
