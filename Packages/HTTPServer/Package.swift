// swift-tools-version: 6.2
import PackageDescription

// A small HTTP/1.1 server for the browser front end: a request parser with limits, routing by
// method and path, server-sent events, and the security pieces a local web app needs (the `Host`
// check, CSRF tokens, an access token for other devices, security headers, HTML escaping), on
// POSIX sockets. It knows no Redux and no feature: the app gives it handlers.
//
// `HTTPTestSupport` is for tests only: a raw-socket HTTP client and a WebDriver session that
// drives Debian's headless `chromium` through `chromedriver`.
let package = Package(
  name: "HTTPServer",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "HTTPServer", targets: ["HTTPServer"]),
    .library(name: "HTTPTestSupport", targets: ["HTTPTestSupport"]),
  ],
  dependencies: [
    .package(path: "../SeededRandom")
  ],
  targets: [
    // MARK: - HTTPServer

    .target(name: "HTTPServer"),
    .testTarget(
      name: "HTTPServerTests",
      dependencies: [
        "HTTPServer", "HTTPTestSupport", .product(name: "SeededRandom", package: "SeededRandom"),
      ]),

    // MARK: - HTTPTestSupport

    .target(name: "HTTPTestSupport"),
    // The real-browser tests: headless Chromium against pages this package serves.
    .testTarget(name: "BrowserTests", dependencies: ["HTTPServer", "HTTPTestSupport"]),
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
