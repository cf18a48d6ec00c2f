#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Swift type that a column of a ``Row`` can be read as.
///
/// A non-optional type rejects `NULL`; its optional accepts it as `nil`.
///
/// ```swift
/// let title: String = try row.get(0)
/// let network: String? = try row.get(1)
/// ```
public protocol SQLiteColumnDecodable {
  /// Converts a stored value, or returns `nil` when the value cannot be read as this type.
  static func decode(_ value: SQLiteValue) -> Self?
}

extension SQLiteValue: SQLiteColumnDecodable {
  /// The value as stored.
  @inlinable
  public static func decode(_ value: SQLiteValue) -> SQLiteValue? { value }
}

extension Int64: SQLiteColumnDecodable {
  /// An integer column; a real with no fractional part is accepted too.
  @inlinable
  public static func decode(_ value: SQLiteValue) -> Int64? {
    switch value {
    case .integer(let integer): integer
    case .real(let real): Int64(exactly: real)
    default: nil
    }
  }
}

extension Int: SQLiteColumnDecodable {
  /// An integer column that fits in `Int`.
  @inlinable
  public static func decode(_ value: SQLiteValue) -> Int? {
    Int64.decode(value).flatMap { Int(exactly: $0) }
  }
}

extension Double: SQLiteColumnDecodable {
  /// A real or integer column.
  @inlinable
  public static func decode(_ value: SQLiteValue) -> Double? {
    switch value {
    case .integer(let integer): Double(integer)
    case .real(let real): real
    default: nil
    }
  }
}

extension Bool: SQLiteColumnDecodable {
  /// An integer column: zero is `false`, anything else `true`.
  @inlinable
  public static func decode(_ value: SQLiteValue) -> Bool? {
    Int64.decode(value).map { $0 != 0 }
  }
}

extension String: SQLiteColumnDecodable {
  /// A text column.
  @inlinable
  public static func decode(_ value: SQLiteValue) -> String? {
    if case .text(let text) = value { text } else { nil }
  }
}

extension Data: SQLiteColumnDecodable {
  /// A blob column.
  @inlinable
  public static func decode(_ value: SQLiteValue) -> Data? {
    if case .blob(let data) = value { data } else { nil }
  }
}

extension Optional: SQLiteColumnDecodable where Wrapped: SQLiteColumnDecodable {
  /// `nil` for `NULL`, otherwise the wrapped type's reading of the value.
  @inlinable
  public static func decode(_ value: SQLiteValue) -> Wrapped?? {
    if case .null = value {
      return .some(.none)
    }
    return Wrapped.decode(value).map { .some($0) }
  }
}
