#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One value as SQLite stores it: an integer, a real, text, a blob or `NULL`.
///
/// Values go into statements as bound parameters and come back out of rows; SQL text never
/// carries data.
///
/// ```swift
/// try connection.run("INSERT INTO notes(body) VALUES (?)", [SQLiteValue.text("hello")])
/// ```
public enum SQLiteValue: Sendable, Hashable {
  /// A 64-bit signed integer.
  case integer(Int64)
  /// An IEEE 754 double.
  case real(Double)
  /// UTF-8 text.
  case text(String)
  /// Raw bytes.
  case blob(Data)
  /// SQL `NULL`.
  case null
}

extension SQLiteValue: ExpressibleByNilLiteral {
  /// Creates ``SQLiteValue/null``, so `nil` can be written in a parameter list.
  public init(nilLiteral: ()) {
    self = .null
  }
}

extension SQLiteValue: CustomStringConvertible {
  /// The value as a short, human-readable description, used in error messages.
  public var description: String {
    switch self {
    case .integer(let value): "\(value)"
    case .real(let value): "\(value)"
    case .text(let value): "'\(value)'"
    case .blob(let value): "blob(\(value.count) bytes)"
    case .null: "NULL"
    }
  }

  /// The name of the storage class, as SQLite's `typeof()` says it.
  public var typeName: String {
    switch self {
    case .integer: "integer"
    case .real: "real"
    case .text: "text"
    case .blob: "blob"
    case .null: "null"
    }
  }
}
