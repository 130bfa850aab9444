/*
 * json_classes.c - json.JSONEncoder and json.JSONDecoder: classes made
 * when json is imported, whose methods are C functions over the module's
 * serialiser and parser, so that a script's subclass works as in CPython:
 *
 *     class Enc(json.JSONEncoder):
 *         def default(self, o): ...
 *     json.dumps(x, cls=Enc)
 *
 * dumps(cls=Enc) is Enc(**options).encode(x); encode() reads the options
 * back from the instance's attributes, whatever set them, and calls
 * self.default, whichever class gave it. JSONDecoder.decode calls
 * self.raw_decode, as CPython's does, so either may be overridden.
 *
 * The attributes are CPython's (skipkeys, ensure_ascii, check_circular,
 * allow_nan, sort_keys, indent, item_separator, key_separator, default;
 * object_hook, parse_float, parse_int, parse_constant, strict,
 * object_pairs_hook), not the internals (markers, scan_once, memo ...).
 */
#include <string.h>

#include "objects/text/utext.h"
#include "json_internal.h"

static value name_of(psvm *vm, const char *s) { return str_intern_cstr(vm, s); }

static int set(psvm *vm, value self, const char *name, value v)
{
    value k = name_of(vm, name);
    return k ? vm_setattr(vm, self, k, v) : -1;
}

static value get(psvm *vm, value self, const char *name)
{
    value k = name_of(vm, name);
    return k ? vm_getattr(vm, self, k) : V_NULL;
}

static int get_truth(psvm *vm, value self, const char *name, bool *out)
{
    value v = get(vm, self, name);
    int t = v ? vm_truth(vm, v) : -1;
    if (t < 0)
        return -1;
    *out = t;
    return 0;
}

static int no_positional(psvm *vm, const char *fname, int argc)
{
    if (argc == 0)
        return 0;
    vm_err(vm, &exc_TypeError, "%s() takes 1 positional argument but %d were given", fname, argc + 1);
    return -1;
}

/* A method's (required, optional=default) pair of parameters, by position
 * or name, with a def's errors. out[1] is V_NULL when not given. */
static int two_args(psvm *vm, const char *fname, const char *const names[2], int argc, const value *argv,
                    value kwnames, value out[2])
{
    if (argc > 2) {
        vm_err(vm, &exc_TypeError, "%s() takes from 2 to 3 positional arguments but %d were given", fname, argc + 1);
        return -1;
    }
    out[0] = argc > 0 ? argv[0] : V_NULL;
    out[1] = argc > 1 ? argv[1] : V_NULL;
    for (int64_t k = 0; kwnames && k < AS_TUPLE(kwnames)->len; k++) {
        value n = AS_TUPLE(kwnames)->items[k];
        int j = str_eq_cstr(n, names[0]) ? 0 : str_eq_cstr(n, names[1]) ? 1 : -1;
        if (j < 0) {
            vm_err(vm, &exc_TypeError, "%s() got an unexpected keyword argument '%s'", fname, str_cstr(n));
            return -1;
        }
        if (out[j]) {
            vm_err(vm, &exc_TypeError, "%s() got multiple values for argument '%s'", fname, names[j]);
            return -1;
        }
        out[j] = argv[argc + k];
    }
    if (!out[0]) {
        vm_err(vm, &exc_TypeError, "%s() missing 1 required positional argument: '%s'", fname, names[0]);
        return -1;
    }
    return 0;
}

/* ---- JSONEncoder ------------------------------------------------------------ */

enum { E_SKIPKEYS, E_ENSURE_ASCII, E_CHECK_CIRCULAR, E_ALLOW_NAN, E_SORT_KEYS, E_INDENT, E_SEPARATORS, E_DEFAULT,
       E_N };

static value enc_init(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    static const char *const names[E_N] = {"skipkeys", "ensure_ascii", "check_circular", "allow_nan",
                                           "sort_keys", "indent", "separators", "default"};
    static const pysig sig = {"JSONEncoder.__init__", names, 0, E_N};
    value a[E_N];
    int extra[64], nextra;
    if (no_positional(vm, "JSONEncoder.__init__", argc) < 0 || (kwnames && AS_TUPLE(kwnames)->len > 64) ||
        json_bind(vm, &sig, argc, argv, kwnames, a, extra, &nextra) < 0)
        return V_NULL;
    if (nextra)
        return vm_err(vm, &exc_TypeError, "JSONEncoder.__init__() got an unexpected keyword argument '%s'",
                      str_cstr(AS_TUPLE(kwnames)->items[extra[0]]));
    const value dflt[E_N] = {V_FALSE, V_TRUE, V_TRUE, V_TRUE, V_FALSE, V_NONE, V_NONE, V_NONE};
    for (int i = 0; i < E_N; i++)
        if (!a[i])
            a[i] = dflt[i];
    for (int i = 0; i <= E_INDENT; i++)
        if (set(vm, self, names[i], a[i]) < 0)
            return V_NULL;
    if (a[E_SEPARATORS] != V_NONE) {
        /* self.item_separator, self.key_separator = separators */
        value t = tuple_from_iter(vm, a[E_SEPARATORS]);
        if (!t) {
            if (vm_err_occurred_is(vm, &exc_TypeError))
                vm_err(vm, &exc_TypeError, "cannot unpack non-iterable %s object", vm_type_name(a[E_SEPARATORS]));
            return V_NULL;
        }
        int64_t k = AS_TUPLE(t)->len;
        if (k != 2)
            return k < 2 ? vm_err(vm, &exc_ValueError, "not enough values to unpack (expected 2, got %lld)",
                                  (long long)k)
                         : vm_err(vm, &exc_ValueError, "too many values to unpack (expected 2)");
        if (set(vm, self, "item_separator", AS_TUPLE(t)->items[0]) < 0 ||
            set(vm, self, "key_separator", AS_TUPLE(t)->items[1]) < 0)
            return V_NULL;
    } else if (a[E_INDENT] != V_NONE) {
        value comma = str_char(vm, ",", 1);
        if (!comma || set(vm, self, "item_separator", comma) < 0)
            return V_NULL;
    }
    if (a[E_DEFAULT] != V_NONE && set(vm, self, "default", a[E_DEFAULT]) < 0)
        return V_NULL;
    return V_NONE;
}

static value enc_default(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    (void)self;
    if (vm_check_no_kw(vm, "default", kwnames) < 0)
        return V_NULL;
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "JSONEncoder.default() takes 2 positional arguments but %d were given",
                      argc + 1);
    return vm_err(vm, &exc_TypeError, "Object of type %s is not JSON serializable", type_short_name(vm_script_type(argv[0])));
}

/* The options as the instance holds them now; its indent made a str
 * unless o is a str that encode() writes as it is. */
static int read_encoder(psvm *vm, value self, bool one_shot_str, json_eopts *o)
{
    memset(o, 0, sizeof *o);
    if (get_truth(vm, self, "skipkeys", &o->skipkeys) < 0 ||
        get_truth(vm, self, "ensure_ascii", &o->ensure_ascii) < 0 ||
        get_truth(vm, self, "check_circular", &o->check_circular) < 0 ||
        get_truth(vm, self, "allow_nan", &o->allow_nan) < 0 || get_truth(vm, self, "sort_keys", &o->sort_keys) < 0)
        return -1;
    value indent = get(vm, self, "indent");
    if (!indent || !(o->item_sep = get(vm, self, "item_separator")) ||
        !(o->key_sep = get(vm, self, "key_separator")) || !(o->default_fn = get(vm, self, "default")))
        return -1;
    o->py_path = indent != V_NONE;
    return indent != V_NONE && !one_shot_str ? json_indent(vm, indent, &o->indent) : 0;
}

/* encode(o): the whole text at once (CPython's one-shot iterencode: its C
 * encoder without an indent, its Python one with). */
static value enc_encode(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    if (vm_check_no_kw(vm, "encode", kwnames) < 0)
        return V_NULL;
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "JSONEncoder.encode() takes 2 positional arguments but %d were given",
                      argc + 1);
    json_eopts o;
    if (read_encoder(vm, self, v_is_str(argv[0]), &o) < 0)
        return V_NULL;
    return json_encode(vm, argv[0], &o);
}

/* iterencode(o, _one_shot=False): the chunks CPython's iterencode yields,
 * made at once and handed out by an iterator (no generators here). */
static value enc_iterencode(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    static const char *const names[2] = {"o", "_one_shot"};
    value a[2];
    if (two_args(vm, "JSONEncoder.iterencode", names, argc, argv, kwnames, a) < 0)
        return V_NULL;
    int one_shot = a[1] ? vm_truth(vm, a[1]) : 0;
    json_eopts o;
    if (one_shot < 0 || read_encoder(vm, self, false, &o) < 0)
        return V_NULL;
    value chunks = list_new(vm, 0);
    if (!chunks)
        return V_NULL;
    if (one_shot && !o.py_path) {
        /* the C encoder: the whole text as one chunk */
        vm_root_push(vm, chunks);
        value text = json_encode(vm, a[0], &o);
        vm_root_pop(vm, 1);
        if (!text || list_append(vm, chunks, text) < 0)
            return V_NULL;
    } else {
        o.py_path = true;
        o.chunks = chunks;
        if (!json_encode(vm, a[0], &o))
            return V_NULL;
    }
    return vm_iter(vm, chunks);
}

static const bfunc enc_methods[] = {
    BFUNC("__init__", enc_init), BFUNC("default", enc_default), BFUNC("encode", enc_encode),
    BFUNC("iterencode", enc_iterencode), BFUNC_END,
};

/* ---- JSONDecoder -------------------------------------------------------------- */

enum { D_OBJECT_HOOK, D_PARSE_FLOAT, D_PARSE_INT, D_PARSE_CONSTANT, D_STRICT, D_PAIRS_HOOK, D_N };

/* The constants parse_constant defaults to (json.decoder._CONSTANTS), and
 * its __getitem__, which CPython stores as the default. */
static value constants_getitem(psvm *vm)
{
    value jn = name_of(vm, "json");
    value json = jn ? vm_import(vm, jn) : V_NULL;
    value dec = json ? get(vm, json, "decoder") : V_NULL;
    value consts = dec ? get(vm, dec, "_CONSTANTS") : V_NULL;
    return consts ? get(vm, consts, "__getitem__") : V_NULL;
}

static value dec_init(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    static const char *const names[D_N] = {"object_hook", "parse_float", "parse_int", "parse_constant", "strict",
                                           "object_pairs_hook"};
    static const pysig sig = {"JSONDecoder.__init__", names, 0, D_N};
    value a[D_N];
    int extra[64], nextra;
    if (no_positional(vm, "JSONDecoder.__init__", argc) < 0 || (kwnames && AS_TUPLE(kwnames)->len > 64) ||
        json_bind(vm, &sig, argc, argv, kwnames, a, extra, &nextra) < 0)
        return V_NULL;
    if (nextra)
        return vm_err(vm, &exc_TypeError, "JSONDecoder.__init__() got an unexpected keyword argument '%s'",
                      str_cstr(AS_TUPLE(kwnames)->items[extra[0]]));
    /* `parse_float or float` and the like */
    for (int i = D_PARSE_FLOAT; i <= D_PARSE_CONSTANT; i++) {
        int t = a[i] ? vm_truth(vm, a[i]) : 0;
        if (t < 0)
            return V_NULL;
        if (!t)
            a[i] = i == D_PARSE_FLOAT ? v_from_obj(&float_type) : i == D_PARSE_INT ? v_from_obj(&int_type)
                                                                                 : constants_getitem(vm);
        if (!a[i])
            return V_NULL;
    }
    if (!a[D_OBJECT_HOOK])
        a[D_OBJECT_HOOK] = V_NONE;
    if (!a[D_PAIRS_HOOK])
        a[D_PAIRS_HOOK] = V_NONE;
    if (!a[D_STRICT])
        a[D_STRICT] = V_TRUE;
    for (int i = 0; i < D_N; i++)
        if (set(vm, self, names[i], a[i]) < 0)
            return V_NULL;
    return V_NONE;
}

/* The hooks as the instance holds them now. */
static int read_decoder(psvm *vm, value self, json_dopts *o)
{
    memset(o, 0, sizeof *o);
    value oh = get(vm, self, "object_hook"), ph = oh ? get(vm, self, "object_pairs_hook") : V_NULL;
    value pf = ph ? get(vm, self, "parse_float") : V_NULL, pi = pf ? get(vm, self, "parse_int") : V_NULL;
    value pc = pi ? get(vm, self, "parse_constant") : V_NULL;
    if (!pc || get_truth(vm, self, "strict", &o->strict) < 0)
        return -1;
    o->object_hook = oh != V_NONE ? oh : V_NULL;
    o->object_pairs_hook = ph != V_NONE ? ph : V_NULL;
    return json_default_or(vm, pf, &float_type, &o->parse_float) < 0 ||
                   json_default_or(vm, pi, &int_type, &o->parse_int) < 0 ||
                   json_default_or(vm, pc, NULL, &o->parse_constant) < 0
               ? -1
               : 0;
}

static int64_t skip_ws_bytes(const strobj *s, int64_t i)
{
    while (i < s->len && (s->data[i] == ' ' || s->data[i] == '\t' || s->data[i] == '\n' || s->data[i] == '\r'))
        i++;
    return i;
}

static int64_t byte_at(const strobj *s, int64_t cp) { return (int64_t)ut_offset(s->data, (size_t)s->len, s->ascii, (size_t)cp); }
static int64_t cp_at(const strobj *s, int64_t b) { return s->ascii ? b : (int64_t)ut_count(s->data, (size_t)b); }

/* raw_decode(s, idx=0): one value at the code point idx, and the code
 * point after it, as a tuple. */
static value dec_raw_decode(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    static const char *const names[2] = {"s", "idx"};
    value a[2];
    if (two_args(vm, "JSONDecoder.raw_decode", names, argc, argv, kwnames, a) < 0)
        return V_NULL;
    value s = a[0];
    if (!v_is_str(s))
        return vm_err(vm, &exc_TypeError, "first argument must be a string, not %s", vm_type_name(s));
    int64_t idx = 0;
    if (a[1] && vm_index(vm, a[1], &idx) < 0)
        return V_NULL;
    if (idx < 0)
        return vm_err(vm, &exc_ValueError, "idx cannot be negative");
    const strobj *so = AS_STR(s);
    if (idx >= so->cplen)
        return json_decode_error_pos(vm, "Expecting value", s, idx);
    json_dopts o;
    if (read_decoder(vm, self, &o) < 0)
        return V_NULL;
    int64_t end;
    value v = json_raw_decode(vm, s, &o, byte_at(so, idx), &end);
    if (!v)
        return V_NULL;
    value e = int_from_i64(vm, cp_at(so, end));
    return e ? tuple_pack(vm, 2, v, e) : V_NULL;
}

/* decode(s): self.raw_decode from the first non-space, then nothing but
 * spaces ("Extra data"). */
static value dec_decode(psvm *vm, value self, int argc, const value *argv, value kwnames)
{
    if (vm_check_no_kw(vm, "decode", kwnames) < 0)
        return V_NULL;
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "JSONDecoder.decode() takes 2 positional arguments but %d were given",
                      argc + 1);
    /* CPython's first step is a str regex's match on s */
    value s = argv[0];
    if (v_is_type(s, &bytes_type))
        return vm_err(vm, &exc_TypeError, "cannot use a string pattern on a bytes-like object");
    if (!v_is_str(s))
        return vm_err(vm, &exc_TypeError, "expected string or bytes-like object, got '%s'", vm_type_name(s));
    value start = int_from_i64(vm, cp_at(AS_STR(s), skip_ws_bytes(AS_STR(s), 0)));
    value rd = start ? get(vm, self, "raw_decode") : V_NULL;
    value idx = rd ? name_of(vm, "idx") : V_NULL;
    value kw = idx ? tuple_pack(vm, 1, idx) : V_NULL;
    if (!kw)
        return V_NULL;
    value args[2] = {s, start};
    value r = vm_call(vm, rd, 1, args, kw);
    if (!r)
        return V_NULL;
    /* obj, end = ... */
    value t = tuple_from_iter(vm, r);
    if (!t)
        return V_NULL;
    if (AS_TUPLE(t)->len != 2)
        return AS_TUPLE(t)->len < 2 ? vm_err(vm, &exc_ValueError, "not enough values to unpack (expected 2, got %lld)",
                                             (long long)AS_TUPLE(t)->len)
                                    : vm_err(vm, &exc_ValueError, "too many values to unpack (expected 2)");
    int64_t end;
    if (vm_index(vm, AS_TUPLE(t)->items[1], &end) < 0)
        return V_NULL;
    const strobj *so = AS_STR(s);
    if (end < 0)
        end = 0;
    if (end < so->cplen) {
        int64_t b = skip_ws_bytes(so, byte_at(so, end));
        if (b != so->len)
            return json_decode_error(vm, "Extra data", s, b);
    } else if (end > so->cplen) {
        return json_decode_error_pos(vm, "Extra data", s, end);
    }
    return AS_TUPLE(t)->items[0];
}

static const bfunc dec_methods[] = {
    BFUNC("__init__", dec_init), BFUNC("decode", dec_decode), BFUNC("raw_decode", dec_raw_decode), BFUNC_END,
};

/* ---- making them ------------------------------------------------------------ */

static int put(psvm *vm, value d, const char *name, value v)
{
    value k = name_of(vm, name);
    return k && v ? dict_set(vm, d, k, v) : -1;
}

/* A class of the sandbox's own (trusted), its namespace given. */
static value make_class(psvm *vm, const char *name, const char *module, value ns)
{
    value n = name_of(vm, name);
    if (!n || put(vm, ns, "__module__", str_from_cstr(vm, module)) < 0 || put(vm, ns, "__qualname__", n) < 0)
        return V_NULL;
    return class_build(vm, n, NULL, 0, V_NULL, ns, true);
}

int json_classes_install(psvm *vm, value json, value decoder, value encoder)
{
    value ens = dict_new(vm);
    if (!ens)
        return -1;
    vm_root_push(vm, ens);
    int rc = -1;
    for (const bfunc *m = enc_methods; m->name; m++)
        if (put(vm, ens, m->name, v_from_obj(m)) < 0)
            goto out;
    if (put(vm, ens, "item_separator", str_from_cstr(vm, ", ")) < 0 ||
        put(vm, ens, "key_separator", str_from_cstr(vm, ": ")) < 0)
        goto out;
    value enc = make_class(vm, "JSONEncoder", "json.encoder", ens);
    if (!enc || put(vm, ((moduleobj *)v_obj(json))->dict, "JSONEncoder", enc) < 0 ||
        put(vm, ((moduleobj *)v_obj(encoder))->dict, "JSONEncoder", enc) < 0)
        goto out;
    value dns = dict_new(vm);
    if (!dns)
        goto out;
    vm_root_set(vm, 1, dns);
    for (const bfunc *m = dec_methods; m->name; m++)
        if (put(vm, dns, m->name, v_from_obj(m)) < 0)
            goto out;
    value dec = make_class(vm, "JSONDecoder", "json.decoder", dns);
    if (!dec || put(vm, ((moduleobj *)v_obj(json))->dict, "JSONDecoder", dec) < 0 ||
        put(vm, ((moduleobj *)v_obj(decoder))->dict, "JSONDecoder", dec) < 0)
        goto out;
    rc = 0;
out:
    vm_root_pop(vm, 1);
    return rc;
}
