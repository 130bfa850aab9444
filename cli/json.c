/*
 * json.c - strict, bounded JSON (see json.h for the rules).
 */
#include "json.h"

#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the document's memory: a bump allocator over malloc'd blocks ------- */

typedef struct js_block {
    struct js_block *next;
    size_t used, cap;
    max_align_t data[];
} js_block;

struct js_doc {
    js_block *blocks;
    js_value root;
};

static void *doc_alloc(js_doc *d, size_t n)
{
    n = (n + sizeof(max_align_t) - 1) / sizeof(max_align_t) * sizeof(max_align_t);
    js_block *b = d->blocks;
    if (!b || b->cap - b->used < n) {
        size_t cap = n > 16384 ? n : 16384;
        b = malloc(sizeof *b + cap);
        if (!b)
            return NULL;
        b->used = 0;
        b->cap = cap;
        b->next = d->blocks;
        d->blocks = b;
    }
    void *p = (char *)b->data + b->used;
    b->used += n;
    return p;
}

void js_free(js_doc *d)
{
    if (!d)
        return;
    for (js_block *b = d->blocks, *nx; b; b = nx) {
        nx = b->next;
        free(b);
    }
    free(d);
}

js_value *js_root(js_doc *d) { return &d->root; }

/* ---- reader --------------------------------------------------------------- */

typedef struct reader {
    const char *p, *end, *start;
    js_doc *doc;
    const js_limits *lim;
    size_t nodes;
    char *err;
    size_t errlen;
    bool failed;
} reader;

static bool fail(reader *r, const char *what)
{
    if (!r->failed)
        snprintf(r->err, r->errlen, "%s at offset %zu", what, (size_t)(r->p - r->start));
    r->failed = true;
    return false;
}

static void skip_ws(reader *r)
{
    while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r'))
        r->p++;
}

static bool literal(reader *r, const char *word, js_value *out, js_kind k)
{
    size_t n = strlen(word);
    if ((size_t)(r->end - r->p) < n || memcmp(r->p, word, n) != 0)
        return fail(r, "invalid literal");
    r->p += n;
    out->kind = k;
    return true;
}

static bool number(reader *r, js_value *out)
{
    const char *s = r->p;
    bool is_int = true;
    if (r->p < r->end && *r->p == '-')
        r->p++;
    if (r->p >= r->end)
        return fail(r, "expected a digit");
    if (*r->p == '0') {
        r->p++;
    } else if (*r->p >= '1' && *r->p <= '9') {
        while (r->p < r->end && *r->p >= '0' && *r->p <= '9')
            r->p++;
    } else {
        return fail(r, "expected a digit");
    }
    if (r->p < r->end && *r->p == '.') {
        is_int = false;
        r->p++;
        if (r->p >= r->end || *r->p < '0' || *r->p > '9')
            return fail(r, "expected a digit after '.'");
        while (r->p < r->end && *r->p >= '0' && *r->p <= '9')
            r->p++;
    }
    if (r->p < r->end && (*r->p == 'e' || *r->p == 'E')) {
        is_int = false;
        r->p++;
        if (r->p < r->end && (*r->p == '+' || *r->p == '-'))
            r->p++;
        if (r->p >= r->end || *r->p < '0' || *r->p > '9')
            return fail(r, "expected a digit in the exponent");
        while (r->p < r->end && *r->p >= '0' && *r->p <= '9')
            r->p++;
    }
    size_t n = (size_t)(r->p - s);
    char *t = doc_alloc(r->doc, n + 1);
    if (!t)
        return fail(r, "out of memory");
    memcpy(t, s, n);
    t[n] = 0;
    out->kind = JS_NUMBER;
    out->is_int = is_int;
    out->s = t;
    out->len = n;
    return true;
}

static int hex4(const char *p)
{
    int v = 0;
    for (int i = 0; i < 4; i++) {
        char c = p[i];
        v <<= 4;
        if (c >= '0' && c <= '9') v |= c - '0';
        else if (c >= 'a' && c <= 'f') v |= c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') v |= c - 'A' + 10;
        else return -1;
    }
    return v;
}

static size_t put_utf8(char *o, uint32_t c)
{
    if (c < 0x80) { o[0] = (char)c; return 1; }
    if (c < 0x800) { o[0] = (char)(0xC0 | c >> 6); o[1] = (char)(0x80 | (c & 63)); return 2; }
    if (c < 0x10000) {
        o[0] = (char)(0xE0 | c >> 12); o[1] = (char)(0x80 | (c >> 6 & 63));
        o[2] = (char)(0x80 | (c & 63)); return 3;
    }
    o[0] = (char)(0xF0 | c >> 18); o[1] = (char)(0x80 | (c >> 12 & 63));
    o[2] = (char)(0x80 | (c >> 6 & 63)); o[3] = (char)(0x80 | (c & 63));
    return 4;
}

/* Length of the valid UTF-8 sequence at p (1..4), or 0 if invalid
 * (overlong forms, surrogates and code points past U+10FFFF included). */
static size_t utf8_len(const unsigned char *p, const unsigned char *end)
{
    unsigned c = p[0];
    if (c < 0x80) return 1;
    size_t n;
    uint32_t cp, min;
    if ((c & 0xE0) == 0xC0) { n = 2; cp = c & 0x1F; min = 0x80; }
    else if ((c & 0xF0) == 0xE0) { n = 3; cp = c & 0x0F; min = 0x800; }
    else if ((c & 0xF8) == 0xF0) { n = 4; cp = c & 0x07; min = 0x10000; }
    else return 0;
    if ((size_t)(end - p) < n) return 0;
    for (size_t i = 1; i < n; i++) {
        if ((p[i] & 0xC0) != 0x80) return 0;
        cp = cp << 6 | (p[i] & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

static bool string(reader *r, js_value *out)
{
    r->p++; /* the opening quote */
    /* The decoded text is never longer than the literal. */
    const char *q = r->p;
    while (q < r->end && *q != '"') {
        if (*q == '\\' && q + 1 < r->end) q++;
        q++;
    }
    if (q >= r->end)
        return fail(r, "unterminated string");
    char *o = doc_alloc(r->doc, (size_t)(q - r->p) + 1), *o0 = o;
    if (!o)
        return fail(r, "out of memory");
    while (*r->p != '"') {
        unsigned char c = (unsigned char)*r->p;
        if (c < 0x20)
            return fail(r, "unescaped control character in string");
        if (c != '\\') {
            size_t n = utf8_len((const unsigned char *)r->p, (const unsigned char *)r->end);
            if (!n)
                return fail(r, "invalid UTF-8 in string");
            memcpy(o, r->p, n);
            o += n;
            r->p += n;
            continue;
        }
        r->p++;
        char e = *r->p++;
        switch (e) {
        case '"': *o++ = '"'; break;
        case '\\': *o++ = '\\'; break;
        case '/': *o++ = '/'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'n': *o++ = '\n'; break;
        case 'r': *o++ = '\r'; break;
        case 't': *o++ = '\t'; break;
        case 'u': {
            int u = r->end - r->p >= 4 ? hex4(r->p) : -1;
            if (u < 0)
                return fail(r, "invalid \\u escape");
            r->p += 4;
            uint32_t cp = (uint32_t)u;
            if (cp >= 0xDC00 && cp <= 0xDFFF)
                return fail(r, "lone surrogate in \\u escape");
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                int lo = r->end - r->p >= 6 && r->p[0] == '\\' && r->p[1] == 'u' ? hex4(r->p + 2) : -1;
                if (lo < 0xDC00 || lo > 0xDFFF)
                    return fail(r, "lone surrogate in \\u escape");
                r->p += 6;
                cp = 0x10000 + ((cp - 0xD800) << 10) + ((uint32_t)lo - 0xDC00);
            }
            /* A \u escape is 6 bytes and yields at most 3 (4 for a pair of
             * 12), so the output still fits. */
            o += put_utf8(o, cp);
            break;
        }
        default:
            r->p--;
            return fail(r, "invalid escape in string");
        }
    }
    r->p++; /* the closing quote */
    *o = 0;
    out->kind = JS_STRING;
    out->s = o0;
    out->len = (size_t)(o - o0);
    return true;
}

static bool value(reader *r, js_value *out, int depth);

/* Arrays and objects collect their items in a malloc'd vector, then copy
 * it into the document (one exact-size block per container). */
static bool container(reader *r, js_value *out, int depth, bool obj)
{
    if (depth >= r->lim->max_depth)
        return fail(r, "nesting too deep");
    r->p++;
    size_t n = 0, cap = 0;
    js_value *v = NULL;
    bool ok = true;
    skip_ws(r);
    char close = obj ? '}' : ']';
    if (r->p < r->end && *r->p == close) {
        r->p++;
    } else {
        for (;;) {
            if (n + 2 > cap) {
                size_t nc = cap ? cap * 2 : 8;
                js_value *nv = realloc(v, nc * sizeof *v);
                if (!nv) { ok = fail(r, "out of memory"); break; }
                v = nv;
                cap = nc;
            }
            skip_ws(r);
            if (obj) {
                if (r->p >= r->end || *r->p != '"') { ok = fail(r, "expected a string key"); break; }
                memset(&v[n], 0, sizeof v[n]);
                if (!(ok = string(r, &v[n]))) break;
                n++;
                skip_ws(r);
                if (r->p >= r->end || *r->p != ':') { ok = fail(r, "expected ':'"); break; }
                r->p++;
                skip_ws(r);
            }
            memset(&v[n], 0, sizeof v[n]);
            if (!(ok = value(r, &v[n], depth + 1))) break;
            n++;
            skip_ws(r);
            if (r->p < r->end && *r->p == ',') { r->p++; continue; }
            if (r->p < r->end && *r->p == close) { r->p++; break; }
            ok = fail(r, obj ? "expected ',' or '}'" : "expected ',' or ']'");
            break;
        }
    }
    if (ok && n) {
        js_value *items = doc_alloc(r->doc, n * sizeof *items);
        if (!items)
            ok = fail(r, "out of memory");
        else
            memcpy(items, v, n * sizeof *items);
        out->items = items;
    }
    free(v);
    out->kind = obj ? JS_OBJECT : JS_ARRAY;
    out->n = obj ? n / 2 : n;
    return ok;
}

static bool value(reader *r, js_value *out, int depth)
{
    if (++r->nodes > r->lim->max_nodes)
        return fail(r, "too many values");
    skip_ws(r);
    if (r->p >= r->end)
        return fail(r, "unexpected end of input");
    switch (*r->p) {
    case 'n': return literal(r, "null", out, JS_NULL);
    case 't': return literal(r, "true", out, JS_TRUE);
    case 'f': return literal(r, "false", out, JS_FALSE);
    case '"': return string(r, out);
    case '[': return container(r, out, depth, false);
    case '{': return container(r, out, depth, true);
    default:
        if (*r->p == '-' || (*r->p >= '0' && *r->p <= '9'))
            return number(r, out);
        return fail(r, "unexpected character");
    }
}

js_doc *js_parse(const char *text, size_t len, const js_limits *lim, char *err, size_t errlen)
{
    js_doc *d = calloc(1, sizeof *d);
    if (!d) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    reader r = { text, text + len, text, d, lim, 0, err, errlen, false };
    if (value(&r, &d->root, 0)) {
        skip_ws(&r);
        if (r.p != r.end)
            fail(&r, "extra data after the value");
    }
    if (r.failed) {
        js_free(d);
        return NULL;
    }
    return d;
}

js_value *js_get(const js_value *obj, const char *key)
{
    if (!obj || obj->kind != JS_OBJECT)
        return NULL;
    size_t kl = strlen(key);
    js_value *found = NULL;
    for (size_t i = 0; i < obj->n; i++) {
        js_value *k = &obj->items[2 * i];
        if (k->len == kl && memcmp(k->s, key, kl) == 0)
            found = &obj->items[2 * i + 1];
    }
    return found;
}

bool js_is_str(const js_value *v, const char *s)
{
    return v && v->kind == JS_STRING && v->len == strlen(s) && memcmp(v->s, s, v->len) == 0;
}

/* ---- writer --------------------------------------------------------------- */

void jb_init(js_buf *b) { memset(b, 0, sizeof *b); }
void jb_free(js_buf *b) { free(b->p); jb_init(b); }

static bool jb_grow(js_buf *b, size_t n)
{
    if (b->failed)
        return false;
    if (b->cap - b->len > n)
        return true;
    size_t nc = b->cap ? b->cap : 256;
    while (nc - b->len <= n) {
        if (nc > SIZE_MAX / 2) { b->failed = true; return false; }
        nc *= 2;
    }
    char *np = realloc(b->p, nc);
    if (!np) { b->failed = true; return false; }
    b->p = np;
    b->cap = nc;
    return true;
}

void jb_add(js_buf *b, const char *s, size_t n)
{
    if (!jb_grow(b, n))
        return;
    memcpy(b->p + b->len, s, n);
    b->len += n;
    b->p[b->len] = 0;
}

void jb_adds(js_buf *b, const char *s) { jb_add(b, s, strlen(s)); }

void jb_addf(js_buf *b, const char *fmt, ...)
{
    char tmp[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof tmp) {
        jb_add(b, tmp, (size_t)n);
        return;
    }
    if (!jb_grow(b, (size_t)n))
        return;
    va_start(ap, fmt);
    vsnprintf(b->p + b->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    b->len += (size_t)n;
}

void jb_str(js_buf *b, const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s, *end = p + n;
    jb_add(b, "\"", 1);
    while (p < end) {
        const unsigned char *run = p;
        while (p < end && *p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\')
            p++;
        jb_add(b, (const char *)run, (size_t)(p - run));
        if (p >= end)
            break;
        unsigned char c = *p;
        if (c >= 0x80) {
            size_t k = utf8_len(p, end);
            if (k) {
                jb_add(b, (const char *)p, k);
                p += k;
            } else {
                jb_add(b, "\xEF\xBF\xBD", 3);
                p++;
            }
            continue;
        }
        p++;
        switch (c) {
        case '"': jb_add(b, "\\\"", 2); break;
        case '\\': jb_add(b, "\\\\", 2); break;
        case '\n': jb_add(b, "\\n", 2); break;
        case '\r': jb_add(b, "\\r", 2); break;
        case '\t': jb_add(b, "\\t", 2); break;
        case '\b': jb_add(b, "\\b", 2); break;
        case '\f': jb_add(b, "\\f", 2); break;
        default: jb_addf(b, "\\u%04x", c); break;
        }
    }
    jb_add(b, "\"", 1);
}

void jb_strz(js_buf *b, const char *s) { jb_str(b, s, strlen(s)); }

void jb_double(js_buf *b, double d)
{
    char tmp[40];
    for (int prec = 1; prec <= 17; prec++) {
        snprintf(tmp, sizeof tmp, "%.*g", prec, d);
        if (strtod(tmp, NULL) == d)
            break;
    }
    if (!strpbrk(tmp, ".eEn"))
        strcat(tmp, ".0");
    jb_adds(b, tmp);
}

void jb_value(js_buf *b, const js_value *v)
{
    switch (v->kind) {
    case JS_NULL: jb_adds(b, "null"); break;
    case JS_TRUE: jb_adds(b, "true"); break;
    case JS_FALSE: jb_adds(b, "false"); break;
    case JS_NUMBER: jb_add(b, v->s, v->len); break;
    case JS_STRING: jb_str(b, v->s, v->len); break;
    case JS_ARRAY:
        jb_add(b, "[", 1);
        for (size_t i = 0; i < v->n; i++) {
            if (i) jb_add(b, ",", 1);
            jb_value(b, &v->items[i]);
        }
        jb_add(b, "]", 1);
        break;
    case JS_OBJECT:
        jb_add(b, "{", 1);
        for (size_t i = 0; i < v->n; i++) {
            if (i) jb_add(b, ",", 1);
            jb_value(b, &v->items[2 * i]);
            jb_add(b, ":", 1);
            jb_value(b, &v->items[2 * i + 1]);
        }
        jb_add(b, "}", 1);
        break;
    }
}
