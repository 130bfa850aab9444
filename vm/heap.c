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

/* ---- guard bytes (fault-injection builds under ASan) ----------------------
 * AddressSanitizer cannot see inside mimalloc's heaps: a write past the end
 * (or before the start) of a sandbox block lands in a neighbour and nothing
 * reports it. The allocation-failure sweep exists to find exactly such
 * writes on error paths, so its ASan build (-Dalloc_fail=true with
 * -Db_sanitize=address) asks for REDZONE more bytes than each caller wants
 * and poisons what the caller did not ask for, and poisons a block when it
 * is freed: a stray access is then an ASan report naming the line. Blocks
 * the collector's gray stack, the vm struct and the host API's handle
 * table (vm_host_block) take straight from mimalloc are unpoisoned when
 * they are made (their memory may have been a freed, poisoned block). */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define HEAP_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define HEAP_ASAN 1
#endif
#if defined(PS_ALLOC_FAIL) && defined(HEAP_ASAN)
#include <sanitizer/asan_interface.h>
enum { REDZONE = 16 };
/* raw: a block from mimalloc, of which the first `used` bytes are ours */
static void guard(void *raw, size_t used)
{
    size_t usable = mi_usable_size(raw);
    ASAN_UNPOISON_MEMORY_REGION(raw, used);
    ASAN_POISON_MEMORY_REGION((char *)raw + used, usable - used);
}
static void unguard(void *raw) { ASAN_UNPOISON_MEMORY_REGION(raw, mi_usable_size(raw)); }
static void guard_freed(void *raw) { ASAN_POISON_MEMORY_REGION(raw, mi_usable_size(raw)); }
/* mi_heap_realloc would copy into a block that may still be poisoned. */
static void *heap_realloc(mi_heap_t *h, void *p, size_t size)
{
    size_t old = mi_usable_size(p);
    void *q = mi_heap_malloc(h, size + REDZONE);
    if (!q)
        return NULL;
    guard(q, size);
    unguard(p);
    memcpy(q, p, old < size ? old : size);
    guard_freed(p);
    mi_free(p);
    return q;
}
#else
enum { REDZONE = 0 };
static void guard(void *raw, size_t used) { (void)raw, (void)used; }
static void unguard(void *raw) { (void)raw; }
static void guard_freed(void *raw) { (void)raw; }
static void *heap_realloc(mi_heap_t *h, void *p, size_t size) { return mi_heap_realloc(h, p, size); }
#endif

/* Free lists (see "blocks") are off in the guard build: there a freed
 * block goes back to mimalloc at once, poisoned, so that a stale access is
 * an ASan report (a plain ASan build cannot see inside mimalloc's blocks
 * either way). */
enum { FREE_LISTS = REDZONE == 0 };

/* A block the embedder took from mimalloc's default heap, which sandbox
 * blocks come from too: in the guard build a freed sandbox block's memory
 * stays poisoned and mimalloc may hand it straight back there. */
void *vm_host_block(void *raw)
{
    if (raw)
        unguard(raw);
    return raw;
}

static bool gc_grow_objects(psvm *vm);

#if defined(__GNUC__) || defined(__clang__)
#define HEAP_COLD __attribute__((noinline, cold))
#define HEAP_NOINLINE __attribute__((noinline)) /* cold code is made small: rep stos */
#else
#define HEAP_COLD
#define HEAP_NOINLINE
#endif


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

/* ---- blocks --------------------------------------------------------------
 * Every block the sandbox hands out, from the nursery or from the heap, has
 * one word before it: the bytes it is charged (that word included) and, in
 * the low bits, flags. Freeing reads that word instead of asking mimalloc:
 * mi_usable_size at every allocation and every free was a tenth of the
 * instructions of allocation-bound scripts (bench/callgrind records).
 *
 * Heap blocks of up to HEAP_SMALL_MAX bytes (word included) are rounded up
 * to a size class, and the classes are mimalloc's own bins (8-byte steps to
 * 64, then four per doubling), so the charge is what the block really
 * takes. A freed one goes on its class's free list in the sandbox, and the
 * next allocation of the class pops it: no mimalloc call either way for the
 * bulk of a script's objects. Free-listed bytes are not charged (the budget
 * counts live bytes, which the collector's pacing reads), but they are
 * memory all the same, so they are bounded (HEAP_FREE_MAX) and a block new
 * from mimalloc must fit the budget with them: when live + free-listed +
 * new would pass it, the lists are given back to mimalloc first. So what a
 * sandbox holds never passes its budget by more than before. A bigger block
 * is charged mi_usable_size, asked once when it is made.
 *
 * Heap blocks are 8-byte aligned (as mimalloc's blocks of sizes that are
 * not a multiple of 16 always were). Temporaries (the parser's arena) need
 * 16: a heap temporary may have 8 bytes of padding before its word
 * (HDR_PAD). */
#define HDR_CLASS ((size_t)2) /* a size-class block: may be free-listed */
#define HDR_PAD ((size_t)4)   /* 8 bytes of padding before the word */
#define HDR_FLAGS ((size_t)7) /* bit 0: NURSERY_FREE, below */
#define HEAP_SMALL_MAX 512
#define HEAP_FREE_MAX ((int64_t)4 << 20)

static const uint16_t class_bytes[HEAP_NCLASSES] = {
    8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512,
};

/* The class of a block of `total` bytes (9 ..= HEAP_SMALL_MAX). */
static inline unsigned size_class(size_t total)
{
    if (total <= 64)
        return (unsigned)((total + 7) >> 3) - 1;
    unsigned b = 63u - (unsigned)__builtin_clzll((unsigned long long)(total - 1));
    return 8 + (b - 6) * 4 + (unsigned)(((total - 1) >> (b - 2)) & 3);
}

static inline size_t block_word(const void *p) { return ((const size_t *)p)[-1]; }

/* The bytes of a block that its owner may use. */
static inline size_t block_room(size_t word)
{
    return (word & ~HDR_FLAGS) - sizeof(size_t) - ((word & HDR_PAD) ? 8 : 0);
}

/* ---- the nursery -----------------------------------------------------------
 * A sandbox starts as one block from the thread's default mimalloc heap: the
 * psvm struct, then the nursery, a bump region that serves allocations until
 * it is full. The sandbox's own mi_heap is made only then (own_heap).
 * Why: one sandbox per model-written script is the normal case, and for a
 * small script mi_heap_new, a fresh mimalloc page for each size class the
 * script touches (free-list set-up per page) and mi_heap_destroy over those
 * pages cost about 5 of the 6 us of a create-run-free cycle
 * (docs/performance.md, "Start-up"). Bump allocation touches one page.
 *
 * A nursery block's word (see "blocks") is a multiple of 16 and its payload
 * is 16-byte aligned (the parser's arena chunks need it). Objects are bumped
 * up from the bottom and never given back (a freed one is uncharged, its
 * bytes stay until the sandbox goes: the nursery is small, so the waste is
 * bounded). Temporaries (vm_alloc_temp: the compiler's parse arena) are
 * bumped down from the top and given back when the run's compile ends, so a
 * reused sandbox compiles each script in the same bytes. */
#define NURSERY_BYTES (32 * 1024)
#define NURSERY_FREE ((size_t)1) /* low bit of a temporary's header: freed */

static inline bool in_nursery(const psvm *vm, const void *p)
{
    return (const char *)p >= vm->nursery && (const char *)p < vm->nursery + NURSERY_BYTES;
}

/* Blocks start 8 bytes past a 16-byte boundary, so that each payload is
 * 16-byte aligned; the bump pointers stay on such starts. */
static inline char *nursery_end(const psvm *vm) { return vm->nursery + NURSERY_BYTES - sizeof(size_t); }

static inline size_t nursery_total(size_t size)
{
    return (size + sizeof(size_t) + 15) & ~(size_t)15;
}

/* The sandbox's own heap, made on the first allocation the nursery cannot
 * serve. Until then vm->heap is the thread's default heap, which only the
 * collector's temporary gray stack uses (given back within gc_collect). */
static HEAP_COLD bool own_heap_new(psvm *vm)
{
    mi_heap_t *h = mi_heap_new();
    if (!h)
        return false;
    vm->heap = h;
    vm->own_heap = true;
    return true;
}

static inline bool own_heap(psvm *vm)
{
    return vm->own_heap || own_heap_new(vm);
}

static void nursery_give_back(psvm *vm, void *p)
{
    char *b = (char *)p - sizeof(size_t);
    if (b < vm->nursery_top)
        return; /* an object: its bytes stay */
    *(size_t *)b |= NURSERY_FREE;
    /* Temporaries may be given back in any order: the top moves up over
     * every freed one it reaches. */
    while (vm->nursery_top < nursery_end(vm)) {
        size_t th = *(size_t *)vm->nursery_top;
        if (!(th & NURSERY_FREE))
            break;
        vm->nursery_top += th & ~NURSERY_FREE;
    }
}

/* Give every free-listed block back to mimalloc. */
static HEAP_COLD void free_lists_empty(psvm *vm)
{
    for (int c = 0; c < HEAP_NCLASSES; c++) {
        void *b = vm->free_blocks[c];
        while (b) {
            void *next = *(void **)b;
            mi_free(b);
            b = next;
        }
        vm->free_blocks[c] = NULL;
    }
    vm->free_bytes = 0;
}

/* Before `n` new bytes from mimalloc: free-listed bytes count (see
 * "blocks"). */
static inline void heap_room(psvm *vm, size_t n)
{
    if (vm->free_bytes > 0 && vm->limits.memory > 0 &&
        vm->mem_used + vm->free_bytes + (int64_t)n > vm->limits.memory)
        free_lists_empty(vm);
}

/* `n` new bytes from mimalloc. */
static void *heap_block(psvm *vm, size_t n)
{
    heap_room(vm, n);
    return own_heap(vm) ? mi_heap_malloc(vm->heap, n) : NULL;
}

/* A block of class c, from its free list or new; the caller charges it. */
static inline void *sizeclass_alloc(psvm *vm, unsigned c)
{
    void *raw = vm->free_blocks[c];
    if (raw) {
        vm->free_blocks[c] = *(void **)raw;
        vm->free_bytes -= class_bytes[c];
        return raw;
    }
    return heap_block(vm, class_bytes[c]);
}

/* Give back a block of class c (uncharged by the caller). */
static inline void class_free(psvm *vm, void *raw, unsigned c)
{
    if (vm->free_bytes + class_bytes[c] <= HEAP_FREE_MAX) {
        *(void **)raw = vm->free_blocks[c];
        vm->free_blocks[c] = raw;
        vm->free_bytes += class_bytes[c];
    } else {
        mi_free(raw);
    }
}

/* Count a new block of `bytes` (charged before). */
static inline void block_counted(psvm *vm, size_t bytes)
{
    vm->mem_used += (int64_t)bytes;
    if (vm->mem_used > vm->mem_peak)
        vm->mem_peak = vm->mem_used;
    vm->alloc_total++;
}

/* A block of `word` bytes (nursery_total, charged before) from the bottom
 * of the nursery, which the caller saw has room: its size word written,
 * counted. */
static inline void *nursery_take(psvm *vm, size_t word)
{
    char *raw = vm->nursery_bottom;
    vm->nursery_bottom += word;
    *(size_t *)raw = word;
    block_counted(vm, word);
    return raw + sizeof(size_t);
}

static void *alloc_block(psvm *vm, size_t size, bool temp)
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
    size_t word;
    char *raw;
    if (FREE_LISTS && !temp && size <= HEAP_SMALL_MAX - sizeof(size_t) && vm->own_heap) {
        /* a size class (see "blocks"); the nursery is full once there is a heap */
        unsigned c = size_class(size + sizeof(size_t));
        if (!(raw = sizeclass_alloc(vm, c))) {
            vm_err_nomem(vm);
            return NULL;
        }
        word = class_bytes[c] | HDR_CLASS;
    } else if (REDZONE == 0 && nursery_total(size) <= (size_t)(vm->nursery_top - vm->nursery_bottom)) {
        /* the nursery: bottom up, or top down for a temporary;
         * fault-injection ASan builds keep every block in the heap, where
         * their guard bytes are */
        word = nursery_total(size);
        if (temp) {
            vm->nursery_top -= word;
            raw = vm->nursery_top;
        } else {
            raw = vm->nursery_bottom;
            vm->nursery_bottom += word;
        }
    } else {
        /* a block of its own size, and the bytes mimalloc really gave */
        size_t pad = temp ? 8 : 0;
        raw = heap_block(vm, pad + sizeof(size_t) + size + REDZONE);
        if (!raw) {
            vm_err_nomem(vm);
            return NULL;
        }
        guard(raw, pad + sizeof(size_t) + size);
        if (temp && ((uintptr_t)raw & 15) == 0) {
            raw += 8; /* so that the payload is 16-byte aligned */
            word = HDR_PAD;
        } else {
            word = 0;
        }
        word |= mi_usable_size(word & HDR_PAD ? raw - 8 : raw) & ~HDR_FLAGS;
    }
    *(size_t *)raw = word;
    block_counted(vm, word & ~HDR_FLAGS);
    return raw + sizeof(size_t);
}

void *vm_alloc(psvm *vm, size_t size)
{
    return alloc_block(vm, size, false);
}

void *vm_alloc_temp(psvm *vm, size_t size)
{
    return alloc_block(vm, size, true);
}

/* The start of a heap block (what mimalloc gave). */
static inline char *block_raw(void *p, size_t word)
{
    return (char *)p - sizeof(size_t) - ((word & HDR_PAD) ? 8 : 0);
}

void *vm_realloc(psvm *vm, void *p, size_t size)
{
    if (!p)
        return vm_alloc(vm, size);
    size_t word = block_word(p), room = block_room(word);
    if (in_nursery(vm, p) || (word & (HDR_CLASS | HDR_PAD))) {
        /* a block of fixed size: keep it if it is big enough, else copy
         * (to a size class, a bigger nursery block or a heap block) */
        if (size <= room)
            return p;
        void *q = vm_alloc(vm, size);
        if (!q)
            return NULL;
        memcpy(q, p, room);
        vm_dealloc(vm, p);
        return q;
    }
    if (size + REDZONE <= room) {
        guard(block_raw(p, word), sizeof(size_t) + size);
        return p;
    }
    size_t more = size + REDZONE - room;
    if (size > ((size_t)1 << 40) || !charge(vm, more)) {
        vm_err_nomem(vm);
        return NULL;
    }
    if (more >= ((size_t)1 << 20))
        vm->fuel_used += (int64_t)(more >> 7); /* as vm_alloc */
    if (vm->free_bytes > 0 && vm->limits.memory > 0 &&
        vm->mem_used + vm->free_bytes + (int64_t)more > vm->limits.memory)
        free_lists_empty(vm);
    char *q = heap_realloc(vm->heap, block_raw(p, word), sizeof(size_t) + size);
    if (!q) {
        vm_err_nomem(vm);
        return NULL;
    }
    guard(q, sizeof(size_t) + size);
    size_t nword = mi_usable_size(q) & ~HDR_FLAGS;
    *(size_t *)q = nword;
    vm->mem_used += (int64_t)nword - (int64_t)(word & ~HDR_FLAGS);
    if (vm->mem_used > vm->mem_peak)
        vm->mem_peak = vm->mem_used;
    return q + sizeof(size_t);
}

void vm_dealloc(psvm *vm, void *p)
{
    if (!p)
        return;
    size_t word = block_word(p), total = word & ~HDR_FLAGS;
    vm->mem_used -= (int64_t)total;
    if (word & HDR_CLASS) {
        class_free(vm, (char *)p - sizeof(size_t), size_class(total));
    } else if (in_nursery(vm, p)) {
        nursery_give_back(vm, p);
    } else {
        char *raw = block_raw(p, word);
        guard_freed(raw);
        mi_free(raw);
    }
}

bool vm_reserve(psvm *vm, int64_t bytes)
{
    /* the size first: mem_used + bytes overflows for bytes near INT64_MAX */
    if (bytes < 0 || bytes > ((int64_t)1 << 40) ||
        (vm->limits.memory > 0 && vm->mem_used + bytes > vm->limits.memory)) {
        vm_err_nomem(vm);
        return false;
    }
    return true;
}

/* vm_reserve refuses more than 2^40 bytes, so a count above 2^40 / size is
 * refused here before the product is formed: no caller needs its own
 * overflow test for the multiplication. */
bool vm_reserve_items(psvm *vm, int64_t count, size_t size)
{
    if (count < 0 || (size > 1 && count > ((int64_t)1 << 40) / (int64_t)size)) {
        vm_err_nomem(vm);
        return false;
    }
    return vm_reserve(vm, count * (int64_t)size);
}

obj *vm_new_obj(psvm *vm, const vtype *t, size_t size)
{
    return vm_new_obj_head(vm, t, size, size);
}

/* An object's block. Objects are only freed by the sweep, which can read
 * their header, so a small one needs no word before it (see "blocks"): its
 * size class goes in the header's flags instead (OBJ_CLASS_SHIFT), which
 * keeps objects as small as mimalloc would make them. *cls is 0 for a
 * block with a word (the nursery, a big object). */
static void *obj_block(psvm *vm, size_t size, unsigned *cls)
{
    if (!FREE_LISTS || size > HEAP_SMALL_MAX || !vm->own_heap) {
        *cls = 0;
        return alloc_block(vm, size, false);
    }
    if (!charge(vm, size)) {
        vm_err_nomem(vm);
        return NULL;
    }
    unsigned c = size_class(size);
    void *raw = sizeclass_alloc(vm, c);
    if (!raw) {
        vm_err_nomem(vm);
        return NULL;
    }
    block_counted(vm, class_bytes[c]);
    *cls = c;
    return raw;
}

/* The `n` bytes past a big object's header: out of line, and a tail call
 * in obj_finish, so that the allocation paths save no registers for it.
 * Up to a small block's size by 32-byte steps of plain stores (the empty
 * asm keeps the compiler from making the loop a memset call again, whose
 * set-up is most of the work at these sizes), memset past that. */
static HEAP_NOINLINE obj *clear_long(obj *o, size_t n)
{
    uint64_t *p = (uint64_t *)(o + 1);
    if (n > HEAP_SMALL_MAX) {
        memset(p, 0, n);
        return o;
    }
    size_t words = (n + 7) / 8;
    for (; words >= 4; words -= 4, p += 4) {
        p[0] = 0, p[1] = 0, p[2] = 0, p[3] = 0;
        __asm__("" : "+r"(p));
    }
    if (words >= 2)
        p[0] = 0, p[1] = 0, p += 2, words -= 2;
    if (words)
        p[0] = 0;
    return o;
}

/* Make the block at `o` an object of type t, list it for the collector
 * (the caller saw room in the list) and clear its first `zeroed` bytes
 * past the header. Up to 64 bytes (a dict's, a str's, a tuple's header)
 * by word stores: a memset call (or an inlined `rep stos`, slow to start)
 * is as much work again for so few bytes. Rounding up to a word stays
 * inside the block (a nursery block's room and a size class are multiples
 * of 8) and only clears bytes the maker writes next; guard builds
 * (REDZONE) clear exactly, in new_obj_slow. */
static inline obj *obj_finish(psvm *vm, obj *o, const vtype *t, uint32_t flags, size_t zeroed)
{
    o->type = t;
    o->flags = flags;
    o->mark = 0;
    vm->objects[vm->nobjects++] = o;
    if (zeroed <= sizeof(obj))
        return o;
    size_t n = zeroed - sizeof(obj);
    uint64_t *p = (uint64_t *)(o + 1);
    switch ((n + 7) / 8) {
    case 8: p[7] = 0; /* fallthrough */
    case 7: p[6] = 0; /* fallthrough */
    case 6: p[5] = 0; /* fallthrough */
    case 5: p[4] = 0; /* fallthrough */
    case 4: p[3] = 0; /* fallthrough */
    case 3: p[2] = 0; /* fallthrough */
    case 2: p[1] = 0; /* fallthrough */
    case 1: p[0] = 0; break;
    default: return clear_long(o, n);
    }
    return o;
}

/* Every case but a nursery object or a small heap object: a big block, a
 * full nursery, a full object list, a fault-injection build. zeroed is at
 * most size (vm_new_obj_head, the one caller, clamps it). */
static HEAP_COLD obj *new_obj_slow(psvm *vm, const vtype *t, size_t size, size_t zeroed)
{
    if (vm->nobjects == vm->objects_cap) {
        if (!gc_grow_objects(vm))
            return NULL;
        /* the list's first growth comes with a sandbox's first object,
         * which is a nursery one (start-up) */
        if (REDZONE == 0)
            return vm_new_obj_head(vm, t, size, zeroed);
    }
    unsigned cls;
    obj *o = obj_block(vm, size, &cls);
    if (!o)
        return NULL;
    if (REDZONE == 0)
        return obj_finish(vm, o, t, cls << OBJ_CLASS_SHIFT, zeroed);
    if (zeroed > sizeof(obj)) /* exactly: guard bytes follow */
        memset(o + 1, 0, zeroed - sizeof(obj));
    return obj_finish(vm, o, t, cls << OBJ_CLASS_SHIFT, 0);
}

static HEAP_COLD obj *new_obj_refused(psvm *vm)
{
    vm_err_nomem(vm);
    return NULL;
}

/* A small heap object whose class c has no free block: a new block from
 * mimalloc (the sandbox has its heap; a class is a small size to
 * mimalloc). The caller charged it. */
static HEAP_COLD obj *new_obj_fresh(psvm *vm, const vtype *t, size_t zeroed, unsigned c)
{
    _Static_assert(HEAP_SMALL_MAX <= MI_SMALL_SIZE_MAX, "a size class is mimalloc-small");
    heap_room(vm, class_bytes[c]);
    obj *o = mi_heap_malloc_small(vm->heap, class_bytes[c]);
    if (!o)
        return new_obj_refused(vm);
    block_counted(vm, class_bytes[c]);
    return obj_finish(vm, o, t, c << OBJ_CLASS_SHIFT, zeroed);
}

/* The two common cases inline, each a tail call or none: a sandbox's
 * first objects (all of a small script's) come from the nursery, and once
 * the sandbox has its heap the bulk of a script's objects are small ones
 * that pop a free-listed block (as obj_block takes them). */
obj *vm_new_obj_head(psvm *vm, const vtype *t, size_t size, size_t zeroed)
{
    if (zeroed > size)
        zeroed = size;
    if (REDZONE != 0 || vm->nobjects == vm->objects_cap)
        return new_obj_slow(vm, t, size, zeroed);
    if (!vm->own_heap) {
        /* the nursery, bottom up, as alloc_block does it */
        size_t word = nursery_total(size);
        if (word > (size_t)(vm->nursery_top - vm->nursery_bottom))
            return new_obj_slow(vm, t, size, zeroed);
        if (!charge(vm, size))
            return new_obj_refused(vm);
        return obj_finish(vm, nursery_take(vm, word), t, 0, zeroed);
    }
    if (!FREE_LISTS || size > HEAP_SMALL_MAX)
        return new_obj_slow(vm, t, size, zeroed);
    if (!charge(vm, size))
        return new_obj_refused(vm);
    unsigned c = size_class(size);
    void *raw = vm->free_blocks[c];
    if (!raw)
        return new_obj_fresh(vm, t, zeroed, c);
    vm->free_blocks[c] = *(void **)raw;
    vm->free_bytes -= class_bytes[c];
    block_counted(vm, class_bytes[c]);
    return obj_finish(vm, raw, t, c << OBJ_CLASS_SHIFT, zeroed);
}

/* Free a dead object's block. */
static void obj_free(psvm *vm, obj *o)
{
    unsigned c = (o->flags >> OBJ_CLASS_SHIFT) & 0xff;
    if (!c) {
        vm_dealloc(vm, o);
        return;
    }
    vm->mem_used -= class_bytes[c];
    class_free(vm, o, c);
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
#define GC_OBJECTS_FIRST 64

/* The object list's first entries, straight from the nursery: cheaper
 * than the general growth below. vm_new calls it; false when the nursery
 * cannot serve them (a guard build, a budget too small before the memory
 * error is made unbudgeted), and the list's first growth tries again. */
bool gc_objects_start(psvm *vm)
{
    size_t bytes = GC_OBJECTS_FIRST * sizeof(obj *), word = nursery_total(bytes);
    if (REDZONE != 0 || vm->objects_cap || vm->own_heap ||
        word > (size_t)(vm->nursery_top - vm->nursery_bottom) || !charge(vm, bytes))
        return false;
    vm->objects = nursery_take(vm, word);
    vm->objects_cap = GC_OBJECTS_FIRST;
    return true;
}

static bool gc_grow_objects(psvm *vm)
{
    if (!vm->objects_cap && gc_objects_start(vm))
        return true;
    /* small at first: a sandbox for a short script stays in its nursery */
    int64_t ncap = vm->objects_cap ? vm->objects_cap * 2 : GC_OBJECTS_FIRST;
    size_t bytes = (size_t)ncap * sizeof(obj *);
    obj **n = vm->objects ? vm_realloc(vm, vm->objects, bytes) : vm_alloc(vm, bytes);
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
        obj **ns = gc->stack ? heap_realloc(gc->vm->heap, gc->stack, (size_t)ncap * sizeof *ns)
                             : mi_heap_malloc(gc->vm->heap, (size_t)ncap * sizeof *ns);
        if (ns)
            unguard(ns);
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

/* The most bytes the heap may reach before a collection must run: eight
 * times the live heap (at least GC_MIN_THRESHOLD), and never past halfway
 * from the live heap to the memory budget, so that garbage cannot crowd
 * out a script that fits. Halfway is at least a 32nd of the budget past
 * the live heap: a script whose live data nearly fills the budget gets its
 * memory error soon, instead of a collection every few kilobytes. */
static int64_t gc_ceiling(const psvm *vm)
{
    int64_t hard = vm->gc_live * 8;
    if (hard < GC_MIN_THRESHOLD)
        hard = GC_MIN_THRESHOLD;
    if (vm->limits.memory > 0) {
        int64_t half = vm->gc_live + (vm->limits.memory - vm->gc_live) / 2;
        if (half < vm->gc_live + vm->limits.memory / 32)
            half = vm->gc_live + vm->limits.memory / 32;
        if (hard > half)
            hard = half;
    }
    return hard;
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
    gc_mark_value(&gc, vm->stdout_redirect);
    gc_mark_value(&gc, vm->stderr_redirect);
    gc_mark_value(&gc, vm->nomem_exc);
    gc_mark_value(&gc, vm->empty_tuple);
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
    int64_t n = vm->nobjects, kept = 0, dead_classes = 0;
    for (int64_t i = 0; i < n; i++) {
        if (i + GC_PREFETCH < n)
            __builtin_prefetch(all[i + GC_PREFETCH]);
        obj *o = all[i];
        if (o->mark == vm->gc_epoch) {
            all[kept++] = o;
            continue;
        }
        if (o->type == &type_type) {
            /* a dead class outlives this pass: its dead instances' free
             * (inst_free) still reads it */
            all[kept++] = o;
            dead_classes++;
            continue;
        }
        if (o->type->free)
            o->type->free(vm, o);
        obj_free(vm, o);
    }
    if (dead_classes) {
        int64_t k2 = 0;
        for (int64_t i = 0; i < kept; i++) {
            obj *o = all[i];
            if (o->mark == vm->gc_epoch)
                all[k2++] = o;
            else
                obj_free(vm, o);
        }
        kept = k2;
    }
    vm->nobjects = kept;
    vm->gc_live = vm->mem_used;
    vm->gc_live_objects = vm->nobjects;
    vm->gc_threshold = vm->mem_used * 2;
    if (vm->gc_threshold < GC_MIN_THRESHOLD)
        vm->gc_threshold = GC_MIN_THRESHOLD;
    /* never past gc_ceiling: with more than half of the budget live,
     * twice the live heap is past the limit, and the next collection
     * would never come (tests/lang/limits/gc_live_over_half.py) */
    int64_t ceiling = gc_ceiling(vm);
    if (vm->gc_threshold > ceiling)
        vm->gc_threshold = ceiling;
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
 * ceiling on bytes (gc_ceiling). */
void gc_maybe_collect(psvm *vm)
{
#ifndef PS_GC_STRESS
    int64_t hard = gc_ceiling(vm);
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

psvm *vm_new(const vm_limits *limits) { return vm_new_host(limits, 0, NULL); }

psvm *vm_new_host(const vm_limits *limits, size_t host_size, void **host)
{
    /* the struct, the embedder's struct (host-api's ps_vm: one mimalloc
     * block and one free fewer per sandbox) and the nursery in one block
     * (see "the nursery") */
    size_t head = (sizeof(psvm) + 15) & ~(size_t)15;
    size_t hbytes = (host_size + 15) & ~(size_t)15;
    psvm *v = mi_malloc(head + hbytes + NURSERY_BYTES);
    if (!v)
        return NULL;
    unguard(v);
    if (host) {
        memset((char *)v + head, 0, host_size);
        *host = (char *)v + head;
    }
    /* zero all but the format-spec cache and the root stack (vm.h): they
     * are most of the struct, and a sandbox per script makes this a hot
     * path; spec_used (zeroed) marks every cache slot empty */
    memset(v, 0, offsetof(psvm, spec_cache));
    memset((char *)v + offsetof(psvm, roots) + sizeof v->roots, 0,
           sizeof *v - offsetof(psvm, roots) - sizeof v->roots);
    v->heap = mi_heap_get_default();
    v->own_heap = false;
    v->nursery = (char *)v + head + hbytes;
    v->nursery_bottom = v->nursery + sizeof(size_t);
    v->nursery_top = nursery_end(v);
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
    /* the object list's first entries, charged against the limits just
     * set; when the nursery cannot serve them the first object grows it */
    (void)gc_objects_start(v);
    /* The memory error is made before any budget applies, so raising it
     * never needs memory. */
    v->unbudgeted = true;
    v->empty_tuple = tuple_new(v, 0);
    v->nomem_exc = v->empty_tuple ? exc_new(v, &exc_LimitError, V_NULL) : V_NULL;
    if (v->nomem_exc)
        AS_EXC(v->nomem_exc)->limit = LIMIT_MEMORY;
    v->unbudgeted = false;
#ifdef PS_ALLOC_FAIL
    const char *at = getenv("PS_ALLOC_FAIL_AT");
    if (at)
        v->alloc_fail_at = atoll(at);
#endif
    v->exc = V_NULL;
    /* vm->modules is made by the first import (vm_import): most scripts
     * import nothing */
    if (!v->nomem_exc || !(v->interned = str_intern_table_new(v)) || blt_install(v) < 0) {
        vm_free(v);
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
    if (!vm)
        return;
    if (vm->own_heap)
        mi_heap_destroy(vm->heap);
    mi_free(vm);
}
