/*
 * await.c - what the loop's async instructions do (GET_AWAITABLE,
 * GET_AITER, GET_ANEXT, BEFORE_ASYNC_WITH): find the special method on the
 * type, call it, check what it gave, with CPython's messages.
 *
 * An await is a `yield from` over the awaitable's iterator (compiler:
 * cmp_await): a coroutine is its own, anything else gives one from
 * __await__(). The loop runs it with SEND, inline for a coroutine.
 */
#include "interp_internal.h"

/* The special method `name` of o's type, bound to o, or V_NULL (no error)
 * when the type has none. */
static value special_bound(psvm *vm, value o, const char *name)
{
    value n = str_intern_cstr(vm, name);
    if (!n)
        return V_NULL;
    const vtype *t = vm_typeof(o);
    value m = class_lookup(vm, t, n);
    return m ? vm_descr_get(vm, m, o, v_from_obj((obj *)&t->h)) : V_NULL;
}

static bool has_special(psvm *vm, value o, const char *name)
{
    value n = str_intern_cstr(vm, name);
    return n && class_lookup(vm, vm_typeof(o), n);
}

value vm_get_awaitable(psvm *vm, value o, int where)
{
    if (v_is_type(o, &coro_type)) {
        genobj *g = (genobj *)v_obj(o);
        if (g->state == GEN_SUSPENDED && g->in_yield_from)
            return vm_err(vm, &exc_RuntimeError, "coroutine is being awaited already");
        return o;
    }
    value m = special_bound(vm, o, "__await__");
    if (!m) {
        if (vm->exc)
            return V_NULL;
        if (where == 1)
            return vm_err(vm, &exc_TypeError,
                          "'async with' received an object from __aenter__ that does not implement __await__: %s",
                          vm_type_name(o));
        if (where == 2)
            return vm_err(vm, &exc_TypeError,
                          "'async with' received an object from __aexit__ that does not implement __await__: %s",
                          vm_type_name(o));
        return vm_err(vm, &exc_TypeError, "object %s can't be used in 'await' expression", vm_type_name(o));
    }
    value it = vm_call0(vm, m);
    if (!it)
        return V_NULL;
    if (v_is_type(it, &coro_type))
        return vm_err(vm, &exc_TypeError, "__await__() returned a coroutine");
    if (!vm_typeof(it)->next && !has_special(vm, it, "__next__"))
        return vm_err(vm, &exc_TypeError, "__await__() returned non-iterator of type '%s'", vm_type_name(it));
    return it;
}

value vm_get_aiter(psvm *vm, value o)
{
    value m = special_bound(vm, o, "__aiter__");
    if (!m)
        return vm->exc ? V_NULL
                       : vm_err(vm, &exc_TypeError, "'async for' requires an object with __aiter__ method, got %s",
                                vm_type_name(o));
    value it = vm_call0(vm, m);
    if (!it)
        return V_NULL;
    if (!has_special(vm, it, "__anext__"))
        return vm->exc ? V_NULL
                       : vm_err(vm, &exc_TypeError,
                                "'async for' received an object from __aiter__ that does not implement __anext__: %s",
                                vm_type_name(it));
    return it;
}

value vm_get_anext(psvm *vm, value aiter)
{
    value m = special_bound(vm, aiter, "__anext__");
    if (!m)
        return vm->exc ? V_NULL
                       : vm_err(vm, &exc_TypeError, "'async for' requires an iterator with __anext__ method, got %s",
                                vm_type_name(aiter));
    value aw = vm_call0(vm, m);
    if (!aw)
        return V_NULL;
    if (v_is_type(aw, &coro_type) || v_is_type(aw, &asyncgen_asend_type))
        return aw;
    if (!has_special(vm, aw, "__await__"))
        return vm->exc ? V_NULL
                       : vm_err(vm, &exc_TypeError, "'async for' received an invalid object from __anext__: %s",
                                vm_type_name(aw));
    vm_root_push(vm, aw);
    value it = vm_get_awaitable(vm, aw, 0);
    vm_root_pop(vm, 1);
    return it;
}

/* [mgr] -> [bound __aexit__, __aenter__()'s result] (out[0], out[1]:
 * two slots of the caller's value stack, so each is rooted as soon as it
 * is made); -1 with the error. */
int vm_before_async_with(psvm *vm, value mgr, value *out)
{
    value enter = special_bound(vm, mgr, "__aenter__");
    if (!enter) {
        if (!vm->exc)
            vm_err(vm, &exc_TypeError, "'%s' object does not support the asynchronous context manager protocol",
                   vm_type_name(mgr));
        return -1;
    }
    out[1] = enter;
    value exitm = special_bound(vm, mgr, "__aexit__");
    if (!exitm) {
        if (!vm->exc)
            vm_err(vm, &exc_TypeError,
                   "'%s' object does not support the asynchronous context manager protocol (missed __aexit__ method)",
                   vm_type_name(mgr));
        return -1;
    }
    out[0] = exitm;
    value r = vm_call0(vm, enter);
    if (!r)
        return -1;
    out[1] = r;
    return 0;
}
