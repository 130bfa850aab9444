/*
 * str.c - str: UTF-8 bytes with a cached code-point length and an ASCII
 * flag (ASCII strings index in O(1); others walk the bytes), the byte
 * buffer (sbuf) everything that builds text uses, and interning.
 *
 * Methods live in str_methods.c; this file holds the representation and the
 * core protocol.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "str_internal.h"
#include "codecs.h"
#include "objects/text/utext.h"
#include "vm/vm.h"

/* ---- construction -------------------------------------------------------- */

/* The continuation bytes (10xxxxxx) of a word: each lead bit that has no
 * bit 6 beside it, shifted down to a 0/1 per byte and summed by a multiply
 * (no popcount instruction in the baseline x86-64 ISA: gcc calls
 * libgcc's, and the call made count_cp save registers for every str). */
static inline int64_t cont_bytes(uint64_t w)
{
    uint64_t ones = (w & ~(w << 1) & 0x8080808080808080u) >> 7;
    return (int64_t)((ones * 0x0101010101010101u) >> 56);
}

/* Code points are the bytes that are not UTF-8 continuation bytes
 * (10xxxxxx). Eight bytes at a time: every str made is counted, and most
 * text is ASCII. */
static int64_t count_cp(const char *s, int64_t n, uint8_t *ascii)
{
    const uint64_t hi = 0x8080808080808080u;
    uint64_t any = 0;
    int64_t cont = 0, i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, s + i, 8);
        any |= w;
        if (w & hi)
            cont += cont_bytes(w);
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (i < n && n >= 8) {
        /* the last 1-7 bytes: the word that ends the string, shifted so
         * that only the bytes not yet counted are left */
        uint64_t w;
        memcpy(&w, s + n - 8, 8);
        w >>= 8 * (8 - (n - i));
        any |= w;
        cont += cont_bytes(w);
        i = n;
    }
#endif
    for (; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        any |= c;
        cont += (c & 0xC0) == 0x80;
    }
    *ascii = (any & hi) == 0;
    return n - cont;
}

#define STR_HEAD offsetof(strobj, inl)

/* str_new for text whose code points are counted already (a frozen
 * copy of compiled code, compiler/code_freeze.c). */
value str_new_counted(psvm *vm, const char *s, int64_t len, int64_t cplen, bool ascii)
{
    strobj *o = (strobj *)vm_new_obj_head(vm, &str_type, STR_HEAD + (size_t)len + 1, STR_HEAD);
    if (!o)
        return V_NULL;
    o->len = len;
    o->data = o->inl;
    if (len)
        memcpy(o->data, s, (size_t)len);
    o->data[len] = 0;
    o->cplen = cplen;
    o->ascii = ascii;
    o->hash = -1;
    return v_from_obj(o);
}

value str_new(psvm *vm, const char *s, int64_t len)
{
    uint8_t ascii;
    int64_t cplen = count_cp(s, len, &ascii);
    return str_new_counted(vm, s, len, cplen, ascii);
}

/* A str of one code point (or any short text): a one-char ASCII str is
 * made once per sandbox and shared, as CPython shares its latin-1 chars,
 * so that `for c in s`, s[i] and chr() do not allocate. Strs are
 * immutable, so sharing is invisible (is-identity aside, which CPython
 * shares too). The cache is charged like any memory. */
value str_char(psvm *vm, const char *s, int64_t len)
{
    if (len != 1 || (unsigned char)s[0] >= 128)
        return str_new(vm, s, len);
    unsigned char c = (unsigned char)s[0];
    if (!vm->char_cache) {
        value *cache = vm_alloc(vm, 128 * sizeof *cache);
        if (!cache)
            return V_NULL;
        for (int i = 0; i < 128; i++)
            cache[i] = V_NULL;
        vm->char_cache = cache;
    }
    if (!vm->char_cache[c]) {
        value r = str_new(vm, s, 1);
        if (!r)
            return V_NULL;
        vm->char_cache[c] = r;
    }
    return vm->char_cache[c];
}

/* An uninitialised str of len bytes; the caller fills data then calls
 * str_finish_raw to count code points. */
value str_alloc_raw(psvm *vm, int64_t len)
{
    if (!vm_reserve(vm, len + (int64_t)sizeof(strobj)))
        return V_NULL;
    strobj *o = (strobj *)vm_new_obj_head(vm, &str_type, STR_HEAD + (size_t)len + 1, STR_HEAD);
    if (!o)
        return V_NULL;
    o->len = len;
    o->data = o->inl;
    o->data[len] = 0;
    o->hash = -1;
    return v_from_obj(o);
}

void str_finish_raw(value s)
{
    strobj *o = AS_STR(s);
    o->cplen = count_cp(o->data, o->len, &o->ascii);
}

value str_from_cstr(psvm *vm, const char *s) { return str_new(vm, s, (int64_t)strlen(s)); }

value str_fmt(psvm *vm, const char *fmt, ...)
{
    char buf[512];
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    value r;
    if (n < (int)sizeof buf) {
        r = str_new(vm, buf, n);
    } else {
        /* long texts (a dict_keys repr, a deep qualname): exact size */
        char *big = vm_alloc(vm, (size_t)n + 1);
        r = V_NULL;
        if (big) {
            vsnprintf(big, (size_t)n + 1, fmt, ap2);
            r = str_new(vm, big, n);
            vm_dealloc(vm, big);
        }
    }
    va_end(ap2);
    return r;
}


bool str_eq(value a, value b)
{
    if (a == b)
        return true;
    strobj *x = AS_STR(a), *y = AS_STR(b);
    if (x->len != y->len)
        return false;
    if (x->hash != -1 && y->hash != -1 && x->hash != y->hash)
        return false;
    if (x->interned && y->interned)
        return false;
    return memcmp(x->data, y->data, (size_t)x->len) == 0;
}

bool str_eq_cstr(value a, const char *s)
{
    /* method lookup scans a type's table with this: most names differ in
     * the first byte, so settle those before measuring s */
    if (AS_STR(a)->len > 0 && AS_STR(a)->data[0] != s[0])
        return false;
    size_t n = strlen(s);
    return (size_t)AS_STR(a)->len == n && memcmp(AS_STR(a)->data, s, n) == 0;
}

/* FNV-1a over the bytes, then a final mix. Not keyed: a sandbox has no
 * clock or entropy, and its tables are budgeted anyway. Never -1. */
int64_t bytes_hash_raw(const void *p, int64_t n)
{
    const unsigned char *s = p;
    uint64_t h = 0xcbf29ce484222325u;
    for (int64_t i = 0; i < n; i++)
        h = (h ^ s[i]) * 0x100000001b3u;
    h ^= h >> 31;
    h *= 0x7fb5d329728ea185u;
    h ^= h >> 27;
    int64_t r = (int64_t)h;
    return r == -1 ? -2 : r;
}

int64_t str_hash(value s)
{
    strobj *o = AS_STR(s);
    if (o->hash == -1)
        o->hash = bytes_hash_raw(o->data, o->len);
    return o->hash;
}

/* ---- interning -----------------------------------------------------------
 *
 * The intern table maps each content to the sandbox's one str of it (names,
 * attribute and keyword names), so that names compare by identity. It is a
 * set of strs of its own rather than a dict: a name is looked up by its
 * bytes before any str is made, so interning a name the sandbox already has
 * allocates nothing, and a sandbox's first few names fit in the table's own
 * block. Every sandbox interns a few names at its start and at every
 * compile ("__name__", "<module>"): their hashes are precomputed
 * (str_known), so those cost no hashing, no strlen and no code-point count. */

#define INTERN_INLINE 16 /* slots in the table's block: a small script's names */

typedef struct internset {
    obj h;
    uint32_t n, mask; /* mask + 1 slots, at most half of them used */
    value *slots;     /* inl, or a block of its own once grown */
    value inl[INTERN_INLINE];
} internset;

static void intern_trace(gc_state *gc, obj *o)
{
    internset *t = (internset *)o;
    for (uint32_t i = 0; i <= t->mask; i++)
        gc_mark_value(gc, t->slots[i]);
}

static void intern_free(psvm *vm, obj *o)
{
    internset *t = (internset *)o;
    if (t->slots != t->inl)
        vm_dealloc(vm, t->slots);
}

/* Never reaches a script: only vm->interned is one. */
static const vtype intern_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "intern table", .trace = intern_trace, .free = intern_free};

value str_intern_table_new(psvm *vm)
{
    internset *t = (internset *)vm_new_obj_head(vm, &intern_type, sizeof(internset), sizeof(internset));
    if (!t)
        return V_NULL;
    t->mask = INTERN_INLINE - 1;
    t->slots = t->inl;
    return v_from_obj(t);
}

/* The slot of the str with these bytes, or the empty slot where it goes. */
static uint32_t intern_slot(const internset *t, const char *s, int64_t len, int64_t hash)
{
    uint32_t k = (uint32_t)hash & t->mask;
    for (value v; (v = t->slots[k]); k = (k + 1) & t->mask) {
        const strobj *o = AS_STR(v);
        if (o->hash == hash && o->len == len && memcmp(o->data, s, (size_t)len) == 0)
            break;
    }
    return k;
}

/* Files s (its hash set) at slot k, growing the table first when full. */
static value intern_add(psvm *vm, internset *t, uint32_t k, value s)
{
    if ((t->n + 1) * 2 > t->mask + 1) {
        uint32_t cap = (t->mask + 1) * 2;
        value *ns = vm_alloc(vm, sizeof(value) * cap);
        if (!ns)
            return V_NULL;
        memset(ns, 0, sizeof(value) * cap);
        value *old = t->slots;
        uint32_t oldcap = t->mask + 1;
        t->slots = ns;
        t->mask = cap - 1;
        for (uint32_t i = 0; i < oldcap; i++)
            if (old[i]) {
                uint32_t j = (uint32_t)AS_STR(old[i])->hash & t->mask;
                while (ns[j])
                    j = (j + 1) & t->mask;
                ns[j] = old[i];
            }
        if (old != t->inl)
            vm_dealloc(vm, old);
        strobj *o = AS_STR(s);
        k = intern_slot(t, o->data, o->len, o->hash);
    }
    t->slots[k] = s;
    t->n++;
    AS_STR(s)->interned = 1;
    return s;
}

value str_intern(psvm *vm, value s)
{
    internset *t = (internset *)v_obj(vm->interned);
    strobj *o = AS_STR(s);
    uint32_t k = intern_slot(t, o->data, o->len, str_hash(s));
    return t->slots[k] ? t->slots[k] : intern_add(vm, t, k, s);
}

/* The interned str of len bytes at s whose hash (bytes_hash_raw) is known. */
value str_intern_hashed(psvm *vm, const char *s, int64_t len, int64_t hash)
{
    internset *t = (internset *)v_obj(vm->interned);
    uint32_t k = intern_slot(t, s, len, hash);
    if (t->slots[k])
        return t->slots[k];
    value v = str_new(vm, s, len);
    if (!v)
        return V_NULL;
    AS_STR(v)->hash = hash;
    return intern_add(vm, t, k, v);
}

value str_intern_n(psvm *vm, const char *s, int64_t len)
{
    return str_intern_hashed(vm, s, len, bytes_hash_raw(s, len));
}

value str_intern_cstr(psvm *vm, const char *s) { return str_intern_n(vm, s, (int64_t)strlen(s)); }

/* The names of str_known_id with their hashes (bytes_hash_raw: test_vm.c
 * checks every one). All ASCII. */
static const struct {
    const char *text;
    int64_t len, hash;
} known[STR_NKNOWN] = {
    [STR_K_NAME] = {"__name__", 8, 0x4d35ad9b3321e6dc},
    [STR_K_MAIN] = {"__main__", 8, 0x7fdfe36ee1d40eb0},
    [STR_K_MODULE] = {"<module>", 8, (int64_t)0xd8f8a92c9e844df9u},
};

value str_known(psvm *vm, str_known_id id)
{
    int64_t len = known[id].len;
    strobj *o = (strobj *)vm_new_obj_head(vm, &str_type, STR_HEAD + (size_t)len + 1, STR_HEAD);
    if (!o)
        return V_NULL;
    o->len = o->cplen = len;
    o->data = o->inl;
    memcpy(o->data, known[id].text, (size_t)len + 1);
    o->ascii = 1;
    o->hash = known[id].hash;
    return v_from_obj(o);
}

value str_intern_known(psvm *vm, str_known_id id)
{
    internset *t = (internset *)v_obj(vm->interned);
    uint32_t k = intern_slot(t, known[id].text, known[id].len, known[id].hash);
    if (t->slots[k])
        return t->slots[k];
    value v = str_known(vm, id);
    return v ? intern_add(vm, t, k, v) : V_NULL;
}

const char *str_known_text(str_known_id id) { return known[id].text; }

/* ---- append buffers -----------------------------------------------------
 *
 * `s += t` in a loop would copy s at every step, O(n**2) for a string built
 * a piece at a time. CPython appends in place when s has one reference; a
 * tracing collector cannot know that. So a concatenation whose left side is
 * long makes its result a view of a strbuf with spare room, and a later
 * concatenation onto a view that ends where the buffer's used bytes end
 * (the longest str made from it so far) writes only the new bytes into the
 * spare room and makes a new view: Go's slice append. Older views keep
 * their own len and see the same bytes, which are never rewritten; only
 * the NUL after them is overwritten, which str_cstr mends. The buffer is
 * charged in full (spare room too) and is garbage once no view is left. */

typedef struct strbuf {
    obj h;
    psvm *vm;     /* str_cstr has none, and may have to copy */
    int64_t used; /* bytes the longest view holds; bytes[used] is NUL */
    int64_t cap;  /* bytes before the NUL's slot; cap == used: sealed */
    char bytes[];
} strbuf;

static const vtype strbuf_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "str buffer", /* never a value: only strs point at it */
};

#define STR_GROW_MIN 64 /* a left side shorter than this is copied as before */

static strbuf *buf_of(const strobj *o) { return (strbuf *)(o->data - offsetof(strbuf, bytes)); }

static strbuf *buf_new(psvm *vm, int64_t cap)
{
    strbuf *b = (strbuf *)vm_new_obj_head(vm, &strbuf_type, offsetof(strbuf, bytes) + (size_t)cap + 1,
                                          offsetof(strbuf, bytes));
    if (b) {
        b->vm = vm;
        b->cap = cap;
    }
    return b;
}

/* A str of the first len bytes of b (already there). */
static value view_new(psvm *vm, strbuf *b, int64_t len, int64_t cplen, uint8_t ascii)
{
    strobj *o = (strobj *)vm_new_obj_head(vm, &str_type, STR_HEAD, STR_HEAD);
    if (!o)
        return V_NULL;
    o->data = b->bytes;
    o->len = len;
    o->cplen = cplen;
    o->ascii = ascii;
    o->hash = -1;
    return v_from_obj(o);
}

static void str_trace(gc_state *gc, obj *o)
{
    strobj *s = (strobj *)o;
    if (s->data != s->inl)
        gc_mark_obj(gc, &buf_of(s)->h);
}

value str_concat(psvm *vm, value a, value b)
{
    strobj *x = AS_STR(a), *y = AS_STR(b);
    if (y->len == 0)
        return a;
    if (x->len == 0)
        return b;
    int64_t n = x->len + y->len, cplen = x->cplen + y->cplen;
    uint8_t ascii = x->ascii & y->ascii;
    if (x->data != x->inl) {
        strbuf *buf = buf_of(x);
        if (x->len == buf->used && n <= buf->cap) {
            /* the view first: if it fails, the buffer is as it was */
            value r = view_new(vm, buf, n, cplen, ascii);
            if (!r)
                return V_NULL;
            memcpy(buf->bytes + x->len, y->data, (size_t)y->len);
            buf->bytes[n] = 0;
            buf->used = n;
            return r;
        }
    }
    if (x->len >= STR_GROW_MIN && x->len >= y->len) {
        /* a quarter spare: each byte is copied about five times in all
         * however long the string grows, and at most a fifth is unused */
        strbuf *buf = buf_new(vm, n + n / 4);
        if (!buf)
            return V_NULL;
        memcpy(buf->bytes, x->data, (size_t)x->len);
        memcpy(buf->bytes + x->len, y->data, (size_t)y->len);
        buf->bytes[n] = 0;
        buf->used = n;
        return view_new(vm, buf, n, cplen, ascii);
    }
    value r = str_alloc_raw(vm, n);
    if (!r)
        return V_NULL;
    strobj *o = AS_STR(r);
    memcpy(o->data, x->data, (size_t)x->len);
    memcpy(o->data + x->len, y->data, (size_t)y->len);
    o->cplen = cplen;
    o->ascii = ascii;
    return r;
}

/* sep.join(items) for strs already in an array (a list's or tuple's
 * items, an f-string's pieces on the value stack): the length is summed
 * first, so the result is made once at its size, with its code points and
 * ASCII flag summed too rather than counted. An item that is not a str is
 * the TypeError of str.join. sep may be V_NULL (no separator). */
value str_join_array(psvm *vm, value sep, const value *items, int64_t n)
{
    int64_t seplen = sep ? AS_STR(sep)->len : 0, len = 0, cplen = 0;
    uint8_t ascii = sep ? AS_STR(sep)->ascii : 1;
    for (int64_t i = 0; i < n; i++) {
        if (!v_is_str(items[i]))
            return vm_err(vm, &exc_TypeError, "sequence item %lld: expected str instance, %s found", (long long)i,
                          vm_type_name(items[i]));
        strobj *x = AS_STR(items[i]);
        len += x->len;
        cplen += x->cplen;
        ascii &= x->ascii;
        if (len > ((int64_t)1 << 40))
            return vm_err_nomem(vm);
    }
    if (n == 1)
        return items[0];
    if (n > 1) {
        len += seplen * (n - 1);
        cplen += (sep ? AS_STR(sep)->cplen : 0) * (n - 1);
    }
    if (!vm_charge(vm, n + len / 64))
        return V_NULL;
    value r = str_alloc_raw(vm, len);
    if (!r)
        return V_NULL;
    char *p = AS_STR(r)->data;
    for (int64_t i = 0; i < n; i++) {
        if (i && seplen) {
            memcpy(p, AS_STR(sep)->data, (size_t)seplen);
            p += seplen;
        }
        strobj *x = AS_STR(items[i]);
        memcpy(p, x->data, (size_t)x->len);
        p += x->len;
    }
    AS_STR(r)->cplen = cplen;
    AS_STR(r)->ascii = ascii;
    return r;
}

/* The bytes as a C string. A view that a longer str was appended past has
 * lost its NUL: it gets a sealed copy of its own (the memory is charged but
 * not refused: the C caller has no way to fail, and the copy is no bigger
 * than a str that exists). A view at the end of its buffer seals the
 * buffer, so that the pointer stays NUL-terminated for as long as the str
 * lives (ps_to_str promises that to the host). */
const char *str_cstr(value s)
{
    strobj *o = AS_STR(s);
    if (o->data == o->inl)
        return o->data;
    strbuf *buf = buf_of(o);
    if (o->len == buf->used) {
        buf->cap = buf->used;
        return o->data;
    }
    psvm *vm = buf->vm;
    value saved = vm->exc;
    bool was = vm->unbudgeted;
    vm->unbudgeted = true;
    strbuf *own = buf_new(vm, o->len);
    vm->unbudgeted = was;
    vm->exc = saved;
    if (!own)
        return ""; /* the process itself is out of memory */
    memcpy(own->bytes, o->data, (size_t)o->len);
    own->bytes[o->len] = 0;
    own->used = o->len;
    o->data = own->bytes;
    return o->data;
}

/* ---- code points --------------------------------------------------------- */

int utf8_decode(const unsigned char *s, int64_t n, int64_t *i)
{
    unsigned c = s[*i];
    if (c < 0x80) {
        (*i)++;
        return (int)c;
    }
    int len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
    unsigned cp = c & (0x3F >> (len - 1));
    for (int k = 1; k < len && *i + k < n; k++)
        cp = (cp << 6) | (s[*i + k] & 0x3F);
    *i += len;
    return (int)cp;
}

/* Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF
 * (text from outside: the host API, snapshots). */
bool utf8_valid(const unsigned char *p, size_t n)
{
    size_t i = 0;
    while (i < n) {
        unsigned c = p[i];
        if (c < 0x80) {
            /* ASCII, most text: eight bytes a step while it lasts */
            uint64_t w;
            while (i + 8 <= n && (memcpy(&w, p + i, 8), (w & 0x8080808080808080u) == 0))
                i += 8;
            if (i < n && p[i] < 0x80)
                i++;
            continue;
        }
        int k;
        unsigned cp, min;
        if ((c & 0xE0) == 0xC0) { k = 1; cp = c & 0x1F; min = 0x80; }
        else if ((c & 0xF0) == 0xE0) { k = 2; cp = c & 0x0F; min = 0x800; }
        else if ((c & 0xF8) == 0xF0) { k = 3; cp = c & 0x07; min = 0x10000; }
        else return false;
        for (int j = 1; j <= k; j++) {
            if (i + (size_t)j >= n || (p[i + j] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i + j] & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        i += (size_t)k + 1;
    }
    return true;
}

/* One encoder for the whole VM: utext's (textlib). */
int utf8_encode(unsigned cp, char *out)
{
    return (int)ut_encode(cp, out);
}

/* Byte offset of code point `cp` (0 <= cp <= cplen). */
int64_t str_cp_offset(value s, int64_t cp)
{
    strobj *o = AS_STR(s);
    if (o->ascii)
        return cp;
    int64_t i = 0;
    while (cp > 0 && i < o->len) {
        i++;
        while (i < o->len && ((unsigned char)o->data[i] & 0xC0) == 0x80)
            i++;
        cp--;
    }
    return i;
}

value str_substr_cp(psvm *vm, value s, int64_t from, int64_t to)
{
    int64_t a = str_cp_offset(s, from), b = str_cp_offset(s, to);
    return str_new(vm, AS_STR(s)->data + a, b - a);
}

/* ---- sbuf ---------------------------------------------------------------- */

void sb_init(sbuf *b, psvm *vm)
{
    b->vm = vm;
    b->p = NULL;
    b->len = b->cap = 0;
    b->failed = false;
}

bool sb_add(sbuf *b, const char *s, int64_t n)
{
    if (b->failed)
        return false;
    if (b->len + n + 1 > b->cap) {
        int64_t ncap = b->cap ? b->cap * 2 : 64;
        while (ncap < b->len + n + 1)
            ncap *= 2;
        char *np = vm_realloc(b->vm, b->p, (size_t)ncap);
        if (!np) {
            b->failed = true;
            return false;
        }
        b->p = np;
        b->cap = ncap;
    }
    memcpy(b->p + b->len, s, (size_t)n);
    b->len += n;
    return true;
}

bool sb_adds(sbuf *b, const char *s) { return sb_add(b, s, (int64_t)strlen(s)); }
bool sb_addc(sbuf *b, char c) { return sb_add(b, &c, 1); }

bool sb_addf(sbuf *b, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    if (n >= (int)sizeof buf)
        n = sizeof buf - 1;
    return sb_add(b, buf, n);
}

bool sb_addv(sbuf *b, value v, bool repr)
{
    if (b->failed)
        return false;
    /* v is rooted while its repr runs: a container's item, it may be
     * dropped from the container by Python code in its own repr (a bound
     * method's object's __repr__), which then reads v again. The
     * containers root themselves (vm_repr_enter), so a deep nesting of
     * them uses one level of the root stack each, not two. */
    bool root = v_is_obj(v) && !v_is_str(v) && !v_is_list(v) && !v_is_tuple(v) && !v_is_dict(v) &&
                !v_is_type(v, &set_type) && !v_is_type(v, &frozenset_type);
    if (root)
        vm_root_push(b->vm, v);
    value s = repr ? vm_repr(b->vm, v) : vm_str(b->vm, v);
    if (root)
        vm_root_pop(b->vm, 1);
    if (!s) {
        b->failed = true;
        return false;
    }
    return sb_add(b, AS_STR(s)->data, AS_STR(s)->len);
}

value sb_finish(sbuf *b)
{
    if (b->failed) {
        sb_free(b);
        return V_NULL;
    }
    value r = str_new(b->vm, b->p ? b->p : "", b->len);
    sb_free(b);
    return r;
}

void sb_free(sbuf *b)
{
    vm_dealloc(b->vm, b->p);
    b->p = NULL;
    b->len = b->cap = 0;
}

/* ---- protocol ------------------------------------------------------------ */

value str_repr(psvm *vm, value s)
{
    strobj *o = AS_STR(s);
    bool sq = memchr(o->data, '\'', (size_t)o->len) != NULL;
    bool dq = memchr(o->data, '"', (size_t)o->len) != NULL;
    char q = (sq && !dq) ? '"' : '\'';
    if (!vm_charge(vm, o->len / 16))
        return V_NULL;
    sbuf b;
    sb_init(&b, vm);
    sb_addc(&b, q);
    const unsigned char *d = (const unsigned char *)o->data;
    int64_t i = 0;
    while (i < o->len) {
        int64_t start = i;
        int c = utf8_decode(d, o->len, &i);
        if (c == q || c == '\\') {
            sb_addc(&b, '\\');
            sb_addc(&b, (char)c);
        } else if (c == '\n') {
            sb_adds(&b, "\\n");
        } else if (c == '\r') {
            sb_adds(&b, "\\r");
        } else if (c == '\t') {
            sb_adds(&b, "\\t");
        } else if (c < 0x20 || c == 0x7F) {
            sb_addf(&b, "\\x%02x", c);
        } else if (c >= 0x80 && !uni_isprintable(c)) {
            if (c <= 0xFF)
                sb_addf(&b, "\\x%02x", c);
            else if (c <= 0xFFFF)
                sb_addf(&b, "\\u%04x", c);
            else
                sb_addf(&b, "\\U%08x", c);
        } else {
            sb_add(&b, (const char *)d + start, i - start);
        }
    }
    sb_addc(&b, q);
    return sb_finish(&b);
}

static value str_str(psvm *vm, value s) { return s; }
static int64_t str_hash_slot(psvm *vm, value s) { return str_hash(s); }
static int64_t str_len(psvm *vm, value s) { return AS_STR(s)->cplen; }

static value str_richcompare(psvm *vm, value a, value b, int op)
{
    if (!v_is_str(a) || !v_is_str(b))
        return V_NOTIMPLEMENTED;
    /* a memcmp over the shorter string: charged like the searches */
    if (!vm_charge(vm, (AS_STR(a)->len < AS_STR(b)->len ? AS_STR(a)->len : AS_STR(b)->len) / 256))
        return V_NULL;
    if (op == CMP_EQ)
        return v_bool(str_eq(a, b));
    if (op == CMP_NE)
        return v_bool(!str_eq(a, b));
    strobj *x = AS_STR(a), *y = AS_STR(b);
    int64_t n = x->len < y->len ? x->len : y->len;
    /* UTF-8 byte order is code point order. */
    int c = memcmp(x->data, y->data, (size_t)n);
    if (c == 0)
        c = x->len < y->len ? -1 : x->len > y->len;
    switch (op) {
    case CMP_LT: return v_bool(c < 0);
    case CMP_LE: return v_bool(c <= 0);
    case CMP_GT: return v_bool(c > 0);
    default: return v_bool(c >= 0);
    }
}

static value str_getitem(psvm *vm, value s, value k)
{
    strobj *o = AS_STR(s);
    if (v_is_type(k, &slice_type)) {
        int64_t start, stop, step, n;
        if (slice_indices(vm, k, o->cplen, &start, &stop, &step, &n) < 0)
            return V_NULL;
        if (n <= 0)
            return str_new(vm, "", 0);
        if (step == 1)
            return str_substr_cp(vm, s, start, stop);
        if (o->ascii) {
            /* s[::-1], s[::2]: one byte per code point, picked straight
             * into a str made at its size */
            value r = str_alloc_raw(vm, n);
            if (!r)
                return V_NULL;
            for (int64_t i = 0, cp = start; i < n; i++, cp += step)
                AS_STR(r)->data[i] = o->data[cp];
            AS_STR(r)->cplen = n;
            AS_STR(r)->ascii = 1;
            return r;
        }
        sbuf b;
        sb_init(&b, vm);
        for (int64_t i = 0, cp = start; i < n; i++, cp += step) {
            int64_t off = str_cp_offset(s, cp), end = off;
            utf8_decode((const unsigned char *)o->data, o->len, &end);
            sb_add(&b, o->data + off, end - off);
        }
        return sb_finish(&b);
    }
    if (vm_index_of(vm, &k) < 0)
        return V_NULL;
    if (!v_is_int(k))
        return vm_err(vm, &exc_TypeError, "string indices must be integers, not '%s'", vm_type_name(k));
    int64_t i;
    if (vm_index(vm, k, &i) < 0) {
        if (vm_err_occurred_is(vm, &exc_OverflowError))
            return vm_err(vm, &exc_IndexError, "cannot fit 'int' into an index-sized integer");
        return V_NULL;
    }
    if (i < 0)
        i += o->cplen;
    if (i < 0 || i >= o->cplen)
        return vm_err(vm, &exc_IndexError, "string index out of range");
    if (o->ascii)
        return str_char(vm, o->data + i, 1);
    return str_substr_cp(vm, s, i, i + 1);
}

static int str_contains(psvm *vm, value s, value x)
{
    if (!v_is_str(x)) {
        vm_err(vm, &exc_TypeError, "'in <string>' requires string as left operand, not %s", vm_type_name(x));
        return -1;
    }
    if (!vm_charge(vm, AS_STR(s)->len / 32))
        return -1;
    return str_find_bytes(AS_STR(s)->data, AS_STR(s)->len, AS_STR(x)->data, AS_STR(x)->len, 0) >= 0;
}

/* glibc's memmem is the Two-Way algorithm for long needles: linear in
 * hn + nn whatever the text, so a near-miss needle (b'a' * 10**5 + b'b' in
 * b'a' * 10**6) cannot turn one `in` into 10**11 steps that no fuel charge
 * made beforehand would cover. */
int64_t str_find_bytes(const char *h, int64_t hn, const char *n, int64_t nn, int64_t from)
{
    if (nn == 0)
        return from <= hn ? from : -1;
    if (from < 0 || from + nn > hn)
        return -1;
    const char *p = memmem(h + from, (size_t)(hn - from), n, (size_t)nn);
    return p ? p - h : -1;
}

value str_repeat(psvm *vm, value s, int64_t n)
{
    strobj *o = AS_STR(s);
    if (n <= 0 || o->len == 0)
        return str_new(vm, "", 0);
    if (n > ((int64_t)1 << 40) / (o->len ? o->len : 1))
        return vm_err_nomem(vm);
    /* The size first: a product too big for memory is a memory error even
     * when the fuel for copying it would also run out. */
    if (!vm_reserve(vm, o->len * n) || !vm_charge(vm, o->len * n / 64))
        return V_NULL;
    value r = str_alloc_raw(vm, o->len * n);
    if (!r)
        return V_NULL;
    for (int64_t i = 0; i < n; i++)
        memcpy(AS_STR(r)->data + i * o->len, o->data, (size_t)o->len);
    AS_STR(r)->cplen = o->cplen * n;
    AS_STR(r)->ascii = o->ascii;
    return r;
}

static value str_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (base == BOP_ADD) {
        if (!v_is_str(a))
            return V_NOTIMPLEMENTED;
        if (!v_is_str(b))
            return vm_err(vm, &exc_TypeError, "can only concatenate str (not \"%s\") to str", vm_type_name(b));
        return str_concat(vm, a, b);
    }
    if (base == BOP_MUL) {
        value s = v_is_str(a) ? a : b, n = v_is_str(a) ? b : a;
        if (vm_index_of(vm, &n) < 0) /* a class's __index__ repeats too, as CPython's sq_repeat */
            return V_NULL;
        if (!v_is_int(n))
            return vm_seq_repeat_bad_count(vm, op, a, b, s == a);
        int64_t k;
        if (int_repeat_count(vm, n, &k) < 0)
            return V_NULL;
        return str_repeat(vm, s, k);
    }
    if (base == BOP_MOD && v_is_str(a))
        return str_percent(vm, a, b);
    return V_NOTIMPLEMENTED;
}



static value str_iter(psvm *vm, value s)
{
    /* CPython 3.11 names the iterator of an ASCII str differently */
    seqiter *it = (seqiter *)vm_new_obj(vm, AS_STR(s)->ascii ? &strobj_iter_type : &str_uiter_type, sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = s;
    return v_from_obj(it);
}

static value str_iter_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    strobj *o = AS_STR(it->seq);
    if (it->i >= o->len)
        return V_STOP;
    int64_t start = it->i;
    utf8_decode((const unsigned char *)o->data, o->len, &it->i);
    return str_char(vm, o->data + start, it->i - start);
}

static void seqiter_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((seqiter *)o)->seq); }
static value iter_self(psvm *vm, value self) { return self; }

static int str_truth(psvm *vm, value s) { return AS_STR(s)->len != 0; }

const vtype str_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "str",
    .repr = str_repr,
    .str = str_str,
    .hash = str_hash_slot,
    .richcompare = str_richcompare,
    .truth = str_truth,
    .len = str_len,
    .iter = str_iter,
    .getitem = str_getitem,
    .contains = str_contains,
    .binop = str_binop,
    .new_ = codec_str_construct,
    .methods = str_methods,
    .trace = str_trace,
    .tflags = TF_TRACE_NOW,
};

const vtype strobj_iter_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "str_ascii_iterator",
    .iter = iter_self,
    .next = str_iter_next,
    .trace = seqiter_trace,
};

const vtype str_uiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "str_iterator",
    .iter = iter_self,
    .next = str_iter_next,
    .trace = seqiter_trace,
};
