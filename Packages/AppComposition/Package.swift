// swift-tools-version: 6.2
import PackageDescription

// The composition root of ShowTracker: the app state, the reducers, every connector, and the
// dependencies effects use. The only code that sees both the features and the app state.
let package = Package(
  name: "AppComposition",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "AppComposition", targets: ["AppComposition"]),
    .library(name: "LibraryClientLive", targets: ["LibraryClientLive"]),
  ],
  dependencies: [
    .package(path: "../History"),
    .package(path: "../Identifiers"),
    .package(path: "../LibraryDatabase"),
    .package(path: "../Redux"),
    .package(path: "../Search"),
    .package(path: "../ShowDetail"),
  ],
  targets: [
    // MARK: - AppComposition

    .target(
      name: "AppComposition",
      dependencies: [
        .product(name: "History", package: "History"),
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "Search", package: "Search"),
        .product(name: "ShowDetail", package: "ShowDetail"),
      ]
    ),
    .testTarget(
      name: "AppCompositionTests",
      dependencies: [
        "AppComposition",
        .product(name: "ReduxTesting", package: "Redux"),
      ]
    ),

    // MARK: - LibraryClientLive

    // The live `LibraryClient` on the SQLite library. Only the app shell and the integration
    // tests import it, so reducer tests never build the database.
    .target(
      name: "LibraryClientLive",
      dependencies: [
        "AppComposition",
        .product(name: "LibraryDatabase", package: "LibraryDatabase"),
      ]
    ),
  ]
)

// Every target builds in the Swift 6 language mode (the tools version's default) with complete
// concurrency checking, and a warning fails the build.
for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
