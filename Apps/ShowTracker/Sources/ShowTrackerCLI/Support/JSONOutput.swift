/// A JSON document to print: `Console` writes it as it is, in UTF-8, in any locale.
struct JSONText: Sendable, Equatable {
  let text: String
}

/// Runs a JSON front end, turning an encoding error into a failure.
enum JSONOutput {
  static func render(_ body: () throws -> String) throws(CommandError) -> JSONText {
    do {
      return JSONText(text: try body())
    } catch {
      throw .failure("cannot write JSON: \(error)")
    }
  }
}
