/*
 * int_internal.h - heap ints (int.c) as the number code sees them.
 */
#ifndef PS_INT_INTERNAL_H
#define PS_INT_INTERNAL_H

#include "objects/numbers/bigint.h"
#include "vm/vm.h"

typedef struct intobj {
    obj h;
    int64_t len; /* digits in use */
    bool neg;
    /* 8-byte aligned: bigint's wide kernels read and write the digits as
     * 64-bit words, and at offset 28 one access in eight split a cache
     * line. */
    _Alignas(8) bi_digit d[];
} intobj;

bool int_is_big(value v);
/* The pieces int.c builds every result with, for code that computes with
 * bigint directly (stdlib/math_int.c): a heap int with room for n digits
 * (memory budget checked first), the normalisation of a result written
 * into it (an immediate when it fits), the scratch allocator on the
 * sandbox's budget, and the charge for bigint work units. */
intobj *int_alloc(psvm *vm, size_t n);
value int_finish(intobj *o, bi_out *r);
bi_alloc int_scratch(psvm *vm);
bool int_charge(psvm *vm, uint64_t units);
bi_view int_view(value v, bi_digit buf[BI_I64_DIGITS]); /* any int or bool */
value int_from_double(psvm *vm, double d);
int int_to_double(psvm *vm, value v, double *out);
value int_to_str_base(psvm *vm, value v, int base); /* no prefix */
int64_t int_hash_any(value v);
int int_cmp(value a, value b);
int int_cmp_double(value a, double d);
value int_big_binop(psvm *vm, int op, value a, value b);
value int_big_unop(psvm *vm, int op, value a);
uint64_t int_bit_length(value v);
value int_from_bytes(psvm *vm, const uint8_t *buf, size_t len, bool little, bool is_signed);
value int_to_bytes(psvm *vm, value v, int64_t len, bool little, bool is_signed);

/* num_methods.c: the methods and attributes of int, bool and float */
extern const bfunc int_methods[], float_methods[];
value num_getattr(psvm *vm, value self, value name);

#endif
