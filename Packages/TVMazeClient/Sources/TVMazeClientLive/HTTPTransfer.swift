import CLibcurl
import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The final answer to one GET: its status, its `Retry-After` header and its body.
struct HTTPAnswer: Sendable {
  var status: Int
  /// The `Retry-After` header's value, if the final answer has one.
  var retryAfter: String?
  var body: Data
}

/// Why a transfer failed, before the client decides what it means for TVMaze.
enum TransferError: Error, Equatable {
  /// libcurl could not be loaded; why.
  case unavailable(String)
  /// libcurl's `CURLcode`, the system's `errno` when a call of the system failed, and libcurl's
  /// words for the code.
  case failed(code: Int32, systemError: Int32, words: String)
  /// The body grew past the limit, in bytes.
  case tooLarge(limit: Int)
  /// The task waiting for the answer was cancelled.
  case cancelled
}

/// HTTP GETs through libcurl, loaded on the first request (`CLibcurl`): programs that never make
/// one do not load libcurl or the libraries it needs.
///
/// Each transfer runs on a Dispatch worker thread, because `curl_easy_perform` blocks; idle
/// handles are kept, so a later request to the same host reuses the connection.
final class HTTPTransfers: Sendable {
  /// Sent with every request.
  private let headers: [String]
  private let userAgent: String
  /// Whole seconds: for connecting, and for the longest silence while an answer arrives.
  private let timeout: Int
  /// The longest a whole transfer may take, in seconds.
  private let transferLimit: Int
  /// The largest body accepted, in bytes.
  private let bodyLimit: Int
  /// Handles that finished a transfer, with their open connections.
  private let idle = Mutex<[EasyHandle]>([])

  /// The most idle handles kept.
  private static let idleLimit = 4

  init(userAgent: String, headers: [String], timeout: Int, bodyLimit: Int) {
    self.userAgent = userAgent
    self.headers = headers
    self.timeout = max(1, timeout)
    self.transferLimit = max(self.timeout * 4, 60)
    self.bodyLimit = bodyLimit
  }

  /// GETs `url`, following redirects between http and https URLs.
  func get(_ url: String) async throws(TransferError) -> HTTPAnswer {
    if let reason = Libcurl.loadFailure { throw .unavailable(reason) }
    let transfer = Transfer(bodyLimit: bodyLimit)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation {
        (continuation: CheckedContinuation<Result<HTTPAnswer, TransferError>, Never>) in
        DispatchQueue.global(qos: .userInitiated).async {
          continuation.resume(returning: self.perform(url, transfer))
        }
      }
    } onCancel: {
      transfer.cancelled.store(true, ordering: .relaxed)
    }
    return try result.get()
  }

  /// Runs the transfer on this thread, blocking it.
  private func perform(_ url: String, _ transfer: Transfer) -> Result<HTTPAnswer, TransferError> {
    guard let handle = idle.withLock({ $0.popLast() }) ?? EasyHandle() else {
      return .failure(
        .failed(code: Libcurl.failedInit, systemError: 0, words: "libcurl failed to start"))
    }
    let list = HeaderList(headers)
    let context = Unmanaged.passUnretained(transfer).toOpaque()
    var status = 0
    var systemError = 0
    let code = withExtendedLifetime((transfer, list)) { () -> Int32 in
      // The handle keeps pointers to this transfer's header list and to the callbacks' context
      // (libcurl copies the strings): it forgets them before it waits for the next transfer.
      defer { showtracker_curl_easy_reset(handle.pointer) }
      let options: [Int32] = [
        url.withCString { showtracker_curl_setopt_pointer(handle.pointer, Option.url, $0) },
        userAgent.withCString {
          showtracker_curl_setopt_pointer(handle.pointer, Option.userAgent, $0)
        },
        showtracker_curl_setopt_pointer(handle.pointer, Option.headers, list.pointer),
        showtracker_curl_setopt_long(handle.pointer, Option.get, 1),
        showtracker_curl_setopt_long(handle.pointer, Option.noSignal, 1),
        showtracker_curl_setopt_long(handle.pointer, Option.followLocation, 1),
        showtracker_curl_setopt_long(handle.pointer, Option.maximumRedirects, 5),
        showtracker_curl_setopt_long(handle.pointer, Option.protocols, Option.httpAndHTTPS),
        showtracker_curl_setopt_long(handle.pointer, Option.redirectProtocols, Option.httpAndHTTPS),
        "".withCString {
          showtracker_curl_setopt_pointer(handle.pointer, Option.acceptEncoding, $0)
        },
        showtracker_curl_setopt_long(handle.pointer, Option.connectTimeout, timeout * 1000),
        showtracker_curl_setopt_long(handle.pointer, Option.lowSpeedLimit, 1),
        showtracker_curl_setopt_long(handle.pointer, Option.lowSpeedTime, timeout),
        showtracker_curl_setopt_long(handle.pointer, Option.timeout, transferLimit * 1000),
        showtracker_curl_setopt_data_callback(
          handle.pointer, Option.writeFunction, Transfer.receiveBody),
        showtracker_curl_setopt_pointer(handle.pointer, Option.writeData, context),
        showtracker_curl_setopt_data_callback(
          handle.pointer, Option.headerFunction, Transfer.receiveHeader),
        showtracker_curl_setopt_pointer(handle.pointer, Option.headerData, context),
        showtracker_curl_setopt_long(handle.pointer, Option.noProgress, 0),
        showtracker_curl_setopt_progress_callback(
          handle.pointer, Option.progressFunction, Transfer.progress),
        showtracker_curl_setopt_pointer(handle.pointer, Option.progressData, context),
      ]
      if let failed = options.first(where: { $0 != 0 }) { return failed }
      let code = showtracker_curl_easy_perform(handle.pointer)
      if code == 0 {
        showtracker_curl_getinfo_long(handle.pointer, Info.responseCode, &status)
      } else {
        showtracker_curl_getinfo_long(handle.pointer, Info.systemError, &systemError)
      }
      return code
    }
    idle.withLock { handles in
      if handles.count < Self.idleLimit { handles.append(handle) }
    }
    if transfer.cancelled.load(ordering: .relaxed) { return .failure(.cancelled) }
    if transfer.exceeded { return .failure(.tooLarge(limit: bodyLimit)) }
    guard code == 0 else {
      return .failure(
        .failed(
          code: code, systemError: Int32(truncatingIfNeeded: systemError),
          words: Libcurl.words(code)))
    }
    return .success(
      HTTPAnswer(status: status, retryAfter: transfer.retryAfter, body: transfer.body))
  }
}

/// What libcurl's callbacks collect during one transfer.
///
/// `@unchecked Sendable`: the callbacks write `body`, `retryAfter` and `exceeded` on the
/// transfer's thread, and the client reads them only after `curl_easy_perform` returned on that
/// same thread; `cancelled` is atomic.
private final class Transfer: @unchecked Sendable {
  let bodyLimit: Int
  var body = Data()
  var retryAfter: String?
  var exceeded = false
  let cancelled = Atomic<Bool>(false)

  init(bodyLimit: Int) {
    self.bodyLimit = bodyLimit
  }

  /// The transfer a callback's context points at (the client passes it unretained: the transfer
  /// outlives `curl_easy_perform`).
  static func of(_ context: UnsafeMutableRawPointer?) -> Transfer? {
    context.map { Unmanaged<Transfer>.fromOpaque($0).takeUnretainedValue() }
  }

  static let receiveBody: showtracker_curl_data_callback = { bytes, size, count, context in
    let length = size * count
    guard let transfer = Transfer.of(context) else { return 0 }
    guard transfer.body.count + length <= transfer.bodyLimit else {
      transfer.exceeded = true
      return 0
    }
    if let bytes {
      transfer.body.append(
        UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
    }
    return length
  }

  /// One header line at a time, the status line of each answer first (a redirect's, then the
  /// final one's): only the final answer's headers are kept.
  static let receiveHeader: showtracker_curl_data_callback = { bytes, size, count, context in
    let length = size * count
    guard let transfer = Transfer.of(context), let bytes else { return length }
    let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    if line.hasPrefix("HTTP/") {
      transfer.retryAfter = nil
    } else if let colon = line.firstIndex(of: ":"),
      line[..<colon].lowercased() == "retry-after"
    {
      transfer.retryAfter = line[line.index(after: colon)...]
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    return length
  }

  static let progress: showtracker_curl_progress_callback = { context, _, _, _, _ in
    guard let transfer = Transfer.of(context) else { return 1 }
    return transfer.cancelled.load(ordering: .relaxed) ? 1 : 0
  }
}

/// A libcurl easy handle, used by one transfer at a time.
private final class EasyHandle: @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer

  init?() {
    guard let pointer = showtracker_curl_easy_init() else { return nil }
    self.pointer = pointer
  }

  deinit {
    showtracker_curl_easy_cleanup(pointer)
  }
}

/// A libcurl header list (`curl_slist`), freed with its owner.
private final class HeaderList {
  private(set) var pointer: UnsafeMutableRawPointer?

  init(_ lines: [String]) {
    for line in lines {
      guard let next = line.withCString({ showtracker_curl_slist_append(pointer, $0) }) else {
        break
      }
      pointer = next
    }
  }

  deinit {
    showtracker_curl_slist_free_all(pointer)
  }
}

/// The process's libcurl.
enum Libcurl {
  /// Why libcurl could not be loaded, or `nil` when it is ready: it is loaded on first use.
  static let loadFailure: String? = {
    var reason = [CChar](repeating: 0, count: 256)
    guard showtracker_curl_load(&reason, reason.count) != 0 else { return nil }
    return String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()

  /// `CURLE_FAILED_INIT`.
  static let failedInit: Int32 = 2

  /// libcurl's words for a code.
  static func words(_ code: Int32) -> String {
    showtracker_curl_strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}

private enum Option {
  static let url = Int32(SHOWTRACKER_CURLOPT_URL)
  static let userAgent = Int32(SHOWTRACKER_CURLOPT_USERAGENT)
  static let headers = Int32(SHOWTRACKER_CURLOPT_HTTPHEADER)
  static let get = Int32(SHOWTRACKER_CURLOPT_HTTPGET)
  static let noSignal = Int32(SHOWTRACKER_CURLOPT_NOSIGNAL)
  static let followLocation = Int32(SHOWTRACKER_CURLOPT_FOLLOWLOCATION)
  static let maximumRedirects = Int32(SHOWTRACKER_CURLOPT_MAXREDIRS)
  static let protocols = Int32(SHOWTRACKER_CURLOPT_PROTOCOLS)
  static let redirectProtocols = Int32(SHOWTRACKER_CURLOPT_REDIR_PROTOCOLS)
  static let httpAndHTTPS = Int(SHOWTRACKER_CURLPROTO_HTTP_AND_HTTPS)
  static let acceptEncoding = Int32(SHOWTRACKER_CURLOPT_ACCEPT_ENCODING)
  static let connectTimeout = Int32(SHOWTRACKER_CURLOPT_CONNECTTIMEOUT_MS)
  static let lowSpeedLimit = Int32(SHOWTRACKER_CURLOPT_LOW_SPEED_LIMIT)
  static let lowSpeedTime = Int32(SHOWTRACKER_CURLOPT_LOW_SPEED_TIME)
  static let timeout = Int32(SHOWTRACKER_CURLOPT_TIMEOUT_MS)
  static let writeFunction = Int32(SHOWTRACKER_CURLOPT_WRITEFUNCTION)
  static let writeData = Int32(SHOWTRACKER_CURLOPT_WRITEDATA)
  static let headerFunction = Int32(SHOWTRACKER_CURLOPT_HEADERFUNCTION)
  static let headerData = Int32(SHOWTRACKER_CURLOPT_HEADERDATA)
  static let noProgress = Int32(SHOWTRACKER_CURLOPT_NOPROGRESS)
  static let progressFunction = Int32(SHOWTRACKER_CURLOPT_XFERINFOFUNCTION)
  static let progressData = Int32(SHOWTRACKER_CURLOPT_XFERINFODATA)
}

private enum Info {
  static let responseCode = Int32(SHOWTRACKER_CURLINFO_RESPONSE_CODE)
  static let systemError = Int32(SHOWTRACKER_CURLINFO_OS_ERRNO)
}
