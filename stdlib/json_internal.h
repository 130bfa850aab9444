/*
 * json_internal.h - what the three files of the `json` module share:
 * json.c (the module, its argument handling, JSONDecodeError, bytes
 * input), json_decode.c (the parser) and json_encode.c (the serialiser).
 */
#ifndef PS_JSON_INTERNAL_H
#define PS_JSON_INTERNAL_H

#include "vm/vm.h"

extern const vtype json_JSONDecodeError;

/* A signature as a def's (the module's functions are Python functions in
 * CPython, and their argument errors are a def's). */
typedef struct pysig {
    const char *fname;
    const char *const *names; /* the positional parameters, then the keyword-only ones */
    int npos, nnames;         /* every positional parameter is required */
} pysig;

/* Bind argc positional values and the keywords kwnames (at most 64) to
 * sig: out[i] is parameter i or V_NULL; extra[0..*nextra) are the kwnames
 * indices of keywords no parameter takes, in the order given (their
 * values are argv[argc + k]). -1 with CPython's TypeError. */
int json_bind(psvm *vm, const pysig *sig, int argc, const value *argv, value kwnames, value *out, int *extra,
              int *nextra);

/* Raise JSONDecodeError(msg, doc, pos) for the byte offset `at` of the
 * str doc (pos, lineno and colno count code points, as CPython's). */
value json_decode_error(psvm *vm, const char *msg, value doc, int64_t at);
/* The same at the code point pos (which may lie past the end). */
value json_decode_error_pos(psvm *vm, const char *msg, value doc, int64_t pos);

/* What loads() passes to the parser: the hooks as given (V_NULL for
 * "the default"), strict. */
typedef struct json_dopts {
    value object_hook, object_pairs_hook;
    value parse_float, parse_int, parse_constant;
    bool strict;
} json_dopts;

/* json.loads of the str s (the whole document). */
value json_decode(psvm *vm, value s, const json_dopts *o);
/* One value of s from byte `from` (JSONDecoder.raw_decode); *end: the byte
 * after it. */
value json_raw_decode(psvm *vm, value s, const json_dopts *o, int64_t from, int64_t *end);
/* json.c: loads()'s parse_* defaults (`parse_float or float`: a false
 * value, or the type itself, is the default: *out = V_NULL). */
int json_default_or(psvm *vm, value v, const vtype *dflt, value *out);

/* What dumps() and dump() pass to the serialiser. */
typedef struct json_eopts {
    bool skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys;
    value indent;       /* V_NULL: none; else the str one level adds */
    value item_sep, key_sep; /* strs */
    value default_fn;   /* V_NULL: the TypeError */
    value fp;           /* dump(): the file whose write() gets each chunk; V_NULL for dumps() */
    value chunks;       /* iterencode(): the list that gets each chunk instead */
    /* CPython's pure-Python encoder (taken for an indent, and always by
     * dump()) words one message differently from its C one. */
    bool py_path;
} json_eopts;

/* json.dumps(top): the str; with o->fp set, the chunks written and None;
 * with o->chunks, the chunks appended to it and None. */
value json_encode(psvm *vm, value top, const json_eopts *o);
/* json.c: the options JSONEncoder.__init__ takes and keeps, and what
 * iterencode makes of them (a[] in dump_opts order: skipkeys,
 * ensure_ascii, check_circular, allow_nan, cls (unused), indent,
 * separators, default, sort_keys). */
int json_encoder_options(psvm *vm, const value *a, bool str_only, json_eopts *o);
/* The text one level of indent adds: a str as it is, an int n as n
 * spaces (none below 0), anything else CPython's TypeError. */
int json_indent(psvm *vm, value indent, value *out);
/* JSONEncoder, JSONDecoder (json_classes.c), made when json is imported:
 * into json, json.decoder, json.encoder. */
int json_classes_install(psvm *vm, value json, value decoder, value encoder);

#endif
