/*
 * test_api.c - the public API (host-api/pysafe.h) as a host sees it: only
 * the header, no internals. Lifecycle, running, output, errors, every
 * limit, tools (synchronous, raising, deferred), values both ways, handle
 * misuse of every kind, statistics, threading, and sandboxes at volume.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pysafe.h"
#include "harness.h"

static ps_status run(ps_vm *vm, const char *src, ps_value *r) { return ps_run(vm, src, strlen(src), "t.py", r); }

/* The run's result as an int64 (or -999999 if it is not one). */
static int64_t run_int(ps_vm *vm, const char *src)
{
    ps_value r = 0;
    int64_t i = -999999;
    ps_status st = run(vm, src, &r);
    if (st != PS_OK) {
        fprintf(stderr, "run_int: %s: %s\n%s", ps_status_name(st), ps_error_message(vm), ps_error_traceback(vm));
        return i;
    }
    if (ps_to_int64(vm, r, &i) != PS_OK)
        i = -999999;
    ps_release(vm, r);
    return i;
}

/* The repr of the run's result, in buf. */
static const char *run_repr(ps_vm *vm, const char *src, char *buf, size_t n)
{
    ps_value r = 0, s = 0;
    snprintf(buf, n, "<error>");
    ps_status st = run(vm, src, &r);
    if (st != PS_OK) {
        snprintf(buf, n, "<%s: %s>", ps_status_name(st), ps_error_message(vm));
        return buf;
    }
    const char *t;
    if (ps_repr(vm, r, &s) == PS_OK && ps_to_str(vm, s, &t, NULL) == PS_OK)
        snprintf(buf, n, "%s", t);
    ps_release(vm, s);
    ps_release(vm, r);
    return buf;
}

/* ---- lifecycle ------------------------------------------------------------ */

static void test_config_defaults(void)
{
    ps_config c;
    ps_config_init(&c);
    CHECK(c.struct_size == sizeof c);
    CHECK(c.max_instructions == 200000000);
    CHECK(c.max_memory == (size_t)64 << 20);
    CHECK(c.max_depth == 1000);
    CHECK(c.max_output == (size_t)1 << 20);
    CHECK(c.timeout_ms == 5000);
    CHECK(c.max_pending_calls == 64);
    CHECK(c.max_tool_calls == 10000);
    CHECK(c.print == NULL);
    ps_config_init(NULL); /* no crash */
    ps_vm *vm = ps_new(&c);
    CHECK(vm != NULL);
    ps_free(vm);
    vm = ps_new(NULL);
    CHECK(vm != NULL);
    ps_free(vm);
    ps_free(NULL);
    c.struct_size = 3; /* garbage */
    CHECK(ps_new(&c) == NULL);
    c.struct_size = sizeof c + 64; /* from a newer header than the library */
    CHECK(ps_new(&c) == NULL);
    /* an older, shorter config (no print hook): the rest are defaults */
    ps_config_init(&c);
    c.struct_size = offsetof(ps_config, print);
    vm = ps_new(&c);
    CHECK(vm != NULL);
    CHECK(run_int(vm, "print('x')\n7") == 7);
    ps_free(vm);
    CHECK_STR(ps_version(), PS_VERSION);
    CHECK_STR(ps_status_name(PS_TOOL_PENDING), "PS_TOOL_PENDING");
    CHECK_STR(ps_status_name((ps_status)999), "PS_UNKNOWN");
    CHECK_STR(ps_limit_name(PS_LIMIT_TIME), "time");
    CHECK_STR(ps_limit_name((ps_limit)999), "unknown");
}

/* ---- running -------------------------------------------------------------- */

static void test_run_result_and_globals(void)
{
    ps_vm *vm = ps_new(NULL);
    char buf[200];
    CHECK(run_int(vm, "1 + 2") == 3);
    CHECK_STR(run_repr(vm, "x = 5", buf, sizeof buf), "None");
    CHECK_STR(run_repr(vm, "", buf, sizeof buf), "None");
    CHECK_STR(run_repr(vm, "if True:\n    7\n", buf, sizeof buf), "None");
    CHECK(run_int(vm, "x * 2") == 10); /* globals persist */
    CHECK_STR(run_repr(vm, "def f(a):\n    return [a, 'b', (1.5, None)]\nf(x)", buf, sizeof buf), "[5, 'b', (1.5, None)]");
    CHECK(run_int(vm, "f(1)[0] + x") == 6);
    ps_value v = 0;
    CHECK(ps_get_global(vm, "x", &v) == PS_OK);
    int64_t i = 0;
    CHECK(ps_to_int64(vm, v, &i) == PS_OK && i == 5);
    CHECK(ps_release(vm, v) == PS_OK);
    CHECK(ps_get_global(vm, "nope", &v) == PS_NOT_FOUND && v == 0);
    CHECK(ps_set_global(vm, "y", ps_int(vm, 40)) == PS_OK);
    CHECK(run_int(vm, "y + 2") == 42);
    /* the result handle outlives later runs */
    ps_value keep = 0;
    CHECK(run(vm, "[1, 2, 3]", &keep) == PS_OK);
    CHECK(run_int(vm, "z = [list(range(100)) for _ in range(3000)]\nlen(z)") == 3000);
    size_t n = 0;
    CHECK(ps_len(vm, keep, &n) == PS_OK && n == 3);
    CHECK(run(vm, "1", NULL) == PS_OK); /* result not wanted */
    ps_free(vm);
}

static void test_inputs(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_value items = ps_list_new(vm);
    for (int i = 1; i <= 4; i++) {
        ps_value x = ps_int(vm, i);
        CHECK(ps_list_append(vm, items, x) == PS_OK);
        ps_release(vm, x);
    }
    ps_value cfg = ps_dict_new(vm);
    ps_value k = ps_str(vm, "scale", 5), val = ps_float(vm, 2.5);
    CHECK(ps_dict_set(vm, cfg, k, val) == PS_OK);
    CHECK(ps_set_global(vm, "items", items) == PS_OK);
    CHECK(ps_set_global(vm, "cfg", cfg) == PS_OK);
    ps_value r = 0;
    CHECK(run(vm, "sum(items) * cfg['scale']", &r) == PS_OK);
    double d = 0;
    CHECK(ps_to_double(vm, r, &d) == PS_OK && d == 25.0);
    CHECK(ps_set_global(vm, NULL, r) == PS_MISUSE);
    CHECK(ps_set_global(vm, "", r) == PS_MISUSE);
    CHECK(ps_set_global(vm, "\xff", r) == PS_MISUSE);
    CHECK(ps_set_global(vm, "q", 12345) == PS_MISUSE);
    ps_free(vm);
}

static char sink_buf[256];
static size_t sink_len;
static void sink(void *ud, const char *text, size_t len)
{
    (*(int *)ud)++;
    if (sink_len + len < sizeof sink_buf) {
        memcpy(sink_buf + sink_len, text, len);
        sink_len += len;
        sink_buf[sink_len] = 0;
    }
}

static void test_output(void)
{
    ps_vm *vm = ps_new(NULL);
    size_t len = 99;
    CHECK_STR(ps_output(vm, &len), "");
    CHECK(len == 0);
    CHECK(run(vm, "print('hi', 1)\nprint('é', end='')", NULL) == PS_OK);
    CHECK_STR(ps_output(vm, &len), "hi 1\né");
    CHECK(len == 7);
    ps_output_clear(vm);
    CHECK_STR(ps_output(vm, NULL), "");
    CHECK(run(vm, "print('a')", NULL) == PS_OK);
    CHECK(run(vm, "print('b')", NULL) == PS_OK); /* each run starts afresh */
    CHECK_STR(ps_output(vm, NULL), "b\n");
    /* a run that ends inside contextlib's redirects leaves none behind:
     * the next run prints to its output and sys.stdout/stderr are the
     * originals again */
    CHECK(run(vm, "import sys, contextlib\nclass S:\n    def write(self, s): return len(s)\n"
                  "contextlib.redirect_stdout(S()).__enter__()\ncontextlib.redirect_stderr(S()).__enter__()\n"
                  "print('lost')\nraise ValueError", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_output(vm, NULL), "");
    CHECK(run(vm, "import sys\nprint(sys.stdout is sys.__stdout__, sys.stderr is sys.__stderr__)", NULL) == PS_OK);
    CHECK_STR(ps_output(vm, NULL), "True True\n");
    ps_free(vm);

    ps_config c;
    ps_config_init(&c);
    int calls = 0;
    c.print = sink;
    c.print_ud = &calls;
    vm = ps_new(&c);
    CHECK(run(vm, "for i in range(3): print(i)", NULL) == PS_OK);
    CHECK(calls > 0);
    CHECK_STR(sink_buf, "0\n1\n2\n");
    CHECK_STR(ps_output(vm, NULL), "");
    ps_free(vm);
}

static int64_t fixed_clock(void *ud)
{
    return *(const int64_t *)ud;
}

/* ps_config.clock: NULL means no clock (OSError); a fixed instant is "now". */
static void test_clock(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(run(vm, "import time\ntime.time()", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "OSError");
    CHECK(run(vm, "import time\nprint(time.monotonic() >= 0)", NULL) == PS_OK);
    ps_free(vm);

    ps_config c;
    ps_config_init(&c);
    CHECK(c.clock == NULL);
    int64_t when = (int64_t)1704164645 * 1000000000; /* 2024-01-02T03:04:05Z */
    c.clock = fixed_clock;
    c.clock_ud = &when;
    vm = ps_new(&c);
    CHECK(run(vm, "import datetime\nprint(datetime.datetime.now(datetime.timezone.utc))", NULL) == PS_OK);
    CHECK_STR(ps_output(vm, NULL), "2024-01-02 03:04:05+00:00\n");
    CHECK(run(vm, "import time\ntime.sleep(60)\nprint(time.gmtime().tm_min, time.monotonic() >= 60)", NULL) == PS_OK);
    CHECK_STR(ps_output(vm, NULL), "5 True\n");
    CHECK(run(vm, "import time\nprint(time.monotonic() < 60)", NULL) == PS_OK); /* each run starts at 0 */
    CHECK_STR(ps_output(vm, NULL), "True\n");
    ps_free(vm);

    c.clock = ps_clock_system;
    vm = ps_new(&c);
    CHECK(run(vm, "import time\nprint(time.time() > 1.7e9)", NULL) == PS_OK);
    CHECK_STR(ps_output(vm, NULL), "True\n");
    ps_free(vm);
}

static void test_errors(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(run(vm, "x = 1\ny = (1 +\n", NULL) == PS_SYNTAX_ERROR);
    CHECK_STR(ps_error_type(vm), "SyntaxError");
    CHECK(ps_error_line(vm) == 2);
    CHECK(ps_error_column(vm) == 5);
    CHECK(strstr(ps_error_message(vm), "was never closed") != NULL);
    CHECK(strstr(ps_error_traceback(vm), "SyntaxError") != NULL);
    CHECK(run(vm, "def f():\n  return 1/0\nf()", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "ZeroDivisionError");
    CHECK_STR(ps_error_message(vm), "division by zero");
    CHECK_STR(ps_error_traceback(vm),
              "Traceback (most recent call last):\n"
              "  File \"t.py\", line 3, in <module>\n"
              "    f()\n"
              "  File \"t.py\", line 2, in f\n"
              "    return 1/0\n"
              "           ~^~\n"
              "ZeroDivisionError: division by zero\n");
    CHECK(ps_error_line(vm) == 0);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_NONE);
    CHECK(run(vm, "{}['k']", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_message(vm), "'k'");
    /* the sandbox goes on after errors */
    CHECK(run_int(vm, "40 + 2") == 42);
    CHECK_STR(ps_error_type(vm), "");
    CHECK(run(vm, "  x = 1", NULL) == PS_SYNTAX_ERROR);
    CHECK_STR(ps_error_type(vm), "IndentationError");
    ps_free(vm);
    CHECK_STR(ps_error_type(NULL), "");
    CHECK_STR(ps_error_message(NULL), "");
}

static void test_check(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_check(vm, "x = 1", 5) == PS_OK);
    CHECK(ps_check(vm, "if x:\n", 6) == PS_INCOMPLETE);
    CHECK(ps_check(vm, "f(1,", 4) == PS_INCOMPLETE);
    CHECK(ps_check(vm, "x = )", 5) == PS_SYNTAX_ERROR);
    CHECK(ps_check(vm, "return 1", 8) == PS_SYNTAX_ERROR);
    CHECK(strstr(ps_error_message(vm), "outside function") != NULL);
    CHECK(ps_check(vm, NULL, 0) == PS_MISUSE);
    ps_free(vm);
}

/* ---- limits --------------------------------------------------------------- */

static ps_vm *limited(void (*set)(ps_config *))
{
    ps_config c;
    ps_config_init(&c);
    set(&c);
    return ps_new(&c);
}

static void set_zero(ps_config *c) { c->max_memory = 0; c->max_depth = 0; }
static void set_instr(ps_config *c) { c->max_instructions = 100000; }
static void set_mem(ps_config *c) { c->max_memory = 4 << 20; }
static void set_depth(ps_config *c) { c->max_depth = 50; }
static void set_output(ps_config *c) { c->max_output = 100; }
static void set_time(ps_config *c) { c->max_instructions = 0; c->timeout_ms = 50; }
static void set_tools(ps_config *c) { c->max_tool_calls = 3; }
static void set_pending(ps_config *c) { c->max_pending_calls = 0; }

static ps_status echo_tool(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)ud;
    *result = call->argc ? call->argv[0] : 0;
    return PS_OK;
}

static void test_limits(void)
{
    ps_vm *vm = limited(set_instr);
    CHECK(run(vm, "while True: pass", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_INSTRUCTIONS);
    CHECK_STR(ps_error_type(vm), "LimitError");
    CHECK(strstr(ps_error_message(vm), "instruction limit") != NULL);
    /* not catchable */
    CHECK(run(vm, "try:\n    while True: pass\nexcept BaseException:\n    pass", NULL) == PS_LIMIT);
    /* per run: a new run has its budget again */
    CHECK(run_int(vm, "s = 0\nfor i in range(1000): s += i\ns") == 499500);
    ps_free(vm);

    vm = limited(set_mem);
    CHECK(run(vm, "x = []\nwhile True: x.append([1, 2, 3])", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_MEMORY);
    CHECK(run(vm, "y = 'a' * (10**9)", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_MEMORY);
    /* the script's globals still hold the memory: the sandbox stays full */
    CHECK(run(vm, "x = None", NULL) == PS_LIMIT);
    ps_free(vm);
    /* memory held only by the failed run's frames is collected before the next run */
    vm = limited(set_mem);
    CHECK(run(vm, "def f():\n    x = []\n    while True: x.append([1, 2, 3])\nf()", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_MEMORY);
    CHECK(run_int(vm, "len([0] * 1000)") == 1000);
    ps_free(vm);

    /* 0 for memory and depth means the default (64 MiB, 1000), never unlimited */
    vm = limited(set_zero);
    CHECK(run(vm, "x = 'a' * (70 << 20)", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_MEMORY);
    CHECK(run_int(vm, "x = 'a' * (50 << 20)\nlen(x) >> 20") == 50);
    CHECK(run(vm, "x = None\ndef f(n): return 0 if n == 0 else f(n - 1)\nf(1100)", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "RecursionError");
    CHECK(run_int(vm, "f(900)") == 0);
    ps_free(vm);

    vm = limited(set_depth);
    CHECK(run(vm, "def f(n): return f(n + 1)\nf(0)", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "RecursionError");
    CHECK(run_int(vm, "def g(n): return 0 if n == 0 else 1 + g(n - 1)\ng(40)") == 40);
    ps_free(vm);

    vm = limited(set_output);
    CHECK(run(vm, "while True: print('0123456789')", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_OUTPUT);
    size_t len = 0;
    ps_output(vm, &len);
    CHECK(len <= 100);
    ps_free(vm);

    vm = limited(set_time);
    CHECK(run(vm, "while True: pass", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_TIME);
    ps_stats st = {.struct_size = sizeof st};
    CHECK(ps_get_stats(vm, &st) == PS_OK);
    CHECK(st.wall_ns >= 50000000u && st.wall_ns < 5000000000u);
    ps_free(vm);

    vm = limited(set_tools);
    ps_register_tool(vm, "echo", echo_tool, NULL);
    CHECK(run_int(vm, "echo(1) + echo(2) + echo(3)") == 6);
    CHECK(run(vm, "for i in range(10): echo(i)", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_TOOL_CALLS);
    ps_free(vm);

    vm = limited(set_pending);
    ps_register_tool(vm, "later", NULL, NULL);
    CHECK(run(vm, "later()", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_PENDING_CALLS);
    CHECK(ps_pending_count(vm) == 0);
    ps_free(vm);
}

static void *interrupter(void *arg)
{
    usleep(30000);
    ps_interrupt(arg);
    return NULL;
}

static void test_interrupt(void)
{
    ps_config c;
    ps_config_init(&c);
    c.max_instructions = 0;
    c.timeout_ms = 0;
    ps_vm *vm = ps_new(&c);
    pthread_t th;
    pthread_create(&th, NULL, interrupter, vm);
    CHECK(run(vm, "while True: pass", NULL) == PS_LIMIT);
    pthread_join(th, NULL);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_INTERRUPT);
    CHECK(run_int(vm, "5") == 5); /* the flag was consumed */
    /* an interrupt between runs stops the next run at its first safepoint */
    ps_interrupt(vm);
    CHECK(run(vm, "for i in range(10): pass", NULL) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_INTERRUPT);
    ps_interrupt(NULL);
    ps_free(vm);
}

/* ---- tools ---------------------------------------------------------------- */

static ps_status add_tool(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (*(int *)ud)++;
    int64_t a = 0, b = 0;
    if (call->argc != 2 || ps_to_int64(vm, call->argv[0], &a) != PS_OK || ps_to_int64(vm, call->argv[1], &b) != PS_OK)
        return ps_raise(vm, "TypeError", "add() takes two ints");
    ps_value scale = ps_call_kwarg(vm, call, "scale");
    int64_t k = 1;
    if (scale && ps_to_int64(vm, scale, &k) != PS_OK)
        return ps_raise(vm, "TypeError", "scale must be an int");
    /* scratch handles made here are released when the callback returns */
    for (int i = 0; i < 10; i++)
        ps_str(vm, "scratch", 7);
    *result = ps_int(vm, (a + b) * k);
    return PS_OK;
}

static ps_status fail_tool(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)ud;
    (void)result;
    const char *kind = "ValueError";
    if (call->argc)
        ps_to_str(vm, call->argv[0], &kind, NULL);
    return ps_raise(vm, kind, "the tool failed");
}

static ps_status bad_tool(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)vm;
    (void)call;
    int mode = *(int *)ud;
    if (mode == 0)
        *result = 0xdeadbeefULL; /* not a handle */
    if (mode == 1)
        return PS_EXCEPTION; /* without ps_raise */
    if (mode == 2)
        return PS_NOT_FOUND; /* not a tool status */
    if (mode == 3)
        return run(vm, "1", NULL); /* re-entry: misuse, then a bad status */
    if (mode == 4)
        return ps_raise(vm, "ValueError", "\xff not UTF-8"); /* misuse */
    return PS_OK;
}

static void test_tools_sync(void)
{
    ps_vm *vm = ps_new(NULL);
    int calls = 0;
    char buf[300];
    CHECK(ps_register_tool(vm, "add", add_tool, &calls) == PS_OK);
    CHECK(run_int(vm, "add(2, 3)") == 5);
    CHECK(run_int(vm, "add(2, 3, scale=10)") == 50);
    CHECK(run_int(vm, "args = (1, 2)\nkw = {'scale': 3}\nadd(*args, **kw)") == 9);
    CHECK(run_int(vm, "sum(map(lambda i: add(i, i), range(5)))") == 20); /* from a builtin's callback */
    CHECK(run_int(vm, "sorted([3, 1, 2], key=lambda v: add(0, -v))[0]") == 3);
    CHECK(calls == 11);
    CHECK_STR(run_repr(vm, "add", buf, sizeof buf), "<tool 'add'>");
    CHECK(run(vm, "add(1)", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "TypeError");
    CHECK_STR(ps_error_message(vm), "add() takes two ints");
    CHECK(strstr(ps_error_traceback(vm), "add(1)") != NULL);
    /* a tool that is not registered is just an unbound name */
    CHECK(run(vm, "fetch(1)", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "NameError");
    /* re-registering replaces; bad names are misuse */
    CHECK(ps_register_tool(vm, "add", echo_tool, NULL) == PS_OK);
    CHECK(run_int(vm, "add(8, 9)") == 8);
    CHECK(ps_register_tool(vm, "no good", echo_tool, NULL) == PS_MISUSE);
    CHECK(ps_register_tool(vm, NULL, echo_tool, NULL) == PS_MISUSE);
    CHECK(ps_register_tool(vm, "1x", echo_tool, NULL) == PS_MISUSE);
    ps_free(vm);
}

static void test_tools_raise(void)
{
    ps_vm *vm = ps_new(NULL);
    char buf[300];
    ps_register_tool(vm, "fail", fail_tool, NULL);
    CHECK_STR(run_repr(vm, "try:\n    fail()\nexcept ValueError as e:\n    r = str(e)\nr", buf, sizeof buf), "'the tool failed'");
    CHECK_STR(run_repr(vm, "try:\n    fail('KeyError')\nexcept LookupError as e:\n    r = type(e).__name__\nr", buf, sizeof buf), "'KeyError'");
    /* a host-named exception: a subclass of Exception */
    CHECK_STR(run_repr(vm, "try:\n    fail('ToolError')\nexcept Exception as e:\n    r = (type(e).__name__, str(e), isinstance(e, Exception))\nr",
                       buf, sizeof buf), "('ToolError', 'the tool failed', True)");
    CHECK_STR(run_repr(vm, "try:\n    fail('ToolError')\nexcept ValueError:\n    r = 1\nexcept Exception:\n    r = 2\nr", buf, sizeof buf), "2");
    CHECK(run(vm, "fail('ToolError')", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "ToolError");
    CHECK_STR(ps_error_message(vm), "the tool failed");
    CHECK(strstr(ps_error_traceback(vm), "ToolError: the tool failed\n") != NULL);
    CHECK(run(vm, "fail('not an identifier')", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "RuntimeError");
    /* a script cannot fake a limit through a tool */
    CHECK(run(vm, "fail('LimitError')", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "LimitError");
    CHECK(ps_limit_hit(vm) == PS_LIMIT_NONE);
    CHECK(run(vm, "try:\n    fail('LimitError')\nexcept Exception:\n    pass", NULL) == PS_OK);
    /* ps_raise outside a callback */
    CHECK(ps_raise(vm, "ValueError", "x") == PS_MISUSE);

    int mode = 0;
    ps_register_tool(vm, "bad", bad_tool, &mode);
    CHECK(run(vm, "bad()", NULL) == PS_EXCEPTION);
    CHECK(strstr(ps_error_message(vm), "invalid handle") != NULL);
    mode = 1;
    CHECK(run(vm, "bad()", NULL) == PS_EXCEPTION);
    CHECK(strstr(ps_error_message(vm), "without raising") != NULL);
    mode = 2;
    CHECK(run(vm, "bad()", NULL) == PS_EXCEPTION);
    CHECK(strstr(ps_error_message(vm), "PS_NOT_FOUND") != NULL);
    mode = 3;
    CHECK(run(vm, "bad()", NULL) == PS_EXCEPTION);
    CHECK(strstr(ps_error_message(vm), "PS_MISUSE") != NULL);
    mode = 4;
    CHECK(run(vm, "bad()", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "RuntimeError");
    CHECK(strstr(ps_error_message(vm), "PS_MISUSE") != NULL);
    ps_free(vm);
}

static void test_tools_deferred(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_register_tool(vm, "fetch", NULL, NULL);
    ps_value r = 0;
    const char *src = "out = []\nfor u in ['a', 'b', 'c']:\n    out.append(fetch(u, retries=2))\n'-'.join(out)";
    ps_status st = run(vm, src, &r);
    int rounds = 0;
    while (st == PS_TOOL_PENDING) {
        rounds++;
        CHECK(ps_pending_count(vm) == 1);
        ps_call call = {0};
        CHECK(ps_pending_call(vm, 0, &call) == PS_OK);
        CHECK_STR(call.tool, "fetch");
        CHECK(call.argc == 1 && call.kwargc == 1);
        const char *u = "", *kn = "";
        ps_to_str(vm, call.argv[0], &u, NULL);
        ps_to_str(vm, call.kwnames[0], &kn, NULL);
        CHECK_STR(kn, "retries");
        CHECK(ps_call_kwarg(vm, &call, "retries") == call.kwvalues[0]);
        CHECK(ps_call_kwarg(vm, &call, "other") == 0);
        ps_value arg0 = call.argv[0];
        char text[16];
        snprintf(text, sizeof text, "<%s>", u);
        ps_value ans = ps_str(vm, text, strlen(text));
        /* ps_continue before the answer */
        CHECK(ps_continue(vm, &r) == PS_MISUSE);
        CHECK(ps_resolve(vm, call.id + 100, ans) == PS_MISUSE);
        CHECK(ps_resolve(vm, call.id, ans) == PS_OK);
        CHECK(ps_resolve(vm, call.id, ans) == PS_MISUSE); /* answered already */
        ps_release(vm, ans);
        CHECK(ps_run(vm, "1", 1, NULL, NULL) == PS_MISUSE); /* paused */
        st = ps_continue(vm, &r);
        /* the call's argument handles are gone with the call */
        CHECK(ps_typeof(vm, arg0) == PS_T_INVALID);
    }
    CHECK(rounds == 3);
    CHECK(st == PS_OK);
    const char *s = "";
    CHECK(ps_to_str(vm, r, &s, NULL) == PS_OK);
    CHECK_STR(s, "<a>-<b>-<c>");
    ps_stats stats = {.struct_size = sizeof stats};
    CHECK(ps_get_stats(vm, &stats) == PS_OK);
    CHECK(stats.tool_calls == 3);
    /* finished: nothing to continue or answer */
    CHECK(ps_continue(vm, &r) == PS_MISUSE);
    CHECK(ps_resolve(vm, 1, r) == PS_MISUSE);
    CHECK(ps_reject(vm, 1, "ValueError", "x") == PS_MISUSE);
    CHECK(ps_pending_count(vm) == 0);
    ps_call c2;
    CHECK(ps_pending_call(vm, 0, &c2) == PS_MISUSE);

    /* rejected: the script catches it at the call, with the call's line */
    st = run(vm, "try:\n    v = fetch('x')\nexcept Exception as e:\n    v = 'caught ' + type(e).__name__ + ': ' + str(e)\nv", &r);
    CHECK(st == PS_TOOL_PENDING);
    ps_call call;
    CHECK(ps_pending_call(vm, 0, &call) == PS_OK);
    CHECK(ps_reject(vm, call.id, "HTTPError", "404") == PS_OK);
    CHECK(ps_continue(vm, &r) == PS_OK);
    CHECK(ps_to_str(vm, r, &s, NULL) == PS_OK);
    CHECK_STR(s, "caught HTTPError: 404");
    /* rejected and uncaught: the traceback points at the call */
    CHECK(run(vm, "x = 1\nfetch('y')\n", NULL) == PS_TOOL_PENDING);
    CHECK(ps_pending_call(vm, 0, &call) == PS_OK);
    CHECK(ps_reject(vm, call.id, "TimeoutError", "") == PS_OK);
    CHECK(ps_continue(vm, NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "TimeoutError");
    CHECK(strstr(ps_error_traceback(vm), "line 2") != NULL);
    CHECK(ps_reject(vm, 77, NULL, NULL) == PS_MISUSE);

    /* a callback may defer, too */
    ps_free(vm);
}

static ps_status maybe_defer(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)ud;
    int64_t n = 0;
    ps_to_int64(vm, call->argv[0], &n);
    if (n % 2)
        return PS_TOOL_PENDING;
    *result = ps_int(vm, n * 10);
    return PS_OK;
}

static void test_tools_defer_from_callback(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_register_tool(vm, "t", maybe_defer, NULL);
    ps_value r = 0;
    ps_status st = run(vm, "[t(i) for i in range(4)]", &r);
    int pauses = 0;
    while (st == PS_TOOL_PENDING) {
        ps_call call;
        ps_pending_call(vm, 0, &call);
        int64_t n = 0;
        ps_to_int64(vm, call.argv[0], &n);
        ps_value a = ps_int(vm, -n);
        ps_resolve(vm, call.id, a);
        ps_release(vm, a);
        pauses++;
        st = ps_continue(vm, &r);
    }
    CHECK(pauses == 2);
    char buf[100];
    ps_value s = 0;
    const char *t = "";
    CHECK(ps_repr(vm, r, &s) == PS_OK && ps_to_str(vm, s, &t, NULL) == PS_OK);
    snprintf(buf, sizeof buf, "%s", t);
    CHECK_STR(buf, "[0, -1, 20, -3]");
    /* deferring where the VM cannot unwind: a clear error */
    CHECK(run(vm, "sorted([1, 2, 3], key=t)", NULL) == PS_EXCEPTION);
    CHECK_STR(ps_error_type(vm), "RuntimeError");
    CHECK(strstr(ps_error_message(vm), "cannot pause here") != NULL);
    CHECK(run(vm, "try:\n    list(map(t, [1]))\nexcept RuntimeError:\n    ok = 1\nok", &r) == PS_OK);
    ps_free(vm);
}

static void test_deferred_across_sandboxes(void)
{
    ps_vm *a = ps_new(NULL);
    ps_register_tool(a, "ask", NULL, NULL);
    ps_value r = 0;
    CHECK(run(a, "data = [i * i for i in range(1000)]\nq = ask('sum?')\nq + sum(data)", &r) == PS_TOOL_PENDING);
    ps_call call;
    CHECK(ps_pending_call(a, 0, &call) == PS_OK);
    uint64_t id = call.id;
    /* other sandboxes come and go while a is paused, with garbage enough to collect */
    for (int i = 0; i < 200; i++) {
        ps_vm *b = ps_new(NULL);
        CHECK(run_int(b, "x = [str(i) for i in range(2000)]\nlen(x)") == 2000);
        ps_value foreign = ps_int(b, 5);
        CHECK(ps_resolve(a, id, foreign) == PS_MISUSE); /* b's handle on a */
        ps_free(b);
    }
    ps_value one = ps_int(a, 1);
    CHECK(ps_resolve(a, id, one) == PS_OK);
    CHECK(ps_continue(a, &r) == PS_OK);
    int64_t v = 0;
    CHECK(ps_to_int64(a, r, &v) == PS_OK && v == 332833501);
    ps_free(a);
}

/* ---- values --------------------------------------------------------------- */

static void test_values_scalars(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_value n = ps_none(vm), t = ps_bool(vm, true), i = ps_int(vm, INT64_MIN), f = ps_float(vm, -0.5);
    CHECK(ps_typeof(vm, n) == PS_T_NONE);
    CHECK(ps_typeof(vm, t) == PS_T_BOOL);
    CHECK(ps_typeof(vm, i) == PS_T_INT);
    CHECK(ps_typeof(vm, f) == PS_T_FLOAT);
    bool b = false;
    CHECK(ps_to_bool(vm, t, &b) == PS_OK && b);
    CHECK(ps_to_bool(vm, i, &b) == PS_MISUSE);
    CHECK(strstr(ps_error_message(vm), "expected bool, got int") != NULL);
    int64_t x = 0;
    CHECK(ps_to_int64(vm, i, &x) == PS_OK && x == INT64_MIN);
    CHECK(ps_to_int64(vm, t, &x) == PS_OK && x == 1);
    CHECK(ps_to_int64(vm, f, &x) == PS_MISUSE);
    double d = 0;
    CHECK(ps_to_double(vm, f, &d) == PS_OK && d == -0.5);
    CHECK(ps_to_double(vm, i, &d) == PS_MISUSE);
    /* big ints both ways */
    const char *big = "-123456789012345678901234567890";
    ps_value bi = ps_int_from_decimal(vm, big, strlen(big));
    CHECK(ps_typeof(vm, bi) == PS_T_INT);
    CHECK(ps_to_int64(vm, bi, &x) == PS_RANGE);
    ps_value ds = 0;
    const char *txt = "";
    CHECK(ps_int_decimal(vm, bi, &ds) == PS_OK && ps_to_str(vm, ds, &txt, NULL) == PS_OK);
    CHECK_STR(txt, big);
    CHECK(ps_int_decimal(vm, f, &ds) == PS_MISUSE);
    CHECK(ps_int_from_decimal(vm, "12a", 3) == 0);
    CHECK(ps_int_from_decimal(vm, "-", 1) == 0);
    CHECK(ps_int_from_decimal(vm, NULL, 1) == 0);
    ps_set_global(vm, "big", bi);
    ps_value r = 0;
    CHECK(run(vm, "big * 10**10 + 7", &r) == PS_OK);
    CHECK(ps_int_decimal(vm, r, &ds) == PS_OK && ps_to_str(vm, ds, &txt, NULL) == PS_OK);
    CHECK_STR(txt, "-1234567890123456789012345678899999999993");
    CHECK(run_int(vm, "2**62") == ((int64_t)1 << 62));
    /* str: UTF-8 with NULs and non-ASCII; length in code points */
    ps_value s = ps_str(vm, "a\0é€😀", 11);
    CHECK(ps_typeof(vm, s) == PS_T_STR);
    size_t len = 0;
    const char *p = NULL;
    CHECK(ps_to_str(vm, s, &p, &len) == PS_OK && len == 11 && memcmp(p, "a\0é€😀", 11) == 0);
    CHECK(ps_len(vm, s, &len) == PS_OK && len == 5);
    CHECK(ps_str(vm, "\xff", 1) == 0);
    CHECK(ps_str(vm, "\xc0\x80", 2) == 0);       /* overlong */
    CHECK(ps_str(vm, "\xed\xa0\x80", 3) == 0);   /* surrogate */
    CHECK(ps_str(vm, "\xe2\x82", 2) == 0);       /* truncated */
    CHECK(ps_str(vm, NULL, 3) == 0);
    CHECK(ps_typeof(vm, ps_str(vm, NULL, 0)) == PS_T_STR);
    ps_set_global(vm, "s", s);
    CHECK(run_int(vm, "len(s) * 100 + ord(s[1])") == 500);
    ps_value by = ps_bytes(vm, "\0\1\2", 3);
    const void *bp = NULL;
    CHECK(ps_typeof(vm, by) == PS_T_BYTES);
    CHECK(ps_to_bytes(vm, by, &bp, &len) == PS_OK && len == 3 && memcmp(bp, "\0\1\2", 3) == 0);
    CHECK(ps_to_bytes(vm, s, &bp, &len) == PS_MISUSE);
    CHECK(ps_to_str(vm, by, &p, &len) == PS_MISUSE);
    CHECK(ps_bytes(vm, NULL, 2) == 0);
    ps_value fn = 0;
    CHECK(run(vm, "def f(): pass\nf", &fn) == PS_OK);
    CHECK(ps_typeof(vm, fn) == PS_T_OTHER);
    CHECK(ps_len(vm, fn, &len) == PS_MISUSE);
    ps_free(vm);
}

static void test_values_containers(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_value one = ps_int(vm, 1), two = ps_str(vm, "two", 3);
    ps_value items[2] = {one, two};
    ps_value tup = ps_tuple_new(vm, 2, items);
    CHECK(ps_typeof(vm, tup) == PS_T_TUPLE);
    ps_value d = ps_dict_new(vm);
    CHECK(ps_dict_set(vm, d, tup, one) == PS_OK); /* a tuple key */
    CHECK(ps_dict_set(vm, d, two, tup) == PS_OK);
    ps_value lst = ps_list_new(vm);
    CHECK(ps_dict_set(vm, d, lst, one) == PS_EXCEPTION); /* unhashable */
    CHECK_STR(ps_error_type(vm), "TypeError");
    CHECK(ps_dict_set(vm, lst, one, one) == PS_MISUSE);
    ps_value st = ps_set_new(vm);
    CHECK(ps_set_add(vm, st, one) == PS_OK && ps_set_add(vm, st, one) == PS_OK && ps_set_add(vm, st, two) == PS_OK);
    CHECK(ps_set_add(vm, st, lst) == PS_EXCEPTION);
    ps_value fs = ps_frozenset_new(vm, 2, items);
    CHECK(ps_typeof(vm, fs) == PS_T_FROZENSET);
    CHECK(ps_set_add(vm, fs, one) == PS_MISUSE); /* frozen */
    CHECK(ps_frozenset_new(vm, 1, &lst) == 0);
    size_t n = 0;
    CHECK(ps_len(vm, st, &n) == PS_OK && n == 2);
    CHECK(ps_len(vm, d, &n) == PS_OK && n == 2);
    CHECK(ps_len(vm, tup, &n) == PS_OK && n == 2);
    ps_value got = 0;
    CHECK(ps_dict_get(vm, d, tup, &got) == PS_OK && ps_typeof(vm, got) == PS_T_INT);
    CHECK(ps_dict_get(vm, d, one, &got) == PS_NOT_FOUND && got == 0);
    CHECK(ps_dict_get(vm, d, lst, &got) == PS_EXCEPTION);
    CHECK(ps_get_index(vm, tup, 1, &got) == PS_OK && ps_typeof(vm, got) == PS_T_STR);
    CHECK(ps_get_index(vm, tup, 2, &got) == PS_MISUSE);
    CHECK(ps_get_index(vm, d, 0, &got) == PS_MISUSE);
    CHECK(ps_tuple_new(vm, 1, NULL) == 0);
    ps_value badtup[1] = {99};
    CHECK(ps_tuple_new(vm, 1, badtup) == 0);
    /* iteration */
    size_t pos = 0, count = 0;
    ps_value k, v;
    while (ps_dict_next(vm, d, &pos, &k, &v)) {
        count++;
        ps_release(vm, k);
        ps_release(vm, v);
    }
    CHECK(count == 2);
    pos = 0;
    count = 0;
    ps_value it;
    while (ps_set_next(vm, fs, &pos, &it)) {
        count++;
        ps_release(vm, it);
    }
    CHECK(count == 2);
    pos = 0;
    CHECK(!ps_set_next(vm, d, &pos, &it));
    CHECK(!ps_dict_next(vm, st, &pos, &k, &v));
    CHECK(!ps_dict_next(vm, d, NULL, &k, &v));
    pos = (size_t)-1;
    CHECK(!ps_dict_next(vm, d, &pos, &k, &v)); /* a wild position ends the loop */
    /* to the script and back */
    ps_set_global(vm, "d", d);
    ps_set_global(vm, "st", st);
    ps_set_global(vm, "fs", fs);
    char buf[300];
    CHECK_STR(run_repr(vm, "(d[(1, 'two')], d['two'], sorted(st, key=str), fs == frozenset([1, 'two']))", buf, sizeof buf),
              "(1, (1, 'two'), [1, 'two'], True)");
    CHECK_STR(run_repr(vm, "{'a': {1, 2}, (1,): [None, 1.5, b'x']}", buf, sizeof buf), "{'a': {1, 2}, (1,): [None, 1.5, b'x']}");
    ps_free(vm);
}

static void test_values_large(void)
{
    /* 100,000 elements each way */
    ps_vm *vm = ps_new(NULL);
    ps_value outer = ps_list_new(vm);
    for (int i = 0; i < 100000; i++) {
        ps_value d = ps_dict_new(vm), k = ps_str(vm, "v", 1), v = ps_int(vm, i);
        ps_dict_set(vm, d, k, v);
        ps_list_append(vm, outer, d);
        ps_release(vm, d);
        ps_release(vm, k);
        ps_release(vm, v);
    }
    ps_set_global(vm, "rows", outer);
    CHECK(run_int(vm, "sum(r['v'] for r in rows)") == 4999950000LL);
    ps_value r = 0;
    CHECK(run(vm, "[[i, str(i)] for i in range(100000)]", &r) == PS_OK);
    size_t n = 0;
    CHECK(ps_len(vm, r, &n) == PS_OK && n == 100000);
    int64_t total = 0;
    for (size_t i = 0; i < n; i++) {
        ps_value row = 0, a = 0, b = 0;
        int64_t x = 0;
        const char *s = "";
        ps_get_index(vm, r, i, &row);
        ps_get_index(vm, row, 0, &a);
        ps_get_index(vm, row, 1, &b);
        ps_to_int64(vm, a, &x);
        ps_to_str(vm, b, &s, NULL);
        total += x + (int64_t)strlen(s);
        ps_release(vm, row);
        ps_release(vm, a);
        ps_release(vm, b);
    }
    CHECK(total == 4999950000LL + 488890);
    /* deep nesting: a 100,000-deep list built by the host */
    ps_value deep = ps_list_new(vm);
    for (int i = 0; i < 100000; i++) {
        ps_value outer2 = ps_list_new(vm);
        ps_list_append(vm, outer2, deep);
        ps_release(vm, deep);
        deep = outer2;
    }
    ps_set_global(vm, "deep", deep);
    CHECK(run_int(vm, "n = 0\nx = deep\nwhile x:\n    x = x[0]\n    n += 1\nn") == 100000);
    CHECK(run(vm, "repr(deep)", NULL) == PS_EXCEPTION); /* bounded C recursion */
    CHECK_STR(ps_error_type(vm), "RecursionError");
    ps_free(vm);
}

static void test_handles_survive_gc(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_value keep = 0;
    CHECK(run(vm, "[str(i) * 3 for i in range(1000)]", &keep) == PS_OK);
    CHECK(run(vm, "x = None", NULL) == PS_OK);
    /* lots of garbage: several collections */
    CHECK(run_int(vm, "t = 0\nfor i in range(200000):\n    t += len([i, i, i])\nt") == 600000);
    ps_value item = 0;
    const char *s = "";
    CHECK(ps_get_index(vm, keep, 999, &item) == PS_OK && ps_to_str(vm, item, &s, NULL) == PS_OK);
    CHECK_STR(s, "999999999");
    ps_free(vm);
}

static void test_handle_misuse(void)
{
    ps_vm *a = ps_new(NULL), *b = ps_new(NULL);
    ps_value x = ps_int(a, 7), y = ps_int(b, 8);
    int64_t v = 0;
    CHECK(ps_to_int64(b, x, &v) == PS_MISUSE);
    CHECK(strstr(ps_error_message(b), "does not belong to this sandbox") != NULL);
    CHECK(ps_set_global(a, "y", y) == PS_MISUSE);
    CHECK(ps_typeof(a, y) == PS_T_INVALID);
    CHECK(ps_release(a, x) == PS_OK);
    CHECK(ps_release(a, x) == PS_MISUSE); /* twice */
    CHECK(strstr(ps_error_message(a), "was released") != NULL);
    CHECK(ps_to_int64(a, x, &v) == PS_MISUSE);
    CHECK(ps_typeof(a, x) == PS_T_INVALID);
    ps_value z = ps_int(a, 9); /* reuses x's slot: x stays dead */
    CHECK(ps_to_int64(a, x, &v) == PS_MISUSE);
    CHECK(ps_to_int64(a, z, &v) == PS_OK && v == 9);
    CHECK(ps_release(a, 0) == PS_OK);
    CHECK(ps_typeof(a, 0) == PS_T_INVALID);
    CHECK(ps_typeof(a, 0x123456789ULL) == PS_T_INVALID);
    CHECK(ps_dup(a, x) == 0);
    ps_value zd = ps_dup(a, z);
    CHECK(zd != z && ps_release(a, z) == PS_OK && ps_to_int64(a, zd, &v) == PS_OK && v == 9);
    /* NULL everywhere */
    CHECK(ps_run(NULL, "1", 1, NULL, NULL) == PS_MISUSE);
    CHECK(ps_run(a, NULL, 1, NULL, NULL) == PS_MISUSE);
    CHECK(ps_continue(NULL, NULL) == PS_MISUSE);
    CHECK(ps_to_int64(a, zd, NULL) == PS_MISUSE);
    CHECK(ps_to_bool(a, zd, NULL) == PS_MISUSE);
    CHECK(ps_to_double(a, zd, NULL) == PS_MISUSE);
    CHECK(ps_to_str(a, zd, NULL, NULL) == PS_MISUSE);
    CHECK(ps_to_bytes(a, zd, NULL, NULL) == PS_MISUSE);
    CHECK(ps_len(a, zd, NULL) == PS_MISUSE);
    CHECK(ps_get_index(a, zd, 0, NULL) == PS_MISUSE);
    CHECK(ps_dict_get(a, zd, zd, NULL) == PS_MISUSE);
    CHECK(ps_int_decimal(a, zd, NULL) == PS_MISUSE);
    CHECK(ps_repr(a, zd, NULL) == PS_MISUSE);
    ps_value g = 0;
    CHECK(ps_get_global(a, NULL, &g) == PS_MISUSE);
    CHECK(ps_get_global(a, "x", NULL) == PS_MISUSE);
    CHECK(ps_get_stats(a, NULL) == PS_MISUSE);
    ps_stats st = {0};
    CHECK(ps_get_stats(a, &st) == PS_MISUSE); /* struct_size unset */
    CHECK(ps_pending_call(a, 0, NULL) == PS_MISUSE);
    CHECK(ps_pending_count(NULL) == 0);
    CHECK(ps_call_kwarg(a, NULL, "x") == 0);
    CHECK(ps_none(NULL) == 0 && ps_int(NULL, 1) == 0 && ps_list_new(NULL) == 0);
    CHECK(ps_typeof(NULL, zd) == PS_T_INVALID);
    CHECK(ps_output(NULL, NULL) != NULL);
    ps_output_clear(NULL);
    CHECK(ps_list_append(a, zd, zd) == PS_MISUSE);
    CHECK(ps_set_add(a, zd, zd) == PS_MISUSE);
    ps_free(a);
    ps_free(b);
}

static void test_stats(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_register_tool(vm, "echo", echo_tool, NULL);
    CHECK(run(vm, "x = [echo(i) for i in range(100)]", NULL) == PS_OK);
    ps_stats s = {.struct_size = sizeof s};
    CHECK(ps_get_stats(vm, &s) == PS_OK);
    CHECK(s.instructions > 300 && s.instructions < 100000);
    CHECK(s.tool_calls == 100);
    CHECK(s.allocations > 1);
    CHECK(s.memory_peak >= s.memory_now && s.memory_now > 0);
    CHECK(s.wall_ns > 0);
    CHECK(run(vm, "1", NULL) == PS_OK); /* per run */
    CHECK(ps_get_stats(vm, &s) == PS_OK);
    CHECK(s.tool_calls == 0 && s.instructions < 10);
    ps_free(vm);
}

/* Sandboxes on two threads at once (docs/embedding.md, "Threads"): each
 * thread makes, runs and frees its own, over and over, while the other
 * does the same, so that the allocators' per-thread state (the nursery's
 * first block comes from the thread's mimalloc heap, a sandbox's own heap
 * is made on its thread) and the parser's thread-local arena are never
 * shared. Each thread counts its own wrong answers; CHECK runs on the main
 * thread only (the harness's counters are not atomic). */
typedef struct {
    int seed;
    int wrong;
} two_threads_job;

static void *sandboxes_in_a_loop(void *arg)
{
    two_threads_job *job = arg;
    ps_vm *kept = ps_new(NULL); /* alive across all the others */
    if (!kept || run_int(kept, "acc = []\n0") != 0)
        job->wrong++;
    for (int i = 0; i < 300; i++) {
        ps_vm *vm = ps_new(NULL);
        char src[256];
        int n = job->seed + i;
        /* enough to outgrow the nursery now and then (a list of 200 str) */
        snprintf(src, sizeof src,
                 "def f(n):\n    return sum(len(str(k) * 3) for k in range(n))\n"
                 "words = [str(k) + 'x' for k in range(%d)]\nf(%d) + len(words)", (i % 4) * 100, n);
        int64_t want = 0;
        for (int k = 0; k < n; k++) {
            int digits = 1;
            for (int v = k; v >= 10; v /= 10)
                digits++;
            want += 3 * digits;
        }
        want += (i % 4) * 100;
        if (!vm || run_int(vm, src) != want)
            job->wrong++;
        ps_free(vm);
        if (kept && run_int(kept, "acc.append(1)\nlen(acc)") != i + 1)
            job->wrong++;
    }
    ps_free(kept);
    return NULL;
}

static void test_sandboxes_on_two_threads(void)
{
    two_threads_job a = {.seed = 7}, b = {.seed = 40};
    pthread_t ta, tb;
    CHECK(pthread_create(&ta, NULL, sandboxes_in_a_loop, &a) == 0);
    CHECK(pthread_create(&tb, NULL, sandboxes_in_a_loop, &b) == 0);
    pthread_join(ta, NULL);
    pthread_join(tb, NULL);
    CHECK(a.wrong == 0);
    CHECK(b.wrong == 0);
}

static ps_vm *other_vm;
static ps_status other_status;
static void *use_from_other_thread(void *arg)
{
    (void)arg;
    other_status = ps_run(other_vm, "1", 1, NULL, NULL);
    ps_free(other_vm); /* refused: the owner still uses it below */
    return NULL;
}

static void test_threading_rule(void)
{
    other_vm = ps_new(NULL);
    pthread_t th;
    pthread_create(&th, NULL, use_from_other_thread, NULL);
    pthread_join(th, NULL);
    CHECK(other_status == PS_MISUSE);
    CHECK(strstr(ps_error_message(other_vm), "another thread") != NULL);
    CHECK(run_int(other_vm, "3") == 3);
    ps_free(other_vm);
}

#if defined(__SANITIZE_ADDRESS__)
static const bool sanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
static const bool sanitized = true;
#else
static const bool sanitized = false;
#endif
#else
static const bool sanitized = false;
#endif

static long rss_pages(void)
{
    FILE *f = fopen("/proc/self/statm", "r");
    long size = 0, rss = 0;
    if (f) {
        if (fscanf(f, "%ld %ld", &size, &rss) != 2)
            rss = 0;
        fclose(f);
    }
    return rss;
}

static void test_many_sandboxes_no_growth(void)
{
    const char *src = "d = {str(i): [i] * 3 for i in range(50)}\nprint(len(d))\nlen(d)";
    long before = 0;
    for (int i = 0; i < 10000; i++) {
        if (i == 1000)
            before = rss_pages();
        ps_vm *vm = ps_new(NULL);
        ps_register_tool(vm, "echo", echo_tool, NULL);
        ps_value r = 0;
        if (run(vm, src, &r) != PS_OK) {
            CHECK(0);
            ps_free(vm);
            break;
        }
        ps_free(vm);
    }
    long after = rss_pages();
    long growth_kb = (after - before) * (sysconf(_SC_PAGESIZE) / 1024);
    printf("rss growth over 9000 sandboxes: %ld KiB\n", growth_kb);
    /* ASan holds freed blocks in its quarantine (256 MiB by default) before
     * reusing them, so RSS grows there by design; the 1 MiB bound is the
     * real check in plain builds, and LeakSanitizer catches leaks in
     * sanitized ones. Under ASan the bound only rules out growth per
     * sandbox beyond the quarantine's reach. */
    CHECK(growth_kb < (sanitized ? 128 * 1024 : 1024));
}

TEST_MAIN(
    TEST_ENTRY(test_config_defaults)
    TEST_ENTRY(test_run_result_and_globals)
    TEST_ENTRY(test_inputs)
    TEST_ENTRY(test_output)
    TEST_ENTRY(test_clock)
    TEST_ENTRY(test_errors)
    TEST_ENTRY(test_check)
    TEST_ENTRY(test_limits)
    TEST_ENTRY(test_interrupt)
    TEST_ENTRY(test_tools_sync)
    TEST_ENTRY(test_tools_raise)
    TEST_ENTRY(test_tools_deferred)
    TEST_ENTRY(test_tools_defer_from_callback)
    TEST_ENTRY(test_deferred_across_sandboxes)
    TEST_ENTRY(test_values_scalars)
    TEST_ENTRY(test_values_containers)
    TEST_ENTRY(test_values_large)
    TEST_ENTRY(test_handles_survive_gc)
    TEST_ENTRY(test_handle_misuse)
    TEST_ENTRY(test_stats)
    TEST_ENTRY(test_threading_rule)
    TEST_ENTRY(test_sandboxes_on_two_threads)
    TEST_ENTRY(test_many_sandboxes_no_growth)
)
