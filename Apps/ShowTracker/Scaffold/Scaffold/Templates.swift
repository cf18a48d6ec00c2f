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
      // preview fixtures, on Redux (a feature may import Redux and Identifiers: Docs/Architecture.md).
      let package = Package(
        name: "{Name}",
        platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
        products: [.library(name: "{Name}", targets: ["{Name}"])],
        dependencies: [.package(path: "../Redux")],
        targets: [
          .target(name: "{Name}", dependencies: [.product(name: "Redux", package: "Redux")]),
          .testTarget(name: "{Name}Tests", dependencies: ["{Name}"]),
        ]
      )

      for target in package.targets {
        target.swiftSettings =
          (target.swiftSettings ?? []) + [
            .treatAllWarnings(as: .error),
            // Release builds make a generic type's metadata through its accessor, not from its
            // mangled name at run time, which scans every protocol conformance in the process at each
            // type's first use (Docs/Performance.md, "Start-up").
            .unsafeFlags(
              ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
              .when(configuration: .release)),
          ]
      }
      """#
    ),
    (
      "Packages/{Name}/Sources/{Name}/{Name}View.swift",
      #"""
      import Redux

      /// The {Title} screen: ``State`` (what it renders), ``Action`` (what it can ask for) and
      /// ``ViewModel``.
      public enum {Name}View {
        /// Everything the {Title} screen renders, already formatted.
        public struct State: Equatable, Sendable {
          /// The rows, in order.
          public let rows: [Row]
          /// Whether the rows are loading, loaded or failed.
          public let status: LoadPhase

          /// A screen of `rows` in `status`.
          public init(rows: [Row], status: LoadPhase = .loaded) {
            self.rows = rows
            self.status = status
          }
        }

        /// One row of the screen.
        public struct Row: Hashable, Sendable {
          /// Which row: what an action names.
          public let id: String
          /// What the row says.
          public let title: String

          /// The row `id`, called `title`.
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
      /// A front end for {Title}: draws ``{Name}View/State``, sends ``{Name}View/Action``s.
      @MainActor
      public protocol {Name}Rendering {
        /// Creates the front end on `viewModel`.
        init(viewModel: {Name}View.ViewModel)
      }
      """#
    ),
    (
      "Packages/{Name}/Sources/{Name}/{Name}View+Previews.swift",
      #"""
      import Redux

      extension {Name}View.State: Previewable {
        /// Nothing to show.
        public static let empty = Self(rows: [])
        /// The rows while they load.
        public static let loading = Self(rows: [], status: .loading)
        /// A few rows.
        public static let populated = Self(rows: Array(long.rows.prefix(3)))
        /// Rows that could not be read.
        public static let failed = Self(rows: [], status: .failed(message: "the library is busy"))
        /// More rows than fit on a screen, every third with a title too long for a narrow terminal.
        public static let long = Self(
          rows: (1...30).map { index in
            let title = index % 3 == 0 ? "A Very Long Title That Does Not Fit On One Narrow Line" : "Row"
            return {Name}View.Row(id: "\(index)", title: "\(title) \(index)")
          })

        public static let previewFixtures: [PreviewFixture<Self>] = [
          PreviewFixture("empty", .empty), PreviewFixture("loading", .loading),
          PreviewFixture("populated", .populated), PreviewFixture("error", .failed),
          PreviewFixture("long", .long),
        ]
      }
      """#
    ),
    (
      "Packages/{Name}/Sources/{Name}/{Name}.docc/{Name}.md",
      #"""
      # ``{Name}``

      The {Title} screen: its view state (``{Name}View/State``), actions (``{Name}View/Action``), view
      model, the protocol its front ends implement (``{Name}Rendering``) and its preview fixtures. A
      feature package: it imports `Redux` (and may import `Identifiers`) only, so it builds, tests and
      previews on its own; `AppComposition`'s connector makes its view state.
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
        @Test func aStubViewModelShowsAFixtureAndReportsItsActions() throws {
          var sent: [{Name}View.Action] = []
          let viewModel = {Name}View.ViewModel.stub(.populated) { sent.append($0) }
          let first = try #require(viewModel.state.rows.first)
          viewModel.send(.rowSelected(id: first.id))
          #expect(viewModel.state == .populated && sent == [.rowSelected(id: first.id)])
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

      /// Loads {Title}. Its data is yours to add: a `LibraryClient` query called from an effect here,
      /// sending `.{name}(.loaded(…))` or `.{name}(.failed(…))` back (Docs/AddingAFeature.md, "A
      /// migration and a client query"). Until then the list loads empty.
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
          case .failed(let error):
            state.{name}.status = .failed(error)
          }
          return .none
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

          /// What {Title} reads: its slice, by revision.
          public func inputs(of state: AppState) -> Revision { state.${name} }

          public func connect(state: AppState) -> {Name}View.State {
            let slice = state.{name}
            guard slice.status == .loaded else {
              return {Name}View.State(rows: [], status: LoadPhase(slice.status))
            }
            return {Name}View.State(
              rows: slice.items.enumerated().map { {Name}View.Row(id: "\($0)", title: $1) })
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

        @Test func theConnectorShowsTheItemsOnceLoadedAndMapsEveryViewAction() {
          let connector = Connectors.{Name}Connector()
          var state = AppState(today: Fixtures.today)
          #expect(connector.connect(state: state).status == .loading)
          let inputs = connector.inputs(of: state)
          state.{name}.items = ["One", "Two"]
          state.{name}.status = .loaded
          #expect(connector.inputs(of: state) != inputs)
          #expect(connector.connect(state: state).rows.map(\.title) == ["One", "Two"])
          #expect(connector.connect(action: .rowSelected(id: "0")) == .{name}(.loadRequested))
        }
      }
      """#
    ),
    (
      "Apps/ShowTracker/Sources/FrontEnds/{Name}/{Name}Screen.swift",
      #"""
      import Terminal
      import {Name}

      /// {Title} in the terminal: one row per item. Keys: ↑/↓ or k/j move, Enter opens the row.
      public typealias {Name}Screen = ListScreen<{Name}Content>

      extension ListScreen: {Name}Rendering where Content == {Name}Content {}

      /// What {Title}'s screen draws and what its keys do (``ListScreenContent``).
      public enum {Name}Content: ListScreenContent {
        public static func rows(of state: {Name}View.State) -> [{Name}View.Row] { state.rows }

        public static func id(of row: {Name}View.Row) -> String { row.id }

        public static var keyHints: [KeyHint] { [KeyHint("↑↓", "move"), KeyHint("⏎", "open")] }

        public static func handle(
          _ key: Key, on row: {Name}View.Row?, in state: {Name}View.State
        ) -> ListKey<{Name}View.Action> {
          guard key == .enter else { return .ignored }
          return row.map { .send(.rowSelected(id: $0.id)) } ?? .handled
        }

        /// The lines: a heading, then one row per item or a line saying why there is none.
        public static func lines(
          for state: {Name}View.State, selection: Int, width: Int, height: Int?
        ) -> [Line] {
          var layout = ListLayout(heading: Line("{Title}", Theme.heading), width: width)
          guard
            let window = layout.rows(
              state.status, count: state.rows.count, selection: selection, height: height,
              failure: "Could not load {Title}: ", empty: "Nothing here yet.")
          else { return layout.lines }
          for index in window.rows {
            let isSelected = index == window.selected
            let line = (Theme.marker(isSelected: isSelected) + Line(state.rows[index].title))
              .fitted(to: width)
            layout.lines.append(isSelected ? Theme.selectedRow(line, width: width) : line)
          }
          return layout.lines
        }
      }
      """#
    ),
    (
      "Apps/ShowTracker/Sources/FrontEnds/{Name}/{Name}JSON.swift",
      #"""
      import {Name}

      /// {Title} as JSON, for `showtracker {id} --json`.
      public struct {Name}JSON: JSONDocument {
        var rows: [Row]

        public init(_ state: {Name}View.State) {
          rows = state.rows.map { Row(id: $0.id, title: $0.title) }
        }

        struct Row: Encodable {
          var id: String
          var title: String
        }
      }

      extension {Name}View.State: LoadPhasedState {}

      extension JSONFrontEnd: {Name}Rendering
      where Document == {Name}JSON, ViewAction == {Name}View.Action {}
      """#
    ),
    (
      "Apps/ShowTracker/Sources/WebFrontEnds/{Name}/{Name}HTML.swift",
      #"""
      import HTTPServer
      import {Name}

      /// {Title} as a page of the browser app (`showtracker serve`, at ``WebPaths/{name}``).
      public enum {Name}HTML: HTMLPage {
        public static func title(of state: {Name}View.State) -> String { "{Title}" }

        public static func path(of state: {Name}View.State) -> String { WebPaths.{name} }

        public static func content(of state: {Name}View.State, forms: HTMLForms) -> String {
          "<h1>{Title}</h1>"
            + HTMLParts.list(
              state.status, state.rows, isEmpty: state.rows.isEmpty, empty: "Nothing here yet."
            ) { HTMLParts.row(id: $0.id, "<p>\(HTML.escaped($0.title))</p>") }
        }

        /// The page has no forms yet.
        public static func action(from form: FormFields) -> {Name}View.Action? { nil }
      }

      extension HTMLFrontEnd: {Name}Rendering where Page == {Name}HTML {}
      """#
    ),
    (
      "Apps/ShowTracker/Sources/ShowTrackerCLI/Features/{Name}Feature.swift",
      #"""
      import AppComposition
      import FrontEnds

      extension CommandSpec {
        static let {name} = CommandSpec(
          name: "{id}", brief: "{Title}", synopsis: [.option(Options.json, "{Title} as JSON")],
          summary: "Show {Title}.", details: "", run: {Name}Command.run)
      }

      /// `showtracker {id}`: {Title}, printed once. It only reads: it never makes a library where
      /// `--db` names none.
      enum {Name}Command {
        @MainActor
        static func run(_ invocation: Invocation, console: Console) async throws(CommandError) {
          let session = try AppSession.open(invocation, console: console, access: .read)
          let viewModel = try await session.load(
            Connectors.{Name}Connector(), sending: [.{name}(.loadRequested)], waitingFor: "{Title}",
            phase: \.status, failure: { "cannot read {Title}: \($0)" })
          try console.print(
            viewModel, as: {Name}Screen.self, or: {Name}JSON.self, json: invocation[Options.json])
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
      "Package.swift", "web front-end products",
      [#".product(name: "{Name}", package: "{Name}"),"#]
    ),
    (
      "Package.swift", "shell products",
      [#".product(name: "{Name}", package: "{Name}"),"#]
    ),
    (
      "Apps/ShowTracker/Sources/ShowTrackerCLI/Features/Features.swift", "features",
      [
        #"Feature("#,
        #"  .{name}, tab: "{Title}", command: .{name}, load: [.{name}(.loadRequested)],"#,
        #"  connector: Connectors.{Name}Connector(),"#,
        #"  web: .kept(at: WebPaths.{name}, phase: \.status),"#,
        #"  screen: {Name}Screen.self, json: {Name}JSON.self, html: {Name}HTML.self),"#,
      ]
    ),
    (
      "Apps/ShowTracker/Sources/WebFrontEnds/WebPaths.swift", "paths",
      [#"/// {Title}."#, #"public static let {name} = "/{id}""#]
    ),
  ]
}
