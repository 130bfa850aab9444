/*
 * bytes.c - bytes objects: construction, repr, len, hash, comparison,
 * indexing, concatenation and repetition, `in` and iteration. The pieces
 * bytearray shares (bytearray.c) work on either type's bytes through
 * bytes_view (bytes_internal.h); the methods are in bytes_methods.c.
 */
#include <string.h>

#include "bytes_internal.h"
#include "codecs.h"
#include "str_internal.h"
#include "vm/args.h"

#define B(v) ((bytesobj *)v_obj(v))

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

value bytes_like_new(psvm *vm, value like, const void *p, int64_t n, uint8_t **d)
{
    /* where an empty bytearray's caller "writes" its nothing */
    static uint8_t nowhere[1];
    value r = v_is_bytearray(like) ? bytearray_new(vm, p, n) : bytes_new(vm, p, n);
    if (r && d)
        *d = v_is_bytearray(r) ? (AS_BYTEARRAY(r)->data ? AS_BYTEARRAY(r)->data : nowhere) : B(r)->data;
    return r;
}

/* ---- the protocol bytes and bytearray share ------------------------------ */

value bytes_like_repr(psvm *vm, value v)
{
    const uint8_t *p;
    int64_t n;
    bytes_view(v, &p, &n);
    if (!vm_charge(vm, n / 16))
        return V_NULL;
    bool sq = memchr(p, '\'', (size_t)n) != NULL, dq = memchr(p, '"', (size_t)n) != NULL;
    char q = sq && !dq ? '"' : '\'';
    /* CPython's bytearray repr escapes ' inside "..." too */
    char esc = v_is_bytearray(v) ? '\'' : q;
    sbuf s;
    sb_init(&s, vm);
    sb_adds(&s, v_is_bytearray(v) ? "bytearray(b" : "b");
    sb_addc(&s, q);
    for (int64_t i = 0; i < n; i++) {
        unsigned c = p[i];
        if (c == (unsigned)esc || c == '\\') {
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
    if (v_is_bytearray(v))
        sb_addc(&s, ')');
    return sb_finish(&s);
}

/* bytes and bytearray compare with each other, both ways, by their bytes */
value bytes_like_richcompare(psvm *vm, value a, value b, int op)
{
    const uint8_t *p, *q;
    int64_t n, m;
    if (!bytes_view(a, &p, &n) || !bytes_view(b, &q, &m))
        return V_NOTIMPLEMENTED;
    if ((op == CMP_EQ || op == CMP_NE) && n != m)
        return v_bool(op == CMP_NE);
    if (!vm_charge(vm, (n < m ? n : m) / 64))
        return V_NULL;
    int c = memcmp(p, q, (size_t)(n < m ? n : m));
    if (!c)
        c = n < m ? -1 : n > m;
    switch (op) {
    case CMP_LT: return v_bool(c < 0);
    case CMP_LE: return v_bool(c <= 0);
    case CMP_EQ: return v_bool(c == 0);
    case CMP_NE: return v_bool(c != 0);
    case CMP_GT: return v_bool(c > 0);
    default: return v_bool(c >= 0);
    }
}

int bytes_like_index(psvm *vm, value v, value k, int64_t *i)
{
    if (vm_index_of(vm, &k) < 0)
        return -1;
    if (!v_is_int(k)) {
        vm_err(vm, &exc_TypeError, "%s indices must be integers or slices, not %s",
               v_is_bytearray(v) ? "bytearray" : "byte", vm_type_name(k));
        return -1;
    }
    if (vm_index(vm, k, i) < 0) {
        if (vm_err_occurred_is(vm, &exc_OverflowError)) {
            vm->exc = V_NULL;
            vm_err(vm, &exc_IndexError, "cannot fit 'int' into an index-sized integer");
        }
        return -1;
    }
    return 0;
}

/* b[i] is an int, b[i:j:k] a new object of b's type. A slice's __index__
 * may resize a bytearray: its length is read after them. */
value bytes_like_getitem(psvm *vm, value v, value k)
{
    bool ba = v_is_bytearray(v);
    const uint8_t *p;
    int64_t n;
    if (v_is_type(k, &slice_type)) {
        int64_t start, stop, step;
        if (slice_unpack(vm, k, &start, &stop, &step) < 0)
            return V_NULL;
        bytes_view(v, &p, &n);
        int64_t cnt = slice_adjust(n, &start, &stop, step);
        if (step == 1)
            return bytes_like_new(vm, v, p + start, cnt, NULL);
        uint8_t *d;
        value r = bytes_like_new(vm, v, NULL, cnt, &d);
        if (!r)
            return V_NULL;
        for (int64_t j = 0; j < cnt; j++)
            d[j] = p[start + j * step];
        return r;
    }
    int64_t i;
    if (bytes_like_index(vm, v, k, &i) < 0)
        return V_NULL;
    bytes_view(v, &p, &n);
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        return vm_err(vm, &exc_IndexError, ba ? "bytearray index out of range" : "index out of range");
    return v_from_small(p[i]);
}

/* `x in b`: an int byte (or an object with __index__), or a bytes-like
 * run of bytes */
int bytes_like_contains(psvm *vm, value self, value x)
{
    const uint8_t *p, *q;
    int64_t n, m;
    if (vm_index_of(vm, &x) < 0)
        return -1;
    if (v_is_int(x)) {
        int64_t c = -1; /* a big int is out of range too, not an overflow */
        if ((v_is_small(x) || v_is_bool(x)) && int_as_i64(vm, x, &c) < 0)
            return -1;
        if (c < 0 || c > 255) {
            vm_err(vm, &exc_ValueError, "byte must be in range(0, 256)");
            return -1;
        }
        bytes_view(self, &p, &n);
        return memchr(p, (int)c, (size_t)n) != NULL;
    }
    if (!bytes_view(x, &q, &m)) {
        vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(x));
        return -1;
    }
    bytes_view(self, &p, &n);
    if (!vm_charge(vm, (n + m) / 32)) /* as str's `in` */
        return -1;
    return str_find_bytes((const char *)p, n, (const char *)q, m, 0) >= 0;
}

value bytes_like_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    const uint8_t *p, *q;
    int64_t n, m;
    uint8_t *d;
    if (base == BOP_ADD && bytes_view(a, &p, &n)) {
        if (!bytes_view(b, &q, &m))
            return vm_err(vm, &exc_TypeError, "can't concat %s to %s", vm_type_name(b), vm_type_name(a));
        if (!vm_charge(vm, (n + m) / 64))
            return V_NULL;
        value r = bytes_like_new(vm, a, NULL, n + m, &d);
        if (!r)
            return V_NULL;
        vm_copy(d, p, (size_t)n);
        vm_copy(d + n, q, (size_t)m);
        return r;
    }
    if (base == BOP_MUL) {
        /* the sequence is a if a is one (CPython asks the left operand's
         * repeat first), else b */
        bool left = v_is_bytes_like(a);
        value s = left ? a : b, k = left ? b : a;
        if (vm_index_of(vm, &k) < 0) /* a class's __index__ repeats too, as CPython's sq_repeat */
            return V_NULL;
        if (!v_is_int(k))
            return vm_seq_repeat_bad_count(vm, op, a, b, left);
        int64_t cnt;
        if (int_repeat_count(vm, k, &cnt) < 0)
            return V_NULL;
        bytes_view(s, &p, &n);
        if (n && cnt > ((int64_t)1 << 40) / n)
            return vm_err_nomem(vm);
        if (!vm_reserve(vm, n * cnt) || !vm_charge(vm, n * cnt / 64))
            return V_NULL;
        value r = bytes_like_new(vm, s, NULL, n * cnt, &d);
        if (!r)
            return V_NULL;
        for (int64_t i = 0; n && i < cnt; i++) /* b'' * 2**62 is no loop */
            vm_copy(d + i * n, p, (size_t)n);
        return r;
    }
    return V_NOTIMPLEMENTED;
}

/* ---- construction -------------------------------------------------------- */

int bytes_byte_value(psvm *vm, value v, const char *range_msg, uint8_t *out)
{
    if (vm_index_of(vm, &v) < 0)
        return -1;
    if (!v_is_int(v)) {
        vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(v));
        return -1;
    }
    int64_t c;
    if (int_as_i64(vm, v, &c) < 0) {
        vm->exc = V_NULL; /* beyond 64 bits: out of range */
        c = -1;
    }
    if (c < 0 || c > 255) {
        vm_err(vm, &exc_ValueError, "%s", range_msg);
        return -1;
    }
    *out = (uint8_t)c;
    return 0;
}

int bytes_collect(psvm *vm, value x, const char *range_msg, sbuf *out)
{
    const uint8_t *p;
    int64_t n;
    if (bytes_view(x, &p, &n))
        return !n || sb_add(out, (const char *)p, n) ? 0 : -1;
    value it = vm_iter(vm, x);
    if (!it) {
        if (!vm_err_occurred_is(vm, &exc_TypeError))
            return -1;
        vm->exc = V_NULL; /* the caller says it in its words */
        return -2;
    }
    /* the iterator is rooted: its __next__ and the items' __index__ run
     * Python code that may collect */
    vm_root_push(vm, it);
    int rc = 0;
    for (;;) {
        value item = vm_next(vm, it);
        if (item == V_STOP)
            break;
        uint8_t c;
        if (!item || bytes_byte_value(vm, item, range_msg, &c) < 0 || !sb_addc(out, (char)c) || !vm_charge(vm, 1)) {
            rc = -1;
            break;
        }
    }
    vm_root_pop(vm, 1);
    return rc;
}

/* bytes(n) and bytearray(n) (an int or an object with __index__): n zero
 * bytes, refused before allocating when too big. 1 when x is no count
 * (a TypeError from its __index__ means that too, as in CPython). */
static int count_arg(psvm *vm, value x, int64_t *n)
{
    value k = x;
    if (vm_index_of(vm, &k) < 0) {
        if (!vm_err_occurred_is(vm, &exc_TypeError))
            return -1;
        vm->exc = V_NULL;
        return 1;
    }
    if (!v_is_int(k))
        return 1;
    if (int_as_i64(vm, k, n) < 0) {
        vm->exc = V_NULL;
        vm_err(vm, &exc_OverflowError, "cannot fit 'int' into an index-sized integer");
        return -1;
    }
    if (*n < 0) {
        vm_err(vm, &exc_ValueError, "negative count");
        return -1;
    }
    return vm_reserve(vm, *n) && vm_charge(vm, *n / 64) ? 0 : -1;
}

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

/* T(), T(n), T(bytes-like), T(iterable of ints), T(str, encoding[,
 * errors]) (codecs.c) for T bytes or bytearray; bytes(x) asks a class's
 * __bytes__ first (bytearray does not, as in CPython). */
value bytes_like_construct(psvm *vm, const vtype *t, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"source", "encoding", "errors"};
    const vm_sig sig = {t->name, names, 3, 3, 0};
    bool ba = t == &bytearray_type;
    value a[3];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value x = a[0];
    if (!x && !a[1] && !a[2])
        return ba ? bytearray_new(vm, NULL, 0) : bytes_new(vm, "", 0);
    if (x && v_is_str(x)) {
        value r = codec_bytes_from_str(vm, t->name, x, a[1], a[2]);
        return r && ba ? bytearray_new(vm, B(r)->data, B(r)->len) : r;
    }
    if (a[1])
        return vm_err(vm, &exc_TypeError, "encoding without a string argument");
    if (a[2])
        return vm_err(vm, &exc_TypeError, "errors without a string argument");
    if (!ba && (vm_typeof(x)->tflags & TF_HEAPTYPE)) {
        value r = bytes_from_dunder(vm, x);
        if (r || vm->exc)
            return r;
    }
    int64_t n;
    int rc = count_arg(vm, x, &n);
    if (rc < 0)
        return V_NULL;
    if (rc == 0)
        return ba ? bytearray_new(vm, NULL, n) : bytes_new(vm, NULL, n);
    const uint8_t *p;
    if (bytes_view(x, &p, &n)) /* bytes of bytes is the same object */
        return ba ? bytearray_new(vm, p, n) : v_is_type(x, &bytes_type) ? x : bytes_new(vm, p, n);
    sbuf b;
    sb_init(&b, vm);
    value r = V_NULL;
    rc = bytes_collect(vm, x, ba ? "byte must be in range(0, 256)" : "bytes must be in range(0, 256)", &b);
    if (rc == 0)
        r = ba ? bytearray_new(vm, b.p, b.len) : bytes_new(vm, b.len ? b.p : "", b.len);
    else if (rc == -2)
        vm_err(vm, &exc_TypeError, "cannot convert '%s' object to %s", vm_type_name(x), t->name);
    sb_free(&b);
    return r;
}

/* ---- bytes --------------------------------------------------------------- */

static int64_t bytes_len(psvm *vm, value v) { return B(v)->len; }
static int64_t bytes_hash(psvm *vm, value v) { return bytes_hash_raw(B(v)->data, B(v)->len); }

static value bytes_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    return bytes_like_construct(vm, &bytes_type, argc, argv, kw);
}

/* Iteration reads the length at each step, so a bytearray's iterator
 * sees it grow and shrink; once ended, an iterator stays ended. */
static value bytes_like_iter_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    const uint8_t *p;
    int64_t n;
    if (!it->seq)
        return V_STOP;
    bytes_view(it->seq, &p, &n);
    if (it->i < n)
        return v_from_small(p[it->i++]);
    it->seq = V_NULL;
    return V_STOP;
}
static const vtype bytesiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "bytes_iterator", .iter = vm_iter_self,
    .next = bytes_like_iter_next, .trace = vm_seqiter_trace,
};
static const vtype bytearrayiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "bytearray_iterator", .iter = vm_iter_self,
    .next = bytes_like_iter_next, .trace = vm_seqiter_trace,
};
value bytes_like_iter(psvm *vm, value self)
{
    seqiter *it = (seqiter *)vm_new_obj(vm, v_is_bytearray(self) ? &bytearrayiter_type : &bytesiter_type, sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = self;
    return v_from_obj(it);
}

/* the read-only methods: bytes_methods.c, shared with bytearray */
static const bfunc bytes_methods[] = {BYTES_SHARED_METHODS(BYTES_METHOD_ENTRY) BFUNC_END};

const vtype bytes_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "bytes", .repr = bytes_like_repr, .len = bytes_len,
    .hash = bytes_hash, .richcompare = bytes_like_richcompare, .getitem = bytes_like_getitem,
    .methods = bytes_methods, .new_ = bytes_construct, .binop = bytes_like_binop, .contains = bytes_like_contains,
    .iter = bytes_like_iter,
};
