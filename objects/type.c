/*
 * type.c - `type`, the type of every type: its repr, the calls that make
 * instances, and the attributes that read a type's method table (method
 * descriptors, method.c).
 */
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

/* ---- type ---------------------------------------------------------------- */

static value type_repr(psvm *vm, value t)
{
    const vtype *ty = AS_TYPE(t);
    if (ty->tflags & TF_HEAPTYPE) {
        value r = class_meta_call(vm, t, SP_REPR, 0, NULL, V_NULL);
        if (r || vm->exc)
            return r;
        return class_repr(vm, t);
    }
    if (ty->module)
        return str_fmt(vm, "<class '%s.%s'>", ty->module, ty->name);
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
    if (ty->tflags & TF_HEAPTYPE) {
        value r = class_meta_call(vm, t, SP_CALL, argc, argv, kw);
        if (r || vm->exc)
            return r;
        return class_call(vm, t, argc, argv, kw);
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
    if (str_eq_cstr(name, "__module__")) {
        /* "builtins", the module a module's type names ("re" for
         * "re.Match"), or the one it declares (functools.partial) */
        const char *dot = strrchr(ty->name, '.');
        if (ty->module)
            return str_from_cstr(vm, ty->module);
        if (dot)
            return str_new(vm, ty->name, (int64_t)(dot - ty->name));
        return str_from_cstr(vm, "builtins");
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
    if (vm_type_unhashable(ty) && str_eq_cstr(name, "__hash__"))
        return V_NONE;
    /* its special methods (dict.__setitem__, object.__init__) */
    value w = V_NULL;
    for (const vtype *t0 = ty; t0 && !w; t0 = t0->base)
        w = slot_wrapper_find(vm, t0, name);
    if (!w)
        w = slot_wrapper_find(vm, &object_type, name);
    return w ? descr_for(vm, w, t) : V_NULL;
}

/* The class-level protocol (iter(C), len(C), x in C, C[k]): a class
 * with a meta (objects/class_build.c) answers through it; C[k] also
 * through a __class_getitem__; every other type has none of them, with
 * CPython's messages. */
static value type_iter(psvm *vm, value t)
{
    value r = class_meta_call(vm, t, SP_ITER, 0, NULL, V_NULL);
    if (r || vm->exc)
        return r;
    return vm_err(vm, &exc_TypeError, "'type' object is not iterable");
}
static int64_t type_len(psvm *vm, value t)
{
    value r = class_meta_call(vm, t, SP_LEN, 0, NULL, V_NULL);
    if (!r) {
        if (!vm->exc)
            vm_err(vm, &exc_TypeError, "object of type 'type' has no len()");
        return -1;
    }
    int64_t n;
    if (vm_index(vm, r, &n) < 0)
        return -1;
    return n;
}
static int type_contains(psvm *vm, value t, value x)
{
    value r = class_meta_call(vm, t, SP_CONTAINS, 1, &x, V_NULL);
    if (!r) {
        if (!vm->exc)
            vm_err(vm, &exc_TypeError, "argument of type 'type' is not iterable");
        return -1;
    }
    return vm_truth(vm, r);
}
static int type_truth(psvm *vm, value t) { return 1; } /* a type is true, whatever its len() */

static value type_getitem(psvm *vm, value t, value k)
{
    value r = class_meta_call(vm, t, SP_GETITEM, 1, &k, V_NULL);
    if (r || vm->exc)
        return r;
    if (v_is_class(t)) {
        value name = str_intern_cstr(vm, "__class_getitem__");
        value f = name ? class_getattr(vm, t, name) : V_NULL;
        if (f && f != V_NONE) /* __class_getitem__ = None: not subscriptable */
            return vm_call(vm, f, 1, &k, V_NULL);
        if (vm->exc)
            return V_NULL;
    }
    return type_subscript(vm, t, k); /* list[int], or the error */
}

const vtype type_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "type",
    .repr = type_repr,
    .hash = vm_id_hash,
    .call = type_call,
    .getattr = type_getattr,
    .iter = type_iter,
    .truth = type_truth,
    .len = type_len,
    .contains = type_contains,
    .getitem = type_getitem,
    .binop = typing_or, /* int | None */
    .trace = class_trace, /* classes the script made, exception types a host named */
};
