/*
 * unicode_ident.c - lookups over the generated Unicode tables; see
 * unicode_ident.h.
 */
#include "unicode_ident.h"

#include <string.h>

static int in_ranges(const lex_urange *r, int n, int32_t cp)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (cp < r[mid].lo)
            hi = mid - 1;
        else if (cp > r[mid].hi)
            lo = mid + 1;
        else
            return 1;
    }
    return 0;
}

int lex_is_xid_start(int32_t cp)
{
    return in_ranges(lex_xid_start, lex_xid_start_count, cp);
}

int lex_is_xid_continue(int32_t cp)
{
    return in_ranges(lex_xid_continue, lex_xid_continue_count, cp);
}

int lex_assigned_after_14(int32_t cp)
{
    return in_ranges(lex_after_14, lex_after_14_count, cp);
}

/* The longest of the n jamo short names that starts s; -1 if none does
 * (the empty name always does when the table has one). */
static int longest_jamo(const char *const *names, int n, const char *s,
                        size_t len, size_t *used)
{
    int best = -1;
    size_t best_len = 0;
    for (int i = 0; i < n; i++) {
        size_t k = strlen(names[i]);
        if (k <= len && memcmp(names[i], s, k) == 0 && (best < 0 || k > best_len)) {
            best = i;
            best_len = k;
        }
    }
    *used = best_len;
    return best;
}

static int32_t hangul(const char *s, size_t len)
{
    size_t u;
    int l = longest_jamo(lex_jamo_lead, 19, s, len, &u);
    if (l < 0)
        return -1;
    s += u, len -= u;
    int v = longest_jamo(lex_jamo_vowel, 21, s, len, &u);
    if (v < 0)
        return -1;
    s += u, len -= u;
    int t = longest_jamo(lex_jamo_trail, 28, s, len, &u);
    if (t < 0 || u != len)
        return -1;
    return 0xAC00 + (l * 21 + v) * 28 + t;
}

static int32_t cjk(const char *s, size_t len)
{
    if (len != 4 && len != 5)
        return -1;
    int32_t v = 0;
    for (size_t i = 0; i < len; i++) {
        char c = s[i];
        v *= 16;
        if (c >= '0' && c <= '9')
            v += c - '0';
        else if (c >= 'A' && c <= 'F')
            v += c - 'A' + 10;
        else
            return -1;
    }
    return in_ranges(lex_cjk_ideograph, lex_cjk_ideograph_count, v) ? v : -1;
}

int32_t lex_lookup_name(const char *name, size_t len)
{
    static const char hangul_prefix[] = "HANGUL SYLLABLE ";
    static const char cjk_prefix[] = "CJK UNIFIED IDEOGRAPH-";
    if (len > sizeof hangul_prefix - 1 &&
        memcmp(name, hangul_prefix, sizeof hangul_prefix - 1) == 0)
        return hangul(name + sizeof hangul_prefix - 1, len - (sizeof hangul_prefix - 1));
    if (len >= sizeof cjk_prefix - 1 &&
        memcmp(name, cjk_prefix, sizeof cjk_prefix - 1) == 0)
        return cjk(name + sizeof cjk_prefix - 1, len - (sizeof cjk_prefix - 1));
    char up[128];
    if (len == 0 || len >= sizeof up)
        return -1; /* longer than any name */
    for (size_t i = 0; i < len; i++) {
        char c = name[i];
        up[i] = (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c;
    }
    up[len] = '\0';
    int lo = 0, hi = lex_unames_count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        int c = strcmp(up, lex_uname_name(&lex_unames[mid]));
        if (c == 0)
            return lex_unames[mid].cp;
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return -1;
}
