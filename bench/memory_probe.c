/*
 * memory_probe.c - the heap bytes a line of Python leaves live: the line
 * run in a new sandbox, a full collection, and the bytes charged to the
 * sandbox then, less the same for `pass` (bench/memory prints them beside
 * CPython's tracemalloc figure). Garbage the line made is not counted,
 * as tracemalloc does not count what CPython freed.
 *
 *   pysafe-memory-probe LINE     prints the bytes, or exits 1 on an error
 */
#include <stdio.h>
#include <string.h>

#include "vm/vm.h"

/* the bytes live after src ran and everything it left was collected */
static long long live_after(const char *src)
{
    vm_limits lim = {.memory = (int64_t)1 << 30, .instructions = -1, .time_ms = -1};
    psvm *vm = vm_new(&lim);
    if (!vm)
        return -1;
    if (!vm_run_string(vm, src, strlen(src), "<probe>")) {
        vm_free(vm);
        return -1;
    }
    vm->exc = V_NULL;
    gc_collect(vm);
    long long n = (long long)vm->mem_used;
    vm_free(vm);
    return n;
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: pysafe-memory-probe LINE\n");
        return 2;
    }
    long long base = live_after("pass"), n = live_after(argv[1]);
    if (base < 0 || n < 0) {
        fprintf(stderr, "the line failed\n");
        return 1;
    }
    printf("%lld\n", n - base);
    return 0;
}
