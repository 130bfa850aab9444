/*
 * tool.c - host tools as Python callables.
 *
 * A tool object is only a name and the embedder's index; what a call does
 * is the embedder's business (vm->tool_hook, set by host-api/). The one
 * thing the VM decides is whether the call may pause the run: only when
 * the interpreter loop itself makes the call at C depth 0 (interp_loop.c,
 * call_value), because then nothing but heap frames lies between the call
 * and the host, and returning V_PAUSE up through interp_run leaves a
 * resumable sandbox. A call through the generic `call` slot comes from C
 * code (sorted's key=, map) that would have to be unwound: no pause there.
 */
#include "interp_internal.h"

static void tool_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((toolobj *)o)->name); }

static value tool_repr(psvm *vm, value v)
{
    toolobj *t = (toolobj *)v_obj(v);
    return str_fmt(vm, t->is_async ? "<async tool '%s'>" : "<tool '%s'>", str_cstr(t->name));
}

/* A call of an async tool: the coroutine asyncio._tool_call(tool, values,
 * kwnames), which starts the host call when it is first run (awaited or
 * made a task), as calling an `async def` runs nothing yet. values holds
 * the positional arguments and then the keyword arguments' values, and
 * kwnames their names (None without any): the call as the loop made it,
 * handed back to the host unchanged by _pysafe.host_call_start. */
static value async_tool_call(psvm *vm, value tool, int argc, const value *argv, value kwnames)
{
    int n = argc + (kwnames ? (int)AS_TUPLE(kwnames)->len : 0);
    value values = tuple_new(vm, n);
    if (!values)
        return V_NULL;
    vm_copy(AS_TUPLE(values)->items, argv, sizeof(value) * (size_t)n);
    vm_root_push(vm, values);
    value fn = vm_asyncio_function(vm, "_tool_call");
    value r = V_NULL;
    if (fn) {
        value a3[3] = {tool, values, kwnames ? kwnames : V_NONE};
        r = vm_call(vm, fn, 3, a3, V_NULL);
    }
    vm_root_pop(vm, 1);
    return r;
}

value tool_call(psvm *vm, value tool, int argc, const value *argv, value kwnames, bool can_pause)
{
    toolobj *t = (toolobj *)v_obj(tool);
    if (!vm->tool_hook)
        return vm_err(vm, &exc_RuntimeError, "tool '%s' has no host", str_cstr(t->name));
    if (t->is_async)
        return async_tool_call(vm, tool, argc, argv, kwnames);
    return vm->tool_hook(vm, tool, argc, argv, kwnames, can_pause);
}

static value tool_call_slot(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    return tool_call(vm, self, argc, argv, kwnames, false);
}

const vtype tool_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "tool", .tflags = TF_NO_SUBCLASS,
    .repr = tool_repr, .call = tool_call_slot, .trace = tool_trace,
};

value tool_new(psvm *vm, value name, int64_t id, bool is_async)
{
    toolobj *t = (toolobj *)vm_new_obj(vm, &tool_type, sizeof(toolobj));
    if (!t)
        return V_NULL;
    t->name = name;
    t->id = id;
    t->is_async = is_async;
    return v_from_obj(t);
}

/* Continue a run paused by tool_call: the answer goes where the call's
 * result would have gone (the paused frame's stack), or the exception is
 * raised at the call, and the same loop carries on. The caller makes sure
 * a run is paused (host-api/ keeps that state). */
value tool_resume(psvm *vm, value answer, bool is_exc)
{
    frame *f = vm->frame;
    if (!f)
        return vm_err(vm, &exc_SystemError, "no paused run to resume");
    if (is_exc) {
        vm_err_value(vm, answer);
        vm->resume_raise = true;
    } else {
        *f->sp++ = answer;
    }
    return interp_run(vm);
}
