/*
 * result.c - pysafe.Result: what a run that ended gives, with its figures
 * (Stats, made when first read: a run whose stats nobody reads does not
 * pay for them).
 */
#include "binding.h"

typedef struct {
    PyObject_HEAD
    PyObject *value, *output, *stats;
    ps_stats raw;
    int exited, exit_code; /* a SystemExit ended the script (ps_exited) */
} ResultObject;

PyObject *pb_stats_new(const ps_stats *s)
{
    return PyObject_CallFunction(pb_Stats, "KKKKd", (unsigned long long)s->instructions,
                                 (unsigned long long)s->memory_peak, (unsigned long long)s->allocations,
                                 (unsigned long long)s->tool_calls, (double)s->wall_ns / 1e6);
}

PyObject *pb_result_new(PyObject *value, PyObject *output, const ps_stats *stats, int exited, int exit_code)
{
    ResultObject *r = PyObject_GC_New(ResultObject, &pb_ResultType);
    if (!r)
        return NULL;
    r->exited = exited;
    r->exit_code = exit_code;
    r->value = Py_NewRef(value);
    r->output = Py_NewRef(output);
    r->stats = NULL;
    r->raw = *stats;
    PyObject_GC_Track(r);
    return (PyObject *)r;
}

/* The value may come to hold the Result itself (the host appends it to a
 * list it got): the collector must see through it. */
static int result_traverse(ResultObject *r, visitproc visit, void *arg)
{
    Py_VISIT(r->value);
    Py_VISIT(r->stats);
    return 0;
}

static int result_clear(ResultObject *r)
{
    Py_CLEAR(r->value);
    Py_CLEAR(r->stats);
    return 0;
}

static void result_dealloc(ResultObject *r)
{
    PyObject_GC_UnTrack(r);
    result_clear(r);
    Py_XDECREF(r->output);
    PyObject_GC_Del(r);
}

static PyObject *get_value(ResultObject *r, void *c) { return Py_NewRef(r->value ? r->value : Py_None); }
static PyObject *get_output(ResultObject *r, void *c) { return Py_NewRef(r->output); }
static PyObject *get_exit_code(ResultObject *r, void *c) { return r->exited ? PyLong_FromLong(r->exit_code) : Py_NewRef(Py_None); }

static PyObject *get_stats(ResultObject *r, void *c)
{
    if (!r->stats && !(r->stats = pb_stats_new(&r->raw)))
        return NULL;
    return Py_NewRef(r->stats);
}

static PyObject *result_repr(ResultObject *r)
{
    PyObject *s = get_stats(r, NULL);
    PyObject *t = s ? PyUnicode_FromFormat("pysafe.Result(value=%R, output=%R, stats=%R)",
                                           r->value ? r->value : Py_None, r->output, s)
                    : NULL;
    Py_XDECREF(s);
    return t;
}

static PyGetSetDef result_getset[] = {
    {"exit_code", (getter)get_exit_code, NULL,
     "None, or the status python3 would exit with when the script ended with sys.exit() / SystemExit.", NULL},
    {"value", (getter)get_value, NULL, "The value of the script's last statement if it is an expression, else None.",
     NULL},
    {"output", (getter)get_output, NULL, "What the script printed.", NULL},
    {"stats", (getter)get_stats, NULL,
     "Stats(instructions, memory_peak, allocations, tool_calls, wall_ms) of the run.", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

PyTypeObject pb_ResultType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "pysafe.Result",
    .tp_basicsize = sizeof(ResultObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_HAVE_GC,
    .tp_traverse = (traverseproc)result_traverse,
    .tp_clear = (inquiry)result_clear,
    .tp_doc = PyDoc_STR("The end of a run: .value (the last expression's value), .output (printed text), "
                        ".stats (the run's figures)."),
    .tp_dealloc = (destructor)result_dealloc,
    .tp_repr = (reprfunc)result_repr,
    .tp_getset = result_getset,
};
