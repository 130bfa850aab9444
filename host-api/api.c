/*
 * api.c - the public API over vm/: configuration, sandbox lifetime,
 * running and continuing, output, errors and statistics.
 *
 * Every entry point checks its arguments and the sandbox's state and answers
 * PS_MISUSE with a message rather than asserting: a host written in another
 * language through an FFI gets an error, not an abort.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>


#include "parser/parse.h"
#include "api_internal.h"

/* The one piece of process-wide state: where the next sandbox tag comes
 * from. Atomic, so sandboxes can be made on any number of threads. */
static atomic_uint next_tag;

/* ---- small helpers ------------------------------------------------------ */

int64_t api_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t ps_clock_system(void *clock_ud)
{
    (void)clock_ud;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static char *dup_text(const char *s, size_t n)
{
    char *p = malloc(n + 1);
    if (p) {
        memcpy(p, s, n);
        p[n] = 0;
    }
    return p;
}

static void clear_error(ps_vm *s)
{
    if (!s->err_type && !s->err_msg && !s->err_tb && !s->err_line && !s->err_col && !s->limit)
        return; /* every run that succeeds: no three calls to free */
    free(s->err_type);
    free(s->err_msg);
    free(s->err_tb);
    s->err_type = s->err_msg = s->err_tb = NULL;
    s->err_line = s->err_col = 0;
    s->limit = PS_LIMIT_NONE;
}

void api_set_error(ps_vm *s, const char *type, const char *message, ps_limit limit)
{
    clear_error(s);
    s->err_type = dup_text(type, strlen(type));
    s->err_msg = dup_text(message, strlen(message));
    s->limit = limit;
}

ps_status api_misuse(ps_vm *s, const char *fmt, ...)
{
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    clear_error(s);
    s->err_msg = dup_text(buf, strlen(buf));
    return PS_MISUSE;
}

/* The threading rule (docs/embedding.md), checked in every build: a call
 * from another thread would allocate from a mimalloc heap that thread does
 * not own, which is memory corruption, and the check costs a few
 * nanoseconds per call. */
bool api_thread_ok(ps_vm *s)
{
    if (!pthread_equal(s->owner, pthread_self())) {
        api_misuse(s, "this sandbox belongs to another thread: a sandbox is used only on the thread that created it");
        return false;
    }
    return true;
}

/* ---- configuration and lifetime ---------------------------------------- */

void ps_config_init(ps_config *c)
{
    if (!c)
        return;
    memset(c, 0, sizeof *c);
    c->struct_size = sizeof *c;
    /* the VM's defaults: one set of figures (vm/vm.h, docs/limits.md) */
    c->max_instructions = (uint64_t)VM_DEFAULT_INSTRUCTIONS;
    c->max_memory = (size_t)VM_DEFAULT_MEMORY;
    c->max_depth = VM_DEFAULT_DEPTH;
    c->max_output = (size_t)VM_DEFAULT_OUTPUT;
    c->timeout_ms = VM_DEFAULT_TIME_MS;
    c->max_pending_calls = 64;
    c->max_tool_calls = 10000;
}

static int api_out(void *ud, const char *text, size_t n)
{
    ps_vm *s = ud;
    if (s->cfg.print) {
        s->cfg.print(s->cfg.print_ud, text, n);
        return 0;
    }
    if (s->out_len + n + 1 > s->out_cap) {
        size_t cap = s->out_cap ? s->out_cap : 256;
        while (cap < s->out_len + n + 1)
            cap *= 2;
        char *p = realloc(s->out, cap);
        if (!p) {
            vm_err_limit(s->vm, LIMIT_OUTPUT, "output limit exceeded (the host could not store the output)");
            return -1;
        }
        s->out = p;
        s->out_cap = cap;
    }
    memcpy(s->out + s->out_len, text, n);
    s->out_len += n;
    s->out[s->out_len] = 0;
    return 0;
}

static void api_trace(gc_state *gc, void *ud)
{
    ps_vm *s = ud;
    h_trace(gc, s);
    api_tools_trace(gc, s);
}

ps_vm *ps_new(const ps_config *config)
{
    ps_config cfg;
    ps_config_init(&cfg);
    if (config) {
        /* A config from an older header is shorter: its fields are a
         * prefix of ours and the rest keep their defaults. */
        if (config->struct_size < offsetof(ps_config, print) || config->struct_size > sizeof cfg)
            return NULL;
        memcpy(&cfg, config, config->struct_size);
        cfg.struct_size = sizeof cfg;
    }
    if (cfg.snapshot_key ? cfg.snapshot_key_len == 0 || cfg.snapshot_key_len > 64 : cfg.snapshot_key_len != 0)
        return NULL; /* a key is 1 to 64 bytes */
    vm_limits lim = {
        /* ps_config's 0 is "no limit" where vm_limits' is "the default":
         * no limit is -1 there */
        .instructions = cfg.max_instructions == 0 || cfg.max_instructions > INT64_MAX ? -1
                                                                                       : (int64_t)cfg.max_instructions,
        .memory = cfg.max_memory ? (int64_t)(cfg.max_memory > ((size_t)1 << 46) ? ((size_t)1 << 46) : cfg.max_memory)
                                 : VM_DEFAULT_MEMORY, /* 0: the default, as documented */
        .depth = cfg.max_depth > 100000 ? 100000 : (int32_t)cfg.max_depth,
        .output = cfg.max_output ? (int64_t)cfg.max_output : -1,
        .time_ms = -1, /* the deadline is set per run (start_clock) */
    };
    /* the ps_vm lives in the sandbox's own block, freed with it */
    ps_vm *s;
    psvm *v = vm_new_host(&lim, sizeof *s, (void **)&s);
    if (!v)
        return NULL;
    s->vm = v;
    s->vm->limits.time_ms = cfg.timeout_ms; /* for the message */
    if (cfg.snapshot_key) {
        memcpy(s->snap_key, cfg.snapshot_key, cfg.snapshot_key_len);
        s->snap_key_len = cfg.snapshot_key_len;
        cfg.snapshot_key = NULL; /* the host's memory: not kept */
    }
    s->cfg = cfg;
    s->owner = pthread_self();
    uint32_t tag;
    do
        tag = (atomic_fetch_add(&next_tag, 1) + 1) & 0xFFFFFF;
    while (tag == 0);
    s->tag = tag;
    s->free_head = UINT32_MAX;
    s->slots = s->slots0;
    s->cap = (uint32_t)(sizeof s->slots0 / sizeof s->slots0[0]);
    psvm *vm = s->vm;
    vm->out = api_out;
    vm->out_ud = s;
    vm->host_trace = api_trace;
    vm->tool_hook = api_tool_hook;
    vm->tool_async_start = api_tool_async_start;
    vm->tool_async_wait = api_tool_async_wait;
    vm->tool_async_cancel = api_tool_async_cancel;
    vm->host_ud = s;
    vm->clock = cfg.clock;
    vm->clock_ud = cfg.clock_ud;
    vm->random_seed = cfg.seed;
    if (!vm_main_globals(vm)) {
        ps_free(s);
        return NULL;
    }
    return s;
}

void ps_free(ps_vm *s)
{
    /* From another thread the sandbox is left as it is (leaked): its heap
     * can only be destroyed by the thread that owns it. */
    if (!s || !pthread_equal(s->owner, pthread_self()))
        return;
    api_tools_free(s);
    h_free_all(s);
    clear_error(s);
    if (s->out)
        free(s->out);
    free(s->exit_msg);
    vm_free(s->vm); /* and s, which is in its block */
}

void ps_interrupt(ps_vm *s)
{
    if (s)
        atomic_store(&s->vm->interrupt, 1);
}

void ps_interrupt_clear(ps_vm *s)
{
    if (s && api_thread_ok(s))
        atomic_store(&s->vm->interrupt, 0);
}

const char *ps_version(void) { return PS_VERSION; }

bool ps_exited(ps_vm *s, int *code, const char **message)
{
    bool ok = s && api_thread_ok(s) && s->exited;
    if (code)
        *code = ok ? s->exit_code : 0;
    if (message)
        *message = ok ? s->exit_msg : NULL;
    return ok;
}

const char *ps_status_name(ps_status st)
{
    static const char *const names[] = {
        "PS_OK", "PS_SYNTAX_ERROR", "PS_EXCEPTION", "PS_LIMIT", "PS_TOOL_PENDING",
        "PS_MISUSE", "PS_NOMEM", "PS_NOT_FOUND", "PS_RANGE", "PS_INCOMPLETE", "PS_BAD_SNAPSHOT",
    };
    return (unsigned)st < sizeof names / sizeof names[0] ? names[st] : "PS_UNKNOWN";
}

const char *ps_limit_name(ps_limit l)
{
    static const char *const names[] = {
        "none", "instructions", "memory", "output", "time", "interrupt", "tool calls", "pending calls",
    };
    return (unsigned)l < sizeof names / sizeof names[0] ? names[l] : "unknown";
}

/* ---- errors ------------------------------------------------------------- */

typedef struct tbuf_host {
    char *p;
    size_t len, cap;
    bool failed;
} tbuf_host;

static int tb_write(void *ud, const char *text, size_t n)
{
    tbuf_host *b = ud;
    if (b->failed)
        return 0;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *p = realloc(b->p, cap);
        if (!p) {
            b->failed = true;
            return 0;
        }
        b->p = p;
        b->cap = cap;
    }
    memcpy(b->p + b->len, text, n);
    b->len += n;
    b->p[b->len] = 0;
    return 0;
}

/* Turn the VM's exception in flight into the host's error record and clear
 * it: the sandbox is ready for the next run. */
ps_status api_take_error(ps_vm *s, ps_status st)
{
    psvm *vm = s->vm;
    clear_error(s);
    value e = vm->exc;
    if (!e) {
        s->err_msg = dup_text("the run failed without an exception", 36);
        vm->exc_info = V_NULL;
        return PS_EXCEPTION;
    }
    bool saved = vm->unbudgeted;
    vm->unbudgeted = true; /* reporting must work after the memory limit */
    /* An allocation that failed while another exception was being raised
     * or reported (its traceback entry, a SyntaxError's source line) leaves
     * that exception in flight: the run still ran out of memory, and says
     * so, as the memory limit and not as the other error. */
    if (vm->limit_hit == LIMIT_MEMORY && !AS_EXC(e)->limit && vm->nomem_exc)
        e = vm->exc = vm->nomem_exc;
    excobj *x = AS_EXC(e);
    const vtype *t = v_obj(e)->type;
    if (x->limit || vm->limit_hit) {
        st = PS_LIMIT;
        s->limit = (ps_limit)(x->limit ? x->limit : vm->limit_hit);
        if (s->limit == PS_LIMIT_INTERRUPT)
            atomic_store(&vm->interrupt, 0);
    } else if (type_is_sub(t, &exc_SyntaxError) && st != PS_EXCEPTION) {
        st = PS_SYNTAX_ERROR;
        s->err_line = x->se_lineno;
        s->err_col = x->se_offset;
    } else {
        st = PS_EXCEPTION;
    }
    s->err_type = dup_text(t->name, strlen(t->name));
    vm->exc = V_NULL;
    value m = exc_str(vm, e);
    vm->exc = V_NULL;
    if (m && v_is_str(m))
        s->err_msg = dup_text(AS_STR(m)->data, (size_t)AS_STR(m)->len);
    tbuf_host b = {0};
    vm_print_exception(vm, e, tb_write, &b);
    vm->exc = V_NULL;
    s->err_tb = b.p;
    vm->unbudgeted = saved;
    vm->exc_info = V_NULL;
    vm->limit_hit = LIMIT_NONE;
    return st;
}

const char *ps_error_type(ps_vm *s) { return s && s->err_type ? s->err_type : ""; }
const char *ps_error_message(ps_vm *s) { return s && s->err_msg ? s->err_msg : ""; }
const char *ps_error_traceback(ps_vm *s) { return s && s->err_tb ? s->err_tb : ""; }
int ps_error_line(ps_vm *s) { return s ? s->err_line : 0; }
int ps_error_column(ps_vm *s) { return s ? s->err_col : 0; }
ps_limit ps_limit_hit(ps_vm *s) { return s ? s->limit : PS_LIMIT_NONE; }

/* ---- running ------------------------------------------------------------ */


void api_start_clock(ps_vm *s, int64_t *t0)
{
    psvm *vm = s->vm;
    *t0 = api_now_ns();
    vm->deadline_ns = s->cfg.timeout_ms ? *t0 + (int64_t)s->cfg.timeout_ms * 1000000 : 0;
    vm->next_clock = vm->fuel_used; /* look at the clock at the first safepoint */
}

/* An uncaught SystemExit ends the run as the script asked: PS_OK with
 * None, and ps_exit_code gives the status (None: 0, an int: it, anything
 * else: 1 with str(code) as the message), as python3 exits. */
static value system_exit(ps_vm *s)
{
    psvm *vm = s->vm;
    value code = AS_EXC(vm->exc)->value;
    vm->exc = V_NULL;
    s->exit_code = 0;
    s->exited = true;
    if (!code || code == V_NONE)
        return V_NONE;
    if (v_is_small(code) || v_is_bool(code)) {
        int64_t c = v_is_bool(code) ? code == V_TRUE : v_small(code);
        s->exit_code = c < INT32_MIN ? INT32_MIN : c > INT32_MAX ? INT32_MAX : (int)c;
        return V_NONE;
    }
    if (v_is_int(code)) {
        /* too big for a C int: python3's conversion fails to -1 */
        s->exit_code = -1;
        return V_NONE;
    }
    s->exit_code = 1;
    vm_root_push(vm, code);
    value str = vm_str(vm, code);
    vm_root_pop(vm, 1);
    const char *text = str ? str_cstr(str) : "";
    vm->exc = V_NULL;
    s->exit_msg = strdup(text);
    return V_NONE;
}

/* What interp_run returned, as a status and a result handle. */
static ps_status finish(ps_vm *s, value r, int64_t t0, ps_value *result)
{
    psvm *vm = s->vm;
    s->run_wall_ns += (uint64_t)(api_now_ns() - t0);
    if (r == V_PAUSE) {
        s->state = RUN_PAUSED;
        clear_error(s);
        return PS_TOOL_PENDING;
    }
    s->state = RUN_IDLE;
    /* a finished run leaves no pending calls (an error unwound them) */
    while (s->npending)
        pcall_release(s, &s->pending[--s->npending]);
    if (!r && vm->exc && !AS_EXC(vm->exc)->limit && type_is_sub(v_obj(vm->exc)->type, &exc_SystemExit))
        r = system_exit(s);
    if (!r) {
        ps_status st = api_take_error(s, PS_EXCEPTION);
        /* what the failed run's frames held is garbage now: give it back
         * at once, so that a sandbox that ran out of memory can run again */
        if (s->limit == PS_LIMIT_MEMORY)
            gc_collect(vm);
        return st;
    }
    clear_error(s);
    vm->exc_info = V_NULL;
    if (result) {
        *result = h_new(s, r, false);
        if (!*result)
            return PS_NOMEM;
    }
    return PS_OK;
}

ps_status ps_run(ps_vm *s, const char *source, size_t len, const char *script_name, ps_value *result)
{
    if (result)
        *result = 0;
    CHECK_VM(s, PS_MISUSE);
    if (!source)
        return api_misuse(s, "ps_run: source is NULL");
    if (s->state == RUN_RUNNING)
        return api_misuse(s, "ps_run: a run is in progress on this sandbox (called from a tool callback?)");
    if (s->state == RUN_PAUSED)
        return api_misuse(s, "ps_run: a run is paused on tool calls; answer them and call ps_continue first");
    psvm *vm = s->vm;
    /* A run without a loop or a call never reaches a safepoint, so a
     * sandbox reused for many small runs collects here, where nothing but
     * the handles, the globals and the VM's own roots is live. */
    if (vm->mem_used > vm->gc_threshold)
        gc_collect(vm);
    /* per-run budgets and figures */
    vm->fuel_used = 0;
    vm->slept_ns = 0; /* the virtual clock starts again each run */
    vm->output_used = 0;
    vm->exc = V_NULL;
    vm->exc_info = V_NULL;
    vm->stdout_redirect = V_NULL; /* a run that ended inside redirect_stdout leaves none behind */
    vm->stderr_redirect = V_NULL;
    vm->limit_hit = LIMIT_NONE;
    s->out_len = 0;
    if (s->out)
        s->out[0] = 0;
    s->run_allocs_base = vm->alloc_total;
    s->run_tool_calls = 0;
    s->run_wall_ns = 0;
    s->exited = false;
    s->exit_code = 0;
    free(s->exit_msg);
    s->exit_msg = NULL;
    int64_t t0;
    api_start_clock(s, &t0);
    value code = vm_compile(vm, source, len, script_name ? script_name : "<string>", VM_COMPILE_RESULT);
    if (!code) {
        s->run_wall_ns += (uint64_t)(api_now_ns() - t0);
        return api_take_error(s, PS_SYNTAX_ERROR);
    }
    /* The instruction budget and figure are for running: compiling is
     * linear in the source and paid for by the memory budget, and the fuel
     * its allocations charged (vm_alloc) would make "instructions" count
     * the parser's arena chunks. */
    vm->fuel_used = 0;
    vm->next_clock = 0;
    s->state = RUN_RUNNING;
    value r = vm_run_code(vm, code, vm->main_globals);
    return finish(s, r, t0, result);
}

ps_status ps_continue(ps_vm *s, ps_value *result)
{
    if (result)
        *result = 0;
    CHECK_VM(s, PS_MISUSE);
    if (s->state != RUN_PAUSED)
        return api_misuse(s, "ps_continue: no run is paused on this sandbox");
    if (s->npending == 0)
        return api_misuse(s, "ps_continue: the paused run has no pending call");
    bool is_exc;
    value answer = api_take_answers(s, s->pause_kind == PAUSE_SYNC_CALL, &is_exc);
    if (!answer)
        return PS_MISUSE;
    int64_t t0;
    api_start_clock(s, &t0);
    s->state = RUN_RUNNING;
    value r = tool_resume(s->vm, answer, is_exc);
    return finish(s, r, t0, result);
}

ps_status ps_check(ps_vm *s, const char *source, size_t len)
{
    CHECK_VM(s, PS_MISUSE);
    if (!source)
        return api_misuse(s, "ps_check: source is NULL");
    if (s->state == RUN_RUNNING)
        return api_misuse(s, "ps_check: a run is in progress on this sandbox");
    psvm *vm = s->vm;
    ps_arena *a = arena_new(NULL);
    if (!a)
        return PS_NOMEM;
    ps_diag diag;
    memset(&diag, 0, sizeof diag);
    parse_status st = PARSE_OK;
    parse_source(a, source, len, "<input>", PARSE_FILE, &diag, &st);
    arena_free(a);
    if (st == PARSE_INCOMPLETE) {
        clear_error(s);
        return PS_INCOMPLETE;
    }
    if (st == PARSE_NO_MEMORY)
        return PS_NOMEM;
    value saved_exc_info = vm->exc_info;
    value code = vm_compile(vm, source, len, "<input>", 0);
    vm->exc_info = saved_exc_info;
    if (!code)
        return api_take_error(s, PS_SYNTAX_ERROR);
    clear_error(s);
    return PS_OK;
}

const char *ps_output(ps_vm *s, size_t *len)
{
    if (len)
        *len = 0;
    if (!s || !api_thread_ok(s))
        return "";
    if (len)
        *len = s->out_len;
    return s->out ? s->out : "";
}

void ps_output_clear(ps_vm *s)
{
    if (!s || !api_thread_ok(s))
        return;
    s->out_len = 0;
    if (s->out)
        s->out[0] = 0;
}

ps_status ps_get_stats(ps_vm *s, ps_stats *out)
{
    CHECK_VM(s, PS_MISUSE);
    if (!out || out->struct_size < offsetof(ps_stats, wall_ns) + sizeof out->wall_ns)
        return api_misuse(s, "ps_get_stats: out is NULL or its struct_size is not set");
    psvm *vm = s->vm;
    out->instructions = (uint64_t)vm->fuel_used;
    out->memory_peak = (size_t)vm->mem_peak;
    out->memory_now = (size_t)vm->mem_used;
    out->allocations = vm->alloc_total - s->run_allocs_base;
    out->tool_calls = s->run_tool_calls;
    out->wall_ns = s->run_wall_ns;
    return PS_OK;
}

/* ---- globals ------------------------------------------------------------ */

ps_status ps_set_global(ps_vm *s, const char *name, ps_value v)
{
    CHECK_VM(s, PS_MISUSE);
    if (!name || !*name || !utf8_valid((const unsigned char *)name, strlen(name)))
        return api_misuse(s, "ps_set_global: name is NULL, empty or not UTF-8");
    value x;
    if (!h_get(s, v, &x))
        return PS_MISUSE;
    psvm *vm = s->vm;
    value k = str_intern_cstr(vm, name);
    if (!k || dict_set(vm, vm->main_globals, k, x) < 0)
        return api_take_error(s, PS_EXCEPTION);
    return PS_OK;
}

ps_status ps_get_global(ps_vm *s, const char *name, ps_value *out)
{
    if (out)
        *out = 0;
    CHECK_VM(s, PS_MISUSE);
    if (!name || !out || !utf8_valid((const unsigned char *)name, strlen(name)))
        return api_misuse(s, "ps_get_global: name or out is NULL, or the name is not UTF-8");
    psvm *vm = s->vm;
    value k = str_from_cstr(vm, name);
    if (!k)
        return api_take_error(s, PS_EXCEPTION);
    value v = dict_get_str(vm, vm->main_globals, k);
    if (!v)
        return PS_NOT_FOUND;
    *out = h_new(s, v, true);
    return *out ? PS_OK : PS_NOMEM;
}
