// libcurl, loaded the first time a program asks for it rather than when the program starts.
//
// Linking libcurl would load it, and the TLS, Kerberos, LDAP and compression libraries it
// depends on, into every run of the program: about 5 ms before `main`, for every command, when
// only `add` and `refresh` talk to TVMaze. These functions `dlopen` libcurl on first use and call
// it through the few entry points the client needs. They are typed (no C variadic arguments),
// so Swift can call them. The option and info numbers are libcurl's stable ABI values, named
// below; no libcurl header is needed to build this.
#ifndef SHOWTRACKER_CLIBCURL_H
#define SHOWTRACKER_CLIBCURL_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// libcurl's `CURLcode`: 0 is success.
typedef int showtracker_curl_code;

/// The write and header callbacks' type: takes `size * count` bytes; returns how many it took
/// (fewer stops the transfer).
typedef size_t (*showtracker_curl_data_callback)(char *bytes, size_t size, size_t count,
                                                 void *context);

/// The progress callback's type: non-zero stops the transfer (`CURLE_ABORTED_BY_CALLBACK`).
typedef int (*showtracker_curl_progress_callback)(void *context, int64_t download_total,
                                                  int64_t downloaded, int64_t upload_total,
                                                  int64_t uploaded);

// Options (`CURLOPT_*`) and information (`CURLINFO_*`) used by the client.
enum {
  SHOWTRACKER_CURLOPT_WRITEDATA = 10001,
  SHOWTRACKER_CURLOPT_URL = 10002,
  SHOWTRACKER_CURLOPT_WRITEFUNCTION = 20011,
  SHOWTRACKER_CURLOPT_USERAGENT = 10018,
  SHOWTRACKER_CURLOPT_LOW_SPEED_LIMIT = 19,
  SHOWTRACKER_CURLOPT_LOW_SPEED_TIME = 20,
  SHOWTRACKER_CURLOPT_HTTPHEADER = 10023,
  SHOWTRACKER_CURLOPT_HEADERDATA = 10029,
  SHOWTRACKER_CURLOPT_NOPROGRESS = 43,
  SHOWTRACKER_CURLOPT_FOLLOWLOCATION = 52,
  SHOWTRACKER_CURLOPT_XFERINFODATA = 10057,
  SHOWTRACKER_CURLOPT_MAXREDIRS = 68,
  SHOWTRACKER_CURLOPT_HEADERFUNCTION = 20079,
  SHOWTRACKER_CURLOPT_HTTPGET = 80,
  SHOWTRACKER_CURLOPT_NOSIGNAL = 99,
  SHOWTRACKER_CURLOPT_ACCEPT_ENCODING = 10102,
  SHOWTRACKER_CURLOPT_TIMEOUT_MS = 155,
  SHOWTRACKER_CURLOPT_CONNECTTIMEOUT_MS = 156,
  SHOWTRACKER_CURLOPT_PROTOCOLS = 181,
  SHOWTRACKER_CURLOPT_REDIR_PROTOCOLS = 182,
  SHOWTRACKER_CURLOPT_XFERINFOFUNCTION = 20219,
  SHOWTRACKER_CURLPROTO_HTTP_AND_HTTPS = 3,
  SHOWTRACKER_CURLINFO_RESPONSE_CODE = 0x200002,
  SHOWTRACKER_CURLINFO_OS_ERRNO = 0x200019,
};

/// Loads libcurl and initialises it, once per process; later calls return the first answer.
/// Returns 0 on success; otherwise writes why (one line) into `reason` and returns -1.
int showtracker_curl_load(char *reason, size_t reason_size);

/// A new transfer handle, or NULL. Only after `showtracker_curl_load` succeeded.
void *showtracker_curl_easy_init(void);
/// Frees a transfer handle, and closes the connections it kept open.
void showtracker_curl_easy_cleanup(void *handle);
/// Sets every option of a handle back to its default; its open connections stay for reuse.
void showtracker_curl_easy_reset(void *handle);
/// Runs the transfer on the calling thread, which it blocks until the transfer ends.
showtracker_curl_code showtracker_curl_easy_perform(void *handle);
/// Sets an option whose value is a `long`.
showtracker_curl_code showtracker_curl_setopt_long(void *handle, int option, long value);
/// Sets an option whose value is a pointer (a string, a list or the callbacks' context).
showtracker_curl_code showtracker_curl_setopt_pointer(void *handle, int option,
                                                      const void *value);
/// Sets the write or header callback.
showtracker_curl_code showtracker_curl_setopt_data_callback(
    void *handle, int option, showtracker_curl_data_callback callback);
/// Sets the progress callback.
showtracker_curl_code showtracker_curl_setopt_progress_callback(
    void *handle, int option, showtracker_curl_progress_callback callback);
/// Reads information whose value is a `long`.
showtracker_curl_code showtracker_curl_getinfo_long(void *handle, int info, long *value);
/// libcurl's words for a code.
const char *showtracker_curl_strerror(showtracker_curl_code code);
/// Appends a copy of `text` to a header list (NULL starts one); NULL when out of memory.
void *showtracker_curl_slist_append(void *list, const char *text);
/// Frees a header list.
void showtracker_curl_slist_free_all(void *list);

#ifdef __cplusplus
}
#endif

#endif
