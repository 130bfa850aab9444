/*
 * bytes_internal.h - what bytes (bytes.c, bytes_methods.c) and bytearray
 * (bytearray.c) share: a bytes-like value's bytes, the protocol pieces both
 * types use, and the read-only methods both tables hold.
 */
#ifndef PS_BYTES_INTERNAL_H
#define PS_BYTES_INTERNAL_H

#include "vm/vm.h"

static inline bool v_is_bytearray(value v) { return v_is_type(v, &bytearray_type); }
static inline bool v_is_bytes_like(value v) { return v_is_type(v, &bytes_type) || v_is_bytearray(v); }
#define AS_BYTEARRAY(v) ((bytearrayobj *)v_obj(v))

/* The bytes of a bytes-like value, false (and none) for anything else;
 * *p is never NULL. A bytearray's buffer moves when it grows and its length changes:
 * take the view after anything that may run Python code (an argument's
 * __index__, an iterator), never before. */
static inline bool bytes_view(value v, const uint8_t **p, int64_t *n)
{
    if (v_is_type(v, &bytes_type)) {
        *p = ((const bytesobj *)v_obj(v))->data;
        *n = ((const bytesobj *)v_obj(v))->len;
        return true;
    }
    if (v_is_bytearray(v)) {
        const bytearrayobj *b = AS_BYTEARRAY(v);
        *p = b->data ? b->data : (const uint8_t *)"";
        *n = b->len;
        return true;
    }
    *p = (const uint8_t *)"";
    *n = 0;
    return false;
}

/* ---- bytearray.c ---------------------------------------------------------- */
value bytearray_new(psvm *vm, const void *p, int64_t n); /* p NULL: n zero bytes */

/* ---- bytes.c: construction and the protocol both types share ------------- */
/* A new object of like's type (bytes, or bytearray when like is one), n
 * bytes from p (NULL: zeroed, for the caller to fill through *d, which is
 * never NULL). The read-only methods build their results with it. */
value bytes_like_new(psvm *vm, value like, const void *p, int64_t n, uint8_t **d);
/* An int (or an object with __index__) as a byte: ValueError range_msg
 * outside 0..255, CPython's TypeError for anything else. */
int bytes_byte_value(psvm *vm, value v, const char *range_msg, uint8_t *out);
/* bytes(x), bytearray(x), ba.extend(x), ba[i:j] = x: a bytes-like
 * value's bytes or an iterable's ints, appended to out (a buffer the
 * caller frees). -1 on error; -2 with no exception set when x is not
 * iterable, which each caller words its own way. */
int bytes_collect(psvm *vm, value x, const char *range_msg, sbuf *out);
/* The constructor of either type: t is &bytes_type or &bytearray_type. */
value bytes_like_construct(psvm *vm, const vtype *t, int argc, const value *argv, value kw);
value bytes_like_repr(psvm *vm, value v);
value bytes_like_richcompare(psvm *vm, value a, value b, int op);
value bytes_like_getitem(psvm *vm, value v, value k);
/* An index k of v (an int or an object with __index__), not yet checked
 * against the length: CPython's TypeError naming v's type, and its
 * IndexError for an int past 64 bits. */
int bytes_like_index(psvm *vm, value v, value k, int64_t *i);
value bytes_like_iter(psvm *vm, value self);
int bytes_like_contains(psvm *vm, value self, value x);
/* + and * giving a new object of the bytes-like operand's type */
value bytes_like_binop(psvm *vm, int op, value a, value b);

/* ---- bytes_methods.c: the read-only methods of bytes and bytearray ------ */
/* One list for both method tables: name, function, flags, BK_ kind and the
 * positional counts methargs.c checks. Each works on the receiver's bytes
 * and returns the receiver's type where CPython does. */
#define BYTES_SHARED_METHODS(X)                                                 \
    X("decode", bytes_decode, 0, BK_KW, 0, -1)                                  \
    X("find", bytes_m_find, 0, BK_VARARGS, 1, 3)                                \
    X("rfind", bytes_m_rfind, 0, BK_VARARGS, 1, 3)                              \
    X("index", bytes_m_index, 0, BK_VARARGS, 1, 3)                              \
    X("rindex", bytes_m_rindex, 0, BK_VARARGS, 1, 3)                            \
    X("count", bytes_m_count, 0, BK_VARARGS, 1, 3)                              \
    X("startswith", bytes_m_startswith, 0, BK_VARARGS, 1, 3)                    \
    X("endswith", bytes_m_endswith, 0, BK_VARARGS, 1, 3)                        \
    X("upper", bytes_m_upper, 0, BK_NOARGS, 0, 0)                               \
    X("lower", bytes_m_lower, 0, BK_NOARGS, 0, 0)                               \
    X("swapcase", bytes_m_swapcase, 0, BK_NOARGS, 0, 0)                         \
    X("capitalize", bytes_m_capitalize, 0, BK_NOARGS, 0, 0)                     \
    X("title", bytes_m_title, 0, BK_NOARGS, 0, 0)                               \
    X("isalnum", bytes_m_isalnum, 0, BK_NOARGS, 0, 0)                           \
    X("isalpha", bytes_m_isalpha, 0, BK_NOARGS, 0, 0)                           \
    X("isascii", bytes_m_isascii, 0, BK_NOARGS, 0, 0)                           \
    X("isdigit", bytes_m_isdigit, 0, BK_NOARGS, 0, 0)                           \
    X("islower", bytes_m_islower, 0, BK_NOARGS, 0, 0)                           \
    X("isupper", bytes_m_isupper, 0, BK_NOARGS, 0, 0)                           \
    X("isspace", bytes_m_isspace, 0, BK_NOARGS, 0, 0)                           \
    X("istitle", bytes_m_istitle, 0, BK_NOARGS, 0, 0)                           \
    X("strip", bytes_m_strip, 0, BK_FAST, 0, 1)                                 \
    X("lstrip", bytes_m_lstrip, 0, BK_FAST, 0, 1)                               \
    X("rstrip", bytes_m_rstrip, 0, BK_FAST, 0, 1)                               \
    X("split", bytes_m_split, 0, BK_KW, 0, -1)                                  \
    X("rsplit", bytes_m_rsplit, 0, BK_KW, 0, -1)                                \
    X("join", bytes_m_join, 0, BK_O, 1, 1)                                      \
    X("replace", bytes_m_replace, 0, BK_FAST, 2, 3)                             \
    X("partition", bytes_m_partition, 0, BK_O, 1, 1)                            \
    X("rpartition", bytes_m_rpartition, 0, BK_O, 1, 1)                          \
    X("ljust", bytes_m_ljust, 0, BK_FAST, 1, 2)                                 \
    X("rjust", bytes_m_rjust, 0, BK_FAST, 1, 2)                                 \
    X("center", bytes_m_center, 0, BK_FAST, 1, 2)                               \
    X("zfill", bytes_m_zfill, 0, BK_O, 1, 1)                                    \
    X("removeprefix", bytes_m_removeprefix, 0, BK_O, 1, 1)                      \
    X("removesuffix", bytes_m_removesuffix, 0, BK_O, 1, 1)                      \
    X("splitlines", bytes_m_splitlines, 0, BK_KW, 0, -1)                        \
    X("expandtabs", bytes_m_expandtabs, 0, BK_KW, 0, -1)                        \
    X("hex", bytes_m_hex, 0, BK_KW, 0, -1)                                      \
    X("fromhex", bytes_m_fromhex, BF_CLASSMETHOD, BK_O, 1, 1)                   \
    X("maketrans", bytes_m_maketrans, BF_CLASSMETHOD, BK_FAST, 2, 2)            \
    X("translate", bytes_m_translate, 0, BK_KW, 0, -1)

#define BYTES_METHOD_DECL(nm, f, fl, k, lo, hi) value f(psvm *vm, value self, int argc, const value *argv, value kw);
BYTES_SHARED_METHODS(BYTES_METHOD_DECL)
#undef BYTES_METHOD_DECL
/* A table entry: BYTES_SHARED_METHODS(BYTES_METHOD_ENTRY) in a table. */
#define BYTES_METHOD_ENTRY(nm, f, fl, k, lo, hi) BFUNC_X(nm, f, fl, k, lo, hi),

#endif
