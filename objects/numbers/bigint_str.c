/*
 * bigint_str.c - ints to and from text: str/bin/oct/hex output, and
 * int(s, base) parsing with CPython 3.11's rules, including the
 * integer-string conversion length limit.
 *
 * Decimal conversion is the classic quadratic one (chunks of 10^9). That
 * is what the 4300-digit limit exists for: under it a conversion is a few
 * hundred thousand digit steps, and bi_cost_str charges the rest.
 */
#include "bigint_impl.h"

static const char digit_chars[] = "0123456789abcdefghijklmnopqrstuvwxyz";

/* log2 of a power-of-two base, 0 otherwise. */
static int pow2_shift(int base)
{
    switch (base) {
    case 2: return 1;
    case 4: return 2;
    case 8: return 3;
    case 16: return 4;
    case 32: return 5;
    default: return 0;
    }
}

/* Bits per char rounded up: log2(base) <= this. */
static unsigned bits_per_char(int base)
{
    unsigned k = 1;
    while (((unsigned)1 << k) < (unsigned)base)
        k++;
    return k;
}

/* 1234/4096 > log10(2): an upper bound of the decimal digits of a
 * bits-bit number (plus one for rounding). */
static uint64_t dec_digits_upper(uint64_t bits)
{
    return bits / 4096 * 1234 + (bits % 4096) * 1234 / 4096 + 1;
}

/* 1233/4096 < log10(2): a lower bound, valid for bits >= 1 since
 * 2^(bits-1) has floor((bits-1) log10 2) + 1 digits. */
static uint64_t dec_digits_lower(uint64_t bits)
{
    uint64_t b = bits - 1;
    return b / 4096 * 1233 + (b % 4096) * 1233 / 4096 + 1;
}

size_t bi_to_str_size(bi_view a, int base)
{
    uint64_t bits = bi_bit_length(a), chars;
    int k = pow2_shift(base);
    if (k)
        chars = (bits + (uint64_t)k - 1) / (uint64_t)k;
    else
        chars = dec_digits_upper(bits);
    chars += 2; /* sign, and "0" for zero */
    return chars >= SIZE_MAX ? SIZE_MAX : (size_t)chars;
}

bi_status bi_to_str(bi_view a, int base, char *buf, size_t cap,
                    size_t *outlen, size_t limit, const bi_alloc *al)
{
    int k = pow2_shift(base);
    if (base != 10 && (k == 0 || k == 2 || k == 5))
        return BI_EVALUE;
    if (a.len == 0) {
        buf[0] = '0';
        *outlen = 1;
        return BI_OK;
    }
    char *end = buf + cap, *p = end;
    if (k) {
        /* Each char is k bits from the bottom up. */
        uint64_t bits = bi_bit_length(a);
        for (uint64_t pos = 0; pos < bits; pos += (uint64_t)k) {
            size_t di = (size_t)(pos / BI_DIGIT_BITS);
            int off = (int)(pos % BI_DIGIT_BITS);
            bi_twodigit w = a.d[di];
            if (di + 1 < a.len)
                w |= (bi_twodigit)a.d[di + 1] << BI_DIGIT_BITS;
            *--p = digit_chars[(w >> off) & (((bi_twodigit)1 << k) - 1)];
        }
    } else {
        uint64_t bits = bi_bit_length(a);
        if (limit > 0 && dec_digits_lower(bits) > limit)
            return BI_ELIMIT;
        bi_digit *t = bi_scratch(al, a.len);
        if (!t)
            return BI_ENOMEM;
        memcpy(t, a.d, a.len * sizeof *t);
        size_t n = a.len;
        while (n > 0) {
            bi_digit chunk = bi_mpn_divrem_1(t, n, 1000000000u);
            n = bi_norm(t, n);
            for (int i = 0; i < 9; i++) {
                if (n == 0 && chunk == 0)
                    break;
                *--p = (char)('0' + chunk % 10);
                chunk /= 10;
            }
        }
        bi_release(al, t);
        if (limit > 0 && (size_t)(end - p) > limit)
            return BI_ELIMIT;
    }
    if (a.neg)
        *--p = '-';
    size_t len = (size_t)(end - p);
    memmove(buf, p, len);
    *outlen = len;
    return BI_OK;
}

size_t bi_parse_size(size_t n, int base)
{
    if (base < 2 || base > 36)
        base = 36;
    uint64_t bits = (uint64_t)n * bits_per_char(base);
    if (n > UINT64_MAX / 8)
        return SIZE_MAX;
    uint64_t d = bits / BI_DIGIT_BITS + 2;
    return d >= SIZE_MAX ? SIZE_MAX : (size_t)d;
}

static int digit_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

/* Converts validated digits (underscores skipped) to a magnitude. */
static void convert(const char *s, size_t n, int base, bi_out *r)
{
    size_t len = 0;
    int k = pow2_shift(base);
    if (k) {
        /* Bits from the last char up. */
        /* Same figure as bi_parse_size, which the caller provided. */
        size_t cap = n / BI_DIGIT_BITS * (size_t)k +
                     n % BI_DIGIT_BITS * (size_t)k / BI_DIGIT_BITS + 2;
        memset(r->d, 0, cap * sizeof *r->d);
        uint64_t pos = 0;
        for (size_t i = n; i-- > 0;) {
            if (s[i] == '_')
                continue;
            bi_twodigit v = (bi_twodigit)digit_value(s[i]) << (pos % 32);
            size_t di = (size_t)(pos / BI_DIGIT_BITS);
            r->d[di] |= (bi_digit)v;
            if (v >> BI_DIGIT_BITS)
                r->d[di + 1] |= (bi_digit)(v >> BI_DIGIT_BITS);
            pos += (uint64_t)k;
        }
        bi_set(r, (size_t)(pos / BI_DIGIT_BITS) + 1, false);
        return;
    }
    /* Horner in chunks: the largest power of base below 2^32. */
    bi_digit big = (bi_digit)base;
    int per = 1;
    while ((bi_twodigit)big * (bi_digit)base <= BI_DMASK) {
        big *= (bi_digit)base;
        per++;
    }
    size_t i = 0;
    while (i < n) {
        bi_digit chunk = 0, mult = 1;
        for (int c = 0; c < per && i < n; i++) {
            if (s[i] == '_')
                continue;
            chunk = chunk * (bi_digit)base + (bi_digit)digit_value(s[i]);
            mult *= (bi_digit)base;
            c++;
        }
        bi_digit carry = bi_mpn_mul_1(r->d, r->d, len, mult);
        if (carry)
            r->d[len++] = carry;
        bi_digit one[1] = { chunk };
        if (len == 0) {
            r->d[0] = chunk;
            len = chunk != 0;
        } else {
            carry = bi_mpn_add(r->d, r->d, len, one, 1);
            if (carry)
                r->d[len++] = carry;
        }
    }
    bi_set(r, len, false);
}

bi_status bi_from_digits(const char *s, size_t n, int base, bi_out *r)
{
    if (base < 2 || base > 36 || n == 0)
        return BI_EVALUE;
    for (size_t i = 0; i < n; i++) {
        if (digit_value(s[i]) >= base)
            return BI_EVALUE;
    }
    convert(s, n, base, r);
    return BI_OK;
}

static bool is_space(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

bi_status bi_parse(const char *s, size_t n, int base, size_t limit,
                   bi_out *r, size_t *ndigits)
{
    if (base != 0 && (base < 2 || base > 36))
        return BI_EVALUE;
    const char *p = s, *end = s + n;
    while (p < end && is_space(*p))
        p++;
    bool neg = false;
    if (p < end && (*p == '+' || *p == '-'))
        neg = *p++ == '-';
    /* Base 0 takes the base from the prefix; a bare leading zero means
     * decimal that must be zero (C-style octal is gone). */
    bool zero_only = false;
    char c1 = p + 1 < end ? p[1] : '\0';
    if (base == 0) {
        if (p >= end || *p != '0')
            base = 10;
        else if (c1 == 'x' || c1 == 'X')
            base = 16;
        else if (c1 == 'o' || c1 == 'O')
            base = 8;
        else if (c1 == 'b' || c1 == 'B')
            base = 2;
        else {
            zero_only = true;
            base = 10;
        }
    }
    if (p < end && *p == '0' &&
        ((base == 16 && (c1 == 'x' || c1 == 'X')) ||
         (base == 8 && (c1 == 'o' || c1 == 'O')) ||
         (base == 2 && (c1 == 'b' || c1 == 'B')))) {
        p += 2;
        if (p < end && *p == '_')
            p++; /* one underscore may follow a prefix */
    }
    if (p < end && *p == '_')
        return BI_EVALUE;
    /* The digit run, with single underscores between digits. */
    const char *start = p;
    size_t digits = 0;
    char prev = '\0';
    while (p < end && (*p == '_' || digit_value(*p) < base)) {
        if (*p == '_') {
            if (prev == '_')
                return BI_EVALUE;
        } else {
            digits++;
        }
        prev = *p++;
    }
    if (prev == '_')
        return BI_EVALUE;
    if (ndigits)
        *ndigits = digits;
    if (limit > 0 && digits > limit && !pow2_shift(base))
        return BI_ELIMIT;
    const char *stop = p;
    while (p < end && is_space(*p))
        p++;
    if (digits == 0 || p != end)
        return BI_EVALUE;
    r->len = 0;
    convert(start, (size_t)(stop - start), base, r);
    if (zero_only && r->len != 0)
        return BI_EVALUE;
    r->neg = neg && r->len > 0;
    return BI_OK;
}
