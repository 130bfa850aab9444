/*
 * test_utext.c - unit tests of objects/text/utext.h. diff_utext.py compares every
 * code point and many strings with python3; these check what it cannot:
 * refusal of the output buffer leaves nothing behind, the documented size
 * bounds hold, offsets, and the special-casing examples of the design.
 */
#include <stdlib.h>

#include "harness.h"
#include "objects/text/utext.h"

typedef struct limited {
    tbuf b;
    size_t limit;
    char store[1024];
} limited;

static char *grow_limited(tbuf *b, size_t min_cap)
{
    limited *l = b->ctx;
    if (min_cap > l->limit || min_cap > sizeof l->store)
        return NULL;
    b->cap = min_cap;
    return b->data;
}

static void limited_init(limited *l, size_t limit)
{
    l->b = (tbuf){ l->store, 0, 0, grow_limited, l };
    l->limit = limit;
}

static const char *mapped(bool (*fn)(const char *, size_t, tbuf *), const char *s)
{
    static limited l;
    limited_init(&l, sizeof l.store - 1);
    if (!fn(s, strlen(s), &l.b))
        return NULL;
    l.store[l.b.len] = '\0';
    return l.store;
}

static void test_special_casing(void)
{
    CHECK_STR(mapped(ut_upper, "\xc3\x9f"), "SS");                  /* ß */
    CHECK_STR(mapped(ut_upper, "\xef\xac\x81"), "FI");              /* ﬁ */
    CHECK_STR(mapped(ut_lower, "\xce\x91\xce\xa3"), "\xce\xb1\xcf\x82");   /* ΑΣ -> ας */
    CHECK_STR(mapped(ut_lower, "\xce\xa3"), "\xcf\x83");            /* lone Σ -> σ */
    CHECK_STR(mapped(ut_lower, "\xc4\xb0"), "i\xcc\x87");           /* İ -> i̇ */
    CHECK_STR(mapped(ut_title, "\xc7\x86x"), "\xc7\x85x");          /* ǆx -> ǅx */
    CHECK_STR(mapped(ut_casefold, "\xc3\x9f"), "ss");
    CHECK_STR(mapped(ut_capitalize, "\xef\xac\x81nd"), "Find");
    CHECK_STR(mapped(ut_title, "they're bill's"), "They'Re Bill'S");
    CHECK_STR(mapped(ut_swapcase, "aB\xc3\x9f"), "AbSS");
}

static void test_case_refusal(void)
{
    const char *s = "Stra\xc3\x9f" "e \xce\x91\xce\xa3 \xef\xac\x83";
    size_t n = strlen(s);
    bool (*fns[])(const char *, size_t, tbuf *) = {
        ut_lower, ut_upper, ut_title, ut_capitalize, ut_swapcase, ut_casefold };
    for (size_t f = 0; f < sizeof fns / sizeof fns[0]; f++) {
        limited full;
        limited_init(&full, sizeof full.store);
        CHECK(fns[f](s, n, &full.b));
        CHECK(full.b.len <= n * UT_CASE_GROWTH);
        for (size_t limit = 0; limit < full.b.len; limit++) {
            limited l;
            limited_init(&l, limit);
            CHECK(!fns[f](s, n, &l.b));
            CHECK(l.b.len == 0);
        }
    }
}

static void test_growth_bound_worst_case(void)
{
    /* U+0390 (2 bytes) upper-cases to three code points of 2 bytes. */
    const char *s = "\xce\x90";
    limited l;
    limited_init(&l, sizeof l.store);
    CHECK(ut_upper(s, 2, &l.b));
    CHECK(l.b.len == 6 && l.b.len <= 2 * UT_CASE_GROWTH);
}

static void test_validate_and_offsets(void)
{
    size_t ncp;
    bool ascii;
    ut_decode_error e;
    CHECK(ut_validate("abcdefghijklmnop", 16, &ncp, &ascii, &e) && ncp == 16 && ascii);
    CHECK(ut_validate("a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80", 10, &ncp, &ascii, &e));
    CHECK(ncp == 4 && !ascii);
    CHECK(!ut_validate("ab\xed\xa0\x80", 5, NULL, NULL, &e));
    CHECK(e.start == 2 && e.end == 3);
    CHECK_STR(e.reason, "invalid continuation byte");
    CHECK(!ut_validate("abcdefghi\xf0\x9f", 11, NULL, NULL, &e));
    CHECK(e.start == 9 && e.end == 11);
    CHECK_STR(e.reason, "unexpected end of data");
    const char *s = "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80z";
    size_t n = strlen(s);
    static const size_t want[] = { 0, 1, 3, 6, 10, 11 };
    for (size_t i = 0; i < 6; i++)
        CHECK(ut_offset(s, n, false, i) == want[i]);
    CHECK(ut_offset("hello", 5, true, 3) == 3);
    CHECK(ut_count(s, n) == 5);
    char enc[4];
    uint32_t cp;
    CHECK(ut_encode(0x1F600, enc) == 4 && ut_decode(enc, 4, 0, &cp) == 4 && cp == 0x1F600);
}

static void test_predicates_empty_and_mixed(void)
{
    CHECK(!ut_isalpha("", 0) && !ut_isspace("", 0) && !ut_isidentifier("", 0));
    CHECK(ut_isprintable("", 0) && ut_isascii("", 0));
    CHECK(ut_isidentifier("_x1", 3) && !ut_isidentifier("1x", 2));
    CHECK(ut_istitle("Hello World", 11) && !ut_istitle("Hello world", 11));
    CHECK(ut_isupper("HELLO 1", 7) && !ut_isupper("123", 3));
    CHECK(ut_linebreak_at("a\r\nb", 4, 1) == 2 && ut_linebreak_at("\xe2\x80\xa8", 3, 0) == 3);
    CHECK(ut_linebreak_at("\xc2\x85", 2, 0) == 2 && ut_linebreak_at("\xc2\xa0", 2, 0) == 0);
    CHECK(strcmp(ut_category(0x1F6DC), "Cn") == 0);  /* new in 15.0: unassigned in 14.0 */
    CHECK(strcmp(ut_unicode_version(), "14.0.0") == 0);
}

static void test_decimal_to_ascii(void)
{
    limited l;
    limited_init(&l, sizeof l.store);
    /* "\u0663.\u0665\u3000" -> "3.5 " and a non-digit becomes '?' */
    const char *s = "\xd9\xa3.\xd9\xa5\xe3\x80\x80\xc3\xa9";
    CHECK(ut_decimal_to_ascii(s, strlen(s), &l.b));
    l.store[l.b.len] = '\0';
    CHECK_STR(l.store, "3.5 ?");
}

static void test_normalize(void)
{
    limited l;
    limited_init(&l, sizeof l.store);
    CHECK(ut_normalize(UT_NFC, "e\xcc\x81", 3, &l.b));
    CHECK(l.b.len == 2 && memcmp(l.store, "\xc3\xa9", 2) == 0);
    CHECK(ut_normalize_size(3) >= 4 * 18 * 3);
    /* refusal: nothing left behind */
    for (size_t limit = 0; limit < 8; limit++) {
        limited r;
        limited_init(&r, limit);
        bool ok = ut_normalize(UT_NFKC, "\xef\xac\x81", 3, &r.b);
        CHECK(ok || r.b.len == 0);
    }
}

TEST_MAIN(
    TEST_ENTRY(test_special_casing)
    TEST_ENTRY(test_case_refusal)
    TEST_ENTRY(test_growth_bound_worst_case)
    TEST_ENTRY(test_validate_and_offsets)
    TEST_ENTRY(test_predicates_empty_and_mixed)
    TEST_ENTRY(test_decimal_to_ascii)
    TEST_ENTRY(test_normalize)
)
