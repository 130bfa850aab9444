/*
 * arena.h - bump allocation for everything a compile makes (tokens' decoded
 * literals, AST nodes), freed in one call.
 *
 * The arena draws its chunks from an allocator the caller gives, so that the
 * sandbox can charge compile memory to its budget; parser/ knows nothing of
 * the VM. An exhausted allocator makes arena_alloc return NULL, and every
 * caller turns that into a clean error.
 */
#ifndef PS_ARENA_H
#define PS_ARENA_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct ps_allocator {
    void *(*alloc)(void *ud, size_t size); /* NULL when refused */
    void (*free)(void *ud, void *ptr);
    void *ud;
} ps_allocator;

typedef struct ps_arena ps_arena;

/* NULL allocator means malloc/free (tools and tests outside a sandbox). */
ps_arena *arena_new(const ps_allocator *allocator);
void *arena_alloc_slow(ps_arena *a, size_t size); /* a new chunk; use arena_alloc */
char *arena_strndup(ps_arena *a, const char *s, size_t len); /* NUL-terminated copy */
size_t arena_bytes(const ps_arena *a);              /* bytes drawn from the allocator */
void arena_free(ps_arena *a);

/* The free tail of the current chunk, at the start of every ps_arena: the
 * parser and compiler allocate a few dozen small blocks per statement, so
 * the common case (the block fits) is inline. The tail's length is a
 * multiple of 16, so a size that fits rounds up to one that fits. */
typedef struct arena_tail {
    unsigned char *next, *end;
} arena_tail;

/* 16-byte aligned, NULL if refused */
static inline void *arena_alloc(ps_arena *a, size_t size)
{
    arena_tail *t = (arena_tail *)a;
    if (size - 1 < (size_t)(t->end - t->next)) {
        void *p = t->next;
        t->next += (size + 15) & ~(size_t)15;
        return p;
    }
    return arena_alloc_slow(a, size);
}

/* zeroed; NULL if refused */
static inline void *arena_calloc(ps_arena *a, size_t n, size_t size)
{
    if (size && n > SIZE_MAX / size)
        return NULL;
    void *p = arena_alloc(a, n * size);
    if (p)
        memset(p, 0, n * size);
    return p;
}

#endif
