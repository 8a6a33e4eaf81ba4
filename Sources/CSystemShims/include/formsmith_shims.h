#ifndef FORMSMITH_SHIMS_H
#define FORMSMITH_SHIMS_H

/// Swaps two paths in one step (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np RENAME_SWAP).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where unsupported).
int formsmith_exchange_paths(const char *first, const char *second);

#endif
