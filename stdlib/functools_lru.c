/*
 * functools_lru.c - `_functools._lru_store`, the cache behind the wrapper
 * that functools.lru_cache and functools.cache return (stdlib/py/
 * functools.py). The wrapper stays a Python function, so it binds as a
 * method, takes attributes (update_wrapper) and recurses as deep as any
 * function (a C callable would nest the interpreter loop, which is bounded
 * far below the recursion limit, and memoised recursion is what caches are
 * mostly for); a hit is that function plus one C call here: the key built
 * in C, one dict lookup.
 *
 * The cache is a dict in recency order (a hit moves its key to the end, a
 * full cache forgets its first key): the same order and statistics as
 * CPython's linked list. Keys are CPython's _make_key: the arguments, a
 * private marker and the keyword items, the types when typed, and a lone
 * exact int or str is its own key.
 */
#include "stdlib/functional_modules.h"

typedef struct lruobj {
    obj h;
    value cache;      /* dict: key -> result, least recently used first */
    value cacheinfo;  /* the CacheInfo named tuple class */
    value mark;       /* separates positional from keyword parts of a key */
    int64_t maxsize;  /* -1: no bound */
    bool typed;
    int64_t hits, misses;
} lruobj;

#define LRU(v) ((lruobj *)v_obj(v))

extern const vtype fn_lru_type;

static void lru_trace(gc_state *gc, obj *o)
{
    lruobj *l = (lruobj *)o;
    gc_mark_value(gc, l->cache);
    gc_mark_value(gc, l->cacheinfo);
    gc_mark_value(gc, l->mark);
}

/* _lru_store(maxsize, typed, CacheInfo, mark) */
value fn_lru_new(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "_lru_store", kw) < 0 || vm_check_args(vm, "_lru_store", argc, 4, 4) < 0)
        return V_NULL;
    int64_t maxsize = -1;
    if (argv[0] != V_NONE && vm_index(vm, argv[0], &maxsize) < 0)
        return V_NULL;
    int typed = vm_truth(vm, argv[1]);
    if (typed < 0)
        return V_NULL;
    value cache = dict_new(vm);
    if (!cache)
        return V_NULL;
    vm_root_push(vm, cache);
    lruobj *l = (lruobj *)vm_new_obj(vm, &fn_lru_type, sizeof(lruobj));
    vm_root_pop(vm, 1);
    if (!l)
        return V_NULL;
    l->cache = cache;
    l->cacheinfo = argv[2];
    l->mark = argv[3];
    l->maxsize = maxsize < -1 ? 0 : maxsize;
    l->typed = typed;
    return v_from_obj(l);
}

/* The cache key of a call: its positional arguments (a tuple) and its
 * keyword arguments (a dict, maybe empty). */
static value make_key(psvm *vm, lruobj *l, value args, value kwds)
{
    tupleobj *a = AS_TUPLE(args);
    int64_t nkw = AS_DICT(kwds)->used;
    if (!nkw && !l->typed) {
        if (a->len == 1) {
            value x = a->items[0];
            if (v_is_small(x) || v_is_type(x, &int_type) || v_is_str(x))
                return x;
        }
        return args;
    }
    int64_t n = a->len + (nkw ? 1 + 2 * nkw : 0) + (l->typed ? a->len + nkw : 0);
    value key = tuple_new(vm, n);
    if (!key)
        return V_NULL;
    value *k = AS_TUPLE(key)->items;
    int64_t i = 0, pos;
    value kk, vv;
    for (int64_t j = 0; j < a->len; j++)
        k[i++] = a->items[j];
    if (nkw) {
        k[i++] = l->mark;
        for (pos = 0; dict_next(kwds, &pos, &kk, &vv);) {
            k[i++] = kk;
            k[i++] = vv;
        }
    }
    if (l->typed) {
        for (int64_t j = 0; j < a->len; j++)
            k[i++] = v_from_obj(vm_script_type(a->items[j]));
        for (pos = 0; dict_next(kwds, &pos, &kk, &vv);)
            k[i++] = v_from_obj(vm_script_type(vv));
    }
    return key;
}

static bool key_args_ok(psvm *vm, const char *fn, value args, value kwds)
{
    if (v_is_tuple(args) && v_is_dict(kwds))
        return true;
    vm_err(vm, &exc_TypeError, "%s() takes a tuple and a dict", fn);
    return false;
}

/* lookup(args, kwds): the cached result (a hit, moved to the end), or the
 * store itself (a miss: the caller runs the function, then add()s). */
static value m_lookup(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)kw;
    lruobj *l = LRU(self);
    if (!key_args_ok(vm, "lookup", argv[0], argv[1]))
        return V_NULL;
    if (l->maxsize == 0) {
        l->misses++;
        return self;
    }
    value key = make_key(vm, l, argv[0], argv[1]);
    if (!key)
        return V_NULL;
    value r = dict_get(vm, l->cache, key);
    if (!r) {
        if (vm->exc)
            return V_NULL;
        l->misses++;
        return self;
    }
    l->hits++;
    if (l->maxsize > 0 && AS_DICT(l->cache)->used > 1) {
        /* most recently used: to the end */
        if (dict_del(vm, l->cache, key) < 0 || dict_set(vm, l->cache, key, r) < 0)
            return V_NULL;
    }
    return r;
}

/* add(result, args, kwds): remember a computed result; returns it */
static value m_add(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)kw;
    lruobj *l = LRU(self);
    value r = argv[0];
    if (!key_args_ok(vm, "add", argv[1], argv[2]))
        return V_NULL;
    if (l->maxsize == 0)
        return r;
    value key = make_key(vm, l, argv[1], argv[2]);
    if (!key)
        return V_NULL;
    value have = dict_get(vm, l->cache, key);
    if (vm->exc)
        return V_NULL;
    if (have) /* a recursive call cached the key meanwhile: its entry stays, as in CPython */
        return r;
    if (l->maxsize > 0 && AS_DICT(l->cache)->used >= l->maxsize) {
        int64_t pos = 0;
        value k, v;
        if (dict_next(l->cache, &pos, &k, &v) && dict_del(vm, l->cache, k) < 0)
            return V_NULL;
    }
    return dict_set(vm, l->cache, key, r) < 0 ? V_NULL : r;
}

static value m_cache_info(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)argv, (void)kw;
    lruobj *l = LRU(self);
    value args[4];
    args[0] = int_from_i64(vm, l->hits);
    args[1] = args[0] ? int_from_i64(vm, l->misses) : V_NULL;
    args[2] = l->maxsize < 0 ? V_NONE : int_from_i64(vm, l->maxsize);
    args[3] = int_from_i64(vm, AS_DICT(l->cache)->used);
    if (!args[0] || !args[1] || !args[2] || !args[3])
        return V_NULL;
    return vm_call(vm, l->cacheinfo, 4, args, V_NULL);
}

static value m_cache_clear(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)argv, (void)kw;
    lruobj *l = LRU(self);
    value d = dict_new(vm);
    if (!d)
        return V_NULL;
    l->cache = d;
    l->hits = l->misses = 0;
    return V_NONE;
}

static value m_cache_parameters(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)argv, (void)kw;
    lruobj *l = LRU(self);
    value d = dict_new(vm);
    if (!d)
        return V_NULL;
    vm_root_push(vm, d);
    value k1 = str_intern_cstr(vm, "maxsize"), k2 = k1 ? str_intern_cstr(vm, "typed") : V_NULL;
    value m = l->maxsize < 0 ? V_NONE : int_from_i64(vm, l->maxsize);
    int rc = k2 && m && dict_set(vm, d, k1, m) == 0 && dict_set(vm, d, k2, v_bool(l->typed)) == 0 ? 0 : -1;
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : d;
}

static const bfunc lru_methods[] = {
    BFUNC_FAST("lookup", m_lookup, 2, 2),
    BFUNC_FAST("add", m_add, 3, 3),
    BFUNC_NOARGS("cache_info", m_cache_info),
    BFUNC_NOARGS("cache_clear", m_cache_clear),
    BFUNC_NOARGS("cache_parameters", m_cache_parameters),
    BFUNC_END,
};

static value lru_repr(psvm *vm, value self)
{
    return str_fmt(vm, "<functools._lru_store object at 0x%llx>", (unsigned long long)vm_id(vm, self));
}

const vtype fn_lru_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "_lru_store", .module = "functools", .tflags = TF_NO_SUBCLASS,
    .repr = lru_repr, .methods = lru_methods, .trace = lru_trace,
};
