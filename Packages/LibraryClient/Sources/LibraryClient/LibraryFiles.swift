/// Library files by path: where the library lives, opening one as a ``LibraryClient``, and
/// copying one. What an app shell needs before it has a client.
///
/// The live value is `LibraryFiles.live` (module `LibraryClientLive`); the app's executable
/// hands it to the shell, so the shell's module never depends on the database, even
/// transitively:
///
/// ```swift
/// // main.swift, the composition root
/// exit(await ShowTrackerCLI.main(libraryFiles: .live))
/// ```
public struct LibraryFiles: Sendable {
  /// The library's path when none is given, from the environment (`SHOWTRACKER_DB`, XDG).
  public var defaultPath: @Sendable (_ environment: [String: String]) -> String
  /// Opens (creating if new) the library at a path, reporting an import's progress to the
  /// first closure given, and each wait for another program's lock to the second; the last
  /// argument is the name the undo journal gives this program's changes (``ProgramName``).
  public var open:
    @Sendable (
      _ path: String, _ importProgress: (@Sendable (_ processed: Int, _ total: Int) -> Void)?,
      _ waiting: @escaping @Sendable () -> Void, _ program: String
    ) throws(LibraryError) -> LibraryClient
  /// Copies the library at the first path to a new file at the second, without changing it.
  public var copy: @Sendable (_ path: String, _ copyPath: String) throws(LibraryError) -> Void
  /// Whether there is a library file at a path already (opening one that is not creates it).
  public var exists: @Sendable (_ path: String) -> Bool

  public init(
    defaultPath: @escaping @Sendable ([String: String]) -> String,
    open:
      @escaping @Sendable (
        String, (@Sendable (Int, Int) -> Void)?, @escaping @Sendable () -> Void, String
      ) throws(LibraryError) -> LibraryClient,
    copy: @escaping @Sendable (String, String) throws(LibraryError) -> Void,
    exists: @escaping @Sendable (String) -> Bool
  ) {
    self.defaultPath = defaultPath
    self.open = open
    self.copy = copy
    self.exists = exists
  }
}
