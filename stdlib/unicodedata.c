/*
 * unicodedata.c - the `unicodedata` module in CPython 3.11's Unicode 14.0
 * view: character properties from utf8proc and objects/text/utext (whose
 * category already hides what 15.0 added), names from the lexer's table
 * for "\N{...}" (parser/unicode_ident.h), and what neither has (numeric
 * values, East Asian widths, which names are aliases) from tables generated
 * at build time (stdlib/gen_unicodedata.py). A code point first assigned
 * after 14.0 is unassigned here, as it is for python3.11.
 */
#include <math.h>
#include <string.h>
#include <utf8proc.h>

#include "objects/str_internal.h"
#include "objects/text/utext.h"
#include "parser/unicode_ident.h"
#include "stdlib/unicodedata_tables.h"
#include "vm/vm.h"

/* ---- arguments ------------------------------------------------------------ */

/* CPython's _PyArg_BadArgument names None itself, anything else by type. */
static const char *bad_name(value v)
{
    return v == V_NONE ? "None" : vm_type_name(v);
}

/* The code point of a one-character str (a lone surrogate is its three-
 * byte form), or -1 with CPython's TypeError. */
static int32_t char_arg(psvm *vm, value v, const char *fname, bool numbered)
{
    if (!v_is_str(v) || AS_STR(v)->cplen != 1) {
        vm_err(vm, &exc_TypeError, "%s() argument %smust be a unicode character, not %s", fname,
               numbered ? "1 " : "", bad_name(v));
        return -1;
    }
    const uint8_t *s = (const uint8_t *)AS_STR(v)->data;
    int64_t n = AS_STR(v)->len;
    if (n == 1)
        return s[0];
    if (n == 2)
        return (int32_t)((s[0] & 0x1F) << 6 | (s[1] & 0x3F));
    if (n == 3)
        return (int32_t)((s[0] & 0x0F) << 12 | (s[1] & 0x3F) << 6 | (s[2] & 0x3F));
    return (int32_t)((s[0] & 0x07) << 18 | (s[1] & 0x3F) << 12 | (s[2] & 0x3F) << 6 | (s[3] & 0x3F));
}

/* A METH_O function's one argument: "unicodedata.f() takes exactly one
 * argument (N given)". */
static int32_t one_char(psvm *vm, const char *fname, int argc, const value *argv, value kw)
{
    if (kw && AS_TUPLE(kw)->len) {
        vm_err(vm, &exc_TypeError, "unicodedata.%s() takes no keyword arguments", fname);
        return -1;
    }
    if (argc != 1) {
        vm_err(vm, &exc_TypeError, "unicodedata.%s() takes exactly one argument (%d given)", fname, argc);
        return -1;
    }
    return char_arg(vm, argv[0], fname, false);
}

/* f(chr, default=None) (name, decimal, digit, numeric). */
static int32_t char_default(psvm *vm, const char *fname, int argc, const value *argv, value kw)
{
    if (kw && AS_TUPLE(kw)->len) {
        vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", fname);
        return -1;
    }
    if (argc < 1 || argc > 2) {
        vm_err(vm, &exc_TypeError, "%s expected at %s %d argument%s, got %d", fname, argc < 1 ? "least" : "most",
               argc < 1 ? 1 : 2, argc < 1 ? "" : "s", argc);
        return -1;
    }
    return char_arg(vm, argv[0], fname, true);
}

static bool is_late(int32_t cp)
{
    return lex_assigned_after_14(cp);
}

/* ---- properties ------------------------------------------------------------ */

static value m_category(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = one_char(vm, "category", argc, argv, kw);
    return cp < 0 ? V_NULL : str_from_cstr(vm, ut_category((uint32_t)cp));
}

static const char *const bidi_names[] = {"", "L", "LRE", "LRO", "R", "AL", "RLE", "RLO", "PDF", "EN", "ES", "ET",
                                         "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON", "LRI", "RLI", "FSI", "PDI"};

static bool unassigned(int32_t cp)
{
    return is_late(cp) || !strcmp(ut_category((uint32_t)cp), "Cn");
}

static value m_bidirectional(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = one_char(vm, "bidirectional", argc, argv, kw);
    if (cp < 0)
        return V_NULL;
    int b = unassigned(cp) ? 0 : utf8proc_get_property(cp)->bidi_class;
    if (b < 0 || b >= (int)(sizeof bidi_names / sizeof bidi_names[0]))
        b = 0;
    return str_from_cstr(vm, bidi_names[b]);
}

static value m_combining(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = one_char(vm, "combining", argc, argv, kw);
    if (cp < 0)
        return V_NULL;
    return v_from_small(unassigned(cp) ? 0 : utf8proc_get_property(cp)->combining_class);
}

static value m_mirrored(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = one_char(vm, "mirrored", argc, argv, kw);
    if (cp < 0)
        return V_NULL;
    return v_from_small(unassigned(cp) ? 0 : utf8proc_get_property(cp)->bidi_mirrored);
}

/* East_Asian_Width: the table's range, else N for an assigned code point
 * and F (CPython's record 0) for an unassigned one. */
static value m_east_asian_width(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = one_char(vm, "east_asian_width", argc, argv, kw);
    if (cp < 0)
        return V_NULL;
    int lo = 0, hi = ud_eaw_count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (cp < ud_eaw[mid].lo)
            hi = mid - 1;
        else if (cp > ud_eaw[mid].hi)
            lo = mid + 1;
        else
            return str_from_cstr(vm, ud_eaw[mid].width);
    }
    return str_from_cstr(vm, unassigned(cp) ? "F" : "N");
}

/* ---- numbers --------------------------------------------------------------- */

static const ud_numval *numeric_of(int32_t cp)
{
    int lo = 0, hi = ud_numeric_count - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (cp < ud_numeric[mid].cp)
            hi = mid - 1;
        else if (cp > ud_numeric[mid].cp)
            lo = mid + 1;
        else
            return &ud_numeric[mid];
    }
    return NULL;
}

static value m_decimal(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = char_default(vm, "decimal", argc, argv, kw);
    if (cp < 0)
        return V_NULL;
    int d = is_late(cp) ? -1 : ut_cp_decimal((uint32_t)cp);
    if (d >= 0)
        return v_from_small(d);
    return argc > 1 ? argv[1] : vm_err(vm, &exc_ValueError, "not a decimal");
}

static value m_digit(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = char_default(vm, "digit", argc, argv, kw);
    if (cp < 0)
        return V_NULL;
    int d = is_late(cp) ? -1 : ut_cp_digit((uint32_t)cp);
    if (d >= 0)
        return v_from_small(d);
    return argc > 1 ? argv[1] : vm_err(vm, &exc_ValueError, "not a digit");
}

static value m_numeric(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = char_default(vm, "numeric", argc, argv, kw);
    if (cp < 0)
        return V_NULL;
    const ud_numval *nv = numeric_of(cp);
    if (nv)
        return v_from_float((double)nv->num / (double)nv->den);
    return argc > 1 ? argv[1] : vm_err(vm, &exc_ValueError, "not a numeric character");
}

/* ---- names ----------------------------------------------------------------- */

static bool is_alias(int32_t cp, const char *name)
{
    for (int i = 0; i < ud_aliases_count; i++)
        if (ud_aliases[i].cp == cp && !strcmp(ud_aliases[i].alias, name))
            return true;
    return false;
}

static bool in_ranges(const lex_urange *r, int n, int32_t cp)
{
    for (int i = 0; i < n; i++)
        if (cp >= r[i].lo && cp <= r[i].hi)
            return true;
    return false;
}

/* The name of cp into buf, or false: the algorithmic names of Hangul
 * syllables and CJK unified ideographs, else a binary search of the
 * lexer's name table in code point order for cp's first entry that is not
 * an alias. */
static bool name_of(psvm *vm, int32_t cp, char *buf, size_t size)
{
    if (is_late(cp))
        return false;
    if (cp >= 0xAC00 && cp <= 0xD7A3) {
        int s = cp - 0xAC00;
        snprintf(buf, size, "HANGUL SYLLABLE %s%s%s", lex_jamo_lead[s / 588], lex_jamo_vowel[(s % 588) / 28],
                 lex_jamo_trail[s % 28]);
        return true;
    }
    if (in_ranges(lex_cjk_ideograph, lex_cjk_ideograph_count, cp)) {
        snprintf(buf, size, "CJK UNIFIED IDEOGRAPH-%X", (unsigned)cp);
        return true;
    }
    vm_charge(vm, 16);
    int lo = 0, hi = lex_unames_count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (lex_unames[lex_unames_by_cp[mid]].cp < cp)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (int i = lo; i < lex_unames_count && lex_unames[lex_unames_by_cp[i]].cp == cp; i++) {
        const lex_uname *e = &lex_unames[lex_unames_by_cp[i]];
        if (!is_alias(cp, lex_uname_name(e))) {
            snprintf(buf, size, "%s", lex_uname_name(e));
            return true;
        }
    }
    return false;
}

static value m_name(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int32_t cp = char_default(vm, "name", argc, argv, kw);
    if (cp < 0)
        return V_NULL;
    char buf[128];
    if (name_of(vm, cp, buf, sizeof buf))
        return vm->exc ? V_NULL : str_from_cstr(vm, buf);
    if (vm->exc)
        return V_NULL;
    return argc > 1 ? argv[1] : vm_err(vm, &exc_ValueError, "no such name");
}

static value m_lookup(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (kw && AS_TUPLE(kw)->len)
        return vm_err(vm, &exc_TypeError, "unicodedata.lookup() takes no keyword arguments");
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "unicodedata.lookup() takes exactly one argument (%d given)", argc);
    const char *s;
    int64_t n;
    if (v_is_str(argv[0])) {
        s = AS_STR(argv[0])->data;
        n = AS_STR(argv[0])->len;
    } else if (v_is_type(argv[0], &bytes_type)) {
        s = (const char *)((bytesobj *)v_obj(argv[0]))->data;
        n = ((bytesobj *)v_obj(argv[0]))->len;
    } else
        return vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(argv[0]));
    int32_t cp = n > 256 ? -1 : lex_lookup_name(s, (size_t)n);
    if (cp < 0 || is_late(cp)) {
        /* KeyError's str is the repr of its one argument */
        value m = n > 256 ? str_from_cstr(vm, "name too long")
                          : str_fmt(vm, "undefined character name '%.*s'", (int)n, s);
        value t = m ? tuple_pack(vm, 1, m) : V_NULL;
        value e = t ? exc_new(vm, &exc_KeyError, t) : V_NULL;
        return e ? vm_err_value(vm, e) : V_NULL;
    }
    char out[4];
    size_t len = ut_encode((uint32_t)cp, out);
    return str_new(vm, out, (int64_t)len);
}

/* ---- normalisation --------------------------------------------------------- */

static int form_of(psvm *vm, value v, ut_nf *f)
{
    if (str_eq_cstr(v, "NFC"))
        *f = UT_NFC;
    else if (str_eq_cstr(v, "NFD"))
        *f = UT_NFD;
    else if (str_eq_cstr(v, "NFKC"))
        *f = UT_NFKC;
    else if (str_eq_cstr(v, "NFKD"))
        *f = UT_NFKD;
    else {
        vm_err(vm, &exc_ValueError, "invalid normalization form");
        return -1;
    }
    return 0;
}

static int norm_args(psvm *vm, const char *fname, int argc, const value *argv, value kw, ut_nf *f)
{
    if (kw && AS_TUPLE(kw)->len) {
        vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", fname);
        return -1;
    }
    if (argc != 2) {
        vm_err(vm, &exc_TypeError, "%s expected 2 arguments, got %d", fname, argc);
        return -1;
    }
    for (int i = 0; i < 2; i++)
        if (!v_is_str(argv[i])) {
            vm_err(vm, &exc_TypeError, "%s() argument %d must be str, not %s", fname, i + 1, bad_name(argv[i]));
            return -1;
        }
    return form_of(vm, argv[0], f);
}

/* A str holding a lone surrogate (its three-byte form) is left as it is:
 * utf8proc takes only valid UTF-8, and CPython's normalisation passes a
 * surrogate through. */
static bool has_surrogate(const strobj *s)
{
    for (int64_t i = 0; i + 1 < s->len; i++)
        if ((uint8_t)s->data[i] == 0xED && (uint8_t)s->data[i + 1] >= 0xA0)
            return true;
    return false;
}

static value normalized(psvm *vm, ut_nf f, value str)
{
    const strobj *s = AS_STR(str);
    if (s->ascii || has_surrogate(s))
        return str; /* ASCII is in every normal form */
    size_t need = ut_normalize_size((size_t)s->len);
    if (!vm_reserve(vm, (int64_t)need) || !vm_charge(vm, s->len / 4 + 1))
        return V_NULL;
    tbuf t;
    vm_tbuf_init(&t, vm);
    if (!ut_normalize(f, s->data, (size_t)s->len, &t)) {
        vm_tbuf_free(&t);
        return vm->exc ? V_NULL : vm_err_nomem(vm);
    }
    return vm_tbuf_finish(&t);
}

static value m_normalize(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    ut_nf f;
    if (norm_args(vm, "normalize", argc, argv, kw, &f) < 0)
        return V_NULL;
    return normalized(vm, f, argv[1]);
}

static value m_is_normalized(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    ut_nf f;
    if (norm_args(vm, "is_normalized", argc, argv, kw, &f) < 0)
        return V_NULL;
    value r = normalized(vm, f, argv[1]);
    if (!r)
        return V_NULL;
    const strobj *a = AS_STR(argv[1]), *b = AS_STR(r);
    return v_bool(a->len == b->len && memcmp(a->data, b->data, (size_t)a->len) == 0);
}

/* ---- the module ------------------------------------------------------------ */

static const bfunc ud_funcs[] = {
    BFUNC("category", m_category), BFUNC("bidirectional", m_bidirectional), BFUNC("combining", m_combining),
    BFUNC("mirrored", m_mirrored), BFUNC("east_asian_width", m_east_asian_width), BFUNC("decimal", m_decimal),
    BFUNC("digit", m_digit), BFUNC("numeric", m_numeric), BFUNC("name", m_name), BFUNC("lookup", m_lookup),
    BFUNC("normalize", m_normalize), BFUNC("is_normalized", m_is_normalized),
    BFUNC_END,
};

value unicodedata_module_new(psvm *vm)
{
    value n = str_intern_cstr(vm, "unicodedata");
    value m = n ? module_new(vm, n) : V_NULL;
    if (!m)
        return V_NULL;
    vm_root_push(vm, m);
    value d = ((moduleobj *)v_obj(m))->dict, r = m;
    for (const bfunc *f = ud_funcs; f->name && r; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            r = V_NULL;
    }
    value k = r ? str_intern_cstr(vm, "unidata_version") : V_NULL;
    value v = k ? str_from_cstr(vm, ut_unicode_version()) : V_NULL;
    if (!v || dict_set(vm, d, k, v) < 0)
        r = V_NULL;
    vm_root_pop(vm, 1);
    return r;
}
