/*
 * diag.h - a syntax error as the parser reports it.
 *
 * The fields mean what CPython's SyntaxError attributes mean, so tests can
 * compare them with python3 one to one: 1-based line numbers, 1-based
 * *character* offsets (not bytes), 0 where CPython gives None.
 */
#ifndef PS_DIAG_H
#define PS_DIAG_H

typedef struct ps_diag {
    const char *kind; /* "SyntaxError", "IndentationError" or "TabError" */
    char msg[240];
    int lineno, offset, end_lineno, end_offset;
    int nomem; /* 1: the arena's allocator refused; not a syntax error */
} ps_diag;

/* No error yet. Field by field, not memset: a parse clears its diag every
 * time (a sandbox compiles every script it runs), and a 272-byte memset is
 * a `rep stos`, whose start-up is a noticeable share of parsing `x = 1`.
 * msg past its NUL is never read. */
static inline void diag_clear(ps_diag *d)
{
    d->kind = 0;
    d->msg[0] = 0;
    d->lineno = d->offset = d->end_lineno = d->end_offset = 0;
    d->nomem = 0;
}

#endif
