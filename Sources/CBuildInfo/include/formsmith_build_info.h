#ifndef FORMSMITH_BUILD_INFO_H
#define FORMSMITH_BUILD_INFO_H

/// The git commit Formsmith was built from, as Package.swift read it (`Context.gitInformation`):
/// forty hex digits, or "" when the sources were not a git checkout (an unpacked tarball).
const char *formsmith_build_commit(void);

/// 1 when the checkout had uncommitted changes at build time, else 0.
int formsmith_build_modified(void);

#endif
