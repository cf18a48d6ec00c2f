/// One kind of file the library imports: TVMaze's or Trakt's. ``ImportFormat`` names each, and
/// ``LibraryDatabase/importData(_:format:source:progress:show:)`` and
/// ``LibraryDatabase/importFolder(_:format:source:progress:)`` run them, each inside the
/// import's one transaction.
protocol Importer {
  /// The files of an export's folder this importer reads, by their names, in the order they
  /// are read; empty when the format has no folder.
  static var folderFiles: [String] { get }

  /// Whether a file is surely of this format, told by its name (the last part of `source`)
  /// and its first bytes, so that one given as another format is named for what it is rather
  /// than rejected for its shape. `false` when only reading it would tell.
  static func recognizes(name: String, head: UnsafeBufferPointer<UInt8>) -> Bool

  /// Imports a whole file's bytes with `run` (whose writer is inside the import's
  /// transaction) and says what changed.
  static func run(_ bytes: UnsafeBufferPointer<UInt8>, _ run: ImportRun) throws -> ImportSummary
}

/// An importer of JSON files: its file is parsed whole first (``JSONDocument``), then read.
protocol JSONImporter: Importer {
  static func run(_ document: JSONDocument, _ run: ImportRun) throws -> ImportSummary
}

extension JSONImporter {
  static func run(_ bytes: UnsafeBufferPointer<UInt8>, _ run: ImportRun) throws -> ImportSummary {
    try Self.run(JSONDocument.parse(bytes, source: run.source), run)
  }
}
