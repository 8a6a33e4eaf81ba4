#ifndef FORMSMITH_CGUMBO_SHIM_H
#define FORMSMITH_CGUMBO_SHIM_H
#include <gumbo.h>
#endif
