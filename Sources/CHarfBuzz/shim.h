#ifndef FORMSMITH_CHARFBUZZ_SHIM_H
#define FORMSMITH_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
