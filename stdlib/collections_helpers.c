/*
 * collections_helpers.c - `_collections`, the C side of stdlib/py/
 * collections.py (CPython's module of the same name): the deque type and
 * _count_elements, the loop under Counter(iterable) and Counter.update.
 *
 * Only pysafe's own Python modules may import `_collections` (vm_import);
 * collections re-exports what scripts use (collections.deque).
 */
#include "stdlib/collections_internal.h"

/* 1 when the mapping's own `get` and item assignment are dict's: the
 * count can be kept in the dict directly, as CPython's C loop does; 0
 * when they must be called; -1 on an error. */
static int plain_dict_counting(psvm *vm, value mapping)
{
    if (!v_is_dict_like(mapping))
        return 0;
    if (v_is_dict(mapping))
        return 1;
    const classobj *c = (const classobj *)v_obj(mapping)->type;
    if (c->special[SP_SETITEM])
        return 0;
    value k = str_intern_cstr(vm, "get");
    if (!k)
        return -1;
    value g = class_lookup(vm, &c->t, k);
    if (!g && vm->exc)
        return -1;
    return !g || v_is_type(g, &bfunc_type) || v_is_type(g, &methoddescr_type);
}

/* mapping[elem] = mapping.get(elem, 0) + 1 through the mapping's methods */
static int count_slow(psvm *vm, value mapping, value getm, value elem)
{
    value args[2] = {elem, v_from_small(0)};
    value n = vm_call(vm, getm, 2, args, V_NULL);
    if (!n)
        return -1;
    vm_root_push(vm, n);
    value n1 = vm_binop(vm, BOP_ADD, n, v_from_small(1));
    vm_root_pop(vm, 1);
    if (!n1)
        return -1;
    return vm_setitem(vm, mapping, elem, n1);
}

static int count_fast(psvm *vm, value mapping, value elem)
{
    value n = dict_get(vm, mapping, elem);
    if (!n) {
        if (vm->exc)
            return -1;
        return dict_set(vm, mapping, elem, v_from_small(1));
    }
    value n1 = v_is_small(n) && v_small(n) < V_SMALL_MAX ? v_from_small(v_small(n) + 1)
                                                        : vm_binop(vm, BOP_ADD, n, v_from_small(1));
    return n1 ? dict_set(vm, mapping, elem, n1) : -1;
}

/* _count_elements(mapping, iterable): each element's count raised by one */
static value ce_count(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "_count_elements", kw) < 0 || vm_check_args(vm, "_count_elements", argc, 2, 2) < 0)
        return V_NULL;
    value mapping = argv[0];
    int fast = plain_dict_counting(vm, mapping);
    if (fast < 0)
        return V_NULL;
    value getm = V_NULL;
    if (!fast) {
        value k = str_intern_cstr(vm, "get");
        if (!k || !(getm = vm_getattr(vm, mapping, k)))
            return V_NULL;
    }
    vm_root_push(vm, getm ? getm : V_NONE);
    value it = vm_iter(vm, argv[1]);
    if (!it) {
        vm_root_pop(vm, 1);
        return V_NULL;
    }
    vm_root_push(vm, it);
    int rc = 0;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x) {
            rc = -1;
            break;
        }
        if (x == V_STOP)
            break;
        vm_root_push(vm, x);
        rc = fast ? count_fast(vm, mapping, x) : count_slow(vm, mapping, getm, x);
        vm_root_pop(vm, 1);
        if (rc < 0 || !vm_charge(vm, 1)) {
            rc = -1;
            break;
        }
    }
    vm_root_pop(vm, 2);
    return rc < 0 ? V_NULL : V_NONE;
}

/* The slot of a built-in type that stands for a special method (what a
 * class gives, when no class of its MRO defines the method). */
static bool static_has(psvm *vm, const vtype *t, value name)
{
    if (str_eq_cstr(name, "__iter__"))
        return t->iter && t != &type_type;
    if (str_eq_cstr(name, "__next__"))
        return t->next != NULL;
    if (str_eq_cstr(name, "__len__"))
        return t->len && t != &type_type;
    if (str_eq_cstr(name, "__contains__"))
        return t->contains && t != &type_type;
    if (str_eq_cstr(name, "__call__"))
        return t->call != NULL || t == &func_type || t == &bfunc_type || t == &boundmethod_type ||
               t == &builtin_method_type || t == &methoddescr_type;
    if (str_eq_cstr(name, "__hash__"))
        return !vm_type_unhashable(t);
    if (str_eq_cstr(name, "__reversed__") &&
        (t == &list_type || t == &dict_type || t == &range_type || t == &dictview_keys_type ||
         t == &dictview_values_type || t == &dictview_items_type))
        return true;
    value k = str_intern(vm, name);
    value v = k ? class_lookup(vm, t, k) : V_NULL;
    return v && v != V_NONE;
}

/* _type_has(C, name): instances of the type C have the special method
 * `name`, not set to None (collections.abc's one-method protocols:
 * CPython's _check_methods over C's MRO). */
static value ce_type_has(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "_type_has", kw) < 0 || vm_check_args(vm, "_type_has", argc, 2, 2) < 0)
        return V_NULL;
    if (!v_is_type(argv[0], &type_type) || !v_is_str(argv[1]))
        return vm_err(vm, &exc_TypeError, "_type_has(type, str)");
    const vtype *t = AS_TYPE(argv[0]);
    value name = argv[1];
    if (t->tflags & TF_HEAPTYPE) {
        const classobj *c = (const classobj *)t;
        value k = str_intern(vm, name);
        value v = k ? class_lookup(vm, t, k) : V_NULL;
        if (v)
            return v_bool(v != V_NONE);
        bool r = !vm->exc && c->layout != &object_type && static_has(vm, c->layout, name);
        return vm->exc ? V_NULL : v_bool(r);
    }
    bool r = static_has(vm, t, name);
    return vm->exc ? V_NULL : v_bool(r);
}

/* _alias(cls, key): cls[key] as types.GenericAlias, the
 * __class_getitem__ of collections.abc's ABCs and of ChainMap (as
 * classmethod(_alias), bound to the class: then self is cls) */
static value ce_alias(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "_alias", kw) < 0 || vm_check_args(vm, "_alias", argc, 1, 2) < 0)
        return V_NULL;
    value origin = argc == 2 ? argv[0] : self;
    if (!v_is_type(origin, &type_type))
        return vm_err(vm, &exc_TypeError, "_alias(type, key)");
    return generic_alias_new(vm, origin, argv[argc - 1]);
}

static const bfunc coll_funcs[] = {
    BFUNC("_alias", ce_alias),
    BFUNC("_count_elements", ce_count),
    BFUNC("_type_has", ce_type_has),
    BFUNC_END,
};

value collections_helpers_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_collections");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = coll_funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    value k = str_intern_cstr(vm, "deque");
    if (!k || dict_set(vm, d, k, v_from_obj(&deque_type)) < 0)
        return V_NULL;
    return m;
}
