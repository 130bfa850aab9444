/*
 * method.c - builtin functions (one bfunc table entry), method
 * descriptors (`str.lower`, read from a type), bound methods (a function
 * with its self) and builtin methods bound to an instance.
 */
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

/* ---- method descriptors ------------------------------------------------- */

static value descr_call(psvm *vm, value d, int argc, const value *argv, value kw)
{
    methoddescr *md = (methoddescr *)v_obj(d);
    /* named by, and applying to, the type whose table holds the method:
     * bool.bit_length is int's (CPython's descriptor is int's) */
    const vtype *owner = vm_method_owner(md->owner, md->m);
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "unbound method %s.%s() needs an argument", owner->name, md->m->name);
    if (!vm_isinstance_type(argv[0], owner))
        return vm_err(vm, &exc_TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object",
                      md->m->name, owner->name, vm_type_name(argv[0]));
    if (BFUNC_ARGS_ODD(md->m, argc - 1, kw) && vm_method_args(vm, md->m, argv[0], argc - 1, kw, false) < 0)
        return V_NULL;
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

/* Each read of list.append makes a descriptor, where CPython hands out the
 * one in the type's dict: equal (and hashing alike) when they name the
 * same method of the same type, as CPython's are the same object. */
static value descr_richcompare(psvm *vm, value a, value b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || !v_is_type(b, &methoddescr_type))
        return V_NOTIMPLEMENTED;
    methoddescr *x = (methoddescr *)v_obj(a), *y = (methoddescr *)v_obj(b);
    return v_bool((x->m == y->m && x->owner == y->owner) == (op == CMP_EQ));
}

static int64_t descr_hash(psvm *vm, value d)
{
    methoddescr *md = (methoddescr *)v_obj(d);
    return (int64_t)((((uintptr_t)md->m - (uintptr_t)&type_type) >> 3) & (((uint64_t)1 << 48) - 1));
}

const vtype methoddescr_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "method_descriptor", .repr = descr_repr, .call = descr_call,
    .getattr = descr_getattr, .richcompare = descr_richcompare, .hash = descr_hash,
};

/* ---- builtin functions and bound methods -------------------------------- */

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
    .hash = vm_id_hash, .call = bfunc_call, .getattr = bfunc_getattr,
};

static value bm_call(psvm *vm, value m, int argc, const value *argv, value kw)
{
    boundmethod *b = (boundmethod *)v_obj(m);
    if (v_is_type(b->func, &bfunc_type)) {
        const bfunc *f = (const bfunc *)v_obj(b->func);
        if (BFUNC_ARGS_ODD(f, argc, kw) && vm_method_args(vm, f, b->self, argc, kw, true) < 0)
            return V_NULL;
        return f->fn(vm, b->self, argc, argv, kw);
    }
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
    value self = vm_repr(vm, b->self);
    if (!self)
        return V_NULL;
    value qn = v_is_type(b->func, &func_type) ? AS_FUNC(b->func)->qualname : vm_getattr_opt(vm, b->func, str_intern_cstr(vm, "__qualname__"));
    if (!qn && vm->exc)
        return V_NULL;
    return str_fmt(vm, "<bound method %s of %s>", qn && v_is_str(qn) ? str_cstr(qn) : "?", str_cstr(self));
}
/* m1 == m2: the same function bound to the same object (CPython 3.8+) */
static value bm_richcompare(psvm *vm, value a, value b, int op)
{
    if ((op != CMP_EQ && op != CMP_NE) || vm_typeof(a) != vm_typeof(b))
        return V_NOTIMPLEMENTED;
    boundmethod *x = (boundmethod *)v_obj(a), *y = (boundmethod *)v_obj(b);
    bool eq = x->self == y->self && x->func == y->func;
    return v_bool(op == CMP_EQ ? eq : !eq);
}
static int64_t bm_hash(psvm *vm, value v)
{
    boundmethod *b = (boundmethod *)v_obj(v);
    return vm_id_hash(vm, b->self) ^ vm_id_hash(vm, b->func);
}
/* a bound method's name and docs are its function's */
static value bm_getattr(psvm *vm, value v, value name)
{
    if (str_eq_cstr(name, "__name__") || str_eq_cstr(name, "__qualname__") || str_eq_cstr(name, "__doc__") ||
        str_eq_cstr(name, "__module__"))
        return vm_getattr_opt(vm, ((boundmethod *)v_obj(v))->func, name);
    return V_NULL;
}
const vtype boundmethod_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "method", .repr = bm_repr, .call = bm_call, .trace = bm_trace,
    .richcompare = bm_richcompare, .hash = bm_hash, .getattr = bm_getattr,
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
    .trace = bm_trace, .getattr = bim_getattr, .richcompare = bm_richcompare, .hash = bm_hash,
};
