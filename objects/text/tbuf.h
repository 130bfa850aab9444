/*
 * tbuf.h - the growable output buffer that the text libraries write into.
 *
 * numfmt.c and utext.c never allocate: everything they produce is appended to
 * a tbuf whose memory belongs to the caller. When a tbuf is full the library
 * calls the caller's `grow` hook, which may refuse (the sandbox's memory
 * budget is spent). A refusal makes the library function return an error and
 * put `len` back where it was on entry, so a failed call leaves no partial
 * output behind (the bytes past `len` are scratch and may have changed).
 *
 * A buffer with grow == NULL is a fixed buffer: it refuses to grow.
 */
#ifndef PS_TBUF_H
#define PS_TBUF_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

typedef struct tbuf tbuf;
struct tbuf {
    char *data;  /* bytes [0, len) are the output so far */
    size_t len;
    size_t cap;  /* bytes available at data */
    /*
     * Make cap >= min_cap (min_cap > cap on every call). On success the hook
     * updates data and cap (keeping the first len bytes) and returns the new
     * data; to refuse it returns NULL and leaves data, len and cap alone.
     * min_cap can be large and comes from the script (a format width): the
     * hook is where the sandbox charges its memory budget.
     */
    char *(*grow)(tbuf *b, size_t min_cap);
    void *ctx;   /* for the hook's use */
};

/* Make room for `extra` more bytes after len. */
static inline bool tb_reserve(tbuf *b, size_t extra)
{
    if (extra <= b->cap - b->len)
        return true;
    if (!b->grow || extra > (size_t)-1 - b->len)
        return false;
    return b->grow(b, b->len + extra) != NULL;
}

static inline bool tb_put(tbuf *b, const void *p, size_t n)
{
    if (!tb_reserve(b, n))
        return false;
    if (n)
        memcpy(b->data + b->len, p, n);
    b->len += n;
    return true;
}

static inline bool tb_putc(tbuf *b, char c)
{
    if (!tb_reserve(b, 1))
        return false;
    b->data[b->len++] = c;
    return true;
}

#endif
