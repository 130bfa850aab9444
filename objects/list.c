/*
 * list.c - list and tuple: the sequence protocol, repr, comparison, the
 * shared sequence iterator, and list's methods (sort is a stable merge sort
 * that charges n log n fuel and tolerates a key function re-entering the
 * interpreter: the list being sorted is rooted, and a mutation during the
 * sort is reported as CPython does).
 */
#include <stdarg.h>
#include <string.h>

#include "str_internal.h"
#include "vm/vm.h"

#define L(v) AS_LIST(v)
#define T(v) AS_TUPLE(v)

value list_new(psvm *vm, int64_t n)
{
    if (!vm_reserve_items(vm, n, sizeof(value)))
        return V_NULL;
    listobj *l = (listobj *)vm_new_obj(vm, &list_type, sizeof(listobj));
    if (!l)
        return V_NULL;
    if (n) {
        l->items = vm_alloc(vm, (size_t)n * sizeof(value));
        if (!l->items)
            return V_NULL;
        for (int64_t i = 0; i < n; i++)
            l->items[i] = V_NONE;
    }
    l->len = l->cap = n;
    return v_from_obj(l);
}

static int list_grow(psvm *vm, listobj *l, int64_t need)
{
    if (need <= l->cap)
        return 0;
    int64_t ncap = l->cap < 4 ? 4 : l->cap + (l->cap >> 1);
    if (ncap < need)
        ncap = need;
    value *ni = vm_realloc(vm, l->items, (size_t)ncap * sizeof(value));
    if (!ni)
        return -1;
    l->items = ni;
    l->cap = ncap;
    return 0;
}

int list_append(psvm *vm, value lv, value v)
{
    listobj *l = L(lv);
    if (l->len == l->cap && list_grow(vm, l, l->len + 1) < 0)
        return -1;
    l->items[l->len++] = v;
    return 0;
}

/* CPython's length hint before it takes the items of an iterable (list(),
 * tuple(), [*x], extend): a class's __len__ runs; a TypeError from it is
 * ignored, any other error is the call's. The figure is not used: a list
 * grows as it goes. */
static int len_hint(psvm *vm, value src)
{
    const vtype *t = vm_typeof(src);
    if (!(t->tflags & TF_HEAPTYPE) || !((const classobj *)t)->special[SP_LEN])
        return 0;
    if (vm_len(vm, src) >= 0)
        return 0;
    if (!vm_err_occurred_is(vm, &exc_TypeError))
        return -1;
    vm->exc = V_NULL;
    return 0;
}

int list_extend(psvm *vm, value lv, value src)
{
    /* exactly a list or a tuple: a subclass's own __iter__ is honoured
     * (CPython's fast path is for the exact types too) */
    if (v_is_list(src) || v_is_tuple(src) || src == lv) {
        int64_t n = v_is_list_like(src) ? L(src)->len : T(src)->len;
        value *items = v_is_list_like(src) ? L(src)->items : T(src)->items;
        if (list_grow(vm, L(lv), L(lv)->len + n) < 0 || !vm_charge(vm, n / 8))
            return -1;
        if (n) /* an empty list's items may be NULL: no pointer sum then */
            vm_copy(L(lv)->items + L(lv)->len, items, (size_t)n * sizeof(value));
        L(lv)->len += n;
        return 0;
    }
    if (v_is_type(src, &range_type)) {
        /* a range knows its length: refuse a huge one before building it */
        int64_t n = ((rangeobj *)v_obj(src))->len;
        if (!vm_reserve_items(vm, n, sizeof(value)) || list_grow(vm, L(lv), L(lv)->len + n) < 0)
            return -1;
    }
    value it = vm_iter(vm, src);
    if (!it)
        return -1;
    /* the iterator is rooted: __len__ and __next__ run Python code that
     * may collect, and a fresh iterator (a map() an __iter__ returned) has
     * no other reference */
    vm_root_push(vm, it);
    /* CPython asks a class's __len__ for a size hint here: it runs, and
     * an error from it other than TypeError is the call's error */
    int rc = len_hint(vm, src);
    while (rc == 0) {
        value x = vm_next(vm, it);
        if (x == V_STOP)
            break;
        if (!x || list_append(vm, lv, x) < 0 || !vm_charge(vm, 1))
            rc = -1;
    }
    vm_root_pop(vm, 1);
    return rc;
}

value list_from_iter(psvm *vm, value src)
{
    value l = list_new(vm, 0);
    if (!l)
        return V_NULL;
    vm_root_push(vm, l);
    int r = list_extend(vm, l, src);
    vm_root_pop(vm, 1);
    return r < 0 ? V_NULL : l;
}

value tuple_new(psvm *vm, int64_t n)
{
    if (!vm_reserve_items(vm, n, sizeof(value)))
        return V_NULL;
    tupleobj *t = (tupleobj *)vm_new_obj(vm, &tuple_type, sizeof(tupleobj) + (size_t)n * sizeof(value));
    if (!t)
        return V_NULL;
    t->len = n;
    t->hash = -1;
    for (int64_t i = 0; i < n; i++)
        t->items[i] = V_NONE;
    return v_from_obj(t);
}

value tuple_pack(psvm *vm, int n, ...)
{
    value t = tuple_new(vm, n);
    if (!t)
        return V_NULL;
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        T(t)->items[i] = va_arg(ap, value);
    va_end(ap);
    return t;
}

value tuple_from_iter(psvm *vm, value src)
{
    if (v_is_tuple(src))
        return src;
    value l = v_is_list(src) ? src : list_from_iter(vm, src);
    if (!l)
        return V_NULL;
    value t = tuple_new(vm, L(l)->len);
    if (!t)
        return V_NULL;
    vm_copy(T(t)->items, L(l)->items, (size_t)L(l)->len * sizeof(value));
    return t;
}

/* ---- shared sequence protocol -------------------------------------------- */

static void seq_parts(value v, value **items, int64_t *n)
{
    if (v_is_list_like(v)) {
        *items = L(v)->items;
        *n = L(v)->len;
    } else {
        *items = T(v)->items;
        *n = T(v)->len;
    }
}

static value seq_repr(psvm *vm, value v)
{
    value *items;
    int64_t n;
    seq_parts(v, &items, &n);
    bool tuple = v_is_tuple_like(v);
    if (n == 0)
        return str_from_cstr(vm, tuple ? "()" : "[]");
    if (vm->depth + vm->c_depth > vm->limits.depth + VM_C_DEPTH_MARGIN)
        return vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded while getting the repr of an object");
    /* a list that contains itself prints [...] */
    int seen = vm_repr_enter(vm, v);
    if (seen)
        return seen < 0 ? V_NULL : str_from_cstr(vm, tuple ? "(...)" : "[...]");
    sbuf b;
    sb_init(&b, vm);
    sb_addc(&b, tuple ? '(' : '[');
    for (int64_t i = 0; i < n; i++) {
        seq_parts(v, &items, &n);
        if (i >= n)
            break;
        if (i)
            sb_add(&b, ", ", 2);
        if (!sb_addv(&b, items[i], true) || !vm_charge(vm, 1)) {
            b.failed = true;
            break;
        }
    }
    if (tuple && n == 1)
        sb_addc(&b, ',');
    sb_addc(&b, tuple ? ')' : ']');
    vm_repr_leave(vm, v);
    return sb_finish(&b);
}

static int64_t seq_len(psvm *vm, value v) { return v_is_list_like(v) ? L(v)->len : T(v)->len; }

/* a list (or a subclass's instance) when list, else a tuple */
static bool seq_of_kind(value v, bool list) { return list ? v_is_list_like(v) : v_is_tuple_like(v); }

static value seq_compare(psvm *vm, value a, value b, int op);

/* Both sequences are rooted while their items compare: an item's __eq__
 * or __lt__ may drop the last other reference to either (abstract.c). */
static value seq_richcompare(psvm *vm, value a, value b, int op)
{
    vm_root_push(vm, a);
    vm_root_push(vm, b);
    value r = seq_compare(vm, a, b, op);
    vm_root_pop(vm, 2);
    return r;
}

static value seq_compare(psvm *vm, value a, value b, int op)
{
    if (!seq_of_kind(b, v_is_list_like(a)))
        return V_NOTIMPLEMENTED;
    value *x, *y;
    int64_t nx, ny;
    seq_parts(a, &x, &nx);
    seq_parts(b, &y, &ny);
    if ((op == CMP_EQ || op == CMP_NE) && nx != ny)
        return v_bool(op == CMP_NE);
    /* the scan below may cover every item without calling out */
    if (!vm_charge(vm, (nx < ny ? nx : ny) / 8))
        return V_NULL;
    int64_t i;
    for (i = 0; i < nx && i < ny; i++) {
        if (x[i] == y[i])
            continue;
        int e = vm_eq(vm, x[i], y[i]);
        if (e < 0)
            return V_NULL;
        seq_parts(a, &x, &nx);
        seq_parts(b, &y, &ny);
        if (!e)
            break;
    }
    if (i >= nx || i >= ny) {
        int c = nx < ny ? -1 : nx > ny;
        switch (op) {
        case CMP_LT: return v_bool(c < 0);
        case CMP_LE: return v_bool(c <= 0);
        case CMP_EQ: return v_bool(c == 0);
        case CMP_NE: return v_bool(c != 0);
        case CMP_GT: return v_bool(c > 0);
        default: return v_bool(c >= 0);
        }
    }
    if (op == CMP_EQ)
        return V_FALSE;
    if (op == CMP_NE)
        return V_TRUE;
    return vm_compare(vm, x[i], y[i], op);
}

static int seq_contains(psvm *vm, value s, value x)
{
    value *items;
    int64_t n;
    seq_parts(s, &items, &n);
    if (!vm_charge(vm, n / 4))
        return -1;
    for (int64_t i = 0; i < n; i++) {
        if (items[i] == x)
            return 1;
        int e = vm_eq(vm, items[i], x);
        if (e != 0)
            return e;
        seq_parts(s, &items, &n);
    }
    return 0;
}

static value seq_getitem(psvm *vm, value s, value k)
{
    value *items;
    int64_t n;
    seq_parts(s, &items, &n);
    bool list = v_is_list_like(s);
    if (v_is_type(k, &slice_type)) {
        int64_t start, stop, step, cnt;
        if (slice_indices(vm, k, n, &start, &stop, &step, &cnt) < 0)
            return V_NULL;
        value r = list ? list_new(vm, cnt) : tuple_new(vm, cnt);
        if (!r)
            return V_NULL;
        value *dst = list ? L(r)->items : T(r)->items;
        for (int64_t i = 0; i < cnt; i++)
            dst[i] = items[start + i * step];
        return r;
    }
    if (vm_index_of(vm, &k) < 0)
        return V_NULL;
    if (!v_is_int(k))
        return vm_err(vm, &exc_TypeError, "%s indices must be integers or slices, not %s",
                      list ? "list" : "tuple", vm_type_name(k));
    int64_t i;
    if (vm_index(vm, k, &i) < 0) {
        if (vm_err_occurred_is(vm, &exc_OverflowError)) {
            vm->exc = V_NULL;
            return vm_err(vm, &exc_IndexError, "cannot fit 'int' into an index-sized integer");
        }
        return V_NULL;
    }
    if (i < 0)
        i += n;
    if (i < 0 || i >= n)
        return vm_err(vm, &exc_IndexError, "%s index out of range", list ? "list" : "tuple");
    return items[i];
}

static int list_setitem(psvm *vm, value s, value k, value v)
{
    listobj *l = L(s);
    if (v_is_type(k, &slice_type)) {
        int64_t start, stop, step, cnt;
        if (slice_indices(vm, k, l->len, &start, &stop, &step, &cnt) < 0)
            return -1;
        if (v == V_NULL) {
            if (step < 0) {
                start = start + (cnt - 1) * step;
                step = -step;
            }
            int64_t w = start, r = start;
            for (int64_t i = start; i < l->len; i++) {
                if (r < l->len && i == r && (i - start) / step < cnt && (i - start) % step == 0) {
                    r += step;
                    continue;
                }
                l->items[w++] = l->items[i];
            }
            l->len = w;
            return 0;
        }
        if (!vm_typeof(v)->iter) {
            vm_err(vm, &exc_TypeError, step == 1 ? "can only assign an iterable" : "must assign iterable to extended slice");
            return -1;
        }
        value src = (v == s || !v_is_list(v)) ? list_from_iter(vm, v) : v;
        if (!src)
            return -1;
        int64_t m = L(src)->len;
        /* v's iteration ran Python code that may have resized this list:
         * the bounds are clamped to its length now, as CPython's
         * list_ass_slice does; an extended slice that no longer fits is
         * measured again (where CPython would write past the end) */
        if (step == 1) {
            if (start > l->len)
                start = l->len;
            if (stop > l->len)
                stop = l->len;
            if (stop < start)
                stop = start;
            int64_t nl = l->len - (stop - start) + m;
            if (list_grow(vm, l, nl) < 0)
                return -1;
            if (l->items) { /* NULL only for an empty list getting nothing */
                vm_copy(l->items + start + m, l->items + stop, (size_t)(l->len - stop) * sizeof(value));
                vm_copy(l->items + start, L(src)->items, (size_t)m * sizeof(value));
            }
            l->len = nl;
            return 0;
        }
        if (cnt && (start >= l->len || start + (cnt - 1) * step >= l->len) &&
            slice_indices(vm, k, l->len, &start, &stop, &step, &cnt) < 0)
            return -1;
        if (m != cnt) {
            vm_err(vm, &exc_ValueError, "attempt to assign sequence of size %lld to extended slice of size %lld",
                   (long long)m, (long long)cnt);
            return -1;
        }
        for (int64_t i = 0; i < cnt; i++)
            l->items[start + i * step] = L(src)->items[i];
        return 0;
    }
    if (vm_index_of(vm, &k) < 0)
        return -1;
    if (!v_is_int(k)) {
        vm_err(vm, &exc_TypeError, "list indices must be integers or slices, not %s", vm_type_name(k));
        return -1;
    }
    int64_t i;
    if (vm_index(vm, k, &i) < 0)
        return -1;
    if (i < 0)
        i += l->len;
    if (i < 0 || i >= l->len) {
        vm_err(vm, &exc_IndexError, v == V_NULL ? "list assignment index out of range" : "list assignment index out of range");
        return -1;
    }
    if (v == V_NULL) {
        vm_copy(l->items + i, l->items + i + 1, (size_t)(l->len - i - 1) * sizeof(value));
        l->len--;
    } else {
        l->items[i] = v;
    }
    return 0;
}

static value seq_concat_repeat(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    /* for *, the sequence is a if a is one (CPython asks the left operand's
     * repeat first), else b */
    bool left = base != BOP_MUL || v_is_list_like(a) || v_is_tuple_like(a);
    bool list = v_is_list_like(left ? a : b);
    const vtype *t = list ? &list_type : &tuple_type;
    if (base == BOP_ADD) {
        if (!seq_of_kind(a, list))
            return V_NOTIMPLEMENTED;
        if (op == (BOP_ADD | BOP_INPLACE) && list) {
            if (list_extend(vm, a, b) < 0) {
                if (vm_err_occurred_is(vm, &exc_TypeError) && !vm_typeof(b)->iter) {
                    vm->exc = V_NULL;
                    return vm_err(vm, &exc_TypeError, "'%s' object is not iterable", vm_type_name(b));
                }
                return V_NULL;
            }
            return a;
        }
        if (!seq_of_kind(b, list))
            return vm_err(vm, &exc_TypeError, "can only concatenate %s (not \"%s\") to %s", t->name, vm_type_name(b), t->name);
        value *x, *y;
        int64_t nx, ny;
        seq_parts(a, &x, &nx);
        seq_parts(b, &y, &ny);
        value r = list ? list_new(vm, nx + ny) : tuple_new(vm, nx + ny);
        if (!r)
            return V_NULL;
        value *d = list ? L(r)->items : T(r)->items;
        /* d is NULL for an empty result: no pointer sum then */
        if (nx)
            vm_copy(d, x, (size_t)nx * sizeof(value));
        if (ny)
            vm_copy(d + nx, y, (size_t)ny * sizeof(value));
        return r;
    }
    if (base == BOP_MUL) {
        value s = left ? a : b, k = left ? b : a;
        if (vm_index_of(vm, &k) < 0) /* a class's __index__ repeats too, as CPython's sq_repeat */
            return V_NULL;
        if (!v_is_int(k))
            return vm_seq_repeat_bad_count(vm, op, a, b, left);
        int64_t n;
        if (int_repeat_count(vm, k, &n) < 0)
            return V_NULL;
        value *x;
        int64_t nx;
        seq_parts(s, &x, &nx);
        if (nx && n > ((int64_t)1 << 40) / nx)
            return vm_err_nomem(vm);
        /* memory before fuel, as str_repeat */
        if (!vm_reserve_items(vm, nx * n, sizeof(value)) || !vm_charge(vm, nx * n / 8))
            return V_NULL;
        value r = list ? list_new(vm, nx * n) : tuple_new(vm, nx * n);
        if (!r)
            return V_NULL;
        seq_parts(s, &x, &nx);
        value *d = list ? L(r)->items : T(r)->items;
        for (int64_t i = 0; nx && i < n; i++) /* d is NULL when empty */
            vm_copy(d + i * nx, x, (size_t)nx * sizeof(value));
        /* in place only when the list is the left operand: `x = 3; x *= [7]`
         * makes a new list and rebinds x, as `x = x * [7]` */
        if (op & BOP_INPLACE && left && list) {
            value *old = L(a)->items;
            L(a)->items = L(r)->items;
            L(a)->len = L(a)->cap = L(r)->len;
            L(r)->items = old;
            L(r)->len = 0;
            return a;
        }
        return r;
    }
    return V_NOTIMPLEMENTED;
}

static int64_t tuple_hash(psvm *vm, value v)
{
    tupleobj *t = T(v);
    if (t->hash != -1)
        return t->hash;
    /* xxHash-style mixing, as CPython's tuplehash. The result is kept only
     * when no item's hash came from a class's __hash__: CPython 3.11 does
     * not cache a tuple's hash, so such a __hash__ runs at every hash().
     * The tuple is rooted while its items hash: a __hash__ may drop the
     * last other reference to it (a dict key, a list's item). */
    uint64_t acc = 0x27D4EB2F165667C5u;
    bool pure = true;
    vm_root_push(vm, v);
    for (int64_t i = 0; i < t->len; i++) {
        value it = t->items[i];
        int64_t h = vm_hash(vm, it);
        if (h == -1) {
            vm_root_pop(vm, 1);
            return -1;
        }
        if ((vm_typeof(it)->tflags & TF_HEAPTYPE) || (v_is_tuple(it) && T(it)->hash == -1))
            pure = false;
        acc += (uint64_t)h * 0xC2B2AE3D27D4EB4Fu;
        acc = (acc << 31) | (acc >> 33);
        acc *= 0x9E3779B185EBCA87u;
    }
    vm_root_pop(vm, 1);
    acc += (uint64_t)t->len ^ (0x27D4EB2F165667C5u ^ 3527539UL);
    int64_t r = (int64_t)acc;
    if (r == -1)
        r = 1546275796;
    if (pure)
        t->hash = r;
    return r;
}



static value seq_iter(psvm *vm, value s)
{
    seqiter *it = (seqiter *)vm_new_obj(vm, v_is_list_like(s) ? &seqiter_type : &tupleiter_type, sizeof(seqiter));
    if (!it)
        return V_NULL;
    it->seq = s;
    return v_from_obj(it);
}

static value seqiter_next(psvm *vm, value self)
{
    seqiter *it = (seqiter *)v_obj(self);
    if (!it->seq)
        return V_STOP;
    value *items;
    int64_t n;
    seq_parts(it->seq, &items, &n);
    if (it->i >= n) {
        it->seq = V_NULL;
        return V_STOP;
    }
    return items[it->i++];
}

value vm_iter_self(psvm *vm, value self) { return self; }
void vm_seqiter_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((seqiter *)o)->seq); }

static void list_trace(gc_state *gc, obj *o)
{
    listobj *l = (listobj *)o;
    for (int64_t i = 0; i < l->len; i++)
        gc_mark_value(gc, l->items[i]);
}

static void tuple_trace(gc_state *gc, obj *o)
{
    tupleobj *t = (tupleobj *)o;
    for (int64_t i = 0; i < t->len; i++)
        gc_mark_value(gc, t->items[i]);
}

static void list_free(psvm *vm, obj *o) { vm_dealloc(vm, ((listobj *)o)->items); }

static value list_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "list", kw) < 0)
        return V_NULL;
    if (argc > 1)
        return vm_err(vm, &exc_TypeError, "list expected at most 1 argument, got %d", argc);
    return argc ? list_from_iter(vm, argv[0]) : list_new(vm, 0);
}

static value tuple_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    if (vm_check_no_kw(vm, "tuple", kw) < 0)
        return V_NULL;
    if (argc > 1)
        return vm_err(vm, &exc_TypeError, "tuple expected at most 1 argument, got %d", argc);
    return argc ? tuple_from_iter(vm, argv[0]) : tuple_new(vm, 0);
}

/* ---- list methods -------------------------------------------------------- */

static value m_append(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return list_append(vm, self, argv[0]) < 0 ? V_NULL : V_NONE;
}

static value m_extend(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return list_extend(vm, self, argv[0]) < 0 ? V_NULL : V_NONE;
}

static value m_pop(psvm *vm, value self, int argc, const value *argv, value kw)
{
    listobj *l = L(self);
    int64_t i = -1;
    if (argc && vm_index(vm, argv[0], &i) < 0)
        return V_NULL;
    if (l->len == 0)
        return vm_err(vm, &exc_IndexError, "pop from empty list");
    if (i < 0)
        i += l->len;
    if (i < 0 || i >= l->len)
        return vm_err(vm, &exc_IndexError, "pop index out of range");
    value v = l->items[i];
    vm_copy(l->items + i, l->items + i + 1, (size_t)(l->len - i - 1) * sizeof(value));
    l->len--;
    return v;
}

static value m_insert(psvm *vm, value self, int argc, const value *argv, value kw)
{
    listobj *l = L(self);
    int64_t i;
    if (vm_index(vm, argv[0], &i) < 0)
        return V_NULL;
    if (i < 0 && (i += l->len) < 0)
        i = 0;
    if (i > l->len)
        i = l->len;
    if (list_grow(vm, l, l->len + 1) < 0)
        return V_NULL;
    vm_copy(l->items + i + 1, l->items + i, (size_t)(l->len - i) * sizeof(value));
    l->items[i] = argv[1];
    l->len++;
    return V_NONE;
}

static int64_t find_item(psvm *vm, value self, value x)
{
    if (!vm_charge(vm, L(self)->len / 4))
        return -2;
    for (int64_t i = 0; i < L(self)->len; i++) {
        int e = L(self)->items[i] == x ? 1 : vm_eq(vm, L(self)->items[i], x);
        if (e < 0)
            return -2;
        if (e)
            return i;
    }
    return -1;
}

static value m_remove(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t i = find_item(vm, self, argv[0]);
    if (i == -2)
        return V_NULL;
    if (i < 0)
        return vm_err(vm, &exc_ValueError, "list.remove(x): x not in list");
    /* the __eq__ that matched may have shrunk the list: CPython then
     * removes nothing past the end */
    listobj *l = L(self);
    if (i < l->len) {
        vm_copy(l->items + i, l->items + i + 1, (size_t)(l->len - i - 1) * sizeof(value));
        l->len--;
    }
    return V_NONE;
}

/* list.index / tuple.index start and stop: any int (clamped), or the
 * message CPython gives for slice indices */
static int slice_index_arg(psvm *vm, value v, int64_t *out)
{
    if (vm_index_of(vm, &v) < 0)
        return -1;
    if (!v_is_int(v)) {
        vm_err(vm, &exc_TypeError, "slice indices must be integers or have an __index__ method");
        return -1;
    }
    if (int_as_i64(vm, v, out) < 0) {
        vm->exc = V_NULL; /* beyond int64: clamp, as CPython clamps to ssize_t */
        int neg = vm_compare_bool(vm, v, v_from_small(0), CMP_LT);
        if (neg < 0)
            return -1;
        *out = neg ? INT64_MIN : INT64_MAX;
    }
    return 0;
}

static value m_index(psvm *vm, value self, int argc, const value *argv, value kw)
{
    bool is_list = v_is_list_like(self);
    value *items;
    int64_t len;
    seq_parts(self, &items, &len);
    /* stop defaults to sys.maxsize, not the length: an __eq__ that grows
     * the list lets the search go on into the new items (CPython) */
    int64_t start = 0, stop = INT64_MAX, i = -1;
    if (argc > 1 && slice_index_arg(vm, argv[1], &start) < 0)
        return V_NULL;
    if (argc > 2 && slice_index_arg(vm, argv[2], &stop) < 0)
        return V_NULL;
    if (start < 0 && (start += len) < 0)
        start = 0;
    if (stop < 0 && (stop += len) < 0)
        stop = 0;
    if (!vm_charge(vm, len / 4))
        return V_NULL;
    for (int64_t k = start; k < stop; k++) {
        seq_parts(self, &items, &len); /* __eq__ may have shrunk a list */
        if (k >= len)
            break;
        int e = items[k] == argv[0] ? 1 : vm_eq(vm, items[k], argv[0]);
        if (e < 0)
            return V_NULL;
        if (e) {
            i = k;
            break;
        }
    }
    if (i < 0 && !is_list)
        return vm_err(vm, &exc_ValueError, "tuple.index(x): x not in tuple");
    if (i < 0) {
        value r = vm_repr(vm, argv[0]);
        return r ? vm_err(vm, &exc_ValueError, "%s is not in list", str_cstr(r)) : V_NULL;
    }
    return v_from_small(i);
}

static value m_count(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t n = 0;
    value *items;
    int64_t len;
    seq_parts(self, &items, &len);
    if (!vm_charge(vm, len / 4))
        return V_NULL;
    for (int64_t i = 0; i < len; i++) {
        int e = items[i] == argv[0] ? 1 : vm_eq(vm, items[i], argv[0]);
        if (e < 0)
            return V_NULL;
        n += e;
        seq_parts(self, &items, &len);
    }
    return v_from_small(n);
}

static value m_reverse(psvm *vm, value self, int argc, const value *argv, value kw)
{
    listobj *l = L(self);
    for (int64_t i = 0, j = l->len - 1; i < j; i++, j--) {
        value t = l->items[i];
        l->items[i] = l->items[j];
        l->items[j] = t;
    }
    return V_NONE;
}

static value m_clear(psvm *vm, value self, int argc, const value *argv, value kw)
{
    L(self)->len = 0;
    return V_NONE;
}

static value m_copy(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value r = list_new(vm, L(self)->len);
    if (r)
        vm_copy(L(r)->items, L(self)->items, (size_t)L(self)->len * sizeof(value));
    return r;
}

/* list_sort: listsort.c */

static value m_sort(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (argc + nkw > 2)
        return vm_err(vm, &exc_TypeError, "sort() takes at most 2 arguments (%d given)", argc + nkw);
    if (argc)
        return vm_err(vm, &exc_TypeError, "sort() takes no positional arguments");
    value key = V_NONE;
    int reverse = 0;
    for (int i = 0; kw && i < AS_TUPLE(kw)->len; i++) {
        value k = AS_TUPLE(kw)->items[i];
        if (str_eq_cstr(k, "key"))
            key = argv[i];
        else if (str_eq_cstr(k, "reverse")) {
            if (!v_is_int(argv[i])) /* an int to CPython: None and 1.5 are errors */
                return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer",
                              vm_type_name(argv[i]));
            if ((reverse = vm_truth(vm, argv[i])) < 0)
                return V_NULL;
        } else
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for sort()", str_cstr(k));
    }
    return list_sort(vm, self, key, reverse) < 0 ? V_NULL : V_NONE;
}

static const bfunc list_methods[] = {
    BFUNC_O("append", m_append), BFUNC_O("extend", m_extend), BFUNC_FAST("pop", m_pop, 0, 1),
    BFUNC_FAST("insert", m_insert, 2, 2), BFUNC_O("remove", m_remove), BFUNC_FAST("index", m_index, 1, 3),
    BFUNC_O("count", m_count), BFUNC_NOARGS("reverse", m_reverse), BFUNC_NOARGS("clear", m_clear),
    BFUNC_NOARGS("copy", m_copy), BFUNC_KW("sort", m_sort),
    BFUNC_END,
};

static const bfunc tuple_methods[] = {
    BFUNC_FAST("index", m_index, 1, 3), BFUNC_O("count", m_count),
    BFUNC_END,
};

const vtype list_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "list",
    .repr = seq_repr,
    .richcompare = seq_richcompare,
    .len = seq_len,
    .iter = seq_iter,
    .getitem = seq_getitem,
    .setitem = list_setitem,
    .contains = seq_contains,
    .binop = seq_concat_repeat,
    .new_ = list_construct,
    .methods = list_methods,
    .trace = list_trace,
    .free = list_free,
};

const vtype tuple_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "tuple",
    .repr = seq_repr,
    .hash = tuple_hash,
    .richcompare = seq_richcompare,
    .len = seq_len,
    .iter = seq_iter,
    .getitem = seq_getitem,
    .contains = seq_contains,
    .binop = seq_concat_repeat,
    .new_ = tuple_construct,
    .methods = tuple_methods,
    .trace = tuple_trace,
};

const vtype seqiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "list_iterator",
    .iter = vm_iter_self,
    .next = seqiter_next,
    .trace = vm_seqiter_trace,
};

const vtype tupleiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "tuple_iterator",
    .iter = vm_iter_self,
    .next = seqiter_next,
    .trace = vm_seqiter_trace,
};
