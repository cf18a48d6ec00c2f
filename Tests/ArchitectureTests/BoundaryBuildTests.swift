import Foundation
import Testing

/// The tests that prove a rule with the compiler, or the scaffold with a build: each builds a
/// copy of part of the repository kept in ``BuildCopies/folder``, one after another (they would
/// only starve each other), so that each boundary is built once per run and a later run builds
/// only what changed. The tree is never touched.
///
/// The first run builds the copies from nothing (several minutes); later ones are incremental.
/// `Tests/run-all-tests.sh` runs them in a step of their own ("Builds"); set
/// SHOWTRACKER_SKIP_BUILD_TESTS=1 to skip them.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["SHOWTRACKER_SKIP_BUILD_TESTS"] == nil))
struct BuildTests {}

extension BuildTests {
  /// Proves the compile-time boundary of a feature package: a copy of one, built alone, fails
  /// as soon as one of its files imports AppComposition or a sibling feature.
  ///
  /// One feature stands for all: the import scan holds every feature's manifest and imports to
  /// the same rule (`Redux` and `Identifiers` only), and reads the graph SwiftPM reads
  /// (`PackageGraphTests`); what this build adds is that the compiler enforces that rule.
  struct BoundaryBuildTests {
    @Test func aFeatureImportingAppCompositionOrASiblingFailsToBuild() throws {
      let features = ArchitectureRules.features.sorted()
      let feature = try #require(features.first)
      let sibling = try #require(features.dropFirst().first)
      let copy = try FeatureCopy(feature)

      try copy.addImport("AppComposition")
      let withAppComposition = try copy.build()
      #expect(!withAppComposition.succeeded)
      #expect(
        withAppComposition.output.contains("no such module 'AppComposition'"),
        "\(withAppComposition.output)")

      try copy.addImport(sibling)
      let withSibling = try copy.build()
      #expect(!withSibling.succeeded)
      #expect(
        withSibling.output.contains("no such module '\(sibling)'"), "\(withSibling.output)")
    }
  }
}

/// A copy of a feature package whose dependencies point back at the real packages, kept in
/// ``BuildCopies/folder`` with its build folder.
struct FeatureCopy {
  let folder: URL
  private let sourceFile: URL
  private let originalSource: String

  init(_ feature: String) throws {
    folder = BuildCopies.folder.appending(path: "feature-\(feature)")
    let package = repositoryRoot.appending(path: "Packages/\(feature)")
    try BuildCopies.mirror(["Sources", "Tests"], from: package, to: folder)
    let packages = repositoryRoot.appending(path: "Packages").path
    let manifest = try String(
      contentsOf: package.appending(path: "Package.swift"), encoding: .utf8
    )
    .replacingOccurrences(of: "path: \"../", with: "path: \"\(packages)/")
    try BuildCopies.write(manifest, to: folder.appending(path: "Package.swift"))
    sourceFile = folder.appending(path: "Sources/\(feature)/\(feature)Rendering.swift")
    originalSource = try String(contentsOf: sourceFile, encoding: .utf8)
  }

  /// Puts `import <module>` at the top of one source file (replacing an earlier added import).
  func addImport(_ module: String) throws {
    try ("import \(module)\n" + originalSource).write(
      to: sourceFile, atomically: true, encoding: .utf8)
  }

  /// Builds the copy alone and returns whether it succeeded, with the compiler's output.
  func build() throws -> CommandResult {
    try runCommand(["swift", "build", "--package-path", folder.path])
  }
}
