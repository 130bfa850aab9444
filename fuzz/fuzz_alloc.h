/*
 * fuzz_alloc.h - the refusing allocator the parser-side harnesses give
 * their arenas: fail_after counts the allocations still granted (-1: no
 * limit), so the out-of-memory paths run too. Included once per harness
 * (each harness is its own program), hence the static definitions.
 */
#ifndef PS_FUZZ_ALLOC_H
#define PS_FUZZ_ALLOC_H

#include <stdlib.h>

static long fail_after;

static void *fuzz_alloc(void *ud, size_t size)
{
    (void)ud;
    if (fail_after == 0)
        return NULL;
    if (fail_after > 0)
        fail_after--;
    return malloc(size);
}

static void fuzz_free(void *ud, void *p)
{
    (void)ud;
    free(p);
}

#endif
