/*
 * blake2.h - BLAKE2b and BLAKE2s (RFC 7693) with the parameter block of
 * the BLAKE2 paper (key, salt, personalisation, tree parameters): what
 * hashlib.blake2b / blake2s need and Debian's nettle does not have. Pure C,
 * no VM.
 */
#ifndef PS_BLAKE2_H
#define PS_BLAKE2_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The tree and keying parameters; sizes in bytes. b: is BLAKE2b (64-bit
 * words, 128-byte blocks), else BLAKE2s (32-bit, 64-byte blocks). */
typedef struct blake2_params {
    unsigned digest_size, key_size, fanout, depth, node_depth, inner_size;
    uint32_t leaf_size;
    uint64_t node_offset;
    uint8_t salt[16], person[16]; /* zero-padded */
    bool last_node;
} blake2_params;

typedef struct blake2_state {
    bool b;           /* BLAKE2b, else BLAKE2s */
    bool last_node;
    unsigned digest_size;
    unsigned buflen;  /* bytes in buf not yet compressed */
    uint64_t h[8];    /* chain value (BLAKE2s uses the low 32 bits) */
    uint64_t t[2];    /* bytes compressed so far, 128-bit */
    uint8_t buf[128];
} blake2_state;

void blake2_init(blake2_state *s, bool b, const blake2_params *p, const uint8_t *key);
void blake2_update(blake2_state *s, const uint8_t *p, size_t n);
/* The digest of what was fed so far; s is left as it was. */
void blake2_digest(const blake2_state *s, uint8_t *out);

#endif
