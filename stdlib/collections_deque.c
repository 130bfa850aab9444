/*
 * collections_deque.c - collections.deque, a C type (CPython's
 * _collections.deque): a ring buffer of values whose both ends take and
 * give in O(1), with an optional maxlen that drops items from the far end.
 *
 * The ring's capacity is a power of two (index = (head + i) & (cap - 1)),
 * grown by doubling through vm_realloc, so a deque is charged to the
 * memory budget as it grows and a runaway one stops at the memory limit.
 * `state` changes on every insertion and removal, as CPython's does: an
 * iterator, count(), index(), remove() and `in` that see it change raise
 * "deque mutated during iteration". Comparing items runs Python code
 * (__eq__), which may collect: the item being compared is rooted.
 *
 * Differences (docs/language.md): deque cannot be subclassed (pysafe's
 * classes extend only object, list, dict, tuple and exceptions).
 */
#include <string.h>

#include "stdlib/collections_internal.h"

typedef struct dequeobj {
    obj h;
    value *items;    /* cap slots, a ring */
    int64_t cap;     /* 0 or a power of two */
    int64_t head;    /* slot of item 0 */
    int64_t len;
    int64_t maxlen;  /* -1: unbounded */
    uint64_t state;  /* changes on every insertion and removal */
} dequeobj;

#define DQ(v) ((dequeobj *)v_obj(v))

static inline value *slot(dequeobj *d, int64_t i) { return &d->items[(d->head + i) & (d->cap - 1)]; }

bool v_is_deque(value v) { return v_is_type(v, &deque_type); }

/* Room for one more item: the ring doubles, its items laid out from 0. */
static int grow(psvm *vm, dequeobj *d)
{
    if (d->len < d->cap)
        return 0;
    int64_t ncap = d->cap ? d->cap * 2 : 8;
    if (!vm_reserve_items(vm, ncap, sizeof(value)))
        return -1;
    value *ni = vm_alloc(vm, (size_t)ncap * sizeof(value));
    if (!ni)
        return -1;
    for (int64_t i = 0; i < d->len; i++)
        ni[i] = *slot(d, i);
    vm_dealloc(vm, d->items);
    d->items = ni;
    d->cap = ncap;
    d->head = 0;
    return 0;
}

static value pop_back(dequeobj *d)
{
    value v = *slot(d, d->len - 1);
    d->len--;
    d->state++;
    return v;
}

static value pop_front(dequeobj *d)
{
    value v = *slot(d, 0);
    d->head = (d->head + 1) & (d->cap - 1);
    d->len--;
    d->state++;
    return v;
}

int deque_append(psvm *vm, value dv, value v)
{
    dequeobj *d = DQ(dv);
    if (d->maxlen == 0)
        return 0;
    if (d->len == d->maxlen)
        pop_front(d);
    if (grow(vm, d) < 0)
        return -1;
    *slot(d, d->len) = v;
    d->len++;
    d->state++;
    return 0;
}

static int append_left(psvm *vm, value dv, value v)
{
    dequeobj *d = DQ(dv);
    if (d->maxlen == 0)
        return 0;
    if (d->len == d->maxlen)
        pop_back(d);
    if (grow(vm, d) < 0)
        return -1;
    d->head = (d->head - 1) & (d->cap - 1);
    *slot(d, 0) = v;
    d->len++;
    d->state++;
    return 0;
}

static value deque_alloc(psvm *vm, int64_t maxlen)
{
    dequeobj *d = (dequeobj *)vm_new_obj(vm, &deque_type, sizeof(dequeobj));
    if (!d)
        return V_NULL;
    d->maxlen = maxlen;
    return v_from_obj(d);
}

/* Every item of an iterable appended (or prepended) in turn. A deque
 * extended by itself reads a snapshot of its items first. */
static int extend(psvm *vm, value dv, value src, bool left)
{
    int (*add)(psvm *, value, value) = left ? append_left : deque_append;
    value snap = V_NULL;
    if (src == dv) {
        if (!(snap = list_new(vm, 0)))
            return -1;
        vm_root_push(vm, snap);
        for (int64_t i = 0; i < DQ(dv)->len; i++)
            if (list_append(vm, snap, *slot(DQ(dv), i)) < 0) {
                vm_root_pop(vm, 1);
                return -1;
            }
        src = snap;
    }
    if (v_is_list(src) || v_is_tuple(src)) {
        int64_t n = v_is_list(src) ? AS_LIST(src)->len : AS_TUPLE(src)->len;
        int rc = vm_charge(vm, n / 8 + 1) ? 0 : -1;
        for (int64_t i = 0; rc == 0 && i < (v_is_list(src) ? AS_LIST(src)->len : n); i++)
            rc = add(vm, dv, v_is_list(src) ? AS_LIST(src)->items[i] : AS_TUPLE(src)->items[i]);
        if (snap)
            vm_root_pop(vm, 1);
        return rc;
    }
    value it = vm_iter(vm, src);
    if (!it)
        return -1;
    vm_root_push(vm, it);
    int rc = 0;
    for (;;) {
        value x = vm_next(vm, it);
        if (!x) {
            rc = -1;
            break;
        }
        if (x == V_STOP)
            break;
        if (add(vm, dv, x) < 0 || !vm_charge(vm, 1)) {
            rc = -1;
            break;
        }
    }
    vm_root_pop(vm, 1);
    return rc;
}

/* ---- construction ------------------------------------------------------------ */

/* deque(iterable=(), maxlen=None), with CPython's messages */
static value deque_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    (void)cls;
    value a[2] = {argc > 0 ? argv[0] : V_NULL, argc > 1 ? argv[1] : V_NULL};
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (argc + nkw > 2)
        return vm_err(vm, &exc_TypeError, "deque() takes at most 2 arguments (%d given)", argc + nkw);
    for (int k = 0; k < nkw; k++) {
        value n = AS_TUPLE(kw)->items[k];
        int j = str_eq_cstr(n, "iterable") ? 0 : str_eq_cstr(n, "maxlen") ? 1 : -1;
        if (j < 0)
            return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for deque()", str_cstr(n));
        if (a[j])
            return vm_err(vm, &exc_TypeError, "argument for deque() given by name ('%s') and position (%d)",
                          j ? "maxlen" : "iterable", j + 1);
        a[j] = argv[argc + k];
    }
    int64_t maxlen = -1;
    if (a[1] && a[1] != V_NONE) {
        if (!v_is_int(a[1]) && !class_has_special(a[1], SP_INDEX))
            return vm_err(vm, &exc_TypeError, "an integer is required");
        if (vm_index(vm, a[1], &maxlen) < 0)
            return V_NULL;
        if (maxlen < 0)
            return vm_err(vm, &exc_ValueError, "maxlen must be non-negative");
    }
    value d = deque_alloc(vm, maxlen);
    if (!d || !a[0])
        return d;
    vm_root_push(vm, d);
    int rc = extend(vm, d, a[0], false);
    vm_root_pop(vm, 1);
    return rc < 0 ? V_NULL : d;
}

static value copy_of(psvm *vm, value dv)
{
    value r = deque_alloc(vm, DQ(dv)->maxlen);
    if (!r)
        return V_NULL;
    dequeobj *d = DQ(dv);
    if (!vm_charge(vm, d->len / 8 + 1))
        return V_NULL;
    for (int64_t i = 0; i < d->len; i++)
        if (deque_append(vm, r, *slot(d, i)) < 0)
            return V_NULL;
    return r;
}

/* ---- searching ----------------------------------------------------------------- */

static value mutated(psvm *vm) { return vm_err(vm, &exc_RuntimeError, "deque mutated during iteration"); }

/* The first i in [start, stop) whose item equals x, -1 if none, -2 on an
 * error (a mutation by __eq__ included). */
static int64_t find(psvm *vm, value dv, value x, int64_t start, int64_t stop)
{
    dequeobj *d = DQ(dv);
    uint64_t state = d->state;
    for (int64_t i = start; i < stop && i < d->len; i++) {
        value y = *slot(d, i);
        int e;
        if (y == x)
            e = 1;
        else {
            vm_root_push(vm, y);
            e = vm_eq(vm, y, x);
            vm_root_pop(vm, 1);
        }
        if (e < 0)
            return -2;
        if (d->state != state) {
            mutated(vm);
            return -2;
        }
        if (e)
            return i;
        if (!vm_charge(vm, 1))
            return -2;
    }
    return -1;
}

/* Item i removed, the items after it moved down one. */
static void delete_at(dequeobj *d, int64_t i)
{
    if (i < d->len / 2) {
        for (int64_t j = i; j > 0; j--)
            *slot(d, j) = *slot(d, j - 1);
        pop_front(d);
    } else {
        for (int64_t j = i; j + 1 < d->len; j++)
            *slot(d, j) = *slot(d, j + 1);
        pop_back(d);
    }
}

/* ---- methods ------------------------------------------------------------------- */

#define M(name) static value name(psvm *vm, value self, int argc, const value *argv, value kw)

M(m_append)
{
    (void)argc, (void)kw;
    return deque_append(vm, self, argv[0]) < 0 ? V_NULL : V_NONE;
}

M(m_appendleft)
{
    (void)argc, (void)kw;
    return append_left(vm, self, argv[0]) < 0 ? V_NULL : V_NONE;
}

M(m_pop)
{
    (void)argc, (void)argv, (void)kw;
    if (!DQ(self)->len)
        return vm_err(vm, &exc_IndexError, "pop from an empty deque");
    return pop_back(DQ(self));
}

M(m_popleft)
{
    (void)argc, (void)argv, (void)kw;
    if (!DQ(self)->len)
        return vm_err(vm, &exc_IndexError, "pop from an empty deque");
    return pop_front(DQ(self));
}

M(m_extend)
{
    (void)argc, (void)kw;
    return extend(vm, self, argv[0], false) < 0 ? V_NULL : V_NONE;
}

M(m_extendleft)
{
    (void)argc, (void)kw;
    return extend(vm, self, argv[0], true) < 0 ? V_NULL : V_NONE;
}

M(m_rotate)
{
    if (kw && AS_TUPLE(kw)->len)
        return vm_err(vm, &exc_TypeError, "deque.rotate() takes no keyword arguments");
    if (argc > 1)
        return vm_err(vm, &exc_TypeError, "deque.rotate expected at most 1 argument, got %d", argc);
    int64_t n = 1;
    if (argc && vm_index(vm, argv[0], &n) < 0)
        return V_NULL;
    dequeobj *d = DQ(self);
    if (d->len <= 1)
        return V_NONE;
    n %= d->len;
    if (n < 0)
        n += d->len;
    /* right by n, or left by len - n: whichever moves fewer items */
    if (!vm_charge(vm, (n < d->len - n ? n : d->len - n) + 1))
        return V_NULL;
    if (n <= d->len - n) {
        for (int64_t k = 0; k < n; k++) {
            value v = *slot(d, d->len - 1);
            d->head = (d->head - 1) & (d->cap - 1);
            *slot(d, 0) = v;
        }
    } else {
        for (int64_t k = 0; k < d->len - n; k++) {
            value v = *slot(d, 0);
            *slot(d, d->len) = v;
            d->head = (d->head + 1) & (d->cap - 1);
        }
    }
    d->state++; /* a rotation is a mutation for iterators, as in CPython */
    return V_NONE;
}

M(m_clear)
{
    (void)argc, (void)argv, (void)kw;
    dequeobj *d = DQ(self);
    vm_dealloc(vm, d->items);
    d->items = NULL;
    d->cap = d->len = d->head = 0;
    d->state++;
    return V_NONE;
}

M(m_count)
{
    (void)argc, (void)kw;
    dequeobj *d = DQ(self);
    uint64_t state = d->state;
    int64_t n = 0;
    for (int64_t i = 0; i < d->len; i++) {
        value y = *slot(d, i);
        vm_root_push(vm, y);
        int e = y == argv[0] ? 1 : vm_eq(vm, y, argv[0]);
        vm_root_pop(vm, 1);
        if (e < 0 || !vm_charge(vm, 1))
            return V_NULL;
        if (d->state != state)
            return mutated(vm);
        n += e;
    }
    return v_from_small(n);
}

/* A start or stop of index(): CPython's slice-index conversion. */
static int slice_index(psvm *vm, value v, int64_t len, int64_t *out)
{
    if (!v_is_int(v) && !class_has_special(v, SP_INDEX)) {
        vm_err(vm, &exc_TypeError, "slice indices must be integers or have an __index__ method");
        return -1;
    }
    if (vm_index(vm, v, out) < 0)
        return -1;
    if (*out < 0) {
        *out += len;
        if (*out < 0)
            *out = 0;
    }
    return 0;
}

M(m_index)
{
    (void)kw;
    dequeobj *d = DQ(self);
    int64_t start = 0, stop = d->len;
    if (argc > 1 && slice_index(vm, argv[1], d->len, &start) < 0)
        return V_NULL;
    if (argc > 2 && slice_index(vm, argv[2], d->len, &stop) < 0)
        return V_NULL;
    int64_t i = find(vm, self, argv[0], start, stop);
    if (i == -2)
        return V_NULL;
    if (i < 0) {
        value r = vm_repr(vm, argv[0]);
        return r ? vm_err(vm, &exc_ValueError, "%s is not in deque", str_cstr(r)) : V_NULL;
    }
    return v_from_small(i);
}

M(m_insert)
{
    (void)argc, (void)kw;
    dequeobj *d = DQ(self);
    int64_t i;
    if (vm_index(vm, argv[0], &i) < 0)
        return V_NULL;
    if (d->len == d->maxlen)
        return vm_err(vm, &exc_IndexError, "deque already at its maximum size");
    if (i < 0) {
        i += d->len;
        if (i < 0)
            i = 0;
    }
    if (i > d->len)
        i = d->len;
    if (deque_append(vm, self, argv[1]) < 0 || !vm_charge(vm, (d->len - i) / 8 + 1))
        return V_NULL;
    for (int64_t j = d->len - 1; j > i; j--)
        *slot(d, j) = *slot(d, j - 1);
    *slot(d, i) = argv[1];
    return V_NONE;
}

M(m_remove)
{
    (void)argc, (void)kw;
    int64_t i = find(vm, self, argv[0], 0, DQ(self)->len);
    if (i == -2)
        return V_NULL;
    if (i < 0) {
        value r = vm_repr(vm, argv[0]);
        return r ? vm_err(vm, &exc_ValueError, "%s is not in deque", str_cstr(r)) : V_NULL;
    }
    delete_at(DQ(self), i);
    return V_NONE;
}

M(m_reverse)
{
    (void)argc, (void)argv, (void)kw;
    dequeobj *d = DQ(self);
    if (!vm_charge(vm, d->len / 8 + 1))
        return V_NULL;
    for (int64_t i = 0, j = d->len - 1; i < j; i++, j--) {
        value t = *slot(d, i);
        *slot(d, i) = *slot(d, j);
        *slot(d, j) = t;
    }
    return V_NONE;
}

M(m_copy)
{
    (void)argc, (void)argv, (void)kw;
    return copy_of(vm, self);
}

static value make_iter(psvm *vm, value dv, bool rev);

M(m_reversed)
{
    (void)argc, (void)argv, (void)kw;
    return make_iter(vm, self, true);
}

static const bfunc deque_methods[] = {
    BFUNC_O("append", m_append),
    BFUNC_O("appendleft", m_appendleft),
    BFUNC_NOARGS("pop", m_pop),
    BFUNC_NOARGS("popleft", m_popleft),
    BFUNC_O("extend", m_extend),
    BFUNC_O("extendleft", m_extendleft),
    BFUNC("rotate", m_rotate),
    BFUNC_NOARGS("clear", m_clear),
    BFUNC_O("count", m_count),
    BFUNC_VARARGS("index", m_index, 1, 3),
    BFUNC_VARARGS("insert", m_insert, 2, 2),
    BFUNC_O("remove", m_remove),
    BFUNC_NOARGS("reverse", m_reverse),
    BFUNC_NOARGS("copy", m_copy),
    BFUNC_NOARGS("__copy__", m_copy),
    BFUNC_NOARGS("__reversed__", m_reversed),
    BFUNC_END,
};

/* ---- slots --------------------------------------------------------------------- */

static value deque_repr(psvm *vm, value self)
{
    int seen = vm_repr_enter(vm, self);
    if (seen)
        return seen < 0 ? V_NULL : str_from_cstr(vm, "[...]");
    dequeobj *d = DQ(self);
    sbuf b;
    sb_init(&b, vm);
    sb_adds(&b, "deque([");
    uint64_t state = d->state;
    for (int64_t i = 0; i < d->len && !b.failed; i++) {
        if (i)
            sb_adds(&b, ", ");
        if (!sb_addv(&b, *slot(d, i), true) || !vm_charge(vm, 1)) {
            b.failed = true;
            break;
        }
        if (d->state != state) {
            mutated(vm);
            b.failed = true;
        }
    }
    sb_addc(&b, ']');
    if (d->maxlen >= 0)
        sb_addf(&b, ", maxlen=%lld", (long long)d->maxlen);
    sb_addc(&b, ')');
    vm_repr_leave(vm, self);
    return sb_finish(&b);
}

static int64_t deque_len(psvm *vm, value self)
{
    (void)vm;
    return DQ(self)->len;
}

static int item_index(psvm *vm, value self, value k, int64_t *out)
{
    if (!v_is_int(k) && !class_has_special(k, SP_INDEX)) {
        vm_err(vm, &exc_TypeError, "sequence index must be integer, not '%s'", vm_type_name(k));
        return -1;
    }
    int64_t i;
    if (vm_index(vm, k, &i) < 0)
        return -1;
    if (i < 0)
        i += DQ(self)->len;
    if (i < 0 || i >= DQ(self)->len) {
        vm_err(vm, &exc_IndexError, "deque index out of range");
        return -1;
    }
    *out = i;
    return 0;
}

static value deque_getitem(psvm *vm, value self, value k)
{
    int64_t i;
    if (item_index(vm, self, k, &i) < 0)
        return V_NULL;
    return *slot(DQ(self), i);
}

static int deque_setitem(psvm *vm, value self, value k, value v)
{
    int64_t i;
    if (item_index(vm, self, k, &i) < 0)
        return -1;
    if (v)
        *slot(DQ(self), i) = v;
    else
        delete_at(DQ(self), i);
    return 0;
}

static int deque_contains(psvm *vm, value self, value x)
{
    int64_t i = find(vm, self, x, 0, DQ(self)->len);
    return i == -2 ? -1 : i >= 0;
}

/* Lexicographic, as list's, between two deques only. */
static value deque_richcompare(psvm *vm, value a, value b, int op)
{
    if (!v_is_deque(a) || !v_is_deque(b))
        return V_NOTIMPLEMENTED;
    dequeobj *x = DQ(a), *y = DQ(b);
    if ((op == CMP_EQ || op == CMP_NE) && x->len != y->len)
        return v_bool(op == CMP_NE);
    int64_t i = 0;
    for (; i < x->len && i < y->len; i++) {
        value u = *slot(x, i), w = *slot(y, i);
        vm_root_push(vm, u);
        vm_root_push(vm, w);
        int e = u == w ? 1 : vm_eq(vm, u, w);
        vm_root_pop(vm, 2);
        if (e < 0 || !vm_charge(vm, 1))
            return V_NULL;
        if (!e)
            break;
    }
    if (i >= x->len || i >= y->len) {
        int64_t p = x->len, q = y->len;
        bool r = op == CMP_LT ? p < q : op == CMP_LE ? p <= q : op == CMP_EQ ? p == q
               : op == CMP_NE ? p != q : op == CMP_GT ? p > q : p >= q;
        return v_bool(r);
    }
    if (op == CMP_EQ)
        return V_FALSE;
    if (op == CMP_NE)
        return V_TRUE;
    value u = *slot(x, i), w = *slot(y, i);
    vm_root_push(vm, u);
    vm_root_push(vm, w);
    value r = vm_compare(vm, u, w, op);
    vm_root_pop(vm, 2);
    return r;
}

static value repeat(psvm *vm, value dv, int64_t n, bool inplace)
{
    value r = inplace ? dv : copy_of(vm, dv);
    if (!r)
        return V_NULL;
    dequeobj *d = DQ(r);
    int64_t len = d->len;
    if (n <= 0) {
        d->len = d->head = 0;
        d->state++;
        return r;
    }
    if (len == 0 || n == 1)
        return r;
    vm_root_push(vm, r);
    value snap = tuple_new(vm, len);
    if (!snap) {
        vm_root_pop(vm, 1);
        return V_NULL;
    }
    for (int64_t i = 0; i < len; i++)
        AS_TUPLE(snap)->items[i] = *slot(d, i);
    vm_root_push(vm, snap);
    /* the items of the n copies end to end are snap[k % len]; a bounded
     * deque keeps only the last maxlen of them, which start at offset
     * (-maxlen) mod len: only those are added */
    bool overflow = len > INT64_MAX / n;
    int64_t total = overflow ? INT64_MAX : len * n, start = len;
    if (d->maxlen >= 0 && (overflow || total - len > d->maxlen)) {
        d->len = d->head = 0;
        start = (len - d->maxlen % len) % len;
        total = start + d->maxlen;
    } else if (overflow || !vm_reserve_items(vm, total - len, sizeof(value))) {
        vm_root_pop(vm, 2);
        return vm->exc ? V_NULL : vm_err_nomem(vm);
    }
    int rc = vm_charge(vm, (total - start) / 8 + 1) ? 0 : -1;
    for (int64_t k = start; rc == 0 && k < total; k++)
        rc = deque_append(vm, r, AS_TUPLE(snap)->items[k % len]);
    vm_root_pop(vm, 2);
    return rc < 0 ? V_NULL : r;
}

static value deque_binop(psvm *vm, int op, value a, value b)
{
    int base = op & ~BOP_INPLACE;
    if (base == BOP_ADD && v_is_deque(a)) {
        if (op & BOP_INPLACE)
            return extend(vm, a, b, false) < 0 ? V_NULL : a;
        if (!v_is_deque(b)) {
            if (v_is_obj(b) && (v_obj(b)->type->tflags & TF_HEAPTYPE))
                return V_NOTIMPLEMENTED;
            return vm_err(vm, &exc_TypeError, "can only concatenate deque (not \"%s\") to deque", vm_type_name(b));
        }
        value r = copy_of(vm, a);
        if (!r)
            return V_NULL;
        vm_root_push(vm, r);
        int rc = extend(vm, r, b, false);
        vm_root_pop(vm, 1);
        return rc < 0 ? V_NULL : r;
    }
    if (base == BOP_MUL) {
        bool left = v_is_deque(a);
        value k = left ? b : a;
        if (!v_is_int(k) && !class_has_special(k, SP_INDEX)) {
            if (v_is_obj(k) && (v_obj(k)->type->tflags & TF_HEAPTYPE))
                return V_NOTIMPLEMENTED;
            return vm_seq_repeat_bad_count(vm, op, a, b, left);
        }
        int64_t n;
        if (int_repeat_count(vm, k, &n) < 0)
            return V_NULL;
        return repeat(vm, left ? a : b, n, (op & BOP_INPLACE) && left);
    }
    return V_NOTIMPLEMENTED;
}

static value deque_getattr(psvm *vm, value self, value name)
{
    if (str_eq_cstr(name, "maxlen"))
        return DQ(self)->maxlen < 0 ? V_NONE : int_from_i64(vm, DQ(self)->maxlen);
    return V_NULL;
}

/* A snapshot's view of a deque (vm/snapshot.c): (items, maxlen or
 * None), and an empty one filled back from it. */
value deque_state(psvm *vm, value self)
{
    dequeobj *d = DQ(self);
    value items = tuple_new(vm, d->len);
    if (!items)
        return V_NULL;
    for (int64_t i = 0; i < d->len; i++)
        AS_TUPLE(items)->items[i] = *slot(d, i);
    vm_root_push(vm, items);
    value ml = d->maxlen < 0 ? V_NONE : int_from_i64(vm, d->maxlen);
    value r = ml ? tuple_pack(vm, 2, items, ml) : V_NULL;
    vm_root_pop(vm, 1);
    return r;
}

value deque_shell(psvm *vm) { return deque_alloc(vm, -1); }

int deque_fill(psvm *vm, value self, value state)
{
    dequeobj *d = DQ(self);
    int64_t maxlen = -1;
    if (!v_is_tuple(state) || AS_TUPLE(state)->len != 2 || !v_is_tuple(AS_TUPLE(state)->items[0]) ||
        (AS_TUPLE(state)->items[1] != V_NONE && !v_is_small(AS_TUPLE(state)->items[1]))) {
        vm_err(vm, &exc_ValueError, "a deque's state is (items, maxlen)");
        return -1;
    }
    if (AS_TUPLE(state)->items[1] != V_NONE)
        maxlen = v_small(AS_TUPLE(state)->items[1]);
    const tupleobj *t = AS_TUPLE(AS_TUPLE(state)->items[0]);
    if (maxlen < -1 || (maxlen >= 0 && t->len > maxlen) || d->len) {
        vm_err(vm, &exc_ValueError, "a deque's items do not fit its maxlen");
        return -1;
    }
    d->maxlen = maxlen;
    for (int64_t i = 0; i < t->len; i++) {
        if (grow(vm, d) < 0)
            return -1;
        *slot(d, d->len) = t->items[i];
        d->len++;
    }
    return 0;
}

static void deque_trace(gc_state *gc, obj *o)
{
    dequeobj *d = (dequeobj *)o;
    for (int64_t i = 0; i < d->len; i++)
        gc_mark_value(gc, *slot(d, i));
}

static void deque_free(psvm *vm, obj *o) { vm_dealloc(vm, ((dequeobj *)o)->items); }

/* ---- iterators ------------------------------------------------------------------- */

typedef struct dequeiter {
    obj h;
    value dq;
    int64_t i, n;    /* next position, items left */
    uint64_t state;  /* the deque's at creation */
} dequeiter;

static const vtype dequeiter_type, dequerev_type;

static value make_iter(psvm *vm, value dv, bool rev)
{
    dequeiter *it = (dequeiter *)vm_new_obj(vm, rev ? &dequerev_type : &dequeiter_type, sizeof(dequeiter));
    if (!it)
        return V_NULL;
    it->dq = dv;
    it->n = DQ(dv)->len;
    it->i = rev ? DQ(dv)->len - 1 : 0;
    it->state = DQ(dv)->state;
    return v_from_obj(it);
}

static value deque_iter(psvm *vm, value self) { return make_iter(vm, self, false); }

static value dequeiter_next(psvm *vm, value self)
{
    dequeiter *it = (dequeiter *)v_obj(self);
    dequeobj *d = DQ(it->dq);
    if (d->state != it->state) {
        it->n = 0;
        return mutated(vm);
    }
    if (it->n <= 0)
        return V_STOP;
    value v = *slot(d, it->i);
    it->i += v_obj(self)->type == &dequerev_type ? -1 : 1;
    it->n--;
    return v;
}

static void dequeiter_trace(gc_state *gc, obj *o) { gc_mark_value(gc, ((dequeiter *)o)->dq); }

static const vtype dequeiter_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "_collections._deque_iterator",
    .tflags = TF_NO_SUBCLASS,
    .iter = vm_iter_self,
    .next = dequeiter_next,
    .trace = dequeiter_trace,
};

static const vtype dequerev_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "_collections._deque_reverse_iterator",
    .tflags = TF_NO_SUBCLASS,
    .iter = vm_iter_self,
    .next = dequeiter_next,
    .trace = dequeiter_trace,
};

const vtype deque_type = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "collections.deque",
    .tflags = TF_NO_SUBCLASS | TF_GENERIC,
    .repr = deque_repr,
    .richcompare = deque_richcompare,
    .len = deque_len,
    .iter = deque_iter,
    .getitem = deque_getitem,
    .setitem = deque_setitem,
    .contains = deque_contains,
    .getattr = deque_getattr,
    .binop = deque_binop,
    .new_ = deque_construct,
    .methods = deque_methods,
    .trace = deque_trace,
    .free = deque_free,
};
