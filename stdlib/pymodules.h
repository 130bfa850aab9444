/*
 * pymodules.h - the modules written in Python, embedded in the library at
 * build time (stdlib/gen_pymodules.py over the files in stdlib/py/).
 */
#ifndef PS_PYMODULES_H
#define PS_PYMODULES_H

#include <stddef.h>

typedef struct pymodule {
    const char *name;
    const char *src; /* UTF-8, NUL-terminated */
    size_t len;
} pymodule;

extern const pymodule pymodules[];
/* pymodules[i]'s code once a sandbox of this process compiled it: a
 * frozen_code (compiler/code_freeze.h), read and set by stdlib/modules.c */
extern void *_Atomic pymodule_code[];

#endif
