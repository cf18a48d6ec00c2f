import FrontEnds
import HTTPServer
import Redux

/// What a feature's page in the browser app (`showtracker serve`) shows for its view state,
/// and which view action each of its forms means: its title, its address, its content.
///
/// A feature writes only its page, functions of the view state; the front end that reads the
/// store and sends the forms' actions (``HTMLFrontEnd``) is one for every feature, as the JSON
/// front end is:
///
/// ```swift
/// public enum UpNextHTML: HTMLPage {
///   public static func title(of state: UpNextView.State) -> String { "Up Next" }
///   public static func path(of state: UpNextView.State) -> String { WebPaths.upNext }
///   public static func content(of state: UpNextView.State, forms: HTMLForms) -> String { … }
///   public static func action(from form: FormFields) -> UpNextView.Action? { … }
/// }
///
/// extension HTMLFrontEnd: UpNextRendering where Page == UpNextHTML {}
/// ```
///
/// Like the terminal and JSON front ends it does no query and no formatting of its own: every
/// word comes from the view state the connector made, written through ``HTML/escaped(_:)``.
public protocol HTMLPage {
  /// The view state the page shows.
  associatedtype ViewState: Equatable
  /// The actions its forms send.
  associatedtype ViewAction

  /// The page's title: "History", "Breaking Bad".
  static func title(of state: ViewState) -> String

  /// The page's address for `state` (`/history?page=2`, `/shows/12`): what links to it say, and
  /// what a live event names when this view state changed (``WebPaths``).
  static func path(of state: ViewState) -> String

  /// The page's content for `state`: the HTML inside `<main>`, every string escaped, every
  /// action a form made by `forms`.
  static func content(of state: ViewState, forms: HTMLForms) -> String

  /// The view action a form of this page posted, or `nil` when the form names none (an old or
  /// hand-made form).
  static func action(from form: FormFields) -> ViewAction?
}

/// A feature's HTML front end, for `showtracker serve`: its ``HTMLPage`` of the view state on
/// screen, and the page's forms sent back to the store as the feature's view actions.
///
/// One type serves every feature, which states that, with its page, it implements the
/// feature's rendering protocol (``HTMLPage`` shows the line).
@MainActor
public struct HTMLFrontEnd<Page: HTMLPage>: FrontEnd {
  public typealias ViewState = Page.ViewState
  public typealias ViewAction = Page.ViewAction

  /// The store the front end reads.
  public let viewModel: Store<Page.ViewState, Page.ViewAction>

  /// Creates the front end on `viewModel`.
  public init(viewModel: Store<Page.ViewState, Page.ViewAction>) {
    self.viewModel = viewModel
  }

  /// The title of the view state on screen.
  public var title: String { Page.title(of: viewModel.state) }

  /// The address of the view state on screen.
  public var path: String { Page.path(of: viewModel.state) }

  /// The content of the view state on screen, its forms made by `forms`.
  public func content(forms: HTMLForms) -> String {
    Page.content(of: viewModel.state, forms: forms)
  }

  /// Sends the view action `form` carries and returns the effects it started, to await; `nil`
  /// when the form carries no action.
  @discardableResult
  public func send(_ form: FormFields) -> StoreTask? {
    guard let action = Page.action(from: form) else { return nil }
    return viewModel.send(action)
  }
}
