import Foundation
import Testing

/// Proves the shell's boundary with the compiler: a copy of the root package whose
/// `ShowTrackerCLI` imports `LibraryDatabase` must fail to build with the import check the test
/// command uses, while the unmodified copy builds. The tree is never touched.
///
/// These builds take a few minutes; set SHOWTRACKER_SKIP_BUILD_TESTS=1 to skip them locally.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["SHOWTRACKER_SKIP_BUILD_TESTS"] == nil))
struct ShellBoundaryBuildTests {
  @Test func theShellImportingTheDatabaseFailsToBuild() throws {
    let copy = try RootCopy()
    defer { copy.remove() }

    let clean = try copy.buildShell()
    #expect(clean.succeeded, "the unmodified copy must build:\n\(clean.output)")

    try copy.addImport(
      "LibraryDatabase", to: "Apps/ShowTracker/Sources/ShowTrackerCLI/ShowTrackerCLI.swift")
    let withDatabase = try copy.buildShell()
    #expect(
      !withDatabase.succeeded,
      "ShowTrackerCLI built while importing LibraryDatabase: \(ArchitectureRules.shellRule)")
    // The import check names the undeclared target; without it the module is not even there.
    #expect(
      withDatabase.output.contains("imports another target (LibraryDatabase)")
        || withDatabase.output.contains("no such module 'LibraryDatabase'"),
      "\(withDatabase.output)")
  }
}

/// A temporary copy of the root package (manifest, app sources, test folders) whose local
/// packages point back at the real ones; built in a scratch folder of its own.
struct RootCopy {
  let folder: URL
  private let scratch: URL

  init() throws {
    let manager = FileManager.default
    folder = manager.temporaryDirectory.appending(path: "shell-boundary-\(UUID().uuidString)")
    scratch = folder.appending(path: ".build")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    for item in ["Package.swift", "Apps", "Tests"] {
      try manager.copyItem(
        at: repositoryRoot.appending(path: item), to: folder.appending(path: item))
    }
    let manifest = folder.appending(path: "Package.swift")
    let packages = repositoryRoot.appending(path: "Packages").path
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "path: \"Packages/", with: "path: \"\(packages)/")
    try text.write(to: manifest, atomically: true, encoding: .utf8)
  }

  /// Puts `import <module>` at the top of `file` (a path inside the copy).
  func addImport(_ module: String, to file: String) throws {
    let url = folder.appending(path: file)
    let source = try String(contentsOf: url, encoding: .utf8)
    try ("import \(module)\n" + source).write(to: url, atomically: true, encoding: .utf8)
  }

  /// Builds the shell's target with the test command's import check; whether it succeeded,
  /// and the compiler's output.
  func buildShell() throws -> CommandResult {
    try runCommand([
      "swift", "build", "--package-path", folder.path, "--scratch-path", scratch.path,
      "--target", "ShowTrackerCLI", "--explicit-target-dependency-import-check", "error",
    ])
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
