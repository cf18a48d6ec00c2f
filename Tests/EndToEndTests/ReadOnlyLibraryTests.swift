import Foundation
import Testing

/// A library the user can read but not write (a folder of another user's, a read-only
/// mount): reading commands work, writing ones fail with one plain line, nothing changes.
struct ReadOnlyLibraryTests {
  /// Runs showtracker on `database` as a user who cannot write its folder: `nobody` when the
  /// tests run as root (who may write anywhere), else this user with the folder made
  /// read-only.
  private func runAsReader(
    _ library: Library, database: String, _ arguments: [String]
  ) throws -> ShowTrackerBinary.Result {
    try library.binary.run(
      ["--db", database] + arguments,
      environment: ShowTrackerBinary.environment(home: library.home),
      launcher: getuid() == 0
        ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : [])
  }

  @Test(
    .enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
  func readingWorksAndWritingFailsInOneLine() throws {
    let library = try Library()
    try library.importFixtures()
    _ = try library.run("watch", "The Lighthouse Keepers", "S01E01")
    // A clean copy of the library, alone in a folder: no -wal or -shm file beside it.
    let folder = library.home.appendingPathComponent("shared")
    let database = folder.appendingPathComponent("library.sqlite").path
    #expect(try library.run("backup", database).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["library.sqlite"])
    try FileManager.default.setAttributes(
      [.posixPermissions: getuid() == 0 ? 0o755 : 0o555], ofItemAtPath: folder.path)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: database)
    defer {
      try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }
    // The home must be readable to the other user for the binary's environment to work.
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: library.home.path)

    let history = try runAsReader(library, database: database, ["history"])
    #expect(history.status == 0, "\(history.errors)")
    #expect(history.output.contains("Watched history · 1 entry"))
    for arguments in [
      ["export"], ["next"], ["search", "lighthouse"], ["show", "The Lighthouse Keepers"],
    ] {
      let result = try runAsReader(library, database: database, arguments)
      #expect(result.status == 0, "\(arguments): \(result.errors)")
    }
    let watch = try runAsReader(
      library, database: database, ["watch", "The Lighthouse Keepers", "S01E02"])
    #expect(watch.status == 1)
    #expect(
      watch.errors
        == "showtracker: the library cannot be written (the file or its folder is read-only)\n")
    let imported = try runAsReader(
      library, database: database,
      ["import", "tvmaze", try library.file("more.json", Fixtures.lightkeepersDaughter)])
    #expect(imported.status == 1)
    #expect(imported.errors.split(separator: "\n").count == 1)
    #expect(imported.errors.contains("you are not allowed to write in \(folder.path)"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["library.sqlite"])
    let after = try runAsReader(library, database: database, ["history"])
    #expect(after.output.contains("Watched history · 1 entry"))
  }
}
