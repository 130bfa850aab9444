/*
 * lexdump.c - print the tokens of each file given, one per line, for
 * comparison with CPython's tokenize module (tests/unit/lexer_vs_cpython.py).
 *
 *   KIND<TAB>lineno<TAB>col<TAB>end_lineno<TAB>end_col<TAB>value
 *   ERROR<TAB>kind<TAB>msg<TAB>lineno<TAB>offset<TAB>end_lineno<TAB>end_offset<TAB>incomplete
 *
 * Columns are byte columns; the script converts them. Each file's output
 * starts with "=== PATH".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "strlit.h"
#include "unicode_ident.h"

static int strings_mode; /* --strings: decode each STRING token instead */

static void hex(const char *s, size_t n)
{
    putchar('"');
    for (size_t i = 0; i < n; i++)
        printf("%02x", (unsigned char)s[i]);
    putchar('"');
}

/* Pieces as JSON: ["L", hex] or ["F", hex(expr), conv, spec|null]. */
static void pieces_json(const strlit_piece *p, int n)
{
    putchar('[');
    for (int i = 0; i < n; i++) {
        if (i)
            putchar(',');
        if (!p[i].is_field) {
            fputs("[\"L\",", stdout);
            hex(p[i].text, p[i].len);
            putchar(']');
            continue;
        }
        const strlit_field *f = &p[i].field;
        fputs("[\"F\",", stdout);
        hex(f->expr, f->expr_len);
        printf(",%d,%d,%d,", f->conversion ? f->conversion : -1, f->lineno, f->col);
        if (f->has_spec)
            pieces_json(f->spec, f->nspec);
        else
            fputs("null", stdout);
        putchar(']');
    }
    putchar(']');
}

/* strlit's field callback: lex the field in place like the grammar will,
 * stopping at the first lexer error. */
typedef struct field_ctx {
    lex_state *l;
    ps_diag err;
    int failed;
} field_ctx;

static int lex_field(void *ud, const strlit_field *f)
{
    field_ctx *fc = ud;
    lex_state *fl = lex_new_fragment(fc->l, f->expr, f->expr_len, f->lineno,
                                     LEX_BRACKETED | LEX_FSTRING, &fc->err);
    lex_token t;
    while (fl && lex_next(fl, &t) && t.kind != TK_ENDMARKER) {
    }
    if (!fl || fc->err.kind) {
        fc->failed = 1;
        return 0;
    }
    return 1;
}

static void dump_string(ps_arena *a, lex_state *l, const lex_token *t)
{
    strlit_info info;
    strlit_error err;
    strlit_split(t, &info);
    if (info.fstring) {
        strlit_piece *p;
        int n;
        field_ctx fc = {l, {0}, 0};
        if (!strlit_fstring_ex(a, t, lex_field, &fc, &p, &n, &err)) {
            printf("E\t%s\n", err.in_field ? fc.err.msg : err.msg);
            return;
        }
        fputs("F\t", stdout);
        pieces_json(p, n);
        putchar('\n');
        return;
    }
    const char *v;
    size_t n;
    if (!strlit_decode(a, t, &v, &n, &err)) {
        printf("E\t%s\n", err.msg);
        return;
    }
    fputs(info.bytes ? "B\t" : "S\t", stdout);
    hex(v, n);
    putchar('\n');
}

static int dump(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        return 1;
    }
    size_t cap = 1 << 16, len = 0;
    char *src = malloc(cap);
    size_t n;
    while (src && (n = fread(src + len, 1, cap - len, f)) > 0) {
        len += n;
        if (len == cap)
            src = realloc(src, cap *= 2);
    }
    fclose(f);
    if (!src)
        return 1;
    printf("=== %s\n", path);
    ps_arena *a = arena_new(NULL);
    ps_diag err;
    lex_state *l = lex_new(a, src, len, &err);
    lex_token t;
    while (l && lex_next(l, &t)) {
        if (strings_mode) {
            if (t.kind == TK_STRING)
                dump_string(a, l, &t);
            if (t.kind == TK_ENDMARKER)
                break;
            continue;
        }
        printf("%s\t%d\t%d\t%d\t%d\t", lex_token_name(t.kind), t.lineno, t.col,
               t.end_lineno, t.end_col);
        for (size_t i = 0; i < t.value_len; i++) {
            unsigned char c = (unsigned char)t.value[i];
            if (c == '\n')
                fputs("\\n", stdout);
            else if (c == '\\')
                fputs("\\\\", stdout);
            else if (c == '\t')
                fputs("\\t", stdout);
            else
                putchar(c);
        }
        putchar('\n');
        if (t.kind == TK_STRING) {
            /* lex the fields of an f-string; only the lexer's errors count
             * here (the splitter's are positioned by the grammar) */
            strlit_info info;
            strlit_split(&t, &info);
            strlit_piece *pieces;
            int npieces;
            strlit_error serr;
            field_ctx fc = {l, {0}, 0};
            if (info.fstring &&
                !strlit_fstring_ex(a, &t, lex_field, &fc, &pieces, &npieces, &serr) &&
                serr.in_field) {
                err = fc.err;
                break;
            }
        }
        if (t.kind == TK_ENDMARKER)
            break;
    }
    if (!l || err.kind)
        printf("ERROR\t%s\t%s\t%d\t%d\t%d\t%d\t%d\n", err.kind, err.msg,
               err.lineno, err.offset, err.end_lineno, err.end_offset,
               l ? lex_incomplete(l) : 0);
    arena_free(a);
    free(src);
    return 0;
}

int main(int argc, char **argv)
{
    int rc = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--strings") == 0) {
            strings_mode = 1;
        } else if (strcmp(argv[i], "--xid") == 0) {
            /* identifier classes of every non-ASCII code point: "SC" bits */
            for (int32_t c = 0x80; c < 0x110000; c++)
                printf("%d%d", lex_is_xid_start(c), lex_is_xid_continue(c));
            putchar('\n');
        }
        else
            rc |= dump(argv[i]);
    }
    return rc;
}
