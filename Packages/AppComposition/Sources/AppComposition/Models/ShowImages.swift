import Foundation

/// A show's artwork: the seed's `showImages[ids]?.tvPosters?.first?.url`.
public struct ShowImages: Hashable, Sendable {
  /// A poster image.
  public struct Poster: Hashable, Sendable {
    public var url: URL

    public init(url: URL) {
      self.url = url
    }
  }

  public var tvPosters: [Poster]?

  public init(tvPosters: [Poster]?) {
    self.tvPosters = tvPosters
  }
}
