/*
 * test_lexer_strlit.c - strlit's API contract beyond what
 * strlit_vs_cpython.py compares: field positions in multi-line f-strings,
 * fields lexed in place, nested specs, error placement flag, and clean
 * failure under every allocation limit.
 */
#include <stdlib.h>

#include "harness.h"
#include "lexer.h"
#include "strlit.h"

/* The first STRING token of src. */
static int first_string(ps_arena *a, const char *src, lex_state **lp, lex_token *t)
{
    ps_diag err;
    lex_state *l = lex_new(a, src, strlen(src), &err);
    *lp = l;
    while (l && lex_next(l, t)) {
        if (t->kind == TK_STRING)
            return 1;
        if (t->kind == TK_ENDMARKER)
            break;
    }
    return 0;
}

static void test_multiline_field_positions(void)
{
    ps_arena *a = arena_new(NULL);
    lex_state *l;
    lex_token t;
    CHECK(first_string(a, "x = 1\ny = f'''a\n  {b +\n c!r:>{w}} {{d}}'''\n", &l, &t));
    strlit_piece *p;
    int n;
    strlit_error err;
    CHECK(strlit_fstring(a, &t, &p, &n, &err));
    CHECK(n == 3);
    CHECK(!p[0].is_field && p[0].len == 4 && memcmp(p[0].text, "a\n  ", 4) == 0);
    CHECK(p[1].is_field);
    const strlit_field *f = &p[1].field;
    CHECK(f->lineno == 3 && f->col == 3);
    CHECK(f->expr_len == 6 && memcmp(f->expr, "b +\n c", 6) == 0);
    CHECK(f->conversion == 'r' && f->has_spec && f->nspec == 2);
    CHECK(!f->spec[0].is_field && strcmp(f->spec[0].text, ">") == 0);
    CHECK(f->spec[1].is_field && f->spec[1].field.lineno == 4 &&
          f->spec[1].field.col == 7 && !f->spec[1].field.has_spec);
    CHECK(!p[2].is_field && strcmp(p[2].text, " {d}") == 0);
    /* the field lexes in place with its file positions */
    ps_diag ferr;
    lex_state *fl = lex_new_fragment(l, f->expr, f->expr_len, f->lineno,
                                     LEX_BRACKETED | LEX_FSTRING, &ferr);
    lex_token ft;
    CHECK(lex_next(fl, &ft) && ft.kind == TK_NAME && ft.lineno == 3 && ft.col == 3);
    CHECK(lex_next(fl, &ft) && ft.kind == TK_PLUS);
    CHECK(lex_next(fl, &ft) && ft.kind == TK_NAME && ft.lineno == 4 && ft.col == 1);
    CHECK(lex_next(fl, &ft) && ft.kind == TK_ENDMARKER);
    arena_free(a);
}

static void test_self_documenting(void)
{
    ps_arena *a = arena_new(NULL);
    lex_state *l;
    lex_token t;
    CHECK(first_string(a, "f'a{x = }b{y=:>3}{z=!s}'", &l, &t));
    strlit_piece *p;
    int n;
    strlit_error err;
    CHECK(strlit_fstring(a, &t, &p, &n, &err));
    CHECK(n == 6);
    CHECK(strcmp(p[0].text, "ax = ") == 0);
    CHECK(p[1].is_field && p[1].field.conversion == 'r' && !p[1].field.has_spec);
    CHECK(strcmp(p[2].text, "by=") == 0);
    CHECK(p[3].is_field && p[3].field.conversion == 0 && p[3].field.has_spec);
    CHECK(strcmp(p[4].text, "z=") == 0);
    CHECK(p[5].is_field && p[5].field.conversion == 's');
    arena_free(a);
}

static void test_decode_and_errors(void)
{
    ps_arena *a = arena_new(NULL);
    lex_state *l;
    lex_token t;
    const char *v;
    size_t n;
    strlit_error err;
    CHECK(first_string(a, "b'\\x00a\\777'", &l, &t));
    CHECK(strlit_decode(a, &t, &v, &n, &err) && n == 3 && v[0] == 0 &&
          v[1] == 'a' && (unsigned char)v[2] == 0xff);
    CHECK(first_string(a, "b'caf\xc3\xa9'", &l, &t));
    CHECK(!strlit_decode(a, &t, &v, &n, &err) && err.at_token);
    CHECK_STR(err.msg, "bytes can only contain ASCII literal characters");
    CHECK(first_string(a, "'\\N{EM DASH}\\ud800'", &l, &t));
    CHECK(strlit_decode(a, &t, &v, &n, &err) && n == 6 &&
          memcmp(v, "\xe2\x80\x94\xed\xa0\x80", 6) == 0);
    CHECK(first_string(a, "'\\N{nope}'", &l, &t));
    CHECK(!strlit_decode(a, &t, &v, &n, &err) && !err.at_token);
    strlit_info info;
    CHECK(first_string(a, "Rb'''x'''", &l, &t));
    strlit_split(&t, &info);
    CHECK(info.bytes && info.raw && !info.fstring && info.quote_len == 3 &&
          info.body_len == 1 && info.body[0] == 'x');
    arena_free(a);
}

static int budget;
static void *tight_alloc(void *ud, size_t size)
{
    (void)ud;
    return budget-- > 0 ? malloc(size) : NULL;
}
static void tight_free(void *ud, void *p)
{
    (void)ud;
    free(p);
}

/* Every allocation limit: success, or "out of memory", never a crash. */
static void test_out_of_memory(void)
{
    static const char src[] =
        "s = f'{a!r:>{w}}' + '\\N{BULLET}' + f'''{\"x\" * 3}{{}}''' + b'\\x41'\n";
    int succeeded = 0;
    for (int b = 0; b < 40 && !succeeded; b++) {
        budget = b;
        ps_allocator al = {tight_alloc, tight_free, NULL};
        ps_arena *a = arena_new(&al);
        if (!a)
            continue;
        ps_diag err;
        lex_state *l = lex_new(a, src, sizeof src - 1, &err);
        lex_token t;
        int ok = l != NULL;
        while (ok && lex_next(l, &t) && t.kind != TK_ENDMARKER) {
            if (t.kind != TK_STRING)
                continue;
            strlit_info info;
            strlit_error serr;
            strlit_split(&t, &info);
            strlit_piece *p;
            int n;
            const char *v;
            size_t vn;
            int r = info.fstring ? strlit_fstring(a, &t, &p, &n, &serr)
                                 : strlit_decode(a, &t, &v, &vn, &serr);
            if (!r) {
                CHECK_STR(serr.msg, "out of memory");
                ok = 0;
            }
        }
        if (ok && err.kind)
            CHECK_STR(err.msg, "out of memory");
        if (ok && !err.kind)
            succeeded = 1;
        arena_free(a);
    }
    CHECK(succeeded);
}

TEST_MAIN(TEST_ENTRY(test_multiline_field_positions) TEST_ENTRY(test_self_documenting)
          TEST_ENTRY(test_decode_and_errors) TEST_ENTRY(test_out_of_memory))
