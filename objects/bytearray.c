/*
 * bytearray.c - bytearray: a mutable run of bytes that grows. Its bytes
 * live in a side buffer from the sandbox's allocator (vm_realloc charges
 * the memory budget before the buffer grows; .free gives it back when the
 * sweep frees the object). It holds no values, so the collector has
 * nothing to trace in it.
 *
 * What it shares with bytes (repr, comparison, indexing, `in`, + and *,
 * construction, the read-only methods) is in bytes.c and bytes_methods.c;
 * here are the buffer and the mutations: item and slice assignment and
 * deletion, += and *=, and the list-like methods.
 *
 * Python code can run in the middle of a mutation (an __index__, an
 * iterator's __next__) and change this very bytearray: each mutation
 * converts its arguments first and reads the length and the buffer after.
 */
#include <string.h>

#include "bytes_internal.h"
#include "vm/args.h"

#define BA(v) AS_BYTEARRAY(v)

static const char range_msg[] = "byte must be in range(0, 256)";

/* Room for need bytes. The buffer grows by half again, so appends are
 * amortised O(1), or to exactly need when the budget has no room for the
 * margin; either way the growth is refused before anything is allocated
 * when the budget cannot take it. */
static int ba_reserve(psvm *vm, bytearrayobj *b, int64_t need)
{
    if (need <= b->cap)
        return 0;
    int64_t ncap = b->cap + (b->cap >> 1) + 16;
    if (ncap < need || need > ((int64_t)1 << 40))
        ncap = need;
    if (ncap > need && vm->limits.memory > 0 && vm->mem_used + (ncap - b->cap) > vm->limits.memory)
        ncap = need;
    if (!vm_reserve(vm, ncap - b->cap))
        return -1;
    uint8_t *d = vm_realloc(vm, b->data, (size_t)ncap);
    if (!d)
        return -1;
    b->data = d;
    b->cap = ncap;
    return 0;
}

/* A change of size while an operation holds the buffer (exports) is
 * CPython's BufferError. */
static int ba_can_resize(psvm *vm, const bytearrayobj *b)
{
    if (b->exports == 0)
        return 0;
    vm_err(vm, &exc_BufferError, "Existing exports of data: object cannot be re-sized");
    return -1;
}

/* An emptied bytearray gives its buffer back. */
static void ba_set_len(psvm *vm, bytearrayobj *b, int64_t n)
{
    b->len = n;
    if (n == 0 && b->data) {
        vm_dealloc(vm, b->data);
        b->data = NULL;
        b->cap = 0;
    }
}

value bytearray_new(psvm *vm, const void *p, int64_t n)
{
    if (!vm_reserve(vm, n))
        return V_NULL;
    bytearrayobj *b = (bytearrayobj *)vm_new_obj(vm, &bytearray_type, sizeof(bytearrayobj));
    if (!b || ba_reserve(vm, b, n) < 0)
        return V_NULL;
    if (n && p)
        memcpy(b->data, p, (size_t)n);
    else if (n)
        memset(b->data, 0, (size_t)n);
    b->len = n;
    return v_from_obj(b);
}

/* Replace the `removed` bytes at `at` with the m bytes at src, which must
 * not point into b's own buffer (the buffer may move). */
static int ba_splice(psvm *vm, bytearrayobj *b, int64_t at, int64_t removed, const uint8_t *src, int64_t m)
{
    int64_t nl = b->len - removed + m, tail = b->len - at - removed;
    if (nl != b->len && ba_can_resize(vm, b) < 0)
        return -1;
    /* fuel for the bytes moved and copied: an append costs none */
    if (!vm_charge(vm, ((m != removed ? tail : 0) + m) / 64) || ba_reserve(vm, b, nl) < 0)
        return -1;
    if (nl == 0) { /* no buffer to point into */
        ba_set_len(vm, b, 0);
        return 0;
    }
    if (m != removed)
        vm_copy(b->data + at + m, b->data + at + removed, (size_t)tail);
    vm_copy(b->data + at, src, (size_t)m);
    ba_set_len(vm, b, nl);
    return 0;
}

/* Remove cnt bytes from start on, one every step (a slice's indices). */
static int ba_remove_slice(psvm *vm, bytearrayobj *b, int64_t start, int64_t step, int64_t cnt)
{
    if (cnt <= 0)
        return 0;
    if (step < 0) { /* the same bytes, walked forward */
        start += (cnt - 1) * step;
        step = -step;
    }
    if (ba_can_resize(vm, b) < 0 || !vm_charge(vm, (b->len - start) / 64))
        return -1;
    if (step == 1) {
        vm_copy(b->data + start, b->data + start + cnt, (size_t)(b->len - start - cnt));
    } else {
        int64_t w = start;
        for (int64_t i = start; i < b->len; i++)
            if ((i - start) % step != 0 || (i - start) / step >= cnt)
                b->data[w++] = b->data[i];
    }
    ba_set_len(vm, b, b->len - cnt);
    return 0;
}

/* ---- the protocol ---------------------------------------------------------- */

static int64_t ba_len(psvm *vm, value v) { return BA(v)->len; }

static value ba_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    return bytes_like_construct(vm, &bytearray_type, argc, argv, kw);
}

/* CPython's PyNumber_Check: what slice assignment refuses to count from */
static bool is_number(value v)
{
    return v_is_int(v) || v_is_float(v) || class_has_special(v, SP_INDEX) || class_has_special(v, SP_INT) ||
           class_has_special(v, SP_FLOAT);
}

/* ba[i:j:k] = v. Unless v is another bytearray, CPython makes one of it
 * and assigns that, reading the slice's fields a second time: their
 * __index__ runs twice, and v's iteration may change this bytearray in
 * between. The length is read after the last of them. */
static int ba_assign_slice(psvm *vm, value self, value k, value v)
{
    int64_t start, stop, step, m;
    if (slice_unpack(vm, k, &start, &stop, &step) < 0)
        return -1;
    if (v == self || !v_is_bytearray(v)) {
        if (!v_is_bytes_like(v) && (is_number(v) || v_is_str(v))) {
            vm_err(vm, &exc_TypeError, "can assign only bytes, buffers, or iterables of ints in range(0, 256)");
            return -1;
        }
        sbuf tmp;
        sb_init(&tmp, vm);
        int rc = bytes_collect(vm, v, range_msg, &tmp);
        if (rc == -2)
            vm_err(vm, &exc_TypeError, "cannot convert '%s' object to bytearray", vm_type_name(v));
        value copy = rc == 0 ? bytearray_new(vm, tmp.p, tmp.len) : V_NULL;
        sb_free(&tmp);
        if (!copy)
            return -1;
        vm_root_push(vm, copy); /* the second reading runs __index__ */
        rc = ba_assign_slice(vm, self, k, copy);
        vm_root_pop(vm, 1);
        return rc;
    }
    const uint8_t *src;
    bytes_view(v, &src, &m);
    bytearrayobj *b = BA(self);
    int64_t cnt = slice_adjust(b->len, &start, &stop, step);
    if (step == 1)
        return ba_splice(vm, b, start, stop > start ? stop - start : 0, src, m);
    if (m == 0)
        return ba_remove_slice(vm, b, start, step, cnt); /* CPython: an empty value deletes an extended slice */
    if (m != cnt) {
        vm_err(vm, &exc_ValueError, "attempt to assign bytes of size %lld to extended slice of size %lld", (long long)m,
               (long long)cnt);
        return -1;
    }
    for (int64_t i = 0; i < cnt; i++)
        b->data[start + i * step] = src[i];
    return 0;
}

/* ba[k] = v and del ba[k] (v V_NULL) */
static int ba_setitem(psvm *vm, value self, value k, value v)
{
    if (v_is_type(k, &slice_type)) {
        if (v)
            return ba_assign_slice(vm, self, k, v);
        int64_t start, stop, step;
        if (slice_unpack(vm, k, &start, &stop, &step) < 0)
            return -1;
        int64_t cnt = slice_adjust(BA(self)->len, &start, &stop, step);
        return ba_remove_slice(vm, BA(self), start, step, cnt);
    }
    int64_t i;
    if (bytes_like_index(vm, self, k, &i) < 0)
        return -1;
    uint8_t c = 0;
    if (v && bytes_byte_value(vm, v, range_msg, &c) < 0)
        return -1;
    bytearrayobj *b = BA(self);
    if (i < 0)
        i += b->len;
    if (i < 0 || i >= b->len) {
        vm_err(vm, &exc_IndexError, "bytearray index out of range");
        return -1;
    }
    if (!v)
        return ba_remove_slice(vm, b, i, 1, 1);
    b->data[i] = c;
    return 0;
}

/* += and *= change the bytearray itself; the rest is bytes.c's */
static value ba_binop(psvm *vm, int op, value a, value b)
{
    if (!(op & BOP_INPLACE) || !v_is_bytearray(a))
        return bytes_like_binop(vm, op, a, b);
    bytearrayobj *s = BA(a);
    const uint8_t *p;
    int64_t n, cnt;
    if ((op & ~BOP_INPLACE) == BOP_ADD) {
        if (!v_is_bytes_like(b))
            return vm_err(vm, &exc_TypeError, "can't concat %s to bytearray", vm_type_name(b));
        /* CPython holds a view of b while it resizes a */
        if (b == a)
            return vm_err(vm, &exc_BufferError, "Existing exports of data: object cannot be re-sized");
        bytes_view(b, &p, &n);
        return ba_splice(vm, s, s->len, 0, p, n) < 0 ? V_NULL : a;
    }
    if ((op & ~BOP_INPLACE) != BOP_MUL)
        return bytes_like_binop(vm, op, a, b);
    value k = b;
    if (vm_index_of(vm, &k) < 0)
        return V_NULL;
    if (!v_is_int(k))
        return vm_seq_repeat_bad_count(vm, op, a, b, true);
    if (int_repeat_count(vm, k, &cnt) < 0)
        return V_NULL;
    n = s->len;
    if (cnt < 0)
        cnt = 0;
    /* the size cap first: n * cnt is only formed once it cannot overflow
     * (CPython checks the size before the buffer exports too) */
    if (n && cnt > ((int64_t)1 << 40) / n)
        return vm_err_nomem(vm);
    if (n * cnt != n && ba_can_resize(vm, s) < 0)
        return V_NULL;
    /* memory before fuel, as bytes * n */
    if ((n * cnt > n && !vm_reserve(vm, n * cnt - n)) || !vm_charge(vm, n * cnt / 64) || ba_reserve(vm, s, n * cnt) < 0)
        return V_NULL;
    for (int64_t i = 1; n && i < cnt; i++)
        memcpy(s->data + i * n, s->data, (size_t)n);
    ba_set_len(vm, s, n * cnt);
    return a;
}

static void ba_free(psvm *vm, obj *o) { vm_dealloc(vm, ((bytearrayobj *)o)->data); }

/* ---- the methods that change it -------------------------------------------- */

#define M(name) static value name(psvm *vm, value self, int argc, const value *argv, value kw)

M(ba_append)
{
    uint8_t c;
    if (bytes_byte_value(vm, argv[0], range_msg, &c) < 0)
        return V_NULL;
    return ba_splice(vm, BA(self), BA(self)->len, 0, &c, 1) < 0 ? V_NULL : V_NONE;
}

/* Any iterable of ints, or bytes-like (itself too); on an error midway
 * nothing is added. */
M(ba_extend)
{
    sbuf tmp;
    sb_init(&tmp, vm);
    int rc = bytes_collect(vm, argv[0], range_msg, &tmp);
    if (rc == -2)
        vm_err(vm, &exc_TypeError, "can't extend bytearray with %s", vm_type_name(argv[0]));
    if (rc == 0)
        rc = ba_splice(vm, BA(self), BA(self)->len, 0, (const uint8_t *)tmp.p, tmp.len);
    sb_free(&tmp);
    return rc < 0 ? V_NULL : V_NONE;
}

M(ba_insert)
{
    int64_t i;
    uint8_t c;
    if (vm_index(vm, argv[0], &i) < 0 || bytes_byte_value(vm, argv[1], range_msg, &c) < 0)
        return V_NULL;
    bytearrayobj *b = BA(self);
    if (i < 0 && (i += b->len) < 0)
        i = 0;
    if (i > b->len)
        i = b->len;
    return ba_splice(vm, b, i, 0, &c, 1) < 0 ? V_NULL : V_NONE;
}

M(ba_pop)
{
    int64_t i = -1;
    if (argc && vm_index(vm, argv[0], &i) < 0)
        return V_NULL;
    bytearrayobj *b = BA(self);
    if (b->len == 0)
        return vm_err(vm, &exc_IndexError, "pop from empty bytearray");
    if (i < 0)
        i += b->len;
    if (i < 0 || i >= b->len)
        return vm_err(vm, &exc_IndexError, "pop index out of range");
    uint8_t c = b->data[i];
    return ba_remove_slice(vm, b, i, 1, 1) < 0 ? V_NULL : v_from_small(c);
}

M(ba_remove)
{
    uint8_t c;
    if (bytes_byte_value(vm, argv[0], range_msg, &c) < 0)
        return V_NULL;
    bytearrayobj *b = BA(self);
    const uint8_t *at = b->len ? memchr(b->data, c, (size_t)b->len) : NULL;
    if (!at)
        return vm_err(vm, &exc_ValueError, "value not found in bytearray");
    return ba_remove_slice(vm, b, at - b->data, 1, 1) < 0 ? V_NULL : V_NONE;
}

M(ba_clear)
{
    if (BA(self)->len && ba_can_resize(vm, BA(self)) < 0)
        return V_NULL;
    ba_set_len(vm, BA(self), 0);
    return V_NONE;
}

M(ba_copy) { return bytearray_new(vm, BA(self)->data, BA(self)->len); }

M(ba_reverse)
{
    bytearrayobj *b = BA(self);
    for (int64_t i = 0, j = b->len - 1; i < j; i++, j--) {
        uint8_t t = b->data[i];
        b->data[i] = b->data[j];
        b->data[j] = t;
    }
    return V_NONE;
}

static const bfunc bytearray_methods[] = {
    BYTES_SHARED_METHODS(BYTES_METHOD_ENTRY)
    BFUNC_O("append", ba_append), BFUNC_O("extend", ba_extend), BFUNC_FAST("insert", ba_insert, 2, 2),
    BFUNC_FAST("pop", ba_pop, 0, 1), BFUNC_O("remove", ba_remove), BFUNC_NOARGS("clear", ba_clear),
    BFUNC_NOARGS("copy", ba_copy), BFUNC_NOARGS("reverse", ba_reverse),
    BFUNC_END,
};

/* no hash slot: comparing by value makes it unhashable (vm_type_unhashable) */
const vtype bytearray_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "bytearray", .repr = bytes_like_repr, .len = ba_len,
    .richcompare = bytes_like_richcompare, .getitem = bytes_like_getitem, .setitem = ba_setitem,
    .contains = bytes_like_contains, .binop = ba_binop, .iter = bytes_like_iter, .new_ = ba_construct,
    .methods = bytearray_methods, .free = ba_free,
};
