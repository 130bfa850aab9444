/*
 * fuzz_bigint.c - libFuzzer harness for vm/bigint: self-checking, so it
 * needs no oracle. The input is split into a base, two int() literals and
 * a byte string; each literal goes through bi_parse (whatever its bytes),
 * and what parses is pushed through every operation and checked against
 * identities that must hold:
 *   q*b + r == a with 0 <= |r| < |b| and r of b's sign;  (a*b) // b == a;
 *   a + b - b == a;  a ^ b ^ b == a;  (a << k) >> k == a;
 *   ~~a == a;  a & b + a | b == a + b;  parse(str(a)) == a in 2, 8, 10, 16;
 *   from_bytes(to_bytes(a)) == a;  isqrt(a)^2 <= a < (isqrt(a)+1)^2;
 *   pow(a, e, m) agrees with a**e % m for small e.
 * An allocator that fails every 7th request checks that failures are clean.
 *
 * Built and run as the `bigint` harness of fuzz/ (fuzz/run 60 bigint).
 */
#include "objects/numbers/bigint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long calls, live;

static void *f_alloc(void *ud, size_t n)
{
    (void)ud;
    if (++calls % 7 == 0)
        return NULL;
    void *p = malloc(n);
    if (p)
        live++;
    return p;
}

static void f_free(void *ud, void *p)
{
    (void)ud;
    live--;
    free(p);
}

static const bi_alloc AL = { f_alloc, f_free, NULL };

#define NMAX 520 /* digits: operands are capped at 512 digits */

typedef struct num {
    bi_digit d[4 * NMAX];
    bi_out o;
} num;

static num *fresh(void)
{
    num *n = calloc(1, sizeof *n);
    if (!n)
        abort();
    n->o.d = n->d;
    return n;
}

static bi_view V(const num *n) { return bi_view_of(&n->o); }

static void must(int cond, const char *what)
{
    if (!cond) {
        fprintf(stderr, "fuzz_bigint: identity failed: %s\n", what);
        abort();
    }
}

/* Retries an operation that ran into the failing allocator. */
#define RETRY(expr) do { st = (expr); } while (st == BI_ENOMEM)

static void check_pair(const num *a, const num *b)
{
    bi_status st;
    num *t = fresh(), *u = fresh(), *q = fresh(), *r = fresh();
    /* add/sub */
    bi_add(V(a), V(b), &t->o);
    bi_sub(V(t), V(b), &u->o);
    must(bi_cmp(V(u), V(a)) == 0, "a + b - b == a");
    /* xor twice */
    bi_xor(V(a), V(b), &t->o);
    bi_xor(V(t), V(b), &u->o);
    must(bi_cmp(V(u), V(a)) == 0, "a ^ b ^ b == a");
    /* (a & b) + (a | b) == a + b */
    bi_and(V(a), V(b), &t->o);
    bi_or(V(a), V(b), &u->o);
    bi_add(V(t), V(u), &q->o);
    bi_add(V(a), V(b), &r->o);
    must(bi_cmp(V(q), V(r)) == 0, "(a & b) + (a | b) == a + b");
    /* mul then divide back */
    RETRY(bi_mul(V(a), V(b), &t->o, &AL));
    if (b->o.len) {
        RETRY(bi_divmod(V(t), V(b), &q->o, &r->o, &AL));
        must(bi_cmp(V(q), V(a)) == 0 && r->o.len == 0, "(a*b) // b == a");
        /* divmod identity */
        RETRY(bi_divmod(V(a), V(b), &q->o, &r->o, &AL));
        RETRY(bi_mul(V(q), V(b), &t->o, &AL));
        bi_add(V(t), V(r), &u->o);
        must(bi_cmp(V(u), V(a)) == 0, "q*b + r == a");
        must(r->o.len == 0 || r->o.neg == b->o.neg, "r has b's sign");
        must(bi_cmp(bi_abs_view(V(r)), bi_abs_view(V(b))) < 0, "|r| < |b|");
        double d;
        RETRY(bi_truediv(V(a), V(b), &d, &AL));
        must(st == BI_OK || st == BI_EOVERFLOW, "truediv status");
        /* powmod against pow then mod, small exponents */
        bi_digit ev = (bi_digit)(a->o.len ? a->o.d[0] % 9 : 3);
        bi_view e = { &ev, ev ? 1u : 0u, false };
        if (a->o.len <= 16) {
            num *p = fresh();
            RETRY(bi_pow(V(a), e, &p->o, &AL));
            RETRY(bi_divmod(V(p), V(b), NULL, &q->o, &AL));
            RETRY(bi_powmod(V(a), e, V(b), &u->o, &AL));
            must(bi_cmp(V(q), V(u)) == 0, "pow(a, e, b) == a**e % b");
            free(p);
        }
        /* inverse, when there is one */
        bi_digit one = 1;
        bi_view m1 = { &one, 1, true };
        RETRY(bi_powmod(V(a), m1, V(b), &u->o, &AL));
        if (st == BI_OK && !(b->o.len == 1 && b->o.d[0] == 1)) {
            RETRY(bi_mul(V(u), V(a), &t->o, &AL));
            RETRY(bi_divmod(V(t), V(b), NULL, &r->o, &AL));
            /* a * inv == 1 (mod b): r == 1, or b + 1 for a negative b */
            bi_sub(V(r), bi_view_of(&(bi_out){ &one, 1, false }), &q->o);
            bi_view bv = V(b);
            must(q->o.len == 0 || bi_cmp(V(q), bv) == 0, "a * a^-1 == 1");
        }
    }
    RETRY(bi_gcd(V(a), V(b), &t->o, &AL));
    if (t->o.len) {
        RETRY(bi_divmod(V(a), V(t), NULL, &r->o, &AL));
        must(r->o.len == 0, "gcd divides a");
        RETRY(bi_divmod(V(b), V(t), NULL, &r->o, &AL));
        must(r->o.len == 0, "gcd divides b");
    }
    free(t); free(u); free(q); free(r);
}

static void check_one(const num *a, uint32_t k)
{
    bi_status st;
    num *t = fresh(), *u = fresh();
    /* shifts */
    k %= 2000;
    bi_lshift(V(a), k, &t->o);
    bi_rshift(V(t), k, &u->o);
    must(bi_cmp(V(u), V(a)) == 0, "(a << k) >> k == a");
    bi_invert(V(a), &t->o);
    bi_invert(V(t), &u->o);
    must(bi_cmp(V(u), V(a)) == 0, "~~a == a");
    /* strings */
    static const int bases[] = { 2, 8, 10, 16 };
    for (int i = 0; i < 4; i++) {
        size_t cap = bi_to_str_size(V(a), bases[i]), len;
        char *s = malloc(cap);
        RETRY(bi_to_str(V(a), bases[i], s, cap, &len, 0, &AL));
        must(st == BI_OK && len <= cap, "to_str");
        st = bi_parse(s, len, bases[i], 0, &t->o, NULL);
        must(st == BI_OK && bi_cmp(V(t), V(a)) == 0, "parse(str(a)) == a");
        free(s);
    }
    /* bytes */
    size_t nb = (size_t)(bi_bit_length(V(a)) / 8 + 1);
    uint8_t *buf = malloc(nb);
    must(bi_to_bytes(V(a), buf, nb, k & 1, true) == BI_OK, "to_bytes fits");
    bi_from_bytes(buf, nb, k & 1, true, &t->o);
    must(bi_cmp(V(t), V(a)) == 0, "from_bytes(to_bytes(a)) == a");
    free(buf);
    /* isqrt */
    if (!a->o.neg) {
        RETRY(bi_isqrt(V(a), &t->o, &AL));
        RETRY(bi_mul(V(t), V(t), &u->o, &AL));
        must(bi_cmp(V(u), V(a)) <= 0, "isqrt^2 <= a");
        bi_digit one = 1;
        num *s1 = fresh();
        bi_add(V(t), bi_view_of(&(bi_out){ &one, 1, false }), &s1->o);
        RETRY(bi_mul(V(s1), V(s1), &u->o, &AL));
        must(bi_cmp(V(u), V(a)) > 0, "(isqrt+1)^2 > a");
        free(s1);
    }
    double d;
    if (bi_to_double(V(a), &d) == BI_OK) {
        int c = bi_cmp_double(V(a), d);
        must(c >= -1 && c <= 1, "cmp_double");
    }
    free(t); free(u);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    int base = data[0] % 38; /* 0..37: 1 and 37 are invalid bases */
    if (base == 1)
        base = 0;
    uint32_t k = data[1];
    data += 2;
    size -= 2;
    /* Two literals separated by the first '|'. */
    const uint8_t *bar = memchr(data, '|', size);
    size_t alen = bar ? (size_t)(bar - data) : size;
    const char *as = (const char *)data, *bs = bar ? (const char *)bar + 1 : "7";
    size_t blen = bar ? size - alen - 1 : 1;
    if (alen > 4000 || blen > 4000)
        return 0;
    num *a = fresh(), *b = fresh();
    size_t nd;
    bi_status sa = bi_parse(as, alen, base, BI_MAX_STR_DIGITS, &a->o, &nd);
    bi_status sb = bi_parse(bs, blen, base, BI_MAX_STR_DIGITS, &b->o, &nd);
    must(sa == BI_OK || sa == BI_EVALUE || sa == BI_ELIMIT, "parse status");
    if (sa == BI_OK && sb == BI_OK && a->o.len <= 512 && b->o.len <= 512) {
        check_one(a, k);
        check_pair(a, b);
        check_pair(b, a);
    }
    free(a);
    free(b);
    must(live == 0, "no scratch leaked");
    return 0;
}
