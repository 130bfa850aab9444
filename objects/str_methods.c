/*
 * str_methods.c - the methods of str. Adding a method is one function and
 * one line in str_methods[].
 */
#include <string.h>

#include "vm/args.h"
#include "str_internal.h"
#include "objects/text/utext.h"
#include "codecs.h"
#include "vm/vm.h"

#define S(v) AS_STR(v)
#define SELF S(self)

/* Python's whitespace and printability (textlib's utext, CPython 3.11's
 * Unicode data). */
bool uni_isspace(int c) { return ut_cp_isspace((uint32_t)c); }
bool uni_isprintable(int c) { return ut_cp_isprintable((uint32_t)c); }

static void m_reverse_list(value l)
{
    listobj *o = AS_LIST(l);
    for (int64_t i = 0, j = o->len - 1; i < j; i++, j--) {
        value t = o->items[i];
        o->items[i] = o->items[j];
        o->items[j] = t;
    }
}


/*
 * The [start:end] window of find/count/startswith/endswith: argv[0..n) are
 * the start and end arguments (None or absent: the ends), with CPython's
 * slice-index rules (an index past 64 bits clamps; a non-integer is a
 * TypeError). On return 0 <= *a, *b <= cplen; *a > *b means empty, and
 * *a may exceed cplen (then nothing matches, not even '').
 */
static int str_window(psvm *vm, int64_t cplen, int n, const value *argv, int64_t *a, int64_t *b)
{
    *a = 0;
    *b = cplen;
    for (int k = 0; k < n && k < 2; k++) {
        if (argv[k] == V_NONE)
            continue;
        if (!v_is_int(argv[k])) {
            vm_err(vm, &exc_TypeError, "slice indices must be integers or None or have an __index__ method");
            return -1;
        }
        int64_t v;
        if (vm_index(vm, argv[k], &v) < 0) {
            if (!vm_err_occurred_is(vm, &exc_OverflowError))
                return -1;
            vm->exc = V_NULL;
            int neg = vm_compare_bool(vm, argv[k], v_from_small(0), CMP_LT);
            if (neg < 0)
                return -1;
            v = neg ? INT64_MIN / 2 : INT64_MAX / 2;
        }
        *(k == 0 ? a : b) = v;
    }
    if (*a < 0 && (*a += cplen) < 0)
        *a = 0;
    if (*b < 0 && (*b += cplen) < 0)
        *b = 0;
    if (*b > cplen)
        *b = cplen;
    return 0;
}

static int need_str_arg(psvm *vm, const char *fname, value v)
{
    if (v_is_str(v))
        return 0;
    vm_err(vm, &exc_TypeError, "%s() argument must be str, not %s", fname, v == V_NONE ? "None" : vm_type_name(v));
    return -1;
}

static value m_join(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (v_is_type(argv[0], &list_type))
        return str_join_array(vm, self, AS_LIST(argv[0])->items, AS_LIST(argv[0])->len);
    if (v_is_type(argv[0], &tuple_type))
        return str_join_array(vm, self, AS_TUPLE(argv[0])->items, AS_TUPLE(argv[0])->len);
    value it = vm_iter_for_join(vm, argv[0]);
    if (!it)
        return V_NULL;
    /* rooted: __next__ runs Python code, which may collect, and the
     * iterator may be a fresh one that nothing else holds */
    vm_root_push(vm, it);
    sbuf b;
    sb_init(&b, vm);
    int64_t i = 0;
    for (;; i++) {
        value x = vm_next(vm, it);
        if (!x) {
            b.failed = true;
            break;
        }
        if (x == V_STOP)
            break;
        if (!v_is_str(x)) {
            vm_err(vm, &exc_TypeError, "sequence item %lld: expected str instance, %s found", (long long)i,
                   vm_type_name(x));
            b.failed = true;
            break;
        }
        /* a failed append (the memory limit, raised) ends the loop: no
         * Python code may run with that error pending */
        if ((i && !sb_add(&b, SELF->data, SELF->len)) || !sb_add(&b, S(x)->data, S(x)->len) ||
            !vm_charge(vm, 1 + S(x)->len / 64)) {
            b.failed = true;
            break;
        }
    }
    vm_root_pop(vm, 1);
    return sb_finish(&b);
}

/* Where the code point that ends at byte `end` starts (UTF-8: back over
 * the continuation bytes). */
static int64_t cp_start_before(const char *d, int64_t end)
{
    int64_t i = end - 1;
    while (i > 0 && ((unsigned char)d[i] & 0xC0) == 0x80)
        i--;
    return i;
}

/* Is the code point that ends at byte `end` whitespace? */
static bool space_before(const char *d, int64_t end)
{
    int64_t st = cp_start_before(d, end), j = st;
    return uni_isspace(utf8_decode((const unsigned char *)d, end, &j));
}

static value split_ws(psvm *vm, value self, int64_t maxsplit)
{
    value out = list_new(vm, 0);
    if (!out)
        return V_NULL;
    const unsigned char *d = (const unsigned char *)SELF->data;
    int64_t n = SELF->len, i = 0;
    while (i < n) {
        int64_t j = i;
        int c = utf8_decode(d, n, &j);
        if (!uni_isspace(c))
            break;
        i = j;
    }
    while (i < n) {
        int64_t start = i, end = i;
        if (maxsplit == 0) {
            /* the rest, trailing whitespace kept (as CPython) */
            end = n;
            i = n;
        } else {
            while (i < n) {
                int64_t j = i;
                int c = utf8_decode(d, n, &j);
                if (uni_isspace(c))
                    break;
                i = j;
            }
            end = i;
        }
        value part = str_new(vm, (const char *)d + start, end - start);
        if (!part || list_append(vm, out, part) < 0)
            return V_NULL;
        if (maxsplit > 0)
            maxsplit--;
        while (i < n) {
            int64_t j = i;
            int c = utf8_decode(d, n, &j);
            if (!uni_isspace(c))
                break;
            i = j;
        }
    }
    return out;
}

static value m_split(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value sep = V_NONE;
    int64_t maxsplit = -1;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (argc + nkw > 2)
        return vm_err(vm, &exc_TypeError, "split() takes at most 2 arguments (%d given)", argc + nkw);
    if (argc > 0)
        sep = argv[0];
    if (argc > 1 && vm_index(vm, argv[1], &maxsplit) < 0)
        return V_NULL;
    for (int i = 0; i < nkw; i++) {
        value k = AS_TUPLE(kw)->items[i];
        if (str_eq_cstr(k, "sep"))
            sep = argv[argc + i];
        else if (str_eq_cstr(k, "maxsplit")) {
            if (vm_index(vm, argv[argc + i], &maxsplit) < 0)
                return V_NULL;
        } else
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for split()", str_cstr(k));
    }
    if (!vm_charge(vm, SELF->len / 32))
        return V_NULL;
    if (sep == V_NONE)
        return split_ws(vm, self, maxsplit);
    if (!v_is_str(sep))
        return vm_err(vm, &exc_TypeError, "must be str or None, not %s", vm_type_name(sep));
    if (S(sep)->len == 0)
        return vm_err(vm, &exc_ValueError, "empty separator");
    value out = list_new(vm, 0);
    if (!out)
        return V_NULL;
    int64_t i = 0;
    for (;;) {
        int64_t j = maxsplit == 0 ? -1 : str_find_bytes(SELF->data, SELF->len, S(sep)->data, S(sep)->len, i);
        int64_t end = j < 0 ? SELF->len : j;
        value part = str_new(vm, SELF->data + i, end - i);
        if (!part || list_append(vm, out, part) < 0)
            return V_NULL;
        if (j < 0)
            break;
        i = j + S(sep)->len;
        if (maxsplit > 0)
            maxsplit--;
    }
    return out;
}

/* rsplit: split from the right. */
static value m_rsplit(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value sep = V_NONE;
    int64_t maxsplit = -1;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (argc + nkw > 2)
        return vm_err(vm, &exc_TypeError, "rsplit() takes at most 2 arguments (%d given)", argc + nkw);
    if (argc > 0)
        sep = argv[0];
    if (argc > 1 && vm_index(vm, argv[1], &maxsplit) < 0)
        return V_NULL;
    for (int i = 0; i < nkw; i++) {
        value k = AS_TUPLE(kw)->items[i];
        if (str_eq_cstr(k, "sep"))
            sep = argv[argc + i];
        else if (str_eq_cstr(k, "maxsplit")) {
            if (vm_index(vm, argv[argc + i], &maxsplit) < 0)
                return V_NULL;
        } else
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for rsplit()", str_cstr(k));
    }
    /* Splitting at whitespace gives the same pieces from either end; at a
     * separator it does not when matches overlap ('aaaa'.rsplit('aaa')
     * is ['a', ''], split gives ['', 'a']). */
    if (maxsplit < 0 && sep == V_NONE) {
        value a[2] = {sep, v_from_small(-1)};
        return m_split(vm, self, 2, a, V_NULL);
    }
    if (maxsplit < 0)
        maxsplit = INT64_MAX;
    if (!vm_charge(vm, SELF->len / 32))
        return V_NULL;
    value out = list_new(vm, 0);
    if (!out)
        return V_NULL;
    const char *d = SELF->data;
    int64_t end = SELF->len;
    if (sep == V_NONE) {
        /* whitespace runs, from the right, a code point at a time */
        while (end > 0 && space_before(d, end))
            end = cp_start_before(d, end);
        while (end > 0) {
            if (maxsplit == 0) {
                /* the rest, leading whitespace kept (as CPython) */
                value part = str_new(vm, d, end);
                if (!part || list_append(vm, out, part) < 0)
                    return V_NULL;
                break;
            }
            int64_t st = end;
            while (st > 0 && !space_before(d, st))
                st = cp_start_before(d, st);
            value part = str_new(vm, d + st, end - st);
            if (!part || list_append(vm, out, part) < 0)
                return V_NULL;
            maxsplit--;
            end = st;
            while (end > 0 && space_before(d, end))
                end = cp_start_before(d, end);
        }
    } else {
        if (!v_is_str(sep))
            return vm_err(vm, &exc_TypeError, "must be str or None, not %s", vm_type_name(sep));
        int64_t sl = S(sep)->len;
        if (sl == 0)
            return vm_err(vm, &exc_ValueError, "empty separator");
        for (;;) {
            int64_t j = maxsplit != 0 ? str_rfind_bytes(d, end, S(sep)->data, sl) : -1;
            int64_t st = j < 0 ? 0 : j + sl;
            value part = str_new(vm, d + st, end - st);
            if (!part || list_append(vm, out, part) < 0)
                return V_NULL;
            if (j < 0)
                break;
            end = j;
            maxsplit--;
        }
    }
    m_reverse_list(out);
    return out;
}

static value m_splitlines(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"keepends"};
    static const vm_sig sig = {"splitlines", names, 1, 1, 0};
    value a[1];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    /* keepends is a C int to CPython */
    if (a[0] && !v_is_int(a[0]))
        return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(a[0]));
    int64_t kv = 0;
    if (a[0] && vm_index_c_int(vm, a[0], &kv) < 0)
        return V_NULL;
    bool keep = kv != 0;
    value out = list_new(vm, 0);
    if (!out)
        return V_NULL;
    int64_t i = 0, n = SELF->len;
    const char *d = SELF->data;
    if (!vm_charge(vm, n / 32))
        return V_NULL;
    while (i < n) {
        /* every Unicode line boundary, as CPython: \v \f \x1c-\x1e \x85
         * \u2028 \u2029 too (a break starts at a lead byte, so a byte
         * scan cannot match inside another character) */
        int64_t j = i;
        size_t brk = 0;
        while (j < n && !(brk = ut_linebreak_at(d, (size_t)n, (size_t)j)))
            j++;
        int64_t eol = j;
        j += (int64_t)brk;
        value part = str_new(vm, d + i, (keep ? j : eol) - i);
        if (!part || list_append(vm, out, part) < 0)
            return V_NULL;
        i = j;
    }
    return out;
}

static bool in_chars(value chars, int c)
{
    if (chars == V_NONE)
        return uni_isspace(c);
    char tmp[4];
    int tn = utf8_encode((unsigned)c, tmp);
    return str_find_bytes(S(chars)->data, S(chars)->len, tmp, tn, 0) >= 0;
}

static value do_strip(psvm *vm, value self, int argc, const value *argv, value kw, int which)
{
    static const char *const names[] = {"", "lstrip", "rstrip", "strip"};
    const unsigned char *d = (const unsigned char *)SELF->data;
    int64_t a = 0, b = SELF->len;
    value chars = argc > 0 ? argv[0] : V_NONE;
    if (chars != V_NONE && !v_is_str(chars))
        return vm_err(vm, &exc_TypeError, "%s arg must be None or str", names[which]);
#define IN_SET(c) in_chars(chars, (c))
    if (which & 1)
        while (a < b) {
            int64_t j = a;
            int c = utf8_decode(d, b, &j);
            if (!IN_SET(c))
                break;
            a = j;
        }
    if (which & 2)
        while (b > a) {
            int64_t k = b - 1;
            while (k > a && (d[k] & 0xC0) == 0x80)
                k--;
            int64_t j = k;
            int c = utf8_decode(d, b, &j);
            if (!IN_SET(c))
                break;
            b = k;
        }
#undef IN_SET
    if (a == 0 && b == SELF->len)
        return self;
    return str_new(vm, (const char *)d + a, b - a);
}
static value m_strip(psvm *vm, value self, int argc, const value *argv, value kw) { return do_strip(vm, self, argc, argv, kw, 3); }
static value m_lstrip(psvm *vm, value self, int argc, const value *argv, value kw) { return do_strip(vm, self, argc, argv, kw, 1); }
static value m_rstrip(psvm *vm, value self, int argc, const value *argv, value kw) { return do_strip(vm, self, argc, argv, kw, 2); }

static value m_replace(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value old = argv[0], new_ = argv[1];
    if (!v_is_str(old))
        return vm_err(vm, &exc_TypeError, "replace() argument 1 must be str, not %s", old == V_NONE ? "None" : vm_type_name(old));
    if (!v_is_str(new_))
        return vm_err(vm, &exc_TypeError, "replace() argument 2 must be str, not %s", new_ == V_NONE ? "None" : vm_type_name(new_));
    int64_t count = -1;
    if (argc > 2 && vm_index(vm, argv[2], &count) < 0)
        return V_NULL;
    if (S(old)->len == 0) {
        /* insert `new` between every code point */
        int64_t n = SELF->cplen + 1;
        if (count >= 0 && count < n)
            n = count;
        /* n * len first: the product can overflow before the sum is checked */
        if (!vm_reserve_items(vm, n, (size_t)S(new_)->len) || !vm_reserve(vm, SELF->len + n * S(new_)->len))
            return V_NULL;
        sbuf b;
        sb_init(&b, vm);
        int64_t i = 0, done = 0;
        const unsigned char *d = (const unsigned char *)SELF->data;
        while (true) {
            if (done < n) {
                sb_add(&b, S(new_)->data, S(new_)->len);
                done++;
            }
            if (i >= SELF->len)
                break;
            int64_t j = i;
            utf8_decode(d, SELF->len, &j);
            sb_add(&b, (const char *)d + i, j - i);
            i = j;
        }
        return sb_finish(&b);
    }
    if (!vm_charge(vm, SELF->len / 16))
        return V_NULL;
    /* Count first so a huge result is refused before it is built. */
    int64_t hits = 0;
    for (int64_t i = 0; (count < 0 || hits < count);) {
        int64_t j = str_find_bytes(SELF->data, SELF->len, S(old)->data, S(old)->len, i);
        if (j < 0)
            break;
        hits++;
        i = j + S(old)->len;
    }
    if (hits == 0)
        return self;
    int64_t grow = S(new_)->len - S(old)->len;
    if ((grow > 0 && !vm_reserve_items(vm, hits, (size_t)grow)) || !vm_reserve(vm, SELF->len + hits * grow))
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    int64_t i = 0;
    for (int64_t h = 0; h < hits; h++) {
        int64_t j = str_find_bytes(SELF->data, SELF->len, S(old)->data, S(old)->len, i);
        sb_add(&b, SELF->data + i, j - i);
        sb_add(&b, S(new_)->data, S(new_)->len);
        i = j + S(old)->len;
    }
    sb_add(&b, SELF->data + i, SELF->len - i);
    return sb_finish(&b);
}

static value affix(psvm *vm, value self, int argc, const value *argv, bool end, const char *name)
{
    value x = argv[0];
    /* the [start:end] window, in code points, as slice indices */
    int64_t a, b;
    if (str_window(vm, SELF->cplen, argc - 1, argv + 1, &a, &b) < 0)
        return V_NULL;
    if (!v_is_str(x) && !v_is_tuple(x))
        return vm_err(vm, &exc_TypeError, "%s first arg must be str or a tuple of str, not %s", name, vm_type_name(x));
    if (a > SELF->cplen || a > b) /* CPython: an empty or inverted window matches nothing, not even '' */
        return V_FALSE;
    int64_t ab = str_cp_offset(self, a), bb = b < a ? ab : str_cp_offset(self, b);
    if (v_is_tuple(x)) {
        if (!vm_charge(vm, AS_TUPLE(x)->len / 4)) /* one memcmp per item */
            return V_NULL;
        for (int64_t i = 0; i < AS_TUPLE(x)->len; i++) {
            value y = AS_TUPLE(x)->items[i];
            if (!v_is_str(y))
                return vm_err(vm, &exc_TypeError, "tuple for %s must only contain str, not %s", name, vm_type_name(y));
            int64_t len = S(y)->len;
            if (len <= bb - ab && !memcmp(end ? SELF->data + bb - len : SELF->data + ab, S(y)->data, (size_t)len))
                return V_TRUE;
        }
        return V_FALSE;
    }
    if (!v_is_str(x))
        return vm_err(vm, &exc_TypeError, "%s first arg must be str or a tuple of str, not %s", name, vm_type_name(x));
    int64_t len = S(x)->len;
    if (len > bb - ab)
        return V_FALSE;
    if (!vm_charge(vm, len / 256))
        return V_NULL;
    const char *p = end ? SELF->data + bb - len : SELF->data + ab;
    return v_bool(memcmp(p, S(x)->data, (size_t)len) == 0);
}
static value m_startswith(psvm *vm, value self, int argc, const value *argv, value kw) { return affix(vm, self, argc, argv, false, "startswith"); }
static value m_endswith(psvm *vm, value self, int argc, const value *argv, value kw) { return affix(vm, self, argc, argv, true, "endswith"); }

static int64_t byte_to_cp(value s, int64_t off)
{
    if (S(s)->ascii)
        return off;
    int64_t cp = 0;
    for (int64_t i = 0; i < off; i++)
        if (((unsigned char)S(s)->data[i] & 0xC0) != 0x80)
            cp++;
    return cp;
}

static value do_find(psvm *vm, value self, int argc, const value *argv, const char *name, bool rev, bool raise)
{
    int64_t start, end;
    if (str_window(vm, SELF->cplen, argc - 1, argv + 1, &start, &end) < 0)
        return V_NULL;
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "must be str, not %s", vm_type_name(argv[0]));
    if (!vm_charge(vm, SELF->len / 32))
        return V_NULL;
    int64_t r = -1;
    if (start <= end) {
        int64_t a = str_cp_offset(self, start), b = str_cp_offset(self, end);
        value needle = argv[0];
        if (!rev) {
            int64_t j = str_find_bytes(SELF->data + a, b - a, S(needle)->data, S(needle)->len, 0);
            if (j >= 0)
                r = byte_to_cp(self, a + j);
        } else {
            int64_t j = str_rfind_bytes(SELF->data + a, b - a, S(needle)->data, S(needle)->len);
            if (j >= 0)
                r = byte_to_cp(self, a + j);
        }
    }
    if (r < 0 && raise)
        return vm_err(vm, &exc_ValueError, "substring not found");
    return v_from_small(r);
}
static value m_find(psvm *vm, value self, int argc, const value *argv, value kw) { return do_find(vm, self, argc, argv, "find", false, false); }
static value m_rfind(psvm *vm, value self, int argc, const value *argv, value kw) { return do_find(vm, self, argc, argv, "rfind", true, false); }
static value m_index(psvm *vm, value self, int argc, const value *argv, value kw) { return do_find(vm, self, argc, argv, "index", false, true); }
static value m_rindex(psvm *vm, value self, int argc, const value *argv, value kw) { return do_find(vm, self, argc, argv, "rindex", true, true); }

/* str.count(sub[, start[, end]]): non-overlapping matches inside the
 * [start:end] window (code points, slice rules). */
static value m_count(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value x = argv[0];
    int64_t a, b;
    if (str_window(vm, SELF->cplen, argc - 1, argv + 1, &a, &b) < 0)
        return V_NULL;
    if (!v_is_str(x))
        return vm_err(vm, &exc_TypeError, "must be str, not %s", vm_type_name(x));
    if (a > SELF->cplen || a > b)
        return v_from_small(0);
    if (!vm_charge(vm, SELF->len / 32))
        return V_NULL;
    if (S(x)->len == 0)
        return v_from_small(b - a + 1);
    int64_t ab = str_cp_offset(self, a), bb = str_cp_offset(self, b);
    int64_t n = 0;
    for (int64_t i = ab;;) {
        int64_t j = str_find_bytes(SELF->data + ab, bb - ab, S(x)->data, S(x)->len, i - ab);
        if (j < 0)
            break;
        n++;
        i = ab + j + S(x)->len;
    }
    return v_from_small(n);
}

/* Case mapping and predicates: textlib's utext (full SpecialCasing
 * mappings, Final_Sigma, CPython's definitions of each predicate). */
static value map_case(psvm *vm, value self, bool (*fn)(const char *, size_t, tbuf *))
{
    if (!vm_charge(vm, SELF->len / 16))
        return V_NULL;
    tbuf t;
    vm_tbuf_init(&t, vm);
    if (!fn(SELF->data, (size_t)SELF->len, &t)) {
        vm_tbuf_free(&t);
        return vm->exc ? V_NULL : vm_err_nomem(vm);
    }
    return vm_tbuf_finish(&t);
}
static value m_upper(psvm *vm, value self, int argc, const value *argv, value kw) { return map_case(vm, self, ut_upper); }
static value m_lower(psvm *vm, value self, int argc, const value *argv, value kw) { return map_case(vm, self, ut_lower); }
static value m_capitalize(psvm *vm, value self, int argc, const value *argv, value kw) { return map_case(vm, self, ut_capitalize); }
static value m_title(psvm *vm, value self, int argc, const value *argv, value kw) { return map_case(vm, self, ut_title); }
static value m_swapcase(psvm *vm, value self, int argc, const value *argv, value kw) { return map_case(vm, self, ut_swapcase); }
static value m_casefold(psvm *vm, value self, int argc, const value *argv, value kw) { return map_case(vm, self, ut_casefold); }

#define PRED(name, fn) \
    static value m_##name(psvm *vm, value self, int argc, const value *argv, value kw) \
    { return v_bool(fn(SELF->data, (size_t)SELF->len)); }
PRED(isdigit, ut_isdigit)
PRED(isdecimal, ut_isdecimal)
PRED(isnumeric, ut_isnumeric)
PRED(isalpha, ut_isalpha)
PRED(isalnum, ut_isalnum)
PRED(isspace, ut_isspace)
PRED(isupper, ut_isupper)
PRED(islower, ut_islower)
PRED(istitle, ut_istitle)
PRED(isascii, ut_isascii)
PRED(isprintable, ut_isprintable)
PRED(isidentifier, ut_isidentifier)

static value pad(psvm *vm, value self, int argc, const value *argv, int align, const char *name)
{
    int64_t w;
    if (vm_index(vm, argv[0], &w) < 0)
        return V_NULL;
    const char *fill = " ";
    int64_t fl = 1;
    if (argc > 1) {
        if (!v_is_str(argv[1]))
            return vm_err(vm, &exc_TypeError, "The fill character must be a unicode character, not %s",
                          vm_type_name(argv[1]));
        if (S(argv[1])->cplen != 1)
            return vm_err(vm, &exc_TypeError, "The fill character must be exactly one character long");
        fill = S(argv[1])->data;
        fl = S(argv[1])->len;
    }
    if (w <= SELF->cplen) /* before w - cplen, which overflows for a w near INT64_MIN */
        return self;
    int64_t n = w - SELF->cplen;
    if (!vm_reserve_items(vm, n, (size_t)fl) || !vm_reserve(vm, SELF->len + n * fl))
        return V_NULL;
    int64_t left = align == 0 ? 0 : align == 2 ? n : n / 2 + (n & w & 1);
    sbuf b;
    sb_init(&b, vm);
    for (int64_t i = 0; i < left; i++)
        sb_add(&b, fill, fl);
    sb_add(&b, SELF->data, SELF->len);
    for (int64_t i = left; i < n; i++)
        sb_add(&b, fill, fl);
    return sb_finish(&b);
}
static value m_ljust(psvm *vm, value self, int argc, const value *argv, value kw) { return pad(vm, self, argc, argv, 0, "ljust"); }
static value m_center(psvm *vm, value self, int argc, const value *argv, value kw) { return pad(vm, self, argc, argv, 1, "center"); }
static value m_rjust(psvm *vm, value self, int argc, const value *argv, value kw) { return pad(vm, self, argc, argv, 2, "rjust"); }

static value m_zfill(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t w;
    if (vm_index(vm, argv[0], &w) < 0)
        return V_NULL;
    if (w <= SELF->cplen)
        return self;
    int64_t n = w - SELF->cplen;
    if (!vm_reserve(vm, w))
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    int64_t i = 0;
    if (SELF->len && (SELF->data[0] == '-' || SELF->data[0] == '+'))
        sb_addc(&b, SELF->data[i++]);
    for (int64_t k = 0; k < n; k++)
        sb_addc(&b, '0');
    sb_add(&b, SELF->data + i, SELF->len - i);
    return sb_finish(&b);
}

static value partition(psvm *vm, value self, int argc, const value *argv, bool rev)
{
    value sep = argv[0];
    if (!v_is_str(sep))
        return vm_err(vm, &exc_TypeError, "must be str, not %s", vm_type_name(sep));
    if (S(sep)->len == 0)
        return vm_err(vm, &exc_ValueError, "empty separator");
    if (!vm_charge(vm, SELF->len / 32))
        return V_NULL;
    int64_t j = rev ? str_rfind_bytes(SELF->data, SELF->len, S(sep)->data, S(sep)->len)
                    : str_find_bytes(SELF->data, SELF->len, S(sep)->data, S(sep)->len, 0);
    value e = str_new(vm, "", 0);
    if (!e)
        return V_NULL;
    if (j < 0)
        return rev ? tuple_pack(vm, 3, e, e, self) : tuple_pack(vm, 3, self, e, e);
    value a = str_new(vm, SELF->data, j);
    value c = a ? str_new(vm, SELF->data + j + S(sep)->len, SELF->len - j - S(sep)->len) : V_NULL;
    return c ? tuple_pack(vm, 3, a, sep, c) : V_NULL;
}
static value m_partition(psvm *vm, value self, int argc, const value *argv, value kw) { return partition(vm, self, argc, argv, false); }
static value m_rpartition(psvm *vm, value self, int argc, const value *argv, value kw) { return partition(vm, self, argc, argv, true); }

/* str_more.c */
value str_m_expandtabs(psvm *vm, value self, int argc, const value *argv, value kw);
value str_m_format_map(psvm *vm, value self, int argc, const value *argv, value kw);
value str_m_maketrans(psvm *vm, value self, int argc, const value *argv, value kw);
value str_m_translate(psvm *vm, value self, int argc, const value *argv, value kw);

static value m_format(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return fmt_str_format(vm, self, argc, argv, kw);
}

static value m_removeprefix(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (need_str_arg(vm, "removeprefix", argv[0]) < 0)
        return V_NULL;
    value p = argv[0];
    if (S(p)->len <= SELF->len && !memcmp(SELF->data, S(p)->data, (size_t)S(p)->len))
        return str_new(vm, SELF->data + S(p)->len, SELF->len - S(p)->len);
    return self;
}

static value m_removesuffix(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (need_str_arg(vm, "removesuffix", argv[0]) < 0)
        return V_NULL;
    value p = argv[0];
    if (S(p)->len && S(p)->len <= SELF->len && !memcmp(SELF->data + SELF->len - S(p)->len, S(p)->data, (size_t)S(p)->len))
        return str_new(vm, SELF->data, SELF->len - S(p)->len);
    return self;
}

const bfunc str_methods[] = {
    BFUNC_O("join", m_join), BFUNC_KW("split", m_split), BFUNC_KW("rsplit", m_rsplit),
    BFUNC_KW("splitlines", m_splitlines), BFUNC_FAST("strip", m_strip, 0, 1),
    BFUNC_FAST("lstrip", m_lstrip, 0, 1), BFUNC_FAST("rstrip", m_rstrip, 0, 1),
    BFUNC_FAST("replace", m_replace, 2, 3), BFUNC_VARARGS("startswith", m_startswith, 1, 3),
    BFUNC_VARARGS("endswith", m_endswith, 1, 3), BFUNC_VARARGS("find", m_find, 1, 3),
    BFUNC_VARARGS("rfind", m_rfind, 1, 3), BFUNC_VARARGS("index", m_index, 1, 3),
    BFUNC_VARARGS("rindex", m_rindex, 1, 3), BFUNC_VARARGS("count", m_count, 1, 3),
    BFUNC_NOARGS("upper", m_upper), BFUNC_NOARGS("lower", m_lower), BFUNC_NOARGS("capitalize", m_capitalize),
    BFUNC_NOARGS("title", m_title), BFUNC_NOARGS("swapcase", m_swapcase), BFUNC_NOARGS("isdigit", m_isdigit),
    BFUNC_NOARGS("isdecimal", m_isdecimal), BFUNC_NOARGS("isnumeric", m_isnumeric),
    BFUNC_NOARGS("istitle", m_istitle), BFUNC_NOARGS("isprintable", m_isprintable),
    BFUNC_NOARGS("isidentifier", m_isidentifier), BFUNC_NOARGS("casefold", m_casefold),
    BFUNC_NOARGS("isalpha", m_isalpha), BFUNC_NOARGS("isalnum", m_isalnum),
    BFUNC_NOARGS("isspace", m_isspace), BFUNC_NOARGS("isupper", m_isupper),
    BFUNC_NOARGS("islower", m_islower), BFUNC_NOARGS("isascii", m_isascii),
    BFUNC_FAST("ljust", m_ljust, 1, 2), BFUNC_FAST("rjust", m_rjust, 1, 2),
    BFUNC_FAST("center", m_center, 1, 2), BFUNC_O("zfill", m_zfill), BFUNC_O("partition", m_partition),
    BFUNC_O("rpartition", m_rpartition), BFUNC_KW("format", m_format), BFUNC_KW("encode", str_m_encode),
    BFUNC_O("removeprefix", m_removeprefix), BFUNC_O("removesuffix", m_removesuffix),
    BFUNC_KW("expandtabs", str_m_expandtabs), BFUNC_O("format_map", str_m_format_map),
    BFUNC_CLASS_FAST("maketrans", str_m_maketrans, 1, 3), BFUNC_O("translate", str_m_translate),
    BFUNC_END,
};
