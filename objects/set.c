/*
 * set.c - set and frozenset: CPython's open-addressing table (linear probes
 * then perturbation, grow at 60% fill), so that iteration order matches
 * CPython's for the same insertions of ints. Hashing is shared with dict
 * (vm_hash).
 */
#include <stdio.h>
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

#define SO(v) AS_SET(v)
#define LINEAR_PROBES 9
#define DUMMY V_UNBOUND

value set_new(psvm *vm, const vtype *t)
{
    setobj *s = (setobj *)vm_new_obj(vm, t, sizeof(setobj));
    if (!s)
        return V_NULL;
    s->hash = -1;
    return v_from_obj(s);
}

static void insert_clean(set_entry *table, int64_t mask, value key, int64_t hash)
{
    uint64_t perturb = (uint64_t)hash, i = (uint64_t)hash & (uint64_t)mask;
    for (;;) {
        set_entry *e = &table[i];
        if (!e->key)
            goto found;
        if (i + LINEAR_PROBES <= (uint64_t)mask) {
            for (int j = 0; j < LINEAR_PROBES; j++) {
                e++;
                if (!e->key)
                    goto found;
            }
        }
        perturb >>= 5;
        i = (i * 5 + 1 + perturb) & (uint64_t)mask;
        continue;
    found:
        e->key = key;
        e->hash = hash;
        return;
    }
}

static int set_resize(psvm *vm, setobj *s, int64_t minused)
{
    int64_t size = 8;
    while (size <= minused)
        size <<= 1;
    set_entry *nt = vm_alloc(vm, (size_t)size * sizeof(set_entry));
    if (!nt)
        return -1;
    memset(nt, 0, (size_t)size * sizeof(set_entry));
    for (int64_t i = 0; s->table && i <= s->mask; i++)
        if (s->table[i].key && s->table[i].key != DUMMY)
            insert_clean(nt, size - 1, s->table[i].key, s->table[i].hash);
    vm_dealloc(vm, s->table);
    s->table = nt;
    s->mask = size - 1;
    s->fill = s->used;
    return 0;
}

/* Finds key: returns the entry holding it, or NULL (with *slot the place to
 * insert, *err on error). */
static set_entry *set_find(psvm *vm, setobj *s, value key, int64_t hash, set_entry **slot, bool *err)
{
    *err = false;
    *slot = NULL;
    if (!s->table)
        return NULL;
    uint64_t mask = (uint64_t)s->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
    set_entry *freeslot = NULL;
    for (;;) {
        set_entry *e = &s->table[i];
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            if (!e->key) {
                *slot = freeslot ? freeslot : e;
                return NULL;
            }
            if (e->key == DUMMY) {
                if (!freeslot)
                    freeslot = e;
            } else if (e->key == key) {
                return e;
            } else if (e->hash == hash) {
                int eq = (v_is_str(key) && v_is_str(e->key)) ? str_eq(key, e->key) : vm_eq(vm, e->key, key);
                if (eq < 0) {
                    *err = true;
                    return NULL;
                }
                if (eq)
                    return e;
            }
            e++;
        } while (probes--);
        perturb >>= 5;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

int set_add(psvm *vm, value sv, value key)
{
    setobj *s = SO(sv);
    int64_t h = vm_hash(vm, key);
    if (h == -1)
        return -1;
    if (!s->table && set_resize(vm, s, 0) < 0)
        return -1;
    set_entry *slot;
    bool err;
    if (set_find(vm, s, key, h, &slot, &err) || err)
        return err ? -1 : 0;
    if (!slot->key)
        s->fill++;
    slot->key = key;
    slot->hash = h;
    s->used++;
    if (s->fill * 5 < s->mask * 3)
        return 0;
    return set_resize(vm, s, s->used > 50000 ? s->used * 2 : s->used * 4);
}

static int64_t set_content_hash(psvm *vm, value sv);

/* A set looked for in a set (`{1} in s`, s.remove({1}), s.discard({1}))
 * is looked for as the frozenset of its items, as CPython retries it;
 * adding one is still "unhashable type: 'set'". */
static int64_t probe_hash(psvm *vm, value key)
{
    return v_is_type(key, &set_type) ? set_content_hash(vm, key) : vm_hash(vm, key);
}

int set_contains(psvm *vm, value sv, value key)
{
    int64_t h = probe_hash(vm, key);
    if (h == -1)
        return -1;
    set_entry *slot;
    bool err;
    set_entry *e = set_find(vm, SO(sv), key, h, &slot, &err);
    return err ? -1 : e != NULL;
}

static int set_discard(psvm *vm, value sv, value key)
{
    int64_t h = probe_hash(vm, key);
    if (h == -1)
        return -1;
    set_entry *slot;
    bool err;
    set_entry *e = set_find(vm, SO(sv), key, h, &slot, &err);
    if (err)
        return -1;
    if (!e)
        return 0;
    e->key = DUMMY;
    SO(sv)->used--;
    return 1;
}

bool set_next(value sv, int64_t *pos, value *key)
{
    setobj *s = SO(sv);
    while (s->table && *pos <= s->mask) {
        set_entry *e = &s->table[(*pos)++];
        if (e->key && e->key != DUMMY) {
            *key = e->key;
            return true;
        }
    }
    return false;
}

int set_update(psvm *vm, value sv, value src)
{
    if (v_is_type(src, &set_type) || v_is_type(src, &frozenset_type)) {
        int64_t pos = 0;
        value k;
        while (set_next(src, &pos, &k))
            if (set_add(vm, sv, k) < 0)
                return -1;
        return 0;
    }
    if (v_is_dict(src)) {
        int64_t pos = 0;
        value k;
        while (dict_next(src, &pos, &k, NULL))
            if (set_add(vm, sv, k) < 0)
                return -1;
        return 0;
    }
    /* rooted: __iter__, __next__ and a class's __hash__/__eq__ run Python
     * code, and the caller may hold the set being made nowhere else */
    vm_root_push(vm, sv);
    value it = vm_iter(vm, src);
    int rc = it ? 1 : -1;
    if (it)
        vm_root_push(vm, it);
    while (rc > 0) {
        value x = vm_next(vm, it);
        if (!x)
            rc = -1;
        else if (x == V_STOP)
            rc = 0;
        else if (set_add(vm, sv, x) < 0 || !vm_charge(vm, 1))
            rc = -1;
    }
    vm_root_pop(vm, it ? 2 : 1);
    return rc;
}

static bool is_anyset(value v) { return v_is_type(v, &set_type) || v_is_type(v, &frozenset_type); }

static value set_repr(psvm *vm, value sv)
{
    bool fz = v_is_type(sv, &frozenset_type);
    if (SO(sv)->used == 0)
        return str_from_cstr(vm, fz ? "frozenset()" : "set()");
    if (vm_repr_enter(vm, sv))
        return str_fmt(vm, "%s(...)", fz ? "frozenset" : "set");
    sbuf b;
    sb_init(&b, vm);
    if (fz)
        sb_adds(&b, "frozenset(");
    sb_addc(&b, '{');
    int64_t pos = 0;
    value k;
    bool first = true;
    while (set_next(sv, &pos, &k)) {
        if (!first)
            sb_add(&b, ", ", 2);
        first = false;
        if (!sb_addv(&b, k, true))
            break;
    }
    sb_addc(&b, '}');
    if (fz)
        sb_addc(&b, ')');
    vm_repr_leave(vm);
    return sb_finish(&b);
}

static int64_t set_len(psvm *vm, value s) { return SO(s)->used; }
static int set_contains_slot(psvm *vm, value s, value x) { return set_contains(vm, s, x); }

static value set_iter(psvm *vm, value s)
{
    seqiter *it = (seqiter *)vm_new_obj(vm, &setiter_type, sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = s;
    it->version = (uint64_t)SO(s)->used;
    return v_from_obj(it);
}

static value setiter_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    if (!it->seq)
        return V_STOP;
    if ((uint64_t)SO(it->seq)->used != it->version)
        return vm_err(vm, &exc_RuntimeError, "Set changed size during iteration");
    value k;
    if (!set_next(it->seq, &it->i, &k)) {
        it->seq = V_NULL;
        return V_STOP;
    }
    return k;
}

static value copy_as(psvm *vm, value src, const vtype *t)
{
    value r = set_new(vm, t);
    if (!r || set_update(vm, r, src) < 0)
        return V_NULL;
    return r;
}

/* a <= b */
static int subset(psvm *vm, value a, value b)
{
    if (SO(a)->used > SO(b)->used)
        return 0;
    int64_t pos = 0;
    value k;
    while (set_next(a, &pos, &k)) {
        int c = set_contains(vm, b, k);
        if (c <= 0)
            return c;
    }
    return 1;
}

static value set_richcompare(psvm *vm, value a, value b, int op)
{
    if (!is_anyset(a) || !is_anyset(b))
        return V_NOTIMPLEMENTED;
    int r;
    switch (op) {
    case CMP_EQ: case CMP_NE:
        r = SO(a)->used == SO(b)->used ? subset(vm, a, b) : 0;
        if (r < 0)
            return V_NULL;
        return v_bool(op == CMP_EQ ? r : !r);
    case CMP_LE: r = subset(vm, a, b); break;
    case CMP_GE: r = subset(vm, b, a); break;
    case CMP_LT: r = SO(a)->used < SO(b)->used ? subset(vm, a, b) : 0; break;
    default: r = SO(a)->used > SO(b)->used ? subset(vm, b, a) : 0; break;
    }
    return r < 0 ? V_NULL : v_bool(r);
}

/* op: BOP_OR union, BOP_AND intersection, BOP_SUB difference, BOP_XOR */
static value set_combine(psvm *vm, int op, value a, value b, const vtype *t)
{
    value r = set_new(vm, t);
    if (!r)
        return V_NULL;
    int64_t pos = 0;
    value k;
    if (op == BOP_OR) {
        if (set_update(vm, r, a) < 0 || set_update(vm, r, b) < 0)
            return V_NULL;
        return r;
    }
    while (set_next(a, &pos, &k)) {
        int c = set_contains(vm, b, k);
        if (c < 0)
            return V_NULL;
        if ((op == BOP_AND && c) || ((op == BOP_SUB || op == BOP_XOR) && !c))
            if (set_add(vm, r, k) < 0)
                return V_NULL;
    }
    if (op == BOP_XOR) {
        pos = 0;
        while (set_next(b, &pos, &k)) {
            int c = set_contains(vm, a, k);
            if (c < 0 || (!c && set_add(vm, r, k) < 0))
                return V_NULL;
        }
    }
    return r;
}

static value set_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (!is_anyset(a) || !is_anyset(b) ||
        (base != BOP_OR && base != BOP_AND && base != BOP_SUB && base != BOP_XOR))
        return V_NOTIMPLEMENTED;
    value r = set_combine(vm, base, a, b, v_obj(a)->type);
    if (r && (op & BOP_INPLACE) && v_is_type(a, &set_type)) {
        /* in place: move r's table into a */
        setobj *x = SO(a), *y = SO(r);
        set_entry *t = x->table;
        x->table = y->table;
        x->mask = y->mask;
        x->fill = y->fill;
        x->used = y->used;
        y->table = t;
        y->used = y->fill = 0;
        return a;
    }
    return r;
}

static int64_t frozenset_hash(psvm *vm, value sv)
{
    setobj *s = SO(sv);
    if (s->hash != -1)
        return s->hash;
    s->hash = set_content_hash(vm, sv);
    return s->hash;
}

/* The hash a frozenset of sv's items has (its items are hashable: they
 * are in a set). */
static int64_t set_content_hash(psvm *vm, value sv)
{
    setobj *s = SO(sv);
    uint64_t h = 0;
    int64_t pos = 0;
    value k;
    while (set_next(sv, &pos, &k)) {
        uint64_t x = (uint64_t)vm_hash(vm, k);
        h ^= ((x ^ 89869747UL) ^ (x << 16)) * 3644798167UL;
    }
    h ^= ((uint64_t)s->used + 1) * 1927868237UL;
    h = h * 69069U + 907133923UL;
    int64_t r = (int64_t)h;
    if (r == -1)
        r = 590923713;
    return r;
}

static void set_trace(gc_state *gc, obj *o)
{
    setobj *s = (setobj *)o;
    for (int64_t i = 0; s->table && i <= s->mask; i++)
        if (s->table[i].key != DUMMY)
            gc_mark_value(gc, s->table[i].key);
}

static void set_free(psvm *vm, obj *o) { vm_dealloc(vm, ((setobj *)o)->table); }

static value set_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    const vtype *t = AS_TYPE(cls);
    if (vm_check_no_kw(vm, t->name, kw) < 0)
        return V_NULL;
    if (argc > 1)
        return vm_err(vm, &exc_TypeError, "%s expected at most 1 argument, got %d", t->name, argc);
    value r = set_new(vm, t);
    if (!r || !argc)
        return r;
    vm_root_push(vm, r); /* the source may run Python code (map) */
    int rc = set_update(vm, r, argv[0]);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

/* ---- methods ------------------------------------------------------------- */

/* Counts and keywords are checked before these run, from the table's
 * entries (methargs.c). */

static value m_add(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return set_add(vm, self, argv[0]) < 0 ? V_NULL : V_NONE;
}

static value m_discard(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return set_discard(vm, self, argv[0]) < 0 ? V_NULL : V_NONE;
}

static value m_remove(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int r = set_discard(vm, self, argv[0]);
    if (r < 0)
        return V_NULL;
    if (r == 0)
        return vm_err_key(vm, argv[0]);
    return V_NONE;
}

static value m_pop(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t pos = 0;
    value k;
    if (!set_next(self, &pos, &k))
        return vm_err(vm, &exc_KeyError, "pop from an empty set");
    set_discard(vm, self, k);
    return k;
}

static value m_clear(psvm *vm, value self, int argc, const value *argv, value kw)
{
    vm_dealloc(vm, SO(self)->table);
    SO(self)->table = NULL;
    SO(self)->mask = SO(self)->used = SO(self)->fill = 0;
    return V_NONE;
}

static value m_copy(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (v_is_type(self, &frozenset_type))
        return self; /* immutable: CPython returns the same object */
    return copy_as(vm, self, v_obj(self)->type);
}

static value m_update(psvm *vm, value self, int argc, const value *argv, value kw)
{
    for (int i = 0; i < argc; i++)
        if (set_update(vm, self, argv[i]) < 0)
            return V_NULL;
    return V_NONE;
}

/* self OP argv[0] OP argv[1] ..., any iterables, as a new set of self's
 * type. The partial result is rooted: a source may run Python code. */
static value multi(psvm *vm, value self, int argc, const value *argv, int op)
{
    value r = copy_as(vm, self, v_obj(self)->type);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    for (int i = 0; i < argc; i++) {
        value other = is_anyset(argv[i]) ? argv[i] : copy_as(vm, argv[i], &set_type);
        if (!other || !vm_charge(vm, SO(r)->used + SO(other)->used)) {
            r = V_NULL;
            break;
        }
        vm_root_push(vm, other);
        r = set_combine(vm, op, r, other, v_obj(self)->type);
        vm_root_pop(vm, 1);
        if (!r)
            break;
        vm_root_set(vm, 1, r);
    }
    vm_root_pop(vm, 1);
    return r;
}
static value m_union(psvm *vm, value self, int argc, const value *argv, value kw) { return multi(vm, self, argc, argv, BOP_OR); }
static value m_intersection(psvm *vm, value self, int argc, const value *argv, value kw) { return multi(vm, self, argc, argv, BOP_AND); }
static value m_difference(psvm *vm, value self, int argc, const value *argv, value kw) { return multi(vm, self, argc, argv, BOP_SUB); }
static value m_symdiff(psvm *vm, value self, int argc, const value *argv, value kw) { return multi(vm, self, argc, argv, BOP_XOR); }

/* The *_update methods: compute the new contents, then take its table. */
static value update_with(psvm *vm, value self, value r)
{
    if (!r)
        return V_NULL;
    setobj *x = SO(self), *y = SO(r);
    set_entry *t = x->table;
    x->table = y->table;
    x->mask = y->mask;
    x->fill = y->fill;
    x->used = y->used;
    y->table = t;
    y->used = y->fill = y->mask = 0;
    return V_NONE;
}
static value m_difference_update(psvm *vm, value self, int argc, const value *argv, value kw) { return update_with(vm, self, multi(vm, self, argc, argv, BOP_SUB)); }
static value m_intersection_update(psvm *vm, value self, int argc, const value *argv, value kw) { return update_with(vm, self, multi(vm, self, argc, argv, BOP_AND)); }
static value m_symdiff_update(psvm *vm, value self, int argc, const value *argv, value kw) { return update_with(vm, self, multi(vm, self, argc, argv, BOP_XOR)); }

/* issubset (0), issuperset (1), isdisjoint (2) against any iterable */
static value rel(psvm *vm, value self, int argc, const value *argv, value kw, int which)
{
    value other = is_anyset(argv[0]) ? argv[0] : copy_as(vm, argv[0], &set_type);
    if (!other || !vm_charge(vm, SO(self)->used + SO(other)->used))
        return V_NULL;
    int r;
    if (which == 0)
        r = subset(vm, self, other);
    else if (which == 1)
        r = subset(vm, other, self);
    else {
        value i = set_combine(vm, BOP_AND, self, other, &set_type);
        if (!i)
            return V_NULL;
        r = SO(i)->used == 0;
    }
    return r < 0 ? V_NULL : v_bool(r);
}
static value m_issubset(psvm *vm, value self, int argc, const value *argv, value kw) { return rel(vm, self, argc, argv, kw, 0); }
static value m_issuperset(psvm *vm, value self, int argc, const value *argv, value kw) { return rel(vm, self, argc, argv, kw, 1); }
static value m_isdisjoint(psvm *vm, value self, int argc, const value *argv, value kw) { return rel(vm, self, argc, argv, kw, 2); }

static const bfunc set_methods[] = {
    BFUNC_O("add", m_add), BFUNC_O("discard", m_discard), BFUNC_O("remove", m_remove),
    BFUNC_NOARGS("pop", m_pop), BFUNC_NOARGS("clear", m_clear), BFUNC_NOARGS("copy", m_copy),
    BFUNC_VARARGS("update", m_update, 0, -1), BFUNC_VARARGS("union", m_union, 0, -1),
    BFUNC_VARARGS("intersection", m_intersection, 0, -1), BFUNC_VARARGS("difference", m_difference, 0, -1),
    BFUNC_O("symmetric_difference", m_symdiff),
    BFUNC_VARARGS("difference_update", m_difference_update, 0, -1),
    BFUNC_VARARGS("intersection_update", m_intersection_update, 0, -1),
    BFUNC_O("symmetric_difference_update", m_symdiff_update), BFUNC_O("issubset", m_issubset),
    BFUNC_O("issuperset", m_issuperset), BFUNC_O("isdisjoint", m_isdisjoint),
    BFUNC_END,
};

static const bfunc frozenset_methods[] = {
    BFUNC_NOARGS("copy", m_copy), BFUNC_VARARGS("union", m_union, 0, -1),
    BFUNC_VARARGS("intersection", m_intersection, 0, -1), BFUNC_VARARGS("difference", m_difference, 0, -1),
    BFUNC_O("symmetric_difference", m_symdiff), BFUNC_O("issubset", m_issubset),
    BFUNC_O("issuperset", m_issuperset), BFUNC_O("isdisjoint", m_isdisjoint),
    BFUNC_END,
};


const vtype set_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "set",
    .repr = set_repr,
    .richcompare = set_richcompare,
    .len = set_len,
    .iter = set_iter,
    .contains = set_contains_slot,
    .binop = set_binop,
    .new_ = set_construct,
    .methods = set_methods,
    .trace = set_trace,
    .free = set_free,
};

const vtype frozenset_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "frozenset",
    .repr = set_repr,
    .hash = frozenset_hash,
    .richcompare = set_richcompare,
    .len = set_len,
    .iter = set_iter,
    .contains = set_contains_slot,
    .binop = set_binop,
    .new_ = set_construct,
    .methods = frozenset_methods,
    .trace = set_trace,
    .free = set_free,
};

const vtype setiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "set_iterator",
    .iter = vm_iter_self,
    .next = setiter_next,
    .trace = vm_seqiter_trace,
};
