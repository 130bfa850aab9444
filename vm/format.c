/*
 * format.c - format(value, spec) for the common specs ([[fill]align][sign]
 * [0][width][,][.precision][type] over int, float and str), str.format with
 * positional/named fields, and printf-style '%'. textlib's numfmt replaces
 * the number rendering once merged.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "int_internal.h"
#include "numfmt.h"
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

/* format(v, spec) for the built-in types, through textlib's numfmt (CPython's
 * format-spec mini-language, messages word for word). The result's size is
 * known before any work: it is reserved against the budget first. */
value fmt_format(psvm *vm, value v, value spec)
{
    const char *sp = str_cstr(spec);
    size_t sn = (size_t)AS_STR(spec)->len;
    bool isint = v_is_int(v);
    nf_kind kind = v_is_str(v) ? NF_KIND_STR : isint ? NF_KIND_INT : v_is_float(v) ? NF_KIND_FLOAT : NF_KIND_STR;
    if (!v_is_str(v) && !isint && !v_is_float(v)) {
        if (sn)
            return vm_err(vm, &exc_TypeError, "unsupported format string passed to %s.__format__", vm_type_name(v));
        return vm_str(vm, v);
    }
    nf_spec ns;
    nf_error err;
    if (!nf_spec_parse(sp, sn, kind, vm_type_name(v), &ns, &err))
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

value fmt_str_format(psvm *vm, value fmt, int argc, const value *argv, value kw)
{
    const char *s = str_cstr(fmt);
    int64_t n = AS_STR(fmt)->len;
    sbuf b; sb_init(&b, vm);
    int autoidx = 0;
    for (int64_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '{' && i + 1 < n && s[i + 1] == '{') { sb_addc(&b, '{'); i++; continue; }
        if (c == '}' && i + 1 < n && s[i + 1] == '}') { sb_addc(&b, '}'); i++; continue; }
        if (c == '}') { sb_free(&b); return vm_err(vm, &exc_ValueError, "Single '}' encountered in format string"); }
        if (c != '{') { sb_addc(&b, c); continue; }
        int64_t j = i + 1;
        while (j < n && s[j] != '}') j++;
        if (j >= n) { sb_free(&b); return vm_err(vm, &exc_ValueError, "Single '{' encountered in format string"); }
        char field[256]; int64_t fl = j - i - 1; if (fl > 255) fl = 255;
        memcpy(field, s + i + 1, (size_t)fl); field[fl] = 0;
        char *spec = strchr(field, ':'); if (spec) *spec++ = 0;
        char *conv = strchr(field, '!'); if (conv) *conv++ = 0;
        value v = V_NULL;
        if (!field[0]) { if (autoidx >= argc) { sb_free(&b); return vm_err(vm, &exc_IndexError, "Replacement index %d out of range for positional args tuple", autoidx); } v = argv[autoidx++]; }
        else if (field[0] >= '0' && field[0] <= '9') { int k = atoi(field); if (k >= argc) { sb_free(&b); return vm_err(vm, &exc_IndexError, "Replacement index %d out of range for positional args tuple", k); } v = argv[k]; }
        else {
            for (int k = 0; kw && k < AS_TUPLE(kw)->len; k++) if (str_eq_cstr(AS_TUPLE(kw)->items[k], field)) v = argv[argc + k];
            if (!v) { sb_free(&b); value key = str_from_cstr(vm, field); return key ? vm_err_key(vm, key) : V_NULL; }
        }
        if (conv && *conv == 'r') v = vm_repr(vm, v); else if (conv && *conv == 's') v = vm_str(vm, v);
        value sp = v ? str_from_cstr(vm, spec ? spec : "") : V_NULL;
        value r = sp ? (spec ? fmt_format(vm, v, sp) : vm_str(vm, v)) : V_NULL;
        if (!r) { sb_free(&b); return V_NULL; }
        sb_add(&b, AS_STR(r)->data, AS_STR(r)->len);
        i = j;
    }
    return sb_finish(&b);
}

value str_percent(psvm *vm, value fmt, value args)
{
    const char *s = str_cstr(fmt);
    int64_t n = AS_STR(fmt)->len;
    value *items = v_is_tuple(args) ? AS_TUPLE(args)->items : &args;
    int64_t nargs = v_is_tuple(args) ? AS_TUPLE(args)->len : 1, ai = 0;
    sbuf b; sb_init(&b, vm);
    for (int64_t i = 0; i < n; i++) {
        if (s[i] != '%') { sb_addc(&b, s[i]); continue; }
        if (++i >= n) { sb_free(&b); return vm_err(vm, &exc_ValueError, "incomplete format"); }
        if (s[i] == '%') { sb_addc(&b, '%'); continue; }
        char spec[32]; int k = 0;
        while (i < n && strchr("-+ 0#.0123456789", s[i]) && k < 30) spec[k++] = s[i++];
        char t = i < n ? s[i] : 0;
        spec[k++] = t == 'i' ? 'd' : t; spec[k] = 0;
        if (ai >= nargs) { sb_free(&b); return vm_err(vm, &exc_TypeError, "not enough arguments for format string"); }
        value v = items[ai++], r;
        if (t == 's' || t == 'r' || t == 'a') {
            r = t == 's' ? vm_str(vm, v) : vm_repr(vm, v);
            if (r && k > 1) {
                /* width (and '-' for left) apply to the text */
                char py[40]; int pk = 0; const char *p = spec; bool leftj = false;
                while (*p == '-' || *p == '0' || *p == ' ' || *p == '+' || *p == '#') { if (*p == '-') leftj = true; p++; }
                py[pk++] = leftj ? '<' : '>';
                while (*p && *p != t && pk < 30) py[pk++] = *p++;
                py[pk] = 0;
                value sp = str_from_cstr(vm, py);
                r = sp ? fmt_format(vm, r, sp) : V_NULL;
            }
        } else if (t == 'c') {
            if (v_is_str(v)) r = v;
            else { int64_t cp; if (vm_index(vm, v, &cp) < 0) { sb_free(&b); return V_NULL; } char cb[4]; int cn = utf8_encode((unsigned)cp, cb); r = str_new(vm, cb, cn); }
        } else {
            char py[40]; int pk = 0, a = 0;
            bool left = false;
            char pfx[32]; int pl = 0;
            for (int q = 0; q < k - 1; q++) { if (spec[q] == '-') left = true; pfx[pl++] = spec[q]; }
            pfx[pl] = 0;
            (void)a; (void)left;
            /* map to the format-spec language */
            const char *p = pfx; char fl = 0; char sgn = 0; bool z = false;
            while (*p && strchr("-+ 0#", *p)) { if (*p == '-') fl = '<'; else if (*p == '+') sgn = '+'; else if (*p == '0') z = true; else if (*p == ' ') sgn = ' '; p++; }
            if (fl) py[pk++] = '<';
            if (sgn) py[pk++] = sgn;
            if (z && !fl) py[pk++] = '0';
            while (*p && pk < 30) py[pk++] = *p++;
            py[pk++] = (t == 'd' || t == 'i' || t == 'u') ? 'd' : t; py[pk] = 0;
            if ((t == 'd' || t == 'i') && v_is_float(v)) { double d = v_float(v); v = v_from_small((int64_t)d); }
            value sp = str_from_cstr(vm, py);
            r = sp ? fmt_format(vm, v, sp) : V_NULL;
        }
        if (!r) { sb_free(&b); return V_NULL; }
        sb_add(&b, AS_STR(r)->data, AS_STR(r)->len);
    }
    if (ai < nargs) { sb_free(&b); return vm_err(vm, &exc_TypeError, "not all arguments converted during string formatting"); }
    return sb_finish(&b);
}
