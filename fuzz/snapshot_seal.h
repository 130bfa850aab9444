/*
 * snapshot_seal.h - make a snapshot's header right again after its body
 * was changed: the body length and the checksum as docs/snapshots.md
 * specifies them (FNV-1a 64 over the body, then a final mix; -1 becomes
 * -2). Written from the documentation, not from the library's code, so
 * that the tests check the format as documented. Used by the fuzz
 * harness fuzz_restore.c and by tests/api/test_snapshot.c, to reach the
 * body's own checks with changed bytes.
 */
#ifndef PS_SNAPSHOT_SEAL_H
#define PS_SNAPSHOT_SEAL_H

#include <stddef.h>
#include <stdint.h>

static inline void snapshot_put_le64(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

static inline uint64_t snapshot_body_sum(const uint8_t *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3u;
    h ^= h >> 31;
    h *= 0x7fb5d329728ea185u;
    h ^= h >> 27;
    return h == UINT64_MAX ? UINT64_MAX - 1 : h;
}

/* n >= 32: the whole snapshot, header first */
static inline void snapshot_reseal(uint8_t *p, size_t n)
{
    snapshot_put_le64(p + 16, n - 32);
    snapshot_put_le64(p + 24, snapshot_body_sum(p + 32, n - 32));
}

#endif
