/*
 * fuzz_parser.c - libFuzzer harness for the whole parser: source -> AST ->
 * ast.dump text.
 *
 * Each input is parsed as a module (and, every third input, in the mode the
 * first byte picks: eval or single), then dumped through a writer that only
 * counts bytes. Checks what callers rely on: a tree comes with PARSE_OK and
 * no tree comes with a message; an error's position is sane; the dump of a
 * tree succeeds (it walks with a heap stack, so depth never crashes it).
 * Every eighth input gets an arena whose allocator refuses after a few
 * calls, so the out-of-memory paths run too.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "parse.h"

#include "fuzz_alloc.h"

#define INVARIANT(c) do { if (!(c)) abort(); } while (0)

static int count_write(void *ud, const char *s, size_t n)
{
    (void)s;
    *(size_t *)ud += n;
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static unsigned runs;
    ++runs;
    ps_allocator al = {fuzz_alloc, fuzz_free, NULL};
    fail_after = (runs % 8 == 0) ? (long)(size % 13) * 3 : -1;
    int mode = PARSE_FILE;
    if (runs % 3 == 0 && size > 0)
        mode = data[0] % 3;
    ps_arena *a = arena_new(&al);
    if (!a)
        return 0;
    ps_diag err;
    parse_status st;
    ast_mod *m = parse_source(a, (const char *)data, size, "<fuzz>", mode, &err, &st);
    if (m) {
        INVARIANT(st == PARSE_OK);
        size_t n = 0;
        int rc = ast_dump(m, count_write, &n);
        /* only a refused allocation, or a tree python3 could not print
         * either (too deep, a huge int literal), may stop the dump */
        INVARIANT(rc == 0 ? n > 0 : rc == -2 || fail_after >= 0);
    } else {
        INVARIANT(st != PARSE_OK);
        INVARIANT(err.kind && err.msg[0] != '\0');
        INVARIANT(err.lineno >= 0);
        if (st == PARSE_NO_MEMORY)
            INVARIANT(fail_after >= 0);
    }
    arena_free(a);
    return 0;
}
