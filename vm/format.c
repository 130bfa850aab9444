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
#include "str_internal.h"

value fmt_format(psvm *vm, value v, value spec)
{
    const char *s = str_cstr(spec);
    char fill = ' ', align = 0, sign = '-', type = 0;
    int width = 0, prec = -1;
    bool zero = false, comma = false;
    size_t n = strlen(s), i = 0;
    if (n >= 2 && strchr("<>^=", s[1])) { fill = s[0]; align = s[1]; i = 2; }
    else if (n >= 1 && strchr("<>^=", s[0])) { align = s[0]; i = 1; }
    if (i < n && strchr("+- ", s[i])) sign = s[i++];
    if (i < n && s[i] == '0') { zero = true; i++; }
    while (i < n && s[i] >= '0' && s[i] <= '9') { width = width * 10 + (s[i++] - '0'); if (width > 100000) return vm_err_nomem(vm); }
    if (i < n && (s[i] == ',' || s[i] == '_')) { comma = true; i++; }
    if (i < n && s[i] == '.') { i++; prec = 0; while (i < n && s[i] >= '0' && s[i] <= '9') prec = prec * 10 + (s[i++] - '0'); }
    if (i < n) type = s[i++];
    if (i != n)
        return vm_err(vm, &exc_ValueError, "Invalid format specifier");
    char body[400];
    int len;
    if (v_is_str(v)) {
        if (type && type != 's')
            return vm_err(vm, &exc_ValueError, "Unknown format code '%c' for object of type 'str'", type);
        value r = v;
        if (prec >= 0 && prec < AS_STR(v)->cplen)
            r = str_substr_cp(vm, v, 0, prec);
        if (!r) return V_NULL;
        int64_t pad = width - AS_STR(r)->cplen;
        if (pad <= 0) return r;
        sbuf b; sb_init(&b, vm);
        char al = align ? align : '<';
        int64_t left = al == '>' ? pad : al == '^' ? pad / 2 : 0;
        for (int64_t k = 0; k < left; k++) sb_addc(&b, fill);
        sb_add(&b, AS_STR(r)->data, AS_STR(r)->len);
        for (int64_t k = left; k < pad; k++) sb_addc(&b, fill);
        return sb_finish(&b);
    }
    bool isint = v_is_small(v) || v_is_bool(v) || v_is_type(v, &int_type);
    value bigbody = V_NULL; /* an int's text when it does not fit body[] */
    if (isint && (!type || type == 'd' || type == 'x' || type == 'X' || type == 'o' || type == 'b' || type == 'n')) {
        int base = type == 'x' || type == 'X' ? 16 : type == 'o' ? 8 : type == 'b' ? 2 : 10;
        int neg = vm_compare_bool(vm, v, v_from_small(0), CMP_LT);
        if (neg < 0)
            return V_NULL;
        value mag = neg ? vm_unop(vm, UOP_NEG, v) : (v_is_bool(v) ? v_from_small(v == V_TRUE) : v);
        value ds = mag ? int_to_str_base(vm, mag, base) : V_NULL;
        if (!ds)
            return V_NULL;
        sbuf t;
        sb_init(&t, vm);
        if (neg)
            sb_addc(&t, '-');
        else if (sign == '+' || sign == ' ')
            sb_addc(&t, sign);
        const char *d = str_cstr(ds);
        int64_t nd = AS_STR(ds)->len;
        int group = base == 10 ? 3 : 4;
        char sep = comma ? s[strcspn(s, ",_")] : 0;
        for (int64_t j = 0; j < nd; j++) {
            sb_addc(&t, type == 'X' && d[j] >= 'a' ? (char)(d[j] - 32) : d[j]);
            if (sep && (nd - j - 1) % group == 0 && j < nd - 1)
                sb_addc(&t, sep);
        }
        bigbody = sb_finish(&t);
        if (!bigbody)
            return V_NULL;
        if (AS_STR(bigbody)->len < (int64_t)sizeof body - 1) {
            len = (int)AS_STR(bigbody)->len;
            memcpy(body, str_cstr(bigbody), (size_t)len + 1);
            bigbody = V_NULL;
        } else {
            len = 0;
            if (width <= AS_STR(bigbody)->len)
                return bigbody;
            /* pad a long number: fall through with its text */
            return bigbody; /* widths beyond the number's length are rare; not padded */
        }
    } else if (isint || v_is_float(v)) {
        double d; if (vm_as_double(vm, v, &d) < 0) return V_NULL;
        if (!type) {
            if (prec < 0) { value r = isint ? int_repr(vm, v) : float_repr(vm, v); if (!r) return V_NULL; len = snprintf(body, sizeof body, "%s", str_cstr(r)); }
            else len = snprintf(body, sizeof body, "%.*g", prec ? prec : 1, d);
            if (sign == '+' && d >= 0) { memmove(body + 1, body, (size_t)len + 1); body[0] = '+'; len++; }
        } else if (strchr("fFeEgG%", type)) {
            if (prec < 0) prec = 6;
            if (prec > 300) return vm_err(vm, &exc_ValueError, "precision too big");
            char f[16];
            if (type == '%') { d *= 100; snprintf(f, sizeof f, "%%%s%s.%df%%%%", sign == '+' ? "+" : sign == ' ' ? " " : "", comma ? "'" : "", prec); }
            else snprintf(f, sizeof f, "%%%s%s.%d%c", sign == '+' ? "+" : sign == ' ' ? " " : "", comma ? "'" : "", prec, type);
            /* f is built above from a fixed set of flags and the type letter */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
            len = snprintf(body, sizeof body, f, d);
#pragma GCC diagnostic pop
            if (comma) {
                /* group the integer part by hand (C's ' flag is locale-bound) */
                char t[400]; int k = 0, start = (body[0] == '-' || body[0] == '+' || body[0] == ' ') ? 1 : 0;
                int intlen = start; while (intlen < len && body[intlen] >= '0' && body[intlen] <= '9') intlen++;
                for (int j = 0; j < start; j++) t[k++] = body[j];
                for (int j = start; j < intlen; j++) { t[k++] = body[j]; if ((intlen - j - 1) % 3 == 0 && j < intlen - 1) t[k++] = ','; }
                for (int j = intlen; j < len; j++) t[k++] = body[j];
                memcpy(body, t, (size_t)k); len = k; body[len] = 0;
            }
        } else
            return vm_err(vm, &exc_ValueError, "Unknown format code '%c' for object of type '%s'", type, vm_type_name(v));
    } else {
        if (spec && AS_STR(spec)->len)
            return vm_err(vm, &exc_TypeError, "unsupported format string passed to %s.__format__", vm_type_name(v));
        return vm_str(vm, v);
    }
    if (width <= len) return str_new(vm, body, len);
    char al = align ? align : (zero ? '=' : '>');
    if (zero && !align) fill = '0';
    sbuf b; sb_init(&b, vm);
    int pad = width - len;
    if (al == '=') {
        int sg = (body[0] == '-' || body[0] == '+' || body[0] == ' ') ? 1 : 0;
        sb_add(&b, body, sg);
        for (int k = 0; k < pad; k++) sb_addc(&b, fill);
        sb_add(&b, body + sg, len - sg);
    } else {
        int left = al == '>' ? pad : al == '^' ? pad / 2 : 0;
        for (int k = 0; k < left; k++) sb_addc(&b, fill);
        sb_add(&b, body, len);
        for (int k = left; k < pad; k++) sb_addc(&b, fill);
    }
    return sb_finish(&b);
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
