/*
 * bigint_impl.h - the magnitude layer shared by vm/bigint*.c.
 *
 * bi_mpn_* work on unsigned digit arrays with explicit lengths (which may
 * carry leading zeros unless said otherwise) and never allocate: callers
 * hand them scratch taken once, up front, so an allocation failure can only
 * happen before any work. Not part of the VM's API (objects/numbers/bigint.h is).
 */
#ifndef PS_VM_BIGINT_IMPL_H
#define PS_VM_BIGINT_IMPL_H

#include "bigint.h"

#include <string.h>

#define BI_DMASK ((bi_twodigit)0xFFFFFFFFu)

/*
 * Wide kernels. On a little-endian target whose compiler has a 128-bit
 * integer (gcc and clang on every 64-bit target), the two adjacent digits
 * d[i], d[i+1] read as one uint64_t are exactly d[i] + d[i+1] * 2^32, so the
 * hot loops step two digits at a time with 64x64->128-bit products: half
 * the iterations for the linear passes, a quarter of the products in
 * schoolbook multiplication. Only the loops change: the representation
 * stays 32-bit digits (bigint.h says why), and every other target, or a
 * build with -DBI_NO_WIDE (the tests build both), runs the plain loops.
 * The loads and stores go through memcpy: digits are only 4-byte aligned.
 */
#if defined(__SIZEOF_INT128__) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__ && !defined(BI_NO_WIDE)
#define BI_WIDE 1
__extension__ typedef unsigned __int128 bi_u128;

static inline uint64_t bi_ld64(const bi_digit *p)
{
    uint64_t x;
    memcpy(&x, p, sizeof x);
    return x;
}

static inline void bi_st64(bi_digit *p, uint64_t x)
{
    memcpy(p, &x, sizeof x);
}

/*
 * Division of a two-word number by one normalised word with a
 * precomputed reciprocal (Moller and Granlund, "Improved division by
 * invariant integers", 2011, algorithm 4): two multiplications instead of
 * a hardware divide, which costs tens of cycles. nh < d, d's top bit set,
 * v = floor((2^128 - 1) / d) - 2^64.
 */
static inline uint64_t div_preinv(uint64_t nh, uint64_t nl, uint64_t d,
                                  uint64_t v, uint64_t *rem)
{
    bi_u128 p = (bi_u128)v * nh + (((bi_u128)nh << 64) | nl);
    uint64_t q = (uint64_t)(p >> 64) + 1, r = nl - q * d;
    /* This first correction goes either way at random: a mask, not a
     * branch the predictor would miss half the time. */
    uint64_t mask = -(uint64_t)(r > (uint64_t)p);
    q += mask;
    r += mask & d;
    if (__builtin_expect(r >= d, 0)) {
        q++;
        r -= d;
    }
    *rem = r;
    return q;
}
#else
#define BI_WIDE 0
#endif

/*
 * Carry-chain kernels in x86-64 assembly (objects/numbers/bigint.c). The linear passes
 * (add, sub, multiply by one word) are bound by their carry: gcc keeps it
 * in a register, so each word waits for an add, a compare or setc and
 * another add, about three cycles, where adc/sbb hand it on in the carry
 * flag in one. Measured on 2,000-word operands: add 2.0 -> 0.9 cycles a
 * word, sub 2.9 -> 0.9, multiply by a word 2.5 -> 1.4 (mulx, which leaves
 * the flags alone so the adc chain runs through it; BMI2, checked at run
 * time). Off with -DBI_NO_ASM (a test build) and on every other target.
 */
#if BI_WIDE && defined(__x86_64__) && defined(__GNUC__) && !defined(BI_NO_ASM)
#define BI_ASM 1
#else
#define BI_ASM 0
#endif

static inline size_t bi_norm(const bi_digit *d, size_t n)
{
    while (n > 0 && d[n - 1] == 0)
        n--;
    return n;
}

static inline size_t bi_max(size_t a, size_t b) { return a > b ? a : b; }
static inline size_t bi_min(size_t a, size_t b) { return a < b ? a : b; }

/* Saturating size arithmetic: the size functions promise SIZE_MAX rather
 * than a wrapped small number. */
static inline size_t bi_sadd(size_t a, size_t b)
{
    return a > SIZE_MAX - b ? SIZE_MAX : a + b;
}

static inline uint64_t bi_uadd(uint64_t a, uint64_t b)
{
    return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

static inline uint64_t bi_umul(uint64_t a, uint64_t b)
{
    if (a != 0 && b > UINT64_MAX / a)
        return UINT64_MAX;
    return a * b;
}

static inline void bi_set(bi_out *r, size_t len, bool neg)
{
    r->len = bi_norm(r->d, len);
    r->neg = r->len ? neg : false;
}

static inline int bi_clz32(bi_digit x)
{
    return x ? __builtin_clz(x) : 32;
}

/* Scratch in digits; NULL when the callback fails (or the byte count
 * overflows). */
static inline bi_digit *bi_scratch(const bi_alloc *al, size_t ndigits)
{
    if (ndigits == 0)
        ndigits = 1;
    if (ndigits > SIZE_MAX / sizeof(bi_digit))
        return NULL;
    return (bi_digit *)al->alloc(al->ud, ndigits * sizeof(bi_digit));
}

static inline void bi_release(const bi_alloc *al, bi_digit *p)
{
    if (p)
        al->free(al->ud, p);
}

static inline uint64_t bi_digit_at(bi_view a, size_t i)
{
    return i < a.len ? a.d[i] : 0;
}

/* Bits [lo, lo + 64) of |a|, zeros above the top. */
static inline uint64_t bi_bits_at(bi_view a, uint64_t lo)
{
    size_t di = (size_t)(lo / BI_DIGIT_BITS);
    int off = (int)(lo % BI_DIGIT_BITS);
    uint64_t v = (bi_digit_at(a, di) | bi_digit_at(a, di + 1) << BI_DIGIT_BITS)
                 >> off;
    if (off)
        v |= bi_digit_at(a, di + 2) << (64 - off);
    return v;
}

/* Comparison of normalised magnitudes. */
int bi_mpn_cmp(const bi_digit *a, size_t an, const bi_digit *b, size_t bn);

/* r[0..an) = a + b, an >= bn; returns the carry. r may be a. */
bi_digit bi_mpn_add(bi_digit *r, const bi_digit *a, size_t an,
                    const bi_digit *b, size_t bn);
/* r[0..an) = a - b, an >= bn, a >= b (else the borrow is returned).
 * r may be a. */
bi_digit bi_mpn_sub(bi_digit *r, const bi_digit *a, size_t an,
                    const bi_digit *b, size_t bn);
/* r[0..n) = a * m; returns the high digit. */
bi_digit bi_mpn_mul_1(bi_digit *r, const bi_digit *a, size_t n, bi_digit m);
/* r[0..n) += a * m; returns the carry digit. */
bi_digit bi_mpn_addmul_1(bi_digit *r, const bi_digit *a, size_t n,
                         bi_digit m);

/* r[0..an+bn) = a * b; r overlaps neither. Scratch digits needed:
 * bi_mpn_mul_scratch(an, bn). */
size_t bi_mpn_mul_scratch(size_t an, size_t bn);
void bi_mpn_mul(bi_digit *r, const bi_digit *a, size_t an, const bi_digit *b,
                size_t bn, bi_digit *scratch);

/* Division of magnitudes, an >= bn >= 1, b[bn-1] != 0: q[0..an-bn+1)
 * (q may be NULL), r[0..bn) (r may be NULL). Scratch: an + bn + 4 (the
 * wide path rounds both up to whole 64-bit words). */
#define BI_DIVREM_SCRATCH(an, bn) ((an) + (bn) + 4)
void bi_mpn_divrem(bi_digit *q, bi_digit *r, const bi_digit *a, size_t an,
                   const bi_digit *b, size_t bn, bi_digit *scratch);

/* r[0..n) = a[0..n) >> s (0 <= s < 32); returns the bits shifted out, in
 * the high end of the digit. r may be a. */
bi_digit bi_mpn_rshift(bi_digit *r, const bi_digit *a, size_t n, int s);
/* r[0..n) = a[0..n) << s (0 <= s < 32); returns the high bits. r may be
 * a. */
bi_digit bi_mpn_lshift(bi_digit *r, const bi_digit *a, size_t n, int s);

/* |a| mod small d. */
bi_digit bi_mpn_mod_1(const bi_digit *a, size_t n, bi_digit d);
/* a[0..n) /= d in place; returns the remainder. */
bi_digit bi_mpn_divrem_1(bi_digit *a, size_t n, bi_digit d);
/* q[0..n) = a[0..n) / d; returns the remainder. q may be a. */
bi_digit bi_mpn_divrem_1_to(bi_digit *q, const bi_digit *a, size_t n,
                            bi_digit d);

#endif
