/*
 * restore_sweep.c - ps_restore with its Nth allocation refused, for every
 * N (the allocation-failure build only: PS_ALLOC_FAIL_AT, read by every
 * new sandbox, vm/heap.c).
 *
 * For each snapshot (a sandbox after a script A, or paused in it): one restore with no
 * failure counts the allocations A makes (ps_get_stats) and what a script
 * B then prints. Then for each N up to that count + 1, a restore with
 * allocation N refused must end in PS_OK (B then prints the same, or
 * stops on the memory limit with a prefix of it, since the refusal may
 * come during B), PS_LIMIT for memory (a fresh sandbox, whose own
 * allocations may be refused too), or PS_NOMEM with no sandbox (its fresh
 * sandbox could not be made): never anything else, never a crash, a leak
 * or a sanitizer report.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pysafe.h"

static const char *const cases[][2] = {
    {"x = [1, 'two', 3.0, (4, 5), {'six': {7}}, frozenset('ab'), 2**80, b'b', bytearray(2), range(3)]\n"
     "x.append(x)\n",
     "print(x[:-1], x[-1] is x)\n"},
    {"def f(a, b=2, *c, d=4):\n    return a + b + d\ndef mk():\n    n = [0]\n    def g():\n        n[0] += 1\n"
     "        return n[0]\n    return g\ng = mk(); g()\nsq = lambda v: v * v\n",
     "print(f(1), g(), sq(5))\n"},
    {"class A:\n    k = 1\n    def __init__(self, v):\n        self.v = v\n    @property\n    def p(self):\n"
     "        return self.v * 2\nclass B(A):\n    __slots__ = ('s',)\nclass L(list):\n    pass\n"
     "objs = [A(1), B(2), L([3])]\nobjs[1].s = 's'\n"
     "try:\n    {}['k']\nexcept KeyError as e:\n    err = e\n",
     "print([o.p for o in objs[:2]], objs[1].s, objs[2], repr(err), B.k)\n"},
    /* paused runs (B empty: the run goes on, every call answered 5):
     * frames, a generator, iterators, a with block */
    {"def gen(n):\n    for i in range(n):\n        yield ask(i) + i\n"
     "class M:\n    def __enter__(self):\n        return 'm'\n    def __exit__(self, *a):\n        print('exit')\n"
     "out = []\nwith M():\n    for k, v in {'a': 1}.items():\n        out.append([x for x in gen(2)])\n"
     "print(out, ask('end'))\n",
     ""},
    {"import asyncio\nasync def one(i):\n    return await fetch(i) + i\n"
     "print(await asyncio.gather(one(1), one(2)))\n",
     ""},
};

static ps_status defer_tool(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)vm, (void)ud, (void)call, (void)result;
    return PS_TOOL_PENDING;
}

/* Script B in a restored sandbox, or (B empty) the paused run continued
 * with every call answered 5. */
static ps_status run_b(ps_vm *vm, const char *b)
{
    if (*b)
        return ps_run(vm, b, strlen(b), "b.py", NULL);
    ps_register_tool(vm, "ask", defer_tool, NULL);
    ps_register_tool_ex(vm, "fetch", defer_tool, NULL, PS_TOOL_ASYNC);
    ps_status st = PS_TOOL_PENDING;
    while (st == PS_TOOL_PENDING) {
        size_t n = ps_pending_count(vm);
        if (n == 0)
            return PS_MISUSE;
        for (size_t i = 0; i < n; i++) {
            ps_call c = {.struct_size = sizeof c};
            ps_pending_call(vm, i, &c);
            ps_value five = ps_int(vm, 5);
            ps_resolve(vm, c.id, five);
            ps_release(vm, five);
        }
        st = ps_continue(vm, NULL);
    }
    return st;
}

static int failures;

static void fail(const char *what, size_t c, long n)
{
    fprintf(stderr, "case %zu, allocation %ld: %s\n", c, n, what);
    failures++;
}

int main(void)
{
    long checked = 0, outcome[4] = {0}; /* ok, limit, nomem, ok but B stopped */
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        unsetenv("PS_ALLOC_FAIL_AT");
        ps_vm *vm = ps_new(NULL);
        void *bytes;
        size_t len;
        bool paused = !*cases[c][1];
        if (paused) {
            ps_register_tool(vm, "ask", defer_tool, NULL);
            ps_register_tool_ex(vm, "fetch", defer_tool, NULL, PS_TOOL_ASYNC);
        }
        if (ps_run(vm, cases[c][0], strlen(cases[c][0]), "a.py", NULL) != (paused ? PS_TOOL_PENDING : PS_OK) ||
            ps_snapshot(vm, &bytes, &len) != PS_OK) {
            fail("the script or its snapshot failed", c, 0);
            ps_free(vm);
            continue;
        }
        ps_free(vm);
        ps_vm *v2;
        if (ps_restore(NULL, bytes, len, &v2) != PS_OK) {
            fail("the restore without failures failed", c, 0);
            ps_free(v2);
            ps_free_bytes(bytes);
            continue;
        }
        ps_stats st = {.struct_size = sizeof st};
        ps_get_stats(v2, &st);
        long total = (long)st.allocations + 50; /* and the fresh sandbox's */
        if (run_b(v2, cases[c][1]) != PS_OK)
            fail("B failed after the restore without failures", c, 0);
        size_t wl;
        const char *w = ps_output(v2, &wl);
        char *want = malloc(wl + 1);
        memcpy(want, w, wl);
        want[wl] = 0;
        ps_free(v2);
        /* every allocation of a small restore; at most about 2,000 points
         * spread over a big one (one that imports asyncio again makes
         * tens of thousands), always including the first 500 */
        long stride = total > 2000 ? total / 1500 : 1;
        for (long n = 1; n <= total + 1; n += n < 500 ? 1 : stride) {
            char at[32];
            snprintf(at, sizeof at, "%ld", n);
            setenv("PS_ALLOC_FAIL_AT", at, 1);
            ps_vm *v3 = NULL;
            ps_status s = ps_restore(NULL, bytes, len, &v3);
            checked++;
            outcome[s == PS_OK ? 0 : s == PS_LIMIT ? 1 : 2]++;
            if (s == PS_NOMEM) {
                if (v3)
                    fail("PS_NOMEM with a sandbox", c, n);
                continue;
            }
            if (!v3) {
                fail("no sandbox", c, n);
                continue;
            }
            if (s == PS_LIMIT) {
                if (ps_limit_hit(v3) != PS_LIMIT_MEMORY)
                    fail("a limit other than memory", c, n);
            } else if (s == PS_OK) {
                ps_status r = run_b(v3, cases[c][1]);
                outcome[3] += r != PS_OK;
                size_t gl;
                const char *got = ps_output(v3, &gl);
                if (r == PS_OK ? gl != wl || memcmp(got, want, wl)
                               : !(r == PS_LIMIT && ps_limit_hit(v3) == PS_LIMIT_MEMORY && gl <= wl &&
                                   !memcmp(got, want, gl)))
                    fail("the restored sandbox ran B differently", c, n);
            } else {
                fail(ps_status_name(s), c, n);
            }
            ps_free(v3);
        }
        free(want);
        ps_free_bytes(bytes);
    }
    printf("%ld restores with one allocation refused: %ld restored (%ld of them then stopped in B), %ld on the "
           "memory limit, %ld without a sandbox; %d failures\n",
           checked, outcome[0], outcome[3], outcome[1], outcome[2], failures);
    /* the sweep must have refused allocations inside restore itself */
    if (outcome[1] == 0)
        failures++;
    return failures != 0;
}
