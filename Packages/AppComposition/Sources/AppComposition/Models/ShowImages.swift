#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A show's artwork: the seed's `showImages[ids]?.tvPosters?.first?.url`.
public struct ShowImages: Hashable, Sendable {
  /// A poster image.
  public struct Poster: Hashable, Sendable {
    /// Where the image is.
    public var url: URL

    /// Creates a poster found at `url`.
    public init(url: URL) {
      self.url = url
    }
  }

  /// The show's posters, best first; `nil` when the catalog has none.
  public var tvPosters: [Poster]?

  /// Creates a show's artwork from its posters.
  public init(tvPosters: [Poster]?) {
    self.tvPosters = tvPosters
  }
}
