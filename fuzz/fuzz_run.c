/*
 * fuzz_run.c - compile and run arbitrary bytes as a script in a fresh
 * sandbox under tight budgets. Any input must end in a result, a Python
 * exception or a limit error: never a crash, a sanitizer report, a hang or
 * a leak (teardown is mi_heap_destroy).
 *
 * The sandbox has tools that echo, so that fuzzing reaches the conversion
 * of tool arguments to host handles and of host values back into the
 * sandbox, both for a call answered at once and for a deferred one:
 *   echo(x)            returns a copy of x rebuilt through the public
 *                      accessors and constructors (ints beyond 64 bits go
 *                      through their decimal text, other objects come
 *                      back as their repr);
 *   echo(a, b, k=v)    returns the tuple of copies (a, b, {'k': v});
 *   echo_later(...)    the same, but the run pauses and this harness
 *                      answers with ps_resolve and ps_continue;
 *   fail(msg)          raises ToolError(str of msg) from the callback.
 * A value too deep or too big to copy (a list holding itself, say) is
 * answered with ValueError, the way a host would refuse it.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "pysafe.h"

#define INVARIANT(c) do { if (!(c)) abort(); } while (0)

/* A copy may visit at most this many values, this deep: a container that
 * holds itself twice would otherwise take 2^depth steps. */
enum { COPY_MAX_DEPTH = 48, COPY_MAX_NODES = 4096 };

static void discard(void *ud, const char *s, size_t n)
{
    (void)ud, (void)s, (void)n;
}

typedef struct copier {
    ps_vm *vm;
    int nodes;
} copier;

static ps_value copy(copier *c, ps_value v, int depth);

/* Items of a list, tuple, set or frozenset copied into a malloc'd array
 * (the host's own memory); NULL with *n = 0 for none, NULL and -1 on
 * failure. */
static ps_value *copy_items(copier *c, ps_value v, ps_type t, size_t *n, int depth)
{
    ps_vm *vm = c->vm;
    size_t len = 0, k = 0;
    if (ps_len(vm, v, &len) != PS_OK)
        return NULL;
    ps_value *items = malloc((len ? len : 1) * sizeof *items);
    if (!items)
        return NULL;
    if (t == PS_T_LIST || t == PS_T_TUPLE) {
        for (; k < len; k++) {
            ps_value it;
            if (ps_get_index(vm, v, k, &it) != PS_OK)
                break;
            items[k] = copy(c, it, depth + 1);
            ps_release(vm, it);
            if (!items[k])
                break;
        }
    } else {
        size_t pos = 0;
        ps_value it;
        while (k < len && ps_set_next(vm, v, &pos, &it)) {
            items[k] = copy(c, it, depth + 1);
            ps_release(vm, it);
            if (!items[k])
                break;
            k++;
        }
    }
    if (k < len) {
        for (size_t i = 0; i < k; i++)
            ps_release(vm, items[i]);
        free(items);
        return NULL;
    }
    *n = len;
    return items;
}

static ps_value copy_container(copier *c, ps_value v, ps_type t, int depth)
{
    ps_vm *vm = c->vm;
    size_t n = 0;
    ps_value *items = copy_items(c, v, t, &n, depth);
    if (!items)
        return 0;
    ps_value r = 0;
    if (t == PS_T_TUPLE)
        r = ps_tuple_new(vm, n, items);
    else if (t == PS_T_FROZENSET)
        r = ps_frozenset_new(vm, n, items);
    else {
        r = t == PS_T_LIST ? ps_list_new(vm) : ps_set_new(vm);
        for (size_t i = 0; r && i < n; i++) {
            ps_status st = t == PS_T_LIST ? ps_list_append(vm, r, items[i]) : ps_set_add(vm, r, items[i]);
            if (st != PS_OK) {
                ps_release(vm, r);
                r = 0;
            }
        }
    }
    for (size_t i = 0; i < n; i++)
        ps_release(vm, items[i]);
    free(items);
    return r;
}

static ps_value copy_dict(copier *c, ps_value v, int depth)
{
    ps_vm *vm = c->vm;
    ps_value r = ps_dict_new(vm), k, val;
    size_t pos = 0;
    while (r && ps_dict_next(vm, v, &pos, &k, &val)) {
        ps_value k2 = copy(c, k, depth + 1), v2 = k2 ? copy(c, val, depth + 1) : 0;
        if (!v2 || ps_dict_set(vm, r, k2, v2) != PS_OK) {
            ps_release(vm, r);
            r = 0;
        }
        ps_release(vm, k);
        ps_release(vm, val);
        ps_release(vm, k2);
        ps_release(vm, v2);
    }
    return r;
}

/* A new handle to a copy of v, or 0. */
static ps_value copy(copier *c, ps_value v, int depth)
{
    ps_vm *vm = c->vm;
    if (depth > COPY_MAX_DEPTH || ++c->nodes > COPY_MAX_NODES)
        return 0;
    ps_type t = ps_typeof(vm, v);
    switch (t) {
    case PS_T_NONE:
        return ps_none(vm);
    case PS_T_BOOL: {
        bool b = false;
        INVARIANT(ps_to_bool(vm, v, &b) == PS_OK);
        return ps_bool(vm, b);
    }
    case PS_T_INT: {
        int64_t i;
        ps_status st = ps_to_int64(vm, v, &i);
        if (st == PS_OK)
            return ps_int(vm, i);
        INVARIANT(st == PS_RANGE);
        ps_value s;
        if (ps_int_decimal(vm, v, &s) != PS_OK)
            return 0; /* a budget ran out */
        const char *p;
        size_t n;
        INVARIANT(ps_to_str(vm, s, &p, &n) == PS_OK);
        ps_value r = ps_int_from_decimal(vm, p, n);
        ps_release(vm, s);
        return r;
    }
    case PS_T_FLOAT: {
        double d;
        INVARIANT(ps_to_double(vm, v, &d) == PS_OK);
        return ps_float(vm, d);
    }
    case PS_T_STR: {
        const char *p;
        size_t n;
        INVARIANT(ps_to_str(vm, v, &p, &n) == PS_OK && p[n] == '\0');
        return ps_str(vm, p, n);
    }
    case PS_T_BYTES: {
        const void *p;
        size_t n;
        INVARIANT(ps_to_bytes(vm, v, &p, &n) == PS_OK);
        return ps_bytes(vm, p, n);
    }
    case PS_T_LIST:
    case PS_T_TUPLE:
    case PS_T_SET:
    case PS_T_FROZENSET:
        return copy_container(c, v, t, depth);
    case PS_T_DICT:
        return copy_dict(c, v, depth);
    case PS_T_OTHER: {
        ps_value s = 0;
        return ps_repr(vm, v, &s) == PS_OK ? s : 0;
    }
    case PS_T_INVALID:
    default:
        abort(); /* the sandbox handed out a dead handle */
    }
}

/* What echo answers for a call: a copy of its one argument, or the tuple
 * of copies of all its arguments with a dict of the keywords last. */
static ps_value echo_value(ps_vm *vm, const ps_call *call)
{
    copier c = {vm, 0};
    if (call->argc == 1 && call->kwargc == 0)
        return copy(&c, call->argv[0], 0);
    size_t n = call->argc + (call->kwargc > 0);
    ps_value items[8];
    if (n > sizeof items / sizeof *items)
        return 0;
    size_t k = 0;
    for (; k < call->argc; k++)
        if (!(items[k] = copy(&c, call->argv[k], 1)))
            break;
    if (k == call->argc && call->kwargc) {
        ps_value d = ps_dict_new(vm);
        for (size_t i = 0; d && i < call->kwargc; i++) {
            ps_value kv = copy(&c, call->kwvalues[i], 1);
            if (!kv || ps_dict_set(vm, d, call->kwnames[i], kv) != PS_OK) {
                ps_release(vm, d);
                d = 0;
            }
            ps_release(vm, kv);
        }
        if (d)
            items[k++] = d;
    }
    ps_value r = k == n ? ps_tuple_new(vm, n, items) : 0;
    for (size_t i = 0; i < k; i++)
        ps_release(vm, items[i]);
    return r;
}

static const char refused[] = "the host refuses a value this deep or this big";

static ps_status echo(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)ud;
    *result = echo_value(vm, call);
    return *result ? PS_OK : ps_raise(vm, "ValueError", refused);
}

static ps_status fail(ps_vm *vm, void *ud, const ps_call *call, ps_value *result)
{
    (void)ud, (void)result;
    const char *msg = "failed";
    size_t n;
    if (call->argc > 0 && ps_typeof(vm, call->argv[0]) == PS_T_STR)
        ps_to_str(vm, call->argv[0], &msg, &n);
    return ps_raise(vm, "ToolError", msg);
}

/* Answer every call a paused run waits for. */
static void answer_pending(ps_vm *vm)
{
    size_t n = ps_pending_count(vm);
    INVARIANT(n > 0);
    for (size_t k = 0; k < n; k++) {
        size_t i = n - 1 - k;
        ps_call call = {.struct_size = sizeof call};
        INVARIANT(ps_pending_call(vm, i, &call) == PS_OK);
        ps_value r = echo_value(vm, &call);
        if (r) {
            INVARIANT(ps_resolve(vm, call.id, r) == PS_OK);
            ps_release(vm, r);
        } else
            INVARIANT(ps_reject(vm, call.id, "ValueError", refused) == PS_OK);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ps_config cfg;
    ps_config_init(&cfg);
    cfg.max_instructions = 200000;
    cfg.max_memory = 32 << 20;
    cfg.max_depth = 200;
    cfg.max_output = 1 << 16;
    cfg.timeout_ms = 2000;
    cfg.max_tool_calls = 200;
    cfg.print = discard;
    ps_vm *vm = ps_new(&cfg);
    if (!vm)
        return 0;
    INVARIANT(ps_register_tool(vm, "echo", echo, NULL) == PS_OK);
    INVARIANT(ps_register_tool(vm, "echo_later", NULL, NULL) == PS_OK);
    INVARIANT(ps_register_tool(vm, "fail", fail, NULL) == PS_OK);
    /* async tools: several calls in flight under asyncio, answered in
     * reverse order at each pause, cancellations included */
    INVARIANT(ps_register_tool_ex(vm, "aecho", echo, NULL, PS_TOOL_ASYNC) == PS_OK);
    INVARIANT(ps_register_tool_ex(vm, "aecho_later", NULL, NULL, PS_TOOL_ASYNC) == PS_OK);
    ps_value result = 0;
    ps_status st = ps_run(vm, (const char *)data, size, "<fuzz>", &result);
    /* every resume makes progress towards the tool call limit */
    while (st == PS_TOOL_PENDING) {
        answer_pending(vm);
        st = ps_continue(vm, &result);
    }
    if (st == PS_OK) {
        copier c = {vm, 0};
        ps_release(vm, copy(&c, result, 0)); /* the host reads the result */
        ps_release(vm, result);
    } else {
        INVARIANT(st == PS_SYNTAX_ERROR || st == PS_EXCEPTION || st == PS_LIMIT);
        INVARIANT(ps_error_type(vm)[0] != '\0');
        INVARIANT((st == PS_LIMIT) == (ps_limit_hit(vm) != PS_LIMIT_NONE));
        INVARIANT(ps_error_traceback(vm) != NULL);
    }
    ps_free(vm);
    return 0;
}
