/*
 * api_snapshot.c - ps_snapshot / ps_restore over vm/snapshot.c: the
 * sandbox's state with the host side's own part (the output not yet
 * read), tools bound again by name, and errors reported on a fresh
 * sandbox so that a failed restore leaves nothing half-made.
 */
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"
#include "vm/snapshot.h"

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
    if (s->state == RUN_PAUSED)
        return api_misuse(s, "ps_snapshot: a paused run cannot be saved yet, only an idle sandbox");
    char err[256];
    uint8_t *out;
    size_t n;
    int rc = snap_write(s->vm, s->out, s->out_len, &out, &n, err, sizeof err);
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
    snap_hooks hooks = {.ud = s, .tool_id = tool_id};
    const uint8_t *extra = NULL;
    size_t extra_len = 0;
    int64_t t0;
    /* importing the saved modules runs the library's Python code: under
     * the run's budgets, as the script's own import did */
    api_start_clock(s, &t0);
    vm->fuel_used = 0;
    s->state = RUN_RUNNING;
    int rc = bytes || !len ? snap_read(vm, &hooks, bytes, len, &extra, &extra_len, err, sizeof err)
                           : SNAP_ERR_BAD;
    s->state = RUN_IDLE;
    vm->fuel_used = 0;
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
