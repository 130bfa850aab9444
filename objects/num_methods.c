/*
 * num_methods.c - the methods and attributes of int, bool and float
 * (int.to_bytes, float.hex, ...). Arithmetic lives in num.c and int.c.
 */
#include <math.h>
#include <stdio.h>

#include "vm/args.h"
#include "int_internal.h"
#include "objects/numbers/numfmt.h"

#define M(name) static value name(psvm *vm, value self, int argc, const value *argv, value kw)

/* Counts and keywords are checked before these run, from the table's
 * entries (methargs.c). */

/* bool's value as the int it is (True.real is 1, not True) */
static value as_int(value v) { return v_is_bool(v) ? v_from_small(v == V_TRUE) : v; }

/* ---- int ----------------------------------------------------------------- */

M(m_int_bit_length) { return v_from_small((int64_t)int_bit_length(self)); }

M(m_int_bit_count)
{
   
    bi_digit b[BI_I64_DIGITS];
    return v_from_small((int64_t)bi_bit_count(int_view(self, b)));
}

M(m_int_conjugate) { return as_int(self); }

M(m_int_as_integer_ratio)
{
   
    return tuple_pack(vm, 2, as_int(self), v_from_small(1));
}

/* byteorder argument: 1 little, 0 big, -1 error */
static int byteorder(psvm *vm, const char *fname, value v)
{
    if (!v)
        return 0;
    if (!v_is_str(v)) {
        vm_err(vm, &exc_TypeError, "%s() argument 'byteorder' must be str, not %s", fname,
               v == V_NONE ? "None" : vm_type_name(v));
        return -1;
    }
    if (str_eq_cstr(v, "little"))
        return 1;
    if (str_eq_cstr(v, "big"))
        return 0;
    vm_err(vm, &exc_ValueError, "byteorder must be either 'little' or 'big'");
    return -1;
}

static const char *const to_bytes_names[] = {"length", "byteorder", "signed"};
static const vm_sig to_bytes_sig = {"to_bytes", to_bytes_names, 3, 2, 0};

M(m_int_to_bytes)
{
    value a[3];
    if (vm_bind(vm, &to_bytes_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int64_t len = 1;
    if (a[0] && vm_index(vm, a[0], &len) < 0)
        return V_NULL;
    int little = byteorder(vm, "to_bytes", a[1]); /* Argument Clinic checks it before the body */
    if (little < 0)
        return V_NULL;
    if (len < 0)
        return vm_err(vm, &exc_ValueError, "length argument must be non-negative");
    int sgn = a[2] ? vm_truth(vm, a[2]) : 0;
    if (little < 0 || sgn < 0)
        return V_NULL;
    return int_to_bytes(vm, self, len, little, sgn);
}

static const char *const from_bytes_names[] = {"bytes", "byteorder", "signed"};
static const vm_sig from_bytes_sig = {"from_bytes", from_bytes_names, 3, 2, 1};

/* int.from_bytes(bytes, byteorder='big', *, signed=False): any bytes or
 * iterable of ints in range(256). */
M(m_int_from_bytes_m)
{
    value a[3];
    if (vm_bind(vm, &from_bytes_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int little = byteorder(vm, "from_bytes", a[1]);
    int sgn = a[2] ? vm_truth(vm, a[2]) : 0;
    if (little < 0 || sgn < 0)
        return V_NULL;
    value src = a[0], r;
    if (v_is_type(src, &bytes_type)) {
        r = int_from_bytes(vm, ((bytesobj *)v_obj(src))->data, (size_t)((bytesobj *)v_obj(src))->len, little, sgn);
    } else {
        value it = v_is_str(src) ? V_NULL : vm_iter(vm, src);
        if (!it) {
            if (vm->exc && !vm_err_occurred_is(vm, &exc_TypeError))
                return V_NULL;
            vm->exc = V_NULL;
            return vm_err(vm, &exc_TypeError, "cannot convert '%s' object to bytes", vm_type_name(src));
        }
        value l = list_from_iter(vm, it);
        if (!l)
            return V_NULL;
        int64_t n = AS_LIST(l)->len;
        uint8_t *buf = vm_alloc(vm, (size_t)n + 1);
        if (!buf)
            return V_NULL;
        vm_root_push(vm, l); /* an item's __index__ runs the script's code */
        for (int64_t i = 0; i < n; i++) {
            int64_t x;
            if (vm_index(vm, AS_LIST(l)->items[i], &x) < 0) {
                vm_root_pop(vm, 1);
                vm_dealloc(vm, buf);
                return V_NULL;
            }
            if (x < 0 || x > 255) {
                vm_root_pop(vm, 1);
                vm_dealloc(vm, buf);
                return vm_err(vm, &exc_ValueError, "bytes must be in range(0, 256)");
            }
            buf[i] = (uint8_t)x;
        }
        vm_root_pop(vm, 1);
        r = int_from_bytes(vm, buf, (size_t)n, little, sgn);
        vm_dealloc(vm, buf);
    }
    /* bool.from_bytes gives a bool, as CPython's cls(result) */
    if (r && self == v_from_obj(&bool_type)) {
        int t = vm_truth(vm, r);
        return t < 0 ? V_NULL : v_bool(t);
    }
    return r;
}

const bfunc int_methods[] = {
    BFUNC_NOARGS("bit_length", m_int_bit_length), BFUNC_NOARGS("bit_count", m_int_bit_count),
    BFUNC_NOARGS("conjugate", m_int_conjugate), BFUNC_NOARGS("as_integer_ratio", m_int_as_integer_ratio),
    BFUNC_KW("to_bytes", m_int_to_bytes), BFUNC_CLASS_KW("from_bytes", m_int_from_bytes_m),
    BFUNC_END,
};

/* ---- float --------------------------------------------------------------- */

M(m_float_is_integer)
{
   
    double d = v_float(self);
    return v_bool(isfinite(d) && d == floor(d));
}

M(m_float_conjugate) { return self; }

/* Exact: x = m * 2**e with m an odd integer of at most 53 bits. */
M(m_float_as_integer_ratio)
{
   
    double d = v_float(self);
    if (isinf(d))
        return vm_err(vm, &exc_OverflowError, "cannot convert Infinity to integer ratio");
    if (isnan(d))
        return vm_err(vm, &exc_ValueError, "cannot convert NaN to integer ratio");
    int e;
    double m = frexp(d, &e);
    for (int i = 0; i < 300 && m != floor(m); i++) {
        m *= 2.0;
        e--;
    }
    value num = int_from_double(vm, m), den = v_from_small(1);
    if (!num)
        return V_NULL;
    if (e > 0)
        num = vm_binop(vm, BOP_LSHIFT, num, v_from_small(e));
    else if (e < 0)
        den = vm_binop(vm, BOP_LSHIFT, den, v_from_small(-e));
    if (!num || !den)
        return V_NULL;
    return tuple_pack(vm, 2, num, den);
}

M(m_float_hex)
{
   
    char buf[NF_HEX_MAX];
    size_t n = nf_float_hex(v_float(self), buf);
    return str_new(vm, buf, (int64_t)n);
}

M(m_float_fromhex)
{
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "bad argument type for built-in operation");
    strobj *s = AS_STR(argv[0]);
    if (!vm_charge(vm, s->len / 16 + 1))
        return V_NULL;
    double d;
    nf_error err;
    err.exc = NF_MEMORY; /* what a refused tbuf growth reports (nf_raise) */
    err.len = 0;
    err.msg[0] = 0;
    if (!s->ascii)
        return vm_err(vm, &exc_ValueError, "invalid hexadecimal floating-point string");
    if (!nf_float_fromhex(s->data, (size_t)s->len, &d, &err))
        return vm_err(vm, err.exc == NF_OVERFLOW_ERROR ? &exc_OverflowError : &exc_ValueError, "%s", err.msg);
    return v_from_float(d);
}

const bfunc float_methods[] = {
    BFUNC_NOARGS("is_integer", m_float_is_integer), BFUNC_NOARGS("conjugate", m_float_conjugate),
    BFUNC_NOARGS("as_integer_ratio", m_float_as_integer_ratio), BFUNC_NOARGS("hex", m_float_hex),
    BFUNC_CLASS_O("fromhex", m_float_fromhex),
    BFUNC_END,
};

/* real, imag, numerator, denominator */
value num_getattr(psvm *vm, value self, value name)
{
    bool fl = v_is_float(self);
    if (str_eq_cstr(name, "real"))
        return as_int(self);
    if (str_eq_cstr(name, "imag"))
        return fl ? v_from_float(0.0) : v_from_small(0);
    if (!fl && str_eq_cstr(name, "numerator"))
        return as_int(self);
    if (!fl && str_eq_cstr(name, "denominator"))
        return v_from_small(1);
    return V_NULL;
}
