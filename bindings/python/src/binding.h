/*
 * binding.h - the CPython extension module pysafe._core: what its files
 * share.
 *
 * The binding is a host like the CLI: it reaches the sandbox through
 * host-api/pysafe.h alone. One `pb_box` is one sandbox as the binding holds
 * it: the ps_vm, the tools registered in it, and the state of the run in
 * progress. pysafe.run keeps one on its C stack for one run; a Sandbox
 * object keeps one for its life.
 *
 *   module.c   the module: init, pysafe.run, shared helpers
 *   limits.c   pysafe.Limits and the ps_config a box is made with
 *   box.c      a box's life: tools, inputs, running with the GIL released,
 *              turning a run's end into a Result or an exception
 *   tools.c    the tool callback, exceptions into the sandbox, the clock
 *   convert.c  values across the boundary, both ways
 *   sandbox.c  pysafe.Sandbox and pysafe.Paused
 *   result.c   pysafe.Result
 *   sigint.c   Ctrl-C during a run: ps_interrupt from the signal handler
 *
 * pysafe/_async.py drives the runs that have async tools (run_async, and
 * their calls in run/Sandbox.run) through Sandbox._drive and Paused.
 *
 * Rules the files keep:
 *   - The GIL is released while the VM runs (pb_exec). Everything that can
 *     run the VM's code goes through pb_exec or happens inside a tool
 *     callback, which takes the GIL back for its Python work; `tstate` is
 *     non-NULL exactly while the GIL is released for the box.
 *   - A box is used on the thread that made it (`owner`); every entry point
 *     checks that first and raises pysafe.Error.
 *   - A failure of the host inside a run (a tool raising KeyboardInterrupt,
 *     a tool's result that cannot enter the sandbox, a clock that raises)
 *     is kept in `host_exc` and stops the run (the callback returns
 *     PS_LIMIT); the run's end then raises it in place of anything else.
 */
#ifndef PB_BINDING_H
#define PB_BINDING_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdbool.h>
#include <stdint.h>

#include "pysafe.h"

/* Containers nest at most this deep across the boundary (as in `serve`,
 * cli/values.h); deeper, or a cycle, is an error, never a crash. */
#define PB_MAX_DEPTH 100

typedef struct pb_box pb_box;

/* One registered tool: what its callback's ud points at. */
typedef struct pb_tool {
    pb_box *box;
    PyObject *fn;   /* the callable, or None: declared only (Sandbox.start answers it) */
    char *name;     /* the registered name ("github.search_issues"), for messages */
    bool is_async;  /* a coroutine function: registered PS_TOOL_ASYNC, its calls
                       are answered by the host's event loop (pysafe/_async.py) */
} pb_tool;

/* How a run answers tool calls: PB_CALL calls a sync tool's function
 * and defers an async tool's call (answered by pysafe/_async.py at the
 * pause); PB_PAUSE defers every call (Sandbox.start). */
enum { PB_CALL, PB_PAUSE };

struct pb_box {
    ps_vm *vm;
    uint64_t owner;          /* pb_thread_id() of the maker */
    pb_tool *tools;
    size_t ntools;
    size_t nasync;           /* how many of them are async */
    PyObject *tool_names;    /* frozenset of the names bound as globals */

    /* the clock: fixed instant, the host's real-time clock, or a callable */
    PyObject *clock_fn;
    int64_t clock_fixed_ns;

    /* the run in progress */
    PyThreadState *tstate;   /* while the GIL is released for the VM */
    int mode;                /* PB_CALL or PB_PAUSE */
    bool running;            /* a run or a continue is in progress */
    bool interrupted;        /* this binding called ps_interrupt during the run */
    bool cancel_requested;   /* Sandbox._interrupt (run_async cancelled): no run
                                may start any more; set under the GIL from any thread */
    PyObject *host_exc;      /* the host's failure that stopped the run */
    PyObject *calls;         /* dict id -> ToolCall of the deferred calls, made by the
                                callback; kept while the call is pending */
    char *script;            /* the run's script name (for ScriptError.line) */
    PyObject *on_async_call; /* run_async: called with the ToolCall of each async
                                call as the script makes it (on the worker thread) */
    /* Ctrl-C (sigint.c) */
    bool sigint_armed;
    ps_vm *sigint_outer;     /* the run this one is nested in, if any */
    int sigint_outer_hit;
};

/* ---- module.c ------------------------------------------------------------ */
/* The classes of pysafe/_types.py, and other objects the module keeps. */
extern PyObject *pb_Error, *pb_ScriptError, *pb_ScriptSyntaxError, *pb_LimitError;
extern PyObject *pb_ToolCall, *pb_Stats, *pb_Opaque;
extern PyObject *pb_time_time;      /* time.time: the host's real-time clock */
extern PyObject *pb_Enum;           /* enum.Enum */
extern PyObject *pb_dataclass_fields; /* dataclasses.fields */
extern PyObject *pb_datetime;       /* datetime.datetime */
extern ps_config pb_defaults;      /* ps_config_init's figures */

/* This thread's number: never reused, unlike pthread ids (a sandbox left
 * behind by a thread that ended must not pass for a new thread's). */
uint64_t pb_thread_id(void);
/* Raise pysafe.Error(fmt % ...); returns NULL. */
PyObject *pb_error(const char *fmt, ...);
/* Is the caller the thread that owns b? Else pysafe.Error. */
bool pb_check_thread(pb_box *b, const char *what);
/* A name a tool or input may have: a str that is an identifier and not a
 * keyword. Else ValueError/TypeError naming `where`. */
bool pb_check_name(PyObject *name, const char *where);

/* ---- limits.c ------------------------------------------------------------ */
extern PyTypeObject pb_LimitsType;
/* Fill cfg from the keyword arguments limits, clock and seed (each may be
 * NULL or None) and b's clock fields. */
bool pb_config(pb_box *b, ps_config *cfg, PyObject *limits, PyObject *clock, PyObject *seed);
/* tools.c: call c as a ToolCall kept in b->calls (a pause lists it) */
PyObject *pb_record_call(pb_box *b, const ps_call *c, PyObject *args, PyObject *kwargs);

/* ---- box.c --------------------------------------------------------------- */
/* Make the sandbox with cfg and register tools (a dict, or NULL/None).
 * allow_declared: None values declare a tool without a function. */
bool pb_box_open(pb_box *b, const ps_config *cfg, PyObject *tools, bool allow_declared);
bool pb_box_restore(pb_box *b, const ps_config *cfg, PyObject *tools, const void *snap, size_t len);
/* The calls a paused run waits for: (ToolCall, is_async, cancelled) tuples */
PyObject *pb_box_pending(pb_box *b);
void pb_box_close(pb_box *b);   /* frees the sandbox (or hands it to its thread) */
/* Bind inputs (a dict, or NULL/None) as globals. */
bool pb_box_inputs(pb_box *b, PyObject *inputs);
/* Run code (ps_run) or go on (ps_continue when code is NULL), and turn the
 * end into a Result, the calls of a pause (*paused set: a list of
 * (ToolCall, is_async, cancelled) tuples), or NULL with the exception
 * raised. */
PyObject *pb_box_exec(pb_box *b, PyObject *code, const char *name, bool *paused);
/* Give up a paused run (ps_abort); keeps any Python exception set. */
void pb_box_abort(pb_box *b);
/* Make a pysafe.Error/ScriptError/LimitError for the box's last error. */
PyObject *pb_raise_status(pb_box *b, ps_status st);

/* ---- tools.c ------------------------------------------------------------- */
ps_status pb_tool_callback(ps_vm *vm, void *ud, const ps_call *call, ps_value *result);
int64_t pb_clock_callback(void *ud);
/* Record the host's failure (the Python exception set now) and ask the VM
 * to stop: what a callback that cannot go on does. Returns PS_LIMIT. */
ps_status pb_host_failed(pb_box *b);
/* Answer a pending call, or raise in a callback, with a Python exception
 * instance: the same built-in type with the same args. id 0: raise (in a
 * callback). Returns PS_EXCEPTION (raise) / PS_OK (reject), or PS_LIMIT
 * when exc is not an Exception (KeyboardInterrupt, SystemExit): the host's
 * own, kept in host_exc. */
ps_status pb_send_exception(pb_box *b, uint64_t id, PyObject *exc);
/* Is fn an async tool (a coroutine function, or an object whose __call__
 * is one: pysafe._describe._is_async)? -1 with an exception. */
int pb_is_async(PyObject *fn);
/* The args of a call as a tuple and a dict (kwargs), NULL + exception. */
bool pb_call_args(pb_box *b, const ps_call *call, PyObject **args, PyObject **kwargs);

/* ---- convert.c ----------------------------------------------------------- */
/* The start of a value's path in messages: `inputs['rows']`, `f()`. */
typedef struct pb_path pb_path;
/* Python -> sandbox: a new handle (release it), or 0 with TypeError or
 * ValueError set that names the path (root is printf-formatted). */
ps_value pb_to_ps(pb_box *b, PyObject *o, const char *root_fmt, ...);
/* Sandbox -> Python. opaque_ok: values with no Python equivalent become
 * pysafe.Opaque (a result) rather than an error (a tool's argument). */
PyObject *pb_from_ps(pb_box *b, ps_value v, bool opaque_ok, const char *root_fmt, ...);
/* The repr of a sandbox value, shortened for a message; never fails. */
PyObject *pb_short_repr(pb_box *b, ps_value v);

/* ---- result.c ------------------------------------------------------------ */
extern PyTypeObject pb_ResultType;
PyObject *pb_result_new(PyObject *value, PyObject *output, const ps_stats *stats, int exited, int exit_code);
PyObject *pb_stats_new(const ps_stats *stats);

/* ---- sandbox.c ----------------------------------------------------------- */
extern PyTypeObject pb_SandboxType, pb_PausedType;

/* ---- sigint.c ------------------------------------------------------------ */
/* Around a run on the main thread: Ctrl-C interrupts it. */
void pb_sigint_arm(pb_box *b);
/* After the run: true when a Ctrl-C came during it. */
bool pb_sigint_disarm(pb_box *b);
void pb_sigint_init(void);

/* ---- orphans (box.c) ----------------------------------------------------- */
/* A sandbox dropped on another thread than its own waits here until its
 * thread comes back into the binding (only that thread can free it). */
void pb_orphans_reap(void);

#endif
