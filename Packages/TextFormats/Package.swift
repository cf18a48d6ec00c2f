// swift-tools-version: 6.2

import PackageDescription

// The text formats the library reads: a strict JSON parser (RFC 8259) and a CSV reader
// (RFC 4180), over the same checked UTF-8 bytes, with errors that say where. It depends on
// nothing; LibraryDatabase turns its errors into `ImportError`.
let package = Package(
  name: "TextFormats",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "TextFormats", targets: ["TextFormats"])
  ],
  dependencies: [
    .package(path: "../SeededRandom")
  ],
  targets: [
    // MARK: - TextFormats

    .target(name: "TextFormats"),
    .testTarget(
      name: "TextFormatsTests",
      dependencies: [
        "TextFormats", .product(name: "SeededRandom", package: "SeededRandom"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - Settings for every target

// Every target gets the same settings, set once here so no target can drift. Warnings are
// errors so the package stays at zero warnings.
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
