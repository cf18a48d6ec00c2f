import TextFormats

extension ImportError {
  /// The import error for what a reader of ``TextFormats`` found in the file `source`: the
  /// one place its errors become the import's, with the same place and words.
  init(_ error: TextFormatError, source: String) {
    self.init(source: source, location: error.location, message: error.message)
  }
}
