// swift-tools-version: 6.2
import PackageDescription

// A feature package: the Watchlist screen's view state, view actions, rendering protocol and
// preview fixtures, on Redux and the shared identifiers only (Docs/Architecture.md).
let package = Package(
  name: "Watchlist",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [.library(name: "Watchlist", targets: ["Watchlist"])],
  dependencies: [.package(path: "../Identifiers"), .package(path: "../Redux")],
  targets: [
    .target(
      name: "Watchlist",
      dependencies: [
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "Redux", package: "Redux"),
      ]
    ),
    .testTarget(name: "WatchlistTests", dependencies: ["Watchlist"]),
  ]
)

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
