/*
 * math.c - the in-VM `math` module: pure functions over floats and small
 * ints, CPython's messages for domain errors.
 */
#include <math.h>

#include "objects/int_internal.h"
#include "vm/vm.h"

static int arg1(psvm *vm, const char *n, int argc, const value *argv, double *x)
{
    if (vm_check_args(vm, n, argc, 1, 1) < 0) return -1;
    if (!v_is_float(argv[0]) && !v_is_int(argv[0])) { vm_err(vm, &exc_TypeError, "must be real number, not %s", vm_type_name(argv[0])); return -1; }
    return vm_as_double(vm, argv[0], x);
}
#define M1(name, expr, domain)                                                                  \
    static value m_##name(psvm *vm, value self, int argc, const value *argv, value kw) {         \
        double x; if (arg1(vm, #name, argc, argv, &x) < 0) return V_NULL;                        \
        if (domain) return vm_err(vm, &exc_ValueError, "math domain error");                    \
        return v_from_float(expr); }
M1(sqrt, sqrt(x), x < 0)
M1(exp, exp(x), 0)
M1(sin, sin(x), isinf(x))
M1(cos, cos(x), isinf(x))
M1(tan, tan(x), isinf(x))
M1(atan, atan(x), 0)
M1(fabs, fabs(x), 0)
M1(log10, log10(x), x <= 0)
M1(log2, log2(x), x <= 0)
static value m_log(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x, b = 0; if (argc < 1 || argc > 2) return vm_err(vm, &exc_TypeError, "log expected 1 or 2 arguments, got %d", argc);
    if (vm_as_double(vm, argv[0], &x) < 0 || (argc == 2 && vm_as_double(vm, argv[1], &b) < 0)) return V_NULL;
    if (x <= 0 || (argc == 2 && b <= 0)) return vm_err(vm, &exc_ValueError, "math domain error");
    return v_from_float(argc == 2 ? log(x) / log(b) : log(x));
}
static value rnd(psvm *vm, int argc, const value *argv, const char *n, double (*fn)(double))
{
    double x; if (vm_check_args(vm, n, argc, 1, 1) < 0) return V_NULL;
    if (v_is_int(argv[0])) return v_is_bool(argv[0]) ? v_from_small(argv[0] == V_TRUE) : argv[0];
    if (arg1(vm, n, argc, argv, &x) < 0) return V_NULL;
    if (isnan(x)) return vm_err(vm, &exc_ValueError, "cannot convert float NaN to integer");
    if (isinf(x)) return vm_err(vm, &exc_OverflowError, "cannot convert float infinity to integer");
    return int_from_double(vm, fn(x));
}
static value m_floor(psvm *vm, value self, int argc, const value *argv, value kw) { return rnd(vm, argc, argv, "floor", floor); }
static value m_ceil(psvm *vm, value self, int argc, const value *argv, value kw) { return rnd(vm, argc, argv, "ceil", ceil); }
static value m_trunc(psvm *vm, value self, int argc, const value *argv, value kw) { return rnd(vm, argc, argv, "trunc", trunc); }
static value m_pow(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double x, y; if (vm_check_args(vm, "pow", argc, 2, 2) < 0 || vm_as_double(vm, argv[0], &x) < 0 || vm_as_double(vm, argv[1], &y) < 0) return V_NULL;
    if ((x == 0 && y < 0) || (x < 0 && y != floor(y))) return vm_err(vm, &exc_ValueError, "math domain error");
    return v_from_float(pow(x, y));
}
static value m_gcd(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t g = 0;
    for (int i = 0; i < argc; i++) { int64_t x; if (vm_index(vm, argv[i], &x) < 0) return V_NULL; if (x < 0) x = -x; while (x) { int64_t t = g % x; g = x; x = t; } }
    return v_from_small(g);
}
static value m_isclose(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double a, b; if (vm_check_args(vm, "isclose", argc, 2, 2) < 0 || vm_as_double(vm, argv[0], &a) < 0 || vm_as_double(vm, argv[1], &b) < 0) return V_NULL;
    if (a == b) return V_TRUE;
    double d = fabs(a - b);
    return v_bool(d <= 1e-09 * fabs(a) || d <= 1e-09 * fabs(b));
}
static value m_factorial(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t n; if (vm_check_args(vm, "factorial", argc, 1, 1) < 0 || vm_index(vm, argv[0], &n) < 0) return V_NULL;
    if (n < 0) return vm_err(vm, &exc_ValueError, "factorial() not defined for negative values");
    value r = v_from_small(1);
    for (int64_t i = 2; i <= n && r; i++)
        r = vm_binop(vm, BOP_MUL, r, v_from_small(i));
    return r;
}
static value m_isnan(psvm *vm, value self, int argc, const value *argv, value kw) { double x; if (arg1(vm, "isnan", argc, argv, &x) < 0) return V_NULL; return v_bool(isnan(x)); }
static value m_isinf(psvm *vm, value self, int argc, const value *argv, value kw) { double x; if (arg1(vm, "isinf", argc, argv, &x) < 0) return V_NULL; return v_bool(isinf(x)); }
static value m_hypot(psvm *vm, value self, int argc, const value *argv, value kw)
{
    double s = 0; for (int i = 0; i < argc; i++) { double x; if (vm_as_double(vm, argv[i], &x) < 0) return V_NULL; s = hypot(s, x); }
    return v_from_float(s);
}

static const bfunc math_funcs[] = {
    BFUNC("sqrt", m_sqrt), BFUNC("exp", m_exp), BFUNC("sin", m_sin), BFUNC("cos", m_cos), BFUNC("tan", m_tan),
    BFUNC("atan", m_atan), BFUNC("fabs", m_fabs), BFUNC("log", m_log), BFUNC("log10", m_log10), BFUNC("log2", m_log2),
    BFUNC("floor", m_floor), BFUNC("ceil", m_ceil), BFUNC("trunc", m_trunc), BFUNC("pow", m_pow), BFUNC("gcd", m_gcd),
    BFUNC("isclose", m_isclose), BFUNC("factorial", m_factorial), BFUNC("isnan", m_isnan), BFUNC("isinf", m_isinf),
    BFUNC("hypot", m_hypot),
    BFUNC_END,
};

value math_module_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "math");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m) return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = math_funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0) return V_NULL;
    }
    struct { const char *n; double v; } cs[] = {{"pi", M_PI}, {"e", M_E}, {"tau", 2 * M_PI}, {"inf", INFINITY}, {"nan", NAN}};
    for (size_t i = 0; i < sizeof cs / sizeof cs[0]; i++) {
        value k = str_intern_cstr(vm, cs[i].n);
        if (!k || dict_set(vm, d, k, v_from_float(cs[i].v)) < 0) return V_NULL;
    }
    return m;
}
