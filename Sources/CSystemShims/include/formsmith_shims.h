#ifndef FORMSMITH_SHIMS_H
#define FORMSMITH_SHIMS_H

#include <stddef.h>

/// Swaps two paths in one step (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np RENAME_SWAP).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where unsupported).
int formsmith_exchange_paths(const char *first, const char *second);

/// Gives free heap memory back to the system (mimalloc's `mi_collect`, glibc's `malloc_trim`) once
/// the process has used more than `bytes`; returns 1 if it did. Freed memory otherwise stays
/// resident in the heap of the thread that freed it, where the next stage's threads may never
/// reuse it. A no-op elsewhere.
int formsmith_trim_heap_after_peak_above(size_t bytes);

/// The version of mimalloc the process allocates with (209 for 2.0.9), or 0 for the system's allocator.
int formsmith_allocator_version(void);

#endif
