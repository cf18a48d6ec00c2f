import Foundation

/// Who may depend on whom.
///
/// A package under Packages/ is a feature unless it is one of ``infrastructure``: a feature
/// may depend on Redux and Identifiers only, so a new screen's package needs no line here (the
/// scaffold says so). A package that is not a feature is a decision for a person: name it in
/// ``infrastructure`` with its rule; until then it is held to a feature's rule, and the graph
/// test names every edge that breaks it.
enum ArchitectureRules {
  /// The packages that are not features: the kit, the data, the composition, the web server.
  static let infrastructure: Set<String> = [
    "Redux", "Identifiers", "LibraryDatabase", "TVMazeClient", "LibraryClient", "AppComposition",
    "HTTPServer",
  ]

  /// Feature packages: view state, view actions, rendering protocol, fixtures. The app's
  /// chrome (tabs, status line, help) is a feature like the screens. Every package under
  /// Packages/ that is not ``infrastructure``.
  static let features: Set<String> = {
    let folders =
      (try? FileManager.default.contentsOfDirectory(
        atPath: repositoryRoot.appendingPathComponent("Packages").path)) ?? []
    let packages = folders.filter { folder in
      FileManager.default.fileExists(
        atPath: repositoryRoot.appendingPathComponent("Packages/\(folder)/Package.swift").path)
    }
    return Set(packages).subtracting(infrastructure)
  }()

  /// The packages each package may depend on, by folder name under Packages/.
  static let allowedPackageDependencies: [String: Set<String>] = {
    var rules: [String: Set<String>] = [
      "Redux": [],
      "Identifiers": [],
      "LibraryDatabase": [],
      // The TVMaze API: the interface, its live value on URLSession, and a local test server.
      "TVMazeClient": [],
      // HTTP on POSIX sockets for the browser front end: knows no Redux, no feature, no data.
      "HTTPServer": [],
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

  /// Why the executable's modules import `FoundationEssentials` only, named in every failure.
  static let startupRule =
    "the executable's modules import FoundationEssentials, not Foundation (ICU) or "
    + "FoundationNetworking (libcurl at start); see Docs/Performance.md"

  /// Targets under `Packages/*/Sources` that only tests link.
  static let testOnlyTargets: Set<String> = [
    "ReduxTesting", "TVMazeTestSupport", "HTTPTestSupport",
  ]

  /// Modules a feature's sources may import.
  static let allowedFeatureImports: Set<String> = [
    "Foundation", "FoundationEssentials", "Observation", "Identifiers", "Redux",
  ]
}
