/*
 * json_internal.h - what the three files of the `json` module share:
 * json.c (the module, its argument handling, JSONDecodeError, bytes
 * input), json_decode.c (the parser) and json_encode.c (the serialiser).
 */
#ifndef PS_JSON_INTERNAL_H
#define PS_JSON_INTERNAL_H

#include "vm/vm.h"

extern const vtype json_JSONDecodeError;

/* Raise JSONDecodeError(msg, doc, pos) for the byte offset `at` of the
 * str doc (pos, lineno and colno count code points, as CPython's). */
value json_decode_error(psvm *vm, const char *msg, value doc, int64_t at);

/* What loads() passes to the parser: the hooks as given (V_NULL for
 * "the default"), strict. */
typedef struct json_dopts {
    value object_hook, object_pairs_hook;
    value parse_float, parse_int, parse_constant;
    bool strict;
} json_dopts;

/* json.loads of the str s (the whole document). */
value json_decode(psvm *vm, value s, const json_dopts *o);

/* What dumps() and dump() pass to the serialiser. */
typedef struct json_eopts {
    bool skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys;
    value indent;       /* V_NULL: none; else the str one level adds */
    value item_sep, key_sep; /* strs */
    value default_fn;   /* V_NULL: the TypeError */
    value fp;           /* dump(): the file whose write() gets each chunk; V_NULL for dumps() */
    /* CPython's pure-Python encoder (taken for an indent, and always by
     * dump()) words one message differently from its C one. */
    bool py_path;
} json_eopts;

/* json.dumps(top): the str; with o->fp set, the chunks written and None. */
value json_encode(psvm *vm, value top, const json_eopts *o);

#endif
