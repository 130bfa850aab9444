/*
 * sweep.c - fail the Nth allocation for N = 1, 2, 3 ... over script files,
 * in process (SQLite's fault-injection habit, Lua's ltests.c allocator).
 *
 *   allocfail-sweep [--full | --at N] [--shard K/M] [--verbose] FILE...
 *
 * Built only with -Dalloc_fail=true (vm/heap.c counts allocations and
 * refuses the Nth). For each file: one run with no failure records the
 * status, the output, the error and the number of allocations A the run
 * makes (parser, compiler and interpreter alike: in this build the parser's
 * arena draws every allocation from the sandbox, parser/arena.c). Then for
 * each chosen N <= A + 1, a fresh sandbox runs the file with allocation N
 * refused, and the run must end
 *   - with the memory LimitError (PS_LIMIT, ps_limit_hit == memory), its
 *     output so far a prefix of the unfailed run's output; or
 *   - exactly as the unfailed run did (status, output, error type and
 *     message), when the failure point was never reached or was absorbed
 *     (a cache that is simply not filled);
 * and never with another error (a failed allocation read as "not found",
 * a swallowed error turned into a wrong answer), a crash or a sanitizer
 * report. Each failed sandbox must then run a small script correctly (the
 * error path left nothing half-made behind: the collector walked it, the
 * root stack and the C depth are back to zero), and no C function may have
 * failed without setting an exception (vm->lost_errors). Under ASan the
 * fault-injection build also puts poisoned guard bytes after every sandbox
 * block and poisons freed ones (vm/heap.c), so a stray write on an error
 * path is a report even inside mimalloc's heap.
 *
 * Which N: --full (or PYSAFE_ALLOCFAIL_FULL=1 in the environment) tries
 * every N. Without it, as CI runs it (`meson test --suite allocfail`, under
 * ASan+UBSan), a sample (choose_points): a file that makes at most DENSE
 * (2,000) allocations is swept whole; a bigger one, nearly always a script
 * importing a module written in Python (thousands of allocations compiling
 * it before the script's first line, the same ones for every script that
 * imports it), gets every N up to EARLY (400: sandbox set-up, the first
 * import's start), a stride of N/STRIDE_DIV above, SAMPLE points drawn
 * from a generator seeded by the file's name (so that the hundred scripts
 * importing one module hit a thousand different points of its import
 * between them, and a failure reproduces: --at N runs one point alone),
 * and the last TAIL points, where teardown and the final result allocate.
 * The cost of a point grows with N (the run goes that far), so this
 * bounds a big file at some 15 full runs.
 *
 * Before the files, the same sweep over sandbox creation itself (ps_new
 * with PS_ALLOC_FAIL_AT=N): it must return NULL or a sandbox that works.
 *
 * `# args:` lines are honoured through the CLI's own flag parser; files that
 * need --input or --tools-cmd are reported as skipped with the reason.
 * The closing line is "N passed, N failed" (files), after the counts of
 * failure points tried.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "host-api/api_internal.h"

#ifndef PS_ALLOC_FAIL
#error "allocfail-sweep needs the -Dalloc_fail=true build (PS_ALLOC_FAIL)"
#endif

/* Measured under ASan+UBSan on 1,900 lang files: every N below 2,000
 * and a stride of N/32 above took some 90 CPU-minutes, 85% of it in the
 * 900 files that import a module written in Python, each point compiling
 * the module again; this sample takes about a sixth of that. */
enum { DENSE = 2000, EARLY = 400, STRIDE_DIV = 4, SAMPLE = 12, TAIL = 4 };

/* ---- where we are, for a crash report -------------------------------------- */

static const char *cur_file = "(none)";
static int64_t cur_n;

static void say_where(void)
{
    char buf[600];
    int n = snprintf(buf, sizeof buf, "\nallocfail-sweep: died in %s at allocation %lld\n", cur_file,
                     (long long)cur_n);
    if (n > 0)
        (void)!write(2, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

static void on_signal(int sig)
{
    say_where();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* The sanitizers' hook: called before a report ends the process. */
void __sanitizer_set_death_callback(void (*cb)(void)) __attribute__((weak));

/* ---- one run --------------------------------------------------------------- */

typedef struct outbuf {
    char *p;
    size_t len, cap;
} outbuf;

static void collect(void *ud, const char *s, size_t n)
{
    outbuf *b = ud;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (b->len + n + 1 > cap)
            cap *= 2;
        char *np = realloc(b->p, cap);
        if (!np) {
            fputs("allocfail-sweep: out of memory\n", stderr);
            exit(2);
        }
        b->p = np;
        b->cap = cap;
    }
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

typedef struct outcome {
    ps_status st;
    ps_limit limit;
    outbuf out;
    char *err;        /* "Type: message" (malloc'd) */
    char *tb;         /* the traceback, to say where a failure was */
    int64_t allocs;   /* allocations counted during ps_run */
} outcome;

static void outcome_free(outcome *o)
{
    free(o->out.p);
    free(o->err);
    free(o->tb);
    memset(o, 0, sizeof *o);
}

static const char *out_text(const outcome *o) { return o->out.p ? o->out.p : ""; }

/* The sandbox after a run: nothing left on the root stack or the C stack of
 * nested loops, the collector can walk everything (a half-made object in
 * the object list is a crash or an ASan report here), and it still runs a
 * script. NULL when all is well, else what went wrong. */
static const char *check_sandbox(ps_vm *s, outbuf *out)
{
    psvm *vm = s->vm;
    if (vm->lost_errors != 0)
        return "a C function failed with no exception set (SystemError)";
    if (vm->nroots != 0)
        return "the root stack is not empty after the run";
    if (vm->c_depth != 0)
        return "nested interpreter depth is not zero after the run";
    vm_set_alloc_fail(vm, 0);
    gc_collect(vm);
    /* The run may have filled a small memory budget with its globals, and
     * a test's own instruction limit (limit_fused.py: 300) is less than
     * the probe needs. */
    vm->limits.memory = 0;
    vm->limits.instructions = 0;
    static const char probe[] = "d = {str(i): [i] * 2 for i in range(30)}\nprint(len(d), d['7'], 'ok')\n";
    static const char expect[] = "30 [7, 7] ok\n";
    size_t before = out->len;
    ps_status st = ps_run(s, probe, sizeof probe - 1, "<probe>", NULL);
    if (st != PS_OK)
        return "the sandbox cannot run a script after the failure";
    if (out->len - before != sizeof expect - 1 || memcmp(out->p + before, expect, sizeof expect - 1) != 0)
        return "the sandbox runs a script wrongly after the failure";
    out->len = before;
    out->p[before] = 0;
    return NULL;
}

/* Run src in a fresh sandbox with allocation fail_at refused (0: none).
 * Returns false when the sandbox could not be made (reported). */
static bool run_once(const ps_config *base, const char *src, size_t len, const char *name, int64_t fail_at,
                     outcome *o, const char **sandbox_problem)
{
    memset(o, 0, sizeof *o);
    ps_config cfg = *base;
    cfg.print = collect;
    cfg.print_ud = &o->out;
    ps_vm *s = ps_new(&cfg);
    if (!s)
        return false;
    vm_set_alloc_fail(s->vm, fail_at);
    o->st = ps_run(s, src, len, name, NULL);
    o->allocs = s->vm->alloc_count;
    o->limit = o->st == PS_LIMIT ? ps_limit_hit(s) : PS_LIMIT_NONE;
    const char *t = ps_error_type(s), *m = ps_error_message(s);
    size_t n = strlen(t) + strlen(m) + 3;
    o->err = malloc(n);
    if (o->err)
        snprintf(o->err, n, "%s: %s", t, m);
    o->tb = strdup(ps_error_traceback(s));
    *sandbox_problem = check_sandbox(s, &o->out);
    ps_free(s);
    return true;
}

/* ---- which failure points -------------------------------------------------- */

static int64_t only_at; /* --at N: that point alone (to debug one failure) */

static uint64_t splitmix64(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The seed of a file's sample: its path from "tests/" on (the same in
 * every checkout), FNV-1a. */
static uint64_t file_seed(const char *path)
{
    const char *p = strstr(path, "tests/");
    p = p ? p : path;
    uint64_t h = 0xcbf29ce484222325ull;
    for (; *p; p++)
        h = (h ^ (unsigned char)*p) * 0x100000001b3ull;
    return h;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* The failure points, ascending, for a run of `last` - 1 allocations (see
 * the top of the file); NULL when out of memory. */
static int64_t *choose_points(int64_t last, const char *path, bool full, size_t *count)
{
    size_t cap = 64, n = 0;
    int64_t *pts = malloc(cap * sizeof *pts);
#define ADD(x)                                                                                                        \
    do {                                                                                                              \
        if (n == cap) {                                                                                               \
            int64_t *p2 = realloc(pts, (cap *= 2) * sizeof *pts);                                                     \
            if (!p2) {                                                                                                \
                free(pts);                                                                                            \
                return NULL;                                                                                          \
            }                                                                                                         \
            pts = p2;                                                                                                 \
        }                                                                                                             \
        pts[n++] = (x);                                                                                               \
    } while (0)
    if (!pts)
        return NULL;
    if (only_at) {
        if (only_at <= last)
            ADD(only_at);
    } else if (full || last <= DENSE) {
        for (int64_t i = 1; i <= last; i++)
            ADD(i);
    } else {
        for (int64_t i = 1; i <= EARLY; i++)
            ADD(i);
        for (int64_t i = EARLY + EARLY / STRIDE_DIV; i < last - TAIL; i += i / STRIDE_DIV)
            ADD(i);
        uint64_t st = file_seed(path);
        for (int k = 0; k < SAMPLE; k++)
            ADD(EARLY + 1 + (int64_t)(splitmix64(&st) % (uint64_t)(last - TAIL - EARLY)));
        for (int64_t i = last - TAIL + 1; i <= last; i++)
            ADD(i);
        qsort(pts, n, sizeof *pts, cmp_i64);
        size_t m = 0;
        for (size_t i = 0; i < n; i++)
            if (m == 0 || pts[i] != pts[m - 1])
                pts[m++] = pts[i];
        n = m;
    }
#undef ADD
    *count = n;
    return pts;
}

/* ---- a file ---------------------------------------------------------------- */

typedef struct totals {
    int64_t points, limit_ends, same_ends;
    int files_ok, files_failed, files_skipped;
} totals;

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0) {
        n += got;
        if (cap - n - 1 == 0) {
            char *nb = realloc(buf, cap *= 2);
            if (!nb)
                free(buf);
            buf = nb;
        }
    }
    fclose(f);
    if (buf)
        buf[n] = 0;
    *len = n;
    return buf;
}

/* The sandbox config a file's `# args:` line asks for, through the CLI's
 * own parser. NULL when the file can be swept, else why not. */
static const char *file_config(const char *src, const char *path, ps_config *cfg)
{
    char *argv[64];
    int argc = 0;
    char words[1024] = "";
    argv[argc++] = "pysafe";
    const char *a = strstr(src, "# args:");
    if (a) {
        a += 7;
        size_t k = strcspn(a, "\n");
        if (k >= sizeof words)
            return "its # args: line is too long";
        memcpy(words, a, k);
        words[k] = 0;
        if (strchr(words, '\'') || strchr(words, '"'))
            return "its # args: line quotes (not handled)";
        for (char *w = strtok(words, " \t"); w && argc < 62; w = strtok(NULL, " \t"))
            argv[argc++] = w;
    }
    argv[argc++] = (char *)path;
    argv[argc] = NULL;
    cli_opts o;
    if (!cli_parse_args(argc, argv, false, &o))
        return "its # args: line does not parse";
    if (o.mode != MODE_RUN || o.code || o.dump)
        return "its # args: line is not a plain run";
    if (o.ninputs || o.tools_cmd)
        return "it needs --input or --tools-cmd (run by the lang suite only)";
    cli_config(&o, cfg);
    return NULL;
}

static double cpu_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static bool sweep_file(const char *path, bool full, bool verbose, totals *t)
{
    double cpu0 = cpu_seconds();
    size_t len;
    char *src = read_file(path, &len);
    if (!src) {
        printf("FAIL %s: cannot read\n", path);
        t->files_failed++;
        return false;
    }
    ps_config cfg;
    const char *why = file_config(src, path, &cfg);
    if (why) {
        printf("skip %s: %s\n", path, why);
        t->files_skipped++;
        free(src);
        return true;
    }
    cur_file = path;
    cur_n = 0;
    outcome base;
    const char *problem = NULL;
    if (!run_once(&cfg, src, len, path, 0, &base, &problem)) {
        printf("FAIL %s: cannot create a sandbox\n", path);
        t->files_failed++;
        free(src);
        return false;
    }
    bool ok = true;
    if (problem) {
        printf("FAIL %s: unfailed run: %s\n", path, problem);
        ok = false;
    }
    int64_t last = base.allocs + 1, tried = 0;
    size_t npoints = 0;
    int64_t *points = ok ? choose_points(last, path, full, &npoints) : NULL;
    if (ok && !points) {
        printf("FAIL %s: out of memory for the failure points\n", path);
        ok = false;
    }
    for (size_t pi = 0; ok && pi < npoints; pi++) {
        int64_t n = points[pi];
        cur_n = n;
        outcome o;
        if (!run_once(&cfg, src, len, path, n, &o, &problem)) {
            printf("FAIL %s: allocation %lld: cannot create a sandbox\n", path, (long long)n);
            ok = false;
            break;
        }
        tried++;
        const char *bad = problem;
        bool same = o.st == base.st && o.limit == base.limit && o.out.len == base.out.len &&
                    !strcmp(out_text(&o), out_text(&base)) && !strcmp(o.err ? o.err : "", base.err ? base.err : "");
        if (!bad && o.st == PS_LIMIT && o.limit == PS_LIMIT_MEMORY && !same) {
            t->limit_ends++;
            if (!o.err || strncmp(o.err, "LimitError: memory limit exceeded", 33) != 0)
                bad = "the memory limit is reported as another error";
            else if (o.out.len > base.out.len || memcmp(out_text(&o), out_text(&base), o.out.len) != 0)
                bad = "the output before the failure is not a prefix of the unfailed run's";
        } else if (!bad && same) {
            t->same_ends++;
        } else if (!bad) {
            bad = "the run ended neither with the memory limit nor as the unfailed run did";
        }
        if (bad) {
            printf("FAIL %s: allocation %lld of %lld: %s\n  got:      %s %s\n  expected: %s %s (or the memory "
                   "LimitError)\n",
                   path, (long long)n, (long long)base.allocs, bad, ps_status_name(o.st), o.err ? o.err : "",
                   ps_status_name(base.st), base.err ? base.err : "");
            if (o.tb && *o.tb)
                printf("  where:\n%s", o.tb);
            ok = false;
        }
        outcome_free(&o);
    }
    free(points);
    t->points += tried;
    if (ok) {
        t->files_ok++;
        if (verbose)
            printf("ok   %s (%lld allocations, %lld failure points, unfailed: %s, %.2f s CPU)\n", path,
                   (long long)base.allocs, (long long)tried, ps_status_name(base.st), cpu_seconds() - cpu0);
    } else {
        t->files_failed++;
    }
    fflush(stdout);
    outcome_free(&base);
    free(src);
    return ok;
}

/* ---- sandbox creation ------------------------------------------------------ */

static bool sweep_new(totals *t)
{
    cur_file = "ps_new";
    bool ok = true;
    int64_t n;
    for (n = 1; n < 100000; n++) {
        cur_n = n;
        char at[32];
        snprintf(at, sizeof at, "%lld", (long long)n);
        setenv("PS_ALLOC_FAIL_AT", at, 1);
        ps_config cfg;
        ps_config_init(&cfg);
        outbuf out = {0};
        cfg.print = collect;
        cfg.print_ud = &out;
        ps_vm *s = ps_new(&cfg);
        unsetenv("PS_ALLOC_FAIL_AT");
        t->points++;
        if (!s)
            continue;
        /* Made: either the failure point was past its allocations (done)
         * or it was absorbed; either way the sandbox must work. */
        bool reached = s->vm->alloc_count >= n;
        const char *problem = check_sandbox(s, &out);
        ps_free(s);
        free(out.p);
        if (problem) {
            printf("FAIL ps_new: allocation %lld: %s\n", (long long)n, problem);
            ok = false;
            break;
        }
        if (!reached)
            break;
    }
    printf("%s ps_new (%lld failure points)\n", ok ? "ok  " : "FAIL", (long long)n);
    if (ok)
        t->files_ok++;
    else
        t->files_failed++;
    return ok;
}

int main(int argc, char **argv)
{
    bool full = false, verbose = false;
    int shard = 0, shards = 1, i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1] == '-'; i++) {
        if (!strcmp(argv[i], "--full"))
            full = true;
        else if (!strcmp(argv[i], "--verbose"))
            verbose = true;
        else if (!strcmp(argv[i], "--at") && i + 1 < argc && (only_at = atoll(argv[++i])) > 0)
            ;
        else if (!strcmp(argv[i], "--shard") && i + 1 < argc &&
                 sscanf(argv[++i], "%d/%d", &shard, &shards) == 2 && shards > 0 && shard >= 0 && shard < shards)
            ;
        else {
            fprintf(stderr, "usage: allocfail-sweep [--full | --at N] [--verbose] [--shard K/M] FILE...\n");
            return 2;
        }
    }
    if (__sanitizer_set_death_callback)
        __sanitizer_set_death_callback(say_where);
    signal(SIGSEGV, on_signal);
    signal(SIGBUS, on_signal);
    signal(SIGABRT, on_signal);
    signal(SIGFPE, on_signal);

    const char *env_full = getenv("PYSAFE_ALLOCFAIL_FULL");
    if (env_full && *env_full && strcmp(env_full, "0") != 0)
        full = true;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    totals t = {0};
    if (shard == 0 && !only_at)
        sweep_new(&t);
    for (int k = 0; i < argc; i++, k++)
        if (k % shards == shard)
            sweep_file(argv[i], full, verbose, &t);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    double secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
    printf("%s mode: %lld failure points (%lld ended with the memory limit, %lld as the unfailed run), "
           "%d files skipped, %.1f s (%.1f s CPU)\n",
           full ? "full" : "sampled", (long long)t.points, (long long)t.limit_ends, (long long)t.same_ends,
           t.files_skipped, secs, cpu_seconds());
    printf("%d passed, %d failed\n", t.files_ok, t.files_failed);
    return t.files_failed ? 1 : 0;
}
