/*
 * listsort.c - list.sort and sorted(): a stable, adaptive merge sort on
 * (key, item) pairs.
 *
 * The shape is timsort's, without galloping: natural runs (a strictly
 * descending run is reversed in place), short runs extended to a minimum
 * length by binary insertion, and a stack of runs merged so that their
 * lengths keep decreasing geometrically. Before each merge the parts of
 * the two runs that are already in place are trimmed off by binary search,
 * so sorted and nearly sorted input costs about n comparisons.
 *
 * Comparisons are most of the work, and most key lists hold one type: the
 * keys are scanned once and, when they are all small ints, all floats, all
 * str or all tuples, a comparison specialised for that type is used
 * instead of the generic rich comparison (tuples compare item by item with
 * the same shortcuts, which is what tuple `<` does: the first unequal item
 * decides).
 *
 * The sort works on private copies of the keys and items, and the list
 * itself is empty while it runs, as in CPython (list_sort): a key function
 * or __lt__ that mutates the list cannot break the sort, and if a key or
 * a comparison raises, the list is left as it was.
 */
#include <string.h>

#include "vm/vm.h"

typedef int (*lt_fn)(psvm *vm, value a, value b); /* 1, 0, -1 = error */

/* str `<` and `==` charge fuel like str_richcompare: a memcmp of the
 * shorter length, per 256 bytes */
static bool str_fuel(psvm *vm, int64_t n)
{
    return n < 256 || vm_charge(vm, n / 256);
}

static int lt_small(psvm *vm, value a, value b)
{
    (void)vm;
    return v_small(a) < v_small(b);
}

static int lt_float(psvm *vm, value a, value b)
{
    (void)vm;
    return v_float(a) < v_float(b); /* NaN: false either way, as in Python */
}

static int lt_str(psvm *vm, value a, value b)
{
    strobj *x = AS_STR(a), *y = AS_STR(b);
    int64_t n = x->len < y->len ? x->len : y->len;
    if (!str_fuel(vm, n))
        return -1;
    /* the first bytes decide most comparisons (data is NUL-terminated, so
     * an empty string's first byte is 0: below any other first byte) */
    if (x->data[0] != y->data[0])
        return (unsigned char)x->data[0] < (unsigned char)y->data[0];
    int c = memcmp(x->data, y->data, (size_t)n); /* UTF-8 byte order is code point order */
    return c < 0 || (c == 0 && x->len < y->len);
}

static int lt_generic(psvm *vm, value a, value b)
{
    return vm_compare_bool(vm, a, b, CMP_LT);
}

static int lt_any(psvm *vm, value a, value b)
{
    if (v_is_small(a) && v_is_small(b))
        return v_small(a) < v_small(b);
    if (v_is_str(a) && v_is_str(b))
        return lt_str(vm, a, b);
    if (v_is_float(a) && v_is_float(b))
        return v_float(a) < v_float(b);
    return vm_compare_bool(vm, a, b, CMP_LT);
}

/* ==, with the identity shortcut that tuple comparison has */
static int eq_any(psvm *vm, value a, value b)
{
    if (a == b)
        return 1;
    if (v_is_small(a) && v_is_small(b))
        return 0;
    if (v_is_str(a) && v_is_str(b)) {
        strobj *x = AS_STR(a), *y = AS_STR(b);
        if (x->len != y->len)
            return 0;
        if (!str_fuel(vm, x->len))
            return -1;
        if (x->data[0] != y->data[0])
            return 0;
        return memcmp(x->data, y->data, (size_t)x->len) == 0;
    }
    if (v_is_float(a) && v_is_float(b))
        return v_float(a) == v_float(b);
    return vm_eq(vm, a, b);
}

static int lt_tuple(psvm *vm, value a, value b)
{
    tupleobj *x = AS_TUPLE(a), *y = AS_TUPLE(b);
    int64_t n = x->len < y->len ? x->len : y->len;
    for (int64_t i = 0; i < n; i++) {
        int e = eq_any(vm, x->items[i], y->items[i]);
        if (e < 0)
            return -1;
        if (!e)
            return lt_any(vm, x->items[i], y->items[i]);
    }
    return x->len < y->len;
}

static lt_fn pick_lt(const value *k, int64_t n)
{
    bool small = true, flt = true, str = true, tup = true;
    for (int64_t i = 0; i < n && (small || flt || str || tup); i++) {
        value v = k[i];
        small = small && v_is_small(v);
        flt = flt && v_is_float(v);
        str = str && v_is_str(v);
        tup = tup && v_is_tuple(v);
    }
    return small ? lt_small : flt ? lt_float : str ? lt_str : tup ? lt_tuple : lt_generic;
}

typedef struct sorter {
    psvm *vm;
    lt_fn lt;
    value *K, *I;   /* keys and items, sorted together */
    value *TK, *TI; /* scratch, n each */
} sorter;

#define LT(s, a, b) ((s)->lt((s)->vm, (a), (b)))

static void reverse_range(value *a, int64_t lo, int64_t hi)
{
    for (hi--; lo < hi; lo++, hi--) {
        value t = a[lo];
        a[lo] = a[hi];
        a[hi] = t;
    }
}

/* Sort [lo, hi) by binary insertion, [lo, start) being sorted already. */
static int binary_insertion(sorter *s, int64_t lo, int64_t hi, int64_t start)
{
    for (int64_t i = start; i < hi; i++) {
        value k = s->K[i], it = s->I[i];
        int64_t l = lo, r = i;
        while (l < r) { /* after equal keys: stable */
            int64_t m = l + (r - l) / 2;
            int c = LT(s, k, s->K[m]);
            if (c < 0)
                return -1;
            if (c)
                r = m;
            else
                l = m + 1;
        }
        memmove(s->K + l + 1, s->K + l, sizeof(value) * (size_t)(i - l));
        memmove(s->I + l + 1, s->I + l, sizeof(value) * (size_t)(i - l));
        s->K[l] = k;
        s->I[l] = it;
    }
    return 0;
}

/* The length of the run at lo (at most hi - lo); a strictly descending run
 * is reversed, so every run comes back ascending. -1 on error. */
static int64_t count_run(sorter *s, int64_t lo, int64_t hi)
{
    if (lo + 1 >= hi)
        return hi - lo;
    int64_t i = lo + 1;
    int c = LT(s, s->K[i], s->K[lo]);
    if (c < 0)
        return -1;
    if (c) {
        for (i++; i < hi; i++) {
            if ((c = LT(s, s->K[i], s->K[i - 1])) < 0)
                return -1;
            if (!c)
                break;
        }
        reverse_range(s->K, lo, i);
        reverse_range(s->I, lo, i);
    } else {
        for (i++; i < hi; i++) {
            if ((c = LT(s, s->K[i], s->K[i - 1])) < 0)
                return -1;
            if (c)
                break;
        }
    }
    return i - lo;
}

/* First index in [lo, hi) whose key is > k (right: after equals) or >= k. */
static int64_t bisect(sorter *s, value k, int64_t lo, int64_t hi, bool right)
{
    while (lo < hi) {
        int64_t m = lo + (hi - lo) / 2;
        int c = right ? LT(s, k, s->K[m]) : LT(s, s->K[m], k);
        if (c < 0)
            return -1;
        if (right ? c : !c)
            hi = m;
        else
            lo = m + 1;
    }
    return lo;
}

/* Merge the adjacent sorted runs [a, b) and [b, c). */
static int merge(sorter *s, int64_t a, int64_t b, int64_t c)
{
    /* Elements of the left run not above the right run's first stay; of the
     * right run, those not below the left run's last stay. */
    a = bisect(s, s->K[b], a, b, true);
    if (a < 0)
        return -1;
    if (a == b)
        return 0;
    c = bisect(s, s->K[b - 1], b, c, false);
    if (c < 0)
        return -1;
    value *K = s->K, *I = s->I;
    int64_t na = b - a;
    /* Copy the left part out, merge forward into place. Taking from the
     * left on ties keeps the sort stable. */
    memcpy(s->TK, K + a, sizeof(value) * (size_t)na);
    memcpy(s->TI, I + a, sizeof(value) * (size_t)na);
    int64_t i = 0, j = b, o = a;
    while (i < na && j < c) {
        int lt = LT(s, K[j], s->TK[i]);
        if (lt < 0) {
            /* put the left part back so that K and I stay permutations */
            memcpy(K + o, s->TK + i, sizeof(value) * (size_t)(na - i));
            memcpy(I + o, s->TI + i, sizeof(value) * (size_t)(na - i));
            return -1;
        }
        if (lt) {
            K[o] = K[j];
            I[o++] = I[j++];
        } else {
            K[o] = s->TK[i];
            I[o++] = s->TI[i++];
        }
    }
    memcpy(K + o, s->TK + i, sizeof(value) * (size_t)(na - i));
    memcpy(I + o, s->TI + i, sizeof(value) * (size_t)(na - i));
    return 0;
}

static int64_t min_run(int64_t n)
{
    int64_t r = 0;
    while (n >= 64) {
        r |= n & 1;
        n >>= 1;
    }
    return n + r;
}

#define MAX_RUNS 128 /* run lengths grow like Fibonacci numbers down the stack */

/* Merge run k with run k+1 on the run stack and close the gap. */
static int merge_at(sorter *s, int64_t *run_base, int64_t *run_len, int *nruns, int k)
{
    if (merge(s, run_base[k], run_base[k + 1], run_base[k + 1] + run_len[k + 1]) < 0)
        return -1;
    run_len[k] += run_len[k + 1];
    for (int m = k + 1; m < *nruns - 1; m++) {
        run_base[m] = run_base[m + 1];
        run_len[m] = run_len[m + 1];
    }
    (*nruns)--;
    return 0;
}

static int sort_pairs(sorter *s, int64_t n)
{
    int64_t run_base[MAX_RUNS], run_len[MAX_RUNS];
    int nruns = 0;
    int64_t minrun = min_run(n);
    for (int64_t lo = 0; lo < n;) {
        int64_t len = count_run(s, lo, n);
        if (len < 0)
            return -1;
        if (len < minrun) {
            int64_t force = n - lo < minrun ? n - lo : minrun;
            if (binary_insertion(s, lo, lo + force, lo + len) < 0)
                return -1;
            len = force;
        }
        run_base[nruns] = lo;
        run_len[nruns++] = len;
        lo += len;
        /* Keep len[i-2] > len[i-1] + len[i] and len[i-1] > len[i] (with the
         * fix for the deeper invariant), merging the smaller neighbours. */
        while (nruns > 1) {
            int k = nruns - 2;
            if ((k > 0 && run_len[k - 1] <= run_len[k] + run_len[k + 1]) ||
                (k > 1 && run_len[k - 2] <= run_len[k - 1] + run_len[k])) {
                if (run_len[k - 1] < run_len[k + 1])
                    k--;
            } else if (run_len[k] > run_len[k + 1])
                break;
            if (merge_at(s, run_base, run_len, &nruns, k) < 0)
                return -1;
        }
    }
    while (nruns > 1) {
        int k = nruns - 2;
        if (k > 0 && run_len[k - 1] < run_len[k + 1])
            k--;
        if (merge_at(s, run_base, run_len, &nruns, k) < 0)
            return -1;
    }
    return 0;
}

/* As CPython, the list is empty while it is sorted: a key function or a
 * comparison that looks at it sees [], and one that changes it works on
 * that empty list. At the end the sorted items go back in; if the list
 * was given items meanwhile (any growth gives it an item buffer), those
 * are dropped and "list modified during sort" is raised, the sorted items
 * kept. If a key or a comparison raises, the list gets its items back in
 * their old order. The items, keys and scratch space live in rooted
 * lists: key functions and __lt__ run Python code, which may collect. */
int list_sort(psvm *vm, value lv, value key, bool reverse)
{
    listobj *l = AS_LIST(lv);
    int64_t n = l->len;
    if (n < 2 && key == V_NONE)
        return 0;
    value keys = list_new(vm, n), tmp = list_new(vm, n), tmpk = list_new(vm, n);
    value items = keys && tmp && tmpk ? list_new(vm, n) : V_NULL;
    if (!items)
        return -1;
    vm_root_push(vm, keys);
    vm_root_push(vm, tmp);
    vm_root_push(vm, tmpk);
    vm_root_push(vm, items);
    vm_copy(AS_LIST(items)->items, l->items, (size_t)n * sizeof(value));
    /* the list's own buffer is kept aside, off the list, until the end */
    value *saved = l->items;
    int64_t saved_cap = l->cap;
    l->items = NULL;
    l->len = l->cap = 0;
    int rc = -1;
    value *K = AS_LIST(keys)->items, *I = AS_LIST(items)->items;
    for (int64_t i = 0; i < n; i++) {
        value k = I[i];
        if (key != V_NONE && !(k = vm_call1(vm, key, k)))
            goto restore;
        AS_LIST(keys)->items[i] = k;
    }
    /* reverse=True: reverse, sort stably, reverse again, which keeps equal
     * items in their original order as CPython does */
    if (reverse) {
        reverse_range(K, 0, n);
        reverse_range(I, 0, n);
    }
    int64_t logn = 1;
    while (((int64_t)1 << logn) < n)
        logn++;
    if (!vm_charge(vm, n * logn))
        goto restore;
    sorter s = {vm, pick_lt(K, n), K, I, AS_LIST(tmpk)->items, AS_LIST(tmp)->items};
    if (sort_pairs(&s, n) < 0)
        goto restore;
    if (reverse)
        reverse_range(I, 0, n);
    rc = 0;
restore:
    /* the sorted items go back, or after an error the old order (which
     * the list's own buffer still holds: only the copies were sorted) */
    if (rc == 0)
        vm_copy(saved, I, (size_t)n * sizeof(value));
    if (l->items) {
        /* given items while sorting: they are dropped */
        if (rc == 0) {
            vm_err(vm, &exc_ValueError, "list modified during sort");
            rc = -1;
        }
        vm_dealloc(vm, l->items);
    }
    l->items = saved;
    l->cap = saved_cap;
    l->len = n;
    vm_root_pop(vm, 4);
    return rc;
}
