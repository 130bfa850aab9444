/*
 * test_parse.c - parse_source and ast_dump as an API: statuses, modes,
 * incomplete input for a REPL, refused allocations at every point, a
 * failing writer. What the trees and messages are is checked against
 * python3 by tests/parser/run_parser.py; this is what those cannot see.
 */
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "parse.h"

/* ---- an allocator that refuses after `left` calls ------------------------ */
static long left;
static long live;
static void *limited_alloc(void *ud, size_t size)
{
    (void)ud;
    if (left == 0)
        return NULL;
    if (left > 0)
        left--;
    void *p = malloc(size);
    if (p)
        live++;
    return p;
}
static void limited_free(void *ud, void *p)
{
    (void)ud;
    if (p)
        live--;
    free(p);
}

typedef struct text {
    char buf[1 << 16];
    size_t n;
} text;

static int to_text(void *ud, const char *s, size_t n)
{
    text *t = ud;
    if (t->n + n >= sizeof t->buf)
        return -1;
    memcpy(t->buf + t->n, s, n);
    t->n += n;
    t->buf[t->n] = 0;
    return 0;
}

static parse_status parse_str(const char *src, int mode, ps_diag *err, text *dump)
{
    ps_arena *a = arena_new(NULL);
    parse_status st;
    ast_mod *m = parse_source(a, src, strlen(src), "<t>", mode, err, &st);
    if (dump) {
        dump->n = 0;
        dump->buf[0] = 0;
        if (m)
            CHECK(ast_dump(m, to_text, dump) == 0);
    }
    CHECK((m != NULL) == (st == PARSE_OK));
    arena_free(a);
    return st;
}

static void test_modes(void)
{
    ps_diag err;
    text t;
    CHECK(parse_str("x = 1\n", PARSE_FILE, &err, &t) == PARSE_OK);
    CHECK(strncmp(t.buf, "Module(body=[Assign(", 20) == 0);
    CHECK(parse_str("1 + 2", PARSE_EVAL, &err, &t) == PARSE_OK);
    CHECK(strncmp(t.buf, "Expression(body=BinOp(", 22) == 0);
    CHECK(parse_str("x = 1\n", PARSE_SINGLE, &err, &t) == PARSE_OK);
    CHECK(strncmp(t.buf, "Interactive(body=[Assign(", 25) == 0);
    /* a statement is no expression */
    CHECK(parse_str("x = 1", PARSE_EVAL, &err, NULL) == PARSE_SYNTAX_ERROR);
    CHECK_STR(err.msg, "invalid syntax");
    CHECK(parse_str("x = 1\ny = 2\n", PARSE_SINGLE, &err, NULL) == PARSE_SYNTAX_ERROR);
    CHECK_STR(err.msg, "multiple statements found while compiling a single statement");
}

/* What a REPL needs: more lines may complete these, not those. */
static void test_incomplete(void)
{
    static const char *const more[] = {
        "if x:\n", "x = (1,\n", "s = \"\"\"abc\n", "x = 1 + \\\n", "def f():\n",
        "for i in y:\n    pass\nelse:\n", "x = [\n  1,\n",
    };
    static const char *const wrong[] = {
        "x = )\n", "if x\n", "x = 1 2\n", "def f(:\n", "x = 'abc\n", "else:\n",
    };
    ps_diag err;
    for (size_t i = 0; i < sizeof more / sizeof *more; i++) {
        parse_status st = parse_str(more[i], PARSE_SINGLE, &err, NULL);
        if (st != PARSE_INCOMPLETE)
            fprintf(stderr, "  %s: want incomplete, got %d (%s)\n", more[i], (int)st, err.msg);
        CHECK(st == PARSE_INCOMPLETE);
    }
    for (size_t i = 0; i < sizeof wrong / sizeof *wrong; i++) {
        parse_status st = parse_str(wrong[i], PARSE_SINGLE, &err, NULL);
        if (st != PARSE_SYNTAX_ERROR)
            fprintf(stderr, "  %s: want syntax error, got %d (%s)\n", wrong[i], (int)st, err.msg);
        CHECK(st == PARSE_SYNTAX_ERROR);
        CHECK(err.msg[0] != 0 && err.kind != NULL);
    }
}

/* Every allocation, refused in turn: a clean "out of memory" each time
 * (or, for refusals that only hit an error path, the source's own error),
 * nothing leaked, and the tree once enough memory is there. */
static void test_refused_allocations(void)
{
    static const char src[] =
        "import os\n"
        "import os.path as osp, sys\n"   /* lists whose allocation fails (fuzz finding) */
        "from a.b import (c as d, e)\n"
        "global g1, g2\n"
        "del g1, g2\n"
        "@dec(1, *a, k=2)\n"
        "async def f(a, /, b=1, *c, d, **e) -> int:\n"
        "    x = [i ** 2 for i in range(10) if i % 2]\n"
        "    y = {k: v for k, v in d.items()}\n"
        "    s = f\"{x!r:>{w}} and {y=}\" 'tail' f'{a, b}'\n"
        "    match s:\n"
        "        case {\"k\": [1, *rest]} | Point(x=0) as p if p:\n"
        "            return await g(*rest)\n"
        "    try:\n"
        "        del x[1:2, ::3]\n"
        "    except (E, F) as e:\n"
        "        raise E from e\n"
        "    return lambda q=1: (yield)\n";
    ps_allocator al = {limited_alloc, limited_free, NULL};
    long n;
    int nomem = 0;
    for (n = 0; n < 100000; n++) {
        left = n;
        live = 0;
        ps_arena *a = arena_new(&al);
        if (!a) {
            nomem++;
            continue;
        }
        ps_diag err;
        parse_status st;
        ast_mod *m = parse_source(a, src, sizeof src - 1, "<t>", PARSE_FILE, &err, &st);
        if (m) {
            text t = {{0}, 0};
            CHECK(st == PARSE_OK);
            CHECK(ast_dump(m, to_text, &t) == 0 || t.n + 1 >= sizeof t.buf);
            arena_free(a);
            CHECK(live == 0);
            break;
        }
        CHECK(st == PARSE_NO_MEMORY);
        CHECK_STR(err.msg, "out of memory");
        nomem++;
        arena_free(a);
        CHECK(live == 0);
    }
    CHECK(nomem > 0 && n < 100000);
    /* the same for sources with errors: the error or "out of memory" */
    static const char *const bad[] = {
        "x = [a b]\n", "f(**k, *a)\n", "x = f\"{a b}\"\n", "for f() in y:\n    pass\n",
        "x = 1 = $\n", "if x = 1:\n    pass\n", "class A(x for x in y): pass\n",
        "x = [a b]\ny = 08\n", "x = [a b]\ny = 1\n", "f(\n", "if x:\n",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        ps_diag want;
        parse_status wst = parse_str(bad[i], PARSE_FILE, &want, NULL);
        CHECK(wst == PARSE_SYNTAX_ERROR || wst == PARSE_INCOMPLETE);
        for (n = 0; n < 100000; n++) {
            left = n;
            live = 0;
            ps_arena *a = arena_new(&al);
            if (!a)
                continue;
            ps_diag err;
            parse_status st;
            ast_mod *m = parse_source(a, bad[i], strlen(bad[i]), "<t>", PARSE_FILE, &err, &st);
            CHECK(m == NULL);
            arena_free(a);
            CHECK(live == 0);
            if (st == PARSE_NO_MEMORY) {
                CHECK_STR(err.msg, "out of memory");
                continue;
            }
            CHECK(st == wst);
            CHECK_STR(err.msg, want.msg);
            CHECK(err.lineno == want.lineno && err.offset == want.offset);
            break;
        }
    }
}

static int fail_after_writes(void *ud, const char *s, size_t n)
{
    (void)s;
    (void)n;
    int *k = ud;
    return (*k)-- > 0 ? 0 : -1;
}

static void test_dump_writer_failure(void)
{
    ps_arena *a = arena_new(NULL);
    ps_diag err;
    parse_status st;
    const char *src = "x = [1, 'a', b'b', 2.5, 3j, None, ...]\n";
    ast_mod *m = parse_source(a, src, strlen(src), "<t>", PARSE_FILE, &err, &st);
    CHECK(m != NULL);
    for (int k = 0; m && k < 200; k++) {
        int budget = k;
        int rc = ast_dump(m, fail_after_writes, &budget);
        if (rc == 0)
            break;
        CHECK(rc == -1);
    }
    arena_free(a);
}

static int count_bytes(void *ud, const char *s, size_t n)
{
    (void)s;
    *(size_t *)ud += n;
    return 0;
}

/* A tree ast.dump cannot print as python3 would not (deeper than the
 * dump's guard, an int literal past 4,300 digits) is refused with -2, not
 * the -1 of a failed write: the fuzz harness (fuzz/fuzz_parser.c) found a
 * 6,000-term `x + x + ...` the dump refused while its check took every
 * refusal for a write failure. */
static void test_dump_refusals(void)
{
    const char *const srcs[] = {"x + ", "0x1" };
    for (int k = 0; k < 2; k++) {
        size_t len = k == 0 ? 6000 * 4 + 2 : 3 + 4000;
        char *src = malloc(len + 2);
        if (k == 0) {
            for (int i = 0; i < 6000; i++)
                memcpy(src + 4 * i, srcs[0], 4);
            memcpy(src + 6000 * 4, "x\n", 2);
        } else {
            memcpy(src, srcs[1], 3);
            memset(src + 3, 'f', 4000 - 1);
            memcpy(src + 3 + 3999, "\n", 1);
            len = 3 + 4000;
        }
        ps_arena *a = arena_new(NULL);
        ps_diag err;
        parse_status st;
        ast_mod *m = parse_source(a, src, len, "<t>", PARSE_FILE, &err, &st);
        CHECK(m != NULL);
        size_t n = 0;
        if (m)
            CHECK(ast_dump(m, count_bytes, &n) == -2);
        arena_free(a);
        free(src);
    }
}

/* NUL bytes, invalid UTF-8, a lone CR: errors or trees, never a crash. */
static void test_odd_bytes(void)
{
    static const char *const srcs[] = {"x = 1\0\n", "x = '\xff'\n", "x = 1\ry = 2\r",
                                       "\xef\xbb\xbfx = 1\n", "", "\n\n\n", "#"};
    static const size_t lens[] = {7, 9, 12, 9, 0, 3, 1};
    for (size_t i = 0; i < sizeof srcs / sizeof *srcs; i++) {
        ps_arena *a = arena_new(NULL);
        ps_diag err;
        parse_status st;
        ast_mod *m = parse_source(a, srcs[i], lens[i], "<t>", PARSE_FILE, &err, &st);
        CHECK(m ? st == PARSE_OK : (st != PARSE_OK && err.msg[0]));
        arena_free(a);
    }
}

TEST_MAIN(TEST_ENTRY(test_modes)
          TEST_ENTRY(test_dump_refusals)
          TEST_ENTRY(test_incomplete)
          TEST_ENTRY(test_refused_allocations)
          TEST_ENTRY(test_dump_writer_failure)
          TEST_ENTRY(test_odd_bytes))
