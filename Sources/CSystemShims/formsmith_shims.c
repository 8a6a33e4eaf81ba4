#define _GNU_SOURCE
#include "formsmith_shims.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#if defined(__linux__)
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/fs.h>
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

int formsmith_mark_top_directory(const char *path) {
#if defined(__linux__) && defined(FS_IOC_SETFLAGS) && defined(FS_TOPDIR_FL)
    int descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (descriptor < 0) return -1;
    int flags = 0;
    int result = ioctl(descriptor, FS_IOC_GETFLAGS, &flags);
    if (result == 0) {
        flags |= FS_TOPDIR_FL;
        result = ioctl(descriptor, FS_IOC_SETFLAGS, &flags);
    }
    int saved = errno;
    close(descriptor);
    errno = saved;
    return result;
#else
    (void)path;
    errno = ENOTSUP;
    return -1;
#endif
}
