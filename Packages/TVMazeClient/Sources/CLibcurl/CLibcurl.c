#include "CLibcurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

// libcurl's entry points, as `dlsym` finds them. `curl_easy_setopt` and `curl_easy_getinfo`
// are variadic in C, and are called through variadic pointers here.
static struct {
  int (*global_init)(long flags);
  void *(*easy_init)(void);
  void (*easy_cleanup)(void *handle);
  void (*easy_reset)(void *handle);
  int (*easy_perform)(void *handle);
  int (*easy_setopt)(void *handle, int option, ...);
  int (*easy_getinfo)(void *handle, int info, ...);
  const char *(*easy_strerror)(int code);
  void *(*slist_append)(void *list, const char *text);
  void (*slist_free_all)(void *list);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static char load_failure[256];

#if defined(__APPLE__)
static const char *const library_names[] = {"libcurl.4.dylib", "libcurl.dylib"};
#else
static const char *const library_names[] = {"libcurl.so.4", "libcurl.so"};
#endif

#define CURL_GLOBAL_DEFAULT_FLAGS 3L

static void load(void) {
  void *library = NULL;
  for (size_t i = 0; i < sizeof library_names / sizeof library_names[0] && !library; i++) {
    library = dlopen(library_names[i], RTLD_NOW | RTLD_LOCAL);
  }
  if (!library) {
    snprintf(load_failure, sizeof load_failure, "libcurl is not installed");
    return;
  }
#define RESOLVE(field, symbol)                                                           \
  do {                                                                                   \
    *(void **)(&curl.field) = dlsym(library, symbol);                                    \
    if (!curl.field) {                                                                   \
      snprintf(load_failure, sizeof load_failure, "libcurl has no %s", symbol);         \
      return;                                                                            \
    }                                                                                    \
  } while (0)
  RESOLVE(global_init, "curl_global_init");
  RESOLVE(easy_init, "curl_easy_init");
  RESOLVE(easy_cleanup, "curl_easy_cleanup");
  RESOLVE(easy_reset, "curl_easy_reset");
  RESOLVE(easy_perform, "curl_easy_perform");
  RESOLVE(easy_setopt, "curl_easy_setopt");
  RESOLVE(easy_getinfo, "curl_easy_getinfo");
  RESOLVE(easy_strerror, "curl_easy_strerror");
  RESOLVE(slist_append, "curl_slist_append");
  RESOLVE(slist_free_all, "curl_slist_free_all");
#undef RESOLVE
  if (curl.global_init(CURL_GLOBAL_DEFAULT_FLAGS) != 0) {
    snprintf(load_failure, sizeof load_failure, "libcurl failed to start");
    return;
  }
}

int showtracker_curl_load(char *reason, size_t reason_size) {
  pthread_once(&load_once, load);
  if (load_failure[0] == '\0') return 0;
  if (reason && reason_size > 0) snprintf(reason, reason_size, "%s", load_failure);
  return -1;
}

void *showtracker_curl_easy_init(void) { return curl.easy_init(); }

void showtracker_curl_easy_cleanup(void *handle) { curl.easy_cleanup(handle); }

void showtracker_curl_easy_reset(void *handle) { curl.easy_reset(handle); }

showtracker_curl_code showtracker_curl_easy_perform(void *handle) {
  return curl.easy_perform(handle);
}

showtracker_curl_code showtracker_curl_setopt_long(void *handle, int option, long value) {
  return curl.easy_setopt(handle, option, value);
}

showtracker_curl_code showtracker_curl_setopt_pointer(void *handle, int option,
                                                      const void *value) {
  return curl.easy_setopt(handle, option, value);
}

showtracker_curl_code showtracker_curl_setopt_data_callback(
    void *handle, int option, showtracker_curl_data_callback callback) {
  return curl.easy_setopt(handle, option, callback);
}

showtracker_curl_code showtracker_curl_setopt_progress_callback(
    void *handle, int option, showtracker_curl_progress_callback callback) {
  return curl.easy_setopt(handle, option, callback);
}

showtracker_curl_code showtracker_curl_getinfo_long(void *handle, int info, long *value) {
  return curl.easy_getinfo(handle, info, value);
}

const char *showtracker_curl_strerror(showtracker_curl_code code) {
  return curl.easy_strerror(code);
}

void *showtracker_curl_slist_append(void *list, const char *text) {
  return curl.slist_append(list, text);
}

void showtracker_curl_slist_free_all(void *list) { curl.slist_free_all(list); }
