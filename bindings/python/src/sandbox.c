/*
 * sandbox.c - pysafe.Sandbox (one sandbox kept across runs, driven by
 * .run or by hand with .start) and pysafe.Paused (a run waiting for the
 * answers to its tool calls).
 *
 * A pause may wait for several calls at once (asyncio.gather over async
 * tools in the sandbox): Paused.calls lists them all and resume() takes
 * an answer for each, by id; an async call may be left unanswered (it
 * stays pending and is listed again), a sync call may not. Calls the
 * script cancelled are in Paused.cancelled. Only the newest Paused of a
 * sandbox can be resumed, once. A Paused dropped without being resumed
 * gives its run up (ps_abort) the next time the sandbox is used, so a
 * forgotten pause never blocks the sandbox.
 */
#include <stdlib.h>
#include <string.h>

#include "binding.h"
#include "kwargs.h"

typedef struct {
    PyObject_HEAD
    pb_box box;
    bool closed;
    bool abandoned;        /* the Paused of the paused run was dropped */
    uint64_t pause_serial; /* non-zero: a run is paused; the Paused's serial */
    uint64_t next_serial;
    PyObject *weakrefs;
} SandboxObject;

typedef struct {
    PyObject_HEAD
    SandboxObject *sb;
    PyObject *calls;      /* tuple of ToolCall: the calls waiting for an answer */
    PyObject *kinds;      /* bytes, one per call: 1 for an async tool's call */
    PyObject *cancelled;  /* tuple of ToolCall: calls the script cancelled */
    uint64_t serial;
    bool done;
} PausedObject;

/* ---- Sandbox ----------------------------------------------------------------- */

/* A sandbox of type `type` with these arguments (None as absent): a new
 * one, or (snap) one restored from a snapshot of a paused run. */
static SandboxObject *sandbox_make(PyTypeObject *type, PyObject *tools, PyObject *limits, PyObject *clock,
                                   PyObject *seed, const void *snap, size_t snap_len)
{
    tools = tools == Py_None ? NULL : tools;
    limits = limits == Py_None ? NULL : limits;
    clock = clock == Py_None ? NULL : clock;
    seed = seed == Py_None ? NULL : seed;
    pb_orphans_reap();
    SandboxObject *sb = (SandboxObject *)type->tp_alloc(type, 0);
    if (!sb)
        return NULL;
    ps_config cfg;
    if (!pb_config(&sb->box, &cfg, limits, clock, seed) ||
        !(snap ? pb_box_restore(&sb->box, &cfg, tools, snap, snap_len) : pb_box_open(&sb->box, &cfg, tools, true))) {
        Py_DECREF(sb);
        return NULL;
    }
    return sb;
}

static PyObject *sandbox_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"tools", "limits", "clock", "seed", NULL};
    PyObject *tools = NULL, *limits = NULL, *clock = NULL, *seed = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|$OOOO:Sandbox", kwlist, &tools, &limits, &clock, &seed))
        return NULL;
    return (PyObject *)sandbox_make(type, tools, limits, clock, seed, NULL, 0);
}

/* name -> function of the sandbox's async tools (pysafe/_async.py calls
 * them). Any thread: it reads the tool table only. */
static PyObject *sandbox_async_tools(SandboxObject *sb, PyObject *unused)
{
    PyObject *d = PyDict_New();
    for (size_t i = 0; d && i < sb->box.ntools; i++) {
        pb_tool *t = &sb->box.tools[i];
        if (t->is_async && PyDict_SetItemString(d, t->name, t->fn) < 0)
            Py_CLEAR(d);
    }
    return d;
}

/* run_async was cancelled: stop the run in progress on the worker thread
 * (ps_interrupt is the one call safe from any thread) and refuse any other
 * run. Any thread; the GIL orders it with the worker's use of the box. */
static PyObject *sandbox_interrupt(SandboxObject *sb, PyObject *unused)
{
    if (!sb->closed && sb->box.vm) {
        sb->box.cancel_requested = true;
        ps_interrupt(sb->box.vm);
    }
    Py_RETURN_NONE;
}

/* run_async: fn(ToolCall) is called for each async call as the script
 * makes it (None: no more). */
static PyObject *sandbox_on_async_call(SandboxObject *sb, PyObject *fn)
{
    if (fn != Py_None && !PyCallable_Check(fn))
        return PyErr_Format(PyExc_TypeError, "_on_async_call: not callable");
    Py_XSETREF(sb->box.on_async_call, fn == Py_None ? NULL : Py_NewRef(fn));
    Py_RETURN_NONE;
}

static int sandbox_traverse(SandboxObject *sb, visitproc visit, void *arg)
{
    for (size_t i = 0; i < sb->box.ntools; i++)
        Py_VISIT(sb->box.tools[i].fn);
    Py_VISIT(sb->box.clock_fn);
    Py_VISIT(sb->box.calls);
    Py_VISIT(sb->box.on_async_call);
    return 0;
}

static void sandbox_free(SandboxObject *sb)
{
    pb_box_close(&sb->box);
    sb->closed = true;
    sb->pause_serial = 0;
}

static int sandbox_clear(SandboxObject *sb)
{
    /* only unreachable sandboxes are cleared: none is running */
    if (!sb->box.running)
        sandbox_free(sb);
    return 0;
}

static void sandbox_dealloc(SandboxObject *sb)
{
    PyObject_GC_UnTrack(sb);
    if (sb->weakrefs)
        PyObject_ClearWeakRefs((PyObject *)sb);
    sandbox_free(sb);
    Py_TYPE(sb)->tp_free((PyObject *)sb);
}

/* Can `what` use the sandbox now? Also gives up a run whose Paused was
 * dropped. */
static bool usable(SandboxObject *sb, const char *what)
{
    if (sb->closed) {
        pb_error("%s: the sandbox is closed", what);
        return false;
    }
    if (!pb_check_thread(&sb->box, what))
        return false;
    if (sb->box.running) {
        pb_error("%s: the sandbox is running (a tool cannot use the sandbox that called it)", what);
        return false;
    }
    pb_orphans_reap();
    if (sb->abandoned) {
        pb_box_abort(&sb->box);
        sb->abandoned = false;
        sb->pause_serial = 0;
    }
    return true;
}

static PyObject *paused_new(SandboxObject *sb, PyObject *entries);
static bool is_paused_current(PyObject *paused);

/* The end of run/start/resume: a Result, or a Paused for a pause. */
static PyObject *exec_box(SandboxObject *sb, PyObject *code, const char *name, int mode)
{
    bool paused = false;
    sb->box.mode = mode;
    PyObject *r = pb_box_exec(&sb->box, code, name, &paused);
    if (!r || !paused)
        return r;
    PyObject *p = paused_new(sb, r);
    Py_DECREF(r);
    if (!p)
        pb_box_abort(&sb->box);
    return p;
}

/* Sandbox.run / pysafe.run met a pause: async tools awaited by the script.
 * pysafe/_async.py runs their coroutines in a private event loop until the
 * run ends. */
static PyObject *finish_sync(SandboxObject *sb, PyObject *paused, const char *what)
{
    PyObject *fns = sandbox_async_tools(sb, NULL);
    PyObject *m = fns ? PyImport_ImportModule("pysafe._async") : NULL;
    PyObject *r = m ? PyObject_CallMethod(m, "_finish_sync", "OOs", paused, fns, what) : NULL;
    Py_XDECREF(m);
    Py_XDECREF(fns);
    if (!r && is_paused_current(paused)) {
        /* (the helper gives the run up itself; this is for its import
         * failing): keeps the exception set */
        PausedObject *p = (PausedObject *)paused;
        p->done = true;
        sb->pause_serial = 0;
        pb_box_abort(&sb->box);
    }
    return r;
}

static const char *const run_names[] = {"code", "inputs", "name"};
static PyObject *run_interned[3];
static const pb_kwlist run_kw = {run_names, run_interned, 3, 2, 1};

static PyObject *run_or_start(SandboxObject *sb, const char *what, PyObject *const *args, Py_ssize_t nargs,
                              PyObject *kwnames, int mode)
{
    PyObject *a[3];
    if (!pb_parse_args(what, args, nargs, kwnames, &run_kw, a))
        return NULL;
    if (!PyUnicode_Check(a[0]))
        return PyErr_Format(PyExc_TypeError, "%s() code must be str, not %.100s", what, Py_TYPE(a[0])->tp_name);
    const char *name = pb_script_name(a[2]);
    if (!name || !usable(sb, what))
        return NULL;
    if (sb->pause_serial)
        return pb_error("%s: a run is paused on tool calls; answer them with Paused.resume (or drop the Paused "
                        "object) first",
                        what);
    if (!pb_box_inputs(&sb->box, a[1]))
        return NULL;
    return exec_box(sb, a[0], name, mode);
}

static PyObject *sandbox_run(SandboxObject *sb, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    PyObject *r = run_or_start(sb, "Sandbox.run", args, nargs, kwnames, PB_CALL);
    if (!r || !Py_IS_TYPE(r, &pb_PausedType))
        return r;
    PyObject *done = finish_sync(sb, r, "Sandbox.run");
    Py_DECREF(r);
    return done;
}

/* For pysafe/_async.py: run as Sandbox.run does (sync tools called, async
 * ones deferred), and give the pause back as a Paused. */
static PyObject *sandbox_drive(SandboxObject *sb, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    return run_or_start(sb, "Sandbox.run", args, nargs, kwnames, PB_CALL);
}

static PyObject *sandbox_start(SandboxObject *sb, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    return run_or_start(sb, "Sandbox.start", args, nargs, kwnames, PB_PAUSE);
}

static PyObject *sandbox_close(SandboxObject *sb, PyObject *unused)
{
    if (sb->closed)
        Py_RETURN_NONE;
    if (!pb_check_thread(&sb->box, "Sandbox.close"))
        return NULL;
    if (sb->box.running)
        return pb_error("Sandbox.close: the sandbox is running (a tool cannot close the sandbox that called it)");
    sandbox_free(sb);
    Py_RETURN_NONE;
}

static PyObject *sandbox_enter(SandboxObject *sb, PyObject *unused)
{
    if (sb->closed)
        return pb_error("Sandbox: the sandbox is closed");
    return Py_NewRef(sb);
}

static PyObject *sandbox_exit(SandboxObject *sb, PyObject *args)
{
    PyObject *r = sandbox_close(sb, NULL);
    if (!r)
        return NULL;
    Py_DECREF(r);
    Py_RETURN_FALSE;
}

static PyObject *sandbox_closed(SandboxObject *sb, void *c) { return PyBool_FromLong(sb->closed); }

static PyObject *sandbox_repr(SandboxObject *sb)
{
    return PyUnicode_FromFormat("<pysafe.Sandbox %s>", sb->closed ? "closed" : sb->pause_serial ? "paused" : "open");
}

static PyMethodDef sandbox_methods[] = {
    {"run", (PyCFunction)(void (*)(void))sandbox_run, METH_FASTCALL | METH_KEYWORDS,
     PyDoc_STR("run($self, /, code, inputs=None, name='<script>')\n--\n\n"
               "Run code in this sandbox to its end and return a Result; globals stay from run to\n"
               "run. Tool calls call"
               " the tools' functions. Raises ScriptError, ScriptSyntaxError or LimitError.")},
    {"start", (PyCFunction)(void (*)(void))sandbox_start, METH_FASTCALL | METH_KEYWORDS,
     PyDoc_STR("start($self, /, code, inputs=None, name='<script>')\n--\n\n"
               "Run code until it calls a tool: every tool call pauses the run and start returns a\n"
               "Paused whose calls the host answers; a script that calls no tool gives its Result\n"
               "at once. A tool's function (None: the name only) answers the calls made where the\n"
               "run cannot pause (inside list(generator), sorted(key=...), map).")},
    {"_drive", (PyCFunction)(void (*)(void))sandbox_drive, METH_FASTCALL | METH_KEYWORDS,
     PyDoc_STR("Private (run_async): run, giving a pause on async tool calls back as a Paused.")},
    {"_async_tools", (PyCFunction)sandbox_async_tools, METH_NOARGS,
     PyDoc_STR("Private (run_async): name -> function of the async tools.")},
    {"_on_async_call", (PyCFunction)sandbox_on_async_call, METH_O,
     PyDoc_STR("Private (run_async): fn(ToolCall) for each async call as it is made.")},
    {"_interrupt", (PyCFunction)sandbox_interrupt, METH_NOARGS,
     PyDoc_STR("Private (run_async): stop the run from any thread; no run may start after.")},
    {"close", (PyCFunction)sandbox_close, METH_NOARGS,
     PyDoc_STR("close($self, /)\n--\n\nFree the sandbox's memory now (a paused run is given up). Idempotent.")},
    {"__enter__", (PyCFunction)sandbox_enter, METH_NOARGS, NULL},
    {"__exit__", (PyCFunction)sandbox_exit, METH_VARARGS, NULL},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef sandbox_getset[] = {
    {"closed", (getter)sandbox_closed, NULL, "True once close() was called.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyDoc_STRVAR(sandbox_doc,
"Sandbox(*, tools=None, limits=None, clock=None, seed=None)\n"
"--\n\n"
"One sandbox kept across runs: a REPL-like session for an agent that runs\n"
"several scripts in a row. Arguments as in pysafe.run; a tool may also be None,\n"
"declared for Sandbox.start only (an async def declares an async tool). Use it\n"
"on the thread that made it, and as a context manager (or call close()) to free\n"
"its memory at once.");

PyTypeObject pb_SandboxType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "pysafe.Sandbox",
    .tp_basicsize = sizeof(SandboxObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = sandbox_doc,
    .tp_new = sandbox_new,
    .tp_dealloc = (destructor)sandbox_dealloc,
    .tp_traverse = (traverseproc)sandbox_traverse,
    .tp_clear = (inquiry)sandbox_clear,
    .tp_repr = (reprfunc)sandbox_repr,
    .tp_methods = sandbox_methods,
    .tp_getset = sandbox_getset,
    .tp_weaklistoffset = offsetof(SandboxObject, weakrefs),
};

/* ---- Paused ------------------------------------------------------------------ */

/* entries: the (ToolCall, is_async, cancelled) tuples of a pause. */
static PyObject *paused_new(SandboxObject *sb, PyObject *entries)
{
    /* the calls are kept as tuples of their own: the lists the host gets
     * from .calls and .cancelled are copies it may change freely */
    Py_ssize_t n = PyList_GET_SIZE(entries), nwait = 0;
    for (Py_ssize_t i = 0; i < n; i++)
        nwait += PyTuple_GET_ITEM(PyList_GET_ITEM(entries, i), 2) != Py_True;
    PyObject *calls = PyTuple_New(nwait), *cancelled = PyTuple_New(n - nwait);
    PyObject *kinds = PyBytes_FromStringAndSize(NULL, nwait);
    if (!calls || !cancelled || !kinds)
        goto fail;
    char *k = PyBytes_AS_STRING(kinds);
    for (Py_ssize_t i = 0, w = 0, c = 0; i < n; i++) {
        PyObject *e = PyList_GET_ITEM(entries, i), *tc = PyTuple_GET_ITEM(e, 0);
        if (PyTuple_GET_ITEM(e, 2) == Py_True) {
            PyTuple_SET_ITEM(cancelled, c++, Py_NewRef(tc));
        } else {
            k[w] = PyTuple_GET_ITEM(e, 1) == Py_True;
            PyTuple_SET_ITEM(calls, w++, Py_NewRef(tc));
        }
    }
    PausedObject *p = PyObject_GC_New(PausedObject, &pb_PausedType);
    if (!p)
        goto fail;
    p->sb = (SandboxObject *)Py_NewRef(sb);
    p->calls = calls;
    p->kinds = kinds;
    p->cancelled = cancelled;
    p->serial = ++sb->next_serial;
    p->done = false;
    sb->pause_serial = p->serial;
    PyObject_GC_Track(p);
    return (PyObject *)p;
fail:
    Py_XDECREF(calls);
    Py_XDECREF(cancelled);
    Py_XDECREF(kinds);
    return NULL;
}

static bool is_current(PausedObject *p) { return !p->done && p->sb && p->sb->pause_serial == p->serial; }
static bool is_paused_current(PyObject *paused) { return is_current((PausedObject *)paused); }

static int paused_traverse(PausedObject *p, visitproc visit, void *arg)
{
    Py_VISIT(p->sb);
    Py_VISIT(p->calls);
    Py_VISIT(p->cancelled);
    return 0;
}

static int paused_clear(PausedObject *p)
{
    if (is_current(p) && !p->sb->closed)
        p->sb->abandoned = true;
    Py_CLEAR(p->sb);
    Py_CLEAR(p->calls);
    Py_CLEAR(p->kinds);
    Py_CLEAR(p->cancelled);
    return 0;
}

static void paused_dealloc(PausedObject *p)
{
    PyObject_GC_UnTrack(p);
    paused_clear(p);
    PyObject_GC_Del(p);
}

/* The id and the name of call i (borrowed from the private tuple). */
static PyObject *call_id(PausedObject *p, Py_ssize_t i) { return PyTuple_GET_ITEM(PyTuple_GET_ITEM(p->calls, i), 0); }
static PyObject *call_name(PausedObject *p, Py_ssize_t i) { return PyTuple_GET_ITEM(PyTuple_GET_ITEM(p->calls, i), 1); }
static bool call_is_async(PausedObject *p, Py_ssize_t i) { return PyBytes_AS_STRING(p->kinds)[i] != 0; }

/* The index of the call with id k in tuple calls, or -1 (ids are ints:
 * the compare runs no code of the host's). */
static Py_ssize_t find_call(PyObject *calls, PyObject *k)
{
    if (!PyLong_CheckExact(k))
        return -1;
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(calls); i++)
        if (PyObject_RichCompareBool(PyTuple_GET_ITEM(PyTuple_GET_ITEM(calls, i), 0), k, Py_EQ) == 1)
            return i;
    return -1;
}

/* The answers checked before anything is answered, in call order (new
 * references, NULL for a call left unanswered) into out: every sync call
 * answered, at least one call answered, no unknown id. An answer for a
 * call the script cancelled is accepted and dropped. */
static bool take_answers(PausedObject *p, PyObject *answers, PyObject **out)
{
    Py_ssize_t n = PyTuple_GET_SIZE(p->calls), pos = 0, found = 0;
    PyObject *k, *v;
    for (Py_ssize_t i = 0; i < n; i++)
        out[i] = NULL;
    while (PyDict_Next(answers, &pos, &k, &v)) {
        Py_ssize_t i = find_call(p->calls, k);
        if (i < 0 && find_call(p->cancelled, k) >= 0)
            continue;
        if (i < 0) {
            pb_error("Paused.resume: no pending call has id %R", k);
            goto fail;
        }
        out[i] = Py_NewRef(v);
        found++;
    }
    for (Py_ssize_t i = 0; found < n && i < n; i++)
        if (!out[i] && (!call_is_async(p, i) || !found)) {
            /* an async call may wait for a later resume; a sync call (the
             * run stopped at it) may not, and one answer is the least */
            pb_error("Paused.resume: no answer for call %R (%S)%s", call_id(p, i), call_name(p, i),
                     call_is_async(p, i) ? ": answer at least one of the calls" : "");
            goto fail;
        }
    if (!n) {
        pb_error("Paused.resume: no call is waiting for an answer");
        goto fail;
    }
    return true;
fail:
    for (Py_ssize_t i = 0; i < n; i++)
        Py_CLEAR(out[i]);
    return false;
}

static bool is_exception(PyObject *v) { return PyExceptionInstance_Check(v); }

/* Answer the calls that have an answer: values first (one that cannot
 * enter leaves the pause as it was), then every answer. by_tool: name a
 * bad value's path after the tool (`fetch()[0]`), as for a sync tool's
 * result, rather than `answers[id]`. */
static bool answer_calls(PausedObject *p, PyObject **answers, Py_ssize_t n, bool by_tool)
{
    pb_box *b = &p->sb->box;
    ps_value small[8] = {0}, *handles = n <= 8 ? small : PyMem_Calloc((size_t)n, sizeof *handles);
    if (!handles) {
        PyErr_NoMemory();
        return false;
    }
    bool ok = true;
    for (Py_ssize_t i = 0; i < n && ok; i++) {
        if (!answers[i] || is_exception(answers[i]))
            continue;
        handles[i] = by_tool ? pb_to_ps(b, answers[i], "%S()", call_name(p, i))
                             : pb_to_ps(b, answers[i], "answers[%R]", call_id(p, i));
        ok = handles[i] != 0;
    }
    for (Py_ssize_t i = 0; i < n && ok; i++) {
        if (!answers[i])
            continue;
        uint64_t cid = PyLong_AsUnsignedLongLong(call_id(p, i));
        ps_status st = handles[i] ? ps_resolve(b->vm, cid, handles[i]) : pb_send_exception(b, cid, answers[i]);
        if (st != PS_OK) {
            ok = false;
            if (!PyErr_Occurred())
                pb_error("Paused.resume: %s", ps_error_message(b->vm));
        }
    }
    for (Py_ssize_t i = 0; i < n; i++)
        ps_release(b->vm, handles[i]);
    if (handles != small)
        PyMem_Free(handles);
    return ok;
}

/* Is answer v the host's own failure, which gives the run up and is
 * raised by resume? A BaseException that is not an Exception
 * (KeyboardInterrupt); for a tool's outcome (by_tool) also pysafe.Error,
 * misuse inside the tool, as for a sync tool. */
static bool is_host_failure(PyObject *v, bool by_tool)
{
    if (!is_exception(v))
        return false;
    return !PyObject_TypeCheck(v, (PyTypeObject *)PyExc_Exception) ||
           (by_tool && Py_TYPE(v) == (PyTypeObject *)pb_Error);
}

static void give_up(PausedObject *p)
{
    p->done = true;
    p->sb->pause_serial = 0;
    pb_box_abort(&p->sb->box);
}

static PyObject *resume(PausedObject *p, PyObject *answers, bool by_tool)
{
    SandboxObject *sb = p->sb;
    if (!sb || p->done)
        return pb_error("Paused.resume: this pause was already resumed");
    if (!usable(sb, "Paused.resume"))
        return NULL;
    if (!is_current(p))
        return pb_error("Paused.resume: this pause was already resumed");
    if (!PyDict_Check(answers))
        return PyErr_Format(PyExc_TypeError, "Paused.resume: answers must be a dict of call id -> value or exception, "
                                             "not %.100s",
                            Py_TYPE(answers)->tp_name);
    Py_ssize_t n = PyTuple_GET_SIZE(p->calls);
    PyObject *small[8], **got = n <= 8 ? small : PyMem_Malloc((size_t)n * sizeof *got);
    if (!got)
        return PyErr_NoMemory();
    PyObject *r = NULL;
    if (!take_answers(p, answers, got))
        goto done;
    for (Py_ssize_t i = 0; i < n; i++)
        if (got[i] && is_host_failure(got[i], by_tool)) {
            give_up(p);
            PyErr_SetObject((PyObject *)Py_TYPE(got[i]), got[i]);
            goto release;
        }
    if (answer_calls(p, got, n, by_tool)) {
        p->done = true;
        sb->pause_serial = 0;
        r = exec_box(sb, NULL, NULL, sb->box.mode);
    } else if (by_tool) {
        /* a tool's result that cannot enter: the host's failure, as for a
         * sync tool */
        give_up(p);
    }
release:
    for (Py_ssize_t i = 0; i < n; i++)
        Py_XDECREF(got[i]);
done:
    if (got != small)
        PyMem_Free(got);
    return r;
}

/* Paused.dump(): the paused sandbox as bytes (ps_snapshot); the pause
 * stays and may still be resumed here. */
static PyObject *paused_dump(PausedObject *p, PyObject *unused)
{
    if (!p->sb || !is_current(p))
        return pb_error("Paused.dump: this pause was already resumed");
    if (!usable(p->sb, "Paused.dump"))
        return NULL;
    if (!is_current(p))
        return pb_error("Paused.dump: this pause was already resumed");
    void *bytes;
    size_t n;
    ps_status st = ps_snapshot(p->sb->box.vm, &bytes, &n);
    if (st == PS_NOMEM)
        return PyErr_NoMemory();
    if (st != PS_OK)
        return pb_error("Paused.dump: %s", ps_error_message(p->sb->box.vm));
    PyObject *r = PyBytes_FromStringAndSize(bytes, (Py_ssize_t)n);
    ps_free_bytes(bytes);
    return r;
}

/* Paused.load(data, *, tools=None, limits=None, clock=None, seed=None):
 * a run saved by Paused.dump, paused again in a new sandbox of this
 * process, waiting for the same calls (same ids). */
static PyObject *paused_load(PyObject *cls, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"data", "tools", "limits", "clock", "seed", NULL};
    Py_buffer data;
    PyObject *tools = NULL, *limits = NULL, *clock = NULL, *seed = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "y*|$OOOO:Paused.load", kwlist, &data, &tools, &limits, &clock,
                                     &seed))
        return NULL;
    /* (an empty buffer may have no pointer: a snapshot is still meant) */
    SandboxObject *sb =
        sandbox_make(&pb_SandboxType, tools, limits, clock, seed, data.buf ? data.buf : "", (size_t)data.len);
    PyObject *r = NULL;
    if (sb) {
        sb->box.mode = PB_PAUSE;
        PyObject *calls = pb_box_pending(&sb->box);
        r = calls ? paused_new(sb, calls) : NULL;
        Py_XDECREF(calls);
    }
    PyBuffer_Release(&data);
    Py_XDECREF(sb);
    return r;
}

static PyObject *paused_resume(PausedObject *p, PyObject *answers) { return resume(p, answers, false); }

static PyObject *paused_resume_tools(PausedObject *p, PyObject *answers) { return resume(p, answers, true); }

static PyObject *paused_abort(PausedObject *p, PyObject *unused)
{
    if (!p->sb || !is_current(p))
        Py_RETURN_NONE;
    if (!usable(p->sb, "Paused._abort"))
        return NULL;
    if (is_current(p))
        give_up(p);
    Py_RETURN_NONE;
}

static PyObject *tuple_list(PyObject *t)
{
    if (!t)
        return PyList_New(0);
    return PySequence_List(t);
}

static PyObject *paused_calls(PausedObject *p, void *c) { return tuple_list(p->calls); }
static PyObject *paused_cancelled(PausedObject *p, void *c) { return tuple_list(p->cancelled); }

static PyObject *paused_repr(PausedObject *p)
{
    PyObject *l = paused_calls(p, NULL);
    PyObject *r = l ? PyUnicode_FromFormat("pysafe.Paused(calls=%R)", l) : NULL;
    Py_XDECREF(l);
    return r;
}

static PyMethodDef paused_methods[] = {
    {"resume", (PyCFunction)paused_resume, METH_O,
     PyDoc_STR("resume($self, answers, /)\n--\n\n"
               "Answer the pending calls, {id: value or exception instance}, and go on: the next\n"
               "Paused, or the Result at the end. An exception answers with that exception (the same\n"
               "built-in type and args in the script). Every call of a sync tool must be answered;\n"
               "calls of async tools may be answered some now, some later (at least one): the others\n"
               "stay pending and are listed again by the next Paused. An unknown id, a missing answer,\n"
               "or a second resume raises pysafe.Error.")},
    {"dump", (PyCFunction)paused_dump, METH_NOARGS,
     PyDoc_STR("dump($self, /)\n--\n\n"
               "The paused run as bytes (a snapshot, docs/snapshots.md): store them anywhere and\n"
               "continue the run later, in this process or another, with Paused.load. The pause\n"
               "stays and may still be resumed here.")},
    {"load", (PyCFunction)(void (*)(void))paused_load, METH_VARARGS | METH_KEYWORDS | METH_CLASS,
     PyDoc_STR("load(data, *, tools=None, limits=None, clock=None, seed=None)\n--\n\n"
               "A run saved by Paused.dump, paused again in a new sandbox: a Paused waiting for the\n"
               "same calls (same ids), answered with resume(). tools binds the saved run's tools\n"
               "again by name (a tool not given raises in the script when called); the limits\n"
               "are this sandbox's. Bytes that are not a valid snapshot raise pysafe.Error.")},
    {"_resume_tools", (PyCFunction)paused_resume_tools, METH_O,
     PyDoc_STR("Private (run_async): resume with the outcomes of the tools' coroutines.")},
    {"_abort", (PyCFunction)paused_abort, METH_NOARGS,
     PyDoc_STR("Private (run_async): give the paused run up.")},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef paused_getset[] = {
    {"calls", (getter)paused_calls, NULL, "The tool calls waiting for answers: a list of ToolCall.", NULL},
    {"cancelled", (getter)paused_cancelled, NULL,
     "Calls of async tools the script cancelled since the last pause (a list of ToolCall): the host\n"
     "should stop their work; they need no answer (one is ignored).",
     NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject pb_PausedType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "pysafe.Paused",
    .tp_basicsize = sizeof(PausedObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_doc = PyDoc_STR("A run waiting for the answers to its tool calls (Sandbox.start)."),
    .tp_dealloc = (destructor)paused_dealloc,
    .tp_traverse = (traverseproc)paused_traverse,
    .tp_clear = (inquiry)paused_clear,
    .tp_repr = (reprfunc)paused_repr,
    .tp_methods = paused_methods,
    .tp_getset = paused_getset,
};
