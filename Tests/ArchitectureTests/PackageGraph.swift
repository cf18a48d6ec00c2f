import Foundation

/// The dependency graph of the repository's packages, read from `swift package dump-package`.
struct PackageGraph {
  /// A package: its folder name, the folder names of the packages it depends on, and its
  /// targets with the names of the targets and products they depend on.
  struct Package: Equatable {
    var name: String
    var dependencies: Set<String>
    var targetDependencies: [String: Set<String>]
  }

  var packages: [Package]

  /// Reads every package under `Packages/` of `repository`, and the root manifest.
  static func load(repository: URL) throws -> (packages: PackageGraph, root: Package) {
    let packagesFolder = repository.appending(path: "Packages")
    let names = try FileManager.default.contentsOfDirectory(atPath: packagesFolder.path)
      .filter {
        FileManager.default.fileExists(
          atPath: packagesFolder.appending(path: "\($0)/Package.swift").path)
      }
      .sorted()
    let packages = try names.map { try dump(packagesFolder.appending(path: $0), name: $0) }
    return (PackageGraph(packages: packages), try dump(repository, name: "<root>"))
  }

  private static func dump(_ folder: URL, name: String) throws -> Package {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    // A scratch path of its own: the root's build folder is locked while `swift test` runs.
    let scratch = FileManager.default.temporaryDirectory
      .appending(path: "showtracker-dump-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    process.arguments = [
      "swift", "package", "dump-package", "--package-path", folder.path, "--scratch-path",
      scratch.path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GraphError(message: "swift package dump-package failed for \(folder.path)")
    }
    guard let manifest = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw GraphError(message: "dump-package printed no JSON object for \(folder.path)")
    }
    return Package(
      name: name,
      dependencies: Set(packageDependencies(manifest)),
      targetDependencies: targetDependencies(manifest))
  }

  /// The folder names of the package's dependencies (all are local paths in this repository).
  private static func packageDependencies(_ manifest: [String: Any]) -> [String] {
    let dependencies = manifest["dependencies"] as? [[String: Any]] ?? []
    return dependencies.flatMap { dependency -> [String] in
      dependency.values.compactMap { kind in
        guard let entries = kind as? [[String: Any]], let path = entries.first?["path"] as? String
        else { return nil }
        return URL(fileURLWithPath: path).lastPathComponent
      }
    }
  }

  private static func targetDependencies(_ manifest: [String: Any]) -> [String: Set<String>] {
    var result: [String: Set<String>] = [:]
    for target in manifest["targets"] as? [[String: Any]] ?? [] {
      guard let name = target["name"] as? String else { continue }
      let dependencies = target["dependencies"] as? [[String: Any]] ?? []
      result[name] = Set(
        dependencies.compactMap { dependency in
          dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
        })
    }
    return result
  }
}

struct GraphError: Error, CustomStringConvertible {
  let message: String
  var description: String { message }
}

/// The repository's root folder.
let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent()  // ArchitectureTests
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()
