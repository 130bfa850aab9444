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

typedef struct ps_allocator {
    void *(*alloc)(void *ud, size_t size); /* NULL when refused */
    void (*free)(void *ud, void *ptr);
    void *ud;
} ps_allocator;

typedef struct ps_arena ps_arena;

/* NULL allocator means malloc/free (tools and tests outside a sandbox). */
ps_arena *arena_new(const ps_allocator *allocator);
void *arena_alloc(ps_arena *a, size_t size);       /* 16-byte aligned, NULL if refused */
void *arena_calloc(ps_arena *a, size_t n, size_t size);
char *arena_strndup(ps_arena *a, const char *s, size_t len); /* NUL-terminated copy */
size_t arena_bytes(const ps_arena *a);              /* bytes drawn from the allocator */
void arena_free(ps_arena *a);

#endif
