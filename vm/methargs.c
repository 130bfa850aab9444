/*
 * methargs.c - a built-in method's arguments checked against its table
 * entry (BFUNC_* in object.h) before its C function runs, in CPython 3.11's
 * words. Those depend on how the method was reached:
 *
 *   direct   obj.m(...) and T.m(obj, ...): CPython calls the method
 *            descriptor, named by the type whose table holds the method
 *            ("int.bit_length() takes no arguments (1 given)" for True)
 *   bound    a method object (f = obj.m; f(...)): named by type(obj)
 *            ("bool.bit_length() ..."), and a METH_VARARGS method's
 *            keyword error by its bare name ("find() takes no keyword
 *            arguments")
 *
 * Count errors of BK_FAST and BK_VARARGS methods come from CPython's
 * argument parsers, by bare name in either case.
 */
#include <stdio.h>
#include <string.h>

#include "vm.h"

/* The base-most type in t's chain whose table holds m: a subtype may share
 * its base's table (bool's is int's, every exception's BaseException's),
 * and CPython names the method by the type that defines it. */
const vtype *vm_method_owner(const vtype *t, const bfunc *m)
{
    const vtype *owner = t;
    for (const vtype *o = t; o; o = o->base)
        if (o->methods)
            for (const bfunc *x = o->methods; x->name; x++)
                if (x == m)
                    owner = o;
    return owner;
}

static const char *plural(int n) { return n == 1 ? "" : "s"; }

int vm_method_args(psvm *vm, const bfunc *m, value self, int argc, value kw, bool bound)
{
    if (m->kind == BK_ANY || m->kind == BK_KW)
        return 0; /* fn binds and checks its own */
    bool haskw = kw && AS_TUPLE(kw)->len > 0;
    if (!haskw && (unsigned)(argc - m->minpos) <= (unsigned)(m->maxpos - m->minpos))
        return 0;
    /* "T.m": the type as CPython names it on this path; a class method
     * bound to its type is named by that type */
    const vtype *t;
    if ((m->flags & BF_CLASSMETHOD) && vm_typeof(self) == &type_type)
        t = AS_TYPE(self);
    else if (bound)
        t = vm_script_type(self);
    else
        t = vm_method_owner(vm_typeof(self), m);
    /* a module's type ("collections.deque") by its qualname, as CPython */
    const char *tname = strrchr(t->name, '.') ? strrchr(t->name, '.') + 1 : t->name;
    char who[128];
    snprintf(who, sizeof who, "%s.%s", tname, m->name);
    if (haskw) {
        if (bound && m->kind == BK_VARARGS)
            vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", m->name);
        else
            vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", who);
        return -1;
    }
    int lo = m->minpos, hi = m->maxpos;
    switch (m->kind) {
    case BK_NOARGS:
        vm_err(vm, &exc_TypeError, "%s() takes no arguments (%d given)", who, argc);
        break;
    case BK_O:
        vm_err(vm, &exc_TypeError, "%s() takes exactly one argument (%d given)", who, argc);
        break;
    case BK_FAST: /* _PyArg_CheckPositional */
        if (lo == hi)
            vm_err(vm, &exc_TypeError, "%s expected %d argument%s, got %d", m->name, lo, plural(lo), argc);
        else if (argc < lo)
            vm_err(vm, &exc_TypeError, "%s expected at least %d argument%s, got %d", m->name, lo, plural(lo), argc);
        else
            vm_err(vm, &exc_TypeError, "%s expected at most %d argument%s, got %d", m->name, hi, plural(hi), argc);
        break;
    default: /* BK_VARARGS: PyArg_ParseTuple */
        if (lo == hi)
            vm_err(vm, &exc_TypeError, "%s() takes exactly %d argument%s (%d given)", m->name, lo, plural(lo), argc);
        else if (argc < lo)
            vm_err(vm, &exc_TypeError, "%s() takes at least %d argument%s (%d given)", m->name, lo, plural(lo), argc);
        else
            vm_err(vm, &exc_TypeError, "%s() takes at most %d argument%s (%d given)", m->name, hi, plural(hi), argc);
        break;
    }
    return -1;
}
