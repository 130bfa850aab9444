/*
 * math_special.c - the math functions libm does not give as CPython
 * defines them: gamma and lgamma, hypot and dist, fsum.
 *
 * They are CPython 3.11's algorithms (Modules/mathmodule.c), written
 * again here step for step, because a float result is only the same to
 * the last bit when the same operations run in the same order: a Lanczos
 * approximation for gamma, a scaled and compensated sum of squares for the
 * vector norm, Shewchuk's exact partial sums for fsum. The C11 build keeps
 * every double operation as written (no contraction into fused
 * multiply-adds, no extended precision on x86-64 or arm64).
 */
#include <errno.h>
#include <float.h>
#include <math.h>

#include "math_internal.h"

/* ---- gamma and lgamma ----------------------------------------------------
 * Lanczos' approximation with N = 13 and g = 6.024680040776729583740234375
 * (parameters Boost also uses), its sum written as a rational function of
 * x; the reflection formula for x < 0. Special values follow C99 Annex F:
 * errno is EDOM for a pole or an invalid argument, ERANGE for an
 * overflow, exactly where CPython sets it, and math_errno_error turns it
 * into the Python error. */

#define LANCZOS_N 13
static const double lanczos_g = 6.024680040776729583740234375;
static const double lanczos_g_minus_half = 5.524680040776729583740234375;
/* The numerator's coefficients (computed with MPFR by CPython's authors);
 * the denominator is x (x + 1) ... (x + 11) expanded. */
static const double lanczos_num[LANCZOS_N] = {
    23531376880.410759688572007674451636754734846804940,
    42919803642.649098768957899047001988850926355848959,
    35711959237.355668049440185451547166705960488635843,
    17921034426.037209699919755754458931112671403265390,
    6039542586.3520280050642916443072979210699388420708,
    1439720407.3117216736632230727949123939715485786772,
    248874557.86205415651146038641322942321632125127801,
    31426415.585400194380614231628318205362874684987640,
    2876370.6289353724412254090516208496135991145378768,
    186056.26539522349504029498971604569928220784236328,
    8071.6720023658162106380029022722506138218516325024,
    210.82427775157934587250973392071336271166969580291,
    2.5066282746310002701649081771338373386264310793408,
};
static const double lanczos_den[LANCZOS_N] = {
    0.0, 39916800.0, 120543840.0, 150917976.0, 105258076.0, 45995730.0,
    13339535.0, 2637558.0, 357423.0, 32670.0, 1925.0, 66.0, 1.0,
};
static const double log_pi = 1.144729885849400174143427351353058711647;

/* The Lanczos sum for x > 0: Horner in x below 5, in 1/x above (where x**12
 * would lose precision or overflow). */
static double lanczos_sum(double x)
{
    double num = 0.0, den = 0.0;
    if (x < 5.0) {
        for (int i = LANCZOS_N - 1; i >= 0; i--) {
            num = num * x + lanczos_num[i];
            den = den * x + lanczos_den[i];
        }
    } else {
        for (int i = 0; i < LANCZOS_N; i++) {
            num = num / x + lanczos_num[i];
            den = den / x + lanczos_den[i];
        }
    }
    return num / den;
}

/* sin(pi * x) for finite x, exact at the integers and half-integers: the
 * argument is reduced to [0, 2) first and each quarter uses the libm call
 * that is accurate there. */
static double sin_pi(double x)
{
    double y = fmod(fabs(x), 2.0), r;
    switch ((int)round(2.0 * y)) {
    case 0: r = sin(M_PI * y); break;
    case 1: r = cos(M_PI * (y - 0.5)); break;
    case 2: r = sin(M_PI * (1.0 - y)); break; /* not -sin(pi (y - 1)): that is -0.0 at y = 1 */
    case 3: r = -cos(M_PI * (y - 1.5)); break;
    default: r = sin(M_PI * (y - 2.0)); break;
    }
    return copysign(1.0, x) * r;
}

static double gamma_of(double x)
{
    if (!isfinite(x)) {
        if (isnan(x) || x > 0.0)
            return x;
        errno = EDOM; /* gamma(-inf) */
        return NAN;
    }
    if (x == 0.0) {
        errno = EDOM; /* the pole at 0, signed */
        return copysign(HUGE_VAL, x);
    }
    if (x == floor(x)) {
        if (x < 0.0) {
            errno = EDOM; /* the poles at the negative integers */
            return NAN;
        }
        if (x <= 23.0) {
            /* (x-1)! is exact in a double up to 22! (its odd part fits
             * 53 bits), so the products below are the exact values */
            double f = 1.0;
            for (double i = 2.0; i < x; i += 1.0)
                f *= i;
            return f;
        }
    }
    double ax = fabs(x);
    if (ax < 1e-20) { /* gamma(x) ~ 1/x near 0 */
        double r = 1.0 / x;
        if (isinf(r))
            errno = ERANGE;
        return r;
    }
    if (ax > 200.0) {
        /* past 200 gamma overflows, and below -200 it underflows to a
         * zero whose sign is sin(pi x)'s */
        if (x < 0.0)
            return 0.0 / sin_pi(x);
        errno = ERANGE;
        return HUGE_VAL;
    }
    /* The error made rounding ax + g - 1/2 to y, scaled: the correction
     * term of the Lanczos formula (CPython's comment derives it). Written
     * so that a compiler cannot fold the subtractions away. */
    double y = ax + lanczos_g_minus_half, z;
    if (ax > lanczos_g_minus_half) {
        double q = y - ax;
        z = q - lanczos_g_minus_half;
    } else {
        double q = y - lanczos_g_minus_half;
        z = q - ax;
    }
    z = z * lanczos_g / y;
    double r;
    if (x < 0.0) {
        r = -M_PI / sin_pi(ax) / ax * exp(y) / lanczos_sum(ax);
        r -= z * r;
        if (ax < 140.0) {
            r /= pow(y, ax - 0.5);
        } else { /* two half powers, so the power itself cannot overflow */
            double half = pow(y, ax / 2.0 - 0.25);
            r /= half;
            r /= half;
        }
    } else {
        r = lanczos_sum(ax) / exp(y);
        r += z * r;
        if (ax < 140.0) {
            r *= pow(y, ax - 0.5);
        } else {
            double half = pow(y, ax / 2.0 - 0.25);
            r *= half;
            r *= half;
        }
    }
    if (isinf(r))
        errno = ERANGE;
    return r;
}

static double lgamma_of(double x)
{
    if (!isfinite(x))
        return isnan(x) ? x : HUGE_VAL; /* lgamma(+-inf) = +inf */
    if (x == floor(x) && x <= 2.0) {
        if (x <= 0.0) {
            errno = EDOM; /* the poles at 0 and the negative integers */
            return HUGE_VAL;
        }
        return 0.0; /* lgamma(1) = lgamma(2) = 0 */
    }
    double ax = fabs(x);
    if (ax < 1e-20) /* lgamma(x) ~ -log|x| near 0 */
        return -log(ax);
    double r = log(lanczos_sum(ax)) - lanczos_g;
    r += (ax - 0.5) * (log(ax + lanczos_g - 0.5) - 1);
    if (x < 0.0) /* reflection */
        r = log_pi - log(fabs(sin_pi(ax))) - log(ax) - r;
    if (isinf(r))
        errno = ERANGE;
    return r;
}

/* CPython's math_1a: the function sets errno, and errno decides. */
static value errno_1(psvm *vm, const char *name, int argc, const value *argv, value kw, double (*fn)(double))
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

value math_gamma(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return errno_1(vm, "gamma", argc, argv, kw, gamma_of);
}

value math_lgamma(psvm *vm, value self, int argc, const value *argv, value kw)
{
    return errno_1(vm, "lgamma", argc, argv, kw, lgamma_of);
}

/* ---- hypot and dist --------------------------------------------------------
 * sqrt(sum(x*x for x in v)) for v[0..n) >= 0, max the largest of them
 * (inf if one is infinite), any_nan whether one is a NaN. Without overflow
 * or underflow, and almost always correctly rounded:
 *   - every x is scaled by a power of two that brings max into [0.5, 1)
 *     (exact);
 *   - each square is split exactly into hi*hi + 2*hi*lo + lo*lo, with hi
 *     the top 26 bits of x (Veltkamp-Dekker: t = x * (2**27 + 1),
 *     hi = t - (t - x));
 *   - the parts are summed with a compensated (Neumaier) sum whose running
 *     total starts at 1.0, so that it always dominates the addend and the
 *     branch of the textbook form is not needed; the 1.0 is taken out at
 *     the end;
 *   - the square root gets one Newton-style correction: with h the
 *     rounded root, (h*h - sum) is computed exactly the same way and
 *     h - that / (2h) is the answer.
 * When max is below the normal range, 2**-e would overflow, so each x is
 * divided by max instead (the compensation of the squares is not needed
 * there). */
static double vector_norm(int64_t n, const double *v, double max, bool any_nan)
{
    const double split = 134217729.0; /* 2**27 + 1 */
    if (isinf(max))
        return max;
    if (any_nan)
        return NAN;
    if (max == 0.0 || n <= 1)
        return max;
    int max_e;
    frexp(max, &max_e);
    double csum = 1.0, frac1 = 0.0, frac2 = 0.0, frac3 = 0.0, old, x, t, hi, lo;
    if (max_e < -1023) {
        for (int64_t i = 0; i < n; i++) {
            x = v[i] / max;
            x = x * x;
            old = csum;
            csum += x;
            frac1 += (old - csum) + x;
        }
        return max * sqrt(csum - 1.0 + frac1);
    }
    double scale = ldexp(1.0, -max_e);
    for (int64_t i = 0; i < n; i++) {
        x = v[i] * scale;
        t = x * split;
        hi = t - (t - x);
        lo = x - hi;

        x = hi * hi;
        old = csum;
        csum += x;
        frac1 += (old - csum) + x;

        x = 2.0 * hi * lo;
        old = csum;
        csum += x;
        frac2 += (old - csum) + x;

        frac3 += lo * lo; /* below half an ulp of csum: kept apart */
    }
    double h = sqrt(csum - 1.0 + (frac1 + frac2 + frac3));

    /* the correction: subtract h*h, split the same way, from the sum */
    t = h * split;
    hi = t - (t - h);
    lo = h - hi;

    x = -hi * hi;
    old = csum;
    csum += x;
    frac1 += (old - csum) + x;

    x = -2.0 * hi * lo;
    old = csum;
    csum += x;
    frac2 += (old - csum) + x;

    x = -lo * lo;
    old = csum;
    csum += x;
    frac3 += (old - csum) + x;

    x = csum - 1.0 + (frac1 + frac2 + frac3);
    return (h + x / (2.0 * h)) / scale;
}

/* Room for n doubles: the stack buffer when it is enough, else a block
 * charged to the sandbox (free with release). */
#define STACK_DOUBLES 16
static double *doubles(psvm *vm, int64_t n, double *stack)
{
    if (n <= STACK_DOUBLES)
        return stack;
    if (!vm_reserve_items(vm, n, sizeof(double)))
        return NULL;
    return vm_alloc(vm, (size_t)n * sizeof(double));
}

static void release(psvm *vm, double *p, double *stack)
{
    if (p != stack)
        vm_dealloc(vm, p);
}

value math_hypot(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double stack[STACK_DOUBLES], max = 0.0;
    bool any_nan = false;
    if (math_check(vm, "hypot", argc, kw, 0, -1) < 0)
        return V_NULL;
    double *v = doubles(vm, argc, stack);
    if (!v)
        return V_NULL;
    for (int i = 0; i < argc; i++) {
        double x;
        if (vm_as_double(vm, argv[i], &x) < 0) {
            release(vm, v, stack);
            return V_NULL;
        }
        v[i] = x = fabs(x);
        any_nan |= isnan(x);
        if (x > max)
            max = x;
    }
    double r = vector_norm(argc, v, max, any_nan);
    release(vm, v, stack);
    return v_from_float(r);
}

value math_dist(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double stack[STACK_DOUBLES], max = 0.0;
    bool any_nan = false;
    if (math_check(vm, "dist", argc, kw, 2, 2) < 0)
        return V_NULL;
    /* Points of any iterable become tuples first, p before q; making q
     * may run the script's code (a map), so p is rooted meanwhile. */
    value p = tuple_from_iter(vm, argv[0]);
    if (!p)
        return V_NULL;
    vm_root_push(vm, p);
    value q = tuple_from_iter(vm, argv[1]);
    vm_root_pop(vm, 1);
    if (!q)
        return V_NULL;
    int64_t n = AS_TUPLE(p)->len;
    if (AS_TUPLE(q)->len != n)
        return vm_err(vm, &exc_ValueError, "both points must have the same number of dimensions");
    double *v = doubles(vm, n, stack);
    if (!v)
        return V_NULL;
    for (int64_t i = 0; i < n; i++) {
        double px, qx;
        if (vm_as_double(vm, AS_TUPLE(p)->items[i], &px) < 0 || vm_as_double(vm, AS_TUPLE(q)->items[i], &qx) < 0) {
            release(vm, v, stack);
            return V_NULL;
        }
        double x = fabs(px - qx);
        v[i] = x;
        any_nan |= isnan(x);
        if (x > max)
            max = x;
    }
    double r = vector_norm(n, v, max, any_nan);
    release(vm, v, stack);
    return v_from_float(r);
}

/* ---- fsum ------------------------------------------------------------------
 * The exact sum of floats, correctly rounded (Shewchuk's algorithm as in
 * Hettinger's msum, with Dickinson's final rounding). The running sum is a
 * list of partials: non-overlapping, increasing in magnitude, nonzero, and
 * together exactly the sum so far. Adding x walks the list, replacing each
 * partial y by the rounding error of x + y (two-sum: hi = x + y,
 * lo = y - (hi - x) with |x| >= |y|) and carrying hi on; the final hi
 * goes on the end. At the end the partials are added from the top until
 * the sum becomes inexact, and a tie in the last rounding is decided by the
 * sign of the partials below (round half to even across them).
 *
 * Infinities and NaNs bypass the partials: they are summed on their own
 * (inf - inf is "-inf + inf in fsum"), and an infinite partial from finite
 * inputs is "intermediate overflow in fsum". */

typedef struct partials {
    double *p, stack[32];
    int64_t n, cap;
} partials;

static bool partials_push(psvm *vm, partials *s, double x)
{
    if (s->n == s->cap) {
        int64_t cap = s->cap * 2;
        double *p = s->p == s->stack ? vm_alloc(vm, (size_t)cap * sizeof(double))
                                     : vm_realloc(vm, s->p, (size_t)cap * sizeof(double));
        if (!p)
            return false;
        if (s->p == s->stack)
            memcpy(p, s->stack, sizeof s->stack);
        s->p = p;
        s->cap = cap;
    }
    s->p[s->n++] = x;
    return true;
}

/* The partials rounded to one double. */
static double partials_round(const partials *s)
{
    int64_t n = s->n;
    double hi = 0.0, lo = 0.0;
    if (n == 0)
        return hi;
    hi = s->p[--n];
    while (n > 0) {
        double x = hi, y = s->p[--n];
        hi = x + y;
        lo = y - (hi - x);
        if (lo != 0.0)
            break;
    }
    /* hi + lo is exact; if lo is half an ulp of hi, the partials below lo
     * say which way the true sum leans */
    if (n > 0 && ((lo < 0.0 && s->p[n - 1] < 0.0) || (lo > 0.0 && s->p[n - 1] > 0.0))) {
        double y = lo * 2.0, x = hi + y;
        if (y == x - hi)
            hi = x;
    }
    return hi;
}

value math_fsum(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (math_check(vm, "fsum", argc, kw, 1, 1) < 0)
        return V_NULL;
    value it = vm_iter(vm, argv[0]);
    if (!it)
        return V_NULL;
    partials s = {.n = 0, .cap = 32};
    s.p = s.stack;
    double special = 0.0, inf_sum = 0.0;
    value result = V_NULL;
    vm_root_push(vm, it); /* next() may run the script's code */
    for (;;) {
        value item = vm_next(vm, it);
        if (!item)
            goto done;
        if (item == V_STOP)
            break;
        double x;
        if (!vm_charge(vm, 1) || vm_as_double(vm, item, &x) < 0)
            goto done;
        double xsave = x;
        int64_t i = 0;
        for (int64_t j = 0; j < s.n; j++) {
            double y = s.p[j];
            if (fabs(x) < fabs(y)) {
                double t = x;
                x = y;
                y = t;
            }
            double hi = x + y, lo = y - (hi - x);
            if (lo != 0.0)
                s.p[i++] = lo;
            x = hi;
        }
        s.n = i;
        if (x == 0.0)
            continue;
        if (!isfinite(x)) {
            /* an inf or NaN summand, or an overflow of finite ones */
            if (isfinite(xsave)) {
                vm_err(vm, &exc_OverflowError, "intermediate overflow in fsum");
                goto done;
            }
            if (isinf(xsave))
                inf_sum += xsave;
            special += xsave;
            s.n = 0;
        } else if (!partials_push(vm, &s, x)) {
            goto done;
        }
    }
    if (special != 0.0) {
        if (isnan(inf_sum))
            vm_err(vm, &exc_ValueError, "-inf + inf in fsum");
        else
            result = v_from_float(special);
    } else {
        result = v_from_float(partials_round(&s));
    }
done:
    vm_root_pop(vm, 1);
    if (s.p != s.stack)
        vm_dealloc(vm, s.p);
    return result;
}
