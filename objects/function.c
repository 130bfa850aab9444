/*
 * function.c - Python functions, the cells their closures share, and
 * code objects (the compiler's output: compiler/).
 */
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"


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
    /* __module__: the defining module's __name__ ('__main__' for the
     * script, 'functools' for stdlib/py/functools.py), None without one */
    value nk = str_intern_known(vm, STR_K_NAME);
    if (!nk)
        return V_NULL;
    value m = dict_get_str(vm, globals, nk);
    f->module = m ? m : V_NONE;
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
        return f->module;
    if (f->abstract && str_eq_cstr(name, "__isabstractmethod__"))
        return V_TRUE;
    return V_NULL;
}
const vtype func_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "function", .repr = func_repr, .hash = vm_id_hash,
    .getattr = func_getattr, .trace = func_trace,
    /* .call is handled by the interpreter (frames), see vm_call */
};
