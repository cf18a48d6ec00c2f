// The app and the database each have a `MediaServer` and a `WebhookTally` (the database depends
// on no other package, and the app's modules never see the database's types), and a module
// named like one of its types (`LibraryClient`, `LibraryDatabase`) cannot qualify them. This
// file imports only the app's side, so its names are unambiguous here.
import LibraryClient

/// The app's ``LibraryClient/MediaServer``.
typealias ClientMediaServer = MediaServer
/// The app's ``LibraryClient/WebhookTally``.
typealias ClientWebhookTally = WebhookTally
