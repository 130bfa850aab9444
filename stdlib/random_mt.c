/*
 * random_mt.c - `_random`, the Mersenne Twister (MT19937) under
 * stdlib/py/random.py. It gives bit for bit the numbers CPython's
 * Modules/_randommodule.c gives for the same seed, so a script seeded with
 * random.seed(42) sees the sequence it sees under python3:
 *
 *   new()                   a generator (an MT object), not yet seeded
 *   MT.seed_int(n)          CPython's init_by_array over |n|'s 32-bit words
 *                           (least significant first; 0 is one word 0)
 *   MT.seed_host()          the seed of random.seed(None): the host's
 *                           ps_config.seed and a count of such seedings
 *   MT.random()             a float in [0, 1) from 53 bits of two outputs
 *   MT.getrandbits(k)       an int of k random bits
 *   MT.getstate()           a tuple of the 624 words and the index
 *   MT.setstate(t)          the inverse, with CPython's checks
 *
 * The generator's algorithm is the published MT19937 reference (Matsumoto
 * and Nishimura, 2002): init_genrand, init_by_array and genrand_int32.
 * str and bytes seeds are turned into an int in random.py (sha512), as
 * CPython's Lib/random.py does.
 */
#include <string.h>

#include "objects/int_internal.h"
#include "vm/vm.h"

#define MT_N 624
#define MT_M 397
#define MT_MATRIX_A 0x9908b0dfu
#define MT_UPPER 0x80000000u
#define MT_LOWER 0x7fffffffu

typedef struct mtobj {
    obj h;
    int index; /* MT_N + 1: never seeded (CPython's object is always seeded; ours is by random.py) */
    uint32_t state[MT_N];
} mtobj;

extern const vtype random_mt_type;

#define MT(v) ((mtobj *)v_obj(v))

static void init_genrand(mtobj *m, uint32_t s)
{
    m->state[0] = s;
    for (int i = 1; i < MT_N; i++)
        m->state[i] = 1812433253u * (m->state[i - 1] ^ (m->state[i - 1] >> 30)) + (uint32_t)i;
    m->index = MT_N;
}

static void init_by_array(mtobj *m, const uint32_t *key, size_t len)
{
    init_genrand(m, 19650218u);
    size_t i = 1, j = 0;
    uint32_t *mt = m->state;
    for (size_t k = MT_N > len ? MT_N : len; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525u)) + key[j] + (uint32_t)j;
        i++, j++;
        if (i >= MT_N) {
            mt[0] = mt[MT_N - 1];
            i = 1;
        }
        if (j >= len)
            j = 0;
    }
    for (size_t k = MT_N - 1; k; k--) {
        mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            mt[0] = mt[MT_N - 1];
            i = 1;
        }
    }
    mt[0] = 0x80000000u; /* the MSB is 1, so the state is never all zero */
    m->index = MT_N;
}

static uint32_t genrand(mtobj *m)
{
    static const uint32_t mag01[2] = {0, MT_MATRIX_A};
    uint32_t *mt = m->state, y;
    if (m->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & MT_UPPER) | (mt[kk + 1] & MT_LOWER);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 1];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & MT_UPPER) | (mt[kk + 1] & MT_LOWER);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 1];
        }
        y = (mt[MT_N - 1] & MT_UPPER) | (mt[0] & MT_LOWER);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 1];
        m->index = 0;
    }
    y = mt[m->index++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

/* ---- methods ----------------------------------------------------------------- */

static mtobj *self_mt(psvm *vm, value self)
{
    if (!v_is_obj(self) || vm_typeof(self) != &random_mt_type) {
        vm_err(vm, &exc_TypeError, "descriptor requires a '_random.MT' object");
        return NULL;
    }
    mtobj *m = MT(self);
    if (m->index > MT_N) /* a fresh MT reads as seeded with 0, never as garbage */
        init_by_array(m, (const uint32_t[]){0}, 1);
    return m;
}

static value m_seed_int(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)kw;
    mtobj *m = self_mt(vm, self);
    if (!m)
        return V_NULL;
    if (!v_is_int(argv[0]) || v_is_bool(argv[0]))
        return vm_err(vm, &exc_TypeError, "seed_int() wants an int");
    bi_digit buf[BI_I64_DIGITS];
    bi_view w = int_view(argv[0], buf);
    /* the words of |n|: a bi_digit is one 32-bit word, least significant first */
    if (!vm_charge(vm, (int64_t)w.len + MT_N))
        return V_NULL;
    if (w.len == 0)
        init_by_array(m, (const uint32_t[]){0}, 1);
    else
        init_by_array(m, w.d, w.len);
    return V_NONE;
}

static value m_seed_host(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)argv, (void)kw;
    mtobj *m = self_mt(vm, self);
    if (!m)
        return V_NULL;
    /* each seed(None) in a sandbox starts a different stream, all of them
     * fixed by the host's seed: the same seed, the same run */
    uint64_t s = vm->random_seed, n = vm->random_seedings++;
    uint32_t key[4] = {(uint32_t)s, (uint32_t)(s >> 32), (uint32_t)n, (uint32_t)(n >> 32)};
    init_by_array(m, key, 4);
    return V_NONE;
}

static value m_random(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)argv, (void)kw;
    mtobj *m = self_mt(vm, self);
    if (!m)
        return V_NULL;
    uint32_t a = genrand(m) >> 5, b = genrand(m) >> 6;
    return v_from_float((a * 67108864.0 + b) * (1.0 / 9007199254740992.0));
}

static value m_getrandbits(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)kw;
    mtobj *m = self_mt(vm, self);
    if (!m)
        return V_NULL;
    int64_t k;
    if (vm_index_c_int(vm, argv[0], &k) < 0)
        return V_NULL;
    if (k < 0)
        return vm_err(vm, &exc_ValueError, "number of bits must be non-negative");
    if (k == 0)
        return v_from_small(0);
    if (k <= 32)
        return int_from_i64(vm, (int64_t)(genrand(m) >> (32 - k)));
    int64_t words = (k - 1) / 32 + 1;
    if (!vm_reserve_items(vm, words, 8) || !vm_charge(vm, words))
        return V_NULL;
    uint8_t *bytes = vm_alloc(vm, (size_t)words * 4);
    if (!bytes)
        return V_NULL;
    /* little-endian words, the last one's surplus high bits shifted away */
    for (int64_t i = 0; i < words; i++, k -= 32) {
        uint32_t r = genrand(m);
        if (k < 32)
            r >>= 32 - k;
        bytes[4 * i] = (uint8_t)r;
        bytes[4 * i + 1] = (uint8_t)(r >> 8);
        bytes[4 * i + 2] = (uint8_t)(r >> 16);
        bytes[4 * i + 3] = (uint8_t)(r >> 24);
    }
    value r = int_from_bytes(vm, bytes, (size_t)words * 4, true, false);
    vm_dealloc(vm, bytes);
    return r;
}

static value m_getstate(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)argv, (void)kw;
    mtobj *m = self_mt(vm, self);
    if (!m)
        return V_NULL;
    value t = tuple_new(vm, MT_N + 1);
    if (!t)
        return V_NULL;
    for (int i = 0; i < MT_N; i++)
        AS_TUPLE(t)->items[i] = v_from_small((int64_t)m->state[i]);
    AS_TUPLE(t)->items[MT_N] = v_from_small(m->index);
    return t;
}

/* a state word as CPython reads it (PyLong_AsUnsignedLong, then cut to 32 bits) */
static int state_word(psvm *vm, value v, uint64_t *out)
{
    if (!v_is_int(v))
        return vm_err(vm, &exc_TypeError, "an integer is required"), -1;
    bi_digit buf[BI_I64_DIGITS];
    bi_view w = int_view(v, buf);
    if (w.neg)
        return vm_err(vm, &exc_OverflowError, "can't convert negative value to unsigned int"), -1;
    if (bi_to_u64(w, out) != BI_OK)
        return vm_err(vm, &exc_OverflowError, "Python int too large to convert to C unsigned long"), -1;
    return 0;
}

static value m_setstate(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)argc, (void)kw;
    mtobj *m = self_mt(vm, self);
    if (!m)
        return V_NULL;
    value t = argv[0];
    if (!v_is_tuple(t))
        return vm_err(vm, &exc_TypeError, "state vector must be a tuple");
    if (AS_TUPLE(t)->len != MT_N + 1)
        return vm_err(vm, &exc_ValueError, "state vector is the wrong size");
    uint32_t st[MT_N];
    for (int i = 0; i < MT_N; i++) {
        uint64_t w;
        if (state_word(vm, AS_TUPLE(t)->items[i], &w) < 0)
            return V_NULL;
        st[i] = (uint32_t)w;
    }
    int64_t index;
    value iv = AS_TUPLE(t)->items[MT_N];
    if (!v_is_int(iv))
        return vm_err(vm, &exc_TypeError, "an integer is required");
    bi_digit buf[BI_I64_DIGITS];
    if (bi_to_i64(int_view(iv, buf), &index) != BI_OK)
        return vm_err(vm, &exc_OverflowError, "Python int too large to convert to C int");
    if (index < 0 || index > MT_N)
        return vm_err(vm, &exc_ValueError, "invalid state");
    memcpy(m->state, st, sizeof st);
    m->index = (int)index;
    return V_NONE;
}

static const bfunc mt_methods[] = {
    BFUNC_O("seed_int", m_seed_int),
    BFUNC_NOARGS("seed_host", m_seed_host),
    BFUNC_NOARGS("random", m_random),
    BFUNC_O("getrandbits", m_getrandbits),
    BFUNC_NOARGS("getstate", m_getstate),
    BFUNC_O("setstate", m_setstate),
    BFUNC_END,
};

const vtype random_mt_type = {
    .h = OBJ_STATIC_HEAD(&type_type), .name = "_random.MT", .tflags = TF_NO_SUBCLASS,
    .methods = mt_methods,
};

static value m_new(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self, (void)argc, (void)argv, (void)kw;
    mtobj *m = (mtobj *)vm_new_obj(vm, &random_mt_type, sizeof(mtobj));
    if (!m)
        return V_NULL;
    m->index = MT_N + 1;
    return v_from_obj(m);
}

/* A snapshot's view of a generator (vm/snapshot.c): getstate()'s tuple,
 * and an unseeded one set from it by setstate()'s checks. */
bool mt_is(value v) { return v_is_obj(v) && vm_typeof(v) == &random_mt_type; }
value mt_state(psvm *vm, value self) { return m_getstate(vm, self, 0, NULL, V_NULL); }
value mt_shell(psvm *vm) { return m_new(vm, V_NONE, 0, NULL, V_NULL); }
int mt_fill(psvm *vm, value self, value state) { return m_setstate(vm, self, 1, &state, V_NULL) ? 0 : -1; }

static const bfunc funcs[] = {
    BFUNC_NOARGS("new", m_new),
    BFUNC_END,
};

value random_helpers_new(psvm *vm)
{
    value name = str_intern_cstr(vm, "_random");
    value m = name ? module_new(vm, name) : V_NULL;
    if (!m)
        return V_NULL;
    value d = ((moduleobj *)v_obj(m))->dict;
    for (const bfunc *f = funcs; f->name; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            return V_NULL;
    }
    return m;
}
