/*
 * fuzz_serve.c - the `pysafe serve` request reader: arbitrary bytes, split
 * into lines, go through the same handler the worker uses (cli/serve.c),
 * with the JSON reader, the value mapping and small budgets. Any input
 * must end in events: never a crash, a sanitizer report, a hang or a leak.
 * Tool-call ids are deterministic (1, 2, ...), so inputs can answer them.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "cli/serve.h"

static bool discard(void *ud, const char *p, size_t n)
{
    (void)ud;
    (void)p;
    (void)n;
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ps_config cfg;
    ps_config_init(&cfg);
    cfg.max_instructions = 100000;
    cfg.max_memory = 16 << 20;
    cfg.max_output = 1 << 14;
    cfg.timeout_ms = 1000;
    cfg.max_depth = 100;
    sv_state *s = sv_new(&cfg, discard, NULL);
    if (!s)
        return 0;
    sv_set_ceiling(s, &cfg);
    const char *p = (const char *)data, *end = p + size;
    while (p < end) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
        sv_handle_line(s, p, n);
        p += n + 1;
    }
    sv_free(s);
    return 0;
}
