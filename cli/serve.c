/*
 * serve.c - `pysafe serve`: the sandbox as a worker process speaking JSON
 * lines on stdin/stdout (docs/protocol.md), so that a host in any language
 * runs many scripts through one process.
 *
 * Each run gets a fresh sandbox. Tools are registered as deferring: a call
 * pauses the run, the worker sends a tool_call event and goes back to
 * reading requests, and the run continues once the host has answered every
 * call it waits for. Other runs may start in the meantime, so a host can
 * keep several runs in flight through one worker. Every line is bounded,
 * every JSON document is bounded in depth and size, and a bad request gets
 * an error event; the worker never stops serving because of one.
 */
#include <inttypes.h>
#include <poll.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "json.h"
#include "lineio.h"
#include "serve.h"
#include "values.h"

#define SV_MAX_LINE ((size_t)16 << 20)
#define SV_MAX_RUNS 64
#define SV_MAX_TOOLS 256

typedef struct run {
    char *id;            /* the request's id, as JSON text */
    ps_vm *vm;
    uint64_t last_sent;  /* the highest call id sent as a tool_call event */
    int64_t clock_ns;    /* the run's fixed "now" ("clock": ISO timestamp) */
} run;

struct sv_state {
    ps_config defaults;
    run runs[SV_MAX_RUNS];
    uint64_t lineno;
    sv_write_fn write;
    void *write_ud;
    bool write_failed;
    bool has_ceiling;
    ps_config ceiling;
};

void sv_set_ceiling(sv_state *s, const ps_config *ceiling)
{
    s->ceiling = *ceiling;
    s->has_ceiling = true;
}

#define CLAMP(f) if (c->f == 0 || c->f > s->ceiling.f) c->f = s->ceiling.f
static void clamp(const sv_state *s, ps_config *c)
{
    if (!s->has_ceiling)
        return;
    CLAMP(max_instructions);
    CLAMP(max_memory);
    CLAMP(max_depth);
    CLAMP(max_output);
    CLAMP(timeout_ms);
    CLAMP(max_pending_calls);
    CLAMP(max_tool_calls);
}
#undef CLAMP

/* ---- events ---------------------------------------------------------------- */

static void emit(sv_state *s, js_buf *b)
{
    jb_add(b, "\n", 1);
    if (b->failed) {
        /* Could not even build the event: say so in a small one. */
        static const char oom[] = "{\"event\":\"error\",\"id\":null,\"type\":\"InternalError\","
                                  "\"message\":\"out of memory\"}\n";
        s->write_failed |= !s->write(s->write_ud, oom, sizeof oom - 1);
    } else {
        s->write_failed |= !s->write(s->write_ud, b->p, b->len);
    }
    jb_free(b);
}

static void event_head(js_buf *b, const char *event, const char *id)
{
    jb_init(b);
    jb_adds(b, "{\"event\":\"");
    jb_adds(b, event);
    jb_adds(b, "\",\"id\":");
    jb_adds(b, id ? id : "null");
}

static run *find_run(sv_state *s, const char *id);

/* A request was refused. `run_continues` says whether a run with the
 * request's id is in progress and goes on (a bad tool_result for a waiting
 * run, a second run under its id), so a host cannot take the refusal for
 * that run's end. */
__attribute__((format(printf, 3, 4)))
static int protocol_error(sv_state *s, const char *id, const char *fmt, ...)
{
    char msg[400];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    js_buf b;
    event_head(&b, "error", id);
    jb_adds(&b, ",\"type\":\"ProtocolError\",\"message\":");
    jb_strz(&b, msg);
    jb_addf(&b, ",\"line\":%" PRIu64 ",\"run_continues\":%s}", s->lineno,
            id && find_run(s, id) ? "true" : "false");
    emit(s, &b);
    return 0;
}

static void stats_json(js_buf *b, ps_vm *vm)
{
    ps_stats st = { .struct_size = sizeof st };
    if (ps_get_stats(vm, &st) != PS_OK) {
        jb_adds(b, "null");
        return;
    }
    jb_addf(b, "{\"instructions\":%" PRIu64 ",\"memory_peak\":%zu,\"allocations\":%" PRIu64
               ",\"tool_calls\":%" PRIu64 ",\"wall_ms\":",
            st.instructions, st.memory_peak, st.allocations, st.tool_calls);
    jb_double(b, (double)st.wall_ns / 1e6);
    jb_adds(b, "}");
}

static void flush_output(sv_state *s, run *r)
{
    size_t n = 0;
    const char *text = ps_output(r->vm, &n);
    if (!text || !n)
        return;
    js_buf b;
    event_head(&b, "print", r->id);
    jb_adds(&b, ",\"text\":");
    jb_str(&b, text, n);
    jb_adds(&b, "}");
    emit(s, &b);
    ps_output_clear(r->vm);
}

static void end_run(run *r)
{
    ps_free(r->vm);
    free(r->id);
    memset(r, 0, sizeof *r);
}

/* ---- driving a run ---------------------------------------------------------- */

/* Send the tool_call events of a paused run's new calls (those of an
 * earlier pause that are still pending were sent then), and a tool_cancel
 * event for each call whose task was cancelled; a call whose arguments
 * cannot cross is answered at once with a TypeError. */
static void send_calls(sv_state *s, run *r)
{
    size_t n = ps_pending_count(r->vm);
    uint64_t last = r->last_sent;
    for (size_t i = 0; i < n; i++) {
        ps_call c = { .struct_size = sizeof c };
        if (ps_pending_call(r->vm, i, &c) != PS_OK)
            continue;
        js_buf b;
        if (c.cancelled) {
            if (c.id <= r->last_sent) {
                event_head(&b, "tool_cancel", r->id);
                jb_addf(&b, ",\"call\":%" PRIu64 "}", c.id);
                emit(s, &b);
            }
            continue;
        }
        if (c.id <= r->last_sent)
            continue;
        if (c.id > last)
            last = c.id;
        char err[200];
        event_head(&b, "tool_call", r->id);
        jb_addf(&b, ",\"call\":%" PRIu64 ",\"name\":", c.id);
        jb_strz(&b, c.tool);
        jb_adds(&b, ",\"args\":[");
        bool ok = true;
        for (size_t k = 0; ok && k < c.argc; k++) {
            if (k) jb_add(&b, ",", 1);
            ok = cv_to_json(r->vm, c.argv[k], &b, err, sizeof err);
        }
        jb_adds(&b, "],\"kwargs\":{");
        for (size_t k = 0; ok && k < c.kwargc; k++) {
            const char *kn;
            size_t kl;
            if (k) jb_add(&b, ",", 1);
            ps_to_str(r->vm, c.kwnames[k], &kn, &kl);
            jb_str(&b, kn, kl);
            jb_add(&b, ":", 1);
            ok = cv_to_json(r->vm, c.kwvalues[k], &b, err, sizeof err);
        }
        jb_adds(&b, "}}");
        if (!ok) {
            char msg[300];
            snprintf(msg, sizeof msg, "%s(): an argument cannot be sent to the host: %s", c.tool, err);
            jb_free(&b);
            ps_reject(r->vm, c.id, "TypeError", msg);
            continue;
        }
        emit(s, &b);
    }
    r->last_sent = last;
}

/* After ps_run/ps_continue: report, and either keep the run (paused) or
 * end it. */
static void settle(sv_state *s, run *r, ps_status st, ps_value result)
{
    for (;;) {
        flush_output(s, r);
        if (st != PS_TOOL_PENDING)
            break;
        send_calls(s, r);
        /* goes on at once only if an answer is there already (a call
         * whose arguments could not be sent); else waits for the host */
        ps_status c = ps_continue(r->vm, &result);
        if (c == PS_MISUSE)
            return;
        st = c;
    }
    js_buf b;
    if (st == PS_OK) {
        char err[200];
        event_head(&b, "done", r->id);
        jb_adds(&b, ",\"result\":");
        if (!cv_to_json(r->vm, result, &b, err, sizeof err)) {
            jb_adds(&b, "null,\"result_error\":");
            jb_strz(&b, err);
        }
        ps_release(r->vm, result);
        const char *msg;
        int code;
        if (ps_exited(r->vm, &code, &msg)) {
            /* the script ended with SystemExit / sys.exit() */
            jb_addf(&b, ",\"exit\":{\"code\":%d,\"message\":", code);
            if (msg)
                jb_strz(&b, msg);
            else
                jb_adds(&b, "null");
            jb_adds(&b, "}");
        }
    } else {
        ps_limit lim = ps_limit_hit(r->vm);
        bool known = st == PS_EXCEPTION || st == PS_SYNTAX_ERROR || st == PS_LIMIT;
        event_head(&b, "error", r->id);
        jb_adds(&b, ",\"type\":");
        jb_strz(&b, known ? ps_error_type(r->vm) : "InternalError");
        jb_adds(&b, ",\"message\":");
        jb_strz(&b, ps_error_message(r->vm));
        jb_adds(&b, ",\"traceback\":");
        jb_strz(&b, known ? ps_error_traceback(r->vm) : "");
        jb_adds(&b, ",\"limit\":");
        if (st == PS_LIMIT && lim != PS_LIMIT_NONE) {
            /* "tool calls" -> "tool_calls": one identifier per limit */
            char name[64];
            snprintf(name, sizeof name, "%s", ps_limit_name(lim));
            for (char *p = name; *p; p++)
                if (*p == ' ')
                    *p = '_';
            jb_strz(&b, name);
        }
        else
            jb_adds(&b, "null");
        if (st == PS_SYNTAX_ERROR)
            jb_addf(&b, ",\"line\":%d,\"column\":%d", ps_error_line(r->vm), ps_error_column(r->vm));
    }
    jb_adds(&b, ",\"stats\":");
    stats_json(&b, r->vm);
    jb_adds(&b, "}");
    emit(s, &b);
    end_run(r);
}

/* ---- requests --------------------------------------------------------------- */

static run *find_run(sv_state *s, const char *id)
{
    for (int i = 0; i < SV_MAX_RUNS; i++)
        if (s->runs[i].id && strcmp(s->runs[i].id, id) == 0)
            return &s->runs[i];
    return NULL;
}

static bool get_uint(const js_value *v, uint64_t max, uint64_t *out)
{
    if (!v || v->kind != JS_NUMBER || !v->is_int || v->s[0] == '-' || v->len > 19)
        return false;
    uint64_t x = strtoull(v->s, NULL, 10);
    if (x > max)
        return false;
    *out = x;
    return true;
}

/* limits: {"max_instructions": N, ...}; false + err on an unknown key. */
static bool apply_limits(const js_value *lim, ps_config *c, char *err, size_t errlen)
{
    if (!lim)
        return true;
    if (lim->kind != JS_OBJECT) {
        snprintf(err, errlen, "\"limits\" must be an object");
        return false;
    }
    for (size_t i = 0; i < lim->n; i++) {
        const js_value *k = &lim->items[2 * i], *v = &lim->items[2 * i + 1];
        uint64_t x = 0; /* read below even when get_uint refuses (the run is refused then) */
        bool ok;
        if (js_is_str(k, "max_instructions")) { ok = get_uint(v, UINT64_MAX, &x); c->max_instructions = x; }
        else if (js_is_str(k, "max_memory")) { ok = get_uint(v, SIZE_MAX, &x); c->max_memory = (size_t)x; }
        else if (js_is_str(k, "max_depth")) { ok = get_uint(v, 1000000, &x); c->max_depth = (uint32_t)x; }
        else if (js_is_str(k, "max_output")) { ok = get_uint(v, SIZE_MAX, &x); c->max_output = (size_t)x; }
        else if (js_is_str(k, "timeout_ms")) { ok = get_uint(v, UINT32_MAX, &x); c->timeout_ms = (uint32_t)x; }
        else if (js_is_str(k, "max_tool_calls")) { ok = get_uint(v, UINT32_MAX, &x); c->max_tool_calls = (uint32_t)x; }
        else if (js_is_str(k, "max_pending_calls")) { ok = get_uint(v, UINT32_MAX, &x); c->max_pending_calls = (uint32_t)x; }
        else {
            snprintf(err, errlen, "unknown limit \"%.40s\"", k->s);
            return false;
        }
        if (!ok) {
            snprintf(err, errlen, "limit \"%.40s\" must be a non-negative integer in range", k->s);
            return false;
        }
    }
    return true;
}

/* A run or restore request's "tools" and "async_tools" (those of
 * "tools" whose calls run concurrently); false after the protocol error. */
static bool check_tools(sv_state *s, const char *id, const js_value *tools, const js_value *async_tools)
{
    if (tools && (tools->kind != JS_ARRAY || tools->n > SV_MAX_TOOLS))
        return protocol_error(s, id, "\"tools\" must be an array of at most 256 names%s", ""), false;
    for (size_t i = 0; tools && i < tools->n; i++)
        if (tools->items[i].kind != JS_STRING || strlen(tools->items[i].s) != tools->items[i].len)
            return protocol_error(s, id, "\"tools\" must hold strings%s", ""), false;
    if (async_tools && async_tools->kind != JS_ARRAY)
        return protocol_error(s, id, "\"async_tools\" must be an array of names from \"tools\"%s", ""), false;
    for (size_t i = 0; async_tools && i < async_tools->n; i++) {
        bool found = false;
        for (size_t k = 0; tools && k < tools->n && !found; k++)
            found = async_tools->items[i].kind == JS_STRING && !strcmp(async_tools->items[i].s, tools->items[k].s);
        if (!found)
            return protocol_error(s, id, "\"async_tools\" must be an array of names from \"tools\"%s", ""), false;
    }
    return true;
}

/* The sandbox config of a run or restore request (its "limits" and
 * "clock" over the worker's defaults, within the ceiling) and a free run
 * slot, whose clock the config points at; NULL after the protocol error.
 * The slot is the caller's once it sets the run's id. */
static run *claim_run(sv_state *s, const js_value *req, const char *id, ps_config *cfg)
{
    char err[300] = "";
    *cfg = s->defaults;
    if (!apply_limits(js_get(req, "limits"), cfg, err, sizeof err))
        return protocol_error(s, id, "%s", err), NULL;
    /* "clock": "system" | "none" | an ISO timestamp; absent: --clock's */
    const js_value *clk = js_get(req, "clock");
    int clock_kind = -1;
    int64_t clock_ns = 0;
    if (clk && (clk->kind != JS_STRING || strlen(clk->s) != clk->len ||
                !cli_parse_clock(clk->s, &clock_kind, &clock_ns)))
        return protocol_error(s, id, "\"clock\" must be \"system\", \"none\" or an ISO 8601 timestamp%s", ""),
               NULL;
    clamp(s, cfg);
    run *r = NULL;
    for (int i = 0; i < SV_MAX_RUNS && !r; i++)
        if (!s->runs[i].id)
            r = &s->runs[i];
    if (!r)
        return protocol_error(s, id, "too many runs in progress (at most 64)%s", ""), NULL;
    if (clock_kind == CLI_CLOCK_SYSTEM) {
        cfg->clock = ps_clock_system;
        cfg->clock_ud = NULL;
    } else if (clock_kind == CLI_CLOCK_NONE) {
        cfg->clock = NULL;
        cfg->clock_ud = NULL;
    } else if (clock_kind == CLI_CLOCK_FIXED) {
        r->clock_ns = clock_ns;
        cfg->clock = cli_clock_fixed;
        cfg->clock_ud = &r->clock_ns;
    }
    return r;
}

/* The request's tools registered in r's sandbox, async ones as such;
 * false: the run is ended and the protocol error sent. */
static bool bind_tools(sv_state *s, run *r, const char *id, const js_value *tools, const js_value *async_tools)
{
    for (size_t i = 0; tools && i < tools->n; i++) {
        unsigned flags = 0;
        for (size_t k = 0; async_tools && k < async_tools->n; k++)
            if (!strcmp(async_tools->items[k].s, tools->items[i].s))
                flags = PS_TOOL_ASYNC;
        if (ps_register_tool_ex(r->vm, tools->items[i].s, NULL, NULL, flags) != PS_OK) {
            char err[300];
            snprintf(err, sizeof err, "tool \"%.40s\": %s", tools->items[i].s, ps_error_message(r->vm));
            end_run(r);
            protocol_error(s, id, "%s", err);
            return false;
        }
    }
    return true;
}

static int op_run(sv_state *s, const js_value *req, const char *id)
{
    const js_value *code = js_get(req, "code"), *name = js_get(req, "name"),
                   *inputs = js_get(req, "inputs"), *tools = js_get(req, "tools");
    char err[300] = "";
    if (find_run(s, id))
        return protocol_error(s, id, "a run with this id is in progress%s", "");
    if (!code || code->kind != JS_STRING)
        return protocol_error(s, id, "\"code\" must be a string%s", "");
    if (name && (name->kind != JS_STRING || strlen(name->s) != name->len || name->len > 1000))
        return protocol_error(s, id, "\"name\" must be a string (no NUL, at most 1000 bytes)%s", "");
    if (inputs && inputs->kind != JS_OBJECT)
        return protocol_error(s, id, "\"inputs\" must be an object%s", "");
    const js_value *async_tools = js_get(req, "async_tools");
    if (!check_tools(s, id, tools, async_tools))
        return 0;
    ps_config cfg;
    run *r = claim_run(s, req, id, &cfg);
    if (!r)
        return 0;
    r->vm = ps_new(&cfg);
    r->id = strdup(id);
    if (!r->vm || !r->id) {
        end_run(r);
        return protocol_error(s, id, "cannot create a sandbox (bad limits or out of memory)%s", "");
    }
    if (!bind_tools(s, r, id, tools, async_tools))
        return 0;
    for (size_t i = 0; inputs && i < inputs->n; i++) {
        const js_value *k = &inputs->items[2 * i];
        ps_value v = cv_from_json(r->vm, &inputs->items[2 * i + 1], err, sizeof err);
        ps_status st = v && strlen(k->s) == k->len ? ps_set_global(r->vm, k->s, v) : PS_MISUSE;
        if (v && st != PS_OK)
            snprintf(err, sizeof err, "%s", ps_error_message(r->vm));
        ps_release(r->vm, v);
        if (st != PS_OK) {
            char msg[400];
            snprintf(msg, sizeof msg, "input \"%.40s\": %s", k->s, err[0] ? err : "bad name");
            end_run(r);
            return protocol_error(s, id, "%s", msg);
        }
    }
    ps_value result = 0;
    ps_status st = ps_run(r->vm, code->s, code->len, name ? name->s : "<script>", &result);
    settle(s, r, st, result);
    return 0;
}

static int op_tool_result(sv_state *s, const js_value *req, const char *id)
{
    run *r = find_run(s, id);
    if (!r)
        return protocol_error(s, id, "no run with this id is waiting%s", "");
    uint64_t call;
    if (!get_uint(js_get(req, "call"), UINT64_MAX, &call))
        return protocol_error(s, id, "\"call\" must be the call's integer id%s", "");
    const js_value *val = js_get(req, "value"), *exc = js_get(req, "error");
    if (!val == !exc)
        return protocol_error(s, id, "a tool_result needs exactly one of \"value\" and \"error\"%s", "");
    ps_status st;
    char err[300] = "";
    if (val) {
        ps_value v = cv_from_json(r->vm, val, err, sizeof err);
        if (!v)
            return protocol_error(s, id, "\"value\": %s", err);
        st = ps_resolve(r->vm, call, v);
        ps_release(r->vm, v);
    } else {
        st = cv_send_error(r->vm, call, exc, err, sizeof err);
        if (st != PS_OK && *err)
            return protocol_error(s, id, "%s", err);
    }
    if (st != PS_OK)
        return protocol_error(s, id, "%s", ps_error_message(r->vm));
    /* the run goes on when what it waits for is answered: the call that
     * paused it, or (asyncio waiting for async calls) any of them */
    ps_value result = 0;
    st = ps_continue(r->vm, &result);
    if (st != PS_MISUSE)
        settle(s, r, st, result);
    return 0;
}

/* {"op": "snapshot", "id": ...}: the paused run as bytes, sent as a
 * snapshot event in base64; the run ends in this worker (any worker
 * continues it with "restore"). */
static int op_snapshot(sv_state *s, const char *id)
{
    run *r = find_run(s, id);
    if (!r)
        return protocol_error(s, id, "no run with this id is waiting%s", "");
    void *bytes;
    size_t n;
    ps_status st = ps_snapshot(r->vm, &bytes, &n);
    if (st != PS_OK)
        return protocol_error(s, id, "cannot save the run: %s", st == PS_NOMEM ? "out of memory" : ps_error_message(r->vm));
    js_buf b;
    event_head(&b, "snapshot", r->id);
    jb_addf(&b, ",\"bytes\":%zu,\"data\":", n);
    cv_b64_encode(&b, bytes, n);
    jb_adds(&b, "}");
    ps_free_bytes(bytes);
    end_run(r);
    emit(s, &b);
    return 0;
}

/* {"op": "restore", "id": ..., "data": base64, "tools": [...],
 * "async_tools": [...], "limits": {...}, "clock": ...}: a run saved by
 * "snapshot" goes on here under this id. Every call still waiting is sent
 * again as a tool_call event (the host answering may not be the one that
 * saw it), then tool_result as usual. */
static int op_restore(sv_state *s, const js_value *req, const char *id)
{
    const js_value *data = js_get(req, "data"), *tools = js_get(req, "tools"),
                   *async_tools = js_get(req, "async_tools");
    char err[300] = "";
    if (find_run(s, id))
        return protocol_error(s, id, "a run with this id is in progress%s", "");
    if (!data || data->kind != JS_STRING)
        return protocol_error(s, id, "\"data\" must be the snapshot event's base64 string%s", "");
    if (!check_tools(s, id, tools, async_tools))
        return 0;
    ps_config cfg;
    run *r = claim_run(s, req, id, &cfg);
    if (!r)
        return 0;
    size_t n;
    unsigned char *bytes = cv_b64_decode(data->s, data->len, &n);
    if (!bytes)
        return protocol_error(s, id, "\"data\" is not base64%s", "");
    ps_vm *vm = NULL;
    ps_status st = ps_restore(&cfg, bytes, n, &vm);
    free(bytes);
    if (st != PS_OK || !ps_pending_count(vm)) {
        snprintf(err, sizeof err, "%s", !vm ? "out of memory" : st != PS_OK ? ps_error_message(vm)
                                                              : "the snapshot holds no paused run");
        ps_free(vm);
        return protocol_error(s, id, "cannot restore: %s", err);
    }
    r->vm = vm;
    r->id = strdup(id);
    r->last_sent = 0;
    if (!r->id) {
        end_run(r);
        return protocol_error(s, id, "out of memory%s", "");
    }
    if (!bind_tools(s, r, id, tools, async_tools))
        return 0;
    settle(s, r, PS_TOOL_PENDING, 0);
    return 0;
}

static int op_cancel(sv_state *s, const char *id)
{
    run *r = find_run(s, id);
    if (!r)
        return protocol_error(s, id, "no run with this id is waiting%s", "");
    js_buf b;
    event_head(&b, "error", r->id);
    jb_adds(&b, ",\"type\":\"Cancelled\",\"message\":\"cancelled by the host\",\"traceback\":\"\","
                "\"limit\":null,\"stats\":");
    stats_json(&b, r->vm);
    jb_adds(&b, "}");
    emit(s, &b);
    end_run(r);
    return 0;
}

void sv_handle_line(sv_state *s, const char *line, size_t n)
{
    s->lineno++;
    char err[200];
    js_doc *d = js_parse(line, n, &cv_json_limits, err, sizeof err);
    if (!d) {
        protocol_error(s, NULL, "malformed JSON: %s", err);
        return;
    }
    js_value *req = js_root(d), *op = js_get(req, "op"), *idv = js_get(req, "id");
    char *id = NULL;
    if (idv && (idv->kind == JS_STRING || (idv->kind == JS_NUMBER && idv->is_int)) && idv->len <= 200) {
        js_buf b;
        jb_init(&b);
        jb_value(&b, idv);
        id = b.failed ? NULL : b.p;
    }
    if (req->kind != JS_OBJECT)
        protocol_error(s, NULL, "a request must be a JSON object%s", "");
    else if (!op || op->kind != JS_STRING)
        protocol_error(s, id, "a request needs \"op\": \"run\", \"tool_result\", \"cancel\", \"snapshot\", \"restore\" or \"ping\"%s", "");
    else if (js_is_str(op, "ping")) {
        js_buf b;
        event_head(&b, "pong", id);
        jb_adds(&b, "}");
        emit(s, &b);
    } else if (!id)
        protocol_error(s, NULL, "a request needs \"id\": a string or an integer (at most 200 bytes)%s", "");
    else if (js_is_str(op, "run"))
        op_run(s, req, id);
    else if (js_is_str(op, "tool_result"))
        op_tool_result(s, req, id);
    else if (js_is_str(op, "cancel"))
        op_cancel(s, id);
    else if (js_is_str(op, "snapshot"))
        op_snapshot(s, id);
    else if (js_is_str(op, "restore"))
        op_restore(s, req, id);
    else
        protocol_error(s, id, "unknown op \"%.40s\"", op->s);
    free(id);
    js_free(d);
}

sv_state *sv_new(const ps_config *defaults, sv_write_fn write, void *ud)
{
    sv_state *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->defaults = *defaults;
    s->defaults.print = NULL; /* output is collected and sent as print events */
    s->write = write;
    s->write_ud = ud;
    return s;
}

bool sv_write_failed(const sv_state *s) { return s->write_failed; }

void sv_free(sv_state *s)
{
    if (!s)
        return;
    for (int i = 0; i < SV_MAX_RUNS; i++)
        if (s->runs[i].id)
            end_run(&s->runs[i]);
    free(s);
}

/* ---- the worker loop -------------------------------------------------------- */

static bool write_stdout(void *ud, const char *p, size_t n)
{
    (void)ud;
    return fwrite(p, 1, n, stdout) == n;
}

int cli_serve(const cli_opts *o)
{
    ps_config cfg;
    cli_config(o, &cfg);
    sv_state *s = sv_new(&cfg, write_stdout, NULL);
    if (!s)
        return EXIT_HOST;
    lineio in;
    lio_init(&in, 0, SV_MAX_LINE);
    int rc = EXIT_OK;
    for (;;) {
        if (fflush(stdout) != 0 || sv_write_failed(s)) {
            rc = EXIT_HOST; /* the client is gone */
            break;
        }
        char *line;
        size_t n;
        lio_status st = lio_read(&in, &line, &n);
        if (st == LIO_LINE) {
            sv_handle_line(s, line, n);
        } else if (st == LIO_TOO_LONG) {
            s->lineno++;
            protocol_error(s, NULL, "line longer than %s bytes (skipped)", "16777216");
        } else if (st == LIO_AGAIN) {
            /* stdin was handed to us non-blocking: wait for more */
            struct pollfd p = { 0, POLLIN, 0 };
            poll(&p, 1, -1);
        } else if (st == LIO_TRUNCATED) {
            s->lineno++;
            protocol_error(s, NULL, "the input ended in the middle of a line%s", "");
            fflush(stdout);
            break;
        } else {
            break; /* EOF: the host is done; paused runs are dropped */
        }
    }
    lio_free(&in);
    sv_free(s);
    return rc;
}
