/*
 * lexer.re - Python 3.11 tokens, INDENT/DEDENT and CPython's errors; see
 * lexer.h for the contract.
 *
 * re2c generates the dispatch on a token's first characters (operators and
 * brackets, longest match); numbers, names, strings and indentation are
 * small hand-written scanners that follow CPython's tokenizer step by step,
 * because the error messages and their positions depend on exactly where
 * CPython's scanner stops. Every read goes through CH(), which yields 0 at
 * the end of the range being lexed, so a fragment of the source (an
 * f-string field) is lexed in place without a copy or a sentinel.
 *
 * Error positions: CPython computes them in a few different ways (character
 * counts from the tokenizer, byte offsets from the parser's error paths), and
 * each helper below says which one it imitates.
 */
#include "lexer.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <utf8proc.h>

#include "unicode_ident.h"

enum {
    MAXINDENT = 100, /* CPython's tokenizer limits */
    MAXLEVEL = 200,
};

struct lex_state {
    ps_arena *a;
    ps_diag *err;
    const char *buf;  /* the (translated, NUL-terminated) source */
    size_t buflen;
    const size_t *lines; /* lines[i] = offset of line i+1; nlines entries */
    int nlines;
    const char *cur, *lim;  /* scanning range */
    const char *line_start; /* start of the line cur is on */
    const char *buf_start;  /* see newline_in_token */
    /* A fragment (f-string field): its first line and start. CPython lexes
     * the field as "(" + text + ")", so error offsets on that line count
     * from a "(" just before `frag_begin` (where the '{' is). */
    int frag_line;
    const char *frag_begin;
    int lineno;
    int flags;
    int atbol;      /* at the beginning of a logical line */
    int pendin;     /* INDENTs (>0) or DEDENTs (<0) still to emit */
    int indent;     /* top of the indentation stacks */
    int level;      /* open brackets */
    int base_level; /* 1 for LEX_BRACKETED: the implicit "(" */
    int done;       /* ENDMARKER emitted */
    int failed;
    /* The error is one CPython's tokenizer signals without raising an
     * exception (indentation, line continuation, end of input): it does
     * not replace a parser error found earlier (see lex_check_rest). */
    int quiet_error;
    int scanning_rest; /* inside lex_check_rest */
    int parser_style;  /* the error being reported is one of the parser's */
    int eof_in_brackets;
    int incomplete;
    int pending_nul; /* the source has a NUL byte */
    /* The stacks last: only entries up to indent and level are read, each
     * written first, so lex_new sets the fields above and not these
     * 2.4 KB (a sandbox compiles every script it runs). A new field above
     * needs its initial value in lex_new. */
    int indstack[MAXINDENT], altindstack[MAXINDENT];
    char parenstack[MAXLEVEL];
    int parenlineno[MAXLEVEL], parencol[MAXLEVEL];
};

#define CH(l, p) ((p) < (l)->lim ? (unsigned char)*(p) : 0)

/* ---- errors ------------------------------------------------------------- */

/* Characters from line_start up to p: CPython decodes the line prefix with
 * errors="replace", so every byte that does not continue a sequence counts
 * as one character. */
static int char_count(const char *line_start, const char *p)
{
    int n = 0;
    for (const char *q = line_start; q < p; q++)
        if (((unsigned char)*q & 0xC0) != 0x80)
            n++;
    return n;
}

int lex_char_offset(const char *line_start, int col)
{
    return char_count(line_start, line_start + col) + 1;
}

static int fail(lex_state *l, const char *kind, int lineno, int offset,
                int end_lineno, int end_offset, const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));

static int fail(lex_state *l, const char *kind, int lineno, int offset,
                int end_lineno, int end_offset, const char *fmt, ...)
{
    ps_diag *d = l->err;
    /* Only the errors CPython's parser raises get the f-string prefix;
     * its tokenizer's own errors do not. */
    const char *prefix = (l->flags & LEX_FSTRING) && l->parser_style ? "f-string: " : "";
    size_t n = strlen(prefix);
    memcpy(d->msg, prefix, n + 1);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(d->msg + n, sizeof d->msg - n, fmt, ap);
    va_end(ap);
    d->kind = kind;
    d->lineno = lineno;
    d->offset = offset;
    d->end_lineno = end_lineno;
    d->end_offset = end_offset;
    l->failed = 1;
    return 0;
}

/* Where error offsets on line `lineno` (starting at ls) count from. */
static const char *err_ls(const lex_state *l, int lineno, const char *ls)
{
    if (l->frag_line && lineno == l->frag_line)
        return l->frag_begin - 1;
    return ls;
}

/* CPython's tokenizer syntaxerror(): the position is the character count of
 * the current line up to the scanner's cursor, start and end alike. */
static int fail_at(lex_state *l, const char *p, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int fail_at(lex_state *l, const char *p, const char *fmt, ...)
{
    char msg[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    int off = char_count(err_ls(l, l->lineno, l->line_start), p);
    return fail(l, "SyntaxError", l->lineno, off, l->lineno, off, "%s", msg);
}

static int fail_quiet(lex_state *l, const char *kind, int lineno, int offset,
                      int end_lineno, int end_offset, const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));

static int fail_quiet(lex_state *l, const char *kind, int lineno, int offset,
                      int end_lineno, int end_offset, const char *fmt, ...)
{
    char msg[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    l->parser_style = 1;
    fail(l, kind, lineno, offset, end_lineno, end_offset, "%s", msg);
    l->parser_style = 0;
    l->quiet_error = 1;
    return 0;
}

static int fail_oom(lex_state *l)
{
    fail(l, "SyntaxError", 0, 0, 0, 0, "out of memory");
    l->err->nomem = 1;
    return 0;
}

/* ---- construction --------------------------------------------------------- */

/* Copy src translating "\r\n" and "\r" to "\n" and ending a non-empty
 * source with "\n", as compile() does before tokenizing; record where each
 * line starts. */
lex_state *lex_new(ps_arena *a, const char *src, size_t len, ps_diag *err)
{
    diag_clear(err);
    lex_state *l = arena_alloc(a, sizeof *l);
    /* Columns and offsets are ints: a source past 2 GiB is refused like an
     * allocation (nothing that large reaches a sandbox anyway). */
    char *buf = len < (size_t)INT32_MAX - 2 ? arena_alloc(a, len + 2) : NULL;
    if (!l || !buf) {
        err->kind = "SyntaxError";
        snprintf(err->msg, sizeof err->msg, "out of memory");
        err->nomem = 1;
        return NULL;
    }
    size_t n = 0, nl = 0;
    int nul = 0;
    for (size_t i = 0; i < len; i++) {
        char c = src[i];
        if (c == '\r') {
            if (i + 1 < len && src[i + 1] == '\n')
                i++;
            c = '\n';
        }
        if (c == '\n')
            nl++;
        if (c == '\0')
            nul = 1;
        buf[n++] = c;
    }
    if (n > 0 && buf[n - 1] != '\n') {
        buf[n++] = '\n';
        nl++;
    }
    buf[n] = '\0';
    size_t *lines = nl < (size_t)INT32_MAX ? arena_alloc(a, (nl + 1) * sizeof *lines) : NULL;
    if (!lines) {
        err->kind = "SyntaxError";
        snprintf(err->msg, sizeof err->msg, "out of memory");
        err->nomem = 1;
        return NULL;
    }
    size_t k = 0;
    lines[k++] = 0;
    for (size_t i = 0; i + 1 < n; i++)
        if (buf[i] == '\n')
            lines[k++] = i + 1;
    /* Every field above the stacks by name: a memset of them is a
     * `rep stos`, slow to start for its size (see diag_clear). */
    l->a = a;
    l->err = err;
    l->buf = buf;
    l->buflen = n;
    l->lines = lines;
    l->nlines = (int)k;
    l->cur = buf;
    l->lim = buf + n;
    l->line_start = l->buf_start = buf;
    l->frag_line = 0;
    l->frag_begin = NULL;
    l->lineno = 1;
    l->flags = 0;
    l->atbol = 1;
    l->pendin = l->indent = l->level = l->base_level = 0;
    l->done = l->failed = l->quiet_error = l->scanning_rest = 0;
    l->parser_style = l->eof_in_brackets = l->incomplete = 0;
    l->pending_nul = nul;
    l->indstack[0] = l->altindstack[0] = 0;
    return l;
}

lex_state *lex_new_fragment(const lex_state *parent, const char *begin,
                            size_t len, int lineno, int flags, ps_diag *err)
{
    diag_clear(err);
    lex_state *l = arena_alloc(parent->a, sizeof *l);
    if (!l) {
        err->kind = "SyntaxError";
        snprintf(err->msg, sizeof err->msg, "out of memory");
        err->nomem = 1;
        return NULL;
    }
    /* The fields above the stacks; the stacks are read only up to indent
     * and level, which start at 0 and base_level below, and every entry
     * from there is written before it is read (2.4 KB not copied for each
     * f-string field). */
    memcpy(l, parent, offsetof(lex_state, indstack));
    l->err = err;
    l->cur = begin;
    l->lim = begin + len;
    l->lineno = lineno;
    l->line_start = lex_line_start(parent, lineno);
    if (!l->line_start || begin < l->line_start)
        l->line_start = begin;
    l->buf_start = l->line_start;
    l->frag_line = lineno;
    l->frag_begin = begin;
    l->flags = flags;
    l->atbol = !(flags & LEX_BRACKETED);
    l->pendin = 0;
    l->indent = 0;
    l->indstack[0] = l->altindstack[0] = 0;
    l->level = l->base_level = (flags & LEX_BRACKETED) ? 1 : 0;
    l->done = l->failed = l->incomplete = 0;
    l->pending_nul = memchr(begin, '\0', len) != NULL;
    return l;
}

const char *lex_source(const lex_state *l, size_t *len)
{
    if (len)
        *len = l->buflen;
    return l->buf;
}

const char *lex_line_start(const lex_state *l, int lineno)
{
    if (lineno < 1 || lineno > l->nlines)
        return NULL;
    return l->buf + l->lines[lineno - 1];
}

int lex_incomplete(const lex_state *l)
{
    return l->failed && l->incomplete;
}

/* ---- token construction --------------------------------------------------- */

static void set_token(lex_state *l, lex_token *t, ps_token_kind kind,
                      const char *start, int lineno, const char *line_start)
{
    t->kind = kind;
    t->start = start;
    t->len = (size_t)(l->cur - start);
    t->lineno = lineno;
    t->col = (int)(start - line_start);
    t->end_lineno = l->lineno;
    t->end_col = (int)(l->cur - l->line_start);
    t->value = start;
    t->value_len = t->len;
}

static void newline_seen(lex_state *l, const char *after)
{
    l->lineno++;
    l->line_start = after;
    if (after < l->lim) /* CPython's buffer moves only when a line is read */
        l->buf_start = after;
}

/* A newline inside a token (a string) or after a backslash: CPython's
 * tokenizer keeps its buffer start on the first line, and some error
 * offsets are counted from there (see known_offset). */
static void newline_in_token(lex_state *l, const char *after)
{
    l->lineno++;
    l->line_start = after;
}

/* ---- indentation ---------------------------------------------------------- */

/* At the start of a logical line (outside brackets): measure the
 * indentation like CPython (tabs to the next multiple of 8, and a second
 * measure with tabs as 1 column to detect inconsistent mixing; a form feed
 * resets both), skip blank and comment-only lines, and queue INDENT/DEDENT.
 * Returns 0 on error. */
static int do_indent(lex_state *l)
{
    for (;;) {
        int col = 0, altcol = 0;
        /* A backslash continuation inside the indentation: the column where
         * the first one stands is the line's indentation (when it is not
         * 0), as in CPython. */
        int cont_line_col = 0;
        const char *p = l->cur;
        for (;; p++) {
            int c = CH(l, p);
            if (c == ' ') {
                col++;
                altcol++;
            } else if (c == '\t') {
                col = (col / 8 + 1) * 8;
                altcol++;
            } else if (c == '\014') {
                col = altcol = 0;
            } else if (c == '\\') {
                cont_line_col = cont_line_col ? cont_line_col : col;
                if (CH(l, p + 1) != '\n') {
                    l->cur = p + 1;
                    return fail_quiet(l, "SyntaxError", l->lineno,
                                      char_count(l->buf_start, p + 2), l->lineno, 0,
                                      "unexpected character after line "
                                      "continuation character");
                }
                p++;
                if (CH(l, p + 1) == 0) {
                    l->cur = p + 1;
                    l->incomplete = 1;
                    return fail_quiet(l, "SyntaxError", l->lineno,
                                      char_count(l->buf_start, p + 1), l->lineno, -1,
                                      "unexpected EOF while parsing");
                }
                newline_seen(l, p + 1);
            } else {
                break;
            }
        }
        if (cont_line_col) {
            col = altcol = cont_line_col;
        }
        int c = CH(l, p);
        if (c == '#' || c == '\n') {
            /* A blank line: no NEWLINE, no indentation change. */
            while (CH(l, p) != '\n' && CH(l, p) != 0)
                p++;
            if (CH(l, p) == '\n') {
                p++;
                l->cur = p;
                newline_seen(l, p);
                continue;
            }
            l->cur = p;
            return 1;
        }
        l->cur = p;
        if (l->level > 0)
            return 1;
        if (c == 0)
            col = altcol = 0; /* EOF closes every block */
        if (col == l->indstack[l->indent]) {
            if (altcol != l->altindstack[l->indent])
                return fail_quiet(l, "TabError", l->lineno, 1, l->lineno, 0,
                            "inconsistent use of tabs and spaces in indentation");
        } else if (col > l->indstack[l->indent]) {
            if (l->indent + 1 >= MAXINDENT)
                return fail_quiet(l, "IndentationError", l->lineno, 1, l->lineno, 0,
                            "too many levels of indentation");
            if (altcol <= l->altindstack[l->indent])
                return fail_quiet(l, "TabError", l->lineno, 1, l->lineno, 0,
                            "inconsistent use of tabs and spaces in indentation");
            l->pendin++;
            l->indent++;
            l->indstack[l->indent] = col;
            l->altindstack[l->indent] = altcol;
        } else {
            while (l->indent > 0 && col < l->indstack[l->indent]) {
                l->pendin--;
                l->indent--;
            }
            if (col != l->indstack[l->indent]) {
                /* CPython reports this from the parser, at the end of the
                 * line in bytes, with no end column. */
                const char *e = p;
                while (CH(l, e) != '\n' && CH(l, e) != 0)
                    e++;
                int off = char_count(l->line_start, e) + (CH(l, e) == '\n');
                return fail_quiet(l, "IndentationError", l->lineno, off, l->lineno, -1,
                            "unindent does not match any outer indentation level");
            }
            if (altcol != l->altindstack[l->indent])
                return fail_quiet(l, "TabError", l->lineno, 1, l->lineno, 0,
                            "inconsistent use of tabs and spaces in indentation");
        }
        return 1;
    }
}

/* ---- numbers -------------------------------------------------------------- */

static int is_ident_char_ascii(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
           (c >= '0' && c <= '9') || c == '_';
}

static int is_digit(int c) { return c >= '0' && c <= '9'; }

static int is_xdigit(int c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int is_potential_ident_char(int c)
{
    return c >= 128 || is_ident_char_ascii(c);
}

/* The keyword `word` at p, not followed by an identifier character. */
static int lookahead(lex_state *l, const char *p, const char *word)
{
    for (; *word; word++, p++)
        if (CH(l, p) != (unsigned char)*word)
            return 0;
    return !is_potential_ident_char(CH(l, p));
}

/* CPython's verify_end_of_number: a literal directly followed by a keyword
 * that can follow a number in valid code (`1if x else y`) is accepted (with
 * a warning in CPython); any other ASCII identifier character is an error
 * at that character. p points at the character after the literal. */
static int end_of_number(lex_state *l, const char *p, const char *kind)
{
    int c = CH(l, p), r = 0;
    if (c == 'a')
        r = lookahead(l, p + 1, "nd");
    else if (c == 'e')
        r = lookahead(l, p + 1, "lse");
    else if (c == 'f')
        r = lookahead(l, p + 1, "or");
    else if (c == 'i')
        r = CH(l, p + 1) == 'f' || CH(l, p + 1) == 'n' || CH(l, p + 1) == 's';
    else if (c == 'o')
        r = lookahead(l, p + 1, "r");
    else if (c == 'n')
        r = lookahead(l, p + 1, "ot");
    if (r)
        return 1;
    if (c < 128 && is_ident_char_ascii(c))
        return fail_at(l, p, "invalid %s literal", kind);
    return 1;
}

/* Digits with single underscores between them; p is at the first digit.
 * Returns the position after them, NULL on error. */
static const char *decimal_tail(lex_state *l, const char *p)
{
    for (;;) {
        while (is_digit(CH(l, p)))
            p++;
        if (CH(l, p) != '_')
            return p;
        p++;
        if (!is_digit(CH(l, p))) {
            fail_at(l, p, "invalid decimal literal");
            return NULL;
        }
    }
}

/* Radix literal body after "0x"/"0o"/"0b": groups of digits separated by
 * single underscores (one may also follow the prefix). */
static const char *radix_body(lex_state *l, const char *p, int radix,
                              const char *kind)
{
    for (;;) {
        if (CH(l, p) == '_')
            p++;
        int c = CH(l, p);
        int ok = radix == 16 ? is_xdigit(c) : (c >= '0' && c < '0' + radix);
        if (!ok) {
            if (radix != 16 && is_digit(c)) {
                fail_at(l, p + 1, "invalid digit '%c' in %s literal", c, kind);
                return NULL;
            }
            fail_at(l, p, "invalid %s literal", kind);
            return NULL;
        }
        do {
            p++;
            c = CH(l, p);
        } while (radix == 16 ? is_xdigit(c) : (c >= '0' && c < '0' + radix));
        if (c != '_')
            break;
    }
    if (radix != 16 && is_digit(CH(l, p))) {
        fail_at(l, p + 1, "invalid digit '%c' in %s literal", CH(l, p), kind);
        return NULL;
    }
    if (!end_of_number(l, p, kind))
        return NULL;
    return p;
}

/* Fraction, exponent and imaginary suffix of a decimal literal; p is after
 * the integer part (at '.', 'e', 'j' or anything else). The at_ flags
 * enter part-way, as CPython's gotos do: at_fraction with the '.' already
 * consumed, at_exponent / at_imaginary with p at the 'e' / 'j'. */
static const char *decimal_rest(lex_state *l, const char *p, int at_fraction,
                                int at_exponent, int at_imaginary)
{
    if (at_imaginary)
        goto imaginary;
    if (at_exponent)
        goto exponent;
    if (at_fraction || CH(l, p) == '.') {
        if (!at_fraction)
            p++;
        if (is_digit(CH(l, p)) && !(p = decimal_tail(l, p)))
            return NULL;
    }
    if (CH(l, p) == 'e' || CH(l, p) == 'E') {
    exponent:;
        const char *e = p++;
        if (CH(l, p) == '+' || CH(l, p) == '-') {
            p++;
            if (!is_digit(CH(l, p))) {
                fail_at(l, p, "invalid decimal literal");
                return NULL;
            }
        } else if (!is_digit(CH(l, p))) {
            /* "1e" then not a digit: the literal ends before the 'e', and
             * the 'e' must not start an identifier. */
            if (!end_of_number(l, e, "decimal"))
                return NULL;
            return e;
        }
        if (!(p = decimal_tail(l, p)))
            return NULL;
    }
    if (CH(l, p) == 'j' || CH(l, p) == 'J') {
    imaginary:
        p++;
        if (!end_of_number(l, p, "imaginary"))
            return NULL;
        return p;
    }
    if (!end_of_number(l, p, "decimal"))
        return NULL;
    return p;
}

/* A number starting at p (a digit, or '.' followed by a digit). Sets
 * l->cur past it. */
static int scan_number(lex_state *l, const char *p)
{
    int c = CH(l, p);
    if (c == '.') {
        p = decimal_rest(l, p + 1, 1, 0, 0);
    } else if (c == '0') {
        p++;
        c = CH(l, p);
        if (c == 'x' || c == 'X') {
            p = radix_body(l, p + 1, 16, "hexadecimal");
        } else if (c == 'o' || c == 'O') {
            p = radix_body(l, p + 1, 8, "octal");
        } else if (c == 'b' || c == 'B') {
            p = radix_body(l, p + 1, 2, "binary");
        } else {
            /* "0", "00", "0_0": zeros are allowed; other digits only when a
             * fraction, exponent or 'j' follows (old-style octal is gone). */
            const char *start = p - 1;
            int nonzero = 0;
            for (;;) {
                if (CH(l, p) == '_') {
                    p++;
                    if (!is_digit(CH(l, p)))
                        return fail_at(l, p, "invalid decimal literal");
                }
                if (CH(l, p) != '0')
                    break;
                p++;
            }
            const char *zeros_end = p + 1; /* CPython's cursor is one past */
            if (is_digit(CH(l, p))) {
                nonzero = 1;
                if (!(p = decimal_tail(l, p)))
                    return 0;
            }
            c = CH(l, p);
            if (c == '.')
                p = decimal_rest(l, p + 1, 1, 0, 0);
            else if (c == 'e' || c == 'E')
                p = decimal_rest(l, p, 0, 1, 0);
            else if (c == 'j' || c == 'J')
                p = decimal_rest(l, p, 0, 0, 1);
            else if (nonzero) {
                /* CPython gives this one a known range in bytes: from the
                 * literal's start (1-based) to its cursor, one past the
                 * first nonzero digit. */
                const char *ls = err_ls(l, l->lineno, l->line_start);
                int s = (int)(start + 1 - ls);
                int e = (int)(zeros_end - ls);
                return fail(l, "SyntaxError", l->lineno, s, l->lineno, e,
                            "leading zeros in decimal integer literals are not "
                            "permitted; use an 0o prefix for octal integers");
            } else if (!end_of_number(l, p, "decimal"))
                return 0;
        }
    } else {
        if (!(p = decimal_tail(l, p)))
            return 0;
        p = decimal_rest(l, p, 0, 0, 0);
    }
    if (!p)
        return 0;
    l->cur = p;
    return 1;
}

/* ---- names ---------------------------------------------------------------- */

/* Decode one UTF-8 sequence at p (bounded by lim) the way Python's strict
 * decoder does. Returns its length and sets *cp, or returns 0 and sets
 * *bad_len to the length of the maximal invalid subpart and *reason. */
static int utf8_decode(const unsigned char *p, const unsigned char *lim,
                       int32_t *cp, int *bad_len, const char **reason)
{
    unsigned c = p[0];
    int n;
    unsigned lo = 0x80, hi = 0xBF;
    if (c < 0x80) {
        *cp = (int32_t)c;
        return 1;
    }
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3;
        if (c == 0xE0)
            lo = 0xA0;
        if (c == 0xED)
            hi = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4;
        if (c == 0xF0)
            lo = 0x90;
        if (c == 0xF4)
            hi = 0x8F;
    } else {
        *bad_len = 1;
        *reason = "invalid start byte";
        return 0;
    }
    int32_t v = (int32_t)(c & (0xFF >> (n + 1)));
    for (int i = 1; i < n; i++) {
        if (p + i >= lim) {
            *bad_len = i;
            *reason = "unexpected end of data";
            return 0;
        }
        unsigned b = p[i];
        if (b < lo || b > hi) {
            *bad_len = i;
            *reason = "invalid continuation byte";
            return 0;
        }
        lo = 0x80;
        hi = 0xBF;
        v = (v << 6) | (int32_t)(b & 0x3F);
    }
    *cp = v;
    return n;
}

static int is_keyword(const char *s, size_t n, ps_token_kind *kind)
{
    /* token.h lists the keywords between TK_FALSE and TK_YIELD. */
    static const char *const texts[] = {
#define PS_TOKEN_TEXT(name, text) text,
        PS_TOKENS(PS_TOKEN_TEXT)
#undef PS_TOKEN_TEXT
    };
    /* every name of a script comes here: no keyword has one letter or more
     * than eight, and the first byte settles most of the rest */
    if (n < 2 || n > 8)
        return 0;
    for (int k = TK_FALSE; k <= TK_YIELD; k++) {
        const char *t = texts[k];
        if (t[0] == s[0] && strncmp(t, s, n) == 0 && t[n] == '\0') {
            *kind = (ps_token_kind)k;
            return 1;
        }
    }
    return 0;
}

static int is_printable(int32_t ch)
{
    switch (utf8proc_category(ch)) {
    case UTF8PROC_CATEGORY_CC:
    case UTF8PROC_CATEGORY_CF:
    case UTF8PROC_CATEGORY_CS:
    case UTF8PROC_CATEGORY_CO:
    case UTF8PROC_CATEGORY_CN:
    case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP:
        return 0;
    case UTF8PROC_CATEGORY_ZS:
        return ch == ' ';
    default:
        return 1;
    }
}

/* A non-ASCII identifier: check it like CPython's verify_identifier (strict
 * UTF-8, then XID_Start/XID_Continue), then normalise it to NFKC. */
static int finish_unicode_name(lex_state *l, lex_token *t)
{
    const unsigned char *s = (const unsigned char *)t->start;
    const unsigned char *e = s + t->len;
    size_t ncp = 0;
    for (const unsigned char *p = s; p < e;) {
        int32_t cp;
        int bad;
        const char *why;
        int n = utf8_decode(p, e, &cp, &bad, &why);
        if (!n) {
            /* CPython raises this from the parser with the byte offset of
             * the token's end and no end column. */
            int pos = (int)(p - s);
            int off = (int)((const char *)e - l->line_start);
            if (bad == 1)
                return fail(l, "SyntaxError", l->lineno, off, l->lineno, -1,
                            "(unicode error) 'utf-8' codec can't decode byte "
                            "0x%02x in position %d: %s", *p, pos, why);
            return fail(l, "SyntaxError", l->lineno, off, l->lineno, -1,
                        "(unicode error) 'utf-8' codec can't decode bytes in "
                        "position %d-%d: %s", pos, pos + bad - 1, why);
        }
        int ok = ncp == 0 ? (cp == '_' || lex_is_xid_start(cp))
                          : lex_is_xid_continue(cp);
        if (!ok) {
            l->cur = (const char *)p + n;
            if (is_printable(cp)) {
                char ch[5] = {0};
                memcpy(ch, p, (size_t)n);
                return fail_at(l, l->cur, "invalid character '%s' (U+%04X)",
                               ch, (unsigned)cp);
            }
            return fail_at(l, l->cur, "invalid non-printable character U+%04X",
                           (unsigned)cp);
        }
        ncp++;
        p += n;
    }
    /* NFKC into an arena buffer: utf8proc_decompose sizes it, then the
     * composition and re-encoding happen in place. */
    utf8proc_option_t opt = UTF8PROC_STABLE | UTF8PROC_COMPAT | UTF8PROC_COMPOSE;
    utf8proc_ssize_t need = utf8proc_decompose(s, (utf8proc_ssize_t)t->len,
                                               NULL, 0, opt);
    if (need < 0)
        return fail_oom(l);
    utf8proc_int32_t *buf = arena_alloc(l->a, ((size_t)need + 1) * sizeof *buf);
    if (!buf)
        return fail_oom(l);
    need = utf8proc_decompose(s, (utf8proc_ssize_t)t->len, buf, need, opt);
    utf8proc_ssize_t n = need < 0 ? need : utf8proc_normalize_utf32(buf, need, opt);
    n = n < 0 ? n : utf8proc_reencode(buf, n, opt);
    if (n < 0)
        return fail_oom(l);
    ((char *)buf)[n] = '\0'; /* room: need + 1 code points of 4 bytes */
    t->value = (const char *)buf;
    t->value_len = (size_t)n;
    return 1;
}

/* ---- strings -------------------------------------------------------------- */

/* The body of a string literal; p is at the opening quote, start at the
 * token's first character (its prefix). */
static int scan_string(lex_state *l, const char *start, const char *p)
{
    int quote = CH(l, p);
    int quote_size = 1, end_quote_size = 0;
    int first_lineno = l->lineno;
    const char *first_line_start = l->line_start;
    p++;
    if (CH(l, p) == quote) {
        p++;
        if (CH(l, p) == quote) {
            p++;
            quote_size = 3;
        } else {
            end_quote_size = 1; /* the empty string */
        }
    }
    while (end_quote_size != quote_size) {
        int c = CH(l, p);
        if (c == 0 || (quote_size == 1 && c == '\n')) {
            /* Reported at the token's first character + 1, on the line
             * where it starts. */
            /* At the end of the input the scanner is past the final
             * newline, but CPython counts the last line. */
            int detected = l->lineno;
            if (c == 0 && p == l->line_start && p > l->buf)
                detected--;
            int off = char_count(err_ls(l, first_lineno, first_line_start), start + 1);
            if (quote_size == 3) {
                l->incomplete = 1;
                return fail(l, "SyntaxError", first_lineno, off, first_lineno,
                            off, "unterminated triple-quoted string literal "
                            "(detected at line %d)", detected);
            }
            return fail(l, "SyntaxError", first_lineno, off, first_lineno, off,
                        "unterminated string literal (detected at line %d)",
                        detected);
        }
        p++;
        if (c == '\n') {
            newline_in_token(l, p);
        }
        if (c == quote) {
            end_quote_size++;
        } else {
            end_quote_size = 0;
            if (c == '\\') {
                int e = CH(l, p);
                if (e != 0) {
                    p++;
                    if (e == '\n')
                        newline_in_token(l, p);
                }
            }
        }
    }
    l->cur = p;
    return 1;
}

/* ---- the dispatch ----------------------------------------------------------- */

static int open_bracket(lex_state *l, char c, const char *at)
{
    if (l->level >= MAXLEVEL)
        return fail_at(l, at + 1, "too many nested parentheses");
    l->parenstack[l->level] = c;
    l->parenlineno[l->level] = l->lineno;
    l->parencol[l->level] = (int)(at - l->line_start);
    l->level++;
    return 1;
}

static int close_bracket(lex_state *l, char c, const char *at)
{
    if (l->level <= l->base_level)
        return fail_at(l, at + 1, "unmatched '%c'", c);
    l->level--;
    char o = l->parenstack[l->level];
    if (!((o == '(' && c == ')') || (o == '[' && c == ']') ||
          (o == '{' && c == '}'))) {
        if (l->parenlineno[l->level] != l->lineno)
            return fail_at(l, at + 1, "closing parenthesis '%c' does not match "
                           "opening parenthesis '%c' on line %d", c, o,
                           l->parenlineno[l->level]);
        return fail_at(l, at + 1, "closing parenthesis '%c' does not match "
                       "opening parenthesis '%c'", c, o);
    }
    return 1;
}

/* CPython's parser turns a 1-based byte column on line `lineno` into a
 * character offset by decoding the source text from its tokenizer's buffer
 * start, which is the line's start unless that line continues a
 * multi-line string or a backslash continuation begun on an earlier line
 * (and the error is on the tokenizer's last line). */
static int known_offset(lex_state *l, int lineno, int col1)
{
    const char *ls = lex_line_start(l, lineno);
    if (!ls)
        return col1;
    int last = l->lineno;
    if (l->cur >= l->lim && l->line_start == l->cur && last > 1)
        last--; /* at the end, past the final newline */
    const char *from = ls;
    if (lineno == last && l->buf_start < ls)
        from = l->buf_start;
    const char *to = from + col1;
    if (to > l->lim)
        to = l->lim;
    return char_count(from, to) + (from + col1 > l->lim);
}

/* The end of the input inside brackets: CPython's parser reports the
 * innermost open bracket (byte column made 1-based, end column 0). */
static int eof_in_brackets(lex_state *l)
{
    int i = l->level - 1;
    l->incomplete = 1;
    l->eof_in_brackets = 1;
    return fail_quiet(l, "SyntaxError", l->parenlineno[i],
                known_offset(l, l->parenlineno[i], l->parencol[i] + 1),
                l->parenlineno[i], 0, "'%c' was never closed",
                l->parenstack[i]);
}

int lex_check_rest(lex_state *l, int err_lineno)
{
    if (l->failed || l->done || l->scanning_rest)
        return 0;
    ps_diag saved = *l->err;
    lex_token t;
    int ok;
    l->scanning_rest = 1;
    while ((ok = lex_next(l, &t)) && t.kind != TK_ENDMARKER) {
    }
    l->scanning_rest = 0;
    l->failed = 1; /* the source is in error either way */
    if (!ok && !l->quiet_error)
        return 1;
    /* The end of the input inside brackets replaces the parser's error
     * only when the error is on a later line than the open bracket. */
    if (!ok && l->eof_in_brackets && err_lineno > l->parenlineno[l->level - 1])
        return 1;
    *l->err = saved;
    l->incomplete = 0;
    return 0;
}

int lex_next(lex_state *l, lex_token *t)
{
    if (l->failed)
        return 0;
    if (l->pending_nul) {
        /* Checked before anything else, as compile() does. python3 here
         * (3.11.7) raises a SyntaxError with no position (older releases a
         * ValueError); lineno 0 here stands for that missing position. */
        return fail(l, "SyntaxError", 0, 0, 0, 0,
                    "source code string cannot contain null bytes");
    }
    if (l->done) {
        set_token(l, t, TK_ENDMARKER, l->cur, l->lineno, l->line_start);
        return 1;
    }
again:
    if (l->atbol) {
        l->atbol = 0;
        if (!do_indent(l))
            return 0;
    }
    if (l->pendin != 0) {
        if (l->pendin < 0) {
            l->pendin++;
            set_token(l, t, TK_DEDENT, l->cur, l->lineno, l->line_start);
        } else {
            l->pendin--;
            set_token(l, t, TK_INDENT, l->line_start, l->lineno, l->line_start);
        }
        return 1;
    }
    /* whitespace and comments */
    for (;;) {
        int c = CH(l, l->cur);
        if (c == ' ' || c == '\t' || c == '\014') {
            l->cur++;
        } else if (c == '#') {
            while (CH(l, l->cur) != '\n' && CH(l, l->cur) != 0)
                l->cur++;
        } else {
            break;
        }
    }
    const char *start = l->cur;
    const char *cur = l->cur, *mar = cur;
    const char *lim = l->lim;
    ps_token_kind kind;
    (void)mar; /* re2c uses it only for some rule sets */
#define TOK(k) do { kind = (k); goto token; } while (0)
    /*!re2c
        re2c:api = custom;
        re2c:api:style = free-form;
        re2c:yyfill:enable = 0;
        re2c:define:YYCTYPE = "unsigned char";
        re2c:define:YYPEEK = "(cur < lim ? (unsigned char)*cur : 0)";
        re2c:define:YYSKIP = "++cur;";
        re2c:define:YYBACKUP = "mar = cur;";
        re2c:define:YYRESTORE = "cur = mar;";

        "\x00"  { goto eof; }
        "\n"    { goto newline; }
        "\\"    { goto continuation; }
        [0-9] | "." [0-9]   { goto number; }
        [a-zA-Z_\x80-\xff]  { goto name; }
        ["']    { goto string; }

        "("  { if (!open_bracket(l, '(', start)) return 0; TOK(TK_LPAR); }
        "["  { if (!open_bracket(l, '[', start)) return 0; TOK(TK_LSQB); }
        "{"  { if (!open_bracket(l, '{', start)) return 0; TOK(TK_LBRACE); }
        ")"  { if (!close_bracket(l, ')', start)) return 0; TOK(TK_RPAR); }
        "]"  { if (!close_bracket(l, ']', start)) return 0; TOK(TK_RSQB); }
        "}"  { if (!close_bracket(l, '}', start)) return 0; TOK(TK_RBRACE); }

        ":"   { TOK(TK_COLON); }
        ","   { TOK(TK_COMMA); }
        ";"   { TOK(TK_SEMI); }
        "."   { TOK(TK_DOT); }
        "..." { TOK(TK_ELLIPSIS); }
        "->"  { TOK(TK_RARROW); }
        "@"   { TOK(TK_AT); }
        "="   { TOK(TK_EQUAL); }
        ":="  { TOK(TK_COLONEQUAL); }
        "+"   { TOK(TK_PLUS); }
        "-"   { TOK(TK_MINUS); }
        "*"   { TOK(TK_STAR); }
        "/"   { TOK(TK_SLASH); }
        "//"  { TOK(TK_DOUBLESLASH); }
        "%"   { TOK(TK_PERCENT); }
        "**"  { TOK(TK_DOUBLESTAR); }
        "<<"  { TOK(TK_LEFTSHIFT); }
        ">>"  { TOK(TK_RIGHTSHIFT); }
        "&"   { TOK(TK_AMPER); }
        "|"   { TOK(TK_VBAR); }
        "^"   { TOK(TK_CIRCUMFLEX); }
        "~"   { TOK(TK_TILDE); }
        "<"   { TOK(TK_LESS); }
        ">"   { TOK(TK_GREATER); }
        "<="  { TOK(TK_LESSEQUAL); }
        ">="  { TOK(TK_GREATEREQUAL); }
        "=="  { TOK(TK_EQEQUAL); }
        "!="  { TOK(TK_NOTEQUAL); }
        "<>"  { goto invalid; }
        "+="  { TOK(TK_PLUSEQUAL); }
        "-="  { TOK(TK_MINEQUAL); }
        "*="  { TOK(TK_STAREQUAL); }
        "/="  { TOK(TK_SLASHEQUAL); }
        "//=" { TOK(TK_DOUBLESLASHEQUAL); }
        "%="  { TOK(TK_PERCENTEQUAL); }
        "**=" { TOK(TK_DOUBLESTAREQUAL); }
        "@="  { TOK(TK_ATEQUAL); }
        "&="  { TOK(TK_AMPEREQUAL); }
        "|="  { TOK(TK_VBAREQUAL); }
        "^="  { TOK(TK_CIRCUMFLEXEQUAL); }
        "<<=" { TOK(TK_LEFTSHIFTEQUAL); }
        ">>=" { TOK(TK_RIGHTSHIFTEQUAL); }
        *     { goto invalid; }
    */
#undef TOK

token:
    l->cur = cur;
    set_token(l, t, kind, start, l->lineno, l->line_start);
    return 1;

invalid:
    /* CPython's tokenizer hands these to the parser as an error token,
     * which then fails with "invalid syntax" at that character -- unless
     * the rest of the source has a tokenizer error, which wins. */
    l->cur = cur;
    if ((unsigned char)*start < 0x20 || *start == 0x7f) {
        /* ASCII controls: the tokenizer's own error */
        return fail_at(l, cur, "invalid non-printable character U+%04X",
                       (unsigned char)*start);
    }
    if (l->scanning_rest)
        goto again;
    {
        const char *ls = err_ls(l, l->lineno, l->line_start);
        int off = char_count(ls, start) + 1;
        int end = char_count(ls, cur) + 1;
        if (l->frag_line && l->lineno != l->frag_line) {
            /* CPython's parser shifts positions on a field's later lines by
             * the field's starting column, which can make them negative. */
            int shift = (int)(l->frag_begin - 1 - lex_line_start(l, l->frag_line));
            off -= shift;
            end -= shift;
        }
        l->parser_style = 1;
        fail(l, "SyntaxError", l->lineno, off, l->lineno, end, "invalid syntax");
        l->parser_style = 0;
        l->failed = 0;
        lex_check_rest(l, l->lineno);
        l->failed = 1;
        return 0;
    }

number:
    if (!scan_number(l, start))
        return 0;
    set_token(l, t, TK_NUMBER, start, l->lineno, l->line_start);
    return 1;

name: {
    /* A string prefix (any case of b, r, u, f, br, rb, fr, rf) directly
     * followed by a quote starts a string instead. */
    const char *p = start;
    int saw_b = 0, saw_r = 0, saw_u = 0, saw_f = 0;
    for (;;) {
        int c = CH(l, p);
        if (!(saw_b || saw_u || saw_f) && (c == 'b' || c == 'B'))
            saw_b = 1;
        else if (!(saw_b || saw_u || saw_r || saw_f) && (c == 'u' || c == 'U'))
            saw_u = 1;
        else if (!(saw_r || saw_u) && (c == 'r' || c == 'R'))
            saw_r = 1;
        else if (!(saw_f || saw_b || saw_u) && (c == 'f' || c == 'F'))
            saw_f = 1;
        else
            break;
        p++;
        if (CH(l, p) == '"' || CH(l, p) == '\'') {
            int lineno = l->lineno;
            const char *ls = l->line_start;
            if (!scan_string(l, start, p))
                return 0;
            set_token(l, t, TK_STRING, start, lineno, ls);
            return 1;
        }
    }
    int nonascii = 0;
    for (;;) {
        int c = CH(l, p);
        if (c >= 128)
            nonascii = 1;
        else if (!is_ident_char_ascii(c))
            break;
        p++;
    }
    l->cur = p;
    set_token(l, t, TK_NAME, start, l->lineno, l->line_start);
    if (nonascii)
        return finish_unicode_name(l, t);
    ps_token_kind kw;
    if (is_keyword(start, t->len, &kw))
        t->kind = kw;
    return 1;
}

string: {
    int lineno = l->lineno;
    const char *ls = l->line_start;
    if (!scan_string(l, start, start))
        return 0;
    set_token(l, t, TK_STRING, start, lineno, ls);
    return 1;
}

continuation:
    /* A backslash must end the line; the next line continues this one. */
    if (CH(l, cur) != '\n') {
        /* CPython's offset: characters from its buffer start (normally
         * the line start) to just after the character that follows the
         * backslash. */
        int off = char_count(l->buf_start, cur + 1);
        return fail_quiet(l, "SyntaxError", l->lineno, off, l->lineno, 0,
                    "unexpected character after line continuation character");
    }
    cur++;
    if (CH(l, cur) == 0) {
        /* CPython's parser reports this at the end of the line, in bytes
         * counting the newline, with no end column. */
        l->cur = cur;
        if (l->level > l->base_level)
            return eof_in_brackets(l);
        l->incomplete = 1;
        return fail_quiet(l, "SyntaxError", l->lineno,
                          char_count(l->buf_start, l->buf_start + (cur - l->line_start)),
                          l->lineno, -1, "unexpected EOF while parsing");
    }
    newline_in_token(l, cur);
    l->cur = cur;
    goto again;

newline:
    l->cur = cur;
    if (l->level > 0) {
        newline_seen(l, cur);
        goto again;
    }
    set_token(l, t, TK_NEWLINE, start, l->lineno, l->line_start);
    newline_seen(l, cur);
    l->atbol = 1;
    return 1;

eof:
    l->cur = start;
    if (l->level > l->base_level)
        return eof_in_brackets(l);
    if (l->flags & LEX_BRACKETED) {
        /* a fragment: just the end */
    } else if (l->indent > 0) {
        l->pendin = -l->indent;
        l->indent = 0;
        goto again;
    }
    l->done = 1;
    set_token(l, t, TK_ENDMARKER, l->cur, l->lineno, l->line_start);
    return 1;
}
