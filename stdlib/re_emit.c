/*
 * re_emit.c - the PCRE2 side of the translation: literals, classes,
 * categories, boundaries and groups written for the target (8-bit or UTF)
 * and the flags in force, where PCRE2's meaning differs from Python's
 * (see re_translate.c's head for the list).
 */
#include <stdlib.h>

#include "re_translate.h"
#include "objects/str_internal.h"

/* ---- output ------------------------------------------------------------- */

void rx_emit(tr *t, const char *s) { sb_adds(&t->out, s); }

/* A code point as a PCRE2 literal, in a class or out of one. */
static void emit_cp(tr *t, uint32_t c)
{
    if ((c >= '0' && c <= '9') || is_ascii_letter(c))
        sb_addc(&t->out, (char)c);
    else
        sb_addf(&t->out, "\\x{%x}", c);
}

void rx_emit_insert(tr *t, int64_t at, const char *s)
{
    int64_t k = (int64_t)strlen(s), n = t->out.len;
    if (!sb_add(&t->out, s, k))
        return;
    memmove(t->out.p + at + k, t->out.p + at, (size_t)(n - at));
    memcpy(t->out.p + at, s, (size_t)k);
}

static uint32_t cp_max(tr *t) { return t->target == RE_T_UTF ? 0x10FFFF : 0xFF; }
static void emit_never(tr *t) { rx_emit(t, t->target == RE_T_UTF ? "[^\\x{0}-\\x{10ffff}]" : "[^\\x{0}-\\x{ff}]"); }
static void emit_anychar(tr *t) { rx_emit(t, t->target == RE_T_UTF ? "[\\x{0}-\\x{10ffff}]" : "[\\x{0}-\\x{ff}]"); }

/* Scope questions. */
static bool sc_ascii(tr *t, const scope *sc) { return !t->is_str || (sc->f & (RE_ASCII | RE_LOCALE)); }
static bool sc_icase(const scope *sc) { return (sc->f & RE_IGNORECASE) != 0; }
/* UTF mode in an ASCII scope: PCRE2 would fold Unicode, so we fold ASCII
 * letters by hand and keep PCRE2's caseless option off. */
bool rx_sc_handfold(tr *t, const scope *sc) { return t->target == RE_T_UTF && sc_ascii(t, sc) && sc_icase(sc); }
/* The UTF form is compiled with Unicode properties (PCRE2_UCP) when the
 * pattern as a whole is Unicode. */
bool rx_utf_ucp(tr *t) { return t->target == RE_T_UTF && !(t->flags & RE_ASCII); }

scope rx_scope_for(tr *t, int64_t f)
{
    scope sc = {.f = f};
    sc.pi = (f & RE_IGNORECASE) && !rx_sc_handfold(t, &sc);
    sc.pm = (f & RE_MULTILINE) != 0;
    sc.ps = (f & RE_DOTALL) != 0;
    return sc;
}

/* _compiler._combine_flags */
int64_t rx_combine_flags(int64_t f, int64_t add, int64_t del)
{
    if (add & RE_TYPE_FLAGS)
        f &= ~(int64_t)RE_TYPE_FLAGS;
    return (f | add) & ~del;
}

/* The non-ASCII letters that Python's case folding pairs with ASCII ones
 * (and PCRE2's Unicode folding pairs only with themselves, for the first
 * two): the ASCII letter, or 0. */
static uint32_t fold_to_ascii(uint32_t c)
{
    switch (c) {
    case 0x130: case 0x131: return 'i'; /* LATIN CAPITAL LETTER I WITH DOT ABOVE, DOTLESS I */
    case 0x17F: return 's';             /* LATIN SMALL LETTER LONG S */
    case 0x212A: return 'k';            /* KELVIN SIGN */
    default: return 0;
    }
}

void rx_emit_literal(tr *t, const scope *sc, uint32_t c)
{
    if (t->target == RE_T_UTF) {
        if (c >= 0xD800 && c <= 0xDFFF) {
            emit_never(t); /* no str holds a lone surrogate */
        } else if (rx_sc_handfold(t, sc) && is_ascii_letter(c)) {
            sb_addf(&t->out, "[%c%c]", (char)(c | 32), (char)(c & ~32u));
        } else if (sc->pi && !sc_ascii(t, sc) && ((c | 32) == 'i' || c == 0x130 || c == 0x131)) {
            /* Python folds i, I, U+0130 and U+0131 together */
            rx_emit(t, "[i\\x{130}\\x{131}]");
        } else {
            emit_cp(t, c);
        }
        return;
    }
    if (t->target == RE_T_BYTES || c < 128) {
        emit_cp(t, c);
        return;
    }
    /* RE_T_ASCII: only a folded letter can meet an ASCII subject */
    uint32_t a = sc->pi && !sc_ascii(t, sc) ? fold_to_ascii(c) : 0;
    if (a)
        emit_cp(t, a);
    else
        emit_never(t);
}

/* ---- character classes ----------------------------------------------------- */


void rx_cls_add(cls *c, uint32_t lo, uint32_t hi)
{
    if (c->failed || lo > hi)
        return;
    if (c->n == c->cap) {
        int nc = c->cap ? c->cap * 2 : 8;
        void *np = vm_realloc(c->vm, c->r, (size_t)nc * sizeof *c->r);
        if (!np) {
            c->failed = true;
            return;
        }
        c->r = np;
        c->cap = nc;
    }
    c->r[c->n][0] = lo;
    c->r[c->n][1] = hi;
    c->n++;
}

static bool cls_has(const cls *c, uint32_t x)
{
    for (int i = 0; i < c->n; i++)
        if (c->r[i][0] <= x && x <= c->r[i][1])
            return true;
    return false;
}

static int range_cmp(const void *a, const void *b)
{
    const uint32_t *x = a, *y = b;
    return x[0] < y[0] ? -1 : x[0] > y[0];
}

static void cls_normalize(cls *c, uint32_t top)
{
    if (c->n > 1)
        qsort(c->r, (size_t)c->n, sizeof *c->r, range_cmp);
    int k = 0;
    for (int i = 0; i < c->n; i++) {
        uint32_t lo = c->r[i][0], hi = c->r[i][1] > top ? top : c->r[i][1];
        if (lo > hi)
            continue;
        if (k && lo <= c->r[k - 1][1] + 1) {
            if (hi > c->r[k - 1][1])
                c->r[k - 1][1] = hi;
        } else {
            c->r[k][0] = lo;
            c->r[k][1] = hi;
            k++;
        }
    }
    c->n = k;
}

/* The ASCII meaning of a category as ranges (complemented up to top for
 * the negated ones). sp_fs: add U+001C..U+001F to \s (Python's Unicode \s
 * as an ASCII subject sees it). */
static void cls_add_ascii_cat(cls *c, unsigned cat, uint32_t top, bool sp_fs)
{
    static const uint32_t d[][2] = {{'0', '9'}};
    static const uint32_t w[][2] = {{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}};
    uint32_t sp[3][2] = {{9, 13}, {sp_fs ? 0x1C : 0x20, 0x20}, {1, 0}};
    const uint32_t(*set)[2];
    int n;
    if (cat & (CAT_D | CAT_ND))
        set = d, n = 1;
    else if (cat & (CAT_W | CAT_NW))
        set = w, n = 4;
    else
        set = (const uint32_t(*)[2])sp, n = 2;
    if (cat & (CAT_D | CAT_W | CAT_S)) {
        for (int i = 0; i < n; i++)
            rx_cls_add(c, set[i][0], set[i][1]);
        return;
    }
    uint32_t lo = 0;
    for (int i = 0; i < n; i++) {
        if (set[i][0] > lo)
            rx_cls_add(c, lo, set[i][0] - 1);
        lo = set[i][1] + 1;
    }
    rx_cls_add(c, lo, top);
}

/* Add what case folding pairs with the class's members, where PCRE2's own
 * folding is not Python's (see fold_to_ascii). */
static void cls_fold(tr *t, const scope *sc, cls *c)
{
    if (rx_sc_handfold(t, sc)) {
        int n = c->n;
        for (int i = 0; i < n; i++) {
            uint32_t lo = c->r[i][0], hi = c->r[i][1];
            for (uint32_t base = 'A'; base <= 'a'; base += 32) {
                uint32_t a = lo > base ? lo : base, b = hi < base + 25 ? hi : base + 25;
                if (a <= b)
                    rx_cls_add(c, a ^ 32, b ^ 32);
            }
        }
        return;
    }
    if (!sc->pi || sc_ascii(t, sc))
        return;
    if (t->target == RE_T_UTF) {
        if (cls_has(c, 'i') || cls_has(c, 'I') || cls_has(c, 0x130) || cls_has(c, 0x131)) {
            rx_cls_add(c, 'i', 'i');
            rx_cls_add(c, 0x130, 0x131);
        }
    } else if (t->target == RE_T_ASCII) {
        static const uint32_t specials[] = {0x130, 0x131, 0x17F, 0x212A};
        for (int k = 0; k < 4; k++)
            if (cls_has(c, specials[k])) {
                uint32_t a = fold_to_ascii(specials[k]);
                rx_cls_add(c, a, a);
            }
    }
}

/* Python's Unicode \s: str.isspace(), which is the space separators (Z)
 * and the characters of bidirectional class WS, B or S (tab to CR,
 * U+001C..U+001F, U+0085). PCRE2's \p{Xsp} differs: it has U+180E and
 * lacks U+001C..U+001F. */
#define UNI_SPACE "\\p{Z}\\t-\\r\\x{1c}-\\x{1f}\\x{85}"

static void emit_ranges(tr *t, const cls *c)
{
    for (int i = 0; i < c->n; i++) {
        emit_cp(t, c->r[i][0]);
        if (c->r[i][1] > c->r[i][0]) {
            if (c->r[i][1] > c->r[i][0] + 1)
                sb_addc(&t->out, '-');
            emit_cp(t, c->r[i][1]);
        }
    }
}

/* sre's IN_LOC_IGNORE tries a character, then its lower and its upper
 * case, against the class with its negation inside: so a negated class of
 * more than one member, under re.LOCALE and re.IGNORECASE, refuses only
 * the characters whose every case is in it ([^Ac] takes 'a'). Written
 * without PCRE2's caseless option, as the complement of those. */
static void emit_locale_negated(tr *t, cls *c)
{
    cls_normalize(c, 0xFF);
    bool in[256] = {false};
    for (int i = 0; i < c->n; i++)
        for (uint32_t x = c->r[i][0]; x <= c->r[i][1]; x++)
            in[x] = true;
    cls out = {.vm = t->vm};
    for (uint32_t x = 0; x < 256; x++) {
        uint32_t lo = is_ascii_letter(x) ? (x | 32) : x, up = is_ascii_letter(x) ? (x & ~32u) : x;
        if (in[x] && in[lo] && in[up])
            rx_cls_add(&out, x, x);
    }
    cls_normalize(&out, 0xFF);
    rx_emit(t, "(?-i:");
    if (out.n) {
        rx_emit(t, "[^");
        emit_ranges(t, &out);
        rx_emit(t, "])");
    } else {
        emit_anychar(t);
        rx_emit(t, ")");
    }
    if (out.failed)
        t->out.failed = true;
    vm_dealloc(t->vm, out.r);
}

/* Write a class; its members so far are ranges in c, plus categories in
 * cats (CAT_*). */
void rx_emit_class(tr *t, const scope *sc, cls *c, unsigned cats, bool negate)
{
    bool prop = t->target == RE_T_UTF && !sc_ascii(t, sc);
    if (!prop) {
        /* 8-bit targets and ASCII scopes: every category as ranges */
        bool sp_fs = t->target == RE_T_ASCII && !sc_ascii(t, sc);
        for (unsigned k = 1; k <= CAT_NW; k <<= 1)
            if (cats & k)
                cls_add_ascii_cat(c, k, cp_max(t), sp_fs);
        cats = 0;
    }
    if (negate && !t->is_str && (sc->f & RE_LOCALE) && sc_icase(sc) &&
        (c->n > 1 || (c->n == 1 && c->r[0][0] != c->r[0][1]))) {
        emit_locale_negated(t, c);
        return;
    }
    cls_fold(t, sc, c);
    if (t->target == RE_T_UTF) {
        /* no str holds a lone surrogate, and PCRE2 refuses to name one */
        int n = c->n;
        for (int i = 0; i < n; i++)
            if (c->r[i][0] <= 0xDFFF && c->r[i][1] >= 0xD800) {
                uint32_t hi = c->r[i][1];
                c->r[i][1] = c->r[i][0] < 0xD800 ? 0xD7FF : 0;
                if (c->r[i][0] >= 0xD800)
                    c->r[i][0] = 1; /* emptied: lo > hi */
                if (hi > 0xDFFF)
                    rx_cls_add(c, 0xE000, hi);
            }
    }
    cls_normalize(c, cp_max(t));
    if (c->failed) {
        t->out.failed = true;
        return;
    }
    bool all = (cats & CAT_D && cats & CAT_ND) || (cats & CAT_W && cats & CAT_NW) ||
               (cats & CAT_S && cats & CAT_NS) || (c->n == 1 && c->r[0][0] == 0 && c->r[0][1] == cp_max(t));
    if (all) {
        if (negate)
            emit_never(t);
        else
            emit_anychar(t);
        return;
    }
    if (cats & CAT_NS) {
        /* not (Xsp or U+001C..U+001F): no property says it inside a class */
        cats &= ~(unsigned)CAT_NS;
        bool others = c->n || cats;
        if (!negate && !others) {
            rx_emit(t, "[^" UNI_SPACE "]");
            return;
        }
        if (!negate) {
            rx_emit(t, "(?:[^" UNI_SPACE "]|[");
        } else {
            /* not (\S or others) = \s and not others */
            rx_emit(t, "(?:");
            if (!others) {
                rx_emit(t, "[" UNI_SPACE "])");
                return;
            }
            rx_emit(t, "(?![");
        }
    } else if (!c->n && !cats) {
        if (negate)
            emit_anychar(t);
        else
            emit_never(t);
        return;
    } else {
        rx_emit(t, negate ? "[^" : "[");
        cats |= 0x100; /* a plain class: closed below */
    }
    bool ucp = rx_utf_ucp(t);
    if (cats & CAT_D) rx_emit(t, ucp ? "\\d" : "\\p{Nd}");
    if (cats & CAT_ND) rx_emit(t, ucp ? "\\D" : "\\P{Nd}");
    if (cats & CAT_W) rx_emit(t, ucp ? "\\w" : "\\p{Xwd}");
    if (cats & CAT_NW) rx_emit(t, ucp ? "\\W" : "\\P{Xwd}");
    if (cats & CAT_S) rx_emit(t, UNI_SPACE);
    emit_ranges(t, c);
    if (cats & 0x100)
        rx_emit(t, "]");
    else if (!negate)
        rx_emit(t, "])");
    else
        rx_emit(t, "])[" UNI_SPACE "])");
}

/* A category escape outside a class. */
void rx_emit_category(tr *t, const scope *sc, unsigned cat)
{
    bool ascii = sc_ascii(t, sc);
    if (t->target != RE_T_UTF && (ascii || !(cat & (CAT_S | CAT_NS)))) {
        /* PCRE2's own escapes are Python's ASCII ones in 8-bit mode */
        static const char *const names[] = {"\\d", "\\D", "\\s", "\\S", "\\w", "\\W"};
        int k = 0;
        while (!(cat & (1u << k)))
            k++;
        rx_emit(t, names[k]);
        return;
    }
    if (t->target == RE_T_UTF && !ascii && rx_utf_ucp(t) && !(cat & (CAT_S | CAT_NS))) {
        rx_emit(t, cat == CAT_D ? "\\d" : cat == CAT_ND ? "\\D" : cat == CAT_W ? "\\w" : "\\W");
        return;
    }
    bool neg = (cat & (CAT_ND | CAT_NS | CAT_NW)) != 0;
    if (neg && !(cat & CAT_NS) && !(t->target == RE_T_UTF && !ascii)) {
        neg = false; /* ASCII: the complement as ranges */
    } else if (neg) {
        cat = cat == CAT_ND ? CAT_D : cat == CAT_NS ? CAT_S : CAT_W;
    }
    cls c = {.vm = t->vm};
    rx_emit_class(t, sc, &c, cat, neg);
    vm_dealloc(t->vm, c.r);
}

/* \b and \B where PCRE2's own (which follow PCRE2_UCP for the whole
 * pattern) do not say what the scope says. */
void rx_emit_boundary(tr *t, const scope *sc, bool non)
{
    /* sre: \B never matches in an empty string */
    if (non)
        rx_emit(t, "(?!\\A\\z)");
    bool ascii = sc_ascii(t, sc);
    if (t->target != RE_T_UTF || ascii != rx_utf_ucp(t)) {
        rx_emit(t, non ? "\\B" : "\\b");
        return;
    }
    const char *w = ascii ? "[0-9A-Z_a-z]" : "\\p{Xwd}";
    if (!non)
        sb_addf(&t->out, "(?:(?<=%s)(?!%s)|(?<!%s)(?=%s))", w, w, w, w);
    else
        sb_addf(&t->out, "(?:(?<=%s)(?=%s)|(?<!%s)(?!%s))", w, w, w, w);
}

/* Open a non-capturing or capturing group in the output, switching
 * PCRE2's options to the child scope's. Returns the offset of its body. */
int64_t rx_emit_group_open(tr *t, const scope *parent, const scope *child, bool capture)
{
    if (capture) {
        /* a capturing group has no flags of its own in Python */
        rx_emit(t, "(");
        return t->out.len;
    }
    char on[4], off[4];
    int non = 0, noff = 0;
    if (child->pi != parent->pi)
        *(child->pi ? &on[non++] : &off[noff++]) = 'i';
    if (child->pm != parent->pm)
        *(child->pm ? &on[non++] : &off[noff++]) = 'm';
    if (child->ps != parent->ps)
        *(child->ps ? &on[non++] : &off[noff++]) = 's';
    rx_emit(t, "(?");
    sb_add(&t->out, on, non);
    if (noff) {
        sb_addc(&t->out, '-');
        sb_add(&t->out, off, noff);
    }
    rx_emit(t, ":");
    return t->out.len;
}

void rx_emit_quantifier(tr *t, int64_t min, int64_t max, int64_t kind)
{
    if (min == 0 && max == 1)
        rx_emit(t, "?");
    else if (min == 0 && max == RE_MAXREPEAT)
        rx_emit(t, "*");
    else if (min == 1 && max == RE_MAXREPEAT)
        rx_emit(t, "+");
    else if (max == RE_MAXREPEAT)
        sb_addf(&t->out, "{%lld,}", (long long)min);
    else
        sb_addf(&t->out, "{%lld,%lld}", (long long)min, (long long)max);
    if (kind == '?')
        rx_emit(t, "?");
    else if (kind == '+')
        rx_emit(t, "+");
}
