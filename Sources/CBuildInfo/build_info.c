#include "formsmith_build_info.h"

// Package.swift defines these from the checkout's git state. A C define, because Swift's `-D`
// names a condition and carries no value; stringified here, so the manifest passes no quotes.
#define FORMSMITH_STRINGIFY(value) #value
#define FORMSMITH_STRING(value) FORMSMITH_STRINGIFY(value)

const char *formsmith_build_commit(void) {
#if defined(FORMSMITH_GIT_COMMIT)
    return FORMSMITH_STRING(FORMSMITH_GIT_COMMIT);
#else
    return "";
#endif
}

int formsmith_build_modified(void) {
#if defined(FORMSMITH_GIT_MODIFIED)
    return 1;
#else
    return 0;
#endif
}
