/// How far an import has got: `processed` of `total` items.
public struct ImportProgress: Sendable, Hashable {
  /// Items handled so far.
  public var processed: Int
  /// Items in the file.
  public var total: Int

  /// Creates a progress report.
  public init(processed: Int, total: Int) {
    self.processed = processed
    self.total = total
  }

  /// `processed / total`, from 0 to 1 (1 for an empty total).
  public var fraction: Double {
    total == 0 ? 1 : Double(processed) / Double(total)
  }
}
