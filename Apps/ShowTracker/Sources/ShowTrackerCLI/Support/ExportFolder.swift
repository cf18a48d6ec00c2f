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

/// Writes an export's files into a folder the user named (`export --trakt-dir DIR`), never over
/// a file that is there: the folder is made when missing, and one that already holds a file of
/// the export is refused before anything is written.
///
/// ```swift
/// try ExportFolder.write(files, to: "trakt-export")
/// // throws: "trakt-export already holds watched-history.json; …"
/// ```
enum ExportFolder {
  /// Why the files could not be written, as a clause naming the folder or the file.
  struct Failure: Error, Equatable {
    let reason: String
  }

  /// Writes `files` into `folder`, each by its name.
  ///
  /// - Throws: ``Failure``: the path is a file, its parent folder is missing, it holds a file
  ///   of the export already (naming them; nothing is written), or a file could not be
  ///   written (the files written before it stay, whole).
  static func write(_ files: [(name: String, data: Data)], to folder: String) throws(Failure) {
    if !FileContents.isFolder(folder) {
      guard mkdir(folder, 0o755) == 0 else {
        let reason =
          errno == EEXIST
          ? "\(folder) is a file, not a folder"
          : errno == ENOENT
            ? "there is no folder \(URL(fileURLWithPath: folder).deletingLastPathComponent().path)"
            : "the folder \(folder) could not be made (\(FileContents.words(errno)))"
        throw Failure(reason: reason)
      }
    }
    let present = files.map(\.name).filter { access(path(folder, $0), F_OK) == 0 }
    guard present.isEmpty else {
      throw Failure(
        reason: "\(folder) already holds \(present.joined(separator: ", ")); export into an "
          + "empty folder, or move those files away first")
    }
    for file in files {
      try write(file.data, to: path(folder, file.name))
    }
  }

  private static func path(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Writes `data` to a new file at `path` (never replacing one), all of it, then to disk.
  private static func write(_ data: Data, to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Failure(reason: "\(path) could not be made (\(FileContents.words(errno)))")
    }
    var failure: Int32?
    data.withUnsafeBytes { raw in
      // An empty buffer may have no address: there is nothing to write then.
      guard let start = raw.baseAddress else { return }
      var offset = 0
      while offset < raw.count {
        let count = systemWrite(descriptor, start + offset, raw.count - offset)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else {
          failure = errno
          return
        }
        offset += count
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(path)
      throw Failure(reason: "\(path) could not be written (\(FileContents.words(failure)))")
    }
  }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    return Glibc.write(descriptor, buffer, count)
  #else
    return Darwin.write(descriptor, buffer, count)
  #endif
}
