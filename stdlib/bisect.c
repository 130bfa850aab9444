/*
 * bisect.c - the bisect module: binary search in a sorted sequence and
 * insertion that keeps it sorted, with CPython's comparisons in CPython's
 * order (only `<`, the item on the side CPython puts it), so a class whose
 * __lt__ prints or counts sees the same calls.
 */
#include "stdlib/functional_modules.h"
#include "vm/args.h"

/* a[i] as PySequence_GetItem words a failure of the type to index */
static value seq_item(psvm *vm, value a, int64_t i)
{
    if (v_is_list(a) && i < AS_LIST(a)->len)
        return AS_LIST(a)->items[i];
    const vtype *t = vm_typeof(a);
    if (!t->getitem && !(t->tflags & TF_HEAPTYPE))
        return vm_err(vm, &exc_TypeError, "'%s' object does not support indexing", t->name);
    if (t == &dict_type)
        return vm_err(vm, &exc_TypeError, "%s is not a sequence", t->name);
    return vm_getitem(vm, a, v_from_small(i));
}

/* The insertion point of x in a[lo:hi]: right (after equal items) or
 * left. key, if not V_NULL, is applied to the items (not to x). */
static int64_t search(psvm *vm, value a, value x, int64_t lo, int64_t hi, value key, bool right)
{
    while (lo < hi) {
        int64_t mid = (int64_t)(((uint64_t)lo + (uint64_t)hi) / 2);
        value item = seq_item(vm, a, mid);
        if (!item)
            return -1;
        if (key) {
            vm_root_push(vm, x);
            item = vm_call1(vm, key, item);
            vm_root_pop(vm, 1);
            if (!item)
                return -1;
        }
        vm_root_push(vm, item);
        int lt = right ? vm_compare_bool(vm, x, item, CMP_LT) : vm_compare_bool(vm, item, x, CMP_LT);
        vm_root_pop(vm, 1);
        if (lt < 0 || !vm_charge(vm, 1))
            return -1;
        if (right ? lt : !lt)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

/* (a, x, lo=0, hi=None, *, key=None), bound and checked: lo, hi filled */
static int bind_args(psvm *vm, const char *fname, int argc, const value *argv, value kw, value *a, int64_t *lo,
                     int64_t *hi)
{
    static const char *const names[] = {"a", "x", "lo", "hi", "key"};
    vm_sig sig = {fname, names, 5, 4, 2};
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return -1;
    *lo = 0;
    if (a[2] && vm_index(vm, a[2], lo) < 0)
        return -1;
    if (a[3] && a[3] != V_NONE && !v_is_int(a[3]) && !class_has_special(a[3], SP_INDEX)) {
        vm_err(vm, &exc_TypeError, "argument should be integer or None, not '%s'", vm_type_name(a[3]));
        return -1;
    }
    *hi = -1;
    if (a[3] && a[3] != V_NONE && vm_index(vm, a[3], hi) < 0) {
        /* hi goes through PyNumber_AsSsize_t in CPython: its own text */
        if (vm_err_occurred_is(vm, &exc_OverflowError)) {
            vm->exc = V_NULL;
            vm_err(vm, &exc_OverflowError, "cannot fit '%s' into an index-sized integer", vm_type_name(a[3]));
        }
        return -1;
    }
    if (*lo < 0) {
        vm_err(vm, &exc_ValueError, "lo must be non-negative");
        return -1;
    }
    /* CPython's C bisect takes hi == -1 for "not given" too: the length */
    if (!a[3] || a[3] == V_NONE || *hi == -1) {
        *hi = vm_len(vm, a[0]);
        if (*hi < 0)
            return -1;
    }
    if (a[4] == V_NONE)
        a[4] = V_NULL;
    return 0;
}

static value do_bisect(psvm *vm, const char *fname, bool right, int argc, const value *argv, value kw)
{
    value a[5];
    int64_t lo, hi;
    if (bind_args(vm, fname, argc, argv, kw, a, &lo, &hi) < 0)
        return V_NULL;
    int64_t i = search(vm, a[0], a[1], lo, hi, a[4], right);
    return i < 0 ? V_NULL : int_from_i64(vm, i);
}

static value do_insort(psvm *vm, const char *fname, bool right, int argc, const value *argv, value kw)
{
    value a[5];
    int64_t lo, hi;
    if (bind_args(vm, fname, argc, argv, kw, a, &lo, &hi) < 0)
        return V_NULL;
    value k = a[1];
    if (a[4]) {
        k = vm_call1(vm, a[4], a[1]);
        if (!k)
            return V_NULL;
    }
    vm_root_push(vm, k);
    int64_t i = search(vm, a[0], k, lo, hi, a[4], right);
    vm_root_pop(vm, 1);
    if (i < 0)
        return V_NULL;
    value name = str_intern_cstr(vm, "insert");
    value ins = name ? vm_getattr(vm, a[0], name) : V_NULL;
    if (!ins)
        return V_NULL;
    value args[2] = {v_from_small(i), a[1]};
    vm_root_push(vm, ins);
    value r = vm_call(vm, ins, 2, args, V_NULL);
    vm_root_pop(vm, 1);
    return r ? V_NONE : V_NULL;
}

#define BFN(fn) static value fn(psvm *vm, value self, int argc, const value *argv, value kw)
BFN(m_bisect_right) { (void)self; return do_bisect(vm, "bisect_right", true, argc, argv, kw); }
BFN(m_bisect_left) { (void)self; return do_bisect(vm, "bisect_left", false, argc, argv, kw); }
BFN(m_insort_right) { (void)self; return do_insort(vm, "insort_right", true, argc, argv, kw); }
BFN(m_insort_left) { (void)self; return do_insort(vm, "insort_left", false, argc, argv, kw); }

static const bfunc funcs[] = {
    BFUNC("bisect_right", m_bisect_right),
    BFUNC("bisect_left", m_bisect_left),
    BFUNC("insort_right", m_insort_right),
    BFUNC("insort_left", m_insort_left),
    BFUNC_END,
};

value bisect_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "bisect");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    /* bisect and insort are the _right functions under a second name */
    value k = str_intern_cstr(vm, "bisect");
    if (!k || dict_set(vm, d, k, v_from_obj(&funcs[0])) < 0)
        return V_NULL;
    k = str_intern_cstr(vm, "insort");
    if (!k || dict_set(vm, d, k, v_from_obj(&funcs[2])) < 0)
        return V_NULL;
    return m;
}
