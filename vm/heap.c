/*
 * heap.c - the sandbox's memory: one mi_heap_t per vm, every byte charged to
 * the memory budget, and a precise mark-sweep collector.
 *
 * Allocation never collects (as Lua's luaC_checkGC): the interpreter loop
 * calls gc_collect at its safepoints once mem_used passes gc_threshold, so a
 * C function never has a value freed under it while it runs. Tearing a
 * sandbox down is mi_heap_destroy: no walk over objects, and the vm struct
 * itself lives in the heap it destroys.
 */
#include <mimalloc.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "vm.h"

#define GC_MIN_THRESHOLD (1 << 20)

static bool gc_grow_objects(psvm *vm);

static bool charge(psvm *vm, size_t size)
{
    if (vm->unbudgeted)
        return true;
#ifdef PS_ALLOC_FAIL
    vm->alloc_count++;
    if (vm->alloc_fail_at > 0 && vm->alloc_count == vm->alloc_fail_at)
        return false;
#endif
    if (vm->limits.memory > 0 && vm->mem_used + (int64_t)size > vm->limits.memory)
        return false;
    return true;
}

void *vm_alloc(psvm *vm, size_t size)
{
    if (size == 0)
        size = 1;
    if (size > ((size_t)1 << 40) || !charge(vm, size)) {
        vm_err_nomem(vm);
        return NULL;
    }
    /* Making memory is work: charge fuel for it (no check here, the next
     * safepoint sees it), so that a loop making and dropping big objects
     * reaches the clock and the fuel limit as often as a busy loop does.
     * Blocks under 1 MiB are left to the instructions that make them
     * (copying less than that between two clock reads is harmless), so
     * that instruction counts of ordinary code stay what the bytecode says. */
    if (size >= ((size_t)1 << 20))
        vm->fuel_used += (int64_t)(size >> 7);
    void *p = mi_heap_malloc(vm->heap, size);
    if (!p) {
        vm_err_nomem(vm);
        return NULL;
    }
    vm->mem_used += (int64_t)mi_usable_size(p);
    if (vm->mem_used > vm->mem_peak)
        vm->mem_peak = vm->mem_used;
    vm->alloc_total++;
    return p;
}

void *vm_realloc(psvm *vm, void *p, size_t size)
{
    if (!p)
        return vm_alloc(vm, size);
    size_t old = mi_usable_size(p);
    if (size <= old)
        return p;
    if (size > ((size_t)1 << 40) || !charge(vm, size - old)) {
        vm_err_nomem(vm);
        return NULL;
    }
    if (size - old >= ((size_t)1 << 20))
        vm->fuel_used += (int64_t)((size - old) >> 7); /* as vm_alloc */
    void *q = mi_heap_realloc(vm->heap, p, size);
    if (!q) {
        vm_err_nomem(vm);
        return NULL;
    }
    vm->mem_used += (int64_t)mi_usable_size(q) - (int64_t)old;
    if (vm->mem_used > vm->mem_peak)
        vm->mem_peak = vm->mem_used;
    return q;
}

void vm_dealloc(psvm *vm, void *p)
{
    if (!p)
        return;
    vm->mem_used -= (int64_t)mi_usable_size(p);
    mi_free(p);
}

bool vm_reserve(psvm *vm, int64_t bytes)
{
    if (bytes < 0 || (vm->limits.memory > 0 && vm->mem_used + bytes > vm->limits.memory) ||
        bytes > ((int64_t)1 << 40)) {
        vm_err_nomem(vm);
        return false;
    }
    return true;
}

obj *vm_new_obj(psvm *vm, const vtype *t, size_t size)
{
    return vm_new_obj_head(vm, t, size, size);
}

obj *vm_new_obj_head(psvm *vm, const vtype *t, size_t size, size_t zeroed)
{
    if (vm->nobjects == vm->objects_cap && !gc_grow_objects(vm))
        return NULL;
    obj *o = vm_alloc(vm, size);
    if (!o)
        return NULL;
    memset(o, 0, zeroed < size ? zeroed : size);
    o->type = t;
    vm->objects[vm->nobjects++] = o;
    return o;
}

/* ---- collector -----------------------------------------------------------
 *
 * The sweep visits every object, live or dead. Walking them as a linked
 * list through their headers cost one cache miss after another (each load
 * waits for the one before), which made the sweep a third of the run time
 * of string-heavy scripts. So the objects are listed in an array, charged
 * to the budget like any memory: the sweep reads it in order, prefetches
 * the headers a few entries ahead, and slides the survivors down. */

#define GC_PREFETCH 8

static bool gc_grow_objects(psvm *vm)
{
    int64_t ncap = vm->objects_cap ? vm->objects_cap * 2 : 1024;
    obj **n = vm_realloc(vm, vm->objects, (size_t)ncap * sizeof *n);
    if (!n)
        return false;
    vm->objects = n;
    vm->objects_cap = ncap;
    return true;
}

void gc_mark_obj(gc_state *gc, obj *o)
{
    if (!o || (o->flags & OBJ_STATIC) || o->mark == gc->vm->gc_epoch)
        return;
    o->mark = gc->vm->gc_epoch;
    if (!o->type->trace)
        return;
    if (o->type->tflags & TF_TRACE_NOW) {
        o->type->trace(gc, o);
        return;
    }
    if (gc->sp == gc->cap) {
        int64_t ncap = gc->cap ? gc->cap * 2 : 256;
        obj **ns = mi_heap_realloc(gc->vm->heap, gc->stack, (size_t)ncap * sizeof *ns);
        if (!ns) {
            /* Marked but not traced: the rescan in gc_collect finds it. */
            gc->overflow = true;
            return;
        }
        gc->stack = ns;
        gc->cap = ncap;
    }
    gc->stack[gc->sp++] = o;
}

void gc_mark_value(gc_state *gc, value v)
{
    if (v_is_obj(v))
        gc_mark_obj(gc, v_obj(v));
}

static void drain(gc_state *gc)
{
    while (gc->sp > 0) {
        obj *o = gc->stack[--gc->sp];
        o->type->trace(gc, o);
    }
}

void gc_collect(psvm *vm)
{
    gc_state gc = {.vm = vm};
    vm->gc_epoch++;
    if (vm->gc_epoch == 0)
        vm->gc_epoch = 1;
    gc_mark_value(&gc, vm->builtins);
    gc_mark_value(&gc, vm->modules);
    gc_mark_value(&gc, vm->interned);
    gc_mark_value(&gc, vm->main_globals);
    gc_mark_value(&gc, vm->exc);
    gc_mark_value(&gc, vm->exc_info);
    gc_mark_value(&gc, vm->nomem_exc);
    if (vm->char_cache)
        for (int i = 0; i < 128; i++)
            gc_mark_value(&gc, vm->char_cache[i]);
    for (int i = 0; i < vm_nroots_stored(vm); i++)
        gc_mark_value(&gc, vm->roots[i]);
    interp_trace(&gc);
    if (vm->host_trace)
        vm->host_trace(&gc, vm->host_ud);
    drain(&gc);
    while (gc.overflow) {
        /* Objects marked while the gray stack was full were never traced:
         * trace every marked object again until nothing new is marked. */
        gc.overflow = false;
        for (int64_t i = 0; i < vm->nobjects; i++) {
            obj *o = vm->objects[i];
            if (o->mark == vm->gc_epoch && o->type->trace) {
                o->type->trace(&gc, o);
                drain(&gc);
            }
        }
    }
    if (gc.stack)
        mi_free(gc.stack);
    obj **all = vm->objects;
    int64_t n = vm->nobjects, kept = 0;
    for (int64_t i = 0; i < n; i++) {
        if (i + GC_PREFETCH < n)
            __builtin_prefetch(all[i + GC_PREFETCH]);
        obj *o = all[i];
        if (o->mark == vm->gc_epoch) {
            all[kept++] = o;
            continue;
        }
        if (o->type->free)
            o->type->free(vm, o);
        vm_dealloc(vm, o);
    }
    vm->nobjects = kept;
    vm->gc_live = vm->mem_used;
    vm->gc_live_objects = vm->nobjects;
    vm->gc_threshold = vm->mem_used * 2;
    if (vm->gc_threshold < GC_MIN_THRESHOLD)
        vm->gc_threshold = GC_MIN_THRESHOLD;
#ifdef PS_GC_STRESS
    vm->gc_threshold = 0;
#endif
}

/* The safepoint's slow path, once mem_used passed gc_threshold (twice the
 * live heap). A collection costs time in proportion to the objects it
 * visits, the live ones; what it buys is the bytes of the dead ones. When
 * few but big objects were made since the last one (`s += c` on a long str
 * makes one big str per step), collecting at every doubling would re-mark a
 * large live heap for a handful of dead objects, and the total cost would
 * grow with the bytes allocated instead of the objects. So a collection
 * also waits for as many new objects as half the live ones, up to a hard
 * ceiling on bytes: eight times the live heap, and never past halfway to
 * the memory budget, so garbage cannot crowd out a script that fits. */
void gc_maybe_collect(psvm *vm)
{
#ifndef PS_GC_STRESS
    int64_t hard = vm->gc_live * 8;
    if (hard < GC_MIN_THRESHOLD)
        hard = GC_MIN_THRESHOLD;
    if (vm->limits.memory > 0) {
        int64_t half = vm->gc_live + (vm->limits.memory - vm->gc_live) / 2;
        if (hard > half)
            hard = half;
    }
    int64_t fresh = vm->nobjects - vm->gc_live_objects;
    if (vm->mem_used < hard && fresh < vm->gc_live_objects / 2) {
        /* look again after another eighth of the live heap */
        int64_t next = vm->mem_used + (vm->gc_live > GC_MIN_THRESHOLD ? vm->gc_live : GC_MIN_THRESHOLD) / 8;
        vm->gc_threshold = next < hard ? next : hard;
        return;
    }
#endif
    gc_collect(vm);
}

/* ---- lifetime ------------------------------------------------------------ */

static int64_t limit_or_default(int64_t asked, int64_t dflt)
{
    return asked == 0 ? dflt : asked < 0 ? 0 : asked;
}

psvm *vm_new(const vm_limits *limits)
{
    mi_heap_t *heap = mi_heap_new();
    if (!heap)
        return NULL;
    psvm *v = mi_heap_malloc(heap, sizeof *v);
    if (!v) {
        mi_heap_destroy(heap);
        return NULL;
    }
    /* zero all but the root stack, which is only read below nroots: it is
     * most of the struct, and a sandbox per script makes this a hot path */
    memset(v, 0, offsetof(psvm, roots));
    memset((char *)v + offsetof(psvm, roots) + sizeof v->roots, 0,
           sizeof *v - offsetof(psvm, roots) - sizeof v->roots);
    v->heap = heap;
    v->gc_epoch = 1;
    v->gc_threshold = GC_MIN_THRESHOLD;
#ifdef PS_GC_STRESS
    v->gc_threshold = 0;
#endif
    if (limits)
        v->limits = *limits;
    /* Defaults (docs/limits.md): 0 means "the default", a negative figure
     * "no limit" where that is allowed. */
    if (v->limits.depth <= 0)
        v->limits.depth = VM_DEFAULT_DEPTH;
    /* After this, 0 means "no limit" in every field but depth. */
    v->limits.memory = limit_or_default(v->limits.memory, VM_DEFAULT_MEMORY);
    v->limits.instructions = limit_or_default(v->limits.instructions, VM_DEFAULT_INSTRUCTIONS);
    v->limits.output = limit_or_default(v->limits.output, VM_DEFAULT_OUTPUT);
    v->limits.time_ms = limit_or_default(v->limits.time_ms, VM_DEFAULT_TIME_MS);
    atomic_init(&v->interrupt, 0);
    if (v->limits.time_ms > 0) {
        struct timespec ts;
        clock_gettime(CLOCK_MONOTONIC, &ts);
        v->deadline_ns = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec + v->limits.time_ms * 1000000;
    }
    /* The memory error is made before any budget applies, so raising it
     * never needs memory. */
    v->unbudgeted = true;
    v->nomem_exc = exc_new(v, &exc_LimitError, V_NULL);
    if (v->nomem_exc)
        AS_EXC(v->nomem_exc)->limit = LIMIT_MEMORY;
    v->unbudgeted = false;
#ifdef PS_ALLOC_FAIL
    const char *at = getenv("PS_ALLOC_FAIL_AT");
    if (at)
        v->alloc_fail_at = atoll(at);
#endif
    v->exc = V_NULL;
    if (!v->nomem_exc || !(v->builtins = dict_new(v)) || !(v->modules = dict_new(v)) ||
        !(v->interned = dict_new(v)) || blt_install(v) < 0) {
        mi_heap_destroy(heap);
        return NULL;
    }
    return v;
}

void vm_set_alloc_fail(psvm *vm, int64_t nth)
{
#ifdef PS_ALLOC_FAIL
    vm->alloc_count = 0;
    vm->alloc_fail_at = nth;
#else
    (void)vm;
    (void)nth;
#endif
}

void vm_free(psvm *vm)
{
    if (vm)
        mi_heap_destroy(vm->heap);
}
