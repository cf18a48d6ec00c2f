import AppComposition
import LibraryClientLive
import LibraryDatabase
import Redux

/// The `showtracker` command line (placeholder until the CLI lands): builds the store.
public enum ShowTrackerCLI {
  @MainActor
  public static func main() async -> Int32 {
    print("showtracker: the CLI is not built yet")
    return 1
  }
}
