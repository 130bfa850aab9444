/*
 * test_api_security.c - escape and exhaustion techniques through the public
 * API (host-api/pysafe.h): what a tool receives from a hostile script, and
 * what one sandbox can leave for the next.
 */
#include <string.h>

#include "harness.h"
#include "host-api/pysafe.h"

static ps_status run(ps_vm *vm, const char *src) { return ps_run(vm, src, strlen(src), "t.py", NULL); }

static ps_type seen[8];
static size_t nseen;
static ps_status record_tool(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)ud;
    nseen = call->argc < 8 ? call->argc : 8;
    for (size_t i = 0; i < nseen; i++)
        seen[i] = ps_typeof(vm, call->argv[i]);
    *result = 0;
    return PS_OK;
}

/* A tool gets plain values; functions, exceptions and modules arrive as
 * opaque OTHER handles that carry nothing the host would act on. */
static void test_tool_receives_only_values(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "rec", record_tool, NULL) == PS_OK);
    CHECK(run(vm, "import math\ndef f(): pass\nrec(1, 's', [1], f, len, ValueError('x'), math)") == PS_OK);
    CHECK(nseen == 7);
    CHECK(seen[0] == PS_T_INT && seen[1] == PS_T_STR && seen[2] == PS_T_LIST);
    for (size_t i = 3; i < 7; i++)
        CHECK(seen[i] == PS_T_OTHER);
    ps_free(vm);
}

/* Arguments that are hostile to a converter: cyclic, deeply nested, huge.
 * A gc_stress build collects at every safepoint, so building the nest costs
 * time quadratic in its depth there: it goes less deep, still far past any
 * recursion the C stack could take. */
#ifdef PS_GC_STRESS
#define NEST_DEPTH "5000"
#else
#define NEST_DEPTH "100000"
#endif
static void test_tool_hostile_arguments(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "rec", record_tool, NULL) == PS_OK);
    ps_status st = run(vm, "l = []\nl.append(l)\nrec(l)");
    CHECK(st == PS_OK || st == PS_EXCEPTION);
    st = run(vm, "d = []\nfor i in range(" NEST_DEPTH "):\n    d = [d]\nrec(d)");
    CHECK(st == PS_OK || st == PS_EXCEPTION);
    st = run(vm, "rec(7 ** 100000, 'x' * 10**6, b'y' * 10**6)");
    CHECK(st == PS_OK || st == PS_EXCEPTION);
    /* a tool called in an endless loop still meets the budgets */
    st = run(vm, "while True:\n    rec(1)");
    CHECK(st == PS_LIMIT);
    ps_free(vm);
}

/* One sandbox leaves nothing for the next: globals, module attributes. */
static void test_sandboxes_are_independent(void)
{
    ps_vm *a = ps_new(NULL), *b = ps_new(NULL);
    CHECK(run(a, "secret = 'a-secret'") == PS_OK);
    CHECK(run(a, "import math\nmath.pi = 3") == PS_EXCEPTION);
    CHECK_STR(ps_error_type(a), "AttributeError");
    CHECK(run(b, "secret") == PS_EXCEPTION);
    CHECK_STR(ps_error_type(b), "NameError");
    CHECK(run(b, "import math\nassert math.pi > 3.14") == PS_OK);
    ps_free(a);
    ps_free(b);
}

TEST_MAIN(TEST_ENTRY(test_tool_receives_only_values) TEST_ENTRY(test_tool_hostile_arguments)
          TEST_ENTRY(test_sandboxes_are_independent))
