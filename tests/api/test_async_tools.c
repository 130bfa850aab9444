/*
 * test_async_tools.c - async tools through the public API: asyncio.gather
 * over ten async tool calls pauses once with ten pending calls, answered
 * in reverse order; return_exceptions=True with two failing tools; a task
 * cancelled while its call is pending; partial answers; misuse. The
 * expected outputs are CPython's for the same script with the tools
 * written as coroutines (checked by hand once, kept here as text).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pysafe.h"
#include "harness.h"

static ps_status run(ps_vm *vm, const char *src) { return ps_run(vm, src, strlen(src), "t.py", NULL); }

static const char *out(ps_vm *vm)
{
    size_t n;
    return ps_output(vm, &n);
}

/* ten cities, the answers in reverse order of the calls */
static void test_gather_ten_reverse(void)
{
    ps_vm *vm = ps_new(NULL);
    CHECK(ps_register_tool_ex(vm, "get_weather", NULL, NULL, PS_TOOL_ASYNC) == PS_OK);
    const char *src =
        "import asyncio\n"
        "cities = ['c%d' % i for i in range(10)]\n"
        "async def main():\n"
        "    r = await asyncio.gather(*(get_weather(c) for c in cities))\n"
        "    print(r)\n"
        "asyncio.run(main())\n";
    ps_status st = run(vm, src);
    int pauses = 0;
    while (st == PS_TOOL_PENDING) {
        pauses++;
        size_t n = ps_pending_count(vm);
        CHECK(n == 10);
        for (size_t k = 0; k < n; k++) {
            size_t i = n - 1 - k;
            ps_call c = {.struct_size = sizeof c};
            CHECK(ps_pending_call(vm, i, &c) == PS_OK);
            CHECK(c.is_async && !c.cancelled);
            CHECK_STR(c.tool, "get_weather");
            const char *city = "";
            CHECK(c.argc == 1 && ps_to_str(vm, c.argv[0], &city, NULL) == PS_OK);
            char buf[32];
            snprintf(buf, sizeof buf, "sunny in %s", city);
            ps_value v = ps_str(vm, buf, strlen(buf));
            CHECK(ps_resolve(vm, c.id, v) == PS_OK);
            ps_release(vm, v);
        }
        st = ps_continue(vm, NULL);
    }
    CHECK(pauses == 1);
    CHECK(st == PS_OK);
    CHECK_STR(out(vm), "['sunny in c0', 'sunny in c1', 'sunny in c2', 'sunny in c3', 'sunny in c4', "
                       "'sunny in c5', 'sunny in c6', 'sunny in c7', 'sunny in c8', 'sunny in c9']\n");
    ps_stats stats = {.struct_size = sizeof stats};
    CHECK(ps_get_stats(vm, &stats) == PS_OK && stats.tool_calls == 10);
    ps_free(vm);
}

static void test_return_exceptions(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_register_tool_ex(vm, "lookup", NULL, NULL, PS_TOOL_ASYNC);
    const char *src =
        "import asyncio\n"
        "async def main():\n"
        "    r = await asyncio.gather(lookup('a'), lookup('bad1'), lookup('b'), lookup('bad2'),\n"
        "                             return_exceptions=True)\n"
        "    for x in r:\n"
        "        print(type(x).__name__, x)\n"
        "    try:\n"
        "        await asyncio.gather(lookup('c'), lookup('bad3'))\n"
        "    except Exception as e:\n"
        "        print('raised', type(e).__name__, e)\n"
        "asyncio.run(main())\n";
    ps_status st = run(vm, src);
    while (st == PS_TOOL_PENDING) {
        size_t n = ps_pending_count(vm);
        for (size_t i = 0; i < n; i++) {
            ps_call c = {.struct_size = sizeof c};
            ps_pending_call(vm, i, &c);
            if (c.cancelled)
                continue;
            const char *key = "";
            ps_to_str(vm, c.argv[0], &key, NULL);
            if (!strncmp(key, "bad", 3))
                CHECK(ps_reject(vm, c.id, "LookupError", key) == PS_OK);
            else {
                ps_value v = ps_int(vm, (int64_t)strlen(key) * 10);
                CHECK(ps_resolve(vm, c.id, v) == PS_OK);
                ps_release(vm, v);
            }
        }
        st = ps_continue(vm, NULL);
    }
    CHECK(st == PS_OK);
    CHECK_STR(out(vm), "int 10\nLookupError bad1\nint 10\nLookupError bad2\nraised LookupError bad3\n");
    ps_free(vm);
}

/* A task whose call is pending is cancelled: the host sees the call as
 * cancelled at the next pause, answering it is ignored, the script sees
 * CancelledError. */
static void test_cancel_pending(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_register_tool_ex(vm, "slow", NULL, NULL, PS_TOOL_ASYNC);
    ps_register_tool_ex(vm, "fast", NULL, NULL, PS_TOOL_ASYNC);
    const char *src =
        "import asyncio\n"
        "async def main():\n"
        "    t = asyncio.create_task(slow(1))\n"
        "    v = await fast(2)\n"
        "    t.cancel()\n"
        "    try:\n"
        "        await t\n"
        "    except asyncio.CancelledError:\n"
        "        print('cancelled', v)\n"
        "    print(await fast(3))\n"
        "asyncio.run(main())\n";
    ps_status st = run(vm, src);
    CHECK(st == PS_TOOL_PENDING);
    CHECK(ps_pending_count(vm) == 2);
    uint64_t slow_id = 0;
    for (size_t i = 0; i < 2; i++) {
        ps_call c = {.struct_size = sizeof c};
        ps_pending_call(vm, i, &c);
        if (!strcmp(c.tool, "slow"))
            slow_id = c.id;
        else {
            ps_value v = ps_int(vm, 20);
            ps_resolve(vm, c.id, v);
            ps_release(vm, v);
        }
    }
    st = ps_continue(vm, NULL);
    /* now: slow is cancelled, fast(3) is pending */
    CHECK(st == PS_TOOL_PENDING);
    size_t n = ps_pending_count(vm);
    CHECK(n == 2);
    int seen_cancelled = 0;
    for (size_t i = 0; i < n; i++) {
        ps_call c = {.struct_size = sizeof c};
        ps_pending_call(vm, i, &c);
        if (c.id == slow_id) {
            CHECK(c.cancelled);
            seen_cancelled++;
            ps_value v = ps_int(vm, 1);
            CHECK(ps_resolve(vm, c.id, v) == PS_OK); /* ignored */
            ps_release(vm, v);
        } else {
            ps_value v = ps_int(vm, 30);
            ps_resolve(vm, c.id, v);
            ps_release(vm, v);
        }
    }
    CHECK(seen_cancelled == 1);
    st = ps_continue(vm, NULL);
    CHECK(st == PS_OK);
    CHECK_STR(out(vm), "cancelled 20\n30\n");
    ps_free(vm);
}

/* Answers one at a time: each ps_continue goes on with what is answered;
 * the rest stay pending. Misuse: continue with no answer, answer twice,
 * unknown id. */
static void test_partial_answers_and_misuse(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_register_tool_ex(vm, "echo", NULL, NULL, PS_TOOL_ASYNC);
    const char *src =
        "import asyncio\n"
        "async def one(i):\n"
        "    v = await echo(i)\n"
        "    print('got', v)\n"
        "    return v\n"
        "async def main():\n"
        "    return await asyncio.gather(one(1), one(2), one(3))\n"
        "print(asyncio.run(main()))\n";
    ps_status st = run(vm, src);
    CHECK(st == PS_TOOL_PENDING && ps_pending_count(vm) == 3);
    CHECK(ps_continue(vm, NULL) == PS_MISUSE); /* nothing answered */
    int rounds = 0;
    while (st == PS_TOOL_PENDING) {
        rounds++;
        size_t n = ps_pending_count(vm);
        CHECK(n == (size_t)(4 - rounds));
        ps_call c = {.struct_size = sizeof c};
        ps_pending_call(vm, n - 1, &c); /* the last one only */
        ps_value v = ps_int(vm, 100 + rounds);
        CHECK(ps_resolve(vm, c.id, v) == PS_OK);
        CHECK(ps_resolve(vm, c.id, v) == PS_MISUSE);
        CHECK(ps_resolve(vm, c.id + 1000, v) == PS_MISUSE);
        ps_release(vm, v);
        st = ps_continue(vm, NULL);
    }
    CHECK(rounds == 3);
    CHECK(st == PS_OK);
    CHECK_STR(out(vm), "got 101\ngot 102\ngot 103\n[103, 102, 101]\n");
    ps_free(vm);
}

/* A callback that answers at once: no pause at all; sync tools keep
 * working from async code, and a sync tool that defers pauses with one
 * call while the async calls stay pending. */
static ps_status double_it(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)ud;
    int64_t x = 0;
    ps_to_int64(vm, call->argv[0], &x);
    *result = ps_int(vm, 2 * x);
    return PS_OK;
}

static void test_mixed_sync_async(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_register_tool_ex(vm, "dbl", double_it, NULL, PS_TOOL_ASYNC);
    ps_register_tool(vm, "ask", NULL, NULL);
    ps_register_tool_ex(vm, "later", NULL, NULL, PS_TOOL_ASYNC);
    const char *src =
        "import asyncio\n"
        "async def main():\n"
        "    t = asyncio.create_task(later('x'))\n"
        "    await asyncio.sleep(0)\n"
        "    a = await asyncio.gather(dbl(1), dbl(2))\n"
        "    b = ask('q')\n"
        "    c = await t\n"
        "    return a, b, c\n"
        "print(asyncio.run(main()))\n";
    ps_status st = run(vm, src);
    /* first pause: the sync call ask('q'); later('x') pending too */
    CHECK(st == PS_TOOL_PENDING && ps_pending_count(vm) == 2);
    for (size_t i = 0; i < 2; i++) {
        ps_call c = {.struct_size = sizeof c};
        ps_pending_call(vm, i, &c);
        ps_value v = ps_str(vm, c.tool, strlen(c.tool));
        ps_resolve(vm, c.id, v);
        ps_release(vm, v);
    }
    st = ps_continue(vm, NULL);
    CHECK(st == PS_OK);
    CHECK_STR(out(vm), "([2, 4], 'ask', 'later')\n");
    ps_free(vm);
}

/* Top-level await: the module is run in an event loop. */
static void test_top_level_await(void)
{
    ps_vm *vm = ps_new(NULL);
    ps_register_tool_ex(vm, "fetch", NULL, NULL, PS_TOOL_ASYNC);
    const char *src =
        "import asyncio\n"
        "r = await asyncio.gather(fetch(1), fetch(2))\n"
        "print(r)\n"
        "sum(r)\n";
    ps_value result = 0;
    ps_status st = ps_run(vm, src, strlen(src), "t.py", &result);
    CHECK(st == PS_TOOL_PENDING && ps_pending_count(vm) == 2);
    for (size_t i = 0; i < 2; i++) {
        ps_call c = {.struct_size = sizeof c};
        ps_pending_call(vm, i, &c);
        int64_t x = 0;
        ps_to_int64(vm, c.argv[0], &x);
        ps_value v = ps_int(vm, x * 7);
        ps_resolve(vm, c.id, v);
        ps_release(vm, v);
    }
    st = ps_continue(vm, &result);
    CHECK(st == PS_OK);
    int64_t total = 0;
    CHECK(ps_to_int64(vm, result, &total) == PS_OK && total == 21);
    CHECK_STR(out(vm), "[7, 14]\n");
    ps_release(vm, result);
    ps_free(vm);
}

/* max_pending_calls bounds the calls in flight: the limit error, uncatchable. */
static void test_pending_limit(void)
{
    ps_config cfg;
    ps_config_init(&cfg);
    cfg.max_pending_calls = 5;
    ps_vm *vm = ps_new(&cfg);
    ps_register_tool_ex(vm, "f", NULL, NULL, PS_TOOL_ASYNC);
    const char *src =
        "import asyncio\n"
        "async def main():\n"
        "    try:\n"
        "        await asyncio.gather(*(f(i) for i in range(6)))\n"
        "    except BaseException:\n"
        "        print('caught')\n"
        "asyncio.run(main())\n";
    CHECK(run(vm, src) == PS_LIMIT);
    CHECK(ps_limit_hit(vm) == PS_LIMIT_PENDING_CALLS);
    CHECK(ps_pending_count(vm) == 0);
    /* the sandbox runs again */
    CHECK(run(vm, "x = 1") == PS_OK);
    ps_free(vm);
}

/* SystemExit ends a run as a normal end, with the status */
static void test_system_exit(void)
{
    ps_vm *vm = ps_new(NULL);
    int code = 99;
    const char *msg = "x";
    CHECK(!ps_exited(vm, &code, &msg) && code == 0 && msg == NULL);
    ps_value r = 0;
    const char *src = "import sys\nprint('a')\nsys.exit(3)\nprint('b')\n";
    CHECK(ps_run(vm, src, strlen(src), "t.py", &r) == PS_OK);
    CHECK(ps_typeof(vm, r) == PS_T_NONE);
    ps_release(vm, r);
    CHECK(ps_exited(vm, &code, &msg) && code == 3 && msg == NULL);
    CHECK_STR(out(vm), "a\n");
    CHECK(run(vm, "raise SystemExit('bye')") == PS_OK);
    CHECK(ps_exited(vm, &code, &msg) && code == 1 && msg && !strcmp(msg, "bye"));
    CHECK(run(vm, "raise SystemExit") == PS_OK);
    CHECK(ps_exited(vm, &code, NULL) && code == 0);
    CHECK(run(vm, "x = 1") == PS_OK);
    CHECK(!ps_exited(vm, NULL, NULL));
    /* caught, it is an ordinary exception */
    CHECK(run(vm, "try:\n    raise SystemExit(4)\nexcept SystemExit as e:\n    print(e.code)\n") == PS_OK);
    CHECK(!ps_exited(vm, NULL, NULL));
    /* inside asyncio: it ends the run too */
    CHECK(run(vm, "import asyncio\nasync def m():\n    raise SystemExit(7)\nasyncio.run(m())\n") == PS_OK);
    CHECK(ps_exited(vm, &code, NULL) && code == 7);
    ps_free(vm);
}

TEST_MAIN(
    TEST_ENTRY(test_system_exit)
    TEST_ENTRY(test_gather_ten_reverse)
    TEST_ENTRY(test_return_exceptions)
    TEST_ENTRY(test_cancel_pending)
    TEST_ENTRY(test_partial_answers_and_misuse)
    TEST_ENTRY(test_mixed_sync_async)
    TEST_ENTRY(test_top_level_await)
    TEST_ENTRY(test_pending_limit)
)
