/*
 * test_code_freeze.c - the library's compiled code kept per process
 * (compiler/code_freeze.c, stdlib/modules.c): every module written in
 * Python is frozen by its first import, and a later sandbox's thawed copy
 * is the code a compile makes, field by field and constant by constant,
 * so a script cannot tell which of the two it imported. A thaw that runs
 * out of memory is the memory limit error.
 */
#include <math.h>
#include <string.h>

#include "harness.h"
#include "compiler/compile_internal.h"
#include "objects/int_internal.h"
#include "stdlib/pymodules.h"

static bool value_same(value a, value b);

/* Every field of two code objects, their filename and source compared as
 * text (each compile or thaw makes its own). */
static bool code_same(const codeobj *a, const codeobj *b)
{
    if (a->ncode != b->ncode || memcmp(a->code, b->code, sizeof(uint32_t) * (size_t)a->ncode) != 0 ||
        memcmp(a->pos, b->pos, sizeof(code_pos) * (size_t)a->ncode) != 0)
        return false;
    if (a->argcount != b->argcount || a->posonlyargcount != b->posonlyargcount ||
        a->kwonlyargcount != b->kwonlyargcount || a->flags != b->flags || a->nlocals != b->nlocals ||
        a->ncells != b->ncells || a->nfree != b->nfree || a->stacksize != b->stacksize ||
        a->nblocks != b->nblocks || a->firstlineno != b->firstlineno || a->fast_bind != b->fast_bind ||
        a->frame_bytes != b->frame_bytes)
        return false;
    for (int i = 0; i < a->ncells; i++)
        if (a->cell2arg[i] != b->cell2arg[i])
            return false;
    int64_t nn = AS_TUPLE(a->names)->len;
    for (int64_t i = 0; i <= nn; i++)
        if (b->gcache[i].where != 0 || b->gcache[i].globals != NULL)
            return false;
    return value_same(a->consts, b->consts) && value_same(a->names, b->names) &&
           value_same(a->varnames, b->varnames) && value_same(a->cellvars, b->cellvars) &&
           value_same(a->freevars, b->freevars) && value_same(a->name, b->name) &&
           value_same(a->qualname, b->qualname) && value_same(a->filename, b->filename) &&
           value_same(a->source, b->source) && (a->doc == V_NULL) == (b->doc == V_NULL) &&
           (a->doc == V_NULL || value_same(a->doc, b->doc));
}

/* Same type and contents; a str also the same interning (names are
 * compared by identity). */
static bool value_same(value a, value b)
{
    if (!v_is_obj(a) || !v_is_obj(b)) {
        if (v_is_float(a) && v_is_float(b) && isnan(v_float(a)))
            return isnan(v_float(b));
        return a == b;
    }
    if (v_obj(a)->type != v_obj(b)->type)
        return false;
    if (v_is_str(a))
        return AS_STR(a)->len == AS_STR(b)->len && !memcmp(AS_STR(a)->data, AS_STR(b)->data, (size_t)AS_STR(a)->len) &&
               (AS_STR(a)->interned != 0) == (AS_STR(b)->interned != 0) && AS_STR(a)->ascii == AS_STR(b)->ascii &&
               AS_STR(a)->cplen == AS_STR(b)->cplen;
    if (v_is_type(a, &bytes_type)) {
        const bytesobj *x = (const bytesobj *)v_obj(a), *y = (const bytesobj *)v_obj(b);
        return x->len == y->len && !memcmp(x->data, y->data, (size_t)x->len);
    }
    if (v_is_tuple(a)) {
        if (AS_TUPLE(a)->len != AS_TUPLE(b)->len)
            return false;
        for (int64_t i = 0; i < AS_TUPLE(a)->len; i++)
            if (!value_same(AS_TUPLE(a)->items[i], AS_TUPLE(b)->items[i]))
                return false;
        return true;
    }
    if (int_is_big(a))
        return int_cmp(a, b) == 0;
    if (v_is_type(a, &code_type))
        return code_same(AS_CODE(a), AS_CODE(b));
    return false;
}

/* Every code object under code shares its filename and source, as a
 * compile's do. */
static bool shares_text(const codeobj *top, const codeobj *co)
{
    if (co->filename != top->filename || co->source != top->source)
        return false;
    const tupleobj *c = AS_TUPLE(co->consts);
    for (int64_t i = 0; i < c->len; i++)
        if (v_is_type(c->items[i], &code_type) && !shares_text(top, AS_CODE(c->items[i])))
            return false;
    return true;
}

static void test_every_module_thaws_as_compiled(void)
{
    int n = 0;
    size_t frozen = 0, source = 0;
    for (const pymodule *m = pymodules; m->name; m++, n++) {
        size_t len = strlen(m->name);
        /* the first sandbox compiles and leaves the frozen copy */
        psvm *a = vm_new(NULL);
        CHECK(a && stdlib_py_code(a, m->name, len) != V_NULL);
        CHECK(pymodule_code[m - pymodules] != NULL);
        if (pymodule_code[m - pymodules])
            frozen += frozen_code_size(pymodule_code[m - pymodules]);
        source += m->len;
        vm_free(a);
        /* a second one thaws it: the same as its own compile */
        psvm *b = vm_new(NULL);
        value thawed = stdlib_py_code(b, m->name, len);
        char fn[80];
        snprintf(fn, sizeof fn, "<pysafe:%s>", m->name);
        value fresh = vm_compile(b, m->src, m->len, fn, 0);
        CHECK(thawed && fresh);
        if (thawed && fresh) {
            if (!code_same(AS_CODE(fresh), AS_CODE(thawed)))
                fprintf(stderr, "module %s: the thawed code differs from a compile\n", m->name);
            CHECK(code_same(AS_CODE(fresh), AS_CODE(thawed)));
            CHECK(shares_text(AS_CODE(thawed), AS_CODE(thawed)));
        }
        vm_free(b);
    }
    CHECK(n > 30);
    /* the process's memory for the cache (docs/limits.md) */
    printf("%d modules: %zu bytes of source, %zu bytes frozen\n", n, source, frozen);
}

/* A script sees the same module either way: what it prints from a module
 * it imports in a first sandbox (compiled) and in a second (thawed). */
static int out_write(void *ud, const char *s, size_t n)
{
    char *buf = ud;
    size_t have = strlen(buf);
    if (have + n < 4096) {
        memcpy(buf + have, s, n);
        buf[have + n] = 0;
    }
    return 0;
}

static void run_script(const char *src, char *out, bool *ok)
{
    psvm *vm = vm_new(NULL);
    out[0] = 0;
    vm->out = out_write;
    vm->out_ud = out;
    *ok = vm_run_string(vm, src, strlen(src), "<test>") != V_NULL;
    vm_free(vm);
}

static void test_thawed_module_runs(void)
{
    const char *src = "import datetime, fractions, textwrap\n"
                      "d = datetime.date(2024, 2, 29) + datetime.timedelta(days=400)\n"
                      "print(d, d.isoformat(), repr(datetime.timedelta(microseconds=-1)))\n"
                      "print(fractions.Fraction(3, 9) ** 2, textwrap.shorten('a b c d e f g h', 9))\n"
                      "try:\n    datetime.date(2024, 13, 1)\nexcept ValueError as e:\n    print(e)\n"
                      "print(datetime.datetime.fromtimestamp(2**40 // 1000, datetime.timezone.utc))\n";
    char first[4096], second[4096];
    bool ok1, ok2;
    run_script(src, first, &ok1);
    run_script(src, second, &ok2);
    CHECK(ok1 && ok2);
    CHECK_STR(second, first);
    /* what python3 -I -S prints for src */
    CHECK_STR(first, "2025-04-04 2025-04-04 datetime.timedelta(days=-1, seconds=86399, microseconds=999999)\n"
                     "1/9 a b [...]\nmonth must be in 1..12\n2004-11-03 19:53:47+00:00\n");
}

/* Thawing under memory limits too small for the module: the limit error,
 * and what was half made is traced by the collector without harm. */
static void test_thaw_out_of_memory(void)
{
    psvm *a = vm_new(NULL);
    CHECK(a && stdlib_py_code(a, "asyncio", 7) != V_NULL);
    vm_free(a);
    for (int64_t mem = 64 << 10; mem <= 1 << 20; mem += 96 << 10) {
        vm_limits lim = {.memory = mem};
        psvm *vm = vm_new(&lim);
        if (!vm)
            continue;
        value code = stdlib_py_code(vm, "asyncio", 7);
        if (!code) {
            CHECK(vm->exc != V_NULL && vm->limit_hit != 0);
            vm->exc = V_NULL;
        }
        gc_collect(vm);
        vm_free(vm);
    }
}

TEST_MAIN(TEST_ENTRY(test_every_module_thaws_as_compiled) TEST_ENTRY(test_thawed_module_runs)
              TEST_ENTRY(test_thaw_out_of_memory))
