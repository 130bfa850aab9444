/*
 * json.h - the strict, bounded JSON reader and writer of the `pysafe`
 * command (serve's protocol, --input, --tools-cmd).
 *
 * Strict: RFC 8259 and nothing more. No comments, no trailing commas, no
 * NaN/Infinity, no leading zeros, no single quotes, control characters in
 * strings must be escaped, strings must be valid UTF-8 and \u escapes must
 * pair their surrogates (a lone surrogate cannot become a UTF-8 str).
 * Bounded: the caller gives the largest nesting depth and node count; the
 * text's length is the caller's line limit. The reader recurses once per
 * nesting level, so the depth bound is also the C-stack bound.
 *
 * A parsed document is a tree of js_value nodes owned by one js_doc, freed
 * in one call. Strings are decoded to UTF-8 (they may contain NUL: use len).
 * Numbers keep their text, so the caller decides int (of any size) or float.
 */
#ifndef PS_CLI_JSON_H
#define PS_CLI_JSON_H

#include <stdbool.h>
#include <stddef.h>

typedef enum js_kind {
    JS_NULL, JS_FALSE, JS_TRUE, JS_NUMBER, JS_STRING, JS_ARRAY, JS_OBJECT
} js_kind;

typedef struct js_value js_value;
struct js_value {
    js_kind kind;
    bool is_int;     /* JS_NUMBER: no fraction and no exponent */
    char *s;         /* JS_STRING: decoded text; JS_NUMBER: the literal */
    size_t len;
    size_t n;        /* JS_ARRAY: items; JS_OBJECT: members */
    js_value *items; /* JS_ARRAY: n values; JS_OBJECT: 2n (key, value) pairs */
};

typedef struct js_doc js_doc;

typedef struct js_limits {
    int max_depth;      /* levels of arrays/objects allowed (one: [1]) */
    size_t max_nodes;   /* values in the whole document */
} js_limits;

/* Parse exactly one JSON value (surrounding whitespace allowed). Returns
 * the document, or NULL with a message in err ("expected ',' or ']' at
 * offset 12"). */
js_doc *js_parse(const char *text, size_t len, const js_limits *lim,
                 char *err, size_t errlen);
js_value *js_root(js_doc *d);
void js_free(js_doc *d);

/* Member `key` of an object, or NULL (the last one if repeated). */
js_value *js_get(const js_value *obj, const char *key);
bool js_is_str(const js_value *v, const char *s);

/* ---- writer -------------------------------------------------------------- */
/* A growable byte buffer; on allocation failure `failed` is set and later
 * appends do nothing, so callers check once at the end. */
typedef struct js_buf {
    char *p;
    size_t len, cap;
    bool failed;
} js_buf;

void jb_init(js_buf *b);
void jb_free(js_buf *b);
void jb_add(js_buf *b, const char *s, size_t n);
void jb_adds(js_buf *b, const char *s);
void jb_addf(js_buf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* A JSON string literal; invalid UTF-8 bytes become U+FFFD. */
void jb_str(js_buf *b, const char *s, size_t n);
void jb_strz(js_buf *b, const char *s);
/* A finite double as the shortest text that reads back to the same bits,
 * always with a '.' or an exponent so that it reads back as a float. */
void jb_double(js_buf *b, double d);
/* Write a parsed value back as compact JSON. */
void jb_value(js_buf *b, const js_value *v);

#endif
