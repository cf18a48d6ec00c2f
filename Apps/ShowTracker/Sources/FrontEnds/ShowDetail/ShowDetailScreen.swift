import Identifiers
import ShowDetail
import Terminal

/// A show in the terminal: its header, progress, next episode, and its episodes with watched
/// marks.
///
/// Full screen it lists the selected season; printed once, every season. Keys: ↑/↓ or k/j
/// move, ←/→ or h/l change season, w or space toggles the episode watched, W marks the season
/// watched (on a season already watched, it asks first, then W again marks it not watched), f
/// follows or unfollows the show, a saves it to the watchlist or takes it off, * rates the
/// selected episode (then 1–10: a 1 waits for a 0 or Enter; x clears, * again rates its season,
/// then the show),
/// Esc or Backspace goes back.
public final class ShowDetailScreen: ShowDetailRendering, TerminalScreen, FrontEnd {
  /// The store the screen reads and sends to.
  public let viewModel: ShowDetailView.ViewModel
  /// The selected row: where the selected episode is in the listed season now.
  public var selection: Int { cursor.row(in: selectableIDs) }
  /// The episode the cursor is on, by id: it stays on it across reloads (``ListSelection``).
  private var cursor = ListSelection<Ids>()
  /// The episodes of the listed season, in order.
  private var selectableIDs: [Ids] {
    guard let show = viewModel.state.show, let season = Self.selectedSeasonIndex(of: show) else {
      return []
    }
    return show.seasons[season].episodes.map(\.ids)
  }
  /// The opening whose focused episode was selected (``ShowDetailView/Focus/request``).
  private var appliedFocus: Int?
  /// The watched season W asked about: W again marks it not watched, any other key keeps it.
  private var confirmingUnwatch: Int?
  /// What `*` is rating, while it waits for the rating (``RatingPrompt``).
  private var rating: RatingPrompt?

  /// Creates the screen on `viewModel`, with the first episode selected.
  public init(viewModel: ShowDetailView.ViewModel) {
    self.viewModel = viewModel
  }

  public var keyHints: [KeyHint] {
    [
      KeyHint("↑↓", "move"), KeyHint("←→", "season"), KeyHint("w", "toggle watched"),
      KeyHint("W", "season watched"), KeyHint("f", "follow"), KeyHint("a", "watchlist"),
      KeyHint("*", "rate"),
      KeyHint("esc", "back"),
    ]
  }

  public func render(width: Int, height: Int?) -> [Line] {
    applyFocus()
    if let prompt = rating, let show = viewModel.state.show {
      return Self.lines(
        for: viewModel.state, selection: selection, width: width, height: height.map { $0 - 1 })
        + [prompt.question(in: show).fitted(to: width)]
    }
    guard let season = confirmingSeason else {
      return Self.lines(for: viewModel.state, selection: selection, width: width, height: height)
    }
    // The question takes the last line.
    let watched = season.episodes.count(where: \.isWatched)
    let question =
      Line("\(season.title) is watched. ", Theme.heading)
      + Line("W again marks its \(watched == 1 ? "1 episode" : "\(watched) episodes") not watched.")
    return Self.lines(
      for: viewModel.state, selection: selection, width: width, height: height.map { $0 - 1 })
      + [question.fitted(to: width)]
  }

  /// The season W asked about, while it is the one listed and still watched.
  private var confirmingSeason: ShowDetailView.Season? {
    guard let number = confirmingUnwatch, let show = viewModel.state.show,
      let index = Self.selectedSeasonIndex(of: show), show.seasons[index].number == number,
      Self.isWatched(show.seasons[index])
    else { return nil }
    return show.seasons[index]
  }

  /// Whether every aired episode of `season` is watched, and one at least.
  static func isWatched(_ season: ShowDetailView.Season) -> Bool {
    season.episodes.contains(where: \.isWatched)
      && season.episodes.allSatisfy { $0.isWatched || !$0.hasAired }
  }

  /// The rows of `episodes` as the show lists them: a command's "marked watched" lines.
  public func render(episodes: Set<Ids>, width: Int) -> [Line] {
    return Self.lines(of: episodes, in: viewModel.state, width: width)
  }

  public func handle(_ key: Key) -> KeyHandling {
    guard let show = viewModel.state.show else {
      switch key {
      case .escape, .backspace:
        viewModel.send(.backTapped)
        return .handled
      default:
        return .ignored
      }
    }
    applyFocus()
    let seasonIndex = Self.selectedSeasonIndex(of: show)
    let episodes = seasonIndex.map { show.seasons[$0].episodes } ?? []
    let confirming = confirmingSeason
    confirmingUnwatch = nil
    if let prompt = rating {
      rating = nil
      if let answer = prompt.answer(to: key, in: show) {
        rating = answer.next
        if let chosen = answer.rating {
          viewModel.send(.ratingChosen(show: show.id, item: prompt.item, rating: chosen.value))
        }
        return .handled
      }
      // The key ends the prompt and does what it does below; a typed 1 is a rating of 1.
      if let chosen = prompt.pendingRating {
        viewModel.send(.ratingChosen(show: show.id, item: prompt.item, rating: chosen.value))
      }
    }
    if cursor.move(after: key, in: selectableIDs) { return .handled }
    let selection = self.selection
    switch key {
    case .left, .character("h"), .character("["):
      selectSeason(at: (seasonIndex ?? 0) - 1, of: show)
    case .right, .character("l"), .character("]"):
      selectSeason(at: (seasonIndex ?? -1) + 1, of: show)
    case .character("w"), .character(" "):
      guard episodes.indices.contains(selection) else { return .handled }
      viewModel.send(.episodeWatchedToggled(episodes[selection].ids))
    case .character("W"):
      guard let seasonIndex else { return .handled }
      let season = show.seasons[seasonIndex]
      if let confirming, confirming.number == season.number {
        viewModel.send(.seasonMarkedNotWatched(show: show.id, season: season.number))
      } else if Self.isWatched(season) {
        confirmingUnwatch = season.number
      } else {
        viewModel.send(.seasonMarkedWatched(show: show.id, season: season.number))
      }
    case .character("f"):
      viewModel.send(.followToggled(show: show.id, follow: !show.isFollowed))
    case .character("a"):
      viewModel.send(.watchlistToggled(show: show.id, watchlisted: !show.isWatchlisted))
    case .character("*"):
      let episode = episodes.indices.contains(selection) ? episodes[selection] : nil
      rating = RatingPrompt.first(episode: episode, season: seasonIndex.map { show.seasons[$0] })
    case .escape, .backspace:
      viewModel.send(.backTapped)
    default:
      return .ignored
    }
    return .handled
  }

  /// Selects the episode the show was opened at, once per opening, when the listed season
  /// has it.
  private func applyFocus() {
    guard let show = viewModel.state.show, let focus = show.focus, focus.request != appliedFocus,
      cursor.select(focus.episode, in: selectableIDs)
    else { return }
    appliedFocus = focus.request
  }

  private func selectSeason(at index: Int, of show: ShowDetailView.Show) {
    guard show.seasons.indices.contains(index) else { return }
    cursor.reset()
    viewModel.send(.seasonSelected(show.seasons[index].number))
  }

  /// The index of the season the show lists: the selected one, else the first.
  static func selectedSeasonIndex(of show: ShowDetailView.Show) -> Int? {
    show.seasons.firstIndex { $0.number == show.selectedSeason }
      ?? (show.seasons.isEmpty ? nil : 0)
  }
}
