/// Identifies an episode together with the show it belongs to: the seed's `Ids`.
///
/// Views hold `Ids` to say which row the user acted on; the app state is keyed by them
/// (`state.episodes[ids]`). They carry no other data, so a feature can hold them without
/// knowing the app state exists.
public struct Ids: Hashable, Sendable, Codable {
  /// The show the episode belongs to.
  public let show: ShowID
  /// The episode.
  public let episode: EpisodeID

  public init(show: ShowID, episode: EpisodeID) {
    self.show = show
    self.episode = episode
  }
}

extension Ids: CustomStringConvertible {
  public var description: String { "show \(show) episode \(episode)" }
}
