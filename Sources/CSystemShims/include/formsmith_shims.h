#ifndef FORMSMITH_SHIMS_H
#define FORMSMITH_SHIMS_H

/// Swaps two paths in one step (Linux renameat2 RENAME_EXCHANGE, macOS renamex_np RENAME_SWAP).
/// Returns 0 on success, -1 with errno set otherwise (ENOSYS/EINVAL where unsupported).
int formsmith_exchange_paths(const char *first, const char *second);

/// Marks a folder as the top of a tree (Linux FS_TOPDIR_FL, honoured by ext2/3/4): folders made
/// under it are spread over the disk's block groups instead of packed beside their parent.
/// Returns 0 on success, -1 with errno set where the flag is unsupported.
int formsmith_mark_top_directory(const char *path);

#endif
