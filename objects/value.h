/*
 * value.h - the tagged value word.
 *
 * Every Python value is one 64-bit word. None, True, False, small ints and
 * floats never allocate; everything else is a pointer to a heap object.
 * The encoding is NaN-boxing with a double offset (the scheme JavaScriptCore
 * uses), keyed on the top 16 bits:
 *
 *   0x0000            pointer to an obj (48-bit address), or 0 = V_NULL
 *   0x0001            immediates: None, False, True, Ellipsis, NotImplemented,
 *                     and the VM's internal markers
 *   0x0002 .. 0xFFFA  a double, stored as its IEEE bits + 2^49
 *   0xFFFF            a small int: 48-bit two's complement in the low bits
 *
 * Adding 2^49 moves every double out of 0x0000/0x0001 and, because NaNs are
 * made canonical first, below 0xFFFB, so the ranges never overlap.
 *
 * V_NULL is not a Python value: a function returning `value` returns V_NULL
 * to say "an exception is in flight" (see vm.h), and containers use it for an
 * empty slot.
 */
#ifndef PS_VALUE_H
#define PS_VALUE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

typedef uint64_t value;
typedef struct obj obj;

/* PS_ASSERT(cond): an internal invariant, checked in the debug, sanitizer,
 * gc_stress, allocation-failure and fuzz builds (meson option `asserts`,
 * which defines PS_ASSERTS) and compiled out of the release build, where
 * the condition is not evaluated. A failure prints where and aborts, so a
 * fuzzer or a sanitizer run reports a broken invariant where it breaks,
 * not at the crash it leads to later. Never for what a script or a host
 * can cause: those get an exception or PS_MISUSE. */
#ifdef PS_ASSERTS
_Noreturn void ps_assert_fail(const char *cond, const char *file, int line);
#define PS_ASSERT(cond) (__builtin_expect(!!(cond), 1) ? (void)0 : ps_assert_fail(#cond, __FILE__, __LINE__))
#else
#define PS_ASSERT(cond) ((void)0)
#endif

#define V_NULL ((value)0)

#define V__TAG(v) ((uint64_t)(v) >> 48)
#define V__IMM(n) (((uint64_t)0x0001 << 48) | (uint64_t)(n))

#define V_NONE V__IMM(1)
#define V_FALSE V__IMM(2)
#define V_TRUE V__IMM(3)
#define V_ELLIPSIS V__IMM(4)
#define V_NOTIMPLEMENTED V__IMM(5)
/* Internal markers, never visible to a script. */
#define V_UNBOUND V__IMM(6) /* a local or cell not yet assigned */
#define V_STOP V__IMM(7)    /* an iterator is exhausted (no StopIteration made) */
#define V_PAUSE V__IMM(8)   /* a tool call deferred: the run unwinds to the host (tool.c) */

#define V_DOUBLE_OFFSET ((uint64_t)1 << 49)
#define V_INT_TAG ((uint64_t)0xFFFF << 48)

/* The range of an unboxed int: 48-bit two's complement. */
#define V_SMALL_MIN (-((int64_t)1 << 47))
#define V_SMALL_MAX (((int64_t)1 << 47) - 1)

static inline bool v_is_obj(value v) { return V__TAG(v) == 0 && v != 0; }
static inline obj *v_obj(value v) { return (obj *)(uintptr_t)v; }
static inline value v_from_obj(const void *o) { return (value)(uintptr_t)o; }

static inline bool v_is_imm(value v) { return V__TAG(v) == 1; }
static inline bool v_is_bool(value v) { return v == V_TRUE || v == V_FALSE; }
static inline value v_bool(bool b) { return b ? V_TRUE : V_FALSE; }

static inline bool v_is_small(value v) { return V__TAG(v) == 0xFFFF; }
static inline int64_t v_small(value v) { return (int64_t)(v << 16) >> 16; }
static inline bool v_fits_small(int64_t i) { return i >= V_SMALL_MIN && i <= V_SMALL_MAX; }
/* Only for i within [V_SMALL_MIN, V_SMALL_MAX]; int_from_i64 in int.h handles any. */
static inline value v_from_small(int64_t i)
{
    return V_INT_TAG | ((uint64_t)i & (((uint64_t)1 << 48) - 1));
}

static inline bool v_is_float(value v)
{
    uint64_t t = V__TAG(v);
    return t >= 2 && t <= 0xFFFA;
}

static inline double v_float(value v)
{
    uint64_t bits = v - V_DOUBLE_OFFSET;
    double d;
    memcpy(&d, &bits, sizeof d);
    return d;
}

static inline value v_from_float(double d)
{
    uint64_t bits;
    memcpy(&bits, &d, sizeof d);
    if (d != d) /* canonical quiet NaN, keeping the sign (copysign sees it) */
        bits = (bits & ((uint64_t)1 << 63)) | 0x7FF8000000000000u;
    return bits + V_DOUBLE_OFFSET;
}

#endif
