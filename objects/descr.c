/*
 * descr.c - `object` (the root of every class), the descriptors a class
 * body uses (property, staticmethod, classmethod), super(), and the
 * special methods of the built-in types as methods a script can call
 * (object.__init__, super().__eq__(other), dict.__setitem__(d, k, v)).
 */
#include <string.h>

#include "str_internal.h"
#include "vm/args.h"
#include "vm/vm.h"

/* ---- object --------------------------------------------------------------- */

static value object_repr(psvm *vm, value self)
{
    const vtype *t = vm_typeof(self);
    if (t->tflags & TF_HEAPTYPE) {
        const classobj *c = (const classobj *)t;
        return str_fmt(vm, "<%s.%s object at 0x%llx>", str_cstr(c->module), str_cstr(c->qualname),
                       (unsigned long long)vm_id(vm, self));
    }
    return str_fmt(vm, "<%s object at 0x%llx>", t->name, (unsigned long long)vm_id(vm, self));
}

static value object_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (argc || (kw && AS_TUPLE(kw)->len))
        return vm_err(vm, &exc_TypeError, "object() takes no arguments");
    obj *o = vm_new_obj(vm, &object_type, sizeof(obj));
    return o ? v_from_obj(o) : V_NULL;
}

const vtype object_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "object",
    .repr = object_repr,
    .hash = vm_id_hash,
    .new_ = object_construct,
};

/* ---- the built-in special methods as methods ------------------------------ */

#define W(name) static value name(psvm *vm, value self, int argc, const value *argv, value kw)

static const vtype *layout_of_value(value v)
{
    const vtype *t = vm_typeof(v);
    return (t->tflags & TF_HEAPTYPE) ? ((const classobj *)t)->layout : t;
}

static int want(psvm *vm, const char *name, int argc, int n, value kw)
{
    if (vm_check_no_kw(vm, name, kw) < 0)
        return -1;
    if (argc != n) {
        if (n == 0)
            vm_err(vm, &exc_TypeError, "expected 0 arguments, got %d", argc);
        else
            vm_err(vm, &exc_TypeError, "expected %d argument%s, got %d", n, n == 1 ? "" : "s", argc);
        return -1;
    }
    return 0;
}

W(w_object_init)
{
    const vtype *t = vm_typeof(self);
    if ((argc || (kw && AS_TUPLE(kw)->len)) && !(t->tflags & TF_EXC))
        return vm_err(vm, &exc_TypeError, "object.__init__() takes exactly one argument (the instance to initialize)");
    return V_NONE;
}

/* object.__new__(cls): a new, empty instance of cls */
W(w_object_new)
{
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "object.__new__(): not enough arguments");
    value cls = argv[0];
    if (!v_is_type(cls, &type_type))
        return vm_err(vm, &exc_TypeError, "object.__new__(X): X is not a type object (%s)", vm_type_name(cls));
    if (!v_is_class(cls)) {
        if (AS_TYPE(cls) == &object_type)
            return object_construct(vm, cls, 0, NULL, V_NULL);
        return vm_err(vm, &exc_TypeError, "object.__new__(%s) is not safe, use %s.__new__()", AS_TYPE(cls)->name,
                      AS_TYPE(cls)->name);
    }
    classobj *c = AS_CLASS(cls);
    if ((argc > 1 || (kw && AS_TUPLE(kw)->len)) && !c->special[SP_INIT] && !(c->layout->tflags & TF_EXC))
        return vm_err(vm, &exc_TypeError, "%s() takes no arguments", c->t.name);
    value args = V_NULL;
    if (c->layout->tflags & TF_EXC) {
        args = tuple_new(vm, argc - 1);
        if (!args)
            return V_NULL;
        vm_copy(AS_TUPLE(args)->items, argv + 1, sizeof(value) * (size_t)(argc - 1));
    }
    return class_alloc(vm, c, args);
}

W(w_object_repr) { return want(vm, "__repr__", argc, 0, kw) < 0 ? V_NULL : object_repr(vm, self); }
W(w_object_str) { return want(vm, "__str__", argc, 0, kw) < 0 ? V_NULL : vm_repr(vm, self); }
W(w_object_hash)
{
    return want(vm, "__hash__", argc, 0, kw) < 0 ? V_NULL : int_from_i64(vm, vm_id_hash(vm, self));
}
W(w_object_format)
{
    if (want(vm, "__format__", argc, 1, kw) < 0)
        return V_NULL;
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "__format__() argument must be str, not %s", vm_type_name(argv[0]));
    if (AS_STR(argv[0])->len)
        return vm_err(vm, &exc_TypeError, "unsupported format string passed to %s.__format__", vm_type_name(self));
    return vm_str(vm, self);
}
W(w_object_setattr)
{
    if (want(vm, "__setattr__", argc, 2, kw) < 0)
        return V_NULL;
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "attribute name must be string, not '%s'", vm_type_name(argv[0]));
    int r = (vm_typeof(self)->tflags & TF_HEAPTYPE) ? inst_setattr_generic(vm, self, argv[0], argv[1])
                                                    : vm_setattr(vm, self, argv[0], argv[1]);
    return r < 0 ? V_NULL : V_NONE;
}
W(w_object_delattr)
{
    if (want(vm, "__delattr__", argc, 1, kw) < 0)
        return V_NULL;
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "attribute name must be string, not '%s'", vm_type_name(argv[0]));
    int r = (vm_typeof(self)->tflags & TF_HEAPTYPE) ? inst_setattr_generic(vm, self, argv[0], V_NULL)
                                                    : vm_setattr(vm, self, argv[0], V_NULL);
    return r < 0 ? V_NULL : V_NONE;
}
W(w_object_init_subclass)
{
    if (argc || (kw && AS_TUPLE(kw)->len))
        return vm_err(vm, &exc_TypeError, "%s.__init_subclass__() takes no keyword arguments",
                      AS_TYPE(self)->name);
    return V_NONE;
}

/* object's comparisons: identity for == and !=, NotImplemented otherwise */
static value object_cmp(psvm *vm, value self, int argc, const value *argv, value kw, int op, const char *name)
{
    if (want(vm, name, argc, 1, kw) < 0)
        return V_NULL;
    if (op == CMP_EQ)
        return self == argv[0] ? V_TRUE : V_NOTIMPLEMENTED;
    if (op == CMP_NE) {
        /* the inverse of __eq__, as object.__ne__ */
        value r = vm_compare(vm, self, argv[0], CMP_EQ);
        if (!r || r == V_NOTIMPLEMENTED)
            return r;
        int t = vm_truth(vm, r);
        return t < 0 ? V_NULL : v_bool(!t);
    }
    return V_NOTIMPLEMENTED;
}
W(w_object_eq) { return object_cmp(vm, self, argc, argv, kw, CMP_EQ, "__eq__"); }
W(w_object_ne) { return object_cmp(vm, self, argc, argv, kw, CMP_NE, "__ne__"); }
W(w_object_lt) { return object_cmp(vm, self, argc, argv, kw, CMP_LT, "__lt__"); }
W(w_object_le) { return object_cmp(vm, self, argc, argv, kw, CMP_LE, "__le__"); }
W(w_object_gt) { return object_cmp(vm, self, argc, argv, kw, CMP_GT, "__gt__"); }
W(w_object_ge) { return object_cmp(vm, self, argc, argv, kw, CMP_GE, "__ge__"); }

static const bfunc object_wrappers[] = {
    BFUNC("__init__", w_object_init),
    {OBJ_STATIC_HEAD(&bfunc_type), "__new__", w_object_new, "object.__new__", BF_STATICMETHOD, 0, -1, BK_ANY},
    BFUNC("__repr__", w_object_repr), BFUNC("__str__", w_object_str), BFUNC("__hash__", w_object_hash),
    BFUNC("__format__", w_object_format), BFUNC("__setattr__", w_object_setattr),
    BFUNC("__delattr__", w_object_delattr), BFUNC_CLASS("__init_subclass__", w_object_init_subclass),
    BFUNC("__eq__", w_object_eq), BFUNC("__ne__", w_object_ne), BFUNC("__lt__", w_object_lt),
    BFUNC("__le__", w_object_le), BFUNC("__gt__", w_object_gt), BFUNC("__ge__", w_object_ge),
    BFUNC_END,
};

/* The built-in types' own special methods, each running the slot of the
 * layout self has (a subclass of dict reaches dict's). */
W(w_init)
{
    const vtype *l = layout_of_value(self);
    if (l->tflags & TF_EXC) {
        if (vm_check_no_kw(vm, l->name, kw) < 0)
            return V_NULL;
        value args = tuple_new(vm, argc);
        if (!args)
            return V_NULL;
        vm_copy(AS_TUPLE(args)->items, argv, sizeof(value) * (size_t)argc);
        AS_EXC(self)->args = args;
        if (type_is_sub(vm_typeof(self), &exc_StopIteration))
            AS_EXC(self)->value = argc ? argv[0] : V_NONE;
        return V_NONE;
    }
    if (l == &list_type) {
        AS_LIST(self)->len = 0; /* list.__init__ starts over */
        return layout_init(vm, self, argc, argv, kw);
    }
    if (l == &dict_type)
        return layout_init(vm, self, argc, argv, kw);
    return w_object_init(vm, self, argc, argv, kw);
}
W(w_repr) { return want(vm, "__repr__", argc, 0, kw) < 0 ? V_NULL : layout_of_value(self)->repr(vm, self); }
W(w_str)
{
    if (want(vm, "__str__", argc, 0, kw) < 0)
        return V_NULL;
    const vtype *l = layout_of_value(self);
    return l->str ? l->str(vm, self) : l->repr(vm, self);
}
W(w_hash)
{
    if (want(vm, "__hash__", argc, 0, kw) < 0)
        return V_NULL;
    int64_t h = layout_of_value(self)->hash(vm, self);
    return h == -1 ? V_NULL : int_from_i64(vm, h);
}
static value layout_cmp(psvm *vm, value self, int argc, const value *argv, value kw, int op, const char *name)
{
    if (want(vm, name, argc, 1, kw) < 0)
        return V_NULL;
    /* int's own comparison knows only ints (float's knows both) */
    if (v_is_int(self) && !v_is_int(argv[0]))
        return V_NOTIMPLEMENTED;
    return layout_of_value(self)->richcompare(vm, self, argv[0], op);
}
W(w_eq) { return layout_cmp(vm, self, argc, argv, kw, CMP_EQ, "__eq__"); }
W(w_ne) { return layout_cmp(vm, self, argc, argv, kw, CMP_NE, "__ne__"); }
W(w_lt) { return layout_cmp(vm, self, argc, argv, kw, CMP_LT, "__lt__"); }
W(w_le) { return layout_cmp(vm, self, argc, argv, kw, CMP_LE, "__le__"); }
W(w_gt) { return layout_cmp(vm, self, argc, argv, kw, CMP_GT, "__gt__"); }
W(w_ge) { return layout_cmp(vm, self, argc, argv, kw, CMP_GE, "__ge__"); }
W(w_len)
{
    if (want(vm, "__len__", argc, 0, kw) < 0)
        return V_NULL;
    int64_t n = layout_of_value(self)->len(vm, self);
    return n < 0 ? V_NULL : int_from_i64(vm, n);
}
W(w_getitem) { return want(vm, "__getitem__", argc, 1, kw) < 0 ? V_NULL : layout_of_value(self)->getitem(vm, self, argv[0]); }
W(w_setitem)
{
    if (want(vm, "__setitem__", argc, 2, kw) < 0)
        return V_NULL;
    return layout_of_value(self)->setitem(vm, self, argv[0], argv[1]) < 0 ? V_NULL : V_NONE;
}
W(w_delitem)
{
    if (want(vm, "__delitem__", argc, 1, kw) < 0)
        return V_NULL;
    return layout_of_value(self)->setitem(vm, self, argv[0], V_NULL) < 0 ? V_NULL : V_NONE;
}
W(w_contains)
{
    if (want(vm, "__contains__", argc, 1, kw) < 0)
        return V_NULL;
    int r = layout_of_value(self)->contains(vm, self, argv[0]);
    return r < 0 ? V_NULL : v_bool(r);
}
W(w_iter) { return want(vm, "__iter__", argc, 0, kw) < 0 ? V_NULL : layout_of_value(self)->iter(vm, self); }
W(w_next)
{
    if (want(vm, "__next__", argc, 0, kw) < 0)
        return V_NULL;
    value r = layout_of_value(self)->next(vm, self);
    if (r == V_STOP)
        return vm_err(vm, &exc_StopIteration, "%s", "");
    return r;
}
W(w_bool)
{
    if (want(vm, "__bool__", argc, 0, kw) < 0)
        return V_NULL;
    int t = layout_of_value(self)->truth(vm, self);
    return t < 0 ? V_NULL : v_bool(t);
}
W(w_call) { return layout_of_value(self)->call(vm, self, argc, argv, kw); }

#define BINW(nm, op)                                                                       \
    W(w_##nm) { return want(vm, "__" #nm "__", argc, 1, kw) < 0 ? V_NULL                   \
                : layout_of_value(self)->binop(vm, op, self, argv[0]); }                  \
    W(w_r##nm) { return want(vm, "__r" #nm "__", argc, 1, kw) < 0 ? V_NULL                 \
                 : layout_of_value(self)->binop(vm, op, argv[0], self); }
BINW(add, BOP_ADD) BINW(sub, BOP_SUB) BINW(mul, BOP_MUL) BINW(matmul, BOP_MATMUL) BINW(truediv, BOP_TRUEDIV)
BINW(floordiv, BOP_FLOORDIV) BINW(mod, BOP_MOD) BINW(pow, BOP_POW) BINW(lshift, BOP_LSHIFT)
BINW(rshift, BOP_RSHIFT) BINW(or, BOP_OR) BINW(xor, BOP_XOR) BINW(and, BOP_AND)
#undef BINW

enum { NEED_NONE, NEED_REPR, NEED_STR, NEED_HASH, NEED_CMP, NEED_LEN, NEED_GETITEM, NEED_SETITEM, NEED_CONTAINS,
       NEED_ITER, NEED_NEXT, NEED_TRUTH, NEED_CALL, NEED_BINOP, NEED_INIT };

static const struct {
    bfunc f;
    int need;
} type_wrappers[] = {
#define E(nm, fn, need) {BFUNC(nm, fn), need}
    E("__init__", w_init, NEED_INIT), E("__repr__", w_repr, NEED_REPR), E("__str__", w_str, NEED_STR),
    E("__hash__", w_hash, NEED_HASH), E("__eq__", w_eq, NEED_CMP), E("__ne__", w_ne, NEED_CMP),
    E("__lt__", w_lt, NEED_CMP), E("__le__", w_le, NEED_CMP), E("__gt__", w_gt, NEED_CMP),
    E("__ge__", w_ge, NEED_CMP), E("__len__", w_len, NEED_LEN), E("__getitem__", w_getitem, NEED_GETITEM),
    E("__setitem__", w_setitem, NEED_SETITEM), E("__delitem__", w_delitem, NEED_SETITEM),
    E("__contains__", w_contains, NEED_CONTAINS), E("__iter__", w_iter, NEED_ITER),
    E("__next__", w_next, NEED_NEXT), E("__bool__", w_bool, NEED_TRUTH), E("__call__", w_call, NEED_CALL),
    E("__add__", w_add, NEED_BINOP), E("__radd__", w_radd, NEED_BINOP), E("__sub__", w_sub, NEED_BINOP),
    E("__rsub__", w_rsub, NEED_BINOP), E("__mul__", w_mul, NEED_BINOP), E("__rmul__", w_rmul, NEED_BINOP),
    E("__matmul__", w_matmul, NEED_BINOP), E("__rmatmul__", w_rmatmul, NEED_BINOP),
    E("__truediv__", w_truediv, NEED_BINOP), E("__rtruediv__", w_rtruediv, NEED_BINOP),
    E("__floordiv__", w_floordiv, NEED_BINOP), E("__rfloordiv__", w_rfloordiv, NEED_BINOP),
    E("__mod__", w_mod, NEED_BINOP), E("__rmod__", w_rmod, NEED_BINOP), E("__pow__", w_pow, NEED_BINOP),
    E("__rpow__", w_rpow, NEED_BINOP), E("__lshift__", w_lshift, NEED_BINOP),
    E("__rlshift__", w_rlshift, NEED_BINOP), E("__rshift__", w_rshift, NEED_BINOP),
    E("__rrshift__", w_rrshift, NEED_BINOP), E("__or__", w_or, NEED_BINOP), E("__ror__", w_ror, NEED_BINOP),
    E("__xor__", w_xor, NEED_BINOP), E("__rxor__", w_rxor, NEED_BINOP), E("__and__", w_and, NEED_BINOP),
    E("__rand__", w_rand, NEED_BINOP),
#undef E
};

static bool has_need(const vtype *t, int need)
{
    switch (need) {
    case NEED_REPR: return t->repr != NULL;
    case NEED_STR: return t->str != NULL;
    case NEED_HASH: return t->hash != NULL;
    case NEED_CMP: return t->richcompare != NULL;
    case NEED_LEN: return t->len != NULL;
    case NEED_GETITEM: return t->getitem != NULL;
    case NEED_SETITEM: return t->setitem != NULL;
    case NEED_CONTAINS: return t->contains != NULL;
    case NEED_ITER: return t->iter != NULL;
    case NEED_NEXT: return t->next != NULL;
    case NEED_TRUTH: return t->truth != NULL;
    case NEED_CALL: return t->call != NULL;
    case NEED_BINOP: return t->binop != NULL;
    case NEED_INIT: return (t->tflags & TF_EXC) || t == &list_type || t == &dict_type;
    }
    return false;
}

/* tuple.__new__(cls, iterable=()): what a namedtuple's __new__ calls */
W(w_tuple_new)
{
    if (vm_check_no_kw(vm, "tuple.__new__", kw) < 0)
        return V_NULL;
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "tuple.__new__(): not enough arguments");
    if (argc > 2)
        return vm_err(vm, &exc_TypeError, "tuple expected at most 1 argument, got %d", argc - 1);
    value cls = argv[0];
    if (!v_is_type(cls, &type_type))
        return vm_err(vm, &exc_TypeError, "tuple.__new__(X): X is not a type object (%s)", vm_type_name(cls));
    if (AS_TYPE(cls) == &tuple_type)
        return argc > 1 ? tuple_from_iter(vm, argv[1]) : vm->empty_tuple;
    if (!v_is_class(cls) || AS_CLASS(cls)->layout != &tuple_type)
        return vm_err(vm, &exc_TypeError, "tuple.__new__(%s): %s is not a subtype of tuple", AS_TYPE(cls)->name,
                      AS_TYPE(cls)->name);
    return tuple_new_of(vm, AS_CLASS(cls), argc > 1 ? argv[1] : V_NULL);
}
static const bfunc tuple_new_wrapper = {OBJ_STATIC_HEAD(&bfunc_type), "__new__", w_tuple_new, "tuple.__new__",
                                        BF_STATICMETHOD, 0, -1, BK_ANY};

/* A special method of the built-in type t by name, as a method (a static
 * bfunc: nothing is allocated), or V_NULL. */
value slot_wrapper_find(psvm *vm, const vtype *t, value name)
{
    const strobj *s = AS_STR(name);
    if (s->len < 5 || s->data[0] != '_' || s->data[1] != '_')
        return V_NULL;
    if (t == &tuple_type && str_eq_cstr(name, "__new__"))
        return v_from_obj(&tuple_new_wrapper);
    if (t == &object_type) {
        for (const bfunc *m = object_wrappers; m->name; m++)
            if (str_eq_cstr(name, m->name))
                return v_from_obj(m);
        return V_NULL;
    }
    if (t->tflags & TF_HEAPTYPE)
        return V_NULL;
    for (size_t i = 0; i < sizeof type_wrappers / sizeof type_wrappers[0]; i++)
        if (str_eq_cstr(name, type_wrappers[i].f.name))
            return has_need(t, type_wrappers[i].need) ? v_from_obj(&type_wrappers[i].f) : V_NULL;
    return V_NULL;
}

/* A built-in method read through a class (MyDict.keys, C.__init__ when
 * object's): a method descriptor, or the class bound for a class method. */
value descr_for(psvm *vm, value f, value cls)
{
    const bfunc *m = (const bfunc *)v_obj(f);
    if (m->flags & BF_STATICMETHOD)
        return f;
    if (m->flags & BF_CLASSMETHOD) {
        boundmethod *b = (boundmethod *)vm_new_obj(vm, &builtin_method_type, sizeof(boundmethod));
        if (!b)
            return V_NULL;
        b->self = cls;
        b->func = f;
        return v_from_obj(b);
    }
    methoddescr *d = (methoddescr *)vm_new_obj(vm, &methoddescr_type, sizeof(methoddescr));
    if (!d)
        return V_NULL;
    d->m = m;
    const vtype *owner = AS_TYPE(cls);
    if (owner->tflags & TF_HEAPTYPE)
        owner = ((const classobj *)owner)->layout;
    /* object's own methods apply to every object */
    for (const bfunc *o = object_wrappers; o->name; o++)
        if (o == m)
            owner = &object_type;
    d->owner = owner;
    return v_from_obj(d);
}

/* ---- property --------------------------------------------------------------- */

static void prop_trace(gc_state *gc, obj *o)
{
    propobj *p = (propobj *)o;
    gc_mark_value(gc, p->fget);
    gc_mark_value(gc, p->fset);
    gc_mark_value(gc, p->fdel);
    gc_mark_value(gc, p->doc);
    gc_mark_value(gc, p->name);
}

static value prop_make(psvm *vm, value fget, value fset, value fdel, value doc, value name)
{
    propobj *p = (propobj *)vm_new_obj(vm, &property_type, sizeof(propobj));
    if (!p)
        return V_NULL;
    p->fget = fget == V_NONE ? V_NULL : fget;
    p->fset = fset == V_NONE ? V_NULL : fset;
    p->fdel = fdel == V_NONE ? V_NULL : fdel;
    p->doc = doc;
    if ((!doc || doc == V_NONE) && p->fget && v_is_type(p->fget, &func_type))
        p->doc = AS_FUNC(p->fget)->doc;
    p->name = name;
    return v_from_obj(p);
}

static const char *const prop_names[] = {"fget", "fset", "fdel", "doc"};
static const vm_sig prop_sig = {"property", prop_names, 4, 4, 0};

static value prop_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    value a[4];
    if (vm_bind(vm, &prop_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    return prop_make(vm, a[0], a[1], a[2], a[3], V_NULL);
}

static const char *prop_owner(value ob) { return vm_type_name(ob); }

value property_get(psvm *vm, value prop, value ob)
{
    propobj *p = (propobj *)v_obj(prop);
    if (!p->fget) {
        if (p->name)
            return vm_err(vm, &exc_AttributeError, "property '%s' of '%s' object has no getter", str_cstr(p->name),
                          prop_owner(ob));
        return vm_err(vm, &exc_AttributeError, "unreadable attribute");
    }
    return vm_call(vm, p->fget, 1, &ob, V_NULL);
}

int property_set(psvm *vm, value prop, value ob, value v, classobj *cls)
{
    propobj *p = (propobj *)v_obj(prop);
    value f = v ? p->fset : p->fdel;
    if (!f) {
        if (p->name)
            vm_err(vm, &exc_AttributeError, "property '%s' of '%s' object has no %s", str_cstr(p->name),
                   cls->t.name, v ? "setter" : "deleter");
        else
            vm_err(vm, &exc_AttributeError, v ? "can't set attribute" : "can't delete attribute");
        return -1;
    }
    value args[2] = {ob, v};
    vm_root_push(vm, prop);
    value r = vm_call(vm, f, v ? 2 : 1, args, V_NULL);
    vm_root_pop(vm, 1);
    return r ? 0 : -1;
}

static value prop_copy(psvm *vm, value self, int which, int argc, const value *argv, value kw, const char *name)
{
    if (vm_check_no_kw(vm, name, kw) < 0 || vm_check_args(vm, name, argc, 1, 1) < 0)
        return V_NULL;
    propobj *p = (propobj *)v_obj(self);
    value f[3] = {p->fget, p->fset, p->fdel};
    f[which] = argv[0];
    value doc = which == 0 && p->doc == (p->fget && v_is_type(p->fget, &func_type) ? AS_FUNC(p->fget)->doc : V_NULL)
                    ? V_NULL : p->doc;
    return prop_make(vm, f[0] ? f[0] : V_NONE, f[1] ? f[1] : V_NONE, f[2] ? f[2] : V_NONE, doc, p->name);
}
static value prop_getter(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return prop_copy(vm, self, 0, argc, argv, kw, "getter");
}
static value prop_setter(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return prop_copy(vm, self, 1, argc, argv, kw, "setter");
}
static value prop_deleter(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return prop_copy(vm, self, 2, argc, argv, kw, "deleter");
}
static value prop_m_get(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_args(vm, "__get__", argc, 1, 2) < 0)
        return V_NULL;
    return argv[0] == V_NONE ? self : property_get(vm, self, argv[0]);
}

static value prop_getattr(psvm *vm, value self, value name)
{
    propobj *p = (propobj *)v_obj(self);
    if (str_eq_cstr(name, "fget"))
        return p->fget ? p->fget : V_NONE;
    if (str_eq_cstr(name, "fset"))
        return p->fset ? p->fset : V_NONE;
    if (str_eq_cstr(name, "fdel"))
        return p->fdel ? p->fdel : V_NONE;
    if (str_eq_cstr(name, "__doc__"))
        return p->doc ? p->doc : V_NONE;
    if (str_eq_cstr(name, "__isabstractmethod__"))
        return v_bool((p->fget && v_is_type(p->fget, &func_type) && AS_FUNC(p->fget)->abstract) ||
                      (p->fset && v_is_type(p->fset, &func_type) && AS_FUNC(p->fset)->abstract));
    return V_NULL;
}

static const bfunc prop_methods[] = {
    BFUNC_O("getter", prop_getter), BFUNC_O("setter", prop_setter), BFUNC_O("deleter", prop_deleter),
    BFUNC("__get__", prop_m_get), BFUNC_END,
};

const vtype property_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "property", .new_ = prop_construct, .getattr = prop_getattr,
    .methods = prop_methods, .trace = prop_trace,
};

/* ---- staticmethod, classmethod --------------------------------------------- */

static void wrap_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((wrapobj *)o)->fn);
    gc_mark_value(gc, ((wrapobj *)o)->attrs);
}

static value wrap_new(psvm *vm, const vtype *t, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, t->name, kw) < 0)
        return V_NULL;
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "%s expected 1 argument, got %d", t->name, argc);
    wrapobj *w = (wrapobj *)vm_new_obj(vm, t, sizeof(wrapobj));
    if (!w)
        return V_NULL;
    w->fn = argv[0];
    return v_from_obj(w);
}
static value sm_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    return wrap_new(vm, &staticmethod_type, argc, argv, kw);
}
static value cm_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    return wrap_new(vm, &classmethod_type, argc, argv, kw);
}
static value sm_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return vm_call(vm, ((wrapobj *)v_obj(self))->fn, argc, argv, kw);
}
static value wrap_getattr(psvm *vm, value self, value name)
{
    wrapobj *w = (wrapobj *)v_obj(self);
    if (str_eq_cstr(name, "__isabstractmethod__"))
        return v_bool(v_is_type(w->fn, &func_type) && AS_FUNC(w->fn)->abstract);
    if (str_eq_cstr(name, "__name__") || str_eq_cstr(name, "__qualname__") || str_eq_cstr(name, "__doc__"))
        return vm_getattr_opt(vm, w->fn, name);
    return V_NULL;
}
static value sm_repr(psvm *vm, value self)
{
    value r = vm_repr(vm, ((wrapobj *)v_obj(self))->fn);
    return r ? str_fmt(vm, "<%s(%s)>", vm_type_name(self), str_cstr(r)) : V_NULL;
}

const vtype staticmethod_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "staticmethod", .new_ = sm_construct, .call = sm_call,
    .repr = sm_repr, .getattr = wrap_getattr, .trace = wrap_trace,
};
const vtype classmethod_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "classmethod", .new_ = cm_construct, .repr = sm_repr,
    .getattr = wrap_getattr, .trace = wrap_trace,
};

/* ---- super ------------------------------------------------------------------ */

static void super_trace(gc_state *gc, obj *o)
{
    superobj *s = (superobj *)o;
    gc_mark_value(gc, s->type);
    gc_mark_value(gc, s->obj);
    gc_mark_value(gc, s->objtype);
}

/* super() in a method: the class from the function's __class__ cell and
 * the instance from its first argument, read from the calling frame. */
static int super_from_frame(psvm *vm, value *type, value *objv)
{
    value cell = V_NULL, first = V_NULL;
    if (vm_frame_super_args(vm, &cell, &first) < 0)
        return -1;
    if (!first) {
        vm_err(vm, &exc_RuntimeError, "super(): no arguments");
        return -1;
    }
    if (!cell) {
        vm_err(vm, &exc_RuntimeError, "super(): __class__ cell not found");
        return -1;
    }
    value cls = AS_CELL(cell)->v;
    if (cls == V_UNBOUND || !v_is_type(cls, &type_type)) {
        vm_err(vm, &exc_RuntimeError, "super(): empty __class__ cell");
        return -1;
    }
    *type = cls;
    *objv = first;
    return 0;
}

static value super_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "super", kw) < 0)
        return V_NULL;
    if (argc > 2)
        return vm_err(vm, &exc_TypeError, "super() takes at most 2 arguments (%d given)", argc);
    value type, objv = V_NULL;
    if (argc == 0) {
        if (super_from_frame(vm, &type, &objv) < 0)
            return V_NULL;
    } else {
        type = argv[0];
        if (!v_is_type(type, &type_type))
            return vm_err(vm, &exc_TypeError, "super() argument 1 must be a type, not %s", vm_type_name(type));
        if (argc == 2)
            objv = argv[1];
    }
    value objtype = V_NULL;
    if (objv) {
        if (v_is_type(objv, &type_type) && type_is_sub(AS_TYPE(objv), AS_TYPE(type)))
            objtype = objv;
        else if (vm_isinstance_type(objv, AS_TYPE(type)))
            objtype = v_from_obj((obj *)&vm_typeof(objv)->h);
        else
            return vm_err(vm, &exc_TypeError, "super(type, obj): obj must be an instance or subtype of type");
    }
    superobj *s = (superobj *)vm_new_obj(vm, &super_type, sizeof(superobj));
    if (!s)
        return V_NULL;
    s->type = type;
    s->obj = objv;
    s->objtype = objtype;
    return v_from_obj(s);
}

static value super_getattr(psvm *vm, value self, value name)
{
    superobj *s = (superobj *)v_obj(self);
    if (!s->objtype || str_eq_cstr(name, "__class__"))
        return V_NULL;
    const vtype *start = AS_TYPE(s->objtype);
    value mro = class_mro(vm, start);
    if (!mro)
        return V_NULL;
    tupleobj *m = AS_TUPLE(mro);
    int64_t i = 0;
    while (i < m->len && m->items[i] != s->type)
        i++;
    for (i++; i < m->len; i++) {
        const vtype *t = AS_TYPE(m->items[i]);
        value v = (t->tflags & TF_HEAPTYPE) ? dict_get_str(vm, ((const classobj *)t)->dict, name)
                                           : class_static_attr(vm, t, name);
        if (v) {
            bool through_class = s->obj == s->objtype;
            return vm_descr_get(vm, v, through_class ? V_NULL : s->obj, s->objtype);
        }
    }
    return V_NULL;
}

static value super_repr(psvm *vm, value self)
{
    superobj *s = (superobj *)v_obj(self);
    value t = vm_repr(vm, s->type);
    if (!t)
        return V_NULL;
    if (!s->obj)
        return str_fmt(vm, "<super: %s, NULL>", str_cstr(t));
    return str_fmt(vm, "<super: %s, <%s object>>", str_cstr(t), AS_TYPE(s->objtype)->name);
}

const vtype super_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "super", .new_ = super_construct, .getattr = super_getattr,
    .repr = super_repr, .trace = super_trace,
};

/* ---- __slots__ members -------------------------------------------------------- */

static void slotdescr_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((slotdescr *)o)->name);
    gc_mark_value(gc, ((slotdescr *)o)->owner);
}
static value slotdescr_repr(psvm *vm, value self)
{
    slotdescr *d = (slotdescr *)v_obj(self);
    return str_fmt(vm, "<member '%s' of '%s' objects>", str_cstr(d->name), AS_TYPE(d->owner)->name);
}
const vtype slotdescr_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "member_descriptor", .repr = slotdescr_repr,
    .trace = slotdescr_trace,
};
