import CSQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `SQLITE_TRANSIENT`: tells SQLite to copy bound text and blobs before the bind call returns.
///
/// The C macro is `((sqlite3_destructor_type)-1)`, which Swift does not import.
var sqliteTransient: sqlite3_destructor_type {
  unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

/// Binds one value to the 1-based parameter `index` of `statement`, returning SQLite's code.
func bind(_ value: SQLiteValue, to statement: OpaquePointer, at index: Int32) -> Int32 {
  switch value {
  case .integer(let integer):
    return sqlite3_bind_int64(statement, index, integer)
  case .real(let real):
    return sqlite3_bind_double(statement, index, real)
  case .text(let text):
    let bytes = Array(text.utf8)
    if bytes.isEmpty {
      // An empty buffer may have no base address, which SQLite would bind as NULL.
      return sqlite3_bind_text(statement, index, "", 0, sqliteTransient)
    }
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { chars in
        sqlite3_bind_text64(
          statement, index, chars.baseAddress, UInt64(chars.count), sqliteTransient,
          UInt8(SQLITE_UTF8))
      }
    }
  case .blob(let data):
    if data.isEmpty {
      return sqlite3_bind_zeroblob(statement, index, 0)
    }
    return data.withUnsafeBytes { buffer in
      sqlite3_bind_blob64(
        statement, index, buffer.baseAddress, UInt64(buffer.count), sqliteTransient)
    }
  case .null:
    return sqlite3_bind_null(statement, index)
  }
}

/// Reads column `index` of the current row of `statement`.
func columnValue(of statement: OpaquePointer, at index: Int32) -> SQLiteValue {
  switch sqlite3_column_type(statement, index) {
  case SQLITE_INTEGER:
    return .integer(sqlite3_column_int64(statement, index))
  case SQLITE_FLOAT:
    return .real(sqlite3_column_double(statement, index))
  case SQLITE_TEXT:
    guard let text = sqlite3_column_text(statement, index) else { return .text("") }
    let count = Int(sqlite3_column_bytes(statement, index))
    return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
  case SQLITE_BLOB:
    let count = Int(sqlite3_column_bytes(statement, index))
    guard let bytes = sqlite3_column_blob(statement, index), count > 0 else { return .blob(Data()) }
    return .blob(Data(bytes: bytes, count: count))
  default:
    return .null
  }
}
