/*
 * bigint.c - the magnitude primitives, add/sub/mul (schoolbook and
 * Karatsuba), comparisons, conversions to and from C numbers, and the cost
 * model. Division, powers and gcd live in bigint_div.c; shifts, bitwise
 * operations, hashing and bytes in bigint_bits.c; strings in bigint_str.c.
 */
#include "bigint_impl.h"
#include "bigint_asm.h"

#include <float.h>
#include <math.h>

/* ---- magnitude primitives ------------------------------------------- */

int bi_mpn_cmp(const bi_digit *a, size_t an, const bi_digit *b, size_t bn)
{
    if (an != bn)
        return an < bn ? -1 : 1;
    while (an-- > 0) {
        if (a[an] != b[an])
            return a[an] < b[an] ? -1 : 1;
    }
    return 0;
}

bi_digit bi_mpn_add(bi_digit *r, const bi_digit *a, size_t an,
                    const bi_digit *b, size_t bn)
{
    bi_twodigit c = 0;
    size_t i = 0;
#if BI_WIDE
    uint64_t cw = 0;
#if BI_ASM
    if (bn >= 8) {
        cw = asm_add4(r, a, b, bn / 8);
        i = bn / 8 * 8;
    }
#endif
    for (; i + 2 <= bn; i += 2) {
        bi_u128 t = (bi_u128)bi_ld64(a + i) + bi_ld64(b + i) + cw;
        bi_st64(r + i, (uint64_t)t);
        cw = (uint64_t)(t >> 64);
    }
    c = cw;
#endif
    for (; i < bn; i++) {
        c += (bi_twodigit)a[i] + b[i];
        r[i] = (bi_digit)c;
        c >>= BI_DIGIT_BITS;
    }
    /* Past b only the carry moves, and it dies within a digit or two. */
    for (; i < an && c; i++) {
        c += a[i];
        r[i] = (bi_digit)c;
        c >>= BI_DIGIT_BITS;
    }
    if (r != a && i < an)
        memcpy(r + i, a + i, (an - i) * sizeof *r);
    return (bi_digit)c;
}

bi_digit bi_mpn_sub(bi_digit *r, const bi_digit *a, size_t an,
                    const bi_digit *b, size_t bn)
{
    bi_digit borrow = 0;
    size_t i = 0;
#if BI_WIDE
    uint64_t bw = 0;
#if BI_ASM
    if (bn >= 8) {
        bw = asm_sub4(r, a, b, bn / 8);
        i = bn / 8 * 8;
    }
#endif
    for (; i + 2 <= bn; i += 2) {
        uint64_t x = bi_ld64(a + i), y = bi_ld64(b + i);
        uint64_t d = x - y, nb = x < y;
        nb |= d < bw;
        bi_st64(r + i, d - bw);
        bw = nb;
    }
    borrow = (bi_digit)bw;
#endif
    for (; i < bn; i++) {
        bi_twodigit t = (bi_twodigit)a[i] - b[i] - borrow;
        r[i] = (bi_digit)t;
        borrow = (bi_digit)(t >> 63);
    }
    for (; i < an && borrow; i++) {
        bi_twodigit t = (bi_twodigit)a[i] - borrow;
        r[i] = (bi_digit)t;
        borrow = (bi_digit)(t >> 63);
    }
    if (r != a && i < an)
        memcpy(r + i, a + i, (an - i) * sizeof *r);
    return borrow;
}

bi_digit bi_mpn_mul_1(bi_digit *r, const bi_digit *a, size_t n, bi_digit m)
{
    bi_twodigit c = 0;
    size_t i = 0;
#if BI_WIDE
    uint64_t cw = 0;
#if BI_ASM
    if (n >= 8 && have_mulx()) {
        cw = asm_mul4(r, a, n / 8, m);
        i = n / 8 * 8;
    }
#endif
    for (; i + 2 <= n; i += 2) {
        bi_u128 t = (bi_u128)bi_ld64(a + i) * m + cw;
        bi_st64(r + i, (uint64_t)t);
        cw = (uint64_t)(t >> 64);
    }
    c = cw; /* < 2^32: the product of 64 and 32 bits has 96 */
#endif
    for (; i < n; i++) {
        c += (bi_twodigit)a[i] * m;
        r[i] = (bi_digit)c;
        c >>= BI_DIGIT_BITS;
    }
    return (bi_digit)c;
}

/* (2^32-1)^2 + 2 * (2^32-1) == 2^64 - 1: the sum cannot overflow (nor its
 * wide twin, (2^64-1)(2^32-1) + (2^64-1) + 2^32-1 < 2^128). */
bi_digit bi_mpn_addmul_1(bi_digit *r, const bi_digit *a, size_t n,
                         bi_digit m)
{
    bi_twodigit c = 0;
    size_t i = 0;
#if BI_WIDE
    uint64_t cw = 0;
    for (; i + 2 <= n; i += 2) {
        bi_u128 t = (bi_u128)bi_ld64(a + i) * m + bi_ld64(r + i) + cw;
        bi_st64(r + i, (uint64_t)t);
        cw = (uint64_t)(t >> 64);
    }
    c = cw;
#endif
    for (; i < n; i++) {
        c += (bi_twodigit)a[i] * m + r[i];
        r[i] = (bi_digit)c;
        c >>= BI_DIGIT_BITS;
    }
    return (bi_digit)c;
}

bi_digit bi_mpn_rshift(bi_digit *r, const bi_digit *a, size_t n, int s)
{
    if (n == 0)
        return 0;
    if (s == 0) {
        memmove(r, a, n * sizeof *r);
        return 0;
    }
    bi_digit out = a[0] << (BI_DIGIT_BITS - s);
    size_t i = 0;
#if BI_WIDE
    /* Digits i, i+1 from i..i+2; ascending, so r == a reads ahead of the
     * writes. */
    for (; i + 2 < n; i += 2)
        bi_st64(r + i, (bi_ld64(a + i) >> s) |
                           ((uint64_t)a[i + 2] << (64 - s)));
#endif
    for (; i + 1 < n; i++)
        r[i] = (a[i] >> s) | (a[i + 1] << (BI_DIGIT_BITS - s));
    r[n - 1] = a[n - 1] >> s;
    return out;
}

bi_digit bi_mpn_lshift(bi_digit *r, const bi_digit *a, size_t n, int s)
{
    if (n == 0)
        return 0;
    if (s == 0) {
        memmove(r, a, n * sizeof *r);
        return 0;
    }
    bi_digit out = a[n - 1] >> (BI_DIGIT_BITS - s);
    size_t i = n - 1;
#if BI_WIDE
    /* Digits i-1, i from i-2..i; descending, so r == a reads below the
     * writes. */
    for (; i >= 2; i -= 2)
        bi_st64(r + i - 1, (bi_ld64(a + i - 1) << s) |
                               (a[i - 2] >> (BI_DIGIT_BITS - s)));
#endif
    for (; i > 0; i--)
        r[i] = (a[i] << s) | (a[i - 1] >> (BI_DIGIT_BITS - s));
    r[0] = a[0] << s;
    return out;
}

#if BI_WIDE
/* Below this many digits the reciprocal (one 128-bit division) does not
 * pay for itself. */
#define PREINV_MIN_DIGITS 8
/* Below this many words one dependency chain is as fast as four. */
#define INTERLEAVE_MIN_WORDS 64

/* A single-digit divisor shifted left by s to set its top bit, with its
 * reciprocal. Words of the dividend are shifted on the fly, which leaves
 * the quotient unchanged and the remainder shifted by s. */
typedef struct inv1 {
    uint64_t dn, v;
    int s; /* >= 32, so 64 - s <= 32 */
} inv1;

static inv1 inv1_of(bi_digit d)
{
    inv1 iv;
    iv.s = __builtin_clzll((uint64_t)d);
    iv.dn = (uint64_t)d << iv.s;
    iv.v = (uint64_t)((((bi_u128)~iv.dn) << 64 | ~(uint64_t)0) / iv.dn);
    return iv;
}

/* (rem * 2^64 + x) / d for rem < d: the quotient word to *q, returns the
 * new remainder. */
static inline uint64_t step1(const inv1 *iv, uint64_t rem, uint64_t x,
                             uint64_t *q)
{
    uint64_t r;
    *q = div_preinv((rem << iv->s) | (x >> (64 - iv->s)), x << iv->s, iv->dn,
                    iv->v, &r);
    return r >> iv->s;
}

/* 2^(64k) mod d, for d < 2^32. */
static uint64_t word_pow_mod(size_t k, bi_digit d)
{
    uint64_t b = (UINT64_MAX % d + 1) % d, r = 1 % d;
    for (; k; k >>= 1) {
        if (k & 1)
            r = r * b % d;
        b = b * b % d;
    }
    return r;
}

/*
 * The words w[0..nw) (64-bit, at digit pointer w) as a number mod d,
 * for d < 2^32, without dividing in the loop. With c_k = 2^(64k) mod d
 * (each below 2^32), the value so far, kept as a 128-bit acc = hi:lo
 * congruent to it, absorbs four more words as
 *   acc' = hi*c5 + lo*c4 + x3*c3 + x2*c2 + x1*c1 + x0,
 * all products independent of one another, and acc' < 2^35 * 2^32 +
 * 4 * 2^96 + 2^64 < 2^99 whenever hi < 2^35: so hi stays below 2^35 and
 * nothing overflows. One true division at the end.
 */
static uint64_t mod_words(const bi_digit *w, size_t nw, bi_digit d)
{
    uint64_t c[6];
    c[0] = 1 % d;
    c[1] = (UINT64_MAX % d + 1) % d;
    for (int k = 2; k < 6; k++)
        c[k] = c[k - 1] * c[1] % d;
    bi_u128 acc = 0;
    for (; nw % 4; nw--) {
        uint64_t hi = (uint64_t)(acc >> 64), lo = (uint64_t)acc;
        acc = (bi_u128)hi * c[2] + (bi_u128)lo * c[1] + bi_ld64(w + 2 * (nw - 1));
    }
    while (nw >= 4) {
        nw -= 4;
        const bi_digit *x = w + 2 * nw;
        uint64_t hi = (uint64_t)(acc >> 64), lo = (uint64_t)acc;
        acc = (bi_u128)hi * c[5] + (bi_u128)lo * c[4] +
              (bi_u128)bi_ld64(x + 6) * c[3] + (bi_u128)bi_ld64(x + 4) * c[2] +
              (bi_u128)bi_ld64(x + 2) * c[1] + bi_ld64(x);
    }
    return (uint64_t)(acc % d);
}

/* b^e mod d, for b < d < 2^32. */
static uint64_t pow_mod32(uint64_t b, uint64_t e, bi_digit d)
{
    uint64_t r = 1 % d;
    for (; e; e >>= 1) {
        if (e & 1)
            r = r * b % d;
        b = b * b % d;
    }
    return r;
}

/* One step of exact (Hensel) division by odd d, from the low end: the
 * quotient word q with q * d == x - c (mod 2^64); returns the carry into
 * the next word, hi(q * d) plus the borrow of x - c, which is at most d
 * and below it in every chain run here (see divexact_1). */
static inline uint64_t hensel_step(uint64_t x, uint64_t c, uint64_t d,
                                   uint64_t dinv, uint64_t *q)
{
    uint64_t b = x < c;
    *q = (x - c) * dinv;
    return (uint64_t)(((bi_u128)*q * d) >> 64) + b;
}

/* Word w of a[0..n) digits, the top one zero-extended when n is odd. */
static inline uint64_t word_of(const bi_digit *a, size_t n, size_t w)
{
    return 2 * w + 1 < n ? bi_ld64(a + 2 * w) : a[2 * w];
}

static inline void word_set(bi_digit *q, size_t n, size_t w, uint64_t x)
{
    if (2 * w + 1 < n)
        bi_st64(q + 2 * w, x);
    else
        q[2 * w] = (bi_digit)x; /* the quotient's top half is zero */
}

/*
 * q = a / d for odd d > 1 and a long a: the remainder rem first (the
 * parallel mod_words), then a - rem, which d divides exactly, by Hensel's
 * division from the low end (Jebelean): q_i = (x_i - c_i) / d mod 2^64
 * with one multiply by d's inverse mod 2^64 and a carry c_(i+1) =
 * hi(q_i d) + borrow. That chain is a subtract and two multiplies, far
 * shorter than a division step, and it too runs in four segments side by
 * side: summing the steps gives Q_low * d = a_low - rem + c * 2^(64i)
 * after i words, so the carry into word i is the residue
 * (rem - a_low) / 2^(64i) mod d, which lies in [0, d) (Q_low < 2^(64i)
 * rules out d). Returns rem.
 */
static bi_digit divexact_1(bi_digit *q, const bi_digit *a, size_t n,
                           bi_digit d)
{
    /* Four segments of L whole words; the tail (and an odd top digit)
     * after them. */
    size_t words = (n + 1) / 2, L = n / 2 / 4;
    uint64_t dinv = d; /* correct to 3 bits: d * d == 1 (mod 8) */
    for (int i = 0; i < 5; i++)
        dinv *= 2 - d * dinv;
    /* Residues of the three low segments and of the rest. */
    uint64_t bl = word_pow_mod(L, d), s0 = mod_words(a, L, d);
    uint64_t s1 = mod_words(a + 2 * L, L, d), s2 = mod_words(a + 4 * L, L, d);
    uint64_t s3 = bi_mpn_mod_1(a + 6 * L, n - 6 * L, d);
    uint64_t low1 = s0, low2 = (low1 + s1 * bl) % d;
    uint64_t bl2 = bl * bl % d, low3 = (low2 + s2 * bl2) % d;
    uint64_t rem = (low3 + s3 * (bl2 * bl % d)) % d;
    /* 1 / 2^(64L) mod d, from 1/2 = (d + 1) / 2. */
    uint64_t ibl = pow_mod32(((uint64_t)d + 1) / 2, 64 * (uint64_t)L, d);
    uint64_t ibl2 = ibl * ibl % d;
    uint64_t c0 = rem, c1 = (rem + d - low1) % d * ibl % d;
    uint64_t c2 = (rem + d - low2) % d * ibl2 % d;
    uint64_t c3 = (rem + d - low3) % d * (ibl2 * ibl % d) % d;
    const bi_digit *a1 = a + 2 * L, *a2 = a + 4 * L, *a3 = a + 6 * L;
    bi_digit *q1 = q + 2 * L, *q2 = q + 4 * L, *q3 = q + 6 * L;
    for (size_t i = 0; i < L; i++) {
        size_t o = 2 * i;
        uint64_t w0, w1, w2, w3;
        c0 = hensel_step(bi_ld64(a + o), c0, d, dinv, &w0);
        c1 = hensel_step(bi_ld64(a1 + o), c1, d, dinv, &w1);
        c2 = hensel_step(bi_ld64(a2 + o), c2, d, dinv, &w2);
        c3 = hensel_step(bi_ld64(a3 + o), c3, d, dinv, &w3);
        bi_st64(q + o, w0);
        bi_st64(q1 + o, w1);
        bi_st64(q2 + o, w2);
        bi_st64(q3 + o, w3);
    }
    for (size_t w = 4 * L; w < words; w++) {
        uint64_t x;
        c3 = hensel_step(word_of(a, n, w), c3, d, dinv, &x);
        word_set(q, n, w, x);
    }
    return (bi_digit)rem;
}

/*
 * a[0..n) / d by 64-bit words, storing the quotient when q is not NULL
 * (q may be a); returns the remainder.
 *
 * Without q, mod_words. With q, each word's division waits for the
 * previous remainder, a chain of about a dozen cycles per word while the
 * multiplier idles. So a long dividend is cut into four segments of L
 * words (and the few words above them); segment k's incoming remainder is
 * (incoming(k+1) * 2^(64L) + segment(k+1)) mod d, which mod_words gives
 * cheaply, and then the four quotient chains run side by side.
 */
static bi_digit divrem_1_wide(bi_digit *q, const bi_digit *a, size_t n,
                              bi_digit d)
{
    if (!q) {
        uint64_t top = n & 1 ? a[n - 1] : 0;
        uint64_t rem = mod_words(a, n / 2, d);
        return (bi_digit)(((bi_u128)(top % d) * word_pow_mod(n / 2, d) + rem) % d);
    }
    if ((d & 1) && d > 1 && n / 2 >= INTERLEAVE_MIN_WORDS)
        return divexact_1(q, a, n, d);
    inv1 iv = inv1_of(d);
    uint64_t rem = 0, w;
    if (n & 1) {
        n--;
        rem = a[n] % d;
        q[n] = a[n] / d;
    }
    size_t words = n / 2, L = words >= INTERLEAVE_MIN_WORDS ? words / 4 : 0;
    /* The words above the four segments, one chain. */
    for (size_t i = words; i-- > 4 * L;) {
        rem = step1(&iv, rem, bi_ld64(a + 2 * i), &w);
        bi_st64(q + 2 * i, w);
    }
    if (L == 0)
        return (bi_digit)rem;
    const bi_digit *a0 = a, *a1 = a + 2 * L, *a2 = a + 4 * L, *a3 = a + 6 * L;
    uint64_t bl = word_pow_mod(L, d);
    uint64_t in3 = rem, in2 = (in3 * bl + mod_words(a3, L, d)) % d;
    uint64_t in1 = (in2 * bl + mod_words(a2, L, d)) % d;
    uint64_t in0 = (in1 * bl + mod_words(a1, L, d)) % d;
    for (size_t i = L; i-- > 0;) {
        size_t o = 2 * i;
        uint64_t w0, w1, w2, w3;
        in0 = step1(&iv, in0, bi_ld64(a0 + o), &w0);
        in1 = step1(&iv, in1, bi_ld64(a1 + o), &w1);
        in2 = step1(&iv, in2, bi_ld64(a2 + o), &w2);
        in3 = step1(&iv, in3, bi_ld64(a3 + o), &w3);
        bi_st64(q + o, w0);
        bi_st64(q + 2 * L + o, w1);
        bi_st64(q + 4 * L + o, w2);
        bi_st64(q + 6 * L + o, w3);
    }
    return (bi_digit)in0;
}
#endif

bi_digit bi_mpn_mod_1(const bi_digit *a, size_t n, bi_digit d)
{
#if BI_WIDE
    if (n >= PREINV_MIN_DIGITS)
        return divrem_1_wide(NULL, a, n, d);
#endif
    bi_twodigit rem = 0;
    while (n-- > 0)
        rem = ((rem << BI_DIGIT_BITS) | a[n]) % d;
    return (bi_digit)rem;
}

bi_digit bi_mpn_divrem_1_to(bi_digit *q, const bi_digit *a, size_t n,
                            bi_digit d)
{
#if BI_WIDE
    if (n >= PREINV_MIN_DIGITS)
        return divrem_1_wide(q, a, n, d);
#endif
    bi_twodigit rem = 0;
    while (n-- > 0) {
        bi_twodigit cur = (rem << BI_DIGIT_BITS) | a[n];
        q[n] = (bi_digit)(cur / d);
        rem = cur % d;
    }
    return (bi_digit)rem;
}

bi_digit bi_mpn_divrem_1(bi_digit *a, size_t n, bi_digit d)
{
    return bi_mpn_divrem_1_to(a, a, n, d);
}

/* ---- multiplication --------------------------------------------------- */

#if BI_WIDE
/* r[0..n) = a * m for a 64-bit m (two digits); returns the two digits
 * above. */
static uint64_t mul_2(bi_digit *r, const bi_digit *a, size_t n, uint64_t m)
{
    uint64_t c = 0;
    size_t i = 0;
#if BI_ASM
    if (n >= 8 && have_mulx()) {
        c = asm_mul4(r, a, n / 8, m);
        i = n / 8 * 8;
    }
#endif
    for (; i + 2 <= n; i += 2) {
        bi_u128 t = (bi_u128)bi_ld64(a + i) * m + c;
        bi_st64(r + i, (uint64_t)t);
        c = (uint64_t)(t >> 64);
    }
    if (i < n) {
        bi_u128 t = (bi_u128)a[i] * m + c; /* < 2^96 */
        r[i] = (bi_digit)t;
        c = (uint64_t)(t >> BI_DIGIT_BITS);
    }
    return c;
}

/* r[0..n) += a * m for a 64-bit m; returns the two digits above, which
 * fit because the caller's r[0..n) is below 2^(32n) (a schoolbook row):
 * r + a*m < 2^(32n) * 2^64. */
static uint64_t addmul_2(bi_digit *r, const bi_digit *a, size_t n,
                         uint64_t m)
{
    uint64_t c = 0;
    size_t i = 0;
    for (; i + 2 <= n; i += 2) {
        bi_u128 t = (bi_u128)bi_ld64(a + i) * m + bi_ld64(r + i) + c;
        bi_st64(r + i, (uint64_t)t);
        c = (uint64_t)(t >> 64);
    }
    if (i < n) {
        bi_u128 t = (bi_u128)a[i] * m + r[i] + c;
        r[i] = (bi_digit)t;
        c = (uint64_t)(t >> BI_DIGIT_BITS);
    }
    return c;
}

static void put2(bi_digit *r, uint64_t c)
{
    r[0] = (bi_digit)c;
    r[1] = (bi_digit)(c >> BI_DIGIT_BITS);
}
#endif

/* r[0..an+bn) = a * b, rows over b's digits (two at a time when wide). */
static void mul_basecase(bi_digit *r, const bi_digit *a, size_t an,
                         const bi_digit *b, size_t bn)
{
    size_t j = 1;
#if BI_WIDE
    if (bn >= 2) {
        put2(r + an, mul_2(r, a, an, bi_ld64(b)));
        for (j = 2; j + 2 <= bn; j += 2)
            put2(r + an + j, addmul_2(r + j, a, an, bi_ld64(b + j)));
        if (j < bn)
            r[an + j] = bi_mpn_addmul_1(r + j, a, an, b[j]);
        return;
    }
#endif
    r[an] = bi_mpn_mul_1(r, a, an, b[0]);
    for (; j < bn; j++)
        r[an + j] = bi_mpn_addmul_1(r + j, a, an, b[j]);
}

/*
 * Scratch bound for kmul with the longer operand of n digits. Each
 * balanced level takes sa, sb and their product, at most 2n + 8 digits,
 * and recurses on operands of at most n/2 + 2 digits; an unbalanced level
 * takes one 2*bn product (bn <= n/2) and recurses on bn. So summing
 * 2n + 8 down the halving chain bounds every path. A closed loop rather
 * than a mirror of the recursion: the recursion fans out three ways.
 */
size_t bi_mpn_mul_scratch(size_t an, size_t bn)
{
    size_t n = bi_max(an, bn), total = 0;
    if (bi_min(an, bn) < BI_KARATSUBA_CUTOFF)
        return 0;
    while (n >= BI_KARATSUBA_CUTOFF) {
        total = bi_sadd(total, bi_sadd(bi_sadd(n, n), 8));
        n = n / 2 + 2;
    }
    return total;
}

/* r[0..an+bn) = a * b with an >= bn >= 1. */
static void kmul(bi_digit *r, const bi_digit *a, size_t an,
                 const bi_digit *b, size_t bn, bi_digit *s)
{
    if (bn < BI_KARATSUBA_CUTOFF) {
        mul_basecase(r, a, an, b, bn);
        return;
    }
    if (2 * bn <= an) {
        /* Unbalanced: slice a into bn-digit pieces, each a balanced
         * product, and add them in at their offsets. */
        bi_digit *t = s;
        memset(r, 0, (an + bn) * sizeof *r);
        for (size_t i = 0; i < an; i += bn) {
            size_t c = bi_min(bn, an - i);
            if (c >= bn)
                kmul(t, a + i, c, b, bn, s + 2 * bn);
            else
                kmul(t, b, bn, a + i, c, s + 2 * bn);
            bi_digit carry = bi_mpn_add(r + i, r + i, c + bn, t, c + bn);
            for (size_t k = i + c + bn; carry && k < an + bn; k++) {
                r[k] += carry;
                carry = r[k] == 0;
            }
        }
        return;
    }
    /* Balanced: a = a1*B^m + a0, b = b1*B^m + b0 with m = an/2 < bn, and
     * a*b = z2*B^2m + (z1 - z0 - z2)*B^m + z0 for z1 = (a0+a1)(b0+b1). */
    size_t m = an / 2, la1 = an - m, lb1 = bn - m;
    size_t lsa = la1 + 1, lsb = bi_max(m, lb1) + 1;
    bool square = a == b && an == bn;
    bi_digit *sa = s, *sb = square ? sa : s + lsa, *z1 = s + lsa + lsb;
    bi_digit *rest = z1 + lsa + lsb;

    sa[la1] = bi_mpn_add(sa, a + m, la1, a, m);
    if (!square) {
        memset(sb, 0, lsb * sizeof *sb);
        if (lb1 >= m)
            sb[lb1] = bi_mpn_add(sb, b + m, lb1, b, m);
        else
            sb[m] = bi_mpn_add(sb, b, m, b + m, lb1);
    }
    kmul(r, a, m, b, m, rest);
    kmul(r + 2 * m, a + m, la1, b + m, lb1, rest);
    if (square)
        kmul(z1, sa, lsa, sa, lsa, rest);
    else
        kmul(z1, sa, lsa, sb, lsb, rest);
    size_t zn = square ? 2 * lsa : lsa + lsb;
    bi_mpn_sub(z1, z1, zn, r, 2 * m);
    bi_mpn_sub(z1, z1, zn, r + 2 * m, an + bn - 2 * m);
    zn = bi_norm(z1, zn);
    bi_mpn_add(r + m, r + m, an + bn - m, z1, zn);
}

void bi_mpn_mul(bi_digit *r, const bi_digit *a, size_t an, const bi_digit *b,
                size_t bn, bi_digit *scratch)
{
    if (an == 0 || bn == 0) {
        memset(r, 0, (an + bn) * sizeof *r);
        return;
    }
    if (an < bn)
        kmul(r, b, bn, a, an, scratch);
    else
        kmul(r, a, an, b, bn, scratch);
}

size_t bi_mul_size(size_t alen, size_t blen)
{
    return bi_sadd(alen, blen);
}

bi_status bi_mul(bi_view a, bi_view b, bi_out *r, const bi_alloc *al)
{
    if (a.len == 0 || b.len == 0) {
        bi_set(r, 0, false);
        return BI_OK;
    }
    size_t need = bi_mpn_mul_scratch(a.len, b.len);
    bi_digit *s = NULL;
    if (need) {
        s = bi_scratch(al, need);
        if (!s)
            return BI_ENOMEM;
    }
    /* Same digits, same length: let kmul see identical pointers. */
    if (a.d == b.d && a.len == b.len)
        bi_mpn_mul(r->d, a.d, a.len, a.d, a.len, s);
    else
        bi_mpn_mul(r->d, a.d, a.len, b.d, b.len, s);
    bi_release(al, s);
    bi_set(r, a.len + b.len, a.neg != b.neg);
    return BI_OK;
}

/* ---- add and sub ------------------------------------------------------ */

size_t bi_add_size(size_t alen, size_t blen)
{
    return bi_sadd(bi_max(alen, blen), 1);
}

/* r = a + b with b's sign flipped by bneg: the shared body of add and
 * sub. */
static void add_signed(bi_view a, bi_view b, bool bneg, bi_out *r)
{
    if (a.neg == bneg) {
        size_t n;
        if (a.len >= b.len) {
            r->d[a.len] = bi_mpn_add(r->d, a.d, a.len, b.d, b.len);
            n = a.len + 1;
        } else {
            r->d[b.len] = bi_mpn_add(r->d, b.d, b.len, a.d, a.len);
            n = b.len + 1;
        }
        bi_set(r, n, a.neg);
        return;
    }
    int c = bi_mpn_cmp(a.d, a.len, b.d, b.len);
    if (c == 0) {
        bi_set(r, 0, false);
    } else if (c > 0) {
        bi_mpn_sub(r->d, a.d, a.len, b.d, b.len);
        bi_set(r, a.len, a.neg);
    } else {
        bi_mpn_sub(r->d, b.d, b.len, a.d, a.len);
        bi_set(r, b.len, bneg);
    }
}

void bi_add(bi_view a, bi_view b, bi_out *r)
{
    add_signed(a, b, b.neg, r);
}

void bi_sub(bi_view a, bi_view b, bi_out *r)
{
    add_signed(a, b, b.len ? !b.neg : false, r);
}

/* ---- comparison ------------------------------------------------------- */

int bi_cmp(bi_view a, bi_view b)
{
    if (a.neg != b.neg)
        return a.neg ? -1 : 1;
    int c = bi_mpn_cmp(a.d, a.len, b.d, b.len);
    return a.neg ? -c : c;
}

int bi_cmp_i64(bi_view a, int64_t b)
{
    bi_digit buf[BI_I64_DIGITS];
    bi_out t = { buf, 0, false };
    bi_from_i64(b, &t);
    return bi_cmp(a, bi_view_of(&t));
}

int bi_cmp_double(bi_view a, double x)
{
    if (isnan(x))
        return 0;
    if (isinf(x))
        return x > 0 ? -1 : 1;
    bi_digit buf[BI_DOUBLE_DIGITS];
    bi_out t = { buf, 0, false };
    double ip = trunc(x);
    bi_from_double(ip, &t);
    int c = bi_cmp(a, bi_view_of(&t));
    if (c != 0)
        return c;
    /* a equals x's integer part: the fraction decides. */
    double frac = x - ip;
    return frac > 0 ? -1 : frac < 0 ? 1 : 0;
}

/* ---- C numbers -------------------------------------------------------- */

void bi_from_u64(uint64_t v, bi_out *r)
{
    r->d[0] = (bi_digit)v;
    r->d[1] = (bi_digit)(v >> BI_DIGIT_BITS);
    bi_set(r, 2, false);
}

void bi_from_i64(int64_t v, bi_out *r)
{
    /* Negate in unsigned arithmetic: INT64_MIN has no positive twin. */
    uint64_t m = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
    bi_from_u64(m, r);
    r->neg = v < 0;
}

bi_status bi_from_double(double x, bi_out *r)
{
    if (isnan(x))
        return BI_EVALUE;
    if (isinf(x))
        return BI_EOVERFLOW;
    double ax = trunc(fabs(x));
    if (ax < 18446744073709551616.0) {
        bi_from_u64((uint64_t)ax, r);
    } else {
        /* ax = mant * 2^(e-53) with a 53-bit integer mant, e > 64. */
        int e;
        double m = frexp(ax, &e);
        uint64_t mant = (uint64_t)ldexp(m, 53);
        bi_digit buf[BI_I64_DIGITS];
        bi_out t = { buf, 0, false };
        bi_from_u64(mant, &t);
        bi_lshift(bi_view_of(&t), (uint64_t)(e - 53), r);
    }
    r->neg = x < 0 && r->len > 0;
    return BI_OK;
}

bi_status bi_to_u64(bi_view a, uint64_t *out)
{
    if (a.neg)
        return BI_ENEGATIVE;
    if (a.len > 2)
        return BI_EOVERFLOW;
    uint64_t v = 0;
    if (a.len > 1)
        v = (uint64_t)a.d[1] << BI_DIGIT_BITS;
    if (a.len > 0)
        v |= a.d[0];
    *out = v;
    return BI_OK;
}

bi_status bi_to_i64(bi_view a, int64_t *out)
{
    uint64_t m;
    if (a.len > 2)
        return BI_EOVERFLOW;
    bi_to_u64(bi_abs_view(a), &m);
    if (a.neg) {
        if (m > (uint64_t)1 << 63)
            return BI_EOVERFLOW;
        *out = m == (uint64_t)1 << 63 ? INT64_MIN : -(int64_t)m;
    } else {
        if (m > (uint64_t)INT64_MAX)
            return BI_EOVERFLOW;
        *out = (int64_t)m;
    }
    return BI_OK;
}

uint64_t bi_bit_length(bi_view a)
{
    if (a.len == 0)
        return 0;
    return (uint64_t)(a.len - 1) * BI_DIGIT_BITS +
           (uint64_t)(BI_DIGIT_BITS - bi_clz32(a.d[a.len - 1]));
}

/* True when any bit of |a| below position n is set. */
static bool any_bits_below(bi_view a, uint64_t n)
{
    size_t full = (size_t)(n / BI_DIGIT_BITS);
    for (size_t i = 0; i < full && i < a.len; i++) {
        if (a.d[i])
            return true;
    }
    int rem = (int)(n % BI_DIGIT_BITS);
    if (rem && full < a.len && (a.d[full] & (((bi_digit)1 << rem) - 1)))
        return true;
    return false;
}

/*
 * |a| rounded half-even to 53 significant bits: returns the 53-bit
 * mantissa (2^52 <= m <= 2^53; 2^53 after a carry) and sets *exp so that
 * |a| ~= m * 2^exp. a != 0.
 */
static uint64_t round53(bi_view a, int64_t *exp)
{
    int64_t n = (int64_t)bi_bit_length(a);
    if (n <= 53) {
        *exp = 0;
        return bi_bits_at(a, 0);
    }
    /* Keep 55 bits: 53, a rounding bit and one more; the rest is sticky. */
    int64_t lo = n - 55; /* -1 for a 54-bit a: shift the zero in */
    uint64_t top = lo < 0 ? bi_bits_at(a, 0) << 1 : bi_bits_at(a, (uint64_t)lo);
    top &= ((uint64_t)1 << 55) - 1;
    bool sticky = lo > 0 && any_bits_below(a, (uint64_t)lo);
    uint64_t low2 = top & 3;
    top >>= 2;
    if ((low2 & 2) && ((low2 & 1) || sticky || (top & 1)))
        top++;
    *exp = n - 53;
    return top;
}

bi_status bi_to_double(bi_view a, double *out)
{
    if (a.len == 0) {
        *out = 0.0;
        return BI_OK;
    }
    if (bi_bit_length(a) > DBL_MAX_EXP)
        return BI_EOVERFLOW;
    int64_t e;
    uint64_t m = round53(a, &e);
    double x = ldexp((double)m, (int)e);
    if (isinf(x))
        return BI_EOVERFLOW;
    *out = a.neg ? -x : x;
    return BI_OK;
}

double bi_frexp(bi_view a, int64_t *e)
{
    if (a.len == 0) {
        *e = 0;
        return 0.0;
    }
    int64_t ex;
    uint64_t m = round53(a, &ex);
    /* m * 2^ex with m < 2^53 or == 2^53: scale m into [0.5, 1). */
    int bits = 64 - __builtin_clzll(m);
    double x = ldexp((double)m, -bits);
    *e = ex + bits;
    return a.neg ? -x : x;
}

/* ---- cost model ------------------------------------------------------- */

uint64_t bi_cost_linear(size_t n)
{
    return bi_uadd((uint64_t)n, 1);
}

/* n^log2(3) for the Karatsuba regime, by the recurrence itself:
 * K(n) = 3 K(n/2) + 8n, K(n < cutoff) = n^2. */
static uint64_t kara_cost(uint64_t n)
{
    if (n < BI_KARATSUBA_CUTOFF)
        return n * n;
    return bi_uadd(bi_umul(3, kara_cost(n / 2 + 1)), bi_umul(8, n));
}

uint64_t bi_cost_mul(size_t alen, size_t blen)
{
    uint64_t lo = bi_min(alen, blen), hi = bi_max(alen, blen);
    uint64_t lin = bi_uadd(hi, 1);
    if (lo < BI_KARATSUBA_CUTOFF)
        return bi_uadd(bi_umul(lo, hi), lin);
    /* ceil(hi / lo) balanced products of lo digits each. */
    uint64_t pieces = hi / lo + (hi % lo != 0);
    return bi_uadd(bi_umul(pieces, kara_cost(lo)), lin);
}

uint64_t bi_cost_divmod(size_t alen, size_t blen)
{
    uint64_t q = alen >= blen ? (uint64_t)(alen - blen) + 1 : 1;
    uint64_t lin = bi_uadd(bi_uadd(alen, blen), 1);
    return bi_uadd(bi_umul(q, bi_uadd(blen, 1)), lin);
}

uint64_t bi_cost_truediv(size_t alen, size_t blen)
{
    return bi_uadd(bi_uadd(alen, bi_umul(blen, 16)), 64);
}

uint64_t bi_cost_gcd(size_t alen, size_t blen)
{
    uint64_t n1 = bi_uadd(bi_max(alen, blen), 1);
    /* Euclid's quotients telescope to O(n^2) digit steps; each step also
     * copies its operands (linear), and there are at most ~46 steps per
     * digit of length (Fibonacci worst case). */
    return bi_uadd(bi_umul(n1, n1), bi_umul(bi_umul(n1, 46), n1));
}

uint64_t bi_cost_isqrt(size_t alen)
{
    uint64_t bits = bi_uadd(bi_umul(alen, BI_DIGIT_BITS), 1), iters = 3;
    while (bits >>= 1)
        iters++;
    return bi_umul(iters, bi_cost_divmod(alen, alen / 2 + 1));
}

uint64_t bi_cost_str(size_t alen, int base)
{
    uint64_t n1 = bi_uadd(alen, 1);
    if (base == 2 || base == 4 || base == 8 || base == 16 || base == 32)
        return bi_umul(n1, 8);
    return bi_uadd(bi_umul(n1, n1), bi_umul(n1, 16));
}
