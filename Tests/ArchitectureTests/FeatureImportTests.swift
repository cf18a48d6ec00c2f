import Foundation
import Testing

/// Reads every `import` in the feature packages' sources: a feature imports Redux, the shared
/// identifiers and the toolchain's basics, nothing else. (The compiler checks this too when a
/// feature builds alone; this test names the file and line.)
struct FeatureImportTests {
  @Test(arguments: ArchitectureRules.features.sorted())
  func featureSourcesImportOnlyWhatTheyMay(feature: String) throws {
    let sources = repositoryRoot.appending(path: "Packages/\(feature)/Sources")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
      .compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    for file in files {
      let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        guard let module = importedModule(line) else { continue }
        #expect(
          ArchitectureRules.allowedFeatureImports.contains(module),
          "\(feature)/Sources/\(file):\(number + 1) imports \(module)")
      }
    }
  }

  @Test func theImportReaderFindsEveryKindOfImport() {
    #expect(importedModule("import AppComposition") == "AppComposition")
    #expect(importedModule("@testable import Search") == "Search")
    #expect(importedModule("public import struct Redux.Store") == "Redux")
    #expect(importedModule("// import Nothing") == nil)
  }
}

/// The module an `import` line imports, or `nil` if the line is not an import.
func importedModule(_ line: Substring) -> String? {
  var words = line.split(whereSeparator: \.isWhitespace)
  while let first = words.first,
    first.hasPrefix("@")
      || ["public", "internal", "package", "private", "fileprivate"].contains(first)
  {
    words.removeFirst()
  }
  guard words.first == "import", words.count >= 2 else { return nil }
  let kinds: Set<Substring> = [
    "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
  ]
  let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
  return path.split(separator: ".").first.map(String.init)
}
