/// Why a call to TVMaze failed: typed, so the app decides the words.
public enum TVMazeError: Error, Hashable, Sendable, Codable {
  /// TVMaze has nothing at this path (HTTP 404): a show it does not have, or deleted.
  case notFound(path: String)
  /// The machine is offline.
  case offline(host: String)
  /// The host's name could not be resolved (DNS).
  case hostNotFound(host: String)
  /// The host could not be reached, or dropped the connection; the system's reason.
  case cannotConnect(host: String, reason: String)
  /// The host did not answer in time.
  case timedOut(host: String)
  /// TVMaze kept answering HTTP 429 (too many requests), after waiting and retrying.
  case rateLimited(path: String)
  /// TVMaze answered with an HTTP status the app cannot use (a 5xx server error, say).
  case httpStatus(Int, path: String)
  /// The answer to `path`, which asked for show `asked`, is show `answered`: nothing of it is
  /// used.
  case wrongShow(path: String, asked: Int, answered: Int)
  /// An HTTP 404 without TVMaze's own error body (a proxy's, a captive portal's): what was
  /// answered, in a few words. Whether TVMaze still has the show is unknown.
  case notFoundElsewhere(path: String, answer: String)
  /// The response's body is not the JSON the path returns; why.
  case malformed(path: String, reason: String)
  /// `SHOWTRACKER_TVMAZE_URL` is not an http or https URL.
  case invalidBaseURL(String)
  /// The app cannot make HTTP requests on this machine (libcurl is missing, say); why.
  case unavailable(reason: String)
  /// A function a test did not provide.
  case unimplemented(String)
}
