// The files and edits `swift run new-feature NAME` makes: {Name}, {name}, {id} and {Title} stand for
// the feature's names (see FeatureName). Every other character is written as it is.

extension Scaffold {
  /// The files the scaffold writes, by path relative to the repository.
  static let files: [(path: String, text: String)] = [
    (
      "Packages/{Name}/Package.swift",
      #"""
      // swift-tools-version: 6.2
      import PackageDescription

      // A feature package: the {Title} screen's view state, view actions, rendering protocol and
      // preview fixtures. It depends on Redux and the shared identifiers only, never on AppComposition
      // or another feature, so it builds, tests and previews on its own.
      let package = Package(
        name: "{Name}",
        platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
        products: [
          .library(name: "{Name}", targets: ["{Name}"])
        ],
        dependencies: [
          .package(path: "../Identifiers"),
          .package(path: "../Redux"),
        ],
        targets: [
          // MARK: - {Name}

          .target(
            name: "{Name}",
            dependencies: [
              .product(name: "Identifiers", package: "Identifiers"),
              .product(name: "Redux", package: "Redux"),
            ]
          ),
          .testTarget(name: "{Name}Tests", dependencies: ["{Name}"]),
        ]
      )

      // Every target builds in the Swift 6 language mode (the tools version's default) with complete
      // concurrency checking, and a warning fails the build.
      for target in package.targets {
        target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
      }
      """#
    ),
    (
      "Packages/{Name}/Sources/{Name}/{Name}View.swift",
      #"""
      import Identifiers
      import Redux

      /// The {Title} screen.
      ///
      /// The namespace holds the screen's contract and nothing else: ``State`` (exactly what it
      /// renders), ``Action`` (the only things it can ask for) and ``ViewModel``.
      public enum {Name}View {}

      extension {Name}View {
        /// Everything the {Title} screen renders, already formatted.
        public struct State: Equatable, Sendable {
          /// The rows, in order.
          public let rows: [Row]
          /// Whether the rows are loading, loaded or failed.
          public let status: Status

          /// A screen of `rows` in `status`.
          public init(rows: [Row], status: Status = .loaded) {
            self.rows = rows
            self.status = status
          }

          /// Whether there is nothing to show: no rows and nothing loading or failed.
          public var isEmpty: Bool { rows.isEmpty && status == .loaded }

          /// Where the rows stand.
          public enum Status: Hashable, Sendable {
            /// The rows are on their way.
            case loading
            /// The rows are all there is.
            case loaded
            /// The rows could not be read: why, in words.
            case failed(message: String)
          }
        }

        /// One row.
        public struct Row: Hashable, Sendable {
          /// Which row: what an action names.
          public let id: String
          /// What the row says.
          public let title: String

          /// A row called `title`.
          public init(id: String, title: String) {
            self.id = id
            self.title = title
          }
        }

        /// What the user can do on the {Title} screen.
        public enum Action: Equatable, Sendable {
          /// The user opened a row.
          case rowSelected(id: String)
        }

        /// The store a {Title} front end reads and sends to.
        public typealias ViewModel = Store<State, Action>
      }
      """#
    ),
    (
      "Packages/{Name}/Sources/{Name}/{Name}Rendering.swift",
      #"""
      /// A front end for {Title}: anything that can draw ``{Name}View/State`` and turn the user's
      /// input into ``{Name}View/Action``s.
      ///
      /// ```swift
      /// {Name}Screen(viewModel: store.connect(using: Connectors.{Name}Connector()))
      /// ```
      @MainActor
      public protocol {Name}Rendering {
        /// Creates the front end for `viewModel`.
        init(viewModel: {Name}View.ViewModel)
      }
      """#
    ),
    (
      "Packages/{Name}/Sources/{Name}/{Name}View+Previews.swift",
      #"""
      import Redux

      extension {Name}View.State {
        /// Nothing to show.
        public static let empty = Self(rows: [])

        /// The rows while they load.
        public static let loading = Self(rows: [], status: .loading)

        /// A few rows.
        public static let populated = Self(rows: Array(sampleRows.prefix(3)))

        /// Rows that could not be read.
        public static let failed = Self(
          rows: [], status: .failed(message: "another program is using the library; try again"))

        /// More rows than fit on a screen, with long titles.
        public static let long = Self(rows: sampleRows)

        /// The preview fixtures, in the order a preview lists them.
        public static let previewFixtures: [PreviewFixture<Self>] = [
          PreviewFixture("empty", .empty),
          PreviewFixture("loading", .loading),
          PreviewFixture("populated", .populated),
          PreviewFixture("error", .failed),
          PreviewFixture("long", .long),
        ]

        private static let sampleRows: [{Name}View.Row] = (0..<30).map { index in
          let titles = [
            "Northern Lights", "The Harbour",
            "Norfolk Nights: A Very Long Title That Does Not Fit On One Narrow Terminal Line",
          ]
          return {Name}View.Row(id: "\(index + 1)", title: titles[index % titles.count])
        }
      }
      """#
    ),
    (
      "Packages/{Name}/Sources/{Name}/{Name}.docc/{Name}.md",
      #"""
      # ``{Name}``

      The {Title} screen.

      ## Overview

      `{Name}` is a feature package: it holds the screen's view state (``{Name}View/State``), the only
      actions the screen can send (``{Name}View/Action``), its view model (``{Name}View/ViewModel``),
      the protocol its front ends implement (``{Name}Rendering``), and named preview fixtures
      (`{Name}View.State.previewFixtures`). The app's connector (in `AppComposition`) makes the view
      state from the app state; front ends render it.

      ### What it may import

      `Redux` and `Identifiers` only. It never imports `AppComposition`, another feature, the library
      client or the database: it builds, tests and previews on its own.

      ## Topics

      ### The screen

      - ``{Name}View``
      - ``{Name}Rendering``
      """#
    ),
    (
      "Packages/{Name}/Tests/{Name}Tests/{Name}ViewTests.swift",
      #"""
      import Redux
      import Testing
      import {Name}

      @MainActor
      struct {Name}ViewTests {
        @Test func emptyIsEmptyButLoadingIsNot() {
          #expect({Name}View.State.empty.isEmpty)
          #expect(!{Name}View.State.loading.isEmpty)
          #expect(!{Name}View.State.populated.isEmpty)
        }

        @Test func previewFixturesCoverEveryStateByName() {
          let names = {Name}View.State.previewFixtures.map(\.name)
          #expect(names == ["empty", "loading", "populated", "error", "long"])
          #expect({Name}View.State.previewFixtures.fixture(named: "long")?.state.rows.count == 30)
        }

        @Test func stubViewModelShowsAFixtureAndReportsActions() throws {
          var sent: [{Name}View.Action] = []
          let viewModel = {Name}View.ViewModel.stub(.populated) { sent.append($0) }
          let first = try #require(viewModel.state.rows.first)
          viewModel.send(.rowSelected(id: first.id))
          #expect(viewModel.state == .populated)
          #expect(sent == [.rowSelected(id: first.id)])
        }
      }
      """#
    ),
    (
      "Packages/AppComposition/Sources/AppComposition/State/{Name}State.swift",
      #"""
      /// {Title}'s slice of the app state.
      public struct {Name}State: Hashable, Sendable {
        /// The items, in order.
        public var items: [String] = []
        /// Whether the items are loading, loaded or failed.
        public var status: LoadStatus = .idle

        /// {Title}, not loaded yet.
        public init() {}
      }

      /// {Title}'s actions.
      public enum {Name}Action: Equatable, Sendable, Codable {
        /// Load the items (again).
        case loadRequested
        /// The items arrived.
        case loaded([String])
        /// The items could not be read.
        case failed(AppError)
      }

      extension Screen {
        /// {Title}.
        public static let {name} = Screen("{id}")
      }
      """#
    ),
    (
      "Packages/AppComposition/Sources/AppComposition/Reducers/{Name}Reducer.swift",
      #"""
      import Redux

      /// Loads {Title}.
      ///
      /// The scaffold leaves the data to you: add a query to `LibraryClient` (an unimplemented
      /// default in its `init`, so no test changes), call it from an effect here, and send
      /// `.{name}(.loaded(…))` or `.{name}(.failed(…))` back. Until then the list loads empty.
      func {name}Reducer(dependencies: AppDependencies) -> Reducer<AppState, AppAction> {
        Reducer { state, action in
          guard case .{name}(let action) = action else { return .none }
          switch action {
          case .loadRequested:
            state.{name}.status = .loading
            return .send(.{name}(.loaded(state.{name}.items)))
          case .loaded(let items):
            if state.{name}.items != items { state.{name}.items = items }
            state.{name}.status = .loaded
            return .none
          case .failed(let error):
            state.{name}.status = .failed(error)
            return .none
          }
        }
      }
      """#
    ),
    (
      "Packages/AppComposition/Sources/AppComposition/Connectors/{Name}Connector.swift",
      #"""
      import Redux
      import {Name}

      extension Connectors {
        /// Maps {Title}'s slice to `{Name}View.State`.
        public struct {Name}Connector: InputTrackingConnector, Sendable {
          /// Creates {Title}'s connector.
          public init() {}

          /// The slices {Title} reads.
          public struct Inputs: Equatable {
            let {name}: Revision
          }

          public func inputs(of state: AppState) -> Inputs {
            Inputs({name}: state.${name})
          }

          public func connect(state: AppState) -> {Name}View.State {
            let slice = state.{name}
            switch slice.status {
            case .idle, .loading:
              return {Name}View.State(rows: [], status: .loading)
            case .failed(let error):
              return {Name}View.State(rows: [], status: .failed(message: error.description))
            case .loaded:
              return {Name}View.State(
                rows: slice.items.enumerated().map { index, item in
                  {Name}View.Row(id: "\(index)", title: item)
                })
            }
          }

          public func connect(action: {Name}View.Action) -> AppAction {
            switch action {
            case .rowSelected: .{name}(.loadRequested)
            }
          }
        }
      }
      """#
    ),
    (
      "Packages/AppComposition/Tests/AppCompositionTests/{Name}Tests.swift",
      #"""
      import AppComposition
      import ReduxTesting
      import Testing
      import {Name}

      /// {Title}'s reducer and connector.
      @MainActor
      struct {Name}Tests {
        @Test func loadingEndsLoaded() async {
          let store = TestStore(
            initialState: AppState(today: Fixtures.today), reducer: appReducer(dependencies: .test))
          await store.send(.{name}(.loadRequested)) { $0.{name}.status = .loading }
          await store.receive(.{name}(.loaded([]))) { $0.{name}.status = .loaded }
          await store.finish()
        }

        @Test func theConnectorShowsTheItemsOnceLoaded() {
          let connector = Connectors.{Name}Connector()
          var state = AppState(today: Fixtures.today)
          #expect(connector.connect(state: state).status == .loading)
          let inputs = connector.inputs(of: state)
          state.{name}.items = ["One", "Two"]
          state.{name}.status = .loaded
          #expect(connector.inputs(of: state) != inputs)
          #expect(connector.connect(state: state).rows.map(\.title) == ["One", "Two"])
        }

        @Test func everyViewActionMapsToItsAppAction() {
          #expect(
            Connectors.{Name}Connector().connect(action: .rowSelected(id: "0"))
              == .{name}(.loadRequested))
        }
      }
      """#
    ),
    (
      "Apps/ShowTracker/Sources/FrontEnds/{Name}/{Name}Screen.swift",
      #"""
      import Terminal
      import {Name}

      /// {Title} in the terminal: one row per item.
      ///
      /// Keys: ↑/↓ or k/j move, Enter opens the selected row.
      public final class {Name}Screen: {Name}Rendering, TerminalScreen {
        /// The store the screen reads and sends to.
        public let viewModel: {Name}View.ViewModel
        /// The selected row.
        public private(set) var selection = 0
        public private(set) var renderCount = 0

        /// Creates the screen on `viewModel`, with the first row selected.
        public init(viewModel: {Name}View.ViewModel) {
          self.viewModel = viewModel
        }

        public var capturesText: Bool { false }

        public var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("⏎", "open")] }

        public func render(width: Int, height: Int?) -> [Line] {
          renderCount += 1
          let state = viewModel.state
          var lines = [Line("{Title}", Theme.heading).fitted(to: width), Line()]
          switch state.status {
          case .loading:
            lines.append(Line("Loading…", Theme.secondary).fitted(to: width))
            return lines
          case .failed(let message):
            lines.append(Line("Could not load {Title}: " + message, Theme.failure).fitted(to: width))
            return lines
          case .loaded:
            break
          }
          guard !state.rows.isEmpty else {
            lines.append(Line("Nothing here yet.", Theme.secondary).fitted(to: width))
            return lines
          }
          let selection = ListWindow.clamp(self.selection, count: state.rows.count)
          let visible = ListWindow.visibleRange(
            count: state.rows.count, selection: selection, height: height.map { $0 - lines.count })
          for index in visible {
            let isSelected = height != nil && index == selection
            let line = (Theme.marker(isSelected: isSelected) + Line(state.rows[index].title)).fitted(
              to: width)
            lines.append(isSelected ? Theme.selectedRow(line, width: width) : line)
          }
          return lines
        }

        public func handle(_ key: Key) -> KeyHandling {
          let rows = viewModel.state.rows
          selection = ListWindow.clamp(selection, count: rows.count)
          if let moved = ListWindow.selection(after: key, from: selection, count: rows.count) {
            selection = moved
            return .handled
          }
          guard key == .enter else { return .ignored }
          guard rows.indices.contains(selection) else { return .handled }
          viewModel.send(.rowSelected(id: rows[selection].id))
          return .handled
        }
      }
      """#
    ),
    (
      "Apps/ShowTracker/Sources/FrontEnds/{Name}/{Name}JSON.swift",
      #"""
      import {Name}

      /// {Title} as JSON, for `showtracker {id} --json`.
      public struct {Name}JSON: {Name}Rendering {
        /// The store the front end reads.
        public let viewModel: {Name}View.ViewModel

        /// Creates the front end on `viewModel`.
        public init(viewModel: {Name}View.ViewModel) {
          self.viewModel = viewModel
        }

        /// The view state as pretty-printed JSON with sorted keys.
        public func render() throws -> String {
          try JSONText.encode(Document(viewModel.state))
        }

        struct Document: Encodable {
          var status: String
          var error: String?
          var rows: [Row]

          init(_ state: {Name}View.State) {
            switch state.status {
            case .loading: status = "loading"
            case .loaded: status = "loaded"
            case .failed(let message):
              status = "failed"
              error = message
            }
            rows = state.rows.map { Row(id: $0.id, title: $0.title) }
          }
        }

        struct Row: Encodable {
          var id: String
          var title: String
        }
      }
      """#
    ),
    (
      "Apps/ShowTracker/Sources/ShowTrackerCLI/Features/{Name}Feature.swift",
      #"""
      import AppComposition
      import FrontEnds
      import {Name}

      extension Feature {
        /// {Title}: a tab, `showtracker {id}`.
        static let {name} = Feature(
          name: "{id}", tab: .init(screen: .{name}, title: "{Title}"),
          connector: Connectors.{Name}Connector(),
          fixtures: {Name}View.State.previewFixtures,
          screen: {Name}Screen.init, json: { try {Name}JSON(viewModel: $0).render() },
          command: .{name}, load: [.{name}(.loadRequested)])
      }

      extension CommandSpec {
        static let {name} = CommandSpec(
          name: "{id}", brief: "{Title}",
          synopsis: [.option(Options.json, "{Title} as JSON")],
          summary: "Show {Title}.",
          details: "",
          run: {Name}Command.run)
      }

      /// `showtracker {id}`: {Title}, printed once.
      enum {Name}Command {
        @MainActor
        static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
          // The command only reads: it never makes a library where `--db` names none.
          let session = try AppSession.open(invocation, console: console, access: .read)
          let viewModel = session.store.connect(using: Connectors.{Name}Connector())
          session.store.send(.{name}(.loadRequested))
          try await viewModel.wait(for: "{Title}") { $0.status != .loading }
          if case .failed(let message) = viewModel.state.status {
            throw .failure("cannot read {Title}: \(message)")
          }
          if invocation[Options.json] {
            try console.print(try JSONOutput.render { try {Name}JSON(viewModel: viewModel).render() })
          } else {
            try console.print(
              {Name}Screen(viewModel: viewModel).render(width: console.width, height: nil))
          }
        }
      }
      """#
    ),
  ]

  /// The lines the scaffold adds to existing files, above the line `// new-feature: MARKER above
  /// this line` (with its indentation).
  static let edits: [(path: String, marker: String, lines: [String])] = [
    (
      "Packages/AppComposition/Sources/AppComposition/State/AppState.swift", "slices",
      [#"/// {Title}'s slice."#, #"@Tracked public var {name} = {Name}State()"#]
    ),
    (
      "Packages/AppComposition/Sources/AppComposition/State/AppAction.swift", "actions",
      [#"/// {Title}'s actions."#, #"case {name}({Name}Action)"#]
    ),
    (
      "Packages/AppComposition/Sources/AppComposition/Reducers/AppReducer.swift", "reducers",
      [#"{name}Reducer(dependencies: dependencies),"#]
    ),
    (
      "Packages/AppComposition/Package.swift", "packages",
      [#".package(path: "../{Name}"),"#]
    ),
    (
      "Packages/AppComposition/Package.swift", "products",
      [#".product(name: "{Name}", package: "{Name}"),"#]
    ),
    (
      "Packages/AppComposition/Package.swift", "test products",
      [#".product(name: "{Name}", package: "{Name}"),"#]
    ),
    (
      "Package.swift", "packages",
      [#".package(path: "Packages/{Name}"),"#]
    ),
    (
      "Package.swift", "front-end products",
      [#".product(name: "{Name}", package: "{Name}"),"#]
    ),
    (
      "Package.swift", "shell products",
      [#".product(name: "{Name}", package: "{Name}"),"#]
    ),
    (
      "Apps/ShowTracker/Sources/ShowTrackerCLI/Features/Features.swift", "features",
      [#".{name},"#]
    ),
  ]
}
