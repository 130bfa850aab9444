/*
 * snapshot_seal.h - make a snapshot's header right again after its body
 * was changed: the body length and the checksum as docs/snapshots.md
 * specifies them for the header's format version (formats 1 and 2:
 * FNV-1a 64 over the body, then a final mix, -1 becoming -2; format 3:
 * four lanes over 32-byte blocks). Written from the documentation, not
 * from the library's code, so that the tests check the format as
 * documented. Used by the fuzz
 * harness fuzz_restore.c and by tests/api/test_snapshot.c, to reach the
 * body's own checks with changed bytes.
 */
#ifndef PS_SNAPSHOT_SEAL_H
#define PS_SNAPSHOT_SEAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

static inline void snapshot_put_le64(uint8_t *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* formats 1 and 2 */
static inline uint64_t snapshot_body_sum_fnv(const uint8_t *p, size_t n)
{
    uint64_t h = 0xcbf29ce484222325u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 0x100000001b3u;
    h ^= h >> 31;
    h *= 0x7fb5d329728ea185u;
    h ^= h >> 27;
    return h == UINT64_MAX ? UINT64_MAX - 1 : h;
}

static inline uint64_t snapshot_le64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static inline uint64_t snapshot_round(uint64_t acc, uint64_t w)
{
    acc += w * 0xC2B2AE3D27D4EB4Fu;
    acc = acc << 31 | acc >> 33;
    return acc * 0x9E3779B185EBCA87u;
}

static inline uint64_t snapshot_rotl(uint64_t x, int r) { return x << r | x >> (64 - r); }

/* format 3 */
static inline uint64_t snapshot_body_sum_lanes(const uint8_t *p, size_t n)
{
    uint64_t v[4] = {0x9E3779B185EBCA87u, 0xC2B2AE3D27D4EB4Fu, 0x165667B19E3779F9u, 0x27D4EB2F165667C5u};
    size_t i = 0;
    for (; i + 32 <= n; i += 32)
        for (int k = 0; k < 4; k++)
            v[k] = snapshot_round(v[k], snapshot_le64(p + i + 8 * k));
    uint64_t h = snapshot_rotl(v[0], 1) + snapshot_rotl(v[1], 7) + snapshot_rotl(v[2], 12) + snapshot_rotl(v[3], 18) +
                 (uint64_t)n;
    for (; i + 8 <= n; i += 8)
        h = snapshot_round(h, snapshot_le64(p + i));
    if (i < n) {
        uint8_t last[8] = {0};
        memcpy(last, p + i, n - i);
        h = snapshot_round(h, snapshot_le64(last));
    }
    h ^= h >> 33;
    h *= 0xC2B2AE3D27D4EB4Fu;
    h ^= h >> 29;
    h *= 0x165667B19E3779F9u;
    h ^= h >> 32;
    return h;
}

/* n >= 32: the whole snapshot, header first */
static inline void snapshot_reseal(uint8_t *p, size_t n)
{
    snapshot_put_le64(p + 16, n - 32);
    unsigned version = p[8] | (unsigned)p[9] << 8;
    snapshot_put_le64(p + 24, version < 3 ? snapshot_body_sum_fnv(p + 32, n - 32) : snapshot_body_sum_lanes(p + 32, n - 32));
}

#endif
