/*
 * snapshot.c - a sandbox's state to bytes and back.
 *
 * The format (docs/snapshots.md): a 32-byte header (magic, format
 * version, flags, body length, a checksum of the body), then the body:
 *
 *   modules   varint n, then n names: the modules imported, in order
 *   objects   varint N, then N entries: a kind byte and its fields
 *   roots     the main module's globals (a value)
 *   extra     varint length + bytes: the embedder's section
 *
 * A value is a kind byte (VK_*) and its payload: immediates inline, a heap
 * object as VK_REF and its index in the object table, so shared
 * references and cycles survive. Integers are little-endian; counts and
 * lengths LEB128 varints; signed ones zigzag-encoded. Nothing in it is a
 * pointer or an enum of this build other than the kinds below, which are
 * the format's own and never renumbered.
 *
 * The writer walks the graph breadth-first from the roots with an
 * explicit queue (no C recursion: a list nested a million deep is fine),
 * giving each object its index when first met. The reader makes every
 * object in a first pass (scalars complete, containers empty) and fills
 * the containers in a second, when every index has its object. It runs no
 * Python code while objects exist half-made: modules are imported first,
 * dicts and sets are rebuilt from the stored hashes without comparing
 * keys (a wrong hash in a hostile snapshot only makes lookups miss), and
 * every count is checked against the bytes left before anything is
 * allocated; every allocation is charged to the sandbox's budget.
 *
 * Part of what a sandbox holds cannot be saved yet (functions, classes,
 * instances, frames): the writer refuses it by its type's name
 * (SNAP_ERR_UNSUPPORTED), never writes something it could not read.
 */
#include <nettle/hmac.h>
#include <nettle/memops.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "objects/bytes_internal.h"
#include "objects/int_internal.h"
#include "objects/str_internal.h"
#include "vm/interp_internal.h"
#include "vm/snapshot.h"

static const uint8_t MAGIC[8] = {'P', 'S', 'S', 'N', 'A', 'P', '\r', '\n'};
enum { HEADER_SIZE = 32 }; /* magic 8, version 2, flags 2, reserved 4, body length 8, checksum 8 */
static uint64_t body_checksum(unsigned version, const uint8_t *p, uint64_t n);

/* Value kinds. */
/* VK_DUMMY: a set's removed entry, or an empty cell (V_UNBOUND); VK_NULL: an
 * optional field left out (a function without defaults). */
enum { VK_NONE, VK_FALSE, VK_TRUE, VK_ELLIPSIS, VK_NOTIMPL, VK_SMALL, VK_FLOAT, VK_REF, VK_DUMMY, VK_NULL, VK__COUNT };

/* Object kinds. */
enum {
    E_STR = 1, E_BYTES, E_BYTEARRAY, E_INT, E_LIST, E_TUPLE, E_DICT, E_SET, E_FROZENSET,
    E_RANGE, E_SLICE, E_MODULE, E_BUILTIN, E_MODATTR, E_TOOL, E_CODE, E_FUNC, E_CELL, E_MODDICT,
    E_CLASS, E_INST, E_STATICMETHOD, E_CLASSMETHOD, E_PROPERTY, E_BOUNDMETHOD, E_SLOTDESCR,
    E_EXC, E_TB, E_BUILTINMETHOD, E_METHODDESCR, E_STATICBFUNC, E_CSTATE, E_LIBSOURCE,
    /* format 2 */
    E_SEQITER, E_MAPITER, E_GEN, E_TABLEMETHOD, E__COUNT
};

enum { STR_INTERNED = 1 };
enum { NAME_MAX_BYTES = 256 }; /* a module, attribute or tool name */

/* ---- the output buffer (host memory: the bytes are the host's) ------------ */

typedef struct buf {
    uint8_t *p;
    size_t len, cap;
    bool failed;
} buf;

static void put(buf *b, const void *s, size_t n)
{
    if (b->failed || n == 0)
        return;
    if (n > b->cap - b->len) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap - b->len < n) {
            if (cap > SIZE_MAX / 2) {
                b->failed = true;
                return;
            }
            cap *= 2;
        }
        uint8_t *q = realloc(b->p, cap);
        if (!q) {
            b->failed = true;
            return;
        }
        b->p = q;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
}

static void put_u8(buf *b, unsigned v)
{
    uint8_t c = (uint8_t)v;
    put(b, &c, 1);
}

static void put_uv(buf *b, uint64_t v)
{
    uint8_t t[10];
    size_t n = 0;
    do {
        uint8_t c = v & 0x7F;
        v >>= 7;
        t[n++] = c | (v ? 0x80 : 0);
    } while (v);
    put(b, t, n);
}

static void put_sv(buf *b, int64_t v) { put_uv(b, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63)); }

static void le64(uint8_t *t, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        t[i] = (uint8_t)(v >> (8 * i));
}

static void put_u64(buf *b, uint64_t v)
{
    uint8_t t[8];
    le64(t, v);
    put(b, t, 8);
}

static void put_bytes(buf *b, const void *s, size_t n)
{
    put_uv(b, n);
    put(b, s, n);
}

static void put_str(buf *b, value s) { put_bytes(b, AS_STR(s)->data, (size_t)AS_STR(s)->len); }

/* ---- a map from objects to numbers (open addressing, host memory) --------- */

typedef struct pmap {
    const obj **keys;
    uint64_t *vals;
    size_t cap, n; /* cap: 0 or a power of two */
} pmap;

static size_t pmap_slot(const pmap *m, const obj *o)
{
    uint64_t h = (uint64_t)(uintptr_t)o * 0x9E3779B97F4A7C15u;
    size_t i = (size_t)(h >> 20) & (m->cap - 1);
    while (m->keys[i] && m->keys[i] != o)
        i = (i + 1) & (m->cap - 1);
    return i;
}

static bool pmap_get(const pmap *m, const obj *o, uint64_t *v)
{
    if (!m->cap)
        return false;
    size_t i = pmap_slot(m, o);
    if (!m->keys[i])
        return false;
    *v = m->vals[i];
    return true;
}

static bool pmap_put(pmap *m, const obj *o, uint64_t v)
{
    if ((m->n + 1) * 2 > m->cap) {
        size_t cap = m->cap ? m->cap * 2 : 64;
        pmap nm = {calloc(cap, sizeof *nm.keys), malloc(cap * sizeof *nm.vals), cap, m->n};
        if (!nm.keys || !nm.vals) {
            free(nm.keys);
            free(nm.vals);
            return false;
        }
        for (size_t i = 0; i < m->cap; i++)
            if (m->keys[i]) {
                size_t j = pmap_slot(&nm, m->keys[i]);
                nm.keys[j] = m->keys[i];
                nm.vals[j] = m->vals[i];
            }
        free(m->keys);
        free(m->vals);
        *m = nm;
    }
    size_t i = pmap_slot(m, o);
    if (!m->keys[i])
        m->n++;
    m->keys[i] = o;
    m->vals[i] = v;
    return true;
}

static void pmap_free(pmap *m)
{
    free(m->keys);
    free(m->vals);
}

/* A helper module of the library written in C (_pysafe, _functools, ...):
 * only the library's own modules may import it (vm_import), so a snapshot
 * never names it: a hostile one could otherwise hand it to a script. */
static bool helper_module(const char *name, size_t len)
{
    return len && name[0] == '_' && stdlib_find_module(name, len);
}

/* ... unless a public module holds it as an attribute (dataclasses._dc):
 * then a script can reach it and what it holds anyway. */
static bool helper_hidden(psvm *vm, const char *name, size_t len)
{
    if (!helper_module(name, len))
        return false;
    value key = vm->modules ? str_intern_n(vm, name, (int64_t)len) : V_NULL;
    value m = key ? dict_get_str(vm, vm->modules, key) : V_NULL;
    int64_t pos = 0;
    value k, pm;
    while (m && dict_next(vm->modules, &pos, &k, &pm)) {
        if (!v_is_type(pm, &module_type) || helper_module(AS_STR(k)->data, (size_t)AS_STR(k)->len))
            continue;
        int64_t p2 = 0;
        value ak, av;
        while (dict_next(((moduleobj *)v_obj(pm))->dict, &p2, &ak, &av))
            if (av == m)
                return false;
    }
    return true;
}

static bool helper_module_v(psvm *vm, value name)
{
    return helper_hidden(vm, AS_STR(name)->data, (size_t)AS_STR(name)->len);
}

/* The library's C objects saved as a state (a tuple of values) and put
 * back into an empty object of their type by the type's own checks: the
 * format names the type by its name here. */
typedef struct cstate_type {
    const char *name;
    bool (*is)(value v);
    value (*state)(psvm *vm, value self);  /* a tuple */
    value (*shell)(psvm *vm);              /* an empty one */
    int (*fill)(psvm *vm, value self, value state); /* -1 + error: refused */
} cstate_type;

static const cstate_type cstates[] = {
    {"_dataclasses.plan", dc_is_plan, dc_plan_state, dc_plan_shell, dc_plan_fill},
    {"collections.deque", v_is_deque, deque_state, deque_shell, deque_fill},
    {"_random.MT", mt_is, mt_state, mt_shell, mt_fill},
};

static const cstate_type *cstate_of(value v)
{
    for (size_t i = 0; i < sizeof cstates / sizeof cstates[0]; i++)
        if (cstates[i].is(v))
            return &cstates[i];
    return NULL;
}

static const cstate_type *cstate_named(const uint8_t *s, size_t n)
{
    for (size_t i = 0; i < sizeof cstates / sizeof cstates[0]; i++)
        if (strlen(cstates[i].name) == n && !memcmp(cstates[i].name, s, n))
            return &cstates[i];
    return NULL;
}

/* ---- writer --------------------------------------------------------------- */

typedef struct writer {
    psvm *vm;
    buf objs;           /* the entries, written as the queue is worked through */
    pmap seen;          /* object -> its index */
    const obj **order;  /* index -> object: the queue */
    size_t norder, order_cap;
    /* what the imported modules hold, by identity: object -> index into
     * where (module name, attribute name pairs), so that a function or
     * class of a module is saved as a reference to it */
    pmap modattr;
    value *where;
    size_t nwhere, where_cap;
    bool modattr_built;
    pmap libsrc;        /* a library module's source str -> its module name (a value) */
    pmap tmeth;         /* a C method on a frame's stack (LOAD_METHOD's) -> its owner type */
    char *err;
    size_t errlen;
    int status;
} writer;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
static void w_fail(writer *w, int status, const char *fmt, ...)
{
    if (w->status)
        return;
    w->status = status;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(w->err, w->errlen, fmt, ap);
    va_end(ap);
}

static uint64_t ref_of(writer *w, const obj *o)
{
    uint64_t ix;
    if (pmap_get(&w->seen, o, &ix))
        return ix;
    if (w->norder == w->order_cap) {
        size_t cap = w->order_cap ? w->order_cap * 2 : 64;
        const obj **q = realloc(w->order, cap * sizeof *q);
        if (!q) {
            w_fail(w, SNAP_ERR_NOMEM, "out of memory");
            return 0;
        }
        w->order = q;
        w->order_cap = cap;
    }
    ix = w->norder;
    if (!pmap_put(&w->seen, o, ix)) {
        w_fail(w, SNAP_ERR_NOMEM, "out of memory");
        return 0;
    }
    w->order[w->norder++] = o;
    return ix;
}

static void put_value(writer *w, buf *b, value v);

/* An optional field: V_NULL is written as VK_NULL. */
static void put_opt(writer *w, buf *b, value v)
{
    if (v == V_NULL)
        put_u8(b, VK_NULL);
    else
        put_value(w, b, v);
}

/* A code object's fingerprint: its instructions and their positions (two
 * lambdas on one line differ by column), so restore can tell that this
 * build's compiler made the same code from the same source. */
static uint64_t code_fingerprint(const codeobj *co)
{
    uint64_t h = 0xcbf29ce484222325u;
    const uint8_t *parts[2] = {(const uint8_t *)co->code, (const uint8_t *)co->pos};
    size_t lens[2] = {(size_t)co->ncode * sizeof *co->code, (size_t)co->ncode * sizeof *co->pos};
    for (int k = 0; k < 2; k++)
        for (size_t i = 0; i < lens[k]; i++)
            h = (h ^ parts[k][i]) * 0x100000001b3u;
    return h ^ (uint64_t)co->ncode;
}

static void put_value(writer *w, buf *b, value v)
{
    if (v == V_NONE)
        put_u8(b, VK_NONE);
    else if (v == V_FALSE)
        put_u8(b, VK_FALSE);
    else if (v == V_TRUE)
        put_u8(b, VK_TRUE);
    else if (v == V_ELLIPSIS)
        put_u8(b, VK_ELLIPSIS);
    else if (v == V_NOTIMPLEMENTED)
        put_u8(b, VK_NOTIMPL);
    else if (v_is_small(v)) {
        put_u8(b, VK_SMALL);
        put_sv(b, v_small(v));
    } else if (v_is_float(v)) {
        double d = v_float(v);
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        put_u8(b, VK_FLOAT);
        put_u64(b, bits);
    } else if (v_is_obj(v)) {
        put_u8(b, VK_REF);
        put_uv(b, ref_of(w, v_obj(v)));
    } else {
        /* V_NULL, V_UNBOUND, ...: never a value a container holds */
        w_fail(w, SNAP_ERR_UNSUPPORTED, "an internal marker where a value was expected");
    }
}

/* Kinds the writer saves by value: never looked up as module attributes. */
static bool saved_by_value(const vtype *t)
{
    return t == &str_type || t == &bytes_type || t == &bytearray_type || t == &int_type || t == &list_type ||
           t == &tuple_type || t == &dict_type || t == &set_type || t == &frozenset_type || t == &range_type ||
           t == &slice_type || t == &module_type || t == &tool_type;
}

static bool add_where(writer *w, const obj *o, value mod, value attr)
{
    uint64_t ix;
    if (pmap_get(&w->modattr, o, &ix))
        return true; /* the first module that has it names it */
    if (w->nwhere + 2 > w->where_cap) {
        size_t cap = w->where_cap ? w->where_cap * 2 : 64;
        value *q = realloc(w->where, cap * sizeof *q);
        if (!q)
            return false;
        w->where = q;
        w->where_cap = cap;
    }
    w->where[w->nwhere] = mod;
    w->where[w->nwhere + 1] = attr;
    if (!pmap_put(&w->modattr, o, w->nwhere))
        return false;
    w->nwhere += 2;
    return true;
}

/* The names a library module lists in __snapshot_state__, or V_NULL:
 * its state, saved by value (put_module_state), never a name to find an
 * object by (a fresh import has its first value there). */
static value state_names(psvm *vm, value mod)
{
    value key = str_intern_cstr(vm, "__snapshot_state__");
    value names = key ? dict_get_str(vm, ((moduleobj *)v_obj(mod))->dict, key) : V_NULL;
    vm->exc = V_NULL;
    return names && v_is_type(names, &tuple_type) ? names : V_NULL;
}

static bool is_state_name(value names, value k)
{
    for (int64_t i = 0; names && i < AS_TUPLE(names)->len; i++) {
        value x = AS_TUPLE(names)->items[i];
        if (v_is_str(x) && AS_STR(x)->len == AS_STR(k)->len && !memcmp(AS_STR(x)->data, AS_STR(k)->data, (size_t)AS_STR(k)->len))
            return true;
    }
    return false;
}

/* The module and attribute under which an imported module holds o. */
static bool find_modattr(writer *w, const obj *o, value *mod, value *attr)
{
    psvm *vm = w->vm;
    if (!w->modattr_built) {
        w->modattr_built = true;
        int64_t pos = 0;
        value name, m;
        while (vm->modules && dict_next(vm->modules, &pos, &name, &m)) {
            if (!v_is_type(m, &module_type) || helper_module_v(vm, name))
                continue;
            int64_t p2 = 0;
            value k, v;
            value state = state_names(vm, m);
            while (dict_next(((moduleobj *)v_obj(m))->dict, &p2, &k, &v))
                if (v_is_obj(v) && v_is_str(k) && !saved_by_value(v_obj(v)->type) && !is_state_name(state, k) &&
                    !add_where(w, v_obj(v), name, k)) {
                    w_fail(w, SNAP_ERR_NOMEM, "out of memory");
                    return false;
                }
        }
    }
    uint64_t ix;
    if (!pmap_get(&w->modattr, o, &ix))
        return false;
    *mod = w->where[ix];
    *attr = w->where[ix + 1];
    return true;
}

/* The instance layouts saved: a plain class's (a header and an attribute
 * dict), and those of classes deriving from dict, list and tuple (the
 * built-in object, then the attribute dict); then the values of
 * __slots__ (not for tuple). base: where the __slots__ values start;
 * dict_at: where the attribute dict is (0: none). The index is the
 * format's layout byte. */
typedef struct inst_layout {
    const vtype *layout;
    uint32_t base, dict_at;
} inst_layout;

/* L_TD, L_DATE, L_DT (format 2): datetime's C cores (dtcore_type 0-2),
 * their built-in part their fields (dtcore_get), then the attribute dict
 * after the core and the __slots__ values. */
enum { L_PLAIN, L_DICT, L_LIST, L_TUPLE, L_TD, L_DATE, L_DT, L__COUNT };

static inst_layout layout_at(int i)
{
    switch (i) {
    case L_PLAIN: return (inst_layout){&object_type, sizeof(instobj), offsetof(instobj, dict)};
    case L_DICT: return (inst_layout){&dict_type, sizeof(dictobj) + sizeof(value), sizeof(dictobj)};
    case L_LIST: return (inst_layout){&list_type, sizeof(listobj) + sizeof(value), sizeof(listobj)};
    case L_TUPLE: return (inst_layout){&tuple_type, sizeof(tupleobj), 0};
    default: {
        const vtype *t = dtcore_type(i - L_TD);
        return (inst_layout){t, (uint32_t)(t->basicsize + sizeof(value)), (uint32_t)t->basicsize};
    }
    }
}

static bool is_core_layout(int li) { return li >= L_TD && li <= L_DT; }

/* The layout index of a class's instances, or -1: not one saved. */
static int layout_index(const classobj *c)
{
    for (int i = 0; i < L__COUNT; i++) {
        const inst_layout lv = layout_at(i), *l = &lv;
        if (c->layout == l->layout && c->slots_offset_all == l->base && c->basicsize >= l->base &&
            (c->basicsize - l->base) % sizeof(value) == 0 && (c->dict_offset == 0 || c->dict_offset == l->dict_at) &&
            (i != L_TUPLE || c->basicsize == l->base))
            return i;
    }
    return -1;
}

static value *inst_word(const obj *o, uint32_t at) { return (value *)((char *)o + at); }

/* An exception type's instances: an excobj, then (a class's) __slots__
 * values; their number, or -1 for a layout not saved. */
static int64_t exc_nslots(const vtype *t)
{
    if (!(t->tflags & TF_HEAPTYPE))
        return 0; /* every built-in exception is an excobj */
    const classobj *c = (const classobj *)t;
    if (!(c->layout->tflags & TF_EXC) || c->slots_offset_all != sizeof(excobj) || c->basicsize < sizeof(excobj) ||
        (c->basicsize - sizeof(excobj)) % sizeof(value) || (c->dict_offset && c->dict_offset != offsetof(excobj, attrs)))
        return -1;
    return (int64_t)((c->basicsize - sizeof(excobj)) / sizeof(value));
}

enum { EXC_VALUES = 11 }; /* the value fields of an exception, in the format's order */

/* The type whose method table holds f, for a method bound to self: the
 * first of self's type (or self, for a class method) and its bases, and
 * the built-in layout of a class. */
static const vtype *method_owner(value self, const bfunc *f)
{
    const vtype *t = (f->flags & BF_CLASSMETHOD) && v_is_type_obj(self) ? AS_TYPE(self) : vm_typeof(self);
    for (int pass = 0; pass < 2 && t; pass++) {
        for (const vtype *o = t; o; o = o->base)
            if (o->methods && (o->h.flags & OBJ_STATIC))
                for (const bfunc *m = o->methods; m->name; m++)
                    if (m == f)
                        return o;
        t = (t->tflags & TF_HEAPTYPE) ? ((const classobj *)t)->layout : NULL;
    }
    return NULL;
}

/* Is d the namespace of an imported module (not the script's)? */
static bool module_of_dict(psvm *vm, value d, value *name)
{
    int64_t pos = 0;
    value k, m;
    while (vm->modules && dict_next(vm->modules, &pos, &k, &m))
        if (v_is_type(m, &module_type) && ((moduleobj *)v_obj(m))->dict == d && !helper_module_v(vm, k)) {
            *name = k;
            return true;
        }
    return false;
}

/* A dict's entries (of a dict or a dict subclass's instance), in order:
 * varint n, then n × (hash, key, value). */
/* A dict's entries in order: each a hash, its key and its value. Format
 * 2 writes a str key's hash as one byte 0 ("the str's own hash", computed
 * again on restore: most keys are strs, and their 8 bytes were a third of
 * an instance-heavy snapshot), any other as 1 and the hash (u64). */
static void put_dict_entries(writer *w, buf *b, value d)
{
    put_uv(b, (uint64_t)((const dictobj *)v_obj(d))->used);
    int64_t pos = 0, h;
    value k, x;
    while (dict_next_hash(d, &pos, &k, &x, &h) && !w->status) {
        if (v_is_str(k) && str_hash(k) == h) {
            put_u8(b, 0);
        } else {
            put_u8(b, 1);
            put_u64(b, (uint64_t)h);
        }
        put_value(w, b, k);
        put_value(w, b, x);
    }
}

static void write_set(writer *w, buf *b, const setobj *s)
{
    size_t size = s->table ? (size_t)s->mask + 1 : 0, n = 0;
    for (size_t i = 0; i < size; i++)
        n += s->table[i].key != V_NULL;
    put_uv(b, size);
    put_uv(b, size ? (uint64_t)s->finger & (size - 1) : 0);
    put_uv(b, n);
    size_t last = 0;
    for (size_t i = 0; i < size; i++) {
        const set_entry *e = &s->table[i];
        if (e->key == V_NULL)
            continue;
        put_uv(b, i - last); /* the gap from the previous slot (+1 after the first) */
        last = i + 1;
        put_u64(b, (uint64_t)e->hash);
        if (e->key == V_UNBOUND)
            put_u8(b, VK_DUMMY);
        else
            put_value(w, b, e->key);
    }
}

/* Is co's source the embedded text of the library module its file name
 * ("<pysafe:NAME>") names? Remembered in w->libsrc. */
static void note_library_source(writer *w, const codeobj *co)
{
    uint64_t known;
    if (!v_is_str(co->source) || !v_is_str(co->filename) || pmap_get(&w->libsrc, v_obj(co->source), &known))
        return;
    const strobj *fn = AS_STR(co->filename);
    const char *src;
    size_t n;
    if (fn->len < 10 || memcmp(fn->data, "<pysafe:", 8) || fn->data[fn->len - 1] != '>')
        return;
    value name = str_new(w->vm, fn->data + 8, fn->len - 9);
    if (!name) {
        w->vm->exc = V_NULL;
        return;
    }
    if (stdlib_py_source(fn->data + 8, (size_t)fn->len - 9, &src, &n) && (int64_t)n == AS_STR(co->source)->len &&
        !memcmp(src, AS_STR(co->source)->data, n) && !pmap_put(&w->libsrc, v_obj(co->source), name))
        w_fail(w, SNAP_ERR_NOMEM, "out of memory");
}


/* ---- iterators, generators and frames (format 2) -------------------------- */

/* The iterators of the seqiter layout (a sequence and a position), and
 * those of the mapiter layout (a function or count and inner
 * iterators), by their number in these tables: the format's own. */
static const vtype *const seqiter_types[] = {
    &seqiter_type, &tupleiter_type, &rangeiter_type, &strobj_iter_type, &str_uiter_type,
    &dictiter_type, &dictiter_values_type, &dictiter_items_type,
};
static const vtype *const mapiter_types[] = {&enumerate_type, &zip_type, &map_type, &filter_type};
#define NSEQITER (sizeof seqiter_types / sizeof seqiter_types[0])
#define NMAPITER (sizeof mapiter_types / sizeof mapiter_types[0])

static int type_index(const vtype *const *tab, size_t n, const vtype *t)
{
    for (size_t i = 0; i < n; i++)
        if (tab[i] == t)
            return (int)i;
    return -1;
}

/* A frame slot: a value, unbound (a local not yet set) or V_NULL
 * (LOAD_METHOD's empty self). */
static void put_slot(writer *w, buf *b, value v)
{
    if (v == V_UNBOUND)
        put_u8(b, VK_DUMMY);
    else
        put_opt(w, b, v);
}

/* A frame: its code, function, globals and where it is (pc, blocks), its
 * locals and cells, its value stack. A generator's saved frame leaves out
 * the generator (its entry holds the frame). */
static void put_frame(writer *w, buf *b, const frame *f, bool chain)
{
    codeobj *co = f->code;
    put_value(w, b, v_from_obj(&co->h));
    put_value(w, b, f->func);
    put_value(w, b, f->globals);
    put_opt(w, b, f->init_self);
    if (chain)
        put_opt(w, b, f->gen);
    put_uv(b, (uint64_t)f->pc);
    put_u8(b, f->entry);
    put_uv(b, f->handlers);
    put_uv(b, (uint64_t)f->nblocks);
    for (int i = 0; i < f->nblocks; i++) {
        if (f->blocks[i].level < f->stack_base || f->blocks[i].handler < 0) {
            w_fail(w, SNAP_ERR_UNSUPPORTED, "a frame whose blocks do not fit it");
            return;
        }
        put_uv(b, (uint64_t)f->blocks[i].handler);
        put_uv(b, (uint64_t)(f->blocks[i].level - f->stack_base));
    }
    int64_t depth = f->sp - f->slots;
    /* LOAD_METHOD left a type's C method under its self: the method is
     * saved as its owner type and name (E_TABLEMETHOD) */
    for (int64_t i = f->stack_base; i + 1 < depth; i++) {
        value m = f->slots[i], self = f->slots[i + 1];
        const vtype *owner;
        if (v_is_type(m, &bfunc_type) && (v_obj(m)->flags & OBJ_STATIC) && self != V_NULL && self != V_UNBOUND &&
            !blt_static_name(v_obj(m)) && (owner = method_owner(self, (const bfunc *)v_obj(m))) &&
            !pmap_put(&w->tmeth, v_obj(m), (uint64_t)(uintptr_t)owner))
            w_fail(w, SNAP_ERR_NOMEM, "out of memory");
    }
    put_uv(b, (uint64_t)depth);
    for (int64_t i = 0; i < depth && !w->status; i++)
        put_slot(w, b, f->slots[i]);
}

static void write_entry(writer *w, const obj *o)
{
    uint64_t libname;
    buf *b = &w->objs;
    const vtype *t = o->type;
    value v = v_from_obj(o);
    value mod, attr;
    if (o->flags & OBJ_STATIC) {
        const char *name = blt_static_name(o);
        if (name) {
            put_u8(b, E_BUILTIN);
            put_bytes(b, name, strlen(name));
            return;
        }
    }
    uint64_t tm_owner;
    const vtype *attr_owner = t == &bfunc_type && (o->flags & OBJ_STATIC) && !blt_static_name(o) &&
                                      !pmap_get(&w->tmeth, o, &tm_owner)
                                  ? blt_attr_owner(w->vm, (const bfunc *)o)
                                  : NULL;
    if (t == &bfunc_type && pmap_get(&w->tmeth, o, &tm_owner)) {
        put_u8(b, E_TABLEMETHOD);
        put_value(w, b, v_from_obj((const vtype *)(uintptr_t)tm_owner));
        put_bytes(b, ((const bfunc *)o)->name, strlen(((const bfunc *)o)->name));
    } else if (attr_owner) {
        /* object.__new__, object.__init__: a built-in type's attribute,
         * by the type and the name */
        put_u8(b, E_STATICBFUNC);
        put_value(w, b, v_from_obj(attr_owner));
        put_bytes(b, ((const bfunc *)o)->name, strlen(((const bfunc *)o)->name));
    } else if (!saved_by_value(t) && find_modattr(w, o, &mod, &attr)) {
        /* what a module holds (its functions, classes, sentinels) is the
         * module's, by name: identity with the module's own object kept */
        put_u8(b, E_MODATTR);
        put_str(b, mod);
        put_str(b, attr);
    } else if (w->status) {
        return;
    } else if (t == &str_type && pmap_get(&w->libsrc, o, &libname)) {
        /* the source of a library module: its name, not its text */
        put_u8(b, E_LIBSOURCE);
        put_str(b, (value)libname);
    } else if (t == &str_type) {
        put_u8(b, E_STR);
        put_u8(b, AS_STR(v)->interned ? STR_INTERNED : 0);
        put_str(b, v);
    } else if (t == &bytes_type) {
        put_u8(b, E_BYTES);
        put_bytes(b, ((const bytesobj *)o)->data, (size_t)((const bytesobj *)o)->len);
    } else if (t == &bytearray_type) {
        put_u8(b, E_BYTEARRAY);
        put_bytes(b, ((const bytearrayobj *)o)->data, (size_t)((const bytearrayobj *)o)->len);
    } else if (t == &int_type) {
        /* little-endian two's complement, as int.to_bytes(n, 'little', signed=True) */
        size_t n = (size_t)(int_bit_length(v) / 8 + 1);
        uint8_t *tmp = malloc(n);
        bi_digit xb[BI_I64_DIGITS];
        if (!tmp || bi_to_bytes(int_view(v, xb), tmp, n, true, true) != BI_OK) {
            free(tmp);
            w_fail(w, SNAP_ERR_NOMEM, "out of memory");
            return;
        }
        put_u8(b, E_INT);
        put_bytes(b, tmp, n);
        free(tmp);
    } else if (t == &list_type || t == &tuple_type) {
        int64_t n = t == &list_type ? AS_LIST(v)->len : AS_TUPLE(v)->len;
        const value *items = t == &list_type ? AS_LIST(v)->items : AS_TUPLE(v)->items;
        put_u8(b, t == &list_type ? E_LIST : E_TUPLE);
        put_uv(b, (uint64_t)n);
        for (int64_t i = 0; i < n && !w->status; i++)
            put_value(w, b, items[i]);
    } else if (t == &dict_type && module_of_dict(w->vm, v, &mod)) {
        /* a module's namespace (a library function's globals): by name */
        put_u8(b, E_MODDICT);
        put_str(b, mod);
    } else if (t == &dict_type) {
        put_u8(b, E_DICT);
        put_dict_entries(w, b, v);
    } else if (t == &set_type || t == &frozenset_type) {
        put_u8(b, t == &set_type ? E_SET : E_FROZENSET);
        write_set(w, b, (const setobj *)o);
    } else if (t == &range_type) {
        const rangeobj *r = (const rangeobj *)o;
        put_u8(b, E_RANGE);
        put_sv(b, r->start);
        put_sv(b, r->stop);
        put_sv(b, r->step);
    } else if (t == &slice_type) {
        const sliceobj *s = (const sliceobj *)o;
        put_u8(b, E_SLICE);
        put_value(w, b, s->start);
        put_value(w, b, s->stop);
        put_value(w, b, s->step);
    } else if (t == &module_type && helper_module_v(w->vm, ((const moduleobj *)o)->name)) {
        w_fail(w, SNAP_ERR_UNSUPPORTED, "cannot save the library's internal module '%s'",
               str_cstr(((const moduleobj *)o)->name));
    } else if (t == &module_type) {
        put_u8(b, E_MODULE);
        put_str(b, ((const moduleobj *)o)->name);
    } else if (t == &tool_type) {
        const toolobj *to = (const toolobj *)o;
        put_u8(b, E_TOOL);
        put_u8(b, to->is_async);
        put_str(b, to->name);
    } else if (t == &code_type) {
        const codeobj *co = (const codeobj *)o;
        note_library_source(w, co);
        put_u8(b, E_CODE);
        put_value(w, b, co->source);
        put_value(w, b, co->filename);
        put_value(w, b, co->qualname);
        put_sv(b, co->firstlineno);
        put_u64(b, code_fingerprint(co));
    } else if (t == &cell_type) {
        value x = ((const cellobj *)o)->v;
        put_u8(b, E_CELL);
        if (x == V_UNBOUND)
            put_u8(b, VK_DUMMY);
        else
            put_value(w, b, x);
    } else if (t == &func_type) {
        const funcobj *f = (const funcobj *)o;
        put_u8(b, E_FUNC);
        put_value(w, b, f->code);
        put_value(w, b, f->globals);
        put_value(w, b, f->name);
        put_value(w, b, f->qualname);
        put_opt(w, b, f->defaults);
        put_opt(w, b, f->kwdefaults);
        put_opt(w, b, f->closure);
        put_opt(w, b, f->doc);
        put_opt(w, b, f->module);
        put_opt(w, b, f->attrs);
        put_u8(b, f->abstract);
    } else if (t == &type_type && !(o->flags & OBJ_STATIC)) {
        const classobj *c = (const classobj *)o;
        put_u8(b, E_CLASS);
        put_value(w, b, c->name);
        put_value(w, b, c->qualname);
        put_value(w, b, c->module);
        put_value(w, b, c->bases);
        put_value(w, b, c->dict);
        put_opt(w, b, c->abstract_names);
        put_opt(w, b, c->slot_names);
        put_u8(b, c->dict_offset != 0);
    } else if (t == &slotdescr_type) {
        const slotdescr *sd = (const slotdescr *)o;
        put_u8(b, E_SLOTDESCR);
        put_value(w, b, sd->name);
        put_value(w, b, sd->owner);
        put_uv(b, sd->offset);
    } else if ((t->tflags & TF_HEAPTYPE) && layout_index((const classobj *)t) >= 0) {
        const classobj *c = (const classobj *)t;
        int li = layout_index(c);
        const inst_layout lv = layout_at(li), *l = &lv;
        put_u8(b, E_INST);
        put_value(w, b, v_from_obj(t));
        put_u8(b, (unsigned)li);
        if (li == L_DICT) {
            put_dict_entries(w, b, v);
        } else if (is_core_layout(li)) {
            int64_t f[3];
            value tz;
            dtcore_get(v, li - L_TD, f, &tz);
            put_sv(b, f[0]);
            put_sv(b, f[1]);
            put_sv(b, f[2]);
            put_value(w, b, tz);
        } else if (li == L_LIST || li == L_TUPLE) {
            int64_t n = li == L_LIST ? ((const listobj *)o)->len : ((const tupleobj *)o)->len;
            const value *items = li == L_LIST ? ((const listobj *)o)->items : ((const tupleobj *)o)->items;
            put_uv(b, (uint64_t)n);
            for (int64_t i = 0; i < n && !w->status; i++)
                put_value(w, b, items[i]);
        }
        put_opt(w, b, c->dict_offset ? *inst_word(o, l->dict_at) : V_NULL);
        uint32_t nslots = (c->basicsize - l->base) / (uint32_t)sizeof(value);
        put_uv(b, nslots);
        for (uint32_t k = 0; k < nslots; k++) {
            value x = inst_word(o, l->base)[k];
            if (x == V_UNBOUND)
                put_u8(b, VK_DUMMY);
            else
                put_value(w, b, x);
        }
    } else if ((t->tflags & TF_EXC) && exc_nslots(t) >= 0 && !((const excobj *)o)->limit) {
        const excobj *e = (const excobj *)o;
        const value fields[] = {e->args, e->cause, e->context, e->tb, e->notes, e->name,
                                e->obj_, e->suggestion, e->value, e->attrs, e->se_text};
        put_u8(b, E_EXC);
        put_value(w, b, v_from_obj(t));
        for (size_t k = 0; k < sizeof fields / sizeof fields[0]; k++)
            put_opt(w, b, fields[k]);
        put_u8(b, e->suppress_context != 0);
        put_sv(b, e->se_lineno);
        put_sv(b, e->se_offset);
        put_sv(b, e->se_end_lineno);
        put_sv(b, e->se_end_offset);
        int64_t nslots = exc_nslots(t);
        put_uv(b, (uint64_t)nslots);
        for (int64_t k = 0; k < nslots; k++) {
            value x = ((const value *)(e + 1))[k];
            if (x == V_UNBOUND)
                put_u8(b, VK_DUMMY);
            else
                put_value(w, b, x);
        }
    } else if (t == &tb_type) {
        const tbobj *tb = (const tbobj *)o;
        put_u8(b, E_TB);
        put_opt(w, b, tb->next);
        put_value(w, b, tb->code);
        put_uv(b, (uint64_t)tb->pc);
    } else if (t == &staticmethod_type || t == &classmethod_type) {
        put_u8(b, t == &staticmethod_type ? E_STATICMETHOD : E_CLASSMETHOD);
        put_value(w, b, ((const wrapobj *)o)->fn);
        put_opt(w, b, ((const wrapobj *)o)->attrs);
    } else if (t == &property_type) {
        const propobj *pr = (const propobj *)o;
        put_u8(b, E_PROPERTY);
        put_opt(w, b, pr->fget);
        put_opt(w, b, pr->fset);
        put_opt(w, b, pr->fdel);
        put_opt(w, b, pr->doc);
        put_opt(w, b, pr->name);
    } else if (t == &builtin_method_type) {
        /* a C method bound to its object ([].append, d.get): its table's
         * type and its name */
        const boundmethod *bm = (const boundmethod *)o;
        const bfunc *f = (const bfunc *)v_obj(bm->func);
        const vtype *owner = method_owner(bm->self, f);
        if (!owner) {
            w_fail(w, SNAP_ERR_UNSUPPORTED, "cannot save the built-in method '%s' (not supported yet)", f->name);
            return;
        }
        put_u8(b, E_BUILTINMETHOD);
        put_value(w, b, bm->self);
        put_value(w, b, v_from_obj(owner));
        put_bytes(b, f->name, strlen(f->name));
    } else if (t == &methoddescr_type) {
        const methoddescr *md = (const methoddescr *)o;
        put_u8(b, E_METHODDESCR);
        put_value(w, b, v_from_obj(md->owner));
        put_bytes(b, md->m->name, strlen(md->m->name));
    } else if (t == &boundmethod_type) {
        put_u8(b, E_BOUNDMETHOD);
        put_value(w, b, ((const boundmethod *)o)->self);
        put_value(w, b, ((const boundmethod *)o)->func);
    } else if (type_index(seqiter_types, NSEQITER, t) >= 0) {
        const seqiter *it = (const seqiter *)o;
        put_u8(b, E_SEQITER);
        put_u8(b, (unsigned)type_index(seqiter_types, NSEQITER, t));
        put_opt(w, b, it->seq);
        put_sv(b, it->i);
        put_u64(b, it->version);
        put_sv(b, it->extra);
    } else if (type_index(mapiter_types, NMAPITER, t) >= 0) {
        const mapiter *m = (const mapiter *)o;
        put_u8(b, E_MAPITER);
        put_u8(b, (unsigned)type_index(mapiter_types, NMAPITER, t));
        put_opt(w, b, m->fn);
        put_uv(b, (uint64_t)m->n);
        for (int i = 0; i < m->n && !w->status; i++)
            put_value(w, b, m->iters[i]);
    } else if (t == &gen_type || t == &coro_type || t == &asyncgen_type) {
        const genobj *g = (const genobj *)o;
        put_u8(b, E_GEN);
        put_u8(b, g->kind);
        put_value(w, b, g->name);
        put_value(w, b, g->qualname);
        put_opt(w, b, g->exc_state);
        put_opt(w, b, g->caller_exc);
        put_u8(b, g->state);
        put_u8(b, g->resumer);
        put_u8(b, g->in_yield_from);
        put_u8(b, g->running_async);
        /* a running one's frame is on the paused run's frame stack */
        if (g->state == GEN_CREATED || g->state == GEN_SUSPENDED)
            put_frame(w, b, g->fr, false);
    } else if (cstate_of(v)) {
        /* its state is a new tuple: garbage once written (no collection
         * runs while the writer works) */
        const cstate_type *ct = cstate_of(v);
        value st = ct->state(w->vm, v);
        if (!st) {
            w->vm->exc = V_NULL;
            w_fail(w, SNAP_ERR_NOMEM, "out of memory");
            return;
        }
        put_u8(b, E_CSTATE);
        put_bytes(b, ct->name, strlen(ct->name));
        put_value(w, b, st);
    } else {
        w_fail(w, SNAP_ERR_UNSUPPORTED, "cannot save an object of type '%s' (not supported yet)",
               vm_type_name(v));
    }
}

/* Header flags. SIGNED: an HMAC-SHA256 tag of the header and the body
 * follows the body (SNAP_TAG_SIZE bytes; docs/snapshots.md). */
enum { FLAG_SIGNED = 1 };

static void put_header(uint8_t *h, uint64_t body_len, uint64_t sum, unsigned flags)
{
    memcpy(h, MAGIC, 8);
    h[8] = SNAP_VERSION & 0xFF;
    h[9] = SNAP_VERSION >> 8;
    memset(h + 10, 0, 6); /* flags, reserved */
    h[10] = (uint8_t)flags;
    le64(h + 16, body_len);
    le64(h + 24, sum);
}

/* The names a library module lists in __snapshot_state__ (asyncio's
 * running loop and tasks): state its functions keep in its globals, which
 * importing it again would not give back. Format 2: a count of modules,
 * each its name and its (name, value) pairs. */

/* Where the state called name (n bytes) of module m is: a global of the
 * module ("_running_loop"), or an attribute in the attribute dict of one
 * ("_inst._mt": random's generator, whose bound methods the module's
 * functions are, so the object stays and its state is put back). The
 * dict and the key, true if the key is there. */
static bool state_place(psvm *vm, value m, const char *name, size_t n, value *dict, value *key)
{
    const char *dot = memchr(name, '.', n);
    *dict = ((moduleobj *)v_obj(m))->dict;
    *key = str_intern_n(vm, name, (int64_t)(dot ? (size_t)(dot - name) : n));
    value v = *key ? dict_get_str(vm, *dict, *key) : V_NULL;
    if (!v || !dot)
        return v != V_NULL;
    const vtype *t = vm_typeof(v);
    if (!(t->tflags & TF_HEAPTYPE) || !((const classobj *)t)->dict_offset)
        return false;
    *dict = *(value *)((char *)v_obj(v) + ((const classobj *)t)->dict_offset);
    *key = *dict && v_is_dict(*dict) ? str_intern_n(vm, dot + 1, (int64_t)(n - (size_t)(dot - name) - 1)) : V_NULL;
    return *key && dict_get_str(vm, *dict, *key);
}

static void put_module_state(writer *w, buf *b)
{
    psvm *vm = w->vm;
    int64_t pos = 0, n = 0;
    put_uv(b, vm->random_seedings);
    value k, m;
    while (vm->modules && dict_next(vm->modules, &pos, &k, &m))
        n += v_is_type(m, &module_type) && state_names(vm, m);
    put_uv(b, (uint64_t)n);
    pos = 0;
    while (vm->modules && dict_next(vm->modules, &pos, &k, &m)) {
        value names = v_is_type(m, &module_type) ? state_names(vm, m) : V_NULL;
        if (!names)
            continue;
        put_str(b, k);
        put_uv(b, (uint64_t)AS_TUPLE(names)->len);
        for (int64_t i = 0; i < AS_TUPLE(names)->len; i++) {
            value nm = AS_TUPLE(names)->items[i], d, key;
            if (!v_is_str(nm) || !state_place(vm, m, AS_STR(nm)->data, (size_t)AS_STR(nm)->len, &d, &key)) {
                vm->exc = V_NULL;
                w_fail(w, SNAP_ERR_UNSUPPORTED, "module state that is not there");
                return;
            }
            put_str(b, nm);
            put_value(w, b, dict_get_str(vm, d, key));
        }
    }
}

/* The paused run (format 2): the VM's per-run figures, the handled
 * exception, the redirected streams and the frame stack, outermost frame
 * first; an idle sandbox has none. Then the embedder's root. */
static void put_run(writer *w, buf *b, value host_root)
{
    psvm *vm = w->vm;
    put_u8(b, vm->frame != NULL);
    if (vm->frame) {
        put_uv(b, (uint64_t)vm->fuel_used);
        put_uv(b, (uint64_t)vm->slept_ns);
        put_uv(b, (uint64_t)vm->output_used);
        put_opt(w, b, vm->exc_info);
        put_opt(w, b, vm->stdout_redirect);
        put_opt(w, b, vm->stderr_redirect);
        size_t n = 0;
        for (frame *f = vm->frame; f; f = f->prev)
            n++;
        const frame **chain = malloc(n * sizeof *chain);
        if (!chain) {
            w_fail(w, SNAP_ERR_NOMEM, "out of memory");
            return;
        }
        size_t k = n;
        for (frame *f = vm->frame; f; f = f->prev)
            chain[--k] = f;
        put_uv(b, n);
        for (size_t i = 0; i < n && !w->status; i++)
            put_frame(w, b, chain[i], true);
        free(chain);
    }
    put_opt(w, b, host_root);
}

int snap_write(psvm *vm, value host_root, const void *extra, size_t extra_len, const uint8_t *key, size_t key_len,
               uint8_t **out, size_t *out_len, char *err, size_t errlen)
{
    writer w = {.vm = vm, .err = err, .errlen = errlen};
    *out = NULL;
    *out_len = 0;
    /* the roots first: index 0 is the globals, then what the paused run
     * holds (its entries are numbered before the walk) */
    ref_of(&w, v_obj(vm->main_globals));
    buf run = {0};
    put_module_state(&w, &run);
    put_run(&w, &run, host_root);
    for (size_t i = 0; i < w.norder && !w.status && !w.objs.failed; i++)
        write_entry(&w, w.order[i]);
    buf b = {0};
    uint8_t head[HEADER_SIZE] = {0};
    put(&b, head, sizeof head);
    int64_t nmod = vm->modules ? AS_DICT(vm->modules)->used : 0, pos = 0;
    put_uv(&b, (uint64_t)nmod);
    value k, m;
    while (vm->modules && dict_next(vm->modules, &pos, &k, &m))
        put_str(&b, k);
    put_uv(&b, w.norder);
    put(&b, w.objs.p, w.objs.len);
    put_u8(&b, VK_REF);
    put_uv(&b, 0);
    put(&b, run.p, run.len);
    put_bytes(&b, extra, extra_len);
    if (!w.status && (b.failed || w.objs.failed || run.failed))
        w_fail(&w, SNAP_ERR_NOMEM, "out of memory");
    free(w.objs.p);
    free(run.p);
    free(w.order);
    free(w.where);
    pmap_free(&w.seen);
    pmap_free(&w.modattr);
    pmap_free(&w.libsrc);
    pmap_free(&w.tmeth);
    if (w.status) {
        free(b.p);
        return w.status;
    }
    uint64_t body = b.len - HEADER_SIZE;
    put_header(b.p, body, body_checksum(SNAP_VERSION, b.p + HEADER_SIZE, body), key ? FLAG_SIGNED : 0);
    if (key) {
        uint8_t tag[SNAP_TAG_SIZE];
        snap_tag(key, key_len, b.p, b.len, tag);
        put(&b, tag, sizeof tag);
        if (b.failed) {
            free(b.p);
            return SNAP_ERR_NOMEM;
        }
    }
    *out = b.p;
    *out_len = b.len;
    return 0;
}

void snap_tag(const uint8_t *key, size_t key_len, const uint8_t *p, size_t n, uint8_t tag[SNAP_TAG_SIZE])
{
    struct hmac_sha256_ctx ctx;
    hmac_sha256_set_key(&ctx, key_len, key);
    hmac_sha256_update(&ctx, n, p);
    hmac_sha256_digest(&ctx, SNAP_TAG_SIZE, tag);
}

/* ---- reader --------------------------------------------------------------- */

typedef struct reader {
    psvm *vm;
    const snap_hooks *hooks;
    const uint8_t *base, *p, *end;
    value table;  /* a list: index -> object (rooted while the graph is built) */
    int64_t n;
    bool null_ok;   /* get_value: VK_NULL accepted (optional fields) */
    /* the sources compiled again for their code objects: pairs of (saved
     * source str, module code) in a list */
    value compiled;
    unsigned version;  /* the snapshot's format */
    value host_root;   /* the embedder's root (format 2), or V_NULL */
    const uint8_t *key; /* the host's snapshot key, or NULL */
    size_t key_len;
    char *err;
    size_t errlen;
    int status;
} reader;

#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
static int r_bad(reader *r, const char *fmt, ...)
{
    if (r->status)
        return -1;
    r->status = SNAP_ERR_BAD;
    int k = snprintf(r->err, r->errlen, "at byte %zu: ", (size_t)(r->p - r->base));
    if (k > 0 && (size_t)k < r->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->err + k, r->errlen - (size_t)k, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static int r_vm(reader *r)
{
    if (!r->status)
        r->status = SNAP_ERR_VM;
    return -1;
}

static size_t left(const reader *r) { return (size_t)(r->end - r->p); }

static int get_u8(reader *r, unsigned *v)
{
    *v = 0;
    if (r->p >= r->end)
        return r_bad(r, "the snapshot ends early");
    *v = *r->p++;
    return 0;
}

static int get_uv(reader *r, uint64_t *v)
{
    if (r->p < r->end && *r->p < 0x80) { /* most numbers: one byte */
        *v = *r->p++;
        return 0;
    }
    uint64_t x = 0;
    *v = 0;
    for (int shift = 0; shift < 64; shift += 7) {
        if (r->p >= r->end)
            return r_bad(r, "the snapshot ends early");
        uint8_t c = *r->p++;
        if (shift == 63 && (c & 0x7E))
            return r_bad(r, "a number too large");
        x |= (uint64_t)(c & 0x7F) << shift;
        if (!(c & 0x80)) {
            *v = x;
            return 0;
        }
    }
    return r_bad(r, "a number too long");
}

static int get_sv(reader *r, int64_t *v)
{
    uint64_t u;
    *v = 0;
    if (get_uv(r, &u) < 0)
        return -1;
    *v = (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
    return 0;
}

/* A little-endian word, on any machine: one load (the checksum reads
 * every word of the body; the byte loop cost 8 instructions a byte). */
static uint64_t rd64(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, sizeof v);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return v;
}

static uint64_t rotl64(uint64_t x, int r) { return x << r | x >> (64 - r); }

/* A word into an accumulator: the step of format 3's checksum. */
static uint64_t sum_round(uint64_t acc, uint64_t w)
{
    return rotl64(acc + w * 0xC2B2AE3D27D4EB4Fu, 31) * 0x9E3779B185EBCA87u;
}

/* The header's checksum of a body of n bytes, as the snapshot's format
 * version defines it (docs/snapshots.md). Formats 1 and 2: the library's
 * bytes hash, one byte per step (a restore of 6 KB spent 10 µs on it).
 * Format 3: four lanes over 32-byte blocks of little-endian words, then
 * the words and the bytes left, then a final mix; it catches corruption,
 * not tampering (the HMAC tag does that). */
static uint64_t body_checksum(unsigned version, const uint8_t *p, uint64_t n)
{
    if (version < 3)
        return (uint64_t)bytes_hash_raw(p, (int64_t)n);
    uint64_t v1 = 0x9E3779B185EBCA87u, v2 = 0xC2B2AE3D27D4EB4Fu, v3 = 0x165667B19E3779F9u, v4 = 0x27D4EB2F165667C5u;
    uint64_t i = 0;
    for (; i + 32 <= n; i += 32) {
        v1 = sum_round(v1, rd64(p + i));
        v2 = sum_round(v2, rd64(p + i + 8));
        v3 = sum_round(v3, rd64(p + i + 16));
        v4 = sum_round(v4, rd64(p + i + 24));
    }
    uint64_t h = rotl64(v1, 1) + rotl64(v2, 7) + rotl64(v3, 12) + rotl64(v4, 18) + n;
    for (; i + 8 <= n; i += 8)
        h = sum_round(h, rd64(p + i));
    if (i < n) {
        uint64_t w = 0;
        for (int k = 0; i < n; i++, k++)
            w |= (uint64_t)p[i] << (8 * k);
        h = sum_round(h, w);
    }
    h ^= h >> 33;
    h *= 0xC2B2AE3D27D4EB4Fu;
    h ^= h >> 29;
    h *= 0x165667B19E3779F9u;
    h ^= h >> 32;
    return h;
}

static int get_u64(reader *r, uint64_t *v)
{
    *v = 0;
    if (left(r) < 8)
        return r_bad(r, "the snapshot ends early");
    *v = rd64(r->p);
    r->p += 8;
    return 0;
}

/* A count of items each taking at least `min` bytes: never more than
 * the bytes left can hold, so a claimed 10**12 fails before allocating. */
static int get_count(reader *r, size_t min, int64_t *n)
{
    uint64_t u;
    *n = 0;
    if (get_uv(r, &u) < 0)
        return -1;
    if (u > left(r) / min)
        return r_bad(r, "a count of %llu is more than the snapshot holds", (unsigned long long)u);
    *n = (int64_t)u;
    return 0;
}

static int get_bytes(reader *r, const uint8_t **s, size_t *n)
{
    uint64_t u;
    *s = NULL;
    *n = 0;
    if (get_uv(r, &u) < 0)
        return -1;
    if (u > left(r))
        return r_bad(r, "a length of %llu is more than the snapshot holds", (unsigned long long)u);
    *s = r->p;
    *n = (size_t)u;
    r->p += u;
    return 0;
}

/* A name (module, attribute, tool): valid UTF-8, no NUL, not too long. */
static int get_name(reader *r, const uint8_t **s, size_t *n)
{
    if (get_bytes(r, s, n) < 0)
        return -1;
    if (*n == 0 || *n > NAME_MAX_BYTES || memchr(*s, 0, *n) || !utf8_valid(*s, *n))
        return r_bad(r, "a name that is empty, too long or not UTF-8");
    return 0;
}

/* A value; with resolve false, only checked (the first pass). dummy_ok:
 * a set's removed-entry marker may stand here (*v is then V_UNBOUND). */
static int get_value(reader *r, value *v, bool resolve, bool dummy_ok)
{
    unsigned k;
    if (get_u8(r, &k) < 0)
        return -1;
    switch (k) {
    case VK_NONE: *v = V_NONE; return 0;
    case VK_FALSE: *v = V_FALSE; return 0;
    case VK_TRUE: *v = V_TRUE; return 0;
    case VK_ELLIPSIS: *v = V_ELLIPSIS; return 0;
    case VK_NOTIMPL: *v = V_NOTIMPLEMENTED; return 0;
    case VK_SMALL: {
        int64_t i;
        if (get_sv(r, &i) < 0)
            return -1;
        if (!v_fits_small(i))
            return r_bad(r, "a small int out of range");
        *v = v_from_small(i);
        return 0;
    }
    case VK_FLOAT: {
        uint64_t bits;
        if (get_u64(r, &bits) < 0)
            return -1;
        double d;
        memcpy(&d, &bits, sizeof d);
        *v = v_from_float(d);
        return 0;
    }
    case VK_REF: {
        uint64_t ix;
        if (get_uv(r, &ix) < 0)
            return -1;
        if (ix >= (uint64_t)r->n)
            return r_bad(r, "a reference to object %llu of %lld", (unsigned long long)ix, (long long)r->n);
        *v = resolve ? AS_LIST(r->table)->items[ix] : V_NONE;
        return 0;
    }
    case VK_DUMMY:
        if (!dummy_ok)
            return r_bad(r, "a removed-entry marker outside a set or a cell");
        *v = V_UNBOUND;
        return 0;
    case VK_NULL:
        if (!r->null_ok)
            return r_bad(r, "an absent value where one is needed");
        *v = V_NULL;
        return 0;
    default:
        return r_bad(r, "an unknown value kind %u", k);
    }
}

/* An optional field: a value, or V_NULL. */
static int get_opt(reader *r, value *v, bool resolve)
{
    r->null_ok = true;
    int rc = get_value(r, v, resolve, false);
    r->null_ok = false;
    return rc;
}

/* put_dict_entries' entries into d, an empty dict or dict subclass's
 * instance, by their stored hashes (no key compared). */
static int skip_values(reader *r, int64_t n);

/* The fewest bytes a dict entry takes: its hash (one byte from format
 * 2 on, put_dict_entries) and two values. */
static size_t dict_entry_min(const reader *r) { return r->version < 2 ? 10 : 3; }

/* A dict entry's hash, before its key: *own true for "the key's own
 * (str) hash". */
static int get_dict_hash(reader *r, uint64_t *h, bool *own)
{
    unsigned tag = 1;
    *own = false;
    if (r->version >= 2 && get_u8(r, &tag) < 0)
        return -1;
    if (tag > 1)
        return r_bad(r, "an unknown dict hash tag %u", tag);
    *own = tag == 0;
    return *own ? 0 : get_u64(r, h);
}

/* A dict's entries checked for their form and skipped (first pass); their
 * count given back. */
static int skip_dict_entries(reader *r, int64_t *cnt)
{
    if (get_count(r, dict_entry_min(r), cnt) < 0)
        return -1;
    for (int64_t k = 0; k < *cnt; k++) {
        uint64_t h;
        bool own;
        if (get_dict_hash(r, &h, &own) < 0 || skip_values(r, 2) < 0)
            return -1;
    }
    return 0;
}

static int fill_dict_entries(reader *r, value d)
{
    int64_t cnt;
    if (get_count(r, dict_entry_min(r), &cnt) < 0)
        return -1;
    for (int64_t i = 0; i < cnt; i++) {
        uint64_t h = 0;
        bool own;
        value k, x;
        if (get_dict_hash(r, &h, &own) < 0 || get_value(r, &k, true, false) < 0 || get_value(r, &x, true, false) < 0)
            return -1;
        if (own && !v_is_str(k))
            return r_bad(r, "a dict entry says its key's own hash, and its key is not a str");
        if (own)
            h = (uint64_t)str_hash(k);
        if ((int64_t)h == -1)
            return r_bad(r, "a dict entry's hash is -1");
        if (dict_insert_restored(r->vm, d, k, (int64_t)h, x) < 0)
            return r_vm(r);
    }
    return 0;
}

static int skip_values(reader *r, int64_t n)
{
    value v;
    for (int64_t i = 0; i < n; i++)
        if (get_value(r, &v, false, false) < 0)
            return -1;
    return 0;
}

#define AS_CLASS_SHELL(v) ((classobj *)v_obj(v))

static value module_named(reader *r, const uint8_t *s, size_t n)
{
    psvm *vm = r->vm;
    if (helper_hidden(vm, (const char *)s, n)) {
        r_bad(r, "module '%.*s' is internal to the library", (int)n, (const char *)s);
        return V_NULL;
    }
    value name = str_new(vm, (const char *)s, (int64_t)n);
    if (!name) {
        r_vm(r);
        return V_NULL;
    }
    value m = vm->modules ? dict_get_str(vm, vm->modules, name) : V_NULL;
    if (!m)
        r_bad(r, "module '%.*s' is not among the snapshot's modules", (int)n, (const char *)s);
    return m;
}

/* A set's table as saved: validated here (slots increasing and in the
 * table, at least one slot never used, so every probe ends), filled with
 * the keys in the second pass. */
static int read_set_shape(reader *r, setobj *s)
{
    uint64_t size, finger;
    int64_t n;
    if (get_uv(r, &size) < 0 || get_uv(r, &finger) < 0 || get_count(r, 10, &n) < 0)
        return -1;
    if (size && (size < 8 || (size & (size - 1)) || size > ((uint64_t)1 << 40)))
        return r_bad(r, "a set table of %llu slots", (unsigned long long)size);
    if (size ? (uint64_t)n >= size : n != 0)
        return r_bad(r, "a set table with no free slot");
    int64_t used = 0;
    uint64_t at = 0;
    for (int64_t i = 0; i < n; i++) {
        uint64_t gap, h;
        value k;
        if (get_uv(r, &gap) < 0 || get_u64(r, &h) < 0 || get_value(r, &k, false, true) < 0)
            return -1;
        if (gap >= size - at)
            return r_bad(r, "a set slot out of the table");
        at += gap + 1;
        used += k != V_UNBOUND;
    }
    if (size) {
        set_entry *t = vm_alloc(r->vm, (size_t)size * sizeof *t);
        if (!t)
            return r_vm(r);
        memset(t, 0, (size_t)size * sizeof *t);
        s->table = t;
        s->mask = (int64_t)size - 1;
        s->finger = (int64_t)(finger & (size - 1));
    }
    s->fill = n;
    s->used = used;
    return 0;
}

static int fill_set(reader *r, setobj *s)
{
    uint64_t size, finger, at = 0;
    int64_t n;
    if (get_uv(r, &size) < 0 || get_uv(r, &finger) < 0 || get_count(r, 10, &n) < 0)
        return -1;
    for (int64_t i = 0; i < n; i++) {
        uint64_t gap, h;
        value k;
        if (get_uv(r, &gap) < 0 || get_u64(r, &h) < 0 || get_value(r, &k, true, true) < 0)
            return -1;
        at += gap;
        s->table[at].key = k;
        s->table[at].hash = k == V_UNBOUND ? -1 : (int64_t)h;
        at++;
    }
    return 0;
}

/* The entry called name (n bytes) of a static type's own method table. */
static const bfunc *table_method(const vtype *t, const uint8_t *name, size_t n)
{
    for (const bfunc *m = t->methods; m && m->name; m++)
        if (strlen(m->name) == n && !memcmp(m->name, name, n))
            return m;
    return NULL;
}

/* A class shell this snapshot made and class_pass has not built yet. */
static bool class_pending(value v)
{
    return v_is_type(v, &type_type) && !(v_obj(v)->flags & OBJ_STATIC) && !(AS_TYPE(v)->tflags & TF_HEAPTYPE);
}

/* An instance's fields after its class: the layout byte, the built-in
 * part, the attribute dict, the __slots__ values; checked and skipped
 * (first pass), their sizes given back. */
static int skip_inst_body(reader *r, unsigned *layout, int64_t *n, int64_t *nslots)
{
    unsigned li;
    int64_t cnt = 0, ns;
    value v;
    if (get_u8(r, &li) < 0)
        return -1;
    if (li >= L__COUNT)
        return r_bad(r, "an unknown instance layout %u", li);
    if (is_core_layout((int)li) && r->version < 2)
        return r_bad(r, "a datetime instance in a format 1 snapshot");
    if (li == L_DICT) {
        if (skip_dict_entries(r, &cnt) < 0)
            return -1;
    } else if (is_core_layout((int)li)) {
        int64_t x;
        if (get_sv(r, &x) < 0 || get_sv(r, &x) < 0 || get_sv(r, &x) < 0 || skip_values(r, 1) < 0)
            return -1;
    } else if (li == L_LIST || li == L_TUPLE) {
        if (get_count(r, 1, &cnt) < 0 || skip_values(r, cnt) < 0)
            return -1;
    }
    if (get_opt(r, &v, false) < 0 || get_count(r, 1, &ns) < 0)
        return -1;
    for (int64_t k = 0; k < ns; k++)
        if (get_value(r, &v, false, true) < 0)
            return -1;
    if (li == L_TUPLE && (ns || v != V_NULL))
        return r_bad(r, "a tuple instance with slots or attributes");
    if (layout)
        *layout = li, *n = cnt, *nslots = ns;
    return 0;
}

/* The instance of entry i, of the size its layout and slot count say:
 * an empty dict or list, a tuple of Nones, slots unbound. */
static int make_instance(reader *r, int64_t i)
{
    psvm *vm = r->vm;
    value cls;
    unsigned li;
    int64_t n, nslots;
    if (get_value(r, &cls, true, false) < 0 || skip_inst_body(r, &li, &n, &nslots) < 0)
        return -1;
    if (!class_pending(cls) && !(v_is_class(cls) && layout_index(AS_CLASS(cls)) == (int)li))
        return r_bad(r, "an instance of something that is not a class of its layout");
    const inst_layout lv = layout_at((int)li), *l = &lv;
    size_t size = li == L_TUPLE ? l->base + (size_t)n * sizeof(value) : l->base + (size_t)nslots * sizeof(value);
    obj *o = vm_new_obj(vm, AS_TYPE(cls), size);
    if (!o)
        return r_vm(r);
    AS_LIST(r->table)->items[i] = v_from_obj(o);
    if (li == L_TUPLE) {
        tupleobj *t = (tupleobj *)o;
        t->len = n;
        t->hash = -1;
        for (int64_t k = 0; k < n; k++)
            t->items[k] = V_NONE;
        return 0;
    }
    if (li == L_LIST && n) {
        listobj *lo = (listobj *)o;
        if (!(lo->items = vm_alloc(vm, (size_t)n * sizeof(value))))
            return r_vm(r);
        for (int64_t k = 0; k < n; k++)
            lo->items[k] = V_NONE;
        lo->len = lo->cap = n;
    }
    for (int64_t k = 0; k < nslots; k++)
        inst_word(o, l->base)[k] = V_UNBOUND;
    return 0;
}

/* Second pass for an instance: its built-in part, attributes and slots.
 * Raw layout access: its class may not be built yet (checked after). */
static int fill_inst(reader *r, obj *o)
{
    value cls, d;
    unsigned li;
    int64_t cnt;
    if (get_value(r, &cls, true, false) < 0 || get_u8(r, &li) < 0)
        return -1;
    const inst_layout lv = layout_at((int)li), *l = &lv;
    if (li == L_DICT) {
        if (fill_dict_entries(r, v_from_obj(o)) < 0)
            return -1;
    } else if (is_core_layout((int)li)) {
        int64_t f[3];
        value tz;
        if (get_sv(r, &f[0]) < 0 || get_sv(r, &f[1]) < 0 || get_sv(r, &f[2]) < 0 || get_value(r, &tz, true, false) < 0)
            return -1;
        if (!dtcore_set(v_from_obj(o), (int)li - L_TD, f, tz))
            return r_bad(r, "a %s whose fields its constructor would refuse", dtcore_type((int)li - L_TD)->name);
    } else if (li == L_LIST || li == L_TUPLE) {
        value *items = li == L_LIST ? ((listobj *)o)->items : ((tupleobj *)o)->items;
        if (get_count(r, 1, &cnt) < 0)
            return -1;
        for (int64_t k = 0; k < cnt; k++)
            if (get_value(r, &items[k], true, false) < 0)
                return -1;
    }
    if (get_opt(r, &d, true) < 0 || get_count(r, 1, &cnt) < 0)
        return -1;
    if (d && !v_is_dict(d))
        return r_bad(r, "an instance's attributes are not a dict");
    if (d)
        *inst_word(o, l->dict_at) = d;
    for (int64_t k = 0; k < cnt; k++)
        if (get_value(r, &inst_word(o, l->base)[k], true, true) < 0)
            return -1;
    return 0;
}

/* After the classes are built: an instance's class has its layout, its
 * size and (if it has attributes) its attribute dict. */
static int check_instance(reader *r, const obj *o)
{
    value cls;
    unsigned li;
    int64_t n, nslots;
    if (get_value(r, &cls, true, false) < 0 || skip_inst_body(r, &li, &n, &nslots) < 0)
        return -1;
    const classobj *c = (const classobj *)o->type;
    const inst_layout lv = layout_at((int)li), *l = &lv;
    if (!(c->t.tflags & TF_HEAPTYPE) || layout_index(c) != (int)li ||
        (li != L_TUPLE && c->basicsize != l->base + (uint64_t)nslots * sizeof(value)) ||
        (li != L_TUPLE && *inst_word(o, l->dict_at) && !c->dict_offset))
        return r_bad(r, "an instance that does not fit its class");
    return 0;
}

/* An exception's fields after its type; checked and skipped, the number
 * of its __slots__ values given back. */
static int skip_exc_body(reader *r, int64_t *nslots)
{
    value v;
    unsigned sup;
    int64_t x, ns;
    for (int k = 0; k < EXC_VALUES; k++)
        if (get_opt(r, &v, false) < 0)
            return -1;
    if (get_u8(r, &sup) < 0)
        return -1;
    if (sup > 1)
        return r_bad(r, "unknown exception flags");
    for (int k = 0; k < 4; k++)
        if (get_sv(r, &x) < 0)
            return -1;
        else if (x < INT32_MIN || x > INT32_MAX)
            return r_bad(r, "a SyntaxError position out of range");
    if (get_count(r, 1, &ns) < 0)
        return -1;
    for (int64_t k = 0; k < ns; k++)
        if (get_value(r, &v, false, true) < 0)
            return -1;
    if (nslots)
        *nslots = ns;
    return 0;
}

static bool exc_type_ok(value t)
{
    return class_pending(t) || (v_is_type(t, &type_type) && (AS_TYPE(t)->tflags & TF_EXC) && exc_nslots(AS_TYPE(t)) >= 0);
}

static int make_exception(reader *r, int64_t i)
{
    value t;
    int64_t nslots;
    if (get_value(r, &t, true, false) < 0 || skip_exc_body(r, &nslots) < 0)
        return -1;
    if (!exc_type_ok(t))
        return r_bad(r, "an exception of a type that is not an exception class");
    obj *o = vm_new_obj(r->vm, AS_TYPE(t), sizeof(excobj) + (size_t)nslots * sizeof(value));
    if (!o)
        return r_vm(r);
    excobj *e = (excobj *)o;
    e->args = r->vm->empty_tuple;
    for (int64_t k = 0; k < nslots; k++)
        ((value *)(e + 1))[k] = V_UNBOUND;
    AS_LIST(r->table)->items[i] = v_from_obj(o);
    return 0;
}

static int fill_exc(reader *r, excobj *e)
{
    value t, *fields[EXC_VALUES] = {&e->args, &e->cause, &e->context, &e->tb, &e->notes, &e->name,
                                   &e->obj_, &e->suggestion, &e->value, &e->attrs, &e->se_text};
    unsigned sup;
    int64_t x[4], nslots;
    if (get_value(r, &t, true, false) < 0)
        return -1;
    for (int k = 0; k < EXC_VALUES; k++)
        if (get_opt(r, fields[k], true) < 0)
            return -1;
    if (get_u8(r, &sup) < 0)
        return -1;
    for (int k = 0; k < 4; k++)
        if (get_sv(r, &x[k]) < 0)
            return -1;
    e->suppress_context = (int)sup;
    e->se_lineno = (int32_t)x[0];
    e->se_offset = (int32_t)x[1];
    e->se_end_lineno = (int32_t)x[2];
    e->se_end_offset = (int32_t)x[3];
    if (get_count(r, 1, &nslots) < 0)
        return -1;
    for (int64_t k = 0; k < nslots; k++)
        if (get_value(r, &((value *)(e + 1))[k], true, true) < 0)
            return -1;
    return 0;
}

static bool none_or(value v, bool ok) { return v == V_NULL || v == V_NONE || ok; }

/* After the classes are built: the exception's type fits it, and its
 * fields are of the kinds the exception code reads them as. */
static int check_exc(reader *r, const excobj *e)
{
    value t;
    int64_t nslots;
    if (get_value(r, &t, true, false) < 0 || skip_exc_body(r, &nslots) < 0)
        return -1;
    const vtype *ty = e->h.type;
    if (!(ty->tflags & TF_EXC) || exc_nslots(ty) != nslots)
        return r_bad(r, "an exception that does not fit its type");
    if (!v_is_tuple(e->args) || !none_or(e->cause, v_is_exc(e->cause)) || !none_or(e->context, v_is_exc(e->context)) ||
        !none_or(e->tb, v_is_type(e->tb, &tb_type)) || !(e->notes == V_NULL || v_is_list(e->notes)) ||
        !(e->attrs == V_NULL || v_is_dict(e->attrs)))
        return r_bad(r, "an exception's fields are of the wrong kinds");
    if (e->attrs && !(ty->tflags & TF_HEAPTYPE ? ((const classobj *)ty)->dict_offset : 1))
        return r_bad(r, "an exception with attributes its class has no room for");
    return 0;
}

/* First pass: entry i made (containers empty, of their final size). */
static int skip_frame(reader *r, bool chain);

static int read_entry(reader *r, int64_t i)
{
    psvm *vm = r->vm;
    unsigned kind;
    if (get_u8(r, &kind) < 0)
        return -1;
    value v = V_NULL;
    const uint8_t *s;
    size_t n;
    int64_t cnt;
    switch (kind) {
    case E_STR: {
        unsigned flags;
        if (get_u8(r, &flags) < 0 || get_bytes(r, &s, &n) < 0)
            return -1;
        if (flags & ~(unsigned)STR_INTERNED)
            return r_bad(r, "unknown str flags");
        if (!utf8_valid(s, n))
            return r_bad(r, "a str that is not valid UTF-8");
        v = (flags & STR_INTERNED) ? str_intern_n(vm, (const char *)s, (int64_t)n)
                                   : str_new(vm, (const char *)s, (int64_t)n);
        break;
    }
    case E_BYTES:
    case E_BYTEARRAY:
        if (get_bytes(r, &s, &n) < 0)
            return -1;
        v = kind == E_BYTES ? bytes_new(vm, s, (int64_t)n) : bytearray_new(vm, s, (int64_t)n);
        break;
    case E_INT: {
        if (get_bytes(r, &s, &n) < 0)
            return -1;
        if (n == 0)
            return r_bad(r, "an int of no bytes");
        intobj *o = int_alloc(vm, bi_from_bytes_size(n));
        if (!o)
            return r_vm(r);
        bi_out res = {o->d, 0, false};
        bi_from_bytes(s, n, true, true, &res);
        v = int_finish(o, &res);
        break;
    }
    case E_LIST:
    case E_TUPLE:
        if (get_count(r, 1, &cnt) < 0)
            return -1;
        v = kind == E_LIST ? list_new(vm, cnt) : tuple_new(vm, cnt);
        if (v && skip_values(r, cnt) < 0)
            return -1;
        break;
    case E_DICT: {
        if (skip_dict_entries(r, &cnt) < 0)
            return -1;
        v = dict_new_sized(vm, cnt);
        break;
    }
    case E_SET:
    case E_FROZENSET:
        v = set_new(vm, kind == E_SET ? &set_type : &frozenset_type);
        if (v && read_set_shape(r, AS_SET(v)) < 0)
            return -1;
        break;
    case E_RANGE: {
        int64_t a, b, c, d;
        if (get_sv(r, &a) < 0 || get_sv(r, &b) < 0 || get_sv(r, &c) < 0)
            return -1;
        /* the length's arithmetic must not overflow (range_new) */
        if (c == 0 || c == INT64_MIN || __builtin_sub_overflow(b, a, &d) || __builtin_sub_overflow(a, b, &d))
            return r_bad(r, "a range out of bounds");
        v = range_new(vm, a, b, c);
        break;
    }
    case E_SLICE:
        v = slice_new(vm, V_NONE, V_NONE, V_NONE);
        if (v && skip_values(r, 3) < 0)
            return -1;
        break;
    case E_MODULE:
        if (get_name(r, &s, &n) < 0 || !(v = module_named(r, s, n)))
            return -1;
        break;
    case E_MODDICT:
        if (get_name(r, &s, &n) < 0 || !(v = module_named(r, s, n)))
            return -1;
        v = ((moduleobj *)v_obj(v))->dict;
        break;
    case E_LIBSOURCE: {
        const char *src;
        size_t sn;
        if (get_name(r, &s, &n) < 0)
            return -1;
        if (!stdlib_py_source((const char *)s, n, &src, &sn))
            return r_bad(r, "no library module '%.*s'", (int)n, (const char *)s);
        v = str_new(vm, src, (int64_t)sn);
        break;
    }
    case E_BUILTIN:
        if (get_name(r, &s, &n) < 0)
            return -1;
        if (!(v = blt_static_find((const char *)s, n)))
            return r_bad(r, "no builtin '%.*s'", (int)n, (const char *)s);
        break;
    case E_MODATTR: {
        const uint8_t *a;
        size_t an;
        if (get_name(r, &s, &n) < 0 || get_name(r, &a, &an) < 0)
            return -1;
        value m = module_named(r, s, n);
        value attr = m ? str_intern_n(vm, (const char *)a, (int64_t)an) : V_NULL;
        if (!m || (!attr && r_vm(r)))
            return -1;
        /* a module's own lookup: it may make the name on first use (json) */
        v = vm_getattr(vm, m, attr);
        if (!v) {
            if (vm->exc && AS_EXC(vm->exc)->limit)
                return r_vm(r);
            vm->exc = V_NULL;
            return r_bad(r, "module '%.*s' has no '%.*s'", (int)n, (const char *)s, (int)an, (const char *)a);
        }
        break;
    }
    case E_TOOL: {
        unsigned async;
        if (get_u8(r, &async) < 0 || get_name(r, &s, &n) < 0)
            return -1;
        if (async > 1)
            return r_bad(r, "unknown tool flags");
        int64_t id = r->hooks && r->hooks->tool_id ? r->hooks->tool_id(r->hooks->ud, (const char *)s, n) : -2;
        if (id == -1) {
            r->status = SNAP_ERR_NOMEM;
            snprintf(r->err, r->errlen, "out of memory");
            return -1;
        }
        value name = str_intern_n(vm, (const char *)s, (int64_t)n);
        v = name ? tool_new(vm, name, id, async != 0) : V_NULL;
        break;
    }
    case E_CODE: {
        /* found in its source compiled again (code_pass), once every str exists */
        int64_t line;
        uint64_t h;
        if (skip_values(r, 3) < 0 || get_sv(r, &line) < 0 || get_u64(r, &h) < 0)
            return -1;
        v = V_NONE;
        break;
    }
    case E_FUNC:
        if (skip_values(r, 4) < 0)
            return -1;
        for (int k = 0; k < 6; k++)
            if (get_opt(r, &v, false) < 0)
                return -1;
        unsigned abstract;
        if (get_u8(r, &abstract) < 0)
            return -1;
        if (abstract > 1)
            return r_bad(r, "unknown function flags");
        v = v_from_obj(vm_new_obj(vm, &func_type, sizeof(funcobj)));
        break;
    case E_CELL:
        if (get_value(r, &v, false, true) < 0)
            return -1;
        v = cell_new(vm, V_UNBOUND);
        break;
    case E_CLASS: {
        unsigned wants_dict;
        if (skip_values(r, 5) < 0 || get_opt(r, &v, false) < 0 || get_opt(r, &v, false) < 0 ||
            get_u8(r, &wants_dict) < 0)
            return -1;
        if (wants_dict > 1)
            return r_bad(r, "unknown class flags");
        /* a shell, built once its bases are (class_entry) */
        v = v_from_obj(vm_new_obj(vm, &type_type, sizeof(classobj)));
        break;
    }
    case E_SLOTDESCR: {
        uint64_t off;
        if (skip_values(r, 2) < 0 || get_uv(r, &off) < 0)
            return -1;
        if (off > UINT32_MAX)
            return r_bad(r, "a slot offset out of range");
        v = v_from_obj(vm_new_obj(vm, &slotdescr_type, sizeof(slotdescr)));
        if (v)
            ((slotdescr *)v_obj(v))->offset = (uint32_t)off;
        break;
    }
    case E_INST:
        /* made once every class shell exists (make_instances) */
        if (skip_values(r, 1) < 0 || skip_inst_body(r, NULL, NULL, NULL) < 0)
            return -1;
        v = V_NONE;
        break;
    case E_EXC:
        /* made once every class shell exists (make_exception) */
        if (skip_values(r, 1) < 0 || skip_exc_body(r, NULL) < 0)
            return -1;
        v = V_NONE;
        break;
    case E_TB: {
        uint64_t pc;
        if (get_opt(r, &v, false) < 0 || skip_values(r, 1) < 0 || get_uv(r, &pc) < 0)
            return -1;
        if (pc > INT32_MAX)
            return r_bad(r, "a traceback's instruction out of range");
        tbobj *tb = (tbobj *)vm_new_obj(vm, &tb_type, sizeof(tbobj));
        if (tb)
            tb->pc = (int32_t)pc;
        v = v_from_obj(tb);
        break;
    }
    case E_STATICMETHOD:
    case E_CLASSMETHOD:
        if (skip_values(r, 1) < 0 || get_opt(r, &v, false) < 0)
            return -1;
        v = v_from_obj(vm_new_obj(vm, kind == E_STATICMETHOD ? &staticmethod_type : &classmethod_type,
                                  sizeof(wrapobj)));
        break;
    case E_PROPERTY:
        for (int k = 0; k < 5; k++)
            if (get_opt(r, &v, false) < 0)
                return -1;
        v = v_from_obj(vm_new_obj(vm, &property_type, sizeof(propobj)));
        break;
    case E_BOUNDMETHOD:
        if (skip_values(r, 2) < 0)
            return -1;
        v = v_from_obj(vm_new_obj(vm, &boundmethod_type, sizeof(boundmethod)));
        break;
    case E_STATICBFUNC: {
        value owner;
        if (get_value(r, &owner, false, false) < 0 || get_name(r, &s, &n) < 0)
            return -1;
        v = V_NONE; /* found between the passes (static_bfunc) */
        break;
    }
    case E_SEQITER: {
        unsigned ti;
        int64_t x;
        uint64_t u;
        if (r->version < 2 || get_u8(r, &ti) < 0)
            return r->status ? -1 : r_bad(r, "an iterator in a format 1 snapshot");
        if (ti >= NSEQITER)
            return r_bad(r, "an unknown iterator type %u", ti);
        if (get_opt(r, &v, false) < 0 || get_sv(r, &x) < 0 || get_u64(r, &u) < 0 || get_sv(r, &x) < 0)
            return -1;
        /* empty until its fields are checked (iterators_pass) */
        seqiter *it = (seqiter *)vm_new_obj(vm, seqiter_types[ti], sizeof(seqiter));
        if (!it)
            return r_vm(r);
        it->seq = V_NULL;
        v = v_from_obj(it);
        const vtype *t = seqiter_types[ti];
        if (t == &rangeiter_type || t == &strobj_iter_type || t == &str_uiter_type) {
            /* a range's or str's iterator reads its sequence at once:
             * an empty one until the fill */
            it->seq = t == &rangeiter_type ? range_new(vm, 0, 0, 1) : str_from_cstr(vm, "");
            if (!it->seq)
                return r_vm(r);
        }
        break;
    }
    case E_MAPITER: {
        unsigned ti;
        if (r->version < 2 || get_u8(r, &ti) < 0)
            return r->status ? -1 : r_bad(r, "an iterator in a format 1 snapshot");
        if (ti >= NMAPITER)
            return r_bad(r, "an unknown iterator type %u", ti);
        if (get_opt(r, &v, false) < 0 || get_count(r, 1, &cnt) < 0 || skip_values(r, cnt) < 0)
            return -1;
        if (cnt > INT32_MAX)
            return r_bad(r, "an iterator over %lld iterators", (long long)cnt);
        mapiter *m = (mapiter *)vm_new_obj(vm, mapiter_types[ti], sizeof(mapiter) + (size_t)cnt * sizeof(value));
        if (!m)
            return r_vm(r);
        m->n = (int)cnt;
        m->fn = V_NONE;
        for (int64_t k = 0; k < cnt; k++)
            m->iters[k] = V_NONE;
        v = v_from_obj(m);
        break;
    }
    case E_GEN: {
        unsigned gk, state, resumer, yf, ra;
        if (r->version < 2 || get_u8(r, &gk) < 0)
            return r->status ? -1 : r_bad(r, "a generator in a format 1 snapshot");
        if (skip_values(r, 2) < 0 || get_opt(r, &v, false) < 0 || get_opt(r, &v, false) < 0 ||
            get_u8(r, &state) < 0 || get_u8(r, &resumer) < 0 || get_u8(r, &yf) < 0 || get_u8(r, &ra) < 0)
            return -1;
        if (gk > GEN_KIND_ASYNCGEN || state > GEN_CLOSED || resumer > GEN_RESUMER_CALL || yf > 1 || ra > 1)
            return r_bad(r, "a generator of an unknown kind or state");
        if ((state == GEN_CREATED || state == GEN_SUSPENDED) && skip_frame(r, false) < 0)
            return -1;
        /* its names and its frame come later (gens_pass); a running one's
         * frame is the paused run's (read_run) */
        genobj *g = (genobj *)vm_new_obj(vm, gk == GEN_KIND_ASYNCGEN ? &asyncgen_type
                                             : gk == GEN_KIND_COROUTINE ? &coro_type : &gen_type, sizeof(genobj));
        if (!g)
            return r_vm(r);
        g->kind = (uint8_t)gk;
        g->state = (uint8_t)state;
        g->resumer = (uint8_t)resumer;
        g->in_yield_from = yf;
        g->running_async = ra;
        g->name = g->qualname = V_NONE;
        g->exc_state = g->caller_exc = V_NULL;
        v = v_from_obj(g);
        break;
    }
    case E_CSTATE: {
        if (get_name(r, &s, &n) < 0 || skip_values(r, 1) < 0)
            return -1;
        const cstate_type *ct = cstate_named(s, n);
        if (!ct)
            return r_bad(r, "no library object of type '%.*s'", (int)n, (const char *)s);
        v = ct->shell(vm);
        break;
    }
    case E_METHODDESCR:
        if (skip_values(r, 1) < 0 || get_name(r, &s, &n) < 0)
            return -1;
        v = v_from_obj(vm_new_obj(vm, &methoddescr_type, sizeof(methoddescr)));
        break;
    case E_TABLEMETHOD:
        /* found in its owner's table once the owner exists (read_body);
         * only a frame's stack holds one */
        if (r->version < 2)
            return r_bad(r, "a C method in a format 1 snapshot");
        if (skip_values(r, 1) < 0 || get_name(r, &s, &n) < 0)
            return -1;
        v = V_NONE;
        break;
    case E_BUILTINMETHOD:
        /* its function is found once its owner exists (fill_entry),
         * and checked against self once the classes are built */
        if (skip_values(r, 2) < 0 || get_name(r, &s, &n) < 0)
            return -1;
        v = v_from_obj(vm_new_obj(vm, &builtin_method_type, sizeof(boundmethod)));
        break;
    default:
        return r_bad(r, "an unknown object kind %u", kind);
    }
    if (!v)
        return r_vm(r);
    AS_LIST(r->table)->items[i] = v;
    return 0;
}

/* Every code object in a module's code, depth first, into the list out. */
static int collect_code(psvm *vm, value code, value out)
{
    if (list_append(vm, out, code) < 0)
        return -1;
    for (int64_t k = AS_LIST(out)->len - 1; k < AS_LIST(out)->len; k++) {
        const codeobj *co = AS_CODE(AS_LIST(out)->items[k]);
        const tupleobj *c = AS_TUPLE(co->consts);
        for (int64_t j = 0; j < c->len; j++)
            if (v_is_type(c->items[j], &code_type) && list_append(vm, out, c->items[j]) < 0)
                return -1;
    }
    return 0;
}

/* The code objects of source (a str) compiled again: a list, made once
 * per source. */
static value compiled_code(reader *r, value source, value filename)
{
    psvm *vm = r->vm;
    if (!r->compiled && !(r->compiled = list_new(vm, 0)))
        return V_NULL;
    const listobj *l = AS_LIST(r->compiled);
    for (int64_t k = 0; k + 1 < l->len; k += 2)
        if (l->items[k] == source)
            return l->items[k + 1];
    /* the library's modules compile without a result, scripts with one
     * (ps_run): only a module's own code differs */
    const strobj *fn = AS_STR(filename), *sc = AS_STR(source);
    bool library = fn->len > 8 && !memcmp(fn->data, "<pysafe:", 8);
    const char *lib_src;
    size_t lib_len;
    /* the library's own text: its code as an import makes it (cached) */
    bool cached = library && fn->len > 9 && fn->data[fn->len - 1] == '>' && stdlib_py_source(fn->data + 8, (size_t)fn->len - 9, &lib_src, &lib_len) &&
                  (int64_t)lib_len == sc->len && !memcmp(lib_src, sc->data, lib_len);
    value code = cached ? stdlib_py_code(vm, fn->data + 8, (size_t)fn->len - 9)
                        : code_cache_compile(vm, sc->data, (size_t)sc->len, filename, library ? 0 : VM_COMPILE_RESULT);
    if (!code) {
        if (vm->exc && AS_EXC(vm->exc)->limit)
            return V_NULL;
        vm->exc = V_NULL;
        r_bad(r, "a code object's source does not compile");
        return V_NULL;
    }
    vm_root_push(vm, code);
    value all = list_new(vm, 0);
    int rc = all ? collect_code(vm, code, all) : -1;
    vm_root_pop(vm, 1);
    if (rc < 0 || list_append(vm, r->compiled, source) < 0 || list_append(vm, r->compiled, all) < 0)
        return V_NULL;
    return all;
}

/* Between the passes: each saved code object is this build's compilation
 * of its source, recognised by qualified name, first line and fingerprint
 * (docs/snapshots.md: code is rebuilt from source, never read). */
static int code_entry(reader *r, int64_t i)
{
    value src, filename, qualname;
    int64_t line;
    uint64_t h;
    r->p++; /* the kind */
    if (get_value(r, &src, true, false) < 0 || get_value(r, &filename, true, false) < 0 ||
        get_value(r, &qualname, true, false) < 0 || get_sv(r, &line) < 0 || get_u64(r, &h) < 0)
        return -1;
    if (!v_is_str(src) || !v_is_str(filename) || !v_is_str(qualname))
        return r_bad(r, "a code object's source, file name or name is not a str");
    value all = compiled_code(r, src, filename);
    if (!all)
        return r->status ? -1 : r_vm(r);
    const listobj *l = AS_LIST(all);
    for (int64_t k = 0; k < l->len; k++) {
        const codeobj *co = AS_CODE(l->items[k]);
        if (co->firstlineno == line && str_eq(co->qualname, qualname) && code_fingerprint(co) == h) {
            AS_LIST(r->table)->items[i] = l->items[k];
            return 0;
        }
    }
    return r_bad(r, "code of '%s' differs from this build's", str_cstr(qualname));
}

/* Second pass for a function: every field checked as the compiler and
 * MAKE_FUNCTION would have made it, since calls rely on them. */
static int fill_func(reader *r, funcobj *f)
{
    value code, globals, name, qualname, defaults, kwdefaults, closure, doc, module, attrs;
    unsigned abstract;
    if (get_value(r, &code, true, false) < 0 || get_value(r, &globals, true, false) < 0 ||
        get_value(r, &name, true, false) < 0 || get_value(r, &qualname, true, false) < 0 ||
        get_opt(r, &defaults, true) < 0 || get_opt(r, &kwdefaults, true) < 0 || get_opt(r, &closure, true) < 0 ||
        get_opt(r, &doc, true) < 0 || get_opt(r, &module, true) < 0 || get_opt(r, &attrs, true) < 0 ||
        get_u8(r, &abstract) < 0)
        return -1;
    if (!v_is_type(code, &code_type) || !v_is_dict(globals) || !v_is_str(name) || !v_is_str(qualname))
        return r_bad(r, "a function's code, globals or names are of the wrong type");
    const codeobj *co = AS_CODE(code);
    if (co->flags & (CO_CLASS_BODY | CO_MODULE))
        return r_bad(r, "a function of a class body's or a module's code");
    if (defaults && (!v_is_tuple(defaults) || AS_TUPLE(defaults)->len > co->argcount))
        return r_bad(r, "a function's defaults do not fit its code");
    if (kwdefaults && !v_is_dict(kwdefaults))
        return r_bad(r, "a function's keyword defaults are not a dict");
    if (attrs && !v_is_dict(attrs))
        return r_bad(r, "a function's attributes are not a dict");
    if (co->nfree ? !v_is_tuple(closure) || AS_TUPLE(closure)->len != co->nfree : closure != V_NULL)
        return r_bad(r, "a function's closure does not fit its code");
    for (int32_t k = 0; k < co->nfree; k++)
        if (!v_is_type(AS_TUPLE(closure)->items[k], &cell_type))
            return r_bad(r, "a function's closure holds something other than cells");
    f->code = code;
    f->globals = globals;
    f->name = name;
    f->qualname = qualname;
    f->defaults = defaults;
    f->kwdefaults = kwdefaults;
    f->closure = closure;
    f->doc = doc ? doc : V_NONE;
    f->module = module ? module : V_NONE;
    f->attrs = attrs;
    f->abstract = abstract != 0;
    return 0;
}

/* Second pass: a container's items, every object existing now. */
static int fill_entry(reader *r, value v)
{
    unsigned kind;
    if (get_u8(r, &kind) < 0)
        return -1;
    int64_t cnt;
    switch (kind) {
    case E_LIST:
    case E_TUPLE: {
        if (get_count(r, 1, &cnt) < 0)
            return -1;
        value *items = kind == E_LIST ? AS_LIST(v)->items : AS_TUPLE(v)->items;
        for (int64_t i = 0; i < cnt; i++)
            if (get_value(r, &items[i], true, false) < 0)
                return -1;
        return 0;
    }
    case E_DICT:
        return fill_dict_entries(r, v);
    case E_SET:
    case E_FROZENSET:
        return fill_set(r, AS_SET(v));
    case E_SLICE: {
        sliceobj *s = (sliceobj *)v_obj(v);
        if (get_value(r, &s->start, true, false) < 0 || get_value(r, &s->stop, true, false) < 0 ||
            get_value(r, &s->step, true, false) < 0)
            return -1;
        return 0;
    }
    case E_FUNC:
        return fill_func(r, AS_FUNC(v));
    case E_CELL:
        return get_value(r, &AS_CELL(v)->v, true, true);
    case E_INST:
        return fill_inst(r, v_obj(v));
    case E_STATICMETHOD:
    case E_CLASSMETHOD: {
        wrapobj *wr = (wrapobj *)v_obj(v);
        if (get_value(r, &wr->fn, true, false) < 0 || get_opt(r, &wr->attrs, true) < 0)
            return -1;
        if (wr->attrs && !v_is_dict(wr->attrs))
            return r_bad(r, "a method wrapper's attributes are not a dict");
        return 0;
    }
    case E_PROPERTY: {
        propobj *pr = (propobj *)v_obj(v);
        if (get_opt(r, &pr->fget, true) < 0 || get_opt(r, &pr->fset, true) < 0 || get_opt(r, &pr->fdel, true) < 0 ||
            get_opt(r, &pr->doc, true) < 0 || get_opt(r, &pr->name, true) < 0)
            return -1;
        return 0;
    }
    case E_EXC:
        return fill_exc(r, (excobj *)v_obj(v));
    case E_TB: {
        tbobj *tb = (tbobj *)v_obj(v);
        value code;
        if (get_opt(r, &tb->next, true) < 0 || get_value(r, &code, true, false) < 0)
            return -1;
        if (!none_or(tb->next, v_is_type(tb->next, &tb_type)))
            return r_bad(r, "a traceback's next is not a traceback");
        if (!v_is_type(code, &code_type) || tb->pc >= AS_CODE(code)->ncode)
            return r_bad(r, "a traceback's code or instruction is wrong");
        tb->code = code;
        return 0;
    }
    case E_SLOTDESCR: {
        slotdescr *sd = (slotdescr *)v_obj(v);
        if (get_value(r, &sd->name, true, false) < 0 || get_value(r, &sd->owner, true, false) < 0)
            return -1;
        if (!v_is_str(sd->name))
            return r_bad(r, "a slot's name is not a str");
        return 0;
    }
    case E_BOUNDMETHOD: {
        boundmethod *bm = (boundmethod *)v_obj(v);
        if (get_value(r, &bm->self, true, false) < 0 || get_value(r, &bm->func, true, false) < 0)
            return -1;
        return 0;
    }
    case E_METHODDESCR: {
        /* the method is found once the owner (maybe a class) is built */
        value owner;
        const uint8_t *nm;
        size_t nn;
        if (get_value(r, &owner, true, false) < 0 || get_name(r, &nm, &nn) < 0)
            return -1;
        if (!v_is_type(owner, &type_type))
            return r_bad(r, "a method descriptor's owner is not a type");
        return 0;
    }
    case E_BUILTINMETHOD: {
        /* self stays None until the check after the classes sees it fits */
        value self, owner;
        const uint8_t *nm;
        size_t nn;
        if (get_value(r, &self, true, false) < 0 || get_value(r, &owner, true, false) < 0 || get_name(r, &nm, &nn) < 0)
            return -1;
        if (!v_is_type(owner, &type_type) || !(v_obj(owner)->flags & OBJ_STATIC) || !AS_TYPE(owner)->methods)
            return r_bad(r, "a built-in method's type is not a built-in type");
        const bfunc *m = table_method(AS_TYPE(owner), nm, nn);
        if (!m)
            return r_bad(r, "type '%s' has no method '%.*s'", AS_TYPE(owner)->name, (int)nn, (const char *)nm);
        ((boundmethod *)v_obj(v))->func = v_from_obj(m);
        ((boundmethod *)v_obj(v))->self = V_NONE;
        return 0;
    }
    default:
        /* scalars: nothing to fill (the first pass read them whole) */
        return r_bad(r, "internal: no second pass for kind %u", kind);
    }
}

/* One class built if its bases are: 1 built, 0 not yet, -1 error. */
static int class_entry(reader *r, value shell)
{
    psvm *vm = r->vm;
    value name, qualname, module, bases, ns, abstract, slots;
    unsigned wants_dict;
    r->p++; /* the kind */
    if (get_value(r, &name, true, false) < 0 || get_value(r, &qualname, true, false) < 0 ||
        get_value(r, &module, true, false) < 0 || get_value(r, &bases, true, false) < 0 ||
        get_value(r, &ns, true, false) < 0 || get_opt(r, &abstract, true) < 0 || get_opt(r, &slots, true) < 0 ||
        get_u8(r, &wants_dict) < 0)
        return -1;
    if (slots) {
        if (!v_is_tuple(slots))
            return r_bad(r, "a class's __slots__ are not a tuple");
        for (int64_t i = 0; i < AS_TUPLE(slots)->len; i++)
            if (!v_is_str(AS_TUPLE(slots)->items[i]))
                return r_bad(r, "a class's __slots__ are not strs");
    }
    if (!v_is_str(name) || !v_is_str(qualname) || !v_is_str(module) || !v_is_tuple(bases) || !v_is_dict(ns))
        return r_bad(r, "a class's name, module, bases or namespace is of the wrong type");
    if (abstract) {
        if (!v_is_tuple(abstract))
            return r_bad(r, "a class's abstract names are not a tuple");
        for (int64_t i = 0; i < AS_TUPLE(abstract)->len; i++)
            if (!v_is_str(AS_TUPLE(abstract)->items[i]))
                return r_bad(r, "a class's abstract names are not strs");
    }
    for (int64_t i = 0; i < AS_TUPLE(bases)->len; i++)
        if (class_pending(AS_TUPLE(bases)->items[i]))
            return AS_TUPLE(bases)->items[i] == shell ? r_bad(r, "a class is its own base") : 0;
    if (class_restore(vm, AS_CLASS_SHELL(shell), name, qualname, module, bases, ns, abstract, slots,
                      wants_dict != 0) < 0) {
        if (vm->exc && AS_EXC(vm->exc)->limit)
            return r_vm(r);
        value msg = vm->exc ? exc_str(vm, vm->exc) : V_NULL;
        vm->exc = V_NULL;
        return r_bad(r, "class '%s' cannot be rebuilt: %s", str_cstr(name), msg ? str_cstr(msg) : "?");
    }
    return 1;
}

/* ---- iterators, generators and frames (format 2) ----------------------- */

/* A frame record (put_frame), checked for its form and skipped. */
static int skip_frame(reader *r, bool chain)
{
    value v;
    uint64_t u;
    unsigned e;
    int64_t nb, depth;
    if (skip_values(r, 3) < 0 || get_opt(r, &v, false) < 0 || (chain && get_opt(r, &v, false) < 0) ||
        get_uv(r, &u) < 0 || get_u8(r, &e) < 0 || get_uv(r, &u) < 0 || get_count(r, 2, &nb) < 0)
        return -1;
    for (int64_t k = 0; k < 2 * nb; k++)
        if (get_uv(r, &u) < 0)
            return -1;
    if (get_count(r, 1, &depth) < 0)
        return -1;
    r->null_ok = true;
    for (int64_t k = 0; k < depth; k++)
        if (get_value(r, &v, false, true) < 0) {
            r->null_ok = false;
            return -1;
        }
    r->null_ok = false;
    return 0;
}

/* What kind of generator a code object's frames make. */
static int code_gen_kind(const codeobj *co)
{
    return co->flags & CO_ASYNC_GENERATOR ? GEN_KIND_ASYNCGEN
         : co->flags & CO_COROUTINE       ? GEN_KIND_COROUTINE
                                          : GEN_KIND_GENERATOR;
}

/* Does every slot of f hold what its code can leave there at its pc? The
 * locals anything (or unbound), the cells cells, the value stack and the
 * blocks exactly the shape frame_shape proves (the innermost value, the
 * result of the call or yield the frame waits for, is not there yet). */
static int check_frame(reader *r, frame *f)
{
    psvm *vm = r->vm;
    codeobj *co = f->code;
    for (int i = 0; i < co->nlocals; i++)
        if (f->slots[i] == V_NULL)
            return r_bad(r, "a frame's local is absent");
    for (int i = co->nlocals; i < f->stack_base; i++)
        if (!v_is_type(f->slots[i], &cell_type))
            return r_bad(r, "a frame's cell is not a cell");
    uint8_t *kinds = vm_alloc(vm, (size_t)co->stacksize + 1);
    fblock_rt *blocks = kinds ? vm_alloc(vm, sizeof(fblock_rt) * (size_t)(co->nblocks + 1)) : NULL;
    if (!blocks) {
        if (kinds)
            vm_dealloc(vm, kinds);
        return r_vm(r);
    }
    frame_shape_t sh = {.kinds = kinds, .blocks = blocks};
    int rc = frame_shape(vm, co, f->pc, &sh);
    int64_t depth = f->sp - f->slots - f->stack_base;
    if (rc < 0)
        rc = r_vm(r);
    else if (rc > 0 || sh.depth != depth + 1)
        rc = r_bad(r, "a frame of '%s' whose stack does not fit instruction %d", str_cstr(co->qualname), f->pc);
    for (int64_t i = 0; i < depth && rc == 0; i++) {
        value v = f->slots[f->stack_base + i];
        if (!frame_kind_fits(kinds[i], v))
            rc = r_bad(r, "a frame of '%s' with a value of the wrong kind on its stack", str_cstr(co->qualname));
        /* CALL_METHOD calls a C method with the self above it as its
         * owner's layout: the pair must be one LOAD_METHOD could make */
        else if (kinds[i] == KIND_METHOD && v_is_type(v, &bfunc_type) && i + 1 < depth &&
                 f->slots[f->stack_base + i + 1] != V_NULL &&
                 !method_owner(f->slots[f->stack_base + i + 1], (const bfunc *)v_obj(v)))
            rc = r_bad(r, "a frame of '%s' with a C method under an object of another type", str_cstr(co->qualname));
    }
    if (rc == 0 && sh.nblocks != f->nblocks)
        rc = r_bad(r, "a frame of '%s' whose blocks do not fit instruction %d", str_cstr(co->qualname), f->pc);
    for (int i = 0; i < f->nblocks && rc == 0; i++)
        if (blocks[i].handler != f->blocks[i].handler || blocks[i].level + f->stack_base != f->blocks[i].level)
            rc = r_bad(r, "a frame of '%s' whose blocks do not fit instruction %d", str_cstr(co->qualname), f->pc);
    vm_dealloc(vm, blocks);
    vm_dealloc(vm, kinds);
    return rc;
}

/* Two compilations of one function: the same instructions and frame. */
static bool same_code(const codeobj *a, const codeobj *b)
{
    return a->ncode == b->ncode && a->stacksize == b->stacksize && a->nlocals == b->nlocals &&
           a->ncells == b->ncells && a->nfree == b->nfree && a->nblocks == b->nblocks && a->flags == b->flags &&
           a->firstlineno == b->firstlineno && !memcmp(a->code, b->code, sizeof *a->code * (size_t)a->ncode);
}

/* A frame record made a frame: on the frame stack after prev (a paused
 * run's), or in a heap block for generator gen (a paused generator's).
 * NULL with the error. */
static frame *read_frame(reader *r, frame *prev, bool chain, value gen)
{
    psvm *vm = r->vm;
    value code, func, globals, init_self, g = V_NULL;
    uint64_t pc, handlers;
    unsigned entry;
    int64_t nb, total;
    if (get_value(r, &code, true, false) < 0 || get_value(r, &func, true, false) < 0 ||
        get_value(r, &globals, true, false) < 0 || get_opt(r, &init_self, true) < 0 ||
        (chain && get_opt(r, &g, true) < 0) || get_uv(r, &pc) < 0 || get_u8(r, &entry) < 0 ||
        get_uv(r, &handlers) < 0 || get_count(r, 2, &nb) < 0)
        return NULL;
    if (!v_is_type(code, &code_type)) {
        r_bad(r, "a frame whose code is not a code object");
        return NULL;
    }
    codeobj *co = AS_CODE(code);
    if (v_is_type(func, &func_type) && AS_FUNC(func)->code != code && same_code(AS_CODE(AS_FUNC(func)->code), co)) {
        /* a library function (saved by name, so the module's own) whose
         * code the snapshot compiled again: the function's own runs */
        code = AS_FUNC(func)->code;
        co = AS_CODE(code);
    }
    if (co->flags & CO_CLASS_BODY) {
        r_bad(r, "a frame of a class body (which no tool call pauses)");
        return NULL;
    }
    if (!(func == V_NONE && (co->flags & CO_MODULE)) && !(v_is_type(func, &func_type) && AS_FUNC(func)->code == code)) {
        r_bad(r, "a frame whose function does not run its code");
        return NULL;
    }
    if (!v_is_type(globals, &dict_type) || entry > 1 || pc < 1 || pc > (uint64_t)co->ncode || nb > co->nblocks ||
        handlers > (uint64_t)co->nblocks) {
        r_bad(r, "a frame with bad globals, instruction, blocks or handlers");
        return NULL;
    }
    if (!chain)
        g = gen;
    else if (g != V_NULL && !(v_is_obj(g) && (v_obj(g)->type == &gen_type || v_obj(g)->type == &coro_type ||
                                             v_obj(g)->type == &asyncgen_type))) {
        r_bad(r, "a frame's generator is not a generator");
        return NULL;
    }
    if (g != V_NULL && (!(co->flags & (CO_GENERATOR | CO_COROUTINE | CO_ASYNC_GENERATOR)) || ((genobj *)v_obj(g))->kind != code_gen_kind(co))) {
        r_bad(r, "a generator's frame of code that makes no such generator");
        return NULL;
    }
    int base = co->nlocals + co->ncells + co->nfree;
    frame *f;
    if (chain) {
        if (!(f = frame_push_bare(vm, co, func, globals))) {
            r_vm(r);
            return NULL;
        }
    } else {
        size_t size = frame_bytes(co);
        if (!(f = vm_alloc(vm, size))) {
            r_vm(r);
            return NULL;
        }
        memset(f, 0, sizeof *f);
        f->code = co;
        f->func = func;
        f->globals = globals;
        f->bytes = size;
        f->stack_base = base;
        f->blocks = (fblock_rt *)(f->slots + base + co->stacksize);
        f->sp = f->slots;
    }
    f->prev = prev;
    f->entry = entry;
    f->handlers = (uint16_t)handlers;
    f->init_self = init_self;
    f->gen = g;
    f->pc = (int)pc;
    f->nblocks = 0;
    f->sp = f->slots; /* what the collector would walk: nothing until filled */
    for (int64_t k = 0; k < nb; k++) {
        uint64_t h, lv;
        if (get_uv(r, &h) < 0 || get_uv(r, &lv) < 0)
            return NULL;
        if (h >= (uint64_t)co->ncode || lv > (uint64_t)co->stacksize) {
            r_bad(r, "a frame's block outside its code");
            return NULL;
        }
        f->blocks[k] = (fblock_rt){(int32_t)h, (int32_t)lv + base};
    }
    f->nblocks = (int)nb;
    if (get_count(r, 1, &total) < 0)
        return NULL;
    if (total < base || total - base > co->stacksize) {
        r_bad(r, "a frame of %lld slots for code of %d and a stack of %d", (long long)total, base, co->stacksize);
        return NULL;
    }
    r->null_ok = true;
    for (int64_t k = 0; k < total; k++)
        if (get_value(r, &f->slots[k], true, true) < 0 || (k >= base && f->slots[k] == V_UNBOUND)) {
            r->null_ok = false;
            if (!r->status)
                r_bad(r, "an unbound value on a frame's stack");
            return NULL;
        }
    r->null_ok = false;
    f->sp = f->slots + total;
    return check_frame(r, f) < 0 ? NULL : f;
}

/* put_module_state's pairs into the modules imported again: only names
 * the module itself lists. */
static int read_module_state(reader *r)
{
    psvm *vm = r->vm;
    int64_t n;
    uint64_t seedings;
    if (get_uv(r, &seedings) < 0 || get_count(r, 2, &n) < 0)
        return -1;
    vm->random_seedings = seedings;
    for (int64_t i = 0; i < n; i++) {
        const uint8_t *s;
        size_t len;
        int64_t k;
        if (get_name(r, &s, &len) < 0 || get_count(r, 2, &k) < 0)
            return -1;
        value key = str_intern_n(vm, (const char *)s, (int64_t)len);
        value m = key && vm->modules ? dict_get_str(vm, vm->modules, key) : V_NULL;
        if (!key)
            return r_vm(r);
        value names = m && v_is_type(m, &module_type) ? state_names(vm, m) : V_NULL;
        if (!names)
            return r_bad(r, "state for '%.*s', which keeps none", (int)len, (const char *)s);
        for (int64_t j = 0; j < k; j++) {
            value v;
            if (get_name(r, &s, &len) < 0 || get_value(r, &v, true, false) < 0)
                return -1;
            value nm = str_intern_n(vm, (const char *)s, (int64_t)len);
            if (!nm)
                return r_vm(r);
            bool listed = false;
            for (int64_t q = 0; q < AS_TUPLE(names)->len; q++) {
                value x = AS_TUPLE(names)->items[q];
                listed |= v_is_str(x) && AS_STR(x)->len == (int64_t)len && !memcmp(AS_STR(x)->data, s, len);
            }
            if (!listed)
                return r_bad(r, "module state '%.*s' its module does not list", (int)len, (const char *)s);
            /* the fresh import made the place: its value is replaced */
            value d, place;
            if (!state_place(vm, m, (const char *)s, len, &d, &place))
                return vm->exc && AS_EXC(vm->exc)->limit ? r_vm(r)
                                                         : r_bad(r, "module state '%.*s' not there", (int)len,
                                                                 (const char *)s);
            if (dict_set(vm, d, place, v) < 0)
                return r_vm(r);
        }
    }
    return 0;
}

static bool op_is_call(int op)
{
    return op == OP_CALL || op == OP_CALL_KW || op == OP_CALL_METHOD || op == OP_CALL_METHOD_KW || op == OP_CALL_EX;
}

/* The paused run's frames (put_run), outermost first, onto the frame
 * stack: each waits at the instruction after the one that went into the
 * next, which must be the kind of instruction that can: a call, or the
 * FOR_ITER / SEND / send() that resumed a generator inline; the innermost
 * one waits on a call (the tool's). */
static int read_run(reader *r)
{
    psvm *vm = r->vm;
    unsigned paused;
    if (get_u8(r, &paused) < 0)
        return -1;
    if (paused > 1)
        return r_bad(r, "an unknown run state %u", paused);
    if (paused) {
        uint64_t fuel, slept, outn;
        value exc_info, so, se;
        int64_t n;
        if (get_uv(r, &fuel) < 0 || get_uv(r, &slept) < 0 || get_uv(r, &outn) < 0 || get_opt(r, &exc_info, true) < 0 ||
            get_opt(r, &so, true) < 0 || get_opt(r, &se, true) < 0 || get_count(r, 8, &n) < 0)
            return -1;
        if (fuel > INT64_MAX / 2 || slept > INT64_MAX / 2 || outn > INT64_MAX / 2)
            return r_bad(r, "a run's figures out of range");
        if (exc_info != V_NULL && !v_is_exc(exc_info))
            return r_bad(r, "the handled exception is not an exception");
        if (n < 1 || n > vm->limits.depth)
            return r_bad(r, "a paused run of %lld frames (the depth limit is %d)", (long long)n, (int)vm->limits.depth);
        frame *prev = NULL;
        for (int64_t i = 0; i < n; i++) {
            frame *f = read_frame(r, prev, true, V_NULL);
            if (!f)
                return -1;
            if (f->entry != (i == 0))
                return r_bad(r, "a paused run's frame %lld says it was entered from C", (long long)i);
            if (f->gen) {
                genobj *g = (genobj *)v_obj(f->gen);
                if (g->state != GEN_RUNNING || g->fr)
                    return r_bad(r, "a frame of a generator that is not running there");
                if (!(g->fr = vm_alloc(vm, f->bytes)))
                    return r_vm(r);
                frame_copy(g->fr, f);
                g->fr->prev = NULL;
            }
            if (prev) {
                /* how prev went into f */
                int op = frame_op_at(prev->code, prev->pc - 1);
                genobj *g = f->gen ? (genobj *)v_obj(f->gen) : NULL;
                bool ok = !g ? op_is_call(op)
                        : g->resumer == GEN_RESUMER_CALL ? op == OP_CALL_METHOD
                        : (op == OP_FOR_ITER || op == OP_SEND) && prev->sp > prev->slots + prev->stack_base &&
                              prev->sp[-1] == f->gen;
                if (!ok)
                    return r_bad(r, "a paused run's frame %lld does not wait where it went into the next", (long long)i);
            }
            prev = f;
            vm->frame = f;
            vm->depth = (int)i + 1;
        }
        if (!op_is_call(frame_op_at(prev->code, prev->pc - 1)))
            return r_bad(r, "a paused run whose innermost frame does not wait on a call");
        vm->fuel_used = (int64_t)fuel;
        vm->slept_ns = (int64_t)slept;
        vm->output_used = (int64_t)outn;
        vm->exc_info = exc_info;
        vm->stdout_redirect = so;
        vm->stderr_redirect = se;
    }
    return get_opt(r, &r->host_root, true);
}

/* An iterator's fields, checked against what its type's next() reads. */
static int fill_seqiter(reader *r, seqiter *it)
{
    value seq;
    int64_t i, extra;
    uint64_t version;
    unsigned ti;
    if (get_u8(r, &ti) < 0 || get_opt(r, &seq, true) < 0 || get_sv(r, &i) < 0 || get_u64(r, &version) < 0 ||
        get_sv(r, &extra) < 0)
        return -1;
    /* each test only once the ones before it hold: the str case reads
     * the byte at i (`&=` would have read it for a negative i too) */
    const vtype *t = seqiter_types[ti];
    bool ok;
    if (i < 0)
        ok = false;
    else if (t == &seqiter_type || t == &tupleiter_type)
        ok = seq == V_NULL || v_is_list_like(seq) || v_is_tuple_like(seq);
    else if (t == &rangeiter_type)
        ok = v_is_type(seq, &range_type);
    else if (t == &strobj_iter_type || t == &str_uiter_type)
        ok = v_is_str(seq) && i <= AS_STR(seq)->len &&
             (i == AS_STR(seq)->len || (AS_STR(seq)->data[i] & 0xC0) != 0x80);
    else /* the dict iterators (5, 6, 7 in seqiter_types): their kind in extra's low bits */
        ok = (seq == V_NULL || v_is_dict_like(seq)) && extra >= 0 && (int)(extra & 3) == (int)ti - 5;
    if (!ok)
        return r_bad(r, "a %s that does not fit its sequence", t->name);
    it->seq = seq;
    it->i = i;
    it->version = version;
    it->extra = extra;
    return 0;
}

static int fill_mapiter(reader *r, mapiter *m)
{
    value fn;
    unsigned ti;
    int64_t n;
    if (get_u8(r, &ti) < 0 || get_opt(r, &fn, true) < 0 || get_count(r, 1, &n) < 0)
        return -1;
    const vtype *t = mapiter_types[ti];
    if (fn == V_NULL || ((t == &enumerate_type || t == &filter_type) && n != 1) || (t == &map_type && n < 1))
        return r_bad(r, "a %s of the wrong form", t->name);
    m->fn = fn;
    for (int64_t k = 0; k < n; k++)
        if (get_value(r, &m->iters[k], true, false) < 0)
            return -1;
    return 0;
}

/* A generator's names, exceptions and (paused) frame. */
static int fill_gen(reader *r, genobj *g)
{
    unsigned u;
    if (get_u8(r, &u) < 0 || get_value(r, &g->name, true, false) < 0 || get_value(r, &g->qualname, true, false) < 0 ||
        get_opt(r, &g->exc_state, true) < 0 || get_opt(r, &g->caller_exc, true) < 0)
        return -1;
    for (int k = 0; k < 4; k++)
        if (get_u8(r, &u) < 0)
            return -1;
    if (!v_is_str(g->name) || !v_is_str(g->qualname) || (g->exc_state && !v_is_exc(g->exc_state)) ||
        (g->caller_exc && !v_is_exc(g->caller_exc)))
        return r_bad(r, "a generator's names or exceptions of the wrong type");
    if (g->state == GEN_RUNNING && !g->fr)
        return r_bad(r, "a running generator that no frame of the paused run runs");
    if (g->state != GEN_CREATED && g->state != GEN_SUSPENDED)
        return 0;
    frame *f = read_frame(r, NULL, false, v_from_obj(g));
    if (!f)
        return -1;
    g->fr = f;
    int op = frame_op_at(f->code, f->pc - 1);
    bool ok = g->state == GEN_CREATED
                ? f->pc == 1 && op == OP_RETURN_GENERATOR
                : op == OP_YIELD_VALUE && I_ARG(f->code->code[f->pc - 1]) == (uint32_t)g->in_yield_from;
    if (ok && g->in_yield_from) {
        /* gen_delegate_done reads the JUMP back to SEND after the yield */
        int j = frame_op_at(f->code, f->pc);
        ok = j == OP_JUMP && frame_op_at(f->code, (int)I_ARG(f->code->code[f->pc])) == OP_SEND;
    }
    return ok ? 0 : r_bad(r, "a generator paused where it cannot be");
}

static bool has_refs(unsigned kind)
{
    return kind == E_LIST || kind == E_TUPLE || kind == E_DICT || kind == E_SET || kind == E_FROZENSET ||
           kind == E_SLICE || kind == E_FUNC || kind == E_CELL || kind == E_INST || kind == E_STATICMETHOD ||
           kind == E_CLASSMETHOD || kind == E_PROPERTY || kind == E_BOUNDMETHOD || kind == E_SLOTDESCR || kind == E_BUILTINMETHOD || kind == E_METHODDESCR ||
           kind == E_EXC || kind == E_TB;
}

/* A module of the saved list, imported again (a Python module's code runs:
 * the library's own). A name the sandbox has no module for is a tool
 * namespace: an empty module that registering its tools fills. */
static int restore_module(reader *r, const uint8_t *s, size_t n)
{
    psvm *vm = r->vm;
    value name = str_intern_n(vm, (const char *)s, (int64_t)n);
    if (!name)
        return r_vm(r);
    if (!vm->modules && !(vm->modules = dict_new(vm)))
        return r_vm(r);
    if (dict_get_str(vm, vm->modules, name))
        return 0;
    value m;
    const stdlib_module *sm = stdlib_find_module((const char *)s, n);
    if (sm && s[0] == '_')
        m = sm->make(vm); /* a helper module: vm_import admits only the library's own imports */
    else if (sm || stdlib_py_module_exists((const char *)s, n))
        m = vm_import(vm, name);
    else
        m = module_new(vm, name);
    if (!m || dict_set(vm, vm->modules, name, m) < 0)
        return r_vm(r);
    return 0;
}

static int read_header(reader *r, size_t n)
{
    if (n < HEADER_SIZE || memcmp(r->base, MAGIC, 8))
        return r_bad(r, "not a pysafe snapshot");
    unsigned version = r->base[8] | (unsigned)r->base[9] << 8;
    if (version > SNAP_VERSION)
        return r_bad(r, "snapshot format %u is newer than this build reads (%u)", version, SNAP_VERSION);
    r->version = version;
    if (version < SNAP_OLDEST)
        return r_bad(r, "snapshot format %u is older than this build reads (%u to %u)", version, SNAP_OLDEST,
                     SNAP_VERSION);
    unsigned flags = r->base[10];
    if ((flags & ~(unsigned)FLAG_SIGNED) || (version < 2 && flags) || r->base[11] | r->base[12] | r->base[13] |
                                                                       r->base[14] | r->base[15])
        return r_bad(r, "unknown snapshot flags");
    size_t tag = flags & FLAG_SIGNED ? SNAP_TAG_SIZE : 0;
    if (r->key && !tag)
        return r_bad(r, "the snapshot is not signed, and this sandbox's config has a snapshot key");
    uint64_t body = rd64(r->base + 16);
    if (n < HEADER_SIZE + tag || body != n - HEADER_SIZE - tag)
        return r_bad(r, "the snapshot is %zu bytes, its header says %llu", n,
                     (unsigned long long)body + HEADER_SIZE + tag);
    if (r->key) {
        /* before anything of it is read: the key holder made these bytes */
        uint8_t want[SNAP_TAG_SIZE];
        snap_tag(r->key, r->key_len, r->base, n - tag, want);
        if (!memeql_sec(want, r->base + n - tag, SNAP_TAG_SIZE))
            return r_bad(r, "the snapshot's signature does not verify with this sandbox's key");
    }
    r->end = r->base + n - tag; /* (without a key the tag is not checked) */
    if (body_checksum(version, r->base + HEADER_SIZE, body) != rd64(r->base + 24))
        return r_bad(r, "the snapshot's checksum does not match: it was changed or cut");
    r->p = r->base + HEADER_SIZE;
    return 0;
}

static int read_body(reader *r)
{
    psvm *vm = r->vm;
    int64_t nmod;
    if (get_count(r, 2, &nmod) < 0)
        return -1;
    for (int64_t i = 0; i < nmod; i++) {
        const uint8_t *s;
        size_t n;
        if (get_name(r, &s, &n) < 0 || restore_module(r, s, n) < 0)
            return -1;
    }
    /* From here on no Python code runs but a module's attribute lookup,
     * and the table list keeps everything made reachable. */
    if (get_count(r, 1, &r->n) < 0)
        return -1;
    if (r->n == 0)
        return r_bad(r, "no objects");
    size_t *offs = vm_alloc(vm, (size_t)r->n * sizeof *offs);
    if (!offs || !(r->table = list_new(vm, r->n))) {
        if (offs)
            vm_dealloc(vm, offs);
        return r_vm(r);
    }
    vm_root_push(vm, r->table);
    int rc = 0;
    for (int64_t i = 0; i < r->n && rc == 0; i++) {
        offs[i] = (size_t)(r->p - r->base);
        rc = read_entry(r, i);
    }
    const uint8_t *after = r->p;
    vm_root_push(vm, V_NULL); /* r->compiled, once made */
    for (int64_t i = 0; i < r->n && rc == 0; i++) {
        if (r->base[offs[i]] != E_CODE)
            continue;
        r->p = r->base + offs[i];
        rc = code_entry(r, i);
        vm_root_set(vm, 1, r->compiled ? r->compiled : V_NULL);
    }
    /* instances once every class shell exists: their header names it */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_INST || r->base[offs[i]] == E_EXC) {
            r->p = r->base + offs[i] + 1;
            rc = r->base[offs[i]] == E_INST ? make_instance(r, i) : make_exception(r, i);
        }
    /* static methods of built-in types (object.__new__), by type and name */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_STATICBFUNC) {
            value owner;
            const uint8_t *nm;
            size_t nn;
            r->p = r->base + offs[i] + 1;
            rc = get_value(r, &owner, true, false) < 0 || get_name(r, &nm, &nn) < 0 ? -1 : 0;
            if (rc == 0 && !(v_is_type(owner, &type_type) && (v_obj(owner)->flags & OBJ_STATIC)))
                rc = r_bad(r, "a static method's type is not a built-in type");
            /* the type's own lookup, as a script reading T.name gets it */
            value name = rc == 0 ? str_intern_n(vm, (const char *)nm, (int64_t)nn) : V_NULL;
            value f = name ? vm_getattr(vm, owner, name) : V_NULL;
            if (rc == 0 && !name)
                rc = r_vm(r);
            else if (rc == 0 && !(f && v_is_type(f, &bfunc_type) && (v_obj(f)->flags & OBJ_STATIC))) {
                if (vm->exc && AS_EXC(vm->exc)->limit)
                    rc = r_vm(r);
                else {
                    vm->exc = V_NULL;
                    rc = r_bad(r, "type '%s' has no built-in '%.*s'", AS_TYPE(owner)->name, (int)nn, (const char *)nm);
                }
            } else if (rc == 0)
                AS_LIST(r->table)->items[i] = f;
        }
    /* round 0 fills the containers, then the classes are built (their
     * namespaces and bases are filled), round 1 fills the functions,
     * whose checks read the tuples of their closures */
    for (int round = 0; round < 2 && rc == 0; round++) {
        for (int64_t i = 0; i < r->n && rc == 0; i++) {
            unsigned kind = r->base[offs[i]];
            if (!has_refs(kind) || (kind == E_FUNC) != (round == 1))
                continue;
            r->p = r->base + offs[i];
            rc = fill_entry(r, AS_LIST(r->table)->items[i]);
        }
        /* the classes, bases first: each sweep builds those whose bases
         * are built; a sweep that builds none leaves a cycle */
        for (bool progress = true; round == 0 && rc == 0 && progress;) {
            progress = false;
            bool left = false;
            for (int64_t i = 0; i < r->n && rc == 0; i++) {
                value v = AS_LIST(r->table)->items[i];
                if (r->base[offs[i]] != E_CLASS || !class_pending(v))
                    continue;
                r->p = r->base + offs[i];
                int k = class_entry(r, v);
                if (k < 0)
                    rc = -1;
                progress |= k > 0;
                left |= k == 0;
            }
            if (rc == 0 && left && !progress)
                rc = r_bad(r, "classes whose bases form a cycle");
        }
    }
    /* a slot's descriptor reads and writes its owner's instances at its
     * offset: inside the owner's own __slots__ values */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_SLOTDESCR) {
            const slotdescr *sd = (const slotdescr *)v_obj(AS_LIST(r->table)->items[i]);
            r->p = r->base + offs[i];
            if (!v_is_class(sd->owner))
                rc = r_bad(r, "a slot whose owner is not a class");
            else {
                const classobj *c = AS_CLASS(sd->owner);
                if (sd->offset < c->slots_offset || sd->offset >= c->basicsize ||
                    (sd->offset - c->slots_offset) % sizeof(value))
                    rc = r_bad(r, "a slot outside its owner's instances");
            }
        }
    /* the library's C objects, from their states (filled by now) */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_CSTATE) {
            const uint8_t *nm;
            size_t nn;
            value st;
            r->p = r->base + offs[i] + 1;
            if (get_name(r, &nm, &nn) < 0 || get_value(r, &st, true, false) < 0) {
                rc = -1;
                break;
            }
            if (cstate_named(nm, nn)->fill(vm, AS_LIST(r->table)->items[i], st) < 0) {
                if (vm->exc && AS_EXC(vm->exc)->limit) {
                    rc = r_vm(r);
                    break;
                }
                value msg = vm->exc ? exc_str(vm, vm->exc) : V_NULL;
                vm->exc = V_NULL;
                rc = r_bad(r, "a %.*s refused its state: %s", (int)nn, (const char *)nm, msg ? str_cstr(msg) : "?");
            }
        }
    /* a method descriptor: the method of its owner's static tables */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_METHODDESCR) {
            methoddescr *md = (methoddescr *)v_obj(AS_LIST(r->table)->items[i]);
            value owner;
            const uint8_t *nm;
            size_t nn;
            r->p = r->base + offs[i] + 1;
            if (get_value(r, &owner, true, false) < 0 || get_name(r, &nm, &nn) < 0) {
                rc = -1;
                break;
            }
            const vtype *t = AS_TYPE(owner);
            const bfunc *m = NULL;
            for (int pass = 0; pass < 2 && t && !m; pass++) {
                for (const vtype *o = t; o && !m; o = o->base)
                    if (o->h.flags & OBJ_STATIC)
                        m = table_method(o, nm, nn);
                t = (t->tflags & TF_HEAPTYPE) ? ((const classobj *)t)->layout : NULL;
            }
            if (!m)
                rc = r_bad(r, "no method '%.*s' for a method descriptor", (int)nn, (const char *)nm);
            else {
                md->m = m;
                md->owner = AS_TYPE(owner);
            }
        }
    /* a C method reads its self as its owner's layout: self must be an
     * instance of the owner (a subclass, for a class method) */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_BUILTINMETHOD) {
            boundmethod *bm = (boundmethod *)v_obj(AS_LIST(r->table)->items[i]);
            const bfunc *f = (const bfunc *)v_obj(bm->func);
            value self, owner;
            r->p = r->base + offs[i] + 1;
            if (get_value(r, &self, true, false) < 0 || get_value(r, &owner, true, false) < 0) {
                rc = -1;
                break;
            }
            bool fits = (f->flags & BF_CLASSMETHOD) ? v_is_type_obj(self) && type_is_sub(AS_TYPE(self), AS_TYPE(owner))
                                                    : type_is_sub(vm_typeof(self), AS_TYPE(owner)) ||
                                                          (v_is_class(v_from_obj(vm_typeof(self))) &&
                                                           type_is_sub(((const classobj *)vm_typeof(self))->layout,
                                                                       AS_TYPE(owner)));
            if (!fits)
                rc = r_bad(r, "a built-in method bound to an object of another type");
            else
                bm->self = self;
        }
    /* every instance's class is built now: it must fit the instance */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_INST || r->base[offs[i]] == E_EXC) {
            r->p = r->base + offs[i] + 1;
            obj *o = v_obj(AS_LIST(r->table)->items[i]);
            rc = r->base[offs[i]] == E_INST ? check_instance(r, o) : check_exc(r, (const excobj *)o);
        }
    /* a C method left by LOAD_METHOD: its owner's table entry (its
     * pairing with the self above it is checked with the frame) */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_TABLEMETHOD) {
            value owner;
            const uint8_t *nm;
            size_t nn;
            r->p = r->base + offs[i] + 1;
            if (get_value(r, &owner, true, false) < 0 || get_name(r, &nm, &nn) < 0) {
                rc = -1;
                break;
            }
            const bfunc *m = NULL;
            if (v_is_type_obj(owner))
                for (const vtype *t = AS_TYPE(owner); t && !m; t = t->base)
                    if (t->h.flags & OBJ_STATIC)
                        m = table_method(t, nm, nn);
            if (!m)
                rc = r_bad(r, "no C method '%.*s' for a frame's stack", (int)nn, (const char *)nm);
            else
                AS_LIST(r->table)->items[i] = v_from_obj(&m->h);
        }
    /* iterators once their sequences' classes are built */
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_SEQITER || r->base[offs[i]] == E_MAPITER) {
            r->p = r->base + offs[i] + 1;
            obj *o = v_obj(AS_LIST(r->table)->items[i]);
            rc = r->base[offs[i]] == E_SEQITER ? fill_seqiter(r, (seqiter *)o) : fill_mapiter(r, (mapiter *)o);
        }
    if (rc == 0) {
        r->p = after;
        value g;
        if (get_value(r, &g, true, false) < 0)
            rc = -1;
        else if (!v_is_type(g, &dict_type))
            rc = r_bad(r, "the globals are not a dict");
        else
            vm->main_globals = g;
    }
    /* the paused run's frames, then the generators (a running one's
     * frame is the run's) */
    if (rc == 0 && r->version >= 2)
        rc = read_module_state(r) < 0 ? -1 : read_run(r);
    const uint8_t *tail = r->p;
    for (int64_t i = 0; i < r->n && rc == 0; i++)
        if (r->base[offs[i]] == E_GEN) {
            r->p = r->base + offs[i] + 1;
            rc = fill_gen(r, (genobj *)v_obj(AS_LIST(r->table)->items[i]));
        }
    r->p = tail;
    vm_dealloc(vm, offs);
    vm_root_pop(vm, 2);
    return rc;
}

int snap_read(psvm *vm, const snap_hooks *hooks, const uint8_t *p, size_t n, value *host_root,
              const uint8_t **extra, size_t *extra_len, char *err, size_t errlen)
{
    reader r = {.vm = vm, .hooks = hooks, .base = p, .p = p, .end = p + n, .err = err, .errlen = errlen,
                .key = hooks->key, .key_len = hooks->key_len};
    *host_root = V_NULL;
    if (err && errlen)
        err[0] = 0;
    if (read_header(&r, n) < 0 || read_body(&r) < 0)
        return r.status;
    size_t xn;
    if (get_bytes(&r, extra, &xn) < 0)
        return r.status;
    *extra_len = xn;
    if (r.p != r.end) {
        r_bad(&r, "bytes after the end");
        return r.status;
    }
    *host_root = r.host_root;
    return 0;
}
