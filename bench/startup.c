/*
 * startup.c - pysafe's in-process start-up cost (bench/README.md, "Start-up"):
 * one cycle is what a framework does per model-written script, ps_new with
 * the default config, run `x = 1`, read the result, ps_free. CPU time per
 * cycle over N cycles (argv[1]), best of 5 rounds after 100 warm-up cycles.
 * Prints us_per_cycle=, reused_us_per_run= (one sandbox, N runs) and
 * sandbox_bytes= (memory charged right after ps_new).
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

static int cycle(void)
{
    ps_vm *vm = ps_new(NULL);
    if (!vm) {
        fprintf(stderr, "ps_new failed\n");
        return -1;
    }
    ps_value r;
    ps_status st = ps_run(vm, "x = 1", 5, "<startup>", &r);
    if (st != PS_OK) {
        fprintf(stderr, "run failed: %s: %s\n", ps_status_name(st), ps_error_message(vm));
        ps_free(vm);
        return -1;
    }
    ps_free(vm);
    return 0;
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
    ps_stats stats = {.struct_size = sizeof stats};
    ps_get_stats(vm, &stats);
    size_t bytes = stats.memory_now;
    double rbest = 1e300;
    for (int round = 0; round < 5; round++) {
        double t0 = cpu_us();
        for (long i = 0; i < n; i++) {
            ps_value r;
            if (ps_run(vm, "x = 1", 5, "<startup>", &r) != PS_OK) {
                fprintf(stderr, "run failed: %s\n", ps_error_message(vm));
                return 1;
            }
            ps_release(vm, r);
        }
        double us = (cpu_us() - t0) / (double)n;
        if (us < rbest)
            rbest = us;
    }
    ps_free(vm);
    printf("reused_us_per_run=%.3f\n", rbest);
    printf("sandbox_bytes=%zu\n", bytes);
    return 0;
}
