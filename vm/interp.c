/*
 * interp.c - frames, calls and the dispatch loop.
 *
 * Stackless: a Python-to-Python call pushes a heap frame and the same loop
 * continues; only C code that calls back into Python (vm_call from a
 * builtin) starts a nested loop, and those nest only as deep as the C stack
 * allows (vm_c_stack_ok).
 * Fuel is counted per instruction and checked at backward jumps and calls
 * (budget_check), where the clock, the interrupt flag and the collector's
 * threshold are also looked at: those are the safepoints.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "interp_internal.h"
#include "objects/str_internal.h"

#define CLOCK_EVERY 4096

const char *const op_names[OP__COUNT] = {
#define X(n, ...) #n,
    OPCODES(X)
#undef X
};

void interp_trace(gc_state *gc)
{
    for (frame *f = gc->vm->frame; f; f = f->prev)
        vm_frame_trace(gc, f);
}

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* The safepoint: budgets, interrupt, clock, collection. */
bool budget_check(psvm *vm)
{
    if (vm->limits.instructions > 0 && vm->fuel_used > vm->limits.instructions) {
        vm_err_limit(vm, LIMIT_INSTRUCTIONS, "instruction limit exceeded (%lld instructions)",
                     (long long)vm->limits.instructions);
        return false;
    }
    if (atomic_load_explicit(&vm->interrupt, memory_order_relaxed)) {
        vm_err_limit(vm, LIMIT_INTERRUPT, "interrupted by the host");
        return false;
    }
    if (vm->deadline_ns && vm->fuel_used >= vm->next_clock) {
        vm->next_clock = vm->fuel_used + CLOCK_EVERY;
        if (now_ns() > vm->deadline_ns) {
            vm_err_limit(vm, LIMIT_TIME, "time limit exceeded (%lld ms)", (long long)vm->limits.time_ms);
            return false;
        }
    }
    if (vm->mem_used > vm->gc_threshold)
        gc_maybe_collect(vm);
    /* until the fuel passes this mark, budget_ok needs no call here */
    int64_t until = vm->limits.instructions > 0 ? vm->limits.instructions : INT64_MAX;
    if (vm->deadline_ns && vm->next_clock - 1 < until)
        until = vm->next_clock - 1;
    vm->fuel_fast_until = until;
    return true;
}

bool vm_charge(psvm *vm, int64_t fuel)
{
    if (fuel <= 0)
        return true;
    vm->fuel_used += fuel;
    if (vm->limits.instructions > 0 && vm->fuel_used > vm->limits.instructions) {
        vm_err_limit(vm, LIMIT_INSTRUCTIONS, "instruction limit exceeded (%lld instructions)",
                     (long long)vm->limits.instructions);
        return false;
    }
    /* One builtin can run far longer than the time between two safepoints
     * (math.comb of big numbers, a long bigint division), so its charges
     * also read the host's interrupt and the clock, as budget_check does
     * every CLOCK_EVERY units, but never collect: the caller may hold
     * unrooted values. */
    if (vm->fuel_used >= vm->next_clock) {
        vm->next_clock = vm->fuel_used + CLOCK_EVERY;
        if (atomic_load_explicit(&vm->interrupt, memory_order_relaxed)) {
            vm_err_limit(vm, LIMIT_INTERRUPT, "interrupted by the host");
            return false;
        }
        if (vm->deadline_ns && now_ns() > vm->deadline_ns) {
            vm_err_limit(vm, LIMIT_TIME, "time limit exceeded (%lld ms)", (long long)vm->limits.time_ms);
            return false;
        }
    }
    return true;
}

/* ---- frames -------------------------------------------------------------- */

/* Frames are strictly LIFO (a return or an unwind frees the innermost), so
 * they are carved from chunks like a stack: a call is a pointer bump, with
 * no free-list search and nothing handed back to the allocator. Chunks are
 * charged to the memory budget like any allocation. */

#define FRAME_CHUNK_MIN (32 * 1024)
/* The first chunk is small, so that a short script's frames fit in the
 * sandbox's nursery (vm/heap.c) and creating a sandbox stays cheap. */
#define FRAME_CHUNK_FIRST (4 * 1024)

size_t frame_bytes(codeobj *co)
{
    int nslots = co->nlocals + co->ncells + co->nfree + co->stacksize;
    size_t size = sizeof(frame) + sizeof(value) * (size_t)nslots + sizeof(fblock_rt) * (size_t)co->nblocks;
    size = (size + 15) & ~(size_t)15;
    co->frame_bytes = (int32_t)size;
    return size;
}

frame *frame_grow(psvm *vm, size_t size)
{
    struct frame_chunk *c = vm->fs_spare;
    if (c && c->size >= size)
        vm->fs_spare = NULL;
    else {
        size_t min = vm->fs_chunk ? FRAME_CHUNK_MIN : FRAME_CHUNK_FIRST;
        size_t want = size > min ? size : min;
        c = vm_alloc(vm, sizeof *c + want);
        if (!c)
            return NULL;
        c->size = want;
    }
    c->prev = vm->fs_chunk;
    c->prev_top = vm->fs_top;
    vm->fs_chunk = c;
    vm->fs_top = c->data + size;
    vm->fs_end = c->data + c->size;
    return (frame *)c->data;
}

/* The innermost chunk emptied: back to the previous one, keeping this one
 * (the bigger of it and the old spare) so that a loop of calls across the
 * boundary does not allocate each time. */
void frame_shrink(psvm *vm)
{
    struct frame_chunk *c = vm->fs_chunk;
    vm->fs_chunk = c->prev;
    vm->fs_top = c->prev_top;
    vm->fs_end = c->prev ? c->prev->data + c->prev->size : NULL;
    if (vm->fs_spare && vm->fs_spare->size >= c->size) {
        vm_dealloc(vm, c);
        return;
    }
    if (vm->fs_spare)
        vm_dealloc(vm, vm->fs_spare);
    vm->fs_spare = c;
}

frame *frame_new(psvm *vm, codeobj *co, value func, value globals)
{
    return frame_push(vm, co, func, globals);
}

void frame_free(psvm *vm, frame *f)
{
    frame_pop(vm, f);
}

static value missing_args(psvm *vm, codeobj *co, value *locals, int from, int to, const char *kind)
{
    int n = 0;
    for (int i = from; i < to; i++)
        if (locals[i] == V_UNBOUND)
            n++;
    sbuf b;
    sb_init(&b, vm);
    int k = 0;
    for (int i = from; i < to; i++) {
        if (locals[i] != V_UNBOUND)
            continue;
        value nm = AS_TUPLE(co->varnames)->items[i];
        if (k > 0)
            sb_adds(&b, n == 2 ? " and " : (k == n - 1 ? ", and " : ", "));
        sb_addf(&b, "'%s'", str_cstr(nm));
        k++;
    }
    value s = sb_finish(&b);
    if (!s)
        return V_NULL;
    return vm_err(vm, &exc_TypeError, "%s() missing %d required %s argument%s: %s", str_cstr(co->qualname), n, kind,
                  n == 1 ? "" : "s", str_cstr(s));
}

/* Bind arguments into a fresh frame's locals, CPython's rules and texts. */
int frame_bind(psvm *vm, frame *f, funcobj *fn, int argc, const value *argv, value kwnames)
{
    codeobj *co = f->code;
    value *locals = f->slots;
    int nkw = kwnames ? (int)AS_TUPLE(kwnames)->len : 0;
    int npos = co->argcount, total = co->argcount + co->kwonlyargcount;
    const char *fname = str_cstr(co->qualname);
    int extra_slot = total;
    value varargs = V_NULL, varkw = V_NULL;
    if (co->flags & CO_VARKEYWORDS) {
        varkw = dict_new(vm);
        if (!varkw)
            return -1;
    }
    int ncopy = argc < npos ? argc : npos;
    for (int i = 0; i < ncopy; i++)
        locals[i] = argv[i];
    if (co->flags & CO_VARARGS) {
        int n = argc > npos ? argc - npos : 0;
        varargs = tuple_new(vm, n);
        if (!varargs)
            return -1;
        for (int i = 0; i < n; i++)
            AS_TUPLE(varargs)->items[i] = argv[npos + i];
        locals[extra_slot++] = varargs;
    }
    if (varkw)
        locals[extra_slot++] = varkw;
    value posonly_kw = V_NULL;
    for (int k = 0; k < nkw; k++) {
        value name = AS_TUPLE(kwnames)->items[k], v = argv[argc + k];
        int slot = -1;
        for (int i = co->posonlyargcount; i < total; i++) {
            value vn = AS_TUPLE(co->varnames)->items[i];
            if (vn == name || str_eq(vn, name)) {
                slot = i;
                break;
            }
        }
        if (slot < 0) {
            if (varkw) {
                if (dict_set(vm, varkw, name, v) < 0)
                    return -1;
                continue;
            }
            for (int i = 0; i < co->posonlyargcount; i++)
                if (str_eq(AS_TUPLE(co->varnames)->items[i], name))
                    posonly_kw = name;
            if (posonly_kw) {
                /* every positional-only parameter passed by keyword, in
                 * the parameters' order, as CPython lists them */
                sbuf b;
                sb_init(&b, vm);
                for (int i = 0; i < co->posonlyargcount; i++) {
                    value pn = AS_TUPLE(co->varnames)->items[i];
                    for (int k2 = k; k2 < nkw; k2++)
                        if (str_eq(pn, AS_TUPLE(kwnames)->items[k2])) {
                            if (b.len)
                                sb_adds(&b, ", ");
                            sb_add(&b, AS_STR(pn)->data, AS_STR(pn)->len);
                            break;
                        }
                }
                value names = sb_finish(&b);
                if (names)
                    vm_err(vm, &exc_TypeError,
                           "%s() got some positional-only arguments passed as keyword arguments: '%s'", fname,
                           str_cstr(names));
                return -1;
            }
            vm_err(vm, &exc_TypeError, "%s() got an unexpected keyword argument '%s'", fname, str_cstr(name));
            return -1;
        }
        if (locals[slot] != V_UNBOUND) {
            vm_err(vm, &exc_TypeError, "%s() got multiple values for argument '%s'", fname, str_cstr(name));
            return -1;
        }
        locals[slot] = v;
    }
    /* after the keywords, as CPython: f(1, 2, z=3) for def f(a) names the
     * unexpected keyword before the surplus positional argument */
    if (argc > npos && !(co->flags & CO_VARARGS)) {
        int ndef = fn->defaults ? (int)AS_TUPLE(fn->defaults)->len : 0;
        int kwgiven = 0;
        for (int k = 0; k < nkw; k++) {
            for (int i = npos; i < total; i++)
                if (str_eq(AS_TUPLE(co->varnames)->items[i], AS_TUPLE(kwnames)->items[k]))
                    kwgiven++;
        }
        char took[64];
        if (ndef)
            snprintf(took, sizeof took, "from %d to %d positional arguments", npos - ndef, npos);
        else
            snprintf(took, sizeof took, "%d positional argument%s", npos, npos == 1 ? "" : "s");
        if (kwgiven)
            vm_err(vm, &exc_TypeError, "%s() takes %s but %d positional argument%s (and %d keyword-only argument%s) were given",
                   fname, took, argc, argc == 1 ? "" : "s", kwgiven, kwgiven == 1 ? "" : "s");
        else
            vm_err(vm, &exc_TypeError, "%s() takes %s but %d %s given", fname, took, argc, argc == 1 ? "was" : "were");
        return -1;
    }
    if (argc < npos) {
        int ndef = fn->defaults ? (int)AS_TUPLE(fn->defaults)->len : 0;
        for (int i = npos - ndef; i < npos; i++)
            if (i >= 0 && locals[i] == V_UNBOUND)
                locals[i] = AS_TUPLE(fn->defaults)->items[i - (npos - ndef)];
        for (int i = 0; i < npos; i++)
            if (locals[i] == V_UNBOUND) {
                missing_args(vm, co, locals, 0, npos, "positional");
                return -1;
            }
    }
    if (co->kwonlyargcount) {
        for (int i = npos; i < total; i++)
            if (locals[i] == V_UNBOUND && fn->kwdefaults) {
                value d = dict_get_str(vm, fn->kwdefaults, AS_TUPLE(co->varnames)->items[i]);
                if (d)
                    locals[i] = d;
            }
        for (int i = npos; i < total; i++)
            if (locals[i] == V_UNBOUND) {
                missing_args(vm, co, locals, npos, total, "keyword-only");
                return -1;
            }
    }
    /* cells: fresh, holding the argument when a parameter is a cell */
    for (int i = 0; i < co->ncells; i++) {
        value init = co->cell2arg[i] >= 0 ? locals[co->cell2arg[i]] : V_UNBOUND;
        value c = cell_new(vm, init);
        if (!c)
            return -1;
        locals[co->nlocals + i] = c;
    }
    for (int i = 0; i < co->nfree; i++)
        locals[co->nlocals + co->ncells + i] = AS_TUPLE(fn->closure)->items[i];
    return 0;
}

/* ---- calls from C -------------------------------------------------------- */

value vm_call(psvm *vm, value f, int argc, const value *argv, value kwnames)
{
    if (v_is_type(f, &func_type)) {
        /* a nested loop costs C stack, and the code that started it may
         * hold roots: both are bounded (vm_c_stack_ok) */
        if (!vm_c_stack_ok(vm))
            return vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded");
        funcobj *fn = AS_FUNC(f);
        if (vm->depth >= vm->limits.depth)
            return vm_err(vm, &exc_RecursionError, "maximum recursion depth exceeded");
        frame *fr = frame_push_bare(vm, AS_CODE(fn->code), f, fn->globals);
        if (!fr)
            return V_NULL;
        if (frame_args(vm, fr, fn, argc, argv, kwnames) < 0) {
            frame_free(vm, fr);
            return V_NULL;
        }
        fr->entry = true;
        fr->prev = vm->frame;
        vm->frame = fr;
        vm->depth++;
        /* A safepoint, as a call from Python code has at its CALL: a
         * builtin calling a short function per item (max(key=...),
         * map(lambda ...)) would otherwise run no safepoint until it
         * returns, so its garbage would never be collected. The arguments
         * are in the frame now; the caller roots what it holds across
         * vm_call, as the function may collect anyway. */
        if (!budget_ok(vm)) {
            vm->frame = fr->prev;
            vm->depth--;
            frame_free(vm, fr);
            return V_NULL;
        }
        vm->c_depth++;
        vm->loops++;
        value r = interp_run(vm);
        vm->loops--;
        vm->c_depth--;
        return r;
    }
    const vtype *t = vm_typeof(f);
    if (t->call) {
        /* a built-in callable called from C may call the next from C
         * (`x = iter(x.__next__, None)` chained a million times): each
         * level is C stack, bounded as the lazy iterators' chains are */
        if (!vm_c_enter(vm, "maximum recursion depth exceeded"))
            return V_NULL;
        value r = t->call(vm, f, argc, argv, kwnames);
        vm_c_leave(vm);
        return r;
    }
    return vm_err(vm, &exc_TypeError, "'%s' object is not callable", t->name);
}

/* A module with top-level await made a coroutine: asyncio runs it in an
 * event loop (asyncio._run_toplevel, which is asyncio.run), and the run's
 * result is the coroutine's (the final expression's value). The loop's
 * frame is an entry frame at this C depth, as the module's was, so at the
 * top of a run (c_depth 0) a tool call inside it can pause the run. */
value vm_asyncio_function(psvm *vm, const char *name)
{
    value modname = str_intern_cstr(vm, "asyncio");
    value mod = modname ? vm_import(vm, modname) : V_NULL;
    value fname = mod ? str_intern_cstr(vm, name) : V_NULL;
    value fn = fname ? vm_getattr(vm, mod, fname) : V_NULL;
    if (fn && !v_is_type(fn, &func_type))
        return vm_err(vm, &exc_SystemError, "asyncio.%s is not a function", name);
    return fn;
}

static value run_toplevel_coroutine(psvm *vm, value coro)
{
    vm_root_push(vm, coro);
    value fn = vm_asyncio_function(vm, "_run_toplevel");
    if (!fn) {
        vm_root_pop(vm, 1);
        return V_NULL;
    }
    vm_root_push(vm, fn);
    funcobj *fo = AS_FUNC(fn);
    frame *fr = frame_push_bare(vm, AS_CODE(fo->code), fn, fo->globals);
    if (fr && frame_args(vm, fr, fo, 1, &coro, V_NULL) < 0) {
        frame_free(vm, fr);
        fr = NULL;
    }
    vm_root_pop(vm, 2);
    if (!fr)
        return V_NULL;
    fr->entry = true;
    fr->prev = vm->frame;
    vm->frame = fr;
    vm->depth++;
    return interp_run(vm);
}

value vm_run_code(psvm *vm, value code, value globals)
{
    frame *fr = frame_new(vm, AS_CODE(code), V_NONE, globals);
    if (!fr)
        return V_NULL;
    fr->entry = true;
    fr->prev = vm->frame;
    vm->frame = fr;
    vm->depth++;
    value r = interp_run(vm);
    if (r && (AS_CODE(code)->flags & CO_COROUTINE) && v_is_type(r, &coro_type))
        return run_toplevel_coroutine(vm, r);
    return r;
}

int vm_write_out(psvm *vm, const char *s, size_t n)
{
    if (vm->limits.output > 0 && vm->output_used + (int64_t)n > vm->limits.output) {
        vm_err_limit(vm, LIMIT_OUTPUT, "output limit exceeded (%lld bytes)", (long long)vm->limits.output);
        return -1;
    }
    vm->output_used += (int64_t)n;
    if (vm->out)
        return vm->out(vm->out_ud, s, n);
    fwrite(s, 1, n, stdout);
    return 0;
}

/* Is the code running an import one of pysafe's own modules written in
 * Python (stdlib_py_module compiles them as "<pysafe:NAME>")? Only those
 * may import the C helpers whose names start with an underscore. */
static bool importer_is_stdlib(psvm *vm)
{
    if (!vm->frame)
        return false;
    value fn = vm->frame->code->filename;
    return v_is_str(fn) && AS_STR(fn)->len > 8 && memcmp(AS_STR(fn)->data, "<pysafe:", 8) == 0;
}

/* from module import *: the names in its __all__ (each must be a str
 * the module has), or else every name of its namespace that does not start
 * with an underscore, bound in `into` (the importing module's globals). */
int vm_import_star(psvm *vm, value mod, value into)
{
    moduleobj *m = (moduleobj *)v_obj(mod);
    value alln = str_intern_cstr(vm, "__all__");
    value all = alln ? dict_get_str(vm, m->dict, alln) : V_NULL;
    if (!alln)
        return -1;
    if (!all) {
        int64_t pos = 0;
        value k, v;
        while (dict_next(m->dict, &pos, &k, &v))
            if (v_is_str(k) && !(AS_STR(k)->len && AS_STR(k)->data[0] == '_') && dict_set(vm, into, k, v) < 0)
                return -1;
        return 0;
    }
    value seq = list_new(vm, 0);
    if (!seq)
        return -1;
    vm_root_push(vm, seq);
    int rc = list_extend(vm, seq, all);
    for (int64_t i = 0; i < AS_LIST(seq)->len && rc == 0; i++) {
        value name = AS_LIST(seq)->items[i];
        if (!v_is_str(name)) {
            vm_err(vm, &exc_TypeError, "Item in %s.__all__ must be str, not %s", str_cstr(m->name), vm_type_name(name));
            rc = -1;
            break;
        }
        value v = vm_getattr(vm, mod, name);
        rc = v && dict_set(vm, into, name, v) >= 0 ? 0 : -1;
    }
    vm_root_pop(vm, 1);
    return rc;
}

value vm_import(psvm *vm, value name)
{
    const strobj *ns = AS_STR(name);
    if (ns->len && ns->data[0] == '_' && stdlib_find_module(ns->data, (size_t)ns->len) && !importer_is_stdlib(vm)) {
        vm_err(vm, &exc_ModuleNotFoundError, "No module named '%s'", str_cstr(name));
        if (vm->exc && !AS_EXC(vm->exc)->limit)
            AS_EXC(vm->exc)->name = name;
        return V_NULL;
    }
    value m = vm->modules ? dict_get_str(vm, vm->modules, name) : V_NULL;
    if (m)
        return m;
    const stdlib_module *sm = stdlib_find_module(AS_STR(name)->data, (size_t)AS_STR(name)->len);
    if (sm) {
        if (!vm->modules && !(vm->modules = dict_new(vm)))
            return V_NULL;
        m = sm->make(vm);
        if (!m || dict_set(vm, vm->modules, name, m) < 0)
            return V_NULL;
        return m;
    }
    if (!vm->modules && !(vm->modules = dict_new(vm)))
        return V_NULL;
    /* a submodule written in Python (urllib.parse, html.entities): its
     * package first, and then it is the package's attribute, as in CPython */
    value parent = V_NULL;
    const char *dot = memchr(ns->data, '.', (size_t)ns->len);
    if (dot && stdlib_py_module_exists(ns->data, (size_t)ns->len)) {
        const char *last = dot;
        for (const char *q = dot; q; q = memchr(q + 1, '.', (size_t)(ns->data + ns->len - q - 1)))
            last = q;
        value pn = str_new(vm, ns->data, last - ns->data);
        parent = pn ? vm_import(vm, pn) : V_NULL;
        if (!parent)
            return V_NULL;
        /* the package's own import may have made it */
        if ((m = dict_get_str(vm, vm->modules, name)))
            return m;
    }
    m = stdlib_py_module(vm, name);
    if (m && parent) {
        const char *last = ns->data + ns->len;
        while (last[-1] != '.')
            last--;
        value child = str_intern_n(vm, last, ns->data + ns->len - last);
        if (!child || dict_set(vm, ((moduleobj *)v_obj(parent))->dict, child, m) < 0)
            return V_NULL;
    }
    if (m)
        return dict_set(vm, vm->modules, name, m) < 0 ? V_NULL : m;
    if (vm->exc)
        return V_NULL;
    vm_err(vm, &exc_ModuleNotFoundError, "No module named '%s'", str_cstr(name));
    if (vm->exc && !AS_EXC(vm->exc)->limit)
        AS_EXC(vm->exc)->name = name;
    return V_NULL;
}

/* The globals of __main__, made on first use with __name__ bound; its table
 * is in its block (dict_new_small): a sandbox per script fills it at once. */
value vm_main_globals(psvm *vm)
{
    if (vm->main_globals)
        return vm->main_globals;
    value g = dict_new_small(vm);
    value n = g ? str_intern_known(vm, STR_K_NAME) : V_NULL;
    value m = n ? str_known(vm, STR_K_MAIN) : V_NULL;
    if (!m || dict_set(vm, g, n, m) < 0)
        return V_NULL;
    vm->main_globals = g;
    return g;
}

/* super() with no arguments, called from the innermost Python frame: the
 * function's __class__ cell (a free variable) and its first argument. */
int vm_frame_super_args(psvm *vm, value *cell, value *first)
{
    frame *f = vm->frame;
    *cell = *first = V_NULL;
    if (!f)
        return 0;
    codeobj *co = f->code;
    tupleobj *fv = AS_TUPLE(co->freevars);
    for (int64_t i = 0; i < fv->len; i++)
        if (str_eq_cstr(fv->items[i], "__class__"))
            *cell = f->slots[co->nlocals + co->ncells + i];
    if (co->argcount == 0 && !(co->flags & CO_VARARGS))
        return 0;
    value v = f->slots[0];
    if (v == V_UNBOUND) {
        /* the first argument lives in a cell (a closure uses it) */
        for (int i = 0; i < co->ncells; i++)
            if (co->cell2arg[i] == 0)
                v = AS_CELL(f->slots[co->nlocals + i])->v;
    }
    if (co->flags & CO_VARARGS && co->argcount == 0)
        v = AS_TUPLE(v)->len ? AS_TUPLE(v)->items[0] : V_UNBOUND;
    if (v != V_UNBOUND)
        *first = v;
    return 0;
}
