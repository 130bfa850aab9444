/*
 * lineio.c - bounded line reading (see lineio.h).
 */
#include "lineio.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void lio_init(lineio *l, int fd, size_t max)
{
    memset(l, 0, sizeof *l);
    l->fd = fd;
    l->max = max;
}

void lio_free(lineio *l)
{
    free(l->buf);
    l->buf = NULL;
}

/* Read more bytes after the unread ones; 1 read, 0 EOF, 2 would block,
 * -1 error. */
static int fill(lineio *l)
{
    if (l->start > 0) {
        memmove(l->buf, l->buf + l->start, l->len);
        l->start = 0;
    }
    if (l->cap - l->len < 4096) {
        size_t nc = l->cap ? l->cap * 2 : 65536;
        if (nc > l->max + 65536 && l->cap >= l->max + 2)
            nc = l->cap; /* never needs more than max + 1 bytes of a line */
        if (nc != l->cap) {
            char *nb = realloc(l->buf, nc);
            if (!nb)
                return -1;
            l->buf = nb;
            l->cap = nc;
        }
    }
    size_t room = l->cap - l->len - 1;
    if (room == 0)
        return 1;
    for (;;) {
        ssize_t r = read(l->fd, l->buf + l->len, room);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
            return 2;
        if (r < 0)
            return -1;
        if (r == 0)
            return 0;
        l->len += (size_t)r;
        return 1;
    }
}

lio_status lio_read(lineio *l, char **line, size_t *n)
{
    bool skipping = l->skipping; /* inside a line that is too long */
    l->skipping = 0;
    size_t scanned = 0;
    for (;;) {
        char *p = l->buf ? memchr(l->buf + l->start + scanned, '\n', l->len - scanned) : NULL;
        if (p) {
            size_t k = (size_t)(p - (l->buf + l->start));
            char *s = l->buf + l->start;
            l->start += k + 1;
            l->len -= k + 1;
            if (skipping || k > l->max)
                return LIO_TOO_LONG;
            s[k] = 0;
            *line = s;
            *n = k;
            return LIO_LINE;
        }
        if (l->len > l->max) {
            /* Drop what we have of the long line and keep looking for its end. */
            skipping = true;
            l->start += l->len;
            l->len = 0;
        }
        scanned = l->len;
        if (l->eof) {
            if (skipping)
                return LIO_TOO_LONG;
            if (l->len == 0)
                return LIO_EOF;
            char *s = l->buf + l->start;
            *n = l->len;
            l->start += l->len;
            l->len = 0;
            s[*n] = 0; /* room for it: fill keeps one byte spare */
            *line = s;
            return LIO_TRUNCATED;
        }
        int r = fill(l);
        if (r < 0)
            return LIO_ERROR;
        if (r == 2) {
            /* Keep the partial line (and any skipping state) for the next
             * call: a line being skipped is remembered by its absence of
             * a start, so report it once it ends. */
            if (skipping)
                l->skipping = 1;
            return LIO_AGAIN;
        }
        if (r == 0)
            l->eof = 1;
    }
}
