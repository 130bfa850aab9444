/*
 * test_vm.c - the sandbox's memory and budgets: accounting, teardown, the
 * collector on cycles, and every limit stopping a runaway script without
 * the script being able to catch it.
 */
#include <mimalloc.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "harness.h"
#include "objects/str_internal.h"
#include "vm/vm.h"

typedef struct outbuf {
    char data[4096];
    size_t len;
} outbuf;

static int out_write(void *ud, const char *s, size_t n)
{
    outbuf *o = ud;
    if (o->len + n >= sizeof o->data)
        n = sizeof o->data - o->len - 1;
    memcpy(o->data + o->len, s, n);
    o->len += n;
    o->data[o->len] = 0;
    return 0;
}

/* Runs src; returns the limit hit (LIMIT_NONE if it finished or raised a
 * normal exception) and what it printed. */
static int run(const vm_limits *lim, const char *src, outbuf *out, bool *ok)
{
    psvm *vm = vm_new(lim);
    CHECK(vm != NULL);
    if (!vm)
        return -1;
    memset(out, 0, sizeof *out);
    vm->out = out_write;
    vm->out_ud = out;
    value r = vm_run_string(vm, src, strlen(src), "<test>");
    *ok = r != V_NULL;
    int hit = vm->limit_hit;
    if (!r)
        CHECK(vm->exc != V_NULL);
    vm_free(vm);
    return hit;
}

static void test_accounting(void)
{
    psvm *vm = vm_new(NULL);
    CHECK(vm && vm->mem_used > 0);
    int64_t before = vm->mem_used;
    value l = list_new(vm, 100000);
    CHECK(l != V_NULL);
    CHECK(vm->mem_used >= before + 100000 * 8);
    gc_collect(vm); /* l is not rooted: it goes */
    CHECK(vm->mem_used < before + 100000 * 8);
    vm_root_push(vm, str_from_cstr(vm, "kept"));
    int64_t n = vm->nobjects;
    gc_collect(vm);
    CHECK(vm->nobjects == n || vm->nobjects < n);
    CHECK(str_eq_cstr(vm->roots[vm->nroots - 1], "kept"));
    vm_free(vm);
}

static void test_gc_collects_cycles(void)
{
    /* 200k two-element cycles: without cycle collection this needs far
     * more than the 16 MB budget. */
    vm_limits lim = {.memory = 16 << 20};
    outbuf out;
    bool ok;
    int hit = run(&lim,
                  "for i in range(200000):\n"
                  "    a = [i]\n"
                  "    b = [a]\n"
                  "    a.append(b)\n"
                  "print('done')\n",
                  &out, &ok);
    CHECK(hit == LIMIT_NONE && ok);
    CHECK_STR(out.data, "done\n");
}

static void test_teardown_leaves_nothing(void)
{
    /* A sandbox torn down in the middle of a run (here: when it hits its
     * memory budget) gives back every byte: many such runs do not grow the
     * process. */
    size_t rss0 = 0, commit0 = 0, rss1 = 0, commit1 = 0, x;
    vm_limits lim = {.memory = 8 << 20};
    for (int round = 0; round < 40; round++) {
        if (round == 5) {
            mi_collect(true);
            mi_process_info(&x, &x, &x, &rss0, &x, &commit0, &x, &x);
        }
        outbuf out;
        bool ok;
        int hit = run(&lim, "x = []\nwhile True:\n    x.append('y' * 1000)\n", &out, &ok);
        CHECK(hit == LIMIT_MEMORY && !ok);
    }
    mi_collect(true);
    mi_process_info(&x, &x, &x, &rss1, &x, &commit1, &x, &x);
    CHECK(commit1 < commit0 + (4 << 20));
}

static void test_limits_are_uncatchable(void)
{
    struct {
        const char *src;
        vm_limits lim;
        int want;
    } cases[] = {
        {"while True: pass", {.instructions = 100000}, LIMIT_INSTRUCTIONS},
        {"while True: pass", {.time_ms = 100}, LIMIT_TIME},
        {"while True: L[0] = [L[0], L[0], list(range(50))]", {.memory = 4 << 20}, LIMIT_MEMORY},
        {"while True: print('spam')", {.output = 1000}, LIMIT_OUTPUT},
        {"s = 'a' * 10**12", {.memory = 1 << 24}, LIMIT_MEMORY},
        {"s = [0] * 10**10", {.memory = 1 << 24}, LIMIT_MEMORY},
        {"s = 10**10**8", {.memory = 1 << 24}, LIMIT_MEMORY},
        {"s = 1 << 10**10", {.memory = 1 << 24}, LIMIT_MEMORY},
        {"s = list(range(10**10))", {.memory = 1 << 24}, LIMIT_MEMORY},
        {"s = 'ab'.replace('', 'x' * 10**7) * 100", {.memory = 1 << 24}, LIMIT_MEMORY},
        {"s = sorted(range(10**6))", {.instructions = 100000}, LIMIT_INSTRUCTIONS},
        {"s = ' '.join(['x'] * 10**6)", {.instructions = 100000}, LIMIT_INSTRUCTIONS},
        {"s = 3 ** 10**6", {.instructions = 1000}, LIMIT_INSTRUCTIONS},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char src[512];
        /* every catching construct around it, and code after it */
        snprintf(src, sizeof src,
                 "L = [[]]\n"
                 "try:\n"
                 "    try:\n"
                 "        %s\n"
                 "    except Exception:\n"
                 "        print('caught Exception')\n"
                 "    except BaseException:\n"
                 "        print('caught BaseException')\n"
                 "    except:\n"
                 "        print('caught bare')\n"
                 "    finally:\n"
                 "        print('finally ran')\n"
                 "except:\n"
                 "    print('outer')\n"
                 "print('after')\n",
                 cases[i].src);
        outbuf out;
        bool ok;
        int hit = run(&cases[i].lim, src, &out, &ok);
        if (hit != cases[i].want || ok || strstr(out.data, "caught") || strstr(out.data, "finally") ||
            strstr(out.data, "after") || strstr(out.data, "outer"))
            fprintf(stderr, "case %zu (%s): hit %d, ok %d, output %.60s\n", i, cases[i].src, hit, ok, out.data);
        CHECK(hit == cases[i].want);
        CHECK(!ok);
        CHECK(!strstr(out.data, "caught") && !strstr(out.data, "finally") && !strstr(out.data, "after") &&
              !strstr(out.data, "outer"));
    }
}

static void test_recursion_is_catchable(void)
{
    outbuf out;
    bool ok;
    int hit = run(NULL,
                  "def f(n):\n    return f(n + 1)\n"
                  "try:\n    f(0)\nexcept RecursionError as e:\n    print('caught', e)\n"
                  "def g(n):\n    return g(n + 1) if n < 500 else n\n"
                  "print(g(0))\n",
                  &out, &ok);
    CHECK(hit == LIMIT_NONE && ok);
    CHECK_STR(out.data, "caught maximum recursion depth exceeded\n500\n");
}

static void *interrupter(void *arg)
{
    psvm *vm = arg;
    struct timespec ts = {0, 50 * 1000 * 1000};
    nanosleep(&ts, NULL);
    atomic_store(&vm->interrupt, 1);
    return NULL;
}

static void test_interrupt_from_another_thread(void)
{
    psvm *vm = vm_new(NULL);
    CHECK(vm != NULL);
    pthread_t th;
    pthread_create(&th, NULL, interrupter, vm);
    const char *src = "while True:\n    pass\n";
    value r = vm_run_string(vm, src, strlen(src), "<test>");
    pthread_join(th, NULL);
    CHECK(r == V_NULL && vm->limit_hit == LIMIT_INTERRUPT);
    vm_free(vm);
}

static void test_allocation_failure_sweep(void)
{
#ifdef PS_ALLOC_FAIL
    /* Fail allocation N for N = 1, 2, ...: every run must end cleanly
     * (a memory limit error or success), never crash. */
    const char *src = "d = {}\nfor i in range(50):\n    d[str(i)] = [i] * i\n"
                      "s = sorted(d, key=lambda k: -len(d[k]))\nprint(len(s), s[0])\n";
    int completed = 0;
    for (int64_t n = 1; n < 5000 && !completed; n++) {
        psvm *vm = vm_new(NULL);
        if (!vm)
            continue; /* the failure hit sandbox creation: clean NULL */
        outbuf out = {0};
        vm->out = out_write;
        vm->out_ud = &out;
        vm_set_alloc_fail(vm, n);
        value r = vm_run_string(vm, src, strlen(src), "<test>");
        if (r) {
            CHECK_STR(out.data, "50 49\n");
            completed = (int)n;
        } else {
            CHECK(vm->exc != V_NULL);
        }
        vm_free(vm);
    }
    CHECK(completed > 0);
#endif
}

/* The intern table: one str per content, however it was asked for (by
 * bytes, by an existing str, by a precomputed name), across its growth;
 * and every precomputed hash is the one str_hash would compute. */
static void test_interning(void)
{
    psvm *vm = vm_new(NULL);
    CHECK(vm != NULL);
    if (!vm)
        return;
    for (int id = 0; id < STR_NKNOWN; id++) {
        value k = str_known(vm, (str_known_id)id);
        const char *text = str_known_text((str_known_id)id);
        CHECK(k && AS_STR(k)->hash == bytes_hash_raw(text, (int64_t)strlen(text)));
        CHECK(k && AS_STR(k)->len == (int64_t)strlen(text) && AS_STR(k)->cplen == AS_STR(k)->len);
        CHECK_STR(str_cstr(k), text);
        value i = str_intern_known(vm, (str_known_id)id);
        CHECK(i && i == str_intern_cstr(vm, text) && AS_STR(i)->interned);
        CHECK(i && i == str_intern(vm, k) && !AS_STR(k)->interned);
    }
    value first[200];
    char name[32];
    for (int n = 0; n < 200; n++) {
        snprintf(name, sizeof name, "name%d", n);
        first[n] = str_intern_cstr(vm, name);
        CHECK(first[n] != V_NULL);
    }
    for (int n = 0; n < 200; n++) {
        snprintf(name, sizeof name, "name%d", n);
        value fresh = str_from_cstr(vm, name);
        CHECK(str_intern_cstr(vm, name) == first[n]);
        CHECK(fresh && str_intern(vm, fresh) == first[n]);
    }
    gc_collect(vm);
    CHECK(str_intern_cstr(vm, "name199") == first[199]);
    CHECK(str_intern_known(vm, STR_K_MODULE) == str_intern_cstr(vm, "<module>"));
    vm_free(vm);
}

TEST_MAIN(TEST_ENTRY(test_interning) TEST_ENTRY(test_accounting) TEST_ENTRY(test_gc_collects_cycles)
          TEST_ENTRY(test_teardown_leaves_nothing) TEST_ENTRY(test_limits_are_uncatchable)
          TEST_ENTRY(test_recursion_is_catchable) TEST_ENTRY(test_interrupt_from_another_thread)
          TEST_ENTRY(test_allocation_failure_sweep))
