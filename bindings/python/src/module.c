/*
 * module.c - the module pysafe._core: its initialisation, pysafe.run, and
 * the helpers every file uses (errors, the thread rule, names, keyword
 * arguments).
 *
 * pysafe/__init__.py re-exports what is defined here; the exception
 * classes and small records are Python classes (pysafe/_types.py) that
 * this module imports at init.
 */
#include <stdarg.h>
#include <stdatomic.h>
#include <string.h>

#include "binding.h"
#include "kwargs.h"

PyObject *pb_Error, *pb_ScriptError, *pb_ScriptSyntaxError, *pb_LimitError;
PyObject *pb_ToolCall, *pb_Stats, *pb_Opaque;
PyObject *pb_time_time, *pb_Enum, *pb_dataclass_fields, *pb_datetime;
ps_config pb_defaults;

PyObject *pb_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    PyObject *msg = PyUnicode_FromFormatV(fmt, ap);
    va_end(ap);
    if (msg) {
        PyErr_SetObject(pb_Error, msg);
        Py_DECREF(msg);
    }
    return NULL;
}

uint64_t pb_thread_id(void)
{
    static _Thread_local uint64_t id;
    static _Atomic uint64_t last;
    if (!id)
        id = ++last;
    return id;
}

bool pb_check_thread(pb_box *b, const char *what)
{
    if (b->owner == pb_thread_id())
        return true;
    pb_error("%s: this sandbox belongs to another thread (a sandbox is used only on the thread that made it)",
             what);
    return false;
}

/* Python's keywords: a name that is one cannot be used by the script. */
static const char *const keywords[] = {
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def",
    "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is",
    "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
};

bool pb_check_name(PyObject *name, const char *where)
{
    /* exactly str: a subclass's __hash__ or __eq__ would run host code
     * while the binding walks the dict that holds it */
    if (!PyUnicode_CheckExact(name)) {
        PyErr_Format(PyExc_TypeError, "%s: names must be str, not %.100s", where, Py_TYPE(name)->tp_name);
        return false;
    }
    bool ok = PyUnicode_IsIdentifier(name) == 1 && PyUnicode_IS_ASCII(name);
    if (ok) {
        const char *s = PyUnicode_AsUTF8(name);
        for (size_t i = 0; s && i < sizeof keywords / sizeof keywords[0]; i++)
            if (!strcmp(s, keywords[i]))
                ok = false;
    }
    if (!ok) {
        PyErr_Format(PyExc_ValueError, "%s: %R is not a name a script can use (an ASCII identifier, not a keyword)",
                     where, name);
        return false;
    }
    return true;
}

/* ---- keyword arguments ---------------------------------------------------- */

bool pb_parse_args(const char *fn, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                   const pb_kwlist *kw, PyObject **out)
{
    if (!kw->interned[0]) {
        for (int i = 0; i < kw->n; i++)
            if (!(kw->interned[i] = PyUnicode_InternFromString(kw->names[i])))
                return false;
    }
    for (int i = 0; i < kw->n; i++)
        out[i] = NULL;
    if (nargs > kw->npos) {
        PyErr_Format(PyExc_TypeError, "%s() takes %d positional argument%s but %zd were given", fn, kw->npos,
                     kw->npos == 1 ? "" : "s", nargs);
        return false;
    }
    for (Py_ssize_t i = 0; i < nargs; i++)
        out[i] = args[i];
    Py_ssize_t nkw = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    for (Py_ssize_t j = 0; j < nkw; j++) {
        PyObject *k = PyTuple_GET_ITEM(kwnames, j);
        int found = -1;
        /* call sites pass interned names: a pointer compare finds them */
        for (int i = 0; i < kw->n && found < 0; i++)
            if (k == kw->interned[i])
                found = i;
        for (int i = 0; i < kw->n && found < 0; i++)
            if (PyUnicode_Compare(k, kw->interned[i]) == 0)
                found = i;
        if (found < 0) {
            PyErr_Format(PyExc_TypeError, "%s() got an unexpected keyword argument '%S'", fn, k);
            return false;
        }
        if (out[found]) {
            PyErr_Format(PyExc_TypeError, "%s() got multiple values for argument '%S'", fn, k);
            return false;
        }
        out[found] = args[nargs + j];
    }
    for (int i = 0; i < kw->required; i++)
        if (!out[i]) {
            PyErr_Format(PyExc_TypeError, "%s() missing required argument '%s'", fn, kw->names[i]);
            return false;
        }
    for (int i = kw->required; i < kw->n; i++)
        if (out[i] == Py_None)
            out[i] = NULL;
    return true;
}

/* The script name argument as UTF-8 (default "<script>"). */
const char *pb_script_name(PyObject *name)
{
    if (!name)
        return "<script>";
    if (!PyUnicode_Check(name)) {
        PyErr_Format(PyExc_TypeError, "name must be str, not %.100s", Py_TYPE(name)->tp_name);
        return NULL;
    }
    Py_ssize_t n;
    const char *s = PyUnicode_AsUTF8AndSize(name, &n);
    if (s && (Py_ssize_t)strlen(s) != n) {
        PyErr_SetString(PyExc_ValueError, "name must not contain NUL");
        return NULL;
    }
    return s;
}

/* ---- pysafe.run ----------------------------------------------------------- */

static const char *const run_names[] = {"code", "inputs", "tools", "limits", "name", "clock", "seed"};
static PyObject *run_interned[7];
static const pb_kwlist run_kw = {run_names, run_interned, 7, 1, 1};

PyDoc_STRVAR(run_doc,
"run(code, *, inputs=None, tools=None, limits=None, name='<script>', clock=None, seed=None)\n"
"--\n\n"
"Run code in a fresh sandbox to its end and return a Result.\n\n"
"inputs: a dict of global names bound before the run; tools: a dict of name ->\n"
"callable (or name -> dict of callables: a namespace); the script's tool calls\n"
"call them (an async def is an async tool: its calls run in a private event loop;\n"
"inside async code use run_async). limits: a Limits (default: Limits()); clock: None (no clock), a\n"
"number of seconds since the epoch or a datetime (a fixed instant), time.time, or\n"
"any callable returning seconds; seed: the random module's seed (an int).\n"
"Raises ScriptError, ScriptSyntaxError or LimitError when the script fails.");

static PyObject *pb_run(PyObject *self, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
{
    PyObject *a[7];
    if (!pb_parse_args("run", args, nargs, kwnames, &run_kw, a))
        return NULL;
    PyObject *code = a[0], *inputs = a[1], *tools = a[2], *limits = a[3], *name = a[4], *clock = a[5],
             *seed = a[6];
    if (!PyUnicode_Check(code))
        return PyErr_Format(PyExc_TypeError, "run() code must be str, not %.100s", Py_TYPE(code)->tp_name);
    const char *script = pb_script_name(name);
    if (!script)
        return NULL;
    pb_orphans_reap();
    pb_box b;
    memset(&b, 0, sizeof b);
    ps_config cfg;
    PyObject *r = NULL;
    bool delegate = false;
    if (pb_config(&b, &cfg, limits, clock, seed) && pb_box_open(&b, &cfg, tools, false)) {
        /* async tools: a Sandbox driven by pysafe/_async.py runs their
         * coroutines in a private event loop */
        delegate = b.nasync > 0;
        if (!delegate && pb_box_inputs(&b, inputs)) {
            bool paused = false;
            b.mode = PB_CALL;
            r = pb_box_exec(&b, code, script, &paused);
        }
    }
    pb_box_close(&b);
    if (delegate) {
        PyObject *m = PyImport_ImportModule("pysafe._async");
        r = m ? PyObject_CallMethod(m, "_run_sync", "OOOOOOO", code, inputs ? inputs : Py_None,
                                    tools ? tools : Py_None, limits ? limits : Py_None, name ? name : Py_None,
                                    clock ? clock : Py_None, seed ? seed : Py_None)
              : NULL;
        Py_XDECREF(m);
    }
    return r;
}

/* For the tests: sandboxes this module made and has not freed yet. */
extern Py_ssize_t pb_live_boxes;
static PyObject *pb_live(PyObject *self, PyObject *unused) { return PyLong_FromSsize_t(pb_live_boxes); }

static PyMethodDef methods[] = {
    {"run", (PyCFunction)(void (*)(void))pb_run, METH_FASTCALL | METH_KEYWORDS, run_doc},
    {"_live_sandboxes", pb_live, METH_NOARGS, "Sandboxes made and not yet freed (for tests)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT,
    .m_name = "pysafe._core",
    .m_doc = "The C part of pysafe: sandboxes, runs and values (use the package pysafe).",
    .m_size = -1,
    .m_methods = methods,
};

static PyObject *import_attr(const char *module, const char *name)
{
    PyObject *m = PyImport_ImportModule(module);
    if (!m)
        return NULL;
    PyObject *a = PyObject_GetAttrString(m, name);
    Py_DECREF(m);
    return a;
}

PyMODINIT_FUNC PyInit__core(void); /* the one symbol the module exports */
PyMODINIT_FUNC PyInit__core(void)
{
    ps_config_init(&pb_defaults);
    static const struct {
        PyObject **slot;
        const char *module, *name;
    } imports[] = {
        {&pb_Error, "pysafe._types", "Error"},
        {&pb_ScriptError, "pysafe._types", "ScriptError"},
        {&pb_ScriptSyntaxError, "pysafe._types", "ScriptSyntaxError"},
        {&pb_LimitError, "pysafe._types", "LimitError"},
        {&pb_ToolCall, "pysafe._types", "ToolCall"},
        {&pb_Stats, "pysafe._types", "Stats"},
        {&pb_Opaque, "pysafe._types", "Opaque"},
        {&pb_time_time, "time", "time"},
        {&pb_Enum, "enum", "Enum"},
        {&pb_dataclass_fields, "dataclasses", "fields"},
        {&pb_datetime, "datetime", "datetime"},
    };
    for (size_t i = 0; i < sizeof imports / sizeof imports[0]; i++)
        if (!*imports[i].slot && !(*imports[i].slot = import_attr(imports[i].module, imports[i].name)))
            return NULL;
    if (PyType_Ready(&pb_LimitsType) < 0 || PyType_Ready(&pb_ResultType) < 0 ||
        PyType_Ready(&pb_SandboxType) < 0 || PyType_Ready(&pb_PausedType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&module_def);
    if (!m)
        return NULL;
    if (PyModule_AddObjectRef(m, "Limits", (PyObject *)&pb_LimitsType) < 0 ||
        PyModule_AddObjectRef(m, "Result", (PyObject *)&pb_ResultType) < 0 ||
        PyModule_AddObjectRef(m, "Sandbox", (PyObject *)&pb_SandboxType) < 0 ||
        PyModule_AddObjectRef(m, "Paused", (PyObject *)&pb_PausedType) < 0 ||
        PyModule_AddStringConstant(m, "PS_VERSION", ps_version()) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    pb_sigint_init();
    return m;
}
