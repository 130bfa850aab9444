/*
 * copy_helpers.c - the `_copy` module: what stdlib/py/copy.py needs to
 * copy an instance of a script's class without __reduce_ex__ (which
 * pysafe does not have): an empty instance made without calling __init__
 * (CPython's copyreg.__newobj__, cls.__new__(cls)), the values of its
 * __slots__, and which built-in layout it has. Only the script's own
 * classes are reached, and only what `obj.name` could read.
 */
#include "stdlib/functional_modules.h"

static bool script_instance(value x) { return (vm_typeof(x)->tflags & TF_HEAPTYPE) != 0; }

/* new_instance(x): an empty instance of type(x), __init__ not run */
static value m_new_instance(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "new_instance", kw) < 0 || vm_check_args(vm, "new_instance", argc, 1, 1) < 0)
        return V_NULL;
    if (!script_instance(argv[0]))
        return vm_err(vm, &exc_TypeError, "new_instance() argument must be a class instance");
    return class_alloc(vm, (classobj *)vm_typeof(argv[0]), V_NULL);
}

/* layout(x): 'list', 'dict', 'tuple', 'exception' or 'object' for an
 * instance of a script's class, None for anything else */
static value m_layout(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "layout", kw) < 0 || vm_check_args(vm, "layout", argc, 1, 1) < 0)
        return V_NULL;
    value x = argv[0];
    if (!script_instance(x))
        return V_NONE;
    const vtype *l = ((const classobj *)vm_typeof(x))->layout;
    const char *s = l == &list_type ? "list" : l == &dict_type ? "dict" : l == &tuple_type ? "tuple"
                  : (l->tflags & TF_EXC) ? "exception" : l == &object_type ? "object" : "other";
    return str_from_cstr(vm, s);
}

/* slot_items(x): [(name, value)] for every __slots__ name along the MRO
 * that x has a value for */
static value m_slot_items(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "slot_items", kw) < 0 || vm_check_args(vm, "slot_items", argc, 1, 1) < 0)
        return V_NULL;
    value x = argv[0];
    value out = list_new(vm, 0);
    if (!out || !script_instance(x))
        return out;
    vm_root_push(vm, out);
    value mro = class_mro(vm, vm_typeof(x));
    if (!mro) {
        vm_root_pop(vm, 1);
        return V_NULL;
    }
    vm_root_push(vm, mro);
    for (int64_t i = 0; i < AS_TUPLE(mro)->len; i++) {
        value t = AS_TUPLE(mro)->items[i];
        if (!v_is_class(t) || !AS_CLASS(t)->slot_names)
            continue;
        tupleobj *names = AS_TUPLE(AS_CLASS(t)->slot_names);
        for (int64_t k = 0; k < names->len; k++) {
            value n = names->items[k];
            if (str_eq_cstr(n, "__dict__") || str_eq_cstr(n, "__weakref__"))
                continue;
            value v = vm_getattr_opt(vm, x, n);
            if (!v && vm->exc && vm_err_occurred_is(vm, &exc_AttributeError) && !AS_EXC(vm->exc)->limit)
                vm->exc = V_NULL; /* an unset slot */
            value pair = v ? tuple_pack(vm, 2, n, v) : V_NULL;
            if ((!v && vm->exc) || (v && (!pair || list_append(vm, out, pair) < 0))) {
                vm_root_pop(vm, 2);
                return V_NULL;
            }
        }
    }
    vm_root_pop(vm, 2);
    return out;
}

/* exc_attrs(x): a new dict of the attributes a script set on an instance
 * of a built-in exception type (e.note = 1), which has no readable
 * __dict__; None for anything else */
static value m_exc_attrs(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "exc_attrs", kw) < 0 || vm_check_args(vm, "exc_attrs", argc, 1, 1) < 0)
        return V_NULL;
    value x = argv[0];
    if (!v_is_obj(x) || script_instance(x) || !(vm_typeof(x)->tflags & TF_EXC))
        return V_NONE;
    value out = dict_new(vm);
    value attrs = AS_EXC(x)->attrs;
    if (!out || !attrs)
        return out;
    vm_root_push(vm, out);
    int rc = dict_update_from(vm, out, attrs);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : out;
}

static const bfunc funcs[] = {
    BFUNC("new_instance", m_new_instance),
    BFUNC("layout", m_layout),
    BFUNC("slot_items", m_slot_items),
    BFUNC("exc_attrs", m_exc_attrs),
    BFUNC_END,
};

value copy_helpers_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_copy");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    return m;
}
