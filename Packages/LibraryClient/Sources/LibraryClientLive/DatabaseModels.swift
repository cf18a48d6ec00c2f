import LibraryDatabase

// The database's models whose names the app's client module uses too. This file imports only
// `LibraryDatabase`, so these names are unambiguous here.

/// A change recorded in the library's undo journal.
typealias JournalChange = LibraryChange
