import Foundation
import Testing

/// The import scan (`Tests/import-scan.py`), which `Tests/run-all-tests.sh` runs before any
/// build: the tree follows every rule, and a violation planted in a copy is named by its rule,
/// its file and its line, where the compiler would say only "no such module" or "circular
/// dependency" after a build.
struct ImportScanTests {
  @Test func theTreeFollowsEveryRule() throws {
    let scan = try runCommand(["python3", "Tests/import-scan.py"], in: repositoryRoot)
    #expect(scan.succeeded, "\(scan.output)")
    #expect(scan.output.contains("follow the rules"), "\(scan.output)")
  }

  @Test func everyPlantedViolationIsNamedByItsRuleFileAndLine() throws {
    let copy = try SourceCopy()
    defer { copy.remove() }
    let upNext = "Packages/UpNext/Sources/UpNext/UpNextRendering.swift"
    let search = "Packages/Search/Sources/Search/SearchRendering.swift"
    let shell = "Apps/ShowTracker/Sources/ShowTrackerCLI/ShowTrackerCLI.swift"
    let terminal = "Apps/ShowTracker/Sources/Terminal/TerminalSession.swift"
    let historyTests = "Packages/History/Tests/HistoryTests/HistoryPagesTests.swift"
    // Each kind of import line the reader must see, and a comment it must not.
    try copy.prepend("// import AppComposition\nimport AppComposition\n", to: upNext)
    try copy.prepend("public import struct LibraryDatabase.HistoryPage\n", to: search)
    try copy.prepend("@preconcurrency import LibraryDatabase\n", to: shell)
    // Foundation is allowed as the fallback of FoundationEssentials only.
    try copy.prepend(
      """
      #if canImport(FoundationEssentials)
        import FoundationEssentials
      #else
        import Foundation
      #endif
      import FoundationNetworking

      """, to: terminal)
    try copy.prepend("@testable import ReduxTesting\n", to: historyTests)
    // The tests' generator is for tests: a shipped target that imports it is named, even when
    // its manifest declares it.
    let database = "Packages/LibraryDatabase/Sources/LibraryDatabase/LibraryDatabase.swift"
    try copy.prepend("import SeededRandom\n", to: database)
    try copy.replace(
      #"name: "LibraryDatabase",\#n      dependencies: ["SQLite","#,
      with:
        #"name: "LibraryDatabase",\#n      dependencies: ["SQLite", .product(name: "SeededRandom", package: "SeededRandom"),"#,
      in: "Packages/LibraryDatabase/Package.swift")
    // An import in a string literal is text (the scaffold's templates are full of them).
    try copy.append(
      "\nlet template = \"\"\"\n  import AppComposition\n  \"\"\"\n",
      to: "Packages/UpNext/Sources/UpNext/UpNextView.swift")
    try copy.replace(
      #".package(path: "../Redux"),"#,
      with: #".package(path: "../Redux"), .package(path: "../AppComposition"),"#,
      in: "Packages/Stats/Package.swift")
    try copy.replace(
      #"    "Terminal",\#n        .product(name: "AppChrome""#,
      with:
        #"    "Terminal", .product(name: "AppComposition", package: "AppComposition"),\#n        .product(name: "AppChrome""#,
      in: "Package.swift")

    let scan = try copy.scan()
    #expect(!scan.succeeded)
    let lines = scan.output.split(separator: "\n").map(String.init)
    let expected = [
      "UpNext may import only Redux and Identifiers: found 'import AppComposition' at \(upNext):2",
      "Search may import only Redux and Identifiers: found 'public import struct LibraryDatabase.HistoryPage' at \(search):1",
      "ShowTrackerCLI may not import LibraryDatabase, SQLite or CSQLite: found '@preconcurrency import LibraryDatabase' at \(shell):1",
      "Terminal is linked into the showtracker executable and may not import Foundation or FoundationNetworking (but as the #else of '#if canImport(FoundationEssentials)'): found 'import FoundationNetworking' at \(terminal):6",
      "LibraryDatabase is not a test target and may not import SeededRandom: found 'import SeededRandom' at \(database):1",
      "HistoryTests may import only what its target declares in Packages/History/Package.swift (History and its dependencies): found '@testable import ReduxTesting' at \(historyTests):1",
      #"Stats may depend only on Redux and Identifiers: found '.package(path: "../Redux"), .package(path: "../AppComposition")' at Packages/Stats/Package.swift:"#,
      #"FrontEnds may not depend on AppComposition, LibraryClientLive, LibraryDatabase or TVMazeClientLive: found '"Terminal", .product(name: "AppComposition", package: "AppComposition")' at Package.swift:"#,
      // WebFrontEnds depends on FrontEnds, so the same line breaks its rule too.
      "WebFrontEnds may not depend on AppComposition, LibraryClientLive, LibraryDatabase or TVMazeClientLive",
    ]
    for sentence in expected {
      #expect(lines.contains { $0.hasPrefix(sentence) }, "not named: \(sentence)\n\(scan.output)")
    }
    // One line per violation, each with the rule's reason, and the count.
    #expect(lines.count == expected.count + 1, "\(scan.output)")
    #expect(lines.dropLast().allSatisfy { $0.hasSuffix(")") }, "\(scan.output)")
    #expect(
      lines.last
        == "import scan: \(expected.count) broken rule(s) (rules: Tests/architecture-rules.json)")
  }
}

/// A temporary copy of the manifests, sources and rules the scan reads (no build folders).
struct SourceCopy {
  let folder: URL

  init() throws {
    let manager = FileManager.default
    folder = manager.temporaryDirectory.appending(path: "import-scan-\(UUID().uuidString)")
    try manager.createDirectory(
      at: folder.appending(path: "Tests"), withIntermediateDirectories: true)
    for item in ["Package.swift", "Apps", "Tests/architecture-rules.json", "Tests/import-scan.py"] {
      try manager.copyItem(
        at: repositoryRoot.appending(path: item), to: folder.appending(path: item))
    }
    let packages = repositoryRoot.appending(path: "Packages")
    for package in try manager.contentsOfDirectory(atPath: packages.path) {
      let target = folder.appending(path: "Packages/\(package)")
      try manager.createDirectory(at: target, withIntermediateDirectories: true)
      for item in ["Package.swift", "Sources", "Tests"]
      where manager.fileExists(atPath: packages.appending(path: "\(package)/\(item)").path) {
        try manager.copyItem(
          at: packages.appending(path: "\(package)/\(item)"), to: target.appending(path: item))
      }
    }
  }

  /// Puts `text` at the top of `file` (a path inside the copy).
  func prepend(_ text: String, to file: String) throws {
    let url = folder.appending(path: file)
    try (text + String(contentsOf: url, encoding: .utf8)).write(
      to: url, atomically: true, encoding: .utf8)
  }

  /// Puts `text` at the end of `file` (a path inside the copy).
  func append(_ text: String, to file: String) throws {
    let url = folder.appending(path: file)
    try (String(contentsOf: url, encoding: .utf8) + text).write(
      to: url, atomically: true, encoding: .utf8)
  }

  /// Replaces the first `old` in `file` with `new`; fails if `old` is not there.
  func replace(_ old: String, with new: String, in file: String) throws {
    let url = folder.appending(path: file)
    var text = try String(contentsOf: url, encoding: .utf8)
    guard let range = text.range(of: old) else {
      throw GraphError(message: "\(file) has no '\(old)' to replace")
    }
    text.replaceSubrange(range, with: new)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Runs the copy's scan on the copy.
  func scan() throws -> CommandResult {
    try runCommand(["python3", "Tests/import-scan.py"], in: folder)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }
}
