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

/// Files and folders the library makes: a viewing history is the user's alone, so whatever the
/// umask, a file made here is readable by its owner only (0600) and a folder made here is
/// searchable by its owner only (0700). What exists already keeps its mode, so a tighter one
/// is never loosened.
enum PrivateFiles {
  /// The mode of every file the library makes: SQLite gives a library's `-wal`, `-shm` and
  /// `-journal` files the mode of the library itself.
  static let fileMode: mode_t = 0o600
  /// The mode of every folder the library makes.
  static let folderMode: mode_t = 0o700

  /// Makes `path` and the folders above it that are missing, each 0700.
  ///
  /// - Throws: Foundation's error naming the folder that cannot be made (a file is in its
  ///   place, its parent is not this user's to write).
  static func makeFolders(_ path: String) throws {
    var status = stat()
    if stat(path, &status) == 0 {
      // A file where the folder should be: Foundation's error says so about it.
      if status.st_mode & S_IFMT != S_IFDIR {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      }
      return
    }
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    if parent != path { try makeFolders(parent) }
    if mkdir(path, folderMode) != 0, errno != EEXIST {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }
  }

  /// Creates an empty file at `path` that only its owner may read and write; fails (`errno`)
  /// when something is there already.
  static func createEmpty(_ path: String) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
    guard descriptor >= 0 else { return errno }
    close(descriptor)
    return nil
  }

  /// Flushes the file or folder at `path` to the disk; false when it cannot be.
  static func sync(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    return fsync(descriptor) == 0
  }
}
