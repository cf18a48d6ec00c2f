import Foundation
import LibraryClient
import LibraryDatabase
import Testing

/// The client's `ImportRequest.Format` and the database's `ImportFormat` are one list of
/// formats written twice (neither package may depend on the other): the live client maps them
/// by name, so a format added to one and not the other would be lost.
struct ImportFormatMirrorTests {
  @Test func everyFormatIsTheSameOnBothSides() {
    #expect(
      ImportRequest.Format.allCases.map(\.rawValue) == ImportFormat.allCases.map(\.rawValue))
    for format in ImportRequest.Format.allCases {
      let database = ImportFormat(rawValue: format.rawValue)
      #expect(database?.title == format.title)
      #expect(database?.folderFiles == format.folderFiles, "the folder files of \(format)")
    }
  }
}
