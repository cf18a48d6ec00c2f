import Foundation

/// Where the build tests keep their copies of the repository, and the copies' build folders,
/// between runs: `.build/build-tests/` (ignored by git, removed with `.build`).
///
/// A copy is brought up to date file by file: a file whose contents did not change is not
/// written, so it keeps its modification time and the copy's next build compiles only what
/// changed (what a test planted last time, what you edited since). The first run builds
/// everything once; the feature copies share one build folder, so the kit and the identifiers
/// are compiled once for all of them.
enum BuildCopies {
  /// The folder of every copy.
  static let folder = repositoryRoot.appending(path: ".build/build-tests")

  /// The build folder the feature copies share.
  static let featureScratch = folder.appending(path: "features-build")

  /// Makes `destination/item` hold exactly what `source/item` holds, for each of `items`:
  /// writes only the files whose contents differ, and removes the files and folders the source
  /// does not have, but leaves hidden ones (build folders) where they are in both.
  static func mirror(_ items: [String], from source: URL, to destination: URL) throws {
    for item in items {
      try mirrorItem(source.appending(path: item), to: destination.appending(path: item))
    }
  }

  private static func mirrorItem(_ source: URL, to destination: URL) throws {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: source.path, isDirectory: &isFolder) else {
      try? manager.removeItem(at: destination)
      return
    }
    if isFolder.boolValue {
      var destinationIsFolder: ObjCBool = false
      if manager.fileExists(atPath: destination.path, isDirectory: &destinationIsFolder),
        !destinationIsFolder.boolValue
      {
        try manager.removeItem(at: destination)
      }
      try manager.createDirectory(at: destination, withIntermediateDirectories: true)
      let names = try manager.contentsOfDirectory(atPath: source.path).filter {
        !$0.hasPrefix(".") || $0 == ".swift-format"
      }
      for name in names {
        try mirrorItem(source.appending(path: name), to: destination.appending(path: name))
      }
      for name in try manager.contentsOfDirectory(atPath: destination.path)
      where !name.hasPrefix(".") && !names.contains(name) {
        try manager.removeItem(at: destination.appending(path: name))
      }
      return
    }
    let contents = try Data(contentsOf: source)
    if let existing = try? Data(contentsOf: destination), existing == contents { return }
    try? manager.removeItem(at: destination)
    try manager.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try contents.write(to: destination)
    let permissions = try manager.attributesOfItem(atPath: source.path)[.posixPermissions]
    if let permissions {
      try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: destination.path)
    }
  }

  /// Writes `text` to `file` unless it holds it already (so its modification time stays).
  static func write(_ text: String, to file: URL) throws {
    if let existing = try? String(contentsOf: file, encoding: .utf8), existing == text { return }
    try text.write(to: file, atomically: true, encoding: .utf8)
  }
}
