/*
 * iterators.c - the lazy iterators that builtins return: enumerate,
 * reversed, zip, map, filter, and iter(callable, sentinel).
 */
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

/* ---- iterator types for builtins ----------------------------------------- */

/* The next item of the iterator an enumerate, zip, map or filter wraps.
 * Such iterators chain (`x = map(f, x)` a million times), and each level
 * of the chain is a C call: the depth is bounded as a comparison's is
 * (vm_compare), so a long chain is a RecursionError, not a C stack
 * overflow. */
static value inner_next(psvm *vm, value it)
{
    if (!vm_c_enter(vm, "maximum recursion depth exceeded"))
        return V_NULL;
    value x = vm_next(vm, it);
    vm_c_leave(vm);
    return x;
}

/* enumerate: a mapiter whose fn slot is the next count (any int) and
 * iters[0] the inner iterator */
static void mapiter_trace(gc_state *gc, obj *o);
static value enumerate_next(psvm *vm, value self)
{
    mapiter *it = (mapiter *)v_obj(self);
    value x = inner_next(vm, it->iters[0]);
    if (!x || x == V_STOP)
        return x;
    value n = it->fn;
    value next = v_is_small(n) ? int_from_i64(vm, v_small(n) + 1) : vm_binop(vm, BOP_ADD, n, v_from_small(1));
    if (!next)
        return V_NULL;
    it->fn = next;
    return tuple_pack(vm, 2, n, x);
}
const vtype enumerate_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "enumerate", .iter = vm_iter_self,
    .next = enumerate_next, .trace = mapiter_trace,
};

/* reversed over a sequence: seq, i = next index from the end. As CPython:
 * a list's iterator stops when the list has shrunk below i; any other
 * sequence is asked for seq[i] (its length was taken once, by reversed())
 * and an IndexError or StopIteration from it ends the iteration. */
static value reversed_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    if (it->i < 0 || !it->seq)
        return V_STOP;
    if (v_is_list_like(it->seq) && v_obj(self)->type == &listrev_type) {
        if (it->i >= AS_LIST(it->seq)->len) {
            it->i = -1;
            it->seq = V_NULL;
            return V_STOP;
        }
        return AS_LIST(it->seq)->items[it->i--];
    }
    value r = vm_getitem(vm, it->seq, v_from_small(it->i));
    if (r) {
        it->i--;
        return r;
    }
    if (!vm_err_occurred_is(vm, &exc_IndexError) && !vm_err_occurred_is(vm, &exc_StopIteration))
        return V_NULL;
    vm->exc = V_NULL;
    it->i = -1;
    it->seq = V_NULL;
    return V_STOP;
}
const vtype reversed_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "reversed", .iter = vm_iter_self,
    .next = reversed_next, .trace = vm_seqiter_trace,
};
/* reversed(list): the same walk, under CPython's name for it */
const vtype listrev_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "list_reverseiterator", .iter = vm_iter_self,
    .next = reversed_next, .trace = vm_seqiter_trace,
};

static void mapiter_trace(gc_state *gc, obj *o)
{
    mapiter *m = (mapiter *)o;
    gc_mark_value(gc, m->fn);
    for (int i = 0; i < m->n; i++)
        gc_mark_value(gc, m->iters[i]);
}

/* zip(strict=True) (fn == V_TRUE): iterator i ran out. As CPython, that is
 * an error unless it is the first and every other one is exhausted too;
 * found lazily, while iterating. */
static value zip_strict_end(psvm *vm, mapiter *m, int i)
{
    char rng[32];
    if (i > 0) {
        snprintf(rng, sizeof rng, "s 1-%d", i);
        return vm_err(vm, &exc_ValueError, "zip() argument %d is shorter than argument%s", i + 1,
                      i == 1 ? " 1" : rng);
    }
    for (int j = 1; j < m->n; j++) {
        value x = inner_next(vm, m->iters[j]);
        if (!x)
            return V_NULL;
        if (x != V_STOP) {
            snprintf(rng, sizeof rng, "s 1-%d", j);
            return vm_err(vm, &exc_ValueError, "zip() argument %d is longer than argument%s", j + 1,
                          j == 1 ? " 1" : rng);
        }
    }
    return V_STOP;
}

static value zip_next(psvm *vm, value self)
{
    mapiter *m = (mapiter *)v_obj(self);
    if (m->n == 0)
        return V_STOP;
    value t = tuple_new(vm, m->n);
    if (!t)
        return V_NULL;
    vm_root_push(vm, t);
    for (int i = 0; i < m->n; i++) {
        value x = inner_next(vm, m->iters[i]);
        if (x == V_STOP && m->fn == V_TRUE)
            x = zip_strict_end(vm, m, i);
        if (!x || x == V_STOP) {
            vm_root_pop(vm, 1);
            return x;
        }
        AS_TUPLE(t)->items[i] = x;
    }
    vm_root_pop(vm, 1);
    return t;
}
const vtype zip_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "zip", .iter = vm_iter_self, .next = zip_next, .trace = mapiter_trace,
};

/* Each argument is rooted as soon as it is taken: the next iterator's
 * __next__ runs Python code, which may collect. */
static value map_next(psvm *vm, value self)
{
    mapiter *m = (mapiter *)v_obj(self);
    value args[8];
    int got = 0;
    value r = V_NULL;
    for (; got < m->n; got++) {
        value x = inner_next(vm, m->iters[got]);
        if (!x || x == V_STOP) {
            r = x;
            break;
        }
        args[got] = x;
        vm_root_push(vm, x);
    }
    /* a call per item, charged: a map over a C iterator (range,
     * iter(int, 1)) is otherwise work no budget sees */
    if (got == m->n && vm_charge(vm, 1))
        r = vm_call(vm, m->fn, m->n, args, V_NULL);
    vm_root_pop(vm, got);
    return r;
}
const vtype map_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "map", .iter = vm_iter_self, .next = map_next, .trace = mapiter_trace,
};

static value filter_next(psvm *vm, value self)
{
    mapiter *m = (mapiter *)v_obj(self);
    for (;;) {
        value x = inner_next(vm, m->iters[0]);
        if (!x || x == V_STOP)
            return x;
        /* an item tested is work even when none passes: a filter that
         * drops everything must still meet the budgets */
        if (!vm_charge(vm, 1))
            return V_NULL;
        int t;
        if (m->fn == V_NONE)
            t = vm_truth(vm, x);
        else {
            /* x stays rooted through the call and the truth of its result
             * (a __bool__ runs Python code too): it is what is returned */
            vm_root_push(vm, x);
            value r = vm_call1(vm, m->fn, x);
            t = r ? vm_truth(vm, r) : -1;
            vm_root_pop(vm, 1);
        }
        if (t < 0)
            return V_NULL;
        if (t)
            return x;
    }
}
const vtype filter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "filter", .iter = vm_iter_self, .next = filter_next, .trace = mapiter_trace,
};

/* iter(callable, sentinel) */
static value callseq_next(psvm *vm, value self)
{
    mapiter *m = (mapiter *)v_obj(self);
    if (m->n == 0)
        return V_STOP;
    if (!vm_charge(vm, 1)) /* a call per item, as map */
        return V_NULL;
    value r = vm_call0(vm, m->fn);
    if (!r) {
        /* CPython: the callable's StopIteration ends the iteration too */
        if (!vm_err_occurred_is(vm, &exc_StopIteration))
            return V_NULL;
        vm->exc = V_NULL;
        m->n = 0;
        return V_STOP;
    }
    vm_root_push(vm, r); /* through ==, whose result's __bool__ may run Python code */
    int e = vm_eq(vm, r, m->iters[0]);
    vm_root_pop(vm, 1);
    if (e < 0)
        return V_NULL;
    if (e) {
        m->n = 0;
        return V_STOP;
    }
    return r;
}
const vtype callseq_iter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "callable_iterator", .iter = vm_iter_self, .next = callseq_next,
    .trace = mapiter_trace,
};
