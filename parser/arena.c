/*
 * arena.c - chunked bump allocator; see arena.h.
 */
#include "arena.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifdef PS_ALLOC_FAIL
/* Fault-injection builds (-Dalloc_fail) draw every allocation from the
 * allocator on its own, so that refusing the Nth allocation reaches each of
 * the parser's NULL checks, not only the first in each chunk. */
enum { ARENA_ALIGN = 16, ARENA_CHUNK = 0 };
#else
enum { ARENA_ALIGN = 16, ARENA_CHUNK = 16 * 1024 };
#endif

typedef struct chunk {
    struct chunk *prev;
    _Alignas(16) unsigned char data[];
} chunk;

struct ps_arena {
    arena_tail tail; /* first: arena.h's inline arena_alloc reads it */
    ps_allocator al;
    chunk *head;
    chunk *first; /* in the same block as the arena, not freed on its own */
    size_t drawn;
};

/* the arena struct, rounded up so that its first chunk's data is aligned */
#define ARENA_HEAD ((sizeof(ps_arena) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1))

static void *default_alloc(void *ud, size_t size)
{
    (void)ud;
    return malloc(size);
}

static void default_free(void *ud, void *ptr)
{
    (void)ud;
    free(ptr);
}

ps_arena *arena_new(const ps_allocator *allocator)
{
    ps_allocator al = {default_alloc, default_free, NULL};
    if (allocator)
        al = *allocator;
    /* The arena and its first chunk are one block: every compile lexes
     * into its arena, so the first chunk is always wanted. */
    size_t total = ARENA_HEAD + sizeof(chunk) + ARENA_CHUNK;
    ps_arena *a = al.alloc(al.ud, total);
    if (!a)
        return NULL;
    chunk *c = (chunk *)((char *)a + ARENA_HEAD);
    c->prev = NULL;
    a->tail.next = c->data;
    a->tail.end = c->data + ARENA_CHUNK;
    a->al = al;
    a->head = a->first = c;
    a->drawn = total;
    return a;
}

/* The block does not fit in the current chunk's tail (or size is 0). */
void *arena_alloc_slow(ps_arena *a, size_t size)
{
    if (size > SIZE_MAX / 2)
        return NULL;
    size = (size + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    if (size == 0)
        size = ARENA_ALIGN;
    if (size <= (size_t)(a->tail.end - a->tail.next)) { /* size 0, rounded up */
        void *p = a->tail.next;
        a->tail.next += size;
        return p;
    }
    size_t want = size > ARENA_CHUNK / 4 ? size : ARENA_CHUNK;
    chunk *c = a->al.alloc(a->al.ud, sizeof(chunk) + want);
    if (!c)
        return NULL;
    a->drawn += sizeof(chunk) + want;
    if (want != ARENA_CHUNK) {
        /* A big one-off block goes behind the current chunk so the
         * chunk's free tail stays in use. */
        c->prev = a->head->prev;
        a->head->prev = c;
        return c->data;
    }
    c->prev = a->head;
    a->head = c;
    a->tail.next = c->data + size;
    a->tail.end = c->data + want;
    return c->data;
}

char *arena_strndup(ps_arena *a, const char *s, size_t len)
{
    if (len == SIZE_MAX)
        return NULL;
    char *p = arena_alloc(a, len + 1);
    if (!p)
        return NULL;
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}

size_t arena_bytes(const ps_arena *a)
{
    return a->drawn;
}

void arena_free(ps_arena *a)
{
    if (!a)
        return;
    chunk *c = a->head;
    while (c) {
        chunk *prev = c->prev;
        if (c != a->first)
            a->al.free(a->al.ud, c);
        c = prev;
    }
    a->al.free(a->al.ud, a);
}
