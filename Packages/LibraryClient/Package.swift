// swift-tools-version: 6.2
import PackageDescription

// The library as the app sees it: the `LibraryClient` interface (async functions returning the
// app's models and typed `LibraryError`s), and its live value on the SQLite library.
//
// Reducers and their tests depend on `LibraryClient` alone, so they never build the database;
// `LibraryClientLive` is the only module in the repository that imports `LibraryDatabase`.
let package = Package(
  name: "LibraryClient",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "LibraryClient", targets: ["LibraryClient"]),
    .library(name: "LibraryClientLive", targets: ["LibraryClientLive"]),
  ],
  dependencies: [
    .package(path: "../Identifiers"),
    .package(path: "../LibraryDatabase"),
    .package(path: "../SeededRandom"),
  ],
  targets: [
    // MARK: - LibraryClient

    .target(
      name: "LibraryClient",
      dependencies: [.product(name: "Identifiers", package: "Identifiers")]
    ),
    .testTarget(
      name: "LibraryClientTests",
      dependencies: ["LibraryClient", .product(name: "SeededRandom", package: "SeededRandom")]
    ),

    // MARK: - LibraryClientLive

    .target(
      name: "LibraryClientLive",
      dependencies: [
        "LibraryClient",
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "LibraryDatabase", package: "LibraryDatabase"),
        .product(name: "SQLite", package: "LibraryDatabase"),
      ]
    ),
    .testTarget(
      name: "LibraryClientLiveTests",
      dependencies: [
        "LibraryClient",
        "LibraryClientLive",
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "LibraryDatabase", package: "LibraryDatabase"),
        .product(name: "SeededRandom", package: "SeededRandom"),
      ]
    ),
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
