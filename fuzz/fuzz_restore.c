/*
 * fuzz_restore.c - mutated snapshots through ps_restore.
 *
 * Most mutations of a snapshot only break its checksum, which would keep
 * the fuzzer at the header. So each input is restored twice: as it is,
 * and with its header's length and checksum made right again, which
 * takes every mutation into the body's own checks. A snapshot that
 * restores must give a sandbox that works: the script below touches every
 * global (repr, str, len, iteration, hashing, comparison, a copy), and
 * the sandbox is saved again and that snapshot restored. Whatever the
 * bytes: a status, never a crash, a sanitizer report, a leak or a hang.
 * Seeds: fuzz/corpus/restore (written by tests/api/test_snapshot.c
 * --write-seeds).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "pysafe.h"
#include "snapshot_seal.h"

#define INVARIANT(c) do { if (!(c)) abort(); } while (0)

/* Every global of the restored sandbox, used every way a script might. */
static const char touch[] =
    "for _n in ['x', 'a', 'b', 'd', 's', 'fs', 't']:\n"
    "    try:\n"
    "        _v = {'x': lambda: x, 'a': lambda: a, 'b': lambda: b, 'd': lambda: d, 's': lambda: s,\n"
    "              'fs': lambda: fs, 't': lambda: t}[_n]()\n"
    "    except NameError:\n"
    "        continue\n"
    "    for _op in (repr, str, len, list, hash, bool, sorted, set, lambda v: v == v, lambda v: v < v,\n"
    "                lambda v: [i for i in v][:3], lambda v: v[0], lambda v: v.copy(), lambda v: 1 in v):\n"
    "        try:\n"
    "            _op(_v)\n"
    "        except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError,\n"
    "                RuntimeError, OverflowError, NameError):\n"
    "            pass\n";

static void discard(void *ud, const char *s, size_t n)
{
    (void)ud, (void)s, (void)n;
}

static void try_restore(const uint8_t *data, size_t size, int again)
{
    ps_config cfg;
    ps_config_init(&cfg);
    cfg.max_instructions = 200000;
    cfg.max_memory = 16 << 20;
    cfg.max_depth = 200;
    cfg.timeout_ms = 2000;
    cfg.print = discard;
    ps_vm *vm = NULL;
    ps_status st = ps_restore(&cfg, data, size, &vm);
    INVARIANT(st == PS_OK || st == PS_BAD_SNAPSHOT || st == PS_LIMIT || st == PS_NOMEM);
    INVARIANT((vm != NULL) == (st != PS_NOMEM));
    if (st == PS_OK && ps_pending_count(vm)) {
        /* a paused run: its tools bound again (those the seeds use; any
         * other stays unbound and raises when called), every call
         * answered, the run continued to its end; saved again at its
         * first pause */
        ps_register_tool(vm, "ask", NULL, NULL);
        ps_register_tool(vm, "fail", NULL, NULL);
        ps_register_tool_ex(vm, "fetch", NULL, NULL, PS_TOOL_ASYNC);
        ps_status r = PS_TOOL_PENDING;
        for (int round = 0; round < 40 && r == PS_TOOL_PENDING; round++) {
            void *b;
            size_t n;
            if (again && round == 0 && ps_snapshot(vm, &b, &n) == PS_OK) {
                try_restore(b, n, 0);
                ps_free_bytes(b);
            }
            size_t np = ps_pending_count(vm);
            for (size_t i = 0; i < np; i++) {
                ps_call c;
                c.struct_size = sizeof c;
                INVARIANT(ps_pending_call(vm, i, &c) == PS_OK);
                if (i % 3 == 2)
                    ps_reject(vm, c.id, "ValueError", "no");
                else
                    ps_resolve(vm, c.id, c.argc ? c.argv[0] : ps_none(vm));
            }
            r = ps_continue(vm, NULL);
            INVARIANT(r == PS_OK || r == PS_LIMIT || r == PS_EXCEPTION || r == PS_TOOL_PENDING || r == PS_MISUSE);
        }
        if (r == PS_TOOL_PENDING)
            INVARIANT(ps_abort(vm) != PS_TOOL_PENDING);
    } else if (st == PS_OK) {
        ps_status r = ps_run(vm, touch, strlen(touch), "touch.py", NULL);
        INVARIANT(r == PS_OK || r == PS_LIMIT || r == PS_EXCEPTION);
        void *b;
        size_t n;
        if (again && ps_snapshot(vm, &b, &n) == PS_OK) {
            try_restore(b, n, 0);
            ps_free_bytes(b);
        }
    }
    ps_free(vm);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    try_restore(data, size, 1);
    if (size >= 32) {
        uint8_t *c = malloc(size);
        if (!c)
            return 0;
        memcpy(c, data, size);
        snapshot_reseal(c, size);
        try_restore(c, size, 1);
        free(c);
    }
    return 0;
}
