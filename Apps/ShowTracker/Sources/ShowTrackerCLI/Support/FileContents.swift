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

/// The bytes of a file the user named (or of standard input for `-`), read with the system's
/// own calls so that a failure is said in plain words about that path: a folder, a missing
/// file or folder, no permission, an empty file. Pipes and devices are read to their end, so
/// `<(curl …)` and `/dev/stdin` work.
///
/// ```swift
/// let data = try FileContents.read("-")              // standard input
/// try FileContents.read("/tmp")   // throws: "/tmp is a folder, not a file"
/// ```
enum FileContents {
  /// Why a file could not be read, as a clause: "/tmp is a folder, not a file".
  struct Failure: Error, Equatable {
    let reason: String
  }

  /// Reads all of `path` (`-`: standard input).
  ///
  /// - Throws: ``Failure`` naming the path and what is wrong with it; an empty file is one.
  static func read(_ path: String) throws(Failure) -> Data {
    let name = path == "-" ? "standard input" : path
    let descriptor: Int32
    if path == "-" {
      descriptor = STDIN_FILENO
    } else {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw Failure(reason: reason(errno, path: path)) }
    }
    defer { if path != "-" { close(descriptor) } }
    var status = stat()
    if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
      throw Failure(reason: "\(path) is a folder, not a file")
    }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw Failure(reason: "\(name) could not be read (\(words(errno)))") }
      if count == 0 { break }
      data.append(contentsOf: buffer[..<count])
    }
    guard !data.isEmpty else { throw Failure(reason: "\(name) is empty") }
    return data
  }

  /// Why `open(2)` failed on `path`, in words about the path.
  private static func reason(_ code: Int32, path: String) -> String {
    switch code {
    case ENOENT:
      let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
      return FileManager.default.fileExists(atPath: parent)
        ? "there is no file \(path)" : "there is no folder \(parent)"
    case EACCES, EPERM: return "you are not allowed to read \(path)"
    case ENOTDIR: return "a part of \(path) is a file, not a folder"
    case EISDIR: return "\(path) is a folder, not a file"
    case ELOOP: return "\(path) is a loop of symbolic links"
    case ENAMETOOLONG: return "the path \(path) is too long"
    default: return "\(path) could not be opened (\(words(code)))"
    }
  }

  /// The system's words for `code`, in lower case: "input/output error".
  private static func words(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  #if canImport(Glibc)
    return Glibc.read(descriptor, buffer, count)
  #else
    return Darwin.read(descriptor, buffer, count)
  #endif
}
