/// Identifies an episode in the user's library.
public struct EpisodeID: RawRepresentable, Hashable, Comparable, Sendable, Codable {
  public let rawValue: Int64

  public init(rawValue: Int64) {
    self.rawValue = rawValue
  }

  public static func < (lhs: EpisodeID, rhs: EpisodeID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension EpisodeID: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int64) {
    self.init(rawValue: value)
  }
}

extension EpisodeID: CustomStringConvertible {
  public var description: String { String(rawValue) }
}
