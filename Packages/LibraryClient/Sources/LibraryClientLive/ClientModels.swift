import LibraryClient

// The app's models whose names the database module uses too (`HistoryPage`, `LibraryChange`).
// This file imports only `LibraryClient`, so these names are unambiguous here; the other files,
// which import both modules, use the aliases.

/// The app's page of the history.
typealias ClientHistoryPage = HistoryPage
/// The app's description of a change to the library.
typealias ClientLibraryChange = LibraryChange
