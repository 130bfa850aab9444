/*
 * bigint_div.c - division with Python's floor semantics, correctly rounded
 * true division, powers (plain and modular, with inverses), gcd and isqrt.
 *
 * Every public function here takes all its scratch in one allocation
 * before it starts and carves it up, so BI_ENOMEM can only come first.
 */
#include "bigint_impl.h"
#include "bigint_asm.h"

#include <float.h>
#include <math.h>

/* Carves n digits off the front of a scratch block. */
static bi_digit *carve(bi_digit **p, size_t n)
{
    bi_digit *r = *p;
    *p += n;
    return r;
}

/* ---- Knuth's algorithm D ---------------------------------------------- */

/* r[0..n) -= a[0..n) * m; returns the digit to subtract above. */
static bi_digit submul_1(bi_digit *r, const bi_digit *a, size_t n,
                         bi_digit m)
{
    bi_twodigit carry = 0;
    size_t i = 0;
#if BI_WIDE
    uint64_t cw = 0;
    for (; i + 2 <= n; i += 2) {
        bi_u128 p = (bi_u128)bi_ld64(a + i) * m + cw;
        uint64_t lo = (uint64_t)p, x = bi_ld64(r + i);
        cw = (uint64_t)(p >> 64) + (x < lo); /* < 2^32 + 1 */
        bi_st64(r + i, x - lo);
    }
    carry = cw;
#endif
    for (; i < n; i++) {
        bi_twodigit p = (bi_twodigit)a[i] * m + carry;
        bi_digit lo = (bi_digit)p;
        carry = p >> BI_DIGIT_BITS;
        if (r[i] < lo)
            carry++;
        r[i] -= lo;
    }
    return (bi_digit)carry;
}

#if BI_WIDE
/*
 * Quotients of at most two digits (an - bn <= 1, bn >= 2), the usual
 * shape of a // b between numbers of similar size: one estimate from the
 * top 128 bits of a over the top 64 of b, one multiply-subtract pass and
 * rarely a correction, instead of Knuth D's shifts of both operands and
 * of the remainder. u: an digits of scratch.
 *
 * With e the bits below b's top 64, atop = a >> e and btop = b >> e:
 * qh = atop / (btop + 1) <= a / b, and since btop >= 2^63 (or e == 0 and
 * the division is exact) it falls short of the quotient by at most 3
 * (the gap is below (a/b + 1) / btop + 1).
 * a < b * 2^64, so atop fits 128 bits and qh 64.
 */
static void divrem_short(bi_digit *q, bi_digit *r, const bi_digit *a,
                         size_t an, const bi_digit *b, size_t bn, bi_digit *u)
{
    bi_view av = { a, an, false }, bv = { b, bn, false };
    uint64_t bits = bi_bit_length(bv), e = bits > 64 ? bits - 64 : 0;
    uint64_t btop = bi_bits_at(bv, e);
    bi_u128 atop = (bi_u128)bi_bits_at(av, e + 64) << 64 | bi_bits_at(av, e);
    uint64_t qh = (uint64_t)(e == 0 ? atop / btop
                                    : atop / ((bi_u128)btop + 1));
    /* u = a - qh * b >= 0. The product's carry into any digit is below
     * qh, so it fits 64 bits. */
    uint64_t c = 0, bw = 0;
    size_t i = 0;
    for (; i + 2 <= bn; i += 2) {
        bi_u128 p = (bi_u128)bi_ld64(b + i) * qh + c;
        uint64_t lo = (uint64_t)p, x = bi_ld64(a + i), d = x - lo;
        uint64_t nb = (x < lo) | (d < bw);
        c = (uint64_t)(p >> 64);
        bi_st64(u + i, d - bw);
        bw = nb;
    }
    for (; i < an; i++) {
        bi_u128 p = (bi_u128)(i < bn ? b[i] : 0) * qh + c;
        bi_twodigit t = (bi_twodigit)a[i] - (bi_digit)p - bw;
        c = (uint64_t)(p >> BI_DIGIT_BITS);
        u[i] = (bi_digit)t;
        bw = t >> 63;
    }
    size_t un = bi_norm(u, an);
    while (bi_mpn_cmp(u, un, b, bn) >= 0) {
        bi_mpn_sub(u, u, un, b, bn);
        un = bi_norm(u, un);
        qh++;
    }
    if (q) {
        q[0] = (bi_digit)qh;
        if (an > bn)
            q[1] = (bi_digit)(qh >> BI_DIGIT_BITS);
    }
    if (r) {
        memcpy(r, u, un * sizeof *r);
        memset(r + un, 0, (bn - un) * sizeof *r);
    }
}
#endif

#if BI_WIDE
/* The i-th 64-bit word of a digit array (digits 2i and 2i+1). */
static inline uint64_t wd(const bi_digit *p, size_t i)
{
    return bi_ld64(p + 2 * i);
}

static inline void wd_set(bi_digit *p, size_t i, uint64_t x)
{
    bi_st64(p + 2 * i, x);
}

/* r[0..n) -= v[0..n) * m over words; returns the word to subtract
 * above (the product's high word plus a borrow fits: (2^64-1)^2 +
 * 2^64-1 < 2^128 - 2^64). */
static uint64_t submul_w(bi_digit *r, const bi_digit *v, size_t n, uint64_t m)
{
    uint64_t c = 0;
    size_t i = 0;
#if BI_ASM
    if (n >= 4 && have_adx()) {
        c = asm_submul4(r, v, n / 4, m);
        i = n / 4 * 4;
    }
#endif
    for (; i < n; i++) {
        bi_u128 p = (bi_u128)wd(v, i) * m + c;
        uint64_t lo = (uint64_t)p, x = wd(r, i);
        c = (uint64_t)(p >> 64) + (x < lo);
        wd_set(r, i, x - lo);
    }
    return c;
}

/* r[0..n) += v[0..n) over words; returns the carry. */
static uint64_t add_w(bi_digit *r, const bi_digit *v, size_t n)
{
    uint64_t c = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = wd(r, i), s = x + c;
        c = s < c;
        s += wd(v, i);
        c += s < wd(v, i);
        wd_set(r, i, s);
    }
    return c;
}

/* p[0..n) words <<= s (0 < s < 64), in place from the top; returns the
 * bits shifted out. */
static uint64_t lshift_w(bi_digit *p, size_t n, int s)
{
    uint64_t out = wd(p, n - 1) >> (64 - s);
    for (size_t i = n - 1; i > 0; i--)
        wd_set(p, i, wd(p, i) << s | wd(p, i - 1) >> (64 - s));
    wd_set(p, 0, wd(p, 0) << s);
    return out;
}

/*
 * Knuth's algorithm D on 64-bit words: a quarter of the 32-bit version's
 * multiply steps and half its quotient estimates. Both operands are
 * copied into scratch rounded up to whole words (an odd digit count gets
 * a zero digit) and normalised there; the quotient's words are written
 * as digits, leaving out the top ones past q's an - bn + 1 digits, which
 * are zero. Each estimate comes from the two top words of the window
 * over the top word of the divisor, by the reciprocal, and is refined
 * with the next word, so it is at most one too large; the add-back loop
 * also survives a cruder estimate (BI_TEST_CRUDE_QHAT, a test build,
 * skips the refinement to exercise it).
 */
static void divrem_knuth_wide(bi_digit *q, bi_digit *r, const bi_digit *a,
                              size_t an, const bi_digit *b, size_t bn,
                              bi_digit *scratch)
{
    size_t aw = (an + 1) / 2, bw = (bn + 1) / 2, qn = an - bn + 1;
    bi_digit *v = scratch, *u = scratch + 2 * bw;
    memcpy(v, b, bn * sizeof *v);
    if (bn & 1)
        v[bn] = 0;
    memcpy(u, a, an * sizeof *u);
    if (an & 1)
        u[an] = 0;
    wd_set(u, aw, 0);
    int s = __builtin_clzll(wd(v, bw - 1));
    if (s) {
        lshift_w(v, bw, s);
        wd_set(u, aw, lshift_w(u, aw, s));
    }
    uint64_t vtop = wd(v, bw - 1), vnext = bw >= 2 ? wd(v, bw - 2) : 0;
    uint64_t vinv = (uint64_t)((((bi_u128)~vtop) << 64 | ~(uint64_t)0) / vtop);
    for (size_t j = aw - bw + 1; j-- > 0;) {
        uint64_t nh = wd(u, j + bw), nl = wd(u, j + bw - 1), qhat, rhat;
        bool big = false; /* rhat >= 2^64: no refinement possible */
        if (nh >= vtop) {
            qhat = UINT64_MAX;
            rhat = nl + vtop;
            big = rhat < nl;
        } else {
            qhat = div_preinv(nh, nl, vtop, vinv, &rhat);
        }
#ifndef BI_TEST_CRUDE_QHAT
        uint64_t u2 = j + bw >= 2 ? wd(u, j + bw - 2) : 0;
        while (!big && (bi_u128)qhat * vnext > ((bi_u128)rhat << 64 | u2)) {
            qhat--;
            rhat += vtop;
            big = rhat < vtop;
        }
#else
        (void)vnext;
        (void)big;
#endif
        uint64_t borrow = submul_w(u + 2 * j, v, bw, qhat);
        uint64_t top = wd(u, j + bw);
        bool neg = top < borrow;
        top -= borrow;
        while (neg) {
            /* qhat was too large: add the divisor back until the window's
             * borrow is repaid (a carry out of its top word). */
            qhat--;
            uint64_t c = add_w(u + 2 * j, v, bw);
            top += c;
            neg = !(c && top == 0);
        }
        wd_set(u, j + bw, top);
        if (q) {
            if (2 * j < qn)
                q[2 * j] = (bi_digit)qhat;
            if (2 * j + 1 < qn)
                q[2 * j + 1] = (bi_digit)(qhat >> BI_DIGIT_BITS);
        }
    }
    if (r) {
        for (size_t i = 0; i < bw; i++) {
            uint64_t x = wd(u, i) >> s;
            if (s && i + 1 < bw)
                x |= wd(u, i + 1) << (64 - s);
            r[2 * i] = (bi_digit)x;
            if (2 * i + 1 < bn)
                r[2 * i + 1] = (bi_digit)(x >> BI_DIGIT_BITS);
        }
    }
}
#endif

void bi_mpn_divrem(bi_digit *q, bi_digit *r, const bi_digit *a, size_t an,
                   const bi_digit *b, size_t bn, bi_digit *scratch)
{
#if BI_WIDE
    if (bn >= 2 && an - bn <= 1) {
        divrem_short(q, r, a, an, b, bn, scratch);
        return;
    }
    if (bn >= 2) {
        divrem_knuth_wide(q, r, a, an, b, bn, scratch);
        return;
    }
#endif
    if (bn == 1) {
        if (q) {
            bi_digit rem = bi_mpn_divrem_1_to(q, a, an, b[0]);
            if (r)
                r[0] = rem;
        } else if (r) {
            r[0] = bi_mpn_mod_1(a, an, b[0]);
        }
        return;
    }
    /* Normalise so the divisor's top bit is set: then each estimated
     * quotient digit is at most 2 too large (Knuth 4.3.1, Theorem B). */
    int s = bi_clz32(b[bn - 1]);
    bi_digit *v = scratch, *u = scratch + bn;
    bi_mpn_lshift(v, b, bn, s);
    u[an] = bi_mpn_lshift(u, a, an, s);
    bi_twodigit vtop = v[bn - 1], vnext = v[bn - 2];
    for (size_t j = an - bn + 1; j-- > 0;) {
        bi_twodigit num = ((bi_twodigit)u[j + bn] << BI_DIGIT_BITS) |
                          u[j + bn - 1];
        bi_twodigit qhat = num / vtop, rhat = num % vtop;
        if (qhat > BI_DMASK) {
            qhat = BI_DMASK;
            rhat = num - qhat * vtop;
        }
        while (rhat <= BI_DMASK &&
               qhat * vnext > ((rhat << BI_DIGIT_BITS) | u[j + bn - 2])) {
            qhat--;
            rhat += vtop;
        }
        bi_digit borrow = submul_1(u + j, v, bn, (bi_digit)qhat);
        bi_digit top = u[j + bn];
        u[j + bn] = top - borrow;
        if (top < borrow) {
            /* Rare: qhat was one too large; add the divisor back. */
            qhat--;
            u[j + bn] += bi_mpn_add(u + j, u + j, bn, v, bn);
        }
        if (q)
            q[j] = (bi_digit)qhat;
    }
    if (r)
        bi_mpn_rshift(r, u, bn, s);
}

/* ---- floor division --------------------------------------------------- */

/*
 * The sign of a - q*b for magnitudes a, b (no leading zeros, an >= bn)
 * and q <= 2^31, read from the top down, so that it usually costs a digit
 * or two rather than a pass. With W = 2^32, D_j = floor(a / W^j) -
 * q * floor(b / W^j) and the tail T = (a mod W^j) - q * (b mod W^j) in
 * (-q W^j, W^j): a - q*b = D_j W^j + T, so D_j >= q means a > q*b and
 * D_j < 0 means a < q*b; only 0 <= D_j < q needs the next digit, and then
 * D_(j-1) = D_j W + a_(j-1) - q b_(j-1) stays inside (-2^63, 2^63). At
 * j = 0 the tail is empty and D_0 is a - q*b itself.
 */
static int cmp_qmul(const bi_digit *a, size_t an, const bi_digit *b,
                    size_t bn, uint64_t q)
{
    int64_t d = 0;
    for (size_t j = an; j-- > 0;) {
        uint64_t bj = j < bn ? b[j] : 0;
        d = (int64_t)(((uint64_t)d << BI_DIGIT_BITS) | a[j]) - (int64_t)(q * bj);
        if (d < 0)
            return -1;
        if ((uint64_t)d >= q)
            return 1;
    }
    return d > 0;
}

/*
 * floor(a / b) for magnitudes with bn >= 2 and a quotient below 2^31,
 * when the remainder is not wanted (a // b): the quotient from the top
 * bits, checked by cmp_qmul, so no pass over the operands at all unless
 * a is (nearly) a multiple of b. pidigits' spigot divides numbers of
 * thousands of digits with a one-digit quotient at every step.
 * With e = bits(b) - 32, btop = b >> e (its top bit set) and atop =
 * a >> e (below 2^63, as a / b < 2^31): qh = atop / (btop + 1) is at most
 * the quotient and short of it by at most 3. *exact says whether b
 * divides a.
 */
static uint64_t div_small_quotient(bi_view a, bi_view b, bool *exact)
{
    uint64_t e = bi_bit_length(b) - BI_DIGIT_BITS;
    uint64_t btop = bi_bits_at(b, e) & BI_DMASK, atop = bi_bits_at(a, e);
    uint64_t qh = atop / (btop + 1);
    while (cmp_qmul(a.d, a.len, b.d, b.len, qh + 1) >= 0)
        qh++;
    *exact = cmp_qmul(a.d, a.len, b.d, b.len, qh) == 0;
    return qh;
}

size_t bi_divmod_qsize(size_t alen, size_t blen)
{
    return alen >= blen ? alen - blen + 2 : 1;
}

bi_status bi_divmod(bi_view a, bi_view b, bi_out *q, bi_out *r,
                    const bi_alloc *al)
{
    if (b.len == 0)
        return BI_EZERODIV;
    size_t an = a.len, bn = b.len;
    bi_digit *blk = NULL, rw1[1];
    const bi_digit *rem;
    size_t remn, qn = 0;
    bool qneg = a.neg != b.neg;
    if (bi_mpn_cmp(a.d, an, b.d, bn) < 0) {
        /* |a| < |b|: quotient 0, remainder |a| (no scratch needed). */
        rem = a.d;
        remn = an;
    } else if (q && !r && bn >= 2 &&
               bi_bit_length(a) <= bi_bit_length(b) + 30) {
        bool exact;
        uint64_t qv = div_small_quotient(a, b, &exact);
        q->d[0] = (bi_digit)(qv + (qneg && !exact)); /* < 2^31 + 1 */
        bi_set(q, 1, qneg);
        return BI_OK;
    } else {
        /* A one-digit divisor needs no scratch (bi_mpn_divrem's own
         * fast path): its remainder lives on the stack. */
        bi_digit *rw = rw1;
        if (bn > 1) {
            blk = bi_scratch(al, BI_DIVREM_SCRATCH(an, bn) + bn);
            if (!blk)
                return BI_ENOMEM;
            rw = blk + BI_DIVREM_SCRATCH(an, bn);
        }
        bi_mpn_divrem(q ? q->d : NULL, rw, a.d, an, b.d, bn, blk);
        rem = rw;
        remn = bi_norm(rw, bn);
        qn = an - bn + 1;
    }
    /* Truncated -> floored: when the signs differ and the division was
     * inexact, q = -(|q| + 1) and r = b's sign * (|b| - |rem|). */
    bool adjust = qneg && remn > 0;
    if (q) {
        if (qn == 0) {
            q->d[0] = adjust ? 1 : 0;
            qn = 1;
        } else if (adjust) {
            q->d[qn] = 0;
            for (size_t i = 0; i <= qn; i++) {
                if (++q->d[i] != 0)
                    break;
            }
            qn++;
        }
        bi_set(q, qn, qneg);
    }
    if (r) {
        if (adjust) {
            bi_mpn_sub(r->d, b.d, bn, rem, remn);
            bi_set(r, bn, b.neg);
        } else {
            memcpy(r->d, rem, remn * sizeof *rem);
            bi_set(r, remn, a.neg);
        }
    }
    bi_release(al, blk);
    return BI_OK;
}

/* ---- true division ---------------------------------------------------- */

/*
 * CPython's long_true_divide: scale a by 2^-shift so the integer quotient
 * has DBL_MANT_DIG + 2 or + 3 bits (fewer only below the normal range,
 * where the subnormal step takes over), fold the remainder and any bits
 * shifted out into a sticky bit, round half-even by hand and let ldexp
 * place the exponent, which is then exact.
 */
bi_status bi_truediv(bi_view a, bi_view b, double *out, const bi_alloc *al)
{
    if (b.len == 0)
        return BI_EZERODIV;
    bool neg = a.neg != b.neg;
    if (a.len == 0) {
        *out = neg ? -0.0 : 0.0;
        return BI_OK;
    }
    int64_t abits = (int64_t)bi_bit_length(a), bbits = (int64_t)bi_bit_length(b);
    if (abits <= DBL_MANT_DIG && bbits <= DBL_MANT_DIG) {
        double x, y;
        bi_to_double(bi_abs_view(a), &x);
        bi_to_double(bi_abs_view(b), &y);
        *out = neg ? -(x / y) : x / y;
        return BI_OK;
    }
    int64_t diff = abits - bbits;
    if (diff > DBL_MAX_EXP)
        return BI_EOVERFLOW;
    if (diff < DBL_MIN_EXP - DBL_MANT_DIG - 1) {
        *out = neg ? -0.0 : 0.0;
        return BI_OK;
    }
    int64_t shift = (diff > DBL_MIN_EXP ? diff : DBL_MIN_EXP) - DBL_MANT_DIG - 2;

    /* x = |a| scaled: at most bbits + 55 bits, i.e. b.len + 2 digits, but
     * the left shift writes up to a.len + 35 before normalising, and a is
     * short then (abits <= bbits + 55). */
    size_t xcap = b.len + 40;
    size_t qcap = xcap;
    size_t need = xcap + qcap + BI_DIVREM_SCRATCH(xcap, b.len) + b.len;
    bi_digit *blk = bi_scratch(al, need), *p = blk;
    if (!blk)
        return BI_ENOMEM;
    bi_out x = { carve(&p, xcap), 0, false };
    bi_digit *qd = carve(&p, qcap);
    bi_digit *div_scratch = carve(&p, BI_DIVREM_SCRATCH(xcap, b.len));
    bi_digit *rem = carve(&p, b.len);
    bool inexact = false;
    if (shift <= 0) {
        bi_lshift(bi_abs_view(a), (uint64_t)-shift, &x);
    } else {
        /* Bits shifted out make the quotient inexact. */
        uint64_t sh = (uint64_t)shift;
        size_t whole = (size_t)(sh / BI_DIGIT_BITS);
        for (size_t i = 0; i < whole && !inexact; i++)
            inexact = a.d[i] != 0;
        size_t n = a.len - whole;
        if (bi_mpn_rshift(x.d, a.d + whole, n, (int)(sh % BI_DIGIT_BITS)))
            inexact = true;
        x.len = bi_norm(x.d, n);
    }
    uint64_t qv = 0;
    if (bi_mpn_cmp(x.d, x.len, b.d, b.len) >= 0) {
        bi_mpn_divrem(qd, rem, x.d, x.len, b.d, b.len, div_scratch);
        if (bi_norm(rem, b.len))
            inexact = true;
        size_t qn = bi_norm(qd, x.len - b.len + 1);
        for (size_t i = qn; i-- > 0;)
            qv = (qv << BI_DIGIT_BITS) | qd[i];
    } else {
        inexact = inexact || x.len > 0;
    }
    bi_release(al, blk);

    int64_t x_bits = qv ? 64 - __builtin_clzll(qv) : 0;
    int64_t extra = (x_bits > DBL_MIN_EXP - shift ? x_bits : DBL_MIN_EXP - shift)
                    - DBL_MANT_DIG;
    uint64_t mask = (uint64_t)1 << (extra - 1);
    uint64_t low = qv | (inexact ? 1 : 0);
    if ((low & mask) && (low & (3 * mask - 1)))
        qv += mask;
    qv &= ~(2 * mask - 1);
    double dx = (double)qv;
    if (shift + x_bits >= DBL_MAX_EXP &&
        (shift + x_bits > DBL_MAX_EXP || dx == ldexp(1.0, (int)x_bits)))
        return BI_EOVERFLOW;
    double res = ldexp(dx, (int)shift);
    *out = neg ? -res : res;
    return BI_OK;
}

/* ---- pow -------------------------------------------------------------- */

static bool is_unit(bi_view a)
{
    return a.len == 1 && a.d[0] == 1;
}

/*
 * |a|**e has at most floor(e * log2|a|) + 1 bits. log2|a| is bounded
 * from above by the top 53 bits plus one, and the product is widened by
 * 2^-40 relative (far above double rounding) plus two bits; the
 * multiplication loop's unnormalised products need at most three digits
 * more than the result (see bi_pow), so that is added too. The cruder
 * bits(a) * e bound is kept when it is smaller (powers of two).
 */
size_t bi_pow_size(bi_view a, bi_view e)
{
    if (e.len == 0 || a.len == 0 || is_unit(a))
        return 1;
    uint64_t ev;
    if (bi_to_u64(e, &ev) != BI_OK)
        return SIZE_MAX;
    uint64_t nbits = bi_bit_length(a);
    uint64_t crude = bi_umul(nbits, ev);
    double l2;
    if (nbits <= 53)
        l2 = log2((double)bi_bits_at(a, 0));
    else
        l2 = log2((double)(bi_bits_at(a, nbits - 53) + 1)) + (double)(nbits - 53);
    double fine = (double)ev * l2 * (1.0 + 0x1p-40) + 2.0;
    uint64_t bits = crude;
    if (fine < 0x1p63 && (uint64_t)fine < crude)
        bits = (uint64_t)fine + 1;
    if (bits == UINT64_MAX)
        return SIZE_MAX;
    uint64_t digits = bits / BI_DIGIT_BITS + 4;
    return digits >= SIZE_MAX ? SIZE_MAX : (size_t)digits;
}

bi_status bi_pow(bi_view a, bi_view e, bi_out *r, const bi_alloc *al)
{
    if (e.neg)
        return BI_EVALUE;
    bool odd = e.len > 0 && (e.d[0] & 1);
    if (e.len == 0) {
        r->d[0] = 1;
        bi_set(r, 1, false);
        return BI_OK;
    }
    if (a.len == 0 || is_unit(a)) {
        r->d[0] = (bi_digit)a.len;
        bi_set(r, a.len, a.neg && odd);
        return BI_OK;
    }
    size_t S = bi_pow_size(a, e);
    if (S == SIZE_MAX)
        return BI_ENOMEM;
    uint64_t ev;
    bi_to_u64(e, &ev);
    /* A power of two is a shift: 2**n and friends cost nothing. */
    if (bi_bit_count(a) == 1) {
        uint64_t k = bi_bit_length(a) - 1;
        static const bi_digit one = 1;
        bi_view v1 = { &one, 1, false };
        bi_lshift(v1, k * ev, r);
        r->neg = a.neg && odd;
        return BI_OK;
    }
    size_t ms = bi_mpn_mul_scratch(S, S);
    bi_digit *blk = bi_scratch(al, bi_sadd(bi_sadd(S, S), ms)), *p = blk;
    if (!blk)
        return BI_ENOMEM;
    bi_digit *acc = carve(&p, S), *tmp = carve(&p, S), *ms_p = p;
    size_t n = a.len;
    memcpy(acc, a.d, n * sizeof *acc);
    int top = 63 - __builtin_clzll(ev);
    for (int bit = top - 1; bit >= 0; bit--) {
        bi_mpn_mul(tmp, acc, n, acc, n, ms_p);
        n = bi_norm(tmp, 2 * n);
        bi_digit *t = acc;
        acc = tmp;
        tmp = t;
        if (ev >> bit & 1) {
            bi_mpn_mul(tmp, acc, n, a.d, a.len, ms_p);
            n = bi_norm(tmp, n + a.len);
            t = acc;
            acc = tmp;
            tmp = t;
        }
    }
    memcpy(r->d, acc, n * sizeof *acc);
    bi_set(r, n, a.neg && odd);
    bi_release(al, blk);
    return BI_OK;
}

/* ---- modular arithmetic ----------------------------------------------- */

/* Scratch digits for modinv with an m of mn digits. */
static size_t modinv_scratch(size_t mn)
{
    return 3 * (mn + 3) + (2 * mn + 2) + 3 * mn + (mn + 1) +
           BI_DIVREM_SCRATCH(mn, mn) + bi_mpn_mul_scratch(mn + 1, mn + 1) + 8;
}

/*
 * inv = base^-1 mod m by the extended Euclidean algorithm, keeping only
 * the coefficient of base: r_i == s_i * base (mod m), |s_i| <= m.
 * base < m, both normalised, m > 1. Returns false when gcd != 1. inv has
 * mn digits; *invn gets its length.
 */
static bool modinv(const bi_digit *base, size_t bn, const bi_digit *m,
                   size_t mn, bi_digit *inv, size_t *invn, bi_digit *p)
{
    bi_digit *r0 = carve(&p, mn), *r1 = carve(&p, mn), *r2 = carve(&p, mn);
    bi_digit *qd = carve(&p, mn + 1), *prod = carve(&p, 2 * mn + 2);
    bi_out s0 = { carve(&p, mn + 3), 0, false };
    bi_out s1 = { carve(&p, mn + 3), 0, false };
    bi_out s2 = { carve(&p, mn + 3), 0, false };
    bi_digit *dscr = carve(&p, BI_DIVREM_SCRATCH(mn, mn));
    bi_digit *mscr = p;
    size_t n0 = mn, n1 = bn;
    memcpy(r0, m, mn * sizeof *m);
    memcpy(r1, base, bn * sizeof *base);
    s1.d[0] = 1;
    s1.len = 1;
    while (n1 > 0) {
        bi_mpn_divrem(qd, r2, r0, n0, r1, n1, dscr);
        size_t qn = bi_norm(qd, n0 - n1 + 1);
        size_t n2 = bi_norm(r2, n1);
        /* s2 = s0 - q * s1 */
        bi_mpn_mul(prod, qd, qn, s1.d, s1.len, mscr);
        bi_view pv = { prod, bi_norm(prod, qn + s1.len), s1.neg };
        if (pv.len == 0)
            pv.neg = false;
        bi_sub(bi_view_of(&s0), pv, &s2);
        bi_digit *t = r0;
        r0 = r1;
        r1 = r2;
        r2 = t;
        n0 = n1;
        n1 = n2;
        bi_out so = s0;
        s0 = s1;
        s1 = s2;
        s2 = so;
    }
    if (n0 != 1 || r0[0] != 1)
        return false;
    /* inverse = s0 mod m, in [0, m). */
    if (s0.neg) {
        bi_mpn_sub(inv, m, mn, s0.d, s0.len);
        *invn = bi_norm(inv, mn);
    } else {
        memcpy(inv, s0.d, s0.len * sizeof *inv);
        *invn = s0.len;
    }
    return true;
}

bi_status bi_powmod(bi_view a, bi_view e, bi_view m, bi_out *r,
                    const bi_alloc *al)
{
    if (m.len == 0)
        return BI_EZERODIV;
    size_t mn = m.len;
    if (is_unit(m)) {
        bi_set(r, 0, false);
        return BI_OK;
    }
    size_t ms = bi_mpn_mul_scratch(mn, mn);
    size_t need = mn /* base */ + mn /* acc */ + 2 * mn /* product */ +
                  BI_DIVREM_SCRATCH(bi_max(a.len, 2 * mn), mn) + ms +
                  (e.neg ? modinv_scratch(mn) + mn : 0);
    bi_digit *blk = bi_scratch(al, need), *p = blk;
    if (!blk)
        return BI_ENOMEM;
    bi_digit *base = carve(&p, mn), *acc = carve(&p, mn);
    bi_digit *prod = carve(&p, 2 * mn);
    bi_digit *dscr = carve(&p, BI_DIVREM_SCRATCH(bi_max(a.len, 2 * mn), mn));
    bi_digit *mscr = carve(&p, ms);
    /* base = a mod |m|, in [0, |m|). */
    size_t bn;
    if (bi_mpn_cmp(a.d, a.len, m.d, mn) < 0) {
        memcpy(base, a.d, a.len * sizeof *base);
        bn = a.len;
    } else {
        bi_mpn_divrem(NULL, base, a.d, a.len, m.d, mn, dscr);
        bn = bi_norm(base, mn);
    }
    if (a.neg && bn > 0) {
        bi_mpn_sub(base, m.d, mn, base, bn);
        bn = bi_norm(base, mn);
    }
    if (e.neg) {
        bi_digit *inv = carve(&p, mn);
        size_t invn;
        if (!modinv(base, bn, m.d, mn, inv, &invn, p)) {
            bi_release(al, blk);
            return BI_ENOTINVERTIBLE;
        }
        memcpy(base, inv, invn * sizeof *base);
        bn = invn;
    }
    /* Left-to-right square and multiply, reducing after each product. */
    size_t n = 1;
    acc[0] = 1;
    for (size_t i = e.len; i-- > 0;) {
        for (int bit = BI_DIGIT_BITS - 1; bit >= 0; bit--) {
            if (n > 0) {
                bi_mpn_mul(prod, acc, n, acc, n, mscr);
                size_t pn = bi_norm(prod, 2 * n);
                if (bi_mpn_cmp(prod, pn, m.d, mn) >= 0) {
                    bi_mpn_divrem(NULL, acc, prod, pn, m.d, mn, dscr);
                    n = bi_norm(acc, mn);
                } else {
                    memcpy(acc, prod, pn * sizeof *acc);
                    n = pn;
                }
            }
            if (e.d[i] >> bit & 1) {
                bi_mpn_mul(prod, acc, n, base, bn, mscr);
                size_t pn = bi_norm(prod, n + bn);
                if (bi_mpn_cmp(prod, pn, m.d, mn) >= 0) {
                    bi_mpn_divrem(NULL, acc, prod, pn, m.d, mn, dscr);
                    n = bi_norm(acc, mn);
                } else {
                    memcpy(acc, prod, pn * sizeof *acc);
                    n = pn;
                }
            }
        }
    }
    /* Python gives the result the modulus's sign. */
    if (m.neg && n > 0) {
        bi_mpn_sub(r->d, m.d, mn, acc, n);
        bi_set(r, mn, true);
    } else {
        memcpy(r->d, acc, n * sizeof *acc);
        bi_set(r, n, false);
    }
    bi_release(al, blk);
    return BI_OK;
}

/* ---- gcd and isqrt ---------------------------------------------------- */

size_t bi_gcd_size(size_t alen, size_t blen)
{
    return bi_max(bi_max(alen, blen), 1);
}

bi_status bi_gcd(bi_view a, bi_view b, bi_out *r, const bi_alloc *al)
{
    size_t n = bi_max(a.len, b.len);
    if (a.len == 0 || b.len == 0) {
        bi_view v = a.len ? a : b;
        memcpy(r->d, v.d, v.len * sizeof *v.d);
        bi_set(r, v.len, false);
        return BI_OK;
    }
    bi_digit *blk = bi_scratch(al, 3 * n + BI_DIVREM_SCRATCH(n, n)), *p = blk;
    if (!blk)
        return BI_ENOMEM;
    bi_digit *x = carve(&p, n), *y = carve(&p, n), *z = carve(&p, n);
    size_t xn = a.len, yn = b.len;
    memcpy(x, a.d, xn * sizeof *x);
    memcpy(y, b.d, yn * sizeof *y);
    while (yn > 0) {
        size_t zn;
        if (bi_mpn_cmp(x, xn, y, yn) < 0) {
            memcpy(z, x, xn * sizeof *z);
            zn = xn;
        } else {
            bi_mpn_divrem(NULL, z, x, xn, y, yn, p);
            zn = bi_norm(z, yn);
        }
        bi_digit *t = x;
        x = y;
        xn = yn;
        y = z;
        yn = zn;
        z = t;
    }
    memcpy(r->d, x, xn * sizeof *x);
    bi_set(r, xn, false);
    bi_release(al, blk);
    return BI_OK;
}

bi_status bi_isqrt(bi_view a, bi_out *r, const bi_alloc *al)
{
    if (a.neg)
        return BI_ENEGATIVE;
    if (a.len == 0) {
        bi_set(r, 0, false);
        return BI_OK;
    }
    size_t an = a.len, xcap = an / 2 + 2;
    size_t need = 2 * xcap + (an + 2) + BI_DIVREM_SCRATCH(an, xcap);
    bi_digit *blk = bi_scratch(al, need), *p = blk;
    if (!blk)
        return BI_ENOMEM;
    bi_digit *x = carve(&p, xcap), *y = carve(&p, xcap);
    bi_digit *q = carve(&p, an + 2), *dscr = p;
    /* x0 = 2^ceil(bits/2) >= sqrt(a); Newton from above decreases
     * monotonically to floor(sqrt(a)). */
    uint64_t half = (bi_bit_length(a) + 1) / 2;
    size_t xn = (size_t)(half / BI_DIGIT_BITS) + 1;
    memset(x, 0, xn * sizeof *x);
    x[xn - 1] = (bi_digit)1 << (half % BI_DIGIT_BITS);
    for (;;) {
        /* y = (x + a // x) >> 1 */
        size_t qn;
        if (bi_mpn_cmp(a.d, an, x, xn) < 0) {
            qn = 0;
        } else {
            bi_mpn_divrem(q, NULL, a.d, an, x, xn, dscr);
            qn = bi_norm(q, an - xn + 1);
        }
        size_t yn;
        if (qn >= xn) {
            q[qn] = bi_mpn_add(q, q, qn, x, xn);
            yn = qn + 1;
        } else {
            memcpy(q + qn, x + qn, (xn - qn) * sizeof *q);
            q[xn] = bi_mpn_add(q, x, xn, q, qn);
            yn = xn + 1;
        }
        bi_mpn_rshift(q, q, yn, 1);
        yn = bi_norm(q, yn);
        if (bi_mpn_cmp(q, yn, x, xn) >= 0)
            break;
        memcpy(y, q, yn * sizeof *y);
        bi_digit *t = x;
        x = y;
        y = t;
        xn = yn;
    }
    memcpy(r->d, x, xn * sizeof *x);
    bi_set(r, xn, false);
    bi_release(al, blk);
    return BI_OK;
}

/* ---- costs of the above ----------------------------------------------- */

uint64_t bi_cost_pow(bi_view a, bi_view e)
{
    size_t S = bi_pow_size(a, e);
    if (S == SIZE_MAX)
        return UINT64_MAX;
    if (S <= 1 || bi_bit_count(a) == 1)
        return bi_cost_linear(S);
    /* The squarings double in size: their sum is below twice the last
     * one; the multiplications by a are at most bits(e) of S x a.len. */
    uint64_t bits = bi_bit_length(e);
    return bi_uadd(bi_umul(2, bi_cost_mul(S / 2 + 1, S / 2 + 1)),
                   bi_umul(bits, bi_cost_mul(S, a.len)));
}

uint64_t bi_cost_powmod(bi_view a, bi_view e, bi_view m)
{
    uint64_t mn = m.len, bits = bi_bit_length(e) + 1;
    uint64_t step = bi_uadd(bi_cost_mul(mn, mn), bi_cost_divmod(2 * mn, mn));
    uint64_t c = bi_umul(bi_umul(2, bits), step);
    c = bi_uadd(c, bi_cost_divmod(bi_max(a.len, mn), mn));
    if (e.neg)
        c = bi_uadd(c, bi_cost_gcd(mn, mn));
    return c;
}
