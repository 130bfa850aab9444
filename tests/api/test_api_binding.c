/*
 * test_api_binding.c - the parts of the public API that a language binding
 * needs beyond the basics (bindings/python uses each): exceptions raised
 * with an args tuple (ps_raise_args, ps_reject_args), tool namespaces
 * ("github.search_issues"), a callback that stops the run (PS_LIMIT),
 * giving up a paused run (ps_abort), withdrawing an interrupt
 * (ps_interrupt_clear) and ints of any size as bytes.
 */
#include <stdio.h>
#include <string.h>

#include "pysafe.h"
#include "harness.h"

static ps_status run(ps_vm *vm, const char *src, ps_value *r) { return ps_run(vm, src, strlen(src), "t.py", r); }

/* Runs src and gives its result as text (the result must be a str). */
static const char *run_str(ps_vm *vm, const char *src)
{
    static char buf[1024];
    ps_value r = 0;
    ps_status st = run(vm, src, &r);
    if (st != PS_OK) {
        snprintf(buf, sizeof buf, "%s: %s: %s", ps_status_name(st), ps_error_type(vm), ps_error_message(vm));
        return buf;
    }
    const char *s = "";
    if (ps_to_str(vm, r, &s, NULL) != PS_OK)
        s = "(not a str)";
    snprintf(buf, sizeof buf, "%s", s);
    ps_release(vm, r);
    return buf;
}

/* ---- ps_raise_args ------------------------------------------------------ */

/* The tool raises the exception named by its first argument with the rest
 * of its arguments as args. */
static ps_status raiser(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    const char *type = "";
    ps_to_str(vm, call->argv[0], &type, NULL);
    ps_value args = ps_tuple_new(vm, call->argc - 1, call->argv + 1);
    return ps_raise_args(vm, type, args);
}

static void test_raise_args(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "r", raiser, NULL) == PS_OK);
    const char *prelude = "def f(*a):\n"
                          "    try:\n"
                          "        r(*a)\n"
                          "    except BaseException as e:\n"
                          "        return f'{type(e).__name__} {e.args!r} {str(e)!r} {isinstance(e, Exception)}'\n";
    CHECK_STR(run_str(vm, prelude), "(not a str)");
    CHECK_STR(run_str(vm, "f('KeyError', 5)"), "KeyError (5,) '5' True");
    CHECK_STR(run_str(vm, "f('ValueError', 'bad', 3)"), "ValueError ('bad', 3) \"('bad', 3)\" True");
    CHECK_STR(run_str(vm, "f('ValueError')"), "ValueError () '' True");
    CHECK_STR(run_str(vm, "f('KeyError', 'k')"), "KeyError ('k',) \"'k'\" True");
    CHECK_STR(run_str(vm, "f('OSError', 2, 'gone')"), "OSError (2, 'gone') '[Errno 2] gone' True");
    CHECK_STR(run_str(vm, "f('ToolError', 'x', [1])"), "ToolError ('x', [1]) \"('x', [1])\" True");
    CHECK_STR(run_str(vm, "f('UnicodeDecodeError', 'utf-8', b'\\xff', 0, 1, 'bad')"),
              "UnicodeDecodeError ('utf-8', b'\\xff', 0, 1, 'bad') "
              "\"'utf-8' codec can't decode byte 0xff in position 0: bad\" True");
    /* arguments the class refuses: the callback's misuse becomes the
     * RuntimeError that names the tool */
    const char *s = run_str(vm, "f('UnicodeDecodeError', 'x')");
    CHECK(strstr(s, "RuntimeError") == s);
    /* a tool cannot fake a limit */
    CHECK_STR(run_str(vm, "f('LimitError', 1)"), "LimitError (1,) '1' True");
    /* an uncaught one reports its type and message */
    CHECK(run(vm, "r('KeyError', 5)", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "KeyError");
    CHECK_STR(ps_error_message(vm), "5");
    /* outside a callback */
    ps_value t = ps_tuple_new(vm, 0, NULL);
    CHECK(ps_raise_args(vm, "ValueError", t) == PS_MISUSE);
    ps_release(vm, t);
    ps_free(vm);
}

/* ---- ps_reject_args, ps_abort ------------------------------------------- */

static void test_reject_args(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "t", NULL, NULL) == PS_OK);
    ps_value r = 0;
    const char *src = "try:\n"
                      "    t()\n"
                      "except KeyError as e:\n"
                      "    out = repr(e)\n"
                      "out\n";
    CHECK(run(vm, src, &r) == PS_TOOL_PENDING);
    ps_call call;
    CHECK(ps_pending_call(vm, 0, &call) == PS_OK);
    ps_value k = ps_int(vm, 5);
    ps_value args = ps_tuple_new(vm, 1, &k);
    CHECK(ps_reject_args(vm, call.id, "KeyError", k) == PS_MISUSE); /* not a tuple */
    CHECK(strstr(ps_error_message(vm), "args must be a tuple") != NULL);
    CHECK(ps_reject_args(vm, call.id + 1, "KeyError", args) == PS_MISUSE); /* unknown id */
    CHECK(ps_reject_args(vm, call.id, "no such", args) == PS_MISUSE);       /* not an identifier */
    CHECK(ps_reject_args(vm, call.id, "KeyError", args) == PS_OK);
    CHECK(ps_reject_args(vm, call.id, "KeyError", args) == PS_MISUSE);      /* twice */
    ps_release(vm, k);
    ps_release(vm, args);
    CHECK(ps_continue(vm, &r) == PS_OK);
    const char *s = "";
    CHECK(ps_to_str(vm, r, &s, NULL) == PS_OK);
    CHECK_STR(s, "KeyError(5)");
    ps_release(vm, r);
    ps_free(vm);
}

static void test_abort(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "t", NULL, NULL) == PS_OK);
    CHECK(ps_abort(vm) == PS_MISUSE); /* nothing paused */
    /* no handler of the script runs once the run is given up */
    const char *src = "done = []\n"
                      "while True:\n"
                      "    try:\n"
                      "        t()\n"
                      "    except BaseException:\n"
                      "        done.append('except')\n"
                      "    finally:\n"
                      "        done.append('finally')\n";
    CHECK(run(vm, src, NULL) == PS_TOOL_PENDING);
    CHECK(ps_abort(vm) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_INTERRUPT);
    CHECK(ps_pending_count(vm) == 0);
    CHECK_STR(run_str(vm, "str(done)"), "[]");
    /* the sandbox runs on, without a stale interrupt */
    CHECK_STR(run_str(vm, "s = 0\nfor i in range(1000):\n    s += i\nstr(s)"), "499500");
    ps_free(vm);
}

/* ---- a callback that stops the run -------------------------------------- */

static ps_status stopper(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    return PS_LIMIT;
}

static void test_callback_stops_run(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "stop", stopper, NULL) == PS_OK);
    const char *src = "log = []\n"
                      "try:\n"
                      "    stop()\n"
                      "except BaseException:\n"
                      "    log.append('except')\n"
                      "finally:\n"
                      "    log.append('finally')\n";
    CHECK(run(vm, src, NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_INTERRUPT);
    CHECK(strstr(ps_error_message(vm), "tool 'stop'") != NULL);
    CHECK_STR(run_str(vm, "str(log)"), "[]");
    ps_free(vm);
}

/* ---- ps_interrupt_clear -------------------------------------------------- */

static void test_interrupt_clear(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_interrupt(vm);
    ps_interrupt_clear(vm);
    CHECK_STR(run_str(vm, "s = 0\nfor i in range(10):\n    s += i\nstr(s)"), "45");
    ps_interrupt(vm);
    CHECK(run(vm, "for i in range(10):\n    pass", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_INTERRUPT);
    ps_free(vm);
}

/* ---- namespaces ---------------------------------------------------------- */

static ps_status echo(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s/%zu", call->tool, call->argc);
    *result = ps_str(vm, buf, strlen(buf));
    return PS_OK;
}

static void test_namespaces(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "github.search_issues", echo, NULL) == PS_OK);
    CHECK(ps_register_tool(vm, "github.get_issue", echo, NULL) == PS_OK);
    CHECK(ps_register_tool(vm, "plain", echo, NULL) == PS_OK);
    CHECK_STR(run_str(vm, "github.search_issues(1, 2)"), "github.search_issues/2");
    CHECK_STR(run_str(vm, "import github\ngithub.get_issue(7)"), "github.get_issue/1");
    CHECK_STR(run_str(vm, "from github import search_issues as s\ns()"), "github.search_issues/0");
    CHECK_STR(run_str(vm, "repr(github.get_issue)"), "<tool 'github.get_issue'>");
    CHECK_STR(run_str(vm, "type(github).__name__"), "module");
    /* read-only */
    CHECK_STR(run_str(vm, "try:\n    github.get_issue = len\nexcept AttributeError as e:\n    m = str(e)\nm"),
              "'module' object attribute 'get_issue' is read-only");
    CHECK_STR(run_str(vm, "try:\n    github.nope\nexcept AttributeError as e:\n    m = str(e)\nm"),
              "module 'github' has no attribute 'nope'");
    CHECK_STR(run_str(vm, "try:\n    from github import nope\nexcept ImportError as e:\n    m = str(e)\nm"),
              "cannot import name 'nope' from 'github' (unknown location)");
    /* a script that rebinds the global still imports the namespace */
    CHECK_STR(run_str(vm, "github = 1\nimport github\ngithub.get_issue()"), "github.get_issue/0");
    /* bad names */
    CHECK(ps_register_tool(vm, "a.b.c", echo, NULL) == PS_MISUSE);
    CHECK(ps_register_tool(vm, ".b", echo, NULL) == PS_MISUSE);
    CHECK(ps_register_tool(vm, "a.", echo, NULL) == PS_MISUSE);
    CHECK(ps_register_tool(vm, "a.1b", echo, NULL) == PS_MISUSE);
    CHECK(ps_register_tool(vm, "json.loads", echo, NULL) == PS_MISUSE);
    CHECK(strstr(ps_error_message(vm), "module of the sandbox") != NULL);
    CHECK(ps_register_tool(vm, "collections.x", echo, NULL) == PS_MISUSE);
    CHECK(ps_register_tool(vm, "github", echo, NULL) == PS_MISUSE);
    CHECK(ps_register_tool(vm, "plain.x", echo, NULL) == PS_MISUSE);
    /* the sandbox's own modules are untouched */
    CHECK_STR(run_str(vm, "import json\njson.dumps([1])"), "[1]");
    /* an unknown module is still unknown */
    CHECK_STR(run_str(vm, "try:\n    import gitlab\nexcept ImportError as e:\n    m = str(e)\nm"),
              "No module named 'gitlab'");
    ps_free(vm);

    /* a deferred call in a namespace names the whole tool */
    vm = ps_new(NULL);
    CHECK(ps_register_tool(vm, "web.fetch", NULL, NULL) == PS_OK);
    ps_value r = 0;
    CHECK(run(vm, "import web\nweb.fetch('u')", &r) == PS_TOOL_PENDING);
    ps_call call;
    CHECK(ps_pending_call(vm, 0, &call) == PS_OK);
    CHECK_STR(call.tool, "web.fetch");
    ps_value a = ps_int(vm, 3);
    CHECK(ps_resolve(vm, call.id, a) == PS_OK);
    ps_release(vm, a);
    CHECK(ps_continue(vm, &r) == PS_OK);
    int64_t v = 0;
    CHECK(ps_to_int64(vm, r, &v) == PS_OK && v == 3);
    ps_free(vm);
}

/* ---- ints as bytes ------------------------------------------------------- */

static void test_int_bytes(void)
{
    ps_vm *vm = ps_new(NULL);
    static const struct {
        const char *expr;
        size_t len;
        const char *bytes;
    } cases[] = {
        {"0", 1, "\x00"},
        {"1", 1, "\x01"},
        {"-1", 1, "\xff"},
        {"127", 1, "\x7f"},
        {"128", 2, "\x80\x00"},
        {"-128", 2, "\x80\xff"},
        {"-129", 2, "\x7f\xff"},
        {"True", 1, "\x01"},
        {"2**64", 9, "\x00\x00\x00\x00\x00\x00\x00\x00\x01"},
        {"-2**63", 9, "\x00\x00\x00\x00\x00\x00\x00\x80\xff"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ps_value v = 0, b = 0;
        CHECK(run(vm, cases[i].expr, &v) == PS_OK);
        CHECK(ps_int_to_bytes(vm, v, &b) == PS_OK);
        const void *data = NULL;
        size_t n = 0;
        CHECK(ps_to_bytes(vm, b, &data, &n) == PS_OK);
        CHECK(n == cases[i].len && memcmp(data, cases[i].bytes, n) == 0);
        /* and back */
        ps_value w = ps_int_from_bytes(vm, data, n);
        CHECK(ps_set_global(vm, "w", w) == PS_OK);
        CHECK(ps_set_global(vm, "v", v) == PS_OK);
        CHECK_STR(run_str(vm, "str(w == v and type(w) is int)"), "True");
        ps_release(vm, v);
        ps_release(vm, b);
        ps_release(vm, w);
    }
    /* far past the 4,300 digits of decimal text */
    ps_value v = 0, b = 0;
    CHECK(run(vm, "big = -(7 ** 20000)\nbig", &v) == PS_OK);
    CHECK(ps_int_to_bytes(vm, v, &b) == PS_OK);
    const void *data = NULL;
    size_t n = 0;
    CHECK(ps_to_bytes(vm, b, &data, &n) == PS_OK);
    ps_value w = ps_int_from_bytes(vm, data, n);
    CHECK(ps_set_global(vm, "w", w) == PS_OK);
    CHECK_STR(run_str(vm, "str(w == big)"), "True");
    ps_value empty = ps_int_from_bytes(vm, NULL, 0);
    int64_t z = 1;
    CHECK(ps_to_int64(vm, empty, &z) == PS_OK && z == 0);
    ps_value s = ps_str(vm, "x", 1);
    CHECK(ps_int_to_bytes(vm, s, &b) == PS_MISUSE);
    CHECK(ps_int_from_bytes(vm, NULL, 3) == 0);
    ps_free(vm);
}

TEST_MAIN(
    TEST_ENTRY(test_raise_args)
    TEST_ENTRY(test_reject_args)
    TEST_ENTRY(test_abort)
    TEST_ENTRY(test_callback_stops_run)
    TEST_ENTRY(test_interrupt_clear)
    TEST_ENTRY(test_namespaces)
    TEST_ENTRY(test_int_bytes)
)
