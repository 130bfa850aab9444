/*
 * generator_frames.c - a generator's frame between runs: made, saved at a
 * yield, put back on the frame stack to resume, finished.
 *
 * A paused generator keeps its frame in a heap block of the frame's own
 * layout (genobj.fr). Resuming copies the used part of it (header, locals,
 * the value stack up to sp, the live blocks) onto the top of the frame
 * stack; a yield copies it back. So the frame stack stays a stack, every
 * pointer into a frame is re-based in one place (frame_copy), and no C
 * stack is held by a paused generator.
 *
 * Two ways in: the loop resumes a generator inline for FOR_ITER and SEND
 * (interp_loop.c: no C recursion, so a deep `yield from` chain is bounded
 * by the Python depth as plain calls are), and gen_resume runs it in a
 * nested loop for a caller in C (next(), send(), throw(), sum(g), list(g)).
 */
#include <string.h>

#include "interp_internal.h"

/* The used part of src into dst, which has room for the whole frame of
 * the same code; dst's pointers re-based into dst. */
void frame_copy(frame *dst, const frame *src)
{
    size_t used = (size_t)((const char *)src->sp - (const char *)src);
    memcpy(dst, src, used);
    dst->sp = dst->slots + (src->sp - src->slots);
    dst->blocks = (fblock_rt *)((char *)dst + ((const char *)src->blocks - (const char *)src));
    memcpy(dst->blocks, src->blocks, sizeof(fblock_rt) * (size_t)src->nblocks);
}

value gen_make(psvm *vm, frame *f)
{
    int32_t fl = f->code->flags;
    const vtype *t = fl & CO_ASYNC_GENERATOR ? &asyncgen_type : fl & CO_COROUTINE ? &coro_type : &gen_type;
    genobj *g = (genobj *)vm_new_obj(vm, t, sizeof(genobj));
    if (!g)
        return V_NULL;
    g->kind = fl & CO_ASYNC_GENERATOR ? GEN_KIND_ASYNCGEN : fl & CO_COROUTINE ? GEN_KIND_COROUTINE : GEN_KIND_GENERATOR;
    g->resumer = GEN_RESUMER_LOOP;
    g->running_async = false;
    value gv = v_from_obj(g);
    g->name = f->code->name;
    g->qualname = f->code->qualname;
    g->exc_state = V_NULL;
    g->caller_exc = V_NULL;
    g->state = GEN_CREATED;
    g->in_yield_from = false;
    g->fr = NULL;
    vm_root_push(vm, gv);
    frame *saved = vm_alloc(vm, f->bytes);
    vm_root_pop(vm, 1);
    if (!saved)
        return V_NULL;
    frame_copy(saved, f);
    saved->prev = NULL;
    saved->entry = false;
    saved->gen = gv;
    g->fr = saved;
    return gv;
}

frame *gen_push_frame(psvm *vm, genobj *g, frame *prev, bool entry)
{
    frame *saved = g->fr;
    frame *f = frame_push_bare(vm, saved->code, saved->func, saved->globals);
    if (!f)
        return NULL;
    frame_copy(f, saved);
    f->prev = prev;
    f->entry = entry;
    f->init_self = V_NULL;
    vm->depth++;
    g->state = GEN_RUNNING;
    g->caller_exc = vm->exc_info;
    if (g->exc_state)
        vm->exc_info = g->exc_state;
    return f;
}

/* A yield: the frame back into its block. The caller pops it. */
void gen_suspend(psvm *vm, frame *f, bool in_yield_from)
{
    genobj *g = (genobj *)v_obj(f->gen);
    frame_copy(g->fr, f);
    g->fr->prev = NULL;
    g->state = GEN_SUSPENDED;
    g->in_yield_from = in_yield_from;
    g->exc_state = f->handlers ? vm->exc_info : V_NULL;
    vm->exc_info = g->caller_exc;
    g->caller_exc = V_NULL;
}

/* A generator's frame leaves an except block. Out of its last one, the
 * handled exception is its current resumer's: the one saved when the
 * block was entered belongs to whoever resumed it then. */
void gen_leave_handler(psvm *vm, frame *f)
{
    if (f->gen && f->handlers && --f->handlers == 0)
        vm->exc_info = ((genobj *)v_obj(f->gen))->caller_exc;
}

void gen_close_frame(psvm *vm, genobj *g)
{
    if (g->fr) {
        vm_dealloc(vm, g->fr);
        g->fr = NULL;
    }
    g->state = GEN_CLOSED;
    g->exc_state = V_NULL;
}

/* The generator's frame has returned or raised. PEP 479 (gen_pep479): a
 * StopIteration leaving a generator or coroutine, or a StopAsyncIteration
 * leaving an async generator, becomes a RuntimeError. */
void gen_finish(psvm *vm, frame *f)
{
    genobj *g = (genobj *)v_obj(f->gen);
    vm->exc_info = g->caller_exc;
    g->caller_exc = V_NULL;
    gen_close_frame(vm, g);
    gen_pep479(vm, g);
}

/* PEP 479 for the exception leaving generator g (vm->exc, if any). */
void gen_pep479(psvm *vm, genobj *g)
{
    if (!vm->exc || AS_EXC(vm->exc)->limit)
        return;
    const vtype *et = v_obj(vm->exc)->type;
    const char *msg = NULL;
    if (type_is_sub(et, &exc_StopIteration))
        msg = g->kind == GEN_KIND_GENERATOR   ? "generator raised StopIteration"
              : g->kind == GEN_KIND_COROUTINE ? "coroutine raised StopIteration"
                                              : "async generator raised StopIteration";
    else if (g->kind == GEN_KIND_ASYNCGEN && type_is_sub(et, &exc_StopAsyncIteration))
        msg = "async generator raised StopAsyncIteration";
    if (msg) {
        value stop = vm->exc;
        vm->exc = V_NULL;
        vm_root_push(vm, stop);
        value r = exc_new_msg(vm, &exc_RuntimeError, msg);
        vm_root_pop(vm, 1);
        if (!r)
            return;
        AS_EXC(r)->cause = stop;
        AS_EXC(r)->context = stop;
        AS_EXC(r)->suppress_context = 1;
        vm->exc = r;
    }
}

/* Resume from C: send v (None for next()), or raise exc at the paused
 * yield. Returns what it yielded (*returned false) or what it returned
 * (*returned true); V_NULL with the exception if it raised. */
value gen_resume(psvm *vm, value gv, value v, value exc, bool *returned)
{
    genobj *g = (genobj *)v_obj(gv);
    *returned = false;
    if (!vm_c_stack_ok(vm) || vm->depth >= vm->limits.depth)
        return vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded");
    frame *f = gen_push_frame(vm, g, vm->frame, true);
    if (!f)
        return V_NULL;
    vm->frame = f;
    if (exc) {
        vm->exc = exc;
        vm->resume_raise = true;
    } else
        *f->sp++ = v;
    vm->c_depth++;
    vm->loops++;
    vm_root_push(vm, gv);
    value r = interp_run(vm);
    vm_root_pop(vm, 1);
    vm->loops--;
    vm->c_depth--;
    *returned = r && g->state == GEN_CLOSED;
    return r;
}

/* The collector's walk over a frame's values (a paused generator's block;
 * interp_trace walks the frame stack's). */
void vm_frame_trace(gc_state *gc, frame *f)
{
    gc_mark_obj(gc, &f->code->h);
    gc_mark_value(gc, f->func);
    gc_mark_value(gc, f->globals);
    gc_mark_value(gc, f->init_self);
    gc_mark_value(gc, f->gen);
    for (value *p = f->slots; p < f->sp; p++)
        gc_mark_value(gc, *p);
}

/* Paused in `yield from`: the delegate is on top of the saved stack. */
value gen_delegate(genobj *g)
{
    return g->fr->sp[-1];
}

/* The delegate ended outside the loop (its throw() returned): the
 * `yield from` is over. The frame is paused at the JUMP back to SEND after
 * its YIELD_VALUE; it goes on at SEND's target with the delegate popped,
 * where the resume pushes the result. */
void gen_delegate_done(genobj *g)
{
    frame *f = g->fr;
    uint32_t jump = f->code->code[f->pc];
    uint32_t send = f->code->code[I_ARG(jump)];
    f->pc = (int)I_ARG(send);
    f->sp--;
}
