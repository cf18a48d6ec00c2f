import ShowDetail
import Terminal

extension ShowDetailScreen {
  /// What `*` rates while it waits for the rating: the selected episode, its season or the
  /// show; `*` again moves from one to the next.
  ///
  /// Keys: 2–9 rate; 1 waits for a second digit (0 makes 10, Enter keeps 1, Backspace takes
  /// it back); 0 alone rates 10; x clears the rating; * rates the next of the three; Esc
  /// leaves it. Any other key leaves it and does what it does (after a 1, it rates 1 first).
  struct RatingPrompt: Equatable {
    /// What is rated.
    let item: ShowDetailView.RatedItem
    /// The `1` typed, waiting for a second digit: `1` `0` is 10.
    var typedOne = false

    /// What the user chose: a rating, or clearing it (`value` `nil`).
    struct Choice {
      let value: Int?
    }

    /// What a key did: the rating it chose, if any, and the prompt after it, if it stays.
    struct Answer {
      let rating: Choice?
      let next: RatingPrompt?
    }

    /// The prompt for the selected episode, when it has a number (some specials have none);
    /// else for its season; else for the show.
    static func first(
      episode: ShowDetailView.Episode?, season: ShowDetailView.Season?
    ) -> RatingPrompt {
      if let episode, let number = episode.number, let seasonNumber = episode.season {
        return RatingPrompt(item: .episode(season: seasonNumber, number: number))
      }
      if let season { return RatingPrompt(item: .season(season.number)) }
      return RatingPrompt(item: .show)
    }

    /// The answer to `key`; `nil` for a key the prompt does not use (the prompt then ends
    /// and the key does what it does).
    func answer(to key: Key, in show: ShowDetailView.Show) -> Answer? {
      if typedOne { return answerAfterOne(to: key, in: show) }
      switch key {
      case .character(let character):
        if let digit = character.wholeNumberValue, (0...9).contains(digit) {
          if digit == 1 {
            return Answer(rating: nil, next: RatingPrompt(item: item, typedOne: true))
          }
          return Answer(rating: Choice(value: digit == 0 ? 10 : digit), next: nil)
        }
        switch character {
        case "x": return Answer(rating: Choice(value: nil), next: nil)
        case "*": return Answer(rating: nil, next: next)
        default: return nil
        }
      case .escape: return Answer(rating: nil, next: nil)
      default: return nil
      }
    }

    /// After `1`: `0` makes 10, Enter keeps 1, another digit is no rating (the prompt waits),
    /// Backspace takes the 1 back, Esc cancels, x and * do what they do without it; any other
    /// key rates 1 and then does what it does (`nil`: the caller rates ``pendingRating``).
    private func answerAfterOne(to key: Key, in show: ShowDetailView.Show) -> Answer? {
      let withoutOne = RatingPrompt(item: item)
      switch key {
      case .character("0"): return Answer(rating: Choice(value: 10), next: nil)
      case .character(let character) where character.wholeNumberValue != nil:
        return Answer(rating: nil, next: self)
      case .character("x"), .character("*"), .escape: return withoutOne.answer(to: key, in: show)
      case .enter: return Answer(rating: Choice(value: 1), next: nil)
      case .backspace: return Answer(rating: nil, next: withoutOne)
      default: return nil
      }
    }

    /// The rating a key that ends the prompt leaves behind: 1 after a typed `1`.
    var pendingRating: Choice? { typedOne ? Choice(value: 1) : nil }

    /// Rating the next of episode, season, show; the show stays the show.
    private var next: RatingPrompt {
      switch item {
      case .episode(let season, _): RatingPrompt(item: .season(season))
      case .season, .show: RatingPrompt(item: .show)
      }
    }

    /// The prompt's line: what is rated, its rating now, and the keys.
    func question(in show: ShowDetailView.Show) -> Line {
      let (name, current, more): (String, Int?, String) =
        switch item {
        case .show: (sanitize(show.header.title), show.rating, "")
        case .season(let number):
          (
            number == 0 ? "Specials" : "Season \(number)",
            show.seasons.first { $0.number == number }?.rating, ", * the show"
          )
        case .episode(let season, let number):
          (
            Self.episode(season: season, number: number, in: show).map { sanitize($0.code) }
              ?? "S\(season)E\(number)",
            Self.episode(season: season, number: number, in: show)?.rating, ", * its season"
          )
        }
      let heading =
        Line("Rate \(name)", Theme.heading)
        + Line(current.map { " (now \($0)/10)" } ?? "", Theme.secondary)
      guard !typedOne else { return heading + Line(": 1… 0 for 10, ⏎ for 1, esc cancels") }
      return heading + Line(": 1–10, x clears\(more), esc cancels")
    }

    private static func episode(
      season: Int, number: Int, in show: ShowDetailView.Show
    ) -> ShowDetailView.Episode? {
      show.seasons.first { $0.number == season }?.episodes.first { $0.number == number }
    }
  }
}
