/// Where each browser last was on each page (`/search?q=lighthouse`, `/history?page=3`): the
/// tabs of that browser's pages link there. The store holds one view state per feature for all
/// of them, so without this, another browser's request (any web page's `<img>` pointing at
/// `/search?q=…`) would move the links on this one's pages.
///
/// A browser is its session's CSRF token (`CSRFProtection`); the most recently seen
/// ``capacity`` browsers are remembered.
///
/// ```swift
/// var paths = BrowserPaths()
/// paths.visited("/search?q=lighthouse", page: "search", by: token)
/// paths.path(of: "search", for: token)  // "/search?q=lighthouse"
/// ```
struct BrowserPaths {
  /// The most browsers remembered; the one seen the longest ago is forgotten first.
  let capacity: Int
  private var byBrowser: [String: (seen: Int, paths: [String: String])] = [:]
  private var clock = 0

  /// No browser seen yet.
  init(capacity: Int = 1024) {
    self.capacity = capacity
  }

  /// Notes that `browser` was shown `page` at `path`.
  mutating func visited(_ path: String, page: String, by browser: String) {
    clock += 1
    byBrowser[browser, default: (clock, [:])].seen = clock
    byBrowser[browser]?.paths[page] = path
    if byBrowser.count > capacity,
      let oldest = byBrowser.min(by: { $0.value.seen < $1.value.seen })?.key
    {
      byBrowser[oldest] = nil
    }
  }

  /// Where `browser` last was on `page`, or `nil` when it was never shown it.
  func path(of page: String, for browser: String) -> String? {
    byBrowser[browser]?.paths[page]
  }
}
