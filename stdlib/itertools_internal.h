/*
 * itertools_internal.h - what the two files of the itertools module share
 * (itertools.c: the plain iterators; itertools_comb.c: groupby, tee and the
 * combinatoric iterators).
 */
#ifndef PS_ITERTOOLS_INTERNAL_H
#define PS_ITERTOOLS_INTERNAL_H

#include "vm/args.h"
#include "vm/vm.h"

/* One layout for every itertools iterator that needs no index array: the
 * meaning of each field is written beside its type. The collector marks
 * a..f (V_NULL is skipped), so a type needs no trace of its own. */
typedef struct itobj {
    obj h;
    value a, b, c, d, e, f;
    int64_t i, j, k, l;
    int state;
} itobj;

#define IT(v) ((itobj *)v_obj(v))

void it_trace(gc_state *gc, obj *o);
value it_repr(psvm *vm, value self); /* <itertools.NAME object at 0x...> */
itobj *it_new(psvm *vm, const vtype *t);
/* A C-ssize_t-like argument that must be an int (or __index__): false
 * with no exception (cleared, unless it is a sandbox limit) otherwise. */
bool it_ssize(psvm *vm, value v, int64_t *out);

extern const vtype it_groupby_type, it_grouper_type, it_tee_type, it_teedata_type, it_product_type,
    it_permutations_type, it_combinations_type, it_cwr_type;

value it_tee_fn(psvm *vm, value self, int argc, const value *argv, value kw);

#endif
