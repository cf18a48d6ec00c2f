import Foundation
import Testing

/// Every module the `showtracker` executable links imports `FoundationEssentials`, never the
/// whole of `Foundation` or `FoundationNetworking`: one `import Foundation` links ICU's 34 MB
/// and its start-up work into the installed binary, and `FoundationNetworking` loads libcurl
/// and some thirty libraries into every command (Docs/Performance.md).
///
/// `import Foundation` stays allowed as the `#else` of `#if canImport(FoundationEssentials)`,
/// for platforms without `FoundationEssentials`.
struct StartupImportTests {
  @Test func theExecutablesModulesImportOnlyFoundationEssentials() throws {
    var files = 0
    for folder in try Self.executableSourceFolders() {
      let names = try #require(FileManager.default.enumerator(atPath: folder.path))
        .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
      files += names.count
      for name in names {
        let text = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
        for (line, module) in Self.unconditionalFoundationImports(in: text) {
          let place = "\(folder.lastPathComponent)/\(name):\(line)"
          Issue.record("\(place) imports \(module): \(ArchitectureRules.startupRule)")
        }
      }
    }
    #expect(files > 100)
  }

  @Test func theRuleSeesImportsOutsideTheFallback() {
    let fallback = """
      #if canImport(FoundationEssentials)
        import FoundationEssentials
      #else
        import Foundation
      #endif
      """
    #expect(Self.unconditionalFoundationImports(in: fallback).isEmpty)
    #expect(
      Self.unconditionalFoundationImports(in: fallback + "\nimport Foundation\n").map(\.line)
        == [6])
    #expect(
      Self.unconditionalFoundationImports(in: "import FoundationNetworking").map(\.module)
        == ["FoundationNetworking"])
  }

  /// The source folders of every target the executable links: each package's targets but
  /// those for tests only, and the app's.
  static func executableSourceFolders() throws -> [URL] {
    var folders: [URL] = []
    let packages = repositoryRoot.appending(path: "Packages")
    for package in try FileManager.default.contentsOfDirectory(atPath: packages.path).sorted() {
      let sources = packages.appending(path: "\(package)/Sources")
      let targets = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
      for target in targets.sorted() where !ArchitectureRules.testOnlyTargets.contains(target) {
        folders.append(sources.appending(path: target))
      }
    }
    let app = repositoryRoot.appending(path: "Apps/ShowTracker/Sources")
    for target in try FileManager.default.contentsOfDirectory(atPath: app.path).sorted() {
      folders.append(app.appending(path: target))
    }
    return folders
  }

  /// The lines that import `Foundation` or `FoundationNetworking` other than as the fallback
  /// of `#if canImport(FoundationEssentials)`.
  static func unconditionalFoundationImports(in text: String) -> [(line: Int, module: String)] {
    var found: [(line: Int, module: String)] = []
    var inFallback = false
    var inEssentialsCondition = false
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "#if canImport(FoundationEssentials)" {
        inEssentialsCondition = true
      } else if trimmed == "#else", inEssentialsCondition {
        inFallback = true
      } else if trimmed == "#endif" {
        (inEssentialsCondition, inFallback) = (false, false)
      }
      guard let module = importedModule(line) else { continue }
      if module == "FoundationNetworking" || (module == "Foundation" && !inFallback) {
        found.append((number + 1, module))
      }
    }
    return found
  }
}
