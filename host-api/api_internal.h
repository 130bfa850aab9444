/*
 * api_internal.h - the state behind a ps_vm, shared by api.c (lifetime,
 * running, errors), api_values.c (handles, constructors, accessors) and
 * api_tools.c (tools and pending calls).
 *
 * Host-side bookkeeping (the handle table, pending calls, collected output,
 * error texts) lives in the process's memory, not the sandbox's: it belongs
 * to the host, not to the script, so it is not charged to the sandbox's
 * memory budget. The ps_vm itself and the handle table come from
 * mimalloc's thread default heap (mi_zalloc / mi_realloc, freed with
 * mi_free), the rest from malloc: glibc's calloc and free were a tenth of
 * a sandbox's start-up once the VM itself got cheap. Every
 * piece of it is bounded by what the host itself asks for, or by a limit
 * (output, pending calls).
 */
#ifndef PS_API_INTERNAL_H
#define PS_API_INTERNAL_H

#include <pthread.h>

#include "vm/vm.h"
#include "pysafe.h"

/* A handle is tag(24) | generation(16) | index(24). The tag names the
 * sandbox, the generation the slot's current occupant, so a handle of
 * another sandbox or a released one is recognised without touching freed
 * memory. */
#define H_INDEX_BITS 24
#define H_GEN_BITS 16
#define H_MAX_SLOTS ((uint32_t)1 << H_INDEX_BITS)

typedef struct hslot {
    value v;        /* V_NULL: free */
    uint32_t gen;
    uint32_t next;  /* free list */
} hslot;

/* One tool call that exists on the host side: its argument handles. A
 * synchronous call's record lives on the C stack of the tool hook; a
 * deferred call's is copied to the pending list until it is answered. */
typedef struct pcall {
    ps_call call;
    int64_t tool;
    ps_value *handles;  /* argc positional, then kwargc names, then kwargc values */
    bool answered;
    bool is_exc;
    value answer;       /* the result or the exception object */
} pcall;

typedef struct tool_entry {
    char *name;
    ps_tool_fn fn;
    void *ud;
    unsigned flags;     /* PS_TOOL_ASYNC */
    bool bound;         /* registered; false: a restored snapshot's tool the
                           host has not registered again (calls raise) */
} tool_entry;

/* What a paused run waits for: the one synchronous call that paused it
 * (paused_id), or any answer to the async calls (asyncio's loop had
 * nothing else to run). */
enum { PAUSE_SYNC_CALL, PAUSE_ASYNC_WAIT };

enum { RUN_IDLE, RUN_RUNNING, RUN_PAUSED };

struct ps_vm {
    psvm *vm;
    uint32_t tag;
    pthread_t owner;
    ps_config cfg;
    int state;

    hslot *slots;   /* slots0 until more are needed */
    uint32_t nslots, cap, free_head; /* free_head: UINT32_MAX = none */
    hslot slots0[8]; /* a run's result and a few inputs need no table */
    uint32_t live;

    /* Handles made inside a tool callback, released when it returns. */
    ps_value *scope;
    size_t nscope, scope_cap;
    int in_callback;
    value raised;        /* ps_raise's exception, until the hook takes it */

    tool_entry *tools;
    size_t ntools, tools_cap;
    pcall *pending;
    size_t npending, pending_cap;
    int pause_kind;      /* PAUSE_* of the current pause */
    uint64_t paused_id;  /* PAUSE_SYNC_CALL: the call the run waits for */
    uint64_t next_call_id;
    value exc_types;     /* dict: host-named exception classes by name */

    char *out;
    size_t out_len, out_cap;

    /* the last error */
    char *err_type, *err_msg, *err_tb;
    int err_line, err_col;
    ps_limit limit;

    /* whether SystemExit ended the last run, and its status; exit_msg:
     * str(code) when the code was neither None nor an int */
    bool exited;
    int exit_code;
    char *exit_msg;

    /* ps_config.snapshot_key, copied (the config's pointer is cleared) */
    uint8_t snap_key[64];
    size_t snap_key_len;

    /* statistics of the current run */
    uint64_t run_allocs_base, run_tool_calls, run_wall_ns;
};

/* api.c */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 2, 3)))
#endif
ps_status api_misuse(ps_vm *s, const char *fmt, ...);
bool api_thread_ok(ps_vm *s);
/* Every entry point on a sandbox: NULL, or another thread's (recorded). */
#define CHECK_VM(s, ret)             \
    do {                             \
        if (!(s))                    \
            return ret;              \
        if (!api_thread_ok(s))       \
            return ret;              \
    } while (0)
void api_start_clock(ps_vm *s, int64_t *t0); /* a run's deadline from now */
void api_set_error(ps_vm *s, const char *type, const char *message, ps_limit limit);
ps_status api_take_error(ps_vm *s, ps_status st);
int64_t api_now_ns(void);

/* api_values.c */
ps_value h_new(ps_vm *s, value v, bool scoped);
bool h_get(ps_vm *s, ps_value h, value *out); /* false: misuse recorded */
void h_release(ps_vm *s, ps_value h);
void h_trace(gc_state *gc, ps_vm *s);
void h_scope_close(ps_vm *s, size_t mark);
void h_free_all(ps_vm *s);

/* api_tools.c */
value api_tool_hook(psvm *vm, value tool, int argc, const value *argv, value kwnames, bool can_pause);
value api_tool_async_start(psvm *vm, value tool, int argc, const value *argv, value kwnames, int64_t *pending_id);
value api_tool_async_wait(psvm *vm, bool can_pause);
void api_tool_async_cancel(psvm *vm, int64_t id);
value api_take_answers(ps_vm *s, bool sync_pause, bool *is_exc); /* ps_continue's: what the paused run gets */
void api_tools_trace(gc_state *gc, ps_vm *s);
void api_tools_free(ps_vm *s);
value api_exception(ps_vm *s, const char *type, const char *message); /* V_NULL: misuse */
void pcall_release(ps_vm *s, pcall *p);
int64_t api_tool_reserve(ps_vm *s, const char *name, size_t len); /* restore: -1 no memory, -2 bad name */
bool api_pending_restore(ps_vm *s, uint64_t id, int64_t tool, value args, value kwnames, value kwvalues, bool is_async,
                         bool cancelled, value answer, bool is_exc);

#endif
