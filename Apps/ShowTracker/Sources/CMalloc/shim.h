#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H

// The GNU C library's allocator settings (`mallopt`), exposed to Swift as the module CMalloc;
// empty with another C library.
#if __has_include(<features.h>)
#include <features.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#endif
