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
/// let data = try FileContents.read("-", limit: FileContents.importLimit)  // standard input
/// try FileContents.read("/tmp", limit: 1 << 20)  // throws: "/tmp is a folder, not a file"
/// ```
enum FileContents {
  /// Why a file could not be read, as a clause: "/tmp is a folder, not a file".
  struct Failure: Error, Equatable {
    let reason: String
  }

  /// The most `showtracker import` reads: 128 MiB, a Trakt history of some 200,000 watches,
  /// and a TVMaze show list of thousands of shows.
  static let importLimit = 128 << 20
  /// The most `showtracker replay` reads: 64 MiB, some 200,000 recorded actions.
  static let recordingLimit = 64 << 20

  /// Reads all of `path` (`-`: standard input), which must be text (JSON, JSON lines) of at
  /// most `limit` bytes: past it, or at a NUL byte, which no such text holds (`/dev/zero`),
  /// the reading stops at once, so an endless stream costs at most `limit` of memory.
  ///
  /// - Throws: ``Failure`` naming the path and what is wrong with it; an empty file is one.
  static func read(_ path: String, limit: Int) throws(Failure) -> Data {
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
      let refusal = buffer.withUnsafeBytes { chunk -> String? in
        guard let start = chunk.baseAddress else { return nil }
        let bytes = UnsafeRawBufferPointer(start: start, count: count)
        // A UTF-16 file (its byte order mark first) is read whole, for the import to say so.
        if !startsWithUTF16Mark(data.isEmpty ? Data(bytes.prefix(2)) : data.prefix(2)),
          let zero = memchr(start, 0, count)
        {
          let offset = data.count + (UnsafeRawPointer(zero) - start)
          return "\(name) is not text: it holds a NUL byte at byte \(offset + 1)"
        }
        guard data.count + count <= limit else {
          return "\(name) is larger than \(limit >> 20) MiB, the most it may be"
        }
        data.append(contentsOf: bytes)
        return nil
      }
      if let refusal { throw Failure(reason: refusal) }
    }
    guard !data.isEmpty else { throw Failure(reason: "\(name) is empty") }
    return data
  }

  /// Whether `path` is a folder (following symbolic links); `false` when it is anything else
  /// or nothing.
  static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  /// The names of the files in the folder `path` (not its folders), A to Z.
  ///
  /// - Throws: ``Failure`` naming the folder when it cannot be listed.
  static func fileNames(inFolder path: String) throws(Failure) -> [String] {
    guard let folder = opendir(path) else {
      throw Failure(reason: "the folder \(path) could not be read (\(words(errno)))")
    }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != "..", !isFolder(path + "/" + name) else { continue }
      names.append(name)
    }
    return names.sorted()
  }

  /// Whether `bytes` start with a UTF-16 byte order mark (FF FE or FE FF).
  private static func startsWithUTF16Mark(_ bytes: Data) -> Bool {
    let mark = Array(bytes.prefix(2))
    return mark == [0xFF, 0xFE] || mark == [0xFE, 0xFF]
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
  static func words(_ code: Int32) -> String {
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
