import Foundation
import Testing

struct PackageGraphTests {
  @Test func everyPackageIsAFeatureUnlessItIsInfrastructure() throws {
    let (graph, _) = try PackageGraph.load(repository: repositoryRoot)
    let packages = Set(graph.packages.map(\.name))
    #expect(ArchitectureRules.infrastructure.isSubset(of: packages))
    #expect(ArchitectureRules.features == packages.subtracting(ArchitectureRules.infrastructure))
    // The screens the app has today: a folder listing that failed would leave no feature to
    // check, and every per-feature test would pass on nothing.
    #expect(
      ArchitectureRules.features.isSuperset(of: [
        "AppChrome", "History", "Search", "ShowDetail", "UpNext", "Upcoming", "MyShows", "Stats",
      ]))
  }

  /// The import scan reads the manifests as text, to name a violation before anything is
  /// built; what it reads must be what SwiftPM reads, or it would check a graph that is not
  /// there.
  @Test func theImportScanReadsTheGraphSwiftPMReads() throws {
    let (graph, root) = try PackageGraph.load(repository: repositoryRoot)
    let printed = try runCommand(
      ["python3", "Tests/import-scan.py", "--graph"], in: repositoryRoot)
    try #require(printed.succeeded, "\(printed.output)")
    let scanned = try JSONDecoder().decode(ScannedGraph.self, from: Data(printed.output.utf8))
    #expect(scanned.root.packageGraphPackage == root)
    #expect(scanned.packages.map(\.packageGraphPackage) == graph.packages)
  }
}

/// The graph `Tests/import-scan.py --graph` prints.
private struct ScannedGraph: Decodable {
  struct Package: Decodable {
    var name: String
    var dependencies: Set<String>
    var targetDependencies: [String: Set<String>]

    var packageGraphPackage: PackageGraph.Package {
      .init(name: name, dependencies: dependencies, targetDependencies: targetDependencies)
    }
  }
  var root: Package
  var packages: [Package]
}
