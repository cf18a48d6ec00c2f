import Foundation
import Testing

extension BuildTests {
  /// Proves the shell's boundary with the compiler: a copy of the root package whose
  /// `ShowTrackerCLI` imports `LibraryDatabase` fails to build with the import check the test
  /// command uses. (The unmodified root has just built with that check in the test command's
  /// "ShowTracker" step; the failure names the planted import, so it is this import's.)
  struct ShellBoundaryBuildTests {
    @Test func theShellImportingTheDatabaseFailsToBuild() throws {
      let copy = try RootCopy()
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
}

/// A copy of the root package (manifest, app sources, test folders) whose local packages point
/// back at the real ones, kept in ``BuildCopies/folder`` with its build folder.
struct RootCopy {
  let folder: URL

  init() throws {
    folder = BuildCopies.folder.appending(path: "shell")
    try BuildCopies.mirror(["Apps", "Tests"], from: repositoryRoot, to: folder)
    let packages = repositoryRoot.appending(path: "Packages").path
    let manifest = try String(
      contentsOf: repositoryRoot.appending(path: "Package.swift"), encoding: .utf8
    )
    .replacingOccurrences(of: "path: \"Packages/", with: "path: \"\(packages)/")
    try BuildCopies.write(manifest, to: folder.appending(path: "Package.swift"))
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
      "swift", "build", "--package-path", folder.path, "--target", "ShowTrackerCLI",
      "--explicit-target-dependency-import-check", "error",
    ])
  }
}
