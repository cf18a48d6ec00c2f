import LibraryClient
import MyShows
import Redux

extension Connectors {
  /// Maps My Shows to `MyShowsView.State`: each show's progress ("12/62" and a fraction), the
  /// next episode to watch, when an episode airs next ("today", "tomorrow", a day), the day of
  /// the latest activity, status and network.
  public struct MyShowsConnector: InputTrackingConnector, Sendable {
    /// How dates are written: the user's time zone.
    public var formatting: Formatting

    /// Creates My Shows' connector, writing dates in `formatting`'s time zone.
    public init(formatting: Formatting = .current) {
      self.formatting = formatting
    }

    /// The slices My Shows reads.
    public struct Inputs: Equatable {
      let myShows: Revision
      let today: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(myShows: state.$myShows, today: state.$today)
    }

    public func connect(state: AppState) -> MyShowsView.State {
      let slice = state.myShows
      let filter = MyShowsView.Filter(rawValue: slice.filter.rawValue) ?? .following
      let order = MyShowsView.Order(rawValue: slice.order.rawValue) ?? .activity
      return MyShowsView.State(
        rows: slice.status == .loaded ? slice.items.map { row($0, today: state.today) } : [],
        status: LoadPhase(slice.status), filter: filter, order: order)
    }

    public func connect(action: MyShowsView.Action) -> AppAction {
      switch action {
      case .showSelected(let show): .showDetail(.opened(show))
      case .followToggled(let show, let follow): .followChanged(show: show, follow: follow)
      case .filterChanged(let filter):
        .myShows(.filterChanged(MyShowsFilter(rawValue: filter.rawValue) ?? .following))
      case .orderChanged(let order):
        .myShows(.orderChanged(MyShowsOrder(rawValue: order.rawValue) ?? .activity))
      }
    }

    private func row(_ item: MyShowsItem, today: CalendarDay) -> MyShowsView.Row {
      let progress = item.progress
      let next = item.next.map { episode in
        MyShowsView.Episode(
          ids: episode.ids, code: EpisodeText.code(episode), title: episode.title,
          season: episode.season, number: episode.number)
      }
      let incomplete = ShowText.incompleteHint(
        item.show, isEpisodeListComplete: progress.isEpisodeListComplete)
      let nextText =
        if let next { "\(next.code) · \(next.title)" } else if let incomplete {
          incomplete
        } else if progress.aired > 0 { "caught up" } else { "" }
      let airLabel = item.nextAirDay.map { day in
        switch day.daysSince1970 - today.daysSince1970 {
        case 0: "today"
        case 1: "tomorrow"
        default: day.description
        }
      }
      return MyShowsView.Row(
        show: item.show.id, title: item.show.title, network: ShowText.channel(item.show),
        status: item.show.status ?? "",
        progress: progress.aired == 0 ? "" : "\(progress.watched)/\(progress.aired)",
        progressFraction: ShowText.fraction(progress), watched: progress.watched,
        aired: progress.aired, next: next, nextText: nextText,
        nextAirDate: item.nextAirDay?.description ?? "", nextAirLabel: airLabel ?? "",
        lastActivity: item.activeAt.map(formatting.shortDate) ?? "",
        lastActivityAt: item.activeAt, isFollowed: item.isFollowed, incomplete: incomplete,
        rating: item.rating, imageURL: item.posterURL)
    }
  }
}
