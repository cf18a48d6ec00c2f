import Foundation
import LibraryDatabase
import Testing

/// Each format declares the files of a folder it reads; a folder is read only by those names.
struct ImportFormatTests {
  @Test func onlyTraktReadsAFolderAndItsFilesInOrder() {
    #expect(ImportFormat.tvmaze.folderFiles.isEmpty)
    #expect(ImportFormat.trakt.folderFiles == TraktDataExportFile.allCases.map(\.rawValue))
  }

  @Test func aFormatWithoutAFolderReadsNoFileOfOne() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    let error = #expect(throws: ImportError.self) {
      try library.database.importFolder(
        [(name: "watched-history.json", data: Data("[]".utf8))], format: .tvmaze,
        source: "folder")
    }
    #expect(error?.source == "watched-history.json")
    #expect(try library.database.undoableChangeCount() == 0)
  }

  @Test func aFolderOfTheRightFormatIsReadByItsFormat() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    let summaries = try library.database.importFolder(
      [(name: "watched-history.json", data: Data("[]".utf8))], format: .trakt, source: "folder")
    #expect(summaries.map(\.name) == ["watched-history.json"])
  }
}
