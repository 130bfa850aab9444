/*
 * json_encode.c - json.dumps and json.dump: values to JSON text, byte for
 * byte as CPython 3.11 writes it (Modules/_json.c's encoder, and
 * Lib/json/encoder.py's _make_iterencode where CPython takes that path:
 * an indent, or dump()).
 *
 * Nesting never recurses in C: the serialiser is one loop over an explicit
 * stack of open containers. Each open container, and each value default()
 * returned, counts one level of the sandbox's recursion depth, as
 * _Py_EnterRecursiveCall counts it.
 *
 * The text goes into one growing buffer charged to the memory budget. For
 * dumps() it becomes the result str at the end (its one copy); for dump()
 * it is handed to fp.write in the same chunks CPython's iterencode yields,
 * at the same moments relative to default() calls and errors.
 *
 * default() and fp.write are Python code, and a collection may run inside
 * them: everything the serialiser holds is in one traced object (jenc) on
 * the root stack. The circular-reference markers hold addresses only; each
 * object marked is also held by its frame, so an address is never reused
 * while it is marked.
 */
#include <math.h>
#include <string.h>

#include "objects/str_internal.h"
#include "json_internal.h"

/* How a frame's items are read. A list is read live (its length again at
 * every item), as both of CPython's encoders read it. A dict: its C
 * encoder (dumps() without an indent) writes a snapshot of the items
 * taken at the '{' (PyMapping_Items), its Python one (an indent, dump())
 * iterates the dict itself, and a dict that changes size under it is a
 * RuntimeError; with sort_keys both write the sorted snapshot. */
enum {
    F_SEQ,     /* a list or tuple */
    F_SNAP,    /* a dict's keys and values copied onto the pair stack, [i, end) */
    F_DICT,    /* a dict iterated live, i its position, end its size */
    F_ITEMS,   /* the sorted list of (key, value) tuples */
    F_DEFAULT, /* default()'s result being written */
};

typedef struct eframe {
    value src;    /* the list or tuple, the dict, the sorted items; F_DEFAULT: default()'s result */
    value marker; /* the object in the markers (the container, or what default() was called on), or V_NULL */
    int64_t i, end;
    int64_t n;    /* items, for the fuel charge */
    uint8_t kind;
    bool first;
} eframe;

typedef struct jenc {
    obj h;
    value top, default_fn, fp, chunks, indent, item_sep, key_sep;
    eframe *frames;
    int64_t nframes, fcap;
    value *pairs; /* F_SNAP frames' keys and values, innermost last */
    int64_t npairs, pcap;
    char *out; /* the text not yet handed over */
    int64_t len, cap;
    uintptr_t *marks; /* open addressing, linear probing, 0 = empty */
    int64_t nmarks, mark_mask;
} jenc;

static void jenc_trace(gc_state *gc, obj *o)
{
    jenc *e = (jenc *)o;
    gc_mark_value(gc, e->top);
    gc_mark_value(gc, e->default_fn);
    gc_mark_value(gc, e->fp);
    gc_mark_value(gc, e->chunks);
    gc_mark_value(gc, e->indent);
    gc_mark_value(gc, e->item_sep);
    gc_mark_value(gc, e->key_sep);
    for (int64_t i = 0; i < e->nframes; i++) {
        gc_mark_value(gc, e->frames[i].src);
        gc_mark_value(gc, e->frames[i].marker);
    }
    for (int64_t i = 0; i < e->npairs; i++)
        gc_mark_value(gc, e->pairs[i]);
}

static void jenc_free(psvm *vm, obj *o)
{
    jenc *e = (jenc *)o;
    vm_dealloc(vm, e->frames);
    vm_dealloc(vm, e->pairs);
    vm_dealloc(vm, e->out);
    vm_dealloc(vm, e->marks);
    e->frames = NULL;
    e->pairs = NULL;
    e->out = NULL;
    e->marks = NULL;
    e->nframes = e->npairs = e->len = e->cap = 0;
}

static const vtype jenc_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "json encoder state", /* never a value a script sees */
    .trace = jenc_trace,
    .free = jenc_free,
};

typedef struct enc {
    psvm *vm;
    jenc *e;
    const json_eopts *o;
    int level;       /* open containers, for the indent */
    int64_t charged; /* bytes made up to the last fuel charge */
    int64_t made;    /* bytes made in all (chunks handed over included) */
} enc;

/* ---- the buffer ------------------------------------------------------------ */

static bool reserve(enc *c, int64_t k)
{
    jenc *e = c->e;
    if (e->len + k <= e->cap)
        return true;
    int64_t ncap = e->cap ? e->cap * 2 : 256;
    while (ncap < e->len + k)
        ncap *= 2;
    char *nb = vm_realloc(c->vm, e->out, (size_t)ncap);
    if (!nb)
        return false;
    e->out = nb;
    e->cap = ncap;
    return true;
}

static inline bool put(enc *c, const char *s, int64_t k)
{
    if (!reserve(c, k))
        return false;
    memcpy(c->e->out + c->e->len, s, (size_t)k);
    c->e->len += k;
    return true;
}

static inline bool put_str(enc *c, value s) { return put(c, AS_STR(s)->data, AS_STR(s)->len); }

/* '\n' and the indent once per level (levels: the containers open). */
static bool put_newline(enc *c, int levels)
{
    if (!put(c, "\n", 1))
        return false;
    for (int i = 0; i < levels; i++)
        if (!put_str(c, c->e->indent))
            return false;
    return true;
}

/* The text made so far as a str. */
static value take_text(enc *c)
{
    jenc *e = c->e;
    value s = str_alloc_raw(c->vm, e->len);
    if (!s)
        return V_NULL;
    vm_copy(AS_STR(s)->data, e->out, (size_t)e->len);
    if (c->o->ensure_ascii) {
        AS_STR(s)->cplen = e->len;
        AS_STR(s)->ascii = 1;
    } else {
        str_finish_raw(s);
    }
    c->made += e->len;
    e->len = 0;
    return s;
}

/* Where CPython's iterencode yields a chunk: dump() writes what is in the
 * buffer; dumps() keeps going. */
static bool flush(enc *c)
{
    jenc *e = c->e;
    if ((!e->fp && !e->chunks) || e->len == 0)
        return true;
    value chunk = take_text(c);
    if (e->chunks)
        return chunk && list_append(c->vm, e->chunks, chunk) == 0;
    value name = chunk ? str_intern_cstr(c->vm, "write") : V_NULL;
    value w = name ? vm_getattr(c->vm, e->fp, name) : V_NULL;
    return w && vm_call1(c->vm, w, chunk);
}

/* Fuel: a unit per value and per 4 bytes made, paid as containers close. */
static bool charge(enc *c, int64_t values)
{
    int64_t made = c->made + c->e->len;
    int64_t bytes = made - c->charged;
    c->charged = made;
    return vm_charge(c->vm, values + bytes / 4 + 1);
}

/* ---- strings ---------------------------------------------------------------- */

#define ONES 0x0101010101010101u
#define HIGHS 0x8080808080808080u

static const char hexdig[] = "0123456789abcdef";

/* The first index from i of a byte that cannot be copied as it is: a
 * control character, '"', '\\', and with ensure_ascii DEL and every
 * non-ASCII byte. Eight bytes at a time; a flagged word is searched byte
 * by byte (the word tests can flag a byte wrongly only above a real hit). */
static inline int64_t find_escape(const unsigned char *s, int64_t i, int64_t n, bool ascii_only)
{
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        uint64_t q = w ^ (ONES * '"'), b = w ^ (ONES * '\\');
        uint64_t hit = ((q - ONES) & ~q) | ((b - ONES) & ~b) | ((w - ONES * 0x20) & ~w);
        if (ascii_only) {
            uint64_t d = w ^ (ONES * 0x7F);
            hit |= ((d - ONES) & ~d) | w;
        }
        if (hit & HIGHS)
            break;
    }
    for (; i < n; i++) {
        unsigned char ch = s[i];
        if (ch < 0x20 || ch == '"' || ch == '\\' || (ascii_only && ch >= 0x7F))
            return i;
    }
    return n;
}

static char *put_u(char *p, unsigned v)
{
    p[0] = '\\';
    p[1] = 'u';
    p[2] = hexdig[(v >> 12) & 15];
    p[3] = hexdig[(v >> 8) & 15];
    p[4] = hexdig[(v >> 4) & 15];
    p[5] = hexdig[v & 15];
    return p + 6;
}

/* The str s as a JSON string: CPython's escape_unicode, or with
 * ensure_ascii its ascii_escape_unicode (\uXXXX, a surrogate pair past
 * U+FFFF, a lone surrogate as itself). */
static bool put_json_str(enc *c, const char *text, int64_t n)
{
    const unsigned char *s = (const unsigned char *)text;
    bool ascii_only = c->o->ensure_ascii;
    if (!reserve(c, n + 2))
        return false;
    c->e->out[c->e->len++] = '"';
    int64_t i = 0;
    for (;;) {
        int64_t j = find_escape(s, i, n, ascii_only);
        if (!put(c, (const char *)s + i, j - i))
            return false;
        if (j == n)
            break;
        if (!reserve(c, 12 + 1))
            return false;
        char *p = c->e->out + c->e->len, *start = p;
        unsigned char ch = s[j];
        i = j + 1;
        switch (ch) {
        case '"': *p++ = '\\'; *p++ = '"'; break;
        case '\\': *p++ = '\\'; *p++ = '\\'; break;
        case '\b': *p++ = '\\'; *p++ = 'b'; break;
        case '\f': *p++ = '\\'; *p++ = 'f'; break;
        case '\n': *p++ = '\\'; *p++ = 'n'; break;
        case '\r': *p++ = '\\'; *p++ = 'r'; break;
        case '\t': *p++ = '\\'; *p++ = 't'; break;
        default:
            if (ch < 0x80) {
                p = put_u(p, ch);
                break;
            }
            /* a non-ASCII code point (ensure_ascii), lone surrogates included */
            int k = ch >= 0xF0 ? 4 : ch >= 0xE0 ? 3 : 2;
            unsigned cp = ch & (0x3Fu >> (k - 1));
            for (int t = 1; t < k && j + t < n; t++)
                cp = cp << 6 | (s[j + t] & 0x3Fu);
            i = j + k;
            if (cp >= 0x10000) {
                cp -= 0x10000;
                p = put_u(p, 0xD800 | (cp >> 10));
                cp = 0xDC00 | (cp & 0x3FF);
            }
            p = put_u(p, cp);
        }
        c->e->len += p - start;
    }
    return put(c, "\"", 1);
}

/* ---- numbers ---------------------------------------------------------------- */

/* CPython's float representation: repr(), or NaN/Infinity/-Infinity. Its
 * C encoder refuses those without allow_nan in a few words, its Python
 * one (indent, dump()) adds the float's repr. */
static bool put_float(enc *c, double d, bool quoted)
{
    char buf[NF_REPR_MAX + 2];
    int64_t k;
    if (isfinite(d)) {
        k = (int64_t)nf_float_repr(d, buf + 1);
    } else {
        if (!c->o->allow_nan) {
            if (c->o->py_path)
                vm_err(c->vm, &exc_ValueError, "Out of range float values are not JSON compliant: %s",
                       isnan(d) ? "nan" : d > 0 ? "inf" : "-inf");
            else
                vm_err(c->vm, &exc_ValueError, "Out of range float values are not JSON compliant");
            return false;
        }
        const char *t = isnan(d) ? "NaN" : d > 0 ? "Infinity" : "-Infinity";
        k = (int64_t)strlen(t);
        memcpy(buf + 1, t, (size_t)k);
    }
    if (!quoted)
        return put(c, buf + 1, k);
    buf[0] = '"';
    buf[k + 1] = '"';
    return put(c, buf, k + 2);
}

static bool put_int(enc *c, value v, bool quoted)
{
    if (v_is_small(v)) {
        char buf[24], *p = buf + sizeof buf;
        if (quoted)
            *--p = '"';
        int64_t i = v_small(v);
        uint64_t u = i < 0 ? 0 - (uint64_t)i : (uint64_t)i;
        do
            *--p = (char)('0' + u % 10);
        while ((u /= 10) != 0);
        if (i < 0)
            *--p = '-';
        if (quoted)
            *--p = '"';
        return put(c, p, buf + sizeof buf - p);
    }
    value s = int_repr(c->vm, v);
    if (!s)
        return false;
    return (!quoted || put(c, "\"", 1)) && put_str(c, s) && (!quoted || put(c, "\"", 1));
}

/* ---- values ----------------------------------------------------------------- */

static bool is_primitive(value v)
{
    return v == V_NONE || v_is_bool(v) || v_is_small(v) || v_is_float(v) || v_is_str(v) || v_is_type(v, &int_type);
}

/* A str, None, a bool, an int or a float as its JSON text. */
static bool put_primitive(enc *c, value v)
{
    if (v_is_str(v))
        return put_json_str(c, AS_STR(v)->data, AS_STR(v)->len);
    if (v == V_NONE)
        return put(c, "null", 4);
    if (v == V_TRUE)
        return put(c, "true", 4);
    if (v == V_FALSE)
        return put(c, "false", 5);
    if (v_is_float(v))
        return put_float(c, v_float(v), false);
    return put_int(c, v, false);
}

/* ---- markers: the containers being written, for "Circular reference" ---- */

static inline uint64_t mark_slot(const jenc *e, uintptr_t p)
{
    return (uint64_t)((p >> 4) * 0x9E3779B97F4A7C15u) & (uint64_t)e->mark_mask;
}

static bool marked(const jenc *e, value v)
{
    if (!e->marks)
        return false;
    uintptr_t p = (uintptr_t)v_obj(v);
    for (uint64_t i = mark_slot(e, p); e->marks[i]; i = (i + 1) & (uint64_t)e->mark_mask)
        if (e->marks[i] == p)
            return true;
    return false;
}

static bool mark(enc *c, value v)
{
    jenc *e = c->e;
    if ((e->nmarks + 1) * 2 > e->mark_mask + 1) {
        int64_t ncap = e->marks ? (e->mark_mask + 1) * 2 : 64;
        uintptr_t *nm = vm_alloc(c->vm, (size_t)ncap * sizeof *nm);
        if (!nm)
            return false;
        memset(nm, 0, (size_t)ncap * sizeof *nm);
        uintptr_t *old = e->marks;
        int64_t oldn = e->marks ? e->mark_mask + 1 : 0;
        e->marks = nm;
        e->mark_mask = ncap - 1;
        for (int64_t k = 0; k < oldn; k++)
            if (old[k]) {
                uint64_t j = mark_slot(e, old[k]);
                while (nm[j])
                    j = (j + 1) & (uint64_t)e->mark_mask;
                nm[j] = old[k];
            }
        vm_dealloc(c->vm, old);
    }
    uintptr_t p = (uintptr_t)v_obj(v);
    uint64_t i = mark_slot(e, p);
    while (e->marks[i])
        i = (i + 1) & (uint64_t)e->mark_mask;
    e->marks[i] = p;
    e->nmarks++;
    return true;
}

/* Removal with backward shift (no tombstones): marks come and go with
 * every container. */
static void unmark(jenc *e, value v)
{
    uintptr_t p = (uintptr_t)v_obj(v);
    uint64_t mask = (uint64_t)e->mark_mask, i = mark_slot(e, p);
    while (e->marks[i] != p)
        i = (i + 1) & mask;
    for (uint64_t j = i;;) {
        e->marks[i] = 0;
        for (;;) {
            j = (j + 1) & mask;
            if (!e->marks[j]) {
                e->nmarks--;
                return;
            }
            uint64_t home = mark_slot(e, e->marks[j]);
            /* move j's entry back to i unless its home lies in (i, j] */
            bool stays = i <= j ? (home > i && home <= j) : (home > i || home <= j);
            if (!stays)
                break;
        }
        e->marks[i] = e->marks[j];
        i = j;
    }
}

/* ---- containers ------------------------------------------------------------- */

static bool push_frame(enc *c, int kind, value src, value marker)
{
    jenc *e = c->e;
    if (e->nframes == e->fcap) {
        int64_t ncap = e->fcap ? e->fcap * 2 : 32;
        eframe *nf = vm_realloc(c->vm, e->frames, (size_t)ncap * sizeof *nf);
        if (!nf)
            return false;
        e->frames = nf;
        e->fcap = ncap;
    }
    e->frames[e->nframes++] = (eframe){src, marker, 0, 0, 0, (uint8_t)kind, true};
    return true;
}

/* The dict's keys and values onto the pair stack: the frame's snapshot. */
static bool snapshot(enc *c, eframe *f, value d)
{
    jenc *e = c->e;
    int64_t n = AS_DICT(d)->used;
    if (e->npairs + 2 * n > e->pcap) {
        int64_t ncap = e->pcap ? e->pcap * 2 : 256;
        while (ncap < e->npairs + 2 * n)
            ncap *= 2;
        value *np = vm_realloc(c->vm, e->pairs, (size_t)ncap * sizeof *np);
        if (!np)
            return false;
        e->pairs = np;
        e->pcap = ncap;
    }
    f->i = e->npairs;
    int64_t pos = 0;
    value k, v;
    while (dict_next(d, &pos, &k, &v)) {
        e->pairs[e->npairs++] = k;
        e->pairs[e->npairs++] = v;
    }
    f->end = e->npairs;
    f->kind = F_SNAP;
    return true;
}

static bool enter(enc *c)
{
    psvm *vm = c->vm;
    if (vm->depth >= vm->limits.depth) {
        vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded while encoding a JSON object");
        return false;
    }
    vm->depth++;
    return true;
}

static bool check_circular(enc *c, value v)
{
    if (!c->o->check_circular)
        return true;
    if (marked(c->e, v)) {
        vm_err(c->vm, &exc_ValueError, "Circular reference detected");
        return false;
    }
    return mark(c, v);
}

/* dict.items() as a list of pairs: built from the dict itself, or for a
 * subclass of dict from its items() method (CPython's PyMapping_Items),
 * whose items must be pairs; sorted for sort_keys (CPython sorts the pairs
 * themselves, so its TypeError is the pairs' comparison's). */
static value items_list(enc *c, value d)
{
    psvm *vm = c->vm;
    value l;
    if (v_is_dict(d)) {
        l = list_new(vm, AS_DICT(d)->used);
        if (!l)
            return V_NULL;
        int64_t pos = 0, i = 0;
        value k, v;
        while (dict_next(d, &pos, &k, &v)) {
            value t = tuple_pack(vm, 2, k, v);
            if (!t)
                return V_NULL;
            AS_LIST(l)->items[i++] = t;
        }
    } else {
        value name = str_intern_cstr(vm, "items");
        value m = name ? vm_getattr(vm, d, name) : V_NULL;
        value it = m ? vm_call(vm, m, 0, NULL, V_NULL) : V_NULL;
        if (!it || !(l = list_from_iter(vm, it)))
            return V_NULL;
        for (int64_t i = 0; i < AS_LIST(l)->len; i++) {
            value t = AS_LIST(l)->items[i];
            if (!v_is_tuple_like(t) || AS_TUPLE(t)->len != 2) {
                vm_err(vm, &exc_ValueError, "items must return 2-tuples");
                return V_NULL;
            }
        }
    }
    if (!c->o->sort_keys)
        return l;
    vm_root_push(vm, l);
    int r = list_sort(vm, l, V_NONE, false);
    vm_root_pop(vm, 1);
    return r < 0 ? V_NULL : l;
}

/* v is not a primitive: open its container, or call default() on it.
 * *next: the value to write next (default()'s result), else V_NULL. */
static bool begin(enc *c, value v, value *next)
{
    psvm *vm = c->vm;
    jenc *e = c->e;
    *next = V_NULL;
    bool seq = v_is_list_like(v) || v_is_tuple_like(v);
    if (seq || v_is_dict_like(v)) {
        if (!enter(c))
            return false;
        value src = v;
        if (seq && !v_is_list(v) && !v_is_tuple(v)) {
            /* a subclass is read through its own iteration (CPython's
             * PySequence_Fast), once, here; the original is marked */
            value it = vm_iter(vm, v);
            if (!it || !(src = list_from_iter(vm, it)))
                return false;
        }
        int64_t n = seq ? (v_is_list_like(src) ? AS_LIST(src)->len : AS_TUPLE(src)->len) : AS_DICT(v)->used;
        if (n == 0) {
            vm->depth--;
            return put(c, seq ? "[]" : "{}", 2) && flush(c);
        }
        if (!check_circular(c, v))
            return false;
        if (!push_frame(c, seq ? F_SEQ : F_DICT, src, c->o->check_circular ? v : V_NULL))
            return false;
        e->frames[e->nframes - 1].n = n;
        e->frames[e->nframes - 1].end = n;
        c->level++;
        if (seq)
            return put(c, "[", 1) && (!e->indent || put_newline(c, c->level));
        if (!put(c, "{", 1) || !flush(c) || (e->indent && (!put_newline(c, c->level) || !flush(c))))
            return false;
        eframe *f = &e->frames[e->nframes - 1];
        if (c->o->sort_keys || !v_is_dict(v)) {
            value items = items_list(c, v);
            if (!items)
                return false;
            f = &e->frames[e->nframes - 1];
            f->src = items;
            f->kind = F_ITEMS;
            f->n = AS_LIST(items)->len;
        } else if (!c->o->py_path) {
            return snapshot(c, f, v);
        }
        return true;
    }
    /* anything else goes through default(), marked while its result is
     * written (default() giving back the same object is circular) */
    if (!check_circular(c, v) || !push_frame(c, F_DEFAULT, V_NONE, c->o->check_circular ? v : V_NULL))
        return false;
    if (!e->default_fn) {
        vm_err(vm, &exc_TypeError, "Object of type %s is not JSON serializable", type_short_name(vm_script_type(v)));
        return false;
    }
    value r = vm_call1(vm, e->default_fn, v);
    if (!r || !enter(c))
        return false;
    e->frames[e->nframes - 1].src = r;
    *next = r;
    return true;
}

/* A dict key as CPython converts it, written with the separator before
 * it and the key separator after it, each a chunk of its own for dump().
 * A key skipkeys drops writes nothing: *skip. */
static bool put_dict_key(enc *c, eframe *f, value k, bool *skip)
{
    jenc *e = c->e;
    *skip = false;
    /* the key's text first: its errors come before the separator */
    char kb[NF_REPR_MAX + 8];
    int64_t kn = 0;
    value ks = V_NULL; /* a str key, or a big int's digits */
    if (v_is_str(k)) {
        ks = k;
    } else if (v_is_float(k)) {
        int64_t at = e->len;
        if (!put_float(c, v_float(k), true))
            return false;
        kn = e->len - at;
        memcpy(kb, e->out + at, (size_t)kn);
        e->len = at;
    } else if (k == V_TRUE || k == V_FALSE || k == V_NONE) {
        const char *t = k == V_TRUE ? "\"true\"" : k == V_FALSE ? "\"false\"" : "\"null\"";
        kn = (int64_t)strlen(t);
        memcpy(kb, t, (size_t)kn);
    } else if (v_is_small(k)) {
        int64_t at = e->len;
        if (!put_int(c, k, true))
            return false;
        kn = e->len - at;
        memcpy(kb, e->out + at, (size_t)kn);
        e->len = at;
    } else if (v_is_int(k)) {
        if (!(ks = int_repr(c->vm, k)))
            return false;
    } else if (c->o->skipkeys) {
        *skip = true;
        return false;
    } else {
        vm_err(c->vm, &exc_TypeError, "keys must be str, int, float, bool or None, not %s", vm_script_type(k)->name);
        return false;
    }
    bool first = f->first;
    f->first = false;
    if (!first && (!put_str(c, e->item_sep) || (e->indent && !put_newline(c, c->level))))
        return false;
    vm_root_push(c->vm, ks ? ks : V_NONE); /* across fp.write */
    bool ok = flush(c);
    if (ok && v_is_str(k))
        ok = put_json_str(c, AS_STR(ks)->data, AS_STR(ks)->len);
    else if (ok && ks)
        ok = put(c, "\"", 1) && put_str(c, ks) && put(c, "\"", 1);
    else if (ok)
        ok = put(c, kb, kn);
    vm_root_pop(c->vm, 1);
    return ok && flush(c) && put_str(c, e->key_sep) && flush(c);
}

/* Close the innermost frame. */
static bool end_frame(enc *c)
{
    jenc *e = c->e;
    eframe *f = &e->frames[e->nframes - 1];
    if (f->kind != F_DEFAULT) {
        c->level--;
        if (e->indent && (!put_newline(c, c->level) || !flush(c)))
            return false;
        if (!put(c, f->kind == F_SEQ ? "]" : "}", 1) || !flush(c) || !charge(c, f->n))
            return false;
        f = &e->frames[e->nframes - 1];
        if (f->kind == F_SNAP)
            e->npairs = f->end - 2 * f->n;
    }
    if (f->marker)
        unmark(e, f->marker);
    c->vm->depth--;
    e->nframes--;
    return true;
}

/* The innermost frame's next value into *next (its separator and key
 * written), or the frame closed (*next == V_NULL). */
static bool step(enc *c, value *next)
{
    jenc *e = c->e;
    eframe *f = &e->frames[e->nframes - 1];
    *next = V_NULL;
    if (f->kind == F_DEFAULT)
        return end_frame(c);
    value k = V_NULL, v = V_NULL;
    for (;;) {
        if (f->kind == F_SEQ) {
            /* read again each time: default() may have changed the list */
            bool list = v_is_list_like(f->src);
            int64_t n = list ? AS_LIST(f->src)->len : AS_TUPLE(f->src)->len;
            if (f->i >= n)
                return end_frame(c);
            v = list ? AS_LIST(f->src)->items[f->i] : AS_TUPLE(f->src)->items[f->i];
            f->i++;
        } else if (f->kind == F_SNAP) {
            if (f->i >= f->end)
                return end_frame(c);
            k = e->pairs[f->i];
            v = e->pairs[f->i + 1];
            f->i += 2;
        } else if (f->kind == F_ITEMS) {
            if (f->i >= AS_LIST(f->src)->len)
                return end_frame(c);
            value t = AS_LIST(f->src)->items[f->i++];
            k = AS_TUPLE(t)->items[0];
            v = AS_TUPLE(t)->items[1];
        } else {
            if (AS_DICT(f->src)->used != f->end) {
                vm_err(c->vm, &exc_RuntimeError, "dictionary changed size during iteration");
                return false;
            }
            if (!dict_next(f->src, &f->i, &k, &v))
                return end_frame(c);
        }
        if (f->kind == F_SEQ) {
            bool first = f->first;
            f->first = false;
            if (!first && (!put_str(c, e->item_sep) || (e->indent && !put_newline(c, c->level))))
                return false;
            /* a container or default() value: what is buffered is one chunk */
            if (!is_primitive(v) && !flush(c))
                return false;
            *next = v;
            return true;
        }
        bool skip;
        if (!put_dict_key(c, f, k, &skip)) {
            if (skip)
                continue;
            return false;
        }
        *next = v;
        return true;
    }
}

value json_encode(psvm *vm, value top, const json_eopts *o)
{
    if (!v_is_str(top)) {
        /* _json.make_encoder's argument checks, made before any writing */
        if (!v_is_str(o->key_sep))
            return vm_err(vm, &exc_TypeError, "make_encoder() argument 5 must be str, not %s", vm_type_name(o->key_sep));
        if (!v_is_str(o->item_sep))
            return vm_err(vm, &exc_TypeError, "make_encoder() argument 6 must be str, not %s",
                          vm_type_name(o->item_sep));
    }
    jenc *e = (jenc *)vm_new_obj(vm, &jenc_type, sizeof(jenc));
    if (!e)
        return V_NULL;
    e->top = top;
    e->default_fn = o->default_fn;
    e->fp = o->fp;
    e->chunks = o->chunks;
    e->indent = o->indent;
    e->item_sep = o->item_sep;
    e->key_sep = o->key_sep;
    vm_root_push(vm, v_from_obj(e));
    enc c = {vm, e, o, 0, 0, 0};
    int depth0 = vm->depth;
    bool ok = true;
    value v = top;
    while (ok) {
        if (v) {
            value next = V_NULL;
            if (is_primitive(v))
                ok = put_primitive(&c, v) && flush(&c);
            else
                ok = begin(&c, v, &next);
            v = next;
            if (v || !ok)
                continue; /* default()'s result next */
        }
        if (e->nframes == 0)
            break;
        ok = step(&c, &v);
    }
    value r = V_NULL;
    if (ok && charge(&c, 1))
        r = e->fp || e->chunks ? V_NONE : take_text(&c);
    vm->depth = depth0;
    jenc_free(vm, &e->h);
    vm_root_pop(vm, 1);
    return r;
}
