// swift-tools-version: 6.2
import PackageDescription

// The composition root of ShowTracker: the app state, the reducers, every connector, and the
// dependencies effects use. The only code that sees both the features and the app state. It
// reaches the library through the `LibraryClient` interface and never builds the database.
let package = Package(
  name: "AppComposition",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "AppComposition", targets: ["AppComposition"])
  ],
  dependencies: [
    .package(path: "../AppChrome"),
    .package(path: "../History"),
    .package(path: "../Identifiers"),
    .package(path: "../LibraryClient"),
    .package(path: "../Redux"),
    .package(path: "../SeededRandom"),
    .package(path: "../Search"),
    .package(path: "../ShowDetail"),
    .package(path: "../TVMazeClient"),
    .package(path: "../UpNext"),
    .package(path: "../Upcoming"),
    .package(path: "../MyShows"),
    .package(path: "../Stats"),
    .package(path: "../Watchlist"),
    // new-feature: packages above this line
  ],
  targets: [
    // MARK: - AppComposition

    .target(
      name: "AppComposition",
      dependencies: [
        .product(name: "AppChrome", package: "AppChrome"),
        .product(name: "History", package: "History"),
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "LibraryClient", package: "LibraryClient"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "Search", package: "Search"),
        .product(name: "ShowDetail", package: "ShowDetail"),
        .product(name: "TVMazeClient", package: "TVMazeClient"),
        .product(name: "UpNext", package: "UpNext"),
        .product(name: "Upcoming", package: "Upcoming"),
        .product(name: "MyShows", package: "MyShows"),
        .product(name: "Stats", package: "Stats"),
        .product(name: "Watchlist", package: "Watchlist"),
        // new-feature: products above this line
      ]
    ),
    .testTarget(
      name: "AppCompositionTests",
      dependencies: [
        "AppComposition",
        .product(name: "AppChrome", package: "AppChrome"),
        .product(name: "History", package: "History"),
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "LibraryClient", package: "LibraryClient"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "ReduxTesting", package: "Redux"),
        .product(name: "SeededRandom", package: "SeededRandom"),
        .product(name: "Search", package: "Search"),
        .product(name: "ShowDetail", package: "ShowDetail"),
        .product(name: "TVMazeClient", package: "TVMazeClient"),
        .product(name: "UpNext", package: "UpNext"),
        .product(name: "Upcoming", package: "Upcoming"),
        .product(name: "MyShows", package: "MyShows"),
        .product(name: "Stats", package: "Stats"),
        .product(name: "Watchlist", package: "Watchlist"),
        // new-feature: test products above this line
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
