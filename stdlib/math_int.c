/*
 * math_int.c - the integer functions of `math`: factorial, perm, comb,
 * isqrt, gcd, lcm, and prod.
 *
 * Ints of any size. Small cases are done in 64-bit arithmetic; the rest
 * is products of balanced halves, so that bigint's Karatsuba does the big
 * multiplications (the shape CPython uses too). Every bigint operation
 * charges bigint's cost estimate to the instruction budget and checks its
 * result against the memory budget before doing it, as the int operators
 * do (vm/int.c); on top of that the size of a factorial, perm or comb
 * result is estimated first, so that factorial(10**9) is refused at once
 * instead of after a long climb, and every step of the recursions costs
 * at least one unit of fuel.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include "objects/int_internal.h"
#include "math_internal.h"

/* ---- helpers ------------------------------------------------------------- */

/* operator.index for the ints the sandbox has: an int (a bool as the
 * plain int), or CPython's TypeError. */
static value index_of(psvm *vm, value v)
{
    if (v_is_bool(v))
        return v_from_small(v == V_TRUE);
    if (v_is_int(v))
        return v;
    return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(v));
}

static int sign_of(value v)
{
    bi_digit buf[BI_I64_DIGITS];
    bi_view a = int_view(v, buf);
    return a.len == 0 ? 0 : a.neg ? -1 : 1;
}

static bool to_i64(value v, int64_t *out)
{
    bi_digit buf[BI_I64_DIGITS];
    return bi_to_i64(int_view(v, buf), out) == BI_OK;
}

static value abs_of(psvm *vm, value v) { return sign_of(v) < 0 ? vm_unop(vm, UOP_NEG, v) : v; }

static int bit_length64(uint64_t x)
{
    int n = 0;
    while (x) {
        n++;
        x >>= 1;
    }
    return n;
}

/* log2 of an int >= 1, for size estimates (bigint's frexp: no overflow
 * whatever the size). */
static double log2_of(value v)
{
    bi_digit buf[BI_I64_DIGITS];
    int64_t e;
    double m = bi_frexp(int_view(v, buf), &e);
    return log2(m) + (double)e;
}

/* Refuse at once a result of about `bits` bits that the memory budget
 * cannot hold, with room for the two halves whose product it is. */
static bool room_for(psvm *vm, double bits)
{
    double bytes = bits / 8.0 * 2.0 + 64.0;
    return vm_reserve(vm, bytes < 0x1p50 ? (int64_t)bytes : INT64_MAX);
}

static value mul(psvm *vm, value a, value b) { return a && b ? vm_binop(vm, BOP_MUL, a, b) : V_NULL; }

/* ---- numbers in the making ---------------------------------------------------
 * The intermediate products of factorial, perm and comb are bigint digits
 * in blocks of the sandbox's allocator, freed as soon as they are used,
 * not heap ints: a heap object is only freed by a collection, and none
 * runs inside a builtin, so comb(10**9, 10**5) made as heap ints would
 * hold every partial product of its recursion at once (some 60 MB for a
 * 180 KB answer). Each operation charges bigint's cost estimate first,
 * like the int operators (vm/int.c). */

typedef struct num {
    bi_digit *d;
    size_t len;
} num; /* never negative here */

static bi_view num_view(const num *a)
{
    bi_view v = {a->d, a->len, false};
    return v;
}

static void num_free(psvm *vm, num *a)
{
    if (a->d)
        vm_dealloc(vm, a->d);
    a->d = NULL;
    a->len = 0;
}

static bool num_alloc(psvm *vm, num *a, size_t n)
{
    a->len = 0;
    a->d = n < ((size_t)1 << 36) ? vm_alloc(vm, (n ? n : 1) * sizeof(bi_digit)) : NULL;
    if (!a->d && n >= ((size_t)1 << 36))
        vm_err_nomem(vm);
    return a->d != NULL;
}

static bool num_u64(psvm *vm, num *a, uint64_t v)
{
    if (!num_alloc(vm, a, BI_I64_DIGITS))
        return false;
    bi_out r = {a->d, 0, false};
    bi_from_u64(v, &r);
    a->len = r.len;
    return true;
}

static bool num_copy(psvm *vm, num *a, bi_view v)
{
    if (!num_alloc(vm, a, v.len))
        return false;
    vm_copy(a->d, v.d, v.len * sizeof(bi_digit));
    a->len = v.len;
    return true;
}

static bool num_to_u64(const num *a, uint64_t *out) { return bi_to_u64(num_view(a), out) == BI_OK; }

/* r = a * b of any two operands (r is empty on failure). */
static bool num_mul(psvm *vm, num *r, bi_view a, bi_view b)
{
    bi_alloc al = int_scratch(vm);
    size_t n = bi_mul_size(a.len, b.len);
    *r = (num){NULL, 0};
    if (n == SIZE_MAX || !int_charge(vm, bi_cost_mul(a.len, b.len)) || !num_alloc(vm, r, n))
        return false;
    bi_out o = {r->d, 0, false};
    if (bi_mul(a, b, &o, &al) != BI_OK) {
        num_free(vm, r);
        vm_err_nomem(vm);
        return false;
    }
    r->len = o.len;
    return true;
}

/* r = a * b, and a and b are freed (also on failure). */
static bool num_mul_free(psvm *vm, num *r, num *a, num *b)
{
    bool ok = num_mul(vm, r, num_view(a), num_view(b));
    num_free(vm, a);
    num_free(vm, b);
    return ok;
}

/* r = a // b for b > 0; a and b are freed. */
static bool num_div_free(psvm *vm, num *r, num *a, num *b)
{
    bi_alloc al = int_scratch(vm);
    *r = (num){NULL, 0};
    bool ok = int_charge(vm, bi_cost_divmod(a->len, b->len)) &&
              num_alloc(vm, r, bi_divmod_qsize(a->len, b->len));
    if (ok) {
        bi_out q = {r->d, 0, false};
        if (bi_divmod(num_view(a), num_view(b), &q, NULL, &al) != BI_OK) {
            num_free(vm, r);
            vm_err_nomem(vm);
            ok = false;
        }
        r->len = q.len;
    }
    num_free(vm, a);
    num_free(vm, b);
    return ok;
}

/* r = a - j for a >= j; a stays. */
static bool num_sub_u64(psvm *vm, num *r, const num *a, uint64_t j)
{
    bi_digit jb[BI_I64_DIGITS];
    bi_out jo = {jb, 0, false};
    bi_from_u64(j, &jo);
    *r = (num){NULL, 0};
    if (!int_charge(vm, bi_cost_linear(a->len)) || !num_alloc(vm, r, bi_add_size(a->len, jo.len)))
        return false;
    bi_out o = {r->d, 0, false};
    bi_sub(num_view(a), bi_view_of(&jo), &o);
    r->len = o.len;
    return true;
}

/* r = gcd(a, b) >= 0 (r is empty on failure). The longer operand is first
 * reduced modulo the shorter: bigint's gcd charges for Euclid on two
 * operands of the longer length, far more than gcd(huge, small) costs,
 * which is one short division (lcm(*range(1, 10**5)) does 10**5 of them). */
static bool num_gcd(psvm *vm, num *r, bi_view a, bi_view b)
{
    bi_alloc al = int_scratch(vm);
    num m = {NULL, 0};
    a = bi_abs_view(a);
    b = bi_abs_view(b);
    if (a.len < b.len) {
        bi_view t = a;
        a = b;
        b = t;
    }
    *r = (num){NULL, 0};
    if (b.len && a.len > b.len) {
        if (!int_charge(vm, bi_cost_divmod(a.len, b.len)) || !num_alloc(vm, &m, b.len))
            return false;
        bi_out o = {m.d, 0, false};
        if (bi_divmod(a, b, NULL, &o, &al) != BI_OK) {
            num_free(vm, &m);
            vm_err_nomem(vm);
            return false;
        }
        m.len = o.len;
        a = b;
        b = num_view(&m);
    }
    bool ok = int_charge(vm, bi_cost_gcd(a.len, b.len)) && num_alloc(vm, r, bi_gcd_size(a.len, b.len));
    if (ok) {
        bi_out o = {r->d, 0, false};
        if (bi_gcd(a, b, &o, &al) != BI_OK) {
            num_free(vm, r);
            vm_err_nomem(vm);
            ok = false;
        }
        r->len = o.len;
    }
    num_free(vm, &m);
    return ok;
}

/* The Python int a << shift, negated if neg; a is freed. */
static value num_value_free(psvm *vm, num *a, uint64_t shift, bool neg)
{
    size_t n = bi_lshift_size(a->len, shift);
    intobj *o = n != SIZE_MAX && int_charge(vm, bi_cost_linear(n)) ? int_alloc(vm, n) : NULL;
    value v = V_NULL;
    if (o) {
        bi_out r = {o->d, 0, false};
        bi_lshift(num_view(a), shift, &r);
        r.neg = neg && r.len;
        v = int_finish(o, &r);
    } else if (n == SIZE_MAX) {
        vm_err_nomem(vm);
    }
    num_free(vm, a);
    return v;
}

/* ---- factorial ------------------------------------------------------------
 * n! = (odd part) << (n - popcount(n)), where the power of two is
 * n//2 + n//4 + ... and the odd part is the product over i >= 0 of the
 * odd numbers up to n / 2**i. Those products nest, each range of odd
 * numbers (n/2**(i+1), n/2**i] joining the ones before it, so the odd part
 * is built from the top level down with two multiplications a level. */

/* The product of the odd numbers in [lo, hi), lo and hi odd: in 64 bits
 * when it certainly fits, else the two halves' product. */
static bool odd_product(psvm *vm, uint64_t lo, uint64_t hi, num *out)
{
    uint64_t count = (hi - lo) / 2;
    if (count <= 64 && count * (uint64_t)bit_length64(hi - 2) <= 64) {
        uint64_t p = 1;
        for (uint64_t j = lo; j < hi; j += 2)
            p *= j;
        return num_u64(vm, out, p);
    }
    if (!vm_charge(vm, 1))
        return false;
    uint64_t mid = (lo + count) | 1; /* odd, strictly between lo and hi */
    num left, right;
    if (!odd_product(vm, lo, mid, &left))
        return false;
    if (!odd_product(vm, mid, hi, &right)) {
        num_free(vm, &left);
        return false;
    }
    return num_mul_free(vm, out, &left, &right);
}

static value factorial_of(psvm *vm, value arg)
{
    value v = index_of(vm, arg);
    if (!v)
        return V_NULL;
    int64_t n;
    if (!to_i64(v, &n)) {
        if (sign_of(v) > 0)
            return vm_err(vm, &exc_OverflowError, "factorial() argument should not exceed %lld", LLONG_MAX);
        n = -1;
    }
    if (n < 0)
        return vm_err(vm, &exc_ValueError, "factorial() not defined for negative values");
    if (n <= 20) { /* 20! < 2**63 */
        int64_t f = 1;
        for (int64_t i = 2; i <= n; i++)
            f *= i;
        return int_from_i64(vm, f);
    }
    /* log2(n!) = lgamma(n + 1) / ln 2; the leaves multiply n/2 words */
    if (!room_for(vm, lgamma((double)n + 1.0) / M_LN2) || !vm_charge(vm, n / 16))
        return V_NULL;
    num inner, outer;
    if (!num_u64(vm, &inner, 1))
        return V_NULL;
    if (!num_u64(vm, &outer, 1)) {
        num_free(vm, &inner);
        return V_NULL;
    }
    uint64_t upper = 3;
    for (int i = bit_length64((uint64_t)n) - 2; i >= 0; i--) {
        uint64_t top = (uint64_t)n >> i;
        if (top <= 2)
            continue;
        uint64_t lower = upper;
        upper = (top + 1) | 1; /* the least odd number above n / 2**i */
        num part = {NULL, 0}, t = {NULL, 0};
        bool ok = odd_product(vm, lower, upper, &part) && num_mul_free(vm, &t, &inner, &part);
        if (ok) {
            inner = t;
            ok = num_mul(vm, &t, num_view(&outer), num_view(&inner));
            num_free(vm, &outer);
            outer = t;
        }
        if (!ok) {
            num_free(vm, &inner);
            num_free(vm, &outer);
            return V_NULL;
        }
    }
    num_free(vm, &inner);
    uint64_t twos = (uint64_t)n;
    for (uint64_t b = (uint64_t)n; b; b &= b - 1)
        twos--;
    return num_value_free(vm, &outer, twos, false);
}

value math_factorial(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (math_check(vm, "factorial", argc, kw, 1, 1) < 0)
        return V_NULL;
    return factorial_of(vm, argv[0]);
}

/* ---- perm and comb ----------------------------------------------------------
 * P(n, k) = P(n, j) * P(n - j, k - j) and
 * C(n, k) = C(n, j) * C(n - j, k - j) // C(k, j), with j = k // 2: balanced
 * products, and for comb an exact division by a number of about k bits
 * at each level. Leaves are computed in 64 bits. */

/* n (n-1) ... (n-k+1) when it fits 64 bits. Each factor is at least 2
 * but the last, so this gives up within 64 steps. */
static bool perm_fits(uint64_t n, uint64_t k, uint64_t *out)
{
    uint64_t r = 1;
    for (uint64_t i = 0; i < k; i++) {
        uint64_t f = n - i;
        if (f > 1 && r > UINT64_MAX / f)
            return false;
        r *= f;
    }
    *out = r;
    return true;
}

/* C(n, k) when it fits 64 bits: C(n, i+1) = C(n, i) (n-i) / (i+1), each
 * division exact. With k <= n/2 (as comb arranges) C(n, i) grows at each
 * step, so this too gives up within a few dozen steps. */
static bool comb_fits(uint64_t n, uint64_t k, uint64_t *out)
{
    uint64_t r = 1;
    for (uint64_t i = 0; i < k; i++) {
        uint64_t f = n - i;
        if (r > UINT64_MAX / f)
            return false;
        r = r * f / (i + 1);
    }
    *out = r;
    return true;
}

/* out = P(n, k) or C(n, k), for n >= k >= 0 (and k <= n/2 for C). */
static bool perm_comb(psvm *vm, const num *n, uint64_t k, bool comb, num *out)
{
    uint64_t ni, r;
    if (k == 0)
        return num_u64(vm, out, 1);
    if (k == 1)
        return num_copy(vm, out, num_view(n));
    if (num_to_u64(n, &ni) && (comb ? comb_fits : perm_fits)(ni, k, &r))
        return num_u64(vm, out, r);
    if (!vm_charge(vm, 1))
        return false;
    uint64_t j = k / 2;
    num a, nj, b = {NULL, 0}, ab, kn, c = {NULL, 0};
    if (!perm_comb(vm, n, j, comb, &a))
        return false;
    bool ok = num_sub_u64(vm, &nj, n, j);
    if (ok) {
        ok = perm_comb(vm, &nj, k - j, comb, &b);
        num_free(vm, &nj);
    }
    if (!ok) {
        num_free(vm, &a);
        return false;
    }
    if (!num_mul_free(vm, &ab, &a, &b))
        return false;
    if (!comb) {
        *out = ab;
        return true;
    }
    ok = num_u64(vm, &kn, k);
    if (ok) {
        ok = perm_comb(vm, &kn, j, true, &c);
        num_free(vm, &kn);
    }
    if (!ok) {
        num_free(vm, &ab);
        return false;
    }
    return num_div_free(vm, out, &ab, &c);
}

static value perm_comb_value(psvm *vm, value n, uint64_t k, bool comb)
{
    bi_digit buf[BI_I64_DIGITS];
    num nn, r;
    if (!num_copy(vm, &nn, int_view(n, buf)))
        return V_NULL;
    bool ok = perm_comb(vm, &nn, k, comb, &r);
    num_free(vm, &nn);
    return ok ? num_value_free(vm, &r, 0, false) : V_NULL;
}

/* n and k made ints and checked as CPython does, n's errors first. */
static int perm_comb_args(psvm *vm, const value *argv, value *n, value *k)
{
    if (!(*n = index_of(vm, argv[0])) || !(*k = index_of(vm, argv[1])))
        return -1;
    if (sign_of(*n) < 0) {
        vm_err(vm, &exc_ValueError, "n must be a non-negative integer");
        return -1;
    }
    if (sign_of(*k) < 0) {
        vm_err(vm, &exc_ValueError, "k must be a non-negative integer");
        return -1;
    }
    return 0;
}

value math_perm(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value n, k;
    int64_t ki;
    if (math_check(vm, "perm", argc, kw, 1, 2) < 0)
        return V_NULL;
    if (argc == 1 || argv[1] == V_NONE) /* perm(n) is n! */
        return factorial_of(vm, argv[0]);
    if (perm_comb_args(vm, argv, &n, &k) < 0)
        return V_NULL;
    if (int_cmp(n, k) < 0)
        return v_from_small(0);
    if (!to_i64(k, &ki))
        return vm_err(vm, &exc_OverflowError, "k must not exceed %lld", LLONG_MAX);
    /* log2 P(n, k) <= k log2 n */
    if (ki > 1 && !room_for(vm, (double)ki * log2_of(n)))
        return V_NULL;
    return perm_comb_value(vm, n, (uint64_t)ki, false);
}

value math_comb(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value n, k;
    int64_t ni, ki;
    if (math_check(vm, "comb", argc, kw, 2, 2) < 0 || perm_comb_args(vm, argv, &n, &k) < 0)
        return V_NULL;
    if (to_i64(n, &ni)) {
        if (!to_i64(k, &ki) || ki > ni)
            return v_from_small(0);
        if (ki > ni - ki)
            ki = ni - ki;
    } else {
        /* k = min(k, n - k) */
        value t = vm_binop(vm, BOP_SUB, n, k);
        if (!t)
            return V_NULL;
        if (sign_of(t) < 0)
            return v_from_small(0);
        if (int_cmp(t, k) < 0)
            k = t;
        if (!to_i64(k, &ki))
            return vm_err(vm, &exc_OverflowError, "min(n - k, k) must not exceed %lld", LLONG_MAX);
    }
    /* log2 C(n, k) <= k (log2(n / k) + log2 e), from C(n, k) <= (e n / k)**k */
    if (ki > 1 && !room_for(vm, (double)ki * (log2_of(n) - log2((double)ki) + M_LOG2E)))
        return V_NULL;
    return perm_comb_value(vm, n, (uint64_t)ki, true);
}

/* ---- isqrt, gcd, lcm ------------------------------------------------------- */

static value isqrt_big(psvm *vm, value v)
{
    bi_digit buf[BI_I64_DIGITS];
    bi_view a = int_view(v, buf);
    bi_alloc al = int_scratch(vm);
    intobj *o;
    if (a.neg)
        return vm_err(vm, &exc_ValueError, BI_MSG_ISQRT_NEGATIVE);
    if (!int_charge(vm, bi_cost_isqrt(a.len)) || !(o = int_alloc(vm, a.len / 2 + 1)))
        return V_NULL;
    bi_out r = {o->d, 0, false};
    if (bi_isqrt(a, &r, &al) != BI_OK)
        return vm_err_nomem(vm);
    return int_finish(o, &r);
}

static value gcd_big(psvm *vm, value av, value bv)
{
    bi_digit xb[BI_I64_DIGITS], yb[BI_I64_DIGITS];
    num g;
    if (!num_gcd(vm, &g, int_view(av, xb), int_view(bv, yb)))
        return V_NULL;
    return num_value_free(vm, &g, 0, false);
}

value math_isqrt(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (math_check(vm, "isqrt", argc, kw, 1, 1) < 0)
        return V_NULL;
    value v = index_of(vm, argv[0]);
    if (!v)
        return V_NULL;
    if (!v_is_small(v))
        return isqrt_big(vm, v);
    int64_t n = v_small(v);
    if (n < 0)
        return vm_err(vm, &exc_ValueError, BI_MSG_ISQRT_NEGATIVE);
    /* below 2**47 the double root is within one of the answer */
    int64_t r = (int64_t)sqrt((double)n);
    while (r * r > n)
        r--;
    while ((r + 1) * (r + 1) <= n)
        r++;
    return v_from_small(r);
}

static value gcd2(psvm *vm, value a, value b)
{
    if (v_is_small(a) && v_is_small(b)) {
        int64_t x = llabs(v_small(a)), y = llabs(v_small(b));
        while (y) {
            int64_t t = x % y;
            x = y;
            y = t;
        }
        return v_from_small(x);
    }
    return gcd_big(vm, a, b);
}

value math_gcd(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (math_check(vm, "gcd", argc, kw, 0, -1) < 0)
        return V_NULL;
    if (argc == 0)
        return v_from_small(0);
    value g = index_of(vm, argv[0]);
    if (!g)
        return V_NULL;
    if (argc == 1)
        return abs_of(vm, g);
    for (int i = 1; i < argc; i++) {
        value x = index_of(vm, argv[i]);
        if (!x)
            return V_NULL;
        /* once the gcd is 1 the rest are only checked to be ints */
        if (g != v_from_small(1) && !(g = gcd2(vm, g, x)))
            return V_NULL;
    }
    return g;
}

/* lcm(a, b) = |a // gcd(a, b) * b|, 0 if either is 0. */
static value lcm2(psvm *vm, value a, value b)
{
    if (sign_of(a) == 0 || sign_of(b) == 0)
        return v_from_small(0);
    value g = gcd2(vm, a, b);
    value f = g ? vm_binop(vm, BOP_FLOORDIV, a, g) : V_NULL;
    value m = mul(vm, f, b);
    return m ? abs_of(vm, m) : V_NULL;
}

/* acc = lcm(acc, x) for acc > 0 and x != 0, as acc // gcd * |x|. */
static bool num_lcm(psvm *vm, num *acc, bi_view x)
{
    num g, q;
    x = bi_abs_view(x);
    if (!num_gcd(vm, &g, num_view(acc), x))
        return false;
    num a = *acc;
    *acc = (num){NULL, 0};
    if (!num_div_free(vm, &q, &a, &g))
        return false;
    bool ok = num_mul(vm, acc, num_view(&q), x);
    num_free(vm, &q);
    return ok;
}

value math_lcm(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (math_check(vm, "lcm", argc, kw, 0, -1) < 0)
        return V_NULL;
    if (argc == 0)
        return v_from_small(1);
    value l = index_of(vm, argv[0]);
    if (!l)
        return V_NULL;
    if (argc == 1)
        return abs_of(vm, l);
    /* Once the lcm is a heap int it is kept as digits (a num, see above):
     * lcm(*range(1, 10**5)) would otherwise leave every partial lcm behind
     * as garbage that no collection can free during the call. */
    num acc = {NULL, 0};
    bool in_num = false;
    for (int i = 1; i < argc; i++) {
        value x = index_of(vm, argv[i]);
        if (!x)
            goto fail;
        if (!in_num && l == v_from_small(0))
            continue; /* once the lcm is 0 the rest are only checked to be ints */
        if (in_num && sign_of(x) == 0) {
            num_free(vm, &acc);
            in_num = false;
            l = v_from_small(0);
            continue;
        }
        bi_digit buf[BI_I64_DIGITS];
        if (in_num) {
            if (!num_lcm(vm, &acc, int_view(x, buf)))
                goto fail;
            continue;
        }
        if (!(l = lcm2(vm, l, x)))
            goto fail;
        if (int_is_big(l)) {
            if (!num_copy(vm, &acc, int_view(l, buf)))
                goto fail;
            in_num = true;
        }
    }
    return in_num ? num_value_free(vm, &acc, 0, false) : l;
fail:
    num_free(vm, &acc);
    return V_NULL;
}

/* ---- prod ------------------------------------------------------------------
 * start * x0 * x1 * ... with the * operator, so it takes any values that
 * multiply (prod(['a'], start=3) is 'aaa'). Once the product is a heap
 * int and the items are ints, it is kept as digits (a num, see above):
 * made as heap ints, every partial product would stay until a collection,
 * which cannot run inside the builtin, and prod(range(1, 10**5)) would
 * hold them all. */

static const char *const prod_names[] = {"iterable", "start"};
static const math_sig prod_sig = {"prod", prod_names, 2, 1, 1, 1};

value math_prod(psvm *vm, value self, int argc, const value *argv, value kw)
{
    value a[2];
    if (math_bind(vm, &prod_sig, argc, argv, kw, a) < 0)
        return V_NULL;
    value it = vm_iter(vm, a[0]);
    if (!it)
        return V_NULL;
    value acc = a[1] ? a[1] : v_from_small(1);
    num p = {NULL, 0}; /* the product when in_num, with its sign */
    bool in_num = false, neg = false;
    /* next() may run the script's code: the iterator and the product so
     * far are rooted */
    vm_root_push(vm, it);
    vm_root_push(vm, acc);
    for (;;) {
        value x = vm_next(vm, it);
        if (x == V_STOP)
            break;
        if (!x || !vm_charge(vm, 1))
            goto fail;
        if (!in_num && int_is_big(acc) && v_is_int(x)) {
            bi_digit buf[BI_I64_DIGITS];
            bi_view av = int_view(acc, buf);
            if (!num_copy(vm, &p, bi_abs_view(av)))
                goto fail;
            in_num = true;
            neg = av.neg;
        }
        if (in_num && v_is_int(x)) {
            bi_digit buf[BI_I64_DIGITS];
            bi_view xv = int_view(x, buf);
            num t;
            bool ok = num_mul(vm, &t, num_view(&p), bi_abs_view(xv));
            num_free(vm, &p);
            if (!ok)
                goto fail;
            p = t;
            neg ^= xv.neg;
            continue;
        }
        if (in_num) { /* a non-int: on with the * operator */
            in_num = false;
            if (!(acc = num_value_free(vm, &p, 0, neg)))
                goto fail;
        }
        if (!(acc = vm_binop(vm, BOP_MUL, acc, x)))
            goto fail;
        vm_root_set(vm, 1, acc);
    }
    vm_root_pop(vm, 2);
    return in_num ? num_value_free(vm, &p, 0, neg) : acc;
fail:
    num_free(vm, &p);
    vm_root_pop(vm, 2);
    return V_NULL;
}
