/*
 * convert.c - values across the boundary, both ways, exactly.
 *
 * None, bool, int (any size), float (-0.0 and nan included), str, bytes,
 * list, tuple, dict (any hashable keys), set and frozenset keep their type
 * and value. Going in, subclasses of those travel as the base type
 * (OrderedDict as dict, a namedtuple as a tuple), an Enum member as its
 * value and a dataclass instance as a dict of its fields; anything else is
 * a TypeError that names where the value was: `inputs['rows'][3]['when']:
 * datetime is not supported`. Coming out, what has no Python equivalent
 * is pysafe.Opaque (a result) or an error (a tool's argument). Nesting
 * deeper than PB_MAX_DEPTH levels and cycles are errors, never a crash.
 *
 * The path of the value being converted is kept in a pb_path as the
 * recursion goes down, and turned into text only on an error.
 */
#include <stdarg.h>
#include <string.h>

#include "binding.h"

/* How a step shows in a path: [3], ['k'], " (a key)" for a dict's key,
 * " (an item)" for a set's item, nothing for an Enum's value or a
 * dataclass's fields. */
enum { STEP_INDEX, STEP_KEY, STEP_DICT_KEY, STEP_SET_ITEM, STEP_VALUE };

typedef struct pb_step {
    int kind;
    Py_ssize_t index;
    PyObject *key;        /* borrowed: alive while the step is */
    PyObject *container;  /* Python -> sandbox: the container, for cycles */
} pb_step;

struct pb_path {
    pb_step steps[PB_MAX_DEPTH + 1];
    int depth;
    const char *root_fmt;
    va_list *root_ap;
};

/* "root[1]['k']" for the path's first n steps. Long paths keep their two
 * ends. NULL + exception on failure. */
static PyObject *path_text(pb_path *p, int n)
{
    va_list ap;
    va_copy(ap, *p->root_ap);
    PyObject *s = PyUnicode_FromFormatV(p->root_fmt, ap);
    va_end(ap);
    for (int i = 0; s && i < n; i++) {
        if (n > 12 && i == 6) {
            PyObject *t = PyUnicode_FromFormat("%U[...]", s);
            Py_SETREF(s, t);
            i = n - 6; /* the loop steps to the last five */
            continue;
        }
        pb_step *st = &p->steps[i];
        PyObject *t;
        switch (st->kind) {
        case STEP_INDEX: t = PyUnicode_FromFormat("%U[%zd]", s, st->index); break;
        case STEP_KEY: t = PyUnicode_FromFormat("%U[%R]", s, st->key); break;
        case STEP_DICT_KEY: t = PyUnicode_FromFormat("%U (a key)", s); break;
        case STEP_SET_ITEM: t = PyUnicode_FromFormat("%U (an item)", s); break;
        default: t = Py_NewRef(s); break;
        }
        Py_SETREF(s, t);
    }
    return s;
}

/* Raise exc_type("<path>: <what>"), what formatted with its own varargs. */
static void path_error(pb_path *p, PyObject *exc_type, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    PyObject *what = PyUnicode_FromFormatV(fmt, ap);
    va_end(ap);
    PyObject *where = what ? path_text(p, p->depth) : NULL;
    if (where)
        PyErr_Format(exc_type, "%U: %U", where, what);
    Py_XDECREF(what);
    Py_XDECREF(where);
}

/* ---- Python -> sandbox ------------------------------------------------------- */

static ps_value to_ps(pb_box *b, PyObject *o, pb_path *p);

/* The status of a ps_ call that failed: the sandbox's message as a
 * Python error at the path (the memory budget, mostly). */
static ps_value ps_failed(pb_box *b, pb_path *p)
{
    const char *m = ps_error_message(b->vm);
    PyObject *type = ps_limit_hit(b->vm) == PS_LIMIT_MEMORY ? PyExc_MemoryError
                     : !strcmp(ps_error_type(b->vm), "TypeError") ? PyExc_TypeError /* an unhashable key */
                                                                  : pb_Error;
    path_error(p, type, "%s", *m ? m : "the sandbox refused the value");
    return 0;
}

/* Enter container o: false (error set) if it is too deep or is one of the
 * containers it is inside. */
static bool enter(pb_path *p, PyObject *o)
{
    for (int i = 0; i < p->depth; i++)
        if (p->steps[i].container == o) {
            path_error(p, PyExc_ValueError, "a cycle: the %.100s contains itself", Py_TYPE(o)->tp_name);
            return false;
        }
    if (p->depth >= PB_MAX_DEPTH) {
        path_error(p, PyExc_ValueError, "nested deeper than %d levels", PB_MAX_DEPTH);
        return false;
    }
    return true;
}

static ps_value item_to_ps(pb_box *b, PyObject *container, PyObject *item, int kind, Py_ssize_t index,
                           PyObject *key, pb_path *p)
{
    pb_step *st = &p->steps[p->depth++];
    st->kind = kind;
    st->index = index;
    st->key = key;
    st->container = container;
    ps_value h = to_ps(b, item, p);
    p->depth--;
    return h;
}

static ps_value int_to_ps(pb_box *b, PyObject *o, pb_path *p)
{
    int overflow = 0;
    long long n = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (!overflow) {
        if (n == -1 && PyErr_Occurred())
            return 0;
        ps_value h = ps_int(b->vm, n);
        return h ? h : ps_failed(b, p);
    }
    /* any size, as little-endian two's complement bytes */
    size_t nbits = _PyLong_NumBits(o);
    if (nbits == (size_t)-1 && PyErr_Occurred())
        return 0;
    size_t len = nbits / 8 + 1;
    unsigned char *buf = PyMem_Malloc(len);
    if (!buf) {
        PyErr_NoMemory();
        return 0;
    }
    ps_value h = 0;
    if (_PyLong_AsByteArray((PyLongObject *)o, buf, len, 1, 1) == 0 &&
        !(h = ps_int_from_bytes(b->vm, buf, len)))
        ps_failed(b, p);
    PyMem_Free(buf);
    return h;
}

static ps_value str_to_ps(pb_box *b, PyObject *o, pb_path *p)
{
    Py_ssize_t n;
    const char *s = PyUnicode_AsUTF8AndSize(o, &n);
    if (!s) {
        PyErr_Clear();
        path_error(p, PyExc_ValueError, "a str with a lone surrogate is not supported");
        return 0;
    }
    ps_value h = ps_str(b->vm, s, (size_t)n);
    return h ? h : ps_failed(b, p);
}

static ps_value list_to_ps(pb_box *b, PyObject *o, pb_path *p)
{
    if (!enter(p, o))
        return 0;
    ps_value l = ps_list_new(b->vm);
    if (!l)
        return ps_failed(b, p);
    /* the list is read again each time: converting an item (an Enum's
     * value, a dataclass's fields) runs Python code that may change it */
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(o); i++) {
        PyObject *item = Py_NewRef(PyList_GET_ITEM(o, i));
        ps_value h = item_to_ps(b, o, item, STEP_INDEX, i, NULL, p);
        Py_DECREF(item);
        if (!h || ps_list_append(b->vm, l, h) != PS_OK) {
            if (h)
                ps_failed(b, p);
            ps_release(b->vm, h);
            ps_release(b->vm, l);
            return 0;
        }
        ps_release(b->vm, h);
    }
    return l;
}

/* A tuple, or a frozenset (its items taken into a tuple first). */
static ps_value seq_to_ps(pb_box *b, PyObject *o, bool frozen, pb_path *p)
{
    if (!enter(p, o))
        return 0;
    PyObject *seq = frozen ? PySequence_Tuple(o) : Py_NewRef(o);
    if (!seq)
        return 0;
    Py_ssize_t n = PyTuple_GET_SIZE(seq);
    ps_value small[8], *items = n <= 8 ? small : PyMem_Malloc((size_t)n * sizeof *items);
    ps_value r = 0;
    Py_ssize_t made = 0;
    if (!items) {
        PyErr_NoMemory();
        goto done;
    }
    for (; made < n; made++)
        if (!(items[made] = item_to_ps(b, o, PyTuple_GET_ITEM(seq, made), frozen ? STEP_SET_ITEM : STEP_INDEX,
                                       made, NULL, p)))
            goto done;
    r = frozen ? ps_frozenset_new(b->vm, (size_t)n, items) : ps_tuple_new(b->vm, (size_t)n, items);
    if (!r)
        ps_failed(b, p);
done:
    for (Py_ssize_t i = 0; i < made; i++)
        ps_release(b->vm, items[i]);
    if (items != small)
        PyMem_Free(items);
    Py_DECREF(seq);
    return r;
}

static ps_value dict_to_ps(pb_box *b, PyObject *o, pb_path *p)
{
    if (!enter(p, o))
        return 0;
    ps_value d = ps_dict_new(b->vm);
    if (!d)
        return ps_failed(b, p);
    Py_ssize_t pos = 0;
    PyObject *k, *v;
    while (PyDict_Next(o, &pos, &k, &v)) {
        Py_INCREF(k);
        Py_INCREF(v);
        ps_value kh = item_to_ps(b, o, k, STEP_DICT_KEY, 0, NULL, p);
        ps_value vh = kh ? item_to_ps(b, o, v, STEP_KEY, 0, k, p) : 0;
        ps_status st = vh ? ps_dict_set(b->vm, d, kh, vh) : PS_OK;
        Py_DECREF(k);
        Py_DECREF(v);
        ps_release(b->vm, kh);
        ps_release(b->vm, vh);
        if (!vh || st != PS_OK) {
            if (vh)
                ps_failed(b, p);
            ps_release(b->vm, d);
            return 0;
        }
    }
    return d;
}

static ps_value set_to_ps(pb_box *b, PyObject *o, pb_path *p)
{
    if (!enter(p, o))
        return 0;
    ps_value s = ps_set_new(b->vm);
    if (!s)
        return ps_failed(b, p);
    PyObject *it = PyObject_GetIter(o), *x;
    if (!it) {
        ps_release(b->vm, s);
        return 0;
    }
    while ((x = PyIter_Next(it))) {
        ps_value h = item_to_ps(b, o, x, STEP_SET_ITEM, 0, NULL, p);
        Py_DECREF(x);
        ps_status st = h ? ps_set_add(b->vm, s, h) : PS_OK;
        ps_release(b->vm, h);
        if (!h || st != PS_OK) {
            if (h)
                ps_failed(b, p);
            break;
        }
    }
    Py_DECREF(it);
    if (PyErr_Occurred()) {
        ps_release(b->vm, s);
        return 0;
    }
    return s;
}

/* A dataclass instance's fields as a dict (dataclasses.fields order). */
static PyObject *dataclass_dict(PyObject *o)
{
    PyObject *fields = PyObject_CallOneArg(pb_dataclass_fields, o);
    if (!fields)
        return NULL;
    PyObject *d = PyDict_New();
    PyObject *it = d ? PyObject_GetIter(fields) : NULL, *f;
    while (it && (f = PyIter_Next(it))) {
        PyObject *name = PyObject_GetAttrString(f, "name");
        PyObject *v = name ? PyObject_GetAttr(o, name) : NULL;
        int rc = v ? PyDict_SetItem(d, name, v) : -1;
        Py_XDECREF(name);
        Py_XDECREF(v);
        Py_DECREF(f);
        if (rc < 0)
            break;
    }
    Py_XDECREF(it);
    Py_DECREF(fields);
    if (PyErr_Occurred())
        Py_CLEAR(d);
    return d;
}

/* Not one of the exact types: an Enum member, a dataclass instance, a
 * subclass of a supported type, or an error. */
static ps_value other_to_ps(pb_box *b, PyObject *o, pb_path *p)
{
    PyTypeObject *t = Py_TYPE(o);
    int is_enum = PyObject_IsInstance(o, pb_Enum);
    if (is_enum < 0)
        return 0;
    if (is_enum) {
        if (!enter(p, o))
            return 0;
        PyObject *v = PyObject_GetAttrString(o, "value");
        if (!v)
            return 0;
        ps_value h = item_to_ps(b, o, v, STEP_VALUE, 0, NULL, p);
        Py_DECREF(v);
        return h;
    }
    if (!PyType_Check(o) && PyObject_HasAttrString((PyObject *)t, "__dataclass_fields__")) {
        if (!enter(p, o))
            return 0;
        PyObject *d = dataclass_dict(o);
        if (!d)
            return 0;
        /* the step holds the instance: a field that holds it is a cycle */
        ps_value h = item_to_ps(b, o, d, STEP_VALUE, 0, NULL, p);
        Py_DECREF(d);
        return h;
    }
    if (PyLong_Check(o))
        return int_to_ps(b, o, p);
    if (PyFloat_Check(o)) {
        ps_value h = ps_float(b->vm, PyFloat_AS_DOUBLE(o));
        return h ? h : ps_failed(b, p);
    }
    if (PyUnicode_Check(o))
        return str_to_ps(b, o, p);
    if (PyBytes_Check(o)) {
        ps_value h = ps_bytes(b->vm, PyBytes_AS_STRING(o), (size_t)PyBytes_GET_SIZE(o));
        return h ? h : ps_failed(b, p);
    }
    if (PyList_Check(o))
        return list_to_ps(b, o, p);
    if (PyTuple_Check(o))
        return seq_to_ps(b, o, false, p);
    if (PyDict_Check(o))
        return dict_to_ps(b, o, p);
    if (PyFrozenSet_Check(o))
        return seq_to_ps(b, o, true, p);
    if (PyAnySet_Check(o))
        return set_to_ps(b, o, p);
    if (PyObject_TypeCheck(o, (PyTypeObject *)pb_Opaque)) {
        path_error(p, PyExc_TypeError, "an Opaque value cannot go back into the sandbox");
        return 0;
    }
    path_error(p, PyExc_TypeError, "%s is not supported", _PyType_Name(t));
    return 0;
}

static ps_value to_ps(pb_box *b, PyObject *o, pb_path *p)
{
    ps_vm *vm = b->vm;
    PyTypeObject *t = Py_TYPE(o);
    ps_value h;
    if (o == Py_None)
        h = ps_none(vm);
    else if (t == &PyBool_Type)
        h = ps_bool(vm, o == Py_True);
    else if (t == &PyLong_Type)
        return int_to_ps(b, o, p);
    else if (t == &PyFloat_Type)
        h = ps_float(vm, PyFloat_AS_DOUBLE(o));
    else if (t == &PyUnicode_Type)
        return str_to_ps(b, o, p);
    else if (t == &PyBytes_Type)
        h = ps_bytes(vm, PyBytes_AS_STRING(o), (size_t)PyBytes_GET_SIZE(o));
    else if (t == &PyList_Type)
        return list_to_ps(b, o, p);
    else if (t == &PyTuple_Type)
        return seq_to_ps(b, o, false, p);
    else if (t == &PyDict_Type)
        return dict_to_ps(b, o, p);
    else if (t == &PySet_Type)
        return set_to_ps(b, o, p);
    else if (t == &PyFrozenSet_Type)
        return seq_to_ps(b, o, true, p);
    else
        return other_to_ps(b, o, p);
    return h ? h : ps_failed(b, p);
}

ps_value pb_to_ps(pb_box *b, PyObject *o, const char *root_fmt, ...)
{
    va_list ap;
    va_start(ap, root_fmt);
    pb_path p;
    p.depth = 0;
    p.root_fmt = root_fmt;
    p.root_ap = &ap;
    ps_value h = to_ps(b, o, &p);
    va_end(ap);
    return h;
}

/* ---- sandbox -> Python ------------------------------------------------------- */

static PyObject *from_ps(pb_box *b, ps_value v, bool opaque_ok, pb_path *p);

static PyObject *sandbox_failed(pb_box *b, pb_path *p)
{
    const char *m = ps_error_message(b->vm);
    path_error(p, pb_Error, "%s", *m ? m : "the value could not be read");
    return NULL;
}

static PyObject *item_from_ps(pb_box *b, ps_value v, bool opaque_ok, int kind, Py_ssize_t index, PyObject *key,
                              pb_path *p)
{
    if (p->depth >= PB_MAX_DEPTH) {
        path_error(p, PyExc_ValueError, "nested deeper than %d levels (or a cycle)", PB_MAX_DEPTH);
        return NULL;
    }
    pb_step *st = &p->steps[p->depth++];
    st->kind = kind;
    st->index = index;
    st->key = key;
    st->container = NULL;
    PyObject *o = from_ps(b, v, opaque_ok, p);
    p->depth--;
    return o;
}

static PyObject *int_from_ps(pb_box *b, ps_value v, pb_path *p)
{
    int64_t i;
    ps_status st = ps_to_int64(b->vm, v, &i);
    if (st == PS_OK)
        return PyLong_FromLongLong(i);
    if (st != PS_RANGE)
        return sandbox_failed(b, p);
    ps_value bytes;
    const void *data;
    size_t len;
    if (ps_int_to_bytes(b->vm, v, &bytes) != PS_OK || ps_to_bytes(b->vm, bytes, &data, &len) != PS_OK) {
        ps_release(b->vm, bytes);
        return sandbox_failed(b, p);
    }
    PyObject *o = _PyLong_FromByteArray(data, len, 1, 1);
    ps_release(b->vm, bytes);
    return o;
}

static PyObject *seq_from_ps(pb_box *b, ps_value v, bool tuple, bool opaque_ok, pb_path *p)
{
    size_t n;
    if (ps_len(b->vm, v, &n) != PS_OK)
        return sandbox_failed(b, p);
    PyObject *o = tuple ? PyTuple_New((Py_ssize_t)n) : PyList_New((Py_ssize_t)n);
    for (size_t i = 0; o && i < n; i++) {
        ps_value h;
        if (ps_get_index(b->vm, v, i, &h) != PS_OK) {
            sandbox_failed(b, p);
            Py_CLEAR(o);
            break;
        }
        PyObject *x = item_from_ps(b, h, opaque_ok, STEP_INDEX, (Py_ssize_t)i, NULL, p);
        ps_release(b->vm, h);
        if (!x) {
            Py_CLEAR(o);
            break;
        }
        if (tuple)
            PyTuple_SET_ITEM(o, (Py_ssize_t)i, x);
        else
            PyList_SET_ITEM(o, (Py_ssize_t)i, x);
    }
    return o;
}

static PyObject *dict_from_ps(pb_box *b, ps_value v, bool opaque_ok, pb_path *p)
{
    PyObject *d = PyDict_New();
    size_t pos = 0;
    ps_value kh, vh;
    while (d && ps_dict_next(b->vm, v, &pos, &kh, &vh)) {
        PyObject *k = item_from_ps(b, kh, opaque_ok, STEP_DICT_KEY, 0, NULL, p);
        PyObject *x = k ? item_from_ps(b, vh, opaque_ok, STEP_KEY, 0, k, p) : NULL;
        int rc = x ? PyDict_SetItem(d, k, x) : -1;
        Py_XDECREF(k);
        Py_XDECREF(x);
        ps_release(b->vm, kh);
        ps_release(b->vm, vh);
        if (rc < 0)
            Py_CLEAR(d);
    }
    return d;
}

static PyObject *set_from_ps(pb_box *b, ps_value v, bool frozen, bool opaque_ok, pb_path *p)
{
    PyObject *s = frozen ? PyFrozenSet_New(NULL) : PySet_New(NULL);
    size_t pos = 0;
    ps_value h;
    while (s && ps_set_next(b->vm, v, &pos, &h)) {
        PyObject *x = item_from_ps(b, h, opaque_ok, STEP_SET_ITEM, 0, NULL, p);
        ps_release(b->vm, h);
        /* a new frozenset may be filled in place (PySet_Add allows it) */
        if (!x || PySet_Add(s, x) < 0)
            Py_CLEAR(s);
        Py_XDECREF(x);
    }
    return s;
}

static PyObject *other_from_ps(pb_box *b, ps_value v, bool opaque_ok, pb_path *p)
{
    PyObject *r = pb_short_repr(b, v);
    if (!r)
        return NULL;
    PyObject *o = NULL;
    if (opaque_ok)
        o = PyObject_CallOneArg(pb_Opaque, r);
    else
        path_error(p, PyExc_TypeError,
                   "%U cannot leave the sandbox (only None, bool, int, float, str, bytes, and lists, tuples, "
                   "dicts, sets and frozensets of them can)",
                   r);
    Py_DECREF(r);
    return o;
}

static PyObject *from_ps(pb_box *b, ps_value v, bool opaque_ok, pb_path *p)
{
    ps_vm *vm = b->vm;
    switch (ps_typeof(vm, v)) {
    case PS_T_NONE:
        Py_RETURN_NONE;
    case PS_T_BOOL: {
        bool x = false;
        ps_to_bool(vm, v, &x);
        return PyBool_FromLong(x);
    }
    case PS_T_INT:
        return int_from_ps(b, v, p);
    case PS_T_FLOAT: {
        double d = 0;
        ps_to_double(vm, v, &d);
        return PyFloat_FromDouble(d);
    }
    case PS_T_STR: {
        const char *s;
        size_t n;
        if (ps_to_str(vm, v, &s, &n) != PS_OK)
            return sandbox_failed(b, p);
        /* a script's lone surrogates are encoded as such (as in CPython) */
        return PyUnicode_DecodeUTF8(s, (Py_ssize_t)n, "surrogatepass");
    }
    case PS_T_BYTES: {
        const void *data;
        size_t n;
        if (ps_to_bytes(vm, v, &data, &n) != PS_OK)
            return sandbox_failed(b, p);
        return PyBytes_FromStringAndSize(data, (Py_ssize_t)n);
    }
    case PS_T_LIST:
        return seq_from_ps(b, v, false, opaque_ok, p);
    case PS_T_TUPLE:
        return seq_from_ps(b, v, true, opaque_ok, p);
    case PS_T_DICT:
        return dict_from_ps(b, v, opaque_ok, p);
    case PS_T_SET:
        return set_from_ps(b, v, false, opaque_ok, p);
    case PS_T_FROZENSET:
        return set_from_ps(b, v, true, opaque_ok, p);
    case PS_T_OTHER:
        return other_from_ps(b, v, opaque_ok, p);
    default:
        return sandbox_failed(b, p);
    }
}

PyObject *pb_from_ps(pb_box *b, ps_value v, bool opaque_ok, const char *root_fmt, ...)
{
    va_list ap;
    va_start(ap, root_fmt);
    pb_path p;
    p.depth = 0;
    p.root_fmt = root_fmt;
    p.root_ap = &ap;
    PyObject *o = from_ps(b, v, opaque_ok, &p);
    va_end(ap);
    return o;
}

PyObject *pb_short_repr(pb_box *b, ps_value v)
{
    ps_value r = 0;
    const char *s;
    size_t n;
    if (ps_repr(b->vm, v, &r) != PS_OK || ps_to_str(b->vm, r, &s, &n) != PS_OK) {
        ps_release(b->vm, r);
        return PyUnicode_FromString("<a value whose repr() failed>");
    }
    PyObject *o = PyUnicode_DecodeUTF8(s, (Py_ssize_t)n, "surrogatepass");
    ps_release(b->vm, r);
    if (o && PyUnicode_GET_LENGTH(o) > 200) {
        PyObject *cut = PyUnicode_Substring(o, 0, 197);
        Py_SETREF(o, cut ? PyUnicode_FromFormat("%U...", cut) : NULL);
        Py_XDECREF(cut);
    }
    return o;
}
