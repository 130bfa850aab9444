/*
 * test_json.c - the CLI's JSON reader and writer: what RFC 8259 accepts,
 * what it rejects, the bounds, and that writing reads back the same.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "../../cli/json.h"

static const js_limits lim = { 16, 1000 };

static int parses(const char *s)
{
    char err[128];
    js_doc *d = js_parse(s, strlen(s), &lim, err, sizeof err);
    js_free(d);
    return d != NULL;
}

/* Parse then write compactly. */
static char *roundtrip(const char *s)
{
    char err[128];
    js_doc *d = js_parse(s, strlen(s), &lim, err, sizeof err);
    if (!d)
        return strdup(err);
    js_buf b;
    jb_init(&b);
    jb_value(&b, js_root(d));
    js_free(d);
    return b.p ? b.p : strdup("");
}

static void test_accepts(void)
{
    const char *ok[] = {
        "null", "true", "false", "0", "-0", "12", "-3.5", "1e10", "1E-2", "2.5e+3",
        "\"\"", "\"a\\u00e9\\n\"", "[]", "{}", " [1, [2, {\"a\": null}]] ",
        "\"\\ud83d\\ude00\"", "\"\xc3\xa9\"", "123456789012345678901234567890",
    };
    for (size_t i = 0; i < sizeof ok / sizeof *ok; i++) {
        if (!parses(ok[i]))
            fprintf(stderr, "rejected: %s\n", ok[i]);
        CHECK(parses(ok[i]));
    }
}

static void test_rejects(void)
{
    const char *bad[] = {
        "", " ", "nul", "True", "01", "-", "1.", ".5", "1e", "+1", "NaN", "Infinity",
        "[1,]", "{\"a\":1,}", "[1 2]", "{a:1}", "{'a':1}", "\"abc", "\"\\x41\"",
        "\"\t\"", "\"\\ud800\"", "\"\\udc00\"", "\"\\ud800\\u0041\"", "\"\xff\"",
        "\"\xc0\xaf\"", "\"\xed\xa0\x80\"", "[1] [2]", "1 2", "[", "{\"a\"", "{\"a\":}",
        "/* c */ 1", "\"\\u12\"",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        if (parses(bad[i]))
            fprintf(stderr, "accepted: %s\n", bad[i]);
        CHECK(!parses(bad[i]));
    }
}

static void test_bounds(void)
{
    char deep[64];
    memset(deep, '[', 17);
    memset(deep + 17, ']', 17);
    deep[34] = 0;
    CHECK(!parses(deep)); /* 17 levels: one past the limit */
    memset(deep, '[', 16);
    memset(deep + 16, ']', 16);
    deep[32] = 0;
    CHECK(parses(deep));
    /* 1001 values */
    js_buf b;
    jb_init(&b);
    jb_adds(&b, "[");
    for (int i = 0; i < 1000; i++)
        jb_adds(&b, i ? ",0" : "0");
    jb_adds(&b, "]");
    CHECK(!parses(b.p));
    jb_free(&b);
    /* a very deep document is refused without recursing through it */
    size_t n = 1000000;
    char *huge = malloc(n + 1);
    memset(huge, '[', n);
    huge[n] = 0;
    CHECK(!parses(huge));
    free(huge);
}

static void test_values(void)
{
    char err[128];
    const char *s = "{\"k\": [1, 2.0, \"x\\u0000y\"], \"k\": 7}";
    js_doc *d = js_parse(s, strlen(s), &lim, err, sizeof err);
    CHECK(d != NULL);
    if (!d)
        return;
    js_value *k = js_get(js_root(d), "k");
    CHECK(k && k->kind == JS_NUMBER && k->is_int && strcmp(k->s, "7") == 0);
    js_value *arr = &js_root(d)->items[1];
    CHECK(arr->kind == JS_ARRAY && arr->n == 3);
    CHECK(arr->items[0].is_int && !arr->items[1].is_int);
    CHECK(arr->items[2].len == 3 && memcmp(arr->items[2].s, "x\0y", 3) == 0);
    js_free(d);
}

static void test_writer(void)
{
    char *r;
    CHECK_STR(r = roundtrip(" { \"a\" : [ 1 , true , null ] , \"b\" : \"\\u00e9\\\"\\u0001\" } "),
              "{\"a\":[1,true,null],\"b\":\"\xc3\xa9\\\"\\u0001\"}");
    free(r);
    CHECK_STR(r = roundtrip("\"\\ud83d\\ude00\""), "\"\xf0\x9f\x98\x80\"");
    free(r);
    js_buf b;
    jb_init(&b);
    double ds[] = { 0.1, 1.0, -0.0, 1e300, 5e-324, 2.0 / 3, 1e16, 123456789.0 };
    for (size_t i = 0; i < sizeof ds / sizeof *ds; i++) {
        b.len = 0;
        jb_double(&b, ds[i]);
        CHECK(strtod(b.p, NULL) == ds[i] && signbit(strtod(b.p, NULL)) == signbit(ds[i]));
        CHECK(strpbrk(b.p, ".e") != NULL);
        CHECK(parses(b.p));
    }
    b.len = 0;
    jb_double(&b, 0.1);
    CHECK_STR(b.p, "0.1");
    b.len = 0;
    jb_str(&b, "a\xffz", 3); /* invalid UTF-8 is replaced, the output stays valid JSON */
    CHECK_STR(b.p, "\"a\xef\xbf\xbdz\"");
    jb_free(&b);
}

TEST_MAIN(TEST_ENTRY(test_accepts) TEST_ENTRY(test_rejects) TEST_ENTRY(test_bounds)
          TEST_ENTRY(test_values) TEST_ENTRY(test_writer))
