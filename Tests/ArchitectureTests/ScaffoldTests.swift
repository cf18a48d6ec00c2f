import Foundation
import Testing

extension BuildTests {
  /// The scaffold (`swift run new-feature`) on a copy of the repository: right after it, the
  /// copy builds, its new feature's tests pass, its snapshots exist and match, the command list,
  /// the package graph and the import scan include it, and its files are `swift format` clean.
  ///
  /// The scaffold runs in one copy (`scaffold-run`, where only the scaffold itself is built),
  /// and what it wrote is mirrored into a second (`scaffold`), where the builds run. The
  /// mirror leaves a file that did not change untouched, so the scaffolded feature's files keep
  /// their modification times from the last run and the build compiles only what changed in
  /// the repository since (each run in the first copy writes them anew, and a build there would
  /// compile the composition, the front ends, the shell and every test target again). The
  /// snapshots are recorded with the command the scaffold runs, in the second copy.
  struct ScaffoldTests {
    @Test func aScaffoldedFeatureBuildsAndPassesItsTests() throws {
      let copy = try RepositoryCopy(named: "scaffold-run", from: repositoryRoot)

      let dryRun = try copy.run(["swift", "run", "new-feature", "Sample", "--dry-run"])
      #expect(dryRun.succeeded, "\(dryRun.output)")
      #expect(dryRun.output.contains("create  Packages/Sample/Package.swift"))
      #expect(!FileManager.default.fileExists(atPath: copy.path("Packages/Sample")))

      let rules = copy.path("Tests/architecture-rules.json")
      let rulesBefore = try String(contentsOfFile: rules, encoding: .utf8)
      let scaffold = try copy.run(["swift", "run", "new-feature", "Sample", "--no-snapshots"])
      try #require(scaffold.succeeded, "\(scaffold.output)")
      #expect(scaffold.output.contains("ArchitectureRules.features"), "it names the decision")
      // A feature is the default: its rule needs no line.
      #expect(try String(contentsOfFile: rules, encoding: .utf8) == rulesBefore)
      // Outside the new package: five registrations, the registry line and the page's address,
      // in seven files, and the lists of features in three documents.
      let edited = Set(
        dryRun.output.split(separator: "\n").filter { $0.hasPrefix("edit    ") }
          .map { $0.dropFirst(8).prefix { $0 != " " } })
      #expect(edited.count == 10, "\(edited.sorted())")

      let again = try copy.run(["swift", "run", "new-feature", "Sample"])
      #expect(!again.succeeded, "a second run must refuse and change nothing")

      let lint = try copy.run([
        "swift", "format", "lint", "--strict", "--recursive", "Package.swift", "Packages/Sample",
        "Packages/AppComposition", "Apps", "Tests/ArchitectureTests",
      ])
      #expect(lint.succeeded, "\(lint.output)")

      let build = try RepositoryCopy(named: "scaffold", from: copy.folder)
      // What the scaffold runs after writing the files (`--no-snapshots` leaves it to you).
      let record = try build.run(
        ["swift", "test", "--filter", "PreviewSnapshotTests"], environment: ["SNAPSHOT_RECORD": "1"]
      )
      #expect(record.succeeded, "\(record.output)")
      #expect(
        FileManager.default.fileExists(
          atPath: build.path("Tests/FrontEndTests/__Snapshots__/sample/populated.screen.txt")))

      let package = try build.run(["swift", "test", "--package-path", "Packages/Sample"])
      #expect(package.succeeded, "\(package.output)")

      let root = try build.run([
        "swift", "test", "--filter",
        "PreviewSnapshotTests|CommandListTests|PackageGraphTests|ImportScanTests"
          + "|DocumentedFeaturesTests",
      ])
      #expect(root.succeeded, "\(root.output)")
      #expect(root.output.contains("sample"), "the registry's cases include the new feature")

      let composition = try build.run([
        "swift", "test", "--package-path", "Packages/AppComposition", "--filter", "SampleTests",
      ])
      #expect(composition.succeeded, "\(composition.output)")
    }
  }
}

/// A copy of the repository's sources (no build folders), kept in ``BuildCopies/folder`` with
/// its build folders: each run starts from `source` as it is, with what the last run added
/// removed, and files that did not change keep their modification times.
struct RepositoryCopy {
  let folder: URL

  init(named name: String, from source: URL) throws {
    folder = BuildCopies.folder.appending(path: name)
    try BuildCopies.mirror(
      ["Package.swift", ".swift-format", "README.md", "Docs", "Apps", "Tests", "Packages"],
      from: source,
      to: folder)
  }

  /// The absolute path of `relative` in the copy.
  func path(_ relative: String) -> String {
    folder.appending(path: relative).path
  }

  /// Runs `arguments` in the copy (with the build tests of its own test runs skipped).
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandResult {
    try runCommand(
      arguments, in: folder,
      environment: environment.merging(["SHOWTRACKER_SKIP_BUILD_TESTS": "1"]) { $1 })
  }
}
