/*
 * bigint_bits.c - shifts, bitwise operations with Python's infinite two's
 * complement semantics on sign-magnitude numbers, bit counts, hash() and
 * int.to_bytes / int.from_bytes.
 */
#include "bigint_impl.h"

/* ---- shifts ----------------------------------------------------------- */

size_t bi_lshift_size(size_t alen, uint64_t n)
{
    uint64_t whole = n / BI_DIGIT_BITS;
    if (alen == 0)
        return 1; /* 0 << n is 0 for any n, as in CPython */
    if (whole >= SIZE_MAX)
        return SIZE_MAX;
    return bi_sadd(bi_sadd(alen, (size_t)whole), 1);
}

void bi_lshift(bi_view a, uint64_t n, bi_out *r)
{
    if (a.len == 0) {
        bi_set(r, 0, false);
        return;
    }
    size_t whole = (size_t)(n / BI_DIGIT_BITS);
    int s = (int)(n % BI_DIGIT_BITS);
    memset(r->d, 0, whole * sizeof *r->d);
    r->d[whole + a.len] = bi_mpn_lshift(r->d + whole, a.d, a.len, s);
    bi_set(r, whole + a.len + 1, a.neg);
}

size_t bi_rshift_size(size_t alen, uint64_t n)
{
    uint64_t whole = n / BI_DIGIT_BITS;
    /* One more than the digits kept: flooring a negative can carry. */
    if (whole >= alen)
        return 1;
    return alen - (size_t)whole + 1;
}

void bi_rshift(bi_view a, uint64_t n, bi_out *r)
{
    uint64_t whole = n / BI_DIGIT_BITS;
    int s = (int)(n % BI_DIGIT_BITS);
    bool lost = false;
    size_t len = 0;
    if (whole < a.len) {
        size_t w = (size_t)whole;
        len = a.len - w;
        if (a.neg) {
            for (size_t i = 0; i < w && !lost; i++)
                lost = a.d[i] != 0;
        }
        lost |= bi_mpn_rshift(r->d, a.d + w, len, s) != 0;
    } else {
        lost = a.len > 0;
    }
    /* Floor for negatives: -(|a| >> n) - 1 when bits were shifted out. */
    if (a.neg && lost) {
        size_t i = 0;
        for (; i < len; i++) {
            if (++r->d[i] != 0)
                break;
        }
        if (i == len)
            r->d[len++] = 1;
    }
    bi_set(r, len, a.neg);
}

/* ---- bitwise ---------------------------------------------------------- */

size_t bi_bitwise_size(size_t alen, size_t blen)
{
    return bi_sadd(bi_max(alen, blen), 1);
}

/* Streams the two's complement digits of a value: for a negative one,
 * ~|a| + 1, extended with all-ones. */
typedef struct tc_stream {
    const bi_digit *d;
    size_t len;
    bool neg;
    bi_twodigit carry;
} tc_stream;

static tc_stream tc_open(bi_view a)
{
    tc_stream t = { a.d, a.len, a.neg, 1 };
    return t;
}

static bi_digit tc_next(tc_stream *t, size_t i)
{
    bi_digit d = i < t->len ? t->d[i] : 0;
    if (!t->neg)
        return d;
    bi_twodigit v = (bi_twodigit)(bi_digit)~d + t->carry;
    t->carry = v >> BI_DIGIT_BITS;
    return (bi_digit)v;
}

enum { OP_AND, OP_OR, OP_XOR };

static void bitwise(bi_view a, bi_view b, int op, bi_out *r)
{
    size_t n = bi_max(a.len, b.len) + 1;
    tc_stream ta = tc_open(a), tb = tc_open(b);
    bool neg;
    switch (op) {
    case OP_AND: neg = a.neg && b.neg; break;
    case OP_OR: neg = a.neg || b.neg; break;
    default: neg = a.neg != b.neg; break;
    }
    for (size_t i = 0; i < n; i++) {
        bi_digit x = tc_next(&ta, i), y = tc_next(&tb, i);
        r->d[i] = op == OP_AND ? x & y : op == OP_OR ? x | y : x ^ y;
    }
    if (neg) {
        /* Back to a magnitude: ~r + 1. The top digit is all-ones sign
         * extension, so the magnitude fits n digits. */
        bi_twodigit c = 1;
        for (size_t i = 0; i < n; i++) {
            c += (bi_digit)~r->d[i];
            r->d[i] = (bi_digit)c;
            c >>= BI_DIGIT_BITS;
        }
    }
    bi_set(r, n, neg);
}

void bi_and(bi_view a, bi_view b, bi_out *r) { bitwise(a, b, OP_AND, r); }
void bi_or(bi_view a, bi_view b, bi_out *r) { bitwise(a, b, OP_OR, r); }
void bi_xor(bi_view a, bi_view b, bi_out *r) { bitwise(a, b, OP_XOR, r); }

void bi_invert(bi_view a, bi_out *r)
{
    /* ~a == -(a + 1) */
    static const bi_digit one = 1;
    bi_view v1 = { &one, 1, false };
    if (a.len == 0) {
        /* bi_add would want two digits for 0 + 1; ~0 == -1. */
        r->d[0] = 1;
        bi_set(r, 1, true);
        return;
    }
    bi_add(a, v1, r);
    r->neg = r->len ? !r->neg : false;
}

/* ---- bits and hash ---------------------------------------------------- */

uint64_t bi_bit_count(bi_view a)
{
    uint64_t n = 0;
    for (size_t i = 0; i < a.len; i++)
        n += (uint64_t)__builtin_popcount(a.d[i]);
    return n;
}

/* CPython's numeric hash: the value mod P = 2^61 - 1. Since 2^61 == 1 mod
 * P, multiplying by 2^32 is a 61-bit rotation left by 32. */
int64_t bi_hash(bi_view a)
{
    const uint64_t P = ((uint64_t)1 << 61) - 1;
    uint64_t x = 0;
    for (size_t i = a.len; i-- > 0;) {
        x = ((x << BI_DIGIT_BITS) & P) | (x >> (61 - BI_DIGIT_BITS));
        x += a.d[i];
        if (x >= P)
            x -= P;
    }
    int64_t h = (int64_t)x;
    if (a.neg)
        h = -h;
    return h == -1 ? -2 : h;
}

/* ---- bytes ------------------------------------------------------------ */

bi_status bi_to_bytes(bi_view a, uint8_t *buf, size_t len, bool little,
                      bool is_signed)
{
    if (a.neg && !is_signed)
        return BI_ENEGATIVE;
    /* Fits when bit_length < 8*len for signed (with the exception of
     * -2^(8len-1)), <= 8*len for unsigned. Check by producing the bytes
     * and looking at what is left over. */
    tc_stream t = tc_open(a);
    bi_digit cur = 0;
    size_t nd = 0;
    uint8_t last = 0;
    for (size_t i = 0; i < len; i++) {
        if (i % 4 == 0)
            cur = tc_next(&t, nd++);
        last = (uint8_t)(cur >> (8 * (i % 4)));
        buf[little ? i : len - 1 - i] = last;
    }
    /* Remaining bits must all equal the sign extension. */
    bi_digit ext = a.neg ? 0xFFFFFFFFu : 0;
    size_t used = len % 4;
    if (used) {
        bi_digit restmask = 0xFFFFFFFFu << (8 * used);
        if ((cur & restmask) != (ext & restmask))
            return BI_EOVERFLOW;
    }
    for (size_t i = nd; i < a.len + 1; i++) {
        if (tc_next(&t, i) != ext)
            return BI_EOVERFLOW;
    }
    /* The written sign bit must match. CPython skips this for len == 0,
     * so (-1).to_bytes(0, 'big', signed=True) == b'': kept for fidelity. */
    if (is_signed && len > 0 && ((last & 0x80) != 0) != a.neg)
        return BI_EOVERFLOW;
    return BI_OK;
}

size_t bi_from_bytes_size(size_t len)
{
    return len / 4 + 2;
}

void bi_from_bytes(const uint8_t *buf, size_t len, bool little,
                   bool is_signed, bi_out *r)
{
    size_t n = len / 4 + 1;
    memset(r->d, 0, n * sizeof *r->d);
    for (size_t i = 0; i < len; i++) {
        uint8_t byte = buf[little ? i : len - 1 - i];
        r->d[i / 4] |= (bi_digit)byte << (8 * (i % 4));
    }
    bool neg = is_signed && len > 0 && (buf[little ? len - 1 : 0] & 0x80);
    if (neg) {
        /* Value = bytes - 2^(8 len): magnitude = 2^(8 len) - bytes,
         * i.e. the two's complement of the bytes within 8*len bits. */
        for (size_t i = len; i < 4 * n; i++)
            r->d[i / 4] |= (bi_digit)0xFF << (8 * (i % 4));
        bi_twodigit c = 1;
        for (size_t i = 0; i < n; i++) {
            c += (bi_digit)~r->d[i];
            r->d[i] = (bi_digit)c;
            c >>= BI_DIGIT_BITS;
        }
    }
    bi_set(r, n, neg);
}
