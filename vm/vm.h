/*
 * vm.h - one sandbox: its heap, budgets, interpreter state, and the internal
 * API that every type file and stdlib/ builds on.
 *
 * Conventions (CPython's, without longjmp):
 *   - a function returning `value` returns V_NULL with an exception stored in
 *     vm->exc; a function returning int returns -1. Callers test and pass the
 *     failure up.
 *   - allocation (vm_alloc) never collects: collection happens only at the
 *     interpreter loop's safepoints. So C code may hold unrooted values as
 *     long as it does not run Python code. C code that calls back into
 *     Python (vm_call on a Python function: sorted key=, map) must root what
 *     it still needs with vm_root_push/vm_root_pop.
 *   - a failed allocation raises the memory limit error (uncatchable).
 */
#ifndef PS_VM_H
#define PS_VM_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "objects/numbers/numfmt.h"
#include "objects/object.h"

typedef struct mi_heap_s mi_heap_t;
typedef struct frame frame;

/* Which budget ran out (excobj.limit, vm->limit_hit). */
enum {
    LIMIT_NONE, LIMIT_INSTRUCTIONS, LIMIT_MEMORY, LIMIT_OUTPUT, LIMIT_TIME,
    LIMIT_INTERRUPT, LIMIT_TOOL_CALLS, LIMIT_PENDING_CALLS
};

/* Defaults for a zero field of vm_limits (docs/limits.md). */
/* Every budget has a finite default so that a sandbox made with no
 * configuration still stops any script within seconds and well under
 * 1 GiB (tests/security/exhaustion checks it: 10 s, 1 GiB RSS). The one
 * set of figures: the host API's ps_config_init uses these too. */
#define VM_DEFAULT_DEPTH 1000                       /* CPython's recursion limit */
#define VM_DEFAULT_MEMORY ((int64_t)64 << 20)       /* bytes */
#define VM_DEFAULT_INSTRUCTIONS ((int64_t)200000000) /* about 1-2 s of plain loop */
#define VM_DEFAULT_OUTPUT ((int64_t)1 << 20)        /* bytes printed */
#define VM_DEFAULT_TIME_MS 5000                     /* wall clock */

typedef struct vm_limits {
    /* 0: the default above; negative: no limit (not for depth) */
    int64_t instructions;
    int64_t memory;       /* bytes */
    int32_t depth;        /* Python call depth (RecursionError) */
    int64_t output;       /* bytes printed */
    int64_t time_ms;      /* wall clock */
} vm_limits;

typedef int (*vm_write_fn)(void *ud, const char *s, size_t n);

struct gc_state {
    psvm *vm;
    obj **stack;
    int64_t sp, cap;
    bool overflow; /* the gray stack could not grow: rescan marked objects */
};

/* The root stack's size. Nested containers root themselves, one slot a
 * level, as they are printed, compared or hashed, so this bounds how deep
 * Python code can still run under them (CPython's recursion limit allows
 * some 1000 levels): vm_repr_enter refuses to nest past VM_MAX_ROOTS -
 * VM_ROOTS_SPARE, vm_call to start Python code past VM_MAX_ROOTS -
 * VM_ROOTS_SPARE / 2. */
#define VM_MAX_ROOTS 1280
#define VM_ROOTS_SPARE 192

/* format.c: parsed format specs by text, kind and type name. An f-string
 * field formats with the same few constant specs over and over; the key is
 * the text itself, not the str object, so a freed and reused str is never
 * mistaken for another. */
#define VM_SPEC_CACHE 16
#define VM_SPEC_TEXT 15
typedef struct vm_spec_slot {
    const char *type_name; /* meaningful only where psvm's spec_used has the slot's bit */
    uint8_t len, kind;
    char text[VM_SPEC_TEXT];
    nf_spec spec;
} vm_spec_slot;

/* Small-block size classes of heap.c (8 up to 512 bytes). */
#define HEAP_NCLASSES 20

struct psvm {
    mi_heap_t *heap;       /* the thread's default heap until own_heap (heap.c) */
    bool own_heap;         /* heap is the sandbox's own, destroyed with it */
    char *nursery;         /* bump region after the struct (heap.c) */
    char *nursery_bottom;  /* objects grow up to here */
    char *nursery_top;     /* temporaries grow down from the end to here */
    int64_t mem_used;      /* bytes charged: live blocks, headers included (heap.c) */
    void *free_blocks[HEAP_NCLASSES]; /* per size class, freed small blocks to reuse */
    int64_t free_bytes;    /* bytes held in free_blocks (heap.c: "size classes") */
    int64_t mem_peak;
    int64_t gc_threshold;  /* collect at a safepoint once mem_used passes it */
    obj **objects;         /* every heap object, oldest first (heap.c: why an array) */
    int64_t nobjects, objects_cap;
    int64_t gc_live;       /* mem_used after the last collection */
    int64_t gc_live_objects; /* nobjects after it */
    uint32_t gc_epoch;     /* mark value of the current collection */
    uint16_t spec_used;    /* spec_cache slots filled, a bit each (format.c) */
    value *char_cache;     /* str_char: the 128 one-char ASCII strs, each made on first use */
    struct method_slot *method_cache; /* vm_lookup_method's memo, made on first use */
    struct attr_slot *attr_cache;     /* class_lookup's memo (objects/class.c), made on first use */
    uint64_t dict_epoch;   /* dict versions are unique in a sandbox (LOAD_GLOBAL's cache) */
    uint64_t class_epoch;  /* class versions likewise (objects/class.c: class_changed) */

    vm_limits limits;
    int64_t fuel_used;     /* instructions executed */
    int64_t next_clock;    /* fuel_used at which to read the clock next */
    int64_t deadline_ns;
    int64_t output_used;
    atomic_int interrupt;
    int limit_hit;
    bool unbudgeted;       /* reporting an error: allocation ignores the budget */

    value exc;             /* the exception in flight, or V_NULL */
    value nomem_exc;       /* made at start: raising it allocates nothing */
    value empty_tuple;     /* made at start: every () the VM makes itself
                            * (an exception's args, a code object's tables) */
    value exc_info;        /* the exception being handled (sys.exc_info) */
    /* contextlib.redirect_stdout's / redirect_stderr's target, or V_NULL:
     * what sys.stdout / sys.stderr are (and print() without file= writes
     * to); V_NONE is a redirect to None (print() writes nothing) */
    value stdout_redirect, stderr_redirect;

    frame *frame;          /* innermost Python frame */
    int depth;
    int c_depth;           /* C recursion: nested loops, and containers' repr, ==, hash */
    int loops;             /* nested interpreter loops alone (vm_call, gen_resume): vm_c_stack_ok */
    uintptr_t c_stack_base; /* the outermost interpreter loop's frame (vm_c_stack_ok) */
    /* Frames live on a stack of chunks (interp.c): a call bumps fs_top,
     * a return moves it back; a chunk is allocated only when a deeper
     * call runs out of room, and the last one given up is kept. */
    char *fs_top, *fs_end;
    struct frame_chunk *fs_chunk, *fs_spare;
    /* fuel_used up to here needs no safepoint work but the interrupt and
     * collector checks (budget_check recomputes it; interp_run clears it,
     * so a changed limit or deadline is seen at the next safepoint) */
    int64_t fuel_fast_until;

    value builtins;        /* dict; a shared static empty one until the first builtin is cached (builtins.c) */
    value modules;         /* dict: name -> module; V_NULL until the first import */
    value interned;        /* the intern table (str.c): one str per name */
    value main_globals;

    /* vm_new clears none of these slots (spec_used, which it zeroes, says
     * which are filled) and none of the roots (read only below nroots):
     * 3.3 KB and 16 cache lines a sandbox per script would write for nothing */
    vm_spec_slot spec_cache[VM_SPEC_CACHE];
    value roots[VM_MAX_ROOTS];
    int nroots;

    vm_write_fn out;
    void *out_ud;

    /* The embedder (host-api/): its GC roots (live handles, pending calls)
     * and the function that runs a tool call (tool.c). */
    void (*host_trace)(gc_state *gc, void *ud);
    value (*tool_hook)(psvm *vm, value tool, int argc, const value *argv, value kwnames, bool can_pause);
    /* Async tools (asyncio's event loop through _pysafe): start a call
     * (its answer at once, or V_NONE with *pending_id set: the host
     * answers later); the answered calls as a list of (id, ok, value)
     * tuples, or V_PAUSE to pause the run until the host answers one; a
     * pending call's task was cancelled. */
    value (*tool_async_start)(psvm *vm, value tool, int argc, const value *argv, value kwnames, int64_t *pending_id);
    value (*tool_async_wait)(psvm *vm, bool can_pause);
    void (*tool_async_cancel)(psvm *vm, int64_t id);
    void *host_ud;
    bool resume_raise;     /* interp_run: raise vm->exc at the paused call first */
    /* The sandbox clock (stdlib/time.c): the host's "now" in ns since the
     * epoch (NULL: the sandbox has no clock), and the virtual time
     * time.sleep() added this run (reset by ps_run, like fuel_used). */
    int64_t (*clock)(void *ud);
    void *clock_ud;
    int64_t slept_ns;
    /* The seed of random.seed(None) (stdlib/random_mt.c): the host's
     * ps_config.seed, and how many such seedings this sandbox made. */
    uint64_t random_seed;
    uint64_t random_seedings;
    /* The host's depth limit, kept when sys.setrecursionlimit first
     * changes limits.depth (stdlib/sys_helpers.c); 0 before. */
    int32_t depth_host;
    uint64_t alloc_total;  /* allocations made (statistics) */

#ifdef PS_ALLOC_FAIL
    int64_t alloc_count, alloc_fail_at;
    int64_t lost_errors;   /* errors raised with no exception set (interp_loop.c) */
#endif
};

/* memmove that accepts NULL pointers for an empty copy (empty lists have
 * no item buffer). */
static inline void vm_copy(void *d, const void *s, size_t n)
{
    if (n)
        memmove(d, s, n);
}

/* ---- lifetime (heap.c) --------------------------------------------------- */
psvm *vm_new(const vm_limits *limits);
/* vm_new with host_size zeroed bytes for the embedder's own state in the
 * same block (*host), freed with the sandbox by vm_free. */
psvm *vm_new_host(const vm_limits *limits, size_t host_size, void **host);
void vm_free(psvm *vm);
void vm_set_alloc_fail(psvm *vm, int64_t nth); /* PS_ALLOC_FAIL builds: fail the Nth */
void *vm_host_block(void *raw); /* the embedder's mimalloc block, usable in every build (heap.c) */

/* ---- memory (heap.c) ----------------------------------------------------- */
void *vm_alloc(psvm *vm, size_t size);          /* raw; NULL + memory error */
void *vm_alloc_temp(psvm *vm, size_t size);     /* freed soon, in any order (the parse arena) */
void *vm_realloc(psvm *vm, void *p, size_t size);
void vm_dealloc(psvm *vm, void *p);
obj *vm_new_obj(psvm *vm, const vtype *t, size_t size); /* zeroed, linked for GC */
/* Only the first `zeroed` bytes cleared: a str's text is written at once. */
obj *vm_new_obj_head(psvm *vm, const vtype *t, size_t size, size_t zeroed);
bool vm_reserve(psvm *vm, int64_t bytes);       /* pre-charge: refuse huge work first */
/* The same for count items of size bytes: refused before count * size can overflow. */
bool vm_reserve_items(psvm *vm, int64_t count, size_t size);
void gc_collect(psvm *vm);
bool gc_objects_start(psvm *vm); /* vm_new: the object list's first entries (heap.c) */
void gc_maybe_collect(psvm *vm); /* the safepoint's pacing (heap.c) */
void interp_trace(gc_state *gc); /* interp.c: the frames' values */
void gc_mark_value(gc_state *gc, value v);
void gc_mark_obj(gc_state *gc, obj *o);
/* The root stack: C code that runs Python code (vm_call) while holding
 * values pushes them here. Pushes past VM_MAX_ROOTS are counted but not
 * stored, which is safe: only Python code collects, and vm_call starts none
 * once the stack is that full (a comparison of containers nested deeper
 * than the stack, with no class at the bottom, gets there and runs none). */
static inline void vm_root_push(psvm *vm, value v)
{
    if (vm->nroots < VM_MAX_ROOTS)
        vm->roots[vm->nroots] = v;
    vm->nroots++;
}
static inline void vm_root_pop(psvm *vm, int n) { vm->nroots -= n; }
/* Replace the k-th root from the top (1 = top). */
static inline void vm_root_set(psvm *vm, int k, value v)
{
    if (vm->nroots - k >= 0 && vm->nroots - k < VM_MAX_ROOTS)
        vm->roots[vm->nroots - k] = v;
}
static inline int vm_nroots_stored(psvm *vm) { return vm->nroots < VM_MAX_ROOTS ? vm->nroots : VM_MAX_ROOTS; }

/* ---- errors (objects/exception.c) --------------------------------------------------- */
#define VM_PRINTF(f, a) __attribute__((format(printf, f, a)))
value vm_err(psvm *vm, const vtype *t, const char *fmt, ...) VM_PRINTF(3, 4); /* returns V_NULL */
value vm_err_value(psvm *vm, value exc);
/* C recursion: a native loop or protocol that calls back into the VM from
 * C (a comparison of nested lists, a chain of map iterators, a generator
 * resumed from C) takes C stack at each level. Such levels are counted in
 * c_depth and bounded a little above the Python depth limit, so a deep
 * chain is a RecursionError (message msg), not a C stack overflow.
 * vm_c_enter returns false with the error raised; every true is matched
 * by one vm_c_leave. */
enum { VM_C_DEPTH_MARGIN = 50 };
static inline bool vm_c_depth_full(const psvm *vm) { return vm->c_depth > vm->limits.depth + VM_C_DEPTH_MARGIN; }
static inline bool vm_c_enter(psvm *vm, const char *msg)
{
    if (vm_c_depth_full(vm)) {
        vm_err(vm, &exc_RecursionError, "%s", msg);
        return false;
    }
    vm->c_depth++;
    return true;
}
static inline void vm_c_leave(psvm *vm) { vm->c_depth--; }
/* Resume a generator from C (generator_frames.c): send v, or raise exc at
 * its yield; what it yielded, or what it returned with *returned set. */
value gen_resume(psvm *vm, value gen, value v, value exc, bool *returned);
value gen_next_value(psvm *vm, value gen); /* next(gen): StopIteration(value) at its end */
value gen_send(psvm *vm, value gen, value v); /* gen.send(v) */
value gen_close(psvm *vm, value gen);
value gen_throw(psvm *vm, value gen, value exc); /* raise exc at its yield (its delegate first) */
value gen_make_thrown(psvm *vm, int argc, const value *argv); /* throw()'s arguments as an exception */
value gen_result(psvm *vm, value r, bool returned); /* a resume's outcome as send() gives it */
bool gen_is_send_method(const struct bfunc *b); /* the loop runs gen.send(v) inline */
/* the builtins aiter(o) and anext(it[, default]) (await.c) */
value vm_aiter(psvm *vm, value o);
value vm_anext(psvm *vm, value it, value dflt); /* dflt V_NULL: none given */
/* the slots generators, coroutines and async generators share */
void gen_obj_trace(gc_state *gc, obj *o);
void gen_obj_free(psvm *vm, obj *o);
value gen_obj_repr(psvm *vm, value v);
value gen_obj_getattr(psvm *vm, value self, value name);
int gen_obj_setname(psvm *vm, value self, value name, value v);
static inline bool v_is_coro_like(value v) { return v_is_obj(v) && (v_obj(v)->type == &gen_type || v_obj(v)->type == &coro_type); }
void gen_close_frame(psvm *vm, genobj *g); /* closed without running it */
void gen_pep479(psvm *vm, genobj *g);        /* vm->exc leaving g: StopIteration becomes RuntimeError */
value gen_delegate(genobj *g);
void gen_delegate_done(genobj *g);
void vm_frame_trace(gc_state *gc, struct frame *f);
value vm_err_limit(psvm *vm, int limit, const char *fmt, ...) VM_PRINTF(3, 4);
value vm_err_nomem(psvm *vm);
value vm_err_key(psvm *vm, value key);
enum { NAME_UNDEFINED, NAME_UNBOUND_LOCAL, NAME_UNBOUND_FREE };
value vm_err_name(psvm *vm, value name, int kind, value suggestion);
value vm_err_attr(psvm *vm, value o, value name);
bool vm_exc_matches(psvm *vm, value exc, value type); /* type or tuple of types */
bool vm_err_occurred_is(psvm *vm, const vtype *t);
value exc_new(psvm *vm, const vtype *t, value args);
value exc_new_msg(psvm *vm, const vtype *t, const char *msg);
bool type_is_sub(const vtype *t, const vtype *base);
value exc_str(psvm *vm, value e);
int exc_setattr(psvm *vm, value e, value name, value v); /* v == V_NULL: delete */
/* The slots every exception type shares, for the exception types a module
 * defines as static vtypes of its own (stdlib/json.c: JSONDecodeError). */
value exc_repr(psvm *vm, value self);
value exc_getattr(psvm *vm, value self, value name);
void exc_trace(gc_state *gc, obj *o);
extern const bfunc exc_methods[];

/* ---- strings (str.c) ----------------------------------------------------- */
value str_new(psvm *vm, const char *s, int64_t len); /* s: valid UTF-8 */
bool utf8_valid(const unsigned char *p, size_t n); /* strict: no overlongs, surrogates */
value str_char(psvm *vm, const char *s, int64_t len); /* str_new, shared for one ASCII char */
value str_new_counted(psvm *vm, const char *s, int64_t len, int64_t cplen, bool ascii); /* cplen known */
value str_intern_hashed(psvm *vm, const char *s, int64_t len, int64_t hash); /* hash: bytes_hash_raw's */
value str_from_cstr(psvm *vm, const char *s);
value str_fmt(psvm *vm, const char *fmt, ...) VM_PRINTF(2, 3);
value str_intern(psvm *vm, value s);
value str_intern_cstr(psvm *vm, const char *s);
value str_intern_n(psvm *vm, const char *s, int64_t len); /* len bytes at s */
value str_intern_table_new(psvm *vm); /* vm->interned, made by vm_new */
/* Names every sandbox makes at its start or at every compile, their hashes
 * precomputed: no hashing or scanning of the text (str.c). */
typedef enum { STR_K_NAME, STR_K_MAIN, STR_K_MODULE, STR_NKNOWN } str_known_id;
value str_known(psvm *vm, str_known_id id);        /* a new str of the name */
value str_intern_known(psvm *vm, str_known_id id); /* the interned one */
const char *str_known_text(str_known_id id);
value str_concat(psvm *vm, value a, value b);
bool str_eq(value a, value b);
bool str_eq_cstr(value a, const char *s);
int64_t str_hash(value s);
value str_repr(psvm *vm, value s);
const char *str_cstr(value s);

/* A growable byte buffer charged to the sandbox. */
typedef struct sbuf {
    psvm *vm;
    char *p;
    int64_t len, cap;
    bool failed;
} sbuf;
void sb_init(sbuf *b, psvm *vm);
bool sb_add(sbuf *b, const char *s, int64_t n);
bool sb_adds(sbuf *b, const char *s);
bool sb_addc(sbuf *b, char c);
bool sb_addf(sbuf *b, const char *fmt, ...) VM_PRINTF(2, 3);
bool sb_addv(sbuf *b, value v, bool repr); /* str()/repr() of v appended */
value sb_finish(sbuf *b);                   /* a str; frees the buffer */
void sb_free(sbuf *b);

/* ---- numbers (int.c, float.c) -------------------------------------------- */
value int_from_i64(psvm *vm, int64_t i);
int int_as_i64(psvm *vm, value v, int64_t *out); /* -1 + OverflowError/TypeError */
int int_repeat_count(psvm *vm, value k, int64_t *out); /* k of `seq * k`: <0 is 0 */
const vtype *vm_script_type(value v); /* type(v) as a script sees it */
int vm_index(psvm *vm, value v, int64_t *out);   /* an int, bool or object with __index__ */
int vm_index_of(psvm *vm, value *v); /* *v with __index__: replaced by its int; -1 on error */
int vm_index_c_int(psvm *vm, value v, int64_t *out); /* an argument CPython takes as a C int */
value int_repr(psvm *vm, value v);
value int_parse(psvm *vm, const char *s, int64_t len, int base);
value float_repr(psvm *vm, value v);
int float_repr_buf(double d, char *buf, size_t n);
int vm_as_double(psvm *vm, value v, double *out);
int64_t float_hash(double d);
value float_parse(psvm *vm, value s);
value float_binop_d(psvm *vm, int op, double x, double y);
value int_binop_i(psvm *vm, int op, int64_t x, int64_t y);

/* ---- containers ---------------------------------------------------------- */
value list_new(psvm *vm, int64_t n); /* len n, items V_NONE */
int list_append(psvm *vm, value l, value v);
value list_from_iter(psvm *vm, value it);
int list_extend(psvm *vm, value l, value it);
int list_sort(psvm *vm, value l, value key, bool reverse);
value tuple_new(psvm *vm, int64_t n);
value tuple_pack(psvm *vm, int n, ...);
value tuple_from_iter(psvm *vm, value it);
value dict_new(psvm *vm);
value dict_new_sized(psvm *vm, int64_t n); /* room for n keys without a resize */
value dict_new_small(psvm *vm); /* its first table in its own block (dict.c) */
value dict_reversed(psvm *vm, value d); /* d: a dict or one of its views */
value dict_get(psvm *vm, value d, value key);  /* V_NULL: absent (check vm->exc) */
value dict_get_str(psvm *vm, value d, value key); /* key is a str: no errors */
value dict_lookup_str_index(value d, value key, int64_t *idx); /* and its entry index */
int dict_set(psvm *vm, value d, value key, value v);
int dict_del(psvm *vm, value d, value key);    /* 0 ok, 1 absent, -1 error */
bool dict_next(value d, int64_t *pos, value *key, value *val);
/* With a key's stored hash (CPython asks a key for its hash once: copies,
 * merges and comparisons reuse the stored one). */
bool dict_next_hash(value d, int64_t *pos, value *key, value *val, int64_t *hash);
value dict_get_hash(psvm *vm, value d, value key, int64_t hash);
int dict_set_hash(psvm *vm, value d, value key, int64_t hash, value v);
int dict_insert_restored(psvm *vm, value d, value key, int64_t hash, value v); /* no compare: snapshot.c */
value set_new(psvm *vm, const vtype *t);
int set_add(psvm *vm, value s, value key);
int set_contains(psvm *vm, value s, value key);
int set_update(psvm *vm, value s, value it);
int set_update_op(psvm *vm, value s, int op, value other); /* BOP_OR, BOP_SUB or BOP_XOR, in place */
bool set_next(value s, int64_t *pos, value *key);
bool set_next_hash(value s, int64_t *pos, value *key, int64_t *hash); /* with the stored hash */
value range_new(psvm *vm, int64_t start, int64_t stop, int64_t step);
value range_reversed(psvm *vm, value r); /* V_NULL, no error: use a reversed object */
value slice_new(psvm *vm, value a, value b, value c);
int slice_indices(psvm *vm, value slice, int64_t len, int64_t *start, int64_t *stop, int64_t *step, int64_t *n);
/* slice_indices in two steps, for a sequence whose length the fields'
 * __index__ may change: the fields as ints, then clamped to the length */
int slice_unpack(psvm *vm, value slice, int64_t *start, int64_t *stop, int64_t *step);
int64_t slice_adjust(int64_t len, int64_t *start, int64_t *stop, int64_t step);
value cell_new(psvm *vm, value v);
value bytes_new(psvm *vm, const void *p, int64_t n);

/* ---- generic operations (abstract.c) ------------------------------------- */
value vm_repr(psvm *vm, value v);
/* A container's repr, around its items' reprs: 1 when v is already being
 * printed further out (print "[...]"), -1 on RecursionError, else 0 with v
 * marked, rooted and the C depth counted until vm_repr_leave(vm, v). */
int vm_repr_enter(psvm *vm, value v);
void vm_repr_leave(psvm *vm, value v);
uint64_t vm_id(psvm *vm, value v); /* id(): no host address (abstract.c) */
int64_t vm_id_hash(psvm *vm, value v); /* hash by identity (object.__hash__) */
value vm_str(psvm *vm, value v);
value vm_ascii(psvm *vm, value v); /* format.c */
int64_t vm_hash(psvm *vm, value v);
bool vm_type_unhashable(const vtype *t); /* a built-in type whose __hash__ is None */
int vm_eq(psvm *vm, value a, value b);  /* 1, 0, -1 */
value vm_compare(psvm *vm, value a, value b, int op);
int vm_compare_bool(psvm *vm, value a, value b, int op);
int vm_truth(psvm *vm, value v);
int64_t vm_len(psvm *vm, value v);
value vm_iter(psvm *vm, value v);
value vm_iter_for_join(psvm *vm, value v); /* vm_iter, TypeError worded as str.join */
value vm_next(psvm *vm, value it);     /* V_STOP at the end, V_NULL on error */
value vm_getitem(psvm *vm, value o, value k);
int vm_setitem(psvm *vm, value o, value k, value v);
int vm_delitem(psvm *vm, value o, value k);
int vm_contains(psvm *vm, value c, value x);
value vm_binop(psvm *vm, int op, value a, value b);
value vm_seq_repeat_bad_count(psvm *vm, int op, value a, value b, bool seq_left);
value vm_unop(psvm *vm, int op, value a);
value vm_getattr(psvm *vm, value o, value name);
value vm_getattr_opt(psvm *vm, value o, value name); /* V_NULL without error if absent */
int vm_setattr(psvm *vm, value o, value name, value v); /* v == V_NULL: delete */
/* Set (or, v == V_NULL, delete) name in an object's own attribute dict
 * *attrs (made on first use): exceptions' and functions' attributes. */
int vm_attrs_set(psvm *vm, value o, value *attrs, value name, value v);
value vm_call(psvm *vm, value f, int argc, const value *argv, value kwnames);
value vm_call0(psvm *vm, value f);
value vm_call1(psvm *vm, value f, value a);
const char *vm_type_name(value v);
const char *type_short_name(const vtype *t); /* __name__: "deque" of "collections.deque" */
bool vm_isinstance_type(value v, const vtype *t);
int vm_isinstance(psvm *vm, value v, value cls);
int vm_abc_check(psvm *vm, value cls, value x, bool subclass); /* collections.abc's registrations */
extern const char *const bop_symbols[BOP__COUNT];
int vm_check_no_kw(psvm *vm, const char *fname, value kwnames);
int vm_check_args(psvm *vm, const char *fname, int argc, int min, int max);
/* methargs.c: a built-in method's arguments against its table entry (0: fn
 * may run); bound: called through a method object, not obj.m(...) */
int vm_method_args(psvm *vm, const bfunc *m, value self, int argc, value kw, bool bound);
const vtype *vm_method_owner(const vtype *t, const bfunc *m); /* the type whose table holds m */
value vm_lookup_method(psvm *vm, const vtype *t, value name); /* static bfunc or V_NULL */

/* ---- running (interp.c, compile.c) --------------------------------------- */
/* mode: parse_mode (0 file, 1 single, 2 eval), plus VM_COMPILE_RESULT: a
 * module whose last statement is an expression returns its value. */
#define VM_COMPILE_RESULT 16
value vm_compile(psvm *vm, const char *src, size_t len, const char *filename, int mode); /* compiler/compiler.c */
void vm_source_anchors(psvm *vm, const char *seg, size_t n, int *la, int *ra); /* compiler/compiler.c */
/* A compiled code object (and those among its constants) copied into
 * memory of its own (malloc), outside any sandbox, and made again in one
 * (compiler/code_freeze.c). code_freeze: NULL when memory runs out or a
 * constant is of a kind no compile makes. code_thaw: the code objects in
 * vm's heap, with the filename given and the source text (len bytes at
 * src, the text that was compiled) made once for all of them, as a
 * compile makes them; V_NULL with the memory error raised. */
typedef struct frozen_code frozen_code;
frozen_code *code_freeze(value code);
void frozen_code_free(frozen_code *f);
size_t frozen_code_size(const frozen_code *f);
value code_thaw(psvm *vm, const frozen_code *f, value filename, const char *src, size_t len);
/* vm_compile for a restore (vm/code_cache.c): the first compile of a text
 * in the process is kept frozen, and later ones with the same file name,
 * mode and source thaw it. */
value code_cache_compile(psvm *vm, const char *src, size_t len, value filename, int mode);
value vm_run_code(psvm *vm, value code, value globals);
value vm_run_string(psvm *vm, const char *src, size_t len, const char *filename);
value vm_main_globals(psvm *vm); /* made on first use, __name__ bound (interp.c) */
value func_new(psvm *vm, value code, value globals, value qualname);
value module_new(psvm *vm, value name);
bool vm_charge(psvm *vm, int64_t fuel); /* builtins charge work; false = limit */
int vm_print_exception(psvm *vm, value exc, vm_write_fn w, void *ud);
int vm_dis(psvm *vm, value code, vm_write_fn w, void *ud); /* bytecode listing */
int vm_write_out(psvm *vm, const char *s, size_t n);
value vm_import(psvm *vm, value name);
int vm_import_star(psvm *vm, value module, value into); /* from module import * */
/* A function of the sandbox's asyncio module (imported if need be) that
 * the VM calls itself: _tool_call, _run_toplevel. */
value vm_asyncio_function(psvm *vm, const char *name);

/* ---- classes (objects/class.c, class_build.c, descr.c) -------------------- */
value class_build(psvm *vm, value name, value *bases, int nbases, value kw, value ns, bool trusted); /* BUILD_CLASS */
value class_meta_call(psvm *vm, value cls, int sp, int argc, const value *argv, value kw); /* V_NULL, no error: no such protocol method */
value class_call(psvm *vm, value cls, int argc, const value *argv, value kw);          /* C(...) */
value class_alloc(psvm *vm, classobj *c, value args); /* an empty instance (args: an exception's) */
value tuple_new_of(psvm *vm, classobj *c, value src); /* tuple.__new__(cls, src) */
value class_lookup(psvm *vm, const vtype *t, value name); /* along the MRO, unbound; V_NULL if absent */
bool class_is_data_descr(value attr); /* property, __slots__ member, a class with __set__ */
value class_static_attr(psvm *vm, const vtype *t, value name); /* a built-in type's own, V_NULL if absent */
value class_mro(psvm *vm, const vtype *t);            /* a class's MRO, or a built-in type's chain */
bool class_is_sub(const vtype *t, const vtype *base);
value class_getattr(psvm *vm, value cls, value name);  /* C.name; V_NULL without error if absent */
int class_setattr(psvm *vm, value cls, value name, value v); /* v == V_NULL: delete */
int class_setattr_plain(psvm *vm, value cls, value name, value v); /* the same without the meta's __setattr__ */
int class_keep_builtins(psvm *vm, value ns); /* a class body's built-in functions kept unbound (staticmethod) */
value class_repr(psvm *vm, value cls);
void class_trace(gc_state *gc, obj *o);
int class_changed(psvm *vm, classobj *c, bool special);
void class_set_slots(classobj *c);
void class_update_slots(classobj *c);
void class_update_slots_tree(classobj *c);
int class_find_abstract(psvm *vm, classobj *c);
int class_restore(psvm *vm, classobj *c, value name, value qualname, value module, value bases, value ns,
                  value abstract_names, value slot_names, bool wants_dict); /* for vm/snapshot.c */
value abstract_error(psvm *vm, classobj *c);
value class_special_call(psvm *vm, value self, int sp, int argc, const value *argv); /* V_NULL, no error: not defined */
bool class_has_special(value v, int sp); /* v is an instance of a class that defines special method sp */
bool class_special_is_none(value v, int sp); /* ... and sets it to None */
value inst_getattr(psvm *vm, value o, value name);     /* V_NULL without error if absent */
int inst_setattr(psvm *vm, value o, value name, value v);
int inst_setattr_generic(psvm *vm, value o, value name, value v); /* object.__setattr__ */
value inst_dict(psvm *vm, value o);                    /* made on first use; V_NULL if it has none */
value layout_init(psvm *vm, value self, int argc, const value *argv, value kw);
value vm_descr_get(psvm *vm, value attr, value obj, value cls); /* obj V_NULL: through the class */
value slot_wrapper_find(psvm *vm, const vtype *t, value name);
value descr_for(psvm *vm, value f, value cls);
value property_get(psvm *vm, value prop, value obj);
int property_set(psvm *vm, value prop, value obj, value v, classobj *cls);
int vm_frame_super_args(psvm *vm, value *cell, value *first); /* interp.c: super()'s __class__ and self */
int dict_update_from(psvm *vm, value d, value src);
int dict_merge_nodup(psvm *vm, value d, value src, value *dup); /* 1: *dup is a key d had */

/* ---- type hints (objects/genericalias.c): list[int], int | None ---------- */
extern const vtype genericalias_type, uniontype_type;
value type_subscript(psvm *vm, value cls, value key); /* list[int]: type[key] once no __class_getitem__ answered */
value generic_alias_new(psvm *vm, value origin, value key); /* origin[key]: a module's __class_getitem__ */
value typing_or(psvm *vm, int op, value a, value b);  /* type.__or__: a union, or NotImplemented */
bool typing_is_hint(value cls);                        /* an alias or a union (isinstance's arg 2) */
int typing_check(psvm *vm, value x, value cls, bool subclass);

/* ---- tools (tool.c) ------------------------------------------------------ */
/* A host tool bound as a Python callable. Called from the interpreter loop
 * at C depth 0 it may pause the run (V_PAUSE); from anywhere else (a builtin
 * calling back) it may not. */
typedef struct toolobj {
    obj h;
    value name;  /* str */
    int64_t id;  /* the embedder's index */
    bool is_async; /* a call gives a coroutine; awaited, it starts a host call
                      that runs while other tasks do (asyncio) */
} toolobj;
extern const vtype tool_type;
value tool_new(psvm *vm, value name, int64_t id, bool is_async);
value tool_call(psvm *vm, value tool, int argc, const value *argv, value kwnames, bool can_pause);
value tool_resume(psvm *vm, value answer, bool is_exc); /* V_PAUSE again, the result, or V_NULL */

/* ---- stdlib hooks -------------------------------------------------------- */
int blt_install(psvm *vm);           /* stdlib/builtins.c: sets vm->builtins */
value blt_lookup(psvm *vm, value name); /* a builtin not yet in vm->builtins: found and cached, or V_NULL (check vm->exc) */
int blt_install_all(psvm *vm);      /* every builtin into vm->builtins (suggestions) */
value blt_static_find(const char *name, size_t len); /* a static builtin by name, or V_NULL */
const char *blt_static_name(const obj *o); /* the builtin name of a static object, or NULL */
const vtype *blt_attr_owner(psvm *vm, const bfunc *f); /* a builtin type with f as its attribute, or NULL */
/* stdlib/modules.c: the sandbox's own modules, by name. */
typedef struct stdlib_module {
    const char *name;
    value (*make)(psvm *vm);
} stdlib_module;
const stdlib_module *stdlib_find_module(const char *name, size_t len);
value stdlib_py_module(psvm *vm, value name); /* a module written in Python, or V_NULL (check vm->exc) */
bool stdlib_py_module_exists(const char *name, size_t len);
bool stdlib_py_source(const char *name, size_t len, const char **src, size_t *n);
/* its code (cached per process, stdlib/modules.c); V_NULL: no such module, or the error raised */
value stdlib_py_code(psvm *vm, const char *name, size_t len);
value math_module_new(psvm *vm);    /* stdlib/math.c */
value time_helpers_new(psvm *vm);   /* stdlib/time.c: _time */
value datetime_core_new(psvm *vm);  /* stdlib/datetime_core.c: _datetime */
value random_helpers_new(psvm *vm); /* stdlib/random_mt.c: _random */
value sys_helpers_new(psvm *vm);    /* stdlib/sys_helpers.c: _sys */
value pysafe_internal_module_new(psvm *vm); /* stdlib/pysafe_internal.c: _pysafe */
value json_module_new(psvm *vm);    /* stdlib/json.c */
value json_decoder_module_new(psvm *vm); /* stdlib/json.c: json.decoder */
value json_encoder_module_new(psvm *vm); /* stdlib/json.c: json.encoder */
value re_module_new(psvm *vm);      /* stdlib/re.c */
value dataclasses_helpers_new(psvm *vm); /* stdlib/dataclasses_helpers.c: _dataclasses */
/* its init plans as snapshots save them (vm/snapshot.c) */
bool dc_is_plan(value v);
value dc_plan_state(psvm *vm, value plan);
value dc_plan_shell(psvm *vm);
int dc_plan_fill(psvm *vm, value plan, value state);
/* collections.deque as a snapshot saves it (stdlib/collections_deque.c) */
bool v_is_deque(value v);
value deque_state(psvm *vm, value self);
value deque_shell(psvm *vm);
int deque_fill(psvm *vm, value self, value state);
/* random's generator (stdlib/random_mt.c) as a snapshot saves it */
bool mt_is(value v);
value mt_state(psvm *vm, value self);
value mt_shell(psvm *vm);
int mt_fill(psvm *vm, value self, value state);
/* datetime's C cores (stdlib/datetime_core.c): kind 0 timedelta, 1 date,
 * 2 datetime; an instance's fields as a snapshot saves them, and set back
 * (false: not fields the type's constructor would accept) */
const vtype *dtcore_type(int kind);
void dtcore_get(value self, int kind, int64_t f[3], value *tz);
bool dtcore_set(value self, int kind, const int64_t f[3], value tz);
value binascii_module_new(psvm *vm); /* stdlib/binascii.c */
value hashlib_module_new(psvm *vm); /* stdlib/hashlib.c */
value unicodedata_module_new(psvm *vm); /* stdlib/unicodedata.c */
value collections_helpers_new(psvm *vm); /* stdlib/collections_helpers.c: _collections */

#endif
