/*
 * blake2.c - BLAKE2b and BLAKE2s, written from RFC 7693 (the compression
 * function, the IVs and the message schedule) and the BLAKE2 paper's
 * parameter block (section 2.8). See blake2.h.
 */
#include <string.h>

#include "blake2.h"

/* the IVs are SHA-512's and SHA-256's initial values */
static const uint64_t iv64[8] = {
    0x6A09E667F3BCC908ull, 0xBB67AE8584CAA73Bull, 0x3C6EF372FE94F82Bull, 0xA54FF53A5F1D36F1ull,
    0x510E527FADE682D1ull, 0x9B05688C2B3E6C1Full, 0x1F83D9ABFB41BD6Bull, 0x5BE0CD19137E2179ull,
};
static const uint32_t iv32[8] = {
    0x6A09E667u, 0xBB67AE85u, 0x3C6EF372u, 0xA54FF53Au, 0x510E527Fu, 0x9B05688Cu, 0x1F83D9ABu, 0x5BE0CD19u,
};

static const uint8_t sigma[10][16] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15},
    {14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3},
    {11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4},
    {7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8},
    {9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13},
    {2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9},
    {12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11},
    {13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10},
    {6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5},
    {10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0},
};

static uint64_t load64(const uint8_t *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static uint32_t load32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t rotr64(uint64_t x, unsigned n) { return x >> n | x << (64 - n); }
static uint32_t rotr32(uint32_t x, unsigned n) { return x >> n | x << (32 - n); }

/* The column and diagonal steps of one round, on v[16]. */
static const uint8_t gidx[8][4] = {
    {0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
    {0, 5, 10, 15}, {1, 6, 11, 12}, {2, 7, 8, 13}, {3, 4, 9, 14},
};

static void compress64(blake2_state *s, const uint8_t *block, bool last)
{
    uint64_t m[16], v[16];
    for (int i = 0; i < 16; i++)
        m[i] = load64(block + 8 * i);
    for (int i = 0; i < 8; i++) {
        v[i] = s->h[i];
        v[i + 8] = iv64[i];
    }
    v[12] ^= s->t[0];
    v[13] ^= s->t[1];
    if (last) {
        v[14] = ~v[14];
        if (s->last_node)
            v[15] = ~v[15];
    }
    for (int r = 0; r < 12; r++) {
        const uint8_t *sg = sigma[r % 10];
        for (int k = 0; k < 8; k++) {
            int a = gidx[k][0], b = gidx[k][1], c = gidx[k][2], d = gidx[k][3];
            v[a] = v[a] + v[b] + m[sg[2 * k]];
            v[d] = rotr64(v[d] ^ v[a], 32);
            v[c] = v[c] + v[d];
            v[b] = rotr64(v[b] ^ v[c], 24);
            v[a] = v[a] + v[b] + m[sg[2 * k + 1]];
            v[d] = rotr64(v[d] ^ v[a], 16);
            v[c] = v[c] + v[d];
            v[b] = rotr64(v[b] ^ v[c], 63);
        }
    }
    for (int i = 0; i < 8; i++)
        s->h[i] ^= v[i] ^ v[i + 8];
}

static void compress32(blake2_state *s, const uint8_t *block, bool last)
{
    uint32_t m[16], v[16];
    for (int i = 0; i < 16; i++)
        m[i] = load32(block + 4 * i);
    for (int i = 0; i < 8; i++) {
        v[i] = (uint32_t)s->h[i];
        v[i + 8] = iv32[i];
    }
    v[12] ^= (uint32_t)s->t[0];
    v[13] ^= (uint32_t)(s->t[0] >> 32);
    if (last) {
        v[14] = ~v[14];
        if (s->last_node)
            v[15] = ~v[15];
    }
    for (int r = 0; r < 10; r++) {
        const uint8_t *sg = sigma[r];
        for (int k = 0; k < 8; k++) {
            int a = gidx[k][0], b = gidx[k][1], c = gidx[k][2], d = gidx[k][3];
            v[a] = v[a] + v[b] + m[sg[2 * k]];
            v[d] = rotr32(v[d] ^ v[a], 16);
            v[c] = v[c] + v[d];
            v[b] = rotr32(v[b] ^ v[c], 12);
            v[a] = v[a] + v[b] + m[sg[2 * k + 1]];
            v[d] = rotr32(v[d] ^ v[a], 8);
            v[c] = v[c] + v[d];
            v[b] = rotr32(v[b] ^ v[c], 7);
        }
    }
    for (int i = 0; i < 8; i++)
        s->h[i] = (uint32_t)s->h[i] ^ v[i] ^ v[i + 8];
}

static unsigned block_size(const blake2_state *s) { return s->b ? 128 : 64; }

static void add_count(blake2_state *s, unsigned n)
{
    s->t[0] += n;
    if (s->t[0] < n)
        s->t[1]++;
}

static void compress(blake2_state *s, const uint8_t *block, bool last)
{
    if (s->b)
        compress64(s, block, last);
    else
        compress32(s, block, last);
}

void blake2_init(blake2_state *s, bool b, const blake2_params *p, const uint8_t *key)
{
    memset(s, 0, sizeof *s);
    s->b = b;
    s->last_node = p->last_node;
    s->digest_size = p->digest_size;
    uint8_t pb[64] = {0};
    pb[0] = (uint8_t)p->digest_size;
    pb[1] = (uint8_t)p->key_size;
    pb[2] = (uint8_t)p->fanout;
    pb[3] = (uint8_t)p->depth;
    for (int i = 0; i < 4; i++)
        pb[4 + i] = (uint8_t)(p->leaf_size >> (8 * i));
    if (b) {
        for (int i = 0; i < 8; i++)
            pb[8 + i] = (uint8_t)(p->node_offset >> (8 * i));
        pb[16] = (uint8_t)p->node_depth;
        pb[17] = (uint8_t)p->inner_size;
        memcpy(pb + 32, p->salt, 16);
        memcpy(pb + 48, p->person, 16);
        for (int i = 0; i < 8; i++)
            s->h[i] = iv64[i] ^ load64(pb + 8 * i);
    } else {
        for (int i = 0; i < 6; i++) /* a 48-bit node offset */
            pb[8 + i] = (uint8_t)(p->node_offset >> (8 * i));
        pb[14] = (uint8_t)p->node_depth;
        pb[15] = (uint8_t)p->inner_size;
        memcpy(pb + 16, p->salt, 8);
        memcpy(pb + 24, p->person, 8);
        for (int i = 0; i < 8; i++)
            s->h[i] = iv32[i] ^ load32(pb + 4 * i);
    }
    if (p->key_size) {
        /* the key, zero-padded to a block, is the first block */
        uint8_t block[128] = {0};
        memcpy(block, key, p->key_size);
        blake2_update(s, block, block_size(s));
    }
}

/* A full buffer is compressed only once more input arrives: the last
 * block must be compressed with the final flag. */
void blake2_update(blake2_state *s, const uint8_t *p, size_t n)
{
    unsigned bs = block_size(s);
    while (n > 0) {
        if (s->buflen == bs) {
            add_count(s, bs);
            compress(s, s->buf, false);
            s->buflen = 0;
        }
        size_t take = bs - s->buflen;
        if (take > n)
            take = n;
        memcpy(s->buf + s->buflen, p, take);
        s->buflen += (unsigned)take;
        p += take;
        n -= take;
    }
}

void blake2_digest(const blake2_state *s, uint8_t *out)
{
    blake2_state f = *s;
    unsigned bs = block_size(&f);
    add_count(&f, f.buflen);
    memset(f.buf + f.buflen, 0, bs - f.buflen);
    compress(&f, f.buf, true);
    uint8_t full[64];
    unsigned wb = f.b ? 8 : 4;
    for (int i = 0; i < 8; i++)
        for (unsigned k = 0; k < wb; k++)
            full[i * wb + k] = (uint8_t)(f.h[i] >> (8 * k));
    memcpy(out, full, f.digest_size);
}
