import LibraryDatabase
import Testing

@Suite struct DefaultPathTests {
  @Test func showtrackerDBWinsOverEverything() {
    let path = LibraryDatabase.defaultPath(environment: [
      "SHOWTRACKER_DB": "/tmp/x.sqlite", "XDG_DATA_HOME": "/data", "HOME": "/home/me",
    ])
    #expect(path == "/tmp/x.sqlite")
  }

  @Test func xdgDataHomeIsUsedWhenSet() {
    let path = LibraryDatabase.defaultPath(environment: ["XDG_DATA_HOME": "/data", "HOME": "/h"])
    #expect(path == "/data/showtracker/library.sqlite")
  }

  @Test func homeLocalShareIsTheFallback() {
    #expect(
      LibraryDatabase.defaultPath(environment: ["HOME": "/home/me"])
        == "/home/me/.local/share/showtracker/library.sqlite")
    #expect(
      LibraryDatabase.defaultPath(environment: ["HOME": "/home/me", "XDG_DATA_HOME": "relative"])
        == "/home/me/.local/share/showtracker/library.sqlite")
    #expect(
      LibraryDatabase.defaultPath(environment: ["HOME": "/home/me", "SHOWTRACKER_DB": ""])
        == "/home/me/.local/share/showtracker/library.sqlite")
  }

  @Test func aRelativeHomeIsNotTheCurrentFolder() {
    for home in ["relative/home", ".", ""] {
      let path = LibraryDatabase.defaultPath(environment: ["HOME": home])
      #expect(path.hasPrefix("/"), "\(path)")
      #expect(path.hasSuffix("/.local/share/showtracker/library.sqlite"))
      #expect(path == LibraryDatabase.defaultPath(environment: [:]))
    }
  }
}
