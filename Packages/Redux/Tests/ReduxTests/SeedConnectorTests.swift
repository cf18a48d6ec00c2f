import Foundation
import Redux
import Testing

// The seed's code (seed/redux-connectors.md), unchanged apart from the app around it: it must
// compile against `Redux` as written there.

struct Ids: Hashable {
  let show: Int
  let episode: Int
}

struct Episode {
  let title: String
  let firstAired: Date?
}

struct ShowImages {
  struct Poster { let url: URL }
  let tvPosters: [Poster]?
}

struct AppState {
  var watchedHistory: [Ids] = []
  var episodes: [Ids: Episode] = [:]
  var showImages: [Ids: ShowImages] = [:]
}

enum AppAction: Equatable, Sendable {
  case markAsWatched(episode: Ids, watched: Bool)
}

extension Ids: Sendable {}

enum HistoryView {}

extension HistoryView {
  struct State: Equatable {
    let posters: [Poster]

    struct Poster: Hashable {
      let ids: Ids
      let imageURL: URL?
      let title: String
      let subtitle: String
    }
  }

  enum Action: Equatable {
    case markAsWatched(episode: Ids)
  }

  typealias ViewModel = Store<State, Action>
}

extension DateFormatter {
  static let shortDate: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
  }()

  /// The seed calls `string(for:)` with a `Date?`. Apple's Foundation takes `Any?` there;
  /// swift-corelibs-foundation takes `Any`, which would warn. This overload keeps the seed's line
  /// unchanged and warning-free on both.
  func string(for date: Date?) -> String? {
    date.map { string(from: $0) }
  }
}

struct WatchedHistoryConnector: Connector {
  func connect(state: AppState) -> HistoryView.State {
    .init(
      posters: state.watchedHistory.compactMap { ids in
        let episode = state.episodes[ids]
        return HistoryView.State.Poster(
          ids: ids,
          imageURL: state.showImages[ids]?.tvPosters?.first?.url,
          title: episode?.title ?? "",
          subtitle: DateFormatter.shortDate.string(for: episode?.firstAired) ?? ""
        )
      })
  }

  func connect(action: HistoryView.Action) -> AppAction {
    switch action {
    case let .markAsWatched(episode):
      return AppAction.markAsWatched(episode: episode, watched: true)
    }
  }
}

let seedReducer = Reducer<AppState, AppAction> { state, action in
  switch action {
  case let .markAsWatched(episode, watched):
    if watched { state.watchedHistory.append(episode) }
    return .none
  }
}

@MainActor
struct SeedConnectorTests {
  let pilot = Ids(show: 1, episode: 1)

  func makeStore() -> Store<AppState, AppAction> {
    var state = AppState()
    state.episodes[pilot] = Episode(title: "Pilot", firstAired: Date(timeIntervalSince1970: 0))
    state.showImages[pilot] = ShowImages(
      tvPosters: [.init(url: URL(fileURLWithPath: "/posters/1.jpg"))])
    return Store(initialState: state, reducer: seedReducer)
  }

  @Test func connectorFormatsTheHistory() {
    let store = makeStore()
    let viewModel: HistoryView.ViewModel = store.connect(using: WatchedHistoryConnector())
    #expect(viewModel.state.posters.isEmpty)

    viewModel.send(.markAsWatched(episode: pilot))

    #expect(store.state.watchedHistory == [pilot])
    #expect(
      viewModel.state.posters == [
        .init(
          ids: pilot, imageURL: URL(fileURLWithPath: "/posters/1.jpg"), title: "Pilot",
          subtitle: "1970-01-01")
      ])
  }

  @Test func connectorMapsViewActionsToAppActions() {
    #expect(
      WatchedHistoryConnector().connect(action: .markAsWatched(episode: pilot))
        == .markAsWatched(episode: pilot, watched: true))
  }
}
