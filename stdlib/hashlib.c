/*
 * hashlib.c - the `hashlib` module over Debian's nettle: md5, sha1, the
 * SHA-2 and SHA-3 families, shake_128/256, ripemd160, sm3, md5-sha1 and
 * (blake2.c, since nettle 3.8 lacks them) blake2b/blake2s, with CPython
 * 3.11's constructors, names, attributes and messages. CPython answers
 * from OpenSSL: its hash objects are `_hashlib.HASH` (HASHXOF for shake),
 * blake2b()/blake2s() are `_blake2`'s, and hashlib.new takes OpenSSL's
 * names for an algorithm as well as Python's ("SHA256", "sha-256").
 *
 * Hashing is charged as fuel by the bytes fed, so a script hashing a huge
 * input pays for it; a digest is taken from a copy of the state, so
 * digest() may be called any number of times between updates.
 */
#include <nettle/nettle-meta.h>
#include <nettle/sha3.h>
#include <string.h>

#include "blake2.h"
#include "objects/bytes_internal.h"
#include "objects/int_internal.h"
#include "vm/args.h"
#include "vm/vm.h"

enum hkind { HK_NETTLE, HK_PAIR, HK_SHAKE, HK_BLAKE2B, HK_BLAKE2S };

typedef struct hashalg {
    const char *name;             /* Python's name: h.name */
    enum hkind kind;
    const struct nettle_hash *nh; /* HK_NETTLE, and the first of HK_PAIR */
    const struct nettle_hash *nh2;
    unsigned digest_size, block_size; /* shake: its rate */
    const char *aliases;          /* OpenSSL's names, '|'-separated, any case */
} hashalg;

/* The SHAKE sponge over nettle's Keccak permutation. */
typedef struct sponge {
    struct sha3_state st;
    unsigned pos, rate;
} sponge;

static const hashalg algs[] = {
    {"md5", HK_NETTLE, &nettle_md5, NULL, 16, 64, "MD5|SSL3-MD5"},
    {"sha1", HK_NETTLE, &nettle_sha1, NULL, 20, 64, "SHA1|SHA-1|SSL3-SHA1"},
    {"sha224", HK_NETTLE, &nettle_sha224, NULL, 28, 64, "SHA224|SHA2-224|SHA-224"},
    {"sha256", HK_NETTLE, &nettle_sha256, NULL, 32, 64, "SHA256|SHA2-256|SHA-256"},
    {"sha384", HK_NETTLE, &nettle_sha384, NULL, 48, 128, "SHA384|SHA2-384|SHA-384"},
    {"sha512", HK_NETTLE, &nettle_sha512, NULL, 64, 128, "SHA512|SHA2-512|SHA-512"},
    {"sha512_224", HK_NETTLE, &nettle_sha512_224, NULL, 28, 128, "SHA512-224|SHA2-512/224|SHA-512/224|SHA512_224"},
    {"sha512_256", HK_NETTLE, &nettle_sha512_256, NULL, 32, 128, "SHA512-256|SHA2-512/256|SHA-512/256|SHA512_256"},
    {"sha3_224", HK_NETTLE, &nettle_sha3_224, NULL, 28, 144, "SHA3-224"},
    {"sha3_256", HK_NETTLE, &nettle_sha3_256, NULL, 32, 136, "SHA3-256"},
    {"sha3_384", HK_NETTLE, &nettle_sha3_384, NULL, 48, 104, "SHA3-384"},
    {"sha3_512", HK_NETTLE, &nettle_sha3_512, NULL, 64, 72, "SHA3-512"},
    {"shake_128", HK_SHAKE, NULL, NULL, 0, 168, "SHAKE128|SHAKE-128"},
    {"shake_256", HK_SHAKE, NULL, NULL, 0, 136, "SHAKE256|SHAKE-256"},
    {"ripemd160", HK_NETTLE, &nettle_ripemd160, NULL, 20, 64, "RIPEMD160|RIPEMD-160|RIPEMD|RMD160"},
    {"sm3", HK_NETTLE, &nettle_sm3, NULL, 32, 64, "SM3"},
    {"md5-sha1", HK_PAIR, &nettle_md5, &nettle_sha1, 36, 64, "MD5-SHA1"},
    {"blake2b", HK_BLAKE2B, NULL, NULL, 64, 128, "BLAKE2B-512|BLAKE2b512"},
    {"blake2s", HK_BLAKE2S, NULL, NULL, 32, 64, "BLAKE2S-256|BLAKE2s256"},
};
#define NALGS (sizeof algs / sizeof algs[0])

/* the largest nettle context of the table (sha3_224's) and then some */
#define CTX_WORDS 64

typedef struct hashobj {
    obj h;
    const hashalg *alg;
    unsigned digest_size; /* blake2: as asked for */
    uint64_t ctx[];       /* the algorithm's state, ctx_bytes(alg) */
} hashobj;

#define HO(v) ((hashobj *)v_obj(v))

extern const vtype hashlib_hash_type, hashlib_xof_type, hashlib_blake2b_type, hashlib_blake2s_type;

static size_t ctx_bytes(const hashalg *a)
{
    switch (a->kind) {
    case HK_NETTLE: return a->nh->context_size;
    case HK_PAIR: return a->nh->context_size + a->nh2->context_size;
    case HK_SHAKE: return sizeof(sponge);
    default: return sizeof(blake2_state);
    }
}

/* the second context of a pair, at a word boundary after the first */
static void *pair_second(hashobj *h)
{
    return (uint8_t *)h->ctx + (h->alg->nh->context_size + 7) / 8 * 8;
}

/* ---- feeding and finishing ------------------------------------------------ */

static void sponge_absorb(sponge *s, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        s->st.a[s->pos / 8] ^= (uint64_t)p[i] << (8 * (s->pos % 8));
        if (++s->pos == s->rate) {
            sha3_permute(&s->st);
            s->pos = 0;
        }
    }
}

/* n bytes of output from a copy of the sponge: SHAKE's padding (0x1F ...
 * 0x80), then the rate's bytes of each permutation in turn. */
static void sponge_squeeze(const sponge *s0, uint8_t *out, size_t n)
{
    sponge s = *s0;
    s.st.a[s.pos / 8] ^= (uint64_t)0x1F << (8 * (s.pos % 8));
    s.st.a[(s.rate - 1) / 8] ^= (uint64_t)0x80 << (8 * ((s.rate - 1) % 8));
    sha3_permute(&s.st);
    unsigned k = 0;
    for (size_t i = 0; i < n; i++) {
        if (k == s.rate) {
            sha3_permute(&s.st);
            k = 0;
        }
        out[i] = (uint8_t)(s.st.a[k / 8] >> (8 * (k % 8)));
        k++;
    }
}

static void hash_feed(hashobj *h, const uint8_t *p, size_t n)
{
    switch (h->alg->kind) {
    case HK_NETTLE:
        h->alg->nh->update(h->ctx, n, p);
        break;
    case HK_PAIR:
        h->alg->nh->update(h->ctx, n, p);
        h->alg->nh2->update(pair_second(h), n, p);
        break;
    case HK_SHAKE:
        sponge_absorb((sponge *)h->ctx, p, n);
        break;
    default:
        blake2_update((blake2_state *)h->ctx, p, n);
        break;
    }
}

/* The digest (not for shake), from a copy: nettle's digest resets. */
static void hash_finish(hashobj *h, uint8_t *out)
{
    uint64_t tmp[CTX_WORDS];
    const hashalg *a = h->alg;
    switch (a->kind) {
    case HK_NETTLE:
        memcpy(tmp, h->ctx, a->nh->context_size);
        a->nh->digest(tmp, a->digest_size, out);
        break;
    case HK_PAIR:
        memcpy(tmp, h->ctx, a->nh->context_size);
        a->nh->digest(tmp, a->nh->digest_size, out);
        memcpy(tmp, pair_second(h), a->nh2->context_size);
        a->nh2->digest(tmp, a->nh2->digest_size, out + a->nh->digest_size);
        break;
    default:
        blake2_digest((const blake2_state *)h->ctx, out);
        break;
    }
}

/* ---- data arguments ------------------------------------------------------- */

static int data_arg(psvm *vm, value v, const uint8_t **p, int64_t *n)
{
    if (bytes_view(v, p, n))
        return 0;
    if (v_is_str(v))
        vm_err(vm, &exc_TypeError, "Strings must be encoded before hashing");
    else
        vm_err(vm, &exc_TypeError, "object supporting the buffer API required");
    return -1;
}

static int feed_value(psvm *vm, value h, value data)
{
    const uint8_t *p;
    int64_t n;
    if (data_arg(vm, data, &p, &n) < 0 || !vm_charge(vm, n / 16 + 1))
        return -1;
    hash_feed(HO(h), p, (size_t)n);
    return 0;
}

/* ---- making hash objects -------------------------------------------------- */

static const vtype *type_of(const hashalg *a, bool openssl)
{
    if (a->kind == HK_SHAKE)
        return &hashlib_xof_type;
    if (!openssl && a->kind == HK_BLAKE2B)
        return &hashlib_blake2b_type;
    if (!openssl && a->kind == HK_BLAKE2S)
        return &hashlib_blake2s_type;
    return &hashlib_hash_type;
}

static value hash_alloc(psvm *vm, const hashalg *a, const vtype *t)
{
    size_t words = (ctx_bytes(a) + 15) / 8 + 1; /* a pair's gap too */
    hashobj *h = (hashobj *)vm_new_obj(vm, t, sizeof(hashobj) + words * 8);
    if (!h)
        return V_NULL;
    h->alg = a;
    h->digest_size = a->digest_size;
    return v_from_obj(h);
}

static void blake2_default(const hashalg *a, blake2_params *p)
{
    memset(p, 0, sizeof *p);
    p->digest_size = a->digest_size;
    p->fanout = 1;
    p->depth = 1;
}

/* A fresh object of algorithm a (blake2 with its default parameters). */
static value hash_new_plain(psvm *vm, const hashalg *a, bool openssl)
{
    value v = hash_alloc(vm, a, type_of(a, openssl));
    if (!v)
        return V_NULL;
    hashobj *h = HO(v);
    switch (a->kind) {
    case HK_NETTLE:
        a->nh->init(h->ctx);
        break;
    case HK_PAIR:
        a->nh->init(h->ctx);
        a->nh2->init(pair_second(h));
        break;
    case HK_SHAKE:
        ((sponge *)h->ctx)->rate = a->block_size;
        break;
    default: {
        blake2_params p;
        blake2_default(a, &p);
        blake2_init((blake2_state *)h->ctx, a->kind == HK_BLAKE2B, &p, NULL);
        break;
    }
    }
    return v;
}

static const hashalg *alg_named(const char *name)
{
    for (size_t i = 0; i < NALGS; i++)
        if (!strcmp(algs[i].name, name))
            return &algs[i];
    return NULL;
}

/* OpenSSL's names: any case, whole names between the '|'s. */
static const hashalg *alg_by_alias(const char *name, size_t len)
{
    for (size_t i = 0; i < NALGS; i++) {
        const char *s = algs[i].aliases;
        while (*s) {
            const char *e = strchr(s, '|');
            size_t n = e ? (size_t)(e - s) : strlen(s);
            if (n == len && !strncasecmp(s, name, n))
                return &algs[i];
            s += n + (e ? 1 : 0);
        }
    }
    return NULL;
}

/* ---- the constructors ----------------------------------------------------- */

static const char *const ctor_names[] = {"string", "usedforsecurity"};

/* md5(string=b'', *, usedforsecurity=True) and the others: CPython's
 * openssl_NAME functions. */
static value make_named(psvm *vm, const char *pyname, int argc, const value *argv, value kw)
{
    char fname[32];
    snprintf(fname, sizeof fname, "openssl_%s", pyname);
    if (argc > 1)
        return vm_err(vm, &exc_TypeError, "%s() takes at most 1 positional argument (%d given)", fname, argc);
    value a[2];
    vm_sig sig = {fname, ctor_names, 2, 1, 0};
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    const hashalg *alg = alg_named(pyname);
    const uint8_t *p;
    int64_t n;
    if (a[0] && data_arg(vm, a[0], &p, &n) < 0)
        return V_NULL;
    value h = hash_new_plain(vm, alg, true);
    if (h && a[0] && feed_value(vm, h, a[0]) < 0)
        return V_NULL;
    return h;
}

#define CTOR(nm)                                                                        \
    static value m_##nm(psvm *vm, value self, int argc, const value *argv, value kw)  \
    {                                                                                   \
        (void)self;                                                                     \
        return make_named(vm, #nm, argc, argv, kw);                                     \
    }
CTOR(md5)
CTOR(sha1)
CTOR(sha224)
CTOR(sha256)
CTOR(sha384)
CTOR(sha512)
CTOR(sha3_224)
CTOR(sha3_256)
CTOR(sha3_384)
CTOR(sha3_512)
CTOR(shake_128)
CTOR(shake_256)

/* ---- blake2b / blake2s ---------------------------------------------------- */

static const char *const blake2_names[] = {"data", "digest_size", "key", "salt", "person", "fanout", "depth",
                                           "leaf_size", "node_offset", "node_depth", "inner_size", "last_node",
                                           "usedforsecurity"};
enum { B2_DATA, B2_DS, B2_KEY, B2_SALT, B2_PERSON, B2_FANOUT, B2_DEPTH, B2_LEAF, B2_OFFSET, B2_NDEPTH, B2_INNER,
       B2_LAST, B2_USED, B2_N };

/* A bytes parameter of at most max bytes (key, salt, person). */
static int b2_bytes(psvm *vm, value v, unsigned max, const char *what, uint8_t *out, unsigned *len)
{
    if (!v)
        return 0;
    const uint8_t *p;
    int64_t n;
    if (!bytes_view(v, &p, &n)) {
        vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(v));
        return -1;
    }
    if (n > (int64_t)max) {
        vm_err(vm, &exc_ValueError, "maximum %s length is %u bytes", what, max);
        return -1;
    }
    memcpy(out, p, (size_t)n);
    if (len)
        *len = (unsigned)n;
    return 0;
}

/* An int parameter in lo..hi: CPython's "fanout must be between 0 and 255". */
static int b2_int(psvm *vm, value v, int64_t lo, int64_t hi, const char *msg, int64_t *out)
{
    if (!v)
        return 0;
    if (vm_index_c_int(vm, v, out) < 0)
        return -1;
    if (*out < lo || *out > hi) {
        vm_err(vm, &exc_ValueError, "%s", msg);
        return -1;
    }
    return 0;
}

/* leaf_size and node_offset: CPython reads them with its unsigned-long
 * converters, so an int proper (no __index__), not negative, then the
 * converter's overflow message past 64 bits and blake2's own past max. */
static int b2_unsigned(psvm *vm, value v, uint64_t max, const char *huge, const char *too_large, uint64_t *out)
{
    if (!v)
        return 0;
    if (!v_is_int(v)) {
        vm_err(vm, &exc_TypeError, "an integer is required");
        return -1;
    }
    if (int_cmp(v, v_from_small(0)) < 0) {
        vm_err(vm, &exc_ValueError, "value must be positive");
        return -1;
    }
    if (int_bit_length(v) > 64) {
        vm_err(vm, &exc_OverflowError, "%s", huge);
        return -1;
    }
    value le = int_to_bytes(vm, v, 8, true, false);
    if (!le)
        return -1;
    const uint8_t *d = ((bytesobj *)v_obj(le))->data;
    uint64_t n = 0;
    for (int i = 7; i >= 0; i--)
        n = n << 8 | d[i];
    if (n > max) {
        vm_err(vm, &exc_OverflowError, "%s", too_large);
        return -1;
    }
    *out = n;
    return 0;
}

static value make_blake2(psvm *vm, bool b, int argc, const value *argv, value kw)
{
    const char *fname = b ? "blake2b" : "blake2s";
    if (argc > 1)
        return vm_err(vm, &exc_TypeError, "%s() takes at most 1 positional argument (%d given)", fname, argc);
    value a[B2_N];
    vm_sig sig = {fname, blake2_names, B2_N, 1, 0};
    if (kw) {
        /* data is positional-only */
        for (int64_t i = 0; i < AS_TUPLE(kw)->len; i++)
            if (str_eq_cstr(AS_TUPLE(kw)->items[i], "data"))
                return vm_err(vm, &exc_TypeError, "'data' is an invalid keyword argument for %s()", fname);
    }
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    const hashalg *alg = alg_named(fname);
    unsigned maxd = b ? 64 : 32, maxs = b ? 16 : 8;
    blake2_params p;
    blake2_default(alg, &p);
    uint8_t key[64] = {0};
    int64_t ds = maxd, fanout = 1, depth = 1, ndepth = 0, inner = 0;
    if (a[B2_DS] && vm_index_c_int(vm, a[B2_DS], &ds) < 0)
        return V_NULL;
    if (ds < 1 || ds > (int64_t)maxd)
        return vm_err(vm, &exc_ValueError, "digest_size must be between 1 and %u bytes", maxd);
    if (b2_bytes(vm, a[B2_SALT], maxs, "salt", p.salt, NULL) < 0 ||
        b2_bytes(vm, a[B2_PERSON], maxs, "person", p.person, NULL) < 0 ||
        b2_int(vm, a[B2_FANOUT], 0, 255, "fanout must be between 0 and 255", &fanout) < 0 ||
        b2_int(vm, a[B2_DEPTH], 1, 255, "depth must be between 1 and 255", &depth) < 0)
        return V_NULL;
    uint64_t leaf = p.leaf_size, off = p.node_offset;
    if (b2_unsigned(vm, a[B2_LEAF], 0xFFFFFFFFu, "Python int too large to convert to C unsigned long",
                    "leaf_size is too large", &leaf) < 0 ||
        b2_unsigned(vm, a[B2_OFFSET], b ? UINT64_MAX : 0xFFFFFFFFFFFFull, "int too big to convert",
                    "node_offset is too large", &off) < 0)
        return V_NULL;
    p.leaf_size = (uint32_t)leaf;
    p.node_offset = off;
    char imsg[48];
    /* sic: CPython's message has the stray "is" */
    snprintf(imsg, sizeof imsg, "inner_size must be between 0 and is %u", maxd);
    if (b2_int(vm, a[B2_NDEPTH], 0, 255, "node_depth must be between 0 and 255", &ndepth) < 0 ||
        b2_int(vm, a[B2_INNER], 0, maxd, imsg, &inner) < 0)
        return V_NULL;
    unsigned keylen = 0;
    if (b2_bytes(vm, a[B2_KEY], maxd, "key", key, &keylen) < 0)
        return V_NULL;
    int last = 0;
    if (a[B2_LAST] && (last = vm_truth(vm, a[B2_LAST])) < 0)
        return V_NULL;
    const uint8_t *dp;
    int64_t dn;
    if (a[B2_DATA] && data_arg(vm, a[B2_DATA], &dp, &dn) < 0)
        return V_NULL;
    p.digest_size = (unsigned)ds;
    p.key_size = keylen;
    p.fanout = (unsigned)fanout;
    p.depth = (unsigned)depth;
    p.node_depth = (unsigned)ndepth;
    p.inner_size = (unsigned)inner;
    p.last_node = last;
    value h = hash_alloc(vm, alg, b ? &hashlib_blake2b_type : &hashlib_blake2s_type);
    if (!h)
        return V_NULL;
    HO(h)->digest_size = (unsigned)ds;
    blake2_init((blake2_state *)HO(h)->ctx, b, &p, key);
    if (a[B2_DATA] && feed_value(vm, h, a[B2_DATA]) < 0)
        return V_NULL;
    return h;
}

static value m_blake2b(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return make_blake2(vm, true, argc, argv, kw);
}

static value m_blake2s(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return make_blake2(vm, false, argc, argv, kw);
}

/* ---- hashlib.new ---------------------------------------------------------- */

static const char *const new_names[] = {"name", "data"};

/* hashlib.new(name, data=b'', **kwargs): Python's names first (blake2b and
 * blake2s by their own constructors, which take the keywords), then
 * OpenSSL's. */
static value m_new(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    int64_t nkw = kw ? AS_TUPLE(kw)->len : 0;
    if (argc > 2)
        return vm_err(vm, &exc_TypeError, "__hash_new() takes from 1 to 2 positional arguments but %d were given",
                      argc);
    /* name and data by keyword; the rest go on to the constructor */
    value name = argc > 0 ? argv[0] : V_NULL, data = argc > 1 ? argv[1] : V_NULL;
    value rest[16];
    value restk = V_NULL;
    int nrest = 0;
    if (nkw > 16)
        return vm_err(vm, &exc_TypeError, "too many keyword arguments");
    value restnames[16];
    for (int64_t i = 0; i < nkw; i++) {
        value k = AS_TUPLE(kw)->items[i];
        value v = argv[argc + i];
        if (str_eq_cstr(k, "name") || str_eq_cstr(k, "data")) {
            bool isname = str_eq_cstr(k, "name");
            if ((isname && name) || (!isname && data))
                return vm_err(vm, &exc_TypeError, "__hash_new() got multiple values for argument '%s'",
                              isname ? "name" : "data");
            if (isname)
                name = v;
            else
                data = v;
        } else {
            restnames[nrest] = k;
            rest[nrest++] = v;
        }
    }
    (void)new_names;
    if (!name)
        return vm_err(vm, &exc_TypeError, "__hash_new() missing 1 required positional argument: 'name'");
    if (!v_is_str(name))
        return vm_err(vm, &exc_TypeError, "name must be a string");
    const char *s = str_cstr(name);
    const hashalg *alg = (size_t)AS_STR(name)->len == strlen(s) ? alg_named(s) : NULL;
    if (alg && (alg->kind == HK_BLAKE2B || alg->kind == HK_BLAKE2S)) {
        value args[17];
        int n = 0;
        if (data)
            args[n++] = data;
        for (int i = 0; i < nrest; i++)
            args[n + i] = rest[i];
        if (nrest) {
            restk = tuple_new(vm, nrest);
            if (!restk)
                return V_NULL;
            for (int i = 0; i < nrest; i++)
                AS_TUPLE(restk)->items[i] = restnames[i];
        }
        return make_blake2(vm, alg->kind == HK_BLAKE2B, n, args, restk);
    }
    /* _hashlib.new(name, string=b'', *, usedforsecurity=True) */
    for (int i = 0; i < nrest; i++) {
        if (str_eq_cstr(restnames[i], "usedforsecurity"))
            continue;
        /* hashlib.new always passes data on by position */
        if (str_eq_cstr(restnames[i], "string"))
            return vm_err(vm, &exc_TypeError, "argument for new() given by name ('string') and position (2)");
        return vm_err(vm, &exc_TypeError, "'%s' is an invalid keyword argument for new()", str_cstr(restnames[i]));
    }
    if (!alg)
        alg = alg_by_alias(s, (size_t)AS_STR(name)->len);
    if (!alg)
        return vm_err(vm, &exc_ValueError, "unsupported hash type %s", s);
    const uint8_t *p;
    int64_t n;
    if (data && data_arg(vm, data, &p, &n) < 0)
        return V_NULL;
    value h = hash_new_plain(vm, alg, true);
    if (h && data && feed_value(vm, h, data) < 0)
        return V_NULL;
    return h;
}

/* ---- the hash objects' methods --------------------------------------------- */

/* CPython names a hash method by the type's short name ("HASH.update()",
 * "blake2b.digest()"): nargs is 1 for update, 0 for the others. */
static int method_arity(psvm *vm, value self, const char *meth, int argc, value kw, int nargs)
{
    const char *tn = vm_typeof(self)->name, *dot = strrchr(tn, '.');
    if (dot)
        tn = dot + 1;
    if (kw && AS_TUPLE(kw)->len) {
        vm_err(vm, &exc_TypeError, "%s.%s() takes no keyword arguments", tn, meth);
        return -1;
    }
    if (argc == nargs)
        return 0;
    if (nargs)
        vm_err(vm, &exc_TypeError, "%s.%s() takes exactly one argument (%d given)", tn, meth, argc);
    else
        vm_err(vm, &exc_TypeError, "%s.%s() takes no arguments (%d given)", tn, meth, argc);
    return -1;
}

static value m_update(psvm *vm, value self, int argc, const value *argv, value kw)
{
    if (method_arity(vm, self, "update", argc, kw, 1) < 0)
        return V_NULL;
    return feed_value(vm, self, argv[0]) < 0 ? V_NULL : V_NONE;
}

static value hex_of(psvm *vm, const uint8_t *d, size_t n)
{
    static const char digits[] = "0123456789abcdef";
    char *s = vm_alloc(vm, 2 * n + 1);
    if (!s)
        return V_NULL;
    for (size_t i = 0; i < n; i++) {
        s[2 * i] = digits[d[i] >> 4];
        s[2 * i + 1] = digits[d[i] & 15];
    }
    value r = str_new(vm, s, (int64_t)(2 * n));
    vm_dealloc(vm, s);
    return r;
}

static value m_digest(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argv;
    if (method_arity(vm, self, "digest", argc, kw, 0) < 0)
        return V_NULL;
    uint8_t out[64];
    hash_finish(HO(self), out);
    return bytes_new(vm, out, HO(self)->digest_size);
}

static value m_hexdigest(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argv;
    if (method_arity(vm, self, "hexdigest", argc, kw, 0) < 0)
        return V_NULL;
    uint8_t out[64];
    hash_finish(HO(self), out);
    return hex_of(vm, out, HO(self)->digest_size);
}

static value m_copy(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argv;
    if (method_arity(vm, self, "copy", argc, kw, 0) < 0)
        return V_NULL;
    hashobj *h = HO(self);
    value c = hash_alloc(vm, h->alg, h->h.type);
    if (!c)
        return V_NULL;
    HO(c)->digest_size = h->digest_size;
    memcpy(HO(c)->ctx, h->ctx, (ctx_bytes(h->alg) + 15) / 8 * 8);
    return c;
}

static const char *const length_names[] = {"length"};

/* shake's digest(length) / hexdigest(length). */
static int xof_length(psvm *vm, const char *fname, int argc, const value *argv, value kw, int64_t *n)
{
    value a[1];
    vm_sig sig = {fname, length_names, 1, 1, 1};
    int nkw = kw ? (int)AS_TUPLE(kw)->len : 0;
    if (argc + nkw > 1) {
        vm_err(vm, &exc_TypeError, "%s() takes at most 1 %sargument (%d given)", fname, argc ? "" : "keyword ",
               argc + nkw);
        return -1;
    }
    if (argc == 0 && !(kw && AS_TUPLE(kw)->len)) {
        vm_err(vm, &exc_TypeError, "%s() missing required argument 'length' (pos 1)", fname);
        return -1;
    }
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0 || vm_index(vm, a[0], n) < 0)
        return -1;
    if (*n < 0) {
        /* CPython: PyBytes_FromStringAndSize of a negative size */
        vm_err(vm, &exc_MemoryError, "%s", "");
        return -1;
    }
    return vm_reserve_items(vm, *n, 3) && /* the digest and its hex */ vm_charge(vm, *n / 16 + 1) ? 0 : -1;
}

static value m_xof_digest(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t n;
    if (xof_length(vm, "digest", argc, argv, kw, &n) < 0)
        return V_NULL;
    value r = bytes_new(vm, NULL, n);
    if (r)
        sponge_squeeze((const sponge *)HO(self)->ctx, ((bytesobj *)v_obj(r))->data, (size_t)n);
    return r;
}

static value m_xof_hexdigest(psvm *vm, value self, int argc, const value *argv, value kw)
{
    int64_t n;
    if (xof_length(vm, "hexdigest", argc, argv, kw, &n) < 0)
        return V_NULL;
    uint8_t *buf = vm_alloc(vm, (size_t)n + 1);
    if (!buf)
        return V_NULL;
    sponge_squeeze((const sponge *)HO(self)->ctx, buf, (size_t)n);
    value r = hex_of(vm, buf, (size_t)n);
    vm_dealloc(vm, buf);
    return r;
}

static value hash_getattr(psvm *vm, value self, value name)
{
    hashobj *h = HO(self);
    if (str_eq_cstr(name, "name"))
        return str_from_cstr(vm, h->alg->name);
    if (str_eq_cstr(name, "digest_size"))
        return v_from_small(h->alg->kind == HK_SHAKE ? 0 : h->digest_size);
    if (str_eq_cstr(name, "block_size"))
        return v_from_small(h->alg->block_size);
    return V_NULL;
}

/* <md5 _hashlib.HASH object @ 0x...> as CPython's; blake2's is the
 * default object repr. */
static value hash_repr(psvm *vm, value self)
{
    hashobj *h = HO(self);
    if (h->h.type == &hashlib_blake2b_type || h->h.type == &hashlib_blake2s_type)
        return str_fmt(vm, "<%s object at 0x%llx>", h->h.type->name, (unsigned long long)(uintptr_t)h);
    return str_fmt(vm, "<%s %s object @ 0x%llx>", h->alg->name, h->h.type->name, (unsigned long long)(uintptr_t)h);
}

static const bfunc hash_methods[] = {
    BFUNC("update", m_update),
    BFUNC("digest", m_digest),
    BFUNC("hexdigest", m_hexdigest),
    BFUNC("copy", m_copy),
    BFUNC_END,
};

static const bfunc xof_methods[] = {
    BFUNC("update", m_update),
    BFUNC_KW("digest", m_xof_digest),
    BFUNC_KW("hexdigest", m_xof_hexdigest),
    BFUNC("copy", m_copy),
    BFUNC_END,
};

const vtype hashlib_hash_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "_hashlib.HASH", .tflags = TF_NO_SUBCLASS,
    .repr = hash_repr, .getattr = hash_getattr, .methods = hash_methods,
};
const vtype hashlib_xof_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "_hashlib.HASHXOF", .tflags = TF_NO_SUBCLASS,
    .repr = hash_repr, .getattr = hash_getattr, .methods = xof_methods,
};
const vtype hashlib_blake2b_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "_blake2.blake2b", .tflags = TF_NO_SUBCLASS,
    .repr = hash_repr, .getattr = hash_getattr, .methods = hash_methods,
};
const vtype hashlib_blake2s_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "_blake2.blake2s", .tflags = TF_NO_SUBCLASS,
    .repr = hash_repr, .getattr = hash_getattr, .methods = hash_methods,
};

/* ---- the module ------------------------------------------------------------ */

static const bfunc hashlib_funcs[] = {
    BFUNC("new", m_new),
    BFUNC("md5", m_md5), BFUNC("sha1", m_sha1), BFUNC("sha224", m_sha224), BFUNC("sha256", m_sha256),
    BFUNC("sha384", m_sha384), BFUNC("sha512", m_sha512),
    BFUNC("sha3_224", m_sha3_224), BFUNC("sha3_256", m_sha3_256), BFUNC("sha3_384", m_sha3_384),
    BFUNC("sha3_512", m_sha3_512), BFUNC("shake_128", m_shake_128), BFUNC("shake_256", m_shake_256),
    BFUNC("blake2b", m_blake2b), BFUNC("blake2s", m_blake2s),
    BFUNC_END,
};

static const char *const guaranteed[] = {"blake2b", "blake2s", "md5", "sha1", "sha224", "sha256", "sha384",
                                         "sha3_224", "sha3_256", "sha3_384", "sha3_512", "sha512", "shake_128",
                                         "shake_256", NULL};

static const char *const all_names[] = {"md5", "sha1", "sha224", "sha256", "sha384", "sha512", "blake2b", "blake2s",
                                        "sha3_224", "sha3_256", "sha3_384", "sha3_512", "shake_128", "shake_256",
                                        "new", "algorithms_guaranteed", "algorithms_available", NULL};

static int put(psvm *vm, value d, const char *name, value v)
{
    value k = v ? str_intern_cstr(vm, name) : V_NULL;
    return k ? dict_set(vm, d, k, v) : -1;
}

static value name_set(psvm *vm, bool all)
{
    value s = set_new(vm, &set_type);
    if (!s)
        return V_NULL;
    vm_root_push(vm, s);
    value r = s;
    if (all) {
        for (size_t i = 0; i < NALGS && r; i++) {
            value n = str_from_cstr(vm, algs[i].name);
            if (!n || set_add(vm, s, n) < 0)
                r = V_NULL;
        }
    } else {
        for (const char *const *g = guaranteed; *g && r; g++) {
            value n = str_from_cstr(vm, *g);
            if (!n || set_add(vm, s, n) < 0)
                r = V_NULL;
        }
    }
    vm_root_pop(vm, 1);
    return r;
}

value hashlib_module_new(psvm *vm)
{
    value n = str_intern_cstr(vm, "hashlib");
    value m = n ? module_new(vm, n) : V_NULL;
    if (!m)
        return V_NULL;
    vm_root_push(vm, m);
    value d = ((moduleobj *)v_obj(m))->dict, r = m;
    for (const bfunc *f = hashlib_funcs; f->name && r; f++)
        if (put(vm, d, f->name, v_from_obj(f)) < 0)
            r = V_NULL;
    if (r && (put(vm, d, "algorithms_guaranteed", name_set(vm, false)) < 0 ||
              put(vm, d, "algorithms_available", name_set(vm, true)) < 0))
        r = V_NULL;
    if (r) {
        int64_t k = 0;
        while (all_names[k])
            k++;
        value t = tuple_new(vm, k);
        for (int64_t i = 0; t && i < k; i++) {
            value s = str_from_cstr(vm, all_names[i]);
            if (!s)
                t = V_NULL;
            else
                AS_TUPLE(t)->items[i] = s;
        }
        if (put(vm, d, "__all__", t) < 0)
            r = V_NULL;
    }
    vm_root_pop(vm, 1);
    return r;
}
