import Foundation
import Testing

@testable import LibraryDatabase

/// The JSON reader's errors (package TextFormats) as an import reports them.
@Suite struct JSONImportTests {
  @Test func anUnpairedSurrogateInAnImportIsALocatedError() throws {
    let database = try LibraryDatabase.inMemory()
    let file =
      #"[{"id": 1, "name": "A", "season": 1, "number": 1, "airdate": null, "#
      + #""_embedded": {"show": {"id": 9, "name": "\uD83D\u0041", "genres": []}}}]"#
    let error = try #require(throws: ImportError.self) {
      try database.importData(
        Array(file.utf8).withUnsafeBufferPointer { Data($0) }, format: .tvmaze, source: "s.json")
    }
    #expect(error.location?.contains("line 1") == true, "\(String(describing: error.location))")
    #expect(error.message.contains("unpaired surrogate \\uD83D"), "\(error.message)")
    #expect(try database.counts().shows == 0)
  }
}
