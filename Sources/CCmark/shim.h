#ifndef FORMSMITH_CCMARK_SHIM_H
#define FORMSMITH_CCMARK_SHIM_H
#include <cmark.h>
#endif
