import Foundation
import Testing

/// Proves the compile-time boundary of every feature package: a copy of it, built alone, fails
/// as soon as one of its files imports AppComposition or a sibling feature. Runs in a temporary
/// folder; the tree is never touched.
///
/// These builds take a minute or two; set SHOWTRACKER_SKIP_BUILD_TESTS=1 to skip them locally.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["SHOWTRACKER_SKIP_BUILD_TESTS"] == nil))
struct BoundaryBuildTests {
  @Test(arguments: ArchitectureRules.features.sorted())
  func aFeatureImportingAppCompositionOrASiblingFailsToBuild(feature: String) throws {
    let sibling = try #require(ArchitectureRules.features.sorted().first { $0 != feature })
    let copy = try FeatureCopy(feature)
    defer { copy.remove() }

    let clean = try copy.build()
    #expect(clean.succeeded, "the unmodified copy must build:\n\(clean.output)")

    try copy.addImport("AppComposition")
    let withAppComposition = try copy.build()
    #expect(!withAppComposition.succeeded)
    #expect(withAppComposition.output.contains("no such module 'AppComposition'"))

    try copy.addImport(sibling)
    let withSibling = try copy.build()
    #expect(!withSibling.succeeded)
    #expect(withSibling.output.contains("no such module '\(sibling)'"))
  }
}

/// A temporary copy of a feature package whose dependencies point back at the real packages.
struct FeatureCopy {
  let folder: URL
  private let sourceFile: URL
  private let originalSource: String

  init(_ feature: String) throws {
    let manager = FileManager.default
    folder = manager.temporaryDirectory.appending(path: "\(feature)-boundary-\(UUID().uuidString)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let package = repositoryRoot.appending(path: "Packages/\(feature)")
    for item in ["Package.swift", "Sources", "Tests"] {
      try manager.copyItem(at: package.appending(path: item), to: folder.appending(path: item))
    }
    let manifest = folder.appending(path: "Package.swift")
    let packages = repositoryRoot.appending(path: "Packages").path
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "path: \"../", with: "path: \"\(packages)/")
    try text.write(to: manifest, atomically: true, encoding: .utf8)
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

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
