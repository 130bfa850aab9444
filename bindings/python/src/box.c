/*
 * box.c - a sandbox as the binding holds it: making it with its tools,
 * binding inputs, running with the GIL released, and turning the end of
 * a run into a Result, the calls of a pause, or an exception.
 */
#include <stdlib.h>
#include <string.h>

#include "binding.h"

Py_ssize_t pb_live_boxes;

/* ---- sandboxes dropped on another thread ----------------------------------- */

/* Only the thread that made a sandbox can free it (its memory is that
 * thread's mimalloc heap). A Sandbox object collected on another thread
 * leaves its sandbox here; the owner frees it the next time it enters
 * the binding. The list is guarded by the GIL. If the owner never comes
 * back (its thread ended), the sandbox is not freed: docs/python.md. */
typedef struct orphan {
    ps_vm *vm;
    uint64_t owner;
    struct orphan *next;
} orphan;
static orphan *orphans;

static void free_vm(ps_vm *vm, uint64_t owner)
{
    if (owner == pb_thread_id()) {
        ps_free(vm);
        pb_live_boxes--;
        return;
    }
    orphan *o = malloc(sizeof *o);
    if (!o)
        return; /* leaked: nothing else can be done with it here */
    o->vm = vm;
    o->owner = owner;
    o->next = orphans;
    orphans = o;
}

void pb_orphans_reap(void)
{
    if (!orphans)
        return;
    uint64_t me = pb_thread_id();
    for (orphan **p = &orphans; *p;) {
        orphan *o = *p;
        if (o->owner == me) {
            *p = o->next;
            ps_free(o->vm);
            pb_live_boxes--;
            free(o);
        } else {
            p = &o->next;
        }
    }
}

/* ---- making and freeing ------------------------------------------------------ */

/* One tool entry (fn checked), named `name` or "ns.name". */
static bool check_tool_fn(PyObject *fn, PyObject *ns, PyObject *name, bool allow_declared)
{
    if (PyCallable_Check(fn) || (allow_declared && fn == Py_None))
        return true;
    if (ns)
        PyErr_Format(PyExc_TypeError, "tools[%R][%R] is not callable (%.100s)", ns, name, Py_TYPE(fn)->tp_name);
    else
        PyErr_Format(PyExc_TypeError, "tools[%R] is not callable (%.100s)", name, Py_TYPE(fn)->tp_name);
    return false;
}

/* Walk tools (validated as it goes): count them, or fill b->tools and
 * the set of global names they take. */
static bool walk_tools(pb_box *b, PyObject *tools, bool allow_declared, size_t *count, PyObject *names)
{
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    size_t n = 0;
    while (PyDict_Next(tools, &pos, &k, &v)) {
        if (!pb_check_name(k, "tools"))
            return false;
        if (names && PySet_Add(names, k) < 0)
            return false;
        if (!PyDict_Check(v)) {
            if (!check_tool_fn(v, NULL, k, allow_declared))
                return false;
            if (b->tools && n >= b->ntools)
                break; /* (cannot happen: nothing ran between the walks) */
            if (b->tools) {
                b->tools[n].fn = Py_NewRef(v);
                b->tools[n].name = strdup(PyUnicode_AsUTF8(k));
            }
            n++;
            continue;
        }
        /* a namespace: {"github": {"search_issues": f}} */
        Py_ssize_t pos2 = 0;
        PyObject *k2, *v2;
        while (PyDict_Next(v, &pos2, &k2, &v2)) {
            if (!pb_check_name(k2, "tools namespace"))
                return false;
            if (PyDict_Check(v2)) {
                PyErr_Format(PyExc_TypeError, "tools[%R][%R]: namespaces are one level deep", k, k2);
                return false;
            }
            if (!check_tool_fn(v2, k, k2, allow_declared))
                return false;
            if (b->tools && n >= b->ntools)
                break;
            if (b->tools) {
                PyObject *full = PyUnicode_FromFormat("%U.%U", k, k2);
                if (!full)
                    return false;
                b->tools[n].fn = Py_NewRef(v2);
                b->tools[n].name = strdup(PyUnicode_AsUTF8(full));
                Py_DECREF(full);
            }
            n++;
        }
    }
    *count = n;
    return true;
}

static bool box_open(pb_box *b, const ps_config *cfg, PyObject *tools, bool allow_declared, const void *snap,
                     size_t snap_len);

bool pb_box_open(pb_box *b, const ps_config *cfg, PyObject *tools, bool allow_declared)
{
    return box_open(b, cfg, tools, allow_declared, NULL, 0);
}

/* A box whose sandbox is restored from a snapshot of a paused run
 * (Paused.load): its tools bound again by name, a ToolCall recorded for
 * each call still pending. */
bool pb_box_restore(pb_box *b, const ps_config *cfg, PyObject *tools, const void *snap, size_t len)
{
    if (!box_open(b, cfg, tools, true, snap, len))
        return false;
    size_t n = ps_pending_count(b->vm);
    if (n == 0) {
        pb_error("Paused.load: the snapshot holds no paused run (an idle sandbox's snapshot)");
        return false;
    }
    for (size_t i = 0; i < n; i++) {
        ps_call c = {.struct_size = sizeof c};
        PyObject *args, *kwargs;
        if (ps_pending_call(b->vm, i, &c) != PS_OK) {
            pb_error("%s", ps_error_message(b->vm));
            return false;
        }
        if (!pb_call_args(b, &c, &args, &kwargs))
            return false;
        PyObject *tc = pb_record_call(b, &c, args, kwargs);
        Py_DECREF(args);
        Py_DECREF(kwargs);
        if (!tc)
            return false;
        Py_DECREF(tc);
    }
    return true;
}

static bool box_open(pb_box *b, const ps_config *cfg, PyObject *tools, bool allow_declared, const void *snap,
                     size_t snap_len)
{
    b->owner = pb_thread_id();
    if (tools && !PyDict_Check(tools)) {
        PyErr_Format(PyExc_TypeError, "tools must be a dict of name -> callable, not %.100s",
                     Py_TYPE(tools)->tp_name);
        return false;
    }
    size_t n = 0;
    if (tools && PyDict_GET_SIZE(tools)) {
        if (!walk_tools(b, tools, allow_declared, &n, NULL))
            return false;
        if (!(b->tools = PyMem_Calloc(n ? n : 1, sizeof *b->tools)) || !(b->tool_names = PySet_New(NULL))) {
            PyErr_NoMemory();
            return false;
        }
        b->ntools = n;
        if (!walk_tools(b, tools, allow_declared, &n, b->tool_names))
            return false;
        for (size_t i = 0; i < n; i++) {
            if (!b->tools[i].name) {
                PyErr_NoMemory();
                return false;
            }
            /* after the walks: finding out may run the host's code */
            int is_async = pb_is_async(b->tools[i].fn);
            if (is_async < 0)
                return false;
            b->tools[i].is_async = is_async;
            b->nasync += (size_t)is_async;
        }
    }
    if (snap) {
        ps_status st = ps_restore(cfg, snap, snap_len, &b->vm);
        if (st == PS_NOMEM || !b->vm) {
            PyErr_SetString(PyExc_MemoryError, "pysafe: the sandbox could not be made (out of memory)");
            return false;
        }
        pb_live_boxes++;
        if (st != PS_OK) {
            if (st == PS_LIMIT)
                pb_raise_status(b, st);
            else
                pb_error("Paused.load: %s", ps_error_message(b->vm));
            return false;
        }
    } else if (!(b->vm = ps_new(cfg))) {
        PyErr_SetString(PyExc_MemoryError, "pysafe: the sandbox could not be made (out of memory)");
        return false;
    } else
        pb_live_boxes++;
    for (size_t i = 0; i < b->ntools; i++) {
        b->tools[i].box = b;
        if (ps_register_tool_ex(b->vm, b->tools[i].name, pb_tool_callback, &b->tools[i],
                                b->tools[i].is_async ? PS_TOOL_ASYNC : 0) != PS_OK) {
            PyErr_Format(PyExc_ValueError, "tools: %s", ps_error_message(b->vm));
            return false;
        }
    }
    return true;
}

void pb_box_close(pb_box *b)
{
    if (b->vm)
        free_vm(b->vm, b->owner);
    b->vm = NULL;
    for (size_t i = 0; i < b->ntools; i++) {
        Py_XDECREF(b->tools[i].fn);
        free(b->tools[i].name);
    }
    PyMem_Free(b->tools);
    b->tools = NULL;
    b->ntools = 0;
    b->nasync = 0;
    Py_CLEAR(b->tool_names);
    Py_CLEAR(b->clock_fn);
    Py_CLEAR(b->calls);
    Py_CLEAR(b->host_exc);
    Py_CLEAR(b->on_async_call);
    free(b->script);
    b->script = NULL;
}

bool pb_box_inputs(pb_box *b, PyObject *inputs)
{
    if (!inputs)
        return true;
    if (!PyDict_Check(inputs)) {
        PyErr_Format(PyExc_TypeError, "inputs must be a dict of name -> value, not %.100s",
                     Py_TYPE(inputs)->tp_name);
        return false;
    }
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    while (PyDict_Next(inputs, &pos, &k, &v)) {
        if (!pb_check_name(k, "inputs"))
            return false;
        if (b->tool_names && PySet_Contains(b->tool_names, k) == 1) {
            PyErr_Format(PyExc_ValueError, "inputs: %R is also the name of a tool", k);
            return false;
        }
        /* converting runs host code (an Enum's value, a dataclass's
         * fields), which may change the dict: hold the entry */
        Py_INCREF(k);
        Py_INCREF(v);
        ps_value h = pb_to_ps(b, v, "inputs[%R]", k);
        ps_status st = h ? ps_set_global(b->vm, PyUnicode_AsUTF8(k), h) : PS_OK;
        ps_release(b->vm, h);
        if (h && st != PS_OK)
            pb_error("inputs[%R]: %s", k, ps_error_message(b->vm));
        Py_DECREF(k);
        Py_DECREF(v);
        if (!h || st != PS_OK)
            return false;
    }
    return true;
}

/* ---- the end of a run ----------------------------------------------------------- */

static PyObject *output_text(pb_box *b)
{
    size_t n;
    const char *s = ps_output(b->vm, &n);
    return PyUnicode_DecodeUTF8(s, (Py_ssize_t)n, "replace");
}

/* The last line of the traceback that is in the script itself (not in a
 * module of the sandbox): where the model should look. */
static PyObject *script_line(const char *tb, const char *script)
{
    char pat[600];
    snprintf(pat, sizeof pat, "File \"%s\", line ", script);
    long line = 0;
    for (const char *p = strstr(tb, pat); p; p = strstr(p + 1, pat))
        line = strtol(p + strlen(pat), NULL, 10);
    if (line <= 0)
        Py_RETURN_NONE;
    return PyLong_FromLong(line);
}

static const char *limit_name(ps_limit l)
{
    switch (l) {
    case PS_LIMIT_INSTRUCTIONS: return "instructions";
    case PS_LIMIT_MEMORY: return "memory";
    case PS_LIMIT_OUTPUT: return "output";
    case PS_LIMIT_TIME: return "time";
    case PS_LIMIT_INTERRUPT: return "interrupt";
    case PS_LIMIT_TOOL_CALLS: return "tool_calls";
    case PS_LIMIT_PENDING_CALLS: return "pending_calls";
    default: return "unknown";
    }
}

static PyObject *current_stats(pb_box *b)
{
    ps_stats st = {.struct_size = sizeof st};
    ps_get_stats(b->vm, &st);
    return pb_stats_new(&st);
}

/* Text of the sandbox's (UTF-8; a script's lone surrogates encoded as
 * such) as str, never failing on odd bytes. */
static PyObject *text(const char *s)
{
    PyObject *o = PyUnicode_DecodeUTF8(s, (Py_ssize_t)strlen(s), "surrogatepass");
    if (!o) {
        PyErr_Clear();
        o = PyUnicode_DecodeUTF8(s, (Py_ssize_t)strlen(s), "replace");
    }
    return o;
}

/* A line or column figure: None when the sandbox does not know it (0). */
static PyObject *figure(int n)
{
    if (n <= 0)
        Py_RETURN_NONE;
    return PyLong_FromLong(n);
}

static void raise_with(PyObject *cls, PyObject *args, PyObject *kwargs)
{
    PyObject *e = args ? PyObject_Call(cls, args, kwargs) : NULL;
    if (e)
        PyErr_SetObject(cls, e);
    Py_XDECREF(e);
}

PyObject *pb_raise_status(pb_box *b, ps_status st)
{
    ps_vm *vm = b->vm;
    const char *type = ps_error_type(vm), *msg = ps_error_message(vm), *tb = ps_error_traceback(vm);
    if (st == PS_MISUSE || st == PS_NOMEM || (st != PS_SYNTAX_ERROR && st != PS_EXCEPTION && st != PS_LIMIT))
        return pb_error("%s", *msg ? msg : ps_status_name(st));
    PyObject *out = output_text(b);
    PyObject *kw = out ? PyDict_New() : NULL;
    PyObject *args = NULL;
    if (!kw || PyDict_SetItemString(kw, "output", out) < 0)
        goto done;
    if (st == PS_SYNTAX_ERROR) {
        args = Py_BuildValue("(NNNNN)", text(type), text(msg), text(tb), figure(ps_error_line(vm)),
                             figure(ps_error_column(vm)));
        raise_with(pb_ScriptSyntaxError, args, kw);
    } else if (st == PS_LIMIT || !strcmp(type, "RecursionError")) {
        /* an uncaught RecursionError is the call-depth budget */
        const char *limit = st == PS_LIMIT ? limit_name(ps_limit_hit(vm)) : "depth";
        args = Py_BuildValue("(sNNN)", limit, text(msg), text(tb), current_stats(b));
        raise_with(pb_LimitError, args, kw);
    } else {
        args = Py_BuildValue("(NNNN)", text(type), text(msg), text(tb),
                             script_line(tb, b->script ? b->script : "<script>"));
        raise_with(pb_ScriptError, args, kw);
    }
done:
    Py_XDECREF(args);
    Py_XDECREF(kw);
    Py_XDECREF(out);
    return NULL;
}

/* The calls a paused run waits for, as (ToolCall, is_async, cancelled)
 * tuples (the ToolCalls made by the callback). The records of the calls
 * still pending are kept: an async call left unanswered at this pause is
 * listed again at the next one. */
PyObject *pb_box_pending(pb_box *b)
{
    size_t n = ps_pending_count(b->vm);
    PyObject *list = PyList_New(0), *kept = PyDict_New();
    for (size_t i = 0; list && kept && i < n; i++) {
        ps_call c = {.struct_size = sizeof c};
        if (ps_pending_call(b->vm, i, &c) != PS_OK) {
            Py_CLEAR(list);
            pb_error("%s", ps_error_message(b->vm));
            break;
        }
        PyObject *id = PyLong_FromUnsignedLongLong(c.id);
        PyObject *tc = id && b->calls ? PyDict_GetItemWithError(b->calls, id) : NULL;
        if (!tc && !PyErr_Occurred())
            pb_error("internal error: pending call %llu has no record", (unsigned long long)c.id);
        PyObject *entry = tc ? Py_BuildValue("(OOO)", tc, c.is_async ? Py_True : Py_False,
                                             c.cancelled ? Py_True : Py_False)
                             : NULL;
        if (!entry || PyList_Append(list, entry) < 0 || PyDict_SetItem(kept, id, tc) < 0)
            Py_CLEAR(list);
        Py_XDECREF(entry);
        Py_XDECREF(id);
    }
    /* the records of answered calls go, and those of calls that could not
     * pause (inside sorted(key=...)), which raised RuntimeError instead */
    Py_CLEAR(b->calls);
    if (!kept)
        Py_CLEAR(list);
    if (list)
        b->calls = kept;
    else
        Py_XDECREF(kept);
    return list;
}

/* What a run that ended (st, result) gives the caller. */
static PyObject *finish(pb_box *b, ps_status st, ps_value result, bool sigint, bool *paused)
{
    ps_vm *vm = b->vm;
    bool stopped_by_interrupt = st == PS_LIMIT && ps_limit_hit(vm) == PS_LIMIT_INTERRUPT;
    if (b->host_exc || sigint) {
        /* the host's failure (or Ctrl-C) wins over what the run gave */
        if (st == PS_TOOL_PENDING) {
            st = ps_abort(vm);
            stopped_by_interrupt = true;
        }
        Py_CLEAR(b->calls);
        if (!stopped_by_interrupt)
            ps_interrupt_clear(vm); /* it came after the run's last safepoint */
        if (b->host_exc) {
            PyObject *e = b->host_exc;
            b->host_exc = NULL;
            ps_release(vm, result);
            PyErr_Restore(Py_NewRef((PyObject *)Py_TYPE(e)), e, PyException_GetTraceback(e));
            return NULL;
        }
        if (PyErr_CheckSignals() < 0) {
            ps_release(vm, result);
            return NULL;
        }
        /* the host's SIGINT handler did not raise: the run's own end */
    } else if (b->interrupted && !stopped_by_interrupt) {
        ps_interrupt_clear(vm);
    }
    if (st == PS_TOOL_PENDING) {
        PyObject *calls = pb_box_pending(b);
        if (!calls) {
            pb_box_abort(b); /* no Paused can answer it */
            return NULL;
        }
        *paused = true;
        return calls;
    }
    Py_CLEAR(b->calls);
    if (st != PS_OK)
        return pb_raise_status(b, st);
    PyObject *value = pb_from_ps(b, result, true, "result");
    ps_release(vm, result);
    PyObject *out = value ? output_text(b) : NULL;
    PyObject *r = NULL;
    if (out) {
        ps_stats stats = {.struct_size = sizeof stats};
        ps_get_stats(vm, &stats);
        int code = 0;
        bool exited = ps_exited(vm, &code, NULL);
        r = pb_result_new(value, out, &stats, exited, code);
    }
    Py_XDECREF(value);
    Py_XDECREF(out);
    return r;
}

PyObject *pb_box_exec(pb_box *b, PyObject *code, const char *name, bool *paused)
{
    const char *src = NULL;
    Py_ssize_t len = 0;
    if (code && !(src = PyUnicode_AsUTF8AndSize(code, &len)))
        return NULL;
    *paused = false;
    /* a clock that failed outside a run (a repr() after one) left an
     * interrupt and an exception nobody saw: not this run's */
    if (b->interrupted)
        ps_interrupt_clear(b->vm);
    Py_CLEAR(b->host_exc);
    if (b->cancel_requested)
        return pb_error("the run was cancelled (run_async)");
    b->running = true;
    b->interrupted = false;
    if (name) {
        char *copy = strdup(name);
        if (!copy)
            return PyErr_NoMemory();
        free(b->script);
        b->script = copy;
    }
    ps_value result = 0;
    pb_sigint_arm(b);
    b->tstate = PyEval_SaveThread();
    ps_status st = code ? ps_run(b->vm, src, (size_t)len, name, &result) : ps_continue(b->vm, &result);
    PyEval_RestoreThread(b->tstate);
    b->tstate = NULL;
    bool sigint = pb_sigint_disarm(b);
    b->running = false;
    return finish(b, st, result, sigint, paused);
}

void pb_box_abort(pb_box *b)
{
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    ps_abort(b->vm);
    Py_CLEAR(b->calls);
    PyErr_Restore(type, value, tb);
}
