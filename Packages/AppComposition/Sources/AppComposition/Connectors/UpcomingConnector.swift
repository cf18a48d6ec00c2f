import Identifiers
import LibraryClient
import Redux
import Upcoming

extension Connectors {
  /// Maps Upcoming to `UpcomingView.State`: the episodes grouped by day, each day named
  /// ("Today", "Tomorrow", "Thu 2026-12-03") from ``AppState/today``.
  public struct UpcomingConnector: InputTrackingConnector, Sendable {
    /// Creates Upcoming's connector.
    public init() {}

    /// The slices Upcoming reads.
    public struct Inputs: Equatable {
      let upcoming: Revision
      let today: Revision
    }

    public func inputs(of state: AppState) -> Inputs {
      Inputs(upcoming: state.$upcoming, today: state.$today)
    }

    public func connect(state: AppState) -> UpcomingView.State {
      let slice = state.upcoming
      let first = state.today
      let last = CalendarDay(daysSince1970: first.daysSince1970 + slice.days - 1)
      func view(_ days: [UpcomingView.Day], _ status: LoadPhase)
        -> UpcomingView.State
      {
        UpcomingView.State(
          days: days, status: status, dayCount: slice.days, firstDay: first.description,
          lastDay: last.description, isTruncated: slice.items.count >= slice.limit)
      }
      guard slice.status == .loaded else { return view([], LoadPhase(slice.status)) }
      // The items come by day: a new day closes the one before.
      var days: [UpcomingView.Day] = []
      var openDay: CalendarDay?
      var episodes: [UpcomingView.Episode] = []
      for item in slice.items {
        if let open = openDay, open != item.airDay {
          days.append(day(open, episodes, today: first))
          episodes = []
        }
        openDay = item.airDay
        episodes.append(episode(item))
      }
      if let open = openDay { days.append(day(open, episodes, today: first)) }
      return view(days, .loaded)
    }

    public func connect(action: UpcomingView.Action) -> AppAction {
      switch action {
      case .showSelected(let show): .showDetail(.opened(show))
      }
    }

    private func day(
      _ day: CalendarDay, _ episodes: [UpcomingView.Episode], today: CalendarDay
    ) -> UpcomingView.Day {
      UpcomingView.Day(
        date: day.description, label: DayText.label(day, today: today), episodes: episodes)
    }

    private func episode(_ item: UpcomingItem) -> UpcomingView.Episode {
      UpcomingView.Episode(
        ids: item.episode.ids, showTitle: item.show.title, network: ShowText.channel(item.show),
        code: EpisodeText.code(item.episode), title: item.episode.title,
        season: item.episode.season, number: item.episode.number, runtime: item.episode.runtime)
    }
  }
}

/// Days as the screens name them.
enum DayText {
  /// "Today", "Tomorrow", "Yesterday", else the weekday and the ISO day: "Thu 2026-12-03".
  static func label(_ day: CalendarDay, today: CalendarDay) -> String {
    switch day.daysSince1970 - today.daysSince1970 {
    case 0: return "Today"
    case 1: return "Tomorrow"
    case -1: return "Yesterday"
    default: return "\(weekday(day)) \(day)"
    }
  }

  /// "Mon" … "Sun".
  static func weekday(_ day: CalendarDay) -> String {
    // 1970-01-01 was a Thursday.
    let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    let index = (day.daysSince1970 % 7 + 7 + 3) % 7
    return names[index]
  }
}
