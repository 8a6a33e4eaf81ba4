#define _GNU_SOURCE
#include "formsmith_shims.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#if defined(__linux__)
#include <mimalloc.h>
#define FORMSMITH_MIMALLOC 1
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif

int formsmith_exchange_paths(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int formsmith_trim_heap_after_peak_above(size_t bytes) {
#if defined(FORMSMITH_MIMALLOC) || defined(__GLIBC__)
    struct rusage usage;
    if (getrusage(RUSAGE_SELF, &usage) != 0 || (size_t)usage.ru_maxrss * 1024 <= bytes) return 0;
#if defined(FORMSMITH_MIMALLOC)
    mi_collect(true);
#else
    malloc_trim(0);
#endif
    return 1;
#else
    (void)bytes;
    return 0;
#endif
}

int formsmith_allocator_version(void) {
#if defined(FORMSMITH_MIMALLOC)
    return mi_version();
#else
    return 0;
#endif
}
