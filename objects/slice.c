/*
 * slice.c - slice objects and slice.indices().
 */
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

/* ---- slice --------------------------------------------------------------- */

value slice_new(psvm *vm, value a, value b, value c)
{
    sliceobj *s = (sliceobj *)vm_new_obj(vm, &slice_type, sizeof(sliceobj));
    if (!s)
        return V_NULL;
    s->start = a;
    s->stop = b;
    s->step = c;
    return v_from_obj(s);
}

static int slice_arg(psvm *vm, value v, int64_t *out)
{
    if (vm_index_of(vm, &v) < 0)
        return -1;
    if (!v_is_int(v)) {
        vm_err(vm, &exc_TypeError, "slice indices must be integers or None or have an __index__ method");
        return -1;
    }
    if (int_as_i64(vm, v, out) == 0)
        return 0;
    /* beyond 64 bits: clamped, as CPython clamps to Py_ssize_t */
    vm->exc = V_NULL;
    int neg = vm_compare_bool(vm, v, v_from_small(0), CMP_LT);
    if (neg < 0)
        return -1;
    *out = neg ? INT64_MIN : INT64_MAX;
    return 0;
}

/* The first half of slice_indices: the slice's fields as ints (None as the
 * end the step walks from or to), before any length is known. A field's
 * __index__ runs here, and may change the length of the sequence being
 * sliced, so a mutable sequence reads its length after this (CPython's
 * PySlice_Unpack, then PySlice_AdjustIndices). */
int slice_unpack(psvm *vm, value sv, int64_t *start, int64_t *stop, int64_t *step)
{
    sliceobj *s = (sliceobj *)v_obj(sv);
    *step = 1;
    if (s->step != V_NONE && slice_arg(vm, s->step, step) < 0)
        return -1;
    if (*step == 0) {
        vm_err(vm, &exc_ValueError, "slice step cannot be zero");
        return -1;
    }
    if (*step == INT64_MIN)
        *step = -INT64_MAX; /* so that -step exists (CPython does the same) */
    *start = *step < 0 ? INT64_MAX : 0;
    *stop = *step < 0 ? INT64_MIN : INT64_MAX;
    if (s->start != V_NONE && slice_arg(vm, s->start, start) < 0)
        return -1;
    if (s->stop != V_NONE && slice_arg(vm, s->stop, stop) < 0)
        return -1;
    return 0;
}

/* The second half: start and stop clamped to a sequence of len items; the
 * count of items the slice takes. */
int64_t slice_adjust(int64_t len, int64_t *start, int64_t *stop, int64_t step)
{
    int64_t lo = step < 0 ? -1 : 0, hi = step < 0 ? len - 1 : len;
    if (*start < 0) {
        *start += len;
        if (*start < lo)
            *start = lo;
    } else if (*start > hi)
        *start = hi;
    if (*stop < 0) {
        *stop += len;
        if (*stop < lo)
            *stop = lo;
    } else if (*stop > hi)
        *stop = hi;
    if (step > 0)
        return *start < *stop ? (*stop - *start - 1) / step + 1 : 0;
    return *stop < *start ? (*start - *stop - 1) / (-step) + 1 : 0;
}

int slice_indices(psvm *vm, value sv, int64_t len, int64_t *start, int64_t *stop, int64_t *step, int64_t *n)
{
    if (slice_unpack(vm, sv, start, stop, step) < 0)
        return -1;
    *n = slice_adjust(len, start, stop, *step);
    return 0;
}

static value slice_repr(psvm *vm, value v)
{
    sliceobj *s = (sliceobj *)v_obj(v);
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "slice(");
    sb_addv(&b, s->start, true);
    sb_adds(&b, ", ");
    sb_addv(&b, s->stop, true);
    sb_adds(&b, ", ");
    sb_addv(&b, s->step, true);
    sb_addc(&b, ')');
    return sb_finish(&b);
}

static void slice_trace(gc_state *gc, obj *o)
{
    sliceobj *s = (sliceobj *)o;
    gc_mark_value(gc, s->start);
    gc_mark_value(gc, s->stop);
    gc_mark_value(gc, s->step);
}

static value slice_getattr(psvm *vm, value v, value name)
{
    sliceobj *s = (sliceobj *)v_obj(v);
    if (str_eq_cstr(name, "start"))
        return s->start;
    if (str_eq_cstr(name, "stop"))
        return s->stop;
    if (str_eq_cstr(name, "step"))
        return s->step;
    return V_NULL;
}

static value slice_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "slice", kw) < 0 || vm_check_args(vm, "slice", argc, 1, 3) < 0)
        return V_NULL;
    if (argc == 1)
        return slice_new(vm, V_NONE, argv[0], V_NONE);
    return slice_new(vm, argv[0], argv[1], argc > 2 ? argv[2] : V_NONE);
}

static value slice_m_indices(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t len, start, stop, step, n;
    if (vm_index(vm, argv[0], &len) < 0)
        return V_NULL;
    if (len < 0)
        return vm_err(vm, &exc_ValueError, "length should not be negative");
    if (slice_indices(vm, self, len, &start, &stop, &step, &n) < 0)
        return V_NULL;
    /* CPython computes in Python ints: a step past 64 bits comes back
     * whole (the clamped one gives the same start and stop) */
    value sstep = ((sliceobj *)v_obj(self))->step;
    value a = int_from_i64(vm, start), b = int_from_i64(vm, stop);
    value c = v_is_type(sstep, &int_type) ? sstep : int_from_i64(vm, step);
    return a && b && c ? tuple_pack(vm, 3, a, b, c) : V_NULL;
}

static const bfunc slice_methods[] = {BFUNC_O("indices", slice_m_indices), BFUNC_END};

/* slices compare as (start, stop, step) tuples; having a comparison makes
 * them unhashable, as in 3.11 */
static value slice_richcompare(psvm *vm, value a, value b, int op)
{
    if (!v_is_type(a, &slice_type) || !v_is_type(b, &slice_type))
        return V_NOTIMPLEMENTED;
    sliceobj *x = (sliceobj *)v_obj(a), *y = (sliceobj *)v_obj(b);
    value ta = tuple_pack(vm, 3, x->start, x->stop, x->step);
    value tb = ta ? tuple_pack(vm, 3, y->start, y->stop, y->step) : V_NULL;
    return tb ? vm_compare(vm, ta, tb, op) : V_NULL;
}

const vtype slice_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "slice", .repr = slice_repr,
    .getattr = slice_getattr, .trace = slice_trace, .new_ = slice_construct,
    .methods = slice_methods, .richcompare = slice_richcompare,
};
