import Foundation
import Testing

/// A library on a full disk: reads work, writes say the disk is full, and a library that could
/// not be created leaves no file. Needs a small file system of its own: a tmpfs, mounted when
/// the tests run as root and may mount (skipped otherwise).
struct FullDiskTests {
  /// Mounts a 2 MiB tmpfs at a new folder, runs `body` with it, and unmounts it.
  private static func withSmallDisk(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("showtracker-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", folder.path]) == 0 else {
      Issue.record("could not mount a tmpfs although the test said it could")
      return
    }
    defer { _ = run("/bin/umount", [folder.path]) }
    try body(folder)
  }

  @discardableResult
  private static func run(_ tool: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Whether this process may mount a tmpfs: root, and a mount that works.
  static let canMount: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else {
      return false
    }
    let probe = FileManager.default.temporaryDirectory
      .appendingPathComponent("showtracker-mount-probe-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: probe) }
    guard run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe.path]) == 0 else {
      return false
    }
    run("/bin/umount", [probe.path])
    return true
  }()

  /// Fills the file system holding `folder` to the last byte.
  private func fill(_ folder: URL) {
    let created = FileManager.default.createFile(
      atPath: folder.appendingPathComponent("filler").path, contents: nil)
    #expect(created)
    guard let file = FileHandle(forWritingAtPath: folder.appendingPathComponent("filler").path)
    else { return }
    let block = Data(repeating: 0, count: 4096)
    while (try? file.write(contentsOf: block)) != nil {}
    try? file.close()
  }

  @Test(.enabled(if: canMount, "needs root and a tmpfs mount"))
  func readsWorkWritesSayTheDiskIsFullAndNoEmptyLibraryIsLeft() throws {
    let library = try Library()
    try library.importFixtures()
    _ = try library.run("watch", "The Lighthouse Keepers", "S01E01")
    try Self.withSmallDisk { disk in
      // A clean copy of the library on the small disk, then the disk filled.
      let database = disk.appendingPathComponent("library.sqlite").path
      #expect(try library.run("backup", database).status == 0)
      fill(disk)
      let history = try library.run(["--db", database, "history"])
      #expect(history.status == 0, "\(history.errors)")
      #expect(history.output.contains("Watched history · 1 entry"))
      let watch = try library.run(["--db", database, "watch", "The Lighthouse Keepers", "S01E02"])
      #expect(watch.status == 1)
      #expect(watch.errors == "showtracker: the disk is full; nothing was saved\n")
      // A new library that does not fit leaves nothing behind.
      let new = disk.appendingPathComponent("new.sqlite").path
      let created = try library.run(["--db", new, "watch", "Breaking Bad", "S01E01"])
      #expect(created.status == 1)
      #expect(created.errors.hasPrefix("showtracker: the disk is full"))
      #expect(!FileManager.default.fileExists(atPath: new))
    }
  }
}
