/*
 * bytes_methods.c - the read-only methods of bytes and bytearray (ASCII
 * semantics: case and character classes only know ASCII, whitespace is
 * ASCII whitespace), with CPython's argument errors. Each works on the
 * receiver's bytes (bytes_view) and builds its result with the receiver's
 * type: bytearray(b'a').upper() is a bytearray, its split() a list of
 * them. Arguments may be either type. The types are in bytes.c and
 * bytearray.c, which list these in their tables (bytes_internal.h).
 *
 * A bytearray argument or receiver can change while an argument's
 * __index__ runs: every method converts its arguments first and takes the
 * views after.
 */
#include <stdio.h>
#include <string.h>

#include "bytes_internal.h"
#include "codecs.h"
#include "str_internal.h"
#include "vm/args.h"

#define M(name) value name(psvm *vm, value self, int argc, const value *argv, value kw)

static bool a_space(uint8_t c) { return c == ' ' || (c >= '\t' && c <= '\r'); }
static bool a_lower(uint8_t c) { return c >= 'a' && c <= 'z'; }
static bool a_upper(uint8_t c) { return c >= 'A' && c <= 'Z'; }
static bool a_digit(uint8_t c) { return c >= '0' && c <= '9'; }
static bool a_alpha(uint8_t c) { return a_lower(c) || a_upper(c); }
static uint8_t to_up(uint8_t c) { return a_lower(c) ? (uint8_t)(c - 32) : c; }
static uint8_t to_low(uint8_t c) { return a_upper(c) ? (uint8_t)(c + 32) : c; }

/* a bytes-like argument, or CPython's TypeError (its bytes: bytes_view,
 * once the other arguments are converted) */
static int need_bytes(psvm *vm, value v)
{
    if (v_is_bytes_like(v))
        return 0;
    vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(v));
    return -1;
}

/* The receiver's bytes. */
typedef struct bview {
    const uint8_t *p;
    int64_t n;
} bview;
static bview view(value v)
{
    bview b = {(const uint8_t *)"", 0};
    bytes_view(v, &b.p, &b.n);
    return b;
}

/* A new object of self's type with n bytes from p. */
static value mk(psvm *vm, value self, const uint8_t *p, int64_t n) { return bytes_like_new(vm, self, p, n, NULL); }

/* self unchanged: bytes is its own result, a bytearray's is a copy */
static value unchanged(psvm *vm, value self)
{
    bview s = view(self);
    return v_is_bytearray(self) ? bytearray_new(vm, s.p, s.n) : self;
}

/* Counts and keywords are checked before these run, from the table's
 * entries (methargs.c). */

/* start/end of find() and friends: None, an int or an object with
 * __index__; beyond 64 bits clamped. Clamped to the length by
 * clamp_range, once the length is read. */
static int range_args(psvm *vm, int argc, const value *argv, int first, int64_t *s, int64_t *e)
{
    *s = 0;
    *e = INT64_MAX;
    for (int k = 0; k < 2; k++) {
        if (argc <= first + k || argv[first + k] == V_NONE)
            continue;
        value v = argv[first + k];
        int64_t x;
        if (vm_index_of(vm, &v) < 0)
            return -1;
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
        *(k ? e : s) = x;
    }
    return 0;
}

static void clamp_range(int64_t n, int64_t *s, int64_t *e)
{
    if (*s < 0 && (*s += n) < 0)
        *s = 0;
    if (*e < 0 && (*e += n) < 0)
        *e = 0;
    if (*e > n)
        *e = n; /* a start past the end stays there: nothing is found */
}

/* The needle of find/count/index: bytes-like, or an int byte (an object
 * with __index__ too) into *one. */
static int needle(psvm *vm, value *v, uint8_t *one)
{
    if (v_is_bytes_like(*v))
        return 0;
    if (vm_index_of(vm, v) < 0)
        return -1;
    if (!v_is_int(*v)) {
        vm_err(vm, &exc_TypeError, "argument should be integer or bytes-like object, not '%s'", vm_type_name(*v));
        return -1;
    }
    int64_t x;
    if (int_as_i64(vm, *v, &x) < 0 || x < 0 || x > 255) {
        vm->exc = V_NULL;
        vm_err(vm, &exc_ValueError, "byte must be in range(0, 256)");
        return -1;
    }
    *one = (uint8_t)x;
    return 0;
}
static bview needle_view(value v, const uint8_t *one)
{
    if (v_is_int(v))
        return (bview){one, 1};
    return view(v);
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
static value search(psvm *vm, value self, int argc, const value *argv, int what)
{
    uint8_t one;
    value nv = argv[0];
    int64_t s, e;
    /* CPython reads the slice indices before it looks at the needle */
    if (range_args(vm, argc, argv, 1, &s, &e) < 0 || needle(vm, &nv, &one) < 0)
        return V_NULL;
    bview h = view(self), nd = needle_view(nv, &one);
    clamp_range(h.n, &s, &e);
    if (!vm_charge(vm, h.n / 16 + 1))
        return V_NULL;
    if (what == 4) {
        if (s > e)
            return v_from_small(0);
        if (nd.n == 0)
            return v_from_small(e - s + 1);
        int64_t c = 0;
        for (int64_t i = s; (i = find_in(h.p, i, e, nd.p, nd.n, false)) >= 0; i += nd.n)
            c++;
        return v_from_small(c);
    }
    int64_t r = s > e ? -1 : find_in(h.p, s, e, nd.p, nd.n, what & 1);
    if (r < 0 && what >= 2)
        return vm_err(vm, &exc_ValueError, "subsection not found");
    return v_from_small(r);
}
M(bytes_m_find) { return search(vm, self, argc, argv, 0); }
M(bytes_m_rfind) { return search(vm, self, argc, argv, 1); }
M(bytes_m_index) { return search(vm, self, argc, argv, 2); }
M(bytes_m_rindex) { return search(vm, self, argc, argv, 3); }
M(bytes_m_count) { return search(vm, self, argc, argv, 4); }

static value fixes(psvm *vm, value self, int argc, const value *argv, bool end)
{
    const char *name = end ? "endswith" : "startswith";
    int64_t s, e;
    if (range_args(vm, argc, argv, 1, &s, &e) < 0)
        return V_NULL;
    value x = argv[0];
    int64_t cnt = v_is_tuple(x) ? AS_TUPLE(x)->len : 1;
    if (!v_is_tuple(x) && !v_is_bytes_like(x))
        return vm_err(vm, &exc_TypeError, "%s first arg must be bytes or a tuple of bytes, not %s", name, vm_type_name(x));
    bview h = view(self);
    clamp_range(h.n, &s, &e);
    for (int64_t k = 0; k < cnt; k++) {
        value p = v_is_tuple(x) ? AS_TUPLE(x)->items[k] : x;
        if (need_bytes(vm, p) < 0)
            return V_NULL;
        bview pv = view(p);
        if (e - s < pv.n || s > h.n)
            continue;
        if (memcmp(h.p + (end ? e - pv.n : s), pv.p, (size_t)pv.n) == 0)
            return V_TRUE;
    }
    return V_FALSE;
}
M(bytes_m_startswith) { return fixes(vm, self, argc, argv, false); }
M(bytes_m_endswith) { return fixes(vm, self, argc, argv, true); }

/* a byte-for-byte mapping: upper (0), lower (1), swapcase (2),
 * capitalize (3), title (4) */
static value mapcase(psvm *vm, value self, int how)
{
    bview s = view(self);
    uint8_t *d;
    value r = bytes_like_new(vm, self, NULL, s.n, &d);
    if (!r || !vm_charge(vm, s.n / 16 + 1))
        return V_NULL;
    bool prev_cased = false;
    for (int64_t i = 0; i < s.n; i++) {
        uint8_t c = s.p[i];
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
M(bytes_m_upper) { return mapcase(vm, self, 0); }
M(bytes_m_lower) { return mapcase(vm, self, 1); }
M(bytes_m_swapcase) { return mapcase(vm, self, 2); }
M(bytes_m_capitalize) { return mapcase(vm, self, 3); }
M(bytes_m_title) { return mapcase(vm, self, 4); }

/* isalnum (0) isalpha (1) isascii (2) isdigit (3) islower (4) isupper (5)
 * isspace (6) istitle (7) */
static value pred(psvm *vm, value self, int what)
{
    bview v = view(self);
    const uint8_t *s = v.p;
    int64_t n = v.n;
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
M(bytes_m_isalnum) { return pred(vm, self, 0); }
M(bytes_m_isalpha) { return pred(vm, self, 1); }
M(bytes_m_isascii) { return pred(vm, self, 2); }
M(bytes_m_isdigit) { return pred(vm, self, 3); }
M(bytes_m_islower) { return pred(vm, self, 4); }
M(bytes_m_isupper) { return pred(vm, self, 5); }
M(bytes_m_isspace) { return pred(vm, self, 6); }
M(bytes_m_istitle) { return pred(vm, self, 7); }

/* strip (3), lstrip (1), rstrip (2) */
static value strip(psvm *vm, value self, int argc, const value *argv, int sides)
{
    bool have_set = argc && argv[0] != V_NONE;
    if (have_set && need_bytes(vm, argv[0]) < 0)
        return V_NULL;
    bview s = view(self), set = have_set ? view(argv[0]) : (bview){NULL, 0};
    if (!vm_charge(vm, s.n / 16 + 1))
        return V_NULL;
#define STRIPPED(c) (set.p ? memchr(set.p, (c), (size_t)set.n) != NULL : a_space(c))
    int64_t i = 0, j = s.n;
    if (sides & 1)
        while (i < j && STRIPPED(s.p[i]))
            i++;
    if (sides & 2)
        while (j > i && STRIPPED(s.p[j - 1]))
            j--;
#undef STRIPPED
    return mk(vm, self, s.p + i, j - i);
}
M(bytes_m_strip) { return strip(vm, self, argc, argv, 3); }
M(bytes_m_lstrip) { return strip(vm, self, argc, argv, 1); }
M(bytes_m_rstrip) { return strip(vm, self, argc, argv, 2); }

/* the pieces of split and splitlines, appended to l */
static int add_piece(psvm *vm, value l, value self, const uint8_t *p, int64_t n)
{
    value b = mk(vm, self, p, n);
    return b ? list_append(vm, l, b) : -1;
}

static const char *const split_names[] = {"sep", "maxsplit"};

/* split (rev false) and rsplit */
static value split(psvm *vm, value self, int argc, const value *argv, value kw, bool rev)
{
    vm_sig sig = {rev ? "rsplit" : "split", split_names, 2, 2, 0};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int64_t maxs = -1;
    bool have_sep = a[0] && a[0] != V_NONE;
    if (a[1] && vm_index(vm, a[1], &maxs) < 0)
        return V_NULL;
    if (have_sep && need_bytes(vm, a[0]) < 0)
        return V_NULL;
    if (maxs < 0)
        maxs = INT64_MAX;
    bview sv = view(self), sepv = have_sep ? view(a[0]) : (bview){NULL, 0};
    const uint8_t *s = sv.p, *sep = sepv.p;
    int64_t n = sv.n, sn = sepv.n;
    if (sep && sn == 0)
        return vm_err(vm, &exc_ValueError, "empty separator");
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
            if (add_piece(vm, l, self, s + i, j - i) < 0)
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
            if (add_piece(vm, l, self, s + j, i - j) < 0)
                return V_NULL;
            if (splits++ >= maxs)
                break;
            i = j;
        }
    } else if (!rev) {
        for (;;) {
            int64_t j = splits < maxs ? find_in(s, i, n, sep, sn, false) : -1;
            if (add_piece(vm, l, self, s + i, (j < 0 ? n : j) - i) < 0)
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
            if (add_piece(vm, l, self, s + from, i - from) < 0)
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
M(bytes_m_split) { return split(vm, self, argc, argv, kw, false); }
M(bytes_m_rsplit) { return split(vm, self, argc, argv, kw, true); }

M(bytes_m_join)
{
    value it = vm_iter_for_join(vm, argv[0]);
    if (!it)
        return V_NULL;
    /* CPython holds a bytearray separator's buffer while it takes the
     * items: resizing it from their iteration is a BufferError */
    bool ba = v_is_bytearray(self);
    if (ba)
        AS_BYTEARRAY(self)->exports++;
    value l = list_from_iter(vm, it);
    if (ba)
        AS_BYTEARRAY(self)->exports--;
    if (!l)
        return V_NULL;
    bview sep = view(self);
    int64_t total = 0, k = AS_LIST(l)->len;
    for (int64_t i = 0; i < k; i++) {
        value x = AS_LIST(l)->items[i];
        if (!v_is_bytes_like(x))
            return vm_err(vm, &exc_TypeError, "sequence item %lld: expected a bytes-like object, %s found", (long long)i,
                          vm_type_name(x));
        total += view(x).n + (i ? sep.n : 0);
    }
    if (!vm_charge(vm, total / 16 + 1))
        return V_NULL;
    vm_root_push(vm, l);
    uint8_t *d;
    value r = bytes_like_new(vm, self, NULL, total, &d);
    vm_root_pop(vm, 1);
    if (!r)
        return V_NULL;
    for (int64_t i = 0; i < k; i++) {
        bview x = view(AS_LIST(l)->items[i]);
        if (i) {
            vm_copy(d, sep.p, (size_t)sep.n);
            d += sep.n;
        }
        vm_copy(d, x.p, (size_t)x.n);
        d += x.n;
    }
    return r;
}

M(bytes_m_replace)
{
    if (need_bytes(vm, argv[0]) < 0 || need_bytes(vm, argv[1]) < 0)
        return V_NULL;
    int64_t cnt = -1;
    if (argc > 2 && vm_index(vm, argv[2], &cnt) < 0)
        return V_NULL;
    if (cnt < 0)
        cnt = INT64_MAX;
    bview sv = view(self), ov = view(argv[0]), wv = view(argv[1]);
    const uint8_t *s = sv.p, *o = ov.p, *w = wv.p;
    int64_t n = sv.n, on = ov.n, wn = wv.n;
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
        return unchanged(vm, self);
    double size = (double)n + (double)hits * (double)(wn - on);
    if (size > 1e15)
        return vm_err_nomem(vm);
    uint8_t *d;
    value r = bytes_like_new(vm, self, NULL, (int64_t)size, &d);
    if (!r || !vm_charge(vm, (int64_t)size / 16 + 1))
        return V_NULL;
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

/* The three parts. bytes gives the separator it was given as the middle
 * one, and itself whole when the separator is absent; a bytearray gives
 * new bytearrays for each part, as CPython's. */
static value partition(psvm *vm, value self, const value *argv, bool rev)
{
    if (need_bytes(vm, argv[0]) < 0)
        return V_NULL;
    bview s = view(self), sep = view(argv[0]);
    if (sep.n == 0)
        return vm_err(vm, &exc_ValueError, "empty separator");
    if (!vm_charge(vm, s.n / 16 + 1))
        return V_NULL;
    bool ba = v_is_bytearray(self);
    int64_t j = find_in(s.p, 0, s.n, sep.p, sep.n, rev);
    if (j < 0) {
        value whole = unchanged(vm, self), e1 = whole ? mk(vm, self, s.p, 0) : V_NULL;
        value e2 = !e1 ? V_NULL : ba ? mk(vm, self, s.p, 0) : e1;
        if (!e2)
            return V_NULL;
        return rev ? tuple_pack(vm, 3, e1, e2, whole) : tuple_pack(vm, 3, whole, e1, e2);
    }
    value a = mk(vm, self, s.p, j), b = a ? mk(vm, self, s.p + j + sep.n, s.n - j - sep.n) : V_NULL;
    value mid = !b ? V_NULL : ba ? mk(vm, self, sep.p, sep.n) : argv[0];
    return mid ? tuple_pack(vm, 3, a, mid, b) : V_NULL;
}
M(bytes_m_partition) { return partition(vm, self, argv, false); }
M(bytes_m_rpartition) { return partition(vm, self, argv, true); }

/* ljust (0), rjust (1), center (2) */
static value pad(psvm *vm, value self, int argc, const value *argv, const char *name, int how)
{
    int64_t w;
    if (vm_index(vm, argv[0], &w) < 0)
        return V_NULL;
    uint8_t fill = ' ';
    if (argc > 1) {
        if (!v_is_bytes_like(argv[1]) || view(argv[1]).n != 1)
            return vm_err(vm, &exc_TypeError, "%s() argument 2 must be a byte string of length 1, not %s", name,
                          vm_type_name(argv[1]));
        fill = view(argv[1]).p[0];
    }
    bview s = view(self);
    if (w <= s.n)
        return unchanged(vm, self);
    uint8_t *d;
    value r = bytes_like_new(vm, self, NULL, w, &d);
    if (!r || !vm_charge(vm, w / 16 + 1))
        return V_NULL;
    int64_t padn = w - s.n, left = how == 0 ? 0 : how == 1 ? padn : padn / 2 + (padn & w & 1);
    memset(d, fill, (size_t)w);
    vm_copy(d + left, s.p, (size_t)s.n);
    return r;
}
M(bytes_m_ljust) { return pad(vm, self, argc, argv, "ljust", 0); }
M(bytes_m_rjust) { return pad(vm, self, argc, argv, "rjust", 1); }
M(bytes_m_center) { return pad(vm, self, argc, argv, "center", 2); }

M(bytes_m_zfill)
{
    int64_t w;
    if (vm_index(vm, argv[0], &w) < 0)
        return V_NULL;
    bview v = view(self);
    const uint8_t *s = v.p;
    int64_t n = v.n;
    if (w <= n)
        return unchanged(vm, self);
    uint8_t *d;
    value r = bytes_like_new(vm, self, NULL, w, &d);
    if (!r || !vm_charge(vm, w / 16 + 1))
        return V_NULL;
    memset(d, '0', (size_t)(w - n));
    vm_copy(d + w - n, s, (size_t)n);
    if (n && (s[0] == '+' || s[0] == '-')) {
        d[0] = s[0];
        d[w - n] = '0';
    }
    return r;
}

static value affix(psvm *vm, value self, const value *argv, bool suffix)
{
    if (need_bytes(vm, argv[0]) < 0)
        return V_NULL;
    bview s = view(self), a = view(argv[0]);
    if (a.n == 0 || a.n > s.n || memcmp(s.p + (suffix ? s.n - a.n : 0), a.p, (size_t)a.n))
        return unchanged(vm, self);
    return mk(vm, self, s.p + (suffix ? 0 : a.n), s.n - a.n);
}
M(bytes_m_removeprefix) { return affix(vm, self, argv, false); }
M(bytes_m_removesuffix) { return affix(vm, self, argv, true); }

static const char *const keepends_names[] = {"keepends"};
static const vm_sig splitlines_sig = {"splitlines", keepends_names, 1, 1, 0};

M(bytes_m_splitlines)
{
    value a[1];
    if (vm_bind(vm, &splitlines_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    /* keepends is a C int in CPython, not any truth value */
    int64_t keep = 0;
    if (a[0] && vm_index_c_int(vm, a[0], &keep) < 0)
        return V_NULL;
    bview v = view(self);
    const uint8_t *s = v.p;
    int64_t n = v.n;
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
        if (add_piece(vm, l, self, s + i, (keep ? j : eol) - i) < 0)
            return V_NULL;
        i = j;
    }
    return l;
}

static const char *const tabsize_names[] = {"tabsize"};
static const vm_sig expandtabs_sig = {"expandtabs", tabsize_names, 1, 1, 0};

M(bytes_m_expandtabs)
{
    value a[1];
    if (vm_bind(vm, &expandtabs_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int64_t ts = 8;
    if (a[0] && vm_index_c_int(vm, a[0], &ts) < 0)
        return V_NULL;
    bview v = view(self);
    const uint8_t *s = v.p;
    int64_t n = v.n, out = 0, col = 0;
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
    uint8_t *d;
    value r = bytes_like_new(vm, self, NULL, out, &d);
    if (!r || !vm_charge(vm, out / 16 + 1))
        return V_NULL;
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

/* hex()'s sep: one ASCII character of a str or a bytes. CPython measures
 * anything else first (len()), then names the two types it takes. */
static int hex_sep(psvm *vm, value v, char *sep)
{
    if (v_is_str(v) || v_is_type(v, &bytes_type)) {
        bview b = v_is_str(v) ? (bview){(const uint8_t *)AS_STR(v)->data, AS_STR(v)->cplen} : view(v);
        if (b.n != 1) {
            vm_err(vm, &exc_ValueError, "sep must be length 1.");
            return -1;
        }
        if (b.p[0] > 127) {
            vm_err(vm, &exc_ValueError, "sep must be ASCII.");
            return -1;
        }
        *sep = (char)b.p[0];
        return 0;
    }
    int64_t n = vm_len(vm, v);
    if (n < 0)
        return -1;
    if (n != 1)
        vm_err(vm, &exc_ValueError, "sep must be length 1.");
    else
        vm_err(vm, &exc_TypeError, "sep must be str or bytes.");
    return -1;
}

M(bytes_m_hex)
{
    value a[2];
    if (vm_bind(vm, &hex_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    char sep = 0;
    int64_t per = 1;
    /* CPython converts bytes_per_sep (a C int) before it looks at sep */
    if (a[1] && vm_index_c_int(vm, a[1], &per) < 0)
        return V_NULL;
    if (a[0] && hex_sep(vm, a[0], &sep) < 0)
        return V_NULL;
    bview s = view(self);
    int64_t n = s.n;
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
        sb_addc(&b, dig[s.p[i] >> 4]);
        sb_addc(&b, dig[s.p[i] & 15]);
    }
    return sb_finish(&b);
}

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* bytes.fromhex and bytearray.fromhex: self is the type (a class method) */
M(bytes_m_fromhex)
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
    const vtype *t = vm_typeof(self) == &type_type ? AS_TYPE(self) : vm_typeof(self);
    value r = t == &bytearray_type ? bytearray_new(vm, buf, k) : bytes_new(vm, buf, k);
    vm_dealloc(vm, buf);
    return r;
}

/* a bytes for either type, as CPython's static method */
M(bytes_m_maketrans)
{
    if (need_bytes(vm, argv[0]) < 0 || need_bytes(vm, argv[1]) < 0)
        return V_NULL;
    bview from = view(argv[0]), to = view(argv[1]);
    if (from.n != to.n)
        return vm_err(vm, &exc_ValueError, "maketrans arguments must have same length");
    uint8_t t[256];
    for (int i = 0; i < 256; i++)
        t[i] = (uint8_t)i;
    for (int64_t i = 0; i < from.n; i++)
        t[from.p[i]] = to.p[i];
    return bytes_new(vm, t, 256);
}

static const char *const translate_names[] = {"table", "delete"};
static const vm_sig translate_sig = {"translate", translate_names, 2, 2, 1};

M(bytes_m_translate)
{
    value a[2];
    /* table is positional-only: translate(table, /, delete=b'') */
    if (argc == 0)
        return vm_err(vm, &exc_TypeError, "translate() takes at least 1 positional argument (0 given)");
    for (int64_t i = 0; kw && i < AS_TUPLE(kw)->len; i++)
        if (str_eq_cstr(AS_TUPLE(kw)->items[i], "table"))
            return vm_err(vm, &exc_TypeError, "'table' is an invalid keyword argument for translate()");
    if (vm_bind(vm, &translate_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value table = a[0];
    if (table != V_NONE) {
        if (need_bytes(vm, table) < 0)
            return V_NULL;
        if (view(table).n != 256)
            return vm_err(vm, &exc_ValueError, "translation table must be 256 characters long");
    }
    bool del[256] = {false};
    if (a[1]) {
        if (need_bytes(vm, a[1]) < 0)
            return V_NULL;
        bview dv = view(a[1]);
        for (int64_t i = 0; i < dv.n; i++)
            del[dv.p[i]] = true;
    }
    bview s = view(self);
    const uint8_t *tp = table == V_NONE ? NULL : view(table).p;
    int64_t k = 0;
    if (!vm_charge(vm, s.n / 16 + 1))
        return V_NULL;
    uint8_t *buf = vm_alloc(vm, (size_t)s.n + 1);
    if (!buf)
        return V_NULL;
    for (int64_t i = 0; i < s.n; i++) {
        uint8_t c = s.p[i];
        if (!del[c])
            buf[k++] = tp ? tp[c] : c;
    }
    value r = mk(vm, self, buf, k);
    vm_dealloc(vm, buf);
    return r;
}
