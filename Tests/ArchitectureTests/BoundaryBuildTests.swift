import Foundation
import Testing

/// Proves the compile-time boundary: a copy of the History package, built alone, fails as soon as
/// one of its files imports AppComposition or another feature. Runs in a temporary folder; the
/// tree is never touched.
///
/// These builds take a minute or two; set SHOWTRACKER_SKIP_BUILD_TESTS=1 to skip them locally.
@Suite(
  .serialized,
  .enabled(if: ProcessInfo.processInfo.environment["SHOWTRACKER_SKIP_BUILD_TESTS"] == nil))
struct BoundaryBuildTests {
  @Test func historyImportingAppCompositionOrSearchFailsToBuild() throws {
    let copy = try HistoryCopy()
    defer { copy.remove() }

    let clean = try copy.build()
    #expect(clean.succeeded, "the unmodified copy must build:\n\(clean.output)")

    try copy.addImport("AppComposition")
    let withAppComposition = try copy.build()
    #expect(!withAppComposition.succeeded)
    #expect(withAppComposition.output.contains("no such module 'AppComposition'"))

    try copy.addImport("Search")
    let withSearch = try copy.build()
    #expect(!withSearch.succeeded)
    #expect(withSearch.output.contains("no such module 'Search'"))
  }
}

/// A temporary copy of Packages/History whose dependencies point back at the real packages.
struct HistoryCopy {
  let folder: URL
  private let sourceFile: URL
  private let originalSource: String

  init() throws {
    let manager = FileManager.default
    folder = manager.temporaryDirectory.appending(path: "history-boundary-\(UUID().uuidString)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let history = repositoryRoot.appending(path: "Packages/History")
    for item in ["Package.swift", "Sources", "Tests"] {
      try manager.copyItem(at: history.appending(path: item), to: folder.appending(path: item))
    }
    let manifest = folder.appending(path: "Package.swift")
    let packages = repositoryRoot.appending(path: "Packages").path
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "path: \"../", with: "path: \"\(packages)/")
    try text.write(to: manifest, atomically: true, encoding: .utf8)
    sourceFile = folder.appending(path: "Sources/History/HistoryRendering.swift")
    originalSource = try String(contentsOf: sourceFile, encoding: .utf8)
  }

  /// Puts `import <module>` at the top of one source file (replacing an earlier added import).
  func addImport(_ module: String) throws {
    try ("import \(module)\n" + originalSource).write(
      to: sourceFile, atomically: true, encoding: .utf8)
  }

  /// Builds the copy alone and returns whether it succeeded, with the compiler's output.
  func build() throws -> (succeeded: Bool, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "build", "--package-path", folder.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus == 0, String(decoding: data, as: UTF8.self))
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
