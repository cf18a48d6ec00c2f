/// A JSON document to print: `Console` writes it as it is, in UTF-8, in any locale.
struct PrintedJSON: Sendable, Equatable {
  let text: String
}

/// Runs a JSON front end, turning an encoding error into a failure.
enum JSONOutput {
  static func render(_ body: () throws -> String) throws(CommandError) -> PrintedJSON {
    do {
      return PrintedJSON(text: try body())
    } catch {
      throw .failure("cannot write JSON: \(error)")
    }
  }
}
