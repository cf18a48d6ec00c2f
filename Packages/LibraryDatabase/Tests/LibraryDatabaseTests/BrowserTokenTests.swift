import LibraryDatabase
import Testing

/// The browser token `serve --listen` checks is kept with the library: the same at every start
/// (it changed at every restart, so a phone's bookmark stopped working), new only on request.
struct BrowserTokenTests {
  @Test func theBrowserTokenIsKeptAcrossOpeningsAndChangesOnlyWhenRotated() throws {
    let library = try LibraryFile(seedStarterCatalog: false)
    let token = try library.database.browserToken()
    #expect(token.count == 64)
    #expect(token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    let reopened = try LibraryDatabase(path: library.path, seedStarterCatalog: false)
    #expect(try reopened.browserToken() == token)
    let rotated = try reopened.rotateBrowserToken()
    #expect(rotated != token)
    #expect(try library.database.browserToken() == rotated)
    // A token of its own: the webhooks' is another, and rotating one leaves the other.
    let webhooks = try library.database.webhookToken()
    #expect(webhooks != rotated)
    try library.database.rotateWebhookToken()
    #expect(try library.database.browserToken() == rotated)
    // Settings are not changes of the library: nothing to undo.
    #expect(try library.database.lastChange() == nil)
  }
}
