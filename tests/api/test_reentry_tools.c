/*
 * test_reentry_tools.c - a deferring host tool called from a class's
 * special method while a built-in operation is in the middle of its work
 * (a dict lookup's __eq__, sort's __lt__, repr's __repr__ ...). The run
 * cannot pause there (C code of the built-in lies between the call and
 * the host), so the script gets the RuntimeError that pysafe.h documents,
 * can catch it, and the sandbox carries on; where the call is made by the
 * interpreter loop itself (a plain call, __init__) the run pauses and
 * resumes as usual.
 */
#include <stdio.h>
#include <string.h>

#include "pysafe.h"
#include "harness.h"

static ps_status run(ps_vm *vm, const char *src, ps_value *r) { return ps_run(vm, src, strlen(src), "t.py", r); }

/* Classes whose special methods call the deferring tool t, and a helper
 * that runs an expression and gives back the error it raised. */
static const char prelude[] =
    "class A:\n"
    "    def __init__(self, v=0):\n"
    "        self.v = v\n"
    "    def __eq__(self, o):\n"
    "        return t('eq') == 'yes'\n"
    "    def __hash__(self):\n"
    "        return 1\n"
    "    def __lt__(self, o):\n"
    "        return t('lt') == 'yes'\n"
    "    def __repr__(self):\n"
    "        return t('repr')\n"
    "    def __len__(self):\n"
    "        return t('len')\n"
    "    def __iter__(self):\n"
    "        return self\n"
    "    def __next__(self):\n"
    "        return t('next')\n"
    "class H:\n"
    "    def __hash__(self):\n"
    "        return t('hash')\n"
    "def err(f):\n"
    "    try:\n"
    "        f()\n"
    "    except RuntimeError as e:\n"
    "        return str(e)\n"
    "    return 'no error'\n";

static void test_no_pause_inside_builtins(void)
{
    static const char *const cases[] = {
        "lambda: {A(): 1}[A()]",          /* dict lookup */
        "lambda: {A(), A()}",             /* set display */
        "lambda: [A()].index(A())",       /* list.index */
        "lambda: A() in [A()]",           /* `in` */
        "lambda: A() == A()",             /* the comparison itself */
        "lambda: (A(),) == (A(),)",       /* tuple == */
        "lambda: sorted([A(), A()])",     /* sort's __lt__ */
        "lambda: min(A(), A())",          /* min */
        "lambda: sorted([1, 2], key=t)",  /* key= is the tool itself */
        "lambda: repr([A()])",            /* container repr */
        "lambda: hash((H(),))",           /* tuple hash */
        "lambda: len(A())",               /* len */
        "lambda: list(A())",              /* __next__ from list() */
        "lambda: dict.fromkeys([H()])",   /* dict insertion */
        "lambda: list(map(t, [1]))",      /* map */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ps_vm *vm = ps_new(NULL);
        CHECK(ps_register_tool(vm, "t", NULL, NULL) == PS_OK);
        char src[2048];
        snprintf(src, sizeof src, "%serr(%s)", prelude, cases[i]);
        ps_value r = 0;
        ps_status st = run(vm, src, &r);
        CHECK(st == PS_OK);
        const char *msg = "";
        if (st == PS_OK)
            ps_to_str(vm, r, &msg, NULL);
        if (!strstr(msg, "cannot pause here"))
            fprintf(stderr, "case %s: status %s, %s\n", cases[i], ps_status_name(st), st == PS_OK ? msg : ps_error_message(vm));
        CHECK(strstr(msg, "cannot pause here") != NULL);
        CHECK(ps_pending_count(vm) == 0);
        /* nothing is left paused: the sandbox runs the next script */
        CHECK(run(vm, "sorted({3: 1, 1: 2}.items())[0][0]", &r) == PS_OK);
        int64_t v = 0;
        CHECK(ps_to_int64(vm, r, &v) == PS_OK && v == 1);
        ps_free(vm);
    }
}

/* Uncaught, the error reaches the host as a plain exception, with the
 * documented message. */
static void test_uncaught_error(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "t", NULL, NULL) == PS_OK);
    char src[2048];
    snprintf(src, sizeof src, "%s{A(): 1}[A()]\n", prelude);
    CHECK(run(vm, src, NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "RuntimeError");
    CHECK(strstr(ps_error_message(vm), "tool 't' cannot pause here") != NULL);
    CHECK(ps_pending_count(vm) == 0);
    ps_free(vm);
}

/* The interpreter loop's own calls still pause: a plain call and a call
 * from __init__ (which runs in the loop), with values made on both sides
 * of the pause. */
static void test_pause_where_allowed(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "t", NULL, NULL) == PS_OK);
    const char *src = "class C:\n"
                      "    def __init__(self):\n"
                      "        self.got = t('init')\n"
                      "junk = [str(i) for i in range(100)]\n"
                      "c = C()\n"
                      "d = {k: k for k in junk}\n"
                      "c.got + t('plain') + str(len(d))\n";
    ps_value r = 0;
    ps_status st = run(vm, src, &r);
    int pauses = 0;
    while (st == PS_TOOL_PENDING) {
        ps_call call;
        CHECK(ps_pending_call(vm, 0, &call) == PS_OK);
        const char *what = "";
        ps_to_str(vm, call.argv[0], &what, NULL);
        char ans[32];
        snprintf(ans, sizeof ans, "<%s>", what);
        ps_value a = ps_str(vm, ans, strlen(ans));
        CHECK(ps_resolve(vm, call.id, a) == PS_OK);
        ps_release(vm, a);
        pauses++;
        st = ps_continue(vm, &r);
    }
    CHECK(pauses == 2);
    CHECK(st == PS_OK);
    const char *s = "";
    CHECK(ps_to_str(vm, r, &s, NULL) == PS_OK);
    CHECK_STR(s, "<init><plain>100");
    ps_free(vm);
}

TEST_MAIN(
    TEST_ENTRY(test_no_pause_inside_builtins)
    TEST_ENTRY(test_uncaught_error)
    TEST_ENTRY(test_pause_where_allowed)
)
