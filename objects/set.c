/*
 * set.c - set and frozenset: CPython's open-addressing table (linear probes
 * then perturbation, grow at 60% fill), so that iteration order matches
 * CPython's for the same insertions of ints. Hashing is shared with dict
 * (vm_hash). A key's __eq__ runs Python code in the middle of a probe and
 * may change the set under it (lookkey says how that is survived), and
 * the operations between sets follow CPython's algorithms, which decide
 * whose __eq__ runs; stored hashes are reused, never asked for again.
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

static bool is_anyset(value v) { return v_is_type(v, &set_type) || v_is_type(v, &frozenset_type); }

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

/* The mask CPython's set has when pysafe's has no table yet (its first,
 * 8-slot table is inside the object): the resize decisions, and with them
 * the iteration order, follow CPython's. */
static int64_t eff_mask(const setobj *s) { return s->table ? s->mask : 7; }

/* ---- lookup -------------------------------------------------------------- */

/* A removed key leaves a dummy (key DUMMY, hash -1: no key hashes to -1,
 * so a probe never compares with one) that keeps the probe chains through
 * its slot.
 *
 * lookkey finds key (its hash known): the index of its entry, or -1 when it
 * is absent (*unused: the never-used slot that ended the probe, -1 if the
 * set has no table; *freeslot: the first dummy passed, or -1), -2 on error;
 * with `add`, -3 when an entry compared equal (nothing more to do).
 *
 * A key's __eq__ runs Python code that may change this very set (add keys
 * and resize: the table read here is freed; discard; clear). As CPython's
 * set_lookkey and set_add_entry, the probe starts over when the table or
 * the entry just compared changed, and otherwise goes on in the same
 * table, whose every index is still in bounds. Nothing read before the
 * call is used after it unchecked. */
static int64_t lookkey(psvm *vm, setobj *s, value key, int64_t hash, bool add, int64_t *unused, int64_t *freeslot)
{
restart:
    *freeslot = *unused = -1;
    if (!s->table)
        return -1;
    uint64_t mask = (uint64_t)s->mask, perturb = (uint64_t)hash, i = (uint64_t)hash & mask;
    for (;;) {
        uint64_t j = i;
        int probes = (i + LINEAR_PROBES <= mask) ? LINEAR_PROBES : 0;
        do {
            set_entry *e = &s->table[j];
            if (!e->key) {
                *unused = (int64_t)j;
                return -1;
            }
            if (e->hash == hash) {
                value start = e->key;
                if (start == key || (v_is_str(start) && v_is_str(key) && str_eq(start, key)))
                    return (int64_t)j;
                const set_entry *table = s->table;
                /* start is rooted by the call (an argument of __eq__) */
                int eq = vm_eq(vm, start, key);
                if (eq < 0)
                    return -2;
                if (eq > 0 && add)
                    return -3;
                if (s->table != table || (uint64_t)s->mask != mask || s->table[j].key != start)
                    goto restart;
                if (eq > 0)
                    return (int64_t)j;
            } else if (e->key == DUMMY && *freeslot < 0) {
                *freeslot = (int64_t)j;
            }
            j++;
        } while (probes--);
        perturb >>= 5;
        i = (i * 5 + 1 + perturb) & mask;
    }
}

/* Add key, its hash known; 0 also when an equal key was there already. */
static int set_add_hash(psvm *vm, value sv, value key, int64_t hash)
{
    setobj *s = SO(sv);
    int64_t unused, freeslot;
    int64_t r = lookkey(vm, s, key, hash, true, &unused, &freeslot);
    if (r == -2)
        return -1;
    if (r != -1)
        return 0; /* there already */
    if (unused < 0) {
        /* no table (a new set, or one an __eq__ cleared) */
        if (set_resize(vm, s, 0) < 0)
            return -1;
        insert_clean(s->table, s->mask, key, hash);
        s->fill++;
        s->used++;
        return 0;
    }
    /* a dummy passed on the way takes it, unless an __eq__ filled it
     * meanwhile (the table being the same, the index is in bounds) */
    if (freeslot >= 0 && s->table[freeslot].key == DUMMY) {
        s->table[freeslot].key = key;
        s->table[freeslot].hash = hash;
        s->used++;
        return 0;
    }
    s->table[unused].key = key;
    s->table[unused].hash = hash;
    s->fill++;
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

int set_add(psvm *vm, value sv, value key)
{
    int64_t h = vm_hash(vm, key);
    return h == -1 ? -1 : set_add_hash(vm, sv, key, h);
}

static int set_contains_hash(psvm *vm, value sv, value key, int64_t hash)
{
    int64_t unused, freeslot;
    int64_t r = lookkey(vm, SO(sv), key, hash, false, &unused, &freeslot);
    return r == -2 ? -1 : r >= 0;
}

int set_contains(psvm *vm, value sv, value key)
{
    int64_t h = probe_hash(vm, key);
    return h == -1 ? -1 : set_contains_hash(vm, sv, key, h);
}

/* 1 removed, 0 absent, -1 error */
static int set_discard_hash(psvm *vm, value sv, value key, int64_t hash)
{
    int64_t unused, freeslot;
    int64_t r = lookkey(vm, SO(sv), key, hash, false, &unused, &freeslot);
    if (r < 0)
        return r == -2 ? -1 : 0;
    SO(sv)->table[r].key = DUMMY;
    SO(sv)->table[r].hash = -1;
    SO(sv)->used--;
    return 1;
}

static int set_discard(psvm *vm, value sv, value key)
{
    int64_t h = probe_hash(vm, key);
    return h == -1 ? -1 : set_discard_hash(vm, sv, key, h);
}

bool set_next(value sv, int64_t *pos, value *key)
{
    int64_t h;
    return set_next_hash(sv, pos, key, &h);
}

/* set_next, with the key's stored hash. */
bool set_next_hash(value sv, int64_t *pos, value *key, int64_t *hash)
{
    setobj *s = SO(sv);
    while (s->table && *pos <= s->mask) {
        set_entry *e = &s->table[(*pos)++];
        if (e->key && e->key != DUMMY) {
            *key = e->key;
            *hash = e->hash;
            return true;
        }
    }
    return false;
}

/* The next key of a set or of a dict, with its stored hash: CPython asks
 * a key for its hash once, and set operations between stored keys reuse
 * it, so a class's __hash__ does not run again. */
static bool next_hashed(value src, int64_t *pos, value *key, int64_t *hash)
{
    return is_anyset(src) ? set_next_hash(src, pos, key, hash) : dict_next_hash(src, pos, key, NULL, hash);
}

/* ---- updates ------------------------------------------------------------- */

/* s |= the set other, as CPython's set_merge: one resize first; into an
 * empty set the keys go straight in (they are distinct, nothing is
 * compared), else each is added with its stored hash. */
static int merge_set(psvm *vm, value sv, value other)
{
    setobj *s = SO(sv), *o = SO(other);
    if (sv == other || o->used == 0)
        return 0;
    if ((s->fill + o->used) * 5 >= eff_mask(s) * 3 && set_resize(vm, s, (s->used + o->used) * 2) < 0)
        return -1;
    if (!s->table && set_resize(vm, s, 0) < 0)
        return -1;
    if (s->fill == 0) {
        int64_t pos = 0, h;
        value k;
        while (set_next_hash(other, &pos, &k, &h))
            insert_clean(s->table, s->mask, k, h);
        s->fill = s->used = o->used;
        return 0;
    }
    int64_t pos = 0, h;
    value k;
    while (set_next_hash(other, &pos, &k, &h))
        if (set_add_hash(vm, sv, k, h) < 0)
            return -1;
    return 0;
}

int set_update(psvm *vm, value sv, value src)
{
    if (is_anyset(src))
        return merge_set(vm, sv, src);
    if (v_is_dict(src)) {
        setobj *s = SO(sv);
        int64_t n = AS_DICT(src)->used;
        if ((s->fill + n) * 5 >= eff_mask(s) * 3 && set_resize(vm, s, (s->used + n) * 2) < 0)
            return -1;
        int64_t pos = 0, h;
        value k;
        while (dict_next_hash(src, &pos, &k, NULL, &h))
            if (set_add_hash(vm, sv, k, h) < 0)
                return -1;
        return 0;
    }
    /* rooted: __iter__, __next__ and the keys' __hash__ and __eq__ run
     * Python code, which may collect, and the caller may hold the set
     * being made nowhere else */
    vm_root_push(vm, sv);
    value it = vm_iter(vm, src);
    if (!it) {
        vm_root_pop(vm, 1);
        return -1;
    }
    vm_root_push(vm, it);
    int rc = -1;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x)
            break;
        if (x == V_STOP) {
            rc = 0;
            break;
        }
        if (set_add(vm, sv, x) < 0 || !vm_charge(vm, 1))
            break;
    }
    vm_root_pop(vm, 2);
    return rc;
}

/* ---- protocol ------------------------------------------------------------ */

/* As CPython: the keys are listed first and the list printed, so a key's
 * __repr__ that changes the set does not change what is printed. */
static value set_repr(psvm *vm, value sv)
{
    bool fz = v_is_type(sv, &frozenset_type);
    if (SO(sv)->used == 0)
        return str_from_cstr(vm, fz ? "frozenset()" : "set()");
    int seen = vm_repr_enter(vm, sv);
    if (seen)
        return seen < 0 ? V_NULL : str_fmt(vm, "%s(...)", fz ? "frozenset" : "set");
    value keys = list_new(vm, SO(sv)->used);
    if (!keys) {
        vm_repr_leave(vm, sv);
        return V_NULL;
    }
    int64_t pos = 0, n = 0;
    value k;
    while (set_next(sv, &pos, &k))
        AS_LIST(keys)->items[n++] = k;
    vm_root_push(vm, keys);
    sbuf b;
    sb_init(&b, vm);
    if (fz)
        sb_adds(&b, "frozenset(");
    sb_addc(&b, '{');
    for (int64_t i = 0; i < n; i++) {
        if (i)
            sb_add(&b, ", ", 2);
        if (!sb_addv(&b, AS_LIST(keys)->items[i], true) || !vm_charge(vm, 1)) {
            b.failed = true;
            break;
        }
    }
    sb_addc(&b, '}');
    if (fz)
        sb_addc(&b, ')');
    vm_root_pop(vm, 1);
    vm_repr_leave(vm, sv);
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
    if ((uint64_t)SO(it->seq)->used != it->version) {
        it->version = (uint64_t)-1; /* sticky, as CPython */
        return vm_err(vm, &exc_RuntimeError, "Set changed size during iteration");
    }
    value k;
    if (!set_next(it->seq, &it->i, &k)) {
        it->seq = V_NULL;
        return V_STOP;
    }
    return k;
}

/* A new set of type t with the keys of src (any iterable). Rooted while
 * src's iteration and the keys' __hash__/__eq__ run Python code. */
static value copy_as(psvm *vm, value src, const vtype *t)
{
    value r = set_new(vm, t);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    int rc = set_update(vm, r, src);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

/* ---- the operations, as CPython 3.11 does them -----------------------------
 * Which set is iterated and which is probed decides whose __eq__ runs (the
 * probed set's key is the left operand) and, for &, whose keys the result
 * holds; a script's __eq__ can see both, so the choices are CPython's.
 * Every partial result is rooted, and each key taken from a table is
 * rooted while Python code runs (an __eq__ may remove it from its set). */

/* a <= b for sets a and b */
static int subset(psvm *vm, value a, value b)
{
    if (SO(a)->used > SO(b)->used)
        return 0;
    int64_t pos = 0, h;
    value k;
    while (set_next_hash(a, &pos, &k, &h)) {
        vm_root_push(vm, k);
        int c = set_contains_hash(vm, b, k, h);
        vm_root_pop(vm, 1);
        if (c <= 0)
            return c;
    }
    return 1;
}

static value set_compare(psvm *vm, value a, value b, int op);

/* Both sets are rooted while their keys compare (abstract.c). */
static value set_richcompare(psvm *vm, value a, value b, int op)
{
    if (!is_anyset(a) || !is_anyset(b))
        return V_NOTIMPLEMENTED;
    vm_root_push(vm, a);
    vm_root_push(vm, b);
    value r = set_compare(vm, a, b, op);
    vm_root_pop(vm, 2);
    return r;
}

static value set_compare(psvm *vm, value a, value b, int op)
{
    int r;
    switch (op) {
    case CMP_EQ: case CMP_NE:
        if (SO(a)->used != SO(b)->used)
            r = 0;
        else if (SO(a)->hash != -1 && SO(b)->hash != -1 && SO(a)->hash != SO(b)->hash)
            r = 0; /* two frozensets already hashed */
        else
            r = subset(vm, a, b);
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

/* so & other as a new set of type t; other any iterable */
static value intersection(psvm *vm, value so, value other, const vtype *t)
{
    if (so == other)
        return copy_as(vm, so, t);
    value r = set_new(vm, t);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    int rc = 0;
    if (is_anyset(other)) {
        if (SO(other)->used > SO(so)->used) {
            value tmp = so;
            so = other;
            other = tmp;
        }
        int64_t pos = 0, h;
        value k;
        while (rc == 0 && set_next_hash(other, &pos, &k, &h)) {
            vm_root_push(vm, k);
            rc = set_contains_hash(vm, so, k, h);
            if (rc > 0)
                rc = set_add_hash(vm, r, k, h);
            vm_root_pop(vm, 1);
        }
    } else {
        value it = vm_iter(vm, other);
        rc = it ? 0 : -1;
        vm_root_push(vm, it);
        while (rc == 0) {
            value x = vm_next(vm, it);
            if (!x || x == V_STOP || !vm_charge(vm, 1)) {
                rc = x == V_STOP ? 1 : -1;
                break;
            }
            vm_root_push(vm, x);
            int64_t h = vm_hash(vm, x);
            rc = h == -1 ? -1 : set_contains_hash(vm, so, x, h);
            if (rc > 0)
                rc = set_add_hash(vm, r, x, h);
            vm_root_pop(vm, 1);
        }
        vm_root_pop(vm, 1);
    }
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

/* so -= other, in place */
static int difference_update(psvm *vm, value so, value other)
{
    if (so == other) {
        vm_dealloc(vm, SO(so)->table);
        SO(so)->table = NULL;
        SO(so)->mask = SO(so)->used = SO(so)->fill = 0;
        return 0;
    }
    if (is_anyset(other)) {
        /* a much bigger other: only the common keys matter */
        if ((SO(other)->used >> 3) > SO(so)->used && !(other = intersection(vm, so, other, &set_type)))
            return -1;
        vm_root_push(vm, other);
        int64_t pos = 0, h;
        value k;
        int rc = 0;
        while (rc >= 0 && set_next_hash(other, &pos, &k, &h)) {
            vm_root_push(vm, k);
            rc = set_discard_hash(vm, so, k, h);
            vm_root_pop(vm, 1);
        }
        vm_root_pop(vm, 1);
        return rc < 0 ? -1 : 0;
    }
    value it = vm_iter(vm, other);
    if (!it)
        return -1;
    vm_root_push(vm, it);
    int rc = 0;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x || x == V_STOP || !vm_charge(vm, 1)) {
            rc = x == V_STOP ? 0 : -1;
            break;
        }
        if (set_discard(vm, so, x) < 0) {
            rc = -1;
            break;
        }
    }
    vm_root_pop(vm, 1);
    return rc;
}

/* so - other as a new set of type t */
static value difference(psvm *vm, value so, value other, const vtype *t)
{
    int64_t other_size;
    if (is_anyset(other))
        other_size = SO(other)->used;
    else if (v_is_dict(other))
        other_size = AS_DICT(other)->used;
    else
        other_size = -1;
    if (other_size < 0 || (SO(so)->used >> 2) > other_size) {
        /* copy so, then take other's keys out of the copy */
        value r = copy_as(vm, so, t);
        if (!r)
            return V_NULL;
        vm_root_push(vm, r);
        int rc = difference_update(vm, r, other);
        vm_root_pop(vm, 1);
        return rc < 0 ? V_NULL : r;
    }
    value r = set_new(vm, t);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    int64_t pos = 0, h;
    value k;
    int rc = 0;
    while (rc >= 0 && set_next_hash(so, &pos, &k, &h)) {
        vm_root_push(vm, k);
        if (is_anyset(other))
            rc = set_contains_hash(vm, other, k, h);
        else
            rc = dict_get_hash(vm, other, k, h) ? 1 : vm->exc ? -1 : 0;
        if (rc == 0)
            rc = set_add_hash(vm, r, k, h);
        vm_root_pop(vm, 1);
    }
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

/* so ^= other, in place */
static int symdiff_update(psvm *vm, value so, value other)
{
    if (so == other)
        return difference_update(vm, so, other);
    if (!is_anyset(other) && !v_is_dict(other) && !(other = copy_as(vm, other, vm_typeof(so))))
        return -1;
    vm_root_push(vm, other);
    int64_t pos = 0, h;
    value k;
    int rc = 0;
    while (rc >= 0 && next_hashed(other, &pos, &k, &h)) {
        vm_root_push(vm, k);
        rc = set_discard_hash(vm, so, k, h);
        if (rc == 0)
            rc = set_add_hash(vm, so, k, h);
        vm_root_pop(vm, 1);
    }
    vm_root_pop(vm, 1);
    return rc < 0 ? -1 : 0;
}

/* so ^ other as a new set of type t: a copy of other, then so's keys */
static value symdiff(psvm *vm, value so, value other, const vtype *t)
{
    value r = copy_as(vm, other, t);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    int rc = symdiff_update(vm, r, so);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

/* s |= other, s -= other or s ^= other for the set s, other any iterable
 * (set.update, difference_update, symmetric_difference_update): the dict
 * views' |, - and ^ are these on a copy of their left operand (dict.c). */
int set_update_op(psvm *vm, value s, int op, value other)
{
    if (op == BOP_SUB)
        return difference_update(vm, s, other);
    if (op == BOP_XOR)
        return symdiff_update(vm, s, other);
    return set_update(vm, s, other);
}

/* so | other as a new set of type t */
static value set_union(psvm *vm, value so, value other, const vtype *t)
{
    value r = copy_as(vm, so, t);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    int rc = set_update(vm, r, other);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

/* self's table becomes r's (the in-place operators that compute a new set) */
static void take_table(value self, value r)
{
    setobj *x = SO(self), *y = SO(r);
    set_entry *t = x->table;
    int64_t m = x->mask;
    x->table = y->table;
    x->mask = y->mask;
    x->fill = y->fill;
    x->used = y->used;
    y->table = t;
    y->mask = m;
    y->used = y->fill = 0;
    if (t) /* r keeps the old table's block, emptied, for its free */
        memset(t, 0, (size_t)(m + 1) * sizeof(set_entry));
}

static value set_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (!is_anyset(a) || !is_anyset(b) ||
        (base != BOP_OR && base != BOP_AND && base != BOP_SUB && base != BOP_XOR))
        return V_NOTIMPLEMENTED;
    const vtype *t = v_obj(a)->type;
    if ((op & BOP_INPLACE) && t == &set_type) {
        /* |=, -=, ^= change a as they go (CPython); &= computes, then swaps */
        int rc;
        if (base == BOP_OR)
            rc = set_update(vm, a, b);
        else if (base == BOP_SUB)
            rc = difference_update(vm, a, b);
        else if (base == BOP_XOR)
            rc = symdiff_update(vm, a, b);
        else {
            value r = intersection(vm, a, b, t);
            if (r)
                take_table(a, r);
            rc = r ? 0 : -1;
        }
        return rc < 0 ? V_NULL : a;
    }
    if (base == BOP_OR)
        return set_union(vm, a, b, t);
    if (base == BOP_AND)
        return intersection(vm, a, b, t);
    if (base == BOP_SUB)
        return difference(vm, a, b, t);
    return symdiff(vm, a, b, t);
}

/* From the stored hashes: no key's __hash__ runs again (CPython). */
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
    int64_t pos = 0, kh;
    value k;
    while (set_next_hash(sv, &pos, &k, &kh)) {
        uint64_t x = (uint64_t)kh;
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
    if (!argc)
        return set_new(vm, t);
    return copy_as(vm, argv[0], t);
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

/* The next key from a finger that moves on (CPython's set.pop), taken out
 * of its slot directly: no __hash__ or __eq__ runs. */
static value m_pop(psvm *vm, value self, int argc, const value *argv, value kw)
{
    setobj *s = SO(self);
    if (s->used == 0)
        return vm_err(vm, &exc_KeyError, "pop from an empty set");
    int64_t i = s->finger & s->mask;
    while (!s->table[i].key || s->table[i].key == DUMMY)
        i = (i + 1) & s->mask;
    value k = s->table[i].key;
    s->table[i].key = DUMMY;
    s->table[i].hash = -1;
    s->used--;
    s->finger = i + 1;
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
 * type, step by step as CPython's set_*_multi. The partial result is
 * rooted: a source may run Python code. */
static value multi(psvm *vm, value self, int argc, const value *argv, int op)
{
    const vtype *t = v_obj(self)->type;
    if (argc == 0)
        return copy_as(vm, self, t);
    value r;
    if (op == BOP_OR)
        r = set_union(vm, self, argv[0], t);
    else if (op == BOP_AND)
        r = intersection(vm, self, argv[0], t);
    else if (op == BOP_SUB)
        r = difference(vm, self, argv[0], t);
    else
        r = symdiff(vm, self, argv[0], t);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r);
    for (int i = 1; i < argc && r; i++) {
        if (op == BOP_AND) {
            r = intersection(vm, r, argv[i], t);
            if (r)
                vm_root_set(vm, 1, r);
        } else if ((op == BOP_OR ? set_update(vm, r, argv[i]) : difference_update(vm, r, argv[i])) < 0) {
            r = V_NULL;
        }
    }
    vm_root_pop(vm, 1);
    return r;
}
static value m_union(psvm *vm, value self, int argc, const value *argv, value kw) { return multi(vm, self, argc, argv, BOP_OR); }
static value m_intersection(psvm *vm, value self, int argc, const value *argv, value kw) { return multi(vm, self, argc, argv, BOP_AND); }
static value m_difference(psvm *vm, value self, int argc, const value *argv, value kw) { return multi(vm, self, argc, argv, BOP_SUB); }
static value m_symdiff(psvm *vm, value self, int argc, const value *argv, value kw) { return multi(vm, self, argc, argv, BOP_XOR); }

static value m_difference_update(psvm *vm, value self, int argc, const value *argv, value kw)
{
    for (int i = 0; i < argc; i++)
        if (difference_update(vm, self, argv[i]) < 0)
            return V_NULL;
    return V_NONE;
}
static value m_intersection_update(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value r = multi(vm, self, argc, argv, BOP_AND);
    if (!r)
        return V_NULL;
    take_table(self, r);
    return V_NONE;
}
static value m_symdiff_update(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return symdiff_update(vm, self, argv[0]) < 0 ? V_NULL : V_NONE;
}

/* issubset (0), issuperset (1), isdisjoint (2) against any iterable, as
 * CPython: a non-set argument of issuperset and isdisjoint is iterated
 * (stopping at the first answer), issubset's is made a set first. */
static value rel(psvm *vm, value self, int argc, const value *argv, value kw, int which)
{
    value other = argv[0];
    if (is_anyset(other) || which == 0) {
        if (!is_anyset(other) && !(other = copy_as(vm, other, &set_type)))
            return V_NULL;
        if (!vm_charge(vm, SO(self)->used + SO(other)->used))
            return V_NULL;
        vm_root_push(vm, other);
        int r;
        if (which == 0)
            r = subset(vm, self, other);
        else if (which == 1)
            r = subset(vm, other, self);
        else if (self == other)
            r = SO(self)->used == 0;
        else {
            /* iterate the smaller set, probe the other */
            value a = self, b = other;
            if (SO(b)->used > SO(a)->used) {
                a = other;
                b = self;
            }
            int64_t pos = 0, h;
            value k;
            r = 1;
            while (r == 1 && set_next_hash(b, &pos, &k, &h)) {
                vm_root_push(vm, k);
                int c = set_contains_hash(vm, a, k, h);
                vm_root_pop(vm, 1);
                r = c < 0 ? -1 : !c;
            }
        }
        vm_root_pop(vm, 1);
        return r < 0 ? V_NULL : v_bool(r);
    }
    value it = vm_iter(vm, other);
    if (!it)
        return V_NULL;
    vm_root_push(vm, it);
    value res = V_NULL;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x || !vm_charge(vm, 1))
            break;
        if (x == V_STOP) {
            res = v_bool(true);
            break;
        }
        int c = set_contains(vm, self, x);
        if (c < 0)
            break;
        if (c == (which == 2)) { /* superset: a key missing; disjoint: one shared */
            res = v_bool(false);
            break;
        }
    }
    vm_root_pop(vm, 1);
    return res;
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
