import CSQLite

/// One result row, copied out of SQLite so it outlives the statement that produced it.
///
/// ```swift
/// for row in try connection.query("SELECT id, title FROM shows") {
///   let id: Int64 = try row.get(0)
///   let title: String = try row.get("title")
/// }
/// ```
public struct Row: Sendable, Hashable {
  /// The column names, in select-list order.
  public let columnNames: [String]
  /// The values, in select-list order.
  public let values: [SQLiteValue]

  /// Creates a row from its column names and values.
  public init(columnNames: [String], values: [SQLiteValue]) {
    self.columnNames = columnNames
    self.values = values
  }

  /// Reads column `index` (0-based) as `T`.
  ///
  /// Inlinable, so that reading a row specializes for each column type in the caller's module
  /// instead of going through generic code for every value (a show screen reads hundreds).
  ///
  /// - Throws: ``SQLiteError`` when there is no such column or its value cannot be read as `T`
  ///   (a `NULL` read as a non-optional type, text read as an integer).
  @inlinable
  public func get<T: SQLiteColumnDecodable>(_ index: Int, as type: T.Type = T.self) throws -> T {
    guard values.indices.contains(index) else { throw missingColumn(index) }
    guard let decoded = T.decode(values[index]) else { throw mismatch(index, T.self) }
    return decoded
  }

  @usableFromInline
  func missingColumn(_ index: Int) -> SQLiteError {
    SQLiteError(code: SQLITE_RANGE, message: "no column \(index); the row has \(values.count)")
  }

  @usableFromInline
  func mismatch(_ index: Int, _ type: Any.Type) -> SQLiteError {
    let name = columnNames.indices.contains(index) ? columnNames[index] : "\(index)"
    return SQLiteError(
      code: SQLITE_MISMATCH,
      message: "column \(name) holds \(values[index].typeName), which is not a \(type)")
  }

  /// Reads the column called `name` as `T`.
  ///
  /// - Throws: ``SQLiteError`` when there is no such column or its value cannot be read as `T`.
  public func get<T: SQLiteColumnDecodable>(_ name: String, as type: T.Type = T.self) throws -> T {
    guard let index = columnNames.firstIndex(of: name) else {
      throw SQLiteError(code: SQLITE_RANGE, message: "no column named \(name)")
    }
    return try get(index, as: type)
  }
}
