/*
 * limits.c - pysafe.Limits, and the ps_config a box is made with (limits,
 * clock and seed).
 *
 * Limits is immutable: a value a host builds once and passes to many runs.
 * None means "no limit" where the C API has one (its 0); the memory budget
 * and the call depth cannot be lifted. 0 is refused rather than read as C's
 * "no limit", which a Python reader would take for "none allowed".
 */
#include <math.h>

#include "binding.h"

typedef struct {
    PyObject_HEAD
    /* 0: no limit */
    unsigned long long max_instructions, max_memory, max_depth, max_output, max_tool_calls, max_pending_calls;
    double timeout; /* seconds */
} LimitsObject;

enum { F_INSTR, F_MEMORY, F_DEPTH, F_OUTPUT, F_TIMEOUT, F_TOOLS, F_PENDING, NFIELDS };
/* The names as macros too: the getset table below needs constants (a
 * read of field_names[i] is not one in C). */
#define N_INSTR "max_instructions"
#define N_MEMORY "max_memory"
#define N_DEPTH "max_depth"
#define N_OUTPUT "max_output"
#define N_TIMEOUT "timeout"
#define N_TOOLS "max_tool_calls"
#define N_PENDING "max_pending_calls"
static const char *const field_names[NFIELDS] = {
    N_INSTR, N_MEMORY, N_DEPTH, N_OUTPUT, N_TIMEOUT, N_TOOLS, N_PENDING,
};

static bool count_arg(PyObject *v, int field, unsigned long long *out)
{
    const char *name = field_names[field];
    if (v == Py_None) {
        if (field == F_MEMORY || field == F_DEPTH) {
            PyErr_Format(PyExc_ValueError, "Limits: %s cannot be None: the sandbox always has one", name);
            return false;
        }
        *out = 0;
        return true;
    }
    if (!PyLong_Check(v) || PyBool_Check(v)) {
        PyErr_Format(PyExc_TypeError, "Limits: %s must be an int or None, not %.100s", name, Py_TYPE(v)->tp_name);
        return false;
    }
    int overflow = 0;
    long long n = PyLong_AsLongLongAndOverflow(v, &overflow);
    if (n == -1 && PyErr_Occurred())
        return false;
    if (overflow > 0 || n > (field == F_TOOLS || field == F_PENDING || field == F_DEPTH ? (long long)UINT32_MAX
                                                                                          : LLONG_MAX)) {
        PyErr_Format(PyExc_ValueError, "Limits: %s is too large", name);
        return false;
    }
    if (overflow < 0 || n <= 0) {
        PyErr_Format(PyExc_ValueError, "Limits: %s must be positive (None: no limit)", name);
        return false;
    }
    *out = (unsigned long long)n;
    return true;
}

static bool timeout_arg(PyObject *v, double *out)
{
    if (v == Py_None) {
        *out = 0;
        return true;
    }
    if ((!PyLong_Check(v) && !PyFloat_Check(v)) || PyBool_Check(v)) {
        PyErr_Format(PyExc_TypeError, "Limits: timeout must be a number of seconds or None, not %.100s",
                     Py_TYPE(v)->tp_name);
        return false;
    }
    double d = PyFloat_AsDouble(v);
    if (d == -1 && PyErr_Occurred())
        return false;
    if (!(d > 0) || d > 4294967.0) {
        PyErr_SetString(PyExc_ValueError, "Limits: timeout must be between 0 and 4294967 seconds (None: no limit)");
        return false;
    }
    *out = d;
    return true;
}

static PyObject *limits_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    if (PyTuple_GET_SIZE(args)) {
        PyErr_SetString(PyExc_TypeError, "Limits() takes keyword arguments only");
        return NULL;
    }
    LimitsObject *l = (LimitsObject *)type->tp_alloc(type, 0);
    if (!l)
        return NULL;
    const ps_config *d = &pb_defaults;
    l->max_instructions = d->max_instructions;
    l->max_memory = d->max_memory;
    l->max_depth = d->max_depth;
    l->max_output = d->max_output;
    l->timeout = d->timeout_ms / 1000.0;
    l->max_tool_calls = d->max_tool_calls;
    l->max_pending_calls = d->max_pending_calls;
    unsigned long long *counts[NFIELDS] = {&l->max_instructions, &l->max_memory, &l->max_depth, &l->max_output,
                                           NULL, &l->max_tool_calls, &l->max_pending_calls};
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    while (kwds && PyDict_Next(kwds, &pos, &k, &v)) {
        int f = -1;
        for (int i = 0; i < NFIELDS && f < 0; i++)
            if (PyUnicode_Check(k) && PyUnicode_CompareWithASCIIString(k, field_names[i]) == 0)
                f = i;
        if (f < 0) {
            PyErr_Format(PyExc_TypeError, "Limits() got an unexpected keyword argument '%S'", k);
            goto fail;
        }
        if (f == F_TIMEOUT ? !timeout_arg(v, &l->timeout) : !count_arg(v, f, counts[f]))
            goto fail;
    }
    return (PyObject *)l;
fail:
    Py_DECREF(l);
    return NULL;
}

static PyObject *count_value(unsigned long long n)
{
    if (!n)
        Py_RETURN_NONE;
    return PyLong_FromUnsignedLongLong(n);
}

static PyObject *get_field(LimitsObject *l, void *closure)
{
    switch ((int)(intptr_t)closure) {
    case F_INSTR: return count_value(l->max_instructions);
    case F_MEMORY: return count_value(l->max_memory);
    case F_DEPTH: return count_value(l->max_depth);
    case F_OUTPUT: return count_value(l->max_output);
    case F_TIMEOUT:
        if (!l->timeout)
            Py_RETURN_NONE;
        return PyFloat_FromDouble(l->timeout);
    case F_TOOLS: return count_value(l->max_tool_calls);
    default: return count_value(l->max_pending_calls);
    }
}

static PyObject *limits_tuple(LimitsObject *l)
{
    PyObject *t = PyTuple_New(NFIELDS);
    for (int i = 0; t && i < NFIELDS; i++) {
        PyObject *v = get_field(l, (void *)(intptr_t)i);
        if (!v) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, v);
    }
    return t;
}

static PyObject *limits_repr(LimitsObject *l)
{
    PyObject *t = limits_tuple(l);
    if (!t)
        return NULL;
    PyObject *r = PyUnicode_FromFormat("pysafe.Limits(%s=%R, %s=%R, %s=%R, %s=%R, %s=%R, %s=%R, %s=%R)",
                                       field_names[0], PyTuple_GET_ITEM(t, 0), field_names[1], PyTuple_GET_ITEM(t, 1),
                                       field_names[2], PyTuple_GET_ITEM(t, 2), field_names[3], PyTuple_GET_ITEM(t, 3),
                                       field_names[4], PyTuple_GET_ITEM(t, 4), field_names[5], PyTuple_GET_ITEM(t, 5),
                                       field_names[6], PyTuple_GET_ITEM(t, 6));
    Py_DECREF(t);
    return r;
}

static PyObject *limits_richcompare(PyObject *a, PyObject *b, int op)
{
    if (!PyObject_TypeCheck(b, &pb_LimitsType) || (op != Py_EQ && op != Py_NE))
        Py_RETURN_NOTIMPLEMENTED;
    PyObject *ta = limits_tuple((LimitsObject *)a), *tb = ta ? limits_tuple((LimitsObject *)b) : NULL;
    PyObject *r = tb ? PyObject_RichCompare(ta, tb, op) : NULL;
    Py_XDECREF(ta);
    Py_XDECREF(tb);
    return r;
}

static Py_hash_t limits_hash(LimitsObject *l)
{
    PyObject *t = limits_tuple(l);
    if (!t)
        return -1;
    Py_hash_t h = PyObject_Hash(t);
    Py_DECREF(t);
    return h;
}

#define FIELD(i, doc) {(char *)N_##i, (getter)get_field, NULL, doc, (void *)(intptr_t)(F_##i)}
static PyGetSetDef limits_getset[] = {
    FIELD(INSTR, "Fuel per run (about one unit per bytecode instruction); None: no limit."),
    FIELD(MEMORY, "Bytes the sandbox may hold at once."),
    FIELD(DEPTH, "Python call depth (RecursionError past it)."),
    FIELD(OUTPUT, "Bytes the script may print per run; None: no limit."),
    FIELD(TIMEOUT, "Wall time in seconds per run (time paused on tool calls not counted); None: no limit."),
    FIELD(TOOLS, "Tool calls per run; None: no limit."),
    FIELD(PENDING, "Tool calls waiting for answers at once; None: no limit."),
    {NULL, NULL, NULL, NULL, NULL},
};

PyDoc_STRVAR(limits_doc,
"Limits(*, max_instructions=200000000, max_memory=67108864, max_depth=1000, "
"max_output=1048576, timeout=5.0, max_tool_calls=10000, max_pending_calls=64)\n"
"--\n\n"
"The budgets of a run (the C API's safe defaults when not given). A script\n"
"that exceeds one stops with LimitError; the call depth raises RecursionError\n"
"inside the script (as in CPython), and LimitError('depth') if uncaught.\n"
"None lifts a limit (not max_memory nor max_depth). Immutable.");

PyTypeObject pb_LimitsType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "pysafe.Limits",
    .tp_basicsize = sizeof(LimitsObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = limits_doc,
    .tp_new = limits_new,
    .tp_repr = (reprfunc)limits_repr,
    .tp_richcompare = limits_richcompare,
    .tp_hash = (hashfunc)limits_hash,
    .tp_getset = limits_getset,
};

/* ---- the config of a box ---------------------------------------------------- */

static bool seconds_to_ns(PyObject *v, int64_t *ns)
{
    double d = PyFloat_AsDouble(v);
    if (d == -1 && PyErr_Occurred())
        return false;
    if (!isfinite(d) || fabs(d) > 9.2e9) {
        PyErr_SetString(PyExc_ValueError, "clock: the instant is out of range (seconds since 1970)");
        return false;
    }
    *ns = (int64_t)llround(d * 1e9);
    return true;
}

static bool clock_arg(pb_box *b, ps_config *cfg, PyObject *clock)
{
    if (!clock)
        return true;
    if (clock == pb_time_time) {
        cfg->clock = ps_clock_system;
        return true;
    }
    if ((PyLong_Check(clock) || PyFloat_Check(clock)) && !PyBool_Check(clock)) {
        if (!seconds_to_ns(clock, &b->clock_fixed_ns))
            return false;
    } else if (PyObject_TypeCheck(clock, (PyTypeObject *)pb_datetime)) {
        PyObject *ts = PyObject_CallMethod(clock, "timestamp", NULL);
        bool ok = ts && seconds_to_ns(ts, &b->clock_fixed_ns);
        Py_XDECREF(ts);
        if (!ok)
            return false;
    } else if (PyCallable_Check(clock)) {
        b->clock_fn = Py_NewRef(clock);
    } else {
        PyErr_Format(PyExc_TypeError,
                     "clock must be None, a number of seconds, a datetime, or a callable returning seconds, not %.100s",
                     Py_TYPE(clock)->tp_name);
        return false;
    }
    cfg->clock = pb_clock_callback;
    cfg->clock_ud = b;
    return true;
}

bool pb_config(pb_box *b, ps_config *cfg, PyObject *limits, PyObject *clock, PyObject *seed)
{
    *cfg = pb_defaults;
    if (limits) {
        if (!PyObject_TypeCheck(limits, &pb_LimitsType)) {
            PyErr_Format(PyExc_TypeError, "limits must be a pysafe.Limits, not %.100s", Py_TYPE(limits)->tp_name);
            return false;
        }
        LimitsObject *l = (LimitsObject *)limits;
        cfg->max_instructions = l->max_instructions;
        cfg->max_memory = (size_t)l->max_memory;
        cfg->max_depth = (uint32_t)l->max_depth;
        cfg->max_output = (size_t)l->max_output;
        cfg->timeout_ms = l->timeout ? (uint32_t)ceil(l->timeout * 1000) : 0;
        cfg->max_tool_calls = (uint32_t)l->max_tool_calls;
        /* the C API reads 0 pending calls as none allowed */
        cfg->max_pending_calls = l->max_pending_calls ? (uint32_t)l->max_pending_calls : UINT32_MAX;
    }
    if (seed) {
        if (!PyLong_Check(seed) || PyBool_Check(seed)) {
            PyErr_Format(PyExc_TypeError, "seed must be an int, not %.100s", Py_TYPE(seed)->tp_name);
            return false;
        }
        unsigned long long s = PyLong_AsUnsignedLongLong(seed);
        if (s == (unsigned long long)-1 && PyErr_Occurred()) {
            PyErr_Clear();
            PyErr_SetString(PyExc_ValueError, "seed must be between 0 and 2**64 - 1");
            return false;
        }
        cfg->seed = s;
    }
    return clock_arg(b, cfg, clock);
}
