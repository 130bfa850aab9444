/*
 * format.c - format(value, spec) for the common specs ([[fill]align][sign]
 * [0][width][,][.precision][type] over int, float and str), str.format with
 * positional/named fields, and printf-style '%'. textlib's numfmt replaces
 * the number rendering once merged.
 */
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "int_internal.h"
#include "objects/numbers/numfmt.h"
#include "str_internal.h"

/* A tbuf whose memory is the sandbox's: growth is charged to the budget. */
static char *tbuf_grow(tbuf *b, size_t min_cap)
{
    psvm *vm = b->ctx;
    size_t ncap = b->cap ? b->cap * 2 : 64;
    if (ncap < min_cap)
        ncap = min_cap;
    char *p = vm_realloc(vm, b->data, ncap);
    if (!p)
        return NULL;
    b->data = p;
    b->cap = ncap;
    return p;
}

void vm_tbuf_init(tbuf *b, psvm *vm)
{
    memset(b, 0, sizeof *b);
    b->grow = tbuf_grow;
    b->ctx = vm;
}

value vm_tbuf_finish(tbuf *b)
{
    psvm *vm = b->ctx;
    value r = str_new(vm, b->data ? b->data : "", (int64_t)b->len);
    vm_dealloc(vm, b->data);
    b->data = NULL;
    return r;
}

void vm_tbuf_free(tbuf *b)
{
    vm_dealloc((psvm *)b->ctx, b->data);
    b->data = NULL;
}

/* Raise what numfmt reported (a refused grow is already the memory error). */
static value nf_raise(psvm *vm, const nf_error *err)
{
    switch (err->exc) {
    case NF_VALUE_ERROR: return vm_err(vm, &exc_ValueError, "%s", err->msg);
    case NF_TYPE_ERROR: return vm_err(vm, &exc_TypeError, "%s", err->msg);
    case NF_OVERFLOW_ERROR: return vm_err(vm, &exc_OverflowError, "%s", err->msg);
    case NF_ZERO_DIVISION_ERROR: return vm_err(vm, &exc_ZeroDivisionError, "%s", err->msg);
    default: return vm->exc ? V_NULL : vm_err_nomem(vm);
    }
}

_Static_assert(VM_SPEC_CACHE <= 16, "spec_used has a bit per slot");

/* nf_spec_parse through vm->spec_cache. Only specs that parsed are kept:
 * an invalid one raises every time with its own message. type_name is a
 * built-in type's static name (str, int, bool, float: exact types), so the
 * pointer is a stable key. */
static bool spec_parse_cached(psvm *vm, value spec, nf_kind kind, const char *type_name, nf_spec *ns, nf_error *err)
{
    const char *sp = str_cstr(spec);
    size_t sn = (size_t)AS_STR(spec)->len;
    if (sn > VM_SPEC_TEXT)
        return nf_spec_parse(sp, sn, kind, type_name, ns, err);
    /* a cheap hash of the few bytes: str_hash would cost more than this */
    unsigned h = (unsigned)sn * 31u + (unsigned)kind;
    for (size_t i = 0; i < sn; i++)
        h = h * 33u + (unsigned char)sp[i];
    h ^= h >> 7;
    unsigned bit = 1u << (h % VM_SPEC_CACHE);
    vm_spec_slot *slot = &vm->spec_cache[h % VM_SPEC_CACHE];
    if ((vm->spec_used & bit) && slot->type_name == type_name && slot->len == sn && slot->kind == kind && memcmp(slot->text, sp, sn) == 0) {
        *ns = slot->spec;
        return true;
    }
    if (!nf_spec_parse(sp, sn, kind, type_name, ns, err))
        return false;
    vm->spec_used |= (uint16_t)bit;
    slot->type_name = type_name;
    slot->len = (uint8_t)sn;
    slot->kind = (uint8_t)kind;
    memcpy(slot->text, sp, sn);
    slot->spec = *ns;
    return true;
}

/* format(v, spec) for the built-in types, through textlib's numfmt (CPython's
 * format-spec mini-language, messages word for word). The result's size is
 * known before any work: it is reserved against the budget first. */
value fmt_format(psvm *vm, value v, value spec)
{
    size_t sn = (size_t)AS_STR(spec)->len;
    if (v_is_bool(v) && !sn) /* format(True, '') is str(True); a spec formats it as an int */
        return vm_str(vm, v);
    bool isint = v_is_int(v);
    nf_kind kind = v_is_str(v) ? NF_KIND_STR : isint ? NF_KIND_INT : v_is_float(v) ? NF_KIND_FLOAT : NF_KIND_STR;
    if (!v_is_str(v) && !isint && !v_is_float(v)) {
        value r = class_special_call(vm, v, SP_FORMAT, 1, &spec);
        if (r && !v_is_str(r))
            return vm_err(vm, &exc_TypeError, "__format__ must return a str, not %s", vm_type_name(r));
        if (r || vm->exc)
            return r;
        if (sn)
            return vm_err(vm, &exc_TypeError, "unsupported format string passed to %s.__format__", vm_type_name(v));
        return vm_str(vm, v);
    }
    nf_spec ns;
    nf_error err;
    err.exc = NF_MEMORY; /* what a refused tbuf growth reports (nf_raise) */
    err.len = 0;
    err.msg[0] = 0;
    if (!spec_parse_cached(vm, spec, kind, vm_type_name(v), &ns, &err))
        return nf_raise(vm, &err);
    tbuf out;
    vm_tbuf_init(&out, vm);
    bool ok;
    if (kind == NF_KIND_STR) {
        size_t need = nf_format_str_size(&ns, (size_t)AS_STR(v)->len);
        if (need == SIZE_MAX || !vm_reserve(vm, (int64_t)need))
            return vm_err_nomem(vm);
        ok = nf_format_str(&ns, AS_STR(v)->data, (size_t)AS_STR(v)->len, (size_t)AS_STR(v)->cplen, &out, &err);
    } else if (kind == NF_KIND_INT && nf_int_base(&ns) != 0) {
        int neg = vm_compare_bool(vm, v, v_from_small(0), CMP_LT);
        if (neg < 0)
            return V_NULL;
        value mag = neg ? vm_unop(vm, UOP_NEG, v) : (v_is_bool(v) ? v_from_small(v == V_TRUE) : v);
        value ds = mag ? int_to_str_base(vm, mag, nf_int_base(&ns)) : V_NULL;
        if (!ds)
            return V_NULL;
        size_t need = nf_format_int_size(&ns, (size_t)AS_STR(ds)->len);
        if (need == SIZE_MAX || !vm_reserve(vm, (int64_t)need))
            return vm_err_nomem(vm);
        ok = nf_format_int(&ns, neg, str_cstr(ds), (size_t)AS_STR(ds)->len, &out, &err);
    } else {
        double d;
        if (vm_as_double(vm, v, &d) < 0)
            return V_NULL;
        size_t need = nf_format_float_size(&ns, d);
        if (need == SIZE_MAX || !vm_reserve(vm, (int64_t)need))
            return vm_err_nomem(vm);
        ok = nf_format_float(&ns, d, &out, &err);
    }
    if (!ok) {
        vm_tbuf_free(&out);
        return nf_raise(vm, &err);
    }
    return vm_tbuf_finish(&out);
}

/* One replacement field of str.format: the argument (auto or manual
 * numbering, or a keyword), then .attr and [key] steps. Attribute steps go
 * through vm_getattr, so only the allowlisted dunders are reachable. */
static value field_value(psvm *vm, const char *f, size_t n, int argc, const value *argv, value kw, int *autoidx)
{
    size_t i = 0;
    while (i < n && f[i] != '.' && f[i] != '[')
        i++;
    value v = V_NULL;
    if (argc == FMT_MAPPING) {
        /* format_map: a named field is mapping[name], looked up when used */
        if (i == 0 || (f[0] >= '0' && f[0] <= '9'))
            return vm_err(vm, &exc_ValueError, "Format string contains positional fields");
        value key = str_new(vm, f, (int64_t)i);
        v = key ? vm_getitem(vm, argv[0], key) : V_NULL;
    } else if (i == 0) {
        if (*autoidx < 0)
            return vm_err(vm, &exc_ValueError, "cannot switch from manual field specification to automatic field numbering");
        if (*autoidx >= argc)
            return vm_err(vm, &exc_IndexError, "Replacement index %d out of range for positional args tuple", *autoidx);
        v = argv[(*autoidx)++];
    } else if (f[0] >= '0' && f[0] <= '9') {
        int64_t k = 0;
        for (size_t j = 0; j < i; j++) {
            if (f[j] < '0' || f[j] > '9' || k > 100000000)
                return vm_err(vm, &exc_ValueError, "Unknown format code");
            k = k * 10 + (f[j] - '0');
        }
        if (*autoidx > 0)
            return vm_err(vm, &exc_ValueError, "cannot switch from automatic field numbering to manual field specification");
        *autoidx = -1;
        if (k >= argc)
            return vm_err(vm, &exc_IndexError, "Replacement index %lld out of range for positional args tuple", (long long)k);
        v = argv[k];
    } else {
        for (int k = 0; kw && k < AS_TUPLE(kw)->len; k++)
            if ((size_t)AS_STR(AS_TUPLE(kw)->items[k])->len == i && !memcmp(str_cstr(AS_TUPLE(kw)->items[k]), f, i))
                v = argv[argc + k];
        if (!v) {
            value key = str_new(vm, f, (int64_t)i);
            return key ? vm_err_key(vm, key) : V_NULL;
        }
    }
    while (v && i < n) {
        if (f[i] == '.') {
            size_t j = ++i;
            while (i < n && f[i] != '.' && f[i] != '[')
                i++;
            if (i == j)
                return vm_err(vm, &exc_ValueError, "Empty attribute in format string");
            value name = str_new(vm, f + j, (int64_t)(i - j));
            v = name ? vm_getattr(vm, v, name) : V_NULL;
        } else if (f[i] == '[') {
            size_t j = ++i;
            while (i < n && f[i] != ']')
                i++;
            if (i >= n)
                return vm_err(vm, &exc_ValueError, "Missing ']' in format string");
            if (i == j)
                return vm_err(vm, &exc_ValueError, "Empty attribute in format string");
            bool digits = true;
            for (size_t q = j; q < i; q++)
                if (f[q] < '0' || f[q] > '9')
                    digits = false;
            value key = digits && i - j < 15 ? v_from_small(strtoll(f + j, NULL, 10)) : str_new(vm, f + j, (int64_t)(i - j));
            v = key ? vm_getitem(vm, v, key) : V_NULL;
            i++;
        } else
            return vm_err(vm, &exc_ValueError, "Only '.' or '[' may follow ']' in format field specifier");
    }
    return v;
}

value fmt_str_format(psvm *vm, value fmt, int argc, const value *argv, value kw)
{
    const char *s = str_cstr(fmt);
    int64_t n = AS_STR(fmt)->len;
    sbuf b;
    sb_init(&b, vm);
    int autoidx = 0;
    for (int64_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '{' && i + 1 < n && s[i + 1] == '{') { sb_addc(&b, '{'); i++; continue; }
        if (c == '}' && i + 1 < n && s[i + 1] == '}') { sb_addc(&b, '}'); i++; continue; }
        if (c == '}') { sb_free(&b); return vm_err(vm, &exc_ValueError, "Single '}' encountered in format string"); }
        if (c != '{') { sb_addc(&b, c); continue; }
        /* the field runs to the matching '}' (specs may nest one level) */
        int64_t j = i + 1, depth = 1;
        while (j < n) {
            if (s[j] == '{') depth++;
            else if (s[j] == '}' && --depth == 0) break;
            j++;
        }
        if (j >= n) { sb_free(&b); return vm_err(vm, &exc_ValueError, depth > 1 ? "unmatched '{' in format spec" : "Single '{' encountered in format string"); }
        const char *f = s + i + 1;
        size_t fl = (size_t)(j - i - 1), name_end = 0;
        while (name_end < fl && f[name_end] != '!' && f[name_end] != ':')
            name_end++;
        char conv = 0;
        size_t spec_at = name_end;
        if (name_end < fl && f[name_end] == '!') {
            if (name_end + 1 >= fl) { sb_free(&b); return vm_err(vm, &exc_ValueError, "end of string while looking for conversion specifier"); }
            conv = f[name_end + 1];
            spec_at = name_end + 2;
            if (spec_at < fl && f[spec_at] != ':') { sb_free(&b); return vm_err(vm, &exc_ValueError, "expected ':' after conversion specifier"); }
        }
        value v = field_value(vm, f, name_end, argc, argv, kw, &autoidx);
        if (!v) { sb_free(&b); return V_NULL; }
        if (conv == 'r') v = vm_repr(vm, v);
        else if (conv == 's') v = vm_str(vm, v);
        else if (conv == 'a') v = vm_ascii(vm, v);
        else if (conv) { sb_free(&b); return vm_err(vm, &exc_ValueError, "Unknown conversion specifier %c", conv); }
        value r;
        if (v && spec_at < fl) {
            /* the spec, with nested {fields} replaced first */
            value spec = str_new(vm, f + spec_at + 1, (int64_t)(fl - spec_at - 1));
            if (spec && memchr(str_cstr(spec), '{', (size_t)AS_STR(spec)->len)) {
                /* recursive formatting of the spec shares the numbering */
                sbuf sp;
                sb_init(&sp, vm);
                const char *q = str_cstr(spec);
                int64_t qn = AS_STR(spec)->len;
                for (int64_t k = 0; k < qn && !sp.failed; k++) {
                    if (q[k] != '{') { sb_addc(&sp, q[k]); continue; }
                    int64_t e = k + 1;
                    while (e < qn && q[e] != '}') e++;
                    value nv = field_value(vm, q + k + 1, (size_t)(e - k - 1), argc, argv, kw, &autoidx);
                    if (!nv || !sb_addv(&sp, nv, false)) { sp.failed = true; break; }
                    k = e;
                }
                spec = sb_finish(&sp);
            }
            r = spec ? fmt_format(vm, v, spec) : V_NULL;
        } else if (v && class_has_special(v, SP_FORMAT)) {
            value empty = str_intern_cstr(vm, "");
            r = empty ? fmt_format(vm, v, empty) : V_NULL;
        } else
            r = v ? (v_is_str(v) ? v : vm_str(vm, v)) : V_NULL;
        if (!r) { sb_free(&b); return V_NULL; }
        sb_add(&b, AS_STR(r)->data, AS_STR(r)->len);
        i = j;
    }
    return sb_finish(&b);
}

/* ascii(): repr with every non-ASCII code point escaped. */
value vm_ascii(psvm *vm, value v)
{
    value r = vm_repr(vm, v);
    if (!r || AS_STR(r)->ascii)
        return r;
    sbuf b;
    sb_init(&b, vm);
    const unsigned char *d = (const unsigned char *)AS_STR(r)->data;
    int64_t i = 0, n = AS_STR(r)->len;
    while (i < n) {
        int64_t st = i;
        int c = utf8_decode(d, n, &i);
        if (c < 0x80)
            sb_add(&b, (const char *)d + st, i - st);
        else if (c <= 0xFF)
            sb_addf(&b, "\\x%02x", c);
        else if (c <= 0xFFFF)
            sb_addf(&b, "\\u%04x", c);
        else
            sb_addf(&b, "\\U%08x", c);
    }
    return sb_finish(&b);
}

/* str % args, through numfmt's printf-style conversions. */
value str_percent(psvm *vm, value fmt, value args)
{
    const char *s = str_cstr(fmt);
    size_t n = (size_t)AS_STR(fmt)->len, pos = 0, cp = 0;
    bool tuple = v_is_tuple_like(args); /* a tuple subclass too (namedtuple), as PyTuple_Check */
    value *items = tuple ? AS_TUPLE(args)->items : &args;
    int64_t nargs = tuple ? AS_TUPLE(args)->len : 1, ai = 0;
    /* CPython takes any subscriptable but a tuple or str as the mapping
     * (PyMapping_Check): `'ab' % []` is 'ab', `'%(k)s' % [1]` a list's
     * index error; a type (int[...] is __class_getitem__) is not one */
    const vtype *at = vm_typeof(args);
    bool mapping = !tuple && !v_is_str(args) && at->getitem && at != &type_type, used_key = false;
    tbuf out;
    vm_tbuf_init(&out, vm);
    nf_error err;
    err.exc = NF_MEMORY; /* what a refused tbuf growth reports (nf_raise) */
    err.len = 0;
    err.msg[0] = 0;
#define FAIL_NF() do { vm_tbuf_free(&out); return nf_raise(vm, &err); } while (0)
#define FAIL() do { vm_tbuf_free(&out); return V_NULL; } while (0)
#define NEXT_ARG(dst)                                                                            \
    do {                                                                                         \
        if (ai >= nargs) {                                                                       \
            vm_tbuf_free(&out);                                                                  \
            return vm_err(vm, &exc_TypeError, "not enough arguments for format string");        \
        }                                                                                        \
        (dst) = items[ai++];                                                                     \
    } while (0)
    while (pos < n) {
        if (s[pos] != '%') {
            size_t st = pos;
            while (pos < n && s[pos] != '%') {
                if (((unsigned char)s[pos] & 0xC0) != 0x80)
                    cp++;
                pos++;
            }
            if (!tb_put(&out, s + st, pos - st))
                FAIL(); /* the memory error is set */
            continue;
        }
        size_t start = pos;
        nf_pct pc;
        if (!nf_pct_parse(s, n, &pos, cp, &pc, &err))
            FAIL_NF();
        for (size_t k = start; k < pos; k++)
            if (((unsigned char)s[k] & 0xC0) != 0x80)
                cp++;
        if (pc.conv == '%') {
            if (!tb_putc(&out, '%'))
                FAIL();
            continue;
        }
        value v;
        if (pc.width == NF_PCT_STAR || pc.precision == NF_PCT_STAR) {
            for (int w = 0; w < 2; w++) {
                int64_t *slot = w == 0 ? &pc.width : &pc.precision;
                if (*slot != NF_PCT_STAR)
                    continue;
                value a;
                NEXT_ARG(a);
                int64_t x;
                if (!v_is_int(a)) {
                    vm_tbuf_free(&out);
                    return vm_err(vm, &exc_TypeError, "* wants int");
                }
                if (int_as_i64(vm, a, &x) < 0) {
                    if (w == 0)
                        FAIL();
                    vm->exc = V_NULL; /* a precision past int64 gets the C int error below */
                    x = INT64_MAX;
                }
                if (w == 1 && (x < INT_MIN || x > INT_MAX)) { /* CPython's precision is a C int */
                    vm_tbuf_free(&out);
                    return vm_err(vm, &exc_OverflowError, "Python int too large to convert to C int");
                }
                if (w == 0 && x < 0) {
                    pc.flags |= NF_PCT_LEFT;
                    /* -INT64_MIN wraps to a negative width in CPython: no padding */
                    x = x == INT64_MIN ? 0 : -x;
                }
                *slot = w == 1 && x < 0 ? 0 : x;
            }
        }
        if (pc.key_end) {
            if (!mapping) {
                vm_tbuf_free(&out);
                return vm_err(vm, &exc_TypeError, "format requires a mapping");
            }
            used_key = true;
            value key = str_new(vm, s + pc.key_start, (int64_t)(pc.key_end - pc.key_start));
            if (!key)
                FAIL();
            v = v_is_dict(args) ? dict_get(vm, args, key) : vm_getitem(vm, args, key);
            if (!v) {
                vm_tbuf_free(&out);
                return vm->exc ? V_NULL : vm_err_key(vm, key);
            }
        } else
            NEXT_ARG(v);
        uint32_t c = pc.conv;
        bool ok;
        if (c == 's' || c == 'r' || c == 'a' || c == 'c') {
            value t;
            if (c == 's')
                t = vm_str(vm, v);
            else if (c == 'r')
                t = vm_repr(vm, v);
            else if (c == 'a')
                t = vm_ascii(vm, v);
            else if (v_is_str(v)) {
                if (AS_STR(v)->cplen != 1) {
                    vm_tbuf_free(&out);
                    return vm_err(vm, &exc_TypeError, "%%c requires int or char");
                }
                t = v;
            } else if (v_is_int(v)) {
                int64_t x;
                if (int_as_i64(vm, v, &x) < 0 || x < 0 || x > 0x10FFFF) {
                    vm_tbuf_free(&out);
                    vm->exc = V_NULL;
                    return vm_err(vm, &exc_OverflowError, "%%c arg not in range(0x110000)");
                }
                char cb[4];
                t = str_new(vm, cb, utf8_encode((unsigned)x, cb));
            } else {
                vm_tbuf_free(&out);
                return vm_err(vm, &exc_TypeError, "%%c requires int or char");
            }
            if (!t)
                FAIL();
            if (!vm_reserve(vm, (int64_t)nf_pct_size(&pc, (size_t)AS_STR(t)->len)))
                FAIL();
            ok = nf_pct_str(&pc, AS_STR(t)->data, (size_t)AS_STR(t)->len, (size_t)AS_STR(t)->cplen, &out, &err);
        } else if (c == 'd' || c == 'i' || c == 'u' || c == 'o' || c == 'x' || c == 'X') {
            if (!v_is_int(v) && !v_is_float(v)) {
                /* a class's __int__ (not for %o %x %X), else its __index__ */
                value r = c == 'o' || c == 'x' || c == 'X' ? V_NULL : class_special_call(vm, v, SP_INT, 0, NULL);
                if (r && !v_is_int(r)) {
                    vm_tbuf_free(&out);
                    return vm_err(vm, &exc_TypeError, "__int__ returned non-int (type %s)", vm_type_name(r));
                }
                if (r)
                    v = r;
                else if (vm->exc || vm_index_of(vm, &v) < 0)
                    FAIL();
            }
            bool isnum = v_is_int(v) || v_is_float(v);
            if (!isnum || (v_is_float(v) && (c == 'o' || c == 'x' || c == 'X'))) {
                vm_tbuf_free(&out);
                if (c == 'o' || c == 'x' || c == 'X')
                    return vm_err(vm, &exc_TypeError, "%%%c format: an integer is required, not %s", (char)c, vm_type_name(v));
                return vm_err(vm, &exc_TypeError, "%%%c format: a real number is required, not %s", (char)c, vm_type_name(v));
            }
            value iv = v;
            if (v_is_float(v)) {
                double d = v_float(v);
                if (isnan(d) || isinf(d)) {
                    vm_tbuf_free(&out);
                    return d != d ? vm_err(vm, &exc_ValueError, "cannot convert float NaN to integer")
                                  : vm_err(vm, &exc_OverflowError, "cannot convert float infinity to integer");
                }
                iv = int_from_double(vm, d);
                if (!iv)
                    FAIL();
            }
            int neg = vm_compare_bool(vm, iv, v_from_small(0), CMP_LT);
            value mag = neg < 0 ? V_NULL : neg ? vm_unop(vm, UOP_NEG, iv) : (v_is_bool(iv) ? v_from_small(iv == V_TRUE) : iv);
            value ds = mag ? int_to_str_base(vm, mag, nf_pct_base(&pc)) : V_NULL;
            if (!ds || !vm_reserve(vm, (int64_t)nf_pct_size(&pc, (size_t)AS_STR(ds)->len)))
                FAIL();
            ok = nf_pct_int(&pc, neg, str_cstr(ds), (size_t)AS_STR(ds)->len, &out, &err);
        } else if (c == 'e' || c == 'E' || c == 'f' || c == 'F' || c == 'g' || c == 'G') {
            double d;
            if (!v_is_int(v) && !v_is_float(v) && !class_has_special(v, SP_FLOAT) && !class_has_special(v, SP_INDEX)) {
                vm_tbuf_free(&out);
                return vm_err(vm, &exc_TypeError, "must be real number, not %s", vm_type_name(v));
            }
            if (vm_as_double(vm, v, &d) < 0 || !vm_reserve(vm, (int64_t)nf_pct_size(&pc, 32)))
                FAIL();
            ok = nf_pct_float(&pc, d, &out, &err);
        } else {
            nf_pct_unsupported(&pc, &err);
            ok = false;
        }
        if (!ok)
            FAIL_NF();
    }
    if (tuple ? ai < nargs : (ai == 0 && !mapping && !used_key)) {
        vm_tbuf_free(&out);
        return vm_err(vm, &exc_TypeError, "not all arguments converted during string formatting");
    }
#undef FAIL_NF
#undef FAIL
#undef NEXT_ARG
    return vm_tbuf_finish(&out);
}
