/*
 * test_bigint.c - edge cases of vm/bigint that random testing reaches
 * rarely or cannot check: every allocation failure, size and cost
 * predictions for absurd operands, Karatsuba on both sides of its cutoff
 * against a naive product, carries across digit boundaries, shifts of
 * -1, and limits refused before any work. The value-by-value comparison
 * with python3 is tests/bigint/difftest.py.
 */
#include "harness.h"
#include "objects/numbers/bigint.h"

#include <math.h>
#include <stdlib.h>

/* ---- an allocator that counts, and fails the Nth request ---------------- */

typedef struct talloc {
    long live, calls, fail_at; /* fail_at == calls -> NULL; 0: never */
} talloc;

static void *ta_alloc(void *ud, size_t n)
{
    talloc *t = ud;
    if (++t->calls == t->fail_at)
        return NULL;
    void *p = malloc(n);
    if (p)
        t->live++;
    return p;
}

static void ta_free(void *ud, void *p)
{
    talloc *t = ud;
    t->live--;
    free(p);
}

static talloc TA;
static const bi_alloc AL = { ta_alloc, ta_free, &TA };

/* ---- numbers owned by the tests ----------------------------------------- */

typedef struct num {
    bi_digit d[16384];
    bi_out o;
} num;

static num *num_new(void)
{
    num *n = calloc(1, sizeof *n);
    n->o.d = n->d;
    return n;
}

static bi_view V(num *n) { return bi_view_of(&n->o); }

/* Signed hex text -> number. */
static num *H(const char *hex)
{
    num *n = num_new();
    bi_status st = bi_parse(hex, strlen(hex), 16, 0, &n->o, NULL);
    CHECK(st == BI_OK);
    return n;
}

static char hexbuf[40000];

static const char *hexof(bi_view v)
{
    size_t len;
    bi_status st = bi_to_str(v, 16, hexbuf, sizeof hexbuf, &len, 0, &AL);
    if (st != BI_OK)
        return "(error)";
    hexbuf[len] = '\0';
    return hexbuf;
}

/* 2**k + delta as a number. */
static num *pow2(uint64_t k, int64_t delta)
{
    static const bi_digit one = 1;
    bi_view v1 = { &one, 1, false };
    num *n = num_new(), *t = num_new();
    bi_lshift(v1, k, &t->o);
    bi_digit db[BI_I64_DIGITS];
    bi_out dv = { db, 0, false };
    bi_from_i64(delta, &dv);
    bi_add(V(t), bi_view_of(&dv), &n->o);
    free(t);
    return n;
}

/* ---- tests -------------------------------------------------------------- */

static void test_zero_and_signs(void)
{
    num *z = H("0"), *m = H("-0"), *r = num_new();
    CHECK(z->o.len == 0 && !z->o.neg);
    CHECK(m->o.len == 0 && !m->o.neg);
    bi_sub(V(z), V(z), &r->o);
    CHECK(r->o.len == 0 && !r->o.neg);
    bi_view nz = bi_neg_view(V(z));
    CHECK(!nz.neg);
    CHECK(bi_cmp(V(z), V(m)) == 0);
    bi_invert(V(z), &r->o);
    CHECK_STR(hexof(V(r)), "-1");
    num *m1 = H("-1");
    bi_invert(V(m1), &r->o);
    CHECK_STR(hexof(V(r)), "0");
    /* -x + x == 0 with a positive zero */
    num *x = H("-123456789abcdef0123");
    bi_add(V(x), bi_neg_view(V(x)), &r->o);
    CHECK(r->o.len == 0 && !r->o.neg);
    free(z); free(m); free(r); free(m1); free(x);
}

static void test_int64_edges(void)
{
    num *n = num_new();
    int64_t v;
    bi_from_i64(INT64_MIN, &n->o);
    CHECK_STR(hexof(V(n)), "-8000000000000000");
    CHECK(bi_to_i64(V(n), &v) == BI_OK && v == INT64_MIN);
    bi_from_i64(INT64_MAX, &n->o);
    CHECK(bi_to_i64(V(n), &v) == BI_OK && v == INT64_MAX);
    num *big = H("8000000000000000"), *low = H("-8000000000000001");
    CHECK(bi_to_i64(V(big), &v) == BI_EOVERFLOW);
    CHECK(bi_to_i64(V(low), &v) == BI_EOVERFLOW);
    uint64_t u;
    CHECK(bi_to_u64(V(big), &u) == BI_OK && u == (uint64_t)1 << 63);
    CHECK(bi_to_u64(V(low), &u) == BI_ENEGATIVE);
    bi_from_u64(UINT64_MAX, &n->o);
    CHECK_STR(hexof(V(n)), "ffffffffffffffff");
    CHECK(bi_cmp_i64(V(n), INT64_MAX) == 1);
    CHECK(bi_cmp_i64(V(low), INT64_MIN) == -1);
    free(n); free(big); free(low);
}

static void test_carries_at_digit_boundaries(void)
{
    num *r = num_new();
    for (uint64_t k = 32; k <= 32 * 70; k += 32) {
        num *a = pow2(k, -1), *one = H("1"), *b = pow2(k, 0);
        bi_add(V(a), V(one), &r->o);
        CHECK(bi_cmp(V(r), V(b)) == 0);
        CHECK(r->o.len == k / 32 + 1);
        bi_sub(V(b), V(one), &r->o);
        CHECK(bi_cmp(V(r), V(a)) == 0);
        CHECK(r->o.len == k / 32);
        /* (2^k - 1)^2 == 2^2k - 2^(k+1) + 1 */
        num *sq = num_new(), *want = pow2(2 * k, 1), *t = pow2(k + 1, 0);
        CHECK(bi_mul(V(a), V(a), &sq->o, &AL) == BI_OK);
        bi_sub(V(want), V(t), &r->o);
        CHECK(bi_cmp(V(sq), V(r)) == 0);
        free(a); free(one); free(b); free(sq); free(want); free(t);
    }
    free(r);
}

/* The product the slow way, one digit at a time. */
static void naive_mul(const bi_digit *a, size_t an, const bi_digit *b,
                      size_t bn, bi_digit *r)
{
    memset(r, 0, (an + bn) * sizeof *r);
    for (size_t i = 0; i < an; i++) {
        uint64_t c = 0;
        for (size_t j = 0; j < bn; j++) {
            c += (uint64_t)a[i] * b[j] + r[i + j];
            r[i + j] = (bi_digit)c;
            c >>= 32;
        }
        r[i + bn] = (bi_digit)c;
    }
}

static void test_karatsuba_both_sides(void)
{
    const size_t K = BI_KARATSUBA_CUTOFF;
    size_t sizes[] = { 1, K - 1, K, K + 1, 2 * K - 1, 2 * K, 2 * K + 1,
                       3 * K + 7, 4 * K, 9 * K + 3 };
    size_t ns = sizeof sizes / sizeof sizes[0];
    static bi_digit a[1024], b[1024], want[2048];
    num *r = num_new();
    uint32_t seed = 12345;
    for (size_t i = 0; i < ns; i++) {
        for (size_t j = 0; j < ns; j++) {
            size_t an = sizes[i], bn = sizes[j];
            for (size_t k = 0; k < an; k++)
                a[k] = (seed = seed * 1103515245u + 12345u);
            for (size_t k = 0; k < bn; k++)
                b[k] = (k % 3) ? 0xFFFFFFFFu : (seed = seed * 69069u + 1);
            a[an - 1] |= 1;
            b[bn - 1] |= 1;
            bi_view va = { a, an, false }, vb = { b, bn, true };
            CHECK(bi_mul(va, vb, &r->o, &AL) == BI_OK);
            naive_mul(a, an, b, bn, want);
            size_t wn = an + bn;
            while (wn && want[wn - 1] == 0)
                wn--;
            CHECK(r->o.len == wn && r->o.neg);
            CHECK(memcmp(r->o.d, want, wn * sizeof *want) == 0);
        }
        /* squaring path: the same view twice */
        bi_view va = { a, sizes[i], false };
        CHECK(bi_mul(va, va, &r->o, &AL) == BI_OK);
        naive_mul(a, sizes[i], a, sizes[i], want);
        CHECK(memcmp(r->o.d, want, r->o.len * sizeof *want) == 0);
        CHECK(!r->o.neg);
    }
    CHECK(TA.live == 0);
    free(r);
}

static void test_shifts(void)
{
    num *m1 = H("-1"), *r = num_new();
    uint64_t counts[] = { 0, 1, 31, 32, 33, 64, 1000, UINT64_MAX };
    for (size_t i = 0; i < sizeof counts / sizeof counts[0]; i++) {
        CHECK(bi_rshift_size(m1->o.len, counts[i]) >= 1);
        bi_rshift(V(m1), counts[i], &r->o);
        CHECK_STR(hexof(V(r)), "-1");
    }
    /* -(2^64) >> 1 is exact; -(2^64 + 1) >> 1 floors. */
    num *a = H("-10000000000000000"), *b = H("-10000000000000001");
    bi_rshift(V(a), 1, &r->o);
    CHECK_STR(hexof(V(r)), "-8000000000000000");
    bi_rshift(V(b), 1, &r->o);
    CHECK_STR(hexof(V(r)), "-8000000000000001");
    /* Flooring that carries into a new digit: -(2^96 - 1) >> 32. */
    num *c = H("-ffffffffffffffffffffffff");
    CHECK(bi_rshift_size(c->o.len, 32) >= 3);
    bi_rshift(V(c), 32, &r->o);
    CHECK_STR(hexof(V(r)), "-10000000000000000");
    /* Left shift by digit multiples and odd counts. */
    num *one = H("1");
    bi_lshift(V(one), 64, &r->o);
    CHECK_STR(hexof(V(r)), "10000000000000000");
    bi_lshift(V(m1), 33, &r->o);
    CHECK_STR(hexof(V(r)), "-200000000");
    /* 1 << 10**10 is refusable from its size alone, and the size of an
     * absurd count neither wraps nor crashes. */
    size_t big = bi_lshift_size(1, 10000000000ull);
    CHECK(big >= 10000000000ull / 32 && big <= 10000000000ull / 32 + 2);
    CHECK(bi_lshift_size(SIZE_MAX, 64) == SIZE_MAX);
    CHECK(bi_lshift_size(0, UINT64_MAX) == 1);
    CHECK(bi_lshift_size(1, UINT64_MAX) >= UINT64_MAX / 32);
    CHECK(bi_cost_linear(big) >= big);
    free(m1); free(r); free(a); free(b); free(c); free(one);
}

static void test_bitwise_edges(void)
{
    num *r = num_new();
    num *a = H("-100000000"), *b = H("ffffffff");
    bi_and(V(a), V(b), &r->o);
    CHECK_STR(hexof(V(r)), "0");
    bi_or(V(a), V(b), &r->o);
    CHECK_STR(hexof(V(r)), "-1");
    bi_xor(V(a), V(a), &r->o);
    CHECK(r->o.len == 0 && !r->o.neg);
    /* -2^32 & -2^32 keeps the magnitude's extra digit. */
    bi_and(V(a), V(a), &r->o);
    CHECK_STR(hexof(V(r)), "-100000000");
    free(r); free(a); free(b);
}

static void test_division_edges(void)
{
    num *q = num_new(), *r = num_new();
    num *z = H("0"), *a = H("7"), *b = H("-2"), *m1 = H("-1");
    double d;
    CHECK(bi_divmod(V(a), V(z), &q->o, &r->o, &AL) ==
          BI_EZERODIV);
    CHECK(bi_truediv(V(a), V(z), &d, &AL) == BI_EZERODIV);
    CHECK(bi_divmod(V(a), V(b), &q->o, &r->o, &AL) == BI_OK);
    CHECK_STR(hexof(V(q)), "-4");
    CHECK_STR(hexof(V(r)), "-1");
    /* |a| < |b| with differing signs: -1 and b + a */
    CHECK(bi_divmod(V(m1), V(a), &q->o, &r->o, &AL) == BI_OK);
    CHECK_STR(hexof(V(q)), "-1");
    CHECK_STR(hexof(V(r)), "6");
    /* 0 / -2 is -0.0 as in Python */
    CHECK(bi_truediv(V(z), V(b), &d, &AL) == BI_OK);
    CHECK(d == 0.0 && signbit(d));
    /* A quotient digit estimate that needs Knuth D's add-back step (found
     * by instrumenting the loop; python3 agrees: q == 0xffffffff). */
    num *u = H("fffffffe800000010000000080000001");
    num *v = H("fffffffe800000012f7129f6");
    CHECK(bi_divmod(V(u), V(v), &q->o, &r->o, &AL) == BI_OK);
    num *back = num_new(), *sum = num_new();
    CHECK(bi_mul(V(q), V(v), &back->o, &AL) == BI_OK);
    bi_add(V(back), V(r), &sum->o);
    CHECK(bi_cmp(V(sum), V(u)) == 0);
    CHECK_STR(hexof(V(q)), "ffffffff");
    CHECK(TA.live == 0);
    free(q); free(r); free(z); free(a); free(b); free(m1); free(u); free(v);
    free(back); free(sum);
}

static void test_pow_sizes_and_costs(void)
{
    num *ten = H("a"), *e8 = num_new(), *r = num_new();
    bi_from_u64(100000000, &e8->o);
    /* 10**10**8: about 3.3e8 bits, refusable before any work. */
    size_t sz = bi_pow_size(V(ten), V(e8));
    CHECK(sz >= 332192810 / 32 + 1 && sz <= 332192810 / 32 + 6);
    CHECK(bi_cost_pow(V(ten), V(e8)) > 1000000000ull);
    /* 10**(2**64): does not fit at all. */
    num *huge = H("10000000000000000");
    CHECK(bi_pow_size(V(ten), V(huge)) == SIZE_MAX);
    CHECK(bi_cost_pow(V(ten), V(huge)) == UINT64_MAX);
    CHECK(bi_pow(V(ten), V(huge), &r->o, &AL) == BI_ENOMEM);
    /* 1, -1 and 0 to any power are one digit. */
    num *m1 = H("-1"), *z = H("0"), *odd = H("1000000000000000000000001");
    CHECK(bi_pow_size(V(m1), V(odd)) == 1);
    CHECK(bi_pow(V(m1), V(odd), &r->o, &AL) == BI_OK);
    CHECK_STR(hexof(V(r)), "-1");
    CHECK(bi_pow(V(z), V(odd), &r->o, &AL) == BI_OK);
    CHECK_STR(hexof(V(r)), "0");
    CHECK(bi_pow(V(z), V(z), &r->o, &AL) == BI_OK);
    CHECK_STR(hexof(V(r)), "1");
    /* (-2)**63 via the power-of-two shift path */
    num *m2 = H("-2"), *e63 = H("3f");
    CHECK(bi_pow(V(m2), V(e63), &r->o, &AL) == BI_OK);
    CHECK_STR(hexof(V(r)), "-8000000000000000");
    /* The size is an upper bound within a few digits, for bases just
     * below and at powers of two and for odd small bases. */
    static const char *bases[] = { "3", "-3", "a", "ffffffff", "100000000",
                                   "7fffffffffffffffffff", "-2", "5" };
    for (size_t i = 0; i < sizeof bases / sizeof bases[0]; i++) {
        num *base = H(bases[i]);
        for (uint64_t ev = 1; ev < 3000; ev = ev * 3 + 1) {
            num *ee = num_new();
            bi_from_u64(ev, &ee->o);
            size_t want = bi_pow_size(V(base), V(ee));
            CHECK(bi_pow(V(base), V(ee), &r->o, &AL) == BI_OK);
            CHECK(want >= r->o.len && want <= r->o.len + 5);
            free(ee);
        }
        free(base);
    }
    /* Costs saturate instead of wrapping. */
    CHECK(bi_cost_mul(SIZE_MAX, SIZE_MAX) == UINT64_MAX);
    CHECK(bi_cost_divmod(SIZE_MAX, 1) == UINT64_MAX);
    CHECK(bi_cost_str(SIZE_MAX, 10) == UINT64_MAX);
    CHECK(bi_mul_size(SIZE_MAX, 2) == SIZE_MAX);
    /* Karatsuba is charged less than schoolbook would be, but more than
     * linear. */
    CHECK(bi_cost_mul(100000, 100000) < 100000ull * 100000ull);
    CHECK(bi_cost_mul(100000, 100000) > 100000ull * 100);
    free(ten); free(e8); free(r); free(huge); free(m1); free(z); free(odd);
    free(m2); free(e63);
}

static void test_powmod_edges(void)
{
    num *r = num_new(), *a = H("3"), *e = H("-1"), *m = H("7");
    CHECK(bi_powmod(V(a), V(e), V(m), &r->o, &AL) == BI_OK);
    CHECK_STR(hexof(V(r)), "5"); /* 3 * 5 == 15 == 1 mod 7 */
    num *six = H("6"), *nine = H("9"), *z = H("0"), *mneg = H("-7");
    CHECK(bi_powmod(V(six), V(e), V(nine), &r->o, &AL) ==
          BI_ENOTINVERTIBLE);
    CHECK(bi_powmod(V(a), V(a), V(z), &r->o, &AL) == BI_EZERODIV);
    /* The result takes the modulus's sign: pow(3, 3, -7) == 27 % -7 */
    CHECK(bi_powmod(V(a), V(a), V(mneg), &r->o, &AL) == BI_OK);
    CHECK_STR(hexof(V(r)), "-1");
    CHECK(TA.live == 0);
    free(r); free(a); free(e); free(m); free(six); free(nine); free(z);
    free(mneg);
}

static void test_doubles(void)
{
    num *n = num_new();
    double d;
    CHECK(bi_from_double(INFINITY, &n->o) == BI_EOVERFLOW);
    CHECK(bi_from_double(-INFINITY, &n->o) == BI_EOVERFLOW);
    CHECK(bi_from_double(NAN, &n->o) == BI_EVALUE);
    CHECK(bi_from_double(-0.9, &n->o) == BI_OK && n->o.len == 0 && !n->o.neg);
    CHECK(bi_from_double(1.7976931348623157e308, &n->o) == BI_OK);
    CHECK(bi_to_double(V(n), &d) == BI_OK && d == 1.7976931348623157e308);
    CHECK(bi_cmp_double(V(n), INFINITY) == -1);
    CHECK(bi_cmp_double(V(n), -INFINITY) == 1);
    /* 2^1024 overflows; 2^1024 - 2^970 rounds up to it, so overflows;
     * one less than halfway rounds down to DBL_MAX. */
    num *p = pow2(1024, 0);
    CHECK(bi_to_double(V(p), &d) == BI_EOVERFLOW);
    num *half = pow2(1024, 0), *t = pow2(970, 0), *h = num_new();
    bi_sub(V(half), V(t), &h->o);
    CHECK(bi_to_double(V(h), &d) == BI_EOVERFLOW);
    num *one = H("1"), *below = num_new();
    bi_sub(V(h), V(one), &below->o);
    CHECK(bi_to_double(V(below), &d) == BI_OK && d == 1.7976931348623157e308);
    /* An int exactly between two doubles compares exactly. */
    num *x = pow2(53, 1);
    CHECK(bi_cmp_double(V(x), 9007199254740992.0) == 1);
    CHECK(bi_cmp_double(V(x), 9007199254740994.0) == -1);
    CHECK(bi_to_double(V(x), &d) == BI_OK && d == 9007199254740992.0);
    int64_t e;
    double m = bi_frexp(V(p), &e);
    CHECK(m == 0.5 && e == 1025);
    free(n); free(p); free(half); free(t); free(h); free(one); free(below);
    free(x);
}

static void test_hash_fixed_points(void)
{
    num *m1 = H("-1"), *p = pow2(61, -1), *p1 = pow2(61, 0), *z = H("0");
    CHECK(bi_hash(V(m1)) == -2);
    CHECK(bi_hash(V(p)) == 0);
    CHECK(bi_hash(V(p1)) == 1);
    CHECK(bi_hash(bi_neg_view(V(p1))) == -2);
    CHECK(bi_hash(V(z)) == 0);
    free(m1); free(p); free(p1); free(z);
}

static void test_string_limits(void)
{
    /* A 2^20-bit number is refused for decimal output before any scratch
     * is taken; hex has no limit. */
    num *big = pow2(1 << 17, -1);
    static char buf[200000];
    size_t len;
    long calls = TA.calls;
    CHECK(bi_to_str(V(big), 10, buf, sizeof buf, &len, BI_MAX_STR_DIGITS,
                    &AL) == BI_ELIMIT);
    CHECK(TA.calls == calls);
    CHECK(bi_to_str(V(big), 16, buf, sizeof buf, &len, BI_MAX_STR_DIGITS,
                    &AL) == BI_OK && len == (1 << 17) / 4);
    CHECK(bi_to_str(V(big), 36, buf, sizeof buf, &len, 0, &AL) == BI_EVALUE);
    /* The parse limit reports the digit count (underscores excluded). */
    static char text[6000];
    memset(text, '7', 5000);
    text[1] = '_';
    num *r = num_new();
    size_t nd = 0;
    CHECK(bi_parse(text, 5000, 10, BI_MAX_STR_DIGITS, &r->o, &nd) ==
          BI_ELIMIT);
    CHECK(nd == 4999);
    CHECK(bi_parse(text, 5000, 16, BI_MAX_STR_DIGITS, &r->o, &nd) == BI_OK);
    CHECK(bi_parse("0x", 2, 0, 0, &r->o, NULL) == BI_EVALUE);
    CHECK(bi_parse(" -0b_1 ", 7, 0, 0, &r->o, NULL) == BI_OK);
    CHECK_STR(hexof(V(r)), "-1");
    CHECK(bi_parse("1", 1, 37, 0, &r->o, NULL) == BI_EVALUE);
    CHECK(bi_from_digits("zz", 2, 36, &r->o) == BI_OK);
    CHECK_STR(hexof(V(r)), "50f");
    CHECK(bi_from_digits("1_0", 3, 10, &r->o) == BI_EVALUE);
    free(big); free(r);
}

/* Every scratch-taking call, with each of its allocations failing in
 * turn: BI_ENOMEM, nothing leaked, then success when memory is there. */
static void test_allocation_failures(void)
{
    num *a = pow2(32 * 300, -12345), *b = pow2(32 * 170 + 5, -777);
    num *m = pow2(32 * 40 + 1, -3), *r = num_new(), *q = num_new();
    num *e = H("-12345"), *ep = H("1f");
    static char buf[40000];
    for (int op = 0; op < 9; op++) {
        for (long n = 1;; n++) {
            TA.calls = 0;
            TA.fail_at = n;
            bi_status st;
            double d;
            size_t len;
            switch (op) {
            case 0: st = bi_mul(V(a), V(b), &r->o, &AL); break;
            case 1: st = bi_divmod(V(a), V(b), &q->o, &r->o, &AL); break;
            case 2: st = bi_truediv(V(b), V(a), &d, &AL); break;
            case 3: st = bi_pow(V(b), V(ep), &r->o, &AL); break;
            case 4: st = bi_powmod(V(a), V(e), V(m), &r->o, &AL); break;
            case 5: st = bi_gcd(V(a), V(b), &r->o, &AL); break;
            case 6: st = bi_isqrt(V(a), &r->o, &AL); break;
            case 7: st = bi_to_str(V(m), 10, buf, sizeof buf, &len, 0, &AL);
                    break;
            default: st = bi_mul(V(a), V(a), &r->o, &AL); break;
            }
            CHECK(TA.live == 0);
            if (st == BI_OK)
                break;
            /* powmod's random operands may legitimately not invert */
            if (st == BI_ENOTINVERTIBLE)
                break;
            CHECK(st == BI_ENOMEM);
            if (n > 10) {
                CHECK(n <= 10); /* allocation never succeeds */
                break;
            }
        }
    }
    TA.fail_at = 0;
    free(a); free(b); free(m); free(r); free(q); free(e); free(ep);
}

static void test_bytes_edges(void)
{
    uint8_t buf[16];
    num *m1 = H("-1"), *n = num_new(), *b128 = H("80");
    /* CPython quirk kept: (-1).to_bytes(0, ..., signed=True) == b'' */
    CHECK(bi_to_bytes(V(m1), buf, 0, false, true) == BI_OK);
    CHECK(bi_to_bytes(V(m1), buf, 1, false, false) == BI_ENEGATIVE);
    CHECK(bi_to_bytes(V(b128), buf, 1, true, true) == BI_EOVERFLOW);
    CHECK(bi_to_bytes(V(b128), buf, 1, true, false) == BI_OK && buf[0] == 0x80);
    const uint8_t ff[5] = { 0xff, 0xff, 0xff, 0xff, 0xff };
    bi_from_bytes(ff, 5, true, true, &n->o);
    CHECK_STR(hexof(V(n)), "-1");
    bi_from_bytes(ff, 5, true, false, &n->o);
    CHECK_STR(hexof(V(n)), "ffffffffff");
    bi_from_bytes(ff, 0, true, true, &n->o);
    CHECK(n->o.len == 0);
    free(m1); free(n); free(b128);
}

TEST_MAIN(
    TEST_ENTRY(test_zero_and_signs)
    TEST_ENTRY(test_int64_edges)
    TEST_ENTRY(test_carries_at_digit_boundaries)
    TEST_ENTRY(test_karatsuba_both_sides)
    TEST_ENTRY(test_shifts)
    TEST_ENTRY(test_bitwise_edges)
    TEST_ENTRY(test_division_edges)
    TEST_ENTRY(test_pow_sizes_and_costs)
    TEST_ENTRY(test_powmod_edges)
    TEST_ENTRY(test_doubles)
    TEST_ENTRY(test_hash_fixed_points)
    TEST_ENTRY(test_string_limits)
    TEST_ENTRY(test_allocation_failures)
    TEST_ENTRY(test_bytes_edges)
)
