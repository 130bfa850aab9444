/*
 * pysafe_internal.c - the `_pysafe` module: what the sandbox's own modules
 * written in Python (stdlib/py/) need beyond the language, and nothing
 * that reaches the interpreter. A script may import it too; every function
 * here only reads or makes values the script could reach anyway.
 *
 *   class_items(cls)  the (name, value) pairs of a class's own namespace,
 *                     in definition order: what enum reads to make its
 *                     members (CPython's enum reads the class body's
 *                     namespace in its metaclass).
 */
#include "vm/vm.h"

static value m_class_items(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "class_items", kw) < 0 || vm_check_args(vm, "class_items", argc, 1, 1) < 0)
        return V_NULL;
    if (!v_is_class(argv[0]))
        return vm_err(vm, &exc_TypeError, "class_items() argument must be a class, not %s", vm_type_name(argv[0]));
    value d = AS_CLASS(argv[0])->dict;
    value out = list_new(vm, 0);
    if (!out)
        return V_NULL;
    int64_t pos = 0;
    value k, v;
    while (dict_next(d, &pos, &k, &v)) {
        value pair = tuple_pack(vm, 2, k, v);
        if (!pair || list_append(vm, out, pair) < 0)
            return V_NULL;
    }
    return out;
}

static const bfunc funcs[] = {
    BFUNC("class_items", m_class_items),
    BFUNC_END,
};

value pysafe_internal_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_pysafe");
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
