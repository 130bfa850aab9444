/*
 * startup.c - pysafe's in-process start-up cost and footprint
 * (bench/README.md, "Start-up"), through the host API only.
 *
 *   pysafe-startup N [COMPILE_FILE [SMALL_FILE]]
 *
 * One cycle is what a framework does per model-written script: ps_new with
 * the default config, run `x = 1`, read the result, ps_free. CPU time per
 * cycle over N cycles, best of 5 rounds after 100 warm-up cycles. Prints
 *   us_per_cycle=        the cycle
 *   reused_us_per_run=   one sandbox, N runs of `x = 1`
 *   sandbox_bytes=       memory charged right after ps_new
 *   compile_us_per_kb=   with COMPILE_FILE: running it in one sandbox, per
 *                        KB of source; bench/startup hands in scripts whose
 *                        bodies are wrapped in functions, so running them
 *                        is compiling them and binding a few names.
 *   after_script_bytes=  with SMALL_FILE (bench/lib/startup_small.py):
 *                        memory charged after running it in a new sandbox
 */
#include <pysafe.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double cpu_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int run(ps_vm *vm, const char *src, size_t len)
{
    ps_value r;
    ps_status st = ps_run(vm, src, len, "<startup>", &r);
    if (st != PS_OK) {
        fprintf(stderr, "run failed: %s: %s: %s\n", ps_status_name(st), ps_error_type(vm), ps_error_message(vm));
        return -1;
    }
    ps_release(vm, r);
    return 0;
}

static int cycle(void)
{
    ps_vm *vm = ps_new(NULL);
    if (!vm) {
        fprintf(stderr, "ps_new failed\n");
        return -1;
    }
    int rc = run(vm, "x = 1", 5);
    ps_free(vm);
    return rc;
}

static size_t charged(ps_vm *vm)
{
    ps_stats stats = {.struct_size = sizeof stats};
    ps_get_stats(vm, &stats);
    return stats.memory_now;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *buf = NULL;
    size_t cap = 0, n = 0;
    for (;;) {
        if (n + 4096 > cap) {
            cap = cap ? cap * 2 : 65536;
            char *p = realloc(buf, cap);
            if (!p) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = p;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv)
{
    long n = argc > 1 ? atol(argv[1]) : 100000;
    if (n <= 0)
        n = 1;
    for (int i = 0; i < 100; i++)
        if (cycle() < 0)
            return 1;
    double best = 1e300;
    for (int round = 0; round < 5; round++) {
        double t0 = cpu_us();
        for (long i = 0; i < n; i++)
            if (cycle() < 0)
                return 1;
        double us = (cpu_us() - t0) / (double)n;
        if (us < best)
            best = us;
    }
    printf("us_per_cycle=%.3f\n", best);

    ps_vm *vm = ps_new(NULL);
    if (!vm)
        return 1;
    size_t bytes = charged(vm);
    double rbest = 1e300;
    for (int round = 0; round < 5; round++) {
        double t0 = cpu_us();
        for (long i = 0; i < n; i++)
            if (run(vm, "x = 1", 5) < 0)
                return 1;
        double us = (cpu_us() - t0) / (double)n;
        if (us < rbest)
            rbest = us;
    }
    ps_free(vm);
    printf("reused_us_per_run=%.3f\n", rbest);
    printf("sandbox_bytes=%zu\n", bytes);

    if (argc > 2) {
        size_t len = 0;
        char *src = read_file(argv[2], &len);
        if (!src || len == 0) {
            fprintf(stderr, "cannot read %s\n", argv[2]);
            return 1;
        }
        vm = ps_new(NULL);
        if (!vm)
            return 1;
        /* as many runs as make about 20 ms per round, at least 3 */
        double t0 = cpu_us();
        if (run(vm, src, len) < 0)
            return 1;
        double once = cpu_us() - t0;
        long reps = once > 0 ? (long)(20000.0 / once) : 100;
        if (reps < 3)
            reps = 3;
        double cbest = 1e300;
        for (int round = 0; round < 5; round++) {
            t0 = cpu_us();
            for (long i = 0; i < reps; i++)
                if (run(vm, src, len) < 0)
                    return 1;
            double us = (cpu_us() - t0) / (double)reps;
            if (us < cbest)
                cbest = us;
        }
        ps_free(vm);
        free(src);
        printf("compile_us_per_kb=%.3f\n", cbest / ((double)len / 1024.0));
    }
    if (argc > 3) {
        size_t len = 0;
        char *src = read_file(argv[3], &len);
        if (!src) {
            fprintf(stderr, "cannot read %s\n", argv[3]);
            return 1;
        }
        vm = ps_new(NULL);
        if (!vm || run(vm, src, len) < 0)
            return 1;
        printf("after_script_bytes=%zu\n", charged(vm));
        ps_free(vm);
        free(src);
    }
    return 0;
}
