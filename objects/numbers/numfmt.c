/*
 * numfmt.c - float to decimal digits, repr, and the format-spec
 * mini-language (format(), f-strings). The printf-style '%' layout and the
 * parsing side live in numfmt_parse.c.
 *
 * All decimal conversion rests on one primitive, fp_digits(): the decimal
 * digits of a double correctly rounded (half to even on the exact binary
 * value) to a number of significant digits or of places after the point,
 * which is what CPython's _Py_dg_dtoa modes 2 and 3 give. glibc's printf is
 * exact, so the digits come from snprintf("%.*e") with room to see past the
 * rounding position, and from an exact printout (at most 767 significant
 * digits) when what is seen is too close to a tie to decide. Digits are
 * read back out of the printout without looking at the radix character, and
 * strings are handed to strtod in the radix-free form "DIGITSe-N", so the
 * host's locale cannot change a result.
 */
#include "numfmt_int.h"
#include "objects/text/utext.h"

#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- errors ------------------------------------------------------------ */

bool nf_fail(nf_error *err, nf_exc exc, const char *fmt, ...)
{
    if (err) {
        err->exc = exc;
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(err->msg, sizeof err->msg, fmt, ap);
        va_end(ap);
        err->len = n < 0 ? 0 : (size_t)n < sizeof err->msg ? (size_t)n : sizeof err->msg - 1;
    }
    return false;
}

bool nf_nomem(nf_error *err, tbuf *out, size_t len0)
{
    out->len = len0;
    if (err) {
        err->exc = NF_MEMORY;
        err->msg[0] = '\0';
        err->len = 0;
    }
    return false;
}

/* ---- decimal digits ---------------------------------------------------- */

/* A printout of |x| (finite, non-zero): value = 0.D1D2... * 10**decpt. */
typedef struct rawdigits {
    char d[NF_EXACT_MAX];
    int n;          /* digits in d */
    int decpt;
    bool exact;     /* d is the complete expansion (no rounding in it) */
} rawdigits;

static void raw_print(double ax, int sig, rawdigits *r)
{
    /* "%.*e" prints sig digits: d.ddd...e[+-]NN; we skip the radix,
     * whatever the locale made it. */
    char buf[NF_EXACT_MAX + 64];
    snprintf(buf, sizeof buf, "%.*e", sig - 1, ax);
    int n = 0;
    const char *p = buf;
    while (*p && *p != 'e') {
        if (*p >= '0' && *p <= '9')
            r->d[n++] = *p;
        p++;
    }
    r->n = n;
    r->decpt = atoi(p + 1) + 1;
    r->exact = sig >= NF_EXACT_DIGITS;
}

/*
 * Round up (1) or down (0) when keeping r->d[0, need)? -1 when the printout
 * cannot tell (it is not exact and what follows `need` looks like a tie:
 * "5000..." or "4999..."). 0 <= need.
 */
static int round_dir(const rawdigits *r, int64_t need)
{
    if (need >= r->n)
        return 0;
    char first = r->d[need];
    bool rest_zero = true, rest_nine = true;
    for (int i = (int)need + 1; i < r->n; i++) {
        if (r->d[i] != '0')
            rest_zero = false;
        if (r->d[i] != '9')
            rest_nine = false;
    }
    if (!r->exact && ((first == '5' && rest_zero) || (first == '4' && rest_nine)))
        return -1;
    if (first > '5' || (first == '5' && !rest_zero))
        return 1;
    if (first == '5')  /* an exact tie: to even */
        return need > 0 && ((r->d[need - 1] - '0') & 1);
    return 0;
}

/* Copy r->d[0, need) (need <= r->n) to out, add one unit in the last
 * place if up; returns the digit count without trailing zeros. */
static int take_digits(const rawdigits *r, int need, int up, char *out,
                       int *decpt)
{
    int n = need;
    int dp = r->decpt;
    memcpy(out, r->d, (size_t)n);
    if (up) {
        int i = n - 1;
        while (i >= 0 && out[i] == '9')
            out[i--] = '0';
        if (i >= 0) {
            out[i]++;
        } else {
            /* 999 -> 1000: one digit more before the point. */
            out[0] = '1';
            if (n == 0)
                n = 1;
            else
                memset(out + 1, '0', (size_t)(n - 1));
            dp++;
        }
    }
    while (n > 0 && out[n - 1] == '0')
        n--;
    out[n] = '\0';
    *decpt = dp;
    return n;
}

/*
 * Round |x| to `keep` significant digits (keep >= 1), or (fixed) to `keep`
 * places after the point (keep >= 0), half to even on the exact value: what
 * dtoa modes 2 and 3 return. Result in out (no trailing zeros,
 * NUL-terminated) and *decpt; an empty string means that the value rounds to
 * zero in fixed mode (then *decpt = -keep, as dtoa). x == 0 gives "0",
 * decpt 1.
 */
/*
 * Fixed mode in integer arithmetic, exact: ax = m * 2**e with m < 2**53,
 * so ax * 10**keep = m * 10**keep / 2**-e, and its rounding half to even
 * is an integer quotient and a comparison of the remainder with half the
 * divisor. Covers the usual `{:.2f}` of values below 2**63 with at most 19
 * places, whose rounded result fits 64 bits; -1 otherwise (the printout
 * path takes it).
 */
__extension__ typedef unsigned __int128 nf_u128;

static int fixed_digits_exact(double ax, int64_t keep, char *out, int *decpt)
{
    static const uint64_t pow10[20] = {
        1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull, 100000000ull,
        1000000000ull, 10000000000ull, 100000000000ull, 1000000000000ull, 10000000000000ull,
        100000000000000ull, 1000000000000000ull, 10000000000000000ull, 100000000000000000ull,
        1000000000000000000ull, 10000000000000000000ull};
    if (keep < 0 || keep > 19 || !(ax < 9223372036854775808.0) || ax < DBL_MIN)
        return -1;
    int ex;
    double fr = frexp(ax, &ex); /* ax = fr * 2**ex, 0.5 <= fr < 1 */
    uint64_t m = (uint64_t)ldexp(fr, 53);
    int e = ex - 53;
    nf_u128 p = (nf_u128)m * pow10[keep], q;
    if (e >= 0)
        q = p << e; /* ax < 2**63: below 2**127 */
    else {
        int k = -e;
        if (k >= 128)
            q = 0; /* p < 2**117 <= half the divisor: rounds to 0 */
        else {
            nf_u128 one = 1, rem = p & ((one << k) - 1), half = one << (k - 1);
            q = p >> k;
            if (rem > half || (rem == half && (q & 1)))
                q++;
        }
    }
    if (q >> 64)
        return -1;
    uint64_t v = (uint64_t)q;
    if (v == 0) {
        out[0] = '\0';
        *decpt = (int)-keep;
        return 0;
    }
    char buf[24]; /* least significant digit first */
    int len = 0, z = 0;
    for (; v; v /= 10)
        buf[len++] = (char)('0' + v % 10);
    while (buf[z] == '0') /* the number's trailing zeros are dropped */
        z++;
    for (int i = len - 1; i >= z; i--)
        *out++ = buf[i];
    *out = '\0';
    *decpt = len - (int)keep;
    return len - z;
}

int nf_fp_digits(double x, bool fixed, int64_t keep, char *out, int *decpt)
{
    double ax = fabs(x);
    if (ax == 0.0) {
        out[0] = '0';
        out[1] = '\0';
        *decpt = 1;
        return 1;
    }
    if (fixed) {
        int n = fixed_digits_exact(ax, keep, out, decpt);
        if (n >= 0)
            return n;
    }
    rawdigits r;
    int64_t need = keep;
    if (fixed) {
        raw_print(ax, 17, &r);
        need = r.decpt + keep;
    }
    /* 25 digits of context past the rounding point decide all but ties. */
    int64_t sig = need + 25;
    if (sig > NF_EXACT_DIGITS)
        sig = NF_EXACT_DIGITS;
    if (sig < 17)
        sig = 17;
    raw_print(ax, (int)sig, &r);
    for (;;) {
        /* decpt may have moved by a carry in the printout: recompute. */
        need = fixed ? r.decpt + keep : keep;
        if (need < 0) {
            out[0] = '\0';
            *decpt = (int)-keep;
            return 0;
        }
        if (need > r.n)
            need = r.n;
        int dir = round_dir(&r, need);
        if (dir < 0) {
            raw_print(ax, NF_EXACT_DIGITS, &r);
            continue;
        }
        int n = take_digits(&r, (int)need, dir, out, decpt);
        if (n == 0)
            *decpt = (int)-keep;
        return n;
    }
}

/* Does "DIGITS e (decpt - n)" read back as ax? (radix-free for strtod) */
static bool reads_back(const char *dig, int n, int decpt, double ax)
{
    char buf[48];
    memcpy(buf, dig, (size_t)n);
    snprintf(buf + n, sizeof buf - (size_t)n, "e%d", decpt - n);
    return strtod(buf, NULL) == ax;
}

/*
 * Shortest digits that read back (dtoa mode 0): for each length p, the
 * correctly rounded candidate, then its other neighbour at p digits (the
 * gap below a power of two is half the gap above, so the nearest p-digit
 * string can miss where the next one hits). One printout of 42 digits
 * serves every p unless some p looks like a tie.
 */
int nf_fp_shortest(double x, char *out, int *decpt)
{
    double ax = fabs(x);
    int fast = ax == 0.0 ? -1 : nf_fp_shortest_fast(ax, out, decpt);
    return fast > 0 ? fast : nf_fp_shortest_search(ax, out, decpt);
}

int nf_fp_shortest_search(double x, char *out, int *decpt)
{
    double ax = fabs(x);
    if (ax == 0.0) {
        out[0] = '0';
        out[1] = '\0';
        *decpt = 1;
        return 1;
    }
    rawdigits r;
    raw_print(ax, 42, &r);
    /*
     * For a normal double the round-trip interval is narrower than the
     * spacing of 15-digit decimals (2**-52 < 10**-15 relative), so it holds
     * at most one of them: if a shorter string reads back, it is the
     * 15-digit candidate with its trailing zeros dropped. Start there. A
     * subnormal's interval is wide (5e-324 reads back from "5e-324"), so
     * those search from one digit up.
     */
    int first = ax >= DBL_MIN ? 15 : 1;
    for (int p = first; p <= 17; p++) {
        int dir = round_dir(&r, p);
        if (dir < 0) {
            raw_print(ax, NF_EXACT_DIGITS, &r);
            dir = round_dir(&r, p);
        }
        char cand[24];
        int dp;
        int n = take_digits(&r, p, dir, cand, &dp);
        if (reads_back(cand, n, dp, ax)) {
            memcpy(out, cand, (size_t)n + 1);
            *decpt = dp;
            return n;
        }
        n = take_digits(&r, p, !dir, cand, &dp);
        if (n > 0 && reads_back(cand, n, dp, ax)) {
            memcpy(out, cand, (size_t)n + 1);
            *decpt = dp;
            return n;
        }
    }
    /* Not reached: 17 significant digits always read back. */
    return nf_fp_digits(ax, false, 17, out, decpt);
}

/* ---- CPython's format_float_short -------------------------------------- */

/*
 * Lay out digits the way PyOS_double_to_string does for format codes
 * 'e' 'f' 'g' 'r' (upper == true for E F G: "INF", "NAN", 'E'), writing
 * to out. Returns false when out refused to grow. `precision` as CPython:
 * for 'e' the digits after the point, for 'g' the significant digits.
 */
bool nf_double_to_string(double x, char code, int64_t precision, int flags,
                         tbuf *out)
{
    bool upper = false;
    if (code == 'E' || code == 'F' || code == 'G') {
        upper = true;
        code = (char)(code - 'A' + 'a');
    }
    bool sign = signbit(x) != 0;
    if (isnan(x)) {
        return tb_put(out, upper ? "NAN" : "nan", 3);  /* never a sign */
    }
    if (isinf(x)) {
        if (sign && !tb_putc(out, '-'))
            return false;
        if (!sign && (flags & NF_DTSF_SIGN) && !tb_putc(out, '+'))
            return false;
        return tb_put(out, upper ? "INF" : "inf", 3);
    }
    char digits[NF_EXACT_MAX + 2];
    int ndig, decpt;
    switch (code) {
    case 'e':
        precision++;
        ndig = nf_fp_digits(x, false, precision < 1 ? 1 : precision, digits, &decpt);
        break;
    case 'f':
        ndig = nf_fp_digits(x, true, precision, digits, &decpt);
        break;
    case 'g':
        if (precision == 0)
            precision = 1;
        ndig = nf_fp_digits(x, false, precision, digits, &decpt);
        break;
    default: /* 'r' */
        ndig = nf_fp_shortest(x, digits, &decpt);
        break;
    }
    if ((flags & NF_DTSF_NO_NEG_0) && sign &&
        (ndig == 0 || (ndig == 1 && digits[0] == '0')))
        sign = false;

    bool add_dot_0 = (flags & NF_DTSF_ADD_DOT_0) != 0;
    bool alt = (flags & NF_DTSF_ALT) != 0;
    bool use_exp = false;
    int64_t vend = ndig;
    int64_t dp = decpt;
    switch (code) {
    case 'e':
        use_exp = true;
        vend = precision;
        break;
    case 'f':
        vend = dp + precision;
        break;
    case 'g':
        if (dp <= -4 || dp > (add_dot_0 ? precision - 1 : precision))
            use_exp = true;
        if (alt)
            vend = precision;
        break;
    default:
        if (dp <= -4 || dp > 16)
            use_exp = true;
        break;
    }
    int64_t exp = 0;
    if (use_exp) {
        exp = dp - 1;
        dp = 1;
    }
    int64_t vstart = dp <= 0 ? dp - 1 : 0;
    if (!use_exp && add_dot_0)
        vend = vend > dp ? vend : dp + 1;
    else
        vend = vend > dp ? vend : dp;

    size_t len0 = out->len;
    /* Size: sign, zeros and digits, point, exponent. */
    size_t total = 1 + (size_t)(vend - vstart) + 1 + 8;
    if (!tb_reserve(out, total)) {
        out->len = len0;
        return false;
    }
    char *p = out->data + out->len;
    char *start = p;
    if (sign)
        *p++ = '-';
    else if (flags & NF_DTSF_SIGN)
        *p++ = '+';
    if (dp <= 0) {
        memset(p, '0', (size_t)(dp - vstart));
        p += dp - vstart;
        *p++ = '.';
        memset(p, '0', (size_t)(-dp));
        p += -dp;
    } else {
        memset(p, '0', (size_t)(-vstart));
        p += -vstart;
    }
    if (0 < dp && dp <= ndig) {
        memcpy(p, digits, (size_t)dp);
        p += dp;
        *p++ = '.';
        memcpy(p, digits + dp, (size_t)(ndig - dp));
        p += ndig - dp;
    } else {
        memcpy(p, digits, (size_t)ndig);
        p += ndig;
    }
    if (ndig < dp) {
        memset(p, '0', (size_t)(dp - ndig));
        p += dp - ndig;
        *p++ = '.';
        memset(p, '0', (size_t)(vend - dp));
        p += vend - dp;
    } else {
        memset(p, '0', (size_t)(vend - ndig));
        p += vend - ndig;
    }
    if (p[-1] == '.' && !alt)
        p--;
    if (use_exp) {
        *p++ = upper ? 'E' : 'e';
        p += snprintf(p, 8, "%+.02d", (int)exp);
    }
    out->len += (size_t)(p - start);
    return true;
}

size_t nf_float_repr(double x, char out[NF_REPR_MAX])
{
    tbuf b = { out, 0, NF_REPR_MAX - 1, NULL, NULL };
    nf_double_to_string(x, 'r', 0, NF_DTSF_ADD_DOT_0, &b);
    out[b.len] = '\0';
    return b.len;
}

/* ---- the format-spec mini-language ------------------------------------ */

static bool is_align(uint32_t c)
{
    return c == '<' || c == '>' || c == '=' || c == '^';
}

/* A cursor over the spec's code points. */
typedef struct cursor {
    const char *s;
    size_t n, i;
} cursor;

/* The code point k places ahead, or UINT32_MAX past the end. */
static uint32_t peek(const cursor *c, int k)
{
    size_t i = c->i;
    uint32_t cp = UINT32_MAX;
    for (int j = 0; j <= k; j++) {
        if (i >= c->n)
            return UINT32_MAX;
        i += ut_decode(c->s, c->n, i, &cp);
    }
    return cp;
}

static void skip(cursor *c)
{
    uint32_t cp;
    c->i += ut_decode(c->s, c->n, c->i, &cp);
}

/* CPython's get_integer: Unicode decimal digits, "Too many decimal digits
 * in format string" past PY_SSIZE_T_MAX. Returns digits consumed or -1. */
static int64_t spec_integer(cursor *c, int64_t *val, nf_error *err)
{
    int64_t acc = 0, count = 0;
    for (;;) {
        uint32_t cp = peek(c, 0);
        int d = cp == UINT32_MAX ? -1 : ut_cp_decimal(cp);
        if (d < 0)
            break;
        if (acc > (INT64_MAX - d) / 10) {
            nf_fail(err, NF_VALUE_ERROR,
                    "Too many decimal digits in format string");
            return -1;
        }
        acc = acc * 10 + d;
        skip(c);
        count++;
    }
    *val = acc;
    return count;
}

/* "%c" for a printable ASCII code, "\x%x" otherwise, as CPython. */
static void code_text(char *buf, size_t size, uint32_t c)
{
    if (c == NF_TYPE_NUL)
        c = 0;
    if (c > 32 && c < 128)
        snprintf(buf, size, "%c", (char)c);
    else
        snprintf(buf, size, "\\x%x", (unsigned)c);
}

/* "Invalid format specifier '...' for object of type '...'": built by
 * hand because the spec may hold NUL bytes, which CPython quotes too. */
static bool invalid_spec(const char *spec, size_t n, const char *type_name,
                         nf_error *err)
{
    if (!err)
        return false;
    static const char head[] = "Invalid format specifier '";
    size_t cap = sizeof err->msg - 1, k = 0;
    size_t take = n > 300 ? 300 : n;
    memcpy(err->msg, head, sizeof head - 1);
    k = sizeof head - 1;
    memcpy(err->msg + k, spec, take);
    k += take;
    int m = snprintf(err->msg + k, cap + 1 - k, "' for object of type '%.60s'", type_name);
    k += m < 0 ? 0 : (size_t)m;
    err->exc = NF_VALUE_ERROR;
    err->len = k < cap ? k : cap;
    err->msg[err->len] = '\0';
    return false;
}

bool nf_spec_parse(const char *spec, size_t n, nf_kind kind,
                   const char *type_name, nf_spec *out, nf_error *err)
{
    static const char *const names[] = { "str", "int", "float" };
    char default_type = kind == NF_KIND_STR ? 's' : kind == NF_KIND_INT ? 'd' : 0;
    char default_align = kind == NF_KIND_STR ? '<' : '>';
    out->fill = ' ';
    out->align = default_align;
    out->sign = 0;
    out->no_neg_zero = false;
    out->alt = false;
    out->zero = false;
    out->grouping = 0;
    out->type = (uint32_t)default_type;
    out->width = -1;
    out->precision = -1;
    out->type_name = type_name ? type_name : names[kind];

    cursor c = { spec, n, 0 };
    bool align_given = false, fill_given = false;
    uint32_t c0 = peek(&c, 0), c1 = peek(&c, 1);
    if (c1 != UINT32_MAX && is_align(c1)) {
        out->align = (char)c1;
        out->fill = c0;
        fill_given = align_given = true;
        skip(&c);
        skip(&c);
    } else if (c0 != UINT32_MAX && is_align(c0)) {
        out->align = (char)c0;
        align_given = true;
        skip(&c);
    }
    c0 = peek(&c, 0);
    if (c0 == '+' || c0 == '-' || c0 == ' ') {
        out->sign = (char)c0;
        skip(&c);
    }
    if (peek(&c, 0) == 'z') {
        out->no_neg_zero = true;
        skip(&c);
    }
    if (peek(&c, 0) == '#') {
        out->alt = true;
        skip(&c);
    }
    if (!fill_given && peek(&c, 0) == '0') {
        out->fill = '0';
        out->zero = true;
        if (!align_given && default_align == '>')
            out->align = '=';
        skip(&c);
    }
    int64_t v;
    int64_t used = spec_integer(&c, &v, err);
    if (used < 0)
        return false;
    out->width = used ? v : -1;
    if (peek(&c, 0) == ',') {
        out->grouping = ',';
        skip(&c);
    }
    if (peek(&c, 0) == '_') {
        if (out->grouping)
            return nf_fail(err, NF_VALUE_ERROR, "Cannot specify both ',' and '_'.");
        out->grouping = '_';
        skip(&c);
    }
    if (peek(&c, 0) == ',' && out->grouping == '_')
        return nf_fail(err, NF_VALUE_ERROR, "Cannot specify both ',' and '_'.");
    if (peek(&c, 0) == '.') {
        skip(&c);
        used = spec_integer(&c, &v, err);
        if (used < 0)
            return false;
        if (used == 0)
            return nf_fail(err, NF_VALUE_ERROR, "Format specifier missing precision");
        out->precision = v;
    }
    if (peek(&c, 1) != UINT32_MAX)
        return invalid_spec(spec, n, out->type_name, err);
    if (peek(&c, 0) != UINT32_MAX)
        out->type = peek(&c, 0) == 0 ? NF_TYPE_NUL : peek(&c, 0);
    if (out->grouping) {
        switch (out->type) {
        case 'd': case 'e': case 'f': case 'g': case 'E': case 'G':
        case '%': case 'F': case 0: case NF_TYPE_NUL:
            break;
        case 'b': case 'o': case 'x': case 'X':
            if (out->grouping == '_')
                break;
            /* fall through */
        default: {
            char t[16];
            code_text(t, sizeof t, out->type);
            return nf_fail(err, NF_VALUE_ERROR, "Cannot specify '%c' with '%s'.",
                           out->grouping, t);
        }
        }
    }
    return true;
}

static bool unknown_code(const nf_spec *spec, nf_error *err)
{
    char t[16];
    code_text(t, sizeof t, spec->type);
    return nf_fail(err, NF_VALUE_ERROR,
                   "Unknown format code '%s' for object of type '%s'", t,
                   spec->type_name);
}

/* ---- padding and grouping (calc_number_widths / fill_number) ------------ */

bool nf_put_fill(tbuf *out, uint32_t fill, int64_t count)
{
    if (count <= 0)
        return true; /* the common case: no padding */
    char enc[4];
    size_t k = ut_encode(fill, enc);
    if ((uint64_t)count > SIZE_MAX / 4 || !tb_reserve(out, (size_t)count * k))
        return false;
    char *p = out->data + out->len;
    if (k == 1) {
        memset(p, enc[0], (size_t)count);
    } else {
        for (int64_t i = 0; i < count; i++, p += k)
            memcpy(p, enc, k);
    }
    out->len += (size_t)count * k;
    return true;
}

/*
 * CPython's _PyUnicode_InsertThousandsGrouping: digits grouped by `group`
 * (0 = no grouping) with separator `sep`, left-padded with '0' (and
 * separators) up to min_width characters. With out == NULL only counts.
 */
static int64_t group_digits(tbuf *out, const char *digits, int64_t n,
                            int64_t min_width, int group, char sep, bool upper)
{
    /* Build right to left into a scratch area at the end of out. */
    int64_t count = 0;
    int64_t remaining = n;
    bool use_sep = false;
    int64_t mw = min_width;
    /* First pass: count. */
    if (group > 0) {
        for (;;) {
            int64_t len = group;
            int64_t lim = remaining > mw ? remaining : mw;
            if (lim < 1)
                lim = 1;
            if (len > lim)
                len = lim;
            int64_t nz = len - remaining > 0 ? len - remaining : 0;
            int64_t nc = remaining < len ? remaining : len;
            if (nc < 0)
                nc = 0;
            count += (use_sep ? 1 : 0) + nz + nc;
            use_sep = true;
            remaining -= nc;
            mw -= len;
            if (remaining <= 0 && mw <= 0)
                break;
            mw -= 1;
        }
    } else {
        int64_t len = remaining > mw ? remaining : mw;
        if (len < 1)
            len = 1;
        count = len;
    }
    if (!out)
        return count;
    if (!tb_reserve(out, (size_t)count))
        return -1;
    /* Second pass: write right to left. */
    char *base = out->data + out->len;
    int64_t w = count;
    int64_t d = n;
    remaining = n;
    use_sep = false;
    mw = min_width;
    if (group > 0) {
        for (;;) {
            int64_t len = group;
            int64_t lim = remaining > mw ? remaining : mw;
            if (lim < 1)
                lim = 1;
            if (len > lim)
                len = lim;
            int64_t nz = len - remaining > 0 ? len - remaining : 0;
            int64_t nc = remaining < len ? remaining : len;
            if (nc < 0)
                nc = 0;
            if (use_sep)
                base[--w] = sep;
            for (int64_t i = 0; i < nc; i++)
                base[--w] = digits[--d];
            for (int64_t i = 0; i < nz; i++)
                base[--w] = '0';
            use_sep = true;
            remaining -= nc;
            mw -= len;
            if (remaining <= 0 && mw <= 0)
                break;
            mw -= 1;
        }
    } else {
        for (int64_t i = 0; i < n; i++)
            base[--w] = digits[--d];
        while (w > 0)
            base[--w] = '0';
    }
    if (upper)
        for (int64_t i = 0; i < count; i++)
            if (base[i] >= 'a' && base[i] <= 'f')
                base[i] = (char)(base[i] - 'a' + 'A');
    out->len += (size_t)count;
    return count;
}

/*
 * The number layout: <lpad><sign><prefix><spad><grouped digits><decimal>
 * <remainder><rpad>. `digits` are the n_digits ASCII digits; the decimal
 * point (if any) and the remainder (fraction, exponent, '%') follow in
 * `rest`. For 'c', n_digits == 0 and the character is the remainder.
 */
typedef struct numparts {
    char sign_char;             /* '-' or 0: the value's own sign */
    const char *prefix;         /* "0x" ... or NULL */
    int n_prefix;
    const char *digits;
    int64_t n_digits;
    bool has_decimal;
    const char *rest;           /* after the point (or after the digits) */
    size_t n_rest_bytes;
    int64_t n_rest_chars;
    bool upper;                 /* 'X': prefix and digits upper case */
    int group;                  /* 0, 3 or 4 */
    char sep;
} numparts;

static bool fill_number(const nf_spec *spec, const numparts *np, tbuf *out,
                        nf_error *err)
{
    size_t len0 = out->len;
    char sign = 0;
    switch (spec->sign) {
    case '+':
        sign = np->sign_char == '-' ? '-' : '+';
        break;
    case ' ':
        sign = np->sign_char == '-' ? '-' : ' ';
        break;
    default:
        if (np->sign_char == '-')
            sign = '-';
    }
    int64_t n_sign = sign ? 1 : 0;
    int64_t non_digit = n_sign + np->n_prefix + (np->has_decimal ? 1 : 0) +
                        np->n_rest_chars;
    int64_t min_width = 0;
    if (spec->fill == '0' && spec->align == '=')
        min_width = spec->width - non_digit;
    /* Digits with no separators and no zero padding are copied as they
     * are (most fields: `{n:>6}`, `{x:.2f}`); group_digits does the rest. */
    bool plain = !np->group && !np->upper && min_width <= np->n_digits;
    int64_t grouped = np->n_digits;
    if (np->n_digits && !plain)
        grouped = group_digits(NULL, np->digits, np->n_digits, min_width,
                               np->group, np->sep, false);
    int64_t pad = spec->width - (non_digit + grouped);
    int64_t lpad = 0, spad = 0, rpad = 0;
    if (pad > 0) {
        switch (spec->align) {
        case '<': rpad = pad; break;
        case '^': lpad = pad / 2; rpad = pad - lpad; break;
        case '=': spad = pad; break;
        default: lpad = pad; break;
        }
    }
    if (!nf_put_fill(out, spec->fill, lpad))
        return nf_nomem(err, out, len0);
    if (sign && !tb_putc(out, sign))
        return nf_nomem(err, out, len0);
    if (np->n_prefix) {
        char pre[2] = { np->prefix[0], np->prefix[1] };
        if (np->upper)
            pre[1] = (char)(pre[1] - 'a' + 'A');
        if (!tb_put(out, pre, (size_t)np->n_prefix))
            return nf_nomem(err, out, len0);
    }
    if (!nf_put_fill(out, spec->fill, spad))
        return nf_nomem(err, out, len0);
    if (plain ? !tb_put(out, np->digits, (size_t)np->n_digits)
              : np->n_digits && group_digits(out, np->digits, np->n_digits, min_width,
                                             np->group, np->sep, np->upper) < 0)
        return nf_nomem(err, out, len0);
    if (np->has_decimal && !tb_putc(out, '.'))
        return nf_nomem(err, out, len0);
    if (!tb_put(out, np->rest, np->n_rest_bytes))
        return nf_nomem(err, out, len0);
    if (!nf_put_fill(out, spec->fill, rpad))
        return nf_nomem(err, out, len0);
    return true;
}

static void set_grouping(const nf_spec *spec, numparts *np, char type)
{
    np->group = 0;
    np->sep = 0;
    if (type == 'n' || !spec->grouping)
        return;  /* 'n' uses the C locale: no grouping */
    np->sep = spec->grouping;
    np->group = (spec->grouping == '_' &&
                 (type == 'b' || type == 'o' || type == 'x' || type == 'X')) ? 4 : 3;
}

/* ---- format(int) --------------------------------------------------------- */

int nf_int_base(const nf_spec *spec)
{
    switch (spec->type) {
    case 'b': return 2;
    case 'o': return 8;
    case 'x': case 'X': return 16;
    case 'e': case 'E': case 'f': case 'F': case 'g': case 'G': case '%':
        return 0;
    default: return 10;
    }
}

static size_t sat_add(size_t a, size_t b)
{
    return a > SIZE_MAX - b ? SIZE_MAX : a + b;
}

static size_t width_bytes(const nf_spec *spec)
{
    if (spec->width <= 0)
        return 0;
    if ((uint64_t)spec->width > SIZE_MAX / 4)
        return SIZE_MAX;
    return (size_t)spec->width * 4;
}

size_t nf_format_int_size(const nf_spec *spec, size_t ndigits)
{
    size_t body = sat_add(ndigits, ndigits / 3 + 8);
    return sat_add(body, width_bytes(spec));
}

size_t nf_format_float_size(const nf_spec *spec, double x)
{
    size_t prec = spec->precision < 0 ? 17 : (size_t)spec->precision;
    /* 'f' of 1e308 has 309 digits before the point; grouping adds a third. */
    size_t body = sat_add(prec, 420 + 32);
    (void)x;
    return sat_add(body, width_bytes(spec));
}

size_t nf_format_str_size(const nf_spec *spec, size_t nbytes)
{
    return sat_add(nbytes, width_bytes(spec));
}

bool nf_format_int(const nf_spec *spec, bool negative, const char *digits,
                   size_t ndigits, tbuf *out, nf_error *err)
{
    char type = spec->type < 128 ? (char)spec->type : '?';
    switch (spec->type) {
    case 'b': case 'c': case 'd': case 'o': case 'x': case 'X': case 'n':
        break;
    case 0:
        type = 'd';
        break;
    default:
        return unknown_code(spec, err);
    }
    if (spec->precision != -1)
        return nf_fail(err, NF_VALUE_ERROR,
                       "Precision not allowed in integer format specifier");
    if (spec->no_neg_zero)
        return nf_fail(err, NF_VALUE_ERROR,
                       "Negative zero coercion (z) not allowed in integer format specifier");
    numparts np = { 0 };
    char cbuf[4];
    if (type == 'c') {
        if (spec->sign)
            return nf_fail(err, NF_VALUE_ERROR,
                           "Sign not allowed with integer format specifier 'c'");
        if (spec->alt)
            return nf_fail(err, NF_VALUE_ERROR,
                           "Alternate form (#) not allowed with integer format specifier 'c'");
        /* CPython reads the value as a C long first. */
        const char *lmax = negative ? "9223372036854775808" : "9223372036854775807";
        if (ndigits > 19 || (ndigits == 19 && memcmp(digits, lmax, 19) > 0))
            return nf_fail(err, NF_OVERFLOW_ERROR,
                           "Python int too large to convert to C long");
        uint32_t cp = 0;
        bool range = !negative && ndigits <= 7;
        for (size_t i = 0; range && i < ndigits; i++)
            cp = cp * 10 + (uint32_t)(digits[i] - '0');
        if (!range || cp > 0x10FFFF)
            return nf_fail(err, NF_OVERFLOW_ERROR, "%%c arg not in range(0x110000)");
        /* A lone surrogate cannot live in a UTF-8 str. */
        if (cp >= 0xD800 && cp <= 0xDFFF)
            return nf_fail(err, NF_VALUE_ERROR,
                           "surrogate code points are not allowed in a str");
        np.rest = cbuf;
        np.n_rest_bytes = ut_encode(cp, cbuf);
        np.n_rest_chars = 1;
    } else {
        static const char *const prefixes[] = { "0b", "0o", "0x" };
        if (spec->alt && type != 'd' && type != 'n') {
            np.prefix = prefixes[type == 'b' ? 0 : type == 'o' ? 1 : 2];
            np.n_prefix = 2;
        }
        np.sign_char = negative ? '-' : 0;
        np.digits = digits;
        np.n_digits = (int64_t)ndigits;
        np.rest = "";
        np.upper = type == 'X';
        set_grouping(spec, &np, type);
    }
    return fill_number(spec, &np, out, err);
}

/* ---- format(float) ------------------------------------------------------- */

bool nf_format_float(const nf_spec *spec, double x, tbuf *out, nf_error *err)
{
    char type = spec->type < 128 ? (char)spec->type : 0;
    switch (spec->type) {
    case NF_TYPE_NUL: /* CPython's float accepts an explicit '\0' as none */
    case 0: case 'e': case 'E': case 'f': case 'F': case 'g': case 'G':
    case 'n': case '%':
        break;
    default:
        return unknown_code(spec, err);
    }
    if (spec->precision > INT_MAX)
        return nf_fail(err, NF_VALUE_ERROR, "precision too big");
    int precision = (int)spec->precision;
    int flags = 0;
    int default_precision = 6;
    if (spec->alt)
        flags |= NF_DTSF_ALT;
    if (spec->no_neg_zero)
        flags |= NF_DTSF_NO_NEG_0;
    if (type == 0) {
        flags |= NF_DTSF_ADD_DOT_0;
        type = 'r';
        default_precision = 0;
    }
    if (type == 'n')
        type = 'g';
    bool pct = false;
    if (type == '%') {
        type = 'f';
        x *= 100;
        pct = true;
    }
    if (precision < 0)
        precision = default_precision;
    else if (type == 'r')
        type = 'g';

    /* The number text goes to the end of out as scratch, then is laid out
     * after it and moved down. */
    size_t len0 = out->len;
    if (!nf_double_to_string(x, type, precision, flags, out) ||
        (pct && !tb_putc(out, '%')))
        return nf_nomem(err, out, len0);
    size_t nlen = out->len - len0;
    if (spec->sign != '+' && spec->sign != ' ' && spec->width == -1 &&
        spec->type != 'n' && !spec->grouping)
        return true;  /* CPython's fast path: the text as it is */

    /* The number text sits at out[len0, len0 + nlen); the layout is
     * written from len0 on, so it must read the text from elsewhere: a
     * local copy when short (the usual case), else a copy placed past the
     * layout's worst-case size (only a large precision gets there). */
    numparts np = { 0 };
    const char *text = out->data + len0;
    size_t idx = 0;
    if (text[0] == '-') {
        np.sign_char = '-';
        idx = 1;
    }
    size_t d = idx;
    while (d < nlen && text[d] >= '0' && text[d] <= '9')
        d++;
    np.n_digits = (int64_t)(d - idx);
    np.has_decimal = d < nlen && text[d] == '.';
    size_t rest = d + (np.has_decimal ? 1 : 0);
    np.n_rest_bytes = nlen - rest;
    np.n_rest_chars = (int64_t)(nlen - rest);
    set_grouping(spec, &np, (char)spec->type);

    char local[512];
    const char *copy = local;
    if (nlen <= sizeof local) {
        memcpy(local, text, nlen);
    } else {
        size_t worst = nf_format_float_size(spec, x);
        if (worst == SIZE_MAX || !tb_reserve(out, worst))
            return nf_nomem(err, out, len0);
        /* The room is reserved, so writing the layout will not move data. */
        memmove(out->data + len0 + worst, out->data + len0, nlen);
        copy = out->data + len0 + worst;
    }
    out->len = len0;
    np.digits = copy + idx;
    np.rest = copy + rest;
    return fill_number(spec, &np, out, err);
}

/* ---- format(str) --------------------------------------------------------- */

bool nf_format_str(const nf_spec *spec, const char *s, size_t nbytes,
                   size_t ncp, tbuf *out, nf_error *err)
{
    if (spec->type != 's' && spec->type != 0)
        return unknown_code(spec, err);
    if (spec->sign) {
        if (spec->sign == ' ')
            return nf_fail(err, NF_VALUE_ERROR,
                           "Space not allowed in string format specifier");
        return nf_fail(err, NF_VALUE_ERROR,
                       "Sign not allowed in string format specifier");
    }
    if (spec->no_neg_zero)
        return nf_fail(err, NF_VALUE_ERROR,
                       "Negative zero coercion (z) not allowed in string format specifier");
    if (spec->alt)
        return nf_fail(err, NF_VALUE_ERROR,
                       "Alternate form (#) not allowed in string format specifier");
    if (spec->align == '=')
        return nf_fail(err, NF_VALUE_ERROR,
                       "'=' alignment not allowed in string format specifier");
    size_t len0 = out->len;
    size_t len = ncp;
    size_t bytes = nbytes;
    if (spec->precision >= 0 && (uint64_t)spec->precision < len) {
        len = (size_t)spec->precision;
        bytes = ut_offset(s, nbytes, ncp == nbytes, len);
    }
    int64_t total = spec->width > (int64_t)len ? spec->width : (int64_t)len;
    int64_t lpad = 0;
    if (spec->align == '>')
        lpad = total - (int64_t)len;
    else if (spec->align == '^')
        lpad = (total - (int64_t)len) / 2;
    int64_t rpad = total - (int64_t)len - lpad;
    if (!nf_put_fill(out, spec->fill, lpad) || !tb_put(out, s, bytes) ||
        !nf_put_fill(out, spec->fill, rpad))
        return nf_nomem(err, out, len0);
    return true;
}
