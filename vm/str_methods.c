/*
 * str_methods.c - the methods of str. Adding a method is one function and
 * one line in str_methods[].
 */
#include <string.h>

#include "str_internal.h"
#include "utext.h"
#include "vm.h"

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

static int need_str(psvm *vm, const char *what, value v)
{
    if (v_is_str(v))
        return 0;
    vm_err(vm, &exc_TypeError, "%s", what);
    return -1;
}

static value m_join(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_args(vm, "str.join", argc, 1, 1) < 0)
        return V_NULL;
    if (v_is_type(argv[0], &list_type))
        return str_join_array(vm, self, AS_LIST(argv[0])->items, AS_LIST(argv[0])->len);
    if (v_is_type(argv[0], &tuple_type))
        return str_join_array(vm, self, AS_TUPLE(argv[0])->items, AS_TUPLE(argv[0])->len);
    value it = vm_iter(vm, argv[0]);
    if (!it)
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    int64_t i = 0;
    for (;; i++) {
        value x = vm_next(vm, it);
        if (!x) {
            sb_free(&b);
            return V_NULL;
        }
        if (x == V_STOP)
            break;
        if (!v_is_str(x)) {
            sb_free(&b);
            return vm_err(vm, &exc_TypeError, "sequence item %lld: expected str instance, %s found",
                          (long long)i, vm_type_name(x));
        }
        if (i)
            sb_add(&b, SELF->data, SELF->len);
        sb_add(&b, S(x)->data, S(x)->len);
        if (!vm_charge(vm, 1 + S(x)->len / 64)) {
            sb_free(&b);
            return V_NULL;
        }
    }
    return sb_finish(&b);
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
            end = n;
            /* strip trailing whitespace */
            int64_t k = n;
            while (k > start && uni_isspace(d[k - 1]))
                k--;
            end = k;
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
            return vm_err(vm, &exc_TypeError, "split() got an unexpected keyword argument '%s'", str_cstr(k));
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

/* rsplit: split from the right; the same as split when maxsplit is -1. */
static value m_rsplit(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value sep = V_NONE;
    int64_t maxsplit = -1;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
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
            return vm_err(vm, &exc_TypeError, "rsplit() got an unexpected keyword argument '%s'", str_cstr(k));
    }
    if (maxsplit < 0) {
        value a[2] = {sep, v_from_small(-1)};
        return m_split(vm, self, 2, a, V_NULL);
    }
    if (!vm_charge(vm, SELF->len / 32))
        return V_NULL;
    value out = list_new(vm, 0);
    if (!out)
        return V_NULL;
    const char *d = SELF->data;
    int64_t end = SELF->len;
    if (sep == V_NONE) {
        /* whitespace runs, from the right (ASCII whitespace suffices for the
         * bytes scan: multi-byte spaces are handled by split's path) */
        while (end > 0 && uni_isspace((unsigned char)d[end - 1]))
            end--;
        while (end > 0) {
            if (maxsplit == 0) {
                /* the rest, leading whitespace kept (as CPython) */
                value part = str_new(vm, d, end);
                if (!part || list_append(vm, out, part) < 0)
                    return V_NULL;
                break;
            }
            int64_t st = end;
            while (st > 0 && !uni_isspace((unsigned char)d[st - 1]))
                st--;
            value part = str_new(vm, d + st, end - st);
            if (!part || list_append(vm, out, part) < 0)
                return V_NULL;
            maxsplit--;
            end = st;
            while (end > 0 && uni_isspace((unsigned char)d[end - 1]))
                end--;
        }
    } else {
        if (!v_is_str(sep))
            return vm_err(vm, &exc_TypeError, "must be str or None, not %s", vm_type_name(sep));
        int64_t sl = S(sep)->len;
        if (sl == 0)
            return vm_err(vm, &exc_ValueError, "empty separator");
        for (;;) {
            int64_t j = -1;
            if (maxsplit != 0)
                for (int64_t k = end - sl; k >= 0; k--)
                    if (!memcmp(d + k, S(sep)->data, (size_t)sl)) {
                        j = k;
                        break;
                    }
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
    bool keep = argc > 0 && vm_truth(vm, argv[0]) > 0;
    value out = list_new(vm, 0);
    if (!out)
        return V_NULL;
    int64_t i = 0, n = SELF->len;
    const char *d = SELF->data;
    while (i < n) {
        int64_t j = i;
        while (j < n && d[j] != '\n' && d[j] != '\r')
            j++;
        int64_t eol = j;
        if (j < n)
            j += (d[j] == '\r' && j + 1 < n && d[j + 1] == '\n') ? 2 : 1;
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

static value do_strip(psvm *vm, value self, int argc, const value *argv, int which)
{
    const unsigned char *d = (const unsigned char *)SELF->data;
    int64_t a = 0, b = SELF->len;
    value chars = argc > 0 ? argv[0] : V_NONE;
    if (chars != V_NONE && need_str(vm, "strip arg must be None or str", chars) < 0)
        return V_NULL;
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
static value m_strip(psvm *vm, value self, int argc, const value *argv, value kw) { return do_strip(vm, self, argc, argv, 3); }
static value m_lstrip(psvm *vm, value self, int argc, const value *argv, value kw) { return do_strip(vm, self, argc, argv, 1); }
static value m_rstrip(psvm *vm, value self, int argc, const value *argv, value kw) { return do_strip(vm, self, argc, argv, 2); }

static value m_replace(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_args(vm, "replace", argc, 2, 3) < 0)
        return V_NULL;
    value old = argv[0], new_ = argv[1];
    if (!v_is_str(old))
        return vm_err(vm, &exc_TypeError, "replace() argument 1 must be str, not %s", vm_type_name(old));
    if (!v_is_str(new_))
        return vm_err(vm, &exc_TypeError, "replace() argument 2 must be str, not %s", vm_type_name(new_));
    int64_t count = -1;
    if (argc > 2 && vm_index(vm, argv[2], &count) < 0)
        return V_NULL;
    if (S(old)->len == 0) {
        /* insert `new` between every code point */
        int64_t n = SELF->cplen + 1;
        if (count >= 0 && count < n)
            n = count;
        if (!vm_reserve(vm, SELF->len + n * S(new_)->len))
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
    if (!vm_reserve(vm, SELF->len + hits * (S(new_)->len - S(old)->len)))
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
    if (vm_check_args(vm, name, argc, 1, 3) < 0)
        return V_NULL;
    value x = argv[0];
    /* the [start:end] window, in code points, as slice indices */
    int64_t a = 0, b = SELF->cplen;
    if (argc > 1 && argv[1] != V_NONE && vm_index(vm, argv[1], &a) < 0)
        return V_NULL;
    if (argc > 2 && argv[2] != V_NONE && vm_index(vm, argv[2], &b) < 0)
        return V_NULL;
    if (a < 0 && (a += SELF->cplen) < 0)
        a = 0;
    if (b < 0 && (b += SELF->cplen) < 0)
        b = 0;
    if (b > SELF->cplen)
        b = SELF->cplen;
    if (a > SELF->cplen)
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
    if (vm_check_args(vm, name, argc, 1, 3) < 0)
        return V_NULL;
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "must be str, not %s", vm_type_name(argv[0]));
    int64_t start = 0, end = SELF->cplen;
    if (argc > 1 && argv[1] != V_NONE && vm_index(vm, argv[1], &start) < 0)
        return V_NULL;
    if (argc > 2 && argv[2] != V_NONE && vm_index(vm, argv[2], &end) < 0)
        return V_NULL;
    if (start < 0 && (start += SELF->cplen) < 0)
        start = 0;
    if (end < 0 && (end += SELF->cplen) < 0)
        end = 0;
    if (end > SELF->cplen)
        end = SELF->cplen;
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
            for (int64_t j = b - S(needle)->len; j >= a; j--)
                if (memcmp(SELF->data + j, S(needle)->data, (size_t)S(needle)->len) == 0) {
                    r = byte_to_cp(self, j);
                    break;
                }
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

static value m_count(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_args(vm, "count", argc, 1, 1) < 0)
        return V_NULL;
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "must be str, not %s", vm_type_name(argv[0]));
    value x = argv[0];
    if (!vm_charge(vm, SELF->len / 32))
        return V_NULL;
    if (S(x)->len == 0)
        return v_from_small(SELF->cplen + 1);
    int64_t n = 0;
    for (int64_t i = 0;;) {
        int64_t j = str_find_bytes(SELF->data, SELF->len, S(x)->data, S(x)->len, i);
        if (j < 0)
            break;
        n++;
        i = j + S(x)->len;
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
    if (vm_check_args(vm, name, argc, 1, 2) < 0)
        return V_NULL;
    int64_t w;
    if (vm_index(vm, argv[0], &w) < 0)
        return V_NULL;
    const char *fill = " ";
    int64_t fl = 1;
    if (argc > 1) {
        if (!v_is_str(argv[1]) || S(argv[1])->cplen != 1)
            return vm_err(vm, &exc_TypeError, "The fill character must be exactly one character long");
        fill = S(argv[1])->data;
        fl = S(argv[1])->len;
    }
    int64_t n = w - SELF->cplen;
    if (n <= 0)
        return self;
    if (!vm_reserve(vm, SELF->len + n * fl))
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
    if (vm_check_args(vm, "zfill", argc, 1, 1) < 0 || vm_index(vm, argv[0], &w) < 0)
        return V_NULL;
    int64_t n = w - SELF->cplen;
    if (n <= 0)
        return self;
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
    if (vm_check_args(vm, rev ? "rpartition" : "partition", argc, 1, 1) < 0)
        return V_NULL;
    value sep = argv[0];
    if (!v_is_str(sep))
        return vm_err(vm, &exc_TypeError, "must be str, not %s", vm_type_name(sep));
    if (S(sep)->len == 0)
        return vm_err(vm, &exc_ValueError, "empty separator");
    int64_t j = -1;
    if (!rev)
        j = str_find_bytes(SELF->data, SELF->len, S(sep)->data, S(sep)->len, 0);
    else
        for (int64_t k = SELF->len - S(sep)->len; k >= 0; k--)
            if (!memcmp(SELF->data + k, S(sep)->data, (size_t)S(sep)->len)) {
                j = k;
                break;
            }
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

static value m_encode(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return bytes_new(vm, SELF->data, SELF->len);
}

static value m_removeprefix(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_args(vm, "removeprefix", argc, 1, 1) < 0 || need_str(vm, "removeprefix() argument must be str", argv[0]) < 0)
        return V_NULL;
    value p = argv[0];
    if (S(p)->len <= SELF->len && !memcmp(SELF->data, S(p)->data, (size_t)S(p)->len))
        return str_new(vm, SELF->data + S(p)->len, SELF->len - S(p)->len);
    return self;
}

static value m_removesuffix(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_args(vm, "removesuffix", argc, 1, 1) < 0 || need_str(vm, "removesuffix() argument must be str", argv[0]) < 0)
        return V_NULL;
    value p = argv[0];
    if (S(p)->len && S(p)->len <= SELF->len && !memcmp(SELF->data + SELF->len - S(p)->len, S(p)->data, (size_t)S(p)->len))
        return str_new(vm, SELF->data, SELF->len - S(p)->len);
    return self;
}

const bfunc str_methods[] = {
    BFUNC("join", m_join), BFUNC("split", m_split), BFUNC("rsplit", m_rsplit), BFUNC("splitlines", m_splitlines),
    BFUNC("strip", m_strip), BFUNC("lstrip", m_lstrip), BFUNC("rstrip", m_rstrip),
    BFUNC("replace", m_replace), BFUNC("startswith", m_startswith), BFUNC("endswith", m_endswith),
    BFUNC("find", m_find), BFUNC("rfind", m_rfind), BFUNC("index", m_index), BFUNC("rindex", m_rindex),
    BFUNC("count", m_count), BFUNC("upper", m_upper), BFUNC("lower", m_lower),
    BFUNC("capitalize", m_capitalize), BFUNC("title", m_title), BFUNC("swapcase", m_swapcase),
    BFUNC("isdigit", m_isdigit), BFUNC("isdecimal", m_isdecimal), BFUNC("isnumeric", m_isnumeric),
    BFUNC("istitle", m_istitle), BFUNC("isprintable", m_isprintable), BFUNC("isidentifier", m_isidentifier),
    BFUNC("casefold", m_casefold),
    BFUNC("isalpha", m_isalpha), BFUNC("isalnum", m_isalnum), BFUNC("isspace", m_isspace),
    BFUNC("isupper", m_isupper), BFUNC("islower", m_islower), BFUNC("isascii", m_isascii),
    BFUNC("ljust", m_ljust), BFUNC("rjust", m_rjust), BFUNC("center", m_center), BFUNC("zfill", m_zfill),
    BFUNC("partition", m_partition), BFUNC("rpartition", m_rpartition), BFUNC("format", m_format),
    BFUNC("encode", m_encode), BFUNC("removeprefix", m_removeprefix), BFUNC("removesuffix", m_removesuffix),
    BFUNC("expandtabs", str_m_expandtabs), BFUNC("format_map", str_m_format_map),
    BFUNC_CLASS("maketrans", str_m_maketrans), BFUNC("translate", str_m_translate),
    BFUNC_END,
};
