import HTTPServer

/// The browser app's page around a feature's content: the head (title, style sheet, script),
/// the chrome (tabs, search, status line), `<main>`, and the data's credit.
///
/// The `<body>` carries what the page's script needs to stay live: the page's address
/// (`data-path`) and the version of its view state (`data-version`); an event naming the same
/// address with another version reloads the page (``LiveEvent``).
public struct HTMLDocument: Sendable {
  /// The page's title, before the app's name.
  public let title: String
  /// The page's address (``HTMLFrontEnd/path``).
  public let path: String
  /// The version of the view state the page shows.
  public let version: Int
  /// The chrome's HTML (``AppChromeHTML``).
  public let chrome: String
  /// The content inside `<main>`.
  public let content: String

  /// A page of `content` titled `title`, at `path`, showing `version`, under `chrome`.
  public init(title: String, path: String, version: Int, chrome: String, content: String) {
    self.title = title
    self.path = path
    self.version = version
    self.chrome = chrome
    self.content = content
  }

  /// The whole page.
  public var html: String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(HTML.escaped(title)) · ShowTracker</title>
    <link rel="stylesheet" href="\(WebPaths.styleSheet)">
    <link rel="icon" href="\(WebPaths.icon)" type="image/svg+xml">
    <script src="\(WebPaths.script)" defer></script>
    </head>
    <body data-path="\(HTML.escaped(path))" data-version="\(version)">
    \(chrome)
    <main id="main">
    \(content)
    </main>
    <footer><p>Show data from <a href="https://www.tvmaze.com">TVMaze.com</a> (CC BY-SA 4.0). \
    Keys: j/k move, Enter opens, w marks watched, / searches.</p></footer>
    </body>
    </html>

    """
  }
}

/// What `/events` tells the pages: the view state at `path` is now at `version`.
///
/// The data is `"VERSION PATH"` (`"7 /history"`); the page's script reloads when the path is
/// its own and the version is not.
public struct LiveEvent: Sendable, Equatable {
  /// The event type the pages listen to.
  public static let type = "changed"

  /// The address of the page whose view state changed.
  public let path: String
  /// The view state's new version.
  public let version: Int

  /// An event saying the page at `path` is at `version`.
  public init(path: String, version: Int) {
    self.path = path
    self.version = version
  }

  /// The event as `/events` sends it.
  public var event: ServerSentEvent {
    ServerSentEvent(event: Self.type, data: "\(version) \(path)")
  }
}
