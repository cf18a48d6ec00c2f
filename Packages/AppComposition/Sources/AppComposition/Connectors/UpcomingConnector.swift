import Identifiers
import LibraryClient
import Redux
import Upcoming

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Connectors {
  /// Maps Upcoming to `UpcomingView.State`: the episodes grouped by day, each day named
  /// ("Today", "Tomorrow", "Thu 2026-12-03") from ``AppState/today``.
  public struct UpcomingConnector: InputTrackingConnector, Sendable {
    /// How times of day are written (the user's time zone).
    public var formatting: Formatting

    /// Creates Upcoming's connector, writing air times in `formatting`'s time zone.
    public init(formatting: Formatting = .current) {
      self.formatting = formatting
    }

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
      // An episode with an air time is listed on the day it airs where the user is (21:00 in
      // New York is the next morning in Berlin); one with only a day on that day. The items
      // come by air date, so only the timed ones can move: a stable sort by day, then time.
      let listed = slice.items.enumerated().map { index, item in
        (day: item.airsAt.map(formatting.day(of:)) ?? item.airDay, item: item, index: index)
      }.sorted {
        ($0.day, $0.item.airsAt ?? .distantPast, $0.index)
          < ($1.day, $1.item.airsAt ?? .distantPast, $1.index)
      }
      // A new day closes the one before.
      var days: [UpcomingView.Day] = []
      var openDay: CalendarDay?
      var episodes: [UpcomingView.Episode] = []
      for (listedDay, item, _) in listed {
        if let open = openDay, open != listedDay {
          days.append(day(open, episodes, today: first))
          episodes = []
        }
        openDay = listedDay
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
      let runtime = item.episode.runtime
      let end = item.airsAt.flatMap { start in
        runtime.map { start.addingTimeInterval(Double($0) * 60) }
      }
      return UpcomingView.Episode(
        ids: item.episode.ids, showTitle: item.show.title, network: ShowText.channel(item.show),
        code: EpisodeText.code(item.episode), title: item.episode.title,
        season: item.episode.season, number: item.episode.number, runtime: runtime,
        airTime: item.airsAt.map(formatting.timeOfDay),
        startsAt: item.airsAt.map(Formatting.utcTimestamp),
        endsAt: end.map(Formatting.utcTimestamp),
        url: item.tvmazeID.map { "https://www.tvmaze.com/episodes/\($0)" },
        imageURL: item.posterURL)
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
