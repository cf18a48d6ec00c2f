import Foundation

/// Reads a file a command was given (an import, a recording) whole, and says in words why it
/// cannot: a missing file or folder, a folder, no permission.
///
/// Reads with `open` and `read`, so a FIFO, `/dev/null` or a process substitution is read like
/// a file (Foundation's `Data(contentsOf:)` said "You don't have permission" for those, and
/// `NSCocoaErrorDomain error 256` for a folder).
enum InputFile {
  /// The bytes of `path`, or of standard input for `-`.
  static func contents(of path: String) throws(CommandError) -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .failure("cannot read \(path): \(reason(errno, path))") }
    defer { close(descriptor) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      throw .failure("cannot read \(path): it is a folder, not a file")
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw .failure("cannot read \(path): \(reason(errno, path))")
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return Data(bytes)
  }

  /// Why `open` or `read` failed, in words.
  private static func reason(_ code: Int32, _ path: String) -> String {
    switch code {
    case ENOENT:
      let folder = (path as NSString).deletingLastPathComponent
      if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
        return "the folder \(folder) does not exist"
      }
      return "there is no such file"
    case ENOTDIR: return "a part of the path is a file, not a folder"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "it is a folder, not a file"
    case ELOOP: return "too many symbolic links"
    case ENAMETOOLONG: return "the name is too long"
    case EIO: return "an input/output error"
    default: return String(cString: strerror(code)).lowercased()
    }
  }
}
