/*
 * int.c - heap ints: the values outside the 48-bit immediate range, stored
 * as sign + 32-bit digits and computed by objects/numbers/bigint.h.
 *
 * Invariant: a heap int never holds a value that fits an immediate (every
 * result goes through int_from_out), so `v_is_small` is the fast path and
 * two equal ints are either both immediate or both heap.
 *
 * Every operation asks bigint for the result size first and the memory
 * budget is checked (vm_reserve) before any work, and bigint's cost
 * estimate is charged as fuel: `10**10**8` and `1 << 10**10` are refused
 * at once, and a long multiplication pays for its time.
 */
#include <math.h>
#include <string.h>

#include "objects/numbers/bigint.h"
#include "int_internal.h"
#include "str_internal.h"

#define FUEL_PER_UNIT_SHIFT 4 /* one fuel unit per 16 digit operations */

static void *bi_alloc_cb(void *ud, size_t n) { return vm_alloc((psvm *)ud, n); }
static void bi_free_cb(void *ud, void *p) { vm_dealloc((psvm *)ud, p); }

bi_alloc int_scratch(psvm *vm)
{
    bi_alloc a = {bi_alloc_cb, bi_free_cb, vm};
    return a;
}

bool int_charge(psvm *vm, uint64_t units)
{
    uint64_t f = (units >> FUEL_PER_UNIT_SHIFT) + 1;
    if (f > (uint64_t)INT64_MAX / 2)
        f = (uint64_t)INT64_MAX / 2;
    return vm_charge(vm, (int64_t)f);
}

bool int_is_big(value v) { return v_is_obj(v) && v_obj(v)->type == &int_type; }

bi_view int_view(value v, bi_digit buf[BI_I64_DIGITS])
{
    if (int_is_big(v)) {
        intobj *o = (intobj *)v_obj(v);
        bi_view r = {o->d, (size_t)o->len, o->neg};
        return r;
    }
    int64_t i = v_is_small(v) ? v_small(v) : (v == V_TRUE);
    bi_out out = {buf, 0, false};
    bi_from_i64(i, &out);
    return bi_view_of(&out);
}

/* A heap int with room for n digits; the caller fills it. */
intobj *int_alloc(psvm *vm, size_t n)
{
    if (n > ((size_t)1 << 36) || !vm_reserve(vm, (int64_t)(n * sizeof(bi_digit) * 2))) {
        vm_err_nomem(vm);
        return NULL;
    }
    /* Only the header is zeroed: bigint writes every digit of a result up
     * to the length it reports, and the capacity asked for is often far
     * above that (a quotient, a power), so clearing it was most of the
     * cost of a large operation. */
    return (intobj *)vm_new_obj_head(vm, &int_type, sizeof(intobj) + n * sizeof(bi_digit), sizeof(intobj));
}

/* Normalise a result computed into o's digits. */
value int_finish(intobj *o, bi_out *r)
{
    int64_t i;
    if (r->len <= BI_I64_DIGITS && bi_to_i64(bi_view_of(r), &i) == BI_OK && v_fits_small(i))
        return v_from_small(i);
    o->len = (int64_t)r->len;
    o->neg = r->neg;
    return v_from_obj(o);
}

value int_from_i64(psvm *vm, int64_t i)
{
    if (v_fits_small(i))
        return v_from_small(i);
    intobj *o = int_alloc(vm, BI_I64_DIGITS);
    if (!o)
        return V_NULL;
    bi_out r = {o->d, 0, false};
    bi_from_i64(i, &r);
    return int_finish(o, &r);
}

value int_from_double(psvm *vm, double d)
{
    if (d > -1e14 && d < 1e14)
        return v_from_small((int64_t)d);
    intobj *o = int_alloc(vm, BI_DOUBLE_DIGITS);
    if (!o)
        return V_NULL;
    bi_out r = {o->d, 0, false};
    bi_status st = bi_from_double(d, &r);
    if (st == BI_EOVERFLOW)
        return vm_err(vm, &exc_OverflowError, "cannot convert float infinity to integer");
    if (st != BI_OK)
        return vm_err(vm, &exc_ValueError, "cannot convert float NaN to integer");
    return int_finish(o, &r);
}

int int_as_i64(psvm *vm, value v, int64_t *out)
{
    if (v_is_small(v)) {
        *out = v_small(v);
        return 0;
    }
    if (v_is_bool(v)) {
        *out = v == V_TRUE;
        return 0;
    }
    if (int_is_big(v)) {
        bi_digit buf[BI_I64_DIGITS];
        if (bi_to_i64(int_view(v, buf), out) == BI_OK)
            return 0;
        vm_err(vm, &exc_OverflowError, "Python int too large to convert to C ssize_t");
        return -1;
    }
    vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(v));
    return -1;
}

/* The count of a sequence repetition (`s * k`, `k * s`, `s *= k`), k an
 * int: negative counts are 0, and one past 64 bits gets CPython's text for
 * an index (its sq_repeat takes a Py_ssize_t). */
int int_repeat_count(psvm *vm, value k, int64_t *out)
{
    if (int_as_i64(vm, k, out) < 0) {
        vm->exc = V_NULL;
        vm_err(vm, &exc_OverflowError, "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    if (*out < 0)
        *out = 0;
    return 0;
}

int int_to_double(psvm *vm, value v, double *out)
{
    bi_digit buf[BI_I64_DIGITS];
    if (bi_to_double(int_view(v, buf), out) != BI_OK) {
        vm_err(vm, &exc_OverflowError, "int too large to convert to float");
        return -1;
    }
    return 0;
}

value int_to_str_base(psvm *vm, value v, int base)
{
    bi_digit buf[BI_I64_DIGITS];
    bi_view a = int_view(v, buf);
    size_t cap = bi_to_str_size(a, base);
    if (!int_charge(vm, bi_cost_str(a.len, base)))
        return V_NULL;
    value s = str_alloc_raw(vm, (int64_t)cap);
    if (!s)
        return V_NULL;
    size_t n = 0;
    bi_alloc al = int_scratch(vm);
    bi_status st = bi_to_str(a, base, AS_STR(s)->data, cap, &n, BI_MAX_STR_DIGITS, &al);
    if (st == BI_ELIMIT)
        return vm_err(vm, &exc_ValueError, "Exceeds the limit (4300 digits) for integer string conversion; "
                      "use sys.set_int_max_str_digits() to increase the limit");
    if (st != BI_OK)
        return vm_err_nomem(vm);
    AS_STR(s)->len = (int64_t)n;
    AS_STR(s)->data[n] = 0;
    str_finish_raw(s);
    return s;
}

value int_repr(psvm *vm, value v)
{
    if (v_is_small(v) || v_is_bool(v)) {
        /* digits from the right, without printf: str(i) is a hot path of
         * text building */
        char buf[24], *p = buf + sizeof buf;
        int64_t i = v_is_small(v) ? v_small(v) : v == V_TRUE;
        uint64_t u = i < 0 ? 0 - (uint64_t)i : (uint64_t)i;
        do
            *--p = (char)('0' + u % 10);
        while ((u /= 10) != 0);
        if (i < 0)
            *--p = '-';
        return str_new(vm, p, buf + sizeof buf - p);
    }
    return int_to_str_base(vm, v, 10);
}

int64_t int_hash_any(value v)
{
    bi_digit buf[BI_I64_DIGITS];
    return bi_hash(int_view(v, buf));
}

int int_cmp(value a, value b)
{
    bi_digit x[BI_I64_DIGITS], y[BI_I64_DIGITS];
    return bi_cmp(int_view(a, x), int_view(b, y));
}

int int_cmp_double(value a, double d)
{
    bi_digit x[BI_I64_DIGITS];
    return bi_cmp_double(int_view(a, x), d);
}

value int_parse(psvm *vm, const char *s, int64_t len, int base)
{
    /* Unicode whitespace around the digits is the caller's business for
     * str; here ASCII text as bigint expects. */
    size_t need = bi_parse_size((size_t)len, base ? base : 16);
    if (!int_charge(vm, bi_cost_str(bi_parse_size((size_t)len, 10), 10)))
        return V_NULL;
    intobj *o = int_alloc(vm, need + 1);
    if (!o)
        return V_NULL;
    bi_out r = {o->d, 0, false};
    size_t nd = 0;
    bi_status st = bi_parse(s, (size_t)len, base, BI_MAX_STR_DIGITS, &r, &nd);
    if (st == BI_ELIMIT)
        return vm_err(vm, &exc_ValueError, "Exceeds the limit (4300 digits) for integer string conversion: "
                      "value has %zu digits; use sys.set_int_max_str_digits() to increase the limit", nd);
    if (st != BI_OK)
        return V_NULL; /* the caller words the ValueError */
    return int_finish(o, &r);
}

static value zero_div(psvm *vm, int op)
{
    if (op == BOP_MOD)
        return vm_err(vm, &exc_ZeroDivisionError, "integer modulo by zero");
    if (op == BOP_TRUEDIV)
        return vm_err(vm, &exc_ZeroDivisionError, "division by zero");
    return vm_err(vm, &exc_ZeroDivisionError, "integer division or modulo by zero");
}

value int_big_binop(psvm *vm, int op, value av, value bv)
{
    bi_digit xb[BI_I64_DIGITS], yb[BI_I64_DIGITS];
    bi_view a = int_view(av, xb), b = int_view(bv, yb);
    bi_alloc al = int_scratch(vm);
    size_t n;
    intobj *o;
    bi_out r;
    switch (op) {
    case BOP_ADD: case BOP_SUB:
        n = bi_add_size(a.len, b.len);
        if (!int_charge(vm, bi_cost_linear(n)) || !(o = int_alloc(vm, n)))
            return V_NULL;
        r = (bi_out){o->d, 0, false};
        if (op == BOP_ADD)
            bi_add(a, b, &r);
        else
            bi_sub(a, b, &r);
        return int_finish(o, &r);
    case BOP_MUL:
        n = bi_mul_size(a.len, b.len);
        if (n == SIZE_MAX)
            return vm_err_nomem(vm);
        if (!int_charge(vm, bi_cost_mul(a.len, b.len)) || !(o = int_alloc(vm, n)))
            return V_NULL;
        r = (bi_out){o->d, 0, false};
        if (bi_mul(a, b, &r, &al) != BI_OK)
            return vm_err_nomem(vm);
        return int_finish(o, &r);
    case BOP_FLOORDIV: case BOP_MOD: {
        if (b.len == 0)
            return zero_div(vm, op);
        if (!int_charge(vm, bi_cost_divmod(a.len, b.len)))
            return V_NULL;
        size_t qn = bi_divmod_qsize(a.len, b.len);
        o = int_alloc(vm, op == BOP_MOD ? b.len : qn);
        if (!o)
            return V_NULL;
        r = (bi_out){o->d, 0, false};
        bi_status st = op == BOP_MOD ? bi_divmod(a, b, NULL, &r, &al) : bi_divmod(a, b, &r, NULL, &al);
        if (st != BI_OK)
            return vm_err_nomem(vm);
        return int_finish(o, &r);
    }
    case BOP_TRUEDIV: {
        double d;
        if (!int_charge(vm, bi_cost_divmod(a.len, b.len)))
            return V_NULL;
        bi_status st = bi_truediv(a, b, &d, &al);
        if (st == BI_EZERODIV)
            return zero_div(vm, op);
        if (st == BI_EOVERFLOW)
            return vm_err(vm, &exc_OverflowError, "integer division result too large for a float");
        if (st != BI_OK)
            return vm_err_nomem(vm);
        return v_from_float(d);
    }
    case BOP_POW: {
        if (b.neg) {
            double x, y;
            if (int_to_double(vm, av, &x) < 0 || int_to_double(vm, bv, &y) < 0)
                return V_NULL;
            if (x == 0)
                return vm_err(vm, &exc_ZeroDivisionError, "0.0 cannot be raised to a negative power");
            return v_from_float(pow(x, y));
        }
        n = bi_pow_size(a, b);
        if (n == SIZE_MAX || (vm->limits.memory > 0 && (int64_t)n * 4 > vm->limits.memory - vm->mem_used))
            return vm_err_nomem(vm);
        if (!int_charge(vm, bi_cost_pow(a, b)) || !(o = int_alloc(vm, n)))
            return V_NULL;
        r = (bi_out){o->d, 0, false};
        if (bi_pow(a, b, &r, &al) != BI_OK)
            return vm_err_nomem(vm);
        return int_finish(o, &r);
    }
    case BOP_LSHIFT: case BOP_RSHIFT: {
        if (b.neg)
            return vm_err(vm, &exc_ValueError, "negative shift count");
        uint64_t k;
        if (bi_to_u64(b, &k) != BI_OK)
            k = UINT64_MAX;
        if (op == BOP_LSHIFT) {
            if (a.len == 0)
                return v_from_small(0);
            n = bi_lshift_size(a.len, k);
            if (n == SIZE_MAX || k > ((uint64_t)1 << 40))
                return vm_err_nomem(vm);
        } else
            n = bi_rshift_size(a.len, k);
        if (!int_charge(vm, bi_cost_linear(n)) || !(o = int_alloc(vm, n)))
            return V_NULL;
        r = (bi_out){o->d, 0, false};
        if (op == BOP_LSHIFT)
            bi_lshift(a, k, &r);
        else
            bi_rshift(a, k, &r);
        return int_finish(o, &r);
    }
    case BOP_AND: case BOP_OR: case BOP_XOR:
        n = bi_bitwise_size(a.len, b.len);
        if (!int_charge(vm, bi_cost_linear(n)) || !(o = int_alloc(vm, n)))
            return V_NULL;
        r = (bi_out){o->d, 0, false};
        if (op == BOP_AND)
            bi_and(a, b, &r);
        else if (op == BOP_OR)
            bi_or(a, b, &r);
        else
            bi_xor(a, b, &r);
        return int_finish(o, &r);
    }
    return V_NOTIMPLEMENTED;
}

value int_big_unop(psvm *vm, int op, value av)
{
    bi_digit xb[BI_I64_DIGITS];
    bi_view a = int_view(av, xb);
    if (op == UOP_POS)
        return av;
    intobj *o = int_alloc(vm, a.len + 1);
    if (!o)
        return V_NULL;
    bi_out r = {o->d, 0, false};
    if (op == UOP_NEG) {
        bi_view n = bi_neg_view(a);
        memcpy(o->d, n.d, n.len * sizeof(bi_digit));
        r.len = n.len;
        r.neg = n.neg;
    } else
        bi_invert(a, &r);
    return int_finish(o, &r);
}

uint64_t int_bit_length(value v)
{
    bi_digit xb[BI_I64_DIGITS];
    return bi_bit_length(int_view(v, xb));
}

value int_from_bytes(psvm *vm, const uint8_t *buf, size_t len, bool little, bool is_signed)
{
    if (!vm_charge(vm, (int64_t)(len >> 4) + 1))
        return V_NULL;
    intobj *o = int_alloc(vm, bi_from_bytes_size(len));
    if (!o)
        return V_NULL;
    bi_out r = {o->d, 0, false};
    bi_from_bytes(buf, len, little, is_signed, &r);
    return int_finish(o, &r);
}

value int_to_bytes(psvm *vm, value v, int64_t len, bool little, bool is_signed)
{
    if (!vm_reserve(vm, len) || !vm_charge(vm, (len >> 4) + 1))
        return V_NULL;
    value b = bytes_new(vm, NULL, len);
    if (!b)
        return V_NULL;
    bi_digit xb[BI_I64_DIGITS];
    bi_status st = bi_to_bytes(int_view(v, xb), ((bytesobj *)v_obj(b))->data, (size_t)len, little, is_signed);
    if (st == BI_ENEGATIVE)
        return vm_err(vm, &exc_OverflowError, "can't convert negative int to unsigned");
    if (st != BI_OK)
        return vm_err(vm, &exc_OverflowError, "int too big to convert");
    return b;
}
