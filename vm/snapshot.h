/*
 * snapshot.h - a sandbox's state to bytes and back (vm/snapshot.c; the
 * format and its promises: docs/snapshots.md).
 *
 * The writer and the reader know the VM's objects; the embedder
 * (host-api/) adds its own section (the output not yet read) as opaque
 * bytes and binds tools by name through a hook.
 */
#ifndef PS_SNAPSHOT_H
#define PS_SNAPSHOT_H

#include <stddef.h>
#include <stdint.h>

#include "vm/vm.h"

/* The format version this build writes, and the oldest it reads. */
#define SNAP_VERSION 3
#define SNAP_OLDEST 1

typedef struct snap_hooks {
    void *ud;
    /* restore: the embedder's index for the tool called name (len bytes),
     * reserved unbound when the host has not registered it (again) yet;
     * -1: no memory */
    int64_t (*tool_id)(void *ud, const char *name, size_t len);
    /* the host's key: only a snapshot signed with it is read (NULL: any,
     * its signature if any unchecked) */
    const uint8_t *key;
    size_t key_len;
} snap_hooks;

/* A signed snapshot ends with this HMAC-SHA256 tag of all before it. */
#define SNAP_TAG_SIZE 32
void snap_tag(const uint8_t *key, size_t key_len, const uint8_t *p, size_t n, uint8_t tag[SNAP_TAG_SIZE]);

/* Results of snap_write and snap_read besides 0. */
enum {
    SNAP_ERR_UNSUPPORTED = -1, /* write: an object this build cannot save (err says which) */
    SNAP_ERR_BAD = -2,         /* read: the bytes are not a valid snapshot (err says where) */
    SNAP_ERR_VM = -3,          /* a limit or an error of the sandbox: vm->exc */
    SNAP_ERR_NOMEM = -4,       /* the host's own memory */
};

/* The state of an idle sandbox (its main module's globals, its imported
 * modules) and extra (the embedder's section) as one malloc'd block
 * (*out, *out_len; the caller frees it). err: a message for errors. */
int snap_write(psvm *vm, value host_root, const void *extra, size_t extra_len, const uint8_t *key, size_t key_len,
               uint8_t **out, size_t *out_len, char *err, size_t errlen);

/* Read p[0..n) into a fresh sandbox vm (nothing run in it yet): its
 * globals and modules as they were saved. *extra points into p at the
 * embedder's section. Nothing is trusted: every failure is
 * SNAP_ERR_BAD with err naming the byte offset, never a crash. */
int snap_read(psvm *vm, const snap_hooks *hooks, const uint8_t *p, size_t n, value *host_root,
              const uint8_t **extra, size_t *extra_len, char *err, size_t errlen);

#endif
