/*
 * num.c - int, bool and float: the number protocol for the unboxed values.
 *
 * Small ints are the 48-bit immediates of value.h; every operation is
 * overflow-checked in int64 and a result outside the small range is handed
 * to int_from_i64, which (until objects/numbers/bigint.h is wired in) raises
 * OverflowError rather than give a wrong answer.
 */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "int_internal.h"
#include "objects/numbers/numfmt.h"
#include "objects/text/utext.h"
#include "str_internal.h"
#include "vm/vm.h"

#define AS_BYTES(v) ((bytesobj *)v_obj(v))
static bool v_is_bytes(value v) { return v_is_type(v, &bytes_type); }

/* An object's __index__ (a class's): its int, or V_NULL (an error, or
 * none defined: then no exception). */
static value index_special(psvm *vm, value v)
{
    value r = class_special_call(vm, v, SP_INDEX, 0, NULL);
    if (r && !v_is_int(r))
        return vm_err(vm, &exc_TypeError, "__index__ returned non-int (type %s)", vm_type_name(r));
    return r;
}

int vm_index_of(psvm *vm, value *v)
{
    if (v_is_obj(*v) && (v_obj(*v)->type->tflags & TF_HEAPTYPE)) {
        value r = index_special(vm, *v);
        if (!r && vm->exc)
            return -1;
        if (r)
            *v = r;
    }
    return 0;
}

int vm_index(psvm *vm, value v, int64_t *out)
{
    if (!v_is_int(v) && v_is_obj(v) && (v_obj(v)->type->tflags & TF_HEAPTYPE)) {
        value r = index_special(vm, v);
        if (!r && vm->exc)
            return -1;
        if (r)
            v = r;
    }
    if (!v_is_int(v)) {
        vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(v));
        return -1;
    }
    return int_as_i64(vm, v, out);
}

/* Arguments CPython converts to a C int (tabsize, keepends, chr's code
 * point): any int outside 32 bits is its OverflowError, with its text. */
int vm_index_c_int(psvm *vm, value v, int64_t *out)
{
    if (vm_index(vm, v, out) < 0) {
        if (!vm_err_occurred_is(vm, &exc_OverflowError))
            return -1;
        vm->exc = V_NULL;
    } else if (*out <= INT32_MAX && *out >= INT32_MIN) {
        return 0;
    }
    vm_err(vm, &exc_OverflowError, "Python int too large to convert to C int");
    return -1;
}

static value bool_repr(psvm *vm, value v) { return str_from_cstr(vm, v == V_TRUE ? "True" : "False"); }

int vm_as_double(psvm *vm, value v, double *out)
{
    if (v_is_float(v)) {
        *out = v_float(v);
        return 0;
    }
    if (v_is_small(v)) {
        *out = (double)v_small(v);
        return 0;
    }
    if (v_is_bool(v)) {
        *out = v == V_TRUE;
        return 0;
    }
    if (int_is_big(v))
        return int_to_double(vm, v, out);
    /* a class's __float__, else its __index__ (PyFloat_AsDouble) */
    value r = class_special_call(vm, v, SP_FLOAT, 0, NULL);
    if (r) {
        if (!v_is_float(r)) {
            vm_err(vm, &exc_TypeError, "%s.__float__ returned non-float (type %s)", vm_type_name(v), vm_type_name(r));
            return -1;
        }
        *out = v_float(r);
        return 0;
    }
    if (!vm->exc && (r = index_special(vm, v)))
        return vm_as_double(vm, r, out);
    if (!vm->exc)
        vm_err(vm, &exc_TypeError, "must be real number, not %s", vm_type_name(v));
    return -1;
}

/* CPython's numeric hash: value mod 2**61 - 1, so equal numbers of any type
 * hash alike (1 == 1.0 == True). */
#define HASH_MOD (((int64_t)1 << 61) - 1)
static int64_t int_hash_i64(int64_t i)
{
    int64_t h = i % HASH_MOD;
    if (h == -1)
        h = -2;
    return h;
}

int64_t float_hash(double d)
{
    if (isinf(d))
        return d > 0 ? 314159 : -314159;
    if (isnan(d))
        return 0;
    int e;
    double m = frexp(d, &e);
    int sign = 1;
    if (m < 0) {
        sign = -1;
        m = -m;
    }
    uint64_t x = 0;
    while (m) {
        x = ((x << 28) & (uint64_t)HASH_MOD) | x >> (61 - 28);
        m *= 268435456.0;
        e -= 28;
        uint64_t y = (uint64_t)m;
        m -= (double)y;
        x += y;
        if (x >= (uint64_t)HASH_MOD)
            x -= (uint64_t)HASH_MOD;
    }
    e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
    x = ((x << e) & (uint64_t)HASH_MOD) | x >> (61 - e);
    int64_t r = (int64_t)x * sign;
    return r == -1 ? -2 : r;
}

static int64_t int_hash(psvm *vm, value v)
{
    if (int_is_big(v))
        return int_hash_any(v);
    int64_t i;
    int_as_i64(vm, v, &i);
    return int_hash_i64(i);
}

static int64_t float_hash_slot(psvm *vm, value v) { return float_hash(v_float(v)); }

static int cmp_result(int c, int op)
{
    switch (op) {
    case CMP_LT: return c < 0;
    case CMP_LE: return c <= 0;
    case CMP_EQ: return c == 0;
    case CMP_NE: return c != 0;
    case CMP_GT: return c > 0;
    default: return c >= 0;
    }
}

static bool is_num(value v) { return v_is_small(v) || v_is_bool(v) || v_is_float(v) || int_is_big(v); }

static value num_richcompare(psvm *vm, value a, value b, int op)
{
    if (!is_num(a) || !is_num(b))
        return V_NOTIMPLEMENTED;
    if (!v_is_float(a) && !v_is_float(b)) {
        if (int_is_big(a) || int_is_big(b))
            return v_bool(cmp_result(int_cmp(a, b), op));
        int64_t x, y;
        int_as_i64(vm, a, &x);
        int_as_i64(vm, b, &y);
        return v_bool(cmp_result(x < y ? -1 : x > y, op));
    }
    if (int_is_big(a) || int_is_big(b)) {
        /* exact int/float comparison, no rounding of the int */
        double d = v_is_float(a) ? v_float(a) : v_float(b);
        if (isnan(d))
            return v_bool(op == CMP_NE);
        int c = int_cmp_double(v_is_float(a) ? b : a, d);
        return v_bool(cmp_result(v_is_float(a) ? -c : c, op));
    }
    double x, y;
    vm_as_double(vm, a, &x);
    vm_as_double(vm, b, &y);
    if (isnan(x) || isnan(y))
        return v_bool(op == CMP_NE);
    return v_bool(cmp_result(x < y ? -1 : x > y, op));
}

static int64_t floordiv64(int64_t a, int64_t b)
{
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        q--;
    return q;
}

static int64_t mod64(int64_t a, int64_t b)
{
    int64_t r = a % b;
    if (r != 0 && ((r < 0) != (b < 0)))
        r += b;
    return r;
}

static value float_div_zero(psvm *vm, int op)
{
    if (op == BOP_TRUEDIV)
        return vm_err(vm, &exc_ZeroDivisionError, "float division by zero");
    if (op == BOP_FLOORDIV)
        return vm_err(vm, &exc_ZeroDivisionError, "float floor division by zero");
    return vm_err(vm, &exc_ZeroDivisionError, "float modulo");
}

value float_binop_d(psvm *vm, int op, double x, double y)
{
    switch (op) {
    case BOP_ADD: return v_from_float(x + y);
    case BOP_SUB: return v_from_float(x - y);
    case BOP_MUL: return v_from_float(x * y);
    case BOP_TRUEDIV:
        if (y == 0)
            return float_div_zero(vm, op);
        return v_from_float(x / y);
    case BOP_FLOORDIV:
    case BOP_MOD: {
        if (y == 0)
            return float_div_zero(vm, op);
        double m = fmod(x, y), div;
        if (m) {
            if ((y < 0) != (m < 0)) {
                m += y;
            }
        } else {
            m = copysign(0.0, y);
        }
        if (op == BOP_MOD)
            return v_from_float(m);
        div = (x - fmod(x, y)) / y;
        if (fmod(x, y) && ((y < 0) != (fmod(x, y) < 0)))
            div -= 1.0;
        double fd;
        if (div) {
            fd = floor(div);
            if (div - fd > 0.5)
                fd += 1.0;
        } else {
            fd = copysign(0.0, x / y);
        }
        return v_from_float(fd);
    }
    case BOP_POW: {
        if (isnan(y)) /* CPython: 1.0 ** nan is 1.0, anything else ** nan is nan */
            return v_from_float(x == 1.0 ? 1.0 : y);
        if (x == 0 && y < 0 && !isinf(y)) /* 0.0 ** -inf is inf */
            return vm_err(vm, &exc_ZeroDivisionError, "0.0 cannot be raised to a negative power");
        if (x < 0 && y != floor(y))
            return vm_err(vm, &exc_ValueError, "complex results are not supported in pysafe");
        double r = pow(x, y);
        if (isinf(r) && isfinite(x) && isfinite(y))
            return vm_err(vm, &exc_OverflowError, "(34, 'Numerical result out of range')");
        return v_from_float(r);
    }
    default: return V_NOTIMPLEMENTED;
    }
}

static value int_pow(psvm *vm, int64_t a, int64_t b)
{
    if (b < 0) {
        if (a == 0)
            return vm_err(vm, &exc_ZeroDivisionError, "0.0 cannot be raised to a negative power");
        return v_from_float(pow((double)a, (double)b));
    }
    int64_t r = 1, a0 = a, b0 = b;
    while (b) {
        if (b & 1) {
            if (__builtin_mul_overflow(r, a, &r) || !v_fits_small(r))
                return int_big_binop(vm, BOP_POW, v_from_small(a0), v_from_small(b0));
        }
        b >>= 1;
        if (b && (__builtin_mul_overflow(a, a, &a) || !v_fits_small(a)))
            return int_big_binop(vm, BOP_POW, v_from_small(a0), v_from_small(b0));
    }
    return int_from_i64(vm, r);
}

value int_binop_i(psvm *vm, int op, int64_t x, int64_t y)
{
    int64_t r;
    switch (op) {
    case BOP_ADD: return int_from_i64(vm, x + y); /* 48-bit operands: no int64 overflow */
    case BOP_SUB: return int_from_i64(vm, x - y);
    case BOP_MUL:
        if (__builtin_mul_overflow(x, y, &r))
            return int_big_binop(vm, op, v_from_small(x), v_from_small(y));
        return int_from_i64(vm, r);
    case BOP_TRUEDIV:
        if (y == 0)
            return vm_err(vm, &exc_ZeroDivisionError, "division by zero");
        return v_from_float((double)x / (double)y);
    case BOP_FLOORDIV:
        if (y == 0)
            return vm_err(vm, &exc_ZeroDivisionError, "integer division or modulo by zero");
        return int_from_i64(vm, floordiv64(x, y));
    case BOP_MOD:
        if (y == 0)
            return vm_err(vm, &exc_ZeroDivisionError, "integer modulo by zero");
        return int_from_i64(vm, mod64(x, y));
    case BOP_POW: return int_pow(vm, x, y);
    case BOP_LSHIFT:
        if (y < 0)
            return vm_err(vm, &exc_ValueError, "negative shift count");
        if (x == 0)
            return v_from_small(0);
        if (y >= 15)
            return int_big_binop(vm, op, v_from_small(x), v_from_small(y));
        return int_from_i64(vm, x * ((int64_t)1 << y));
    case BOP_RSHIFT:
        if (y < 0)
            return vm_err(vm, &exc_ValueError, "negative shift count");
        return v_from_small(y >= 63 ? (x < 0 ? -1 : 0) : x >> y);
    case BOP_AND: return v_from_small(x & y);
    case BOP_OR: return v_from_small(x | y);
    case BOP_XOR: return v_from_small(x ^ y);
    default: return V_NOTIMPLEMENTED;
    }
}

static value num_binop(psvm *vm, int op, value a, value b)
{
    op &= ~BOP_INPLACE;
    if (!is_num(a) || !is_num(b))
        return V_NOTIMPLEMENTED;
    if (v_is_float(a) || v_is_float(b)) {
        if (op >= BOP_LSHIFT || op == BOP_MATMUL)
            return V_NOTIMPLEMENTED;
        double x, y;
        /* an int past the double range is float()'s OverflowError */
        if (vm_as_double(vm, a, &x) < 0 || vm_as_double(vm, b, &y) < 0)
            return V_NULL;
        return float_binop_d(vm, op, x, y);
    }
    if (int_is_big(a) || int_is_big(b))
        return int_big_binop(vm, op, a, b);
    int64_t x, y;
    int_as_i64(vm, a, &x);
    int_as_i64(vm, b, &y);
    if (v_is_bool(a) && v_is_bool(b) && (op == BOP_AND || op == BOP_OR || op == BOP_XOR))
        return v_bool(op == BOP_AND ? (x & y) : op == BOP_OR ? (x | y) : (x ^ y));
    return int_binop_i(vm, op, x, y);
}

static value num_unop(psvm *vm, int op, value a)
{
    if (v_is_float(a)) {
        if (op == UOP_NEG)
            return v_from_float(-v_float(a));
        if (op == UOP_POS)
            return a;
        return V_NOTIMPLEMENTED;
    }
    if (int_is_big(a))
        return int_big_unop(vm, op, a);
    int64_t x;
    int_as_i64(vm, a, &x);
    switch (op) {
    case UOP_NEG: return int_from_i64(vm, -x);
    case UOP_POS: return v_from_small(x);
    default: return v_from_small(~x);
    }
}

static int int_truth(psvm *vm, value v) { return v_is_small(v) ? v_small(v) != 0 : v_is_bool(v) ? v == V_TRUE : 1; }
static int float_truth(psvm *vm, value v) { return v_float(v) != 0.0; }

/* CPython formats a rejected literal with %.200R: its repr cut at 200
 * characters, the closing quote included in the cut */
static value bad_int_literal(psvm *vm, value x, int base)
{
    value rp = vm_repr(vm, x);
    if (!rp)
        return V_NULL;
    int64_t cut = str_cp_offset(rp, 200);
    return vm_err(vm, &exc_ValueError, "invalid literal for int() with base %d: %.*s", base, (int)cut, str_cstr(rp));
}

/* int(str, base): any Unicode decimal digits and spaces, as CPython */
static value int_from_text(psvm *vm, value x, int base)
{
    strobj *o = AS_STR(x);
    value r;
    if (o->ascii)
        r = int_parse(vm, o->data, o->len, base);
    else {
        tbuf t;
        vm_tbuf_init(&t, vm);
        bool ok = ut_decimal_to_ascii(o->data, (size_t)o->len, &t);
        r = ok && !vm->exc ? int_parse(vm, t.data ? t.data : "", (int64_t)t.len, base) : V_NULL;
        vm_tbuf_free(&t);
    }
    return r || vm->exc ? r : bad_int_literal(vm, x, base);
}

/* int(bytes, base): ASCII text only (no Unicode digits or spaces). The
 * error shows the first 200 bytes only, so only those are repr'd. */
static value int_from_bytes_text(psvm *vm, value x, int base)
{
    bytesobj *b = AS_BYTES(x);
    value r = int_parse(vm, (const char *)b->data, b->len, base);
    if (r || vm->exc)
        return r;
    value head = bytes_new(vm, b->data, b->len < 200 ? b->len : 200);
    return head ? bad_int_literal(vm, head, base) : V_NULL;
}

static value int_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    value x = argc > 0 ? argv[0] : V_NULL, basev = argc > 1 ? argv[1] : V_NULL;
    for (int i = 0; i < nkw; i++) {
        if (str_eq_cstr(AS_TUPLE(kw)->items[i], "base"))
            basev = argv[argc + i];
        else
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for int()", str_cstr(AS_TUPLE(kw)->items[i]));
    }
    if (argc > 2)
        return vm_err(vm, &exc_TypeError, "int() takes at most 2 arguments (%d given)", argc);
    if (!x && !basev)
        return v_from_small(0);
    if (basev) {
        /* CPython's order: base's type, base's range, then x's type; a
         * base too big for a C integer is clipped, so it is out of range */
        int64_t base = 37;
        if (!int_is_big(basev) && vm_index(vm, basev, &base) < 0)
            return V_NULL;
        if (base != 0 && (base < 2 || base > 36))
            return vm_err(vm, &exc_ValueError, "int() base must be >= 2 and <= 36, or 0");
        if (!x)
            return vm_err(vm, &exc_TypeError, "int() missing string argument");
        if (v_is_bytes(x))
            return int_from_bytes_text(vm, x, (int)base);
        if (!v_is_str(x))
            return vm_err(vm, &exc_TypeError, "int() can't convert non-string with explicit base");
        return int_from_text(vm, x, (int)base);
    }
    if (v_is_small(x) || int_is_big(x))
        return x;
    if (v_is_bool(x))
        return v_from_small(x == V_TRUE);
    if (v_is_float(x)) {
        double d = v_float(x);
        if (isnan(d))
            return vm_err(vm, &exc_ValueError, "cannot convert float NaN to integer");
        if (isinf(d))
            return vm_err(vm, &exc_OverflowError, "cannot convert float infinity to integer");
        return int_from_double(vm, trunc(d));
    }
    if (v_is_str(x))
        return int_from_text(vm, x, 10);
    if (v_is_bytes(x))
        return int_from_bytes_text(vm, x, 10);
    value r = class_special_call(vm, x, SP_INT, 0, NULL);
    if (r && !v_is_int(r))
        return vm_err(vm, &exc_TypeError, "__int__ returned non-int (type %s)", vm_type_name(r));
    if (!r && !vm->exc)
        r = index_special(vm, x);
    if (r || vm->exc)
        return r && v_is_bool(r) ? v_from_small(r == V_TRUE) : r;
    return vm_err(vm, &exc_TypeError, "int() argument must be a string, a bytes-like object or a real number, not '%s'", vm_type_name(x));
}

static value bool_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "bool", kw) < 0 || vm_check_args(vm, "bool", argc, 0, 1) < 0)
        return V_NULL;
    if (argc == 0)
        return V_FALSE;
    int t = vm_truth(vm, argv[0]);
    return t < 0 ? V_NULL : v_bool(t);
}

/* ---- float --------------------------------------------------------------- */

/* repr(float): the shortest digits that round-trip, in Python's layout
 * (exponent form below 1e-4 and from 1e16). textlib's numfmt replaces this
 * once merged; the output is the same. */
int float_repr_buf(double d, char *buf, size_t n)
{
    if (isnan(d))
        return snprintf(buf, n, "nan");
    if (isinf(d))
        return snprintf(buf, n, d > 0 ? "inf" : "-inf");
    char digits[40];
    int prec;
    for (prec = 1; prec <= 17; prec++) {
        snprintf(digits, sizeof digits, "%.*e", prec - 1, d);
        if (strtod(digits, NULL) == d)
            break;
    }
    /* digits: [-]D[.DDD]e[+-]XX */
    char mant[32];
    int mi = 0, exp10;
    const char *p = digits;
    bool neg = false;
    if (*p == '-') {
        neg = true;
        p++;
    }
    for (; *p && *p != 'e'; p++)
        if (*p != '.')
            mant[mi++] = *p;
    mant[mi] = 0;
    exp10 = atoi(p + 1);
    while (mi > 1 && mant[mi - 1] == '0')
        mant[--mi] = 0;
    char *o = buf;
    size_t left = n;
#define PUT(c) do { if (left > 1) { *o++ = (c); left--; } } while (0)
    if (neg)
        PUT('-');
    if (exp10 < -4 || exp10 >= 16) {
        PUT(mant[0]);
        if (mi > 1) {
            PUT('.');
            for (int i = 1; i < mi; i++)
                PUT(mant[i]);
        }
        char eb[16];
        snprintf(eb, sizeof eb, "e%c%02d", exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
        for (char *q = eb; *q; q++)
            PUT(*q);
    } else if (exp10 < 0) {
        PUT('0');
        PUT('.');
        for (int i = 0; i < -exp10 - 1; i++)
            PUT('0');
        for (int i = 0; i < mi; i++)
            PUT(mant[i]);
    } else {
        for (int i = 0; i <= exp10; i++)
            PUT(i < mi ? mant[i] : '0');
        PUT('.');
        if (mi > exp10 + 1)
            for (int i = exp10 + 1; i < mi; i++)
                PUT(mant[i]);
        else
            PUT('0');
    }
#undef PUT
    *o = 0;
    return (int)(o - buf);
}

value float_repr(psvm *vm, value v)
{
    char buf[NF_REPR_MAX];
    size_t n = nf_float_repr(v_float(v), buf);
    return str_new(vm, buf, (int64_t)n);
}

value float_parse(psvm *vm, value s)
{
    /* float() accepts any Unicode decimal digits and whitespace, as CPython */
    strobj *o = AS_STR(s);
    double d;
    bool ok;
    if (o->ascii)
        ok = nf_parse_float(o->data, (size_t)o->len, &d);
    else {
        tbuf t;
        vm_tbuf_init(&t, vm);
        ok = ut_decimal_to_ascii(o->data, (size_t)o->len, &t) && nf_parse_float(t.data ? t.data : "", t.len, &d);
        vm_tbuf_free(&t);
        if (vm->exc)
            return V_NULL;
    }
    if (!ok) {
        value r = vm_repr(vm, s);
        return r ? vm_err(vm, &exc_ValueError, "could not convert string to float: %s", str_cstr(r)) : V_NULL;
    }
    return v_from_float(d);
}

static value float_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "float", kw) < 0 || vm_check_args(vm, "float", argc, 0, 1) < 0)
        return V_NULL;
    if (argc == 0)
        return v_from_float(0.0);
    value x = argv[0];
    if (v_is_float(x))
        return x;
    if (v_is_str(x))
        return float_parse(vm, x);
    if (v_is_bytes(x)) {
        /* ASCII text, as CPython's PyFloat_FromString on a bytes object */
        double d;
        if (nf_parse_float((const char *)AS_BYTES(x)->data, (size_t)AS_BYTES(x)->len, &d))
            return v_from_float(d);
        value r = vm_repr(vm, x);
        return r ? vm_err(vm, &exc_ValueError, "could not convert string to float: %s", str_cstr(r)) : V_NULL;
    }
    double d;
    if (is_num(x))
        return vm_as_double(vm, x, &d) < 0 ? V_NULL : v_from_float(d);
    value r = class_special_call(vm, x, SP_FLOAT, 0, NULL);
    if (r && !v_is_float(r))
        return vm_err(vm, &exc_TypeError, "%s.__float__ returned non-float (type %s)", vm_type_name(x), vm_type_name(r));
    if (!r && !vm->exc) {
        r = index_special(vm, x);
        if (r)
            return vm_as_double(vm, r, &d) < 0 ? V_NULL : v_from_float(d);
    }
    if (r || vm->exc)
        return r;
    return vm_err(vm, &exc_TypeError, "float() argument must be a string or a real number, not '%s'", vm_type_name(x));
}

const vtype int_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "int",
    .repr = int_repr,
    .hash = int_hash,
    .richcompare = num_richcompare,
    .truth = int_truth,
    .getattr = num_getattr,
    .binop = num_binop,
    .unop = num_unop,
    .new_ = int_construct,
    .methods = int_methods,
};

const vtype bool_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "bool",
    .base = &int_type,
    .tflags = TF_NO_SUBCLASS,
    .repr = bool_repr,
    .hash = int_hash,
    .richcompare = num_richcompare,
    .truth = int_truth,
    .getattr = num_getattr,
    .binop = num_binop,
    .unop = num_unop,
    .new_ = bool_construct,
    .methods = int_methods,
};

const vtype float_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "float",
    .repr = float_repr,
    .hash = float_hash_slot,
    .richcompare = num_richcompare,
    .truth = float_truth,
    .getattr = num_getattr,
    .binop = num_binop,
    .unop = num_unop,
    .new_ = float_construct,
    .methods = float_methods,
};
