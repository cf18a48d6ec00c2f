#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A Swift value that can be bound to a `?` parameter of a statement.
///
/// `Int64`, `Int`, `Double`, `Bool`, `String`, `Data`, ``SQLiteValue`` and optionals of them
/// conform; `nil` binds `NULL`.
///
/// ```swift
/// let network: String? = nil
/// try connection.run("INSERT INTO shows(title, network) VALUES (?, ?)", ["Lost", network])
/// ```
public protocol SQLiteBindable {
  /// The value to bind.
  var sqliteValue: SQLiteValue { get }
}

extension SQLiteValue: SQLiteBindable {
  /// The value itself.
  public var sqliteValue: SQLiteValue { self }
}

extension Int64: SQLiteBindable {
  /// The integer, as ``SQLiteValue/integer(_:)``.
  public var sqliteValue: SQLiteValue { .integer(self) }
}

extension Int: SQLiteBindable {
  /// The integer, as ``SQLiteValue/integer(_:)``.
  public var sqliteValue: SQLiteValue { .integer(Int64(self)) }
}

extension Double: SQLiteBindable {
  /// The number, as ``SQLiteValue/real(_:)``.
  public var sqliteValue: SQLiteValue { .real(self) }
}

extension Bool: SQLiteBindable {
  /// `1` or `0`, as SQLite spells booleans.
  public var sqliteValue: SQLiteValue { .integer(self ? 1 : 0) }
}

extension String: SQLiteBindable {
  /// The text, as ``SQLiteValue/text(_:)``.
  public var sqliteValue: SQLiteValue { .text(self) }
}

extension Data: SQLiteBindable {
  /// The bytes, as ``SQLiteValue/blob(_:)``.
  public var sqliteValue: SQLiteValue { .blob(self) }
}

extension Optional: SQLiteBindable where Wrapped: SQLiteBindable {
  /// The wrapped value, or ``SQLiteValue/null`` for `nil`.
  public var sqliteValue: SQLiteValue {
    switch self {
    case .some(let value): value.sqliteValue
    case .none: .null
    }
  }
}
