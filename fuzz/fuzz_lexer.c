/*
 * fuzz_lexer.c - libFuzzer harness for the lexer and string literals.
 *
 * Lexes the input to the end; decodes every STRING token (str, bytes, or
 * f-string pieces) and lexes every f-string field in place as the parse
 * driver will (lex_new_fragment, bracketed). Checks the invariants the
 * grammar relies on: tokens lie inside the source in order, positions are
 * consistent with the text, ENDMARKER repeats, errors always have a message.
 * Every few inputs the arena gets an allocator that refuses after N calls,
 * so the out-of-memory paths are exercised too.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lexer.h"
#include "strlit.h"

#include "fuzz_alloc.h"

#define INVARIANT(c) do { if (!(c)) abort(); } while (0)

static void lex_fields(lex_state *l, const strlit_piece *p, int n, int depth)
{
    INVARIANT(depth <= 2);
    for (int i = 0; i < n; i++) {
        if (!p[i].is_field) {
            INVARIANT(p[i].text && p[i].text[p[i].len] == '\0');
            continue;
        }
        const strlit_field *f = &p[i].field;
        ps_diag err;
        lex_state *fl = lex_new_fragment(l, f->expr, f->expr_len, f->lineno,
                                         LEX_BRACKETED | LEX_FSTRING, &err);
        lex_token t;
        int k = 0;
        while (fl && lex_next(fl, &t) && t.kind != TK_ENDMARKER) {
            INVARIANT(t.start >= f->expr && t.start + t.len <= f->expr + f->expr_len);
            INVARIANT(t.lineno >= f->lineno);
            k++;
        }
        if (fl && err.kind)
            INVARIANT(err.msg[0] != '\0');
        if (f->has_spec)
            lex_fields(l, f->spec, f->nspec, depth + 1);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static unsigned runs;
    ps_allocator al = {fuzz_alloc, fuzz_free, NULL};
    fail_after = (++runs % 8 == 0) ? (long)(size % 7) : -1;
    ps_arena *a = arena_new(&al);
    if (!a)
        return 0;
    ps_diag err;
    lex_state *l = lex_new(a, (const char *)data, size, &err);
    if (!l) {
        INVARIANT(err.msg[0] != '\0');
        arena_free(a);
        return 0;
    }
    size_t srclen;
    const char *src = lex_source(l, &srclen);
    const char *prev_end = src;
    lex_token t;
    int ok;
    while ((ok = lex_next(l, &t))) {
        INVARIANT(t.start >= prev_end || t.kind == TK_DEDENT || t.kind == TK_INDENT);
        INVARIANT(t.start >= src && t.start + t.len <= src + srclen);
        INVARIANT(t.lineno >= 1 && t.end_lineno >= t.lineno && t.col >= 0);
        INVARIANT(t.end_lineno > t.lineno || t.end_col >= t.col);
        const char *ls = lex_line_start(l, t.lineno);
        INVARIANT(t.kind == TK_ENDMARKER || t.kind == TK_DEDENT || (ls && ls + t.col == t.start));
        if (t.kind != TK_DEDENT && t.kind != TK_INDENT)
            prev_end = t.start + t.len;
        if (t.kind == TK_STRING) {
            strlit_info info;
            strlit_error serr;
            strlit_split(&t, &info);
            if (info.fstring) {
                strlit_piece *p;
                int n;
                if (strlit_fstring(a, &t, &p, &n, &serr))
                    lex_fields(l, p, n, 0);
                else
                    INVARIANT(serr.msg[0] != '\0');
            } else {
                const char *v;
                size_t n;
                if (strlit_decode(a, &t, &v, &n, &serr))
                    INVARIANT(v[n] == '\0' && n <= info.body_len);
                else
                    INVARIANT(serr.msg[0] != '\0');
            }
        }
        if (t.kind == TK_ENDMARKER) {
            INVARIANT(lex_next(l, &t) && t.kind == TK_ENDMARKER);
            break;
        }
    }
    if (!ok) {
        INVARIANT(err.kind && err.msg[0] != '\0');
        INVARIANT(!lex_next(l, &t));
        (void)lex_incomplete(l);
    }
    arena_free(a);
    return 0;
}
