/// How a program names itself in the undo journal (the live client's `program`): the commands
/// as one program, the command line (a user types them one after another), and each
/// interactive app by its process.
public enum ProgramName {
  /// The commands' name: empty.
  public static let commandLine = ""

  /// The name of the interactive app running in process `process`.
  public static func app(process: Int32) -> String {
    "app \(process)"
  }

  /// The words for a name: "the command line", "the app (process 4242)".
  public static func described(_ name: String) -> String {
    if name == commandLine { return "the command line" }
    if name.hasPrefix("app "), let process = Int(name.dropFirst(4)) {
      return "the app (process \(process))"
    }
    return name
  }
}
