import AppComposition
import LibraryClient
import SeededRandom
import Stats
import Testing

/// Stats' longest streak: the longest run of consecutive days with a watch, and of equal runs
/// the earliest.
@MainActor
struct StatsStreakTests {
  func streak(_ days: [CalendarDay]) -> StatsView.Streak? {
    var state = AppState(today: Fixtures.today)
    state.stats.stats = WatchStats(
      days: days.map { WatchDay(day: $0, totals: WatchTotals(episodes: 1, minutes: 30)) },
      topShows: [])
    state.stats.status = .loaded
    return Connectors.StatsConnector().connect(state: state).longestStreak
  }

  func day(_ daysSince1970: Int) -> CalendarDay { CalendarDay(daysSince1970: daysSince1970) }

  func current(_ days: [CalendarDay], year: Int? = nil) -> StatsView.Streak? {
    var state = AppState(today: Fixtures.today)
    state.stats.stats = WatchStats(
      days: days.map { WatchDay(day: $0, totals: WatchTotals(episodes: 1, minutes: 30)) },
      topShows: [])
    state.stats.year = year
    state.stats.status = .loaded
    return Connectors.StatsConnector().connect(state: state).currentStreak
  }

  /// The current streak ends today or yesterday (today may still get a watch), for every day
  /// set: checked against walking back from today, on seeded random sets of days.
  @Test func theCurrentStreakEndsTodayOrYesterday() {
    let today = Fixtures.today.daysSince1970
    #expect(
      current([day(today - 3), day(today - 2), day(today - 1)])
        == StatsView.Streak(
          days: 3, first: day(today - 3).description, last: day(today - 1).description))
    #expect(current([day(today - 3), day(today - 2)]) == nil)
    #expect(current([]) == nil)
    // A past year has no current streak; this year's does.
    #expect(current([day(today)], year: Fixtures.today.year - 1) == nil)
    #expect(current([day(today)], year: Fixtures.today.year)?.days == 1)
    var generator = SeededGenerator(seed: 30)
    for step in 0..<500 {
      let days = (today - 12...today + 1).filter { _ in Bool.random(using: &generator) }
      let end = days.contains(today) ? today : days.contains(today - 1) ? today - 1 : nil
      var start = end
      while let first = start, days.contains(first - 1) { start = first - 1 }
      let expected = end.flatMap { last in
        start.map {
          StatsView.Streak(
            days: last - $0 + 1, first: day($0).description, last: day(last).description)
        }
      }
      #expect(current(days.map(day)) == expected, "seed 30, step \(step): days \(days)")
    }
  }

  @Test func ofTwoEqualStreaksTheEarlierIsReported() {
    // 2025-03-01…03 and 2025-05-10…12: three days each.
    let march = (20148...20150).map(day)
    let may = (20218...20220).map(day)
    #expect(
      streak(march + may) == StatsView.Streak(days: 3, first: "2025-03-01", last: "2025-03-03"))
  }

  @Test func aLongerLaterStreakWins() {
    let days = [day(20148), day(20149), day(20151), day(20152), day(20153)]
    #expect(
      streak(days) == StatsView.Streak(days: 3, first: "2025-03-04", last: "2025-03-06"))
  }

  @Test func noWatchesIsNoStreakAndOneDayIsADayLong() {
    #expect(streak([]) == nil)
    #expect(
      streak([day(20148)]) == StatsView.Streak(days: 1, first: "2025-03-01", last: "2025-03-01"))
  }

  /// Random sets of days against the rule itself: the longest run, the earliest of equal ones.
  @Test(arguments: [UInt64(1), 2, 3, 29, 4242, 90210])
  func randomDaysGiveTheLongestEarliestRun(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...40, using: &random)
    let days = Set((0..<count).map { _ in 20_000 + Int.random(in: 0...60, using: &random) })
      .sorted()
    // The rule, written the long way: every run, then the first of the longest.
    var runs: [(first: Int, last: Int)] = []
    for number in days {
      if let last = runs.last, last.last + 1 == number {
        runs[runs.count - 1].last = number
      } else {
        runs.append((number, number))
      }
    }
    let longest = runs.map { $0.last - $0.first }.max() ?? 0
    let expected = runs.first { $0.last - $0.first == longest }.map {
      StatsView.Streak(
        days: $0.last - $0.first + 1, first: day($0.first).description,
        last: day($0.last).description)
    }
    #expect(streak(days.map(day)) == expected, "seed \(seed): days \(days)")
  }
}
