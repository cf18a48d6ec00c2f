// swift-tools-version: 6.2
import PackageDescription

// ShowTracker: the Redux Connectors kit (Packages/) and the `showtracker` terminal app (Apps/).
//
// This is the manifest a user builds. Each package under Packages/ also builds and tests on its
// own (`swift test --package-path Packages/History`), which is what makes the feature boundaries
// real: see Docs/Architecture.md and Tests/ArchitectureTests.
let package = Package(
  name: "ShowTracker",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "showtracker", targets: ["ShowTracker"]),
    // The scaffold, for contributors: `swift run new-feature Watchlist` (Docs/AddingAFeature.md).
    .executable(name: "new-feature", targets: ["NewFeature"]),
  ],
  dependencies: [
    .package(path: "Packages/AppChrome"),
    .package(path: "Packages/AppComposition"),
    .package(path: "Packages/History"),
    .package(path: "Packages/HTTPServer"),
    .package(path: "Packages/Identifiers"),
    .package(path: "Packages/LibraryClient"),
    .package(path: "Packages/LibraryDatabase"),
    .package(path: "Packages/Redux"),
    .package(path: "Packages/Search"),
    .package(path: "Packages/SeededRandom"),
    .package(path: "Packages/ShowDetail"),
    .package(path: "Packages/TVMazeClient"),
    .package(path: "Packages/UpNext"),
    .package(path: "Packages/Upcoming"),
    .package(path: "Packages/MyShows"),
    .package(path: "Packages/Stats"),
    .package(path: "Packages/Watchlist"),
    // new-feature: packages above this line
  ],
  targets: [
    // MARK: - Terminal

    // Terminal primitives: raw mode, keys, styles, text made safe to print. No feature knowledge.
    .target(name: "Terminal", path: "Apps/ShowTracker/Sources/Terminal"),

    // MARK: - FrontEnds

    // Terminal and JSON front ends of each feature: they implement the features' rendering
    // protocols and know nothing of the app state.
    .target(
      name: "FrontEnds",
      dependencies: [
        "Terminal",
        .product(name: "AppChrome", package: "AppChrome"),
        .product(name: "History", package: "History"),
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "Search", package: "Search"),
        .product(name: "ShowDetail", package: "ShowDetail"),
        .product(name: "UpNext", package: "UpNext"),
        .product(name: "Upcoming", package: "Upcoming"),
        .product(name: "MyShows", package: "MyShows"),
        .product(name: "Stats", package: "Stats"),
        .product(name: "Watchlist", package: "Watchlist"),
        // new-feature: front-end products above this line
      ],
      path: "Apps/ShowTracker/Sources/FrontEnds"
    ),
    .testTarget(
      name: "FrontEndTests",
      dependencies: [
        "FrontEnds",
        "ShowTrackerCLI",
        "Terminal",
        .product(name: "AppChrome", package: "AppChrome"),
        .product(name: "History", package: "History"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "Search", package: "Search"),
        .product(name: "SeededRandom", package: "SeededRandom"),
        .product(name: "ShowDetail", package: "ShowDetail"),
      ],
      path: "Tests/FrontEndTests",
      // Expected output, read from the source tree by path (see Support/Snapshot.swift).
      exclude: ["__Snapshots__"]
    ),

    // MARK: - WebFrontEnds

    // The HTML front end of each feature, for `showtracker serve`: pages of the features' view
    // states and their forms read back as view actions. Like FrontEnds, nothing of the app state.
    .target(
      name: "WebFrontEnds",
      dependencies: [
        "FrontEnds",
        .product(name: "AppChrome", package: "AppChrome"),
        .product(name: "History", package: "History"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "MyShows", package: "MyShows"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "Search", package: "Search"),
        .product(name: "ShowDetail", package: "ShowDetail"),
        .product(name: "Stats", package: "Stats"),
        .product(name: "UpNext", package: "UpNext"),
        .product(name: "Upcoming", package: "Upcoming"),
        .product(name: "Watchlist", package: "Watchlist"),
        // new-feature: web front-end products above this line
      ],
      path: "Apps/ShowTracker/Sources/WebFrontEnds"
    ),
    .testTarget(
      name: "WebFrontEndTests",
      dependencies: [
        "WebFrontEnds",
        .product(name: "History", package: "History"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "MyShows", package: "MyShows"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "Search", package: "Search"),
        .product(name: "SeededRandom", package: "SeededRandom"),
        .product(name: "ShowDetail", package: "ShowDetail"),
        .product(name: "UpNext", package: "UpNext"),
        .product(name: "Upcoming", package: "Upcoming"),
        .product(name: "Watchlist", package: "Watchlist"),
      ],
      path: "Tests/WebFrontEndTests"
    ),

    // MARK: - ShowTrackerCLI

    // The app shell: commands, the interactive app, and the containers that bind each feature's
    // front end to `store.connect(using:)`. It reaches the library only through the
    // `LibraryClient` interface; the executable hands it the live `LibraryFiles`, so this module
    // does not depend on the database even transitively, and importing it fails to build
    // (Tests/ArchitectureTests proves that with a build that must fail).
    .target(
      name: "ShowTrackerCLI",
      dependencies: [
        "FrontEnds",
        "Terminal",
        "WebFrontEnds",
        .product(name: "AppChrome", package: "AppChrome"),
        .product(name: "AppComposition", package: "AppComposition"),
        .product(name: "History", package: "History"),
        .product(name: "HTTPServer", package: "HTTPServer"),
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
        // new-feature: shell products above this line
      ],
      path: "Apps/ShowTracker/Sources/ShowTrackerCLI"
    ),
    .testTarget(
      name: "ShowTrackerCLITests",
      dependencies: [
        "FrontEnds",
        "ShowTrackerCLI",
        "Terminal",
        .product(name: "AppChrome", package: "AppChrome"),
        .product(name: "AppComposition", package: "AppComposition"),
        .product(name: "HTTPServer", package: "HTTPServer"),
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "LibraryClient", package: "LibraryClient"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "TVMazeClient", package: "TVMazeClient"),
      ],
      path: "Tests/ShowTrackerCLITests"
    ),

    // MARK: - showtracker

    // The GNU C library's allocator settings, which `main.swift` sets before any thread starts.
    .systemLibrary(name: "CMalloc", path: "Apps/ShowTracker/Sources/CMalloc"),

    // The composition root: `main.swift` gives the shell the live library files and the live
    // TVMaze client.
    .executableTarget(
      name: "ShowTracker",
      dependencies: [
        "CMalloc",
        "ShowTrackerCLI",
        .product(name: "LibraryClient", package: "LibraryClient"),
        .product(name: "LibraryClientLive", package: "LibraryClient"),
        .product(name: "TVMazeClient", package: "TVMazeClient"),
        .product(name: "TVMazeClientLive", package: "TVMazeClient"),
      ],
      path: "Apps/ShowTracker/Sources/ShowTracker"
    ),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "ShowTracker",
        "ShowTrackerCLI",
        .product(name: "HTTPTestSupport", package: "HTTPServer"),
        .product(name: "SQLite", package: "LibraryDatabase"),
        .product(name: "SeededRandom", package: "SeededRandom"),
        .product(name: "TVMazeTestSupport", package: "TVMazeClient"),
      ],
      path: "Tests/EndToEndTests"
    ),

    // MARK: - new-feature

    // The scaffold: the files and registrations of a new feature (`Scaffold`, which the
    // architecture tests test), and the command that writes them (`swift run new-feature`).
    .target(name: "Scaffold", path: "Apps/ShowTracker/Scaffold/Scaffold"),
    .executableTarget(
      name: "NewFeature", dependencies: ["Scaffold"], path: "Apps/ShowTracker/Scaffold/NewFeature"),

    // MARK: - Cross-package tests

    .testTarget(
      name: "IntegrationTests",
      dependencies: [
        .product(name: "AppChrome", package: "AppChrome"),
        .product(name: "AppComposition", package: "AppComposition"),
        .product(name: "History", package: "History"),
        .product(name: "Identifiers", package: "Identifiers"),
        .product(name: "LibraryClient", package: "LibraryClient"),
        .product(name: "LibraryClientLive", package: "LibraryClient"),
        .product(name: "LibraryDatabase", package: "LibraryDatabase"),
        .product(name: "Redux", package: "Redux"),
        .product(name: "Search", package: "Search"),
        .product(name: "ShowDetail", package: "ShowDetail"),
      ],
      path: "Tests/IntegrationTests",
      // Recorded sessions, read from the source tree by path (see ReplayTests.swift).
      exclude: ["Recordings"]
    ),
    .testTarget(
      name: "ArchitectureTests",
      dependencies: ["Scaffold"],
      path: "Tests/ArchitectureTests"
    ),
  ]
)

// Every target builds in the Swift 6 language mode (the tools version's default) with complete
// concurrency checking, and a warning fails the build: one setting, applied in one place.
for target in package.targets where target.type != .system {
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
