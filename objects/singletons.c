/*
 * singletons.c - the types of the immediates None, Ellipsis and
 * NotImplemented, and the type of any immediate that is not a number.
 */
#include "str_internal.h"
#include "vm/vm.h"

static value none_repr(psvm *vm, value v) { return str_from_cstr(vm, "None"); }
static int false_truth(psvm *vm, value v) { return 0; }
/* type(None)(), type(...)(), type(NotImplemented)(): the singleton, as
 * CPython; any argument is refused. */
static value singleton_new(psvm *vm, value t, int argc, const value *argv, value kw)
{
    const vtype *ty = AS_TYPE(t);
    if (argc || (kw && AS_TUPLE(kw)->len))
        return vm_err(vm, &exc_TypeError, "%s takes no arguments",
                      ty == &ellipsis_type ? "EllipsisType" : ty->name);
    return ty == &none_type ? V_NONE : ty == &ellipsis_type ? V_ELLIPSIS : V_NOTIMPLEMENTED;
}
const vtype none_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "NoneType", .repr = none_repr, .truth = false_truth, .hash = vm_id_hash, .new_ = singleton_new};
static value ellipsis_repr(psvm *vm, value v) { return str_from_cstr(vm, "Ellipsis"); }
const vtype ellipsis_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "ellipsis", .repr = ellipsis_repr, .hash = vm_id_hash, .new_ = singleton_new};
static value notimpl_repr(psvm *vm, value v) { return str_from_cstr(vm, "NotImplemented"); }
const vtype notimpl_type = {.h = OBJ_STATIC_HEAD(&type_type), .name = "NotImplementedType", .repr = notimpl_repr, .hash = vm_id_hash, .new_ = singleton_new};

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
