/*
 * generator.c - the generator type: iteration, send, throw, close, repr.
 *
 * The frame work (making, pausing, resuming) is vm/generator_frames.c's;
 * this file is what a script sees. Introspection that reaches a frame or
 * code (gi_frame, gi_code, gi_yieldfrom) is not there: the sandbox has no
 * frame objects (docs/security.md).
 */
#include <string.h>

#include "vm/vm.h"

#define G(v) ((genobj *)v_obj(v))

void gen_obj_trace(gc_state *gc, obj *o)
{
    genobj *g = (genobj *)o;
    gc_mark_value(gc, g->name);
    gc_mark_value(gc, g->qualname);
    gc_mark_value(gc, g->exc_state);
    gc_mark_value(gc, g->caller_exc);
    /* while it runs, its frame on the frame stack is the live one (the
     * block holds a stale copy) */
    if (g->fr && g->state != GEN_RUNNING)
        vm_frame_trace(gc, g->fr);
}

void gen_obj_free(psvm *vm, obj *o)
{
    genobj *g = (genobj *)o;
    if (g->fr)
        vm_dealloc(vm, g->fr);
}

/* "generator", "coroutine", "async generator": the word in its messages. */
static const char *kind_word(const genobj *g)
{
    return g->kind == GEN_KIND_GENERATOR ? "generator" : g->kind == GEN_KIND_COROUTINE ? "coroutine" : "async generator";
}

value gen_obj_repr(psvm *vm, value v)
{
    const char *t = G(v)->kind == GEN_KIND_ASYNCGEN ? "async_generator" : kind_word(G(v));
    return str_fmt(vm, "<%s object %s at 0x%llx>", t, str_cstr(G(v)->qualname), (unsigned long long)vm_id(vm, v));
}

static value already_running(psvm *vm, const genobj *g)
{
    return vm_err(vm, &exc_ValueError, "%s already executing", kind_word(g));
}

/* A resume's outcome as send() gives it: the value yielded, or its return
 * value as StopIteration(value). */
value gen_result(psvm *vm, value r, bool returned)
{
    if (!r || !returned)
        return r;
    if (r == V_NONE) {
        value e = exc_new(vm, &exc_StopIteration, V_NULL);
        return e ? vm_err_value(vm, e) : V_NULL;
    }
    vm_root_push(vm, r);
    value args = tuple_pack(vm, 1, r);
    value e = args ? exc_new(vm, &exc_StopIteration, args) : V_NULL;
    vm_root_pop(vm, 1);
    return e ? vm_err_value(vm, e) : V_NULL;
}

/* send(v) / next(): what it yields, or StopIteration(value) at its end. */
value gen_send(psvm *vm, value self, value v)
{
    genobj *g = G(self);
    if (g->state == GEN_RUNNING)
        return already_running(vm, g);
    if (g->state == GEN_CLOSED) {
        if (g->kind == GEN_KIND_COROUTINE)
            return vm_err(vm, &exc_RuntimeError, "cannot reuse already awaited coroutine");
        value e = exc_new(vm, &exc_StopIteration, V_NULL);
        return e ? vm_err_value(vm, e) : V_NULL;
    }
    if (g->state == GEN_CREATED && v != V_NONE)
        return vm_err(vm, &exc_TypeError, "can't send non-None value to a just-started %s", kind_word(g));
    bool returned;
    value r = gen_resume(vm, self, v, V_NULL, &returned);
    return gen_result(vm, r, returned);
}

/* The iterator protocol: V_STOP at the end, whatever it returned. */
static value gen_next(psvm *vm, value self)
{
    genobj *g = G(self);
    if (g->state == GEN_RUNNING)
        return already_running(vm, g);
    if (g->state == GEN_CLOSED)
        return V_STOP;
    bool returned;
    value r = gen_resume(vm, self, V_NONE, V_NULL, &returned);
    return r && returned ? V_STOP : r;
}

value gen_next_value(psvm *vm, value self) { return gen_send(vm, self, V_NONE); }

static value gen_m_send(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return gen_send(vm, self, argv[0]);
}

static value gen_m_next(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return gen_send(vm, self, V_NONE);
}

/* The exception throw(typ[, val[, tb]]) raises: an instance as it is, a
 * class called with val (or with nothing). */
value gen_make_thrown(psvm *vm, int argc, const value *argv)
{
    value typ = argv[0], val = argc > 1 ? argv[1] : V_NONE;
    if (argc > 2 && argv[2] != V_NONE && !v_is_type(argv[2], &tb_type))
        return vm_err(vm, &exc_TypeError, "throw() third argument must be a traceback object");
    if (v_is_type(typ, &type_type) && (AS_TYPE(typ)->tflags & TF_EXC)) {
        if (v_is_obj(val) && (v_obj(val)->type->tflags & TF_EXC) && vm_isinstance_type(val, AS_TYPE(typ)))
            return val;
        if (val == V_NONE)
            return vm_call0(vm, typ);
        if (v_is_type(val, &tuple_type))
            return vm_call(vm, typ, (int)AS_TUPLE(val)->len, AS_TUPLE(val)->items, V_NULL);
        return vm_call1(vm, typ, val);
    }
    if (v_is_obj(typ) && (v_obj(typ)->type->tflags & TF_EXC)) {
        if (val != V_NONE)
            return vm_err(vm, &exc_TypeError, "instance exception may not have a separate value");
        return typ;
    }
    return vm_err(vm, &exc_TypeError, "exceptions must be classes or instances deriving from BaseException, not %s",
                  vm_type_name(typ));
}

/* The delegate's close(): a generator's own, anything else's if it has
 * one. */
static value close_delegate(psvm *vm, value yf)
{
    if (v_is_type(yf, &gen_type) || v_is_type(yf, &coro_type))
        return gen_close(vm, yf);
    value name = str_intern_cstr(vm, "close");
    value m = name ? vm_getattr_opt(vm, yf, name) : V_NULL;
    if (!m)
        return vm->exc ? V_NULL : V_NONE;
    return vm_call0(vm, m);
}

/* Raise exc at the paused yield. Paused in `yield from`, the delegate gets
 * it first (its throw(), or its close() for GeneratorExit), as PEP 380
 * says. */
value gen_throw(psvm *vm, value self, value exc)
{
    genobj *g = G(self);
    if (g->state == GEN_RUNNING)
        return already_running(vm, g);
    if (g->state == GEN_SUSPENDED && g->in_yield_from) {
        value yf = gen_delegate(g);
        vm_root_push(vm, self);
        vm_root_push(vm, exc);
        if (type_is_sub(v_obj(exc)->type, &exc_GeneratorExit)) {
            value cr = close_delegate(vm, yf);
            g->in_yield_from = false;
            if (!cr) { /* the delegate's error replaces GeneratorExit */
                exc = vm->exc;
                vm->exc = V_NULL;
            }
            vm_root_pop(vm, 2);
        } else {
            value r = V_NULL;
            bool delegated = true;
            if (v_is_type(yf, &gen_type) || v_is_type(yf, &coro_type))
                r = gen_throw(vm, yf, exc);
            else {
                value name = str_intern_cstr(vm, "throw");
                value m = name ? vm_getattr_opt(vm, yf, name) : V_NULL;
                if (m)
                    r = vm_call1(vm, m, exc);
                else if (!vm->exc)
                    delegated = false;
            }
            vm_root_pop(vm, 2);
            if (delegated) {
                if (r)
                    return r; /* the delegate yielded: so does this generator */
                g->in_yield_from = false;
                if (vm_err_occurred_is(vm, &exc_StopIteration)) {
                    /* the delegate returned: its value is the result of
                     * the `yield from`, and this generator goes on */
                    value rv = AS_EXC(vm->exc)->value ? AS_EXC(vm->exc)->value : V_NONE;
                    vm->exc = V_NULL;
                    gen_delegate_done(g);
                    bool returned;
                    value out = gen_resume(vm, self, rv, V_NULL, &returned);
                    return gen_result(vm, out, returned);
                }
                /* the delegate raised: raised at the `yield from` */
                exc = vm->exc;
                vm->exc = V_NULL;
            }
        }
    }
    if (g->state != GEN_SUSPENDED) {
        /* not started, or over: raised here; a fresh one is closed
         * first, and the exception leaves its frame as CPython's does from
         * the first line (PEP 479 applies) */
        if (g->state == GEN_CREATED) {
            gen_close_frame(vm, g);
            vm_err_value(vm, exc);
            gen_pep479(vm, g);
            return V_NULL;
        }
        return vm_err_value(vm, exc);
    }
    bool returned;
    value r = gen_resume(vm, self, V_NULL, exc, &returned);
    return gen_result(vm, r, returned);
}

static value gen_m_throw(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value exc = gen_make_thrown(vm, argc, argv);
    return exc ? gen_throw(vm, self, exc) : V_NULL;
}

value gen_close(psvm *vm, value self)
{
    genobj *g = G(self);
    if (g->state == GEN_RUNNING)
        return already_running(vm, g);
    if (g->state != GEN_SUSPENDED) {
        gen_close_frame(vm, g);
        return V_NONE;
    }
    value exc = exc_new(vm, &exc_GeneratorExit, V_NULL);
    if (!exc)
        return V_NULL;
    value r = gen_throw(vm, self, exc);
    if (r)
        return vm_err(vm, &exc_RuntimeError, "%s ignored GeneratorExit", kind_word(g));
    if (vm_err_occurred_is(vm, &exc_GeneratorExit) || vm_err_occurred_is(vm, &exc_StopIteration)) {
        vm->exc = V_NULL;
        return V_NONE;
    }
    return V_NULL;
}

static value gen_m_close(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return gen_close(vm, self);
}

/* __name__, __qualname__, and the state flags under the type's prefix
 * (gi_, cr_, ag_); nothing that reaches a frame or code. */
value gen_obj_getattr(psvm *vm, value self, value name)
{
    genobj *g = G(self);
    if (str_eq_cstr(name, "__name__"))
        return g->name;
    if (str_eq_cstr(name, "__qualname__"))
        return g->qualname;
    const char *n = str_cstr(name);
    const char *pre = g->kind == GEN_KIND_GENERATOR ? "gi_" : g->kind == GEN_KIND_COROUTINE ? "cr_" : "ag_";
    if (strncmp(n, pre, 3) != 0)
        return V_NULL;
    if (!strcmp(n + 3, "running"))
        return v_bool(g->state == GEN_RUNNING);
    if (!strcmp(n + 3, "suspended") && g->kind != GEN_KIND_ASYNCGEN)
        return v_bool(g->state == GEN_SUSPENDED);
    return V_NULL;
}

/* Setting __name__ or __qualname__ (str only, CPython's rule); 1 when
 * `name` is neither, for the caller's generic refusal. */
int gen_obj_setname(psvm *vm, value self, value name, value v)
{
    genobj *g = G(self);
    bool is_name = str_eq_cstr(name, "__name__");
    if (!is_name && !str_eq_cstr(name, "__qualname__"))
        return 1;
    if (!v || !v_is_str(v)) {
        vm_err(vm, &exc_TypeError, "%s must be set to a string object", str_cstr(name));
        return -1;
    }
    *(is_name ? &g->name : &g->qualname) = v;
    return 0;
}

bool gen_is_send_method(const bfunc *b) { return b->fn == gen_m_send; }

static const bfunc gen_methods[] = {
    BFUNC_O("send", gen_m_send),
    BFUNC_VARARGS("throw", gen_m_throw, 1, 3),
    BFUNC_NOARGS("close", gen_m_close),
    BFUNC_NOARGS("__next__", gen_m_next),
    BFUNC_END,
};

const vtype gen_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "generator", .tflags = TF_NO_SUBCLASS,
    .repr = gen_obj_repr, .iter = vm_iter_self, .next = gen_next, .getattr = gen_obj_getattr,
    .methods = gen_methods, .trace = gen_obj_trace, .free = gen_obj_free,
};

/* ---- coroutine: the same object, awaited instead of iterated ------------ */

static value coro_m_await(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value w = v_from_obj(vm_new_obj(vm, &coro_wrapper_type, sizeof(coro_wrapper)));
    if (!w)
        return V_NULL;
    ((coro_wrapper *)v_obj(w))->coro = self;
    return w;
}

static const bfunc coro_methods[] = {
    BFUNC_O("send", gen_m_send),
    BFUNC_VARARGS("throw", gen_m_throw, 1, 3),
    BFUNC_NOARGS("close", gen_m_close),
    BFUNC_NOARGS("__await__", coro_m_await),
    BFUNC_END,
};

const vtype coro_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "coroutine", .tflags = TF_NO_SUBCLASS,
    .repr = gen_obj_repr, .getattr = gen_obj_getattr,
    .methods = coro_methods, .trace = gen_obj_trace, .free = gen_obj_free,
};

/* coro.__await__(): an iterator over the coroutine (what `yield from` in
 * a generator-based awaitable delegates to). */
#define CW(v) (((coro_wrapper *)v_obj(v))->coro)

static void cw_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((coro_wrapper *)o)->coro); }

static value cw_next(psvm *vm, value self)
{
    value r = gen_send(vm, CW(self), V_NONE);
    if (!r && vm_err_occurred_is(vm, &exc_StopIteration) && !AS_EXC(vm->exc)->value) {
        vm->exc = V_NULL;
        return V_STOP;
    }
    return r;
}

static value cw_m_send(psvm *vm, value self, int argc, const value *argv, value kw) { return gen_send(vm, CW(self), argv[0]); }
static value cw_m_next(psvm *vm, value self, int argc, const value *argv, value kw) { return gen_send(vm, CW(self), V_NONE); }
static value cw_m_throw(psvm *vm, value self, int argc, const value *argv, value kw) { return gen_m_throw(vm, CW(self), argc, argv, kw); }
static value cw_m_close(psvm *vm, value self, int argc, const value *argv, value kw) { return gen_close(vm, CW(self)); }

static const bfunc cw_methods[] = {
    BFUNC_O("send", cw_m_send),
    BFUNC_VARARGS("throw", cw_m_throw, 1, 3),
    BFUNC_NOARGS("close", cw_m_close),
    BFUNC_NOARGS("__next__", cw_m_next),
    BFUNC_END,
};

const vtype coro_wrapper_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "coroutine_wrapper", .tflags = TF_NO_SUBCLASS,
    .iter = vm_iter_self, .next = cw_next, .methods = cw_methods, .trace = cw_trace,
};
