/*
 * api_snapshot.c - ps_snapshot / ps_restore over vm/snapshot.c: the
 * sandbox's state with the host side's own part (the output not yet
 * read), tools bound again by name, and errors reported on a fresh
 * sandbox so that a failed restore leaves nothing half-made.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"
#include "vm/snapshot.h"

/* The host side of a paused run, as a tuple the snapshot saves with the
 * sandbox: (pause kind, the call the run waits for, the last call id,
 * the run's tool calls, the pending calls). A pending call is (id, tool
 * name, positional arguments, keyword names, keyword values, flags,
 * answer): what ps_pending_call shows, and an answer given but not yet
 * taken by ps_continue. V_NULL: no memory. */
enum { PF_ASYNC = 1, PF_CANCELLED = 2, PF_ANSWERED = 4, PF_EXC = 8 };

static value handles_tuple(ps_vm *s, const ps_value *h, size_t n)
{
    value t = tuple_new(s->vm, (int64_t)n);
    for (size_t i = 0; t && i < n; i++)
        if (!h_get(s, h[i], &AS_TUPLE(t)->items[i]))
            return V_NULL;
    return t;
}

static value paused_state(ps_vm *s)
{
    psvm *vm = s->vm;
    value calls = tuple_new(vm, (int64_t)s->npending);
    if (!calls)
        return V_NULL;
    vm_root_push(vm, calls);
    value r = V_NULL;
    for (size_t i = 0; i < s->npending; i++) {
        const pcall *p = &s->pending[i];
        const ps_call *c = &p->call;
        unsigned flags = (c->is_async ? PF_ASYNC : 0) | (c->cancelled ? PF_CANCELLED : 0) |
                         (p->answered ? PF_ANSWERED : 0) | (p->is_exc ? PF_EXC : 0);
        value id = int_from_i64(vm, (int64_t)c->id);
        value name = id ? str_from_cstr(vm, c->tool) : V_NULL;
        vm_root_push(vm, name ? name : V_NONE);
        value a = name ? handles_tuple(s, c->argv, c->argc) : V_NULL;
        vm_root_push(vm, a ? a : V_NONE);
        value kn = a ? handles_tuple(s, c->kwnames, c->kwargc) : V_NULL;
        vm_root_push(vm, kn ? kn : V_NONE);
        value kv = kn ? handles_tuple(s, c->kwvalues, c->kwargc) : V_NULL;
        vm_root_push(vm, kv ? kv : V_NONE);
        value rec = kv ? tuple_pack(vm, 7, id, name, a, kn, kv, v_from_small(flags), p->answered ? p->answer : V_NONE)
                       : V_NULL;
        vm_root_pop(vm, 4);
        if (!rec)
            goto done;
        AS_TUPLE(calls)->items[i] = rec;
    }
    value pid = int_from_i64(vm, (int64_t)s->paused_id);
    value nid = pid ? int_from_i64(vm, (int64_t)s->next_call_id) : V_NULL;
    vm_root_push(vm, nid ? nid : V_NONE);
    value ntc = nid ? int_from_i64(vm, (int64_t)s->run_tool_calls) : V_NULL;
    vm_root_pop(vm, 1);
    if (ntc)
        r = tuple_pack(vm, 5, v_from_small(s->pause_kind), pid, nid, ntc, calls);
done:
    vm_root_pop(vm, 1);
    vm->exc = V_NULL;
    return r;
}

ps_status ps_snapshot(ps_vm *s, void **bytes, size_t *len)
{
    if (bytes)
        *bytes = NULL;
    if (len)
        *len = 0;
    CHECK_VM(s, PS_MISUSE);
    if (!bytes || !len)
        return api_misuse(s, "ps_snapshot: bytes or len is NULL");
    if (s->state == RUN_RUNNING)
        return api_misuse(s, "ps_snapshot: a run is in progress on this sandbox (called from a tool callback?)");
    char err[256];
    uint8_t *out;
    size_t n;
    value root = V_NULL;
    if (s->state == RUN_PAUSED && !(root = paused_state(s)))
        return PS_NOMEM;
    int rc = snap_write(s->vm, root, s->out, s->out_len, s->snap_key_len ? s->snap_key : NULL, s->snap_key_len, &out,
                        &n, err, sizeof err);
    if (rc == SNAP_ERR_NOMEM)
        return PS_NOMEM;
    if (rc)
        return api_misuse(s, "ps_snapshot: %s", err);
    *bytes = out;
    *len = n;
    return PS_OK;
}

void ps_free_bytes(void *bytes) { free(bytes); }

static int64_t tool_id(void *ud, const char *name, size_t len) { return api_tool_reserve(ud, name, len); }

/* The restored sandbox's output: what the saved one had not cleared. */
static bool set_output(ps_vm *s, const uint8_t *p, size_t n)
{
    if (n == 0)
        return true;
    char *o = malloc(n + 1);
    if (!o)
        return false;
    memcpy(o, p, n);
    o[n] = 0;
    free(s->out);
    s->out = o;
    s->out_len = n;
    s->out_cap = n + 1;
    return true;
}

/* A non-negative int field of the paused state; false: not one. */
static bool field_u64(psvm *vm, value v, uint64_t *out)
{
    int64_t x;
    if (!(v_is_small(v) || v_is_type(v, &int_type)) || int_as_i64(vm, v, &x) < 0 || x < 0) {
        vm->exc = V_NULL;
        return false;
    }
    *out = (uint64_t)x;
    return true;
}

/* paused_state's tuple back into the host side: the restored sandbox is
 * paused on the same calls, with the same ids. NULL, or what is wrong
 * ("" for no memory). */
static const char *restore_paused(ps_vm *s, value root)
{
    psvm *vm = s->vm;
    uint64_t kind, pid, nid, ntc;
    if (!v_is_type(root, &tuple_type) || AS_TUPLE(root)->len != 5)
        return "the paused run's host state is not a 5-tuple";
    value *f = AS_TUPLE(root)->items;
    if (!field_u64(vm, f[0], &kind) || kind > PAUSE_ASYNC_WAIT || !field_u64(vm, f[1], &pid) ||
        !field_u64(vm, f[2], &nid) || !field_u64(vm, f[3], &ntc) || !v_is_type(f[4], &tuple_type))
        return "the paused run's host state has bad fields";
    int64_t n = AS_TUPLE(f[4])->len;
    if (n < 1 || (uint64_t)n > s->cfg.max_pending_calls)
        return "a paused run with no pending call or more than max_pending_calls";
    bool found = kind != PAUSE_SYNC_CALL;
    for (int64_t i = 0; i < n; i++) {
        value rec = AS_TUPLE(f[4])->items[i];
        uint64_t id, flags;
        if (!v_is_type(rec, &tuple_type) || AS_TUPLE(rec)->len != 7)
            return "a pending call is not a 7-tuple";
        value *c = AS_TUPLE(rec)->items;
        if (!field_u64(vm, c[0], &id) || id == 0 || id > nid || !v_is_str(c[1]) || !v_is_type(c[2], &tuple_type) ||
            !v_is_type(c[3], &tuple_type) || !v_is_type(c[4], &tuple_type) ||
            AS_TUPLE(c[3])->len != AS_TUPLE(c[4])->len || !field_u64(vm, c[5], &flags) || flags > 15 ||
            ((flags & PF_EXC) && !(flags & PF_ANSWERED)) || ((flags & PF_EXC) && !v_is_exc(c[6])))
            return "a pending call has bad fields";
        for (int64_t k = 0; k < AS_TUPLE(c[3])->len; k++)
            if (!v_is_str(AS_TUPLE(c[3])->items[k]))
                return "a pending call's keyword name is not a str";
        for (int64_t j = 0; j < i; j++) {
            uint64_t other;
            field_u64(vm, AS_TUPLE(AS_TUPLE(f[4])->items[j])->items[0], &other);
            if (other == id)
                return "two pending calls with one id";
        }
        found |= id == pid;
        int64_t tool = api_tool_reserve(s, AS_STR(c[1])->data, (size_t)AS_STR(c[1])->len);
        if (tool == -1)
            return "";
        if (tool < 0)
            return "a pending call of a tool with a bad name";
        if (!api_pending_restore(s, id, tool, c[2], c[3], c[4], (flags & PF_ASYNC) != 0, (flags & PF_CANCELLED) != 0,
                                 (flags & PF_ANSWERED) ? c[6] : V_NULL, (flags & PF_EXC) != 0))
            return "";
    }
    if (!found)
        return "the call the paused run waits for is not pending";
    s->pause_kind = (int)kind;
    s->paused_id = pid;
    s->next_call_id = nid;
    s->run_tool_calls = ntc;
    s->state = RUN_PAUSED;
    return NULL;
}

ps_status ps_restore(const ps_config *config, const void *bytes, size_t len, ps_vm **out)
{
    if (!out)
        return PS_MISUSE;
    *out = NULL;
    ps_vm *s = ps_new(config);
    if (!s)
        return PS_NOMEM;
    psvm *vm = s->vm;
    char err[256] = "";
    snap_hooks hooks = {.ud = s, .tool_id = tool_id, .key = s->snap_key_len ? s->snap_key : NULL,
                        .key_len = s->snap_key_len};
    const uint8_t *extra = NULL;
    size_t extra_len = 0;
    int64_t t0;
    /* importing the saved modules runs the library's Python code: under
     * the run's budgets, as the script's own import did */
    api_start_clock(s, &t0);
    vm->fuel_used = 0;
    s->state = RUN_RUNNING;
    value root = V_NULL;
    int rc = bytes || !len ? snap_read(vm, &hooks, bytes, len, &root, &extra, &extra_len, err, sizeof err)
                           : SNAP_ERR_BAD;
    s->state = RUN_IDLE;
    if (rc == 0 && (root != V_NULL) != (vm->frame != NULL)) {
        snprintf(err, sizeof err, "%s", vm->frame ? "a paused run without its host state" : "host state without a paused run");
        rc = SNAP_ERR_BAD;
    }
    if (rc == 0 && root) {
        const char *why = restore_paused(s, root);
        if (why && !*why)
            rc = SNAP_ERR_NOMEM;
        else if (why) {
            snprintf(err, sizeof err, "%s", why);
            rc = SNAP_ERR_BAD;
        }
    }
    if (!vm->frame)
        vm->fuel_used = 0; /* a paused run's instructions so far count on */
    if (rc == 0 && !set_output(s, extra, extra_len))
        rc = SNAP_ERR_NOMEM;
    if (rc == 0) {
        vm->exc = V_NULL;
        *out = s;
        return PS_OK;
    }
    /* what went wrong, said by a sandbox with nothing of the snapshot */
    ps_status st = PS_BAD_SNAPSHOT;
    char *type = NULL, *msg = NULL;
    ps_limit limit = PS_LIMIT_NONE;
    if (rc == SNAP_ERR_VM && vm->exc) {
        st = api_take_error(s, PS_EXCEPTION);
        if (st != PS_LIMIT)
            st = PS_BAD_SNAPSHOT;
        type = strdup(st == PS_LIMIT ? ps_error_type(s) : "SnapshotError");
        msg = strdup(ps_error_message(s));
        limit = ps_limit_hit(s);
    } else if (rc == SNAP_ERR_NOMEM) {
        ps_free(s);
        return PS_NOMEM;
    } else {
        type = strdup("SnapshotError");
        msg = strdup(bytes || !len ? err : "bytes is NULL");
    }
    ps_free(s);
    s = ps_new(config);
    if (!s || !type || !msg) {
        free(type);
        free(msg);
        ps_free(s);
        return PS_NOMEM;
    }
    api_set_error(s, type, msg, limit);
    free(type);
    free(msg);
    *out = s;
    return st;
}
