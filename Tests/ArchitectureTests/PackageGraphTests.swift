import Foundation
import Testing

struct PackageGraphTests {
  @Test func everyPackageDependsOnlyOnWhatItsRuleAllows() throws {
    let (graph, _) = try PackageGraph.load(repository: repositoryRoot)
    #expect(Set(graph.packages.map(\.name)).isSuperset(of: ArchitectureRules.features))
    let violations = graph.violations(allowed: ArchitectureRules.allowedPackageDependencies)
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

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

  @Test func frontEndsAndTerminalNeverSeeTheAppState() throws {
    let (_, root) = try PackageGraph.load(repository: repositoryRoot)
    for (target, forbidden) in ArchitectureRules.forbiddenRootTargetDependencies {
      let dependencies = try #require(root.targetDependencies[target], "no root target \(target)")
      let edges = dependencies.intersection(forbidden).sorted()
      #expect(edges.isEmpty, "\(target) → \(edges.joined(separator: ", ")) is forbidden")
    }
  }

  @Test func theCheckerNamesAForbiddenEdge() {
    let graph = PackageGraph(packages: [
      .init(name: "History", dependencies: ["Redux", "AppComposition"], targetDependencies: [:]),
      .init(name: "Search", dependencies: ["Redux", "History"], targetDependencies: [:]),
      .init(name: "Settings", dependencies: ["Redux"], targetDependencies: [:]),
    ])
    let violations = graph.violations(allowed: ArchitectureRules.allowedPackageDependencies)
    #expect(
      violations == [
        "History → AppComposition is forbidden: History may depend on Identifiers, Redux only.",
        "Search → History is forbidden: Search may depend on Identifiers, Redux only.",
        "Packages/Settings has no rule in ArchitectureRules: say which packages it may depend on.",
      ])
  }
}
