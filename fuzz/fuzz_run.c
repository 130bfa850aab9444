/*
 * fuzz_run.c - compile and run arbitrary bytes as a script in a fresh
 * sandbox under tight budgets. Any input must end in a result, a Python
 * exception or a limit error: never a crash, a sanitizer report, a hang or
 * a leak (teardown is mi_heap_destroy).
 */
#include <stddef.h>
#include <stdint.h>

#include "vm/vm.h"

static int discard(void *ud, const char *s, size_t n) { return 0; }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    vm_limits lim = {.instructions = 200000, .memory = 32 << 20, .depth = 200, .output = 1 << 16, .time_ms = 2000};
    psvm *vm = vm_new(&lim);
    if (!vm)
        return 0;
    vm->out = discard;
    value r = vm_run_string(vm, (const char *)data, size, "<fuzz>");
    if (!r && vm->exc)
        vm_print_exception(vm, vm->exc, discard, NULL);
    vm_free(vm);
    return 0;
}
