import History
import Redux
import Search
import ShowDetail

/// The features whose preview fixtures `showtracker preview` draws, each through a stub store
/// and the same front end the app uses.
///
/// ```swift
/// let feature = PreviewCatalog.feature(named: "history")
/// let screen = feature?.screen(fixture: "empty")  // a HistoryScreen on Store.stub(.empty)
/// ```
@MainActor
public enum PreviewCatalog {
  /// Every feature, in the order of the app's tabs.
  public static let features: [PreviewFeature] = [
    PreviewFeature(
      name: "history", fixtures: HistoryView.State.previewFixtures,
      screen: { HistoryScreen(viewModel: .stub($0)) },
      json: { try HistoryJSON(viewModel: .stub($0)).render() }),
    PreviewFeature(
      name: "search", fixtures: SearchView.State.previewFixtures,
      screen: { SearchScreen(viewModel: .stub($0)) },
      json: { try SearchJSON(viewModel: .stub($0)).render() }),
    PreviewFeature(
      name: "show", fixtures: ShowDetailView.State.previewFixtures,
      screen: { ShowDetailScreen(viewModel: .stub($0)) },
      json: { try ShowDetailJSON(viewModel: .stub($0)).render() }),
  ]

  /// The feature called `name` ("show-detail" is also "show").
  public static func feature(named name: String) -> PreviewFeature? {
    let name = name.lowercased() == "show-detail" ? "show" : name.lowercased()
    return features.first { $0.name == name }
  }
}

/// One feature's fixtures, and how to draw each.
@MainActor
public struct PreviewFeature {
  /// The name `showtracker preview` takes: `history`, `search`, `show`.
  public let name: String
  /// The fixtures' names, in the feature's order.
  public let fixtureNames: [String]
  private let makeScreen: (String) -> (any TerminalScreen)?
  private let makeJSON: (String) -> (() throws -> String)?

  init<State: Sendable>(
    name: String, fixtures: [PreviewFixture<State>],
    screen: @escaping (State) -> any TerminalScreen,
    json: @escaping (State) throws -> String
  ) {
    self.name = name
    self.fixtureNames = fixtures.map(\.name)
    self.makeScreen = { name in fixtures.fixture(named: name).map { screen($0.state) } }
    self.makeJSON = { name in
      fixtures.fixture(named: name).map { fixture in { try json(fixture.state) } }
    }
  }

  /// The terminal front end on a stub store showing fixture `name`, or `nil` if there is none.
  public func screen(fixture name: String) -> (any TerminalScreen)? {
    makeScreen(name)
  }

  /// The JSON front end's output for fixture `name`, or `nil` if there is none.
  public func json(fixture name: String) throws -> String? {
    try makeJSON(name)?()
  }
}
