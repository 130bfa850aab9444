/*
 * json.c - the in-VM `json` module: loads, load, dumps, dump and
 * JSONDecodeError (also as json.decoder.JSONDecodeError), with CPython
 * 3.11's signatures, argument errors and messages.
 *
 * This file holds the module's face: binding the arguments as CPython's
 * Python-level functions bind them, the bytes input (json.detect_encoding
 * and the codecs it picks), and the exception type. The parser is
 * json_decode.c, the serialiser json_encode.c.
 *
 * There are no classes in pysafe yet, so no JSONEncoder/JSONDecoder to
 * subclass; cls= is still honoured the way CPython uses it: cls(**options)
 * and its .decode(s) / .encode(obj) / .iterencode(obj).
 */
#include <math.h>
#include <string.h>

#include "objects/bytes_internal.h"
#include "objects/str_internal.h"
#include "objects/text/utext.h"
#include "json_internal.h"

/* ---- arguments ------------------------------------------------------------
 *
 * loads() and friends are Python functions in CPython: their argument
 * errors are a def's ("loads() missing 1 required positional argument:
 * 's'"), and the keywords they do not name are collected (**kw) and passed
 * on to JSONDecoder/JSONEncoder. */

int json_bind(psvm *vm, const pysig *sig, int argc, const value *argv, value kwnames, value *out, int *extra,
              int *nextra)
{
    for (int i = 0; i < sig->nnames; i++)
        out[i] = V_NULL;
    *nextra = 0;
    if (argc > sig->npos) {
        vm_err(vm, &exc_TypeError, "%s() takes %d positional argument%s but %d were given", sig->fname, sig->npos,
               sig->npos == 1 ? "" : "s", argc);
        return -1;
    }
    for (int i = 0; i < argc; i++)
        out[i] = argv[i];
    int nkw = kwnames ? (int)AS_TUPLE(kwnames)->len : 0;
    for (int k = 0; k < nkw; k++) {
        value name = AS_TUPLE(kwnames)->items[k];
        int j = 0;
        while (j < sig->nnames && !str_eq_cstr(name, sig->names[j]))
            j++;
        if (j == sig->nnames) {
            extra[(*nextra)++] = k;
            continue;
        }
        if (out[j]) {
            vm_err(vm, &exc_TypeError, "%s() got multiple values for argument '%s'", sig->fname, sig->names[j]);
            return -1;
        }
        out[j] = argv[argc + k];
    }
    int missing = 0;
    for (int i = 0; i < sig->npos; i++)
        missing += !out[i];
    if (missing) {
        /* 'a', 'a' and 'b', 'a', 'b' and 'c' */
        char list[128] = "";
        size_t len = 0;
        for (int i = 0, seen = 0; i < sig->npos; i++) {
            if (out[i])
                continue;
            seen++;
            const char *sep = seen == 1 ? "" : seen == missing ? (missing > 2 ? ", and " : " and ") : ", ";
            len += (size_t)snprintf(list + len, sizeof list - len, "%s'%s'", sep, sig->names[i]);
        }
        vm_err(vm, &exc_TypeError, "%s() missing %d required positional argument%s: %s", sig->fname, missing,
               missing == 1 ? "" : "s", list);
        return -1;
    }
    return 0;
}

static bool given(value v) { return v && v != V_NONE; }

/* The keywords no parameter took, as a call passes them on (**kw):
 * their names into keys[from...] and values into kv[from...]. */
static void pass_extras(value keys, value *kv, int from, int argc, const value *argv, value kwnames,
                        const int *extra, int nextra)
{
    for (int i = 0; i < nextra; i++) {
        AS_TUPLE(keys)->items[from + i] = AS_TUPLE(kwnames)->items[extra[i]];
        kv[from + i] = argv[argc + extra[i]];
    }
}

/* inst = cls(**kw), then inst.meth(arg): kv[0..nkw) are the keyword
 * values, keys their names. arg is rooted across the calls. */
static value call_cls(psvm *vm, value cls, const value *kv, value keys, const char *meth, value arg)
{
    vm_root_push(vm, arg);
    value inst = vm_call(vm, cls, 0, kv, keys);
    value name = inst ? str_intern_cstr(vm, meth) : V_NULL;
    value m = name ? vm_getattr(vm, inst, name) : V_NULL;
    value r = m ? vm_call1(vm, m, arg) : V_NULL;
    vm_root_pop(vm, 1);
    return r;
}

/* ---- JSONDecodeError ------------------------------------------------------ */

static int set_attr(psvm *vm, value e, const char *name, value v)
{
    value k = str_intern_cstr(vm, name);
    return v && k ? exc_setattr(vm, e, k, v) : -1;
}

/* CPython's JSONDecodeError.__init__ on the exception e: args the message
 * with its place, and the attributes msg, doc, pos, lineno, colno. msg_s
 * is str(msg). */
static int jde_fill(psvm *vm, value e, value msg, value msg_s, value doc, int64_t pos, int64_t lineno,
                    int64_t colno)
{
    value text = str_fmt(vm, "%s: line %lld column %lld (char %lld)", str_cstr(msg_s), (long long)lineno,
                         (long long)colno, (long long)pos);
    value args = text ? tuple_pack(vm, 1, text) : V_NULL;
    if (!args)
        return -1;
    AS_EXC(e)->args = args;
    if (set_attr(vm, e, "msg", msg) < 0 || set_attr(vm, e, "doc", doc) < 0 ||
        set_attr(vm, e, "pos", int_from_i64(vm, pos)) < 0 || set_attr(vm, e, "lineno", int_from_i64(vm, lineno)) < 0 ||
        set_attr(vm, e, "colno", int_from_i64(vm, colno)) < 0)
        return -1;
    return 0;
}

value json_decode_error(psvm *vm, const char *msg, value doc, int64_t at)
{
    const strobj *d = AS_STR(doc);
    /* lines: the '\n' before at; columns: code points since the last one */
    int64_t lines = 0, nl = -1;
    for (const char *q = d->data; (q = memchr(q, '\n', (size_t)(d->data + at - q))) != NULL; q++) {
        lines++;
        nl = q - d->data;
    }
    int64_t pos = d->ascii ? at : (int64_t)ut_count(d->data, (size_t)at);
    int64_t col = d->ascii ? at - nl : (int64_t)ut_count(d->data + nl + 1, (size_t)(at - nl - 1)) + 1;
    value m = str_from_cstr(vm, msg);
    value e = m ? exc_new(vm, &json_JSONDecodeError, V_NULL) : V_NULL;
    if (!e || jde_fill(vm, e, m, m, doc, pos, lines + 1, col) < 0)
        return V_NULL;
    return vm_err_value(vm, e);
}

/* The exception e for msg at the code point pos of the str doc, placed as
 * CPython's __init__ places it: doc.count('\n', 0, pos) and
 * doc.rfind('\n', 0, pos), with slice rules (pos may be past the end, or
 * negative). */
static int jde_place(psvm *vm, value e, value msg, value doc, int64_t pos)
{
    const strobj *d = AS_STR(doc);
    int64_t ncp = d->cplen, stop = pos < 0 ? (pos + ncp < 0 ? 0 : pos + ncp) : (pos > ncp ? ncp : pos);
    int64_t stop_b = (int64_t)ut_offset(d->data, (size_t)d->len, d->ascii, (size_t)stop);
    int64_t lines = 0, nl = -1;
    for (const char *q = d->data; (q = memchr(q, '\n', (size_t)(d->data + stop_b - q))) != NULL; q++) {
        lines++;
        nl = q - d->data;
    }
    int64_t nl_cp = nl < 0 ? -1 : (int64_t)ut_count(d->data, (size_t)nl);
    value ms = vm_str(vm, msg);
    return ms ? jde_fill(vm, e, msg, ms, doc, pos, lines + 1, pos - nl_cp) : -1;
}

/* JSONDecodeError.__init__(self, msg, doc, pos) from a script (directly,
 * through super(), or for a subclass that has none of its own). */
static value jde_init(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    static const char *const names[] = {"msg", "doc", "pos"};
    static const pysig sig = {"JSONDecodeError.__init__", names, 3, 3};
    value a[3];
    int extra[64], nextra;
    int nkw = kwnames ? (int)AS_TUPLE(kwnames)->len : 0;
    if (argc > 3)
        return vm_err(vm, &exc_TypeError, "JSONDecodeError.__init__() takes 4 positional arguments but %d were given",
                      argc + 1);
    if (nkw > 64 || json_bind(vm, &sig, argc, argv, kwnames, a, extra, &nextra) < 0)
        return V_NULL;
    if (nextra)
        return vm_err(vm, &exc_TypeError, "JSONDecodeError.__init__() got an unexpected keyword argument '%s'",
                      str_cstr(AS_TUPLE(kwnames)->items[extra[0]]));
    if (!v_is_str(a[1]))
        return vm_err(vm, &exc_TypeError, "pysafe's JSONDecodeError takes a str doc, not %s", vm_type_name(a[1]));
    int64_t pos;
    if (!v_is_int(a[2]))
        return vm_err(vm, &exc_TypeError, "slice indices must be integers or None or have an __index__ method");
    if (vm_index(vm, a[2], &pos) < 0)
        return V_NULL;
    return jde_place(vm, self, a[0], a[1], pos) < 0 ? V_NULL : V_NONE;
}

value json_decode_error_pos(psvm *vm, const char *msg, value doc, int64_t pos)
{
    value m = str_from_cstr(vm, msg);
    value e = m ? exc_new(vm, &json_JSONDecodeError, V_NULL) : V_NULL;
    if (!e || jde_place(vm, e, m, doc, pos) < 0)
        return V_NULL;
    return vm_err_value(vm, e);
}

/* JSONDecodeError(msg, doc, pos) */
static value jde_new(psvm *vm, value cls, int argc, const value *argv, value kwnames)
{
    (void)cls;
    value e = exc_new(vm, &json_JSONDecodeError, V_NULL);
    if (!e)
        return V_NULL;
    vm_root_push(vm, e); /* vm_str(msg) may run a class's __str__ */
    value r = jde_init(vm, e, argc, argv, kwnames);
    vm_root_pop(vm, 1);
    return r ? e : V_NULL;
}

/* Its own __init__, which a subclass and super() find (the methods every
 * exception has are its base's). */
static const bfunc jde_methods[] = {
    BFUNC("__init__", jde_init),
    BFUNC_END,
};

const vtype json_JSONDecodeError = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "JSONDecodeError",
    .module = "json.decoder",
    .base = &exc_ValueError,
    .tflags = TF_EXC,
    .repr = exc_repr,
    .str = exc_str,
    .getattr = exc_getattr,
    .new_ = jde_new,
    .methods = jde_methods,
    .trace = exc_trace,
};

/* ---- bytes input ----------------------------------------------------------
 *
 * loads(b) decodes with the codec json.detect_encoding picks from the first
 * bytes, errors='surrogatepass' (a lone surrogate comes through, in the
 * three-byte form the str holds it in). */

static value decode_error(psvm *vm, const char *enc, const uint8_t *p, int64_t n, int64_t start, int64_t end,
                          const char *why)
{
    value object = bytes_new(vm, p, n);
    value e = object ? str_from_cstr(vm, enc) : V_NULL;
    value r = e ? str_from_cstr(vm, why) : V_NULL;
    value args = r ? tuple_pack(vm, 5, e, object, int_from_i64(vm, start), int_from_i64(vm, end), r) : V_NULL;
    value x = args ? exc_new(vm, &exc_UnicodeDecodeError, args) : V_NULL;
    return x ? vm_err_value(vm, x) : V_NULL;
}

/* UTF-8, surrogates allowed: the bytes are the str's as they are. */
static value decode_utf8(psvm *vm, const uint8_t *p, int64_t n)
{
    int64_t i = 0;
    while (i < n) {
        ut_decode_error err;
        if (ut_validate((const char *)p + i, (size_t)(n - i), NULL, NULL, &err))
            break;
        int64_t at = i + (int64_t)err.start;
        if (at + 2 < n && p[at] == 0xED && p[at + 1] >= 0xA0 && p[at + 1] <= 0xBF && (p[at + 2] & 0xC0) == 0x80) {
            i = at + 3; /* an encoded surrogate: surrogatepass lets it in */
            continue;
        }
        return decode_error(vm, "utf-8", p, n, at, i + (int64_t)err.end, err.reason);
    }
    return str_new(vm, (const char *)p, n);
}

/* UTF-16 or UTF-32 in either byte order (unit 2 or 4): pairs joined, lone
 * surrogates kept, positions counted from the start of b (BOM included),
 * the codec named with its byte order as CPython's messages name it. */
static value decode_wide(psvm *vm, const uint8_t *b, int64_t n, int64_t from, int unit, bool big)
{
    char enc[16];
    snprintf(enc, sizeof enc, "utf-%d-%s", unit * 8, big ? "be" : "le");
    if (!vm_charge(vm, n / 8))
        return V_NULL;
    sbuf out;
    sb_init(&out, vm);
    int64_t i = from;
    for (; i + unit <= n; i += unit) {
        uint32_t cp = 0;
        for (int k = 0; k < unit; k++)
            cp |= (uint32_t)b[i + k] << (8 * (big ? unit - 1 - k : k));
        if (unit == 2 && cp >= 0xD800 && cp <= 0xDBFF && i + 4 <= n) {
            uint32_t lo = big ? (uint32_t)b[i + 2] << 8 | b[i + 3] : (uint32_t)b[i + 3] << 8 | b[i + 2];
            if (lo >= 0xDC00 && lo <= 0xDFFF) {
                cp = 0x10000 + ((cp - 0xD800) << 10 | (lo - 0xDC00));
                i += 2;
            }
        }
        if (cp > 0x10FFFF) {
            sb_free(&out);
            return decode_error(vm, enc, b, n, i, i + unit, "code point not in range(0x110000)");
        }
        char u[4];
        int k = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
        if (k == 1)
            u[0] = (char)cp;
        else if (k == 2)
            u[0] = (char)(0xC0 | cp >> 6), u[1] = (char)(0x80 | (cp & 0x3F));
        else if (k == 3)
            u[0] = (char)(0xE0 | cp >> 12), u[1] = (char)(0x80 | (cp >> 6 & 0x3F)), u[2] = (char)(0x80 | (cp & 0x3F));
        else
            u[0] = (char)(0xF0 | cp >> 18), u[1] = (char)(0x80 | (cp >> 12 & 0x3F)),
            u[2] = (char)(0x80 | (cp >> 6 & 0x3F)), u[3] = (char)(0x80 | (cp & 0x3F));
        if (!sb_add(&out, u, k))
            break;
    }
    if (!out.failed && i < n) {
        sb_free(&out);
        return decode_error(vm, enc, b, n, i, n, "truncated data");
    }
    return sb_finish(&out);
}

/* json.detect_encoding, then the decode. */
static value decode_bytes(psvm *vm, value bv)
{
    const uint8_t *b;
    int64_t n;
    bytes_view(bv, &b, &n);
    if (n >= 4 && ((b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF) ||
                   (b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0)))
        return decode_wide(vm, b, n, 4, 4, b[0] == 0);
    if (n >= 2 && ((b[0] == 0xFE && b[1] == 0xFF) || (b[0] == 0xFF && b[1] == 0xFE)))
        return decode_wide(vm, b, n, 2, 2, b[0] == 0xFE);
    if (n >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF)
        return decode_utf8(vm, b + 3, n - 3);
    if (n >= 4) {
        if (!b[0])
            return decode_wide(vm, b, n, 0, b[1] ? 2 : 4, true);
        if (!b[1])
            return decode_wide(vm, b, n, 0, b[2] || b[3] ? 2 : 4, false);
    } else if (n == 2) {
        if (!b[0])
            return decode_wide(vm, b, n, 0, 2, true);
        if (!b[1])
            return decode_wide(vm, b, n, 0, 2, false);
    }
    return decode_utf8(vm, b, n);
}

/* ---- loads / load --------------------------------------------------------- */

enum { L_S, L_CLS, L_OBJECT_HOOK, L_PARSE_FLOAT, L_PARSE_INT, L_PARSE_CONSTANT, L_PAIRS_HOOK, L_N };
static const char *const loads_names[L_N] = {"s", "cls", "object_hook", "parse_float", "parse_int",
                                             "parse_constant", "object_pairs_hook"};

/* JSONDecoder's `parse_float or float`: a false value is the default, and
 * so is the type itself (the C scanner compares with it). */
int json_default_or(psvm *vm, value v, const vtype *dflt, value *out)
{
    *out = V_NULL;
    if (!v || (dflt && v == v_from_obj(dflt)))
        return 0;
    int t = vm_truth(vm, v);
    if (t < 0)
        return -1;
    if (t)
        *out = v;
    return 0;
}

static value loads_impl(psvm *vm, int argc, const value *argv, value kwnames)
{
    static const pysig sig = {"loads", loads_names, 1, L_N};
    value a[L_N];
    int extra[64], nextra;
    if ((kwnames && AS_TUPLE(kwnames)->len > 64) || json_bind(vm, &sig, argc, argv, kwnames, a, extra, &nextra) < 0)
        return V_NULL;
    value s = a[L_S];
    if (v_is_str(s)) {
        if (AS_STR(s)->len >= 3 && !memcmp(AS_STR(s)->data, "\xEF\xBB\xBF", 3))
            return json_decode_error(vm, "Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0);
    } else if (v_is_bytes_like(s)) {
        if (!(s = decode_bytes(vm, s)))
            return V_NULL;
    } else {
        return vm_err(vm, &exc_TypeError, "the JSON object must be str, bytes or bytearray, not %s",
                      vm_type_name(s));
    }
    if (given(a[L_CLS])) {
        /* cls(**kw).decode(s), kw as loads builds it: the extras, then the
         * hooks that are not None */
        static const char *const hook_names[] = {"object_hook", "object_pairs_hook", "parse_float", "parse_int",
                                                 "parse_constant"};
        const value hooks[] = {a[L_OBJECT_HOOK], a[L_PAIRS_HOOK], a[L_PARSE_FLOAT], a[L_PARSE_INT],
                               a[L_PARSE_CONSTANT]};
        value kv[64 + 5];
        value keys = tuple_new(vm, nextra + 5);
        if (!keys)
            return V_NULL;
        pass_extras(keys, kv, 0, argc, argv, kwnames, extra, nextra);
        int k = nextra;
        for (int i = 0; i < 5; i++) {
            if (!given(hooks[i]))
                continue;
            if (!(AS_TUPLE(keys)->items[k] = str_intern_cstr(vm, hook_names[i])))
                return V_NULL;
            kv[k++] = hooks[i];
        }
        AS_TUPLE(keys)->len = k;
        vm_root_push(vm, s);
        value r = call_cls(vm, a[L_CLS], kv, keys, "decode", s);
        vm_root_pop(vm, 1);
        return r;
    }
    json_dopts o = {.strict = true};
    for (int i = 0; i < nextra; i++) {
        value name = AS_TUPLE(kwnames)->items[extra[i]];
        if (!str_eq_cstr(name, "strict"))
            return vm_err(vm, &exc_TypeError, "JSONDecoder.__init__() got an unexpected keyword argument '%s'",
                          str_cstr(name));
        int t = vm_truth(vm, argv[argc + extra[i]]);
        if (t < 0)
            return V_NULL;
        o.strict = t;
    }
    o.object_hook = given(a[L_OBJECT_HOOK]) ? a[L_OBJECT_HOOK] : V_NULL;
    o.object_pairs_hook = given(a[L_PAIRS_HOOK]) ? a[L_PAIRS_HOOK] : V_NULL;
    if (json_default_or(vm, a[L_PARSE_FLOAT], &float_type, &o.parse_float) < 0 ||
        json_default_or(vm, a[L_PARSE_INT], &int_type, &o.parse_int) < 0 ||
        json_default_or(vm, a[L_PARSE_CONSTANT], NULL, &o.parse_constant) < 0)
        return V_NULL;
    vm_root_push(vm, s); /* a str decoded from bytes has no other owner */
    value r = json_decode(vm, s, &o);
    vm_root_pop(vm, 1);
    return r;
}

static value m_loads(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    (void)self;
    return loads_impl(vm, argc, argv, kwnames);
}

/* load(fp, **kw): loads(fp.read(), **kw). */
static value m_load(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    (void)self;
    static const char *const names[] = {"fp"};
    static const pysig sig = {"load", names, 1, 1};
    value fp;
    int extra[64], nextra;
    int nkw = kwnames ? (int)AS_TUPLE(kwnames)->len : 0;
    if (nkw > 64 || json_bind(vm, &sig, argc, argv, kwnames, &fp, extra, &nextra) < 0)
        return V_NULL;
    value name = str_intern_cstr(vm, "read");
    value rd = name ? vm_getattr(vm, fp, name) : V_NULL;
    value text = rd ? vm_call(vm, rd, 0, NULL, V_NULL) : V_NULL;
    if (!text)
        return V_NULL;
    /* the keywords other than fp, as they were given */
    value kv[65];
    value keys = tuple_new(vm, nextra);
    if (!keys)
        return V_NULL;
    kv[0] = text;
    pass_extras(keys, kv + 1, 0, argc, argv, kwnames, extra, nextra);
    vm_root_push(vm, text);
    value r = loads_impl(vm, 1, kv, keys);
    vm_root_pop(vm, 1);
    return r;
}

/* ---- dumps / dump --------------------------------------------------------- */

enum { D_SKIPKEYS, D_ENSURE_ASCII, D_CHECK_CIRCULAR, D_ALLOW_NAN, D_CLS, D_INDENT, D_SEPARATORS, D_DEFAULT,
       D_SORT_KEYS, D_N };

static int truth_or(psvm *vm, value v, bool dflt, bool *out)
{
    if (!v) {
        *out = dflt;
        return 0;
    }
    int t = vm_truth(vm, v);
    if (t < 0)
        return -1;
    *out = t;
    return 0;
}

/* JSONEncoder.__init__ and what iterencode does with its options before
 * the first value: separators unpacked, the indent made a str (not for
 * dumps() of a str, which JSONEncoder.encode writes without looking at
 * the indent). */
int json_encoder_options(psvm *vm, const value *a, bool str_only, json_eopts *o)
{
    if (truth_or(vm, a[D_SKIPKEYS], false, &o->skipkeys) < 0 ||
        truth_or(vm, a[D_ENSURE_ASCII], true, &o->ensure_ascii) < 0 ||
        truth_or(vm, a[D_CHECK_CIRCULAR], true, &o->check_circular) < 0 ||
        truth_or(vm, a[D_ALLOW_NAN], true, &o->allow_nan) < 0 ||
        truth_or(vm, a[D_SORT_KEYS], false, &o->sort_keys) < 0)
        return -1;
    value indent = given(a[D_INDENT]) ? a[D_INDENT] : V_NULL;
    o->item_sep = str_intern_cstr(vm, indent ? "," : ", ");
    o->key_sep = str_intern_cstr(vm, ": ");
    if (!o->item_sep || !o->key_sep)
        return -1;
    if (given(a[D_SEPARATORS])) {
        value t = tuple_from_iter(vm, a[D_SEPARATORS]);
        if (!t) {
            if (vm_err_occurred_is(vm, &exc_TypeError))
                vm_err(vm, &exc_TypeError, "cannot unpack non-iterable %s object", vm_type_name(a[D_SEPARATORS]));
            return -1;
        }
        int64_t k = AS_TUPLE(t)->len;
        if (k != 2) {
            if (k < 2)
                vm_err(vm, &exc_ValueError, "not enough values to unpack (expected 2, got %lld)", (long long)k);
            else
                vm_err(vm, &exc_ValueError, "too many values to unpack (expected 2)");
            return -1;
        }
        o->item_sep = AS_TUPLE(t)->items[0];
        o->key_sep = AS_TUPLE(t)->items[1];
    }
    o->default_fn = given(a[D_DEFAULT]) ? a[D_DEFAULT] : V_NULL;
    o->py_path = indent != V_NULL;
    o->indent = V_NULL;
    return indent && !str_only ? json_indent(vm, indent, &o->indent) : 0;
}

int json_indent(psvm *vm, value indent, value *out)
{
    if (v_is_str(indent)) {
        *out = indent;
        return 0;
    }
    if (!v_is_int(indent)) {
        vm_err(vm, &exc_TypeError, "can't multiply sequence by non-int of type '%s'", vm_type_name(indent));
        return -1;
    }
    int64_t k;
    if (vm_index(vm, indent, &k) < 0)
        return -1;
    if (k < 0)
        k = 0;
    if (!vm_reserve(vm, k))
        return -1;
    value sp = str_from_cstr(vm, " ");
    *out = sp ? str_repeat(vm, sp, k) : V_NULL;
    return *out ? 0 : -1;
}

/* dumps/dump with cls: cls(skipkeys=..., ..., sort_keys=..., **kw), then
 * its method meth (encode or iterencode) on target. */
static value dump_cls(psvm *vm, const value *a, int argc, const value *argv, value kwnames, const int *extra,
                      int nextra, const char *meth, value target)
{
    static const char *const names[] = {"skipkeys", "ensure_ascii", "check_circular", "allow_nan", "indent",
                                        "separators", "default", "sort_keys"};
    static const int which[] = {D_SKIPKEYS, D_ENSURE_ASCII, D_CHECK_CIRCULAR, D_ALLOW_NAN, D_INDENT, D_SEPARATORS,
                                D_DEFAULT, D_SORT_KEYS};
    const value defaults[] = {V_FALSE, V_TRUE, V_TRUE, V_TRUE, V_NONE, V_NONE, V_NONE, V_FALSE};
    value kv[8 + 64];
    value keys = tuple_new(vm, 8 + nextra);
    if (!keys)
        return V_NULL;
    for (int i = 0; i < 8; i++) {
        if (!(AS_TUPLE(keys)->items[i] = str_intern_cstr(vm, names[i])))
            return V_NULL;
        kv[i] = a[which[i]] ? a[which[i]] : defaults[i];
    }
    pass_extras(keys, kv, 8, argc, argv, kwnames, extra, nextra);
    return call_cls(vm, a[D_CLS], kv, keys, meth, target);
}

static value dump_impl(psvm *vm, int argc, const value *argv, value kwnames, bool to_file)
{
    static const char *const dumps_names[] = {"obj", "skipkeys", "ensure_ascii", "check_circular", "allow_nan", "cls",
                                              "indent", "separators", "default", "sort_keys"};
    static const char *const dump_names[] = {"obj", "fp", "skipkeys", "ensure_ascii", "check_circular", "allow_nan",
                                             "cls", "indent", "separators", "default", "sort_keys"};
    static const pysig dumps_sig = {"dumps", dumps_names, 1, 1 + D_N};
    static const pysig dump_sig = {"dump", dump_names, 2, 2 + D_N};
    value all[2 + D_N];
    int extra[64], nextra;
    if ((kwnames && AS_TUPLE(kwnames)->len > 64) ||
        json_bind(vm, to_file ? &dump_sig : &dumps_sig, argc, argv, kwnames, all, extra, &nextra) < 0)
        return V_NULL;
    int npos = to_file ? 2 : 1;
    const value *a = all + npos;
    value target = all[0], fp = to_file ? all[1] : V_NULL;
    if (given(a[D_CLS]) && !to_file)
        return dump_cls(vm, a, argc, argv, kwnames, extra, nextra, "encode", target);
    if (given(a[D_CLS])) {
        /* for chunk in cls(...).iterencode(obj): fp.write(chunk) */
        vm_root_push(vm, fp);
        value it = dump_cls(vm, a, argc, argv, kwnames, extra, nextra, "iterencode", target);
        value iter = it ? vm_iter(vm, it) : V_NULL;
        value name = str_intern_cstr(vm, "write");
        bool ok = iter && name;
        if (!ok) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        vm_root_push(vm, iter);
        while (ok) {
            value chunk = vm_next(vm, iter);
            if (chunk == V_STOP)
                break;
            value w = chunk ? vm_getattr(vm, fp, name) : V_NULL;
            ok = w && vm_call1(vm, w, chunk);
        }
        vm_root_pop(vm, 2);
        return ok ? V_NONE : V_NULL;
    }
    if (nextra)
        return vm_err(vm, &exc_TypeError, "JSONEncoder.__init__() got an unexpected keyword argument '%s'",
                      str_cstr(AS_TUPLE(kwnames)->items[extra[0]]));
    json_eopts o = {0};
    if (json_encoder_options(vm, a, v_is_str(target) && !to_file, &o) < 0)
        return V_NULL;
    o.fp = fp;
    o.py_path |= to_file; /* dump() always takes iterencode's pure-Python path */
    return json_encode(vm, target, &o);
}

static value m_dumps(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    (void)self;
    return dump_impl(vm, argc, argv, kwnames, false);
}

static value m_dump(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    (void)self;
    return dump_impl(vm, argc, argv, kwnames, true);
}

/* ---- the module ----------------------------------------------------------- */

static const bfunc json_funcs[] = {
    BFUNC("loads", m_loads), BFUNC("load", m_load), BFUNC("dumps", m_dumps), BFUNC("dump", m_dump),
    BFUNC_END,
};

static value new_module(psvm *vm, const char *name)
{
    value n = str_intern_cstr(vm, name);
    return n ? module_new(vm, n) : V_NULL;
}

static int put_in(psvm *vm, value d, const char *name, value v)
{
    value k = str_intern_cstr(vm, name);
    return k && v ? dict_set(vm, d, k, v) : -1;
}

static int put(psvm *vm, value m, const char *name, value v)
{
    return put_in(vm, ((moduleobj *)v_obj(m))->dict, name, v);
}

/* json.encoder.encode_basestring(s) and encode_basestring_ascii(s): a str
 * as a JSON string. */
static value basestring(psvm *vm, int argc, const value *argv, value kwnames, bool ascii, const char *fname)
{
    if (vm_check_no_kw(vm, fname, kwnames) < 0 || vm_check_args(vm, fname, argc, 1, 1) < 0)
        return V_NULL;
    if (!v_is_str(argv[0]))
        return vm_err(vm, &exc_TypeError, "first argument must be a string, not %s", vm_type_name(argv[0]));
    json_eopts o = {.ensure_ascii = ascii};
    return json_encode(vm, argv[0], &o);
}
static value m_encode_basestring(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    (void)self;
    return basestring(vm, argc, argv, kwnames, false, "encode_basestring");
}
static value m_encode_basestring_ascii(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    (void)self;
    return basestring(vm, argc, argv, kwnames, true, "encode_basestring_ascii");
}

static const bfunc encoder_funcs[] = {
    BFUNC("encode_basestring", m_encode_basestring), BFUNC("encode_basestring_ascii", m_encode_basestring_ascii),
    BFUNC_END,
};

/* json.JSONEncoder or JSONDecoder (also json.encoder.JSONEncoder,
 * json.decoder.JSONDecoder) named for the first time: both classes made
 * now rather than at every import, since making a class costs several
 * times the rest of the module. */
static value json_missing(psvm *vm, value module, value name)
{
    if (!str_eq_cstr(name, "JSONEncoder") && !str_eq_cstr(name, "JSONDecoder"))
        return V_NULL;
    value jn = str_intern_cstr(vm, "json");
    value json = jn ? vm_import(vm, jn) : V_NULL;
    value dn = json ? str_intern_cstr(vm, "decoder") : V_NULL, en = dn ? str_intern_cstr(vm, "encoder") : V_NULL;
    if (!en)
        return V_NULL;
    value jd = ((moduleobj *)v_obj(json))->dict;
    value dec = dict_get_str(vm, jd, dn), enc = dict_get_str(vm, jd, en);
    if (!dict_get_str(vm, jd, name) && json_classes_install(vm, json, dec, enc) < 0)
        return V_NULL;
    return dict_get_str(vm, ((moduleobj *)v_obj(module))->dict, name);
}

/* json.__all__: CPython's list of the public names. */
static value all_names(psvm *vm)
{
    static const char *const names[] = {"dump", "dumps", "load", "loads", "JSONDecoder", "JSONDecodeError", "JSONEncoder"};
    int64_t n = (int64_t)(sizeof names / sizeof names[0]);
    value l = list_new(vm, n);
    if (!l)
        return V_NULL;
    vm_root_push(vm, l);
    for (int64_t i = 0; i < n; i++) {
        value s = str_intern_cstr(vm, names[i]);
        if (!s) {
            l = V_NULL;
            break;
        }
        AS_LIST(l)->items[i] = s;
    }
    vm_root_pop(vm, 1);
    return l;
}

/* json.decoder._CONSTANTS: what parse_constant defaults to. */
static value constants(psvm *vm)
{
    value d = dict_new(vm);
    if (!d || put_in(vm, d, "-Infinity", v_from_float(-INFINITY)) < 0 || put_in(vm, d, "Infinity", v_from_float(INFINITY)) < 0 ||
        put_in(vm, d, "NaN", v_from_float(NAN)) < 0)
        return V_NULL;
    return d;
}

value json_module_new(psvm *vm)
{
    value m = new_module(vm, "json");
    if (!m)
        return V_NULL;
    vm_root_push(vm, m);
    value r = V_NULL;
    value dec = new_module(vm, "json.decoder");
    if (!dec || put(vm, m, "decoder", dec) < 0)
        goto out;
    value enc = new_module(vm, "json.encoder");
    if (!enc || put(vm, m, "encoder", enc) < 0)
        goto out;
    for (const bfunc *f = json_funcs; f->name; f++)
        if (put(vm, m, f->name, v_from_obj(f)) < 0)
            goto out;
    if (put(vm, m, "__all__", all_names(vm)) < 0 || put(vm, m, "__version__", str_from_cstr(vm, "2.0.9")) < 0)
        goto out;
    value exc = v_from_obj(&json_JSONDecodeError);
    if (put(vm, m, "JSONDecodeError", exc) < 0 || put(vm, dec, "JSONDecodeError", exc) < 0 ||
        put(vm, dec, "_CONSTANTS", constants(vm)) < 0)
        goto out;
    for (const bfunc *f = encoder_funcs; f->name; f++)
        if (put(vm, enc, f->name, v_from_obj(f)) < 0)
            goto out;
    /* JSONEncoder and JSONDecoder when first named */
    ((moduleobj *)v_obj(m))->missing = json_missing;
    ((moduleobj *)v_obj(dec))->missing = json_missing;
    ((moduleobj *)v_obj(enc))->missing = json_missing;
    r = m;
out:
    vm_root_pop(vm, 1);
    return r;
}

/* `import json.decoder`: json's own submodule, json imported first. */
value json_decoder_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "json");
    value m = name ? vm_import(vm, name) : V_NULL;
    value dec = m ? str_intern_cstr(vm, "decoder") : V_NULL;
    return dec ? dict_get_str(vm, ((moduleobj *)v_obj(m))->dict, dec) : V_NULL;
}

/* `import json.encoder`: the same, for JSONEncoder. */
value json_encoder_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "json");
    value m = name ? vm_import(vm, name) : V_NULL;
    value enc = m ? str_intern_cstr(vm, "encoder") : V_NULL;
    return enc ? dict_get_str(vm, ((moduleobj *)v_obj(m))->dict, enc) : V_NULL;
}
