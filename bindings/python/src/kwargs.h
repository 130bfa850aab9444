/*
 * kwargs.h - the binding's own parsing of METH_FASTCALL|METH_KEYWORDS
 * arguments: a few pointer compares per keyword, where
 * PyArg_ParseTupleAndKeywords costs a large part of a small run.
 */
#ifndef PB_KWARGS_H
#define PB_KWARGS_H

#include "binding.h"

typedef struct pb_kwlist {
    const char *const *names;  /* the first npos may be positional */
    PyObject **interned;       /* n slots, filled on first use */
    int n, npos, required;     /* the first `required` must be given */
} pb_kwlist;

/* out[i] is the argument named names[i], or NULL if absent; None counts as
 * absent for the optional ones. */
bool pb_parse_args(const char *fn, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames,
                   const pb_kwlist *kw, PyObject **out);
/* The script-name argument as UTF-8 ("<script>" when absent); NULL + error. */
const char *pb_script_name(PyObject *name);

#endif
