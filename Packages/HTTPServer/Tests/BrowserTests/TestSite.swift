import HTTPServer
import HTTPTestSupport

/// A small site for the browser: a page with a hostile title, a counter a form POST increases
/// (with the CSRF token), a link, a line that server-sent events update, and a page with an
/// inline script the policy must block. Served as the app will serve its pages: behind the
/// `Host` check, CSRF protection and the security headers.
final class TestSite: Sendable {
  /// A title that is markup and script, as imported titles may be.
  static let hostileTitle =
    #"<script>document.title='pwned'</script><img src=x onerror="document.body.dataset.pwned=1"> & "Co""#

  let server: HTTPServer
  let changes = EventSource()
  private let counter = TestCounter()

  var count: Int { counter.value }

  init() throws {
    server = try HTTPServer()
    var router = Router()
    router.get("/") { [counter] request in
      .html(
        Self.page(
          title: Self.hostileTitle,
          body: """
            <h1 id="title">\(HTML.escaped(Self.hostileTitle))</h1>
            <p id="count">\(counter.value)</p>
            <form method="post" action="/increment">
              <input type="hidden" name="\(CSRFProtection.fieldName)" value="\(HTML.escaped(request.csrfToken ?? ""))">
              <button id="add" type="submit">Add one</button>
            </form>
            <a id="about" href="/about">About</a>
            <p id="live">waiting</p>
            """))
    }
    router.get("/about") { _ in .html(Self.page(title: "About", body: "<h1>About</h1>")) }
    router.get("/inline") { _ in
      .html(
        Self.page(
          title: "Inline",
          body:
            #"<p id="ran">not run</p><script>document.getElementById("ran").textContent = "ran"</script>"#
        ))
    }
    router.get("/page.js") { _ in
      .typed(
        """
        const live = document.getElementById("live");
        const events = new EventSource("/events");
        events.addEventListener("changed", (event) => { live.textContent = event.data; });
        // A page kept for the back button would keep its stream open: close it on leaving.
        addEventListener("pagehide", () => events.close());
        """, "text/javascript; charset=utf-8")
    }
    router.get("/events") { [changes] _ in .events(from: changes) }
    router.post("/increment") { [counter] _ in
      counter.add()
      return .redirect(to: "/")
    }
    let csrf = CSRFProtection(cookieName: "session-\(server.port)")
    server.start(chain([HostCheck(servedBy: server), csrf, SecurityHeaders()], router.handler))
  }

  static func page(title: String, body: String) -> String {
    """
    <!doctype html>
    <html><head><meta charset="utf-8"><title>\(HTML.escaped(title))</title></head>
    <body>\(body)<script src="/page.js"></script></body></html>
    """
  }
}

/// Another site (another port: another origin, the same site for cookies) whose page posts a
/// form to the test site without its CSRF token: what a hostile page would do.
final class ForgingSite: Sendable {
  let server: HTTPServer

  init(target: HTTPServer) throws {
    server = try HTTPServer()
    let action = "\(target.url)increment"
    server.start { _ in
      .html(
        TestSite.page(
          title: "Forged",
          body:
            #"<form method="post" action="\#(action)"><input type="hidden" name="csrf_token" value="guess"><button id="forge" type="submit">Win</button></form>"#
        ))
    }
  }
}
