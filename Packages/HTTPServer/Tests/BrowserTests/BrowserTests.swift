import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// The server's pages in a real browser: Debian's headless Chromium, driven by WebDriver.
/// Skipped where Chromium is absent (the reason is in the test output); failed instead where
/// `SHOWTRACKER_REQUIRE_CHROMIUM=1`, as in CI.
@Suite(
  .enabled(if: HeadlessChromium.testsRun(), "needs chromium and chromium-driver (Debian)"),
  .serialized)
struct BrowserTests {
  @Test func aPageIsReadFromTheDOMAndALinkFollowed() async throws {
    let site = try TestSite()
    try await HeadlessChromium.withSession { browser in
      try await browser.open(site.server.url)
      // The hostile title stays text: in the title, in the heading, and no element it names.
      #expect(try await browser.title() == TestSite.hostileTitle)
      #expect(try await browser.text(of: "#title") == TestSite.hostileTitle)
      #expect(try await browser.count(of: "img") == 0)
      #expect(try await browser.count(of: "h1 *") == 0)
      #expect(try await browser.attribute("data-pwned", of: "body") == nil)
      #expect(try await browser.source().contains("&lt;script&gt;"))

      try await browser.click("#about")
      try await browser.waitUntil("the link's page") {
        try await browser.currentURL() == site.server.url + "about"
      }
      #expect(try await browser.text(of: "h1") == "About")
    }
  }

  @Test func aFormPostWithTheCSRFTokenChangesTheState() async throws {
    let site = try TestSite()
    try await HeadlessChromium.withSession { browser in
      try await browser.open(site.server.url)
      #expect(try await browser.text(of: "#count") == "0")
      try await browser.click("#add")
      try await browser.waitUntil("the count to be 1") {
        try await browser.text(of: "#count") == "1"
      }
      #expect(try await browser.currentURL() == site.server.url)
      try await browser.click("#add")
      try await browser.waitUntil("the count to be 2") {
        try await browser.text(of: "#count") == "2"
      }
      #expect(site.count == 2)
    }
  }

  @Test func aFormAnotherSitePostsIsRefusedAndChangesNothing() async throws {
    let site = try TestSite()
    let forger = try ForgingSite(target: site.server)
    try await HeadlessChromium.withSession { browser in
      // The browser has a session with the site (its cookie is sent to any port of 127.0.0.1).
      try await browser.open(site.server.url)
      try await browser.open(forger.server.url)
      try await browser.click("#forge")
      // Chromium names the forger's origin, which is refused before the token is looked at.
      try await browser.waitUntil("the site's refusal") {
        try await browser.source().contains("This request came from another site (Origin")
      }
      #expect(site.count == 0)
    }
  }

  @Test func anEventUpdatesThePageWithinASecond() async throws {
    let site = try TestSite()
    try await HeadlessChromium.withSession { browser in
      try await browser.open(site.server.url)
      try await browser.waitUntil("the page's event stream to connect") {
        site.changes.connectedClients == 1
      }
      #expect(try await browser.text(of: "#live") == "waiting")
      site.changes.send(ServerSentEvent(event: "changed", data: "version 2"))
      try await browser.waitUntil("the event on the page", timeout: .seconds(1)) {
        try await browser.text(of: "#live") == "version 2"
      }
      // Leaving the page closes its stream, and the server lets it go.
      try await browser.open("about:blank")
      try await browser.waitUntil("the stream to close") { site.changes.connectedClients == 0 }
    }
  }

  @Test func anInlineScriptDoesNotRun() async throws {
    let site = try TestSite()
    try await HeadlessChromium.withSession { browser in
      try await browser.open(site.server.url + "inline")
      // The page's own script file runs (it is from 'self'); give an inline one time to.
      try await Task.sleep(for: .milliseconds(200))
      #expect(try await browser.text(of: "#ran") == "not run")
    }
  }
}

/// When the browser tests run; not itself a browser test.
struct ChromiumRequirementTests {
  @Test func theBrowserTestsRunWhenChromiumIsHereOrRequired() {
    #expect(HeadlessChromium.testsRun(isAvailable: true, environment: [:]))
    #expect(!HeadlessChromium.testsRun(isAvailable: false, environment: [:]))
    #expect(
      !HeadlessChromium.testsRun(
        isAvailable: false, environment: ["SHOWTRACKER_REQUIRE_CHROMIUM": "0"]))
    #expect(
      HeadlessChromium.testsRun(
        isAvailable: false, environment: ["SHOWTRACKER_REQUIRE_CHROMIUM": "1"]))
  }

  @Test func aMissingChromiumSaysHowToFixIt() {
    let message = "\(HeadlessChromium.Missing())"
    #expect(message.contains("SHOWTRACKER_REQUIRE_CHROMIUM=1"))
    #expect(message.contains("apt-get install chromium chromium-driver"))
  }
}
