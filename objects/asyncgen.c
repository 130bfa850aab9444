/*
 * asyncgen.c - async generators (`async def` with `yield`) and the
 * awaitables their methods return: __anext__()/asend(v) and
 * athrow()/aclose().
 *
 * An async generator is a genobj like a generator's (its frame is made,
 * paused and resumed by vm/generator_frames.c); only its driving differs.
 * Its frame yields for two reasons: an `await` inside it passes a value up
 * to the event loop (the frame is paused inside await's `yield from`,
 * g->in_yield_from), or its own `yield v` gives the next item (paused
 * outside one). The awaitable that resumed it tells the two apart: the
 * first it passes on to whoever awaits it, the second ends the awaitable
 * with StopIteration(v), which is how `await agen.__anext__()` returns v.
 * The frame is resumed from C (gen_send/gen_throw, a nested loop), so a
 * tool that pauses the run cannot be called inside an async generator's
 * body (docs/language.md).
 */
#include "vm/vm.h"

#define AG(v) ((genobj *)v_obj(v))
#define AW(v) ((agawait *)v_obj(v))

enum { AW_INIT, AW_ITER, AW_CLOSED };
enum { AW_SEND, AW_THROW, AW_CLOSE };

typedef struct agawait {
    obj h;
    value gen;
    value arg;  /* AW_SEND: the value to send first; AW_THROW: the exception */
    uint8_t state, mode;
} agawait;

static void aw_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((agawait *)o)->gen);
    gc_mark_value(gc, ((agawait *)o)->arg);
}

static value aw_new(psvm *vm, const vtype *t, value gen, value arg, int mode)
{
    vm_root_push(vm, arg);
    agawait *a = (agawait *)vm_new_obj(vm, t, sizeof(agawait));
    vm_root_pop(vm, 1);
    if (!a)
        return V_NULL;
    a->gen = gen;
    a->arg = arg;
    a->state = AW_INIT;
    a->mode = (uint8_t)mode;
    return v_from_obj(a);
}

static value raise_plain(psvm *vm, const vtype *t)
{
    value e = exc_new(vm, t, V_NULL);
    return e ? vm_err_value(vm, e) : V_NULL;
}

/* What one step of the generator's frame (r: what gen_send/gen_throw
 * returned) means for the awaitable a. */
static value aw_outcome(psvm *vm, value self, value r)
{
    agawait *a = AW(self);
    genobj *g = AG(a->gen);
    if (r && g->in_yield_from)
        return r; /* an await inside it: the value goes up to the event loop */
    a->state = AW_CLOSED;
    g->running_async = false;
    if (r) {
        /* its own `yield r` */
        if (a->mode == AW_CLOSE)
            return vm_err(vm, &exc_RuntimeError, "async generator ignored GeneratorExit");
        return gen_result(vm, r, true); /* StopIteration(r): the await's value */
    }
    if (vm_err_occurred_is(vm, &exc_StopIteration)) {
        /* it returned */
        vm->exc = V_NULL;
        return a->mode == AW_CLOSE ? raise_plain(vm, &exc_StopIteration) : raise_plain(vm, &exc_StopAsyncIteration);
    }
    if (a->mode == AW_CLOSE && (vm_err_occurred_is(vm, &exc_GeneratorExit) || vm_err_occurred_is(vm, &exc_StopAsyncIteration))) {
        vm->exc = V_NULL;
        return raise_plain(vm, &exc_StopIteration);
    }
    return V_NULL;
}

static const char *aw_name(const agawait *a)
{
    return a->mode == AW_SEND ? "__anext__()/asend()" : "aclose()/athrow()";
}

static value aw_reused(psvm *vm, const agawait *a)
{
    return vm_err(vm, &exc_RuntimeError, "cannot reuse already awaited %s", aw_name(a));
}

/* The first step: claims the generator for this awaitable. */
static bool aw_start(psvm *vm, agawait *a)
{
    genobj *g = AG(a->gen);
    if (g->running_async) {
        vm_err(vm, &exc_RuntimeError, "%s: asynchronous generator is already running",
               a->mode == AW_SEND ? "anext()" : a->mode == AW_THROW ? "athrow()" : "aclose()");
        return false;
    }
    a->state = AW_ITER;
    g->running_async = true;
    return true;
}

static value aw_send(psvm *vm, value self, value v)
{
    agawait *a = AW(self);
    genobj *g = AG(a->gen);
    if (a->state == AW_CLOSED)
        return aw_reused(vm, a);
    if (a->state == AW_INIT) {
        if (a->mode != AW_SEND && g->state == GEN_CLOSED) {
            /* athrow()/aclose() of a finished generator: the await gives
             * None (CPython 3.11; 3.12 made athrow's StopAsyncIteration) */
            a->state = AW_CLOSED;
            return raise_plain(vm, &exc_StopIteration);
        }
        if (a->mode == AW_CLOSE && g->state == GEN_CREATED) {
            gen_close_frame(vm, g);
            a->state = AW_CLOSED;
            return raise_plain(vm, &exc_StopIteration);
        }
        if (!aw_start(vm, a))
            return V_NULL;
        if (a->mode == AW_SEND) {
            if (v == V_NONE)
                v = a->arg;
        } else {
            value exc = a->mode == AW_CLOSE ? exc_new(vm, &exc_GeneratorExit, V_NULL) : a->arg;
            if (!exc) {
                a->state = AW_CLOSED;
                g->running_async = false;
                return V_NULL;
            }
            vm_root_push(vm, self);
            value r = gen_throw(vm, a->gen, exc);
            vm_root_pop(vm, 1);
            return aw_outcome(vm, self, r);
        }
    }
    vm_root_push(vm, self);
    value r = gen_send(vm, a->gen, v);
    vm_root_pop(vm, 1);
    return aw_outcome(vm, self, r);
}

static value aw_next(psvm *vm, value self)
{
    value r = aw_send(vm, self, V_NONE);
    if (!r && vm_err_occurred_is(vm, &exc_StopIteration) && !AS_EXC(vm->exc)->value) {
        vm->exc = V_NULL;
        return V_STOP;
    }
    return r;
}

static value aw_m_send(psvm *vm, value self, int argc, const value *argv, value kw) { return aw_send(vm, self, argv[0]); }
static value aw_m_next(psvm *vm, value self, int argc, const value *argv, value kw) { return aw_send(vm, self, V_NONE); }

static value aw_m_throw(psvm *vm, value self, int argc, const value *argv, value kw)
{
    agawait *a = AW(self);
    if (a->state == AW_CLOSED)
        return aw_reused(vm, a);
    value exc = gen_make_thrown(vm, argc, argv);
    if (!exc)
        return V_NULL;
    if (a->state == AW_INIT && !aw_start(vm, a))
        return V_NULL;
    vm_root_push(vm, self);
    vm_root_push(vm, exc);
    value r = gen_throw(vm, a->gen, exc);
    vm_root_pop(vm, 2);
    return aw_outcome(vm, self, r);
}

static value aw_m_close(psvm *vm, value self, int argc, const value *argv, value kw)
{
    agawait *a = AW(self);
    if (a->state == AW_ITER)
        AG(a->gen)->running_async = false;
    a->state = AW_CLOSED;
    return V_NONE;
}

static value aw_m_self(psvm *vm, value self, int argc, const value *argv, value kw) { return self; }

static const bfunc aw_methods[] = {
    BFUNC_O("send", aw_m_send),
    BFUNC_VARARGS("throw", aw_m_throw, 1, 3),
    BFUNC_NOARGS("close", aw_m_close),
    BFUNC_NOARGS("__next__", aw_m_next),
    BFUNC_NOARGS("__await__", aw_m_self),
    BFUNC_END,
};

const vtype asyncgen_asend_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "async_generator_asend", .tflags = TF_NO_SUBCLASS,
    .iter = vm_iter_self, .next = aw_next, .methods = aw_methods, .trace = aw_trace,
};

const vtype asyncgen_athrow_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "async_generator_athrow", .tflags = TF_NO_SUBCLASS,
    .iter = vm_iter_self, .next = aw_next, .methods = aw_methods, .trace = aw_trace,
};

/* ---- the async generator ------------------------------------------------ */

static value ag_m_aiter(psvm *vm, value self, int argc, const value *argv, value kw) { return self; }

static value ag_m_anext(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return aw_new(vm, &asyncgen_asend_type, self, V_NONE, AW_SEND);
}

static value ag_m_asend(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return aw_new(vm, &asyncgen_asend_type, self, argv[0], AW_SEND);
}

static value ag_m_athrow(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value exc = gen_make_thrown(vm, argc, argv);
    return exc ? aw_new(vm, &asyncgen_athrow_type, self, exc, AW_THROW) : V_NULL;
}

static value ag_m_aclose(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return aw_new(vm, &asyncgen_athrow_type, self, V_NULL, AW_CLOSE);
}

static const bfunc ag_methods[] = {
    BFUNC_NOARGS("__aiter__", ag_m_aiter),
    BFUNC_NOARGS("__anext__", ag_m_anext),
    BFUNC_O("asend", ag_m_asend),
    BFUNC_VARARGS("athrow", ag_m_athrow, 1, 3),
    BFUNC_NOARGS("aclose", ag_m_aclose),
    BFUNC_END,
};

const vtype asyncgen_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "async_generator", .tflags = TF_NO_SUBCLASS,
    .repr = gen_obj_repr, .getattr = gen_obj_getattr,
    .methods = ag_methods, .trace = gen_obj_trace, .free = gen_obj_free,
};
