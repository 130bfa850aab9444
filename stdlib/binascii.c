/*
 * binascii.c - the `binascii` module: the byte-level codecs under base64
 * (a2b_base64, b2a_base64, hexlify / b2a_hex, unhexlify / a2b_hex, crc32)
 * with CPython 3.11's arguments, errors and messages. base64 itself is
 * written in Python over these (stdlib/py/base64.py), as CPython's is.
 *
 * Every function reads its input once and makes one bytes object whose size
 * is known before it starts (charged by bytes_new through vm_reserve), and
 * charges fuel by the input's length, so no call does unbounded work.
 */
#include <string.h>

#include "objects/bytes_internal.h"
#include "vm/args.h"
#include "vm/vm.h"

/* binascii.Error(...) and Incomplete(...) as any exception: args kept. */
static value bin_exc_new(psvm *vm, value cls, int argc, const value *argv, value kwnames)
{
    const vtype *t = AS_TYPE(cls);
    if (kwnames && AS_TUPLE(kwnames)->len)
        return vm_err(vm, &exc_TypeError, "%s() takes no keyword arguments", t->name);
    value args = tuple_new(vm, argc);
    if (!args)
        return V_NULL;
    for (int i = 0; i < argc; i++)
        AS_TUPLE(args)->items[i] = argv[i];
    return exc_new(vm, t, args);
}

/* binascii.Error (a ValueError) and binascii.Incomplete. */
const vtype binascii_Error = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "Error",
    .module = "binascii",
    .base = &exc_ValueError,
    .tflags = TF_EXC,
    .repr = exc_repr,
    .str = exc_str,
    .getattr = exc_getattr,
    .trace = exc_trace,
    .new_ = bin_exc_new,
};

const vtype binascii_Incomplete = {
    .h = OBJ_STATIC_HEAD(&type_type),
    .name = "Incomplete",
    .module = "binascii",
    .base = &exc_Exception,
    .tflags = TF_EXC,
    .repr = exc_repr,
    .str = exc_str,
    .getattr = exc_getattr,
    .trace = exc_trace,
    .new_ = bin_exc_new,
};

/* ---- input --------------------------------------------------------------- */

/* A bytes-like argument: bytes or bytearray. */
static int need_bytes(psvm *vm, value v, const uint8_t **p, int64_t *n)
{
    if (!bytes_view(v, p, n)) {
        vm_err(vm, &exc_TypeError, "a bytes-like object is required, not '%s'", vm_type_name(v));
        return -1;
    }
    return 0;
}

/* The a2b_ functions take bytes or an ASCII str (CPython's
 * ascii_buffer_converter). */
static int need_ascii(psvm *vm, value v, const uint8_t **p, int64_t *n)
{
    if (v_is_str(v)) {
        const strobj *s = AS_STR(v);
        if (!s->ascii) {
            vm_err(vm, &exc_ValueError, "string argument should contain only ASCII characters");
            return -1;
        }
        *p = (const uint8_t *)s->data;
        *n = s->len;
        return 0;
    }
    if (bytes_view(v, p, n))
        return 0;
    vm_err(vm, &exc_TypeError, "argument should be bytes, buffer or ASCII string, not '%s'", vm_type_name(v));
    return -1;
}

/* CPython's "f() takes exactly 1 positional argument (N given)" for the
 * functions with one positional-only parameter and keyword-only options. */
static int one_positional(psvm *vm, const char *fname, int argc)
{
    if (argc == 1)
        return 0;
    vm_err(vm, &exc_TypeError, "%s() takes exactly 1 positional argument (%d given)", fname, argc);
    return -1;
}

static bool charge_len(psvm *vm, int64_t n)
{
    return vm_charge(vm, n / 16 + 1);
}

/* ---- base64 -------------------------------------------------------------- */

static const char b64_alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* the value of a base64 digit, or 64 for a byte that is not one */
static unsigned b64_value(uint8_t c)
{
    if (c >= 'A' && c <= 'Z')
        return (unsigned)(c - 'A');
    if (c >= 'a' && c <= 'z')
        return (unsigned)(c - 'a' + 26);
    if (c >= '0' && c <= '9')
        return (unsigned)(c - '0' + 52);
    if (c == '+')
        return 62;
    if (c == '/')
        return 63;
    return 64;
}

static const char *const a2b_names[] = {"data", "strict_mode"};

/* Decoding as CPython's binascii does: outside strict mode, bytes that are
 * not base64 digits are skipped, and a quad completed by enough padding
 * ends the data. The output buffer is the upper bound 3 * n / 4, the bytes
 * object made from its used part. */
static value m_a2b_base64(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    value a[2];
    vm_sig sig = {"a2b_base64", a2b_names, 2, 1, 1};
    if (one_positional(vm, "a2b_base64", argc) < 0 || vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int strict = 0;
    if (a[1] && (strict = vm_truth(vm, a[1])) < 0)
        return V_NULL;
    const uint8_t *p;
    int64_t n;
    if (need_ascii(vm, a[0], &p, &n) < 0 || !charge_len(vm, n))
        return V_NULL;
    if (strict && n > 0 && p[0] == '=')
        return vm_err(vm, &binascii_Error, "Leading padding not allowed");
    uint8_t *out = vm_alloc(vm, (size_t)(n / 4 * 3 + 3));
    if (!out)
        return V_NULL;
    int64_t o = 0;
    int quad = 0, pads = 0;
    bool padding = false;
    unsigned left = 0;
    const char *err = NULL;
    for (int64_t i = 0; i < n; i++) {
        uint8_t c = p[i];
        if (c == '=') {
            padding = true;
            if (quad >= 2 && quad + ++pads >= 4) {
                if (strict && i + 1 < n)
                    err = "Excess data after padding";
                quad = 0; /* a finished quad: no trailing error */
                break;
            }
            continue;
        }
        unsigned d = b64_value(c);
        if (d >= 64) {
            if (strict) {
                err = "Only base64 data is allowed";
                break;
            }
            continue;
        }
        if (strict && padding) {
            err = "Discontinuous padding not allowed";
            break;
        }
        pads = 0;
        switch (quad) {
        case 0: left = d; quad = 1; break;
        case 1: out[o++] = (uint8_t)(left << 2 | d >> 4); left = d & 0x0f; quad = 2; break;
        case 2: out[o++] = (uint8_t)(left << 4 | d >> 2); left = d & 0x03; quad = 3; break;
        default: out[o++] = (uint8_t)(left << 6 | d); left = 0; quad = 0; break;
        }
    }
    value r = V_NULL;
    if (err)
        vm_err(vm, &binascii_Error, "%s", err);
    else if (quad == 1)
        vm_err(vm, &binascii_Error,
               "Invalid base64-encoded string: number of data characters (%lld) cannot be 1 more than a multiple of 4",
               (long long)(o / 3 * 4 + 1));
    else if (quad != 0)
        vm_err(vm, &binascii_Error, "Incorrect padding");
    else
        r = bytes_new(vm, out, o);
    vm_dealloc(vm, out);
    return r;
}

static const char *const b2a_names[] = {"data", "newline"};

static value m_b2a_base64(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    value a[2];
    vm_sig sig = {"b2a_base64", b2a_names, 2, 1, 1};
    if (one_positional(vm, "b2a_base64", argc) < 0 || vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    int newline = 1;
    if (a[1] && (newline = vm_truth(vm, a[1])) < 0)
        return V_NULL;
    const uint8_t *p;
    int64_t n;
    if (need_bytes(vm, a[0], &p, &n) < 0 || !charge_len(vm, n))
        return V_NULL;
    if (n > (INT64_MAX - 8) / 4 * 3)
        return vm_err_nomem(vm);
    int64_t outn = (n + 2) / 3 * 4 + (newline ? 1 : 0);
    value r = bytes_new(vm, NULL, outn);
    if (!r)
        return V_NULL;
    uint8_t *out = ((bytesobj *)v_obj(r))->data;
    int64_t o = 0, i = 0;
    for (; i + 3 <= n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (uint32_t)p[i + 1] << 8 | p[i + 2];
        out[o++] = (uint8_t)b64_alphabet[v >> 18];
        out[o++] = (uint8_t)b64_alphabet[(v >> 12) & 63];
        out[o++] = (uint8_t)b64_alphabet[(v >> 6) & 63];
        out[o++] = (uint8_t)b64_alphabet[v & 63];
    }
    if (n - i == 1) {
        out[o++] = (uint8_t)b64_alphabet[p[i] >> 2];
        out[o++] = (uint8_t)b64_alphabet[(p[i] & 3) << 4];
        out[o++] = '=';
        out[o++] = '=';
    } else if (n - i == 2) {
        out[o++] = (uint8_t)b64_alphabet[p[i] >> 2];
        out[o++] = (uint8_t)b64_alphabet[(p[i] & 3) << 4 | p[i + 1] >> 4];
        out[o++] = (uint8_t)b64_alphabet[(p[i + 1] & 15) << 2];
        out[o++] = '=';
    }
    if (newline)
        out[o++] = '\n';
    return r;
}

/* ---- hex ----------------------------------------------------------------- */

static const char *const hex_names[] = {"data", "sep", "bytes_per_sep"};

/* hexlify(data, sep=None, bytes_per_sep=1): with a separator, groups of
 * bytes_per_sep bytes counted from the right (from the left when
 * negative), as bytes.hex does. */
static value hexlify(psvm *vm, const char *fname, int argc, const value *argv, value kw)
{
    value a[3];
    vm_sig sig = {fname, hex_names, 3, 3, 1};
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    const uint8_t *p;
    int64_t n;
    if (need_bytes(vm, a[0], &p, &n) < 0 || !charge_len(vm, n))
        return V_NULL;
    int sep = -1;
    uint8_t latin1;
    if (a[1] && a[1] != V_NONE) {
        const uint8_t *s;
        int64_t sl;
        if (v_is_str(a[1])) {
            s = (const uint8_t *)AS_STR(a[1])->data;
            sl = AS_STR(a[1])->len;
            if (AS_STR(a[1])->cplen != 1)
                return vm_err(vm, &exc_ValueError, "sep must be length 1.");
            /* CPython takes any one-byte-kind character (up to U+00FF) as
             * that byte when the result is bytes */
            if (sl > 2 || (sl == 2 && s[0] > 0xC3))
                return vm_err(vm, &exc_ValueError, "sep must be ASCII.");
            if (sl == 2) {
                latin1 = (uint8_t)((s[0] & 0x03) << 6 | (s[1] & 0x3F));
                s = &latin1;
            }
        } else if (v_is_type(a[1], &bytes_type)) {
            s = ((bytesobj *)v_obj(a[1]))->data;
            sl = ((bytesobj *)v_obj(a[1]))->len;
            if (sl != 1)
                return vm_err(vm, &exc_ValueError, "sep must be length 1.");
        } else {
            /* CPython takes the length first: "object of type 'int' has no len()" */
            int64_t len = vm_len(vm, a[1]);
            if (len < 0)
                return V_NULL;
            if (len != 1)
                return vm_err(vm, &exc_ValueError, "sep must be length 1.");
            return vm_err(vm, &exc_TypeError, "sep must be str or bytes.");
        }
        sep = s[0];
    }
    int64_t group = 1;
    if (a[2] && vm_index_c_int(vm, a[2], &group) < 0)
        return V_NULL;
    bool from_left = group < 0;
    int64_t g = from_left ? -group : group;
    if (sep < 0 || g == 0 || n == 0)
        sep = -1;
    int64_t nseps = sep < 0 ? 0 : (n - 1) / g;
    value r = bytes_new(vm, NULL, 2 * n + nseps);
    if (!r)
        return V_NULL;
    uint8_t *out = ((bytesobj *)v_obj(r))->data;
    static const char digits[] = "0123456789abcdef";
    int64_t o = 0;
    for (int64_t i = 0; i < n; i++) {
        if (sep >= 0 && i > 0) {
            /* a separator before byte i when a group boundary falls there */
            int64_t k = from_left ? i : n - i;
            if (k % g == 0)
                out[o++] = (uint8_t)sep;
        }
        out[o++] = (uint8_t)digits[p[i] >> 4];
        out[o++] = (uint8_t)digits[p[i] & 15];
    }
    return r;
}

static value m_hexlify(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return hexlify(vm, "hexlify", argc, argv, kw);
}

static value m_b2a_hex(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return hexlify(vm, "b2a_hex", argc, argv, kw);
}

static int hex_value(uint8_t c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static value unhexlify(psvm *vm, const char *fname, int argc, const value *argv, value kw)
{
    /* one positional argument only (CPython's METH_O) */
    if (kw && AS_TUPLE(kw)->len)
        return vm_err(vm, &exc_TypeError, "binascii.%s() takes no keyword arguments", fname);
    if (argc != 1)
        return vm_err(vm, &exc_TypeError, "binascii.%s() takes exactly one argument (%d given)", fname, argc);
    value a[1] = {argv[0]};
    const uint8_t *p;
    int64_t n;
    if (need_ascii(vm, a[0], &p, &n) < 0 || !charge_len(vm, n))
        return V_NULL;
    if (n % 2)
        return vm_err(vm, &binascii_Error, "Odd-length string");
    value r = bytes_new(vm, NULL, n / 2);
    if (!r)
        return V_NULL;
    uint8_t *out = ((bytesobj *)v_obj(r))->data;
    for (int64_t i = 0; i < n; i += 2) {
        int hi = hex_value(p[i]), lo = hex_value(p[i + 1]);
        if (hi < 0 || lo < 0)
            return vm_err(vm, &binascii_Error, "Non-hexadecimal digit found");
        out[i / 2] = (uint8_t)(hi << 4 | lo);
    }
    return r;
}

static value m_unhexlify(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return unhexlify(vm, "unhexlify", argc, argv, kw);
}

static value m_a2b_hex(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    return unhexlify(vm, "a2b_hex", argc, argv, kw);
}

/* ---- crc32 --------------------------------------------------------------- */

/* The CRC-32 of zlib (reflected polynomial 0xEDB88320), bit by bit: no
 * table to build, and the fuel charged covers its eight steps a byte. */
static value m_crc32(psvm *vm, value self, int argc, const value *argv, value kw)
{
    (void)self;
    if (kw && AS_TUPLE(kw)->len)
        return vm_err(vm, &exc_TypeError, "binascii.crc32() takes no keyword arguments");
    if (argc < 1 || argc > 2)
        return vm_err(vm, &exc_TypeError, "crc32 expected %s 1 argument%s, got %d", argc < 1 ? "at least" : "at most",
                      argc < 1 ? "" : "s", argc);
    const uint8_t *p;
    int64_t n;
    if (need_bytes(vm, argv[0], &p, &n) < 0 || !vm_charge(vm, n / 2 + 1))
        return V_NULL;
    uint32_t crc = 0;
    if (argc == 2) {
        /* any int, taken modulo 2**32 as CPython's unsigned-int converter does */
        if (!v_is_int(argv[1]))
            return vm_err(vm, &exc_TypeError, "'%s' object cannot be interpreted as an integer", vm_type_name(argv[1]));
        value m = vm_binop(vm, BOP_AND, argv[1], int_from_i64(vm, 0xFFFFFFFF));
        int64_t c;
        if (!m || int_as_i64(vm, m, &c) < 0)
            return V_NULL;
        crc = (uint32_t)c;
    }
    crc = ~crc;
    for (int64_t i = 0; i < n; i++) {
        crc ^= p[i];
        for (int k = 0; k < 8; k++)
            crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
    }
    return int_from_i64(vm, (int64_t)(uint32_t)~crc);
}

/* ---- the module ---------------------------------------------------------- */

static const bfunc binascii_funcs[] = {
    BFUNC("a2b_base64", m_a2b_base64), BFUNC("b2a_base64", m_b2a_base64),
    BFUNC("hexlify", m_hexlify), BFUNC("b2a_hex", m_b2a_hex),
    BFUNC("unhexlify", m_unhexlify), BFUNC("a2b_hex", m_a2b_hex),
    BFUNC("crc32", m_crc32),
    BFUNC_END,
};

value binascii_module_new(psvm *vm)
{
    value n = str_intern_cstr(vm, "binascii");
    value m = n ? module_new(vm, n) : V_NULL;
    if (!m)
        return V_NULL;
    vm_root_push(vm, m);
    value d = ((moduleobj *)v_obj(m))->dict, r = m;
    for (const bfunc *f = binascii_funcs; f->name && r; f++) {
        value k = str_intern_cstr(vm, f->name);
        if (!k || dict_set(vm, d, k, v_from_obj(f)) < 0)
            r = V_NULL;
    }
    value ke = r ? str_intern_cstr(vm, "Error") : V_NULL;
    if (!ke || dict_set(vm, d, ke, v_from_obj(&binascii_Error)) < 0)
        r = V_NULL;
    value ki = r ? str_intern_cstr(vm, "Incomplete") : V_NULL;
    if (!ki || dict_set(vm, d, ki, v_from_obj(&binascii_Incomplete)) < 0)
        r = V_NULL;
    vm_root_pop(vm, 1);
    return r;
}
