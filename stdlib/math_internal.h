/*
 * math_internal.h - the `math` module's three files as they see each other.
 *
 *   math.c          the module table, argument checks, the libm functions
 *                   and CPython's special cases around them
 *   math_special.c  what libm does not have: gamma and lgamma, hypot and
 *                   dist (the vector norm), fsum (exact summation)
 *   math_int.c      the integer functions: factorial, comb, perm, isqrt,
 *                   gcd, lcm, and prod
 *
 * The semantics, special values and messages are CPython 3.11's
 * (Modules/mathmodule.c); results match it to the last bit because the
 * same libm does the work and the algorithms around it are the same.
 */
#ifndef PS_MATH_INTERNAL_H
#define PS_MATH_INTERNAL_H

#include "vm/vm.h"

/* CPython's argument checks for a function that takes no keywords:
 * "math.NAME() takes no keyword arguments", then for one argument
 * "math.NAME() takes exactly one argument (N given)" and for others
 * "NAME expected 2 arguments, got N" (the texts of METH_O and of
 * _PyArg_CheckPositional). max < 0: any number. 0 or -1. */
int math_check(psvm *vm, const char *name, int argc, value kw, int min, int max);

/* Argument Clinic's binding of keyword arguments (_PyArg_UnpackKeywords):
 * names[0..nnames) in order, the first posonly of them positional-only,
 * the first minpos required, at most maxpos given by position. out[i] is
 * V_NULL for an argument not given. 0 or -1 with CPython's TypeError. */
typedef struct math_sig {
    const char *fname;
    const char *const *names;
    int nnames, posonly, minpos, maxpos;
} math_sig;
int math_bind(psvm *vm, const math_sig *sig, int argc, const value *argv, value kw, value *out);

/* The error of a libm result whose errno is set (CPython's is_error):
 * 1 and an exception raised, or 0 when it is an underflow to ignore. */
int math_errno_error(psvm *vm, double r);

/* math_special.c */
value math_gamma(psvm *vm, value self, int argc, const value *argv, value kw);
value math_lgamma(psvm *vm, value self, int argc, const value *argv, value kw);
value math_hypot(psvm *vm, value self, int argc, const value *argv, value kw);
value math_dist(psvm *vm, value self, int argc, const value *argv, value kw);
value math_fsum(psvm *vm, value self, int argc, const value *argv, value kw);

/* math_int.c */
value math_factorial(psvm *vm, value self, int argc, const value *argv, value kw);
value math_comb(psvm *vm, value self, int argc, const value *argv, value kw);
value math_perm(psvm *vm, value self, int argc, const value *argv, value kw);
value math_isqrt(psvm *vm, value self, int argc, const value *argv, value kw);
value math_gcd(psvm *vm, value self, int argc, const value *argv, value kw);
value math_lcm(psvm *vm, value self, int argc, const value *argv, value kw);
value math_prod(psvm *vm, value self, int argc, const value *argv, value kw);

#endif
