import HTTPServer
import Testing

/// A redirect made from what a request carries never leads to another site.
@Suite struct RedirectTests {
  @Test func aPathOfThisServerIsKept() {
    for path in ["/", "/history?page=2", "/search?q=the+wire", "/shows/12"] {
      #expect(HTTPResponse.isLocalPath(path), "\(path)")
      #expect(HTTPResponse.redirect(to: path).headers["Location"] == path)
    }
  }

  @Test func anythingABrowserReadsAsAnotherHostGoesToTheRoot() {
    for path in [
      "//evil.example/", "/\\evil.example/", "\\/evil.example", "https://evil.example/",
      "evil.example", "", "/\t/evil.example", "/ /x", "/\u{7F}",
    ] {
      #expect(!HTTPResponse.isLocalPath(path), "\(path)")
      #expect(HTTPResponse.redirect(to: path).headers["Location"] == "/", "\(path)")
    }
  }
}
