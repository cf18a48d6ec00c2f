/// Identifies a show in the user's library.
public struct ShowID: RawRepresentable, Hashable, Comparable, Sendable, Codable {
  public let rawValue: Int64

  public init(rawValue: Int64) {
    self.rawValue = rawValue
  }

  public static func < (lhs: ShowID, rhs: ShowID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ShowID: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int64) {
    self.init(rawValue: value)
  }
}

extension ShowID: CustomStringConvertible {
  public var description: String { String(rawValue) }
}
