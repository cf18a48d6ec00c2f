// swift-tools-version: 6.2
import PackageDescription

// TVMaze, as the app sees it: the `TVMazeClient` interface (async functions returning the
// responses the app needs and typed `TVMazeError`s), its live value on libcurl (which `CLibcurl`
// loads on the first request, so that commands which make none do not load it), and a local HTTP
// server that tests point the live client at.
//
// Reducers and their tests depend on `TVMazeClient` alone; only the executable builds
// `TVMazeClientLive`. No test touches the network: `TVMazeTestSupport` serves recorded responses
// on the loopback interface.
let package = Package(
  name: "TVMazeClient",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "TVMazeClient", targets: ["TVMazeClient"]),
    .library(name: "TVMazeClientLive", targets: ["TVMazeClientLive"]),
    .library(name: "TVMazeTestSupport", targets: ["TVMazeTestSupport"]),
  ],
  targets: [
    // MARK: - TVMazeClient

    .target(name: "TVMazeClient"),
    .testTarget(name: "TVMazeClientTests", dependencies: ["TVMazeClient"]),

    // MARK: - TVMazeClientLive

    .target(name: "TVMazeClientLive", dependencies: ["TVMazeClient", "CLibcurl"]),
    // libcurl through `dlopen`, with typed entry points: C, so that Swift calls no C variadic.
    .target(
      name: "CLibcurl",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
    ),
    .testTarget(
      name: "TVMazeClientLiveTests",
      dependencies: ["TVMazeClient", "TVMazeClientLive", "TVMazeTestSupport"]
    ),

    // MARK: - TVMazeTestSupport

    // A small HTTP/1.1 server on 127.0.0.1 serving scripted responses: for tests only.
    .target(name: "TVMazeTestSupport"),
  ]
)

// Every target builds in the Swift 6 language mode (the tools version's default) with complete
// concurrency checking, and a warning fails the build.
for target in package.targets where target.name != "CLibcurl" {
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
