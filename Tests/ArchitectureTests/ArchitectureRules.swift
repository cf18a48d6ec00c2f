/// Who may depend on whom. Adding a package under Packages/ means adding it here: the graph
/// test fails for a package it has no rule for.
enum ArchitectureRules {
  /// Feature packages: view state, view actions, rendering protocol, fixtures.
  static let features: Set<String> = ["History", "Search", "ShowDetail"]

  /// The packages each package may depend on, by folder name under Packages/.
  static let allowedPackageDependencies: [String: Set<String>] = {
    var rules: [String: Set<String>] = [
      "Redux": [],
      "Identifiers": [],
      "LibraryDatabase": [],
      "AppComposition": features.union(["Redux", "Identifiers", "LibraryDatabase"]),
    ]
    for feature in features { rules[feature] = ["Redux", "Identifiers"] }
    return rules
  }()

  /// Root targets that must not see the app state or the database, and what they may not use.
  static let forbiddenRootTargetDependencies: [String: Set<String>] = [
    "Terminal": Set(["AppComposition", "LibraryClientLive", "LibraryDatabase"]).union(features),
    "FrontEnds": ["AppComposition", "LibraryClientLive", "LibraryDatabase"],
  ]

  /// Modules a feature's sources may import.
  static let allowedFeatureImports: Set<String> = [
    "Foundation", "Observation", "Identifiers", "Redux",
  ]
}
