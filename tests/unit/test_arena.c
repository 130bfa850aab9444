/* parser/arena.c: alignment, big blocks, refusal by the allocator. */
#include "harness.h"
#include "parser/arena.h"

#include <stdint.h>
#include <stdlib.h>

static int allowed;

static void *limited_alloc(void *ud, size_t size)
{
    (void)ud;
    if (allowed-- <= 0)
        return NULL;
    return malloc(size);
}

static void plain_free(void *ud, void *p)
{
    (void)ud;
    free(p);
}

static void test_alignment_and_contents(void)
{
    ps_arena *a = arena_new(NULL);
    CHECK(a != NULL);
    for (int i = 1; i < 2000; i += 37) {
        char *p = arena_alloc(a, (size_t)i);
        CHECK(p && ((uintptr_t)p % 16) == 0);
        memset(p, 'x', (size_t)i);
    }
    char *big = arena_alloc(a, 100000);
    CHECK(big != NULL);
    memset(big, 'y', 100000);
    char *s = arena_strndup(a, "hello world", 5);
    CHECK_STR(s, "hello");
    CHECK(arena_bytes(a) > 100000);
    arena_free(a);
}

static void test_refused_allocation_is_null(void)
{
    ps_allocator al = {limited_alloc, plain_free, NULL};
    allowed = 1; /* the arena itself, with its first chunk */
    ps_arena *a = arena_new(&al);
    CHECK(a != NULL);
    CHECK(arena_alloc(a, 10) != NULL);
    CHECK(arena_alloc(a, 1 << 20) == NULL);
    CHECK(arena_calloc(a, SIZE_MAX / 2, 4) == NULL);
    arena_free(a);
}

TEST_MAIN(TEST_ENTRY(test_alignment_and_contents)
          TEST_ENTRY(test_refused_allocation_is_null))
