/*
 * code_freeze.c - a compiled code object copied out of its sandbox into
 * plain process memory (freeze), and made again in any sandbox from that
 * copy (thaw).
 *
 * What it is for: the library's modules written in Python (stdlib/py/)
 * are the same text in every sandbox, and compiling them is nine tenths
 * of an import (datetime: 2.3 ms, of which the module's own code runs
 * 0.1 ms). stdlib/modules.c compiles each once per process, keeps the
 * frozen copy, and thaws it for every later import: the objects a compile
 * would have made, in the importing sandbox's heap and charged to its
 * budget, without the lexer, the parser or the code generator.
 *
 * The frozen form is a byte string read only in the process that wrote
 * it, from code this build compiled from its own embedded sources: words
 * are in the machine's order, and the reader checks only its own
 * invariants (PS_ASSERT). It is never part of a snapshot (snapshots name
 * library code, docs/snapshots.md).
 *
 *   code:   'C', nine int32 (ncode, argcount, posonlyargcount,
 *           kwonlyargcount, flags, stacksize, nblocks, firstlineno,
 *           has_doc), the values name, qualname, [doc], consts, names,
 *           varnames, cellvars, freevars, then the code words and the
 *           positions (per instruction four zigzag varints: line and
 *           column from the instruction before, end line and end column
 *           from its own start)
 *   value:  a tag byte, then
 *           'w' a word that is not an object (None, bools, Ellipsis,
 *               small ints, floats: the value itself)
 *           'n' an interned str met for the first time (a name): varint
 *               length, int64 hash (bytes_hash_raw), the UTF-8 bytes;
 *               the names are numbered in the order they come
 *           'r' varint: the name of that number again
 *           's' any other str: ASCII byte, varint length in bytes and in
 *               code points, the UTF-8 bytes
 *           'b' int64 length, the bytes
 *           'i' sign byte, int64 length, the digits (a big int)
 *           't' int64 length, the items
 *           'C' a code object as above
 *
 * The filename and the source text, the same for every code object of a
 * compile, are not in it: the thaw is given them (the source's code
 * points are counted once, by the freeze).
 */
#include <stdlib.h>
#include <string.h>

#include "compile_internal.h"
#include "objects/int_internal.h"
#include "objects/str_internal.h"
#include "vm/vm.h"

struct frozen_code {
    int64_t src_len, src_cplen; /* the source text's length in bytes and code points */
    bool src_ascii;
    uint32_t nnames; /* distinct interned strs ('n' records) */
    size_t len;
    unsigned char bytes[];
};

/* ---- freeze: into a growing malloc'd buffer ----------------------------- */

typedef struct fbuf {
    frozen_code *f;
    size_t cap;
    bool failed; /* out of memory, or a value this format does not hold */
    /* the interned strs written so far, open addressing on the object's
     * address (an interned str is the sandbox's only one of its text):
     * slot = number + 1, 0 empty */
    value *seen;
    uint32_t *seen_ix;
    uint32_t seen_mask;
} fbuf;

static void put(fbuf *b, const void *p, size_t n)
{
    if (b->failed)
        return;
    if (b->f->len + n > b->cap) {
        size_t cap = b->cap * 2 > b->f->len + n ? b->cap * 2 : b->f->len + n;
        frozen_code *g = realloc(b->f, sizeof *g + cap);
        if (!g) {
            b->failed = true;
            return;
        }
        b->f = g;
        b->cap = cap;
    }
    memcpy(b->f->bytes + b->f->len, p, n);
    b->f->len += n;
}

static void put_u8(fbuf *b, unsigned char c) { put(b, &c, 1); }
static void put_i64(fbuf *b, int64_t i) { put(b, &i, sizeof i); }

static void put_uv(fbuf *b, uint64_t u)
{
    unsigned char t[10];
    int n = 0;
    do {
        t[n++] = (unsigned char)((u & 0x7F) | (u > 0x7F ? 0x80 : 0));
        u >>= 7;
    } while (u);
    put(b, t, (size_t)n);
}

static void put_sv(fbuf *b, int64_t i) { put_uv(b, ((uint64_t)i << 1) ^ (uint64_t)(i >> 63)); }

/* The number of an interned str written before, or -1 after filing it
 * as the next one. */
static int64_t seen_name(fbuf *b, value v)
{
    if (b->f->nnames * 2 >= b->seen_mask) {
        uint32_t cap = b->seen_mask ? (b->seen_mask + 1) * 2 : 256;
        value *ns = calloc(cap, sizeof *ns);
        uint32_t *ni = calloc(cap, sizeof *ni);
        if (!ns || !ni) {
            free(ns);
            free(ni);
            b->failed = true;
            return -1;
        }
        for (uint32_t i = 0; b->seen_mask && i <= b->seen_mask; i++)
            if (b->seen[i]) {
                uint32_t k = (uint32_t)(b->seen[i] >> 4) & (cap - 1);
                while (ns[k])
                    k = (k + 1) & (cap - 1);
                ns[k] = b->seen[i];
                ni[k] = b->seen_ix[i];
            }
        free(b->seen);
        free(b->seen_ix);
        b->seen = ns;
        b->seen_ix = ni;
        b->seen_mask = cap - 1;
    }
    uint32_t k = (uint32_t)(v >> 4) & b->seen_mask;
    for (; b->seen[k]; k = (k + 1) & b->seen_mask)
        if (b->seen[k] == v)
            return b->seen_ix[k];
    b->seen[k] = v;
    b->seen_ix[k] = b->f->nnames++;
    return -1;
}

static void put_code(fbuf *b, const codeobj *co);

static void put_value(fbuf *b, value v)
{
    if (!v_is_obj(v)) {
        put_u8(b, 'w');
        put(b, &v, sizeof v);
    } else if (v_is_type(v, &str_type)) {
        const strobj *s = AS_STR(v);
        if (s->interned) {
            int64_t ix = seen_name(b, v);
            if (ix >= 0) {
                put_u8(b, 'r');
                put_uv(b, (uint64_t)ix);
                return;
            }
            put_u8(b, 'n');
            put_uv(b, (uint64_t)s->len);
            put_i64(b, bytes_hash_raw(s->data, s->len));
        } else {
            put_u8(b, 's');
            put_u8(b, s->ascii);
            put_uv(b, (uint64_t)s->len);
            put_uv(b, (uint64_t)s->cplen);
        }
        put(b, s->data, (size_t)s->len);
    } else if (v_is_type(v, &bytes_type)) {
        const bytesobj *s = (const bytesobj *)v_obj(v);
        put_u8(b, 'b');
        put_i64(b, s->len);
        put(b, s->data, (size_t)s->len);
    } else if (v_is_type(v, &tuple_type)) {
        const tupleobj *t = AS_TUPLE(v);
        put_u8(b, 't');
        put_i64(b, t->len);
        for (int64_t i = 0; i < t->len && !b->failed; i++)
            put_value(b, t->items[i]);
    } else if (v_is_type(v, &code_type)) {
        put_code(b, AS_CODE(v));
    } else if (int_is_big(v)) {
        const intobj *o = (const intobj *)v_obj(v);
        put_u8(b, 'i');
        put_u8(b, o->neg);
        put_i64(b, o->len);
        put(b, o->d, sizeof(bi_digit) * (size_t)o->len);
    } else {
        b->failed = true; /* a kind no compile makes: the module is compiled each time */
    }
}

static void put_code(fbuf *b, const codeobj *co)
{
    put_u8(b, 'C');
    int32_t head[9] = {co->ncode, co->argcount, co->posonlyargcount, co->kwonlyargcount, co->flags,
                       co->stacksize, co->nblocks, co->firstlineno, co->doc != V_NULL};
    put(b, head, sizeof head);
    put_value(b, co->name);
    put_value(b, co->qualname);
    if (co->doc != V_NULL)
        put_value(b, co->doc);
    put_value(b, co->consts);
    put_value(b, co->names);
    put_value(b, co->varnames);
    put_value(b, co->cellvars);
    put_value(b, co->freevars);
    put(b, co->code, sizeof(uint32_t) * (size_t)co->ncode);
    /* positions as differences from the one before: a byte or two each
     * instead of sixteen */
    code_pos prev = {0, 0, 0, 0};
    for (int32_t i = 0; i < co->ncode; i++) {
        const code_pos *p = &co->pos[i];
        put_sv(b, (int64_t)p->line - prev.line);
        put_sv(b, (int64_t)p->end_line - p->line);
        put_sv(b, (int64_t)p->col - prev.col);
        put_sv(b, (int64_t)p->end_col - p->col);
        prev = *p;
    }
}

frozen_code *code_freeze(value code)
{
    fbuf b = {malloc(sizeof(frozen_code) + 4096), 4096, false, NULL, NULL, 0};
    if (!b.f)
        return NULL;
    b.f->nnames = 0;
    const strobj *src = AS_STR(AS_CODE(code)->source);
    b.f->src_len = src->len;
    b.f->src_cplen = src->cplen;
    b.f->src_ascii = src->ascii;
    b.f->len = 0;
    put_code(&b, AS_CODE(code));
    free(b.seen);
    free(b.seen_ix);
    if (b.failed) {
        free(b.f);
        return NULL;
    }
    return b.f;
}

void frozen_code_free(frozen_code *f) { free(f); }

size_t frozen_code_size(const frozen_code *f) { return sizeof *f + f->len; }

/* ---- thaw: the objects again, in a sandbox ------------------------------- */

typedef struct freader {
    psvm *vm;
    const unsigned char *p, *end;
    value filename, source;
    value *names; /* the interned strs made so far, by number */
    uint32_t nnames, cap;
} freader;

static const void *take(freader *r, size_t n)
{
    PS_ASSERT((size_t)(r->end - r->p) >= n);
    const void *at = r->p;
    r->p += n;
    return at;
}

static int64_t take_i64(freader *r)
{
    int64_t i;
    memcpy(&i, take(r, sizeof i), sizeof i);
    return i;
}

static uint64_t take_uv(freader *r)
{
    uint64_t u = 0;
    for (int shift = 0;; shift += 7) {
        unsigned char c = *(const unsigned char *)take(r, 1);
        u |= (uint64_t)(c & 0x7F) << shift;
        if (!(c & 0x80))
            return u;
    }
}

static int32_t take_sv(freader *r)
{
    uint64_t u = take_uv(r);
    return (int32_t)((int64_t)(u >> 1) ^ -(int64_t)(u & 1));
}

static value take_code(freader *r);

/* V_NULL with the memory error raised when an allocation fails */
static value take_value(freader *r)
{
    unsigned char tag = *(const unsigned char *)take(r, 1);
    switch (tag) {
    case 'w': {
        value v;
        memcpy(&v, take(r, sizeof v), sizeof v);
        return v;
    }
    case 's': {
        bool ascii = *(const unsigned char *)take(r, 1) != 0;
        int64_t n = (int64_t)take_uv(r), cplen = (int64_t)take_uv(r);
        return str_new_counted(r->vm, take(r, (size_t)n), n, cplen, ascii);
    }
    case 'n': {
        int64_t n = (int64_t)take_uv(r), hash = take_i64(r);
        value v = str_intern_hashed(r->vm, take(r, (size_t)n), n, hash);
        PS_ASSERT(r->nnames < r->cap);
        if (v)
            r->names[r->nnames++] = v;
        return v;
    }
    case 'r': {
        uint64_t ix = take_uv(r);
        PS_ASSERT(ix < r->nnames);
        return r->names[ix];
    }
    case 'b': {
        int64_t n = take_i64(r);
        return bytes_new(r->vm, take(r, (size_t)n), n);
    }
    case 't': {
        int64_t n = take_i64(r);
        value t = tuple_new(r->vm, n);
        if (!t)
            return V_NULL;
        /* allocation does not collect (vm.h): the half-filled tuple needs
         * no rooting, and the cleared items are traced safely */
        for (int64_t i = 0; i < n; i++) {
            value v = take_value(r);
            if (!v)
                return V_NULL;
            AS_TUPLE(t)->items[i] = v;
        }
        return t;
    }
    case 'i': {
        bool neg = *(const unsigned char *)take(r, 1) != 0;
        int64_t n = take_i64(r);
        intobj *o = int_alloc(r->vm, (size_t)n);
        if (!o)
            return V_NULL;
        memcpy(o->d, take(r, sizeof(bi_digit) * (size_t)n), sizeof(bi_digit) * (size_t)n);
        o->len = n;
        o->neg = neg;
        return v_from_obj(o);
    }
    case 'C':
        r->p--;
        return take_code(r);
    }
    PS_ASSERT(!"frozen code: unknown tag");
    return V_NULL;
}

static value take_code(freader *r)
{
    PS_ASSERT(*r->p == 'C');
    r->p++;
    int32_t h[9];
    memcpy(h, take(r, sizeof h), sizeof h);
    size_t ncode = (size_t)h[0];
    value name = take_value(r), qualname = name ? take_value(r) : V_NULL;
    value doc = qualname && h[8] ? take_value(r) : V_NULL;
    if (!qualname || (h[8] && !doc))
        return V_NULL;
    value consts = take_value(r);
    value names = consts ? take_value(r) : V_NULL;
    value varnames = names ? take_value(r) : V_NULL;
    value cellvars = varnames ? take_value(r) : V_NULL;
    value freevars = cellvars ? take_value(r) : V_NULL;
    if (!freevars)
        return V_NULL;
    codeobj *co = code_alloc(r->vm, (size_t)AS_TUPLE(names)->len, ncode, (size_t)AS_TUPLE(cellvars)->len);
    if (!co)
        return V_NULL;
    memcpy(co->code, take(r, sizeof(uint32_t) * ncode), sizeof(uint32_t) * ncode);
    code_pos prev = {0, 0, 0, 0};
    for (size_t i = 0; i < ncode; i++) {
        code_pos *q = &co->pos[i];
        q->line = prev.line + take_sv(r);
        q->end_line = q->line + take_sv(r);
        q->col = prev.col + take_sv(r);
        q->end_col = q->col + take_sv(r);
        prev = *q;
    }
    co->consts = consts;
    co->names = names;
    co->varnames = varnames;
    co->cellvars = cellvars;
    co->freevars = freevars;
    co->name = name;
    co->qualname = qualname;
    co->doc = h[8] ? doc : V_NULL;
    co->filename = r->filename;
    co->source = r->source;
    co->argcount = h[1];
    co->posonlyargcount = h[2];
    co->kwonlyargcount = h[3];
    co->flags = h[4];
    co->stacksize = h[5];
    co->nblocks = h[6];
    co->firstlineno = h[7];
    code_set_derived(co);
    return v_from_obj(co);
}

value code_thaw(psvm *vm, const frozen_code *f, value filename, const char *src, size_t len)
{
    PS_ASSERT((int64_t)len == f->src_len);
    value source = str_new_counted(vm, src, (int64_t)len, f->src_cplen, f->src_ascii);
    if (!source)
        return V_NULL;
    freader r = {vm, f->bytes, f->bytes + f->len, filename, source, NULL, 0, f->nnames};
    if (f->nnames && !(r.names = vm_alloc_temp(vm, sizeof(value) * f->nnames)))
        return V_NULL;
    value code = take_code(&r);
    if (r.names)
        vm_dealloc(vm, r.names);
    PS_ASSERT(!code || r.p == r.end);
    if (!code && !vm->exc)
        return vm_err_nomem(vm);
    return code;
}
