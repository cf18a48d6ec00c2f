/// Runs a JSON front end, turning an encoding error into a failure.
enum JSONOutput {
  static func render(_ body: () throws -> String) throws(CommandError) -> String {
    do {
      return try body()
    } catch {
      throw .failure("cannot write JSON: \(error)")
    }
  }
}
