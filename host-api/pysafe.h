/*
 * pysafe.h - the one public header of pysafe, a sandboxed interpreter for a
 * safe core of Python. Everything a host program can use is declared here
 * with the prefix ps_ / PS_; nothing else of the library is visible.
 *
 * Shape (like lua.h / wren.h): an opaque sandbox, one config struct with
 * documented defaults, a status code from every call that can fail, no
 * longjmp across the host's frames, and values as handles that the host
 * owns until it releases them. docs/embedding.md is the guide.
 *
 * Threading rule: a sandbox is used only on the thread that created it (its
 * memory is a mimalloc heap, which is bound to that thread). ps_interrupt is
 * the one call that is safe from any thread. Every call checks the rule
 * and answers PS_MISUSE. Different sandboxes on different threads are fine: the
 * library has no global state apart from one atomic counter that gives each
 * sandbox its handle tag.
 *
 * Ownership: every ps_value the host receives is a handle that it owns and
 * gives back with ps_release, with two exceptions that are released for it:
 *   - handles made while a tool callback runs (its arguments and anything
 *     it creates) belong to that callback and are released when it returns;
 *     ps_dup makes a copy that the host owns;
 *   - the arguments of a pending (deferred) tool call are released when
 *     that call is answered (ps_resolve / ps_reject).
 * A handle keeps its value alive across collections. A released handle, a
 * handle of another sandbox, or a handle of the wrong type is detected and
 * reported as PS_MISUSE, never a crash.
 */
#ifndef PYSAFE_H
#define PYSAFE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PS_VERSION "0.1.0"

/* Marks the exported functions (the library is built with hidden
 * visibility; nothing else leaves it). */
#if defined(PS_BUILDING_LIBRARY) && (defined(__GNUC__) || defined(__clang__))
#define PS_API __attribute__((visibility("default")))
#else
#define PS_API
#endif

typedef struct ps_vm ps_vm;

/* A value handle. 0 is "no value" (what a failed constructor returns). */
typedef uint64_t ps_value;

/* Status of every call that can fail. */
typedef enum ps_status {
    PS_OK = 0,
    PS_SYNTAX_ERROR,  /* the source did not compile: ps_error_* say where */
    PS_EXCEPTION,     /* an uncaught Python exception: ps_error_* say which */
    PS_LIMIT,         /* a budget was exceeded: ps_limit_hit says which */
    PS_TOOL_PENDING,  /* the run paused on deferred tool calls (ps_pending_*) */
    PS_MISUSE,        /* wrong handle, wrong type, wrong state, bad argument:
                         ps_error_message says what */
    PS_NOMEM,         /* a host-side buffer could not be allocated */
    PS_NOT_FOUND,     /* ps_dict_get / ps_get_global: no such key */
    PS_RANGE,         /* ps_to_int64: the int does not fit (ps_int_decimal) */
    PS_INCOMPLETE,    /* ps_check: the input could continue (REPL) */
    PS_BAD_SNAPSHOT   /* ps_restore: the bytes are not a snapshot this build
                         reads (ps_error_message says what and where) */
} ps_status;

/* Which budget ended a run (ps_limit_hit). */
typedef enum ps_limit {
    PS_LIMIT_NONE = 0,
    PS_LIMIT_INSTRUCTIONS,
    PS_LIMIT_MEMORY,
    PS_LIMIT_OUTPUT,
    PS_LIMIT_TIME,
    PS_LIMIT_INTERRUPT,    /* ps_interrupt was called */
    PS_LIMIT_TOOL_CALLS,
    PS_LIMIT_PENDING_CALLS
} ps_limit;

/* ---- configuration and lifetime ----------------------------------------- */

/* Limits apply per run: ps_run starts counting instructions, output, tool
 * calls and wall time afresh; a run's ps_continue calls continue the same
 * count, except wall time, which is measured per ps_run/ps_continue call
 * (time spent paused is the host's). Memory is the sandbox's live total.
 * A figure of 0 means "no limit" (not allowed for max_memory and max_depth,
 * where 0 means the default). */
typedef struct ps_config {
    size_t struct_size;          /* sizeof(ps_config); ps_config_init sets it */
    uint64_t max_instructions;   /* default 200,000,000 (about 1-2 s of work) */
    size_t max_memory;           /* bytes; default 64 MiB */
    uint32_t max_depth;          /* Python call depth; default 1000 (RecursionError,
                                    catchable, as in CPython) */
    size_t max_output;           /* bytes printed per run; default 1 MiB */
    uint32_t timeout_ms;         /* wall time per ps_run/ps_continue; default 5,000 */
    uint32_t max_pending_calls;  /* deferred tool calls waiting at once; default 64
                                    (async tools under asyncio.gather: several) */
    uint32_t max_tool_calls;     /* tool calls per run; default 10,000 */
    /* Where print() goes. NULL (the default): collected, read with ps_output. */
    void (*print)(void *ud, const char *text, size_t len);
    void *print_ud;
    /* The sandbox's clock: "now" as nanoseconds since 1970-01-01 UTC, read
     * by time.time(), datetime.now() and the like. NULL (the default): the
     * sandbox has no clock and those raise OSError. ps_clock_system is the
     * host's real-time clock; a fixed instant makes runs reproducible.
     * time.monotonic() and perf_counter() never call it (docs/embedding.md). */
    int64_t (*clock)(void *clock_ud);
    void *clock_ud;
    /* The seed of the random module's unseeded generators (random.seed()
     * or random.seed(None), and the module's own generator at import):
     * the sandbox never reads the host's entropy. Default 0, so runs are
     * reproducible; the n-th such seeding in a sandbox uses (seed, n). */
    uint64_t seed;
    /* Snapshots signed and checked (ps_snapshot, ps_restore): with a key
     * (1 to 64 bytes, copied by ps_new), ps_snapshot appends an
     * HMAC-SHA256 tag and ps_restore refuses any snapshot whose tag does
     * not verify with it, or that has none (PS_BAD_SNAPSHOT). NULL (the
     * default): snapshots are not signed, and a signed one's tag is not
     * checked. */
    const void *snapshot_key;
    size_t snapshot_key_len;
} ps_config;

/* A ready-made ps_config.clock: the host's CLOCK_REALTIME (clock_ud unused). */
PS_API int64_t ps_clock_system(void *clock_ud);

PS_API void ps_config_init(ps_config *config);
/* NULL config: the defaults. NULL result: bad config (struct_size) or no memory. */
PS_API ps_vm *ps_new(const ps_config *config);
PS_API void ps_free(ps_vm *vm);          /* NULL is fine; every handle dies with it; on another thread: no-op */
PS_API void ps_interrupt(ps_vm *vm);     /* any thread: the run ends with PS_LIMIT_INTERRUPT
                                     at its next safepoint; the flag stays set until
                                     a run has seen it */
/* The owning thread: withdraw an interrupt no run has seen yet (one that
 * came too late to stop a run that ended anyway, and must not stop the
 * next one). */
PS_API void ps_interrupt_clear(ps_vm *vm);
PS_API const char *ps_version(void);
PS_API const char *ps_status_name(ps_status status); /* "PS_OK", ... */
PS_API const char *ps_limit_name(ps_limit limit);    /* "instructions", "memory", ... */

/* ---- running ------------------------------------------------------------ */

/* Bind an input as a global name of the sandbox's main module (before a run,
 * or between runs). The sandbox keeps its own reference. */
PS_API ps_status ps_set_global(ps_vm *vm, const char *name, ps_value v);
/* A global's value as a new handle; PS_NOT_FOUND if unbound. */
PS_API ps_status ps_get_global(ps_vm *vm, const char *name, ps_value *out);

/* Compile and run source (UTF-8, len bytes) as the sandbox's main module;
 * globals persist from run to run. script_name (NULL: "<string>") appears
 * in tracebacks. On PS_OK, *result (if result is not NULL) is a new handle
 * to the value of the final statement when that is an expression statement,
 * else None. PS_TOOL_PENDING: the run is paused; answer its calls and call
 * ps_continue. A run may not start while another is paused (PS_MISUSE). */
PS_API ps_status ps_run(ps_vm *vm, const char *source, size_t len, const char *script_name,
                 ps_value *result);
/* Go on with a paused run once its pending calls are answered. Same
 * results as ps_run. A run paused by a synchronous tool's call needs that
 * call answered; a run paused by asyncio's event loop (every task waits
 * for async tool calls) needs at least one of them answered: the answered
 * ones go in, the others stay pending and are listed again at the next
 * pause, with any new ones. Cancelled calls (ps_call.cancelled) are listed
 * at one pause and dropped at the next ps_continue. PS_MISUSE if no run is
 * paused or no call it waits for has an answer yet. */
PS_API ps_status ps_continue(ps_vm *vm, ps_value *result);
/* Only compile: PS_OK, PS_SYNTAX_ERROR (ps_error_*), or PS_INCOMPLETE when
 * the input ends where more could follow (a REPL's continuation prompt). */
PS_API ps_status ps_check(ps_vm *vm, const char *source, size_t len);

/* The text printed by the current/last run (when config.print is NULL),
 * NUL-terminated; valid until the next ps_run, ps_output_clear or ps_free. */
PS_API const char *ps_output(ps_vm *vm, size_t *len);
PS_API void ps_output_clear(ps_vm *vm);

/* An uncaught SystemExit (raise SystemExit(n), sys.exit(n)) ends a run as
 * a normal end: PS_OK with the result None. ps_exited says whether one
 * ended the last run, and with which status python3 would exit (code
 * None: 0; an int: it; anything else: 1, with str(code) in *message, which
 * python3 prints on stderr; NULL otherwise). code and message may be NULL;
 * *message is valid until the next run. */
PS_API bool ps_exited(ps_vm *vm, int *code, const char **message);

/* ---- errors of the last call -------------------------------------------- */

/* After PS_EXCEPTION: the exception's type name ("ValueError"), message
 * (str(exc)) and CPython-style traceback text ending in a newline. After
 * PS_SYNTAX_ERROR: "SyntaxError" (or IndentationError/TabError), the
 * message, the traceback text, and 1-based line and column. After PS_LIMIT:
 * "LimitError", the limit's message, the traceback, ps_limit_hit. After
 * PS_MISUSE / PS_NOMEM: the message says what was wrong. Strings are valid
 * until the next call that can fail; never NULL (empty when not set). */
PS_API const char *ps_error_type(ps_vm *vm);
PS_API const char *ps_error_message(ps_vm *vm);
PS_API const char *ps_error_traceback(ps_vm *vm);
PS_API int ps_error_line(ps_vm *vm);    /* 0 when unknown */
PS_API int ps_error_column(ps_vm *vm);  /* 1-based character offset; 0 when unknown */
PS_API ps_limit ps_limit_hit(ps_vm *vm);

/* ---- statistics of the current/last run --------------------------------- */

typedef struct ps_stats {
    size_t struct_size;      /* set by the caller to sizeof(ps_stats) */
    uint64_t instructions;   /* fuel used by the run */
    size_t memory_peak;      /* bytes, the sandbox's high-water mark */
    size_t memory_now;       /* bytes charged now */
    uint64_t allocations;    /* allocations made by the run */
    uint64_t tool_calls;     /* tool calls made by the run */
    uint64_t wall_ns;        /* wall time spent running (pauses excluded) */
} ps_stats;
PS_API ps_status ps_get_stats(ps_vm *vm, ps_stats *out);

/* ---- tools -------------------------------------------------------------- */

/* One call of a tool: what a callback receives and what ps_pending_call
 * describes. Handles are borrowed (see Ownership above). */
typedef struct ps_call {
    size_t struct_size;
    uint64_t id;              /* unique within the sandbox, never 0 */
    const char *tool;         /* the registered name */
    size_t argc;
    const ps_value *argv;     /* positional arguments */
    size_t kwargc;
    const ps_value *kwnames;  /* str handles */
    const ps_value *kwvalues;
    bool is_async;            /* a call of an async tool (PS_TOOL_ASYNC) */
    bool cancelled;           /* its task was cancelled while it was pending: the
                                 script no longer waits for it; an answer is ignored */
    bool can_defer;           /* PS_TOOL_PENDING would pause the run here; false
                                 inside a builtin that calls back into Python
                                 (below): answer at once to let the script go on */
} ps_call;

/* A tool callback. Return
 *   PS_OK            with *result set to a handle (0 or left alone: None);
 *   PS_EXCEPTION     after ps_raise or ps_raise_args: the script sees that
 *                    exception;
 *   PS_TOOL_PENDING  to defer: the run pauses with this call pending and
 *                    the host answers it later with ps_resolve/ps_reject;
 *   PS_LIMIT         to stop the run: it ends at once with PS_LIMIT and
 *                    ps_limit_hit PS_LIMIT_INTERRUPT, past every except and
 *                    finally block (the host itself failed: its Ctrl-C, its
 *                    own bug), so the script runs no further code.
 * A callback must not call ps_run/ps_continue on its own sandbox (PS_MISUSE).
 * Deferring needs the run to unwind to the host, which is possible when the
 * tool is called from Python code, but not from inside a builtin that
 * calls back into Python (sorted(key=...), map, min/max key=, list() over
 * a generator): there the script gets RuntimeError "tool 'NAME' cannot
 * pause here ...". ps_call.can_defer says which it is, so a host that
 * defers calls (to save the run at each, ps_snapshot) can answer those
 * few at once instead. */
typedef ps_status (*ps_tool_fn)(ps_vm *vm, void *ud, const ps_call *call, ps_value *result);

/* Bind a tool as a global name. fn NULL: a tool that always defers.
 * Registering a name again replaces the tool. A name is an ASCII
 * identifier, or "namespace.identifier": "github.search_issues" binds a
 * read-only module `github` (a global, and importable: `import github`,
 * `from github import search_issues`) with the tool as its attribute;
 * ps_call.tool is the whole dotted name. A namespace may not be a module
 * of the sandbox ("json") nor the name of a plain tool (PS_MISUSE). */
PS_API ps_status ps_register_tool(ps_vm *vm, const char *name, ps_tool_fn fn, void *ud);
/* Flags of ps_register_tool_ex. PS_TOOL_ASYNC: an async tool. Calling it
 * in the script gives a coroutine; awaited (or run as an asyncio task) it
 * makes the call: the callback runs then and may answer at once or defer
 * (PS_TOOL_PENDING; fn NULL: always defer). A deferred async call does not
 * pause the run: other tasks go on, and only when every task waits does
 * the run pause, with all the calls pending at once (asyncio.gather over
 * ten tools: one pause, ps_pending_count() == 10), answered in any order
 * (docs/embedding.md, "Async tools"). */
#define PS_TOOL_ASYNC 1u
PS_API ps_status ps_register_tool_ex(ps_vm *vm, const char *name, ps_tool_fn fn, void *ud, unsigned flags);
/* Inside a callback: the exception the call raises. type is a builtin
 * exception name ("ValueError", "KeyError", ...) or a host-chosen
 * identifier ("ToolError"), which becomes a subclass of Exception. Returns
 * PS_EXCEPTION, for `return ps_raise(...)`. */
PS_API ps_status ps_raise(ps_vm *vm, const char *type, const char *message);
/* The same with the exception's args: the exception is type(*args), made
 * as the script would make it, so KeyError(5) stays KeyError(5) and
 * ValueError('bad', 3) keeps both args. args is a tuple handle (the
 * callback still owns it). Arguments the class refuses (UnicodeDecodeError
 * takes five) are PS_MISUSE with the class's message. */
PS_API ps_status ps_raise_args(ps_vm *vm, const char *type, ps_value args);
/* A keyword argument of a call by name (a borrowed handle), or 0. */
PS_API ps_value ps_call_kwarg(ps_vm *vm, const ps_call *call, const char *name);

/* The calls a paused run waits for, i = 0 .. count-1. */
PS_API size_t ps_pending_count(ps_vm *vm);
PS_API ps_status ps_pending_call(ps_vm *vm, size_t i, ps_call *out);
/* Answer a pending call with a value (the sandbox takes its own reference:
 * the host still owns `value`) or with an exception (as ps_raise). Unknown
 * or already answered id: PS_MISUSE. A cancelled call: PS_OK, ignored. */
PS_API ps_status ps_resolve(ps_vm *vm, uint64_t id, ps_value value);
PS_API ps_status ps_reject(ps_vm *vm, uint64_t id, const char *type, const char *message);
PS_API ps_status ps_reject_args(ps_vm *vm, uint64_t id, const char *type, ps_value args); /* as ps_raise_args */
/* Give up a paused run without answering its calls: each raises the
 * interrupt limit at its call, which no except or finally block sees, so
 * the script runs no further code. Returns PS_LIMIT (ps_limit_hit:
 * PS_LIMIT_INTERRUPT) and the sandbox is ready for the next ps_run, its
 * globals as the abandoned run left them. PS_MISUSE if no run is paused. */
PS_API ps_status ps_abort(ps_vm *vm);

/* ---- snapshots (docs/snapshots.md) -------------------------------------- */

/* The state of an idle sandbox (between runs) as bytes: its globals, the
 * modules it imported, the output of its last run not yet cleared. Free
 * the bytes with ps_free_bytes. PS_MISUSE while a run is in progress or
 * paused (saving a paused run is not built yet), or when the sandbox
 * holds an object this build cannot save yet (functions, classes,
 * instances, generators, ...: the message names the type). */
PS_API ps_status ps_snapshot(ps_vm *vm, void **bytes, size_t *len);
PS_API void ps_free_bytes(void *bytes);
/* A new sandbox (limits from config, as ps_new) in the state a snapshot
 * saved. The bytes are checked as hostile input: anything wrong is
 * PS_BAD_SNAPSHOT, a limit met while rebuilding (a snapshot larger than
 * config's max_memory) is PS_LIMIT; either way *out is a fresh sandbox
 * holding nothing of the snapshot, whose ps_error_message says why (free
 * it with ps_free). NULL config: the defaults. PS_NOMEM with *out NULL:
 * no sandbox could be made (bad config or no memory). Tools are not in a
 * snapshot: register them again by name; a saved reference to a tool not
 * registered again raises RuntimeError "tool 'x' is not registered" when
 * called. */
PS_API ps_status ps_restore(const ps_config *config, const void *bytes, size_t len, ps_vm **out);

/* ---- values ------------------------------------------------------------- */

typedef enum ps_type {
    PS_T_INVALID = 0, /* not a live handle of this sandbox */
    PS_T_NONE, PS_T_BOOL, PS_T_INT, PS_T_FLOAT, PS_T_STR, PS_T_BYTES,
    PS_T_LIST, PS_T_TUPLE, PS_T_DICT, PS_T_SET, PS_T_FROZENSET,
    PS_T_OTHER        /* functions, ranges, exceptions, ... (ps_repr works) */
} ps_type;

PS_API ps_type ps_typeof(ps_vm *vm, ps_value v);
PS_API ps_value ps_dup(ps_vm *vm, ps_value v);       /* a new handle the host owns */
PS_API ps_status ps_release(ps_vm *vm, ps_value v);  /* 0 is accepted and ignored */

/* Constructors: a new handle, or 0 (ps_error_message says why: memory
 * limit, bad UTF-8, unhashable key ...). */
PS_API ps_value ps_none(ps_vm *vm);
PS_API ps_value ps_bool(ps_vm *vm, bool b);
PS_API ps_value ps_int(ps_vm *vm, int64_t i);
PS_API ps_value ps_int_from_decimal(ps_vm *vm, const char *digits, size_t len); /* "-123..." */
PS_API ps_value ps_float(ps_vm *vm, double d);
PS_API ps_value ps_str(ps_vm *vm, const char *utf8, size_t len);  /* must be valid UTF-8 */
PS_API ps_value ps_bytes(ps_vm *vm, const void *data, size_t len);
PS_API ps_value ps_list_new(ps_vm *vm);
PS_API ps_value ps_tuple_new(ps_vm *vm, size_t n, const ps_value *items);
PS_API ps_value ps_dict_new(ps_vm *vm);
PS_API ps_value ps_set_new(ps_vm *vm);
PS_API ps_value ps_frozenset_new(ps_vm *vm, size_t n, const ps_value *items);
PS_API ps_status ps_list_append(ps_vm *vm, ps_value list, ps_value item);
PS_API ps_status ps_dict_set(ps_vm *vm, ps_value dict, ps_value key, ps_value value);
PS_API ps_status ps_set_add(ps_vm *vm, ps_value set, ps_value item);

/* Accessors: PS_MISUSE when the handle is not of the type asked for. */
PS_API ps_status ps_to_bool(ps_vm *vm, ps_value v, bool *out);
PS_API ps_status ps_to_int64(ps_vm *vm, ps_value v, int64_t *out); /* int or bool; PS_RANGE */
PS_API ps_status ps_int_decimal(ps_vm *vm, ps_value v, ps_value *str_out); /* any int */
/* Ints of any size as little-endian two's complement bytes: no digit
 * limit (decimal text stops at 4,300 digits, as in CPython) and linear
 * time. ps_int_to_bytes gives int.bit_length() // 8 + 1 bytes. */
PS_API ps_value ps_int_from_bytes(ps_vm *vm, const void *data, size_t len);
PS_API ps_status ps_int_to_bytes(ps_vm *vm, ps_value v, ps_value *bytes_out);
PS_API ps_status ps_to_double(ps_vm *vm, ps_value v, double *out); /* float only */
/* str: UTF-8, NUL-terminated, valid while the handle is held. */
PS_API ps_status ps_to_str(ps_vm *vm, ps_value v, const char **utf8, size_t *len);
PS_API ps_status ps_to_bytes(ps_vm *vm, ps_value v, const void **data, size_t *len);
/* len of str (code points), bytes, list, tuple, dict, set, frozenset */
PS_API ps_status ps_len(ps_vm *vm, ps_value v, size_t *out);
PS_API ps_status ps_get_index(ps_vm *vm, ps_value seq, size_t i, ps_value *out); /* list, tuple */
PS_API ps_status ps_dict_get(ps_vm *vm, ps_value dict, ps_value key, ps_value *out); /* PS_NOT_FOUND */
/* Iteration: *pos starts at 0; returns true with new handles for the next
 * entry, false at the end (or on misuse: ps_error_message). */
PS_API bool ps_dict_next(ps_vm *vm, ps_value dict, size_t *pos, ps_value *key, ps_value *value);
PS_API bool ps_set_next(ps_vm *vm, ps_value set, size_t *pos, ps_value *item); /* set, frozenset */
/* repr(v) as a new str handle (may run out of budget: PS_LIMIT). */
PS_API ps_status ps_repr(ps_vm *vm, ps_value v, ps_value *str_out);

#ifdef __cplusplus
}
#endif
#endif
