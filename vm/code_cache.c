/*
 * code_cache.c - the code a restore compiles, kept once per process.
 *
 * A snapshot holds its functions' source, never their bytecode
 * (docs/snapshots.md), so every restore compiles the saved scripts again:
 * a quarter of a paused script's restore, and the same text each time a
 * worker resumes runs of one script or starts sandboxes from one
 * template. The first restore of a source in a process compiles it and
 * leaves a frozen copy here (compiler/code_freeze.c); every later one, by
 * any sandbox on any thread, thaws that copy into its own heap, charged
 * to its own budget, as an import thaws the library's modules
 * (stdlib/modules.c).
 *
 * The key is the whole text: the file name, the compile mode and the
 * source, compared byte for byte, so a copy is only ever used for the
 * very text it was compiled from (the restore's fingerprint check then
 * holds as it did). Entries are written once, published with a
 * compare-and-swap and never changed or freed; the table has a fixed
 * number of slots and a byte bound (docs/limits.md), past which a source
 * is compiled as before and not kept.
 */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "objects/str_internal.h"
#include "vm/vm.h"

enum { CC_SLOTS = 256, CC_PROBES = 8 };
#define CC_MAX_BYTES ((size_t)16 << 20)

typedef struct cc_entry {
    int64_t hash;
    int mode;
    size_t name_len, src_len;
    frozen_code *code;
    char text[]; /* the file name, then the source */
} cc_entry;

static cc_entry *_Atomic cc_table[CC_SLOTS];
static _Atomic size_t cc_bytes;

static bool cc_same(const cc_entry *e, int64_t h, int mode, const strobj *name, const char *src, size_t len)
{
    return e->hash == h && e->mode == mode && e->name_len == (size_t)name->len && e->src_len == len &&
           !memcmp(e->text, name->data, e->name_len) && !memcmp(e->text + e->name_len, src, len);
}

/* The slots a key may be in: CC_PROBES from its hash on. An entry is
 * never removed, so an empty slot ends the search. */
static const cc_entry *cc_find(int64_t h, int mode, const strobj *name, const char *src, size_t len)
{
    for (unsigned k = 0; k < CC_PROBES; k++) {
        const cc_entry *e = atomic_load_explicit(&cc_table[((uint64_t)h + k) % CC_SLOTS], memory_order_acquire);
        if (!e)
            return NULL;
        if (cc_same(e, h, mode, name, src, len))
            return e;
    }
    return NULL;
}

/* Keep a frozen copy of code, if the bound and a free slot allow; a
 * thread that lost the race to the same key frees its copy. */
static void cc_add(value code, int64_t h, int mode, const strobj *name, const char *src, size_t len)
{
    if (len > CC_MAX_BYTES || atomic_load_explicit(&cc_bytes, memory_order_relaxed) > CC_MAX_BYTES)
        return;
    frozen_code *f = code_freeze(code);
    if (!f)
        return;
    size_t size = sizeof(cc_entry) + (size_t)name->len + len + frozen_code_size(f);
    cc_entry *e = malloc(sizeof(cc_entry) + (size_t)name->len + len);
    if (!e || atomic_fetch_add_explicit(&cc_bytes, size, memory_order_relaxed) + size > CC_MAX_BYTES) {
        if (e)
            atomic_fetch_sub_explicit(&cc_bytes, size, memory_order_relaxed);
        free(e);
        frozen_code_free(f);
        return;
    }
    e->hash = h;
    e->mode = mode;
    e->name_len = (size_t)name->len;
    e->src_len = len;
    e->code = f;
    memcpy(e->text, name->data, e->name_len);
    memcpy(e->text + e->name_len, src, len);
    for (unsigned k = 0; k < CC_PROBES; k++) {
        cc_entry *none = NULL;
        cc_entry *_Atomic *slot = &cc_table[((uint64_t)h + k) % CC_SLOTS];
        if (atomic_compare_exchange_strong_explicit(slot, &none, e, memory_order_acq_rel, memory_order_acquire))
            return;
        if (cc_same(none, h, mode, name, src, len))
            break;
    }
    /* the same text kept by another thread, or no slot free near it */
    atomic_fetch_sub_explicit(&cc_bytes, size, memory_order_relaxed);
    frozen_code_free(f);
    free(e);
}

value code_cache_compile(psvm *vm, const char *src, size_t len, value filename, int mode)
{
    const strobj *name = AS_STR(filename);
    uint64_t uh = (uint64_t)bytes_hash_raw(src, (int64_t)len) ^ ((uint64_t)bytes_hash_raw(name->data, name->len) * 31u) ^
                  (uint64_t)mode;
    int64_t h = (int64_t)uh;
    const cc_entry *e = cc_find(h, mode, name, src, len);
    if (e)
        return code_thaw(vm, e->code, filename, src, len);
    value code = vm_compile(vm, src, len, name->data, mode);
    if (code)
        cc_add(code, h, mode, name, src, len);
    return code;
}
