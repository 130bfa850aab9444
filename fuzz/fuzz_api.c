/*
 * fuzz_api.c - random sequences of host API calls on two sandboxes.
 *
 * The input is a program for a small stack machine: each byte picks an
 * operation (make a value, put it in a container, bind a global, run one
 * of a few scripts that call tools, answer or reject a pending call,
 * release, duplicate, read back with the wrong accessor, use a handle on
 * the other sandbox ...) and the following bytes are its operands. Handles
 * are kept in a table indexed by operand bytes, so stale, released, foreign
 * and made-up handles are all exercised. Whatever the sequence, every call
 * must return a status: no crash, no sanitizer report, no leak.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "pysafe.h"

#define NH 16

typedef struct fz {
    const uint8_t *p, *end;
    ps_vm *vm[2];
    ps_value h[NH];
} fz;

static uint8_t next(fz *f) { return f->p < f->end ? *f->p++ : 0; }

static ps_status tool_cb(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    fz *f = ud;
    uint8_t op = next(f);
    switch (op % 6) {
    case 0: *result = call->argc ? call->argv[0] : 0; return PS_OK;
    case 1: return ps_raise(vm, (op & 8) ? "ValueError" : "HostError", "fuzz");
    case 2: return PS_TOOL_PENDING;
    case 3: *result = f->h[next(f) % NH]; return PS_OK; /* maybe bad */
    case 4: { ps_value l = ps_list_new(vm); ps_list_append(vm, l, l); *result = l; return PS_OK; }
    default: return (ps_status)(op % 12);
    }
}

static const char *const scripts[] = {
    "t(1) + t(2)",
    "[t(i) for i in range(3)]",
    "try:\n    x = t('a', k=g)\nexcept Exception as e:\n    x = str(e)\nx",
    "sorted([3, 1, 2], key=t)",
    "g = [g, g]\nlen(g)",
    "while True: t(0)",
    "d = {}\nfor i in range(50): d[i] = t(i)\nd",
    "def f(n): return f(n + 1)\nf(0)",
    "print('x' * 100)\nt(g)",
    "g",
    "x = (",
    "list(map(t, [1, 2]))",
};

static ps_value make(fz *f, ps_vm *vm)
{
    uint8_t k = next(f);
    switch (k % 10) {
    case 0: return ps_none(vm);
    case 1: return ps_bool(vm, k & 16);
    case 2: return ps_int(vm, (int64_t)((uint64_t)next(f) << 56 | next(f)));
    case 3: return ps_float(vm, (double)next(f) / 7.0);
    case 4: {
        char buf[8];
        size_t n = next(f) % 8;
        for (size_t i = 0; i < n; i++)
            buf[i] = (char)next(f);
        return ps_str(vm, buf, n);
    }
    case 5: { char b[4] = {(char)next(f), 0, 1, 2}; return ps_bytes(vm, b, 4); }
    case 6: return ps_list_new(vm);
    case 7: return ps_dict_new(vm);
    case 8: return ps_set_new(vm);
    default: {
        ps_value items[2] = {f->h[next(f) % NH], f->h[next(f) % NH]};
        return (k & 32) ? ps_frozenset_new(vm, 2, items) : ps_tuple_new(vm, 2, items);
    }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fz f = {.p = data, .end = data + size};
    ps_config c;
    ps_config_init(&c);
    c.max_instructions = 20000;
    c.max_memory = 8 << 20;
    c.max_depth = 100;
    c.max_output = 4096;
    c.max_tool_calls = 100;
    c.max_pending_calls = 2;
    for (int i = 0; i < 2; i++) {
        f.vm[i] = ps_new(&c);
        if (!f.vm[i])
            return 0;
        ps_register_tool(f.vm[i], "t", tool_cb, &f);
    }
    int steps = 0;
    while (f.p < f.end && steps++ < 200) {
        uint8_t op = next(&f);
        ps_vm *vm = f.vm[op >> 7];
        ps_value *a = &f.h[next(&f) % NH];
        ps_value b = f.h[next(&f) % NH];
        switch (op % 16) {
        case 0: *a = make(&f, vm); break;
        case 1: ps_list_append(vm, *a, b); break;
        case 2: ps_dict_set(vm, *a, b, f.h[next(&f) % NH]); break;
        case 3: ps_set_add(vm, *a, b); break;
        case 4: ps_set_global(vm, "g", *a); break;
        case 5: {
            ps_value r = 0;
            const char *s = scripts[next(&f) % (sizeof scripts / sizeof scripts[0])];
            ps_run(vm, s, strlen(s), "fuzz.py", &r);
            *a = r;
            break;
        }
        case 6: {
            ps_call call;
            if (ps_pending_call(vm, next(&f) % 2, &call) == PS_OK) {
                if (next(&f) & 1)
                    ps_resolve(vm, call.id, b);
                else
                    ps_reject(vm, call.id, "E", "no");
            } else
                ps_resolve(vm, next(&f), b);
            ps_value r = 0;
            ps_continue(vm, &r);
            *a = r;
            break;
        }
        case 7: ps_release(vm, *a); break;
        case 8: *a = ps_dup(vm, b); break;
        case 9: {
            int64_t i;
            double d;
            bool t;
            const char *s;
            const void *p;
            size_t n;
            ps_to_int64(vm, *a, &i);
            ps_to_double(vm, *a, &d);
            ps_to_bool(vm, *a, &t);
            ps_to_str(vm, *a, &s, &n);
            ps_to_bytes(vm, *a, &p, &n);
            ps_len(vm, *a, &n);
            ps_typeof(vm, *a);
            break;
        }
        case 10: {
            size_t pos = next(&f) % 4;
            ps_value k = 0, v = 0;
            while (ps_dict_next(vm, *a, &pos, &k, &v) || ps_set_next(vm, *a, &pos, &k)) {
                ps_release(vm, k);
                ps_release(vm, v);
                k = v = 0;
            }
            break;
        }
        case 11: { ps_value r = 0; ps_get_index(vm, *a, next(&f) % 4, &r); ps_dict_get(vm, *a, b, &r); break; }
        case 12: { ps_value r = 0; ps_repr(vm, *a, &r); ps_int_decimal(vm, *a, &r); break; }
        case 13: ps_get_global(vm, "g", a); break;
        case 14: ps_interrupt(vm); break;
        default: {
            char src[16];
            size_t n = next(&f) % sizeof src;
            for (size_t i = 0; i < n; i++)
                src[i] = (char)next(&f);
            ps_check(vm, src, n);
            break;
        }
        }
    }
    ps_free(f.vm[0]);
    ps_free(f.vm[1]);
    return 0;
}
