/*
 * module.c - module objects: a name and a dict of attributes.
 */
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

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
    gc_mark_value(gc, ((moduleobj *)o)->code);
}
static value module_getattr(psvm *vm, value v, value name)
{
    moduleobj *m = (moduleobj *)v_obj(v);
    if (str_eq_cstr(name, "__name__"))
        return m->name;
    value r = dict_get_str(vm, m->dict, name);
    return !r && m->missing ? m->missing(vm, v, name) : r;
}
static value module_repr(psvm *vm, value v)
{
    return str_fmt(vm, "<module '%s' (built-in)>", str_cstr(((moduleobj *)v_obj(v))->name));
}
const vtype module_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "module", .repr = module_repr,
    .getattr = module_getattr, .trace = module_trace,
};
