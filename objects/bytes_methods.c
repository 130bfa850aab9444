/*
 * bytes_methods.c - the methods of bytes (ASCII semantics: case and
 * character classes only know ASCII, whitespace is ASCII whitespace), with
 * CPython's argument errors. The type itself is in bytes.c.
 */
#include <stdio.h>
#include <string.h>

#include "vm/args.h"
#include "codecs.h"
#include "str_internal.h"

#define BD(v) ((bytesobj *)v_obj(v))
#define M(name) static value name(psvm *vm, value self, int argc, const value *argv, value kw)

static bool is_bytes(value v) { return v_is_type(v, &bytes_type); }
static bool a_space(uint8_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static bool a_lower(uint8_t c) { return c >= 'a' && c <= 'z'; }
static bool a_upper(uint8_t c) { return c >= 'A' && c <= 'Z'; }
static bool a_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static bool a_alpha(uint8_t c) { return a_lower(c) || a_upper(c); }
static uint8_t to_up(uint8_t c) { return a_lower(c) ? (uint8_t)(c - 32) : c; }
static uint8_t to_low(uint8_t c) { return a_upper(c) ? (uint8_t)(c + 32) : c; }

static int need_bytes(psvm *vm, value v)
{
    if (is_bytes(v))
        return 0;
    vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(v));
    return -1;
}

/* Counts and keywords are checked before these run, from the table's
 * entries (methargs.c). */

/* start/end of find() and friends: None or an int, clamped like a slice */
static int range_args(psvm *vm, int64_t n, int argc, const value *argv, int first, int64_t *s, int64_t *e)
{
    *s = 0;
    *e = n;
    for (int k = 0; k < 2; k++) {
        if (argc <= first + k || argv[first + k] == V_NONE)
            continue;
        value v = argv[first + k];
        int64_t x;
        if (!v_is_int(v)) {
            vm_err(vm, &exc_TypeError, "slice indices must be integers or None or have an __index__ method");
            return -1;
        }
        if (int_as_i64(vm, v, &x) < 0) {
            vm->exc = V_NULL;
            int neg = vm_compare_bool(vm, v, v_from_small(0), CMP_LT);
            if (neg < 0)
                return -1;
            x = neg ? INT64_MIN / 2 : INT64_MAX / 2;
        }
        if (x < 0 && (x += n) < 0)
            x = 0;
        if (k && x > n)
            x = n; /* a start past the end stays there: nothing is found */
        *(k ? e : s) = x;
    }
    return 0;
}

/* the needle of find/count/index: bytes, or an int byte */
static int needle(psvm *vm, value v, uint8_t *one, const uint8_t **p, int64_t *len)
{
    if (is_bytes(v)) {
        *p = BD(v)->data;
        *len = BD(v)->len;
        return 0;
    }
    if (!v_is_int(v)) {
        vm_err(vm, &exc_TypeError, "argument should be integer or bytes-like object, not '%s'", vm_type_name(v));
        return -1;
    }
    int64_t x;
    if (int_as_i64(vm, v, &x) < 0 || x < 0 || x > 255) {
        vm->exc = V_NULL;
        vm_err(vm, &exc_ValueError, "byte must be in range(0, 256)");
        return -1;
    }
    *one = (uint8_t)x;
    *p = one;
    *len = 1;
    return 0;
}

static int64_t find_in(const uint8_t *h, int64_t s, int64_t e, const uint8_t *nd, int64_t nn, bool rev)
{
    if (e - s < nn)
        return -1;
    int64_t r = rev ? str_rfind_bytes((const char *)h + s, e - s, (const char *)nd, nn)
                    : str_find_bytes((const char *)h + s, e - s, (const char *)nd, nn, 0);
    return r < 0 ? -1 : r + s;
}

/* find (0), rfind (1), index (2), rindex (3), count (4) */
static value search(psvm *vm, value self, int argc, const value *argv, value kw, int what)
{
    uint8_t one;
    const uint8_t *nd;
    int64_t nn, s, e, n = BD(self)->len;
    /* CPython reads the slice indices before it looks at the needle */
    if (range_args(vm, n, argc, argv, 1, &s, &e) < 0 || needle(vm, argv[0], &one, &nd, &nn) < 0)
        return V_NULL;
    if (!vm_charge(vm, n / 16 + 1))
        return V_NULL;
    const uint8_t *h = BD(self)->data;
    if (what == 4) {
        if (s > e)
            return v_from_small(0);
        if (nn == 0)
            return v_from_small(e - s + 1);
        int64_t c = 0;
        for (int64_t i = s; (i = find_in(h, i, e, nd, nn, false)) >= 0; i += nn)
            c++;
        return v_from_small(c);
    }
    int64_t r = s > e ? -1 : find_in(h, s, e, nd, nn, what & 1);
    if (r < 0 && what >= 2)
        return vm_err(vm, &exc_ValueError, "subsection not found");
    return v_from_small(r);
}
M(b_find) { return search(vm, self, argc, argv, kw, 0); }
M(b_rfind) { return search(vm, self, argc, argv, kw, 1); }
M(b_index) { return search(vm, self, argc, argv, kw, 2); }
M(b_rindex) { return search(vm, self, argc, argv, kw, 3); }
M(b_count) { return search(vm, self, argc, argv, kw, 4); }

static value fixes(psvm *vm, value self, int argc, const value *argv, value kw, bool end)
{
    const char *name = end ? "endswith" : "startswith";
    int64_t s, e, n = BD(self)->len;
    if (range_args(vm, n, argc, argv, 1, &s, &e) < 0)
        return V_NULL;
    value x = argv[0];
    int64_t cnt = v_is_tuple(x) ? AS_TUPLE(x)->len : 1;
    if (!v_is_tuple(x) && !is_bytes(x))
        return vm_err(vm, &exc_TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", name, vm_type_name(x));
    for (int64_t k = 0; k < cnt; k++) {
        value p = v_is_tuple(x) ? AS_TUPLE(x)->items[k] : x;
        if (!is_bytes(p))
            return vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(p));
        int64_t pn = BD(p)->len;
        if (e - s < pn || s > n)
            continue;
        if (memcmp(BD(self)->data + (end ? e - pn : s), BD(p)->data, (size_t)pn) == 0)
            return V_TRUE;
    }
    return V_FALSE;
}
M(b_startswith) { return fixes(vm, self, argc, argv, kw, false); }
M(b_endswith) { return fixes(vm, self, argc, argv, kw, true); }

static value mk(psvm *vm, const uint8_t *p, int64_t n) { return bytes_new(vm, n ? (const void *)p : "", n); }

/* a byte-for-byte mapping: upper, lower, swapcase, capitalize, title */
static value mapcase(psvm *vm, value self, int argc, value kw, const char *name, int how)
{
    int64_t n = BD(self)->len;
    value r = bytes_new(vm, NULL, n);
    if (!r || !vm_charge(vm, n / 16 + 1))
        return V_NULL;
    const uint8_t *s = BD(self)->data;
    uint8_t *d = BD(r)->data;
    bool prev_cased = false;
    for (int64_t i = 0; i < n; i++) {
        uint8_t c = s[i];
        switch (how) {
        case 0: d[i] = to_up(c); break;
        case 1: d[i] = to_low(c); break;
        case 2: d[i] = a_upper(c) ? to_low(c) : to_up(c); break;
        case 3: d[i] = i == 0 ? to_up(c) : to_low(c); break;
        default:
            d[i] = prev_cased ? to_low(c) : to_up(c);
            prev_cased = a_alpha(c);
        }
    }
    return r;
}
M(b_upper) { return mapcase(vm, self, argc, kw, "upper", 0); }
M(b_lower) { return mapcase(vm, self, argc, kw, "lower", 1); }
M(b_swapcase) { return mapcase(vm, self, argc, kw, "swapcase", 2); }
M(b_capitalize) { return mapcase(vm, self, argc, kw, "capitalize", 3); }
M(b_title) { return mapcase(vm, self, argc, kw, "title", 4); }

/* isalnum (0) isalpha (1) isascii (2) isdigit (3) islower (4) isupper (5)
 * isspace (6) istitle (7) */
static value pred(psvm *vm, value self, int argc, value kw, const char *name, int what)
{
    const uint8_t *s = BD(self)->data;
    int64_t n = BD(self)->len;
    if (!vm_charge(vm, n / 16 + 1))
        return V_NULL;
    if (what == 2) {
        for (int64_t i = 0; i < n; i++)
            if (s[i] > 127)
                return V_FALSE;
        return V_TRUE;
    }
    if (what == 4 || what == 5) {
        bool cased = false;
        for (int64_t i = 0; i < n; i++) {
            if (what == 4 ? a_upper(s[i]) : a_lower(s[i]))
                return V_FALSE;
            cased |= a_alpha(s[i]);
        }
        return v_bool(cased);
    }
    if (what == 7) {
        bool cased = false, prev = false;
        for (int64_t i = 0; i < n; i++) {
            uint8_t c = s[i];
            if (a_upper(c)) {
                if (prev)
                    return V_FALSE;
                prev = cased = true;
            } else if (a_lower(c)) {
                if (!prev)
                    return V_FALSE;
                prev = cased = true;
            } else
                prev = false;
        }
        return v_bool(cased);
    }
    if (n == 0)
        return V_FALSE;
    for (int64_t i = 0; i < n; i++) {
        uint8_t c = s[i];
        bool ok = what == 0 ? a_alpha(c) || a_digit(c) : what == 1 ? a_alpha(c) : what == 3 ? a_digit(c) : a_space(c);
        if (!ok)
            return V_FALSE;
    }
    return V_TRUE;
}
M(b_isalnum) { return pred(vm, self, argc, kw, "isalnum", 0); }
M(b_isalpha) { return pred(vm, self, argc, kw, "isalpha", 1); }
M(b_isascii) { return pred(vm, self, argc, kw, "isascii", 2); }
M(b_isdigit) { return pred(vm, self, argc, kw, "isdigit", 3); }
M(b_islower) { return pred(vm, self, argc, kw, "islower", 4); }
M(b_isupper) { return pred(vm, self, argc, kw, "isupper", 5); }
M(b_isspace) { return pred(vm, self, argc, kw, "isspace", 6); }
M(b_istitle) { return pred(vm, self, argc, kw, "istitle", 7); }

/* strip (3), lstrip (1), rstrip (2) */
static value strip(psvm *vm, value self, int argc, const value *argv, value kw, const char *name, int sides)
{
    const uint8_t *s = BD(self)->data, *set = NULL;
    int64_t n = BD(self)->len, sn = 0;
    if (argc && argv[0] != V_NONE) {
        if (need_bytes(vm, argv[0]) < 0)
            return V_NULL;
        set = BD(argv[0])->data;
        sn = BD(argv[0])->len;
    }
    if (!vm_charge(vm, n / 16 + 1))
        return V_NULL;
#define STRIPPED(c) (set ? memchr(set, (c), (size_t)sn) != NULL : a_space(c))
    int64_t i = 0, j = n;
    if (sides & 1)
        while (i < j && STRIPPED(s[i]))
            i++;
    if (sides & 2)
        while (j > i && STRIPPED(s[j - 1]))
            j--;
#undef STRIPPED
    return mk(vm, s + i, j - i);
}
M(b_strip) { return strip(vm, self, argc, argv, kw, "strip", 3); }
M(b_lstrip) { return strip(vm, self, argc, argv, kw, "lstrip", 1); }
M(b_rstrip) { return strip(vm, self, argc, argv, kw, "rstrip", 2); }

static const char *const split_names[] = {"sep", "maxsplit"};

/* split (rev false) and rsplit */
static value split(psvm *vm, value self, int argc, const value *argv, value kw, bool rev)
{
    vm_sig sig = {rev ? "rsplit" : "split", split_names, 2, 2, 0};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int64_t maxs = -1;
    if (a[1] && vm_index(vm, a[1], &maxs) < 0)
        return V_NULL;
    if (maxs < 0)
        maxs = INT64_MAX;
    const uint8_t *s = BD(self)->data, *sep = NULL;
    int64_t n = BD(self)->len, sn = 0;
    if (a[0] && a[0] != V_NONE) {
        if (need_bytes(vm, a[0]) < 0)
            return V_NULL;
        sep = BD(a[0])->data;
        sn = BD(a[0])->len;
        if (sn == 0)
            return vm_err(vm, &exc_ValueError, "empty separator");
    }
    if (!vm_charge(vm, n / 8 + 1))
        return V_NULL;
    value l = list_new(vm, 0);
    if (!l)
        return V_NULL;
    int64_t i = rev ? n : 0, splits = 0;
    if (!sep && !rev) {
        for (;;) {
            while (i < n && a_space(s[i]))
                i++;
            if (i >= n)
                break;
            int64_t j = i;
            if (splits >= maxs) /* the rest as it is */
                j = n;
            else
                while (j < n && !a_space(s[j]))
                    j++;
            value b = mk(vm, s + i, j - i);
            if (!b || list_append(vm, l, b) < 0)
                return V_NULL;
            if (splits++ >= maxs)
                break;
            i = j;
        }
    } else if (!sep) {
        for (;;) {
            while (i > 0 && a_space(s[i - 1]))
                i--;
            if (i <= 0)
                break;
            int64_t j = i;
            if (splits >= maxs) /* the rest as it is */
                j = 0;
            else
                while (j > 0 && !a_space(s[j - 1]))
                    j--;
            value b = mk(vm, s + j, i - j);
            if (!b || list_append(vm, l, b) < 0)
                return V_NULL;
            if (splits++ >= maxs)
                break;
            i = j;
        }
    } else if (!rev) {
        for (;;) {
            int64_t j = splits < maxs ? find_in(s, i, n, sep, sn, false) : -1;
            value b = mk(vm, s + i, (j < 0 ? n : j) - i);
            if (!b || list_append(vm, l, b) < 0)
                return V_NULL;
            if (j < 0)
                break;
            i = j + sn;
            splits++;
        }
    } else {
        for (;;) {
            int64_t j = splits < maxs ? find_in(s, 0, i, sep, sn, true) : -1;
            int64_t from = j < 0 ? 0 : j + sn;
            value b = mk(vm, s + from, i - from);
            if (!b || list_append(vm, l, b) < 0)
                return V_NULL;
            if (j < 0)
                break;
            i = j;
            splits++;
        }
    }
    if (rev) { /* collected right to left */
        listobj *o = AS_LIST(l);
        for (int64_t x = 0, y = o->len - 1; x < y; x++, y--) {
            value t = o->items[x];
            o->items[x] = o->items[y];
            o->items[y] = t;
        }
    }
    return l;
}
M(b_split) { return split(vm, self, argc, argv, kw, false); }
M(b_rsplit) { return split(vm, self, argc, argv, kw, true); }

M(b_join)
{
    value it = vm_iter(vm, argv[0]);
    if (!it) {
        /* any TypeError of getting the iterator, as str.join */
        if (vm_err_occurred_is(vm, &exc_TypeError)) {
            vm->exc = V_NULL;
            vm_err(vm, &exc_TypeError, "can only join an iterable");
        }
        return V_NULL;
    }
    value l = list_from_iter(vm, it);
    if (!l)
        return V_NULL;
    int64_t total = 0, k = AS_LIST(l)->len, sn = BD(self)->len;
    for (int64_t i = 0; i < k; i++) {
        value x = AS_LIST(l)->items[i];
        if (!is_bytes(x))
            return vm_err(vm, &exc_TypeError, "sequence item %lld: expected a bytes-like object, %s found", (long long)i,
                          vm_type_name(x));
        total += BD(x)->len + (i ? sn : 0);
    }
    if (!vm_charge(vm, total / 16 + 1))
        return V_NULL;
    vm_root_push(vm, l);
    value r = bytes_new(vm, NULL, total);
    vm_root_pop(vm, 1);
    if (!r)
        return V_NULL;
    uint8_t *d = BD(r)->data;
    for (int64_t i = 0; i < k; i++) {
        value x = AS_LIST(l)->items[i];
        if (i) {
            vm_copy(d, BD(self)->data, (size_t)sn);
            d += sn;
        }
        vm_copy(d, BD(x)->data, (size_t)BD(x)->len);
        d += BD(x)->len;
    }
    return r;
}

M(b_replace)
{
    if (need_bytes(vm, argv[0]) < 0 || need_bytes(vm, argv[1]) < 0)
        return V_NULL;
    int64_t cnt = -1;
    if (argc > 2 && vm_index(vm, argv[2], &cnt) < 0)
        return V_NULL;
    if (cnt < 0)
        cnt = INT64_MAX;
    const uint8_t *s = BD(self)->data, *o = BD(argv[0])->data, *w = BD(argv[1])->data;
    int64_t n = BD(self)->len, on = BD(argv[0])->len, wn = BD(argv[1])->len;
    if (!vm_charge(vm, n / 8 + 1))
        return V_NULL;
    /* count first: the result's size is reserved before building it */
    int64_t hits = 0;
    if (on == 0)
        hits = n + 1 < cnt ? n + 1 : cnt;
    else
        for (int64_t i = 0; hits < cnt && (i = find_in(s, i, n, o, on, false)) >= 0; i += on)
            hits++;
    if (hits == 0)
        return self;
    double size = (double)n + (double)hits * (double)(wn - on);
    if (size > 1e15)
        return vm_err_nomem(vm);
    value r = bytes_new(vm, NULL, (int64_t)size);
    if (!r || !vm_charge(vm, (int64_t)size / 16 + 1))
        return V_NULL;
    uint8_t *d = BD(r)->data;
    int64_t i = 0;
    for (int64_t h = 0; h < hits; h++) {
        int64_t j = on == 0 ? i : find_in(s, i, n, o, on, false);
        vm_copy(d, s + i, (size_t)(j - i));
        d += j - i;
        vm_copy(d, w, (size_t)wn);
        d += wn;
        if (on == 0) {
            if (j < n)
                *d++ = s[j];
            i = j + 1;
        } else
            i = j + on;
    }
    if (i < n)
        vm_copy(d, s + i, (size_t)(n - i));
    return r;
}

static value partition(psvm *vm, value self, int argc, const value *argv, value kw, bool rev)
{
    if (need_bytes(vm, argv[0]) < 0)
        return V_NULL;
    const uint8_t *s = BD(self)->data;
    int64_t n = BD(self)->len, sn = BD(argv[0])->len;
    if (sn == 0)
        return vm_err(vm, &exc_ValueError, "empty separator");
    if (!vm_charge(vm, n / 16 + 1))
        return V_NULL;
    int64_t j = find_in(s, 0, n, BD(argv[0])->data, sn, rev);
    value e = mk(vm, s, 0);
    if (!e)
        return V_NULL;
    if (j < 0)
        return rev ? tuple_pack(vm, 3, e, e, self) : tuple_pack(vm, 3, self, e, e);
    value a = mk(vm, s, j), b = a ? mk(vm, s + j + sn, n - j - sn) : V_NULL;
    return b ? tuple_pack(vm, 3, a, argv[0], b) : V_NULL;
}
M(b_partition) { return partition(vm, self, argc, argv, kw, false); }
M(b_rpartition) { return partition(vm, self, argc, argv, kw, true); }

/* ljust (0), rjust (1), center (2) */
static value pad(psvm *vm, value self, int argc, const value *argv, value kw, const char *name, int how)
{
    int64_t w;
    if (vm_index(vm, argv[0], &w) < 0)
        return V_NULL;
    uint8_t fill = ' ';
    if (argc > 1) {
        if (!is_bytes(argv[1]) || BD(argv[1])->len != 1)
            return vm_err(vm, &exc_TypeError, "%s() argument 2 must be a byte string of length 1, not %s", name,
                          vm_type_name(argv[1]));
        fill = BD(argv[1])->data[0];
    }
    int64_t n = BD(self)->len;
    if (w <= n)
        return self;
    value r = bytes_new(vm, NULL, w);
    if (!r || !vm_charge(vm, w / 16 + 1))
        return V_NULL;
    int64_t padn = w - n, left = how == 0 ? 0 : how == 1 ? padn : padn / 2 + (padn & w & 1);
    memset(BD(r)->data, fill, (size_t)w);
    vm_copy(BD(r)->data + left, BD(self)->data, (size_t)n);
    return r;
}
M(b_ljust) { return pad(vm, self, argc, argv, kw, "ljust", 0); }
M(b_rjust) { return pad(vm, self, argc, argv, kw, "rjust", 1); }
M(b_center) { return pad(vm, self, argc, argv, kw, "center", 2); }

M(b_zfill)
{
    int64_t w;
    if (vm_index(vm, argv[0], &w) < 0)
        return V_NULL;
    int64_t n = BD(self)->len;
    if (w <= n)
        return self;
    value r = bytes_new(vm, NULL, w);
    if (!r || !vm_charge(vm, w / 16 + 1))
        return V_NULL;
    const uint8_t *s = BD(self)->data;
    uint8_t *d = BD(r)->data;
    memset(d, '0', (size_t)(w - n));
    vm_copy(d + w - n, s, (size_t)n);
    if (n && (s[0] == '+' || s[0] == '-')) {
        d[0] = s[0];
        d[w - n] = '0';
    }
    return r;
}

static value affix(psvm *vm, value self, int argc, const value *argv, value kw, bool suffix)
{
    if (need_bytes(vm, argv[0]) < 0)
        return V_NULL;
    int64_t n = BD(self)->len, pn = BD(argv[0])->len;
    if (pn == 0 || pn > n || memcmp(BD(self)->data + (suffix ? n - pn : 0), BD(argv[0])->data, (size_t)pn))
        return self;
    return mk(vm, BD(self)->data + (suffix ? 0 : pn), n - pn);
}
M(b_removeprefix) { return affix(vm, self, argc, argv, kw, false); }
M(b_removesuffix) { return affix(vm, self, argc, argv, kw, true); }

static const char *const keepends_names[] = {"keepends"};
static const vm_sig splitlines_sig = {"splitlines", keepends_names, 1, 1, 0};

M(b_splitlines)
{
    value a[1];
    if (vm_bind(vm, &splitlines_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    /* keepends is a C int in CPython, not any truth value */
    int64_t keep = 0;
    if (a[0] && vm_index_c_int(vm, a[0], &keep) < 0)
        return V_NULL;
    const uint8_t *s = BD(self)->data;
    int64_t n = BD(self)->len;
    if (!vm_charge(vm, n / 8 + 1))
        return V_NULL;
    value l = list_new(vm, 0);
    for (int64_t i = 0; l && i < n;) {
        int64_t j = i;
        while (j < n && s[j] != '\n' && s[j] != '\r')
            j++;
        int64_t eol = j;
        if (j < n)
            j += (s[j] == '\r' && j + 1 < n && s[j + 1] == '\n') ? 2 : 1;
        value b = mk(vm, s + i, (keep ? j : eol) - i);
        if (!b || list_append(vm, l, b) < 0)
            return V_NULL;
        i = j;
    }
    return l;
}

static const char *const tabsize_names[] = {"tabsize"};
static const vm_sig expandtabs_sig = {"expandtabs", tabsize_names, 1, 1, 0};

M(b_expandtabs)
{
    value a[1];
    if (vm_bind(vm, &expandtabs_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int64_t ts = 8;
    if (a[0] && vm_index_c_int(vm, a[0], &ts) < 0)
        return V_NULL;
    const uint8_t *s = BD(self)->data;
    int64_t n = BD(self)->len, out = 0, col = 0;
    for (int64_t i = 0; i < n; i++) { /* measure first */
        if (s[i] == '\t') {
            int64_t add = ts > 0 ? ts - col % ts : 0;
            out += add;
            col += add;
        } else {
            out++;
            col = (s[i] == '\n' || s[i] == '\r') ? 0 : col + 1;
        }
        if (out > ((int64_t)1 << 40))
            return vm_err_nomem(vm);
    }
    value r = bytes_new(vm, NULL, out);
    if (!r || !vm_charge(vm, out / 16 + 1))
        return V_NULL;
    uint8_t *d = BD(r)->data;
    col = 0;
    for (int64_t i = 0; i < n; i++) {
        if (s[i] == '\t') {
            int64_t add = ts > 0 ? ts - col % ts : 0;
            memset(d, ' ', (size_t)add);
            d += add;
            col += add;
        } else {
            *d++ = s[i];
            col = (s[i] == '\n' || s[i] == '\r') ? 0 : col + 1;
        }
    }
    return r;
}

static const char *const hex_names[] = {"sep", "bytes_per_sep"};
static const vm_sig hex_sig = {"hex", hex_names, 2, 2, 0};

M(b_hex)
{
    value a[2];
    if (vm_bind(vm, &hex_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    char sep = 0;
    int64_t per = 1;
    /* CPython converts bytes_per_sep (a C int) before it looks at sep */
    if (a[1] && vm_index_c_int(vm, a[1], &per) < 0)
        return V_NULL;
    if (a[0]) {
        if (!v_is_str(a[0]) && !is_bytes(a[0]))
            return vm_err(vm, &exc_TypeError, "object of type '%s' has no len()", vm_type_name(a[0]));
        int64_t len = v_is_str(a[0]) ? AS_STR(a[0])->cplen : BD(a[0])->len;
        const char *p = v_is_str(a[0]) ? AS_STR(a[0])->data : (const char *)BD(a[0])->data;
        if (len != 1)
            return vm_err(vm, &exc_ValueError, "sep must be length 1.");
        if ((unsigned char)p[0] > 127)
            return vm_err(vm, &exc_ValueError, "sep must be ASCII.");
        sep = p[0];
    }
    int64_t n = BD(self)->len;
    if (!vm_charge(vm, n / 8 + 1))
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    static const char dig[] = "0123456789abcdef";
    int64_t ap = per < 0 ? -per : per;
    for (int64_t i = 0; i < n; i++) {
        /* per > 0 groups from the right, per < 0 from the left */
        if (sep && i && ap && (per > 0 ? (n - i) % ap == 0 : i % ap == 0))
            sb_addc(&b, sep);
        sb_addc(&b, dig[BD(self)->data[i] >> 4]);
        sb_addc(&b, dig[BD(self)->data[i] & 15]);
    }
    return sb_finish(&b);
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

M(b_fromhex)
{
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "fromhex() argument must be str, not %s", vm_type_name(argv[0]));
    const char *s = AS_STR(argv[0])->data;
    int64_t n = AS_STR(argv[0])->len, k = 0;
    if (!vm_charge(vm, n / 8 + 1))
        return V_NULL;
    uint8_t *buf = vm_alloc(vm, (size_t)n / 2 + 1);
    if (!buf)
        return V_NULL;
    for (int64_t i = 0; i < n;) {
        if (s[i] == ' ' || (s[i] >= '\t' && s[i] <= '\r')) {
            i++;
            continue;
        }
        int hi = hexval(s[i]), lo = i + 1 < n ? hexval(s[i + 1]) : -1;
        if (hi < 0 || lo < 0) {
            vm_dealloc(vm, buf);
            /* the position in code points, as CPython counts */
            int64_t pos = hi < 0 ? i : i + 1, cp = 0;
            for (int64_t j = 0; j < pos; j++)
                cp += ((unsigned char)s[j] & 0xC0) != 0x80;
            return vm_err(vm, &exc_ValueError, "non-hexadecimal number found in fromhex() arg at position %lld", (long long)cp);
        }
        buf[k++] = (uint8_t)(hi * 16 + lo);
        i += 2;
    }
    value r = bytes_new(vm, buf, k);
    vm_dealloc(vm, buf);
    return r;
}

M(b_maketrans)
{
    if (need_bytes(vm, argv[0]) < 0 || need_bytes(vm, argv[1]) < 0)
        return V_NULL;
    if (BD(argv[0])->len != BD(argv[1])->len)
        return vm_err(vm, &exc_ValueError, "maketrans arguments must have same length");
    uint8_t t[256];
    for (int i = 0; i < 256; i++)
        t[i] = (uint8_t)i;
    for (int64_t i = 0; i < BD(argv[0])->len; i++)
        t[BD(argv[0])->data[i]] = BD(argv[1])->data[i];
    return bytes_new(vm, t, 256);
}

static const char *const translate_names[] = {"table", "delete"};
static const vm_sig translate_sig = {"translate", translate_names, 2, 2, 1};

M(b_translate)
{
    value a[2];
    if (argc == 0 && !(kw && AS_TUPLE(kw)->len && str_eq_cstr(AS_TUPLE(kw)->items[0], "table")))
        return vm_err(vm, &exc_TypeError, "translate() takes at least 1 positional argument (0 given)");
    if (vm_bind(vm, &translate_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value table = a[0];
    if (table != V_NONE) {
        if (need_bytes(vm, table) < 0)
            return V_NULL;
        if (BD(table)->len != 256)
            return vm_err(vm, &exc_ValueError, "translation table must be 256 characters long");
    }
    bool del[256] = {false};
    if (a[1]) {
        if (need_bytes(vm, a[1]) < 0)
            return V_NULL;
        for (int64_t i = 0; i < BD(a[1])->len; i++)
            del[BD(a[1])->data[i]] = true;
    }
    int64_t n = BD(self)->len, k = 0;
    if (!vm_charge(vm, n / 16 + 1))
        return V_NULL;
    uint8_t *buf = vm_alloc(vm, (size_t)n + 1);
    if (!buf)
        return V_NULL;
    for (int64_t i = 0; i < n; i++) {
        uint8_t c = BD(self)->data[i];
        if (!del[c])
            buf[k++] = table == V_NONE ? c : BD(table)->data[c];
    }
    value r = bytes_new(vm, buf, k);
    vm_dealloc(vm, buf);
    return r;
}


const bfunc bytes_methods_table[] = {
    BFUNC_KW("decode", bytes_decode), BFUNC_VARARGS("find", b_find, 1, 3),
    BFUNC_VARARGS("rfind", b_rfind, 1, 3), BFUNC_VARARGS("index", b_index, 1, 3),
    BFUNC_VARARGS("rindex", b_rindex, 1, 3), BFUNC_VARARGS("count", b_count, 1, 3),
    BFUNC_VARARGS("startswith", b_startswith, 1, 3), BFUNC_VARARGS("endswith", b_endswith, 1, 3),
    BFUNC_NOARGS("upper", b_upper), BFUNC_NOARGS("lower", b_lower), BFUNC_NOARGS("swapcase", b_swapcase),
    BFUNC_NOARGS("capitalize", b_capitalize), BFUNC_NOARGS("title", b_title),
    BFUNC_NOARGS("isalnum", b_isalnum), BFUNC_NOARGS("isalpha", b_isalpha),
    BFUNC_NOARGS("isascii", b_isascii), BFUNC_NOARGS("isdigit", b_isdigit),
    BFUNC_NOARGS("islower", b_islower), BFUNC_NOARGS("isupper", b_isupper),
    BFUNC_NOARGS("isspace", b_isspace), BFUNC_NOARGS("istitle", b_istitle),
    BFUNC_FAST("strip", b_strip, 0, 1), BFUNC_FAST("lstrip", b_lstrip, 0, 1),
    BFUNC_FAST("rstrip", b_rstrip, 0, 1), BFUNC_KW("split", b_split), BFUNC_KW("rsplit", b_rsplit),
    BFUNC_O("join", b_join), BFUNC_FAST("replace", b_replace, 2, 3), BFUNC_O("partition", b_partition),
    BFUNC_O("rpartition", b_rpartition), BFUNC_FAST("ljust", b_ljust, 1, 2),
    BFUNC_FAST("rjust", b_rjust, 1, 2), BFUNC_FAST("center", b_center, 1, 2), BFUNC_O("zfill", b_zfill),
    BFUNC_O("removeprefix", b_removeprefix), BFUNC_O("removesuffix", b_removesuffix),
    BFUNC_KW("splitlines", b_splitlines), BFUNC_KW("expandtabs", b_expandtabs), BFUNC_KW("hex", b_hex),
    BFUNC_CLASS_O("fromhex", b_fromhex), BFUNC_CLASS_FAST("maketrans", b_maketrans, 2, 2),
    BFUNC_KW("translate", b_translate),
    BFUNC_END,
};
