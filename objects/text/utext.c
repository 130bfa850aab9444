/*
 * utext.c - UTF-8 text algorithms for the str type (see utext.h).
 *
 * Character properties come from one generated table (utext_tables.h, made
 * by gen_utext_tables.py from Debian's unicode-data at build time) rather
 * than from utf8proc, so that every property follows the same Unicode
 * version and the code points that CPython 3.11 does not know yet are
 * masked out in one place. utf8proc does normalisation.
 */
#include "utext.h"

#include <string.h>
#include <utf8proc.h>

#include "utext_tables.h"

/* ---- UTF-8 ------------------------------------------------------------- */

/*
 * The second byte's valid range for each lead byte: that is what rules out
 * overlong forms (E0 80..9F, F0 80..8F), surrogates (ED A0..BF) and code
 * points past U+10FFFF (F4 90..BF), and it is also where CPython's decoder
 * reports "invalid continuation byte" for those.
 */
static int seq_len(unsigned char b, unsigned char *lo, unsigned char *hi)
{
    *lo = 0x80;
    *hi = 0xBF;
    if (b < 0x80)
        return 1;
    if (b < 0xC2)
        return 0;
    if (b < 0xE0)
        return 2;
    if (b < 0xF0) {
        if (b == 0xE0)
            *lo = 0xA0;
        else if (b == 0xED)
            *hi = 0x9F;
        return 3;
    }
    if (b < 0xF5) {
        if (b == 0xF0)
            *lo = 0x90;
        else if (b == 0xF4)
            *hi = 0x8F;
        return 4;
    }
    return 0;
}

bool ut_validate(const char *s, size_t n, size_t *ncp, bool *ascii,
                 ut_decode_error *err)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0, count = 0;
    bool all_ascii = true;
    while (i < n) {
        /* ASCII runs eight bytes at a time. */
        while (i + 8 <= n) {
            uint64_t w;
            memcpy(&w, p + i, 8);
            if (w & 0x8080808080808080ull)
                break;
            i += 8;
            count += 8;
        }
        if (i >= n)
            break;
        unsigned char b = p[i];
        if (b < 0x80) {
            i++;
            count++;
            continue;
        }
        all_ascii = false;
        unsigned char lo, hi;
        int len = seq_len(b, &lo, &hi);
        if (len == 0) {
            if (err) {
                err->start = i;
                err->end = i + 1;
                err->reason = "invalid start byte";
            }
            return false;
        }
        for (int k = 1; k < len; k++) {
            if (i + (size_t)k >= n) {
                if (err) {
                    err->start = i;
                    err->end = n;
                    err->reason = "unexpected end of data";
                }
                return false;
            }
            unsigned char c = p[i + (size_t)k];
            unsigned char l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xBF;
            if (c < l || c > h) {
                if (err) {
                    err->start = i;
                    err->end = i + (size_t)k;
                    err->reason = "invalid continuation byte";
                }
                return false;
            }
        }
        i += (size_t)len;
        count++;
    }
    if (ncp)
        *ncp = count;
    if (ascii)
        *ascii = all_ascii;
    return true;
}

size_t ut_decode(const char *s, size_t n, size_t i, uint32_t *cp)
{
    const unsigned char *p = (const unsigned char *)s + i;
    (void)n;
    if (p[0] < 0x80) {
        *cp = p[0];
        return 1;
    }
    if (p[0] < 0xE0) {
        *cp = ((uint32_t)(p[0] & 0x1F) << 6) | (p[1] & 0x3F);
        return 2;
    }
    if (p[0] < 0xF0) {
        *cp = ((uint32_t)(p[0] & 0x0F) << 12) | ((uint32_t)(p[1] & 0x3F) << 6) |
              (p[2] & 0x3F);
        return 3;
    }
    *cp = ((uint32_t)(p[0] & 0x07) << 18) | ((uint32_t)(p[1] & 0x3F) << 12) |
          ((uint32_t)(p[2] & 0x3F) << 6) | (p[3] & 0x3F);
    return 4;
}

size_t ut_encode(uint32_t cp, char out[4])
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

bool ut_put(tbuf *b, uint32_t cp)
{
    char enc[4];
    return tb_put(b, enc, ut_encode(cp, enc));
}

size_t ut_count(const char *s, size_t n)
{
    size_t count = 0;
    for (size_t i = 0; i < n; i++)
        count += ((unsigned char)s[i] & 0xC0) != 0x80;
    return count;
}

size_t ut_offset(const char *s, size_t n, bool ascii, size_t index)
{
    if (ascii)
        return index < n ? index : n;
    size_t i = 0;
    for (size_t k = 0; k < index && i < n; k++) {
        unsigned char b = (unsigned char)s[i];
        i += b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    }
    return i < n ? i : n;
}

/* ---- properties ---------------------------------------------------------- */

static const ut_record *rec(uint32_t cp)
{
    if (cp >= 0x110000)
        return &ut_records[0];
    unsigned block = ut_stage1[cp >> UT_SHIFT];
    return &ut_records[ut_stage2[(block << UT_SHIFT) | (cp & ((1u << UT_SHIFT) - 1))]];
}

static bool has(uint32_t cp, unsigned flag) { return (rec(cp)->flags & flag) != 0; }

bool ut_cp_isalpha(uint32_t cp) { return has(cp, UT_F_ALPHA); }
bool ut_cp_isdigit(uint32_t cp) { return has(cp, UT_F_DIGIT); }
bool ut_cp_isdecimal(uint32_t cp) { return has(cp, UT_F_DECIMAL); }
bool ut_cp_isnumeric(uint32_t cp) { return has(cp, UT_F_NUMERIC); }
bool ut_cp_isalnum(uint32_t cp)
{
    return has(cp, UT_F_ALPHA | UT_F_DECIMAL | UT_F_DIGIT | UT_F_NUMERIC);
}
bool ut_cp_isspace(uint32_t cp)
{
    if (cp < 128)
        return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x1F);
    return has(cp, UT_F_SPACE);
}
bool ut_cp_isupper(uint32_t cp) { return has(cp, UT_F_UPPER); }
bool ut_cp_islower(uint32_t cp) { return has(cp, UT_F_LOWER); }
bool ut_cp_istitle(uint32_t cp) { return has(cp, UT_F_TITLE); }
bool ut_cp_iscased(uint32_t cp) { return has(cp, UT_F_CASED); }
bool ut_cp_isprintable(uint32_t cp) { return has(cp, UT_F_PRINTABLE); }
bool ut_cp_isxidstart(uint32_t cp) { return has(cp, UT_F_XID_START); }
bool ut_cp_isxidcontinue(uint32_t cp) { return has(cp, UT_F_XID_CONTINUE); }
static bool cp_case_ignorable(uint32_t cp) { return has(cp, UT_F_CASE_IGNORABLE); }

int ut_cp_decimal(uint32_t cp)
{
    if (cp >= '0' && cp <= '9')
        return (int)(cp - '0');
    if (cp < 128)
        return -1;
    return rec(cp)->decimal;
}

int ut_cp_digit(uint32_t cp)
{
    if (cp < 128)
        return cp >= '0' && cp <= '9' ? (int)(cp - '0') : -1;
    return rec(cp)->digit;
}

const char *ut_category(uint32_t cp) { return ut_category_names[rec(cp)->category]; }

const char *ut_unicode_version(void) { return "14.0.0"; }

/* ---- string predicates ----------------------------------------------------- */

typedef bool (*cp_pred)(uint32_t);

static bool all_of(const char *s, size_t n, cp_pred pred)
{
    if (n == 0)
        return false;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        i += ut_decode(s, n, i, &cp);
        if (!pred(cp))
            return false;
    }
    return true;
}

bool ut_isalpha(const char *s, size_t n) { return all_of(s, n, ut_cp_isalpha); }
bool ut_isdigit(const char *s, size_t n) { return all_of(s, n, ut_cp_isdigit); }
bool ut_isdecimal(const char *s, size_t n) { return all_of(s, n, ut_cp_isdecimal); }
bool ut_isnumeric(const char *s, size_t n) { return all_of(s, n, ut_cp_isnumeric); }
bool ut_isalnum(const char *s, size_t n) { return all_of(s, n, ut_cp_isalnum); }
bool ut_isspace(const char *s, size_t n) { return all_of(s, n, ut_cp_isspace); }

bool ut_isprintable(const char *s, size_t n)
{
    return n == 0 || all_of(s, n, ut_cp_isprintable);
}

bool ut_isascii(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)s[i] >= 0x80)
            return false;
    return true;
}

bool ut_isupper(const char *s, size_t n)
{
    bool cased = false;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        i += ut_decode(s, n, i, &cp);
        if (ut_cp_islower(cp) || ut_cp_istitle(cp))
            return false;
        if (ut_cp_isupper(cp))
            cased = true;
    }
    return cased;
}

bool ut_islower(const char *s, size_t n)
{
    bool cased = false;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        i += ut_decode(s, n, i, &cp);
        if (ut_cp_isupper(cp) || ut_cp_istitle(cp))
            return false;
        if (ut_cp_islower(cp))
            cased = true;
    }
    return cased;
}

bool ut_istitle(const char *s, size_t n)
{
    bool cased = false, prev_cased = false;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        i += ut_decode(s, n, i, &cp);
        if (ut_cp_isupper(cp) || ut_cp_istitle(cp)) {
            if (prev_cased)
                return false;
            prev_cased = cased = true;
        } else if (ut_cp_islower(cp)) {
            if (!prev_cased)
                return false;
            prev_cased = cased = true;
        } else {
            prev_cased = false;
        }
    }
    return cased;
}

bool ut_isidentifier(const char *s, size_t n)
{
    if (n == 0)
        return false;
    uint32_t cp;
    size_t i = ut_decode(s, n, 0, &cp);
    if (!ut_cp_isxidstart(cp) && cp != '_')
        return false;
    while (i < n) {
        i += ut_decode(s, n, i, &cp);
        if (!ut_cp_isxidcontinue(cp))
            return false;
    }
    return true;
}

size_t ut_linebreak_at(const char *s, size_t n, size_t i)
{
    unsigned char b = (unsigned char)s[i];
    if (b == '\r')
        return i + 1 < n && s[i + 1] == '\n' ? 2 : 1;
    if (b < 0x80)
        return (b == '\n' || b == '\v' || b == '\f' || (b >= 0x1C && b <= 0x1E)) ? 1 : 0;
    uint32_t cp;
    size_t len = ut_decode(s, n, i, &cp);
    return has(cp, UT_F_LINEBREAK) ? len : 0;
}

bool ut_decimal_to_ascii(const char *s, size_t n, tbuf *out)
{
    if (!tb_reserve(out, n))
        return false;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        i += ut_decode(s, n, i, &cp);
        char c;
        if (cp < 128) {
            c = (char)cp;
        } else if (ut_cp_isspace(cp)) {
            c = ' ';
        } else {
            int d = ut_cp_decimal(cp);
            c = d >= 0 ? (char)('0' + d) : '?';
        }
        out->data[out->len++] = c;
    }
    return true;
}

/* ---- case mapping ---------------------------------------------------------- */

/* Apply one of a record's mappings (delta or extended) to cp. */
static int apply_map(uint32_t cp, int32_t m, uint32_t res[3])
{
    if (m >= UT_EXT) {  /* deltas are within +-0x10FFFF */
        int count = (m >> 24) & 3;
        unsigned idx = (unsigned)m & 0xFFFF;
        for (int k = 0; k < count; k++)
            res[k] = ut_extra[idx + (unsigned)k];
        return count;
    }
    res[0] = (uint32_t)((int32_t)cp + m);
    return 1;
}

static int to_lower_full(uint32_t cp, uint32_t r[3]) { return apply_map(cp, rec(cp)->lower, r); }
static int to_upper_full(uint32_t cp, uint32_t r[3]) { return apply_map(cp, rec(cp)->upper, r); }
static int to_title_full(uint32_t cp, uint32_t r[3]) { return apply_map(cp, rec(cp)->title, r); }
static int to_fold_full(uint32_t cp, uint32_t r[3]) { return apply_map(cp, rec(cp)->fold, r); }

/*
 * Final_Sigma as CPython's handle_capital_sigma: U+03A3 at s[i] lowers to
 * U+03C2 when preceded by a cased letter (skipping case-ignorables) and not
 * followed by one. Each scan stops at the first character that is not
 * case-ignorable, and a sigma is not, so a whole string costs O(n).
 */
static uint32_t lower_sigma(const char *s, size_t n, size_t i)
{
    size_t j = i;
    uint32_t c = 0;
    bool found = false;
    while (j > 0) {
        /* step back one code point */
        do
            j--;
        while (j > 0 && ((unsigned char)s[j] & 0xC0) == 0x80);
        ut_decode(s, n, j, &c);
        if (!cp_case_ignorable(c)) {
            found = true;
            break;
        }
    }
    bool final_sigma = found && ut_cp_iscased(c);
    if (final_sigma) {
        size_t k = i + 2;  /* U+03A3 is two bytes */
        bool more = false;
        while (k < n) {
            k += ut_decode(s, n, k, &c);
            if (!cp_case_ignorable(c)) {
                more = true;
                break;
            }
        }
        final_sigma = !more || !ut_cp_iscased(c);
    }
    return final_sigma ? 0x3C2 : 0x3C3;
}

static int lower_at(const char *s, size_t n, size_t i, uint32_t cp, uint32_t r[3])
{
    if (cp == 0x3A3) {
        r[0] = lower_sigma(s, n, i);
        return 1;
    }
    return to_lower_full(cp, r);
}

typedef enum { M_LOWER, M_UPPER, M_TITLE, M_CAPITALIZE, M_SWAPCASE, M_FOLD } case_mode;

static bool is_ascii_upper(char c) { return c >= 'A' && c <= 'Z'; }
static bool is_ascii_lower(char c) { return c >= 'a' && c <= 'z'; }

/* ASCII text maps byte for byte (no special casing, no sigma). */
static void case_map_ascii(const char *s, size_t n, char *d, case_mode mode)
{
    bool prev_cased = false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        bool up = is_ascii_upper(c), low = is_ascii_lower(c);
        bool to_upper;
        switch (mode) {
        case M_UPPER: to_upper = true; break;
        case M_TITLE: to_upper = !prev_cased; break;
        case M_CAPITALIZE: to_upper = i == 0; break;
        case M_SWAPCASE: to_upper = low; break;
        default: to_upper = false; break;
        }
        if (to_upper && low)
            c = (char)(c - 'a' + 'A');
        else if (!to_upper && up)
            c = (char)(c - 'A' + 'a');
        d[i] = c;
        prev_cased = up || low;
    }
}

static bool case_map(const char *s, size_t n, tbuf *out, case_mode mode)
{
    size_t len0 = out->len;
    bool prev_cased = false;
    if (n == 0) /* an empty buffer's data may be NULL: no pointer arithmetic on it */
        return true;
    if (ut_isascii(s, n)) {
        if (!tb_reserve(out, n))
            return false;
        case_map_ascii(s, n, out->data + out->len, mode);
        out->len += n;
        return true;
    }
    for (size_t i = 0; i < n;) {
        uint32_t cp, r[3];
        size_t at = i;
        i += ut_decode(s, n, i, &cp);
        int k;
        switch (mode) {
        case M_LOWER:
            k = lower_at(s, n, at, cp, r);
            break;
        case M_UPPER:
            k = to_upper_full(cp, r);
            break;
        case M_FOLD:
            k = to_fold_full(cp, r);
            break;
        case M_TITLE:
            k = prev_cased ? lower_at(s, n, at, cp, r) : to_title_full(cp, r);
            prev_cased = ut_cp_iscased(cp);
            break;
        case M_CAPITALIZE:
            k = at == 0 ? to_title_full(cp, r) : lower_at(s, n, at, cp, r);
            break;
        default: /* M_SWAPCASE */
            if (ut_cp_isupper(cp)) {
                k = lower_at(s, n, at, cp, r);
            } else if (ut_cp_islower(cp)) {
                k = to_upper_full(cp, r);
            } else {
                r[0] = cp;
                k = 1;
            }
            break;
        }
        for (int j = 0; j < k; j++) {
            if (!ut_put(out, r[j])) {
                out->len = len0;
                return false;
            }
        }
    }
    return true;
}

bool ut_lower(const char *s, size_t n, tbuf *out) { return case_map(s, n, out, M_LOWER); }
bool ut_upper(const char *s, size_t n, tbuf *out) { return case_map(s, n, out, M_UPPER); }
bool ut_title(const char *s, size_t n, tbuf *out) { return case_map(s, n, out, M_TITLE); }
bool ut_capitalize(const char *s, size_t n, tbuf *out) { return case_map(s, n, out, M_CAPITALIZE); }
bool ut_swapcase(const char *s, size_t n, tbuf *out) { return case_map(s, n, out, M_SWAPCASE); }
bool ut_casefold(const char *s, size_t n, tbuf *out) { return case_map(s, n, out, M_FOLD); }

/* ---- normalisation ---------------------------------------------------------- */

size_t ut_normalize_size(size_t nbytes)
{
    /* Decomposition: at most 18 code points per input code point (and
     * there are at most nbytes code points), 4 bytes each in UTF-32, plus
     * alignment slack. */
    if (nbytes > (SIZE_MAX - 8) / 72)
        return SIZE_MAX;
    return nbytes * 72 + 8;
}

static bool normalize_run(utf8proc_option_t opts, const char *s, size_t n,
                          tbuf *out);

/*
 * Code points that Unicode assigned after 14.0 are unassigned to CPython
 * 3.11: no decomposition, combining class 0, so each is a starter that
 * nothing composes with or reorders across. utf8proc (15.0) knows them, so
 * the text is normalised in runs between them and they are copied as they
 * are, which is exactly the 14.0 result.
 */
bool ut_normalize(ut_nf form, const char *s, size_t n, tbuf *out)
{
    utf8proc_option_t opts = UTF8PROC_STABLE;
    switch (form) {
    case UT_NFC: opts |= UTF8PROC_COMPOSE; break;
    case UT_NFD: opts |= UTF8PROC_DECOMPOSE; break;
    case UT_NFKC: opts |= UTF8PROC_COMPOSE | UTF8PROC_COMPAT; break;
    default: opts |= UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT; break;
    }
    size_t len0 = out->len;
    size_t start = 0;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        size_t k = ut_decode(s, n, i, &cp);
        if (cp >= 0x80 && has(cp, UT_F_NEW)) {
            if (!normalize_run(opts, s + start, i - start, out) ||
                !tb_put(out, s + i, k)) {
                out->len = len0;
                return false;
            }
            start = i + k;
        }
        i += k;
    }
    if (!normalize_run(opts, s + start, n - start, out)) {
        out->len = len0;
        return false;
    }
    return true;
}

static bool normalize_run(utf8proc_option_t opts, const char *s, size_t n,
                          tbuf *out)
{
    if (n == 0)
        return true;
    if ((utf8proc_ssize_t)n < 0)
        return false;
    size_t len0 = out->len;
    /* First pass: how many code points the decomposition has. */
    utf8proc_ssize_t count = utf8proc_decompose((const utf8proc_uint8_t *)s,
                                                (utf8proc_ssize_t)n, NULL, 0, opts);
    if (count < 0)
        return false;
    size_t need = (size_t)count * 4 + 4;
    if (!tb_reserve(out, need + 3))
        return false;
    /* Align the UTF-32 scratch inside the reserved room. */
    uintptr_t base = (uintptr_t)(out->data + out->len);
    size_t pad = (4 - (base & 3)) & 3;
    utf8proc_int32_t *buf = (utf8proc_int32_t *)(void *)(out->data + out->len + pad);
    utf8proc_ssize_t got = utf8proc_decompose((const utf8proc_uint8_t *)s,
                                              (utf8proc_ssize_t)n, buf, count, opts);
    if (got < 0 || got > count)
        return false;
    utf8proc_ssize_t len = utf8proc_reencode(buf, got, opts);
    if (len < 0)
        return false;
    /* reencode wrote UTF-8 at buf; move it to where the output belongs. */
    memmove(out->data + out->len, buf, (size_t)len);
    out->len = len0 + (size_t)len;
    return true;
}
