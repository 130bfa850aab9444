/*
 * functools_helpers.c - the `_functools` module: the parts of functools
 * whose speed matters, which stdlib/py/functools.py re-exports: reduce,
 * partial (a callable type: calling it costs one C call, not a Python
 * frame) and cmp_to_key's KeyWrapper (a sort key compared in C), plus
 * update_dict, the `__dict__` step of update_wrapper (a function's
 * attribute dict is not readable as __dict__ in pysafe).
 */
#include "stdlib/functional_modules.h"
#include "vm/args.h"

/* ---- reduce(function, iterable[, initial]) -------------------------------- */

static value m_reduce(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "reduce", kw) < 0)
        return V_NULL;
    if (argc < 2)
        return vm_err(vm, &exc_TypeError, "reduce expected at least 2 arguments, got %d", argc);
    if (argc > 3)
        return vm_err(vm, &exc_TypeError, "reduce expected at most 3 arguments, got %d", argc);
    value it = vm_iter(vm, argv[1]);
    if (!it) {
        if (vm_err_occurred_is(vm, &exc_TypeError) && !AS_EXC(vm->exc)->limit) {
            vm->exc = V_NULL;
            vm_err(vm, &exc_TypeError, "reduce() arg 2 must support iteration");
        }
        return V_NULL;
    }
    vm_root_push(vm, it);
    vm_root_push(vm, argc == 3 ? argv[2] : V_NULL); /* the running result */
    value acc = argc == 3 ? argv[2] : V_NULL, r = V_NULL;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x)
            break;
        if (x == V_STOP) {
            r = acc ? acc : vm_err(vm, &exc_TypeError, "reduce() of empty iterable with no initial value");
            break;
        }
        if (!acc) {
            acc = x;
        } else {
            value args[2] = {acc, x};
            acc = vm_call(vm, argv[0], 2, args, V_NULL);
            if (!acc || !vm_charge(vm, 1))
                break;
        }
        vm_root_set(vm, 1, acc);
    }
    vm_root_pop(vm, 2);
    return r;
}

/* ---- partial(func, /, *args, **keywords) ---------------------------------- */

typedef struct partialobj {
    obj h;
    value func;
    value args;     /* tuple */
    value keywords; /* dict */
} partialobj;

#define PA(v) ((partialobj *)v_obj(v))

extern const vtype fn_partial_type, fn_keywrapper_type;

static void partial_trace(gc_state *gc, obj *o)
{
    partialobj *p = (partialobj *)o;
    gc_mark_value(gc, p->func);
    gc_mark_value(gc, p->args);
    gc_mark_value(gc, p->keywords);
}

static bool is_callable(value v)
{
    const vtype *t = vm_typeof(v);
    if (t->call || t == &func_type || t == &bfunc_type || t == &boundmethod_type || t == &builtin_method_type ||
        t == &type_type || t == &methoddescr_type)
        return true;
    return class_has_special(v, SP_CALL);
}

static value partial_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    (void)cls;
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "type 'partial' takes at least one argument");
    value func = argv[0], inner_args = V_NULL, inner_kw = V_NULL;
    if (!is_callable(func))
        return vm_err(vm, &exc_TypeError, "the first argument must be callable");
    if (v_is_type(func, &fn_partial_type)) {
        /* partial(partial(f, a), b) is partial(f, a, b) */
        inner_args = PA(func)->args;
        inner_kw = PA(func)->keywords;
        func = PA(func)->func;
    }
    int64_t ni = inner_args ? AS_TUPLE(inner_args)->len : 0;
    value args = tuple_new(vm, ni + argc - 1);
    if (!args)
        return V_NULL;
    if (ni)
        vm_copy(AS_TUPLE(args)->items, AS_TUPLE(inner_args)->items, (size_t)ni * sizeof(value));
    vm_copy(AS_TUPLE(args)->items + ni, argv + 1, (size_t)(argc - 1) * sizeof(value));
    vm_root_push(vm, args);
    value kwd = dict_new(vm);
    partialobj *p = NULL;
    if (kwd) {
        vm_root_push(vm, kwd);
        int64_t pos = 0;
        value k, v;
        bool ok = true;
        while (ok && inner_kw && dict_next(inner_kw, &pos, &k, &v))
            ok = dict_set(vm, kwd, k, v) == 0;
        int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
        for (int i = 0; ok && i < nkw; i++)
            ok = dict_set(vm, kwd, AS_TUPLE(kw)->items[i], argv[argc + i]) == 0;
        p = ok ? (partialobj *)vm_new_obj(vm, &fn_partial_type, sizeof(partialobj)) : NULL;
        vm_root_pop(vm, 1);
    }
    vm_root_pop(vm, 1);
    if (!p)
        return V_NULL;
    p->func = func;
    p->args = args;
    p->keywords = kwd;
    return v_from_obj(p);
}

static value partial_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    partialobj *p = PA(self);
    tupleobj *pa = AS_TUPLE(p->args);
    int64_t npk = AS_DICT(p->keywords)->used;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (pa->len == 0 && npk == 0)
        return vm_call(vm, p->func, argc, argv, kw);
    /* the stored arguments, then the call's; the keywords merged (the
     * call's win), their names as a kwnames tuple */
    value kwnames = V_NULL, merged = V_NULL;
    if (npk || nkw) {
        if (!npk) {
            kwnames = kw;
        } else {
            merged = dict_new(vm);
            if (!merged)
                return V_NULL;
            vm_root_push(vm, merged);
            int64_t pos = 0;
            value k, v;
            while (dict_next(p->keywords, &pos, &k, &v))
                if (dict_set(vm, merged, k, v) < 0) {
                    vm_root_pop(vm, 1);
                    return V_NULL;
                }
            for (int i = 0; i < nkw; i++)
                if (dict_set(vm, merged, AS_TUPLE(kw)->items[i], argv[argc + i]) < 0) {
                    vm_root_pop(vm, 1);
                    return V_NULL;
                }
            nkw = (int)AS_DICT(merged)->used;
            kwnames = tuple_new(vm, nkw);
            vm_root_pop(vm, 1);
            if (!kwnames)
                return V_NULL;
        }
    }
    int64_t n = pa->len + argc + nkw;
    value all = tuple_new(vm, n);
    if (!all)
        return V_NULL;
    value *items = AS_TUPLE(all)->items;
    vm_copy(items, pa->items, (size_t)pa->len * sizeof(value));
    vm_copy(items + pa->len, argv, (size_t)argc * sizeof(value));
    if (merged) {
        int64_t pos = 0, i = 0;
        value k, v;
        while (dict_next(merged, &pos, &k, &v)) {
            AS_TUPLE(kwnames)->items[i] = k;
            items[pa->len + argc + i++] = v;
        }
    } else {
        vm_copy(items + pa->len + argc, argv + argc, (size_t)nkw * sizeof(value));
    }
    vm_root_push(vm, all);
    vm_root_push(vm, kwnames);
    value r = vm_call(vm, p->func, (int)(pa->len + argc), items, kwnames);
    vm_root_pop(vm, 2);
    return r;
}

static value partial_repr(psvm *vm, value self)
{
    int seen = vm_repr_enter(vm, self);
    if (seen)
        return seen < 0 ? V_NULL : str_from_cstr(vm, "...");
    partialobj *p = PA(self);
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "functools.partial(");
    sb_addv(&b, p->func, true);
    for (int64_t i = 0; i < AS_TUPLE(p->args)->len; i++) {
        sb_adds(&b, ", ");
        sb_addv(&b, AS_TUPLE(p->args)->items[i], true);
    }
    int64_t pos = 0;
    value k, v;
    while (dict_next(p->keywords, &pos, &k, &v)) {
        sb_adds(&b, ", ");
        sb_addv(&b, k, false);
        sb_addc(&b, '=');
        sb_addv(&b, v, true);
    }
    sb_addc(&b, ')');
    vm_repr_leave(vm, self);
    return sb_finish(&b);
}

static value partial_getattr(psvm *vm, value self, value name)
{
    (void)vm;
    partialobj *p = PA(self);
    if (str_eq_cstr(name, "func"))
        return p->func;
    if (str_eq_cstr(name, "args"))
        return p->args;
    if (str_eq_cstr(name, "keywords"))
        return p->keywords;
    return V_NULL;
}

const vtype fn_partial_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "partial", .module = "functools", .tflags = TF_NO_SUBCLASS,
    .new_ = partial_new, .call = partial_call, .repr = partial_repr, .getattr = partial_getattr,
    .trace = partial_trace,
};

/* ---- cmp_to_key(mycmp): KeyWrapper ---------------------------------------
 * cmp_to_key(f) is a KeyWrapper with no object; calling it wraps one. */

typedef struct keyobj {
    obj h;
    value cmp;
    value obj; /* V_NULL: the factory */
} keyobj;

#define KW(v) ((keyobj *)v_obj(v))

static void key_trace(gc_state *gc, obj *o)
{
    gc_mark_value(gc, ((keyobj *)o)->cmp);
    gc_mark_value(gc, ((keyobj *)o)->obj);
}

static value key_make(psvm *vm, value cmp, value o)
{
    keyobj *k = (keyobj *)vm_new_obj(vm, &fn_keywrapper_type, sizeof(keyobj));
    if (!k)
        return V_NULL;
    k->cmp = cmp;
    k->obj = o;
    return v_from_obj(k);
}

static value m_cmp_to_key(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    static const char *const names[] = {"mycmp"};
    static const vm_sig sig = {"cmp_to_key", names, 1, 1, 1};
    value a[1];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    return key_make(vm, a[0], V_NULL);
}

static value key_call(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"obj"};
    static const vm_sig sig = {"K", names, 1, 1, 1};
    value a[1];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    return key_make(vm, KW(self)->cmp, a[0]);
}

static value key_richcompare(psvm *vm, value a, value b, int op)
{
    if (!v_is_type(b, &fn_keywrapper_type) || !KW(a)->obj || !KW(b)->obj)
        return vm_err(vm, &exc_TypeError, "other argument must be K instance");
    value args[2] = {KW(a)->obj, KW(b)->obj};
    value r = vm_call(vm, KW(a)->cmp, 2, args, V_NULL);
    if (!r)
        return V_NULL;
    return vm_compare(vm, r, v_from_small(0), op);
}

static int64_t key_hash(psvm *vm, value self)
{
    (void)self;
    vm_err(vm, &exc_TypeError, "unhashable type: 'functools.KeyWrapper'");
    return -1;
}

static value key_getattr(psvm *vm, value self, value name)
{
    (void)vm;
    if (str_eq_cstr(name, "obj") && KW(self)->obj)
        return KW(self)->obj;
    return V_NULL;
}

static value key_repr(psvm *vm, value self)
{
    return str_fmt(vm, "<functools.KeyWrapper object at 0x%llx>", (unsigned long long)vm_id(vm, self));
}

const vtype fn_keywrapper_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "KeyWrapper", .module = "functools", .tflags = TF_NO_SUBCLASS,
    .call = key_call, .richcompare = key_richcompare, .hash = key_hash, .getattr = key_getattr,
    .repr = key_repr, .trace = key_trace,
};

/* ---- update_dict(wrapper, wrapped) ----------------------------------------
 * update_wrapper's `wrapper.__dict__.update(wrapped.__dict__)`: the
 * attributes a script set on a function, or an instance's __dict__,
 * copied by attribute assignment. */

static value m_update_dict(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "update_dict", kw) < 0 || vm_check_args(vm, "update_dict", argc, 2, 2) < 0)
        return V_NULL;
    value src = V_NULL;
    if (v_is_type(argv[1], &func_type))
        src = AS_FUNC(argv[1])->attrs;
    else if (vm_typeof(argv[1])->tflags & TF_HEAPTYPE)
        src = inst_dict(vm, argv[1]);
    if (!src)
        return vm->exc ? V_NULL : V_NONE;
    vm_root_push(vm, src);
    int64_t pos = 0;
    value k, v;
    while (dict_next(src, &pos, &k, &v))
        if (vm_setattr(vm, argv[0], k, v) < 0) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
    vm_root_pop(vm, 1);
    return V_NONE;
}

/* dispatch_find(cls, registry): singledispatch's choice, the registered
 * implementation for the first class along cls's MRO that has one (the
 * MRO itself is not given out: __mro__ is closed in pysafe) */
static value m_dispatch_find(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "dispatch_find", kw) < 0 || vm_check_args(vm, "dispatch_find", argc, 2, 2) < 0)
        return V_NULL;
    if (!v_is_type(argv[0], &type_type) || !v_is_dict(argv[1]))
        return vm_err(vm, &exc_TypeError, "dispatch_find() takes a class and a dict");
    value mro = class_mro(vm, AS_TYPE(argv[0]));
    if (!mro)
        return V_NULL;
    vm_root_push(vm, mro);
    value r = V_NULL;
    for (int64_t i = 0; !r && i < AS_TUPLE(mro)->len; i++) {
        r = dict_get(vm, argv[1], AS_TUPLE(mro)->items[i]);
        if (!r && vm->exc)
            break;
    }
    if (!r && !vm->exc)
        r = dict_get(vm, argv[1], v_from_obj(&object_type));
    vm_root_pop(vm, 1);
    if (!r && !vm->exc)
        vm_err(vm, &exc_RuntimeError, "no implementation found for %s", AS_TYPE(argv[0])->name);
    return r;
}

static const bfunc funcs[] = {
    BFUNC("reduce", m_reduce),
    BFUNC("dispatch_find", m_dispatch_find),
    BFUNC("_lru_store", fn_lru_new),
    BFUNC("cmp_to_key", m_cmp_to_key),
    BFUNC("update_dict", m_update_dict),
    BFUNC_END,
};

value functools_helpers_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_functools");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    value k = str_intern_cstr(vm, "partial");
    if (!k || dict_set(vm, d, k, v_from_obj(&fn_partial_type)) < 0)
        return V_NULL;
    k = str_intern_cstr(vm, "KeyWrapper");
    if (!k || dict_set(vm, d, k, v_from_obj(&fn_keywrapper_type)) < 0)
        return V_NULL;
    return m;
}
