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
 *     at the tokens around the one lemon rejected (syntax_error.c).
 * Strings are built here from strlit.h's decoding (implicit concatenation,
 * f-strings into JoinedStr / FormattedValue, whose fields are parsed by a
 * nested run of the same grammar over a fragment lexer).
 *
 * Errors follow CPython's order: a tokenizer error ends the token array,
 * but the tokens before it are parsed first (a parser error there wins);
 * after a parser error the rest of the source is scanned for a tokenizer
 * error that replaces it (lex_check_rest).
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grammar.h"
#include "lexer.h"
#include "strlit.h"
#include "parse_impl.h"
#include "token.h"

/* lemon's entry points (grammar.c) */

/* ---- lemon's parser objects ------------------------------------------------
 * A lemon parser comes from the arena, once per nesting level (the module,
 * an f-string field, a field inside it, a re-parse for an error message),
 * and is reset for each later run at that level, so 18,000 fields cost one
 * parser, not 18,000. Its stack grows in the arena too (grammar.y), from
 * 100 entries: a fixed stack of 6,000 was 190 KB per compile. */

void *parse_stack_grow(pstate *p, void *old, size_t bytes)
{
    /* [size_t bytes][pad][entries]: the old size, for the copy */
    size_t *b = arena_alloc(p->arena, bytes + 16);
    if (!b) {
        p->stack_nomem = true;
        return NULL;
    }
    b[0] = bytes;
    void *n = (char *)b + 16;
    if (old)
        memcpy(n, old, ((size_t *)old)[-2]);
    return n;
}

void *parse_lemon_parser(pstate *p)
{
    if (p->lemon_level >= LEMON_LEVELS)
        return NULL;
    lemon_pool *pool = p->lemon_pool;
    while (pool->n <= p->lemon_level)
        pool->slot[pool->n++] = NULL;
    void **slot = &pool->slot[p->lemon_level];
    if (*slot) {
        PsParseReset(*slot);
        return *slot;
    }
    *slot = PsParseNew(p);
    return *slot;
}

static const int lemon_code[TK__COUNT] = {
#define PS_MAP(name, text) [TK_##name] = LT_##name,
    PS_TOKENS(PS_MAP)
#undef PS_MAP
};

enum { FEXPR_MAX_NEST = 8 /* f-strings inside f-string fields */ };

/* ---- diagnostics --------------------------------------------------------- */

/* The 1-based character offset CPython reports for byte column col.
 * Characters, as compile() of a str counts them (and the lexer, whose
 * parser-style errors follow the same model). CPython 3.11 compiling
 * bytes or a file (python3 script.py) gives its parser's errors byte
 * offsets instead; the corpora compare with compile() of the decoded
 * text, which is what a host handing pysafe a string corresponds to. */
int parse_char_offset(pstate *p, int lineno, int col)
{
    if (!p->lex || lineno <= 0)
        return col + 1;
    const char *ls = lex_line_start(p->lex, lineno);
    if (!ls)
        return col + 1;
    /* A span may end past the source (an error at end of input): count
     * only the bytes that are there, and the rest as one column each. */
    size_t len;
    const char *src = lex_source(p->lex, &len);
    int avail = (int)(src + len - ls);
    if (col > avail)
        return lex_char_offset(ls, avail) + (col - avail);
    return lex_char_offset(ls, col);
}

/* The offset CPython reports for a position inside an f-string field:
 * from the invented "(" on the field's first line; on later lines, less
 * CPython's shift (frag_shift, see parse_fexpr), which can go negative. */
static int frag_offset(pstate *p, int lineno, int col)
{
    const char *first = lex_line_start(p->lex, p->frag_line);
    if (!first)
        return col + 1;
    if (lineno == p->frag_line)
        return lex_char_offset(p->frag_begin - 1, col - (int)(p->frag_begin - 1 - first));
    return parse_char_offset(p, lineno, col) - p->frag_shift;
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
    p->err_span = s;
    p->err->lineno = s.lineno;
    p->err->offset = s.lineno ? parse_char_offset(p, s.lineno, s.col) : 0;
    p->err->end_lineno = s.end_lineno;
    p->err->end_offset = s.end_lineno ? parse_char_offset(p, s.end_lineno, s.end_col) : 0;
    if (p->fdepth > 0) {
        /* CPython parses a field as the string "(" + expr + ")": its
         * parser's messages get a prefix, and offsets on the field's first
         * line count from that "(" */
        static const char pre[] = "f-string: ";
        size_t n = strnlen(p->err->msg, sizeof p->err->msg - sizeof pre);
        memmove(p->err->msg + sizeof pre - 1, p->err->msg, n);
        memcpy(p->err->msg, pre, sizeof pre - 1);
        p->err->msg[n + sizeof pre - 1] = 0;
        if (s.lineno)
            p->err->offset = frag_offset(p, s.lineno, s.col);
        if (s.end_lineno)
            p->err->end_offset = frag_offset(p, s.end_lineno, s.end_col);
    }
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
    bool is_float = false;
    for (size_t i = 0; i < n && !is_hex && !imag && !is_float; i++)
        is_float = s[i] == '.' || s[i] == 'e' || s[i] == 'E';
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
    /* The digits, lower case and without '_': a copy, unless the token's
     * text is that already (a plain decimal literal); either way they
     * live as long as the arena and are read by length (ndigits). */
    const char *digits = s + i;
    size_t k = n - i;
    bool plain = base == 10;
    for (size_t j = 0; j < n && plain; j++)
        plain = s[j] != '_';
    if (!plain) {
        char *d = palloc(p, n + 1);
        if (!d)
            return e;
        k = 0;
        for (; i < n; i++)
            if (s[i] != '_')
                d[k++] = (char)(s[i] >= 'A' && s[i] <= 'F' ? s[i] | 0x20 : s[i]);
        d[k] = 0;
        digits = d;
    }
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
    /* the lexer has checked the digits; the value fits unless it passes
     * INT64_MAX (then the VM makes a bigint from the digits) */
    uint64_t v = 0;
    bool fits = true;
    for (size_t j = z; j < k && fits; j++) {
        unsigned d = digits[j] <= '9' ? (unsigned)(digits[j] - '0') : (unsigned)(digits[j] - 'a' + 10);
        fits = v <= ((uint64_t)INT64_MAX - d) / (unsigned)base;
        v = v * (unsigned)base + d;
    }
    if (fits) {
        c->u.i.fits = 1;
        c->u.i.small = (int64_t)v;
    }
    return e;
}

/* ---- strings ------------------------------------------------------------- */

/* Implicit concatenation and f-strings, on top of strlit.h (which decodes
 * literals and splits f-strings with CPython's rules and messages). The
 * parser's share: parse each replacement field's expression (a nested run
 * of the grammar over a fragment lexer, at the moment strlit finds it, as
 * CPython does), and build Constant / JoinedStr / FormattedValue nodes. As
 * in CPython 3.11, every node of a JoinedStr except the fields'
 * expressions carries the span of the whole concatenation. */

/* Literal text waiting to become a Constant of a JoinedStr, or the value of
 * a plain (concatenated) string. */
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

/* The expressions of the fields of one f-string token, in the order strlit
 * reports them (each field before the fields of its format spec), which is
 * also the order a pre-order walk of the pieces meets them. */
typedef struct fields {
    pstate *p;
    int tok_col; /* column of the STRING token */
    ast_expr **v;
    int n, cap, next;
} fields;

static ast_expr *parse_fexpr(pstate *p, const strlit_field *f, int tok_col);

static int on_field(void *ud, const strlit_field *f)
{
    fields *fs = ud;
    pstate *p = fs->p;
    if (fs->n == fs->cap) {
        int cap = fs->cap ? fs->cap * 2 : 8;
        ast_expr **v = arena_alloc(p->arena, (size_t)cap * sizeof *v);
        if (!v) {
            perr_nomem(p);
            return 0;
        }
        if (fs->n)
            memcpy(v, fs->v, (size_t)fs->n * sizeof *v);
        fs->v = v;
        fs->cap = cap;
    }
    ast_expr *e = parse_fexpr(p, f, fs->tok_col);
    if (!e)
        return 0;
    fs->v[fs->n++] = e;
    return 1;
}

typedef struct joined {
    plist *values; /* Constant / FormattedValue nodes */
    sbuf lit;      /* literal text not yet flushed into values */
    pspan whole;
} joined;

static void flush_lit(pstate *p, joined *j, pspan at)
{
    if (j->lit.len == 0)
        return;
    ast_expr *c = mk_expr(p, AST_Constant, at);
    if (c) {
        c->v.constant.value.kind = AST_CONST_STR;
        c->v.constant.value.u.s.data = j->lit.data;
        c->v.constant.value.u.s.len = j->lit.len;
    }
    j->values = pl_push(p, j->values, c);
    j->lit = (sbuf){0};
}

/* Append strlit's pieces to j. Recursion: once per format-spec level,
 * which strlit limits to two. */
static bool add_pieces(pstate *p, joined *j, fields *fs, const strlit_piece *pc, int n,
                       pspan tok)
{
    for (int i = 0; i < n && !p->failed; i++) {
        if (!pc[i].is_field) {
            if (!sb_put(p, &j->lit, pc[i].text, pc[i].len))
                return false;
            continue;
        }
        const strlit_field *f = &pc[i].field;
        if (fs->next >= fs->n)
            return false; /* cannot happen: one expression per field */
        ast_expr *value = fs->v[fs->next++];
        ast_expr *spec = NULL;
        if (f->has_spec) {
            joined sj = {pl_new(p), {0}, j->whole};
            if (!add_pieces(p, &sj, fs, f->spec, f->nspec, tok))
                return false;
            /* CPython 3.11 gives a spec, and the literal text that ends
             * it, the span of its STRING token; text before a nested
             * field and the fields get the whole concatenation's */
            flush_lit(p, &sj, tok);
            spec = mk_expr(p, AST_JoinedStr, tok);
            if (spec)
                spec->v.joinedstr.values = seq_expr(p, sj.values);
        }
        flush_lit(p, j, j->whole);
        ast_expr *fv = mk_expr(p, AST_FormattedValue, j->whole);
        if (fv) {
            fv->v.formattedvalue.value = value;
            fv->v.formattedvalue.conversion = f->conversion ? f->conversion : -1;
            fv->v.formattedvalue.format_spec = spec;
        }
        j->values = pl_push(p, j->values, fv);
    }
    return !p->failed;
}

/* An error strlit found in a literal. CPython raises these after the whole
 * concatenation was read, at the token that follows it -- the lookahead
 * lemon holds now -- except the few it puts on the STRING itself. */
static void str_error(pstate *p, const strlit_error *e, int tok)
{
    if (e->nomem) {
        perr_nomem(p);
        return;
    }
    pspan s = e->at_token ? p->toks[tok].span : perr_tok_span(p, p->cur);
    perr(p, s, "%s", e->msg);
}

ast_expr *b_strings(pstate *p, plist *toks)
{
    if (!toks || toks->n == 0)
        return NULL;
    joined j = {pl_new(p), {0}, toks->s};
    bool any_f = false, any_bytes = false, any_str = false;
    const char *kind = NULL;
    for (int i = 0; i < toks->n && !p->failed; i++) {
        int ti = (int)(intptr_t)toks->items[i];
        ptok *pt = &p->toks[ti];
        lex_token t = {TK_STRING, pt->text, pt->len, pt->span.lineno, pt->span.col,
                       pt->span.end_lineno, pt->span.end_col, pt->text, pt->len};
        strlit_info info;
        strlit_split(&t, &info);
        if (i == 0 && (pt->text[0] | 0x20) == 'u')
            kind = "u";
        if (info.bytes)
            any_bytes = true;
        else
            any_str = true;
        if (any_bytes && any_str) {
            perr(p, perr_tok_span(p, p->cur), "cannot mix bytes and nonbytes literals");
            return NULL;
        }
        strlit_error se;
        if (info.fstring) {
            any_f = true;
            fields fs = {p, pt->span.col, NULL, 0, 0, 0};
            strlit_piece *pc;
            int n;
            if (!strlit_fstring_ex(p->arena, &t, on_field, &fs, &pc, &n, &se)) {
                if (!se.in_field)
                    str_error(p, &se, ti);
                return NULL;
            }
            if (!add_pieces(p, &j, &fs, pc, n, pt->span))
                return NULL;
        } else {
            const char *v;
            size_t n;
            if (!strlit_decode(p->arena, &t, &v, &n, &se)) {
                str_error(p, &se, ti);
                return NULL;
            }
            if (!sb_put(p, &j.lit, v, n))
                return NULL;
        }
    }
    if (p->failed)
        return NULL;
    if (!any_f) {
        ast_expr *c = mk_expr(p, AST_Constant, toks->s);
        if (c) {
            c->v.constant.value.kind = any_bytes ? AST_CONST_BYTES : AST_CONST_STR;
            c->v.constant.value.u.s.data = j.lit.data ? j.lit.data : "";
            c->v.constant.value.u.s.len = j.lit.len;
            c->v.constant.kind = kind;
        }
        return c;
    }
    flush_lit(p, &j, j.whole);
    ast_expr *e = mk_expr(p, AST_JoinedStr, toks->s);
    if (e)
        e->v.joinedstr.values = seq_expr(p, j.values);
    return e;
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

/* Does the logical line starting at token i hold a `:` at depth 0? */
bool parse_line_has_colon(pstate *p, int i)
{
    int depth = 0;
    for (int j = i; j < p->ntoks; j++) {
        int k = p->toks[j].kind;
        if (k == TK_LPAR || k == TK_LSQB || k == TK_LBRACE) depth++;
        else if (k == TK_RPAR || k == TK_RSQB || k == TK_RBRACE) depth--;
        else if (k == TK_COLON && depth <= 0) return true;
        else if (k == TK_NEWLINE || k == TK_ENDMARKER) return false;
    }
    return false;
}

/* `match` opens a match statement when its logical line ends in `:`;
 * `case` opens a case block only directly inside a match statement's
 * block (then `case p: stmt` on one line is one too), so a stack of the
 * indentation levels of open match blocks is kept. Only needed when the
 * tokens hold `with` or a NAME match/case (p->soft, set by run). */
void parse_mark_soft_keywords(pstate *p)
{
    enum { MATCH_STACK = 128 }; /* the lexer allows 100 indentation levels */
    int match_lvl[MATCH_STACK], nmatch = 0, lvl = 0;
    for (int i = 0; i < p->ntoks; i++) {
        ptok *t = &p->toks[i];
        if (t->kind == TK_INDENT)
            lvl++;
        else if (t->kind == TK_DEDENT) {
            lvl--;
            while (nmatch > 0 && match_lvl[nmatch - 1] > lvl)
                nmatch--;
        }
        if (t->kind == TK_NAME && at_stmt_start(p, i) && i + 1 < p->ntoks) {
            int nk = p->toks[i + 1].kind;
            bool opener = nk != TK_EQUAL && nk != TK_COLON && nk != TK_DOT && nk != TK_COMMA &&
                          nk != TK_NEWLINE && nk != TK_RPAR && nk != TK_SEMI &&
                          !(nk >= TK_PLUSEQUAL && nk <= TK_RIGHTSHIFTEQUAL);
            if (opener && strcmp(t->name, "match") == 0 && line_ends_in_colon(p, i)) {
                t->kind = PT_MATCH;
                if (nmatch < MATCH_STACK)
                    match_lvl[nmatch++] = lvl + 1;
            } else if (strcmp(t->name, "case") == 0 &&
                       ((nmatch > 0 && match_lvl[nmatch - 1] == lvl) ||
                        (opener && line_ends_in_colon(p, i)))) {
                t->kind = PT_CASE;
            }
        }
        /* with ( items ) : -- the parenthesised form */
        if (t->kind == TK_LPAR && i > 0 && p->toks[i - 1].kind == TK_WITH && i + 1 < p->ntoks &&
            p->toks[i + 1].kind != TK_RPAR && p->toks[i + 1].kind != TK_YIELD) {
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

bool parse_depths(pstate *p)
{
    if (p->depth_at)
        return true;
    int *d = arena_alloc(p->arena, (size_t)(p->ntoks + 1) * sizeof *d);
    if (!d) {
        perr_nomem(p);
        return false;
    }
    int depth = p->mode == PT_MODE_FEXPR; /* a field is inside brackets */
    for (int i = 0; i < p->ntoks; i++) {
        int k = p->toks[i].kind;
        if (k == TK_LPAR || k == PT_WLPAR || k == TK_LSQB || k == TK_LBRACE) {
            d[i] = depth++; /* a bracket is outside what it opens */
            continue;
        }
        if ((k == TK_RPAR || k == TK_RSQB || k == TK_RBRACE) && depth > 0)
            depth--;
        d[i] = depth;
    }
    p->depth_at = d;
    return true;
}

/* ---- the driver ---------------------------------------------------------- */

int parse_lemon_kind(int k)
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

/* CPython's rule for a parser error (any but "unexpected indent"): a
 * tokenizer error in the rest of the source is reported instead, as
 * lex_check_rest decides. A second lexer is brought to
 * the token the parser failed on, and lex_check_rest scans on from there
 * (an error path, so the second pass costs nothing that matters). */
static void check_rest(pstate *p)
{
    size_t len;
    const char *src = lex_source(p->lex, &len);
    ps_diag err;
    diag_clear(&err);
    lex_state *l = lex_new(p->arena, src, len, &err);
    lex_token t;
    for (int i = 0; l && i <= p->cur && i < p->ntoks; i++)
        if (!lex_next(l, &t))
            l = NULL; /* these tokens lexed before: only memory can fail */
    if (!l) {
        /* which error CPython reports is unknown without the scan */
        p->nomem = true;
        p->err->kind = "SyntaxError";
        snprintf(p->err->msg, sizeof p->err->msg, "out of memory");
        p->err->lineno = p->err->offset = p->err->end_lineno = p->err->end_offset = 0;
        return;
    }
    /* CPython compares with the line of the last token its parser read.
     * For a specific message that is at least the token after the range
     * the message covers (its rule looked one token further). */
    int line = p->toks[p->cur].span.lineno;
    if (strcmp(p->err->msg, "invalid syntax") != 0) {
        pspan e = p->err_span;
        for (int k = 0; k < p->ntoks; k++) {
            pspan ts = p->toks[k].span;
            if (ts.lineno > e.end_lineno || (ts.lineno == e.end_lineno && ts.col >= e.end_col)) {
                if (ts.lineno > line)
                    line = ts.lineno;
                break;
            }
        }
    }
    if (lex_check_rest(l, line)) {
        *p->err = err;
        p->incomplete = lex_incomplete(l);
    }
}

/* Lex everything, then feed lemon. Used for the module and (nested) for
 * each f-string field; a nested run shares the arena and the diag. */
static bool run(pstate *p, lex_state *lx, int modetok)
{
    int cap = p->fdepth > 0 ? 16 : 64, n = 0; /* fields are short; it doubles */
    ptok *toks = arena_alloc(p->arena, (size_t)cap * sizeof *toks);
    if (!toks) {
        perr_nomem(p);
        return false;
    }
    /* A tokenizer error ends the token array; the tokens before it are
     * still parsed, because CPython meets the error only when its parser
     * asks for that token, and a parser error earlier in the source wins. */
    bool lex_failed = false, soft = false;
    ps_diag lex_err;
    for (;;) {
        lex_token lt;
        if (!lex_next(lx, &lt)) {
            lex_failed = true;
            lex_err = *p->err;
            diag_clear(p->err);
            break;
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
        /* int by int: lex_next has just stored them one by one, and a
         * wider load of two (gcc's choice for the copy) cannot be served
         * from those stores, so it waits for them to reach the cache */
        int l0 = lt.lineno, c0 = lt.col, l1 = lt.end_lineno, c1 = lt.end_col;
        __asm__("" : "+r"(l0), "+r"(c0), "+r"(l1), "+r"(c1));
        t->span = (pspan){l0, c0, l1, c1};
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
            if ((lt.value_len == 5 && memcmp(nm, "match", 5) == 0) ||
                (lt.value_len == 4 && memcmp(nm, "case", 4) == 0))
                soft = true;
        } else if (lt.kind == TK_WITH) {
            soft = true;
        }
        if (lt.kind == TK_ENDMARKER)
            break;
    }
    p->toks = toks;
    p->ntoks = n;
    p->depth_at = NULL;
    if (soft)
        parse_mark_soft_keywords(p);

    void *lp = parse_lemon_parser(p);
    if (!lp) {
        if (p->lemon_level >= LEMON_LEVELS)
            perr(p, perr_tok_span(p, 0), "too many nested f-strings");
        else
            perr_nomem(p);
        return false;
    }
    p->cur = 0;
    PsParse(lp, parse_lemon_kind(modetok), 0, p);
    for (int i = 0; i < n && !p->failed; i++) {
        p->cur = i;
        PsParse(lp, parse_lemon_kind(toks[i].kind), i, p);
    }
    if (!p->failed && !lex_failed)
        PsParse(lp, 0, 0, p);
    PsParseFinalize(lp);
    if (lex_failed && !p->failed && p->fdepth == 0 && n > 0 &&
        (strcmp(lex_err.msg, "invalid syntax") == 0 ||
         strcmp(lex_err.msg, "unexpected EOF while parsing") == 0)) {
        /* CPython's tokenizer hands its parser an error token for these,
         * and the second pass can still find an invalid target before it */
        p->toks = toks;
        p->ntoks = n;
        p->cur = n;
        if (perr_invalid_target(p, n))
            return false;
    }
    if (lex_failed && !p->failed) {
        /* the parser got as far as the bad token */
        *p->err = lex_err;
        if (p->fdepth > 0 && lex_err.lineno > p->frag_line &&
            strncmp(lex_err.msg, "f-string: ", 10) == 0) {
            /* the lexer shifts a field's later lines by the column of its
             * "{"; CPython's parser by frag_shift (see parse_fexpr) */
            int brace = (int)(p->frag_begin - 1 - lex_line_start(p->lex, p->frag_line));
            p->err->offset += brace - p->frag_shift;
            if (p->err->end_lineno > p->frag_line)
                p->err->end_offset += brace - p->frag_shift;
        }
        p->failed = true;
        p->nomem = lex_err.nomem != 0; /* the lexer's arena refused */
        p->incomplete = lex_incomplete(lx);
        if (p->fdepth > 0 && p->err->lineno == 0)
            p->err->lineno = 1;
    } else if (p->failed && !p->keep_error && !p->nomem && p->fdepth == 0) {
        check_rest(p);
    }
    return !p->failed;
}

static ast_expr *parse_source_tokens(pstate *parent, lex_state *lx, int mode,
                                     const strlit_field *f, int tok_col)
{
    pstate sub = *parent;
    sub.toks = NULL;
    sub.ntoks = 0;
    sub.mode = mode;
    sub.fexpr = NULL;
    sub.mod = NULL;
    sub.lex = lx;
    sub.fdepth = parent->fdepth + 1;
    sub.lemon_level = parent->lemon_level + 1;
    sub.frag_begin = f->expr;
    sub.frag_line = f->lineno;
    /* CPython 3.11 (fstring_find_expr_location) shifts columns on a
     * field's later lines by the column of its "{", or by the column of
     * the STRING token when only blanks follow the "{" on its line */
    const char *q = f->expr;
    while (q < f->expr + f->expr_len && (*q == ' ' || *q == '\t' || *q == '\f'))
        q++;
    if (q < f->expr + f->expr_len && *q == '\n')
        sub.frag_shift = tok_col;
    else
        sub.frag_shift = (int)(f->expr - 1 - lex_line_start(parent->lex, f->lineno));
    bool ok = run(&sub, lx, mode);
    parent->failed = sub.failed;
    parent->nomem = sub.nomem;
    if (!ok)
        return NULL;
    ast_expr *e = sub.fexpr;
    /* CPython parses "(" + expr + ")": a bare tuple is then a
     * parenthesised one, spanning from the "{" to the character after the
     * expression */
    const ast_expr *first = !e ? NULL
                            : e->kind == AST_Tuple && e->v.tuple.elts.count > 0 ? e->v.tuple.elts.items[0]
                            : e->kind == AST_GeneratorExp ? e->v.comp.elt : NULL;
    if (first && e->lineno == first->lineno && e->col_offset == first->col_offset) {
        const char *ls = lex_line_start(parent->lex, f->lineno);
        int end_line = f->lineno;
        const char *end_ls = ls;
        for (const char *c = f->expr; c < f->expr + f->expr_len; c++)
            if (*c == '\n')
                end_line++, end_ls = c + 1;
        e->lineno = f->lineno;
        e->col_offset = (int)(f->expr - 1 - ls);
        e->end_lineno = end_line;
        e->end_col_offset = (int)(f->expr + f->expr_len - end_ls) + 1;
    }
    return e;
}

/* Parse one replacement field's expression with a fragment lexer and a
 * nested run of the grammar. A field's expression can hold another
 * f-string, so this recurses; the quotes make more than four levels
 * impossible in valid source, and the guard bounds the C stack anyway. */
static ast_expr *parse_fexpr(pstate *p, const strlit_field *f, int tok_col)
{
    if (p->fdepth >= FEXPR_MAX_NEST) {
        perr(p, perr_tok_span(p, p->cur), "expressions nested too deeply");
        return NULL;
    }
    lex_state *lx = lex_new_fragment(p->lex, f->expr, f->expr_len, f->lineno,
                                     LEX_BRACKETED | LEX_FSTRING, p->err);
    if (!lx) {
        perr_nomem(p);
        return NULL;
    }
    return parse_source_tokens(p, lx, PT_MODE_FEXPR, f, tok_col);
}

ast_mod *parse_source(ps_arena *a, const char *src, size_t len, const char *filename,
                      int mode, ps_diag *err, parse_status *status)
{
    (void)filename;
    lemon_pool pool;
    pool.n = 0;
    lex_state *lx = lex_new(a, src, len, err);
    if (!lx) {
        if (status)
            *status = PARSE_NO_MEMORY;
        return NULL;
    }
    /* every field by name: see pstate */
    static const pspan nospan;
    pstate p = {
        .arena = a, .toks = NULL, .ntoks = 0, .cur = 0, .mode = mode,
        .failed = false, .nomem = false, .incomplete = false, .keep_error = false,
        .reparsing = false, .stack_nomem = false,
        .lemon_pool = &pool, .lemon_level = 0, .err_span = nospan, .err = err,
        .mod = NULL, .fexpr = NULL, .fdepth = 0, .frag_begin = NULL, .frag_line = 0,
        .frag_shift = 0, .paren_pat = NULL, .paren_pat_span = nospan, .comp_span = nospan,
        .lex = lx, .depth_at = NULL,
    };
    int modetok = mode == PARSE_EVAL ? PT_MODE_EVAL : mode == PARSE_SINGLE ? PT_MODE_SINGLE : PT_MODE_FILE;
    bool ok = run(&p, lx, modetok) && p.mod;
    if (!ok && !p.failed)
        perr(&p, (pspan){1, 0, 1, 0}, "invalid syntax");
    if (status)
        *status = ok ? PARSE_OK : p.nomem ? PARSE_NO_MEMORY : p.incomplete ? PARSE_INCOMPLETE
                                                                          : PARSE_SYNTAX_ERROR;
    return ok ? p.mod : NULL;
}
