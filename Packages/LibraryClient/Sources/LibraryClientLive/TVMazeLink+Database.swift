import Identifiers
import LibraryClient
import LibraryDatabase

extension TVMazeLink {
  /// The app's link for the database's.
  init(_ link: TVMazeShowLink) {
    self.init(
      show: ShowID(rawValue: link.showID), title: link.title, tvmazeID: link.tvmazeID,
      updated: link.updated, fetchedAt: link.fetchedAt)
  }
}
