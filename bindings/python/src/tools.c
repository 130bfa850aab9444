/*
 * tools.c - what happens when the script calls a tool: the callback that
 * calls the Python function (Sandbox.run, pysafe.run) or records the call
 * for Paused (Sandbox.start), exceptions going into the sandbox, and the
 * clock hook.
 *
 * The VM runs with the GIL released; a callback takes it back for its
 * Python work and gives it up again before returning to the VM.
 * Errors split in two: the script's (an argument that cannot leave the
 * sandbox, an exception the tool raised) are raised in the script, where
 * it can catch them; the host's (KeyboardInterrupt or SystemExit in the
 * tool, a result that cannot enter the sandbox, pysafe.Error from misuse
 * inside the tool) stop the run and are raised by the call that ran it.
 */
#include <string.h>

#include "binding.h"

/* The GIL for a callback: taken back if the box released it for the run;
 * a callback may also come while the GIL is held (ps_repr of a value whose
 * __repr__ calls a tool, after a run). */
static PyThreadState *gil_take(pb_box *b)
{
    PyThreadState *ts = b->tstate;
    if (ts) {
        b->tstate = NULL;
        PyEval_RestoreThread(ts);
    }
    return ts;
}

static void gil_give(pb_box *b, PyThreadState *ts)
{
    if (ts)
        b->tstate = PyEval_SaveThread();
}

ps_status pb_host_failed(pb_box *b)
{
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    PyErr_NormalizeException(&type, &value, &tb);
    if (tb && value)
        PyException_SetTraceback(value, tb);
    if (!b->host_exc)
        b->host_exc = value; /* the first failure is the one to report */
    else
        Py_XDECREF(value);
    Py_XDECREF(type);
    Py_XDECREF(tb);
    return PS_LIMIT;
}

/* The name an exception class has in the sandbox: a built-in one's own
 * name (the sandbox has the same class), any other class's __name__
 * (the sandbox makes a subclass of Exception of that name). */
static const char *exc_name(PyObject *exc)
{
    const char *n = Py_TYPE(exc)->tp_name;
    const char *dot = strrchr(n, '.');
    if (dot)
        n = dot + 1;
    size_t len = strlen(n);
    bool ok = len > 0 && len <= 100 && !(n[0] >= '0' && n[0] <= '9');
    for (size_t i = 0; ok && i < len; i++)
        ok = (n[i] >= 'a' && n[i] <= 'z') || (n[i] >= 'A' && n[i] <= 'Z') || (n[i] >= '0' && n[i] <= '9') ||
             n[i] == '_';
    return ok ? n : "ToolError";
}

/* str(exc) as UTF-8 for ps_raise (surrogates replaced). */
static PyObject *exc_text(PyObject *exc)
{
    PyObject *s = PyObject_Str(exc);
    if (!s) {
        PyErr_Clear();
        return PyBytes_FromString("");
    }
    PyObject *u = PyUnicode_AsEncodedString(s, "utf-8", "replace");
    Py_DECREF(s);
    if (!u)
        PyErr_Clear();
    return u ? u : PyBytes_FromString("");
}

ps_status pb_send_exception(pb_box *b, uint64_t id, PyObject *exc)
{
    ps_vm *vm = b->vm;
    const char *name = exc_name(exc);
    ps_status st = PS_MISUSE;
    PyObject *args = PyObject_GetAttrString(exc, "args");
    ps_value h = args && PyTuple_Check(args) ? pb_to_ps(b, args, "%s.args", name) : 0;
    Py_XDECREF(args);
    if (h)
        st = id ? ps_reject_args(vm, id, name, h) : ps_raise_args(vm, name, h);
    ps_release(vm, h);
    if (st == PS_MISUSE) {
        /* args that cannot enter, or that the sandbox's class refuses:
         * the message alone */
        PyErr_Clear();
        PyObject *m = exc_text(exc);
        if (!m)
            return pb_host_failed(b);
        st = id ? ps_reject(vm, id, name, PyBytes_AS_STRING(m)) : ps_raise(vm, name, PyBytes_AS_STRING(m));
        Py_DECREF(m);
    }
    return st;
}

/* The Python exception set now, from a call's argument that cannot leave
 * the sandbox, raised in the script; a failure of the host's own (memory)
 * stops the run. */
static ps_status argument_failed(pb_box *b)
{
    if (!PyErr_ExceptionMatches(PyExc_TypeError) && !PyErr_ExceptionMatches(PyExc_ValueError))
        return pb_host_failed(b);
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    PyErr_NormalizeException(&type, &value, &tb);
    PyObject *m = value ? exc_text(value) : NULL;
    ps_status st = ps_raise(b->vm, PyErr_GivenExceptionMatches(type, PyExc_TypeError) ? "TypeError" : "ValueError",
                            m ? PyBytes_AS_STRING(m) : "");
    Py_XDECREF(m);
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(tb);
    return st;
}

/* The exception the tool function raised (set now). */
static ps_status tool_raised(pb_box *b)
{
    PyObject *type, *value, *tb;
    PyErr_Fetch(&type, &value, &tb);
    PyErr_NormalizeException(&type, &value, &tb);
    if (tb && value)
        PyException_SetTraceback(value, tb);
    /* BaseException that is not an Exception (KeyboardInterrupt,
     * SystemExit) is the host's to handle; so is pysafe.Error itself,
     * misuse of the API inside the tool (a tool that runs its own
     * sandbox) */
    if (!value || !PyObject_TypeCheck(value, (PyTypeObject *)PyExc_Exception) ||
        Py_TYPE(value) == (PyTypeObject *)pb_Error) {
        PyErr_Restore(type, value, tb);
        return pb_host_failed(b);
    }
    ps_status st = pb_send_exception(b, 0, value);
    Py_XDECREF(type);
    Py_XDECREF(value);
    Py_XDECREF(tb);
    return st;
}

int pb_is_async(PyObject *fn)
{
    /* plain functions, methods and builtins without a Python call (what
     * inspect.iscoroutinefunction reads for them: the code's flags) */
    PyObject *f = PyMethod_Check(fn) ? PyMethod_GET_FUNCTION(fn) : fn;
    if (PyFunction_Check(f))
        return (((PyCodeObject *)PyFunction_GET_CODE(f))->co_flags & CO_COROUTINE) != 0;
    if (PyCFunction_Check(fn) || fn == Py_None)
        return 0;
    /* an instance of a class with a Python __call__: what a call runs */
    PyObject *call = PyType_Check(fn) ? NULL : PyObject_GetAttrString((PyObject *)Py_TYPE(fn), "__call__");
    if (!call)
        PyErr_Clear();
    bool plain = call && PyFunction_Check(call);
    int flag = plain ? (((PyCodeObject *)PyFunction_GET_CODE(call))->co_flags & CO_COROUTINE) != 0 : 0;
    Py_XDECREF(call);
    if (plain)
        return flag;
    static PyObject *is_async;
    if (!is_async) {
        PyObject *m = PyImport_ImportModule("pysafe._describe");
        is_async = m ? PyObject_GetAttrString(m, "_is_async") : NULL;
        Py_XDECREF(m);
        if (!is_async)
            return -1;
    }
    PyObject *r = PyObject_CallOneArg(is_async, fn);
    int yes = r ? PyObject_IsTrue(r) : -1;
    Py_XDECREF(r);
    return yes;
}

/* A keyword name of a call as a Python str. */
static PyObject *kwname(pb_box *b, ps_value h)
{
    const char *s;
    size_t n;
    if (ps_to_str(b->vm, h, &s, &n) != PS_OK)
        return pb_error("a keyword name could not be read: %s", ps_error_message(b->vm));
    return PyUnicode_DecodeUTF8(s, (Py_ssize_t)n, "surrogatepass");
}

bool pb_call_args(pb_box *b, const ps_call *c, PyObject **args, PyObject **kwargs)
{
    *args = PyTuple_New((Py_ssize_t)c->argc);
    *kwargs = *args ? PyDict_New() : NULL;
    if (!*kwargs)
        goto fail;
    for (size_t i = 0; i < c->argc; i++) {
        PyObject *x = pb_from_ps(b, c->argv[i], false, "%s() argument %zu", c->tool, i + 1);
        if (!x)
            goto fail;
        PyTuple_SET_ITEM(*args, (Py_ssize_t)i, x);
    }
    for (size_t i = 0; i < c->kwargc; i++) {
        PyObject *k = kwname(b, c->kwnames[i]);
        PyObject *x = k ? pb_from_ps(b, c->kwvalues[i], false, "%s() argument '%U'", c->tool, k) : NULL;
        int rc = x ? PyDict_SetItem(*kwargs, k, x) : -1;
        Py_XDECREF(k);
        Py_XDECREF(x);
        if (rc < 0)
            goto fail;
    }
    return true;
fail:
    Py_CLEAR(*args);
    Py_CLEAR(*kwargs);
    return false;
}

/* Sandbox.run / pysafe.run: call the function, arguments as a vector. */
static ps_status call_tool(pb_box *b, pb_tool *t, const ps_call *c, ps_value *result)
{
    if (t->fn == Py_None) {
        pb_error("tool '%s' was declared without a function: answer its calls with Sandbox.start", t->name);
        return pb_host_failed(b);
    }
    size_t n = c->argc + c->kwargc, made = 0;
    PyObject *small[8], **stack = n <= 8 ? small : PyMem_Malloc(n * sizeof *stack);
    PyObject *kwnames = NULL, *r = NULL;
    if (!stack) {
        PyErr_NoMemory();
        return pb_host_failed(b);
    }
    for (; made < c->argc; made++)
        if (!(stack[made] = pb_from_ps(b, c->argv[made], false, "%s() argument %zu", t->name, made + 1)))
            goto bad_argument;
    if (c->kwargc && !(kwnames = PyTuple_New((Py_ssize_t)c->kwargc)))
        goto bad_argument;
    for (size_t j = 0; j < c->kwargc; j++, made++) {
        PyObject *k = kwname(b, c->kwnames[j]);
        if (!k)
            goto bad_argument;
        PyTuple_SET_ITEM(kwnames, (Py_ssize_t)j, k);
        if (!(stack[made] = pb_from_ps(b, c->kwvalues[j], false, "%s() argument '%U'", t->name, k)))
            goto bad_argument;
    }
    r = PyObject_Vectorcall(t->fn, stack, c->argc, kwnames);
    for (size_t i = 0; i < made; i++)
        Py_DECREF(stack[i]);
    if (stack != small)
        PyMem_Free(stack);
    Py_XDECREF(kwnames);
    if (!r)
        return tool_raised(b);
    *result = pb_to_ps(b, r, "%s()", t->name);
    Py_DECREF(r);
    return *result ? PS_OK : pb_host_failed(b);
bad_argument:
    for (size_t i = 0; i < made; i++)
        Py_DECREF(stack[i]);
    if (stack != small)
        PyMem_Free(stack);
    Py_XDECREF(kwnames);
    return argument_failed(b);
}

/* The ToolCall of call c (its arguments converted: args, kwargs),
 * recorded in b->calls, where a pause finds it; NULL with an exception. */
PyObject *pb_record_call(pb_box *b, const ps_call *c, PyObject *args, PyObject *kwargs)
{
    PyObject *id = PyLong_FromUnsignedLongLong(c->id);
    PyObject *name = id ? PyUnicode_FromString(c->tool) : NULL;
    PyObject *tc = name ? PyObject_CallFunctionObjArgs(pb_ToolCall, id, name, args, kwargs, NULL) : NULL;
    if (tc && (!(b->calls || (b->calls = PyDict_New())) || PyDict_SetItem(b->calls, id, tc) < 0))
        Py_CLEAR(tc);
    Py_XDECREF(id);
    Py_XDECREF(name);
    return tc;
}

/* Sandbox.start, and an async tool's call: the call becomes a ToolCall
 * and waits for an answer. run_async hears of an async call at once
 * (on_async_call), so that its host task starts while the script goes on. */
static ps_status pause_tool(pb_box *b, const pb_tool *t, const ps_call *c)
{
    PyObject *args, *kwargs;
    if (!pb_call_args(b, c, &args, &kwargs))
        return argument_failed(b);
    PyObject *tc = pb_record_call(b, c, args, kwargs);
    Py_DECREF(args);
    Py_DECREF(kwargs);
    int rc = tc ? 0 : -1;
    if (rc == 0 && t->is_async && b->mode == PB_CALL && b->on_async_call) {
        PyObject *hook = Py_NewRef(b->on_async_call); /* (it may be replaced meanwhile) */
        PyObject *r = PyObject_CallOneArg(hook, tc);
        rc = r ? 0 : -1;
        Py_XDECREF(r);
        Py_DECREF(hook);
    }
    Py_XDECREF(tc);
    return rc < 0 ? pb_host_failed(b) : PS_TOOL_PENDING;
}

ps_status pb_tool_callback(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    pb_tool *t = ud;
    pb_box *b = t->box;
    PyThreadState *ts = gil_take(b);
    /* an async tool's call is always deferred: its coroutine runs in the
     * host's event loop, answered at the pause (pysafe/_async.py) */
    /* Sandbox.start defers a sync tool's call where it can, and calls
     * its function where the run cannot pause (inside list(generator),
     * sorted(key=...)): a tool declared None has no answer there */
    bool defer = t->is_async || (b->mode == PB_PAUSE && (call->can_defer || t->fn == Py_None));
    ps_status st = b->host_exc ? PS_LIMIT /* stopping already */
                   : defer ? pause_tool(b, t, call) : call_tool(b, t, call, result);
    gil_give(b, ts);
    return st;
}

/* ---- the clock ------------------------------------------------------------ */

int64_t pb_clock_callback(void *ud)
{
    pb_box *b = ud;
    if (!b->clock_fn)
        return b->clock_fixed_ns;
    PyThreadState *ts = gil_take(b);
    int64_t ns = 0;
    PyObject *r = PyObject_CallNoArgs(b->clock_fn);
    double d = r && (PyFloat_Check(r) || PyLong_Check(r)) && !PyBool_Check(r) ? PyFloat_AsDouble(r) : 0;
    if (r && !PyErr_Occurred() && (PyBool_Check(r) || (!PyFloat_Check(r) && !PyLong_Check(r))))
        PyErr_Format(PyExc_TypeError, "the clock must return seconds as a number, not %.100s", Py_TYPE(r)->tp_name);
    else if (r && !PyErr_Occurred() && !(d > -9.2e9 && d < 9.2e9))
        PyErr_SetString(PyExc_ValueError, "the clock returned an instant out of range");
    Py_XDECREF(r);
    if (PyErr_Occurred()) {
        /* a clock hook cannot fail: stop the run, raise it after */
        pb_host_failed(b);
        ps_interrupt(b->vm);
        b->interrupted = true;
    } else {
        ns = (int64_t)(d * 1e9);
    }
    gil_give(b, ts);
    return ns;
}
