/*
 * lineio.h - bounded line reading from a file descriptor, for the JSON-lines
 * protocols (serve's stdin, the tool provider's stdout). A line longer than
 * the bound is reported as such and skipped up to its newline, so one bad
 * line costs neither unbounded memory nor the stream's framing.
 */
#ifndef PS_CLI_LINEIO_H
#define PS_CLI_LINEIO_H

#include <stddef.h>

typedef struct lineio {
    int fd;
    size_t max;        /* longest line accepted, without its newline */
    char *buf;
    size_t start, len, cap; /* unread bytes are buf[start, start+len) */
    int eof;
    int skipping;      /* a too-long line is being skipped (non-blocking reads) */
} lineio;

typedef enum lio_status {
    LIO_LINE,      /* *line, *n hold one line without its "\n" (NUL-terminated) */
    LIO_TOO_LONG,  /* a line passed the bound; it was skipped */
    LIO_TRUNCATED, /* the stream ended inside a line (no final "\n"); *line holds it */
    LIO_EOF,
    LIO_AGAIN,     /* non-blocking fd: no whole line yet, poll and call again */
    LIO_ERROR      /* read error or out of memory */
} lio_status;

void lio_init(lineio *l, int fd, size_t max);
void lio_free(lineio *l);
/* The line stays valid until the next call. */
lio_status lio_read(lineio *l, char **line, size_t *n);

#endif
