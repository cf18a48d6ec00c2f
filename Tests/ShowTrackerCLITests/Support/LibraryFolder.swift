import Foundation
import LibraryClient
import Synchronization
import Terminal

@testable import ShowTrackerCLI

/// A test's own folder of library files, the paths the app asked to open there, and what a
/// command wrote: the set-up of the suites that run a command in-process on library files they
/// make up (``LibraryAccessTests``, ``CompletionsCommandTests``).
final class LibraryFolder: Sendable {
  /// The folder, new and empty for each test.
  let url: URL
  /// The paths the library files were asked to open, in order.
  let opened = Mutex<[String]>([])

  /// A new folder in the temporary directory, its name starting with `name`. When it cannot be
  /// made, the test fails at the first file it writes there (``output()`` throws).
  init(_ name: String) {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder; the default library is `default.sqlite`.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// Library files in the folder: the default library is `default.sqlite` there; opening one
  /// records its path, then `open` gives the library; a library exists when `exists` says so.
  func files(
    exists: @escaping @Sendable (String) -> Bool,
    open: @escaping @Sendable (String) -> LibraryClient
  ) -> LibraryFiles {
    LibraryFiles(
      defaultPath: { _ in self.path("default.sqlite") },
      open: { path, _, _, _ in
        self.opened.withLock { $0.append(path) }
        return open(path)
      },
      copy: { _, _ in }, exists: exists)
  }

  /// A terminal output into a new file of the folder, and a function that reads back what was
  /// written to it.
  func output() throws -> (output: TerminalOutput, written: () throws -> String) {
    let file = url.appendingPathComponent("output-\(UUID().uuidString).txt")
    guard FileManager.default.createFile(atPath: file.path, contents: Data()) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
    }
    let handle = try FileHandle(forWritingTo: file)
    return (
      TerminalOutput(fileDescriptor: handle.fileDescriptor),
      {
        try handle.close()
        return try String(contentsOf: file, encoding: .utf8)
      }
    )
  }
}
