/*
 * dict.c - the insertion-ordered compact dict (CPython's layout: a sparse
 * index table of int64 slots into a dense entries array), its views and
 * iterators.
 *
 * Key comparison may run Python code later (user __eq__); the entries are
 * re-read after every comparison and `version` tells iterators the dict
 * changed under them.
 */
#include <string.h>

#include <stdio.h>

#include "str_internal.h"
#include "vm/vm.h"

#define D(v) AS_DICT(v)
#define IX_EMPTY (-1)
#define IX_DUMMY (-2)

/* The index table's slots are as narrow as its size allows, as CPython's:
 * one byte up to 128 slots (at most 85 entries), two up to 32768, four
 * beyond. A 6-key dict's 16 slots take 16 bytes instead of 128; -1 and -2
 * are all ones in any width, so a table is cleared with memset. */
static inline int ix_width(uint64_t mask) { return mask < 128 ? 1 : mask < 32768 ? 2 : 4; }

static inline int64_t ix_load(const void *t, uint64_t mask, uint64_t i)
{
    switch (ix_width(mask)) {
    case 1: return ((const int8_t *)t)[i];
    case 2: return ((const int16_t *)t)[i];
    default: return ((const int32_t *)t)[i];
    }
}

static inline void ix_store(void *t, uint64_t mask, uint64_t i, int64_t v)
{
    switch (ix_width(mask)) {
    case 1: ((int8_t *)t)[i] = (int8_t)v; break;
    case 2: ((int16_t *)t)[i] = (int16_t)v; break;
    default: ((int32_t *)t)[i] = (int32_t)v; break;
    }
}

static inline int64_t ix_get(const dictobj *d, uint64_t i) { return ix_load(d->index, (uint64_t)d->mask, i); }
static inline void ix_set(dictobj *d, uint64_t i, int64_t v) { ix_store(d->index, (uint64_t)d->mask, i, v); }

/* A table of size slots (a power of two) and its entries' bytes. */
static inline size_t table_bytes(int64_t size, int64_t ncap)
{
    return (size_t)size * (size_t)ix_width((uint64_t)size - 1) + (size_t)ncap * sizeof(dict_entry);
}

value dict_new(psvm *vm)
{
    dictobj *d = (dictobj *)vm_new_obj(vm, &dict_type, sizeof(dictobj));
    return d ? v_from_obj(d) : V_NULL;
}

static int resize(psvm *vm, dictobj *d, int64_t minused);

/* Is d's table in the object's own block (dict_new_sized)? A resize
 * leaves that one unused. */
static inline bool table_inline(const dictobj *d) { return d->index == (const void *)(d + 1); }

/* The index slots for a table holding minused entries: a power of two at
 * least 8, with the entries at most two thirds of it. */
static int64_t table_slots(int64_t minused)
{
    int64_t size = 8;
    while (size * 2 < minused * 3)
        size *= 2;
    return size;
}

/* A dict for n entries with its table in the object's own block, as
 * dict_new_small's (a dict display, a JSON object: one allocation, and
 * no allocator rounding twice). Made for more entries, it leaves the
 * block's table unused. */
value dict_new_sized(psvm *vm, int64_t n)
{
    if (n <= 0)
        return dict_new(vm);
    int64_t size = table_slots(n), ncap = size * 2 / 3;
    if (ncap >= INT32_MAX)
        return vm_err_nomem(vm);
    size_t table = table_bytes(size, ncap);
    dictobj *d = (dictobj *)vm_new_obj_head(vm, &dict_type, sizeof(dictobj) + table, sizeof(dictobj));
    if (!d)
        return V_NULL;
    d->index = d + 1;
    size_t ib = (size_t)size * (size_t)ix_width((uint64_t)size - 1);
    memset(d->index, 0xFF, ib);
    d->entries = (dict_entry *)((char *)d->index + ib);
    d->mask = size - 1;
    d->cap = ncap;
    return v_from_obj(d);
}

/* The smallest table (8 slots, 5 entries) inside the object's own block:
 * for the dicts every sandbox fills at once (its globals, the interned
 * names), one allocation instead of two, even before the first key. A
 * resize leaves it unused. */
value dict_new_small(psvm *vm) { return dict_new_sized(vm, 5); }

/* GNU C: keep the generic probe out of line so that the str path inlined
 * into dict_get/dict_set stays small (no spills for the error paths). */
#if defined(__GNUC__) || defined(__clang__)
#define DICT_COLD __attribute__((noinline))
#define DICT_HOT __attribute__((always_inline)) inline
#else
#define DICT_COLD
#define DICT_HOT inline
#endif

/* The probe: the index-table slot for key, either the slot holding it
 * (*found) or the first empty one, where an insertion goes; -2 on error.
 * Instantiated twice: str_key (the common case: records, counters, keyword
 * maps) has no error path and no type dispatch per probe, identity before
 * bytes; an entry of another type with the same hash could still compare
 * equal through a class's __eq__, so meeting one returns -3 and the caller
 * takes the generic one.
 *
 * A class's __eq__ runs Python code in the middle of the probe, and that
 * code may change this very dict: insert (even resize: the table this probe
 * reads is freed), delete, clear. As CPython does, the probe then starts
 * over from the dict as it is now, unless the table and the entry just
 * compared are both unchanged, in which case it goes on where it was (so
 * an __eq__ that inserts a key each time still ends). Everything read
 * before the call (slot, entry pointer) is re-read after it, never trusted.
 * An insertion never reuses a deleted (dummy) slot: the index has room for
 * every entry the entries array can hold, and a slot behind the probe that
 * an __eq__ filled could otherwise hide a key equal to the one sought. */
static DICT_HOT int64_t probe(psvm *vm, dictobj *d, value key, int64_t hash, bool *found, bool str_key)
{
restart:
    *found = false;
    if (!d->mask)
        return -1;
    uint64_t mask = (uint64_t)d->mask, i = (uint64_t)hash & mask, perturb = (uint64_t)hash;
    for (;;) {
        int64_t ix = ix_get(d, i);
        if (ix == IX_EMPTY)
            return (int64_t)i;
        if (ix >= 0) {
            dict_entry *e = &d->entries[ix];
            if (e->key == key) {
                *found = true;
                return (int64_t)i;
            }
            if (e->hash == hash) {
                value k = e->key;
                int eq;
                if (v_is_str(k) && (str_key || v_is_str(key))) {
                    eq = str_eq(k, key);
                } else if (str_key) {
                    return -3;
                } else {
                    const void *table = d->index;
                    /* k is rooted by the call itself (an argument of the
                     * __eq__ that runs); nothing else read here is used
                     * again unless the checks below find it unchanged */
                    eq = vm_eq(vm, k, key);
                    if (eq < 0)
                        return -2;
                    if (d->index != table || (uint64_t)d->mask != mask || ix >= d->nentries ||
                        ix_get(d, i) != ix || d->entries[ix].key != k)
                        goto restart;
                }
                if (eq) {
                    *found = true;
                    return (int64_t)i;
                }
            }
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

static DICT_COLD int64_t lookup(psvm *vm, dictobj *d, value key, int64_t hash, bool *found)
{
    return probe(vm, d, key, hash, found, false);
}

/* A str key's hash, read from its cache without a call when it is there. */
static inline int64_t key_str_hash(value key)
{
    int64_t h = AS_STR(key)->hash;
    return h != -1 ? h : str_hash(key);
}

/* The slot of key whose hash is known (a stored entry's: CPython does not
 * ask a key for its hash again when it copies or compares dicts and sets),
 * through the str probe when key is a str. */
static DICT_HOT int64_t find_slot_hashed(psvm *vm, dictobj *d, value key, int64_t hash, bool *found)
{
    if (v_is_str(key)) {
        int64_t slot = probe(vm, d, key, hash, found, true);
        if (slot != -3)
            return slot;
    }
    return lookup(vm, d, key, hash, found);
}

/* Hash and slot of key, through the str probe when key is a str. */
static DICT_HOT int64_t find_slot(psvm *vm, dictobj *d, value key, int64_t *hash, bool *found)
{
    if (v_is_str(key)) {
        *hash = key_str_hash(key);
        int64_t slot = probe(vm, d, key, *hash, found, true);
        if (slot != -3)
            return slot;
    } else {
        *hash = vm_hash(vm, key);
        if (*hash == -1)
            return -2;
    }
    return lookup(vm, d, key, *hash, found);
}

/* The index table and the entries are one block, the entries after the
 * index: one allocation per resize instead of two (a script makes many
 * small dicts: records, keyword maps). d->index owns the block. */
static int resize(psvm *vm, dictobj *d, int64_t minused)
{
    int64_t size = table_slots(minused);
    int64_t ncap = size * 2 / 3;
    /* entry numbers are at most int32 in the index: 2**31 entries would
     * need 48 GiB of table, far past any sandbox's memory */
    if (ncap >= INT32_MAX) {
        vm_err_nomem(vm);
        return -1;
    }
    void *ni = vm_alloc(vm, table_bytes(size, ncap));
    if (!ni)
        return -1;
    uint64_t mask = (uint64_t)size - 1;
    size_t ib = (size_t)size * (size_t)ix_width(mask);
    dict_entry *ne = (dict_entry *)((char *)ni + ib);
    memset(ni, 0xFF, ib);
    int64_t n = 0;
    for (int64_t k = 0; k < d->nentries; k++) {
        if (!d->entries[k].key)
            continue;
        ne[n] = d->entries[k];
        uint64_t i = (uint64_t)ne[n].hash & mask, perturb = (uint64_t)ne[n].hash;
        while (ix_load(ni, mask, i) != IX_EMPTY) {
            perturb >>= 5;
            i = (i * 5 + perturb + 1) & mask;
        }
        ix_store(ni, mask, i, n++);
    }
    if (!table_inline(d))
        vm_dealloc(vm, d->index);
    d->index = ni;
    d->entries = ne;
    d->mask = size - 1;
    d->cap = ncap;
    d->nentries = n;
    return 0;
}

value dict_get(psvm *vm, value dv, value key)
{
    int64_t h;
    bool found;
    int64_t slot = find_slot(vm, D(dv), key, &h, &found);
    if (slot == -2 || !found)
        return V_NULL;
    return D(dv)->entries[ix_get(D(dv), (uint64_t)slot)].val;
}

value dict_lookup_str_index(value dv, value key, int64_t *idx)
{
    dictobj *d = D(dv);
    if (!d->mask)
        return V_NULL;
    int64_t hash = key_str_hash(key);
    uint64_t mask = (uint64_t)d->mask, i = (uint64_t)hash & mask, perturb = (uint64_t)hash;
    for (;;) {
        int64_t ix = ix_get(d, i);
        if (ix == IX_EMPTY)
            return V_NULL;
        if (ix >= 0) {
            dict_entry *e = &d->entries[ix];
            if (e->key == key || (e->hash == hash && v_is_str(e->key) && str_eq(e->key, key))) {
                *idx = ix;
                return e->val;
            }
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

value dict_get_str(psvm *vm, value dv, value key)
{
    dictobj *d = D(dv);
    if (!d->mask)
        return V_NULL;
    int64_t hash = key_str_hash(key);
    uint64_t mask = (uint64_t)d->mask, i = (uint64_t)hash & mask, perturb = (uint64_t)hash;
    for (;;) {
        int64_t ix = ix_get(d, i);
        if (ix == IX_EMPTY)
            return V_NULL;
        if (ix >= 0) {
            dict_entry *e = &d->entries[ix];
            if (e->key == key || (e->hash == hash && v_is_str(e->key) && str_eq(e->key, key)))
                return e->val;
        }
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
}

/* Put (key, v) at slot (from find_slot: key absent), growing the table
 * first if it is full. Runs no Python code. */
static int insert_at(psvm *vm, dictobj *d, int64_t slot, int64_t h, value key, value v)
{
    if (d->nentries >= d->cap) {
        if (resize(vm, d, d->used + 1 + (d->used >> 1)) < 0)
            return -1;
        /* the new table has no dummies and does not hold key: the first
         * empty slot of its probe sequence is the one */
        uint64_t mask = (uint64_t)d->mask, i = (uint64_t)h & mask, perturb = (uint64_t)h;
        while (ix_get(d, i) != IX_EMPTY) {
            perturb >>= 5;
            i = (i * 5 + perturb + 1) & mask;
        }
        slot = (int64_t)i;
    }
    d->entries[d->nentries] = (dict_entry){h, key, v};
    ix_set(d, (uint64_t)slot, d->nentries++);
    d->used++;
    d->version = ++vm->dict_epoch;
    return 0;
}

int dict_set(psvm *vm, value dv, value key, value v)
{
    dictobj *d = D(dv);
    int64_t h;
    bool found;
    int64_t slot = find_slot(vm, d, key, &h, &found);
    if (slot == -2)
        return -1;
    if (found) {
        d->entries[ix_get(d, (uint64_t)slot)].val = v;
        return 0;
    }
    return insert_at(vm, d, slot, h, key, v);
}

/* dict_set with the key's hash known. v is rooted here: a key's __eq__
 * may drop the last other reference to it before it is stored. */
int dict_set_hash(psvm *vm, value dv, value key, int64_t h, value v)
{
    dictobj *d = D(dv);
    bool found;
    vm_root_push(vm, key);
    vm_root_push(vm, v);
    int64_t slot = find_slot_hashed(vm, d, key, h, &found);
    vm_root_pop(vm, 2);
    if (slot == -2)
        return -1;
    if (found) {
        d->entries[ix_get(d, (uint64_t)slot)].val = v;
        return 0;
    }
    return insert_at(vm, d, slot, h, key, v);
}

/* Append (key, v) with its hash known, comparing it with no key: a
 * snapshot's entries (vm/snapshot.c), distinct when saved, are put back
 * without running any __eq__. A hostile snapshot's duplicate stays a
 * duplicate entry; nothing is read out of bounds. */
int dict_insert_restored(psvm *vm, value dv, value key, int64_t h, value v)
{
    /* not D(dv): an instance of a dict subclass whose class a snapshot
     * has not rebuilt yet is filled too (snapshot.c checks it after) */
    dictobj *d = (dictobj *)v_obj(dv);
    if ((!d->mask || d->nentries >= d->cap) && resize(vm, d, d->used + 1 + (d->used >> 1)) < 0)
        return -1;
    uint64_t mask = (uint64_t)d->mask, i = (uint64_t)h & mask, perturb = (uint64_t)h;
    while (ix_get(d, i) != IX_EMPTY) {
        perturb >>= 5;
        i = (i * 5 + perturb + 1) & mask;
    }
    return insert_at(vm, d, (int64_t)i, h, key, v);
}

value dict_get_hash(psvm *vm, value dv, value key, int64_t h)
{
    bool found;
    int64_t slot = find_slot_hashed(vm, D(dv), key, h, &found);
    if (slot == -2 || !found)
        return V_NULL;
    return D(dv)->entries[ix_get(D(dv), (uint64_t)slot)].val;
}

int dict_del(psvm *vm, value dv, value key)
{
    dictobj *d = D(dv);
    int64_t h;
    bool found;
    int64_t slot = find_slot(vm, d, key, &h, &found);
    if (slot == -2)
        return -1;
    if (!found)
        return 1;
    d->entries[ix_get(d, (uint64_t)slot)].key = V_NULL;
    d->entries[ix_get(d, (uint64_t)slot)].val = V_NULL;
    ix_set(d, (uint64_t)slot, IX_DUMMY);
    d->used--;
    d->version = ++vm->dict_epoch;
    return 0;
}

bool dict_next(value dv, int64_t *pos, value *key, value *val)
{
    int64_t h;
    return dict_next_hash(dv, pos, key, val, &h);
}

/* dict_next, with the stored hash of the key. */
bool dict_next_hash(value dv, int64_t *pos, value *key, value *val, int64_t *hash)
{
    dictobj *d = D(dv);
    while (*pos < d->nentries) {
        dict_entry *e = &d->entries[(*pos)++];
        if (e->key) {
            if (key)
                *key = e->key;
            if (val)
                *val = e->val;
            *hash = e->hash;
            return true;
        }
    }
    return false;
}

/* ---- protocol ------------------------------------------------------------ */

static value dict_repr(psvm *vm, value dv)
{
    if (D(dv)->used == 0)
        return str_from_cstr(vm, "{}");
    int seen = vm_repr_enter(vm, dv);
    if (seen)
        return seen < 0 ? V_NULL : str_from_cstr(vm, "{...}");
    sbuf b;
    sb_init(&b, vm);
    sb_addc(&b, '{');
    int64_t pos = 0;
    value k, v;
    bool first = true;
    while (dict_next(dv, &pos, &k, &v)) {
        if (!first)
            sb_add(&b, ", ", 2);
        first = false;
        /* the key's __repr__ may delete the entry: v stays rooted until
         * it is printed (CPython holds a reference to both; sb_addv roots
         * what it prints) */
        vm_root_push(vm, v);
        sb_addv(&b, k, true);
        vm_root_pop(vm, 1);
        sb_add(&b, ": ", 2);
        if (!sb_addv(&b, v, true) || !vm_charge(vm, 1)) {
            b.failed = true;
            break;
        }
    }
    sb_addc(&b, '}');
    vm_repr_leave(vm, dv);
    return sb_finish(&b);
}

static int64_t dict_len(psvm *vm, value d) { return D(d)->used; }

static value dict_getitem(psvm *vm, value d, value k)
{
    value v = dict_get(vm, d, k);
    if (!v && !vm->exc) {
        /* dict.__getitem__(sub, k) asks a subclass's __missing__ too */
        if (!v_is_dict(d) && class_has_special(d, SP_MISSING))
            return class_special_call(vm, d, SP_MISSING, 1, &k);
        return vm_err_key(vm, k);
    }
    return v;
}

static int dict_setitem(psvm *vm, value d, value k, value v)
{
    if (v)
        return dict_set(vm, d, k, v);
    int r = dict_del(vm, d, k);
    if (r == 1) {
        vm_err_key(vm, k);
        return -1;
    }
    return r;
}

static int dict_contains(psvm *vm, value d, value k)
{
    value v = dict_get(vm, d, k);
    if (!v)
        return vm->exc ? -1 : 0;
    return 1;
}

/* a == b as CPython's dict_equal: for each entry of a, b's value for the
 * key (looked up with the stored hash: no __hash__ call), then the values'
 * ==. The entry's key and value are rooted while Python code runs (a
 * key's __eq__ in b's lookup may delete them from a). */
static value dict_richcompare(psvm *vm, value a, value b, int op)
{
    if (!v_is_dict_like(a) || !v_is_dict_like(b) || (op != CMP_EQ && op != CMP_NE))
        return V_NOTIMPLEMENTED;
    if (D(a)->used != D(b)->used)
        return v_bool(op == CMP_NE);
    int64_t pos = 0, h;
    value k, v;
    int e = 1;
    vm_root_push(vm, a); /* the dicts themselves too (abstract.c) */
    vm_root_push(vm, b);
    while (e > 0 && dict_next_hash(a, &pos, &k, &v, &h)) {
        vm_root_push(vm, k);
        vm_root_push(vm, v);
        value w = dict_get_hash(vm, b, k, h);
        e = w ? vm_eq(vm, v, w) : vm->exc ? -1 : 0;
        vm_root_pop(vm, 2);
    }
    vm_root_pop(vm, 2);
    if (e < 0)
        return V_NULL;
    return v_bool(op == CMP_EQ ? e : !e);
}

int dict_update_from(psvm *vm, value d, value src);

static value dict_binop(psvm *vm, int op, value a, value b)
{
    /* d |= anything dict.update() takes; d | x needs a dict on both sides */
    if (op == (BOP_OR | BOP_INPLACE) && v_is_dict_like(a) && !v_is_dict_like(b))
        return dict_update_from(vm, a, b) < 0 ? V_NULL : a;
    if ((op & ~BOP_INPLACE) != BOP_OR || !v_is_dict_like(a) || !v_is_dict_like(b))
        return V_NOTIMPLEMENTED;
    value r = a;
    if (!(op & BOP_INPLACE)) {
        r = dict_new(vm);
        int64_t pos = 0;
        value k, v;
        while (r && dict_next(a, &pos, &k, &v))
            if (dict_set(vm, r, k, v) < 0)
                return V_NULL;
    }
    int64_t pos = 0;
    value k, v;
    while (r && dict_next(b, &pos, &k, &v))
        if (dict_set(vm, r, k, v) < 0)
            return V_NULL;
    return r;
}


static int view_kind(value v);

/* Iterators: kind 0 keys, 1 values, 2 items. seqiter.version holds the
 * size the dict had (a change is "changed size during iteration");
 * seqiter.extra the kind (low 2 bits) and, above it, how many entries are
 * still to come: a dict whose size stayed but whose keys were replaced
 * would otherwise yield more than it had ("keys changed", as CPython). */
#define ITER_KIND(it) ((int)((it)->extra & 3))
#define ITER_LEFT(it) ((it)->extra >> 2)
static value dict_iter_kind(psvm *vm, value d, int kind)
{
    static const vtype *const types[] = {&dictiter_type, &dictiter_values_type, &dictiter_items_type};
    seqiter *it = (seqiter *)vm_new_obj(vm, types[kind], sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = d;
    it->extra = kind | (D(d)->used << 2);
    it->version = (uint64_t)D(d)->used;
    return v_from_obj(it);
}

static value dict_iter(psvm *vm, value d) { return dict_iter_kind(vm, d, 0); }

static value dictiter_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    if (!it->seq)
        return V_STOP;
    if ((uint64_t)D(it->seq)->used != it->version) {
        it->version = (uint64_t)-1;
        return vm_err(vm, &exc_RuntimeError, "dictionary changed size during iteration");
    }
    value k, v;
    if (!dict_next(it->seq, &it->i, &k, &v)) {
        it->seq = V_NULL;
        return V_STOP;
    }
    if (ITER_LEFT(it) == 0) {
        it->seq = V_NULL;
        return vm_err(vm, &exc_RuntimeError, "dictionary keys changed during iteration");
    }
    it->extra -= 4;
    if (ITER_KIND(it) == 0)
        return k;
    if (ITER_KIND(it) == 1)
        return v;
    return tuple_pack(vm, 2, k, v);
}

/* reversed(dict) and reversed(view): the entries from the last one back,
 * with the forward iterators' size check. seqiter.i is the next entry. */
static const vtype dictrev_types[3];

value dict_reversed(psvm *vm, value dv)
{
    int kind = 0;
    if (!v_is_dict_like(dv)) {
        kind = view_kind(dv);
        dv = ((seqiter *)v_obj(dv))->seq;
    }
    seqiter *it = (seqiter *)vm_new_obj(vm, &dictrev_types[kind], sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = dv;
    it->extra = kind;
    it->i = D(dv)->nentries - 1;
    it->version = (uint64_t)D(dv)->used;
    return v_from_obj(it);
}

static value dictrev_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    if (!it->seq)
        return V_STOP;
    dictobj *d = D(it->seq);
    if ((uint64_t)d->used != it->version) {
        it->version = (uint64_t)-1;
        return vm_err(vm, &exc_RuntimeError, "dictionary changed size during iteration");
    }
    for (; it->i >= 0 && it->i < d->nentries; it->i--) {
        dict_entry *e = &d->entries[it->i];
        if (!e->key)
            continue;
        it->i--;
        if (it->extra == 0)
            return e->key;
        if (it->extra == 1)
            return e->val;
        return tuple_pack(vm, 2, e->key, e->val);
    }
    it->seq = V_NULL;
    return V_STOP;
}

static void dict_trace(gc_state *gc, obj *o)
{
    dictobj *d = (dictobj *)o;
    for (int64_t i = 0; i < d->nentries; i++)
        if (d->entries[i].key) {
            gc_mark_value(gc, d->entries[i].key);
            gc_mark_value(gc, d->entries[i].val);
        }
}

static void dict_free(psvm *vm, obj *o)
{
    if (!table_inline((dictobj *)o))
        vm_dealloc(vm, ((dictobj *)o)->index); /* and the entries: one block */
}

static const vtype mappingproxy_type;
#define PX(v) (((seqiter *)v_obj(v))->seq)

/* dict(m) / d.update(m) for a mapping that is not a dict: a script's
 * object with keys(), read as CPython's PyDict_Merge does (for k in
 * m.keys(): d[k] = m[k]). */
static int update_from_mapping(psvm *vm, value d, value src, value keys)
{
    vm_root_push(vm, d);
    vm_root_push(vm, src);
    vm_root_push(vm, keys);
    value it = V_NULL;
    value ks = vm_call0(vm, keys);
    if (ks) {
        vm_root_push(vm, ks);
        it = vm_iter(vm, ks);
        vm_root_pop(vm, 1);
        if (!it && vm_err_occurred_is(vm, &exc_TypeError)) {
            vm->exc = V_NULL;
            vm_err(vm, &exc_TypeError, "%s.keys() returned a non-iterable (type %s)", vm_type_name(src),
                   vm_type_name(ks));
        }
    }
    int rc = it ? 0 : -1;
    if (it)
        vm_root_push(vm, it);
    while (rc == 0) {
        value k = vm_next(vm, it);
        if (!k || k == V_STOP || !vm_charge(vm, 1)) {
            rc = k == V_STOP ? 0 : -1;
            break;
        }
        vm_root_push(vm, k);
        value v = vm_getitem(vm, src, k);
        if (!v || dict_set(vm, d, k, v) < 0)
            rc = -1;
        vm_root_pop(vm, 1);
    }
    vm_root_pop(vm, it ? 4 : 3);
    return rc;
}

/* Into an empty dict d, the entries of dict src: their keys are known to
 * be distinct, so they go in with their stored hashes and no comparison
 * at all (CPython clones the table). Runs no Python code. */
static int copy_into_empty(psvm *vm, value d, value src)
{
    dictobj *t = D(d);
    if (D(src)->used && resize(vm, t, D(src)->used) < 0)
        return -1;
    int64_t pos = 0, h;
    value k, v;
    while (dict_next_hash(src, &pos, &k, &v, &h)) {
        uint64_t mask = (uint64_t)t->mask, i = (uint64_t)h & mask, perturb = (uint64_t)h;
        while (ix_get(t, i) != IX_EMPTY) {
            perturb >>= 5;
            i = (i * 5 + perturb + 1) & mask;
        }
        if (insert_at(vm, t, (int64_t)i, h, k, v) < 0)
            return -1;
    }
    return 0;
}

/* d.update(src) for a dict src: stored hashes, and, as CPython, an error
 * if a key's __eq__ (comparing with d's keys) adds or removes entries of
 * src under the loop. */
static int merge_dict(psvm *vm, value d, value src)
{
    if (d == src || !D(src)->used)
        return 0;
    if (!D(d)->used)
        return copy_into_empty(vm, d, src);
    int64_t pos = 0, h, n = D(src)->nentries;
    value k, v;
    while (dict_next_hash(src, &pos, &k, &v, &h)) {
        if (dict_set_hash(vm, d, k, h, v) < 0)
            return -1;
        if (D(src)->nentries != n) {
            vm_err(vm, &exc_RuntimeError, "dict mutated during update");
            return -1;
        }
    }
    return 0;
}

/* {**src} and f(**src) (DICT_MERGE): src's entries into d with their
 * stored hashes; a key d has already is not replaced: 1 with *dup set
 * (the caller words the error). */
int dict_merge_nodup(psvm *vm, value d, value src, value *dup)
{
    int64_t pos = 0, h, n = D(src)->nentries;
    value k, v;
    while (dict_next_hash(src, &pos, &k, &v, &h)) {
        vm_root_push(vm, k);
        vm_root_push(vm, v);
        value have = dict_get_hash(vm, d, k, h);
        int r = have ? 1 : vm->exc ? -1 : dict_set_hash(vm, d, k, h, v);
        vm_root_pop(vm, 2);
        if (r > 0)
            *dup = k;
        if (r)
            return r;
        if (D(src)->nentries != n) {
            vm_err(vm, &exc_RuntimeError, "dict mutated during update");
            return -1;
        }
    }
    return 0;
}

int dict_update_from(psvm *vm, value d, value src)
{
    if (v_is_type(src, &mappingproxy_type)) /* dict(view.mapping), dict(pattern.groupindex) */
        src = PX(src);
    if (v_is_dict_like(src))
        return merge_dict(vm, d, src);
    if (vm_typeof(src)->tflags & TF_HEAPTYPE) {
        value kn = str_intern_cstr(vm, "keys");
        value keys = kn ? vm_getattr_opt(vm, src, kn) : V_NULL;
        if (keys)
            return update_from_mapping(vm, d, src, keys);
        if (vm->exc)
            return -1;
    }
    /* the iterator and each pair are rooted: __next__ and the keys'
     * __hash__/__eq__ run Python code, which may collect */
    value it = vm_iter(vm, src);
    if (!it)
        return -1;
    vm_root_push(vm, it);
    int rc = -1;
    for (int64_t n = 0;; n++) {
        value x = vm_next(vm, it);
        if (!x || (x != V_STOP && !vm_charge(vm, 1)))
            break;
        if (x == V_STOP) {
            rc = 0;
            break;
        }
        vm_root_push(vm, x);
        value pair = tuple_from_iter(vm, x);
        vm_root_pop(vm, 1);
        if (!pair) {
            if (vm_err_occurred_is(vm, &exc_TypeError)) {
                vm->exc = V_NULL;
                vm_err(vm, &exc_TypeError, "cannot convert dictionary update sequence element #%lld to a sequence", (long long)n);
            }
            break;
        }
        if (AS_TUPLE(pair)->len != 2) {
            vm_err(vm, &exc_ValueError, "dictionary update sequence element #%lld has length %lld; 2 is required",
                   (long long)n, (long long)AS_TUPLE(pair)->len);
            break;
        }
        vm_root_push(vm, pair);
        int r = dict_set(vm, d, AS_TUPLE(pair)->items[0], AS_TUPLE(pair)->items[1]);
        vm_root_pop(vm, 1);
        if (r < 0)
            break;
    }
    vm_root_pop(vm, 1);
    return rc;
}

static int update_args(psvm *vm, value d, const char *name, int argc, const value *argv, value kw)
{
    if (argc > 1) {
        vm_err(vm, &exc_TypeError, "%s expected at most 1 argument, got %d", name, argc);
        return -1;
    }
    if (argc && dict_update_from(vm, d, argv[0]) < 0)
        return -1;
    for (int i = 0; kw && i < AS_TUPLE(kw)->len; i++)
        if (dict_set(vm, d, AS_TUPLE(kw)->items[i], argv[argc + i]) < 0)
            return -1;
    return 0;
}

static value dict_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    /* rooted: the source may be a map() whose function runs Python code */
    value d = dict_new(vm);
    if (!d)
        return V_NULL;
    vm_root_push(vm, d);
    int r = update_args(vm, d, "dict", argc, argv, kw);
    vm_root_pop(vm, 1);
    return r < 0 ? V_NULL : d;
}

/* ---- methods ------------------------------------------------------------- */

/* Counts and keywords are checked before these run, from the table's
 * entries (methargs.c). */

static value m_get(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value v = dict_get(vm, self, argv[0]);
    if (!v && !vm->exc)
        return argc > 1 ? argv[1] : V_NONE;
    return v;
}

/* One hash and one lookup, as CPython: the key's __hash__ and __eq__ run
 * once each, not again for the insertion. */
static value m_setdefault(psvm *vm, value self, int argc, const value *argv, value kw)
{
    dictobj *d = D(self);
    int64_t h;
    bool found;
    int64_t slot = find_slot(vm, d, argv[0], &h, &found);
    if (slot == -2)
        return V_NULL;
    if (found)
        return d->entries[ix_get(d, (uint64_t)slot)].val;
    value v = argc > 1 ? argv[1] : V_NONE;
    return insert_at(vm, d, slot, h, argv[0], v) < 0 ? V_NULL : v;
}

/* Remove the entry at index slot `slot`. */
static void delete_at(psvm *vm, dictobj *d, int64_t slot)
{
    d->entries[ix_get(d, (uint64_t)slot)].key = V_NULL;
    d->entries[ix_get(d, (uint64_t)slot)].val = V_NULL;
    ix_set(d, (uint64_t)slot, IX_DUMMY);
    d->used--;
    d->version = ++vm->dict_epoch;
}

static value m_pop(psvm *vm, value self, int argc, const value *argv, value kw)
{
    dictobj *d = D(self);
    bool found = false;
    int64_t h;
    /* an empty dict does not even hash the key (CPython) */
    int64_t slot = d->used ? find_slot(vm, d, argv[0], &h, &found) : -1;
    if (slot == -2)
        return V_NULL;
    if (!found) {
        if (argc > 1)
            return argv[1];
        return vm_err_key(vm, argv[0]);
    }
    value v = d->entries[ix_get(d, (uint64_t)slot)].val;
    delete_at(vm, d, slot);
    return v;
}

/* The last entry goes, found in the index by its stored hash and its
 * position: no __hash__ or __eq__ of the key runs (CPython). */
static value m_popitem(psvm *vm, value self, int argc, const value *argv, value kw)
{
    dictobj *d = D(self);
    for (int64_t i = d->nentries - 1; i >= 0; i--)
        if (d->entries[i].key) {
            value t = tuple_pack(vm, 2, d->entries[i].key, d->entries[i].val);
            if (!t)
                return V_NULL;
            int64_t h = d->entries[i].hash;
            uint64_t mask = (uint64_t)d->mask, j = (uint64_t)h & mask, perturb = (uint64_t)h;
            while (ix_get(d, j) != i) {
                perturb >>= 5;
                j = (j * 5 + perturb + 1) & mask;
            }
            delete_at(vm, d, (int64_t)j);
            d->nentries = i;
            return t;
        }
    return vm_err(vm, &exc_KeyError, "popitem(): dictionary is empty");
}

static value m_update(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return update_args(vm, self, "update", argc, argv, kw) < 0 ? V_NULL : V_NONE;
}

static value m_clear(psvm *vm, value self, int argc, const value *argv, value kw)
{
    dict_free(vm, v_obj(self));
    dictobj *d = D(self);
    d->index = NULL;
    d->entries = NULL;
    d->used = d->nentries = d->cap = d->mask = 0;
    d->version = ++vm->dict_epoch;
    return V_NONE;
}

static value m_copy(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value d = dict_new(vm);
    if (!d || copy_into_empty(vm, d, self) < 0)
        return V_NULL;
    return d;
}

static value make_view(psvm *vm, value self, const vtype *t)
{
    seqiter *v = (seqiter *)vm_new_obj(vm, t, sizeof(seqiter));
    if (!v)
        return V_NULL;
    v->seq = self;
    return v_from_obj(v);
}
static value m_keys(psvm *vm, value self, int argc, const value *argv, value kw) { return make_view(vm, self, &dictview_keys_type); }
static value m_values(psvm *vm, value self, int argc, const value *argv, value kw) { return make_view(vm, self, &dictview_values_type); }
static value m_items(psvm *vm, value self, int argc, const value *argv, value kw) { return make_view(vm, self, &dictview_items_type); }

static value m_fromkeys(psvm *vm, value self, int argc, const value *argv, value kw)
{
    /* a subclass's fromkeys makes cls() and sets its items through it
     * (OrderedDict.fromkeys is an OrderedDict), as CPython */
    bool plain = !v_is_type(self, &type_type) || AS_TYPE(self) == &dict_type;
    value v = argc > 1 ? argv[1] : V_NONE, src = argv[0];
    value d = plain ? dict_new(vm) : vm_call(vm, self, 0, NULL, V_NULL);
    if (!d)
        return V_NULL;
    /* d is rooted before anything runs Python code (__iter__, __next__,
     * the keys' __hash__ and __eq__), which may collect */
    vm_root_push(vm, d);
    if (plain && (v_is_dict(src) || v_is_type(src, &set_type) || v_is_type(src, &frozenset_type))) {
        /* the keys' stored hashes, as CPython: no __hash__ runs */
        int64_t pos = 0, h;
        value k;
        int rc = 0;
        while (rc == 0 && (v_is_dict(src) ? dict_next_hash(src, &pos, &k, NULL, &h) : set_next_hash(src, &pos, &k, &h)))
            rc = dict_set_hash(vm, d, k, h, v);
        vm_root_pop(vm, 1);
        return rc < 0 ? V_NULL : d;
    }
    value it = vm_iter(vm, src);
    if (!it) {
        vm_root_pop(vm, 1);
        return V_NULL;
    }
    vm_root_push(vm, it);
    value result = V_NULL;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x || (x != V_STOP && !vm_charge(vm, 1)))
            break;
        if (x == V_STOP) {
            result = d;
            break;
        }
        vm_root_push(vm, x);
        int rc = plain ? dict_set(vm, d, x, v) : vm_setitem(vm, d, x, v);
        vm_root_pop(vm, 1);
        if (rc < 0)
            break;
    }
    vm_root_pop(vm, 2);
    return result;
}

static const bfunc dict_methods[] = {
    BFUNC_FAST("get", m_get, 1, 2), BFUNC_FAST("setdefault", m_setdefault, 1, 2),
    BFUNC_FAST("pop", m_pop, 1, 2), BFUNC_NOARGS("popitem", m_popitem), BFUNC_KW("update", m_update),
    BFUNC_NOARGS("clear", m_clear), BFUNC_NOARGS("copy", m_copy), BFUNC_NOARGS("keys", m_keys),
    BFUNC_NOARGS("values", m_values), BFUNC_NOARGS("items", m_items),
    BFUNC_CLASS_FAST("fromkeys", m_fromkeys, 1, 2),
    BFUNC_END,
};

/* ---- views --------------------------------------------------------------- */

static int view_kind(value v)
{
    const vtype *t = v_obj(v)->type;
    return t == &dictview_keys_type ? 0 : t == &dictview_values_type ? 1 : 2;
}

static value view_iter(psvm *vm, value v)
{
    return dict_iter_kind(vm, ((seqiter *)v_obj(v))->seq, view_kind(v));
}

static int64_t view_len(psvm *vm, value v) { return D(((seqiter *)v_obj(v))->seq)->used; }

static value view_repr(psvm *vm, value v)
{
    value l = list_from_iter(vm, v);
    if (!l)
        return V_NULL;
    value r = vm_repr(vm, l);
    if (!r)
        return V_NULL;
    return str_fmt(vm, "%s(%s)", v_obj(v)->type->name, str_cstr(r));
}

static int view_contains(psvm *vm, value v, value x)
{
    value d = ((seqiter *)v_obj(v))->seq;
    int kind = view_kind(v);
    if (kind == 0)
        return dict_contains(vm, d, x);
    if (kind == 2) {
        if (!v_is_tuple(x) || AS_TUPLE(x)->len != 2)
            return 0;
        value got = dict_get(vm, d, AS_TUPLE(x)->items[0]);
        if (!got)
            return vm->exc ? -1 : 0;
        return vm_eq(vm, got, AS_TUPLE(x)->items[1]);
    }
    /* values(): by iteration, as CPython, so an __eq__ that changes the
     * dict's size is "changed size during iteration"; the iterator is
     * rooted while __eq__ runs Python code */
    value it = dict_iter_kind(vm, d, 1);
    if (!it)
        return -1;
    vm_root_push(vm, it);
    int found;
    for (;;) {
        value val = dictiter_next(vm, it);
        if (!val || val == V_STOP) {
            found = val ? 0 : -1;
            break;
        }
        if ((found = vm_eq(vm, val, x)) != 0)
            break;
    }
    vm_root_pop(vm, 1);
    return found;
}

static void view_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((seqiter *)o)->seq); }

/* The operand of a keys()/items() view's set operation as a set; NULL
 * with an error when it is not iterable (CPython raises, it does not
 * return NotImplemented). */
static value as_set(psvm *vm, value x)
{
    if (v_is_type(x, &set_type) || v_is_type(x, &frozenset_type))
        return x;
    value r = set_new(vm, &set_type);
    if (!r)
        return V_NULL;
    vm_root_push(vm, r); /* the operand may run Python code as it iterates */
    int rc = set_update(vm, r, x);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : r;
}

/* keys() and items() views combine like sets: the result is a set. */
static value view_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (base != BOP_AND && base != BOP_OR && base != BOP_SUB && base != BOP_XOR)
        return V_NOTIMPLEMENTED;
    if (base != BOP_AND) {
        /* as CPython's dictviews_or/sub/xor: set(a) (a keys view's dict
         * itself, whose stored hashes it takes), then set.update,
         * difference_update or symmetric_difference_update with b. The
         * result's order follows: x ^ view is not the sets' x ^ y, which
         * copies the right operand first */
        value src = v_is_type(a, &dictview_keys_type) && v_is_dict(PX(a)) ? PX(a) : a;
        value r = set_new(vm, &set_type);
        if (!r)
            return V_NULL;
        vm_root_push(vm, r);
        int rc = set_update(vm, r, src);
        if (rc == 0)
            rc = set_update_op(vm, r, base, b);
        vm_root_pop(vm, 1);
        return rc < 0 ? V_NULL : r;
    }
    /* both operands stay rooted to the end: the operation runs the keys'
     * __eq__, which may collect */
    value sa = as_set(vm, a);
    if (!sa)
        return V_NULL;
    vm_root_push(vm, sa);
    value sb = as_set(vm, b), r = V_NULL;
    vm_root_push(vm, sb);
    /* a set result even when an operand was a frozenset */
    if (sb && !v_is_type(sa, &set_type)) {
        value c = set_new(vm, &set_type);
        sa = c && set_update(vm, c, sa) == 0 ? c : V_NULL;
        vm_root_set(vm, 2, sa);
    }
    if (sa && sb)
        r = vm_binop(vm, base, sa, sb);
    vm_root_pop(vm, 2);
    return r;
}

static bool is_setlike(value x)
{
    return v_is_type(x, &set_type) || v_is_type(x, &frozenset_type) || v_is_type(x, &dictview_keys_type) ||
           v_is_type(x, &dictview_items_type);
}

/* keys() and items() compare like sets with sets and set-like views */
static value view_richcompare(psvm *vm, value a, value b, int op)
{
    if (!is_setlike(a) || !is_setlike(b))
        return V_NOTIMPLEMENTED;
    value sa = as_set(vm, a);
    if (!sa)
        return V_NULL;
    vm_root_push(vm, sa);
    value sb = as_set(vm, b);
    vm_root_push(vm, sb); /* both, while the keys' __eq__ runs */
    value r = sb ? vm_compare(vm, sa, sb, op) : V_NULL;
    vm_root_pop(vm, 2);
    return r;
}

static value view_isdisjoint(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value it = vm_iter(vm, argv[0]);
    if (!it)
        return V_NULL;
    vm_root_push(vm, it);
    value r = V_TRUE;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x || !vm_charge(vm, 1)) {
            r = V_NULL;
            break;
        }
        if (x == V_STOP)
            break;
        int c = view_contains(vm, self, x);
        if (c) {
            r = c < 0 ? V_NULL : V_FALSE;
            break;
        }
    }
    vm_root_pop(vm, 1);
    return r;
}

static const bfunc view_methods[] = {BFUNC_O("isdisjoint", view_isdisjoint), BFUNC_END};


const vtype dict_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "dict",
    .repr = dict_repr,
    .richcompare = dict_richcompare,
    .len = dict_len,
    .iter = dict_iter,
    .getitem = dict_getitem,
    .setitem = dict_setitem,
    .contains = dict_contains,
    .binop = dict_binop,
    .new_ = dict_construct,
    .methods = dict_methods,
    .trace = dict_trace,
    .free = dict_free,
};

/* ---- mappingproxy: a view's read-only .mapping ---------------------------- */

static value proxy_repr(psvm *vm, value v)
{
    value r = vm_repr(vm, PX(v));
    return r ? str_fmt(vm, "mappingproxy(%s)", str_cstr(r)) : V_NULL;
}
static value proxy_str(psvm *vm, value v) { return vm_str(vm, PX(v)); } /* CPython: str() is the dict's */
static int64_t proxy_len(psvm *vm, value v) { return D(PX(v))->used; }
static value proxy_getitem(psvm *vm, value v, value k) { return dict_getitem(vm, PX(v), k); }
static int proxy_contains(psvm *vm, value v, value k) { return dict_contains(vm, PX(v), k); }
static value proxy_iter(psvm *vm, value v) { return dict_iter_kind(vm, PX(v), 0); }
static value proxy_richcompare(psvm *vm, value a, value b, int op)
{
    return vm_compare(vm, v_is_type(a, &mappingproxy_type) ? PX(a) : a, v_is_type(b, &mappingproxy_type) ? PX(b) : b, op);
}
/* the read-only dict methods, on the dict behind the proxy */
static value px_get(psvm *vm, value self, int argc, const value *argv, value kw) { return m_get(vm, PX(self), argc, argv, kw); }
static value px_keys(psvm *vm, value self, int argc, const value *argv, value kw) { return m_keys(vm, PX(self), argc, argv, kw); }
static value px_values(psvm *vm, value self, int argc, const value *argv, value kw) { return m_values(vm, PX(self), argc, argv, kw); }
static value px_items(psvm *vm, value self, int argc, const value *argv, value kw) { return m_items(vm, PX(self), argc, argv, kw); }
static value px_copy(psvm *vm, value self, int argc, const value *argv, value kw) { return m_copy(vm, PX(self), argc, argv, kw); }
static const bfunc proxy_methods[] = {
    BFUNC_FAST("get", px_get, 1, 2), BFUNC_NOARGS("keys", px_keys), BFUNC_NOARGS("values", px_values),
    BFUNC_NOARGS("items", px_items), BFUNC_NOARGS("copy", px_copy),
    BFUNC_END,
};
static const vtype mappingproxy_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "mappingproxy", .repr = proxy_repr, .str = proxy_str, .len = proxy_len,
    .getitem = proxy_getitem, .contains = proxy_contains, .iter = proxy_iter, .richcompare = proxy_richcompare,
    .methods = proxy_methods, .trace = view_trace,
};

/* view.mapping: the dict, read-only */
static value view_getattr(psvm *vm, value v, value name)
{
    if (!str_eq_cstr(name, "mapping"))
        return V_NULL;
    return make_view(vm, PX(v), &mappingproxy_type);
}

#define VIEW(cname, pyname, bin, cmp, meth)                                                  \
    const vtype cname = {                                                                    \
        .h = OBJ_STATIC_HEAD(&type_type), .name = pyname, .repr = view_repr, .len = view_len, \
        .iter = view_iter, .contains = view_contains, .trace = view_trace, .binop = bin,     \
        .richcompare = cmp, .methods = meth, .getattr = view_getattr,                        \
    };
VIEW(dictview_keys_type, "dict_keys", view_binop, view_richcompare, view_methods)
VIEW(dictview_values_type, "dict_values", NULL, NULL, NULL)
VIEW(dictview_items_type, "dict_items", view_binop, view_richcompare, view_methods)

const vtype dictiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "dict_keyiterator",
    .iter = vm_iter_self,
    .next = dictiter_next,
    .trace = view_trace,
};

const vtype dictiter_values_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "dict_valueiterator",
    .iter = vm_iter_self,
    .next = dictiter_next,
    .trace = view_trace,
};

const vtype dictiter_items_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "dict_itemiterator",
    .iter = vm_iter_self,
    .next = dictiter_next,
    .trace = view_trace,
};

#define DICTREV_TYPE(nm) \
    {.h = OBJ_STATIC_HEAD(&type_type), .name = (nm), .iter = vm_iter_self, .next = dictrev_next, .trace = view_trace}
static const vtype dictrev_types[3] = {DICTREV_TYPE("dict_reversekeyiterator"),
                                       DICTREV_TYPE("dict_reversevalueiterator"),
                                       DICTREV_TYPE("dict_reverseitemiterator")};
