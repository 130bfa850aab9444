/*
 * sandbox.c - pysafe.Sandbox (one sandbox kept across runs, driven by
 * .run or by hand with .start) and pysafe.Paused (a run waiting for the
 * answers to its tool calls).
 *
 * A pause may wait for several calls at once (the API is made for
 * asyncio.gather in the sandbox): Paused.calls lists them all and
 * resume() takes an answer for each, by id. Only the newest Paused of a
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
    PyObject *calls;      /* tuple of ToolCall */
    uint64_t serial;
    bool done;
} PausedObject;

/* ---- Sandbox ----------------------------------------------------------------- */

static PyObject *sandbox_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = {"tools", "limits", "clock", "seed", NULL};
    PyObject *tools = NULL, *limits = NULL, *clock = NULL, *seed = NULL;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|$OOOO:Sandbox", kwlist, &tools, &limits, &clock, &seed))
        return NULL;
    tools = tools == Py_None ? NULL : tools;
    limits = limits == Py_None ? NULL : limits;
    clock = clock == Py_None ? NULL : clock;
    seed = seed == Py_None ? NULL : seed;
    pb_orphans_reap();
    SandboxObject *sb = (SandboxObject *)type->tp_alloc(type, 0);
    if (!sb)
        return NULL;
    ps_config cfg;
    if (!pb_config(&sb->box, &cfg, limits, clock, seed) || !pb_box_open(&sb->box, &cfg, tools, true)) {
        Py_DECREF(sb);
        return NULL;
    }
    return (PyObject *)sb;
}

static int sandbox_traverse(SandboxObject *sb, visitproc visit, void *arg)
{
    for (size_t i = 0; i < sb->box.ntools; i++)
        Py_VISIT(sb->box.tools[i].fn);
    Py_VISIT(sb->box.clock_fn);
    Py_VISIT(sb->box.calls);
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

static PyObject *paused_new(SandboxObject *sb, PyObject *calls);

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
               "Run code until it calls a tool: every tool call pauses the run (the tools' values\n"
               "only declare the names) and start returns a Paused whose calls the host answers;\n"
               "a script that calls no tool gives its Result at once.")},
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
"declared for Sandbox.start only. Use it on the thread that made it, and as a\n"
"context manager (or call close()) to free its memory at once.");

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

static PyObject *paused_new(SandboxObject *sb, PyObject *calls)
{
    /* the calls are kept as a tuple of their own: the list the host gets
     * from .calls is a copy it may change freely */
    PyObject *t = PyList_AsTuple(calls);
    if (!t)
        return NULL;
    PausedObject *p = PyObject_GC_New(PausedObject, &pb_PausedType);
    if (!p) {
        Py_DECREF(t);
        return NULL;
    }
    p->sb = (SandboxObject *)Py_NewRef(sb);
    p->calls = t;
    p->serial = ++sb->next_serial;
    p->done = false;
    sb->pause_serial = p->serial;
    PyObject_GC_Track(p);
    return (PyObject *)p;
}

static bool is_current(PausedObject *p) { return !p->done && p->sb && p->sb->pause_serial == p->serial; }

static int paused_traverse(PausedObject *p, visitproc visit, void *arg)
{
    Py_VISIT(p->sb);
    Py_VISIT(p->calls);
    return 0;
}

static int paused_clear(PausedObject *p)
{
    if (is_current(p) && !p->sb->closed)
        p->sb->abandoned = true;
    Py_CLEAR(p->sb);
    Py_CLEAR(p->calls);
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

/* Every call answered and no other, checked before anything is answered;
 * the answers in call order (new references) into out. */
static bool take_answers(PausedObject *p, PyObject *answers, PyObject **out)
{
    Py_ssize_t n = PyTuple_GET_SIZE(p->calls), pos = 0, found = 0;
    PyObject *k, *v;
    for (Py_ssize_t i = 0; i < n; i++)
        out[i] = NULL;
    while (PyDict_Next(answers, &pos, &k, &v)) {
        Py_ssize_t i = 0;
        /* ids are ints: the compare runs no code of the host's */
        if (PyLong_CheckExact(k))
            for (; i < n; i++)
                if (PyObject_RichCompareBool(call_id(p, i), k, Py_EQ) == 1)
                    break;
        if (!PyLong_CheckExact(k) || i == n) {
            pb_error("Paused.resume: no pending call has id %R", k);
            goto fail;
        }
        out[i] = Py_NewRef(v);
        found++;
    }
    for (Py_ssize_t i = 0; found < n && i < n; i++)
        if (!out[i]) {
            pb_error("Paused.resume: no answer for call %R (%S)", call_id(p, i), call_name(p, i));
            goto fail;
        }
    return true;
fail:
    for (Py_ssize_t i = 0; i < n; i++)
        Py_CLEAR(out[i]);
    return false;
}

static bool is_exception(PyObject *v) { return PyExceptionInstance_Check(v); }

/* Answer the calls: values first (one that cannot enter leaves the pause
 * as it was), then every answer. */
static bool answer_calls(PausedObject *p, PyObject **answers, Py_ssize_t n)
{
    pb_box *b = &p->sb->box;
    ps_value small[8] = {0}, *handles = n <= 8 ? small : PyMem_Calloc((size_t)n, sizeof *handles);
    if (!handles) {
        PyErr_NoMemory();
        return false;
    }
    bool ok = true;
    for (Py_ssize_t i = 0; i < n && ok; i++)
        if (!is_exception(answers[i]) && !(handles[i] = pb_to_ps(b, answers[i], "answers[%R]", call_id(p, i))))
            ok = false;
    for (Py_ssize_t i = 0; i < n && ok; i++) {
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

static PyObject *paused_resume(PausedObject *p, PyObject *answers)
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
    /* A BaseException that is not an Exception is the host's own: the
     * run is given up and it is raised here. */
    for (Py_ssize_t i = 0; i < n; i++)
        if (is_exception(got[i]) && !PyObject_TypeCheck(got[i], (PyTypeObject *)PyExc_Exception)) {
            p->done = true;
            sb->pause_serial = 0;
            pb_box_abort(&sb->box);
            PyErr_SetObject((PyObject *)Py_TYPE(got[i]), got[i]);
            goto release;
        }
    if (answer_calls(p, got, n)) {
        p->done = true;
        sb->pause_serial = 0;
        r = exec_box(sb, NULL, NULL, PB_PAUSE);
    }
release:
    for (Py_ssize_t i = 0; i < n; i++)
        Py_DECREF(got[i]);
done:
    if (got != small)
        PyMem_Free(got);
    return r;
}

static PyObject *paused_calls(PausedObject *p, void *c)
{
    if (!p->calls)
        return PyList_New(0);
    return PySequence_List(p->calls);
}

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
               "Answer every pending call, {id: value or exception instance}, and go on: the next\n"
               "Paused, or the Result at the end. An exception answers with that exception (the same built-in type\n"
               "and args in the script). An unknown or missing id, or a second resume, raises\n"
               "pysafe.Error.")},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef paused_getset[] = {
    {"calls", (getter)paused_calls, NULL, "The tool calls waiting for answers: a list of ToolCall.", NULL},
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
