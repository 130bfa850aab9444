/*
 * strlit.c - decoding string and bytes literals, splitting f-strings; see
 * strlit.h.
 *
 * The decoder mirrors CPython 3.11's two steps closely enough to reproduce
 * its error messages: CPython first rewrites every non-ASCII character of a
 * str literal as a 10-byte "\UXXXXXXXX" escape and then runs the
 * unicode-escape codec, so the "position" in its messages counts in that
 * rewritten text; rewritten_len() maps a position there.
 */
#include "strlit.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "unicode_ident.h"

static int set_err(strlit_error *err, int at_token, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int set_err(strlit_error *err, int at_token, const char *fmt, ...)
{
    err->in_field = 0;
    err->nomem = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    err->at_token = at_token;
    return 0;
}

static int oom(strlit_error *err)
{
    set_err(err, 0, "out of memory");
    err->nomem = 1;
    return 0;
}

void strlit_split(const lex_token *t, strlit_info *out)
{
    const char *s = t->start, *e = t->start + t->len;
    memset(out, 0, sizeof *out);
    for (; s < e && *s != '\'' && *s != '"'; s++) {
        switch (*s) {
        case 'b': case 'B': out->bytes = 1; break;
        case 'r': case 'R': out->raw = 1; break;
        case 'f': case 'F': out->fstring = 1; break;
        default: break; /* u, U */
        }
    }
    size_t rest = (size_t)(e - s);
    out->quote_len = rest >= 6 && s[1] == s[0] && s[2] == s[0] ? 3 : 1;
    out->body = s + out->quote_len;
    out->body_len = rest >= 2 * (size_t)out->quote_len ? rest - 2 * (size_t)out->quote_len : 0;
}

/* ---- UTF-8 --------------------------------------------------------------- */

static size_t put_utf8(char *o, uint32_t c)
{
    /* Lone surrogates (legal in a Python str) come out as their 3-byte
     * generalized UTF-8 form. */
    if (c < 0x80) {
        o[0] = (char)c;
        return 1;
    }
    if (c < 0x800) {
        o[0] = (char)(0xC0 | (c >> 6));
        o[1] = (char)(0x80 | (c & 0x3F));
        return 2;
    }
    if (c < 0x10000) {
        o[0] = (char)(0xE0 | (c >> 12));
        o[1] = (char)(0x80 | ((c >> 6) & 0x3F));
        o[2] = (char)(0x80 | (c & 0x3F));
        return 3;
    }
    o[0] = (char)(0xF0 | (c >> 18));
    o[1] = (char)(0x80 | ((c >> 12) & 0x3F));
    o[2] = (char)(0x80 | ((c >> 6) & 0x3F));
    o[3] = (char)(0x80 | (c & 0x3F));
    return 4;
}

/* Check [s, e) is valid UTF-8 like Python's strict decoder; on failure the
 * message counts positions from s. Returns the number of code points, or
 * -1. */
static long check_utf8(const unsigned char *s, const unsigned char *e,
                       strlit_error *err)
{
    long n = 0;
    for (const unsigned char *p = s; p < e; n++) {
        unsigned c = *p;
        if (c < 0x80) {
            p++;
            continue;
        }
        int len;
        unsigned lo = 0x80, hi = 0xBF;
        const char *why = NULL;
        if (c >= 0xC2 && c <= 0xDF) {
            len = 2;
        } else if (c >= 0xE0 && c <= 0xEF) {
            len = 3;
            lo = c == 0xE0 ? 0xA0 : 0x80;
            hi = c == 0xED ? 0x9F : 0xBF;
        } else if (c >= 0xF0 && c <= 0xF4) {
            len = 4;
            lo = c == 0xF0 ? 0x90 : 0x80;
            hi = c == 0xF4 ? 0x8F : 0xBF;
        } else {
            len = 0;
            why = "invalid start byte";
        }
        int i = 1;
        for (; !why && i < len; i++) {
            if (p + i >= e)
                why = "unexpected end of data";
            else if (p[i] < lo || p[i] > hi)
                why = "invalid continuation byte";
            lo = 0x80;
            hi = 0xBF;
        }
        if (why) {
            int bad = len == 0 ? 1 : i - 1;
            int pos = (int)(p - s);
            if (bad <= 1)
                set_err(err, 0, "(unicode error) 'utf-8' codec can't decode byte "
                        "0x%02x in position %d: %s", c, pos, why);
            else
                set_err(err, 0, "(unicode error) 'utf-8' codec can't decode bytes "
                        "in position %d-%d: %s", pos, pos + bad - 1, why);
            return -1;
        }
        p += len;
    }
    return n;
}

/* ---- escapes ------------------------------------------------------------- */

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* The length CPython's rewritten text has for [s, p): every non-ASCII
 * character becomes a 10-byte "\UXXXXXXXX", and a backslash before one (or
 * at the very end) becomes the 6-byte "\u005c". */
static long rewritten_len(const char *s, const char *p, const char *e)
{
    /* The same walk as CPython's: a backslash and the character after it
     * are taken together. */
    long n = 0;
    const char *q = s;
    while (q < p) {
        if (*q == '\\') {
            n++;
            q++;
            if (q >= e || ((unsigned char)*q & 0x80)) {
                n += 5;
                if (q >= e)
                    break;
            }
            if (q >= p)
                break;
        }
        unsigned char c = (unsigned char)*q++;
        if (c >= 0xC0)
            n += 10; /* a lead byte; continuation bytes add nothing */
        else if (c < 0x80)
            n += 1;
    }
    return n;
}

static int escape_err_at(strlit_error *err, const char *body, const char *bs,
                         const char *s, const char *e, const char *why)
{
    long start = rewritten_len(body, bs, e), end = rewritten_len(body, s, e);
    if (end - start <= 1)
        return set_err(err, 0, "(unicode error) 'unicodeescape' codec can't "
                       "decode byte 0x5c in position %ld: %s", start, why);
    return set_err(err, 0, "(unicode error) 'unicodeescape' codec can't decode "
                   "bytes in position %ld-%ld: %s", start, end - 1, why);
}


/* Decode a str body [s, e) into out (room for e - s + 1 bytes); *n gets the
 * length. raw: no escapes. */
static int decode_str_into(const char *s, const char *e, int raw, char *out,
                           size_t *n, strlit_error *err)
{
    char *o = out;
    if (raw || !memchr(s, '\\', (size_t)(e - s))) {
        /* CPython decodes these as plain UTF-8 (positions from s). */
        if (check_utf8((const unsigned char *)s, (const unsigned char *)e, err) < 0)
            return 0;
        memcpy(o, s, (size_t)(e - s));
        *n = (size_t)(e - s);
        out[*n] = '\0';
        return 1;
    }
    const char *body = s;
    while (s < e) {
        unsigned char c = (unsigned char)*s;
        if (c != '\\') {
            if (c < 0x80) {
                *o++ = (char)c;
                s++;
                continue;
            }
            const char *run = s;
            while (s < e && ((unsigned char)*s & 0x80))
                s++;
            if (check_utf8((const unsigned char *)run, (const unsigned char *)s, err) < 0)
                return 0;
            memcpy(o, run, (size_t)(s - run));
            o += s - run;
            continue;
        }
        const char *bs = s;
        s++;
        if (s >= e || ((unsigned char)*s & 0x80)) {
            /* A backslash at the end (an f-string literal cut before
             * "\{") or before a non-ASCII character stays a backslash. */
            *o++ = '\\';
            continue;
        }
        int x = (unsigned char)*s++;
        switch (x) {
        case '\n': break;
        case '\\': case '\'': case '"': *o++ = (char)x; break;
        case 'a': *o++ = '\a'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'n': *o++ = '\n'; break;
        case 'r': *o++ = '\r'; break;
        case 't': *o++ = '\t'; break;
        case 'v': *o++ = '\v'; break;
        case '0': case '1': case '2': case '3':
        case '4': case '5': case '6': case '7': {
            uint32_t ch = (uint32_t)(x - '0');
            for (int i = 0; i < 2 && s < e && *s >= '0' && *s <= '7'; i++) {
                ch = ch * 8 + (uint32_t)(*s++ - '0');
            }
            o += put_utf8(o, ch);
            break;
        }
        case 'x': case 'u': case 'U': {
            int count = x == 'x' ? 2 : x == 'u' ? 4 : 8;
            const char *why = x == 'x' ? "truncated \\xXX escape"
                            : x == 'u' ? "truncated \\uXXXX escape"
                                       : "truncated \\UXXXXXXXX escape";
            uint32_t ch = 0;
            for (; count; count--) {
                int h = s < e ? hexval((unsigned char)*s) : -1;
                if (h < 0)
                    return escape_err_at(err, body, bs, s, e, why);
                ch = ch * 16 + (uint32_t)h;
                s++;
            }
            if (ch > 0x10FFFF)
                return escape_err_at(err, body, bs, s, e, "illegal Unicode character");
            o += put_utf8(o, ch);
            break;
        }
        case 'N': {
            const char *malformed = "malformed \\N character escape";
            if (s >= e || *s != '{')
                return escape_err_at(err, body, bs, s, e, malformed);
            s++;
            const char *name = s;
            while (s < e && *s != '}') {
                s++;
            }
            if (s >= e || s == name)
                return escape_err_at(err, body, bs, s, e, malformed);
            int32_t ch = lex_lookup_name(name, (size_t)(s - name));
            s++;
            if (ch < 0)
                return escape_err_at(err, body, bs, s, e, "unknown Unicode character name");
            o += put_utf8(o, (uint32_t)ch);
            break;
        }
        default:
            /* An invalid escape stays as it is (a DeprecationWarning in
             * CPython 3.11). */
            *o++ = '\\';
            *o++ = (char)x;
            break;
        }
    }
    *n = (size_t)(o - out);
    out[*n] = '\0';
    return 1;
}

static int decode_bytes_into(const char *s, const char *e, int raw, char *out,
                             size_t *n, strlit_error *err)
{
    for (const char *p = s; p < e; p++)
        if ((unsigned char)*p >= 0x80)
            return set_err(err, 1, "bytes can only contain ASCII literal characters");
    char *o = out;
    if (raw) {
        memcpy(o, s, (size_t)(e - s));
        o += e - s;
    } else {
        const char *start = s;
        while (s < e) {
            if (*s != '\\') {
                *o++ = *s++;
                continue;
            }
            s++;
            if (s >= e) {
                *o++ = '\\';
                break;
            }
            int x = (unsigned char)*s++;
            switch (x) {
            case '\n': break;
            case '\\': case '\'': case '"': *o++ = (char)x; break;
            case 'a': *o++ = '\a'; break;
            case 'b': *o++ = '\b'; break;
            case 'f': *o++ = '\f'; break;
            case 'n': *o++ = '\n'; break;
            case 'r': *o++ = '\r'; break;
            case 't': *o++ = '\t'; break;
            case 'v': *o++ = '\v'; break;
            case '0': case '1': case '2': case '3':
            case '4': case '5': case '6': case '7': {
                unsigned ch = (unsigned)(x - '0');
                for (int i = 0; i < 2 && s < e && *s >= '0' && *s <= '7'; i++)
                    ch = ch * 8 + (unsigned)(*s++ - '0');
                *o++ = (char)(ch & 0xFF); /* 3.11 keeps the low byte */
                break;
            }
            case 'x': {
                int h1 = s < e ? hexval((unsigned char)s[0]) : -1;
                int h2 = s + 1 < e ? hexval((unsigned char)s[1]) : -1;
                if (h1 < 0 || h2 < 0)
                    return set_err(err, 0, "(value error) invalid \\x escape at "
                                   "position %ld", (long)(s - 2 - start));
                *o++ = (char)(h1 * 16 + h2);
                s += 2;
                break;
            }
            default:
                *o++ = '\\';
                *o++ = (char)x;
                break;
            }
        }
    }
    *n = (size_t)(o - out);
    out[*n] = '\0';
    return 1;
}

int strlit_decode(ps_arena *a, const lex_token *t, const char **out,
                  size_t *out_len, strlit_error *err)
{
    strlit_info info;
    strlit_split(t, &info);
    char *buf = arena_alloc(a, info.body_len + 1);
    if (!buf)
        return oom(err);
    const char *s = info.body, *e = info.body + info.body_len;
    int ok = info.bytes ? decode_bytes_into(s, e, info.raw, buf, out_len, err)
                        : decode_str_into(s, e, info.raw, buf, out_len, err);
    *out = buf;
    return ok;
}

/* ---- f-strings ----------------------------------------------------------- */

/* A growable arena array of pieces and a growable literal buffer; growth
 * doubles, so building is linear however many pieces there are. */
typedef struct piece_vec {
    strlit_piece *v;
    int n, cap;
    char *lit; /* pending literal text, merged until a field comes */
    size_t lit_len, lit_cap;
} piece_vec;

typedef struct fctx {
    ps_arena *a;
    strlit_error *err;
    const char *end; /* end of the body */
    int raw;
    strlit_field_fn fn;
    void *ud;
    /* position tracking, moving forward only */
    const char *pos_p, *line_start;
    int lineno;
} fctx;

static int lit_append(fctx *c, piece_vec *pv, const char *s, size_t n)
{
    if (pv->lit_len + n + 1 > pv->lit_cap) {
        size_t cap = pv->lit_cap ? pv->lit_cap : 32;
        while (cap < pv->lit_len + n + 1) {
            if (cap > SIZE_MAX / 4)
                return oom(c->err);
            cap *= 2;
        }
        char *nl = arena_alloc(c->a, cap);
        if (!nl)
            return oom(c->err);
        if (pv->lit_len)
            memcpy(nl, pv->lit, pv->lit_len);
        pv->lit = nl;
        pv->lit_cap = cap;
    }
    memcpy(pv->lit + pv->lit_len, s, n);
    pv->lit_len += n;
    pv->lit[pv->lit_len] = '\0';
    return 1;
}

static strlit_piece *push_piece(fctx *c, piece_vec *pv)
{
    if (pv->n == pv->cap) {
        int cap = pv->cap ? pv->cap * 2 : 4;
        strlit_piece *nv = cap < (1 << 28) ? arena_alloc(c->a, (size_t)cap * sizeof *nv) : NULL;
        if (!nv) {
            oom(c->err);
            return NULL;
        }
        if (pv->n)
            memcpy(nv, pv->v, (size_t)pv->n * sizeof *nv);
        pv->v = nv;
        pv->cap = cap;
    }
    strlit_piece *p = &pv->v[pv->n++];
    memset(p, 0, sizeof *p);
    return p;
}

static int flush_literal(fctx *c, piece_vec *pv)
{
    if (pv->lit_len == 0)
        return 1;
    strlit_piece *p = push_piece(c, pv);
    if (!p)
        return 0;
    p->text = pv->lit;
    p->len = pv->lit_len;
    pv->lit = NULL;
    pv->lit_len = pv->lit_cap = 0;
    return 1;
}

/* Decode literal text [s, e) and add it to the pending literal. */
static int add_literal(fctx *c, piece_vec *pv, const char *s, const char *e)
{
    if (s == e)
        return 1;
    char *tmp = arena_alloc(c->a, (size_t)(e - s) + 1);
    if (!tmp)
        return oom(c->err);
    size_t n;
    if (!decode_str_into(s, e, c->raw, tmp, &n, c->err))
        return 0;
    return lit_append(c, pv, tmp, n);
}

static void position_of(fctx *c, const char *p, int *lineno, int *col)
{
    for (; c->pos_p < p; c->pos_p++) {
        if (*c->pos_p == '\n') {
            c->lineno++;
            c->line_start = c->pos_p + 1;
        }
    }
    *lineno = c->lineno;
    *col = (int)(p - c->line_start);
}

static int fstring_parse(fctx *c, const char **str, int recurse_lvl,
                         piece_vec *pv);

/* CPython's fstring_find_literal: literal text up to a '{' or '}'.
 * Returns 1 when a doubled brace was consumed (call again), 0 when stopped
 * at a brace or the end, -1 on error. */
static int find_literal(fctx *c, piece_vec *pv, const char **str, int recurse_lvl)
{
    const char *s = *str, *lit = s, *end = c->end;
    int result = 0;
    while (s < end) {
        char ch = *s++;
        if (!c->raw && ch == '\\' && s < end) {
            ch = *s++;
            if (ch == 'N') {
                /* "\N{...}": its braces are not a field */
                if (s < end && *s++ == '{') {
                    while (s < end && *s++ != '}') {
                    }
                }
                continue;
            }
        }
        if (ch == '{' || ch == '}') {
            if (recurse_lvl == 0) {
                if (s < end && *s == ch) {
                    /* "{{" or "}}": the literal ends with one brace */
                    *str = s + 1;
                    result = 1;
                    if (!add_literal(c, pv, lit, s))
                        return -1;
                    return result;
                }
                if (ch == '}') {
                    *str = s - 1;
                    set_err(c->err, 0, "f-string: single '}' is not allowed");
                    return -1;
                }
            }
            s--;
            break;
        }
    }
    *str = s;
    if (!add_literal(c, pv, lit, s))
        return -1;
    return result;
}

/* CPython's fstring_find_expr: one "{...}" field, *str at the '{'. */
static int find_expr(fctx *c, piece_vec *pv, const char **str, int recurse_lvl)
{
    const char *end = c->end;
    char parenstack[200];
    int nested = 0, quote = 0, string_type = 0;
    if (recurse_lvl >= 2)
        return set_err(c->err, 0, "f-string: expressions nested too deeply");
    *str += 1;
    const char *expr_start = *str;
    for (; *str < end; (*str)++) {
        char ch = **str;
        if (ch == '\\')
            return set_err(c->err, 0, "f-string expression part cannot include a backslash");
        if (quote) {
            if (ch == quote) {
                if (string_type == 3) {
                    if (*str + 2 < end && (*str)[1] == ch && (*str)[2] == ch) {
                        *str += 2;
                        string_type = quote = 0;
                    }
                } else {
                    string_type = quote = 0;
                }
            }
            continue;
        }
        if (ch == '\'' || ch == '"') {
            if (*str + 2 < end && (*str)[1] == ch && (*str)[2] == ch) {
                string_type = 3;
                *str += 2;
            } else {
                string_type = 1;
            }
            quote = ch;
        } else if (ch == '[' || ch == '{' || ch == '(') {
            if (nested >= (int)sizeof parenstack)
                return set_err(c->err, 0, "f-string: too many nested parenthesis");
            parenstack[nested++] = ch;
        } else if (ch == '#') {
            return set_err(c->err, 0, "f-string expression part cannot include '#'");
        } else if (nested == 0 && (ch == '!' || ch == ':' || ch == '}' ||
                                   ch == '=' || ch == '>' || ch == '<')) {
            if (*str + 1 < end) {
                char next = (*str)[1];
                if ((ch == '!' || ch == '=' || ch == '<' || ch == '>') && next == '=') {
                    *str += 1;
                    continue;
                }
            }
            if (ch == '>' || ch == '<')
                continue;
            break;
        } else if (ch == ']' || ch == '}' || ch == ')') {
            if (!nested)
                return set_err(c->err, 0, "f-string: unmatched '%c'", ch);
            char open = parenstack[--nested];
            if (!((open == '(' && ch == ')') || (open == '[' && ch == ']') ||
                  (open == '{' && ch == '}')))
                return set_err(c->err, 0, "f-string: closing parenthesis '%c' does "
                               "not match opening parenthesis '%c'", ch, open);
        }
    }
    const char *expr_end = *str;
    if (quote)
        return set_err(c->err, 0, "f-string: unterminated string");
    if (nested)
        return set_err(c->err, 0, "f-string: unmatched '%c'", parenstack[nested - 1]);
    if (*str >= end)
        return set_err(c->err, 0, "f-string: expecting '}'");
    /* an expression of only whitespace */
    const char *q = expr_start;
    while (q < expr_end && (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\f'))
        q++;
    if (q == expr_end) {
        if (*expr_end == '!' || *expr_end == ':' || *expr_end == '=')
            return set_err(c->err, 0, "f-string: expression required before '%c'",
                           *expr_end);
        return set_err(c->err, 0, "f-string: empty expression not allowed");
    }
    strlit_field f;
    memset(&f, 0, sizeof f);
    f.expr = expr_start;
    f.expr_len = (size_t)(expr_end - expr_start);
    position_of(c, expr_start, &f.lineno, &f.col);
    if (c->fn && !c->fn(c->ud, &f)) {
        c->err->msg[0] = '\0';
        c->err->in_field = 1;
        return 0;
    }
    int self_doc = 0;
    if (**str == '=') {
        *str += 1;
        while (*str < end && (**str == ' ' || **str == '\t' || **str == '\n' ||
                              **str == '\r' || **str == '\f' || **str == '\v'))
            *str += 1;
        if (*str >= end)
            return set_err(c->err, 0, "f-string: expecting '}'");
        /* the text "expr=" (with its spaces) goes before the value */
        if (!lit_append(c, pv, expr_start, (size_t)(*str - expr_start)))
            return 0;
        self_doc = 1;
    }
    if (**str == '!') {
        *str += 1;
        if (*str >= end)
            return set_err(c->err, 0, "f-string: expecting '}'");
        char conv = **str;
        *str += 1;
        if (!(conv == 's' || conv == 'r' || conv == 'a'))
            return set_err(c->err, 0, "f-string: invalid conversion character: "
                           "expected 's', 'r', or 'a'");
        f.conversion = conv;
    }
    if (*str < end && **str == ':') {
        *str += 1;
        if (*str >= end)
            return set_err(c->err, 0, "f-string: expecting '}'");
        piece_vec spec;
        memset(&spec, 0, sizeof spec);
        if (!fstring_parse(c, str, recurse_lvl + 1, &spec))
            return 0;
        f.has_spec = 1;
        f.spec = spec.v;
        f.nspec = spec.n;
    }
    if (*str >= end || **str != '}')
        return set_err(c->err, 0, "f-string: expecting '}'");
    *str += 1;
    if (self_doc && !f.has_spec && !f.conversion)
        f.conversion = 'r';
    if (!flush_literal(c, pv))
        return 0;
    strlit_piece *p = push_piece(c, pv);
    if (!p)
        return 0;
    p->is_field = 1;
    p->field = f;
    return 1;
}

/* CPython's fstring_parse: literals and fields until the end (level 0) or
 * the '}' that closes a format spec (level 1). Recursion: at most two
 * levels, find_expr refuses a third. */
static int fstring_parse(fctx *c, const char **str, int recurse_lvl,
                         piece_vec *pv)
{
    for (;;) {
        int r = find_literal(c, pv, str, recurse_lvl);
        if (r < 0)
            return 0;
        if (r == 1)
            continue;
        if (*str >= c->end || **str == '}')
            break;
        if (!find_expr(c, pv, str, recurse_lvl))
            return 0;
    }
    if (!flush_literal(c, pv))
        return 0;
    if (recurse_lvl == 0 && *str < c->end - 1)
        return set_err(c->err, 0, "f-string: unexpected end of string");
    if (recurse_lvl != 0 && (*str >= c->end || **str != '}'))
        return set_err(c->err, 0, "f-string: expecting '}'");
    return 1;
}

int strlit_fstring(ps_arena *a, const lex_token *t, strlit_piece **pieces,
                   int *npieces, strlit_error *err)
{
    return strlit_fstring_ex(a, t, NULL, NULL, pieces, npieces, err);
}

int strlit_fstring_ex(ps_arena *a, const lex_token *t, strlit_field_fn fn,
                      void *ud, strlit_piece **pieces, int *npieces,
                      strlit_error *err)
{
    strlit_info info;
    strlit_split(t, &info);
    fctx c;
    c.a = a;
    c.err = err;
    c.end = info.body + info.body_len;
    c.raw = info.raw;
    c.fn = fn;
    c.ud = ud;
    err->in_field = 0;
    err->nomem = 0;
    c.pos_p = t->start;
    c.line_start = t->start - t->col;
    c.lineno = t->lineno;
    piece_vec pv;
    memset(&pv, 0, sizeof pv);
    const char *s = info.body;
    *pieces = NULL;
    *npieces = 0;
    if (!fstring_parse(&c, &s, 0, &pv))
        return 0;
    *pieces = pv.v;
    *npieces = pv.n;
    return 1;
}
