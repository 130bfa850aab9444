/*
 * numfmt_parse.c - the printf-style '%' layout of str % args, float(),
 * float.hex/fromhex/as_integer_ratio, round(float, n) and float % and //.
 * The decimal digit machinery is in numfmt.c.
 */
#include "numfmt_int.h"
#include "objects/text/utext.h"

#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool is_ascii_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' ||
           c == '\r';
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }

/* ---- printf-style conversions -------------------------------------------- */

bool nf_pct_parse(const char *fmt, size_t nbytes, size_t *pos,
                  size_t cp_index, nf_pct *out, nf_error *err)
{
    size_t i = *pos + 1;            /* past the '%' */
    size_t cpi = cp_index + 1;
    out->flags = 0;
    out->width = -1;
    out->precision = -1;
    out->key_start = out->key_end = 0;
    out->conv = 0;
    out->conv_index = 0;
    if (i >= nbytes)
        return nf_fail(err, NF_VALUE_ERROR, "incomplete format");
    if (fmt[i] == '%') {
        out->conv = '%';
        out->conv_index = cpi;
        *pos = i + 1;
        return true;
    }
    if (fmt[i] == '(') {
        /* The key runs to the matching ')'; parentheses nest. Non-ASCII
         * bytes are never '(' or ')', so a byte scan is a code-point scan
         * as long as we count code points as we go. */
        int depth = 1;
        i++;
        cpi++;
        out->key_start = i;
        while (depth > 0 && i < nbytes) {
            char c = fmt[i];
            if (c == ')')
                depth--;
            else if (c == '(')
                depth++;
            if (((unsigned char)c & 0xC0) != 0x80)
                cpi++;
            i++;
        }
        if (depth > 0)
            return nf_fail(err, NF_VALUE_ERROR, "incomplete format key");
        out->key_end = i - 1;  /* >= key_start >= 2, so never 0 */
    }
    for (; i < nbytes; i++, cpi++) {
        char c = fmt[i];
        if (c == '-')
            out->flags |= NF_PCT_LEFT;
        else if (c == '+')
            out->flags |= NF_PCT_PLUS;
        else if (c == ' ')
            out->flags |= NF_PCT_SPACE;
        else if (c == '#')
            out->flags |= NF_PCT_ALT;
        else if (c == '0')
            out->flags |= NF_PCT_ZERO;
        else
            break;
    }
    if (i < nbytes && fmt[i] == '*') {
        out->width = NF_PCT_STAR;
        i++;
        cpi++;
    } else if (i < nbytes && is_digit(fmt[i])) {
        int64_t w = 0;
        for (; i < nbytes && is_digit(fmt[i]); i++, cpi++) {
            int d = fmt[i] - '0';
            if (w > (INT64_MAX - d) / 10)
                return nf_fail(err, NF_VALUE_ERROR, "width too big");
            w = w * 10 + d;
        }
        out->width = w;
    }
    if (i < nbytes && fmt[i] == '.') {
        out->precision = 0;
        i++;
        cpi++;
        if (i < nbytes && fmt[i] == '*') {
            out->precision = NF_PCT_STAR;
            i++;
            cpi++;
        } else if (i < nbytes && is_digit(fmt[i])) {
            int64_t p = 0;
            for (; i < nbytes && is_digit(fmt[i]); i++, cpi++) {
                int d = fmt[i] - '0';
                if (p > (INT_MAX - d) / 10)
                    return nf_fail(err, NF_VALUE_ERROR, "precision too big");
                p = p * 10 + d;
            }
            out->precision = p;
        }
    }
    if (i < nbytes && (fmt[i] == 'h' || fmt[i] == 'l' || fmt[i] == 'L')) {
        i++;
        cpi++;
    }
    if (i >= nbytes)
        return nf_fail(err, NF_VALUE_ERROR, "incomplete format");
    uint32_t conv;
    i += ut_decode(fmt, nbytes, i, &conv);
    out->conv = conv;
    out->conv_index = cpi;
    *pos = i;
    return true;
}

void nf_pct_unsupported(const nf_pct *p, nf_error *err)
{
    uint32_t c = p->conv;
    nf_fail(err, NF_VALUE_ERROR,
            "unsupported format character '%c' (0x%x) at index %zu",
            (c >= 31 && c <= 126) ? (char)c : '?', (unsigned)c, p->conv_index);
}

size_t nf_pct_size(const nf_pct *p, size_t value_len)
{
    size_t w = p->width > 0 ? (size_t)p->width : 0;
    /* a precision pads a number with zeros, but only cuts a str (%s %r %a %c) */
    bool cuts = p->conv == 's' || p->conv == 'r' || p->conv == 'a' || p->conv == 'c';
    size_t prec = p->precision > 0 && !cuts ? (size_t)p->precision : 0;
    size_t body = value_len + prec + 420;
    if (body < value_len)
        return SIZE_MAX;
    return body + w < body ? SIZE_MAX : body + w;
}

int nf_pct_base(const nf_pct *p)
{
    switch (p->conv) {
    case 'o': return 8;
    case 'x': case 'X': return 16;
    default: return 10;
    }
}

/*
 * CPython's unicode_format_arg_output: pad `text` (nchars code points; for
 * numbers it may start with '-' and, with '#', carry a "0x"/"0o" prefix
 * after the sign) to the width.
 */
static bool pct_output(const nf_pct *p, const char *text, size_t nbytes,
                       size_t nchars, bool numeric, tbuf *out, nf_error *err)
{
    size_t len0 = out->len;
    int64_t width = p->width < 0 ? -1 : p->width;
    int64_t len = (int64_t)nchars;
    size_t i = 0;
    char fill = (numeric && (p->flags & NF_PCT_ZERO)) ? '0' : ' ';
    char signchar = 0;
    bool sign = numeric;
    bool prefix = (p->flags & NF_PCT_ALT) &&
                  (p->conv == 'x' || p->conv == 'X' || p->conv == 'o');
    if (sign) {
        if (nbytes > 0 && (text[0] == '-' || text[0] == '+')) {
            signchar = text[0];
            len--;
            i++;
        } else if (p->flags & NF_PCT_PLUS) {
            signchar = '+';
        } else if (p->flags & NF_PCT_SPACE) {
            signchar = ' ';
        } else {
            sign = false;
        }
    }
    if (width < len)
        width = len;
    if (sign) {
        if (fill != ' ' && !tb_putc(out, signchar))
            return nf_nomem(err, out, len0);
        if (width > len)
            width--;
    }
    if (prefix) {
        if (fill != ' ') {
            if (!tb_put(out, text + i, 2))
                return nf_nomem(err, out, len0);
            i += 2;
        }
        width -= 2;
        if (width < 0)
            width = 0;
        len -= 2;
    }
    if (width > len && !(p->flags & NF_PCT_LEFT)) {
        if (!nf_put_fill(out, (uint32_t)fill, width - len))
            return nf_nomem(err, out, len0);
        width = len;
    }
    if (fill == ' ') {
        if (sign && !tb_putc(out, signchar))
            return nf_nomem(err, out, len0);
        if (prefix) {
            if (!tb_put(out, text + i, 2))
                return nf_nomem(err, out, len0);
            i += 2;
        }
    }
    if (!tb_put(out, text + i, nbytes - i))
        return nf_nomem(err, out, len0);
    if (width > len && !nf_put_fill(out, ' ', width - len))
        return nf_nomem(err, out, len0);
    return true;
}

bool nf_pct_int(const nf_pct *p, bool negative, const char *digits,
                size_t ndigits, tbuf *out, nf_error *err)
{
    /* _PyUnicode_FormatLong: [-][0x]<zeros to precision><digits>, upper
     * case for 'X', then the layout above. Build it in out as scratch. */
    size_t len0 = out->len;
    int64_t prec = p->precision < 0 ? 0 : p->precision;
    size_t zeros = (uint64_t)prec > ndigits ? (size_t)prec - ndigits : 0;
    bool prefix = (p->flags & NF_PCT_ALT) &&
                  (p->conv == 'x' || p->conv == 'X' || p->conv == 'o');
    size_t n = (negative ? 1 : 0) + (prefix ? 2 : 0) + zeros + ndigits;
    /* Scratch copy then the layout; the layout reads scratch while it
     * writes before it, so place scratch past the final size. */
    int64_t width = p->width < 0 ? 0 : p->width;
    size_t final = n + (size_t)width + 1;  /* + a sign from a flag */
    if (final < n || !tb_reserve(out, final + n))
        return nf_nomem(err, out, len0);
    char *s = out->data + len0 + final;
    size_t k = 0;
    if (negative)
        s[k++] = '-';
    if (prefix) {
        s[k++] = '0';
        s[k++] = p->conv == 'o' ? 'o' : 'x';
    }
    memset(s + k, '0', zeros);
    k += zeros;
    memcpy(s + k, digits, ndigits);
    k += ndigits;
    if (p->conv == 'X')
        for (size_t j = 0; j < k; j++)
            if (s[j] >= 'a' && s[j] <= 'z')
                s[j] = (char)(s[j] - 'a' + 'A');
    return pct_output(p, s, k, k, true, out, err);
}

bool nf_pct_float(const nf_pct *p, double x, tbuf *out, nf_error *err)
{
    size_t len0 = out->len;
    int64_t prec = p->precision < 0 ? 6 : p->precision;
    if (prec > INT_MAX)
        return nf_fail(err, NF_VALUE_ERROR, "precision too big");
    char code = (char)p->conv;
    if (!nf_double_to_string(x, code, prec, (p->flags & NF_PCT_ALT) ? NF_DTSF_ALT : 0, out))
        return nf_nomem(err, out, len0);
    size_t n = out->len - len0;
    /* Move the text past the final layout's size, then lay it out. */
    int64_t width = p->width < 0 ? 0 : p->width;
    size_t final = n + (size_t)width + 1;  /* + a sign from a flag */
    if (!tb_reserve(out, final + n - (out->len - len0)))
        return nf_nomem(err, out, len0);
    memmove(out->data + len0 + final, out->data + len0, n);
    out->len = len0;
    return pct_output(p, out->data + len0 + final, n, n, true, out, err);
}

bool nf_pct_str(const nf_pct *p, const char *s, size_t nbytes, size_t ncp,
                tbuf *out, nf_error *err)
{
    if (p->precision >= 0 && (uint64_t)p->precision < ncp &&
        (p->conv == 's' || p->conv == 'r' || p->conv == 'a')) {
        nbytes = ut_offset(s, nbytes, ncp == nbytes, (size_t)p->precision);
        ncp = (size_t)p->precision;
    }
    return pct_output(p, s, nbytes, ncp, false, out, err);
}

/* ---- float() -------------------------------------------------------------- */

/* "inf", "infinity", "nan" (any case) at s, with an optional sign; returns
 * the bytes used (0: none). */
static size_t parse_inf_nan(const char *s, size_t n, double *out)
{
    size_t i = 0;
    bool neg = false;
    if (i < n && (s[i] == '+' || s[i] == '-')) {
        neg = s[i] == '-';
        i++;
    }
    if (n - i >= 8 && strncasecmp(s + i, "infinity", 8) == 0) {
        *out = neg ? -HUGE_VAL : HUGE_VAL;
        return i + 8;
    }
    if (n - i >= 3 && strncasecmp(s + i, "inf", 3) == 0) {
        *out = neg ? -HUGE_VAL : HUGE_VAL;
        return i + 3;
    }
    if (n - i >= 3 && strncasecmp(s + i, "nan", 3) == 0) {
        *out = neg ? -NAN : NAN;
        return i + 3;
    }
    return 0;
}

bool nf_parse_float(const char *s, size_t n, double *out)
{
    /* Underscores: only between digits (CPython checks this on the whole
     * text, whitespace included). */
    char prev = 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '\0')
            return false;
        if (c == '_' && !is_digit(prev))
            return false;
        if (c != '_' && prev == '_' && !is_digit(c))
            return false;
        prev = c;
    }
    if (prev == '_')
        return false;
    size_t a = 0, b = n;
    while (a < b && is_ascii_space(s[a]))
        a++;
    while (b > a && is_ascii_space(s[b - 1]))
        b--;
    if (a == b)
        return false;
    size_t used = parse_inf_nan(s + a, b - a, out);
    if (used)
        return used == b - a;

    /* Decimal: sign, digits [. digits] [e sign digits]. Build the radix-free
     * "DIGITSe-N" for strtod, keeping at most NF_EXACT_DIGITS significant
     * digits and a sticky '1' for anything non-zero past them: enough to
     * round every double correctly (halfway points have <= 767 digits). */
    char buf[NF_EXACT_DIGITS + 40];
    size_t k = 0, i = a;
    if (s[i] == '+' || s[i] == '-') {
        if (s[i] == '-')
            buf[k++] = '-';
        i++;
    }
    int64_t exp_adj = 0;      /* decimal exponent correction */
    size_t sig = 0;           /* significant digits kept */
    bool sticky = false, any = false, seen_nonzero = false;
    for (int part = 0; part < 2; part++) {
        for (; i < b && (is_digit(s[i]) || s[i] == '_'); i++) {
            if (s[i] == '_')
                continue;
            any = true;
            if (!seen_nonzero && s[i] == '0') {
                if (part == 1)
                    exp_adj--;
                continue;
            }
            seen_nonzero = true;
            if (sig < NF_EXACT_DIGITS) {
                buf[k++] = s[i];
                sig++;
                if (part == 1)
                    exp_adj--;
            } else {
                if (s[i] != '0')
                    sticky = true;
                if (part == 0)
                    exp_adj++;
            }
        }
        if (part == 0) {
            if (i < b && s[i] == '.')
                i++;
            else
                break;
        }
    }
    if (!any)
        return false;
    int64_t e = 0;
    if (i < b && (s[i] == 'e' || s[i] == 'E')) {
        i++;
        bool eneg = false;
        if (i < b && (s[i] == '+' || s[i] == '-')) {
            eneg = s[i] == '-';
            i++;
        }
        if (i >= b || !is_digit(s[i]))
            return false;
        for (; i < b && (is_digit(s[i]) || s[i] == '_'); i++) {
            if (s[i] == '_')
                continue;
            if (e < 100000000)
                e = e * 10 + (s[i] - '0');
        }
        if (eneg)
            e = -e;
    }
    if (i != b)
        return false;
    if (sig == 0)
        buf[k++] = '0';
    if (sticky)
        buf[k++] = '1', exp_adj--;
    snprintf(buf + k, sizeof buf - k, "e%lld", (long long)(e + exp_adj));
    *out = strtod(buf, NULL);
    return true;
}

/* ---- float.hex / float.fromhex --------------------------------------------- */

size_t nf_float_hex(double x, char out[NF_HEX_MAX])
{
    if (isnan(x) || isinf(x))
        return nf_float_repr(x, out);
    if (x == 0.0)
        return (size_t)snprintf(out, NF_HEX_MAX, "%s0x0.0p+0", signbit(x) ? "-" : "");
    int e;
    double m = frexp(fabs(x), &e);
    int shift = 1 - (DBL_MIN_EXP - e > 0 ? DBL_MIN_EXP - e : 0);
    m = ldexp(m, shift);
    e -= shift;
    char digits[20];
    int k = 0;
    static const char hex[] = "0123456789abcdef";
    digits[k++] = hex[(int)m];
    m -= (int)m;
    digits[k++] = '.';
    for (int i = 0; i < (DBL_MANT_DIG - 1) / 4; i++) {
        m *= 16.0;
        digits[k++] = hex[(int)m];
        m -= (int)m;
    }
    digits[k] = '\0';
    return (size_t)snprintf(out, NF_HEX_MAX, "%s0x%sp%c%d", x < 0 ? "-" : "",
                            digits, e < 0 ? '-' : '+', e < 0 ? -e : e);
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/*
 * float.fromhex: [ws] [sign] ['0x'] hexdigits ['.' hexdigits] ['p' [sign]
 * digits] [ws], or inf/nan. Rounds half to even at the 53rd bit (or at the
 * subnormal boundary) like CPython.
 */
bool nf_float_fromhex(const char *s, size_t n, double *out, nf_error *err)
{
    static const char bad[] = "invalid hexadecimal floating-point string";
    size_t i = 0;
    while (i < n && is_ascii_space(s[i]))
        i++;
    double x;
    bool neg = false;
    size_t used = parse_inf_nan(s + i, n - i, &x);
    if (used) {
        i += used;
        goto finished;
    }
    if (i < n && (s[i] == '-' || s[i] == '+')) {
        neg = s[i] == '-';
        i++;
    }
    if (i + 1 < n && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X'))
        i += 2;
    size_t int_start = i;
    while (i < n && hexval(s[i]) >= 0)
        i++;
    size_t int_end = i, frac_start = i, frac_end = i;
    if (i < n && s[i] == '.') {
        i++;
        frac_start = i;
        while (i < n && hexval(s[i]) >= 0)
            i++;
        frac_end = i;
    }
    int64_t ndigits = (int64_t)(int_end - int_start + frac_end - frac_start);
    int64_t fdigits = (int64_t)(frac_end - frac_start);
    if (ndigits == 0)
        return nf_fail(err, NF_VALUE_ERROR, bad);
    if (ndigits > (int64_t)1 << 40)
        return nf_fail(err, NF_OVERFLOW_ERROR, "hexadecimal string too long to convert");
    int64_t exp = 0;
    if (i < n && (s[i] == 'p' || s[i] == 'P')) {
        i++;
        bool eneg = false;
        if (i < n && (s[i] == '-' || s[i] == '+')) {
            eneg = s[i] == '-';
            i++;
        }
        if (i >= n || !is_digit(s[i]))
            return nf_fail(err, NF_VALUE_ERROR, bad);
        for (; i < n && is_digit(s[i]); i++)
            if (exp < ((int64_t)1 << 50))
                exp = exp * 10 + (s[i] - '0');
        if (eneg)
            exp = -exp;
    }
    /* digit(j): the j-th least significant hex digit of the coefficient. */
#define HEXDIGIT(j) hexval((j) < fdigits ? s[frac_end - 1 - (size_t)(j)] \
                                         : s[int_end - 1 - (size_t)((j) - fdigits)])
    while (ndigits > 0 && HEXDIGIT(ndigits - 1) == 0)
        ndigits--;
    if (ndigits == 0 || exp < -((int64_t)1 << 49)) {
        x = 0.0;
        goto finished;
    }
    if (exp > ((int64_t)1 << 49))
        goto overflow;
    exp -= 4 * fdigits;
    {
        /* top_exp: one more than the exponent of the top set bit. */
        int64_t top_exp = exp + 4 * (ndigits - 1);
        for (int d = HEXDIGIT(ndigits - 1); d != 0; d /= 2)
            top_exp++;
        if (top_exp < DBL_MIN_EXP - DBL_MANT_DIG) {
            x = 0.0;
            goto finished;
        }
        if (top_exp > DBL_MAX_EXP)
            goto overflow;
        /* lsb: the exponent of the last bit the double can hold. */
        int64_t lsb = (top_exp > DBL_MIN_EXP ? top_exp : DBL_MIN_EXP) - DBL_MANT_DIG;
        x = 0.0;
        if (exp >= lsb) {
            for (int64_t j = ndigits - 1; j >= 0; j--)
                x = 16.0 * x + HEXDIGIT(j);
            x = ldexp(x, (int)exp);
            goto finished;
        }
        int half = 1 << (int)((lsb - exp - 1) % 4);
        int64_t key = (lsb - exp - 1) / 4;
        for (int64_t j = ndigits - 1; j > key; j--)
            x = 16.0 * x + HEXDIGIT(j);
        int d = HEXDIGIT(key);
        x = 16.0 * x + (double)(d & (16 - 2 * half));
        if (d & half) {
            /* Round half to even: up if any lower bit is set, or if the
             * kept bit above the half is odd. */
            bool up = false;
            if ((d & (3 * half - 1)) != 0 ||
                (half == 8 && key + 1 < ndigits && (HEXDIGIT(key + 1) & 1)))
                up = true;
            else
                for (int64_t j = key - 1; j >= 0; j--)
                    if (HEXDIGIT(j) != 0) {
                        up = true;
                        break;
                    }
            if (up) {
                x += 2 * half;
                if (top_exp == DBL_MAX_EXP &&
                    x == ldexp((double)(2 * half), DBL_MANT_DIG))
                    goto overflow;
            }
        }
        x = ldexp(x, (int)(exp + 4 * key));
    }
#undef HEXDIGIT
finished:
    while (i < n && is_ascii_space(s[i]))
        i++;
    if (i != n)
        return nf_fail(err, NF_VALUE_ERROR, bad);
    *out = neg ? -x : x;
    return true;
overflow:
    return nf_fail(err, NF_OVERFLOW_ERROR,
                   "hexadecimal value too large to represent as a float");
}

/* ---- as_integer_ratio, round, mod ----------------------------------------- */

bool nf_float_as_ratio(double x, nf_ratio *out, nf_error *err)
{
    if (isinf(x))
        return nf_fail(err, NF_OVERFLOW_ERROR, "cannot convert Infinity to integer ratio");
    if (isnan(x))
        return nf_fail(err, NF_VALUE_ERROR, "cannot convert NaN to integer ratio");
    out->num_shift = out->den_shift = 0;
    if (x == 0.0) {
        out->mantissa = 0;
        return true;
    }
    int e;
    double m = frexp(x, &e);       /* x = m * 2**e, 0.5 <= |m| < 1 */
    int64_t mi = (int64_t)ldexp(m, 53);
    e -= 53;
    while ((mi & 1) == 0) {
        mi /= 2;
        e++;
    }
    out->mantissa = mi;
    if (e >= 0)
        out->num_shift = e;
    else
        out->den_shift = -e;
    return true;
}

bool nf_float_round(double x, int64_t ndigits, double *out, nf_error *err)
{
    /* Past these, x rounds to itself or to a zero of its sign (the bounds
     * of CPython's float.__round__). */
    const int64_t ndigits_max = (int64_t)((DBL_MANT_DIG - DBL_MIN_EXP) * 0.30103);
    const int64_t ndigits_min = -(int64_t)((DBL_MAX_EXP + 1) * 0.30103);
    if (!isfinite(x) || ndigits > ndigits_max) {
        *out = x;
        return true;
    }
    if (ndigits < ndigits_min) {
        *out = 0.0 * x;
        return true;
    }
    char digits[NF_EXACT_MAX + 2];
    int decpt;
    int nd = nf_fp_digits(x, true, ndigits, digits, &decpt);
    char buf[NF_EXACT_MAX + 40];
    snprintf(buf, sizeof buf, "%s0%se%d", signbit(x) ? "-" : "", digits, decpt - nd);
    errno = 0;
    double r = strtod(buf, NULL);
    if (errno == ERANGE && fabs(r) >= 1.0)
        return nf_fail(err, NF_OVERFLOW_ERROR, "rounded value too large to represent");
    *out = r;
    return true;
}

/* CPython's _float_div_mod: the remainder takes the sign of y. */
static void div_mod(double vx, double wx, double *floordiv, double *mod)
{
    double m = fmod(vx, wx);
    double div = (vx - m) / wx;
    if (m) {
        if ((wx < 0) != (m < 0)) {
            m += wx;
            div -= 1.0;
        }
    } else {
        m = copysign(0.0, wx);
    }
    if (div) {
        double fl = floor(div);
        if (div - fl > 0.5)
            fl += 1.0;
        *floordiv = fl;
    } else {
        *floordiv = copysign(0.0, vx / wx);
    }
    *mod = m;
}

bool nf_float_mod(double x, double y, double *out, nf_error *err)
{
    if (y == 0.0)
        return nf_fail(err, NF_ZERO_DIVISION_ERROR, "float modulo");
    double m = fmod(x, y);
    if (m) {
        if ((y < 0) != (m < 0))
            m += y;
    } else {
        m = copysign(0.0, y);
    }
    *out = m;
    return true;
}

bool nf_float_floordiv(double x, double y, double *out, nf_error *err)
{
    if (y == 0.0)
        return nf_fail(err, NF_ZERO_DIVISION_ERROR, "float floor division by zero");
    double m;
    div_mod(x, y, out, &m);
    return true;
}

bool nf_float_divmod(double x, double y, double *quot, double *rem,
                     nf_error *err)
{
    if (y == 0.0)
        return nf_fail(err, NF_ZERO_DIVISION_ERROR, "float divmod()");
    div_mod(x, y, quot, rem);
    return true;
}
