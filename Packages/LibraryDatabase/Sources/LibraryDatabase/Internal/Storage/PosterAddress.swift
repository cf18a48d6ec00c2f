/// Where a show's poster is kept. TVMaze's API writes its images as
/// `http://static.tvmaze.com/uploads/…`; its image server serves the same paths over https, and
/// a page of the browser app may load images over https only (its Content-Security-Policy), so
/// the library stores them as https.
enum PosterAddress {
  /// The start of a TVMaze image address over plain http.
  static let insecurePrefix = "http://static.tvmaze.com/"

  /// `url` over https when it is one of TVMaze's images over http; any other address as it is.
  ///
  /// ```swift
  /// PosterAddress.secure("http://static.tvmaze.com/uploads/images/medium_portrait/1/4.jpg")
  /// // "https://static.tvmaze.com/uploads/images/medium_portrait/1/4.jpg"
  /// ```
  static func secure(_ url: String?) -> String? {
    guard let url, url.hasPrefix(insecurePrefix) else { return url }
    return "https://" + url.dropFirst("http://".count)
  }
}
