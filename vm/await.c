/*
 * await.c - what the loop's async instructions do (GET_AWAITABLE,
 * GET_AITER, GET_ANEXT, BEFORE_ASYNC_WITH): find the special method on the
 * type, call it, check what it gave, with CPython's messages. Also the
 * builtins aiter() and anext(), and anext's awaitable with a default.
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

/* ---- the builtins aiter() and anext() ----------------------------------- */

value vm_aiter(psvm *vm, value o)
{
    value m = special_bound(vm, o, "__aiter__");
    if (!m)
        return vm->exc ? V_NULL : vm_err(vm, &exc_TypeError, "'%s' object is not an async iterable", vm_type_name(o));
    value it = vm_call0(vm, m);
    if (!it)
        return V_NULL;
    if (!has_special(vm, it, "__anext__"))
        return vm->exc ? V_NULL
                       : vm_err(vm, &exc_TypeError, "aiter() returned not an async iterator of type '%s'",
                                vm_type_name(it));
    return it;
}

/* anext(it, default)'s awaitable: it awaits it.__anext__()'s result and
 * turns the StopAsyncIteration at the end into the default, the await's
 * value. `it` below is the iterator of that awaitable, made at the first
 * step (an error in __await__ shows when it is awaited, as in CPython). */
typedef struct anextaw {
    obj h;
    value wrapped; /* what __anext__() returned */
    value it;      /* its iterator, V_NULL until the first step */
    value dflt;
} anextaw;

#define ANA(v) ((anextaw *)v_obj(v))

static void ana_trace(gc_state *gc, obj *o)
{
    anextaw *a = (anextaw *)o;
    gc_mark_value(gc, a->wrapped);
    gc_mark_value(gc, a->it);
    gc_mark_value(gc, a->dflt);
}

static const vtype anext_awaitable_type;

value vm_anext(psvm *vm, value it, value dflt)
{
    value m = special_bound(vm, it, "__anext__");
    if (!m)
        return vm->exc ? V_NULL : vm_err(vm, &exc_TypeError, "'%s' object is not an async iterator", vm_type_name(it));
    value aw = vm_call0(vm, m);
    if (!aw || !dflt)
        return aw;
    vm_root_push(vm, aw);
    anextaw *a = (anextaw *)vm_new_obj(vm, &anext_awaitable_type, sizeof(anextaw));
    vm_root_pop(vm, 1);
    if (!a)
        return V_NULL;
    a->wrapped = aw;
    a->it = V_NULL;
    a->dflt = dflt;
    return v_from_obj(a);
}

static value ana_iter(psvm *vm, value self)
{
    anextaw *a = ANA(self);
    if (!a->it) {
        value it = vm_get_awaitable(vm, a->wrapped, 0);
        if (!it)
            return V_NULL;
        a->it = it;
    }
    return a->it;
}

/* A step's outcome: the end of the iteration is the default's StopIteration. */
static value ana_outcome(psvm *vm, value self, value r)
{
    if (r || !vm_err_occurred_is(vm, &exc_StopAsyncIteration))
        return r;
    vm->exc = V_NULL;
    return gen_result(vm, ANA(self)->dflt, true);
}

static bool is_genobj(value v) { return v_is_type(v, &coro_type) || v_is_type(v, &gen_type); }

static value call_named(psvm *vm, value o, const char *name, int argc, const value *argv)
{
    value n = str_intern_cstr(vm, name);
    value m = n ? vm_getattr(vm, o, n) : V_NULL;
    if (!m)
        return V_NULL;
    if (argc == 0)
        return vm_call0(vm, m);
    if (argc == 1)
        return vm_call1(vm, m, argv[0]);
    vm_root_push(vm, m);
    value r = vm_call(vm, m, argc, argv, V_NULL);
    vm_root_pop(vm, 1);
    return r;
}

static value ana_send(psvm *vm, value self, value v)
{
    value it = ana_iter(vm, self);
    if (!it)
        return V_NULL;
    value r;
    if (is_genobj(it))
        r = gen_send(vm, it, v);
    else if (v == V_NONE && class_has_special(it, SP_NEXT))
        r = class_special_call(vm, it, SP_NEXT, 0, NULL); /* keeps StopIteration's value */
    else if (v == V_NONE && vm_typeof(it)->next) {
        r = vm_next(vm, it);
        if (r == V_STOP)
            r = gen_result(vm, V_NONE, true);
    } else
        r = call_named(vm, it, "send", 1, &v);
    return ana_outcome(vm, self, r);
}

static value ana_next(psvm *vm, value self)
{
    value r = ana_send(vm, self, V_NONE);
    if (!r && vm_err_occurred_is(vm, &exc_StopIteration) && !AS_EXC(vm->exc)->value) {
        vm->exc = V_NULL;
        return V_STOP;
    }
    return r;
}

static value ana_m_send(psvm *vm, value self, int argc, const value *argv, value kw) { return ana_send(vm, self, argv[0]); }
static value ana_m_next(psvm *vm, value self, int argc, const value *argv, value kw) { return ana_send(vm, self, V_NONE); }
static value ana_m_self(psvm *vm, value self, int argc, const value *argv, value kw) { return self; }

static value ana_m_throw(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value it = ana_iter(vm, self);
    if (!it)
        return V_NULL;
    if (!is_genobj(it))
        return ana_outcome(vm, self, call_named(vm, it, "throw", argc, argv));
    value exc = gen_make_thrown(vm, argc, argv);
    if (!exc)
        return V_NULL;
    vm_root_push(vm, exc);
    value r = gen_throw(vm, it, exc);
    vm_root_pop(vm, 1);
    return ana_outcome(vm, self, r);
}

static value ana_m_close(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value it = ana_iter(vm, self);
    if (!it)
        return V_NULL;
    return is_genobj(it) ? gen_close(vm, it) : call_named(vm, it, "close", 0, NULL);
}

static const bfunc ana_methods[] = {
    BFUNC_O("send", ana_m_send),
    BFUNC_VARARGS("throw", ana_m_throw, 1, 3),
    BFUNC_NOARGS("close", ana_m_close),
    BFUNC_NOARGS("__next__", ana_m_next),
    BFUNC_NOARGS("__await__", ana_m_self),
    BFUNC_END,
};

static const vtype anext_awaitable_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "anext_awaitable", .tflags = TF_NO_SUBCLASS,
    .iter = vm_iter_self, .next = ana_next, .methods = ana_methods, .trace = ana_trace,
};
