/*
 * itertools.c - the itertools module: lazy iterator types in the style of
 * objects/iterators.c (enumerate, zip, map, filter). Each is a static type
 * whose constructor is its new_ slot, so `itertools.count` prints as
 * <class 'itertools.count'> and isinstance() works as in CPython.
 *
 * Budgets: a consumer (list(), a for loop) pays one unit of fuel per item
 * it takes; an iterator that loops inside one step (compress, filterfalse,
 * dropwhile, islice skipping, chain over empty iterables) pays one unit per
 * item it passes over, so no single step runs unbounded work for free.
 * Infinite iterators (count, cycle, repeat) end by the consumer's memory or
 * instruction budget like any endless loop.
 *
 * This file: count, cycle, repeat, accumulate, chain, compress, dropwhile,
 * takewhile, filterfalse, islice, pairwise, starmap, zip_longest and the
 * module. itertools_comb.c: groupby, tee and the combinatoric iterators.
 */
#include "stdlib/functional_modules.h"
#include "stdlib/itertools_internal.h"

void it_trace(gc_state *gc, obj *o)
{
    itobj *t = (itobj *)o;
    gc_mark_value(gc, t->a);
    gc_mark_value(gc, t->b);
    gc_mark_value(gc, t->c);
    gc_mark_value(gc, t->d);
    gc_mark_value(gc, t->e);
    gc_mark_value(gc, t->f);
}

value it_repr(psvm *vm, value self)
{
    const vtype *t = vm_typeof(self);
    return str_fmt(vm, "<%s.%s object at 0x%llx>", t->module, t->name, (unsigned long long)vm_id(vm, self));
}

itobj *it_new(psvm *vm, const vtype *t) { return (itobj *)vm_new_obj(vm, t, sizeof(itobj)); }

bool it_ssize(psvm *vm, value v, int64_t *out)
{
    if (vm_index(vm, v, out) == 0)
        return true;
    if (vm->exc && AS_EXC(vm->exc)->limit)
        return false;
    vm->exc = V_NULL;
    return false;
}

/* The failed-argument check: true when the error in flight is a sandbox
 * limit, which it_ssize left for the caller to pass on. */
static bool limit_pending(psvm *vm) { return vm->exc && AS_EXC(vm->exc)->limit; }

#define IT_TYPE(cname, pyname, ...)                                                                    \
    const vtype cname = {.h = OBJ_STATIC_HEAD(&type_type), .name = pyname, .module = "itertools",      \
                         .iter = vm_iter_self, .trace = it_trace,                                     \
                         .tflags = TF_NO_SUBCLASS, __VA_ARGS__}


/* ---- count(start=0, step=1): a = next value, b = step --------------------- */

/* CPython's PyNumber_Check: what count() accepts as start and step. */
static bool is_number(value v)
{
    if (v_is_int(v) || v_is_float(v))
        return true;
    return class_has_special(v, SP_INDEX) || class_has_special(v, SP_INT) || class_has_special(v, SP_FLOAT);
}

static value count_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"start", "step"};
    static const vm_sig sig = {"count", names, 2, 2, 0};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    if ((a[0] && !is_number(a[0])) || (a[1] && !is_number(a[1])))
        return vm_err(vm, &exc_TypeError, "a number is required");
    itobj *o = it_new(vm, AS_TYPE(cls));
    if (!o)
        return V_NULL;
    o->a = a[0] ? a[0] : v_from_small(0);
    o->b = a[1] ? a[1] : v_from_small(1);
    /* CPython counts a step of 1 in a C integer: count(True) gives 1 */
    if (v_is_bool(o->a) && v_is_small(o->b) && v_small(o->b) == 1)
        o->a = v_from_small(o->a == V_TRUE);
    return v_from_obj(o);
}

static value count_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    value r = o->a, n;
    if (v_is_small(r) && v_is_small(o->b))
        n = int_from_i64(vm, v_small(r) + v_small(o->b));
    else
        n = vm_binop(vm, BOP_ADD, r, o->b);
    if (!n)
        return V_NULL;
    o->a = n;
    return r;
}

static value count_repr(psvm *vm, value self)
{
    itobj *o = IT(self);
    bool unit = (v_is_small(o->b) && v_small(o->b) == 1) || o->b == V_TRUE;
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "count(");
    sb_addv(&b, o->a, true);
    if (!unit) {
        sb_adds(&b, ", ");
        sb_addv(&b, o->b, true);
    }
    sb_addc(&b, ')');
    return sb_finish(&b);
}

IT_TYPE(it_count_type, "count", .new_ = count_new, .next = count_next, .repr = count_repr);

/* ---- cycle(iterable): a = iterator (V_NULL once done), b = saved list ---- */

static value cycle_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "cycle", kw) < 0)
        return V_NULL;
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "cycle expected 1 argument, got %d", argc);
    value it = vm_iter(vm, argv[0]);
    if (!it)
        return V_NULL;
    vm_root_push(vm, it);
    value saved = list_new(vm, 0);
    itobj *o = saved ? it_new(vm, AS_TYPE(cls)) : NULL;
    vm_root_pop(vm, 1);
    if (!o)
        return V_NULL;
    o->a = it;
    o->b = saved;
    return v_from_obj(o);
}

static value cycle_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    if (o->a) {
        value x = vm_next(vm, o->a);
        if (!x)
            return V_NULL;
        if (x != V_STOP)
            return list_append(vm, o->b, x) < 0 ? V_NULL : x;
        o->a = V_NULL;
    }
    listobj *l = AS_LIST(o->b);
    if (l->len == 0)
        return V_STOP;
    if (o->i >= l->len)
        o->i = 0;
    value x = l->items[o->i++];
    if (o->i >= l->len)
        o->i = 0;
    return x;
}

IT_TYPE(it_cycle_type, "cycle", .repr = it_repr, .new_ = cycle_new, .next = cycle_next);

/* ---- repeat(object[, times]): a = object, i = times left (-1: forever) ---- */

static value repeat_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"object", "times"};
    static const vm_sig sig = {"repeat", names, 2, 2, 1};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int64_t n = -1;
    if (a[1] && vm_index(vm, a[1], &n) < 0)
        return V_NULL;
    if (a[1] && n < 0)
        n = 0;
    itobj *o = it_new(vm, AS_TYPE(cls));
    if (!o)
        return V_NULL;
    o->a = a[0];
    o->i = n;
    return v_from_obj(o);
}

static value repeat_next(psvm *vm, value self)
{
    (void)vm;
    itobj *o = IT(self);
    if (o->i == 0)
        return V_STOP;
    if (o->i > 0)
        o->i--;
    return o->a;
}

static value repeat_repr(psvm *vm, value self)
{
    itobj *o = IT(self);
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "repeat(");
    sb_addv(&b, o->a, true);
    if (o->i >= 0)
        sb_addf(&b, ", %lld", (long long)o->i);
    sb_addc(&b, ')');
    return sb_finish(&b);
}

static value m_repeat_length_hint(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)argv, (void)kw;
    if (IT(self)->i < 0)
        return vm_err(vm, &exc_TypeError, "len() of unsized object");
    return int_from_i64(vm, IT(self)->i);
}

static const bfunc repeat_methods[] = {
    BFUNC_NOARGS("__length_hint__", m_repeat_length_hint),
    BFUNC_END,
};

IT_TYPE(it_repeat_type, "repeat", .new_ = repeat_new, .next = repeat_next, .repr = repeat_repr,
        .methods = repeat_methods);

/* ---- accumulate(iterable, func=None, *, initial=None) --------------------
 * a = iterator, b = func (V_NULL: +), c = running total (V_NULL before
 * the first), d = initial not yet given out (V_NULL once given) */

static value accumulate_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"iterable", "func", "initial"};
    static const vm_sig sig = {"accumulate", names, 3, 2, 1};
    value a[3];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value it = vm_iter(vm, a[0]);
    if (!it)
        return V_NULL;
    itobj *o = it_new(vm, AS_TYPE(cls));
    if (!o)
        return V_NULL;
    o->a = it;
    o->b = a[1] && a[1] != V_NONE ? a[1] : V_NULL;
    o->d = a[2] && a[2] != V_NONE ? a[2] : V_NULL;
    return v_from_obj(o);
}

static value accumulate_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    if (o->d) {
        o->c = o->d;
        o->d = V_NULL;
        return o->c;
    }
    value x = vm_next(vm, o->a);
    if (!x || x == V_STOP)
        return x;
    if (!o->c) {
        o->c = x;
        return x;
    }
    value r;
    if (o->b) {
        value args[2] = {o->c, x};
        vm_root_push(vm, x);
        r = vm_call(vm, o->b, 2, args, V_NULL);
        vm_root_pop(vm, 1);
    } else {
        r = vm_binop(vm, BOP_ADD, o->c, x);
    }
    if (r)
        o->c = r;
    return r;
}

IT_TYPE(it_accumulate_type, "accumulate", .repr = it_repr, .new_ = accumulate_new, .next = accumulate_next);

/* ---- chain(*iterables), chain.from_iterable(iterable) ---------------------
 * a = iterator over the iterables (V_NULL once done), b = the one being read */

static value chain_make(psvm *vm, const vtype *t, value source)
{
    value it = vm_iter(vm, source);
    if (!it)
        return V_NULL;
    itobj *o = it_new(vm, t);
    if (!o)
        return V_NULL;
    o->a = it;
    return v_from_obj(o);
}

static value chain_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "chain", kw) < 0)
        return V_NULL;
    value t = tuple_new(vm, argc);
    if (!t)
        return V_NULL;
    vm_copy(AS_TUPLE(t)->items, argv, (size_t)argc * sizeof(value));
    return chain_make(vm, AS_TYPE(cls), t);
}

static value m_chain_from_iterable(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    (void)argc, (void)kw;
    return chain_make(vm, AS_TYPE(cls), argv[0]);
}

static value chain_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    while (o->a) {
        if (!o->b) {
            value src = vm_next(vm, o->a);
            if (!src)
                return V_NULL;
            if (src == V_STOP) {
                o->a = V_NULL;
                break;
            }
            value it = vm_iter(vm, src);
            if (!it)
                return V_NULL;
            o->b = it;
        }
        value x = vm_next(vm, o->b);
        if (x != V_STOP)
            return x;
        o->b = V_NULL;
        if (!vm_charge(vm, 1))
            return V_NULL;
    }
    return V_STOP;
}

static const bfunc chain_methods[] = {
    BFUNC_CLASS_O("from_iterable", m_chain_from_iterable),
    BFUNC_END,
};

IT_TYPE(it_chain_type, "chain", .repr = it_repr, .new_ = chain_new, .next = chain_next, .methods = chain_methods);

/* ---- compress(data, selectors): a, b = their iterators ------------------- */

static value compress_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"data", "selectors"};
    static const vm_sig sig = {"compress", names, 2, 2, 2};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value d = vm_iter(vm, a[0]);
    if (!d)
        return V_NULL;
    vm_root_push(vm, d);
    value s = vm_iter(vm, a[1]);
    if (s)
        vm_root_push(vm, s);
    itobj *o = s ? it_new(vm, AS_TYPE(cls)) : NULL;
    vm_root_pop(vm, s ? 2 : 1);
    if (!o)
        return V_NULL;
    o->a = d;
    o->b = s;
    return v_from_obj(o);
}

static value compress_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    for (;;) {
        value x = vm_next(vm, o->a);
        if (!x || x == V_STOP)
            return x;
        vm_root_push(vm, x);
        value s = vm_next(vm, o->b);
        int t = s && s != V_STOP ? vm_truth(vm, s) : -1;
        vm_root_pop(vm, 1);
        if (!s || s == V_STOP)
            return s;
        if (t < 0)
            return V_NULL;
        if (t)
            return x;
        if (!vm_charge(vm, 1))
            return V_NULL;
    }
}

IT_TYPE(it_compress_type, "compress", .repr = it_repr, .new_ = compress_new, .next = compress_next);

/* ---- dropwhile / takewhile / filterfalse(predicate, iterable) -------------
 * a = predicate, b = iterator, state = dropwhile: done dropping;
 * takewhile: stopped */

static value pred_new(psvm *vm, value cls, const char *name, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, name, kw) < 0)
        return V_NULL;
    if (argc != 2)
        return vm_err(vm, &exc_TypeError, "%s expected 2 arguments, got %d", name, argc);
    value it = vm_iter(vm, argv[1]);
    if (!it)
        return V_NULL;
    itobj *o = it_new(vm, AS_TYPE(cls));
    if (!o)
        return V_NULL;
    o->a = argv[0];
    o->b = it;
    return v_from_obj(o);
}

/* pred(x)'s truth (x rooted over the call); None as filterfalse's
 * predicate: x's own truth. */
static int pred_truth(psvm *vm, value pred, value x)
{
    if (pred == V_NONE)
        return vm_truth(vm, x);
    vm_root_push(vm, x);
    value r = vm_call1(vm, pred, x);
    int t = r ? vm_truth(vm, r) : -1;
    vm_root_pop(vm, 1);
    return t;
}

static value dropwhile_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    return pred_new(vm, cls, "dropwhile", argc, argv, kw);
}

static value dropwhile_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    for (;;) {
        value x = vm_next(vm, o->b);
        if (!x || x == V_STOP || o->state)
            return x;
        int t = o->a == V_NONE ? (vm_err(vm, &exc_TypeError, "'NoneType' object is not callable"), -1)
                               : pred_truth(vm, o->a, x);
        if (t < 0)
            return V_NULL;
        if (!t) {
            o->state = 1;
            return x;
        }
        if (!vm_charge(vm, 1))
            return V_NULL;
    }
}

IT_TYPE(it_dropwhile_type, "dropwhile", .repr = it_repr, .new_ = dropwhile_new, .next = dropwhile_next);

static value takewhile_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    return pred_new(vm, cls, "takewhile", argc, argv, kw);
}

static value takewhile_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    if (o->state)
        return V_STOP;
    value x = vm_next(vm, o->b);
    if (!x || x == V_STOP)
        return x;
    int t = o->a == V_NONE ? (vm_err(vm, &exc_TypeError, "'NoneType' object is not callable"), -1)
                           : pred_truth(vm, o->a, x);
    if (t < 0)
        return V_NULL;
    if (t)
        return x;
    o->state = 1;
    return V_STOP;
}

IT_TYPE(it_takewhile_type, "takewhile", .repr = it_repr, .new_ = takewhile_new, .next = takewhile_next);

static value filterfalse_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    return pred_new(vm, cls, "filterfalse", argc, argv, kw);
}

static value filterfalse_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    for (;;) {
        value x = vm_next(vm, o->b);
        if (!x || x == V_STOP)
            return x;
        int t = pred_truth(vm, o->a, x);
        if (t < 0)
            return V_NULL;
        if (!t)
            return x;
        if (!vm_charge(vm, 1))
            return V_NULL;
    }
}

IT_TYPE(it_filterfalse_type, "filterfalse", .repr = it_repr, .new_ = filterfalse_new, .next = filterfalse_next);

/* ---- islice(iterable, stop) / islice(iterable, start, stop[, step]) -------
 * a = iterator (V_NULL once done), i = index of the next item to give,
 * j = stop (-1: none), k = step, l = items read so far */

#define ISLICE_STOP_MSG "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."

static value islice_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "islice", kw) < 0)
        return V_NULL;
    if (argc < 2)
        return vm_err(vm, &exc_TypeError, "islice expected at least 2 arguments, got %d", argc);
    if (argc > 4)
        return vm_err(vm, &exc_TypeError, "islice expected at most 4 arguments, got %d", argc);
    int64_t start = 0, stop = -1, step = 1;
    /* CPython's order and words: any failed conversion becomes the
     * ValueError of the argument it was for */
    if (argc == 2) {
        if (argv[1] != V_NONE && (!it_ssize(vm, argv[1], &stop) || stop == -1))
            return limit_pending(vm) ? V_NULL : vm_err(vm, &exc_ValueError, ISLICE_STOP_MSG);
    } else {
        if (argv[1] != V_NONE && !it_ssize(vm, argv[1], &start)) {
            if (limit_pending(vm))
                return V_NULL;
            start = -1;
        }
        if (argv[2] != V_NONE && (!it_ssize(vm, argv[2], &stop) || stop == -1))
            return limit_pending(vm) ? V_NULL : vm_err(vm, &exc_ValueError, ISLICE_STOP_MSG);
    }
    if (start < 0 || stop < -1)
        return vm_err(vm, &exc_ValueError,
                      "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.");
    if (argc == 4 && argv[3] != V_NONE && !it_ssize(vm, argv[3], &step)) {
        if (limit_pending(vm))
            return V_NULL;
        step = -1;
    }
    if (step < 1)
        return vm_err(vm, &exc_ValueError, "Step for islice() must be a positive integer or None.");
    value it = vm_iter(vm, argv[0]);
    if (!it)
        return V_NULL;
    itobj *o = it_new(vm, AS_TYPE(cls));
    if (!o)
        return V_NULL;
    o->a = it;
    o->i = start;
    o->j = stop;
    o->k = step;
    return v_from_obj(o);
}

static value islice_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    if (!o->a)
        return V_STOP;
    while (o->l < o->i) {
        value x = vm_next(vm, o->a);
        if (!x || x == V_STOP) {
            o->a = V_NULL;
            return x;
        }
        o->l++;
        if (!vm_charge(vm, 1))
            return V_NULL;
    }
    if (o->j != -1 && o->l >= o->j) {
        o->a = V_NULL;
        return V_STOP;
    }
    value x = vm_next(vm, o->a);
    if (!x || x == V_STOP) {
        o->a = V_NULL;
        return x;
    }
    o->l++;
    int64_t next;
    if (__builtin_add_overflow(o->i, o->k, &next) || (o->j != -1 && next > o->j))
        next = o->j == -1 ? INT64_MAX : o->j;
    o->i = next;
    return x;
}

IT_TYPE(it_islice_type, "islice", .repr = it_repr, .new_ = islice_new, .next = islice_next);

/* ---- pairwise(iterable): a = iterator (V_NULL once done), b = last item -- */

static value pairwise_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "pairwise", kw) < 0)
        return V_NULL;
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "pairwise expected 1 argument, got %d", argc);
    value it = vm_iter(vm, argv[0]);
    if (!it)
        return V_NULL;
    itobj *o = it_new(vm, AS_TYPE(cls));
    if (!o)
        return V_NULL;
    o->a = it;
    return v_from_obj(o);
}

static value pairwise_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    if (!o->a)
        return V_STOP;
    if (!o->b) {
        value x = vm_next(vm, o->a);
        if (!x || x == V_STOP) {
            o->a = V_NULL;
            return x;
        }
        o->b = x;
    }
    value x = vm_next(vm, o->a);
    if (!x || x == V_STOP) {
        o->a = V_NULL;
        o->b = V_NULL;
        return x;
    }
    value r = tuple_pack(vm, 2, o->b, x);
    if (r)
        o->b = x;
    return r;
}

IT_TYPE(it_pairwise_type, "pairwise", .repr = it_repr, .new_ = pairwise_new, .next = pairwise_next);

/* ---- starmap(function, iterable): a = function, b = iterator ------------- */

static value starmap_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    return pred_new(vm, cls, "starmap", argc, argv, kw);
}

static value starmap_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    value x = vm_next(vm, o->b);
    if (!x || x == V_STOP)
        return x;
    value t = tuple_from_iter(vm, x);
    if (!t)
        return V_NULL;
    vm_root_push(vm, t);
    value r = vm_call(vm, o->a, (int)AS_TUPLE(t)->len, AS_TUPLE(t)->items, V_NULL);
    vm_root_pop(vm, 1);
    return r;
}

IT_TYPE(it_starmap_type, "starmap", .repr = it_repr, .new_ = starmap_new, .next = starmap_next);

/* ---- zip_longest(*iterables, fillvalue=None) ------------------------------
 * a = tuple of the iterators (an exhausted one replaced by V_NONE),
 * b = fillvalue, i = how many are still active */

static value zip_longest_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    value fill = V_NONE;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    for (int k = 0; k < nkw; k++) {
        if (nkw != 1 || !str_eq_cstr(AS_TUPLE(kw)->items[k], "fillvalue"))
            return vm_err(vm, &exc_TypeError, "zip_longest() got an unexpected keyword argument");
        fill = argv[argc + k];
    }
    value its = tuple_new(vm, argc);
    if (!its)
        return V_NULL;
    vm_root_push(vm, its);
    for (int i = 0; i < argc; i++) {
        value it = vm_iter(vm, argv[i]);
        if (!it) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        AS_TUPLE(its)->items[i] = it;
    }
    itobj *o = it_new(vm, AS_TYPE(cls));
    vm_root_pop(vm, 1);
    if (!o)
        return V_NULL;
    o->a = its;
    o->b = fill;
    o->i = argc;
    return v_from_obj(o);
}

static value zip_longest_next(psvm *vm, value self)
{
    itobj *o = IT(self);
    tupleobj *its = AS_TUPLE(o->a);
    if (its->len == 0 || o->i == 0)
        return V_STOP;
    value r = tuple_new(vm, its->len);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    for (int64_t k = 0; k < its->len; k++) {
        value x = o->b;
        if (its->items[k] != V_NONE) {
            x = vm_next(vm, its->items[k]);
            if (!x) {
                o->i = 0; /* an error ends it for good, as in CPython */
                vm_root_pop(vm, 1);
                return V_NULL;
            }
            if (x == V_STOP) {
                its->items[k] = V_NONE;
                if (--o->i == 0) {
                    vm_root_pop(vm, 1);
                    return V_STOP;
                }
                x = o->b;
            }
        }
        AS_TUPLE(r)->items[k] = x;
    }
    vm_root_pop(vm, 1);
    return r;
}

IT_TYPE(it_zip_longest_type, "zip_longest", .repr = it_repr, .new_ = zip_longest_new, .next = zip_longest_next);

/* ---- the module ---------------------------------------------------------- */

static const bfunc tee_fn = BFUNC("tee", it_tee_fn);

static const vtype *const types[] = {
    &it_count_type, &it_cycle_type, &it_repeat_type, &it_accumulate_type, &it_chain_type,
    &it_compress_type, &it_dropwhile_type, &it_takewhile_type, &it_filterfalse_type, &it_islice_type,
    &it_pairwise_type, &it_starmap_type, &it_zip_longest_type, &it_groupby_type, &it_grouper_type,
    &it_tee_type, &it_teedata_type, &it_product_type, &it_permutations_type, &it_combinations_type,
    &it_cwr_type, NULL,
};

value itertools_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "itertools");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (int i = 0; types[i]; i++) {
        value k = str_intern_cstr(vm, types[i]->name);
        if (!k || dict_set(vm, d, k, v_from_obj(types[i])) < 0)
            return V_NULL;
    }
    value k = str_intern_cstr(vm, "tee");
    if (!k || dict_set(vm, d, k, v_from_obj(&tee_fn)) < 0)
        return V_NULL;
    return m;
}
