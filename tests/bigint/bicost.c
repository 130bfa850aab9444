/*
 * bicost.c - checks the bigint cost model against the clock
 * (`meson test --benchmark bigint-cost`, or run it by hand).
 *
 * For each costed operation at growing sizes it prints nanoseconds per
 * work unit. The VM charges fuel by units, so what matters is that this
 * figure stays flat or falls as operands grow: a figure that climbed
 * with size would mean some work the VM never paid for. The run fails
 * when any figure is more than 8x the smallest-size one of its row.
 */
#include "objects/numbers/bigint.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void *a_alloc(void *ud, size_t n) { (void)ud; return malloc(n); }
static void a_free(void *ud, void *p) { (void)ud; free(p); }
static const bi_alloc AL = { a_alloc, a_free, NULL };

static uint32_t rng = 2463534242u;

static bi_digit *rand_digits(size_t n)
{
    bi_digit *d = malloc((n ? n : 1) * sizeof *d);
    for (size_t i = 0; i < n; i++) {
        rng ^= rng << 13;
        rng ^= rng >> 17;
        rng ^= rng << 5;
        d[i] = rng;
    }
    if (n)
        d[n - 1] |= 0x80000000u;
    return d;
}

static double now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

enum { OP_MUL, OP_SQR_UNBAL, OP_DIV, OP_TRUEDIV, OP_POWMOD, OP_GCD,
       OP_ISQRT, OP_STR, OP_POW, NOPS };
static const char *names[NOPS] = { "mul", "mul 1:8", "divmod", "truediv",
                                   "powmod", "gcd", "isqrt", "str10",
                                   "pow" };

/* Runs op once on n-digit operands; returns its cost estimate. */
static uint64_t run(int op, size_t n, double *ns)
{
    bi_digit *a = rand_digits(n), *b = rand_digits(n / 2 + 1);
    bi_digit *big = rand_digits(8 * n);
    bi_view va = { a, n, false }, vb = { b, n / 2 + 1, false };
    bi_view vbig = { big, 8 * n, false };
    bi_digit *out = malloc((20 * n + 64) * sizeof *out);
    bi_out r = { out, 0, false }, q = { out + 10 * n + 32, 0, false };
    char *s = malloc(bi_to_str_size(va, 10));
    size_t len;
    uint64_t cost = 0;
    double t0 = now_ns();
    switch (op) {
    case OP_MUL:
        cost = bi_cost_mul(n, n);
        bi_mul(va, va, &r, &AL);
        break;
    case OP_SQR_UNBAL:
        cost = bi_cost_mul(8 * n, n);
        bi_mul(vbig, va, &r, &AL);
        break;
    case OP_DIV:
        cost = bi_cost_divmod(n, n / 2 + 1);
        bi_divmod(va, vb, &q, &r, &AL);
        break;
    case OP_TRUEDIV: {
        double d;
        /* Operands of about the same size, so the quotient is finite. */
        bi_view vb2 = { big, n, false };
        cost = bi_cost_truediv(n, n);
        bi_truediv(va, vb2, &d, &AL);
        break;
    }
    case OP_POWMOD: {
        bi_view e = { b, n / 16 + 1, false };
        cost = bi_cost_powmod(va, e, vb);
        bi_powmod(va, e, vb, &r, &AL);
        break;
    }
    case OP_GCD:
        cost = bi_cost_gcd(n, n / 2 + 1);
        bi_gcd(va, vb, &r, &AL);
        break;
    case OP_ISQRT:
        cost = bi_cost_isqrt(n);
        bi_isqrt(va, &r, &AL);
        break;
    case OP_STR:
        cost = bi_cost_str(n, 10);
        bi_to_str(va, 10, s, bi_to_str_size(va, 10), &len, 0, &AL);
        break;
    default: {
        bi_digit three = 3, ev = (bi_digit)(n * 32 / 2);
        bi_view v3 = { &three, 1, false }, e = { &ev, 1, false };
        bi_digit *pr = malloc(bi_pow_size(v3, e) * sizeof *pr);
        bi_out po = { pr, 0, false };
        cost = bi_cost_pow(v3, e);
        t0 = now_ns();
        bi_pow(v3, e, &po, &AL);
        free(pr);
        break;
    }
    }
    *ns = now_ns() - t0;
    free(a); free(b); free(big); free(out); free(s);
    return cost;
}

int main(void)
{
    static const size_t sizes[] = { 16, 64, 256, 1024 };
    enum { NS = sizeof sizes / sizeof sizes[0] };
    int bad = 0;
    printf("%-9s", "ns/unit");
    for (int i = 0; i < NS; i++)
        printf(" %9zu", sizes[i]);
    printf("   (operand digits)\n");
    for (int op = 0; op < NOPS; op++) {
        double first = 0;
        printf("%-9s", names[op]);
        for (int i = 0; i < NS; i++) {
            double best = 1e300;
            for (int rep = 0; rep < 2; rep++) {
                double ns;
                uint64_t c = run(op, sizes[i], &ns);
                if (ns / (double)c < best)
                    best = ns / (double)c;
            }
            if (i == 0)
                first = best;
            else if (best > 8 * first)
                bad = 1;
            printf(" %9.3f", best);
        }
        printf("\n");
    }
    printf(bad ? "FAIL: a cost estimate grows slower than the work\n"
               : "ok: every cost estimate keeps up with the work\n");
    return bad;
}
