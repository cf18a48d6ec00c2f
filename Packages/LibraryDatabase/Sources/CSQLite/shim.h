#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

// The system SQLite (Debian/Ubuntu: libsqlite3-dev), exposed to Swift as the module CSQLite.
#include <sqlite3.h>

#endif
