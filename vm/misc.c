/*
 * misc.c - the small built-in types: type, NoneType, ellipsis,
 * NotImplementedType, range, slice, cell, function, builtin function, bound
 * method, module, code, traceback, bytes (minimal), and the iterator types
 * that builtins return (enumerate, zip, map, filter, reversed, range).
 */
#include <string.h>

#include "args.h"
#include "codecs.h"
#include "str_internal.h"
#include "vm.h"


/* ---- type ---------------------------------------------------------------- */

static value type_repr(psvm *vm, value t)
{
    const vtype *ty = AS_TYPE(t);
    if (ty->tflags & TF_EXC || ty == &type_type || ty->new_)
        return str_fmt(vm, "<class '%s'>", ty->name);
    return str_fmt(vm, "<class '%s'>", ty->name);
}

static value type_call(psvm *vm, value t, int argc, const value *argv, value kw)
{
    const vtype *ty = AS_TYPE(t);
    if (ty == &type_type) {
        if (argc == 1 && (!kw || AS_TUPLE(kw)->len == 0))
            return v_from_obj(vm_script_type(argv[0]));
        if (argc != 3)
            return vm_err(vm, &exc_TypeError, "type() takes 1 or 3 arguments");
        return vm_err(vm, &exc_TypeError, "type() takes 1 argument in pysafe (no classes made by type())");
    }
    if (!ty->new_)
        return vm_err(vm, &exc_TypeError, "cannot create '%s' instances", ty->name);
    return ty->new_(vm, t, argc, argv, kw);
}

static value type_getattr(psvm *vm, value t, value name)
{
    const vtype *ty = AS_TYPE(t);
    if (str_eq_cstr(name, "__name__") || str_eq_cstr(name, "__qualname__")) {
        /* a module's type is named as CPython's tp_name ("re.Match"):
         * its __name__ is the part after the module */
        const char *dot = strrchr(ty->name, '.');
        return str_from_cstr(vm, dot ? dot + 1 : ty->name);
    }
    for (const vtype *t0 = ty; t0; t0 = t0->base)
        if (t0->methods)
            for (const bfunc *m = t0->methods; m->name; m++)
                if (str_eq_cstr(name, m->name)) {
                    if (m->flags & BF_CLASSMETHOD) {
                        boundmethod *b = (boundmethod *)vm_new_obj(vm, &builtin_method_type, sizeof(boundmethod));
                        if (!b)
                            return V_NULL;
                        b->self = t;
                        b->func = v_from_obj(m);
                        return v_from_obj(b);
                    }
                    methoddescr *d = (methoddescr *)vm_new_obj(vm, &methoddescr_type, sizeof(methoddescr));
                    if (!d)
                        return V_NULL;
                    d->m = m;
                    d->owner = ty;
                    return v_from_obj(d);
                }
    return V_NULL;
}

static value descr_call(psvm *vm, value d, int argc, const value *argv, value kw)
{
    methoddescr *md = (methoddescr *)v_obj(d);
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "unbound method %s.%s() needs an argument", md->owner->name, md->m->name);
    if (!vm_isinstance_type(argv[0], md->owner))
        return vm_err(vm, &exc_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                      md->m->name, md->owner->name, vm_type_name(argv[0]));
    return md->m->fn(vm, argv[0], argc - 1, argv + 1, kw);
}

static value descr_repr(psvm *vm, value d)
{
    methoddescr *md = (methoddescr *)v_obj(d);
    return str_fmt(vm, "<method '%s' of '%s' objects>", md->m->name, md->owner->name);
}

static value descr_getattr(psvm *vm, value d, value name)
{
    methoddescr *md = (methoddescr *)v_obj(d);
    if (str_eq_cstr(name, "__name__"))
        return str_from_cstr(vm, md->m->name);
    if (str_eq_cstr(name, "__qualname__"))
        return str_fmt(vm, "%s.%s", md->owner->name, md->m->name);
    return V_NULL;
}

const vtype methoddescr_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "method_descriptor", .repr = descr_repr, .call = descr_call,
    .getattr = descr_getattr,
};

static int64_t id_hash(psvm *vm, value v) { return (int64_t)(vm_id(vm, v) >> 4); }

const vtype type_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "type",
    .repr = type_repr,
    .hash = id_hash,
    .call = type_call,
    .getattr = type_getattr,
};

/* ---- singletons ---------------------------------------------------------- */

static value none_repr(psvm *vm, value v) { return str_from_cstr(vm, "None"); }
static int false_truth(psvm *vm, value v) { return 0; }
const vtype none_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "NoneType", .repr = none_repr, .truth = false_truth, .hash = id_hash};
static value ellipsis_repr(psvm *vm, value v) { return str_from_cstr(vm, "Ellipsis"); }
const vtype ellipsis_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "ellipsis", .repr = ellipsis_repr, .hash = id_hash};
static value notimpl_repr(psvm *vm, value v) { return str_from_cstr(vm, "NotImplemented"); }
const vtype notimpl_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "NotImplementedType", .repr = notimpl_repr, .hash = id_hash};

const vtype *vm_type_of_slow(value v)
{
    if (v == V_NONE)
        return &none_type;
    if (v == V_TRUE || v == V_FALSE)
        return &bool_type;
    if (v == V_ELLIPSIS)
        return &ellipsis_type;
    return &notimpl_type;
}

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
        if (!v_is_int(argv[i]))
            return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(argv[i]));
        if (int_as_i64(vm, argv[i], &a[argc == 1 ? 1 : i]) < 0)
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
    if (vm_check_no_kw(vm, "range.index", kw) < 0 || vm_check_args(vm, "range.index", argc, 1, 1) < 0)
        return V_NULL;
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
    if (vm_check_no_kw(vm, "range.count", kw) < 0 || vm_check_args(vm, "range.count", argc, 1, 1) < 0)
        return V_NULL;
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

static const bfunc range_methods[] = {BFUNC("index", range_index), BFUNC("count", range_count), BFUNC_END};


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

int slice_indices(psvm *vm, value sv, int64_t len, int64_t *start, int64_t *stop, int64_t *step, int64_t *n)
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
    int64_t lo = *step < 0 ? -1 : 0, hi = *step < 0 ? len - 1 : len;
    if (s->start == V_NONE)
        *start = *step < 0 ? hi : lo;
    else {
        if (slice_arg(vm, s->start, start) < 0)
            return -1;
        if (*start < 0) {
            *start += len;
            if (*start < lo)
                *start = lo;
        } else if (*start > hi)
            *start = hi;
    }
    if (s->stop == V_NONE)
        *stop = *step < 0 ? lo : hi;
    else {
        if (slice_arg(vm, s->stop, stop) < 0)
            return -1;
        if (*stop < 0) {
            *stop += len;
            if (*stop < lo)
                *stop = lo;
        } else if (*stop > hi)
            *stop = hi;
    }
    if (*step > 0)
        *n = *start < *stop ? (*stop - *start - 1) / *step + 1 : 0;
    else
        *n = *stop < *start ? (*start - *stop - 1) / (-*step) + 1 : 0;
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
    if (vm_check_no_kw(vm, "slice.indices", kw) < 0 || vm_check_args(vm, "slice.indices", argc, 1, 1) < 0 ||
        vm_index(vm, argv[0], &len) < 0)
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

static const bfunc slice_methods[] = {BFUNC("indices", slice_m_indices), BFUNC_END};

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

/* ---- cell, code, function, builtin, bound method, module, traceback ------ */

value cell_new(psvm *vm, value v)
{
    cellobj *c = (cellobj *)vm_new_obj(vm, &cell_type, sizeof(cellobj));
    if (!c)
        return V_NULL;
    c->v = v;
    return v_from_obj(c);
}
static void cell_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((cellobj *)o)->v); }
const vtype cell_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "cell", .trace = cell_trace};

static void code_trace(gc_state *gc, obj *o)
{
    codeobj *c = (codeobj *)o;
    gc_mark_value(gc, c->consts);
    gc_mark_value(gc, c->names);
    gc_mark_value(gc, c->varnames);
    gc_mark_value(gc, c->cellvars);
    gc_mark_value(gc, c->freevars);
    gc_mark_value(gc, c->name);
    gc_mark_value(gc, c->qualname);
    gc_mark_value(gc, c->filename);
    gc_mark_value(gc, c->source);
    gc_mark_value(gc, c->doc);
}
static value code_repr(psvm *vm, value v) { return str_fmt(vm, "<code object %s>", str_cstr(AS_CODE(v)->name)); }
const vtype code_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "code", .repr = code_repr, .trace = code_trace}; /* its arrays are in its block (cu_finish) */

value func_new(psvm *vm, value code, value globals, value qualname)
{
    funcobj *f = (funcobj *)vm_new_obj(vm, &func_type, sizeof(funcobj));
    if (!f)
        return V_NULL;
    f->code = code;
    f->globals = globals;
    f->name = AS_CODE(code)->name;
    f->qualname = qualname ? qualname : AS_CODE(code)->qualname;
    f->doc = AS_CODE(code)->doc ? AS_CODE(code)->doc : V_NONE;
    return v_from_obj(f);
}
static void func_trace(gc_state *gc, obj *o)
{
    funcobj *f = (funcobj *)o;
    gc_mark_value(gc, f->code);
    gc_mark_value(gc, f->globals);
    gc_mark_value(gc, f->attrs);
    gc_mark_value(gc, f->name);
    gc_mark_value(gc, f->qualname);
    gc_mark_value(gc, f->defaults);
    gc_mark_value(gc, f->kwdefaults);
    gc_mark_value(gc, f->closure);
    gc_mark_value(gc, f->doc);
    gc_mark_value(gc, f->module);
}
static value func_repr(psvm *vm, value v)
{
    return str_fmt(vm, "<function %s at 0x%llx>", str_cstr(AS_FUNC(v)->qualname), (unsigned long long)vm_id(vm, v));
}
static value func_getattr(psvm *vm, value v, value name)
{
    funcobj *f = AS_FUNC(v);
    if (f->attrs) {
        value a = dict_get_str(vm, f->attrs, name);
        if (a)
            return a;
    }
    if (str_eq_cstr(name, "__name__"))
        return f->name;
    if (str_eq_cstr(name, "__qualname__"))
        return f->qualname;
    if (str_eq_cstr(name, "__doc__"))
        return f->doc;
    if (str_eq_cstr(name, "__module__"))
        return str_from_cstr(vm, "__main__");
    return V_NULL;
}
const vtype func_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "function", .repr = func_repr, .hash = id_hash,
    .getattr = func_getattr, .trace = func_trace,
    /* .call is handled by the interpreter (frames), see vm_call */
};

static value bfunc_repr(psvm *vm, value v)
{
    const bfunc *f = (const bfunc *)v_obj(v);
    return str_fmt(vm, "<built-in function %s>", f->name);
}
static value bfunc_call(psvm *vm, value f, int argc, const value *argv, value kw)
{
    return ((const bfunc *)v_obj(f))->fn(vm, V_NULL, argc, argv, kw);
}
static value bfunc_getattr(psvm *vm, value v, value name)
{
    if (str_eq_cstr(name, "__name__") || str_eq_cstr(name, "__qualname__"))
        return str_from_cstr(vm, ((const bfunc *)v_obj(v))->name);
    return V_NULL;
}
const vtype bfunc_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "builtin_function_or_method", .repr = bfunc_repr,
    .hash = id_hash, .call = bfunc_call, .getattr = bfunc_getattr,
};

static value bm_call(psvm *vm, value m, int argc, const value *argv, value kw)
{
    boundmethod *b = (boundmethod *)v_obj(m);
    if (v_is_type(b->func, &bfunc_type))
        return ((const bfunc *)v_obj(b->func))->fn(vm, b->self, argc, argv, kw);
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    value *args = vm_alloc(vm, sizeof(value) * (size_t)(argc + nkw + 1));
    if (!args)
        return V_NULL;
    args[0] = b->self;
    vm_copy(args + 1, argv, sizeof(value) * (size_t)(argc + nkw));
    value r = vm_call(vm, b->func, argc + 1, args, kw);
    vm_dealloc(vm, args);
    return r;
}
static void bm_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((boundmethod *)o)->self);
    gc_mark_value(gc, ((boundmethod *)o)->func);
}
static value bm_repr(psvm *vm, value v)
{
    boundmethod *b = (boundmethod *)v_obj(v);
    if (v_is_type(b->func, &bfunc_type))
        return str_fmt(vm, "<built-in method %s of %s object at 0x%llx>", ((const bfunc *)v_obj(b->func))->name,
                       vm_type_name(b->self), (unsigned long long)vm_id(vm, b->self));
    return str_fmt(vm, "<bound method %s>", str_cstr(AS_FUNC(b->func)->qualname));
}
const vtype boundmethod_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "method", .repr = bm_repr, .call = bm_call, .trace = bm_trace,
};

/* A built-in method bound to its object ([].append, str.maketrans): the
 * same object as a bound method, but CPython calls its type
 * builtin_function_or_method, and it has a __name__ and a __qualname__
 * ("list.append": the type whose table defines it). */
static value bim_getattr(psvm *vm, value v, value name)
{
    boundmethod *b = (boundmethod *)v_obj(v);
    const bfunc *f = (const bfunc *)v_obj(b->func);
    if (str_eq_cstr(name, "__name__"))
        return str_from_cstr(vm, f->name);
    if (!str_eq_cstr(name, "__qualname__"))
        return V_NULL;
    const vtype *t = (f->flags & BF_CLASSMETHOD) ? AS_TYPE(b->self) : vm_typeof(b->self);
    for (const vtype *o = t; o; o = o->base)
        if (o->methods && f >= o->methods) {
            const bfunc *m = o->methods;
            while (m->name && m != f)
                m++;
            if (m == f)
                return str_fmt(vm, "%s.%s", o->name, f->name);
        }
    return str_fmt(vm, "%s.%s", t->name, f->name);
}
const vtype builtin_method_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "builtin_function_or_method", .repr = bm_repr, .call = bm_call,
    .trace = bm_trace, .getattr = bim_getattr,
};

value module_new(psvm *vm, value name)
{
    moduleobj *m = (moduleobj *)vm_new_obj(vm, &module_type, sizeof(moduleobj));
    if (!m)
        return V_NULL;
    m->name = name;
    m->dict = dict_new(vm);
    if (!m->dict)
        return V_NULL;
    return v_from_obj(m);
}
static void module_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((moduleobj *)o)->name);
    gc_mark_value(gc, ((moduleobj *)o)->dict);
}
static value module_getattr(psvm *vm, value v, value name)
{
    moduleobj *m = (moduleobj *)v_obj(v);
    if (str_eq_cstr(name, "__name__"))
        return m->name;
    return dict_get_str(vm, m->dict, name);
}
static value module_repr(psvm *vm, value v)
{
    return str_fmt(vm, "<module '%s' (built-in)>", str_cstr(((moduleobj *)v_obj(v))->name));
}
const vtype module_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "module", .repr = module_repr,
    .getattr = module_getattr, .trace = module_trace,
};

static void tb_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((tbobj *)o)->next);
    gc_mark_value(gc, ((tbobj *)o)->code);
}
const vtype tb_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "traceback", .trace = tb_trace};

/* ---- bytes (minimal: literals, repr, len, ==, iteration) ----------------- */

value bytes_new(psvm *vm, const void *p, int64_t n)
{
    if (!vm_reserve(vm, n))
        return V_NULL;
    bytesobj *b = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)n + 1);
    if (!b)
        return V_NULL;
    b->len = n;
    b->hash = -1;
    if (n && p) /* p == NULL: zero bytes for the caller to fill */
        vm_copy(b->data, p, (size_t)n);
    return v_from_obj(b);
}
#define B(v) ((bytesobj *)v_obj(v))
static value bytes_repr(psvm *vm, value v)
{
    bytesobj *b = B(v);
    bool sq = memchr(b->data, '\'', (size_t)b->len) != NULL, dq = memchr(b->data, '"', (size_t)b->len) != NULL;
    char q = sq && !dq ? '"' : '\'';
    sbuf s;
    sb_init(&s, vm);
    sb_addc(&s, 'b');
    sb_addc(&s, q);
    for (int64_t i = 0; i < b->len; i++) {
        unsigned c = b->data[i];
        if (c == (unsigned)q || c == '\\') {
            sb_addc(&s, '\\');
            sb_addc(&s, (char)c);
        } else if (c == '\n')
            sb_adds(&s, "\\n");
        else if (c == '\r')
            sb_adds(&s, "\\r");
        else if (c == '\t')
            sb_adds(&s, "\\t");
        else if (c < 32 || c >= 127)
            sb_addf(&s, "\\x%02x", c);
        else
            sb_addc(&s, (char)c);
    }
    sb_addc(&s, q);
    return sb_finish(&s);
}
static int64_t bytes_len(psvm *vm, value v) { return B(v)->len; }
static int64_t bytes_hash(psvm *vm, value v) { return bytes_hash_raw(B(v)->data, B(v)->len); }
static value bytes_richcompare(psvm *vm, value a, value b, int op)
{
    if (!v_is_type(a, &bytes_type) || !v_is_type(b, &bytes_type))
        return V_NOTIMPLEMENTED;
    int64_t n = B(a)->len < B(b)->len ? B(a)->len : B(b)->len;
    int c = memcmp(B(a)->data, B(b)->data, (size_t)n);
    if (!c)
        c = B(a)->len < B(b)->len ? -1 : B(a)->len > B(b)->len;
    switch (op) {
    case CMP_LT: return v_bool(c < 0);
    case CMP_LE: return v_bool(c <= 0);
    case CMP_EQ: return v_bool(c == 0);
    case CMP_NE: return v_bool(c != 0);
    case CMP_GT: return v_bool(c > 0);
    default: return v_bool(c >= 0);
    }
}
static value bytes_getitem(psvm *vm, value v, value k)
{
    if (v_is_type(k, &slice_type)) {
        int64_t start, stop, step, n;
        if (slice_indices(vm, k, B(v)->len, &start, &stop, &step, &n) < 0)
            return V_NULL;
        if (step == 1)
            return bytes_new(vm, n ? B(v)->data + start : (const uint8_t *)"", n);
        value r = bytes_new(vm, NULL, n);
        if (!r)
            return V_NULL;
        for (int64_t j = 0; j < n; j++)
            B(r)->data[j] = B(v)->data[start + j * step];
        return r;
    }
    int64_t i;
    if (!v_is_int(k) || vm_index(vm, k, &i) < 0)
        return vm_err(vm, &exc_TypeError, "byte indices must be integers or slices, not %s", vm_type_name(k));
    if (i < 0)
        i += B(v)->len;
    if (i < 0 || i >= B(v)->len)
        return vm_err(vm, &exc_IndexError, "index out of range");
    return v_from_small(B(v)->data[i]);
}
/* bytes(), bytes(n) (refused before allocating when too big), bytes of an
 * iterable of ints, bytes(str, encoding[, errors]) (codecs.c). */
static value bytes_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"source", "encoding", "errors"};
    static const vm_sig sig = {"bytes", names, 3, 3, 0};
    value a[3];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value x = a[0];
    if (!x && !a[1] && !a[2])
        return bytes_new(vm, "", 0);
    if (x && v_is_str(x))
        return codec_bytes_from_str(vm, x, a[1], a[2]);
    if (a[1])
        return vm_err(vm, &exc_TypeError, "encoding without a string argument");
    if (a[2])
        return vm_err(vm, &exc_TypeError, "errors without a string argument");
    if (v_is_int(x)) {
        int64_t n;
        if (int_as_i64(vm, x, &n) < 0)
            return V_NULL;
        if (n < 0)
            return vm_err(vm, &exc_ValueError, "negative count");
        if (!vm_reserve(vm, n) || !vm_charge(vm, n / 64))
            return V_NULL;
        bytesobj *o = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)n + 1);
        if (!o)
            return V_NULL;
        o->len = n;
        o->hash = -1;
        return v_from_obj(o);
    }
    if (v_is_type(x, &bytes_type))
        return x;
    if (x == V_NONE || v_is_float(x))
        return vm_err(vm, &exc_TypeError, "cannot convert '%s' object to bytes", vm_type_name(x));
    value l = list_from_iter(vm, x);
    if (!l)
        return V_NULL;
    int64_t n = AS_LIST(l)->len;
    bytesobj *o = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)n + 1);
    if (!o)
        return V_NULL;
    o->len = n;
    o->hash = -1;
    for (int64_t i = 0; i < n; i++) {
        value it = AS_LIST(l)->items[i];
        int64_t c;
        if (!v_is_int(it))
            return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(it));
        if (int_as_i64(vm, it, &c) < 0)
            return V_NULL;
        if (c < 0 || c > 255)
            return vm_err(vm, &exc_ValueError, "bytes must be in range(0, 256)");
        o->data[i] = (uint8_t)c;
    }
    return v_from_obj(o);
}

static value bytes_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (base == BOP_ADD && v_is_type(a, &bytes_type)) {
        if (!v_is_type(b, &bytes_type))
            return vm_err(vm, &exc_TypeError, "can't concat %s to bytes", vm_type_name(b));
        int64_t n = B(a)->len + B(b)->len;
        if (!vm_reserve(vm, n))
            return V_NULL;
        bytesobj *o = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)n + 1);
        if (!o)
            return V_NULL;
        o->len = n;
        o->hash = -1;
        vm_copy(o->data, B(a)->data, (size_t)B(a)->len);
        vm_copy(o->data + B(a)->len, B(b)->data, (size_t)B(b)->len);
        return v_from_obj(o);
    }
    if (base == BOP_MUL) {
        value s = v_is_type(a, &bytes_type) ? a : b, k = s == a ? b : a;
        if (!v_is_int(k))
            return vm_err(vm, &exc_TypeError, "can't multiply sequence by non-int of type '%s'", vm_type_name(k));
        int64_t n;
        if (int_as_i64(vm, k, &n) < 0)
            return V_NULL;
        if (n < 0)
            n = 0;
        int64_t len = B(s)->len;
        if (len && n > ((int64_t)1 << 40) / len)
            return vm_err_nomem(vm);
        if (!vm_reserve(vm, len * n) || !vm_charge(vm, len * n / 64))
            return V_NULL;
        bytesobj *o = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)(len * n) + 1);
        if (!o)
            return V_NULL;
        o->len = len * n;
        o->hash = -1;
        for (int64_t i = 0; i < n; i++)
            vm_copy(o->data + i * len, B(s)->data, (size_t)len);
        return v_from_obj(o);
    }
    return V_NOTIMPLEMENTED;
}

static int bytes_contains(psvm *vm, value self, value x)
{
    if (v_is_int(x)) {
        int64_t c;
        if (int_as_i64(vm, x, &c) < 0)
            return -1;
        if (c < 0 || c > 255) {
            vm_err(vm, &exc_ValueError, "byte must be in range(0, 256)");
            return -1;
        }
        return memchr(B(self)->data, (int)c, (size_t)B(self)->len) != NULL;
    }
    if (!v_is_type(x, &bytes_type)) {
        vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(x));
        return -1;
    }
    if (!vm_charge(vm, (B(self)->len + B(x)->len) / 32)) /* as str's `in` */
        return -1;
    return str_find_bytes((const char *)B(self)->data, B(self)->len, (const char *)B(x)->data, B(x)->len, 0) >= 0;
}

static const vtype bytesiter_type;
static value bytes_iter(psvm *vm, value self)
{
    seqiter *it = (seqiter *)vm_new_obj(vm, &bytesiter_type, sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = self;
    return v_from_obj(it);
}
static value bytesiter_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    return it->i < B(it->seq)->len ? v_from_small(B(it->seq)->data[it->i++]) : V_STOP;
}
static const vtype bytesiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "bytes_iterator", .iter = vm_iter_self,
    .next = bytesiter_next, .trace = vm_seqiter_trace,
};

/* the methods: bytes_methods.c (decode is first there) */
extern const bfunc bytes_methods_table[];
const vtype bytes_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "bytes", .repr = bytes_repr, .len = bytes_len,
    .hash = bytes_hash, .richcompare = bytes_richcompare, .getitem = bytes_getitem, .methods = bytes_methods_table,
    .new_ = bytes_construct, .binop = bytes_binop, .contains = bytes_contains, .iter = bytes_iter,
};

/* ---- iterator types for builtins ----------------------------------------- */

/* enumerate: a mapiter whose fn slot is the next count (any int) and
 * iters[0] the inner iterator */
static void mapiter_trace(gc_state *gc, obj *o);
static value enumerate_next(psvm *vm, value self)
{
    mapiter *it = (mapiter *)v_obj(self);
    value x = vm_next(vm, it->iters[0]);
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

/* reversed over a list/tuple/str/range: seq, i = next index from the end */
static value reversed_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    if (it->i < 0)
        return V_STOP;
    int64_t n = vm_len(vm, it->seq);
    if (n < 0)
        return V_NULL;
    if (it->i >= n) {
        it->i = -1;
        return V_STOP;
    }
    value r = vm_getitem(vm, it->seq, v_from_small(it->i));
    it->i--;
    return r;
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
        value x = vm_next(vm, m->iters[j]);
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
        value x = vm_next(vm, m->iters[i]);
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

static value map_next(psvm *vm, value self)
{
    mapiter *m = (mapiter *)v_obj(self);
    value args[8];
    for (int i = 0; i < m->n; i++) {
        value x = vm_next(vm, m->iters[i]);
        if (!x || x == V_STOP)
            return x;
        args[i] = x;
    }
    for (int i = 0; i < m->n; i++)
        vm_root_push(vm, args[i]);
    value r = vm_call(vm, m->fn, m->n, args, V_NULL);
    vm_root_pop(vm, m->n);
    return r;
}
const vtype map_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "map", .iter = vm_iter_self, .next = map_next, .trace = mapiter_trace,
};

static value filter_next(psvm *vm, value self)
{
    mapiter *m = (mapiter *)v_obj(self);
    for (;;) {
        value x = vm_next(vm, m->iters[0]);
        if (!x || x == V_STOP)
            return x;
        int t;
        if (m->fn == V_NONE)
            t = vm_truth(vm, x);
        else {
            vm_root_push(vm, x);
            value r = vm_call1(vm, m->fn, x);
            vm_root_pop(vm, 1);
            if (!r)
                return V_NULL;
            t = vm_truth(vm, r);
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
    value r = vm_call0(vm, m->fn);
    if (!r)
        return V_NULL;
    int e = vm_eq(vm, r, m->iters[0]);
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
