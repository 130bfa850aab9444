/*
 * test_numfmt.c - unit tests of objects/numbers/numfmt.h: what the differential test
 * (tests/textlib/diff_numfmt.py) cannot see from outside: refusal of the
 * output buffer at every size leaves nothing behind, the size functions
 * bound the real output, huge widths are refused before any work, and
 * the locale cannot change a result.
 */
#include <locale.h>
#include <math.h>
#include <stdlib.h>

#include "harness.h"
#include "objects/numbers/numfmt.h"
#include "objects/numbers/numfmt_int.h"

/* A buffer that grows up to `limit` bytes, then refuses. */
typedef struct limited {
    tbuf b;
    size_t limit;
    char store[4096];
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
    l->b.data = l->store;
    l->b.len = 0;
    l->b.cap = 0;
    l->b.grow = grow_limited;
    l->b.ctx = l;
    l->limit = limit;
}

static const char *formatted(limited *l)
{
    l->store[l->b.len] = '\0';
    return l->store;
}

static bool fmt_float(const char *spec, double x, limited *l, nf_error *err)
{
    nf_spec s;
    return nf_spec_parse(spec, strlen(spec), NF_KIND_FLOAT, NULL, &s, err) &&
           nf_format_float(&s, x, &l->b, err);
}

static void test_repr_examples(void)
{
    /* The examples of the brief; diff_numfmt.py checks 250k more. */
    static const struct { double x; const char *want; } cases[] = {
        { 0.1, "0.1" }, { 1e16, "1e+16" }, { 1e-7, "1e-07" },
        { 1.5e300, "1.5e+300" }, { -0.0, "-0.0" }, { 100.0, "100.0" },
        { 1e22, "1e+22" }, { 123456789012345.0, "123456789012345.0" },
        { 1.2345678901234567e19, "1.2345678901234567e+19" },
        { 5e-324, "5e-324" }, { 1e-4, "0.0001" }, { 1e-5, "1e-05" },
        { 9999999999999998.0, "9999999999999998.0" },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char buf[NF_REPR_MAX];
        nf_float_repr(cases[i].x, buf);
        CHECK_STR(buf, cases[i].want);
    }
    char buf[NF_REPR_MAX];
    nf_float_repr(INFINITY, buf);
    CHECK_STR(buf, "inf");
    nf_float_repr(-INFINITY, buf);
    CHECK_STR(buf, "-inf");
    nf_float_repr(-NAN, buf);
    CHECK_STR(buf, "nan");
}

/* Every output size short of the full one must fail cleanly. */
static void test_refusal_leaves_nothing(void)
{
    static const char *const specs[] = {
        "", "*^30,.3f", "+020.5e", "#.10g", ">12%", "é^25", "0=40_.2f", ".30f",
    };
    for (size_t k = 0; k < sizeof specs / sizeof specs[0]; k++) {
        limited full;
        limited_init(&full, sizeof full.store);
        nf_error err;
        CHECK(fmt_float(specs[k], -12345.678901, &full, &err));
        size_t need = full.b.len;
        for (size_t limit = 0; limit < need; limit++) {
            limited l;
            limited_init(&l, limit);
            /* something already in the buffer must survive untouched */
            if (limit >= 3) {
                memcpy(l.store, "abc", 3);
                l.b.len = 3;
                l.b.cap = 3;
            }
            size_t before = l.b.len;
            bool ok = fmt_float(specs[k], -12345.678901, &l, &err);
            if (before + need <= limit) {
                CHECK(ok);
                continue;
            }
            CHECK(!ok);
            CHECK(err.exc == NF_MEMORY);
            CHECK(l.b.len == before);
            if (before)
                CHECK(memcmp(l.store, "abc", 3) == 0);
        }
    }
    /* The same for ints, strs and the % conversions. */
    for (size_t limit = 0; limit < 40; limit++) {
        limited l;
        limited_init(&l, limit);
        nf_spec s;
        nf_error err;
        CHECK(nf_spec_parse("*^#30_x", 7, NF_KIND_INT, NULL, &s, &err));
        bool ok = nf_format_int(&s, true, "deadbeef", 8, &l.b, &err);
        CHECK(ok == (limit >= 30));
        CHECK(ok || l.b.len == 0);
        if (ok)
            CHECK_STR(formatted(&l), "*********-0xdead_beef*********");
        limited_init(&l, limit);
        CHECK(nf_spec_parse("~>20.3", 6, NF_KIND_STR, NULL, &s, &err));
        ok = nf_format_str(&s, "h\xc3\xa9llo", 6, 5, &l.b, &err);
        CHECK(ok == (limit >= 21));
        CHECK(ok || l.b.len == 0);
        nf_pct p;
        size_t pos = 0;
        CHECK(nf_pct_parse("%+#012.3e", 9, &pos, 0, &p, &err));
        limited_init(&l, limit);
        ok = nf_pct_float(&p, 3.25, &l.b, &err);
        CHECK(ok || l.b.len == 0);
        if (ok)
            CHECK_STR(formatted(&l), "+003.250e+00");
    }
}

static void test_size_bounds(void)
{
    static const char *const specs[] = {
        "", ",", "_.3f", "30", ">40,.10f", "0=50,.2f", ".100f", ".50e", "#.30g",
        "%", ",.2%", "é^33",
    };
    static const double xs[] = { 0.0, -1.5, 1e308, -1.7976931348623157e308, 5e-324,
                                 123456789.123, NAN, -INFINITY };
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        for (size_t j = 0; j < sizeof xs / sizeof xs[0]; j++) {
            limited l;
            limited_init(&l, sizeof l.store);
            nf_spec s;
            nf_error err;
            CHECK(nf_spec_parse(specs[i], strlen(specs[i]), NF_KIND_FLOAT, NULL, &s, &err));
            CHECK(nf_format_float(&s, xs[j], &l.b, &err));
            CHECK(l.b.len <= nf_format_float_size(&s, xs[j]));
        }
    }
}

static void test_huge_width_refused_up_front(void)
{
    nf_spec s;
    nf_error err;
    CHECK(nf_spec_parse("1000000000", 10, NF_KIND_FLOAT, NULL, &s, &err));
    CHECK(nf_format_float_size(&s, 1.0) >= 1000000000u);
    CHECK(nf_spec_parse(".2000000000f", 12, NF_KIND_FLOAT, NULL, &s, &err));
    CHECK(nf_format_float_size(&s, 1.0) >= 2000000000u);
    /* And if the VM formats anyway, the refusal is clean. */
    limited l;
    limited_init(&l, sizeof l.store);
    CHECK(!nf_format_float(&s, 1.0, &l.b, &err));
    CHECK(err.exc == NF_MEMORY && l.b.len == 0);
    CHECK(nf_spec_parse("99999999999999999999", 20, NF_KIND_INT, NULL, &s, &err) == false);
    CHECK(err.exc == NF_VALUE_ERROR);
    CHECK_STR(err.msg, "Too many decimal digits in format string");
    CHECK(nf_spec_parse("9223372036854775807", 19, NF_KIND_INT, NULL, &s, &err));
    CHECK(nf_format_int_size(&s, 1) == SIZE_MAX || nf_format_int_size(&s, 1) > 1u << 30);
}

static void test_locale_independent(void)
{
    /* A locale whose radix is ',' must not change anything. */
    const char *names[] = { "de_DE.UTF-8", "fr_FR.UTF-8", "de_DE", NULL };
    bool set = false;
    for (int i = 0; names[i] && !set; i++)
        set = setlocale(LC_ALL, names[i]) != NULL;
    char buf[NF_REPR_MAX];
    nf_float_repr(1.5, buf);
    CHECK_STR(buf, "1.5");
    double d;
    CHECK(nf_parse_float("2.5", 3, &d) && d == 2.5);
    CHECK(nf_float_round(2.675, 2, &d, NULL) && d == 2.67);
    limited l;
    limited_init(&l, sizeof l.store);
    nf_error err;
    CHECK(fmt_float(",.2f", 1234.5, &l, &err));
    CHECK_STR(formatted(&l), "1,234.50");
    setlocale(LC_ALL, "C");
}

static void test_errors(void)
{
    nf_spec s;
    nf_error err;
    limited l;
    limited_init(&l, sizeof l.store);
    CHECK(nf_spec_parse("d", 1, NF_KIND_STR, NULL, &s, &err));
    CHECK(!nf_format_str(&s, "x", 1, 1, &l.b, &err));
    CHECK_STR(err.msg, "Unknown format code 'd' for object of type 'str'");
    CHECK(nf_spec_parse("x", 1, NF_KIND_FLOAT, "MyFloat", &s, &err));
    CHECK(!nf_format_float(&s, 1.0, &l.b, &err));
    CHECK_STR(err.msg, "Unknown format code 'x' for object of type 'MyFloat'");
    CHECK(!nf_spec_parse(".", 1, NF_KIND_FLOAT, NULL, &s, &err));
    CHECK_STR(err.msg, "Format specifier missing precision");
    CHECK(nf_spec_parse("c", 1, NF_KIND_INT, NULL, &s, &err));
    CHECK(!nf_format_int(&s, false, "1114112", 7, &l.b, &err));
    CHECK(err.exc == NF_OVERFLOW_ERROR);
    CHECK_STR(err.msg, "%c arg not in range(0x110000)");
    double q, r;
    CHECK(!nf_float_divmod(1.0, 0.0, &q, &r, &err));
    CHECK(err.exc == NF_ZERO_DIVISION_ERROR);
    CHECK_STR(err.msg, "float divmod()");
    CHECK(!nf_float_fromhex("0x1p99999", 9, &q, &err));
    CHECK(err.exc == NF_OVERFLOW_ERROR);
    nf_pct p;
    size_t pos = 0;
    CHECK(nf_pct_parse("%(a", 3, &pos, 0, &p, &err) == false);
    CHECK_STR(err.msg, "incomplete format key");
    pos = 0;
    CHECK(nf_pct_parse("ab%\xc3\xa9", 5, &(size_t){ 2 }, 2, &p, &err));
    nf_pct_unsupported(&p, &err);
    CHECK_STR(err.msg, "unsupported format character '?' (0xe9) at index 3");
    (void)pos;
}

static void test_pct_star_and_key(void)
{
    nf_pct p;
    nf_error err;
    const char *f = "x%(na(m)e)-*.*f";
    size_t pos = 1;
    CHECK(nf_pct_parse(f, strlen(f), &pos, 1, &p, &err));
    CHECK(pos == strlen(f));
    CHECK(p.key_end - p.key_start == 6 && memcmp(f + p.key_start, "na(m)e", 6) == 0);
    CHECK(p.width == NF_PCT_STAR && p.precision == NF_PCT_STAR);
    CHECK(p.flags == NF_PCT_LEFT && p.conv == 'f');
}

/*
 * numfmt_short.c's integer path against the printout search, on doubles
 * in and around its range: it must give the search's digits or stand
 * aside (-1), and it must decide the everyday ones. (diff_numfmt.py
 * checks the two together against python3.)
 */
static uint64_t xorshift(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static void test_shortest_fast_agrees(void)
{
    uint64_t st = 0x9E3779B97F4A7C15u;
    long taken = 0, total = 0, everyday = 0, everyday_taken = 0;
    static const double scale[] = {1, 10, 100, 1000, 1e4, 1e6, 1e9};
    for (int i = 0; i < 300000; i++) {
        double x;
        uint64_t r = xorshift(&st);
        switch (i % 4) {
        case 0: /* any bits with an exponent in or near [2**-80, 2**60] */
            x = ldexp(1.0 + (double)(r >> 12) / 4503599627370496.0, (int)(r % 141) - 80);
            break;
        case 1: /* a short decimal: cents, thousandths ... */
            x = (double)(r % 100000000) / scale[(r >> 40) % 7];
            everyday++;
            break;
        case 2: /* a power of two and its neighbours */
            x = ldexp(1.0, (int)(r % 141) - 80);
            x = (r >> 20) % 3 == 0 ? x : (r >> 20) % 3 == 1 ? nextafter(x, 0) : nextafter(x, INFINITY);
            break;
        default: /* a quotient, as averages are */
            x = (double)(r % 1000003) / (double)(1 + (r >> 32) % 9973);
            break;
        }
        if (x == 0.0)
            continue;
        char a[NF_EXACT_MAX + 2], b[NF_EXACT_MAX + 2];
        int da = 0, db = 0;
        int na = nf_fp_shortest_fast(x, a, &da);
        int nb = nf_fp_shortest_search(x, b, &db);
        total++;
        if (na < 0)
            continue;
        taken++;
        if (i % 4 == 1)
            everyday_taken++;
        if (na != nb || da != db || strcmp(a, b) != 0) {
            CHECK(!"fast and search digits differ");
            fprintf(stderr, "  %.17g: fast %s e%d, search %s e%d\n", x, a, da, b, db);
            return;
        }
    }
    fprintf(stderr, "  integer path decided %ld of %ld, %ld of %ld short decimals\n", taken, total,
            everyday_taken, everyday);
    CHECK(everyday_taken == everyday);
    CHECK(taken > total / 2);
}

TEST_MAIN(
    TEST_ENTRY(test_repr_examples)
    TEST_ENTRY(test_shortest_fast_agrees)
    TEST_ENTRY(test_refusal_leaves_nothing)
    TEST_ENTRY(test_size_bounds)
    TEST_ENTRY(test_huge_width_refused_up_front)
    TEST_ENTRY(test_locale_independent)
    TEST_ENTRY(test_errors)
    TEST_ENTRY(test_pct_star_and_key)
)
