/*
 * values.c - sandbox values <-> JSON (see values.h).
 */
#include "values.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Depth bound for reading is CV_MAX_DEPTH plus the tag objects' own level
 * (each tag wraps its array); the node bound caps a 16 MiB line's tree. */
const js_limits cv_json_limits = { 2 * CV_MAX_DEPTH + 8, 4000000 };

__attribute__((format(printf, 3, 4)))
static ps_value fail(char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return 0;
}

/* ---- base64 (RFC 4648, with padding) -------------------------------------- */

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

void cv_b64_encode(js_buf *b, const unsigned char *p, size_t n)
{
    jb_add(b, "\"", 1);
    char q[4];
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0) |
                     (i + 2 < n ? p[i + 2] : 0);
        q[0] = b64[v >> 18];
        q[1] = b64[v >> 12 & 63];
        q[2] = i + 1 < n ? b64[v >> 6 & 63] : '=';
        q[3] = i + 2 < n ? b64[v & 63] : '=';
        jb_add(b, q, 4);
    }
    jb_add(b, "\"", 1);
}

static int b64_val(char c)
{
    const char *p = c ? strchr(b64, c) : NULL;
    return p ? (int)(p - b64) : -1;
}

/* Strict: length a multiple of 4, '=' only as final padding. */
unsigned char *cv_b64_decode(const char *s, size_t n, size_t *out_n)
{
    if (n % 4)
        return NULL;
    unsigned char *o = malloc(n / 4 * 3 + 1);
    if (!o)
        return NULL;
    size_t k = 0;
    for (size_t i = 0; i < n; i += 4) {
        int pad = 0, v[4];
        for (int j = 0; j < 4; j++) {
            if (s[i + j] == '=' && i + 4 == n && j >= 2) {
                v[j] = 0;
                pad++;
            } else if (pad || (v[j] = b64_val(s[i + j])) < 0) {
                free(o);
                return NULL;
            }
        }
        uint32_t x = (uint32_t)v[0] << 18 | (uint32_t)v[1] << 12 | (uint32_t)v[2] << 6 | (uint32_t)v[3];
        o[k++] = (unsigned char)(x >> 16);
        if (pad < 2) o[k++] = (unsigned char)(x >> 8);
        if (pad < 1) o[k++] = (unsigned char)x;
    }
    *out_n = k;
    return o;
}

/* ---- JSON -> value --------------------------------------------------------- */

static ps_value from_json(ps_vm *vm, const js_value *v, int depth, char *err, size_t errlen);

static ps_value api_fail(ps_vm *vm, char *err, size_t errlen)
{
    return fail(err, errlen, "%s", ps_error_message(vm));
}

/* Items of a JSON array into a fresh list/set (adder) or a tuple. */
static ps_value seq_from_json(ps_vm *vm, const js_value *arr, int kind, int depth,
                              char *err, size_t errlen)
{
    if (arr->kind != JS_ARRAY)
        return fail(err, errlen, "%s wants a JSON array", kind == 't' ? "$tuple" : kind == 's' ? "$set" : "$frozenset");
    if (kind == 't' || kind == 'f') {
        ps_value *items = calloc(arr->n + 1, sizeof *items);
        if (!items)
            return fail(err, errlen, "%s", "out of memory");
        ps_value r = 0;
        size_t i = 0;
        for (; i < arr->n; i++)
            if (!(items[i] = from_json(vm, &arr->items[i], depth + 1, err, errlen)))
                break;
        if (i == arr->n) {
            r = kind == 't' ? ps_tuple_new(vm, arr->n, items) : ps_frozenset_new(vm, arr->n, items);
            if (!r)
                api_fail(vm, err, errlen);
        }
        for (size_t j = 0; j < i; j++)
            ps_release(vm, items[j]);
        free(items);
        return r;
    }
    ps_value r = kind == 'l' ? ps_list_new(vm) : ps_set_new(vm);
    if (!r)
        return api_fail(vm, err, errlen);
    for (size_t i = 0; i < arr->n; i++) {
        ps_value it = from_json(vm, &arr->items[i], depth + 1, err, errlen);
        ps_status st = it ? (kind == 'l' ? ps_list_append(vm, r, it) : ps_set_add(vm, r, it)) : PS_MISUSE;
        if (it && st != PS_OK)
            api_fail(vm, err, errlen);
        ps_release(vm, it);
        if (st != PS_OK) {
            ps_release(vm, r);
            return 0;
        }
    }
    return r;
}

ps_status cv_send_error(ps_vm *vm, uint64_t call, const js_value *exc, char *err, size_t errlen)
{
    const js_value *t = exc && exc->kind == JS_OBJECT ? js_get(exc, "type") : NULL;
    const js_value *m = t ? js_get(exc, "message") : NULL, *a = t ? js_get(exc, "args") : NULL;
    if (!t || t->kind != JS_STRING || strlen(t->s) != t->len || (m && (m->kind != JS_STRING || strlen(m->s) != m->len)) ||
        (a && a->kind != JS_ARRAY) || (m && a)) {
        fail(err, errlen, "%s", "\"error\" must be {\"type\": str, \"message\": str} or {\"type\": str, \"args\": [...]}");
        return PS_MISUSE;
    }
    if (!a)
        return call ? ps_reject(vm, call, t->s, m ? m->s : "") : ps_raise(vm, t->s, m ? m->s : "");
    ps_value args = seq_from_json(vm, a, 't', 1, err, errlen);
    if (!args)
        return PS_MISUSE;
    ps_status st = call ? ps_reject_args(vm, call, t->s, args) : ps_raise_args(vm, t->s, args);
    ps_release(vm, args);
    return st;
}

static ps_value dict_pairs_from_json(ps_vm *vm, const js_value *arr, int depth, char *err, size_t errlen)
{
    if (arr->kind != JS_ARRAY)
        return fail(err, errlen, "%s wants an array of [key, value] pairs", "$dict");
    ps_value d = ps_dict_new(vm);
    if (!d)
        return api_fail(vm, err, errlen);
    for (size_t i = 0; i < arr->n; i++) {
        const js_value *pair = &arr->items[i];
        if (pair->kind != JS_ARRAY || pair->n != 2) {
            ps_release(vm, d);
            return fail(err, errlen, "%s wants an array of [key, value] pairs", "$dict");
        }
        ps_value k = from_json(vm, &pair->items[0], depth + 1, err, errlen);
        ps_value v = k ? from_json(vm, &pair->items[1], depth + 1, err, errlen) : 0;
        ps_status st = v ? ps_dict_set(vm, d, k, v) : PS_MISUSE;
        if (v && st != PS_OK)
            api_fail(vm, err, errlen);
        ps_release(vm, k);
        ps_release(vm, v);
        if (st != PS_OK) {
            ps_release(vm, d);
            return 0;
        }
    }
    return d;
}

static ps_value tag_from_json(ps_vm *vm, const js_value *key, const js_value *v, int depth,
                              char *err, size_t errlen)
{
    if (js_is_str(key, "$tuple")) return seq_from_json(vm, v, 't', depth, err, errlen);
    if (js_is_str(key, "$set")) return seq_from_json(vm, v, 's', depth, err, errlen);
    if (js_is_str(key, "$frozenset")) return seq_from_json(vm, v, 'f', depth, err, errlen);
    if (js_is_str(key, "$dict")) return dict_pairs_from_json(vm, v, depth, err, errlen);
    if (js_is_str(key, "$bytes")) {
        size_t n = 0;
        unsigned char *p = v->kind == JS_STRING ? cv_b64_decode(v->s, v->len, &n) : NULL;
        if (!p)
            return fail(err, errlen, "%s wants a base64 string", "$bytes");
        ps_value r = ps_bytes(vm, p, n);
        free(p);
        return r ? r : api_fail(vm, err, errlen);
    }
    if (js_is_str(key, "$int")) {
        bool ok = v->kind == JS_STRING && v->len > 0;
        for (size_t i = 0; ok && i < v->len; i++)
            ok = (v->s[i] >= '0' && v->s[i] <= '9') || (i == 0 && v->s[i] == '-' && v->len > 1);
        if (!ok)
            return fail(err, errlen, "%s wants a decimal string", "$int");
        ps_value r = ps_int_from_decimal(vm, v->s, v->len);
        return r ? r : api_fail(vm, err, errlen);
    }
    if (js_is_str(key, "$float")) {
        double d;
        if (js_is_str(v, "nan")) d = NAN;
        else if (js_is_str(v, "inf")) d = INFINITY;
        else if (js_is_str(v, "-inf")) d = -INFINITY;
        else return fail(err, errlen, "%s wants \"nan\", \"inf\" or \"-inf\"", "$float");
        ps_value r = ps_float(vm, d);
        return r ? r : api_fail(vm, err, errlen);
    }
    if (js_is_str(key, "$repr"))
        return fail(err, errlen, "%s values cannot be sent into the sandbox", "$repr");
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(key->len < 40 ? key->len : 40), key->s);
    return fail(err, errlen, "unknown tag '%s'", name);
}

static ps_value from_json(ps_vm *vm, const js_value *v, int depth, char *err, size_t errlen)
{
    if (depth > CV_MAX_DEPTH)
        return fail(err, errlen, "value nested deeper than %s levels", "100");
    ps_value r = 0;
    switch (v->kind) {
    case JS_NULL: r = ps_none(vm); break;
    case JS_TRUE: r = ps_bool(vm, true); break;
    case JS_FALSE: r = ps_bool(vm, false); break;
    case JS_NUMBER:
        if (v->is_int) {
            errno = 0;
            long long i = strtoll(v->s, NULL, 10);
            r = errno ? ps_int_from_decimal(vm, v->s, v->len) : ps_int(vm, i);
        } else {
            double d = strtod(v->s, NULL);
            if (!isfinite(d))
                return fail(err, errlen, "number out of range: %s", v->len < 40 ? v->s : "(long)");
            r = ps_float(vm, d);
        }
        break;
    case JS_STRING: r = ps_str(vm, v->s, v->len); break;
    case JS_ARRAY: return seq_from_json(vm, v, 'l', depth, err, errlen);
    case JS_OBJECT:
        if (v->n == 1 && v->items[0].len > 0 && v->items[0].s[0] == '$')
            return tag_from_json(vm, &v->items[0], &v->items[1], depth, err, errlen);
        r = ps_dict_new(vm);
        for (size_t i = 0; r && i < v->n; i++) {
            ps_value k = ps_str(vm, v->items[2 * i].s, v->items[2 * i].len);
            ps_value x = k ? from_json(vm, &v->items[2 * i + 1], depth + 1, err, errlen) : 0;
            ps_status st = x ? ps_dict_set(vm, r, k, x) : PS_MISUSE;
            if (!k || (x && st != PS_OK))
                api_fail(vm, err, errlen);
            ps_release(vm, k);
            ps_release(vm, x);
            if (st != PS_OK) {
                ps_release(vm, r);
                return 0;
            }
        }
        break;
    }
    return r ? r : api_fail(vm, err, errlen);
}

ps_value cv_from_json(ps_vm *vm, const js_value *v, char *err, size_t errlen)
{
    return from_json(vm, v, 0, err, errlen);
}

/* ---- value -> JSON --------------------------------------------------------- */

typedef struct enc {
    ps_vm *vm;
    js_buf *b;
    char *err;
    size_t errlen;
} enc;

static bool to_json(enc *e, ps_value v, int depth);

static bool enc_fail(enc *e, const char *msg)
{
    snprintf(e->err, e->errlen, "%s", msg);
    return false;
}

static bool items_to_json(enc *e, ps_value v, ps_type t, int depth)
{
    ps_vm *vm = e->vm;
    jb_add(e->b, "[", 1);
    bool ok = true, first = true;
    if (t == PS_T_LIST || t == PS_T_TUPLE) {
        size_t n = 0;
        ps_len(vm, v, &n);
        for (size_t i = 0; ok && i < n; i++) {
            ps_value it;
            if (ps_get_index(vm, v, i, &it) != PS_OK)
                return enc_fail(e, ps_error_message(vm));
            if (i) jb_add(e->b, ",", 1);
            ok = to_json(e, it, depth + 1);
            ps_release(vm, it);
            /* a list may shrink under us only if Python code ran: it does not */
        }
    } else {
        size_t pos = 0;
        ps_value it;
        while (ok && ps_set_next(vm, v, &pos, &it)) {
            if (!first) jb_add(e->b, ",", 1);
            first = false;
            ok = to_json(e, it, depth + 1);
            ps_release(vm, it);
        }
    }
    jb_add(e->b, "]", 1);
    return ok;
}

static bool dict_to_json(enc *e, ps_value v, int depth)
{
    ps_vm *vm = e->vm;
    /* A plain object when every key is a str and the object cannot be
     * taken for a tag (one key, starting with '$'). */
    bool all_str = true, first_dollar = false;
    size_t pos = 0, n = 0;
    ps_value k, x;
    while (ps_dict_next(vm, v, &pos, &k, &x)) {
        if (ps_typeof(vm, k) != PS_T_STR) {
            all_str = false;
        } else if (n == 0) {
            const char *s;
            size_t len;
            ps_to_str(vm, k, &s, &len);
            first_dollar = len && s[0] == '$';
        }
        n++;
        ps_release(vm, k);
        ps_release(vm, x);
    }
    bool plain = all_str && !(n == 1 && first_dollar);
    bool ok = true;
    pos = 0;
    jb_adds(e->b, plain ? "{" : "{\"$dict\":[");
    bool first = true;
    while (ps_dict_next(vm, v, &pos, &k, &x)) {
        if (!first) jb_add(e->b, ",", 1);
        first = false;
        if (ok && plain) {
            const char *s;
            size_t len;
            ps_to_str(vm, k, &s, &len);
            jb_str(e->b, s, len);
            jb_add(e->b, ":", 1);
            ok = to_json(e, x, depth + 1);
        } else if (ok) {
            jb_add(e->b, "[", 1);
            ok = to_json(e, k, depth + 1);
            jb_add(e->b, ",", 1);
            ok = ok && to_json(e, x, depth + 1);
            jb_add(e->b, "]", 1);
        }
        ps_release(vm, k);
        ps_release(vm, x);
    }
    jb_adds(e->b, plain ? "}" : "]}");
    return ok;
}

/* {"$TAG": "TEXT"} where TEXT is what conv makes of v: the decimal digits
 * of an int too big for a JSON number, the repr of a value JSON has no
 * form for. */
static bool tagged_text(enc *e, const char *open, ps_status (*conv)(ps_vm *, ps_value, ps_value *), ps_value v)
{
    ps_value s;
    if (conv(e->vm, v, &s) != PS_OK)
        return enc_fail(e, ps_error_message(e->vm));
    const char *p;
    size_t n;
    ps_to_str(e->vm, s, &p, &n);
    jb_adds(e->b, open);
    jb_str(e->b, p, n);
    jb_adds(e->b, "}");
    ps_release(e->vm, s);
    return true;
}

static bool to_json(enc *e, ps_value v, int depth)
{
    ps_vm *vm = e->vm;
    if (depth > CV_MAX_DEPTH)
        return enc_fail(e, "value nested deeper than 100 levels (or a cycle)");
    ps_type t = ps_typeof(vm, v);
    switch (t) {
    case PS_T_NONE: jb_adds(e->b, "null"); return true;
    case PS_T_BOOL: {
        bool x = false;
        ps_to_bool(vm, v, &x);
        jb_adds(e->b, x ? "true" : "false");
        return true;
    }
    case PS_T_INT: {
        int64_t i;
        if (ps_to_int64(vm, v, &i) == PS_OK && i <= (INT64_C(1) << 53) && i >= -(INT64_C(1) << 53)) {
            jb_addf(e->b, "%lld", (long long)i);
            return true;
        }
        return tagged_text(e, "{\"$int\":", ps_int_decimal, v);
    }
    case PS_T_FLOAT: {
        double d = 0;
        ps_to_double(vm, v, &d);
        if (isnan(d)) jb_adds(e->b, "{\"$float\":\"nan\"}");
        else if (isinf(d)) jb_adds(e->b, d > 0 ? "{\"$float\":\"inf\"}" : "{\"$float\":\"-inf\"}");
        else jb_double(e->b, d);
        return true;
    }
    case PS_T_STR: {
        const char *p;
        size_t n;
        ps_to_str(vm, v, &p, &n);
        jb_str(e->b, p, n);
        return true;
    }
    case PS_T_BYTES: {
        const void *p;
        size_t n;
        ps_to_bytes(vm, v, &p, &n);
        jb_adds(e->b, "{\"$bytes\":");
        cv_b64_encode(e->b, p, n);
        jb_adds(e->b, "}");
        return true;
    }
    case PS_T_LIST: return items_to_json(e, v, t, depth);
    case PS_T_TUPLE:
    case PS_T_SET:
    case PS_T_FROZENSET: {
        jb_adds(e->b, t == PS_T_TUPLE ? "{\"$tuple\":" : t == PS_T_SET ? "{\"$set\":" : "{\"$frozenset\":");
        bool ok = items_to_json(e, v, t, depth);
        jb_adds(e->b, "}");
        return ok;
    }
    case PS_T_DICT: return dict_to_json(e, v, depth);
    case PS_T_OTHER: {
        return tagged_text(e, "{\"$repr\":", ps_repr, v);
    }
    case PS_T_INVALID:
    default:
        return enc_fail(e, "not a live value");
    }
}

bool cv_to_json(ps_vm *vm, ps_value v, js_buf *b, char *err, size_t errlen)
{
    enc e = { vm, b, err, errlen };
    size_t mark = b->len;
    if (!to_json(&e, v, 0)) {
        b->len = mark;
        if (b->p)
            b->p[mark] = 0;
        return false;
    }
    if (b->failed)
        return enc_fail(&e, "out of memory");
    return true;
}
