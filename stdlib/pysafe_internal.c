/*
 * pysafe_internal.c - the `_pysafe` module: what the sandbox's own modules
 * written in Python (stdlib/py/) need beyond the language, and nothing
 * that reaches the interpreter. Only those modules may import it
 * (vm_import), but a script can reach what they bind, so every function
 * here only reads or makes values the script could reach anyway.
 *
 *   class_items(cls)  the (name, value) pairs of a class's own namespace,
 *                     in definition order: what enum reads to make its
 *                     members (CPython's enum reads the class body's
 *                     namespace in its metaclass).
 *   class_lookup(cls, name, default)
 *                     what the class's MRO holds for name, unbound (a
 *                     property as the property, CPython's _PyType_Lookup),
 *                     or default: enum asks whether a base has a property
 *                     of a member's name. Only classes the script could
 *                     read C.name of, only names of their namespaces.
 *   type_setattr(cls, name, value), type_delattr(cls, name)
 *                     C.name = value / del C.name without the class-level
 *                     protocol's __setattr__ / __delattr__ (CPython's
 *                     type.__setattr__, which enum's EnumType calls through
 *                     super()). The same code as a script's own assignment
 *                     to a class (class_setattr_plain): it reaches nothing
 *                     that `C.name = value` does not.
 *   exc_copy_meta(dst, src), exc_same_meta(a, b)
 *                     an exception's traceback, __cause__ and __context__
 *                     copied from another (CPython's split() of an
 *                     exception group gives its parts the group's), or
 *                     compared by identity (except* tells a part re-raised
 *                     as it was from a new exception by them). The
 *                     traceback stays out of a script's reach.
 *   set_tp_name(cls, name)
 *                     the name the interpreter's messages give the class
 *                     ("datetime.timedelta", as CPython's C type's tp_name)
 *                     while __name__ stays; the name is interned, so it
 *                     lives as long as the sandbox.
 */
#include "vm/vm.h"

/* swap_stdout(obj) / swap_stderr(obj): sys.stdout (print() without file=)
 * / sys.stderr is obj from now on; with no argument, the run's output
 * again. Returns the previous state as the arguments that bring it back:
 * (target,) or (). For contextlib.redirect_stdout and redirect_stderr,
 * which can only ever reach a script's own object: the host's stdout is
 * not a value a script can hold. */
static value swap_stream(psvm *vm, value *slot, const char *fname, int argc, const value *argv, value kw)
{
    if (argc > 1 || kw)
        return vm_err(vm, &exc_TypeError, "%s() takes at most one argument", fname);
    value prev = *slot ? tuple_pack(vm, 1, *slot) : vm->empty_tuple;
    if (!prev)
        return V_NULL;
    *slot = argc ? argv[0] : V_NULL;
    return prev;
}

static value m_swap_stdout(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return swap_stream(vm, &vm->stdout_redirect, "swap_stdout", argc, argv, kw);
}

static value m_swap_stderr(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return swap_stream(vm, &vm->stderr_redirect, "swap_stderr", argc, argv, kw);
}

static value m_class_items(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "class_items", kw) < 0 || vm_check_args(vm, "class_items", argc, 1, 1) < 0)
        return V_NULL;
    if (!v_is_class(argv[0]))
        return vm_err(vm, &exc_TypeError, "class_items() argument must be a class, not %s", vm_type_name(argv[0]));
    value d = AS_CLASS(argv[0])->dict;
    value out = list_new(vm, 0);
    if (!out)
        return V_NULL;
    int64_t pos = 0;
    value k, v;
    while (dict_next(d, &pos, &k, &v)) {
        value pair = tuple_pack(vm, 2, k, v);
        if (!pair || list_append(vm, out, pair) < 0)
            return V_NULL;
    }
    return out;
}

static value m_class_lookup(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "class_lookup", kw) < 0 || vm_check_args(vm, "class_lookup", argc, 3, 3) < 0)
        return V_NULL;
    if (!v_is_class(argv[0]))
        return vm_err(vm, &exc_TypeError, "class_lookup() argument 1 must be a class, not %s", vm_type_name(argv[0]));
    if (!v_is_str(argv[1]))
        return vm_err(vm, &exc_TypeError, "attribute name must be string, not '%s'", vm_type_name(argv[1]));
    value name = str_intern(vm, argv[1]);
    if (!name)
        return V_NULL;
    value r = class_lookup(vm, AS_TYPE(argv[0]), name);
    return r ? r : argv[2];
}

/* type.__setattr__(cls, name[, value]): a class attribute set or deleted
 * as a script's class statement or assignment would. */
static value type_setattr(psvm *vm, const char *fn, int argc, const value *argv, value kw)
{
    int n = argc;
    if (vm_check_no_kw(vm, fn, kw) < 0 || vm_check_args(vm, fn, argc, n, n) < 0)
        return V_NULL;
    if (!v_is_class(argv[0]))
        return vm_err(vm, &exc_TypeError, "%s() argument 1 must be a class, not %s", fn, vm_type_name(argv[0]));
    if (!v_is_str(argv[1]))
        return vm_err(vm, &exc_TypeError, "attribute name must be string, not '%s'", vm_type_name(argv[1]));
    value name = str_intern(vm, argv[1]);
    if (!name || class_setattr_plain(vm, argv[0], name, argc == 3 ? argv[2] : V_NULL) < 0)
        return V_NULL;
    return V_NONE;
}

static value m_type_setattr(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (argc != 3)
        return vm_err(vm, &exc_TypeError, "type_setattr() takes 3 arguments (%d given)", argc);
    return type_setattr(vm, "type_setattr", argc, argv, kw);
}

static value m_type_delattr(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (argc != 2)
        return vm_err(vm, &exc_TypeError, "type_delattr() takes 2 arguments (%d given)", argc);
    return type_setattr(vm, "type_delattr", argc, argv, kw);
}

static value m_set_tp_name(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "set_tp_name", kw) < 0 || vm_check_args(vm, "set_tp_name", argc, 2, 2) < 0)
        return V_NULL;
    if (!v_is_class(argv[0]) || !v_is_str(argv[1]))
        return vm_err(vm, &exc_TypeError, "set_tp_name() takes a class and a str");
    value name = str_intern(vm, argv[1]);
    if (!name)
        return V_NULL;
    AS_CLASS(argv[0])->t.name = str_cstr(name);
    return V_NONE;
}

/* ---- exception groups (_exceptiongroup.py) ------------------------------- */

static bool is_exc(value v)
{
    return v_is_obj(v) && (v_obj(v)->type->tflags & TF_EXC);
}

static value m_exc_copy_meta(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "exc_copy_meta", kw) < 0 || vm_check_args(vm, "exc_copy_meta", argc, 2, 2) < 0)
        return V_NULL;
    if (!is_exc(argv[0]) || !is_exc(argv[1]))
        return vm_err(vm, &exc_TypeError, "exc_copy_meta() takes two exceptions");
    excobj *d = AS_EXC(argv[0]), *s = AS_EXC(argv[1]);
    d->tb = s->tb;
    d->context = s->context;
    d->cause = s->cause;
    d->suppress_context = 1; /* as setting __cause__ does */
    return V_NONE;
}

static value m_exc_same_meta(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "exc_same_meta", kw) < 0 || vm_check_args(vm, "exc_same_meta", argc, 2, 2) < 0)
        return V_NULL;
    if (!is_exc(argv[0]) || !is_exc(argv[1]))
        return V_FALSE;
    const excobj *a = AS_EXC(argv[0]), *b = AS_EXC(argv[1]);
    return v_bool(a->tb == b->tb && a->cause == b->cause && a->context == b->context && a->notes == b->notes);
}

/* ---- asyncio's door to the host: async tool calls ------------------------ */

/* host_call_start(tool, values, kwnames) -> (0, answer) when the host
 * answered at once, (id, None) when the call is pending. values and
 * kwnames are the call as vm/tool.c (async_tool_call) packed it. */
static value m_host_call_start(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "host_call_start", kw) < 0 || vm_check_args(vm, "host_call_start", argc, 3, 3) < 0)
        return V_NULL;
    value values = argv[1], kwnames = argv[2] == V_NONE ? V_NULL : argv[2];
    if (!v_is_type(argv[0], &tool_type) || !v_is_tuple(values) || (kwnames && !v_is_tuple(kwnames)) ||
        (kwnames && AS_TUPLE(kwnames)->len > AS_TUPLE(values)->len))
        return vm_err(vm, &exc_TypeError, "host_call_start() takes a tool, a tuple and a tuple of names or None");
    if (!vm->tool_async_start)
        return vm_err(vm, &exc_RuntimeError, "tool '%s' has no host", str_cstr(((toolobj *)v_obj(argv[0]))->name));
    int nargs = (int)(AS_TUPLE(values)->len - (kwnames ? AS_TUPLE(kwnames)->len : 0));
    int64_t id = 0;
    value ans = vm->tool_async_start(vm, argv[0], nargs, AS_TUPLE(values)->items, kwnames, &id);
    if (!ans)
        return V_NULL;
    vm_root_push(vm, ans);
    value idv = int_from_i64(vm, id);
    value r = idv ? tuple_pack(vm, 2, idv, id ? V_NONE : ans) : V_NULL;
    vm_root_pop(vm, 1);
    return r;
}

/* host_wait() -> [(id, ok, value), ...]: the pending calls the host has
 * answered; when it has answered none yet the run pauses here (the host
 * sees every pending call at once) and this returns once it answers. */
static value m_host_wait(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "host_wait", kw) < 0 || vm_check_args(vm, "host_wait", argc, 0, 0) < 0)
        return V_NULL;
    if (!vm->tool_async_wait)
        return list_new(vm, 0);
    return vm->tool_async_wait(vm, vm->c_depth == 0);
}

static value m_host_cancel(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t id;
    if (vm_check_no_kw(vm, "host_cancel", kw) < 0 || vm_check_args(vm, "host_cancel", argc, 1, 1) < 0 ||
        !v_is_small(argv[0]))
        return vm->exc ? V_NULL : vm_err(vm, &exc_TypeError, "host_cancel() takes a call id");
    id = v_small(argv[0]);
    if (vm->tool_async_cancel)
        vm->tool_async_cancel(vm, id);
    return V_NONE;
}

/* The event loop's clock: the virtual time asyncio.sleep and time.sleep
 * added this run, in ns (computing takes none). */
static value m_virtual_time_ns(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return int_from_i64(vm, vm->slept_ns);
}

/* Is f an `async def` function (asyncio.iscoroutinefunction)? */
static value m_is_coroutine_function(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "is_coroutine_function() takes one argument");
    value f = argv[0];
    if (v_is_type(f, &boundmethod_type))
        f = ((boundmethod *)v_obj(f))->func;
    if (v_is_type(f, &tool_type))
        return v_bool(((toolobj *)v_obj(f))->is_async);
    return v_bool(v_is_type(f, &func_type) && (AS_CODE(AS_FUNC(f)->code)->flags & CO_COROUTINE));
}

static const bfunc funcs[] = {
    BFUNC("host_call_start", m_host_call_start),
    BFUNC("host_wait", m_host_wait),
    BFUNC("host_cancel", m_host_cancel),
    BFUNC("virtual_time_ns", m_virtual_time_ns),
    BFUNC("is_coroutine_function", m_is_coroutine_function),
    BFUNC("swap_stdout", m_swap_stdout),
    BFUNC("swap_stderr", m_swap_stderr),
    BFUNC("set_tp_name", m_set_tp_name),
    BFUNC("exc_copy_meta", m_exc_copy_meta),
    BFUNC("exc_same_meta", m_exc_same_meta),
    BFUNC("class_items", m_class_items),
    BFUNC("class_lookup", m_class_lookup),
    BFUNC("type_setattr", m_type_setattr),
    BFUNC("type_delattr", m_type_delattr),
    BFUNC_END,
};

value pysafe_internal_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_pysafe");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    return m;
}
