// swift-tools-version: 6.2

import PackageDescription

let package = Package(
  name: "LibraryDatabase",
  // Synchronization's Mutex needs these on Apple platforms; Linux has no minimum.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "LibraryDatabase", targets: ["LibraryDatabase"]),
    .library(name: "SQLite", targets: ["SQLite"]),
  ],
  dependencies: [
    .package(path: "../SeededRandom"),
    .package(path: "../TextFormats"),
  ],
  targets: [
    // MARK: - CSQLite

    .systemLibrary(
      name: "CSQLite",
      providers: [.apt(["libsqlite3-dev"])]
    ),

    // MARK: - SQLite

    .target(
      name: "SQLite",
      dependencies: ["CSQLite"]
    ),
    .testTarget(
      name: "SQLiteTests",
      dependencies: ["SQLite"]
    ),

    // MARK: - LibraryDatabase

    .target(
      name: "LibraryDatabase",
      dependencies: ["SQLite", .product(name: "TextFormats", package: "TextFormats")]
    ),
    .testTarget(
      name: "LibraryDatabaseTests",
      dependencies: [
        "LibraryDatabase", "SQLite", .product(name: "SeededRandom", package: "SeededRandom"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// MARK: - Settings for every target

// Every Swift target gets the same settings, set once here so no target can drift. Warnings are
// errors so the package stays at zero warnings.
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
