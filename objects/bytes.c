/*
 * bytes.c - bytes objects: construction, repr, len, hash, comparison,
 * indexing, concatenation and repetition, `in` and iteration; the methods are
 * in bytes_methods.c.
 */
#include <string.h>

#include "codecs.h"
#include "str_internal.h"
#include "vm/args.h"
#include "vm/vm.h"

/* ---- bytes (minimal: literals, repr, len, ==, iteration) ----------------- */

value bytes_new(psvm *vm, const void *p, int64_t n)
{
    if (!vm_reserve(vm, n))
        return V_NULL;
    bytesobj *b = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)n + 1);
    if (!b)
        return V_NULL;
    b->len = n;
    b->hash = -1;
    if (n && p) /* p == NULL: zero bytes for the caller to fill */
        vm_copy(b->data, p, (size_t)n);
    return v_from_obj(b);
}
#define B(v) ((bytesobj *)v_obj(v))
static value bytes_repr(psvm *vm, value v)
{
    bytesobj *b = B(v);
    bool sq = memchr(b->data, '\'', (size_t)b->len) != NULL, dq = memchr(b->data, '"', (size_t)b->len) != NULL;
    char q = sq && !dq ? '"' : '\'';
    sbuf s;
    sb_init(&s, vm);
    sb_addc(&s, 'b');
    sb_addc(&s, q);
    for (int64_t i = 0; i < b->len; i++) {
        unsigned c = b->data[i];
        if (c == (unsigned)q || c == '\\') {
            sb_addc(&s, '\\');
            sb_addc(&s, (char)c);
        } else if (c == '\n')
            sb_adds(&s, "\\n");
        else if (c == '\r')
            sb_adds(&s, "\\r");
        else if (c == '\t')
            sb_adds(&s, "\\t");
        else if (c < 32 || c >= 127)
            sb_addf(&s, "\\x%02x", c);
        else
            sb_addc(&s, (char)c);
    }
    sb_addc(&s, q);
    return sb_finish(&s);
}
static int64_t bytes_len(psvm *vm, value v) { return B(v)->len; }
static int64_t bytes_hash(psvm *vm, value v) { return bytes_hash_raw(B(v)->data, B(v)->len); }
static value bytes_richcompare(psvm *vm, value a, value b, int op)
{
    if (!v_is_type(a, &bytes_type) || !v_is_type(b, &bytes_type))
        return V_NOTIMPLEMENTED;
    int64_t n = B(a)->len < B(b)->len ? B(a)->len : B(b)->len;
    int c = memcmp(B(a)->data, B(b)->data, (size_t)n);
    if (!c)
        c = B(a)->len < B(b)->len ? -1 : B(a)->len > B(b)->len;
    switch (op) {
    case CMP_LT: return v_bool(c < 0);
    case CMP_LE: return v_bool(c <= 0);
    case CMP_EQ: return v_bool(c == 0);
    case CMP_NE: return v_bool(c != 0);
    case CMP_GT: return v_bool(c > 0);
    default: return v_bool(c >= 0);
    }
}
static value bytes_getitem(psvm *vm, value v, value k)
{
    if (v_is_type(k, &slice_type)) {
        int64_t start, stop, step, n;
        if (slice_indices(vm, k, B(v)->len, &start, &stop, &step, &n) < 0)
            return V_NULL;
        if (step == 1)
            return bytes_new(vm, n ? B(v)->data + start : (const uint8_t *)"", n);
        value r = bytes_new(vm, NULL, n);
        if (!r)
            return V_NULL;
        for (int64_t j = 0; j < n; j++)
            B(r)->data[j] = B(v)->data[start + j * step];
        return r;
    }
    int64_t i;
    if (vm_index_of(vm, &k) < 0)
        return V_NULL;
    if (!v_is_int(k) || vm_index(vm, k, &i) < 0)
        return vm_err(vm, &exc_TypeError, "byte indices must be integers or slices, not %s", vm_type_name(k));
    if (i < 0)
        i += B(v)->len;
    if (i < 0 || i >= B(v)->len)
        return vm_err(vm, &exc_IndexError, "index out of range");
    return v_from_small(B(v)->data[i]);
}
/* bytes(), bytes(n) (refused before allocating when too big), bytes of an
 * iterable of ints, bytes(str, encoding[, errors]) (codecs.c). */
/* bytes(x) of an instance of a class that defines __bytes__: its
 * result, which must be bytes; V_NULL with no error when it has none. */
static value bytes_from_dunder(psvm *vm, value x)
{
    value name = str_intern_cstr(vm, "__bytes__");
    if (!name)
        return V_NULL;
    value m = class_lookup(vm, vm_typeof(x), name);
    if (!m)
        return V_NULL;
    vm_root_push(vm, x);
    value f = vm_descr_get(vm, m, x, v_from_obj(v_obj(x)->type));
    vm_root_pop(vm, 1);
    value r = f ? vm_call(vm, f, 0, NULL, V_NULL) : V_NULL;
    if (r && !v_is_type(r, &bytes_type))
        return vm_err(vm, &exc_TypeError, "__bytes__ returned non-bytes (type %s)", vm_type_name(r));
    return r;
}

static value bytes_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"source", "encoding", "errors"};
    static const vm_sig sig = {"bytes", names, 3, 3, 0};
    value a[3];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value x = a[0];
    if (!x && !a[1] && !a[2])
        return bytes_new(vm, "", 0);
    if (x && v_is_str(x))
        return codec_bytes_from_str(vm, x, a[1], a[2]);
    if (a[1])
        return vm_err(vm, &exc_TypeError, "encoding without a string argument");
    if (a[2])
        return vm_err(vm, &exc_TypeError, "errors without a string argument");
    if (vm_typeof(x)->tflags & TF_HEAPTYPE) {
        value r = bytes_from_dunder(vm, x);
        if (r || vm->exc)
            return r;
    }
    if (v_is_int(x)) {
        int64_t n;
        if (int_as_i64(vm, x, &n) < 0)
            return V_NULL;
        if (n < 0)
            return vm_err(vm, &exc_ValueError, "negative count");
        if (!vm_reserve(vm, n) || !vm_charge(vm, n / 64))
            return V_NULL;
        bytesobj *o = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)n + 1);
        if (!o)
            return V_NULL;
        o->len = n;
        o->hash = -1;
        return v_from_obj(o);
    }
    if (v_is_type(x, &bytes_type))
        return x;
    if (x == V_NONE || v_is_float(x))
        return vm_err(vm, &exc_TypeError, "cannot convert '%s' object to bytes", vm_type_name(x));
    value l = list_from_iter(vm, x);
    if (!l)
        return V_NULL;
    int64_t n = AS_LIST(l)->len;
    bytesobj *o = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)n + 1);
    if (!o)
        return V_NULL;
    o->len = n;
    o->hash = -1;
    for (int64_t i = 0; i < n; i++) {
        value it = AS_LIST(l)->items[i];
        int64_t c;
        if (!v_is_int(it))
            return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(it));
        if (int_as_i64(vm, it, &c) < 0)
            return V_NULL;
        if (c < 0 || c > 255)
            return vm_err(vm, &exc_ValueError, "bytes must be in range(0, 256)");
        o->data[i] = (uint8_t)c;
    }
    return v_from_obj(o);
}

static value bytes_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (base == BOP_ADD && v_is_type(a, &bytes_type)) {
        if (!v_is_type(b, &bytes_type))
            return vm_err(vm, &exc_TypeError, "can't concat %s to bytes", vm_type_name(b));
        int64_t n = B(a)->len + B(b)->len;
        if (!vm_reserve(vm, n))
            return V_NULL;
        bytesobj *o = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)n + 1);
        if (!o)
            return V_NULL;
        o->len = n;
        o->hash = -1;
        vm_copy(o->data, B(a)->data, (size_t)B(a)->len);
        vm_copy(o->data + B(a)->len, B(b)->data, (size_t)B(b)->len);
        return v_from_obj(o);
    }
    if (base == BOP_MUL) {
        value s = v_is_type(a, &bytes_type) ? a : b, k = s == a ? b : a;
        if (!v_is_int(k))
            return vm_seq_repeat_bad_count(vm, op, a, b, s == a);
        int64_t n;
        if (int_repeat_count(vm, k, &n) < 0)
            return V_NULL;
        int64_t len = B(s)->len;
        if (len && n > ((int64_t)1 << 40) / len)
            return vm_err_nomem(vm);
        if (!vm_reserve(vm, len * n) || !vm_charge(vm, len * n / 64))
            return V_NULL;
        bytesobj *o = (bytesobj *)vm_new_obj(vm, &bytes_type, sizeof(bytesobj) + (size_t)(len * n) + 1);
        if (!o)
            return V_NULL;
        o->len = len * n;
        o->hash = -1;
        for (int64_t i = 0; i < n; i++)
            vm_copy(o->data + i * len, B(s)->data, (size_t)len);
        return v_from_obj(o);
    }
    return V_NOTIMPLEMENTED;
}

static int bytes_contains(psvm *vm, value self, value x)
{
    if (v_is_int(x)) {
        int64_t c = -1; /* a big int is out of range too, not an overflow */
        if ((v_is_small(x) || v_is_bool(x)) && int_as_i64(vm, x, &c) < 0)
            return -1;
        if (c < 0 || c > 255) {
            vm_err(vm, &exc_ValueError, "byte must be in range(0, 256)");
            return -1;
        }
        return memchr(B(self)->data, (int)c, (size_t)B(self)->len) != NULL;
    }
    if (!v_is_type(x, &bytes_type)) {
        vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(x));
        return -1;
    }
    if (!vm_charge(vm, (B(self)->len + B(x)->len) / 32)) /* as str's `in` */
        return -1;
    return str_find_bytes((const char *)B(self)->data, B(self)->len, (const char *)B(x)->data, B(x)->len, 0) >= 0;
}

static const vtype bytesiter_type;
static value bytes_iter(psvm *vm, value self)
{
    seqiter *it = (seqiter *)vm_new_obj(vm, &bytesiter_type, sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = self;
    return v_from_obj(it);
}
static value bytesiter_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    return it->i < B(it->seq)->len ? v_from_small(B(it->seq)->data[it->i++]) : V_STOP;
}
static const vtype bytesiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "bytes_iterator", .iter = vm_iter_self,
    .next = bytesiter_next, .trace = vm_seqiter_trace,
};

/* the methods: bytes_methods.c (decode is first there) */
extern const bfunc bytes_methods_table[];
const vtype bytes_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "bytes", .repr = bytes_repr, .len = bytes_len,
    .hash = bytes_hash, .richcompare = bytes_richcompare, .getitem = bytes_getitem, .methods = bytes_methods_table,
    .new_ = bytes_construct, .binop = bytes_binop, .contains = bytes_contains, .iter = bytes_iter,
};
