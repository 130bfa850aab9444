/*
 * dataclasses_helpers.c - `_dataclasses`, the C side of stdlib/py/
 * dataclasses.py. CPython's module writes each class's __init__ as source
 * and exec()s it; pysafe has no exec, so the generated __init__ is a
 * closure that hands its arguments to an init plan made here: the plan
 * binds them with the messages CPython's own argument binding gives for
 * the signature it would have written (`Point.__init__() missing 1
 * required positional argument: 'y'`), then assigns the fields, calls the
 * default factories and __post_init__, all in field order, as the
 * generated code does. The other helpers read what dataclasses.py reads
 * through cls.__dict__ and cls.__mro__, which a script cannot: one
 * namespace entry, the MRO, the globals of a class's module, and making a
 * class from a namespace (slots=True, make_dataclass), as type() would.
 *
 * Only pysafe's own Python modules may import `_dataclasses` (vm_import).
 * Still, a script can reach the functions as dataclasses._dc, so each one
 * checks its arguments, and none gives more than the script's own classes,
 * their namespaces' values and its own globals.
 */
#include <stdio.h>

#include "vm/vm.h"

#define W(name) static value name(psvm *vm, value self, int argc, const value *argv, value kw)

/* ---- the init plan ---------------------------------------------------------- */

/* What one field's line of the generated __init__ does. */
enum { STEP_PARAM,         /* self.f = f */
       STEP_PARAM_FACTORY, /* self.f = factory() if f is _HAS_DEFAULT_FACTORY else f */
       STEP_FACTORY,       /* self.f = factory()   (init=False) */
       STEP_CONST };       /* self.f = default     (init=False, slots=True) */

typedef struct dcplan {
    obj h;
    value qualname;   /* "Point.__init__", for the messages */
    value names;      /* tuple: the parameters, self first, then the keyword-only ones */
    int npos;         /* positional parameters, self included */
    value defaults;   /* tuple: defaults of the last len(defaults) positional parameters */
    value kwdefaults; /* dict: keyword-only parameter -> default */
    value steps;      /* tuple of (field name, kind, parameter index, factory or default) */
    value post_init;  /* tuple of the InitVar parameters' indexes, or V_NULL: no __post_init__ */
    value sentinel;   /* _HAS_DEFAULT_FACTORY */
    bool frozen;      /* assign with object.__setattr__ */
} dcplan;

static void plan_trace(gc_state *gc, obj *o)
{
    dcplan *p = (dcplan *)o;
    gc_mark_value(gc, p->qualname);
    gc_mark_value(gc, p->names);
    gc_mark_value(gc, p->defaults);
    gc_mark_value(gc, p->kwdefaults);
    gc_mark_value(gc, p->steps);
    gc_mark_value(gc, p->post_init);
    gc_mark_value(gc, p->sentinel);
}

static const vtype dcplan_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "_dataclasses.plan",
    .tflags = TF_NO_SUBCLASS,
    .trace = plan_trace,
};

static bool is_index(value v, int64_t lo, int64_t hi)
{
    return v_is_small(v) && v_small(v) >= lo && v_small(v) < hi;
}

static value bad_plan(psvm *vm, const char *what)
{
    return vm_err(vm, &exc_TypeError, "_dataclasses.plan(): bad %s", what);
}

static int plan_refused(psvm *vm, const char *what)
{
    bad_plan(vm, what);
    return -1;
}

/* A plan's nine fields as dc_plan takes them: checked once here, so that
 * running it trusts it; -1 with the TypeError. */
static int plan_set(psvm *vm, dcplan *p, const value *argv)
{
    value qualname = argv[0], names = argv[1], npos = argv[2], defaults = argv[3], kwdefaults = argv[4];
    value steps = argv[5], frozen = argv[6], post_init = argv[7];
    if (!v_is_str(qualname))
        return plan_refused(vm, "qualname");
    if (!v_is_tuple(names) || AS_TUPLE(names)->len > 0xFFFF)
        return plan_refused(vm, "names");
    int64_t n = AS_TUPLE(names)->len;
    for (int64_t i = 0; i < n; i++)
        if (!v_is_str(AS_TUPLE(names)->items[i]))
            return plan_refused(vm, "names");
    if (!is_index(npos, 0, n + 1))
        return plan_refused(vm, "npos");
    if (!v_is_tuple(defaults) || AS_TUPLE(defaults)->len > v_small(npos))
        return plan_refused(vm, "defaults");
    if (!v_is_dict(kwdefaults))
        return plan_refused(vm, "kwdefaults");
    if (!v_is_tuple(steps))
        return plan_refused(vm, "steps");
    for (int64_t i = 0; i < AS_TUPLE(steps)->len; i++) {
        value s = AS_TUPLE(steps)->items[i];
        if (!v_is_tuple(s) || AS_TUPLE(s)->len != 4 || !v_is_str(AS_TUPLE(s)->items[0]) ||
            !is_index(AS_TUPLE(s)->items[1], STEP_PARAM, STEP_CONST + 1) || !is_index(AS_TUPLE(s)->items[2], -1, n))
            return plan_refused(vm, "steps");
        int64_t kind = v_small(AS_TUPLE(s)->items[1]), idx = v_small(AS_TUPLE(s)->items[2]);
        if ((kind == STEP_PARAM || kind == STEP_PARAM_FACTORY) != (idx >= 0))
            return plan_refused(vm, "steps");
    }
    if (post_init != V_NONE) {
        if (!v_is_tuple(post_init))
            return plan_refused(vm, "post_init");
        for (int64_t i = 0; i < AS_TUPLE(post_init)->len; i++)
            if (!is_index(AS_TUPLE(post_init)->items[i], 0, n))
                return plan_refused(vm, "post_init");
    }
    int fz = vm_truth(vm, frozen);
    if (fz < 0)
        return -1;
    p->qualname = qualname;
    p->names = names;
    p->npos = (int)v_small(npos);
    p->defaults = defaults;
    p->kwdefaults = kwdefaults;
    p->steps = steps;
    p->post_init = post_init == V_NONE ? V_NULL : post_init;
    p->sentinel = argv[8];
    p->frozen = fz;
    return 0;
}

/* plan(qualname, names, npos, defaults, kwdefaults, steps, frozen,
 * post_init, sentinel) */
W(dc_plan)
{
    (void)self;
    if (vm_check_no_kw(vm, "plan", kw) < 0 || vm_check_args(vm, "plan", argc, 9, 9) < 0)
        return V_NULL;
    dcplan *p = (dcplan *)vm_new_obj(vm, &dcplan_type, sizeof(dcplan));
    if (!p)
        return V_NULL;
    value pv = v_from_obj(p);
    vm_root_push(vm, pv);
    int rc = plan_set(vm, p, argv);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : pv;
}

/* Snapshots (vm/snapshot.c): a plan saved as dc_plan's nine arguments,
 * and put back into an empty plan through the same checks. */
bool dc_is_plan(value v) { return v_is_type(v, &dcplan_type); }

value dc_plan_state(psvm *vm, value plan)
{
    const dcplan *p = (const dcplan *)v_obj(plan);
    return tuple_pack(vm, 9, p->qualname, p->names, v_from_small(p->npos), p->defaults, p->kwdefaults, p->steps,
                      v_bool(p->frozen), p->post_init ? p->post_init : V_NONE, p->sentinel);
}

value dc_plan_shell(psvm *vm) { return v_from_obj(vm_new_obj(vm, &dcplan_type, sizeof(dcplan))); }

int dc_plan_fill(psvm *vm, value plan, value state)
{
    if (!v_is_tuple(state) || AS_TUPLE(state)->len != 9)
        return plan_refused(vm, "state");
    return plan_set(vm, (dcplan *)v_obj(plan), AS_TUPLE(state)->items);
}

/* ---- binding the arguments ---------------------------------------------------- */

/* "missing 2 required positional arguments: 'x' and 'y'" over the unbound
 * parameters in [from, to), CPython's words and list style. */
static value missing(psvm *vm, dcplan *p, const value *slot, int from, int to, const char *kind)
{
    const value *names = AS_TUPLE(p->names)->items;
    int n = 0;
    for (int i = from; i < to; i++)
        n += slot[i] == V_UNBOUND;
    sbuf b;
    sb_init(&b, vm);
    for (int i = from, k = 0; i < to; i++) {
        if (slot[i] != V_UNBOUND)
            continue;
        if (k > 0)
            sb_adds(&b, n == 2 ? " and " : (k == n - 1 ? ", and " : ", "));
        sb_addf(&b, "'%s'", str_cstr(names[i]));
        k++;
    }
    value s = sb_finish(&b);
    if (!s)
        return V_NULL;
    return vm_err(vm, &exc_TypeError, "%s() missing %d required %s argument%s: %s", str_cstr(p->qualname), n, kind,
                  n == 1 ? "" : "s", str_cstr(s));
}

static value too_many(psvm *vm, dcplan *p, const value *slot, int given)
{
    int npos = p->npos, total = (int)AS_TUPLE(p->names)->len;
    int ndef = (int)AS_TUPLE(p->defaults)->len, kwgiven = 0;
    for (int i = npos; i < total; i++)
        kwgiven += slot[i] != V_UNBOUND;
    char took[64];
    if (ndef)
        snprintf(took, sizeof took, "from %d to %d positional arguments", npos - ndef, npos);
    else
        snprintf(took, sizeof took, "%d positional argument%s", npos, npos == 1 ? "" : "s");
    const char *fn = str_cstr(p->qualname);
    if (kwgiven)
        return vm_err(vm, &exc_TypeError,
                      "%s() takes %s but %d positional argument%s (and %d keyword-only argument%s) were given", fn,
                      took, given, given == 1 ? "" : "s", kwgiven, kwgiven == 1 ? "" : "s");
    return vm_err(vm, &exc_TypeError, "%s() takes %s but %d %s given", fn, took, given, given == 1 ? "was" : "were");
}

/* Bind args (a tuple, self first) and kwargs (a dict) to the parameters
 * into slot[], in CPython's order of checks: keywords, surplus positional
 * arguments, then the missing ones after the defaults. */
static int bind(psvm *vm, dcplan *p, value args, value kwargs, value *slot)
{
    tupleobj *names = AS_TUPLE(p->names);
    int total = (int)names->len, npos = p->npos;
    int argc = (int)AS_TUPLE(args)->len;
    for (int i = 0; i < total; i++)
        slot[i] = V_UNBOUND;
    for (int i = 0; i < argc && i < npos; i++)
        slot[i] = AS_TUPLE(args)->items[i];
    int64_t pos = 0;
    value k, v;
    while (dict_next(kwargs, &pos, &k, &v)) {
        if (!v_is_str(k)) {
            vm_err(vm, &exc_TypeError, "keywords must be strings");
            return -1;
        }
        int at = -1;
        for (int i = 0; i < total && at < 0; i++)
            if (str_eq(names->items[i], k))
                at = i;
        if (at < 0) {
            vm_err(vm, &exc_TypeError, "%s() got an unexpected keyword argument '%s'", str_cstr(p->qualname),
                   str_cstr(k));
            return -1;
        }
        if (slot[at] != V_UNBOUND) {
            vm_err(vm, &exc_TypeError, "%s() got multiple values for argument '%s'", str_cstr(p->qualname),
                   str_cstr(k));
            return -1;
        }
        slot[at] = v;
    }
    if (argc > npos) {
        too_many(vm, p, slot, argc);
        return -1;
    }
    tupleobj *defs = AS_TUPLE(p->defaults);
    int first_def = npos - (int)defs->len;
    for (int i = first_def; i < npos; i++)
        if (slot[i] == V_UNBOUND)
            slot[i] = defs->items[i - first_def];
    for (int i = 0; i < npos; i++)
        if (slot[i] == V_UNBOUND) {
            missing(vm, p, slot, 0, npos, "positional");
            return -1;
        }
    for (int i = npos; i < total; i++)
        if (slot[i] == V_UNBOUND) {
            value d = dict_get_str(vm, p->kwdefaults, names->items[i]);
            if (d)
                slot[i] = d;
        }
    for (int i = npos; i < total; i++)
        if (slot[i] == V_UNBOUND) {
            missing(vm, p, slot, npos, total, "keyword-only");
            return -1;
        }
    return 0;
}

/* ---- running it ------------------------------------------------------------------ */

static int assign(psvm *vm, dcplan *p, value inst, value name, value v)
{
    /* frozen: object.__setattr__(self, name, v), past the class's own
     * __setattr__ that refuses every field */
    if (p->frozen && (vm_typeof(inst)->tflags & TF_HEAPTYPE))
        return inst_setattr_generic(vm, inst, name, v);
    return vm_setattr(vm, inst, name, v);
}

static value run_steps(psvm *vm, dcplan *p, const value *slot)
{
    value inst = slot[0];
    tupleobj *steps = AS_TUPLE(p->steps);
    for (int64_t i = 0; i < steps->len; i++) {
        tupleobj *s = AS_TUPLE(steps->items[i]);
        int64_t kind = v_small(s->items[1]), idx = v_small(s->items[2]);
        value v = idx >= 0 ? slot[idx] : s->items[3];
        if (kind == STEP_FACTORY || (kind == STEP_PARAM_FACTORY && v == p->sentinel))
            v = vm_call0(vm, s->items[3]);
        if (!v || assign(vm, p, inst, s->items[0], v) < 0)
            return V_NULL;
    }
    if (!p->post_init)
        return V_NONE;
    value name = str_intern_cstr(vm, "__post_init__");
    value m = name ? vm_getattr(vm, inst, name) : V_NULL;
    if (!m)
        return V_NULL;
    tupleobj *iv = AS_TUPLE(p->post_init);
    value *a = vm_alloc(vm, sizeof(value) * (size_t)(iv->len + 1));
    if (!a)
        return V_NULL;
    for (int64_t i = 0; i < iv->len; i++)
        a[i] = slot[v_small(iv->items[i])];
    vm_root_push(vm, m);
    value r = vm_call(vm, m, (int)iv->len, a, V_NULL);
    vm_root_pop(vm, 1);
    vm_dealloc(vm, a);
    return r ? V_NONE : V_NULL;
}

/* init(plan, args, kwargs): the body of a dataclass's __init__, called by
 * its closure `def __init__(*args, **kwargs)`. */
W(dc_init)
{
    (void)self;
    if (vm_check_no_kw(vm, "init", kw) < 0 || vm_check_args(vm, "init", argc, 3, 3) < 0)
        return V_NULL;
    if (!v_is_type(argv[0], &dcplan_type) || !v_is_tuple(argv[1]) || !v_is_dict(argv[2]))
        return vm_err(vm, &exc_TypeError, "init() expects a plan, a tuple and a dict");
    dcplan *p = (dcplan *)v_obj(argv[0]);
    /* the bound values in a tuple: the factories and setters run Python
     * code, and the collector must see what is bound */
    value bound = tuple_new(vm, AS_TUPLE(p->names)->len);
    if (!bound)
        return V_NULL;
    value *slot = AS_TUPLE(bound)->items;
    vm_root_push(vm, bound);
    value r = bind(vm, p, argv[1], argv[2], slot) < 0 ? V_NULL : run_steps(vm, p, slot);
    vm_root_pop(vm, 1);
    return r;
}

/* ---- reading fields -------------------------------------------------------------- */

/* attrs(obj, names): the tuple (obj.a, obj.b, ...), what the generated
 * __eq__, ordering and __hash__ compare. */
W(dc_attrs)
{
    (void)self;
    if (vm_check_no_kw(vm, "attrs", kw) < 0 || vm_check_args(vm, "attrs", argc, 2, 2) < 0)
        return V_NULL;
    if (!v_is_tuple(argv[1]))
        return vm_err(vm, &exc_TypeError, "attrs() expects a tuple of names");
    tupleobj *names = AS_TUPLE(argv[1]);
    for (int64_t i = 0; i < names->len; i++)
        if (!v_is_str(names->items[i]))
            return vm_err(vm, &exc_TypeError, "attrs() expects a tuple of names");
    value r = tuple_new(vm, names->len);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    for (int64_t i = 0; i < names->len; i++) {
        value v = vm_getattr(vm, argv[0], names->items[i]);
        if (!v) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        AS_TUPLE(r)->items[i] = v;
    }
    vm_root_pop(vm, 1);
    return r;
}

/* ---- classes ------------------------------------------------------------------------ */

static value need_class(psvm *vm, value v, const char *fn)
{
    if (!v_is_type(v, &type_type))
        return vm_err(vm, &exc_TypeError, "%s() argument must be a class, not '%s'", fn, vm_type_name(v));
    return v;
}

/* own(cls, name, default): cls.__dict__.get(name, default) */
W(dc_own)
{
    (void)self;
    if (vm_check_no_kw(vm, "own", kw) < 0 || vm_check_args(vm, "own", argc, 3, 3) < 0 ||
        !need_class(vm, argv[0], "own"))
        return V_NULL;
    if (!v_is_str(argv[1]))
        return vm_err(vm, &exc_TypeError, "own() name must be a str");
    value v = v_is_class(argv[0]) ? dict_get_str(vm, AS_CLASS(argv[0])->dict, argv[1]) : V_NULL;
    return v ? v : argv[2];
}

/* mro(cls): cls.__mro__ */
W(dc_mro)
{
    (void)self;
    if (vm_check_no_kw(vm, "mro", kw) < 0 || vm_check_args(vm, "mro", argc, 1, 1) < 0 ||
        !need_class(vm, argv[0], "mro"))
        return V_NULL;
    return class_mro(vm, AS_TYPE(argv[0]));
}

/* module_global(cls, name): what `name` is in the globals of the module
 * cls was made in, or None (string annotations naming InitVar, KW_ONLY). */
W(dc_module_global)
{
    (void)self;
    if (vm_check_no_kw(vm, "module_global", kw) < 0 || vm_check_args(vm, "module_global", argc, 2, 2) < 0 ||
        !need_class(vm, argv[0], "module_global"))
        return V_NULL;
    if (!v_is_str(argv[1]))
        return vm_err(vm, &exc_TypeError, "module_global() name must be a str");
    if (!v_is_class(argv[0]))
        return V_NONE;
    value mod = AS_CLASS(argv[0])->module, globals = V_NULL;
    if (str_eq_cstr(mod, "__main__"))
        globals = vm->main_globals;
    else if (vm->modules) {
        value m = dict_get_str(vm, vm->modules, mod);
        if (m && v_is_type(m, &module_type))
            globals = ((moduleobj *)v_obj(m))->dict;
    }
    value v = globals ? dict_get_str(vm, globals, argv[1]) : V_NULL;
    return v ? v : V_NONE;
}

static value build(psvm *vm, value name, value bases, value ns)
{
    if (!v_is_str(name))
        return vm_err(vm, &exc_TypeError, "class name must be a str");
    if (!v_is_tuple(bases) || !v_is_dict(ns))
        return vm_err(vm, &exc_TypeError, "new_class() expects a tuple of bases and a dict");
    /* the class owns its namespace: a copy, as type() makes */
    value d = dict_new(vm);
    if (!d || dict_update_from(vm, d, ns) < 0)
        return V_NULL;
    vm_root_push(vm, d);
    value r = class_build(vm, name, AS_TUPLE(bases)->items, (int)AS_TUPLE(bases)->len, V_NULL, d, false);
    vm_root_pop(vm, 1);
    return r;
}

/* new_class(name, bases, ns): type(name, bases, ns) (make_dataclass) */
W(dc_new_class)
{
    (void)self;
    if (vm_check_no_kw(vm, "new_class", kw) < 0 || vm_check_args(vm, "new_class", argc, 3, 3) < 0)
        return V_NULL;
    return build(vm, argv[0], argv[1], argv[2]);
}

/* remake(cls, ns): type(cls)(cls.__name__, cls.__bases__, ns), the class
 * slots=True returns in place of cls */
W(dc_remake)
{
    (void)self;
    if (vm_check_no_kw(vm, "remake", kw) < 0 || vm_check_args(vm, "remake", argc, 2, 2) < 0)
        return V_NULL;
    if (!v_is_class(argv[0]))
        return vm_err(vm, &exc_TypeError, "remake() argument must be a class");
    classobj *c = AS_CLASS(argv[0]);
    return build(vm, c->name, c->bases, argv[1]);
}

/* update_abstract(cls): abc.update_abstractmethods, after the generated
 * methods may have implemented abstract ones */
W(dc_update_abstract)
{
    (void)self;
    if (vm_check_no_kw(vm, "update_abstract", kw) < 0 || vm_check_args(vm, "update_abstract", argc, 1, 1) < 0)
        return V_NULL;
    if (v_is_class(argv[0]) && AS_CLASS(argv[0])->abstract_names) {
        classobj *c = AS_CLASS(argv[0]);
        c->abstract_names = V_NULL;
        if (class_find_abstract(vm, c) < 0)
            return V_NULL;
    }
    return argv[0];
}

static const bfunc dc_funcs[] = {
    BFUNC("plan", dc_plan), BFUNC("init", dc_init), BFUNC("attrs", dc_attrs), BFUNC("own", dc_own),
    BFUNC("mro", dc_mro), BFUNC("module_global", dc_module_global),
    BFUNC("new_class", dc_new_class), BFUNC("remake", dc_remake), BFUNC("update_abstract", dc_update_abstract),
    BFUNC_END,
};

value dataclasses_helpers_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_dataclasses");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = dc_funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    return m;
}
