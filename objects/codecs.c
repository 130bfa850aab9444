/*
 * codecs.c - bytes.decode, str.encode, str(b, encoding) and bytes(s,
 * encoding): the codecs a tool script meets in practice (UTF-8, ASCII,
 * Latin-1, UTF-8 with a BOM) and CPython's error handlers for them, with
 * CPython's UnicodeDecodeError / UnicodeEncodeError / LookupError texts.
 *
 * Decoding is also the one door through which outside bytes become a str,
 * and the VM's str must always hold valid UTF-8 (utext.h relies on it), so
 * every path below checks what it lets in.
 *
 * Not here: 'surrogateescape' and 'surrogatepass' (a pysafe str cannot hold
 * a lone surrogate) and every other codec; both raise LookupError as for an
 * unknown name (docs/language.md lists the difference).
 */
#include <string.h>

#include "vm/args.h"
#include "bytes_internal.h"
#include "codecs.h"
#include "objects/text/utext.h"
#include "vm/vm.h"

typedef enum { CODEC_UTF8, CODEC_UTF8_SIG, CODEC_ASCII, CODEC_LATIN1 } codec_id;
typedef enum { ERR_STRICT, ERR_REPLACE, ERR_IGNORE, ERR_BACKSLASH, ERR_XMLREF } err_id;

/* CPython's names, as its messages print them. */
static const char *const codec_names[] = {"utf-8", "utf-8", "ascii", "latin-1"};

/* encodings.aliases, for the codecs above, after normalisation. */
static const struct {
    const char *alias;
    codec_id id;
} aliases[] = {
    {"utf_8", CODEC_UTF8}, {"utf8", CODEC_UTF8}, {"u8", CODEC_UTF8}, {"utf", CODEC_UTF8},
    {"utf8_ucs2", CODEC_UTF8}, {"utf8_ucs4", CODEC_UTF8}, {"cp65001", CODEC_UTF8},
    {"utf_8_sig", CODEC_UTF8_SIG},
    {"ascii", CODEC_ASCII}, {"646", CODEC_ASCII}, {"ansi_x3.4_1968", CODEC_ASCII},
    {"ansi_x3_4_1968", CODEC_ASCII}, {"ansi_x3.4_1986", CODEC_ASCII}, {"cp367", CODEC_ASCII},
    {"csascii", CODEC_ASCII}, {"ibm367", CODEC_ASCII}, {"iso646_us", CODEC_ASCII},
    {"iso_646.irv_1991", CODEC_ASCII}, {"iso_ir_6", CODEC_ASCII}, {"us", CODEC_ASCII},
    {"us_ascii", CODEC_ASCII},
    {"latin_1", CODEC_LATIN1}, {"latin1", CODEC_LATIN1}, {"latin", CODEC_LATIN1}, {"l1", CODEC_LATIN1},
    {"8859", CODEC_LATIN1}, {"cp819", CODEC_LATIN1}, {"csisolatin1", CODEC_LATIN1},
    {"ibm819", CODEC_LATIN1}, {"iso8859", CODEC_LATIN1}, {"iso8859_1", CODEC_LATIN1},
    {"iso_8859_1", CODEC_LATIN1}, {"iso_8859_1_1987", CODEC_LATIN1}, {"iso_ir_100", CODEC_LATIN1},
};

/*
 * The codec an encoding name means, normalised as encodings.normalize_encoding
 * does (lower case; each run of characters other than letters, digits and
 * '.' becomes one '_', none at either end). -1 with LookupError otherwise.
 */
static int find_codec(psvm *vm, value name)
{
    const strobj *s = AS_STR(name);
    char norm[40];
    size_t n = 0;
    bool punct = false;
    for (int64_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->data[i];
        if (c >= 'A' && c <= 'Z')
            c = (unsigned char)(c - 'A' + 'a');
        bool keep = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '.';
        if (c >= 0x80)
            continue; /* a non-ASCII letter: normalize_encoding drops it */
        if (!keep) {
            punct = true;
            continue;
        }
        if (punct && n)
            norm[n < sizeof norm - 1 ? n++ : n] = '_';
        punct = false;
        norm[n < sizeof norm - 1 ? n++ : n] = (char)c;
    }
    norm[n] = 0;
    for (size_t k = 0; k < sizeof aliases / sizeof aliases[0]; k++)
        if (!strcmp(norm, aliases[k].alias))
            return (int)aliases[k].id;
    vm_err(vm, &exc_LookupError, "unknown encoding: %s", s->data);
    return -1;
}

/* The handler an errors= name means; looked up only when an error happens,
 * as CPython does ("ab".encode("ascii", "bogus") is fine). */
static int find_handler(psvm *vm, value errors, bool decoding)
{
    const char *e = errors ? str_cstr(errors) : "strict";
    if (!strcmp(e, "strict"))
        return ERR_STRICT;
    if (!strcmp(e, "replace"))
        return ERR_REPLACE;
    if (!strcmp(e, "ignore"))
        return ERR_IGNORE;
    if (!strcmp(e, "backslashreplace"))
        return ERR_BACKSLASH;
    if (!strcmp(e, "xmlcharrefreplace") && !decoding)
        return ERR_XMLREF;
    if (!strcmp(e, "xmlcharrefreplace"))
        vm_err(vm, &exc_TypeError, "don't know how to handle UnicodeDecodeError in error callback");
    else
        vm_err(vm, &exc_LookupError, "unknown error handler name '%s'", e);
    return -1;
}

static value raise_unicode_error(psvm *vm, const vtype *t, codec_id c, value object, int64_t start, int64_t end,
                                 const char *reason)
{
    value enc = str_from_cstr(vm, codec_names[c]);
    value why = enc ? str_from_cstr(vm, reason) : V_NULL;
    value args = why ? tuple_pack(vm, 5, enc, object, int_from_i64(vm, start), int_from_i64(vm, end), why) : V_NULL;
    value e = args ? exc_new(vm, t, args) : V_NULL;
    return e ? vm_err_value(vm, e) : V_NULL;
}

/* ---- decoding -------------------------------------------------------------- */

static bool put_byte_escape(sbuf *b, unsigned char c)
{
    static const char hex[] = "0123456789abcdef";
    char esc[4] = {'\\', 'x', hex[c >> 4], hex[c & 15]};
    return sb_add(b, esc, 4);
}

/* The replacement for the undecodable bytes p[start, end); false on a
 * memory error, or (handler -1) after raising. */
static bool decode_error(psvm *vm, sbuf *b, int h, const uint8_t *p, int64_t start, int64_t end)
{
    if (h == ERR_REPLACE)
        return sb_add(b, "\xEF\xBF\xBD", 3);
    if (h == ERR_BACKSLASH) {
        for (int64_t i = start; i < end; i++)
            if (!put_byte_escape(b, p[i]))
                return false;
    }
    return true; /* ERR_IGNORE */
}

value codec_decode(psvm *vm, value object, const uint8_t *p, int64_t n, value encoding, value errors)
{
    int c = encoding ? find_codec(vm, encoding) : CODEC_UTF8;
    if (c < 0 || !vm_charge(vm, n / 16))
        return V_NULL;
    if (c == CODEC_UTF8_SIG) {
        if (n >= 3 && !memcmp(p, "\xEF\xBB\xBF", 3)) {
            p += 3;
            n -= 3;
        }
        c = CODEC_UTF8;
    }
    if (c == CODEC_UTF8 && ut_validate((const char *)p, (size_t)n, NULL, NULL, NULL))
        return str_new(vm, (const char *)p, n);
    if (c == CODEC_ASCII) {
        int64_t i = 0;
        while (i < n && p[i] < 0x80)
            i++;
        if (i == n)
            return str_new(vm, (const char *)p, n);
    }
    sbuf b;
    sb_init(&b, vm);
    int h = -2; /* looked up at the first error */
    int64_t i = 0;
    while (i < n) {
        int64_t start, end;
        const char *reason;
        if (c == CODEC_LATIN1) {
            char enc[4];
            if (!sb_add(&b, enc, (int64_t)ut_encode(p[i], enc)))
                break;
            i++;
            continue;
        }
        if (c == CODEC_ASCII) {
            int64_t j = i;
            while (j < n && p[j] < 0x80)
                j++;
            sb_add(&b, (const char *)p + i, j - i);
            if (j == n) {
                i = n;
                break;
            }
            start = j;
            end = j + 1;
            reason = "ordinal not in range(128)";
        } else {
            ut_decode_error err;
            if (ut_validate((const char *)p + i, (size_t)(n - i), NULL, NULL, &err)) {
                sb_add(&b, (const char *)p + i, n - i);
                i = n;
                break;
            }
            start = i + (int64_t)err.start;
            end = i + (int64_t)err.end;
            reason = err.reason;
            sb_add(&b, (const char *)p + i, (int64_t)err.start);
        }
        if (h == -2)
            h = find_handler(vm, errors, true);
        if (h < 0)
            break;
        if (h == ERR_STRICT) {
            if (!object)
                object = bytes_new(vm, p, n);
            if (object)
                raise_unicode_error(vm, &exc_UnicodeDecodeError, (codec_id)c, object, start, end, reason);
            break;
        }
        if (!decode_error(vm, &b, h, p, start, end))
            break;
        i = end;
    }
    if (i < n || b.failed) {
        sb_free(&b);
        return vm->exc ? V_NULL : vm_err_nomem(vm);
    }
    return sb_finish(&b);
}

/* ---- encoding -------------------------------------------------------------- */

static bool put_cp_escape(sbuf *b, uint32_t cp, int h)
{
    if (h == ERR_XMLREF)
        return sb_addf(b, "&#%u;", (unsigned)cp);
    if (cp <= 0xFF)
        return sb_addf(b, "\\x%02x", (unsigned)cp);
    if (cp <= 0xFFFF)
        return sb_addf(b, "\\u%04x", (unsigned)cp);
    return sb_addf(b, "\\U%08x", (unsigned)cp);
}

value codec_encode(psvm *vm, value s, value encoding, value errors)
{
    const strobj *o = AS_STR(s);
    int c = encoding ? find_codec(vm, encoding) : CODEC_UTF8;
    if (c < 0 || !vm_charge(vm, o->len / 16))
        return V_NULL;
    if (c == CODEC_UTF8 || (o->ascii && c != CODEC_UTF8_SIG))
        return bytes_new(vm, o->data, o->len);
    if (c == CODEC_UTF8_SIG) {
        sbuf b;
        sb_init(&b, vm);
        sb_add(&b, "\xEF\xBB\xBF", 3);
        sb_add(&b, o->data, o->len);
        value r = b.failed ? V_NULL : bytes_new(vm, b.p, b.len);
        sb_free(&b);
        return r ? r : (vm->exc ? V_NULL : vm_err_nomem(vm));
    }
    uint32_t limit = c == CODEC_ASCII ? 0x80 : 0x100;
    sbuf b;
    sb_init(&b, vm);
    int h = -2;
    bool failed = false;
    int64_t i = 0, pos = 0; /* byte offset, code point index */
    while (i < o->len && !failed) {
        uint32_t cp;
        size_t k = ut_decode(o->data, (size_t)o->len, (size_t)i, &cp);
        if (cp < limit) {
            char ch = (char)cp;
            sb_add(&b, &ch, 1);
            i += (int64_t)k;
            pos++;
            continue;
        }
        /* CPython reports the whole run of unencodable characters at once. */
        int64_t start = pos, j = i;
        while (j < o->len) {
            uint32_t cp2;
            size_t k2 = ut_decode(o->data, (size_t)o->len, (size_t)j, &cp2);
            if (cp2 < limit)
                break;
            j += (int64_t)k2;
            pos++;
        }
        if (h == -2)
            h = find_handler(vm, errors, false);
        if (h < 0) {
            failed = true;
            break;
        }
        if (h == ERR_STRICT) {
            raise_unicode_error(vm, &exc_UnicodeEncodeError, (codec_id)c, s, start, pos,
                                c == CODEC_ASCII ? "ordinal not in range(128)" : "ordinal not in range(256)");
            failed = true;
            break;
        }
        for (int64_t x = i; x < j;) {
            uint32_t cp2;
            x += (int64_t)ut_decode(o->data, (size_t)o->len, (size_t)x, &cp2);
            if (h == ERR_REPLACE)
                sb_addc(&b, '?');
            else if (h != ERR_IGNORE)
                put_cp_escape(&b, cp2, h);
        }
        i = j;
    }
    value r = failed || b.failed ? V_NULL : bytes_new(vm, b.p, b.len);
    sb_free(&b);
    if (!r && !vm->exc)
        return vm_err_nomem(vm);
    return r;
}

/* ---- the methods and constructors ----------------------------------------- */

/* encoding= and errors= must be str (CPython's Argument Clinic text). */
static int check_str_arg(psvm *vm, const char *fname, const char *arg, value v)
{
    if (v && !v_is_str(v)) {
        vm_err(vm, &exc_TypeError, "%s() argument '%s' must be str, not %s", fname, arg,
               v == V_NONE ? "None" : vm_type_name(v));
        return -1;
    }
    return 0;
}

static const char *const coding_names[] = {"encoding", "errors"};

/* Binds (encoding=, errors=) for decode/encode, both optional str. */
static int bind_coding_args(psvm *vm, const vm_sig *sig, int argc, const value *argv, value kw,
                            value a[2])
{
    if (vm_bind(vm, sig, argc, argv, kw, a) < 0 || check_str_arg(vm, sig->fname, "encoding", a[0]) < 0 ||
        check_str_arg(vm, sig->fname, "errors", a[1]) < 0)
        return -1;
    return 0;
}

value bytes_decode(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const vm_sig sig = {"decode", coding_names, 2, 2, 0};
    value a[2];
    if (bind_coding_args(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    /* a bytearray's error reports its bytes as a bytes object, as CPython's */
    const uint8_t *p;
    int64_t n;
    bytes_view(self, &p, &n);
    return codec_decode(vm, v_is_bytearray(self) ? V_NULL : self, p, n, a[0], a[1]);
}

value str_m_encode(psvm *vm, value self, int argc, const value *argv, value kw)
{
    static const vm_sig sig = {"encode", coding_names, 2, 2, 0};
    value a[2];
    if (bind_coding_args(vm, &sig, argc, argv, kw, a) < 0)
        return V_NULL;
    return codec_encode(vm, self, a[0], a[1]);
}

/* str(), str(object), str(object=...), str(b, encoding, errors). */
value codec_str_construct(psvm *vm, value cls, int argc, const value *argv, value kw)
{
    static const char *const names[] = {"object", "encoding", "errors"};
    static const vm_sig sig = {"str", names, 3, 3, 0};
    value a[3];
    if (vm_bind(vm, &sig, argc, argv, kw, a) < 0 || check_str_arg(vm, "str", "encoding", a[1]) < 0 ||
        check_str_arg(vm, "str", "errors", a[2]) < 0)
        return V_NULL;
    if (!a[0])
        return str_new(vm, "", 0);
    if (!a[1] && !a[2])
        return vm_str(vm, a[0]);
    if (v_is_str(a[0]))
        return vm_err(vm, &exc_TypeError, "decoding str is not supported");
    const uint8_t *p;
    int64_t n;
    if (!bytes_view(a[0], &p, &n))
        return vm_err(vm, &exc_TypeError, "decoding to str: need a bytes-like object, %s found", vm_type_name(a[0]));
    return codec_decode(vm, v_is_bytearray(a[0]) ? V_NULL : a[0], p, n, a[1], a[2]);
}

/* bytes(str, encoding[, errors]): the str half of the bytes and bytearray
 * constructors (fname names the type); source, encoding, errors as bound
 * by the caller. */
value codec_bytes_from_str(psvm *vm, const char *fname, value source, value encoding, value errors)
{
    if (check_str_arg(vm, fname, "encoding", encoding) < 0 || check_str_arg(vm, fname, "errors", errors) < 0)
        return V_NULL;
    if (!encoding)
        return vm_err(vm, &exc_TypeError, "string argument without an encoding");
    return codec_encode(vm, source, encoding, errors);
}
