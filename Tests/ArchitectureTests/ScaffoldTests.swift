import Foundation
import Testing

/// The scaffold (`Apps/ShowTracker/Scripts/new-feature`) on a copy of the repository: right after
/// it, the copy builds, its new feature's tests pass, its snapshots exist and match, the command
/// list and the package graph include it, and its files are `swift format` clean. The tree is
/// never touched.
///
/// A build of the whole copy takes a few minutes; set SHOWTRACKER_SKIP_BUILD_TESTS=1 to skip it
/// locally.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["SHOWTRACKER_SKIP_BUILD_TESTS"] == nil))
struct ScaffoldTests {
  @Test func aScaffoldedFeatureBuildsAndPassesItsTests() throws {
    let copy = try RepositoryCopy()
    defer { copy.remove() }

    let dryRun = try copy.run(["Apps/ShowTracker/Scripts/new-feature", "Sample", "--dry-run"])
    #expect(dryRun.succeeded, "\(dryRun.output)")
    #expect(dryRun.output.contains("create  Packages/Sample/Package.swift"))
    #expect(!FileManager.default.fileExists(atPath: copy.path("Packages/Sample")))

    let rules = copy.path("Tests/ArchitectureTests/ArchitectureRules.swift")
    let rulesBefore = try String(contentsOfFile: rules, encoding: .utf8)
    let scaffold = try copy.run(["Apps/ShowTracker/Scripts/new-feature", "Sample"])
    try #require(scaffold.succeeded, "\(scaffold.output)")
    #expect(scaffold.output.contains("ArchitectureRules.features"), "it names the decision")
    // A feature is the default: its rule needs no line.
    #expect(try String(contentsOfFile: rules, encoding: .utf8) == rulesBefore)
    // Outside the new package: five registrations and the registry line, in six files.
    let edited = Set(
      dryRun.output.split(separator: "\n").filter { $0.hasPrefix("edit    ") }
        .map { $0.dropFirst(8).prefix { $0 != " " } })
    #expect(edited.count == 6, "\(edited.sorted())")
    #expect(
      FileManager.default.fileExists(
        atPath: copy.path("Tests/FrontEndTests/__Snapshots__/sample/populated.screen.txt")))

    let again = try copy.run(["Apps/ShowTracker/Scripts/new-feature", "Sample"])
    #expect(!again.succeeded, "a second run must refuse and change nothing")

    let lint = try copy.run([
      "swift", "format", "lint", "--strict", "--recursive", "Package.swift", "Packages/Sample",
      "Packages/AppComposition", "Apps", "Tests/ArchitectureTests",
    ])
    #expect(lint.succeeded, "\(lint.output)")

    let package = try copy.run(["swift", "test", "--package-path", "Packages/Sample"])
    #expect(package.succeeded, "\(package.output)")

    let root = try copy.run([
      "swift", "test", "--filter",
      "PreviewSnapshotTests|CommandListTests|PackageGraphTests|FeatureImportTests",
    ])
    #expect(root.succeeded, "\(root.output)")
    #expect(root.output.contains("sample"), "the registry's cases include the new feature")

    let composition = try copy.run([
      "swift", "test", "--package-path", "Packages/AppComposition", "--filter", "SampleTests",
    ])
    #expect(composition.succeeded, "\(composition.output)")
  }
}

/// A temporary copy of the repository's sources (no build folders), to run the scaffold on.
struct RepositoryCopy {
  let folder: URL

  init() throws {
    let manager = FileManager.default
    folder = manager.temporaryDirectory.appending(path: "scaffold-\(UUID().uuidString)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for item in ["Package.swift", ".swift-format", "Apps", "Tests"] {
      try manager.copyItem(
        at: repositoryRoot.appending(path: item), to: folder.appending(path: item))
    }
    // The packages without their build folders.
    let packages = repositoryRoot.appending(path: "Packages")
    try manager.createDirectory(
      at: folder.appending(path: "Packages"), withIntermediateDirectories: true)
    for package in try manager.contentsOfDirectory(atPath: packages.path) {
      let target = folder.appending(path: "Packages/\(package)")
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
      for item in try manager.contentsOfDirectory(atPath: packages.appending(path: package).path)
      where !item.hasPrefix(".") {
        try manager.copyItem(
          at: packages.appending(path: "\(package)/\(item)"), to: target.appending(path: item))
      }
    }
  }

  /// The absolute path of `relative` in the copy.
  func path(_ relative: String) -> String {
    folder.appending(path: relative).path
  }

  /// Runs `arguments` in the copy (with the build tests of its own test runs skipped).
  func run(_ arguments: [String]) throws -> CommandResult {
    try runCommand(arguments, in: folder, environment: ["SHOWTRACKER_SKIP_BUILD_TESTS": "1"])
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
