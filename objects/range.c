/*
 * range.c - range objects and their iterator (range_iterator), with
 * reversed(range).
 */
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

/* ---- range --------------------------------------------------------------- */

value range_new(psvm *vm, int64_t start, int64_t stop, int64_t step)
{
    rangeobj *r = (rangeobj *)vm_new_obj(vm, &range_type, sizeof(rangeobj));
    if (!r)
        return V_NULL;
    r->start = start;
    r->stop = stop;
    r->step = step;
    if (step > 0)
        r->len = start < stop ? (stop - start - 1) / step + 1 : 0;
    else
        r->len = start > stop ? (start - stop - 1) / (-step) + 1 : 0;
    return v_from_obj(r);
}

static value range_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "range", kw) < 0)
        return V_NULL;
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "range expected at least 1 argument, got 0");
    if (argc > 3)
        return vm_err(vm, &exc_TypeError, "range expected at most 3 arguments, got %d", argc);
    int64_t a[3] = {0, 0, 1};
    for (int i = 0; i < argc; i++) {
        value x = argv[i];
        if (vm_index_of(vm, &x) < 0)
            return V_NULL;
        if (!v_is_int(x))
            return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(x));
        if (int_as_i64(vm, x, &a[argc == 1 ? 1 : i]) < 0)
            return V_NULL;
    }
    if (a[2] == 0)
        return vm_err(vm, &exc_ValueError, "range() arg 3 must not be zero");
    /* pysafe's ranges are 64-bit: the bounds' difference must fit too (so
     * every length, index and slice below is overflow-free) */
    int64_t span;
    if (__builtin_sub_overflow(a[1], a[0], &span) || a[2] == INT64_MIN || span == INT64_MIN)
        return vm_err(vm, &exc_OverflowError, "Python int too large to convert to C ssize_t");
    return range_new(vm, a[0], a[1], a[2]);
}

#define R(v) ((rangeobj *)v_obj(v))

static value range_repr(psvm *vm, value v)
{
    rangeobj *r = R(v);
    if (r->step == 1)
        return str_fmt(vm, "range(%lld, %lld)", (long long)r->start, (long long)r->stop);
    return str_fmt(vm, "range(%lld, %lld, %lld)", (long long)r->start, (long long)r->stop, (long long)r->step);
}

static int64_t range_len(psvm *vm, value v) { return R(v)->len; }

static value range_getitem(psvm *vm, value v, value k)
{
    rangeobj *r = R(v);
    if (v_is_type(k, &slice_type)) {
        int64_t start, stop, step, n;
        if (slice_indices(vm, k, r->len, &start, &stop, &step, &n) < 0)
            return V_NULL;
        int64_t a, b, c, d, e;
        if (__builtin_mul_overflow(start, r->step, &a) || __builtin_add_overflow(r->start, a, &b) ||
            __builtin_mul_overflow(stop, r->step, &c) || __builtin_add_overflow(r->start, c, &d) ||
            __builtin_mul_overflow(r->step, step, &e) || e == INT64_MIN)
            return vm_err(vm, &exc_OverflowError, "Python int too large to convert to C ssize_t");
        return range_new(vm, b, d, e);
    }
    int64_t i;
    if (vm_index_of(vm, &k) < 0)
        return V_NULL;
    if (!v_is_int(k))
        return vm_err(vm, &exc_TypeError, "range indices must be integers or slices, not %s", vm_type_name(k));
    if (vm_index(vm, k, &i) < 0) {
        if (!vm_err_occurred_is(vm, &exc_OverflowError))
            return V_NULL;
        vm->exc = V_NULL; /* beyond 64 bits: out of range like any other */
        i = INT64_MAX;
    }
    if (i < 0)
        i += r->len;
    if (i < 0 || i >= r->len)
        return vm_err(vm, &exc_IndexError, "range object index out of range");
    return int_from_i64(vm, r->start + i * r->step);
}

static int range_contains(psvm *vm, value v, value x)
{
    rangeobj *r = R(v);
    if (!v_is_int(x)) {
        /* equality with floats etc.: walk (charged) */
        for (int64_t i = 0; i < r->len; i++) {
            if (!vm_charge(vm, 1))
                return -1;
            int e = vm_eq(vm, int_from_i64(vm, r->start + i * r->step), x);
            if (e)
                return e;
        }
        return 0;
    }
    int64_t i;
    int_as_i64(vm, x, &i);
    if (r->step > 0 ? (i < r->start || i >= r->stop) : (i > r->start || i <= r->stop))
        return 0;
    return (i - r->start) % r->step == 0;
}

static value range_iter(psvm *vm, value v)
{
    seqiter *it = (seqiter *)vm_new_obj(vm, &rangeiter_type, sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = v;
    return v_from_obj(it);
}

static value rangeiter_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    rangeobj *r = R(it->seq);
    if (it->i >= r->len)
        return V_STOP;
    return int_from_i64(vm, r->start + (it->i++) * r->step);
}

static value range_richcompare(psvm *vm, value a, value b, int op)
{
    if (!v_is_type(a, &range_type) || !v_is_type(b, &range_type) || (op != CMP_EQ && op != CMP_NE))
        return V_NOTIMPLEMENTED;
    rangeobj *x = R(a), *y = R(b);
    bool eq = x->len == y->len && (x->len == 0 || (x->start == y->start && (x->len == 1 || x->step == y->step)));
    return v_bool(op == CMP_EQ ? eq : !eq);
}

static value range_getattr(psvm *vm, value v, value name)
{
    if (str_eq_cstr(name, "start"))
        return int_from_i64(vm, R(v)->start);
    if (str_eq_cstr(name, "stop"))
        return int_from_i64(vm, R(v)->stop);
    if (str_eq_cstr(name, "step"))
        return int_from_i64(vm, R(v)->step);
    return V_NULL;
}

/* range.index / range.count: ints by arithmetic, anything else by
 * equality over the elements (CPython's generic sequence search). */
static int64_t range_search(psvm *vm, value self, value x, bool count)
{
    rangeobj *r = R(self);
    if (!vm_charge(vm, r->len / 4 + 1))
        return -2;
    int64_t n = 0;
    for (int64_t i = 0; i < r->len; i++) {
        int e = vm_eq(vm, int_from_i64(vm, r->start + i * r->step), x);
        if (e < 0)
            return -2;
        if (e && !count)
            return i;
        n += e;
    }
    return count ? n : -1;
}

static value range_index(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (!v_is_int(argv[0])) {
        int64_t i = range_search(vm, self, argv[0], false);
        if (i == -2)
            return V_NULL;
        return i < 0 ? vm_err(vm, &exc_ValueError, "sequence.index(x): x not in sequence") : v_from_small(i);
    }
    int c = range_contains(vm, self, argv[0]);
    if (c < 0)
        return V_NULL;
    if (!c) {
        value r = vm_repr(vm, argv[0]);
        return r ? vm_err(vm, &exc_ValueError, "%s is not in range", str_cstr(r)) : V_NULL;
    }
    int64_t i;
    int_as_i64(vm, argv[0], &i);
    return int_from_i64(vm, (i - R(self)->start) / R(self)->step);
}

static value range_count(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (!v_is_int(argv[0])) {
        int64_t n = range_search(vm, self, argv[0], true);
        return n < 0 ? V_NULL : v_from_small(n);
    }
    int c = range_contains(vm, self, argv[0]);
    return c < 0 ? V_NULL : v_from_small(c);
}

/* CPython's: hash((len, start, step)) with start and step None where they
 * do not matter, so equal ranges hash equal. */
static int64_t range_hash(psvm *vm, value self)
{
    rangeobj *r = R(self);
    value t = tuple_pack(vm, 3, int_from_i64(vm, r->len), r->len ? int_from_i64(vm, r->start) : V_NONE,
                         r->len > 1 ? int_from_i64(vm, r->step) : V_NONE);
    return t ? vm_hash(vm, t) : -1;
}

static const bfunc range_methods[] = {BFUNC_O("index", range_index), BFUNC_O("count", range_count), BFUNC_END};


const vtype range_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "range", .repr = range_repr, .len = range_len,
    .getitem = range_getitem, .contains = range_contains, .iter = range_iter,
    .richcompare = range_richcompare, .getattr = range_getattr, .new_ = range_construct, .hash = range_hash,
    .methods = range_methods,
};
const vtype rangeiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "range_iterator", .iter = vm_iter_self,
    .next = rangeiter_next, .trace = vm_seqiter_trace,
};

/* reversed(range) is a range_iterator over the mirrored range, as
 * CPython's range.__reversed__; NULL with no error when the mirror's step
 * (-step) does not fit, and the caller falls back to a reversed object. */
value range_reversed(psvm *vm, value rv)
{
    rangeobj *r = R(rv);
    if (r->step == INT64_MIN)
        return V_NULL;
    rangeobj *m = (rangeobj *)vm_new_obj(vm, &range_type, sizeof(rangeobj));
    if (!m)
        return V_NULL;
    m->len = r->len;
    m->step = -r->step;
    m->start = r->len ? r->start + (r->len - 1) * r->step : r->start;
    m->stop = m->start; /* only start, step and len are read by the iterator */
    return range_iter(vm, v_from_obj(m));
}
