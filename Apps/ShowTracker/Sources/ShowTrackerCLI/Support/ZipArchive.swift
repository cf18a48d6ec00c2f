#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An export's `.zip` (TV Time's and Trakt's come so), unpacked by the system's `unzip`, else
/// `bsdtar`, into a temporary folder: ShowTracker has no zip reader of its own. Both tools
/// refuse to write outside the folder (absolute paths, `..`).
enum ZipArchive {
  /// Whether `path` names a zip file by its name.
  static func isZip(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".zip")
  }

  /// Unpacks the zip at `path` into a new temporary folder, which `body` is given (the folder
  /// of the export inside it, when the zip holds one folder and nothing else), and removes the
  /// folder after.
  ///
  /// - Throws: `CommandError` when neither tool is installed (saying to unpack it by hand), or
  ///   the tool fails on the file; what `body` throws.
  static func withUnpacked<Result>(
    _ path: String, _ body: (String) throws(CommandError) -> Result
  ) throws(CommandError) -> Result {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .failure("cannot import: there is no file \(path)")
    }
    guard let tool = tool() else {
      throw .failure(
        "cannot import: reading a .zip needs unzip or bsdtar, and neither is installed; unpack "
          + "\(path) and import its folder")
    }
    var template = Array(
      (FileManager.default.temporaryDirectory.path + "/showtracker-zip-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw .failure(
        "cannot import: no temporary folder for \(path) (\(String(cString: strerror(errno))))")
    }
    let folder = String(cString: made)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let arguments =
      tool.hasSuffix("unzip")
      ? [tool, "-qq", "-o", path, "-d", folder] : [tool, "-x", "-f", path, "-C", folder]
    let status = run(arguments)
    guard status == 0 else {
      throw .failure(
        "cannot import: \(path) could not be unpacked (\(tool) exited with status \(status))")
    }
    return try body(exportFolder(in: folder))
  }

  /// The folder itself, or the one folder it holds when it holds no file.
  private static func exportFolder(in folder: String) -> String {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let visible = entries.filter { !$0.hasPrefix(".") && $0 != "__MACOSX" }
    if visible.count == 1, FileContents.isFolder(folder + "/" + visible[0]) {
      return folder + "/" + visible[0]
    }
    return folder
  }

  /// `unzip`, else `bsdtar`, found on `PATH`.
  private static func tool() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for name in ["unzip", "bsdtar"] {
      for directory in path.split(separator: ":") where !directory.isEmpty {
        let candidate = "\(directory)/\(name)"
        if access(candidate, X_OK) == 0, !FileContents.isFolder(candidate) { return candidate }
      }
    }
    return nil
  }

  /// Runs the program with its output and errors discarded and returns its exit status (-1
  /// when it could not start or did not exit).
  private static func run(_ arguments: [String]) -> Int32 {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    var pid = pid_t()
    guard posix_spawn(&pid, arguments[0], &actions, nil, &pointers, environ) == 0 else {
      return -1
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else { return -1 }
    }
    // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
    return status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
  }
}
