/*
 * api_tools.c - host tools: registration, the hook the VM calls for a tool
 * call (vm->tool_hook), exceptions raised by tools, and deferred calls.
 *
 * A call first becomes a pcall record whose argument handles the host can
 * read. A synchronous callback's record lives on this C stack and its
 * handles are released when the callback returns; a deferred call's record
 * moves to the pending list, the VM unwinds to the host with V_PAUSE
 * (vm/tool.c), and the record lives until ps_continue consumes its answer.
 */
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

/* ---- exceptions --------------------------------------------------------- */

static const struct {
    const char *name;
    const vtype *type;
} builtin_excs[] = {
#define X(n, b) {#n, &exc_##n},
    EXC_TYPES(X)
#undef X
};

static bool ident_ok(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n > 100 || (s[0] >= '0' && s[0] <= '9'))
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'))
            return false;
    }
    return true;
}

/* A host-named exception class: a subclass of Exception made once per
 * sandbox and name, kept alive by exc_types (its instances point at it). */
static const vtype *host_exc_type(ps_vm *s, const char *name)
{
    psvm *vm = s->vm;
    if (!s->exc_types && !(s->exc_types = dict_new(vm)))
        return NULL;
    value key = str_from_cstr(vm, name);
    if (!key)
        return NULL;
    value t = dict_get_str(vm, s->exc_types, key);
    if (t)
        return AS_TYPE(t);
    size_t n = strlen(name);
    char *nm = vm_alloc(vm, n + 1);
    vtype *nt = nm ? (vtype *)vm_new_obj(vm, &type_type, sizeof(vtype)) : NULL;
    if (!nt)
        return NULL;
    memcpy(nm, name, n + 1);
    obj head = nt->h;
    *nt = exc_Exception;
    nt->h = head;
    nt->name = nm;
    nt->base = &exc_Exception;
    if (dict_set(vm, s->exc_types, key, v_from_obj(nt)) < 0)
        return NULL;
    return nt;
}

/* The class a host names for an exception: a builtin one, or a host-named
 * subclass of Exception. NULL with the error recorded. */
static const vtype *exc_type_named(ps_vm *s, const char *type)
{
    if (!type || !ident_ok(type)) {
        api_misuse(s, "exception type '%s' is not an identifier", type ? type : "(null)");
        return NULL;
    }
    for (size_t i = 0; i < sizeof builtin_excs / sizeof builtin_excs[0]; i++)
        if (!strcmp(builtin_excs[i].name, type) && builtin_excs[i].type != &exc_LimitError)
            return builtin_excs[i].type;
    const vtype *t = host_exc_type(s, type);
    if (!t)
        api_take_error(s, PS_EXCEPTION);
    return t;
}

value api_exception(ps_vm *s, const char *type, const char *message)
{
    if (!message)
        message = "";
    if (!utf8_valid((const unsigned char *)message, strlen(message))) {
        api_misuse(s, "exception message is not valid UTF-8");
        return V_NULL;
    }
    const vtype *t = exc_type_named(s, type);
    if (!t)
        return V_NULL;
    psvm *vm = s->vm;
    value e;
    if (!*message)
        e = exc_new(vm, t, V_NULL);
    else
        e = exc_new_msg(vm, t, message);
    if (!e)
        api_take_error(s, PS_EXCEPTION);
    return e;
}

/* The exception `type(*args)`: made by calling the class, as the script
 * would, so that KeyError(5) and ValueError('bad', 3) keep their args and
 * classes that check their arguments (UnicodeDecodeError) check them. */
static value exception_from_args(ps_vm *s, const char *fn, const char *type, ps_value args)
{
    value a;
    if (!h_get(s, args, &a))
        return V_NULL;
    if (!v_is_type(a, &tuple_type)) {
        api_misuse(s, "%s: args must be a tuple, not %s", fn, vm_type_name(a));
        return V_NULL;
    }
    const vtype *t = exc_type_named(s, type);
    if (!t)
        return V_NULL;
    psvm *vm = s->vm;
    /* calling a built-in class runs no Python code: nothing collects */
    value e = vm_call(vm, v_from_obj(t), (int)AS_TUPLE(a)->len, AS_TUPLE(a)->items, V_NULL);
    if (e)
        return e;
    if (!vm->exc || AS_EXC(vm->exc)->limit) {
        api_take_error(s, PS_EXCEPTION);
        return V_NULL;
    }
    value m = exc_str(vm, vm->exc);
    vm->exc = V_NULL;
    api_misuse(s, "%s: %s%s: %s", fn, type, "(*args)", m && v_is_str(m) ? str_cstr(m) : "bad arguments");
    vm->exc = V_NULL;
    return V_NULL;
}

ps_status ps_raise(ps_vm *s, const char *type, const char *message)
{
    CHECK_VM(s, PS_MISUSE);
    if (!s->in_callback)
        return api_misuse(s, "ps_raise: only a tool callback can raise (use ps_reject for a pending call)");
    value e = api_exception(s, type, message);
    if (!e)
        return PS_MISUSE;
    s->raised = e;
    return PS_EXCEPTION;
}

ps_status ps_raise_args(ps_vm *s, const char *type, ps_value args)
{
    CHECK_VM(s, PS_MISUSE);
    if (!s->in_callback)
        return api_misuse(s, "ps_raise_args: only a tool callback can raise (use ps_reject_args for a pending call)");
    value e = exception_from_args(s, "ps_raise_args", type, args);
    if (!e)
        return PS_MISUSE;
    s->raised = e;
    return PS_EXCEPTION;
}

/* ---- registration ------------------------------------------------------- */

/* Is there a tool named `name` (len n), or one inside a namespace of that
 * name ("name.x")? */
static bool tool_name_used(ps_vm *s, const char *name, size_t n, bool as_namespace)
{
    for (size_t i = 0; i < s->ntools; i++) {
        const char *t = s->tools[i].name;
        if (!strncmp(t, name, n) && t[n] == (as_namespace ? '.' : '\0'))
            return true;
    }
    return false;
}

/* A tool name is an identifier, or "namespace.identifier". */
static bool tool_name_ok(const char *name, const char **dot)
{
    *dot = strchr(name, '.');
    if (!*dot)
        return ident_ok(name);
    size_t n = (size_t)(*dot - name);
    char ns[101];
    if (n == 0 || n >= sizeof ns)
        return false;
    memcpy(ns, name, n);
    ns[n] = 0;
    return ident_ok(ns) && ident_ok(*dot + 1);
}

/* The namespace of a dotted tool name ("github" of "github.search_issues"):
 * a module, made on first use and bound both as a global and in the table
 * `import` reads, so that `github.search_issues()`, `import github` and
 * `from github import search_issues` all find it. Modules are read-only to
 * scripts (module_type has no setattr), so a script cannot swap a tool in
 * it. V_NULL with the error recorded. */
static value tool_namespace(ps_vm *s, const char *ns, size_t n)
{
    psvm *vm = s->vm;
    if (stdlib_find_module(ns, n) || stdlib_py_module_exists(ns, n)) {
        api_misuse(s, "ps_register_tool: '%.*s' is a module of the sandbox, not a free namespace", (int)n, ns);
        return V_NULL;
    }
    if (!vm->modules && !(vm->modules = dict_new(vm)))
        return V_NULL;
    value k = str_intern_n(vm, ns, (int64_t)n);
    if (!k)
        return V_NULL;
    value m = dict_get_str(vm, vm->modules, k);
    if (!m && (!(m = module_new(vm, k)) || dict_set(vm, vm->modules, k, m) < 0))
        return V_NULL;
    /* (again: a script may have rebound the global between runs) */
    if (dict_set(vm, vm->main_globals, k, m) < 0)
        return V_NULL;
    return m;
}

/* The tools table's entry for name (len bytes), added unbound (no
 * callback) if there is none; -1: no memory. */
static int64_t tool_slot(ps_vm *s, const char *name, size_t len)
{
    size_t i;
    for (i = 0; i < s->ntools; i++)
        if (strlen(s->tools[i].name) == len && !memcmp(s->tools[i].name, name, len))
            return (int64_t)i;
    if (s->ntools == s->tools_cap) {
        size_t cap = s->tools_cap ? s->tools_cap * 2 : 8;
        tool_entry *p = realloc(s->tools, cap * sizeof *p);
        if (!p)
            return -1;
        s->tools = p;
        s->tools_cap = cap;
    }
    char *nm = malloc(len + 1);
    if (!nm)
        return -1;
    memcpy(nm, name, len);
    nm[len] = 0;
    s->tools[i] = (tool_entry){.name = nm};
    s->ntools++;
    return (int64_t)i;
}

/* Restore (api_snapshot.c): the index a saved tool object calls through,
 * unbound until the host registers the name again; -2 for a name no
 * host could register (the call then raises "not registered"). */
int64_t api_tool_reserve(ps_vm *s, const char *name, size_t len)
{
    char buf[256];
    const char *dot;
    if (len >= sizeof buf)
        return -2;
    memcpy(buf, name, len);
    buf[len] = 0;
    if (!tool_name_ok(buf, &dot))
        return -2;
    return tool_slot(s, name, len);
}

ps_status ps_register_tool(ps_vm *s, const char *name, ps_tool_fn fn, void *ud)
{
    return ps_register_tool_ex(s, name, fn, ud, 0);
}

/* A tool of a restored snapshot that the host has not bound again: a
 * paused run restored from bytes may have it bound while paused, since
 * the run can only call it once it goes on. */
static bool restored_unbound(ps_vm *s, const char *name)
{
    for (size_t i = 0; i < s->ntools; i++)
        if (!strcmp(s->tools[i].name, name))
            return !s->tools[i].bound;
    return false;
}

ps_status ps_register_tool_ex(ps_vm *s, const char *name, ps_tool_fn fn, void *ud, unsigned flags)
{
    CHECK_VM(s, PS_MISUSE);
    const char *dot;
    if (!name || !tool_name_ok(name, &dot))
        return api_misuse(s, "ps_register_tool: '%s' is not an identifier or namespace.identifier",
                          name ? name : "(null)");
    if (flags & ~PS_TOOL_ASYNC)
        return api_misuse(s, "ps_register_tool_ex: unknown flags 0x%x", flags);
    if (s->state != RUN_IDLE && !(s->state == RUN_PAUSED && restored_unbound(s, name)))
        return api_misuse(s, "ps_register_tool: not while a run is in progress or paused "
                             "(except to bind again a tool of a restored snapshot)");
    if (!dot && tool_name_used(s, name, strlen(name), true))
        return api_misuse(s, "ps_register_tool: '%s' is already a tool namespace", name);
    if (dot && tool_name_used(s, name, (size_t)(dot - name), false))
        return api_misuse(s, "ps_register_tool: '%.*s' is already a tool, not a namespace", (int)(dot - name), name);
    psvm *vm = s->vm;
    value ns = V_NULL;
    if (dot && !(ns = tool_namespace(s, name, (size_t)(dot - name))))
        return vm->exc ? api_take_error(s, PS_EXCEPTION) : PS_MISUSE;
    int64_t i = tool_slot(s, name, strlen(name));
    if (i < 0)
        return PS_NOMEM;
    s->tools[i].fn = fn;
    s->tools[i].ud = ud;
    s->tools[i].flags = flags;
    s->tools[i].bound = true;
    value k = str_intern_cstr(vm, dot ? dot + 1 : name);
    value full = k && dot ? str_intern_cstr(vm, name) : k;
    value t = full ? tool_new(vm, full, (int64_t)i, (flags & PS_TOOL_ASYNC) != 0) : V_NULL;
    if (!t || dict_set(vm, ns ? ((moduleobj *)v_obj(ns))->dict : vm->main_globals, k, t) < 0)
        return api_take_error(s, PS_EXCEPTION);
    return PS_OK;
}

void api_tools_free(ps_vm *s)
{
    /* a sandbox per script often registers no tool and pauses on no
     * call: then there is nothing to free, and no call to free(NULL) */
    if (s->tools) {
        for (size_t i = 0; i < s->ntools; i++)
            free(s->tools[i].name);
        free(s->tools);
    }
    if (s->pending) {
        for (size_t i = 0; i < s->npending; i++)
            free(s->pending[i].handles);
        free(s->pending);
    }
}

void api_tools_trace(gc_state *gc, ps_vm *s)
{
    gc_mark_value(gc, s->exc_types);
    gc_mark_value(gc, s->raised);
    for (size_t i = 0; i < s->npending; i++)
        gc_mark_value(gc, s->pending[i].answer);
}

/* ---- calls -------------------------------------------------------------- */

void pcall_release(ps_vm *s, pcall *p)
{
    size_t n = p->call.argc + 2 * p->call.kwargc;
    for (size_t i = 0; i < n; i++)
        h_release(s, p->handles[i]);
    free(p->handles);
    p->handles = NULL;
    p->answer = V_NULL;
}

/* Fill p with handles for the arguments (owned by the record). */
static bool pcall_init(ps_vm *s, pcall *p, int64_t tool, int argc, const value *argv, value kwnames)
{
    memset(p, 0, sizeof *p);
    size_t nkw = kwnames ? (size_t)AS_TUPLE(kwnames)->len : 0;
    size_t n = (size_t)argc + 2 * nkw;
    p->handles = malloc((n ? n : 1) * sizeof *p->handles);
    if (!p->handles)
        return false;
    size_t k = 0;
    for (int i = 0; i < argc; i++)
        p->handles[k++] = h_new(s, argv[i], false);
    for (size_t i = 0; i < nkw; i++)
        p->handles[k++] = h_new(s, AS_TUPLE(kwnames)->items[i], false);
    for (size_t i = 0; i < nkw; i++)
        p->handles[k++] = h_new(s, argv[argc + (int)i], false);
    p->tool = tool;
    p->call.struct_size = sizeof p->call;
    p->call.id = ++s->next_call_id;
    p->call.tool = s->tools[tool].name;
    p->call.argc = (size_t)argc;
    p->call.argv = p->handles;
    p->call.kwargc = nkw;
    p->call.kwnames = p->handles + argc;
    p->call.kwvalues = p->handles + argc + nkw;
    for (size_t i = 0; i < n; i++)
        if (!p->handles[i]) {
            pcall_release(s, p);
            return false;
        }
    return true;
}

/* The pending list gets p (which it now owns); false with the error
 * (the pending call limit, or no memory) and p released. */
static bool pending_add(ps_vm *s, pcall *p)
{
    psvm *vm = s->vm;
    if (s->npending >= s->cfg.max_pending_calls) {
        pcall_release(s, p);
        vm_err_limit(vm, LIMIT_PENDING_CALLS, "pending tool call limit exceeded (%u calls)",
                     (unsigned)s->cfg.max_pending_calls);
        return false;
    }
    if (s->npending == s->pending_cap) {
        size_t cap = s->pending_cap ? s->pending_cap * 2 : 4;
        pcall *np = realloc(s->pending, cap * sizeof *np);
        if (!np) {
            pcall_release(s, p);
            vm_err_nomem(vm);
            return false;
        }
        s->pending = np;
        s->pending_cap = cap;
    }
    s->pending[s->npending++] = *p;
    return true;
}

/* A restored snapshot's pending call: its record as it was (ps_restore).
 * false: no memory. */
bool api_pending_restore(ps_vm *s, uint64_t id, int64_t tool, value args, value kwnames, value kwvalues, bool is_async,
                         bool cancelled, value answer, bool is_exc)
{
    psvm *vm = s->vm;
    int64_t argc = AS_TUPLE(args)->len, nkw = AS_TUPLE(kwnames)->len;
    value *argv = vm_alloc(vm, sizeof(value) * (size_t)(argc + nkw + 1));
    if (!argv)
        return false;
    vm_copy(argv, AS_TUPLE(args)->items, sizeof(value) * (size_t)argc);
    vm_copy(argv + argc, AS_TUPLE(kwvalues)->items, sizeof(value) * (size_t)nkw);
    pcall p;
    bool ok = pcall_init(s, &p, tool, (int)argc, argv, nkw ? kwnames : V_NULL);
    vm_dealloc(vm, argv);
    if (!ok)
        return false;
    p.call.id = id;
    p.call.can_defer = true;
    p.call.is_async = is_async;
    p.call.cancelled = cancelled;
    p.answered = answer != V_NULL;
    p.answer = answer;
    p.is_exc = is_exc;
    if (!pending_add(s, &p)) {
        vm->exc = V_NULL; /* (restore_paused checked the count: no memory) */
        return false;
    }
    return true;
}

static void pending_remove(ps_vm *s, size_t i)
{
    pcall_release(s, &s->pending[i]);
    memmove(&s->pending[i], &s->pending[i + 1], (s->npending - i - 1) * sizeof *s->pending);
    s->npending--;
}

static value defer(ps_vm *s, pcall *p, bool can_pause)
{
    psvm *vm = s->vm;
    const char *name = p->call.tool;
    if (!can_pause) {
        pcall_release(s, p);
        return vm_err(vm, &exc_RuntimeError,
                      "tool '%s' cannot pause here: it was called from inside a builtin that calls back into "
                      "Python (sorted key=, map, min/max key=...); call it from plain code", name);
    }
    uint64_t id = p->call.id;
    if (!pending_add(s, p))
        return V_NULL;
    s->pause_kind = PAUSE_SYNC_CALL;
    s->paused_id = id;
    return V_PAUSE;
}

/* A tool call's record, counted against max_tool_calls; NULL with the
 * error. */
static tool_entry *call_begin(psvm *vm, value tool, int argc, const value *argv, value kwnames, pcall *p,
                              bool can_defer)
{
    ps_vm *s = vm->host_ud;
    toolobj *to = (toolobj *)v_obj(tool);
    if (to->id < 0 || (size_t)to->id >= s->ntools || !s->tools[to->id].bound) {
        vm_err(vm, &exc_RuntimeError, "tool '%s' is not registered", str_cstr(to->name));
        return NULL;
    }
    s->run_tool_calls++;
    if (s->cfg.max_tool_calls && s->run_tool_calls > s->cfg.max_tool_calls) {
        vm_err_limit(vm, LIMIT_TOOL_CALLS, "tool call limit exceeded (%u calls)", (unsigned)s->cfg.max_tool_calls);
        return NULL;
    }
    tool_entry *t = &s->tools[to->id];
    if (!pcall_init(s, p, to->id, argc, argv, kwnames)) {
        vm_err(vm, &exc_MemoryError, "the host could not take the arguments of tool '%s'", t->name);
        return NULL;
    }
    p->call.is_async = (t->flags & PS_TOOL_ASYNC) != 0;
    p->call.can_defer = can_defer;
    return t;
}

/* Run the callback of a call: its answer, V_NULL with the exception, or
 * V_PAUSE when it deferred (p is then still the caller's to keep). */
static value call_callback(ps_vm *s, tool_entry *t, pcall *p)
{
    psvm *vm = s->vm;
    size_t mark = s->nscope;
    ps_value result = 0;
    s->in_callback++;
    int saved_state = s->state;
    s->state = RUN_RUNNING;
    ps_status st = t->fn(s, t->ud, &p->call, &result);
    s->state = saved_state;
    s->in_callback--;
    value r = V_NULL;
    switch (st) {
    case PS_OK:
        if (!result)
            r = V_NONE;
        else if (!h_get(s, result, &r))
            r = vm_err(vm, &exc_RuntimeError, "tool '%s' returned an invalid handle: %s", t->name, ps_error_message(s));
        break;
    case PS_EXCEPTION:
        if (s->raised) {
            r = vm_err_value(vm, s->raised);
            s->raised = V_NULL;
        } else
            r = vm_err(vm, &exc_RuntimeError, "tool '%s' failed without raising (call ps_raise)", t->name);
        break;
    case PS_LIMIT:
        /* the host stops the run: no except or finally block sees it */
        r = vm_err_limit(vm, LIMIT_INTERRUPT, "the run was stopped by the host in tool '%s'", t->name);
        break;
    case PS_TOOL_PENDING:
        h_scope_close(s, mark);
        s->raised = V_NULL;
        return V_PAUSE;
    default:
        r = vm_err(vm, &exc_RuntimeError, "tool '%s' returned %s", t->name, ps_status_name(st));
        break;
    }
    s->raised = V_NULL;
    /* no collection can run before the loop has the result on its stack */
    h_scope_close(s, mark);
    pcall_release(s, p);
    return r;
}

value api_tool_async_start(psvm *vm, value tool, int argc, const value *argv, value kwnames, int64_t *pending_id)
{
    ps_vm *s = vm->host_ud;
    pcall p;
    *pending_id = 0;
    /* an async call is always deferrable: the event loop waits for it */
    tool_entry *t = call_begin(vm, tool, argc, argv, kwnames, &p, true);
    if (!t)
        return V_NULL;
    if (t->fn) {
        value r = call_callback(s, t, &p);
        if (r != V_PAUSE)
            return r;
    }
    uint64_t id = p.call.id;
    if (!pending_add(s, &p))
        return V_NULL;
    *pending_id = (int64_t)id;
    return V_NONE;
}

/* The answered async calls as [(id, ok, value), ...], their records
 * dropped; V_NULL with the error. */
static value take_async_answers(ps_vm *s)
{
    psvm *vm = s->vm;
    value list = list_new(vm, 0);
    if (!list)
        return V_NULL;
    vm_root_push(vm, list);
    for (size_t i = 0; i < s->npending;) {
        pcall *p = &s->pending[i];
        if (!p->call.is_async || !p->answered || p->call.cancelled) {
            i++;
            continue;
        }
        value id = int_from_i64(vm, (int64_t)p->call.id);
        value t = id ? tuple_pack(vm, 3, id, v_bool(!p->is_exc), p->answer) : V_NULL;
        if (!t || list_append(vm, list, t) < 0) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        pending_remove(s, i);
    }
    vm_root_pop(vm, 1);
    return list;
}

value api_tool_async_wait(psvm *vm, bool can_pause)
{
    ps_vm *s = vm->host_ud;
    bool waiting = false, answered = false;
    for (size_t i = 0; i < s->npending; i++) {
        pcall *p = &s->pending[i];
        if (p->call.is_async && !p->call.cancelled) {
            waiting = true;
            answered |= p->answered;
        }
    }
    if (answered || !waiting)
        return take_async_answers(s);
    if (!can_pause)
        return vm_err(vm, &exc_RuntimeError,
                      "the event loop cannot wait for tool calls here: it was started from inside a builtin "
                      "that calls back into Python (sorted key=, map, min/max key=...); run it from plain code");
    s->pause_kind = PAUSE_ASYNC_WAIT;
    s->paused_id = 0;
    return V_PAUSE;
}

void api_tool_async_cancel(psvm *vm, int64_t id)
{
    ps_vm *s = vm->host_ud;
    for (size_t i = 0; i < s->npending; i++) {
        pcall *p = &s->pending[i];
        if (p->call.id == (uint64_t)id && p->call.is_async) {
            if (p->answered)
                pending_remove(s, i); /* answered, not yet taken: nobody waits for it */
            else
                p->call.cancelled = true;
            return;
        }
    }
}

/* What ps_continue resumes the paused run with: the answer of the call
 * that paused it, or the list of answered async calls. Cancelled calls
 * (listed at the pause just ended) are dropped. V_NULL: misuse recorded. */
value api_take_answers(ps_vm *s, bool sync_pause, bool *is_exc)
{
    value r = V_NULL;
    *is_exc = false;
    if (sync_pause) {
        size_t i;
        for (i = 0; i < s->npending; i++)
            if (s->pending[i].call.id == s->paused_id)
                break;
        if (i == s->npending || !s->pending[i].answered) {
            api_misuse(s, "ps_continue: pending call %llu has no answer yet (ps_resolve / ps_reject)",
                       (unsigned long long)s->paused_id);
            return V_NULL;
        }
        r = s->pending[i].answer;
        *is_exc = s->pending[i].is_exc;
        pending_remove(s, i);
    } else {
        bool any = false;
        for (size_t i = 0; i < s->npending; i++)
            any |= s->pending[i].call.is_async && s->pending[i].answered && !s->pending[i].call.cancelled;
        if (!any) {
            api_misuse(s, "ps_continue: none of the %zu pending calls has an answer yet (ps_resolve / ps_reject)",
                       s->npending);
            return V_NULL;
        }
        r = take_async_answers(s);
        if (!r) {
            /* no memory for the list: the run gets the error */
            r = s->vm->exc;
            s->vm->exc = V_NULL;
            *is_exc = true;
        }
    }
    for (size_t i = 0; i < s->npending;)
        if (s->pending[i].call.cancelled)
            pending_remove(s, i);
        else
            i++;
    return r;
}

value api_tool_hook(psvm *vm, value tool, int argc, const value *argv, value kwnames, bool can_pause)
{
    ps_vm *s = vm->host_ud;
    pcall p;
    tool_entry *t = call_begin(vm, tool, argc, argv, kwnames, &p, can_pause);
    if (!t)
        return V_NULL;
    if (!t->fn)
        return defer(s, &p, can_pause);
    value r = call_callback(s, t, &p);
    return r == V_PAUSE ? defer(s, &p, can_pause) : r;
}

ps_value ps_call_kwarg(ps_vm *s, const ps_call *call, const char *name)
{
    CHECK_VM(s, 0);
    if (!call || !name)
        return 0;
    for (size_t i = 0; i < call->kwargc; i++) {
        value k;
        if (h_get(s, call->kwnames[i], &k) && v_is_str(k) && !strcmp(str_cstr(k), name))
            return call->kwvalues[i];
    }
    return 0;
}

/* ---- pending calls ------------------------------------------------------ */

size_t ps_pending_count(ps_vm *s)
{
    CHECK_VM(s, 0);
    return s->state == RUN_PAUSED ? s->npending : 0;
}

ps_status ps_pending_call(ps_vm *s, size_t i, ps_call *out)
{
    CHECK_VM(s, PS_MISUSE);
    if (!out)
        return api_misuse(s, "ps_pending_call: out is NULL");
    if (s->state != RUN_PAUSED || i >= s->npending)
        return api_misuse(s, "ps_pending_call: no pending call %zu", i);
    *out = s->pending[i].call;
    return PS_OK;
}

static pcall *find_pending(ps_vm *s, uint64_t id, const char *fn)
{
    if (s->state != RUN_PAUSED) {
        api_misuse(s, "%s: no run is paused (call %llu is not pending)", fn, (unsigned long long)id);
        return NULL;
    }
    for (size_t i = 0; i < s->npending; i++)
        if (s->pending[i].call.id == id) {
            if (s->pending[i].answered) {
                api_misuse(s, "%s: call %llu is already answered", fn, (unsigned long long)id);
                return NULL;
            }
            return &s->pending[i];
        }
    api_misuse(s, "%s: no pending call has id %llu", fn, (unsigned long long)id);
    return NULL;
}

ps_status ps_resolve(ps_vm *s, uint64_t id, ps_value v)
{
    CHECK_VM(s, PS_MISUSE);
    pcall *p = find_pending(s, id, "ps_resolve");
    if (!p)
        return PS_MISUSE;
    if (p->call.cancelled)
        return PS_OK;
    value x;
    if (!h_get(s, v, &x))
        return PS_MISUSE;
    p->answer = x;
    p->is_exc = false;
    p->answered = true;
    return PS_OK;
}

ps_status ps_reject(ps_vm *s, uint64_t id, const char *type, const char *message)
{
    CHECK_VM(s, PS_MISUSE);
    pcall *p = find_pending(s, id, "ps_reject");
    if (!p)
        return PS_MISUSE;
    if (p->call.cancelled)
        return PS_OK;
    value e = api_exception(s, type, message);
    if (!e)
        return PS_MISUSE;
    p->answer = e;
    p->is_exc = true;
    p->answered = true;
    return PS_OK;
}

ps_status ps_reject_args(ps_vm *s, uint64_t id, const char *type, ps_value args)
{
    CHECK_VM(s, PS_MISUSE);
    pcall *p = find_pending(s, id, "ps_reject_args");
    if (!p)
        return PS_MISUSE;
    if (p->call.cancelled)
        return PS_OK;
    value e = exception_from_args(s, "ps_reject_args", type, args);
    if (!e)
        return PS_MISUSE;
    p->answer = e;
    p->is_exc = true;
    p->answered = true;
    return PS_OK;
}

/* Every call still waiting is answered with the interrupt limit, which
 * unwinds past every except and finally block, so the script runs no
 * further code, and the run ends through ps_continue like any other. */
ps_status ps_abort(ps_vm *s)
{
    CHECK_VM(s, PS_MISUSE);
    if (s->state != RUN_PAUSED)
        return api_misuse(s, "ps_abort: no run is paused on this sandbox");
    psvm *vm = s->vm;
    for (size_t i = 0; i < s->npending; i++) {
        vm_err_limit(vm, LIMIT_INTERRUPT, "the run was abandoned by the host");
        s->pending[i].answer = vm->exc;
        s->pending[i].is_exc = true;
        s->pending[i].answered = true;
        vm->exc = V_NULL;
    }
    return ps_continue(s, NULL);
}
