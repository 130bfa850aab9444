/*
 * test_lexer.c - the lexer's API contract: token kinds and positions,
 * INDENT/DEDENT at EOF, fragments, incomplete input, out-of-memory.
 * The bulk of the behaviour is compared with CPython by
 * lexer_vs_cpython.py; these are the parts that script cannot see.
 */
#include <stdlib.h>

#include "harness.h"
#include "lexer.h"

/* Lex src and write "KIND KIND ..." into out (or "ERROR: msg"). */
static void kinds(const char *src, char *out, size_t cap)
{
    ps_arena *a = arena_new(NULL);
    ps_diag err;
    lex_state *l = lex_new(a, src, strlen(src), &err);
    lex_token t;
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < 1000; i++) {
        if (!lex_next(l, &t)) {
            snprintf(out + n, cap - n, "ERROR: %s", err.msg);
            break;
        }
        n += (size_t)snprintf(out + n, cap - n, "%s%s", n ? " " : "",
                              t.kind == TK_NAME || t.kind == TK_NUMBER
                                  ? t.value : lex_token_name(t.kind));
        if (t.kind == TK_NAME || t.kind == TK_NUMBER) {
            /* value is not NUL-terminated for ASCII names: cut it */
            size_t k = strlen(out) - strlen(t.value) + t.value_len;
            out[k] = '\0';
            n = k;
        }
        if (t.kind == TK_ENDMARKER)
            break;
    }
    arena_free(a);
}

static void test_eof_without_newline(void)
{
    char buf[512];
    kinds("if x:\n  y", buf, sizeof buf);
    CHECK_STR(buf, "if x : NEWLINE INDENT y NEWLINE DEDENT ENDMARKER");
    kinds("", buf, sizeof buf);
    CHECK_STR(buf, "ENDMARKER");
    kinds("# only a comment", buf, sizeof buf);
    CHECK_STR(buf, "ENDMARKER");
    kinds("x\r\ny\rz", buf, sizeof buf);
    CHECK_STR(buf, "x NEWLINE y NEWLINE z NEWLINE ENDMARKER");
}

static void test_endmarker_repeats(void)
{
    ps_arena *a = arena_new(NULL);
    ps_diag err;
    lex_state *l = lex_new(a, "x", 1, &err);
    lex_token t;
    int n = 0;
    while (lex_next(l, &t) && t.kind != TK_ENDMARKER)
        n++;
    CHECK(n == 2);
    CHECK(lex_next(l, &t) && t.kind == TK_ENDMARKER);
    CHECK(lex_next(l, &t) && t.kind == TK_ENDMARKER);
    arena_free(a);
}

static void test_incomplete(void)
{
    const char *yes[] = {"x = (1,\n", "s = '''abc\n", "x = 1 + \\\n", "f(\n[\n"};
    const char *no[] = {"x = 'abc\n", "x = )\n", "1a\n"};
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++) {
        ps_arena *a = arena_new(NULL);
        ps_diag err;
        lex_state *l = lex_new(a, yes[i], strlen(yes[i]), &err);
        lex_token t;
        while (lex_next(l, &t) && t.kind != TK_ENDMARKER) {
        }
        CHECK(lex_incomplete(l));
        arena_free(a);
    }
    for (size_t i = 0; i < sizeof no / sizeof *no; i++) {
        ps_arena *a = arena_new(NULL);
        ps_diag err;
        lex_state *l = lex_new(a, no[i], strlen(no[i]), &err);
        lex_token t;
        while (lex_next(l, &t) && t.kind != TK_ENDMARKER) {
        }
        CHECK(err.kind != NULL);
        CHECK(!lex_incomplete(l));
        arena_free(a);
    }
}

static void test_fragment(void)
{
    /* An f-string field "a +\n b" lexed in place, bracketed: no NEWLINE,
     * positions as in the whole file. */
    const char *src = "x = f'''{a +\n b}'''\n";
    ps_arena *a = arena_new(NULL);
    ps_diag err, ferr;
    lex_state *l = lex_new(a, src, strlen(src), &err);
    size_t n;
    const char *buf = lex_source(l, &n);
    const char *begin = strchr(buf, '{') + 1;
    const char *end = strchr(buf, '}');
    lex_state *f = lex_new_fragment(l, begin, (size_t)(end - begin), 1,
                                    LEX_BRACKETED | LEX_FSTRING, &ferr);
    lex_token t;
    CHECK(lex_next(f, &t) && t.kind == TK_NAME && t.lineno == 1 && t.col == 9);
    CHECK(lex_next(f, &t) && t.kind == TK_PLUS && t.col == 11);
    CHECK(lex_next(f, &t) && t.kind == TK_NAME && t.lineno == 2 && t.col == 1);
    CHECK(lex_next(f, &t) && t.kind == TK_ENDMARKER);
    /* a stray closer inside a field */
    const char *src2 = "f'{a)}'";
    lex_state *l2 = lex_new(a, src2, strlen(src2), &err);
    buf = lex_source(l2, &n);
    f = lex_new_fragment(l2, buf + 3, 2, 1, LEX_BRACKETED | LEX_FSTRING, &ferr);
    CHECK(lex_next(f, &t) && t.kind == TK_NAME);
    CHECK(!lex_next(f, &t));
    CHECK_STR(ferr.msg, "unmatched ')'"); /* the tokenizer's: no prefix */
    CHECK(ferr.offset == 3); /* counted in "(a)" */
    arena_free(a);
}

static void test_nfkc(void)
{
    char buf[256];
    kinds("\xef\xbd\x85\xef\xbd\x96\xef\xbd\x81\xef\xbd\x8c", buf, sizeof buf);
    CHECK_STR(buf, "eval NEWLINE ENDMARKER");
    /* keywords are matched before normalisation, as in CPython */
    kinds("\xef\xbd\x89\xef\xbd\x86", buf, sizeof buf);
    CHECK_STR(buf, "if NEWLINE ENDMARKER"); /* NAME whose value is "if" */
}

/* An allocator that refuses after a number of calls. */
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

static void test_out_of_memory(void)
{
    const char *src = "\xef\xbd\x85 = 1\n";
    for (int b = 0; b < 6; b++) {
        budget = b;
        ps_allocator al = {tight_alloc, tight_free, NULL};
        ps_arena *a = arena_new(&al);
        if (!a)
            continue;
        ps_diag err;
        lex_state *l = lex_new(a, src, strlen(src), &err);
        lex_token t;
        if (l) {
            while (lex_next(l, &t) && t.kind != TK_ENDMARKER) {
            }
        }
        CHECK(err.kind == NULL || strcmp(err.msg, "out of memory") == 0);
        arena_free(a);
    }
}

TEST_MAIN(TEST_ENTRY(test_eof_without_newline) TEST_ENTRY(test_endmarker_repeats)
          TEST_ENTRY(test_incomplete) TEST_ENTRY(test_fragment)
          TEST_ENTRY(test_nfkc) TEST_ENTRY(test_out_of_memory))
