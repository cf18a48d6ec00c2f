/// A typed identifier of a row in the user's library.
///
/// `Tag` only tells identifiers apart: a ``ShowID`` and an ``EpisodeID`` are different types, so
/// passing a show's id where an episode's is expected does not compile.
///
/// ```swift
/// let show: ShowID = 1
/// let episode = EpisodeID(rawValue: 42)
/// ```
public struct Identifier<Tag>: RawRepresentable, Hashable, Comparable, Sendable, Codable {
  public let rawValue: Int64

  public init(rawValue: Int64) {
    self.rawValue = rawValue
  }

  public static func < (lhs: Identifier, rhs: Identifier) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension Identifier: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int64) {
    self.init(rawValue: value)
  }
}

extension Identifier: CustomStringConvertible {
  public var description: String { String(rawValue) }
}

/// Tags ``ShowID``.
public enum ShowTag {}

/// Tags ``EpisodeID``.
public enum EpisodeTag {}

/// Identifies a show in the user's library.
public typealias ShowID = Identifier<ShowTag>

/// Identifies an episode in the user's library.
public typealias EpisodeID = Identifier<EpisodeTag>
