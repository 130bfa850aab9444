/*
 * itertools_comb.c - the itertools iterators that share state between
 * objects (groupby and its groups, tee and its copies) and the
 * combinatoric ones (product, permutations, combinations,
 * combinations_with_replacement), with CPython's algorithms so that the
 * results come out in the same order.
 *
 * The combinatoric iterators read their input into a tuple first, as
 * CPython does; that tuple is charged like any other. Their index arrays
 * are sized by the pool and r and charged before they are made, so
 * product(range(10**6), repeat=10) costs its one pool and ten indices, and
 * a huge r meets the memory budget before any work.
 */
#include "stdlib/itertools_internal.h"

#define IT_TYPE(cname, pyname, ...)                                                                    \
    const vtype cname = {.h = OBJ_STATIC_HEAD(&type_type), .name = pyname, .module = "itertools",      \
                         .iter = vm_iter_self, .repr = it_repr, .tflags = TF_NO_SUBCLASS, __VA_ARGS__}

/* ---- groupby(iterable, key=None) ------------------------------------------
 * a = iterator, b = key function (V_NULL: identity), c = the key of the
 * group last given out, d = the key of the item read last, e = that item
 * (V_NULL once a group gave it out), f = the group object that may still
 * read (V_NULL: none). Advancing the groupby makes f another object, which
 * is how an earlier group learns that it is finished (CPython's design). */

static value groupby_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"iterable", "key"};
    static const vm_sig sig = {"groupby", names, 2, 2, 1};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value it = vm_iter(vm, a[0]);
    if (!it)
        return V_NULL;
    itobj *o = it_new(vm, AS_TYPE(cls));
    if (!o)
        return V_NULL;
    o->a = it;
    o->b = a[1] && a[1] != V_NONE ? a[1] : V_NULL;
    return v_from_obj(o);
}

/* Read the next item and its key into currvalue/currkey: 1, 0 at the
 * end, -1 on error. */
static int groupby_step(psvm *vm, itobj *g)
{
    value x = vm_next(vm, g->a);
    if (!x)
        return -1;
    if (x == V_STOP)
        return 0;
    value k = x;
    if (g->b) {
        vm_root_push(vm, x);
        k = vm_call1(vm, g->b, x);
        vm_root_pop(vm, 1);
        if (!k)
            return -1;
    }
    g->e = x;
    g->d = k;
    return 1;
}

static value groupby_next(psvm *vm, value self)
{
    itobj *g = IT(self);
    g->f = V_NULL;
    for (;;) {
        if (g->d) {
            if (!g->c)
                break;
            int eq = vm_eq(vm, g->c, g->d);
            if (eq < 0)
                return V_NULL;
            if (!eq)
                break;
        }
        int s = groupby_step(vm, g);
        if (s <= 0)
            return s < 0 ? V_NULL : V_STOP;
        if (!vm_charge(vm, 1))
            return V_NULL;
    }
    g->c = g->d;
    itobj *grp = it_new(vm, &it_grouper_type);
    if (!grp)
        return V_NULL;
    grp->a = self;
    grp->b = g->c;
    value t = tuple_pack(vm, 2, g->d, v_from_obj(grp));
    if (t)
        g->f = v_from_obj(grp);
    return t;
}

IT_TYPE(it_groupby_type, "groupby", .new_ = groupby_new, .next = groupby_next, .trace = it_trace);

/* A group: a = its groupby, b = its key. */
static value grouper_next(psvm *vm, value self)
{
    itobj *grp = IT(self);
    itobj *g = IT(grp->a);
    if (g->f != self)
        return V_STOP;
    if (!g->e) {
        int s = groupby_step(vm, g);
        if (s <= 0)
            return s < 0 ? V_NULL : V_STOP;
    }
    int eq = vm_eq(vm, grp->b, g->d);
    if (eq <= 0)
        return eq < 0 ? V_NULL : V_STOP;
    value x = g->e;
    g->e = V_NULL;
    return x;
}

IT_TYPE(it_grouper_type, "_grouper", .next = grouper_next, .trace = it_trace);

/* ---- tee(iterable, n=2) ---------------------------------------------------
 * The copies share a chain of links, each holding TEE_LINK items read from
 * the one iterator; a copy is a link and a position in it. A link no copy
 * reaches any more is garbage, so the items kept are those between the
 * slowest and the fastest copy (CPython's teedataobject). */

#define TEE_LINK 57

typedef struct teelink {
    obj h;
    value it;      /* the shared iterator */
    value next;    /* the following link, V_NULL until needed */
    int n;         /* items held */
    bool running;  /* reading from it: a re-entrant read is an error */
    value vals[TEE_LINK];
} teelink;

static void teelink_trace(gc_state *gc, obj *o)
{
    teelink *l = (teelink *)o;
    gc_mark_value(gc, l->it);
    gc_mark_value(gc, l->next);
    for (int i = 0; i < l->n; i++)
        gc_mark_value(gc, l->vals[i]);
}

const vtype it_teedata_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "_tee_dataobject", .module = "itertools", .repr = it_repr,
    .tflags = TF_NO_SUBCLASS, .trace = teelink_trace,
};

static value teelink_new(psvm *vm, value it)
{
    teelink *l = (teelink *)vm_new_obj(vm, &it_teedata_type, sizeof(teelink));
    if (!l)
        return V_NULL;
    l->it = it;
    return v_from_obj(l);
}

/* A copy: a = its link, i = its position in the link. */
static value tee_make(psvm *vm, value link, int64_t i)
{
    itobj *t = it_new(vm, &it_tee_type);
    if (!t)
        return V_NULL;
    t->a = link;
    t->i = i;
    return v_from_obj(t);
}

static value tee_from_iterable(psvm *vm, value iterable)
{
    value it = vm_iter(vm, iterable);
    if (!it)
        return V_NULL;
    if (v_is_type(it, &it_tee_type))
        return tee_make(vm, IT(it)->a, IT(it)->i);
    value link = teelink_new(vm, it);
    return link ? tee_make(vm, link, 0) : V_NULL;
}

static value tee_next(psvm *vm, value self)
{
    itobj *t = IT(self);
    teelink *l = (teelink *)v_obj(t->a);
    if (t->i >= TEE_LINK) {
        if (!l->next && !(l->next = teelink_new(vm, l->it)))
            return V_NULL;
        t->a = l->next;
        t->i = 0;
        l = (teelink *)v_obj(t->a);
    }
    if (t->i < l->n)
        return l->vals[t->i++];
    if (l->running)
        return vm_err(vm, &exc_RuntimeError, "cannot re-enter the tee iterator");
    l->running = true;
    value x = vm_next(vm, l->it);
    l->running = false;
    if (!x || x == V_STOP)
        return x;
    l->vals[l->n++] = x;
    t->i++;
    return x;
}

static value tee_type_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    (void)cls;
    if (vm_check_no_kw(vm, "_tee", kw) < 0)
        return V_NULL;
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "_tee expected 1 argument, got %d", argc);
    return tee_from_iterable(vm, argv[0]);
}

static value m_tee_copy(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)argv, (void)kw;
    return tee_make(vm, IT(self)->a, IT(self)->i);
}

static const bfunc tee_methods[] = {
    BFUNC_NOARGS("__copy__", m_tee_copy),
    BFUNC_END,
};

IT_TYPE(it_tee_type, "_tee", .new_ = tee_type_new, .next = tee_next, .trace = it_trace,
        .methods = tee_methods);

value it_tee_fn(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (vm_check_no_kw(vm, "itertools.tee", kw) < 0)
        return V_NULL;
    if (argc < 1)
        return vm_err(vm, &exc_TypeError, "tee expected at least 1 argument, got %d", argc);
    if (argc > 2)
        return vm_err(vm, &exc_TypeError, "tee expected at most 2 arguments, got %d", argc);
    int64_t n = 2;
    if (argc == 2 && vm_index(vm, argv[1], &n) < 0)
        return V_NULL;
    if (n < 0)
        return vm_err(vm, &exc_ValueError, "n must be >= 0");
    value r = tuple_new(vm, n);
    if (!r || n == 0)
        return r;
    vm_root_push(vm, r);
    value it = vm_iter(vm, argv[0]);
    value first = V_NULL;
    if (it) {
        /* a tee of a tee copies it: the first result is the tee itself */
        if (v_is_type(it, &it_tee_type))
            first = it;
        else {
            value link = teelink_new(vm, it);
            first = link ? tee_make(vm, link, 0) : V_NULL;
        }
    }
    if (!first) {
        vm_root_pop(vm, 1);
        return V_NULL;
    }
    AS_TUPLE(r)->items[0] = first;
    for (int64_t i = 1; i < n; i++) {
        value c = tee_make(vm, IT(first)->a, IT(first)->i);
        if (!c || !vm_charge(vm, 1)) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        AS_TUPLE(r)->items[i] = c;
    }
    vm_root_pop(vm, 1);
    return r;
}

/* ---- the combinatoric iterators ------------------------------------------- */

typedef struct combobj {
    obj h;
    value pools;   /* product: a tuple of the pools (tuples); the others: the pool */
    int64_t n, r;  /* product: the pool count; the others: the pool's length and r */
    int state;     /* 0 before the first result, 1 running, 2 done */
    int64_t idx[]; /* the indices; permutations: then r cycle counts */
} combobj;

#define CB(v) ((combobj *)v_obj(v))

static void comb_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((combobj *)o)->pools); }

/* A combobj with room for nidx indices, charged before it is made. */
static combobj *comb_new(psvm *vm, const vtype *t, value pools, int64_t nidx)
{
    if (!vm_reserve_items(vm, nidx, sizeof(int64_t)))
        return NULL;
    combobj *c = (combobj *)vm_new_obj(vm, t, sizeof(combobj) + (size_t)nidx * sizeof(int64_t));
    if (c)
        c->pools = pools;
    return c;
}

/* The tuple (pool[idx[0]], ..., pool[idx[r-1]]). */
static value comb_result(psvm *vm, combobj *c)
{
    tupleobj *pool = AS_TUPLE(c->pools);
    value t = tuple_new(vm, c->r);
    if (!t || !vm_charge(vm, c->r / 16))
        return V_NULL;
    for (int64_t k = 0; k < c->r; k++)
        AS_TUPLE(t)->items[k] = pool->items[c->idx[k]];
    return t;
}

/* product(*iterables, repeat=1): n = r = the pool count */
static value product_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    int64_t repeat = 1;
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (nkw > 1)
        return vm_err(vm, &exc_TypeError, "product() takes at most 1 keyword argument (%d given)", nkw);
    for (int k = 0; k < nkw; k++) {
        value name = AS_TUPLE(kw)->items[k];
        if (!str_eq_cstr(name, "repeat"))
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for product()", str_cstr(name));
        if (vm_index(vm, argv[argc + k], &repeat) < 0)
            return V_NULL;
        if (repeat < 0)
            return vm_err(vm, &exc_ValueError, "repeat argument cannot be negative");
    }
    if (repeat && argc > INT64_MAX / (int64_t)sizeof(int64_t) / repeat)
        return vm_err(vm, &exc_OverflowError, "repeat argument too large");
    int64_t npools = (int64_t)argc * repeat;
    value pools = tuple_new(vm, npools);
    if (!pools)
        return V_NULL;
    vm_root_push(vm, pools);
    for (int i = 0; i < argc && repeat; i++) {
        value p = tuple_from_iter(vm, argv[i]);
        if (!p) {
            vm_root_pop(vm, 1);
            return V_NULL;
        }
        for (int64_t k = 0; k < repeat; k++)
            AS_TUPLE(pools)->items[k * argc + i] = p;
    }
    if (!vm_charge(vm, npools / 16)) {
        vm_root_pop(vm, 1);
        return V_NULL;
    }
    combobj *c = comb_new(vm, AS_TYPE(cls), pools, npools);
    vm_root_pop(vm, 1);
    if (!c)
        return V_NULL;
    c->n = c->r = npools;
    return v_from_obj(c);
}

static value product_next(psvm *vm, value self)
{
    combobj *c = CB(self);
    tupleobj *pools = AS_TUPLE(c->pools);
    if (c->state == 2)
        return V_STOP;
    if (c->state == 0) {
        for (int64_t k = 0; k < c->n; k++)
            if (AS_TUPLE(pools->items[k])->len == 0) {
                c->state = 2;
                return V_STOP;
            }
        c->state = 1;
    } else {
        int64_t i = c->n - 1;
        for (; i >= 0; i--) {
            if (++c->idx[i] < AS_TUPLE(pools->items[i])->len)
                break;
            c->idx[i] = 0;
        }
        if (i < 0) {
            c->state = 2;
            return V_STOP;
        }
    }
    value t = tuple_new(vm, c->n);
    if (!t || !vm_charge(vm, c->n / 16))
        return V_NULL;
    for (int64_t k = 0; k < c->n; k++)
        AS_TUPLE(t)->items[k] = AS_TUPLE(pools->items[k])->items[c->idx[k]];
    return t;
}

IT_TYPE(it_product_type, "product", .new_ = product_new, .next = product_next, .trace = comb_trace);

/* permutations(iterable, r=None): idx = n indices, then r cycle counts */
static value permutations_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"iterable", "r"};
    static const vm_sig sig = {"permutations", names, 2, 2, 1};
    value a[2];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value pool = tuple_from_iter(vm, a[0]);
    if (!pool)
        return V_NULL;
    int64_t n = AS_TUPLE(pool)->len, r = n;
    if (a[1] && a[1] != V_NONE) {
        if (!v_is_int(a[1]))
            return vm_err(vm, &exc_TypeError, "Expected int as r");
        if (int_as_i64(vm, a[1], &r) < 0)
            return V_NULL;
    }
    if (r < 0)
        return vm_err(vm, &exc_ValueError, "r must be non-negative");
    vm_root_push(vm, pool);
    combobj *c = comb_new(vm, AS_TYPE(cls), pool, r > n ? 0 : n + r);
    vm_root_pop(vm, 1);
    if (!c)
        return V_NULL;
    c->n = n;
    c->r = r;
    if (r > n)
        c->state = 2;
    else
        for (int64_t k = 0; k < n; k++)
            c->idx[k] = k;
    for (int64_t k = 0; r <= n && k < r; k++)
        c->idx[n + k] = n - k;
    return v_from_obj(c);
}

static value permutations_next(psvm *vm, value self)
{
    combobj *c = CB(self);
    if (c->state == 2)
        return V_STOP;
    if (c->state == 0) {
        c->state = 1;
    } else {
        int64_t n = c->n, r = c->r, *idx = c->idx, *cycles = c->idx + n, i = r - 1;
        if (n == 0)
            i = -1;
        for (; i >= 0; i--) {
            if (--cycles[i] == 0) {
                /* rotate idx[i:] left by one */
                int64_t first = idx[i];
                memmove(idx + i, idx + i + 1, (size_t)(n - i - 1) * sizeof(int64_t));
                idx[n - 1] = first;
                cycles[i] = n - i;
                if (!vm_charge(vm, (n - i) / 16))
                    return V_NULL;
            } else {
                int64_t j = cycles[i], tmp = idx[i];
                idx[i] = idx[n - j];
                idx[n - j] = tmp;
                break;
            }
        }
        if (i < 0) {
            c->state = 2;
            return V_STOP;
        }
    }
    return comb_result(vm, c);
}

IT_TYPE(it_permutations_type, "permutations", .new_ = permutations_new, .next = permutations_next,
        .trace = comb_trace);

/* combinations(iterable, r) and combinations_with_replacement(iterable, r) */
static value combs_new(psvm *vm, value cls, const vm_sig *sig, bool repl, int argc, const value *argv, value kw)
{
    value a[2];
    if (vm_bind(vm, sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int64_t r;
    if (vm_index(vm, a[1], &r) < 0)
        return V_NULL;
    value pool = tuple_from_iter(vm, a[0]);
    if (!pool)
        return V_NULL;
    vm_root_push(vm, pool);
    if (r < 0) {
        vm_root_pop(vm, 1);
        return vm_err(vm, &exc_ValueError, "r must be non-negative");
    }
    int64_t n = AS_TUPLE(pool)->len;
    bool empty = repl ? (n == 0 && r > 0) : r > n;
    combobj *c = comb_new(vm, AS_TYPE(cls), pool, empty ? 0 : r);
    vm_root_pop(vm, 1);
    if (!c)
        return V_NULL;
    c->n = n;
    c->r = r;
    if (empty)
        c->state = 2;
    else
        for (int64_t k = 0; k < r; k++)
            c->idx[k] = repl ? 0 : k;
    return v_from_obj(c);
}

static value combinations_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"iterable", "r"};
    static const vm_sig sig = {"combinations", names, 2, 2, 2};
    return combs_new(vm, cls, &sig, false, argc, argv, kw);
}

static value combinations_next(psvm *vm, value self)
{
    combobj *c = CB(self);
    if (c->state == 2)
        return V_STOP;
    if (c->state == 0) {
        c->state = 1;
    } else {
        int64_t n = c->n, r = c->r, *idx = c->idx, i = r - 1;
        while (i >= 0 && idx[i] == i + n - r)
            i--;
        if (i < 0) {
            c->state = 2;
            return V_STOP;
        }
        idx[i]++;
        for (int64_t j = i + 1; j < r; j++)
            idx[j] = idx[j - 1] + 1;
    }
    return comb_result(vm, c);
}

IT_TYPE(it_combinations_type, "combinations", .new_ = combinations_new, .next = combinations_next,
        .trace = comb_trace);

static value cwr_new(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"iterable", "r"};
    static const vm_sig sig = {"combinations_with_replacement", names, 2, 2, 2};
    return combs_new(vm, cls, &sig, true, argc, argv, kw);
}

static value cwr_next(psvm *vm, value self)
{
    combobj *c = CB(self);
    if (c->state == 2)
        return V_STOP;
    if (c->state == 0) {
        c->state = 1;
    } else {
        int64_t n = c->n, r = c->r, *idx = c->idx, i = r - 1;
        while (i >= 0 && idx[i] == n - 1)
            i--;
        if (i < 0) {
            c->state = 2;
            return V_STOP;
        }
        int64_t v = idx[i] + 1;
        for (int64_t j = i; j < r; j++)
            idx[j] = v;
    }
    return comb_result(vm, c);
}

IT_TYPE(it_cwr_type, "combinations_with_replacement", .new_ = cwr_new, .next = cwr_next, .trace = comb_trace);
