// The database's side of `WebhookTypeNames.swift`: this file imports only the database, so
// its `MediaServer` and `WebhookTally` are unambiguous here.
import LibraryDatabase

/// The database's ``LibraryDatabase/MediaServer``.
typealias DatabaseMediaServer = MediaServer
/// The database's ``LibraryDatabase/WebhookTally``.
typealias DatabaseWebhookTally = WebhookTally
