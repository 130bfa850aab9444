/*
 * snapshot.c - the time and size of ps_snapshot / ps_restore
 * (docs/snapshots.md, "Measured"): build/bench/pysafe-snapshot [N].
 *
 *   data      a sandbox holding about 10 KB of live data (100 records of
 *             five fields) and two functions, saved and restored N times
 *   paused    the same data, the run paused at its first tool call inside
 *             a loop inside a function: saved and restored N times
 *   template  a prepared sandbox (json, re and datetime imported, inputs
 *             bound): made from scratch each time, against restored from
 *             its snapshot each time
 * Each figure is the median of N timings of one operation, in µs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "pysafe.h"

static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e6 + (double)t.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static double median(double *t, int n)
{
    qsort(t, (size_t)n, sizeof *t, cmp);
    return t[n / 2];
}

static const char data_script[] =
    "records = [{'id': i, 'name': 'user-%d' % i, 'score': i * 1.5, 'tags': ['a', 'b'], 'ok': i % 2 == 0}\n"
    "           for i in range(100)]\n"
    "def total(rs):\n    return sum(r['score'] for r in rs)\n"
    "def pick(rs, k):\n    return [r for r in rs if r['id'] % k == 0]\n";

static const char paused_script[] =
    "def process(rs):\n    out = []\n    for r in rs:\n        if r['ok']:\n            out.append(ask(r['id']))\n"
    "    return out\nres = process(records)\n";

static ps_status defer_tool(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)vm, (void)ud, (void)call, (void)result;
    return PS_TOOL_PENDING;
}

static const char template_script[] = "import json, re, datetime\nfrom datetime import date, timedelta\n"
                                      "limit = 10\nquery = 'status:open'\n";

/* vm saved n times and its snapshot restored n times (each restore
 * must have `pending` calls waiting): the medians printed under label. */
static int time_save_restore(const char *label, ps_vm *vm, size_t pending, int n, double *t1, double *t2)
{
    void *b = NULL;
    size_t len = 0;
    for (int i = 0; i < n; i++) {
        ps_free_bytes(b);
        double t = now_us();
        if (ps_snapshot(vm, &b, &len) != PS_OK)
            return -1;
        t1[i] = now_us() - t;
    }
    for (int i = 0; i < n; i++) {
        ps_vm *v2;
        double t = now_us();
        if (ps_restore(NULL, b, len, &v2) != PS_OK || ps_pending_count(v2) != pending)
            return -1;
        t2[i] = now_us() - t;
        ps_free(v2);
    }
    printf("%s: %zu bytes; snapshot %.1f us, restore %.1f us (+ free)\n", label, len, median(t1, n), median(t2, n));
    ps_free_bytes(b);
    return 0;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 1000;
    if (n < 1)
        n = 1;
    double *t1 = malloc(sizeof(double) * (size_t)n), *t2 = malloc(sizeof(double) * (size_t)n);
    ps_vm *vm = ps_new(NULL);
    if (ps_run(vm, data_script, strlen(data_script), "data.py", NULL) != PS_OK ||
        time_save_restore("data", vm, 0, n, t1, t2) < 0)
        return 1;
    ps_free(vm);

    /* paused at the first tool call */
    vm = ps_new(NULL);
    ps_register_tool(vm, "ask", defer_tool, NULL);
    if (ps_run(vm, data_script, strlen(data_script), "data.py", NULL) != PS_OK ||
        ps_run(vm, paused_script, strlen(paused_script), "job.py", NULL) != PS_TOOL_PENDING ||
        time_save_restore("paused", vm, 1, n, t1, t2) < 0)
        return 1;
    ps_free(vm);
    void *b;
    size_t len;

    /* template start */
    for (int i = 0; i < n; i++) {
        double t = now_us();
        ps_vm *v = ps_new(NULL);
        if (ps_run(v, template_script, strlen(template_script), "prep.py", NULL) != PS_OK)
            return 1;
        t1[i] = now_us() - t;
        ps_free(v);
    }
    vm = ps_new(NULL);
    if (ps_run(vm, template_script, strlen(template_script), "prep.py", NULL) != PS_OK ||
        ps_snapshot(vm, &b, &len) != PS_OK)
        return 1;
    ps_free(vm);
    for (int i = 0; i < n; i++) {
        ps_vm *v;
        double t = now_us();
        if (ps_restore(NULL, b, len, &v) != PS_OK)
            return 1;
        t2[i] = now_us() - t;
        ps_free(v);
    }
    /* t1[0] is the process's first preparation: it compiled the modules
     * (a later one thaws the process's copy, stdlib/modules.c) */
    double first = t1[0];
    printf("template (json, re, datetime imported; %zu bytes): from scratch %.1f us (the process's first: %.1f us), "
           "restored %.1f us\n",
           len, median(t1, n), first, median(t2, n));
    ps_free_bytes(b);
    free(t1);
    free(t2);
    return 0;
}
