/// Who may depend on whom. Adding a package under Packages/ means adding it here: the graph
/// test fails for a package it has no rule for.
enum ArchitectureRules {
  /// Feature packages: view state, view actions, rendering protocol, fixtures. The app's
  /// chrome (tabs, status line, help) is a feature like the screens.
  static let features: Set<String> = [
    "AppChrome", "History", "Search", "ShowDetail", "UpNext",
    "Upcoming",
    "MyShows",
    "Stats",
    // new-feature: features above this line (the scaffold adds a new package as a feature: a
    // decision for a person to confirm)
  ]

  /// The packages each package may depend on, by folder name under Packages/.
  static let allowedPackageDependencies: [String: Set<String>] = {
    var rules: [String: Set<String>] = [
      "Redux": [],
      "Identifiers": [],
      "LibraryDatabase": [],
      // The TVMaze API: the interface, its live value on URLSession, and a local test server.
      "TVMazeClient": [],
      // The interface and its live value; only the live target builds the database.
      "LibraryClient": ["Identifiers", "LibraryDatabase"],
      "AppComposition": features.union(["Redux", "Identifiers", "LibraryClient", "TVMazeClient"]),
    ]
    for feature in features { rules[feature] = ["Redux", "Identifiers"] }
    return rules
  }()

  /// Root targets that must not see the app state or the database, and what they may not use.
  static let forbiddenRootTargetDependencies: [String: Set<String>] = [
    "Terminal": Set(["AppComposition", "LibraryClientLive", "LibraryDatabase", "TVMazeClientLive"])
      .union(features),
    "FrontEnds": ["AppComposition", "LibraryClientLive", "LibraryDatabase", "TVMazeClientLive"],
    // The shell gets the live library from the executable, so not even its dependencies
    // reach the database.
    "ShowTrackerCLI": ["LibraryClientLive", "LibraryDatabase", "SQLite", "TVMazeClientLive"],
  ]

  /// The rule for the app's shell, named in every failure it causes.
  static let shellRule =
    "the shell reaches data only through LibraryClient: it never imports the database "
    + "(rule: one road through the store, Docs/Architecture.md)"

  /// Where the shell's sources are, and the modules none of them may import.
  static let shellSourceFolders = [
    "Apps/ShowTracker/Sources/ShowTrackerCLI", "Apps/ShowTracker/Sources/FrontEnds",
    "Apps/ShowTracker/Sources/Terminal", "Apps/ShowTracker/Sources/ShowTracker",
  ]
  static let shellForbiddenImports: Set<String> = ["LibraryDatabase", "SQLite", "CSQLite"]

  /// Modules a feature's sources may import.
  static let allowedFeatureImports: Set<String> = [
    "Foundation", "Observation", "Identifiers", "Redux",
  ]
}
