/*
 * snapshot.c - the time and size of ps_snapshot / ps_restore
 * (docs/snapshots.md, "Measured"): build/bench/pysafe-snapshot [N].
 *
 *   data      a sandbox holding about 10 KB of live data (100 records of
 *             five fields) and two functions, saved and restored N times
 *   paused    the same data, the run paused at its first tool call inside
 *             a loop inside a function: saved and restored N times
 *   template  a prepared sandbox made from scratch, against restored
 *             from its snapshot, N times each, in turns: json, re and
 *             datetime imported; then the same with a 4 KB JSON input
 *             bound, parsed and indexed, and helper functions and a class
 *             defined
 * Each figure is the median of N timings of one operation, in µs.
 */
#include <stdbool.h>
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

/* The input the second template binds: 60 records as JSON text. */
static char config_text[8192];

static void make_config(void)
{
    char *p = config_text, *end = config_text + sizeof config_text;
    p += snprintf(p, (size_t)(end - p), "{\"records\": [");
    for (int i = 0; i < 60; i++)
        p += snprintf(p, (size_t)(end - p), "%s{\"id\": %d, \"name\": \"user-%d\", \"tags\": [\"a\", \"t%d\"], "
                      "\"day\": \"2025-12-%02d\"}", i ? ", " : "", i, i, i % 5, i % 28 + 1);
    snprintf(p, (size_t)(end - p), "], \"limit\": 10}");
}

/* A preparation as a framework might run before each script: the
 * modules, the input parsed and indexed, and the helpers its scripts
 * call. */
static const char helpers_script[] =
    "import json, re, datetime\nfrom datetime import date, timedelta\n"
    "config = json.loads(CONFIG)\n"
    "index = {r['id']: r for r in config['records']}\n"
    "WORD = r'[a-z]+'\n"
    "class Table:\n"
    "    def __init__(self, rows, key='id'):\n"
    "        self.rows = list(rows)\n        self.key = key\n"
    "    def __len__(self):\n        return len(self.rows)\n"
    "    def where(self, **conds):\n"
    "        return Table([r for r in self.rows if all(r.get(k) == v for k, v in conds.items())], self.key)\n"
    "    def column(self, name):\n        return [r.get(name) for r in self.rows]\n"
    "    def top(self, field, n=5):\n        return sorted(self.rows, key=lambda r: r.get(field), reverse=True)[:n]\n"
    "    def render(self, fields):\n"
    "        lines = [' | '.join(fields)]\n"
    "        for r in self.rows:\n            lines.append(' | '.join(str(r.get(f, '')) for f in fields))\n"
    "        return '\\n'.join(lines)\n"
    "def by_tag(tag):\n    return [r for r in index.values() if tag in r['tags']]\n"
    "def since(days):\n"
    "    cut = date(2026, 1, 1) - timedelta(days=days)\n"
    "    return [r for r in index.values() if date.fromisoformat(r['day']) >= cut]\n"
    "def words(text):\n    return re.findall(WORD, text.lower())\n"
    "def summarize(rows, field):\n"
    "    counts = {}\n"
    "    for r in rows:\n        counts[r.get(field)] = counts.get(r.get(field), 0) + 1\n"
    "    return sorted(counts.items(), key=lambda kv: (-kv[1], str(kv[0])))\n"
    "def fmt_row(r):\n    return f\"{r['id']:>4} {r['name']:<10} {','.join(r['tags'])}\"\n";

/* A sandbox prepared by running prep (with CONFIG bound when with_input),
 * or NULL. */
static ps_vm *prepared(const char *prep, bool with_input)
{
    ps_vm *v = ps_new(NULL);
    if ((with_input && ps_set_global(v, "CONFIG", ps_str(v, config_text, strlen(config_text))) != PS_OK) ||
        ps_run(v, prep, strlen(prep), "prep.py", NULL) != PS_OK) {
        ps_free(v);
        return NULL;
    }
    return v;
}

/* A sandbox prepared from scratch n times, against restored n times
 * from the snapshot of one so prepared: the two taken in turns, so that
 * the machine's drift falls on both alike. */
static int time_template(const char *label, const char *prep, bool with_input, int n, double *t1, double *t2)
{
    double t = now_us();
    ps_vm *vm = prepared(prep, with_input);
    /* the process's first preparation compiles the modules (a later one
     * thaws the process's copy, stdlib/modules.c) */
    double first = now_us() - t;
    void *b;
    size_t len;
    if (!vm || ps_snapshot(vm, &b, &len) != PS_OK)
        return -1;
    ps_free(vm);
    for (int i = 0; i < n; i++) {
        t = now_us();
        ps_vm *v = prepared(prep, with_input);
        t1[i] = now_us() - t;
        if (!v)
            return -1;
        ps_free(v);
        t = now_us();
        if (ps_restore(NULL, b, len, &v) != PS_OK)
            return -1;
        t2[i] = now_us() - t;
        ps_free(v);
    }
    printf("%s; %zu bytes: from scratch %.1f us (the process's first: %.1f us), restored %.1f us\n", label, len,
           median(t1, n), first, median(t2, n));
    ps_free_bytes(b);
    return 0;
}

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
    make_config();
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
    if (time_template("template (json, re, datetime imported)", template_script, false, n, t1, t2) < 0 ||
        time_template("template (the same, a 4 KB JSON input parsed and indexed, helper functions and a class)",
                      helpers_script, true, n, t1, t2) < 0)
        return 1;
    free(t1);
    free(t2);
    return 0;
}
