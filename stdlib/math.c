/*
 * math.c - the in-VM `math` module: CPython 3.11's math, function for
 * function, with its special values, its errors and its messages.
 *
 * Most functions are the C library's (the same libm CPython calls, so the
 * same bits), wrapped in CPython's rules for turning IEEE special results
 * into Python errors: a NaN out of a non-NaN is "math domain error"
 * (ValueError), an infinity out of finite arguments is "math range error"
 * (OverflowError) where the function can overflow and a singularity
 * (ValueError) where it cannot, and an underflow is no error. The
 * functions libm does not have are in math_special.c, the integer ones in
 * math_int.c (math_internal.h says which is where).
 *
 * Arguments: every function but isclose and prod is positional-only, and
 * says so in CPython's words; a number argument is a float, an int of any
 * size (converted correctly rounded; "int too large to convert to float"
 * past the double range) or a bool, anything else is "must be real number,
 * not T".
 */
#include <errno.h>
#include <float.h>
#include <limits.h>
#include <math.h>

#include "math_internal.h"
#include "objects/int_internal.h"
#include "vm/vm.h"

/* ---- arguments ------------------------------------------------------------ */

int math_check(psvm *vm, const char *name, int argc, value kw, int min, int max)
{
    bool has_kw = kw && AS_TUPLE(kw)->len;
    if (!has_kw && argc >= min && (max < 0 || argc <= max))
        return 0;
    /* CPython names the function "math.NAME" where the call machinery
     * words the error (keywords, METH_O's one argument) and "NAME" where
     * the function checks its own count (_PyArg_CheckPositional). */
    char qual[32];
    snprintf(qual, sizeof qual, "math.%s", name);
    if (has_kw)
        return vm_check_no_kw(vm, qual, kw);
    return vm_check_args(vm, min == 1 && max == 1 ? qual : name, argc, min, max);
}

static bool kw_given(value kw, int argc, const value *argv, const char *name, value *out)
{
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    for (int k = 0; k < nkw; k++)
        if (str_eq_cstr(AS_TUPLE(kw)->items[k], name)) {
            *out = argv[argc + k];
            return true;
        }
    return false;
}

/* The steps and texts of _PyArg_UnpackKeywords, in its order: too many in
 * all, too many by position, too few positional-only, then each keyword
 * parameter in turn (a missing required one is reported here, before any
 * stray keyword), then a name given twice, then an unknown name. vm_bind
 * (vm/args.c) has no positional-only parameters, which prod needs. */
int math_bind(psvm *vm, const math_sig *s, int argc, const value *argv, value kw, value *out)
{
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    for (int i = 0; i < s->nnames; i++)
        out[i] = V_NULL;
    if (argc + nkw > s->nnames) {
        vm_err(vm, &exc_TypeError, "%s() takes at most %d %sargument%s (%d given)", s->fname, s->nnames,
               argc == 0 ? "keyword " : "", s->nnames == 1 ? "" : "s", argc + nkw);
        return -1;
    }
    if (argc > s->maxpos) {
        vm_err(vm, &exc_TypeError, "%s() takes %s %d positional argument%s (%d given)", s->fname,
               s->minpos < s->maxpos ? "at most" : "exactly", s->maxpos, s->maxpos == 1 ? "" : "s", argc);
        return -1;
    }
    int minposonly = s->posonly < s->minpos ? s->posonly : s->minpos;
    if (argc < minposonly) {
        vm_err(vm, &exc_TypeError, "%s() takes %s %d positional argument%s (%d given)", s->fname,
               minposonly < s->maxpos ? "at least" : "exactly", minposonly, minposonly == 1 ? "" : "s", argc);
        return -1;
    }
    for (int i = 0; i < argc; i++)
        out[i] = argv[i];
    int left = nkw;
    for (int i = argc > s->posonly ? argc : s->posonly; i < s->nnames; i++) {
        if (left && kw_given(kw, argc, argv, s->names[i], &out[i])) {
            left--;
        } else if (i < s->minpos) {
            vm_err(vm, &exc_TypeError, "%s() missing required argument '%s' (pos %d)", s->fname, s->names[i], i + 1);
            return -1;
        }
    }
    if (left == 0)
        return 0;
    value dup;
    for (int i = s->posonly; i < argc; i++)
        if (kw_given(kw, argc, argv, s->names[i], &dup)) {
            vm_err(vm, &exc_TypeError, "argument for %s() given by name ('%s') and position (%d)", s->fname,
                   s->names[i], i + 1);
            return -1;
        }
    for (int k = 0; k < nkw; k++) {
        value name = AS_TUPLE(kw)->items[k];
        int i = s->posonly;
        while (i < s->nnames && !str_eq_cstr(name, s->names[i]))
            i++;
        if (i == s->nnames) {
            vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for %s()", str_cstr(name), s->fname);
            return -1;
        }
    }
    return -1; /* unreachable: a keyword left over is unknown or a duplicate */
}

/* ---- libm results as Python results ----------------------------------- */

static value domain_error(psvm *vm) { return vm_err(vm, &exc_ValueError, "math domain error"); }
static value range_error(psvm *vm) { return vm_err(vm, &exc_OverflowError, "math range error"); }

int math_errno_error(psvm *vm, double r)
{
    if (errno == ERANGE) {
        /* libm may flag an underflow too (a result near zero, or expm1's
         * near -1): only a big result is an overflow. */
        if (fabs(r) < 1.5)
            return 0;
        range_error(vm);
        return 1;
    }
    domain_error(vm);
    return 1;
}

enum { CAN_OVERFLOW = 1 };

/* CPython's math_1: one float in, one float out. */
static value libm_1(psvm *vm, const char *name, int argc, const value *argv, value kw, double (*fn)(double),
                    int flags)
{
    double x;
    if (math_check(vm, name, argc, kw, 1, 1) < 0 || vm_as_double(vm, argv[0], &x) < 0)
        return V_NULL;
    errno = 0;
    double r = fn(x);
    if (isnan(r) && !isnan(x))
        return domain_error(vm);
    if (isinf(r) && isfinite(x))
        return flags & CAN_OVERFLOW ? range_error(vm) : domain_error(vm);
    if (isfinite(r) && errno && math_errno_error(vm, r))
        return V_NULL;
    return v_from_float(r);
}

/* CPython's math_1a, for functions whose errno is to be believed. */
static value libm_1a(psvm *vm, const char *name, int argc, const value *argv, value kw, double (*fn)(double))
{
    double x;
    if (math_check(vm, name, argc, kw, 1, 1) < 0 || vm_as_double(vm, argv[0], &x) < 0)
        return V_NULL;
    errno = 0;
    double r = fn(x);
    if (errno && math_errno_error(vm, r))
        return V_NULL;
    return v_from_float(r);
}

static int two_doubles(psvm *vm, const char *name, int argc, const value *argv, value kw, double *x, double *y)
{
    if (math_check(vm, name, argc, kw, 2, 2) < 0 || vm_as_double(vm, argv[0], x) < 0 ||
        vm_as_double(vm, argv[1], y) < 0)
        return -1;
    return 0;
}

/* CPython's math_2: two floats in, one out. */
static value libm_2(psvm *vm, const char *name, int argc, const value *argv, value kw,
                    double (*fn)(double, double))
{
    double x, y;
    if (two_doubles(vm, name, argc, argv, kw, &x, &y) < 0)
        return V_NULL;
    errno = 0;
    double r = fn(x, y);
    if (isnan(r))
        errno = !isnan(x) && !isnan(y) ? EDOM : 0;
    else if (isinf(r))
        errno = isfinite(x) && isfinite(y) ? ERANGE : 0;
    if (errno && math_errno_error(vm, r))
        return V_NULL;
    return v_from_float(r);
}

/* ---- functions of one float ------------------------------------------- */

/* log1p(-0.0) is -0.0 on every libm CPython has met, but CPython returns a
 * zero unchanged rather than trust it. */
static double log1p_signed(double x) { return x == 0.0 ? x : log1p(x); }

#define LIBM1(name, fn, flags)                                                                       \
    static value m_##name(psvm *vm, value self, int argc, const value *argv, value kw)              \
    {                                                                                                \
        return libm_1(vm, #name, argc, argv, kw, fn, flags);                                         \
    }
LIBM1(acos, acos, 0)
LIBM1(acosh, acosh, 0)
LIBM1(asin, asin, 0)
LIBM1(asinh, asinh, 0)
LIBM1(atan, atan, 0)
LIBM1(atanh, atanh, 0)
LIBM1(cbrt, cbrt, 0)
LIBM1(cos, cos, 0)
LIBM1(cosh, cosh, CAN_OVERFLOW)
LIBM1(exp, exp, CAN_OVERFLOW)
LIBM1(exp2, exp2, CAN_OVERFLOW)
LIBM1(expm1, expm1, CAN_OVERFLOW)
LIBM1(fabs, fabs, 0)
LIBM1(log1p, log1p_signed, 0)
LIBM1(sin, sin, 0)
LIBM1(sinh, sinh, CAN_OVERFLOW)
LIBM1(sqrt, sqrt, 0)
LIBM1(tan, tan, 0)
LIBM1(tanh, tanh, 0)

static value m_erf(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return libm_1a(vm, "erf", argc, argv, kw, erf);
}
static value m_erfc(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return libm_1a(vm, "erfc", argc, argv, kw, erfc);
}

/* CPython computes the factors in double at compile time, as here. */
static const double deg_to_rad = M_PI / 180.0;
static const double rad_to_deg = 180.0 / M_PI;

static value m_degrees(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x;
    if (math_check(vm, "degrees", argc, kw, 1, 1) < 0 || vm_as_double(vm, argv[0], &x) < 0)
        return V_NULL;
    return v_from_float(x * rad_to_deg);
}

static value m_radians(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x;
    if (math_check(vm, "radians", argc, kw, 1, 1) < 0 || vm_as_double(vm, argv[0], &x) < 0)
        return V_NULL;
    return v_from_float(x * deg_to_rad);
}

static int one_double(psvm *vm, const char *name, int argc, const value *argv, value kw, double *x)
{
    return math_check(vm, name, argc, kw, 1, 1) < 0 || vm_as_double(vm, argv[0], x) < 0 ? -1 : 0;
}

static value m_isfinite(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x;
    return one_double(vm, "isfinite", argc, argv, kw, &x) < 0 ? V_NULL : v_bool(isfinite(x));
}
static value m_isinf(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x;
    return one_double(vm, "isinf", argc, argv, kw, &x) < 0 ? V_NULL : v_bool(isinf(x));
}
static value m_isnan(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x;
    return one_double(vm, "isnan", argc, argv, kw, &x) < 0 ? V_NULL : v_bool(isnan(x));
}

/* ---- to an int: floor, ceil, trunc ---------------------------------------
 * An int (of any size) is its own floor, ceiling and truncation (a bool
 * gives the plain int, as int.__floor__ does); a float is rounded and
 * made an int (NaN and infinities are int()'s errors). */

/* A class instance's __floor__/__ceil__/__trunc__ (Fraction's, say), as
 * CPython asks for it before any float fallback; V_NULL and no error when
 * the class has none. */
static value class_rounding(psvm *vm, value v, const char *name)
{
    const vtype *t = vm_typeof(v);
    if (!(t->tflags & TF_HEAPTYPE))
        return V_NULL;
    value k = str_fmt(vm, "__%s__", name);
    k = k ? str_intern(vm, k) : V_NULL;
    value f = k ? class_lookup(vm, t, k) : V_NULL;
    return f ? vm_call1(vm, f, v) : V_NULL;
}

static value to_int(psvm *vm, const char *name, int argc, const value *argv, value kw, double (*fn)(double),
                    bool is_trunc)
{
    double x;
    if (math_check(vm, name, argc, kw, 1, 1) < 0)
        return V_NULL;
    value v = argv[0];
    if (v_is_bool(v))
        return v_from_small(v == V_TRUE);
    if (v_is_int(v))
        return v;
    value r = class_rounding(vm, v, name);
    if (r || vm->exc)
        return r;
    /* trunc has no float fallback: it asks for __trunc__ */
    if (is_trunc && !v_is_float(v))
        return vm_err(vm, &exc_TypeError, "type %s doesn't define __trunc__ method", vm_type_name(v));
    if (vm_as_double(vm, v, &x) < 0)
        return V_NULL;
    return int_from_double(vm, fn(x));
}

static value m_floor(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return to_int(vm, "floor", argc, argv, kw, floor, false);
}
static value m_ceil(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return to_int(vm, "ceil", argc, argv, kw, ceil, false);
}
static value m_trunc(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return to_int(vm, "trunc", argc, argv, kw, trunc, true);
}

/* ---- the parts of a float: frexp, ldexp, modf ----------------------------- */

/* Two arguments, of which only the first is a float (ldexp). */
static int two_doubles_first(psvm *vm, const char *name, int argc, const value *argv, value kw, double *x)
{
    return math_check(vm, name, argc, kw, 2, 2) < 0 || vm_as_double(vm, argv[0], x) < 0 ? -1 : 0;
}

static value m_frexp(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x;
    int e = 0;
    if (one_double(vm, "frexp", argc, argv, kw, &x) < 0)
        return V_NULL;
    /* CPython answers the special values itself: (x, 0) */
    if (isfinite(x) && x != 0.0)
        x = frexp(x, &e);
    return tuple_pack(vm, 2, v_from_float(x), v_from_small(e));
}

static value m_ldexp(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x, r;
    if (two_doubles_first(vm, "ldexp", argc, argv, kw, &x) < 0)
        return V_NULL;
    value iv = argv[1];
    if (!v_is_int(iv))
        return vm_err(vm, &exc_TypeError, "Expected an int as second argument to ldexp.");
    /* An exponent past a C int overflows or underflows whatever x is. */
    int64_t e;
    if (int_is_big(iv)) {
        bi_digit buf[BI_I64_DIGITS];
        e = int_view(iv, buf).neg ? INT64_MIN : INT64_MAX;
    } else {
        e = v_is_bool(iv) ? iv == V_TRUE : v_small(iv);
    }
    if (x == 0.0 || !isfinite(x))
        r = x;
    else if (e > INT_MAX)
        return range_error(vm);
    else if (e < INT_MIN)
        r = copysign(0.0, x);
    else if (isinf(r = ldexp(x, (int)e)))
        return range_error(vm);
    return v_from_float(r);
}

static value m_modf(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x, ip;
    if (one_double(vm, "modf", argc, argv, kw, &x) < 0)
        return V_NULL;
    if (isinf(x))
        return tuple_pack(vm, 2, v_from_float(copysign(0.0, x)), v_from_float(x));
    if (isnan(x))
        return tuple_pack(vm, 2, v_from_float(x), v_from_float(x));
    double frac = modf(x, &ip);
    return tuple_pack(vm, 2, v_from_float(frac), v_from_float(ip));
}

/* ---- functions of two floats ----------------------------------------- */

/* atan2 with C99 Annex F's special values decided here, not by the
 * platform (CPython's m_atan2). */
static double atan2_special(double y, double x)
{
    if (isnan(x) || isnan(y))
        return NAN;
    if (isinf(y)) {
        if (isinf(x))
            return copysign(signbit(x) ? 0.75 * M_PI : 0.25 * M_PI, y);
        return copysign(0.5 * M_PI, y);
    }
    if (isinf(x) || y == 0.0)
        return copysign(signbit(x) ? M_PI : 0.0, y);
    return atan2(y, x);
}

static value m_atan2(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return libm_2(vm, "atan2", argc, argv, kw, atan2_special);
}
static value m_copysign(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return libm_2(vm, "copysign", argc, argv, kw, copysign);
}
/* IEEE 754 remainder is exact, so libm's and CPython's own agree. */
static value m_remainder(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return libm_2(vm, "remainder", argc, argv, kw, remainder);
}

static value m_fmod(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x, y;
    if (two_doubles(vm, "fmod", argc, argv, kw, &x, &y) < 0)
        return V_NULL;
    if (isinf(y) && isfinite(x))
        return v_from_float(x);
    double r = fmod(x, y);
    if (isnan(r) && !isnan(x) && !isnan(y))
        return domain_error(vm);
    return v_from_float(r);
}

static value m_nextafter(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x, y;
    if (two_doubles(vm, "nextafter", argc, argv, kw, &x, &y) < 0)
        return V_NULL;
    return v_from_float(nextafter(x, y));
}

static value m_ulp(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x;
    if (one_double(vm, "ulp", argc, argv, kw, &x) < 0)
        return V_NULL;
    x = fabs(x);
    if (!isfinite(x))
        return v_from_float(x);
    double up = nextafter(x, INFINITY);
    if (isinf(up)) /* the largest float: measure the gap below it */
        return v_from_float(x - nextafter(x, -INFINITY));
    return v_from_float(up - x);
}

/* pow answers the special values itself (C99's, whatever the platform)
 * and tells 0.0 ** negative (a singularity: ValueError) from an overflow
 * (OverflowError), which both come out of libm as an infinity. */
static value m_pow(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x, y, r;
    if (two_doubles(vm, "pow", argc, argv, kw, &x, &y) < 0)
        return V_NULL;
    if (isnan(x))
        r = y == 0.0 ? 1.0 : x;
    else if (isnan(y))
        r = x == 1.0 ? 1.0 : y;
    else if (isinf(x)) {
        bool odd_y = isfinite(y) && fmod(fabs(y), 2.0) == 1.0;
        if (y > 0.0)
            r = odd_y ? x : fabs(x);
        else if (y == 0.0)
            r = 1.0;
        else
            r = odd_y ? copysign(0.0, x) : 0.0;
    } else if (isinf(y)) {
        if (fabs(x) == 1.0)
            r = 1.0;
        else if (y > 0.0 && fabs(x) > 1.0)
            r = y;
        else if (y < 0.0 && fabs(x) < 1.0)
            r = -y;
        else
            r = 0.0;
    } else {
        errno = 0;
        r = pow(x, y);
        if (isnan(r))
            return domain_error(vm);
        if (isinf(r))
            return x == 0.0 ? domain_error(vm) : range_error(vm);
        if (errno && math_errno_error(vm, r))
            return V_NULL;
    }
    return v_from_float(r);
}

/* ---- logarithms ---------------------------------------------------------- */

/* log, log2 or log10 of any number. An int is taken exactly: one beyond
 * the double range is m * 2**e (bigint's frexp), whose log is
 * fn(m) + fn(2) * e, so math.log(10**1000) works; an int <= 0 is a domain
 * error. A float goes through libm under math_1's rules, where the
 * infinity of log(0.0) is a singularity. */
static int log_of(psvm *vm, value v, double (*fn)(double), double *out)
{
    if (v_is_int(v)) {
        bi_digit buf[BI_I64_DIGITS];
        bi_view a = int_view(v, buf);
        if (a.len == 0 || a.neg) {
            domain_error(vm);
            return -1;
        }
        double x;
        if (bi_to_double(a, &x) == BI_OK) {
            *out = fn(x);
        } else {
            int64_t e;
            double m = bi_frexp(a, &e);
            *out = fn(m) + fn(2.0) * (double)e;
        }
        return 0;
    }
    double x;
    if (vm_as_double(vm, v, &x) < 0)
        return -1;
    errno = 0;
    double r = fn(x);
    if ((isnan(r) && !isnan(x)) || (isinf(r) && isfinite(x))) {
        domain_error(vm);
        return -1;
    }
    if (isfinite(r) && errno && math_errno_error(vm, r))
        return -1;
    *out = r;
    return 0;
}

static value m_log(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double num, den;
    /* Argument Clinic's optional group: its own two texts */
    if (vm_check_no_kw(vm, "log", kw) < 0)
        return V_NULL;
    if (argc < 1 || argc > 2)
        return vm_err(vm, &exc_TypeError, "math.log requires 1 to 2 arguments");
    if (log_of(vm, argv[0], log, &num) < 0)
        return V_NULL;
    if (argc == 1)
        return v_from_float(num);
    if (log_of(vm, argv[1], log, &den) < 0)
        return V_NULL;
    if (den == 0.0) /* the quotient is a float division: base 1 */
        return vm_err(vm, &exc_ZeroDivisionError, "float division by zero");
    return v_from_float(num / den);
}

static value m_log2(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double r;
    if (math_check(vm, "log2", argc, kw, 1, 1) < 0 || log_of(vm, argv[0], log2, &r) < 0)
        return V_NULL;
    return v_from_float(r);
}

static value m_log10(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double r;
    if (math_check(vm, "log10", argc, kw, 1, 1) < 0 || log_of(vm, argv[0], log10, &r) < 0)
        return V_NULL;
    return v_from_float(r);
}

/* ---- isclose ------------------------------------------------------------- */

static const char *const isclose_names[] = {"a", "b", "rel_tol", "abs_tol"};
static const math_sig isclose_sig = {"isclose", isclose_names, 4, 0, 2, 2};

static value m_isclose(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value a[4];
    double x[4] = {0.0, 0.0, 1e-09, 0.0};
    if (math_bind(vm, &isclose_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    for (int i = 0; i < 4; i++)
        if (a[i] && vm_as_double(vm, a[i], &x[i]) < 0)
            return V_NULL;
    double p = x[0], q = x[1], rel = x[2], abs_tol = x[3];
    if (rel < 0.0 || abs_tol < 0.0)
        return vm_err(vm, &exc_ValueError, "tolerances must be non-negative");
    if (p == q) /* two infinities of one sign */
        return V_TRUE;
    if (isinf(p) || isinf(q))
        return V_FALSE;
    double diff = fabs(q - p);
    return v_bool(diff <= fabs(rel * q) || diff <= fabs(rel * p) || diff <= abs_tol);
}

/* ---- the module ---------------------------------------------------------- */

static const bfunc math_funcs[] = {
    BFUNC("acos", m_acos), BFUNC("acosh", m_acosh), BFUNC("asin", m_asin), BFUNC("asinh", m_asinh),
    BFUNC("atan", m_atan), BFUNC("atan2", m_atan2), BFUNC("atanh", m_atanh), BFUNC("cbrt", m_cbrt),
    BFUNC("ceil", m_ceil), BFUNC("comb", math_comb), BFUNC("copysign", m_copysign), BFUNC("cos", m_cos),
    BFUNC("cosh", m_cosh), BFUNC("degrees", m_degrees), BFUNC("dist", math_dist), BFUNC("erf", m_erf),
    BFUNC("erfc", m_erfc), BFUNC("exp", m_exp), BFUNC("exp2", m_exp2), BFUNC("expm1", m_expm1),
    BFUNC("fabs", m_fabs), BFUNC("factorial", math_factorial), BFUNC("floor", m_floor), BFUNC("fmod", m_fmod),
    BFUNC("frexp", m_frexp), BFUNC("fsum", math_fsum), BFUNC("gamma", math_gamma), BFUNC("gcd", math_gcd),
    BFUNC("hypot", math_hypot), BFUNC("isclose", m_isclose), BFUNC("isfinite", m_isfinite),
    BFUNC("isinf", m_isinf), BFUNC("isnan", m_isnan), BFUNC("isqrt", math_isqrt), BFUNC("lcm", math_lcm),
    BFUNC("ldexp", m_ldexp), BFUNC("lgamma", math_lgamma), BFUNC("log", m_log), BFUNC("log10", m_log10),
    BFUNC("log1p", m_log1p), BFUNC("log2", m_log2), BFUNC("modf", m_modf), BFUNC("nextafter", m_nextafter),
    BFUNC("perm", math_perm), BFUNC("pow", m_pow), BFUNC("prod", math_prod), BFUNC("radians", m_radians),
    BFUNC("remainder", m_remainder), BFUNC("sin", m_sin), BFUNC("sinh", m_sinh), BFUNC("sqrt", m_sqrt),
    BFUNC("tan", m_tan), BFUNC("tanh", m_tanh), BFUNC("trunc", m_trunc), BFUNC("ulp", m_ulp),
    BFUNC_END,
};

value math_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "math");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = math_funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    static const struct {
        const char *n;
        double v;
    } consts[] = {{"e", M_E}, {"inf", INFINITY}, {"nan", NAN}, {"pi", M_PI}, {"tau", 2 * M_PI}};
    for (size_t i = 0; i < sizeof consts / sizeof consts[0]; i++) {
        value k = str_intern_cstr(vm, consts[i].n);
        if (!k || dict_set(vm, d, k, v_from_float(consts[i].v)) < 0)
            return V_NULL;
    }
    return m;
}
