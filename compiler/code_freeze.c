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
 *           has_doc), the code words, the positions, then the values
 *           name, qualname, [doc], consts, names, varnames, cellvars,
 *           freevars
 *   value:  a tag byte, then
 *           'w' a word that is not an object (None, bools, Ellipsis,
 *               small ints, floats: the value itself)
 *           's' interned byte, ASCII byte, int64 length in bytes, in code
 *               points, and hash (bytes_hash_raw), the UTF-8 bytes
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

#include "code_freeze.h"
#include "compile_internal.h"
#include "objects/int_internal.h"
#include "objects/str_internal.h"
#include "vm/vm.h"

struct frozen_code {
    int64_t src_len, src_cplen; /* the source text's length in bytes and code points */
    bool src_ascii;
    size_t len;
    unsigned char bytes[];
};

/* ---- freeze: into a growing malloc'd buffer ----------------------------- */

typedef struct fbuf {
    frozen_code *f;
    size_t cap;
    bool failed; /* out of memory, or a value this format does not hold */
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

static void put_code(fbuf *b, const codeobj *co);

static void put_value(fbuf *b, value v)
{
    if (!v_is_obj(v)) {
        put_u8(b, 'w');
        put(b, &v, sizeof v);
    } else if (v_is_type(v, &str_type)) {
        const strobj *s = AS_STR(v);
        put_u8(b, 's');
        put_u8(b, s->interned != 0);
        put_u8(b, s->ascii);
        put_i64(b, s->len);
        put_i64(b, s->cplen);
        put_i64(b, bytes_hash_raw(s->data, s->len));
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
    put(b, co->code, sizeof(uint32_t) * (size_t)co->ncode);
    put(b, co->pos, sizeof(code_pos) * (size_t)co->ncode);
    put_value(b, co->name);
    put_value(b, co->qualname);
    if (co->doc != V_NULL)
        put_value(b, co->doc);
    put_value(b, co->consts);
    put_value(b, co->names);
    put_value(b, co->varnames);
    put_value(b, co->cellvars);
    put_value(b, co->freevars);
}

frozen_code *code_freeze(value code)
{
    fbuf b = {malloc(sizeof(frozen_code) + 4096), 4096, false};
    if (!b.f)
        return NULL;
    const strobj *src = AS_STR(AS_CODE(code)->source);
    b.f->src_len = src->len;
    b.f->src_cplen = src->cplen;
    b.f->src_ascii = src->ascii;
    b.f->len = 0;
    put_code(&b, AS_CODE(code));
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
        bool interned = *(const unsigned char *)take(r, 1) != 0;
        bool ascii = *(const unsigned char *)take(r, 1) != 0;
        int64_t n = take_i64(r), cplen = take_i64(r), hash = take_i64(r);
        const char *s = take(r, (size_t)n);
        return interned ? str_intern_hashed(r->vm, s, n, hash) : str_new_counted(r->vm, s, n, cplen, ascii);
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
    const void *words = take(r, sizeof(uint32_t) * ncode);
    const void *pos = take(r, sizeof(code_pos) * ncode);
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
    memcpy(co->code, words, sizeof(uint32_t) * ncode);
    memcpy(co->pos, pos, sizeof(code_pos) * ncode);
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
    freader r = {vm, f->bytes, f->bytes + f->len, filename, source};
    value code = take_code(&r);
    PS_ASSERT(!code || r.p == r.end);
    if (!code && !vm->exc)
        return vm_err_nomem(vm);
    return code;
}
