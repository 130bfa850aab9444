/*
 * parse.c - the parse driver: lexer tokens in, AST out.
 *
 * The driver lexes the whole source into an array first. That costs memory
 * in proportion to the source (bounded by it) and buys free lookahead,
 * which the LALR grammar needs for what CPython's PEG parser decides by
 * backtracking:
 *   - `match` / `case` are soft keywords: a NAME `match` at the start of a
 *     statement whose logical line ends in `:` opens a match statement;
 *   - `with (` ... `) :` is the parenthesised with-item list;
 *   - CPython's context-dependent error messages ("expected ':'",
 *     "Perhaps you forgot a comma?", IndentationError) come from looking
 *     at the tokens around the one lemon rejected.
 * Strings are decoded here too (implicit concatenation, f-strings into
 * JoinedStr / FormattedValue, whose fields are parsed by a nested run of
 * the same grammar over a fragment lexer).
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grammar.h"
#include "lexer.h"
#include "parse_impl.h"
#include "token.h"
#include "unicode_ident.h"

/* lemon's entry points (grammar.c) */
void *PsParseAlloc(void *(*alloc)(size_t));
void PsParseFree(void *parser, void (*freeproc)(void *));
void PsParse(void *parser, int kind, int tok, pstate *p);

static const int lemon_code[TK__COUNT] = {
#define PS_MAP(name, text) [TK_##name] = LT_##name,
    PS_TOKENS(PS_MAP)
#undef PS_MAP
};

enum { FSTRING_MAX_DEPTH = 2 /* nested f-string fields, as CPython */ };

/* ---- diagnostics --------------------------------------------------------- */

/* The 1-based character offset CPython reports for byte column col. */
static int char_offset(pstate *p, int lineno, int col)
{
    if (!p->lex || lineno <= 0)
        return col + 1;
    const char *ls = lex_line_start(p->lex, lineno);
    if (!ls)
        return col + 1;
    return lex_char_offset(ls, col);
}

void perr_at(pstate *p, const char *kind, pspan s, const char *fmt, ...)
{
    if (p->failed)
        return;
    p->failed = true;
    p->err->kind = kind;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(p->err->msg, sizeof p->err->msg, fmt, ap);
    va_end(ap);
    p->err->lineno = s.lineno;
    p->err->offset = s.lineno ? char_offset(p, s.lineno, s.col) : 0;
    p->err->end_lineno = s.end_lineno;
    p->err->end_offset = s.end_lineno ? char_offset(p, s.end_lineno, s.end_col) : 0;
}

void perr(pstate *p, pspan s, const char *fmt, ...)
{
    if (p->failed)
        return;
    char msg[sizeof p->err->msg];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    perr_at(p, "SyntaxError", s, "%s", msg);
}

static bool starts_expr(int k)
{
    switch (k) {
    case TK_NAME: case TK_NUMBER: case TK_STRING: case TK_NONE: case TK_TRUE:
    case TK_FALSE: case TK_LPAR: case TK_LSQB: case TK_LBRACE: case TK_ELLIPSIS:
    case TK_TILDE: case TK_NOT: case TK_LAMBDA: case TK_AWAIT:
        return true;
    default:
        return false;
    }
}

static bool ends_expr(int k)
{
    switch (k) {
    case TK_NAME: case TK_NUMBER: case TK_STRING: case TK_NONE: case TK_TRUE:
    case TK_FALSE: case TK_RPAR: case TK_RSQB: case TK_RBRACE: case TK_ELLIPSIS:
        return true;
    default:
        return false;
    }
}

static const char *block_keyword(int k)
{
    switch (k) {
    case TK_IF: return "'if' statement";
    case TK_ELIF: return "'elif' statement";
    case TK_ELSE: return "'else' statement";
    case TK_WHILE: return "'while' statement";
    case TK_FOR: return "'for' statement";
    case TK_TRY: return "'try' statement";
    case TK_EXCEPT: return "'except' statement";
    case TK_FINALLY: return "'finally' statement";
    case TK_WITH: return "'with' statement";
    case TK_DEF: return "function definition";
    case TK_CLASS: return "class definition";
    case PT_MATCH: return "'match' statement";
    case PT_CASE: return "'case' statement";
    default: return NULL;
    }
}

/* Called by lemon when token p->cur cannot be shifted. */
void parse_syntax_error(pstate *p)
{
    if (p->failed)
        return;
    int i = p->cur;
    ptok *t = &p->toks[i];
    ptok *prev = i > 0 ? &p->toks[i - 1] : NULL;
    if (t->kind == TK_ENDMARKER || (t->kind == TK_DEDENT && i + 1 < p->ntoks &&
                                     p->toks[i + 1].kind == TK_ENDMARKER && p->mode == PARSE_SINGLE))
        p->incomplete = true;
    if (t->kind == TK_INDENT) {
        perr_at(p, "IndentationError", t->span, "unexpected indent");
        p->err->end_lineno = p->err->lineno;
        p->err->end_offset = 0;
        /* CPython points at the first token after the indent */
        /* CPython: the indent's width as offset, end_offset -1 */
        if (i + 1 < p->ntoks) {
            pspan s = p->toks[i + 1].span;
            p->err->lineno = p->err->end_lineno = s.lineno;
            p->err->offset = char_offset(p, s.lineno, s.col) - 1;
            p->err->end_offset = -1;
        }
        return;
    }
    /* `if x:` NEWLINE with no INDENT after it */
    if (prev && prev->kind == TK_NEWLINE && i >= 2 && p->toks[i - 2].kind == TK_COLON &&
        t->kind != TK_INDENT) {
        /* find the statement's first keyword on the line of the colon */
        int line = p->toks[i - 2].span.lineno, j = i - 2;
        while (j > 0 && p->toks[j - 1].span.end_lineno >= line && p->toks[j - 1].kind != TK_NEWLINE &&
               p->toks[j - 1].kind != TK_INDENT && p->toks[j - 1].kind != TK_DEDENT)
            j--;
        if (p->toks[j].kind == TK_ASYNC || p->toks[j].kind == TK_AT)
            j++;
        /* for an elif/else/except on the line, the keyword is first */
        const char *what = block_keyword(p->toks[j].kind);
        if (what) {
            if (t->kind == TK_ENDMARKER)
                p->incomplete = true;
            pspan s = t->span;
            if (t->kind == TK_ENDMARKER || t->kind == TK_DEDENT)
                s = (pspan){t->span.lineno, t->span.col, t->span.lineno, t->span.col};
            perr_at(p, "IndentationError", s, "expected an indented block after %s on line %d",
                    what, p->toks[j].span.lineno);
            if (what[0] == '\'' && (p->toks[j].kind == TK_EXCEPT))
                snprintf(p->err->msg, sizeof p->err->msg,
                         "expected an indented block after 'except' statement on line %d",
                         p->toks[j].span.lineno);
            return;
        }
    }
    if (t->kind == TK_NEWLINE && prev) {
        /* a compound statement header without its colon */
        int j = i - 1;
        while (j > 0 && p->toks[j - 1].kind != TK_NEWLINE && p->toks[j - 1].kind != TK_INDENT &&
               p->toks[j - 1].kind != TK_DEDENT && p->toks[j - 1].kind != TK_SEMI)
            j--;
        int k = p->toks[j].kind;
        if (k == TK_ASYNC && j + 1 < i)
            k = p->toks[j + 1].kind;
        if (block_keyword(k) && prev->kind != TK_COLON && j < i - 1) {
            perr(p, prev->span, "expected ':'");
            pspan s = prev->span;
            p->err->offset = char_offset(p, s.end_lineno, s.end_col);
            p->err->lineno = s.end_lineno;
            return;
        }
    }
    if (prev && t->kind == TK_EQUAL && p->toks[0].kind != TK_NAME) {
        /* `if x = 1:` */
        int j = i - 1;
        while (j > 0 && p->toks[j - 1].kind != TK_NEWLINE && p->toks[j - 1].kind != TK_INDENT &&
               p->toks[j - 1].kind != TK_DEDENT)
            j--;
        if (p->toks[j].kind == TK_IF || p->toks[j].kind == TK_ELIF || p->toks[j].kind == TK_WHILE) {
            perr(p, sp_join(p->toks[j + 1].span, p->toks[i + 1 < p->ntoks ? i + 1 : i].span),
                 "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
            return;
        }
    }
    if (prev && starts_expr(t->kind) && ends_expr(prev->kind) && p->depth_at[i] > 0) {
        perr(p, sp_join(prev->span, t->span), "invalid syntax. Perhaps you forgot a comma?");
        return;
    }
    if (t->kind == TK_ENDMARKER && p->mode != PARSE_FILE) {
        perr(p, t->span, "invalid syntax");
        return;
    }
    pspan s = t->span;
    if (t->kind == TK_NEWLINE) /* CPython's NEWLINE has no width */
        s.end_lineno = s.lineno, s.end_col = s.col;
    perr(p, s, "invalid syntax");
}

/* ---- numbers ------------------------------------------------------------- */

ast_expr *b_number(pstate *p, int tok)
{
    ptok *t = &p->toks[tok];
    ast_expr *e = mk_expr(p, AST_Constant, t->span);
    if (!e)
        return NULL;
    ast_constant *c = &e->v.constant.value;
    const char *s = t->text;
    size_t n = t->len;
    char last = n ? s[n - 1] : 0;
    bool is_hex = n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    bool imag = last == 'j' || last == 'J';
    bool is_float = !is_hex && !imag &&
                    (memchr(s, '.', n) || memchr(s, 'e', n) || memchr(s, 'E', n));
    if (imag || is_float) {
        char *buf = palloc(p, n + 1);
        if (!buf)
            return e;
        size_t k = 0;
        for (size_t i = 0; i < n; i++)
            if (s[i] != '_' && s[i] != 'j' && s[i] != 'J')
                buf[k++] = s[i];
        buf[k] = 0;
        c->kind = imag ? AST_CONST_IMAG : AST_CONST_FLOAT;
        c->u.f = strtod(buf, NULL);
        return e;
    }
    int base = 10;
    size_t i = 0;
    if (n > 1 && s[0] == '0') {
        char b = (char)(s[1] | 0x20);
        if (b == 'x') base = 16, i = 2;
        else if (b == 'o') base = 8, i = 2;
        else if (b == 'b') base = 2, i = 2;
    }
    char *digits = palloc(p, n + 1);
    if (!digits)
        return e;
    size_t k = 0;
    for (; i < n; i++)
        if (s[i] != '_')
            digits[k++] = (char)(s[i] >= 'A' && s[i] <= 'F' ? s[i] | 0x20 : s[i]);
    digits[k] = 0;
    /* drop leading zeros (keep one) so that digit counts mean magnitude */
    size_t z = 0;
    while (z + 1 < k && digits[z] == '0')
        z++;
    c->kind = AST_CONST_INT;
    c->u.i.digits = digits + z;
    c->u.i.ndigits = k - z;
    c->u.i.base = base;
    if (base == 10 && k - z > 4300) {
        perr(p, (pspan){t->span.lineno, 0, t->span.lineno, 0},
             "Exceeds the limit (4300 digits) for integer string conversion: value has %zu digits;"
             " use sys.set_int_max_str_digits() to increase the limit - Consider hexadecimal for"
             " huge integer literals to avoid decimal conversion limits.",
             k - z);
        p->err->offset = p->err->end_offset = 0;
        return e;
    }
    errno = 0;
    char *end;
    unsigned long long v = strtoull(digits + z, &end, base);
    if (errno == 0 && *end == 0 && v <= (unsigned long long)INT64_MAX) {
        c->u.i.fits = 1;
        c->u.i.small = (int64_t)v;
    }
    return e;
}

/* ---- strings ------------------------------------------------------------- */

typedef struct sbuf {
    char *data;
    size_t len, cap;
} sbuf;

static bool sb_put(pstate *p, sbuf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 64;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *d = arena_alloc(p->arena, cap);
        if (!d) {
            perr_nomem(p);
            return false;
        }
        if (b->len)
            memcpy(d, b->data, b->len);
        b->data = d;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = 0;
    return true;
}

static bool sb_utf8(pstate *p, sbuf *b, long cp)
{
    char u[4];
    size_t n;
    if (cp < 0x80) u[0] = (char)cp, n = 1;
    else if (cp < 0x800) u[0] = (char)(0xC0 | (cp >> 6)), u[1] = (char)(0x80 | (cp & 63)), n = 2;
    else if (cp < 0x10000) {
        u[0] = (char)(0xE0 | (cp >> 12)), u[1] = (char)(0x80 | ((cp >> 6) & 63));
        u[2] = (char)(0x80 | (cp & 63)), n = 3;
    } else {
        u[0] = (char)(0xF0 | (cp >> 18)), u[1] = (char)(0x80 | ((cp >> 12) & 63));
        u[2] = (char)(0x80 | ((cp >> 6) & 63)), u[3] = (char)(0x80 | (cp & 63)), n = 4;
    }
    return sb_put(p, b, u, n);
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    c |= 0x20;
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

/* Decode the escapes of a (non-raw) literal piece [s, s+n) into b. */
static bool decode_escapes(pstate *p, sbuf *b, const char *s, size_t n, bool bytes, pspan where)
{
    size_t i = 0;
    while (i < n) {
        size_t j = i;
        while (j < n && s[j] != '\\')
            j++;
        if (j > i && !sb_put(p, b, s + i, j - i))
            return false;
        if (j >= n)
            break;
        i = j + 1;
        if (i >= n)
            return sb_put(p, b, "\\", 1);
        char c = s[i++];
        long cp = -1;
        switch (c) {
        case '\n': continue;
        case '\\': cp = '\\'; break;
        case '\'': cp = '\''; break;
        case '"': cp = '"'; break;
        case 'a': cp = 7; break;
        case 'b': cp = 8; break;
        case 'f': cp = 12; break;
        case 'n': cp = 10; break;
        case 'r': cp = 13; break;
        case 't': cp = 9; break;
        case 'v': cp = 11; break;
        case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
            cp = c - '0';
            for (int k = 0; k < 2 && i < n && s[i] >= '0' && s[i] <= '7'; k++)
                cp = cp * 8 + (s[i++] - '0');
            if (bytes)
                cp &= 0xFF;
            break;
        }
        case 'x': case 'u': case 'U': {
            int want = c == 'x' ? 2 : c == 'u' ? 4 : 8;
            if (bytes && c != 'x') {
                if (!sb_put(p, b, s + i - 2, 2))
                    return false;
                continue;
            }
            cp = 0;
            int k = 0;
            for (; k < want && i < n && hexval(s[i]) >= 0; k++)
                cp = cp * 16 + hexval(s[i++]);
            if (k < want) {
                perr(p, where, "(%s error) '%s' codec can't decode bytes in position %zu-%zu: truncated \\%s escape",
                     bytes ? "value" : "unicode", bytes ? "bytes" : "unicodeescape",
                     j, i - 1, c == 'x' ? "xXX" : c == 'u' ? "uXXXX" : "UXXXXXXXX");
                if (bytes)
                    snprintf(p->err->msg, sizeof p->err->msg,
                             "(value error) invalid \\x escape at position %zu", j);
                return false;
            }
            if (cp > 0x10FFFF) {
                perr(p, where, "(unicode error) 'unicodeescape' codec can't decode bytes in position %zu-%zu: illegal Unicode character",
                     j, i - 1);
                return false;
            }
            break;
        }
        case 'N':
            if (!bytes) {
                const char *close = i < n && s[i] == '{' ? memchr(s + i, '}', n - i) : NULL;
                if (close) {
                    int32_t v = lex_lookup_name(s + i + 1, (size_t)(close - s - i - 1));
                    if (v >= 0) {
                        cp = v;
                        i = (size_t)(close - s) + 1;
                        break;
                    }
                }
                perr(p, where, "(unicode error) 'unicodeescape' codec can't decode bytes in position %zu-%zu: %s",
                     j, close ? (size_t)(close - s) : n - 1, close ? "unknown Unicode character name" : "malformed \\N character escape");
                return false;
            }
            /* fall through */
        default:
            /* unknown escapes stay as written (CPython warns) */
            if (!sb_put(p, b, s + i - 2, 2))
                return false;
            continue;
        }
        if (bytes) {
            char ch = (char)cp;
            if (!sb_put(p, b, &ch, 1))
                return false;
        } else if (!sb_utf8(p, b, cp)) {
            return false;
        }
    }
    return true;
}

typedef struct strparts {
    plist *values; /* Constant / FormattedValue nodes of a JoinedStr */
    sbuf lit;      /* literal text not yet flushed into values */
    bool any_f, any_bytes, any_str;
    pspan whole;
} strparts;

static void flush_lit(pstate *p, strparts *sp)
{
    if (sp->lit.len == 0)
        return;
    ast_expr *c = mk_expr(p, AST_Constant, sp->whole);
    if (c) {
        c->v.constant.value.kind = AST_CONST_STR;
        c->v.constant.value.u.s.data = sp->lit.data;
        c->v.constant.value.u.s.len = sp->lit.len;
    }
    sp->values = pl_push(p, sp->values, c);
    sp->lit = (sbuf){0};
}

static ast_expr *parse_fexpr(pstate *p, const char *begin, size_t len, pspan where);

/* Split an f-string body [s, s+n) into literal text and replacement fields,
 * appending to sp. `raw` for rf-strings. depth = nesting in format specs. */
static bool fstring_body(pstate *p, strparts *sp, const char *s, size_t n, bool raw, int depth)
{
    size_t i = 0;
    while (i < n && !p->failed) {
        size_t j = i;
        while (j < n && s[j] != '{' && s[j] != '}')
            j++;
        if (j > i) {
            if (raw ? !sb_put(p, &sp->lit, s + i, j - i)
                    : !decode_escapes(p, &sp->lit, s + i, j - i, false, sp->whole))
                return false;
        }
        if (j >= n)
            break;
        if (s[j] == '}') {
            if (j + 1 < n && s[j + 1] == '}') {
                sb_put(p, &sp->lit, "}", 1);
                i = j + 2;
                continue;
            }
            perr(p, sp->whole, "f-string: single '}' is not allowed");
            return false;
        }
        if (j + 1 < n && s[j + 1] == '{' && depth == 0) {
            sb_put(p, &sp->lit, "{", 1);
            i = j + 2;
            continue;
        }
        /* a replacement field: find where the expression ends */
        size_t k = j + 1;
        int nest = 0;
        char quote = 0;
        while (k < n) {
            char c = s[k];
            if (quote) {
                if (c == quote)
                    quote = 0;
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '(' || c == '[' || c == '{') {
                nest++;
            } else if (c == ')' || c == ']' || c == '}') {
                if (nest == 0)
                    break;
                nest--;
            } else if (nest == 0 && (c == '!' || c == ':') && !(c == '!' && k + 1 < n && s[k + 1] == '=')) {
                break;
            } else if (nest == 0 && c == '=' && k + 1 < n && s[k + 1] != '=' &&
                       !(k > j + 1 && strchr("=!<>", s[k - 1]))) {
                break;
            } else if (c == '#') {
                perr(p, sp->whole, "f-string expression part cannot include '#'");
                return false;
            } else if (c == '\\') {
                perr(p, sp->whole, "f-string expression part cannot include a backslash");
                return false;
            }
            k++;
        }
        if (k >= n) {
            perr(p, sp->whole, "f-string: expecting '}'");
            return false;
        }
        const char *ebeg = s + j + 1;
        size_t elen = (size_t)(s + k - ebeg);
        bool blank = true;
        for (size_t q = 0; q < elen; q++)
            if (ebeg[q] != ' ' && ebeg[q] != '\t' && ebeg[q] != '\n')
                blank = false;
        if (blank) {
            perr(p, sp->whole, "f-string: empty expression not allowed");
            return false;
        }
        ast_expr *value = parse_fexpr(p, ebeg, elen, sp->whole);
        if (!value)
            return false;
        int conversion = -1;
        bool debug = false;
        if (s[k] == '=') {
            debug = true;
            k++;
            while (k < n && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n'))
                k++;
            /* the text of the expression, `=` and the spaces is literal */
            if (!sb_put(p, &sp->lit, ebeg, (size_t)(s + k - ebeg)))
                return false;
        }
        if (k < n && s[k] == '!') {
            if (k + 1 >= n || !strchr("sra", s[k + 1])) {
                perr(p, sp->whole, k + 1 < n && s[k + 1] != '}' && s[k + 1] != ':'
                         ? "f-string: invalid conversion character: expected 's', 'r', or 'a'"
                         : "f-string: missing conversion character");
                return false;
            }
            conversion = s[k + 1];
            k += 2;
        }
        ast_expr *spec = NULL;
        if (k < n && s[k] == ':') {
            if (depth >= FSTRING_MAX_DEPTH) {
                perr(p, sp->whole, "f-string: expressions nested too deeply");
                return false;
            }
            size_t m = k + 1;
            int br = 0;
            while (m < n && !(s[m] == '}' && br == 0)) {
                if (s[m] == '{') br++;
                else if (s[m] == '}') br--;
                m++;
            }
            if (m >= n) {
                perr(p, sp->whole, "f-string: expecting '}'");
                return false;
            }
            strparts inner = {pl_new(p), {0}, true, false, true, sp->whole};
            if (!fstring_body(p, &inner, s + k + 1, m - k - 1, raw, depth + 1))
                return false;
            flush_lit(p, &inner);
            spec = mk_expr(p, AST_JoinedStr, sp->whole);
            if (spec)
                spec->v.joinedstr.values = seq_expr(p, inner.values);
            k = m;
        }
        if (k >= n || s[k] != '}') {
            perr(p, sp->whole, "f-string: expecting '}'");
            return false;
        }
        if (debug && conversion == -1 && !spec)
            conversion = 'r';
        flush_lit(p, sp);
        ast_expr *fv = mk_expr(p, AST_FormattedValue, sp->whole);
        if (fv) {
            fv->v.formattedvalue.value = value;
            fv->v.formattedvalue.conversion = conversion;
            fv->v.formattedvalue.format_spec = spec;
        }
        sp->values = pl_push(p, sp->values, fv);
        i = k + 1;
    }
    return !p->failed;
}

/* Parse one replacement field's expression with a fragment lexer and a
 * nested run of the grammar. */
static ast_expr *parse_source_tokens(pstate *parent, lex_state *lx, int mode);

static ast_expr *parse_fexpr(pstate *p, const char *begin, size_t len, pspan where)
{
    if (p->fdepth >= FSTRING_MAX_DEPTH + 1) {
        perr(p, where, "f-string: expressions nested too deeply");
        return NULL;
    }
    /* the line the expression starts on */
    int line = where.lineno;
    size_t srclen;
    const char *src = lex_source(p->lex, &srclen);
    const char *ls = lex_line_start(p->lex, line);
    if (ls)
        for (const char *c = ls; c < begin && c < src + srclen; c++)
            if (*c == '\n')
                line++;
    lex_state *lx = lex_new_fragment(p->lex, begin, len, line, LEX_BRACKETED | LEX_FSTRING, p->err);
    if (!lx) {
        perr_nomem(p);
        return NULL;
    }
    return parse_source_tokens(p, lx, PT_MODE_FEXPR);
}

ast_expr *b_strings(pstate *p, plist *toks)
{
    if (!toks || toks->n == 0)
        return NULL;
    strparts sp = {pl_new(p), {0}, false, false, false, toks->s};
    const char *kind = NULL;
    for (int i = 0; i < toks->n && !p->failed; i++) {
        ptok *t = &p->toks[(intptr_t)toks->items[i]];
        const char *s = t->text;
        size_t n = t->len, q = 0;
        bool raw = false, bytes = false, f = false;
        while (q < n && s[q] != '\'' && s[q] != '"') {
            char c = (char)(s[q] | 0x20);
            if (c == 'r') raw = true;
            else if (c == 'b') bytes = true;
            else if (c == 'f') f = true;
            else if (c == 'u' && i == 0) kind = "u";
            q++;
        }
        size_t ql = (q + 2 < n && s[q + 1] == s[q] && s[q + 2] == s[q]) ? 3 : 1;
        if (n < q + 2 * ql)
            continue; /* the lexer only hands over complete literals */
        const char *body = s + q + ql;
        size_t blen = n - q - 2 * ql;
        if (bytes) sp.any_bytes = true;
        else sp.any_str = true;
        if (sp.any_bytes && sp.any_str) {
            perr(p, toks->s, "cannot mix bytes and nonbytes literals");
            return NULL;
        }
        if (f) {
            sp.any_f = true;
            if (!fstring_body(p, &sp, body, blen, raw, 0))
                return NULL;
        } else if (raw) {
            sb_put(p, &sp.lit, body, blen);
        } else if (!decode_escapes(p, &sp.lit, body, blen, bytes, t->span)) {
            return NULL;
        }
    }
    if (p->failed)
        return NULL;
    if (!sp.any_f) {
        ast_expr *c = mk_expr(p, AST_Constant, toks->s);
        if (c) {
            c->v.constant.value.kind = sp.any_bytes ? AST_CONST_BYTES : AST_CONST_STR;
            c->v.constant.value.u.s.data = sp.lit.data ? sp.lit.data : "";
            c->v.constant.value.u.s.len = sp.lit.len;
            c->v.constant.kind = kind;
        }
        return c;
    }
    flush_lit(p, &sp);
    ast_expr *j = mk_expr(p, AST_JoinedStr, toks->s);
    if (j)
        j->v.joinedstr.values = seq_expr(p, sp.values);
    return j;
}

/* ---- soft keywords and other lookahead ----------------------------------- */

static bool at_stmt_start(pstate *p, int i)
{
    if (i == 0)
        return true;
    int k = p->toks[i - 1].kind;
    return k == TK_NEWLINE || k == TK_INDENT || k == TK_DEDENT || k < 0;
}

/* Does the logical line starting at token i end with `:` at depth 0? */
static bool line_ends_in_colon(pstate *p, int i)
{
    int depth = 0;
    for (int j = i; j < p->ntoks; j++) {
        int k = p->toks[j].kind;
        if (k == TK_LPAR || k == TK_LSQB || k == TK_LBRACE) depth++;
        else if (k == TK_RPAR || k == TK_RSQB || k == TK_RBRACE) depth--;
        else if (k == TK_NEWLINE || k == TK_ENDMARKER)
            return j > i && p->toks[j - 1].kind == TK_COLON && depth <= 0;
    }
    return false;
}

static void mark_soft_keywords(pstate *p)
{
    int depth = 0;
    for (int i = 0; i < p->ntoks; i++) {
        ptok *t = &p->toks[i];
        p->depth_at[i] = depth;
        if (t->kind == TK_LPAR || t->kind == TK_LSQB || t->kind == TK_LBRACE) depth++;
        else if ((t->kind == TK_RPAR || t->kind == TK_RSQB || t->kind == TK_RBRACE) && depth > 0) {
            depth--;
            p->depth_at[i] = depth;
        }
        if (t->kind == TK_NAME && at_stmt_start(p, i) && i + 1 < p->ntoks) {
            int nk = p->toks[i + 1].kind;
            bool opener = nk != TK_EQUAL && nk != TK_COLON && nk != TK_DOT && nk != TK_COMMA &&
                          nk != TK_NEWLINE && nk != TK_RPAR && nk != TK_SEMI &&
                          !(nk >= TK_PLUSEQUAL && nk <= TK_RIGHTSHIFTEQUAL);
            if (opener && line_ends_in_colon(p, i)) {
                if (strcmp(t->name, "match") == 0)
                    t->kind = PT_MATCH;
                else if (strcmp(t->name, "case") == 0)
                    t->kind = PT_CASE;
            }
        }
        /* with ( items ) : -- the parenthesised form */
        if (t->kind == TK_LPAR && i > 0 && p->toks[i - 1].kind == TK_WITH && i + 1 < p->ntoks &&
            p->toks[i + 1].kind != TK_RPAR) {
            int d = 0, j = i;
            for (; j < p->ntoks; j++) {
                int k = p->toks[j].kind;
                if (k == TK_LPAR || k == TK_LSQB || k == TK_LBRACE) d++;
                else if (k == TK_RPAR || k == TK_RSQB || k == TK_RBRACE) {
                    if (--d == 0)
                        break;
                } else if (k == TK_NEWLINE || k == TK_ENDMARKER)
                    break;
            }
            if (j + 1 < p->ntoks && p->toks[j].kind == TK_RPAR && p->toks[j + 1].kind == TK_COLON)
                t->kind = PT_WLPAR;
        }
    }
}

/* ---- the driver ---------------------------------------------------------- */

static int lemon_kind(int k)
{
    switch (k) {
    case PT_MATCH: return LT_MATCH;
    case PT_CASE: return LT_CASE;
    case PT_WLPAR: return LT_WLPAR;
    case PT_MODE_FILE: return LT_MODE_FILE;
    case PT_MODE_EVAL: return LT_MODE_EVAL;
    case PT_MODE_SINGLE: return LT_MODE_SINGLE;
    case PT_MODE_FEXPR: return LT_MODE_FEXPR;
    default: return k >= 0 && k < TK__COUNT ? lemon_code[k] : 0;
    }
}

/* Lex everything, then feed lemon. Used for the module and (nested) for
 * each f-string field; a nested run shares the arena and the diag. */
static bool run(pstate *p, lex_state *lx, int modetok)
{
    int cap = 256, n = 0;
    ptok *toks = arena_alloc(p->arena, (size_t)cap * sizeof *toks);
    if (!toks) {
        perr_nomem(p);
        return false;
    }
    for (;;) {
        lex_token lt;
        if (!lex_next(lx, &lt)) {
            p->failed = true;
            p->incomplete = lex_incomplete(lx);
            if (p->fdepth > 0 && p->err->lineno == 0)
                p->err->lineno = 1;
            return false;
        }
        if (n + 1 >= cap) {
            ptok *nt = cap < (1 << 26) ? arena_alloc(p->arena, (size_t)cap * 2 * sizeof *nt) : NULL;
            if (!nt) {
                perr_nomem(p);
                return false;
            }
            memcpy(nt, toks, (size_t)n * sizeof *nt);
            toks = nt;
            cap *= 2;
        }
        ptok *t = &toks[n++];
        t->kind = lt.kind;
        t->span = (pspan){lt.lineno, lt.col, lt.end_lineno, lt.end_col};
        t->text = lt.start;
        t->len = lt.len;
        t->name = NULL;
        if (lt.kind == TK_NAME) {
            /* identifiers are interned per token; the lexer's value may
             * point into the source, so take a NUL-terminated copy */
            char *nm = arena_strndup(p->arena, lt.value, lt.value_len);
            if (!nm) {
                perr_nomem(p);
                return false;
            }
            t->name = nm;
        }
        if (lt.kind == TK_ENDMARKER)
            break;
    }
    p->toks = toks;
    p->ntoks = n;
    p->depth_at = arena_alloc(p->arena, (size_t)n * sizeof *p->depth_at);
    if (!p->depth_at) {
        perr_nomem(p);
        return false;
    }
    mark_soft_keywords(p);

    void *lp = PsParseAlloc(malloc);
    if (!lp) {
        perr_nomem(p);
        return false;
    }
    p->cur = 0;
    PsParse(lp, lemon_kind(modetok), 0, p);
    for (int i = 0; i < n && !p->failed; i++) {
        p->cur = i;
        PsParse(lp, lemon_kind(toks[i].kind), i, p);
    }
    if (!p->failed)
        PsParse(lp, 0, 0, p);
    PsParseFree(lp, free);
    return !p->failed;
}

static ast_expr *parse_source_tokens(pstate *parent, lex_state *lx, int mode)
{
    pstate sub = *parent;
    sub.toks = NULL;
    sub.ntoks = 0;
    sub.mode = mode;
    sub.fexpr = NULL;
    sub.mod = NULL;
    sub.lex = lx;
    sub.fdepth = parent->fdepth + 1;
    bool ok = run(&sub, lx, mode);
    parent->failed = sub.failed;
    parent->nomem = sub.nomem;
    if (!ok)
        return NULL;
    if (sub.fexpr && sub.fexpr->kind == AST_Constant && sub.fexpr->v.constant.value.kind == AST_CONST_ELLIPSIS)
        return sub.fexpr;
    return sub.fexpr;
}

ast_mod *parse_source(ps_arena *a, const char *src, size_t len, const char *filename,
                      int mode, ps_diag *err, parse_status *status)
{
    (void)filename;
    pstate p = {0};
    p.arena = a;
    p.err = err;
    p.mode = mode;
    memset(err, 0, sizeof *err);
    lex_state *lx = lex_new(a, src, len, err);
    if (!lx) {
        if (status)
            *status = PARSE_NO_MEMORY;
        return NULL;
    }
    p.lex = lx;
    int modetok = mode == PARSE_EVAL ? PT_MODE_EVAL : mode == PARSE_SINGLE ? PT_MODE_SINGLE : PT_MODE_FILE;
    bool ok = run(&p, lx, modetok) && p.mod;
    if (!ok && !p.failed)
        perr(&p, (pspan){1, 0, 1, 0}, "invalid syntax");
    if (status)
        *status = ok ? PARSE_OK : p.nomem ? PARSE_NO_MEMORY : p.incomplete ? PARSE_INCOMPLETE
                                                                          : PARSE_SYNTAX_ERROR;
    return ok ? p.mod : NULL;
}
