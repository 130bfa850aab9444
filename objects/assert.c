/*
 * assert.c - where a failed PS_ASSERT (value.h) ends: the invariant and its
 * place on stderr, then abort(), which a sanitizer or a fuzzer reports with
 * the stack. Built only when PS_ASSERTS is defined.
 */
#ifdef PS_ASSERTS
#include <stdio.h>
#include <stdlib.h>

#include "value.h"

void ps_assert_fail(const char *cond, const char *file, int line)
{
    fprintf(stderr, "pysafe: internal invariant broken: %s (%s:%d)\n", cond, file, line);
    fflush(stderr);
    abort();
}
#else
/* ISO C forbids an empty translation unit. */
typedef int ps_assert_unused;
#endif
