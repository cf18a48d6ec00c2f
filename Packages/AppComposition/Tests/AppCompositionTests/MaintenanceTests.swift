import AppComposition
import LibraryClient
import ReduxTesting
import Testing

/// `check` and `backup` through the store: the reducer, and the connector the commands read.
@MainActor
struct MaintenanceTests {
  let damaged = LibraryCheck(
    problems: ["the file has damaged pages (SQLite's integrity check found 2 problems)"],
    shows: 13, episodes: 410, watchEvents: 7)

  @Test func aCheckRunsAndItsReportIsShown() async {
    let library = LibraryClient(check: { [damaged] in damaged })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    let connector = Connectors.MaintenanceConnector()
    #expect(connector.connect(action: .checkRequested) == .maintenance(.checkRequested))
    await store.send(.maintenance(.checkRequested)) { $0.maintenance = .running }
    #expect(connector.connect(state: store.state) == .running)
    await store.receive(.maintenance(.checked(damaged))) { $0.maintenance = .checked(damaged) }
    #expect(connector.connect(state: store.state) == .checked(damaged))
    await store.finish()
  }

  @Test func aBackupSaysWhereItWentOrWhyItFailed() async {
    let library = LibraryClient(backup: { path in
      guard let path else { throw LibraryError.diskFull }
      return path
    })
    let store = TestStore(
      initialState: AppState(today: Fixtures.today),
      reducer: appReducer(dependencies: .test(library)))
    let connector = Connectors.MaintenanceConnector()
    #expect(
      connector.connect(action: .backupRequested(path: "/b.sqlite"))
        == .maintenance(.backupRequested(path: "/b.sqlite")))
    await store.send(.maintenance(.backupRequested(path: "/b.sqlite"))) {
      $0.maintenance = .running
    }
    await store.receive(.maintenance(.backedUp(path: "/b.sqlite"))) {
      $0.maintenance = .backedUp(path: "/b.sqlite")
    }
    await store.send(.maintenance(.backupRequested(path: nil))) { $0.maintenance = .running }
    await store.receive(.maintenance(.failed(.library(.diskFull)))) {
      $0.maintenance = .failed(.library(.diskFull))
    }
    #expect(
      connector.connect(state: store.state)
        == .failed(message: "the disk is full; nothing was saved"))
    await store.finish()
  }
}
