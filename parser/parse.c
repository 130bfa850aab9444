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
void *PsParseAlloc(void *(*alloc)(size_t));
void PsParseInit(void *parser);
void PsParseFinalize(void *parser);
void PsParse(void *parser, int kind, int tok, pstate *p);

/* ---- lemon's parser objects ------------------------------------------------
 * A lemon parser holds its whole stack (grammar.y's %stack_size), about
 * 200 KB. It comes from the arena like everything else, once per nesting
 * level (the module, an f-string field, a field inside it, a re-parse for
 * an error message), and is re-initialised for each later run at that
 * level, so 18,000 fields cost one parser, not 18,000. lemon's allocator
 * hook has no user pointer, hence the thread-local arena, set only around
 * PsParseAlloc. */
static _Thread_local ps_arena *lemon_arena;

static void *lemon_alloc(size_t n)
{
    return arena_alloc(lemon_arena, n);
}

static void *lemon_parser(pstate *p)
{
    if (p->lemon_level >= LEMON_LEVELS)
        return NULL;
    void **slot = &p->lemon_pool[p->lemon_level];
    if (*slot) {
        PsParseInit(*slot);
        return *slot;
    }
    lemon_arena = p->arena;
    *slot = PsParseAlloc(lemon_alloc);
    lemon_arena = NULL;
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
static int char_offset(pstate *p, int lineno, int col)
{
    if (!p->lex || lineno <= 0)
        return col + 1;
    const char *ls = lex_line_start(p->lex, lineno);
    if (!ls)
        return col + 1;
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
    return char_offset(p, lineno, col) - p->frag_shift;
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
    p->err->offset = s.lineno ? char_offset(p, s.lineno, s.col) : 0;
    p->err->end_lineno = s.end_lineno;
    p->err->end_offset = s.end_lineno ? char_offset(p, s.end_lineno, s.end_col) : 0;
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

/* A token's span as CPython's errors use it: NEWLINE has no width, and a
 * field's ENDMARKER stands for the ")" CPython adds after the field. */
static pspan err_span(pstate *p, int i)
{
    pspan s = p->toks[i].span;
    if (p->toks[i].kind == TK_NEWLINE) {
        /* CPython's NEWLINE starts where a comment before it starts and
         * ends where the newline is */
        s.end_lineno = s.lineno, s.end_col = s.col;
        const char *ls = p->lex ? lex_line_start(p->lex, s.lineno) : NULL;
        if (ls && i > 0 && p->toks[i - 1].span.end_lineno == s.lineno) {
            for (int c = p->toks[i - 1].span.end_col; c < s.col; c++)
                if (ls[c] == '#') {
                    s.col = c;
                    break;
                }
        }
    }
    else if (p->toks[i].kind == TK_ENDMARKER && p->fdepth > 0)
        s.end_lineno = s.lineno, s.end_col = s.col + 1;
    return s;
}

/* Tokens that may stand inside a `disjunction` between its atoms. */
static bool disjunction_op(int k)
{
    switch (k) {
    case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_DOUBLESLASH:
    case TK_PERCENT: case TK_AT: case TK_DOUBLESTAR: case TK_LEFTSHIFT: case TK_RIGHTSHIFT:
    case TK_AMPER: case TK_VBAR: case TK_CIRCUMFLEX: case TK_TILDE: case TK_LESS:
    case TK_GREATER: case TK_LESSEQUAL: case TK_GREATEREQUAL: case TK_EQEQUAL:
    case TK_NOTEQUAL: case TK_NOT: case TK_AND: case TK_OR: case TK_IN: case TK_IS:
    case TK_DOT: case TK_AWAIT:
        return true;
    default:
        return false;
    }
}

static bool is_open(int k) { return k == TK_LPAR || k == TK_LSQB || k == TK_LBRACE || k == PT_WLPAR; }
static bool is_close(int k) { return k == TK_RPAR || k == TK_RSQB || k == TK_RBRACE; }

/* CPython's invalid_expression: `a=disjunction b=expression` inside
 * brackets is "Perhaps you forgot a comma?" over the range from a to b,
 * unless a starts with NAME STRING or a soft keyword, or a is the name
 * print or exec. The parser state is gone by now, so the extents of a and
 * b are found on the tokens: a reaches back over atoms, operators and
 * bracketed groups; b reaches forward the same way (plus the ternary's
 * if/else) and ends where an atom follows an atom. Returns false when the
 * message does not apply. */
/* The first token of the disjunction that ends with token e: back over
 * atoms, operators and bracketed groups; it starts after the token that
 * cannot be inside one (or where an atom follows an atom). */
static int disj_start(pstate *p, int e)
{
    int a = e, bal = 0;
    for (; a >= 0; a--) {
        int k = p->toks[a].kind;
        if (is_close(k)) {
            bal++;
            continue;
        }
        if (is_open(k)) {
            if (bal == 0)
                break;
            bal--;
            continue;
        }
        if (bal > 0)
            continue;
        if (!(ends_expr(k) || disjunction_op(k)))
            break;
        if (a < e && ends_expr(k) && ends_expr(p->toks[a + 1].kind) &&
            !(k == TK_STRING && p->toks[a + 1].kind == TK_STRING))
            break; /* atom after atom: a starts later */
    }
    a++;
    /* an operator that cannot start an expression (the `*` of `*x`, the
     * `@` of a decorator) is not part of it */
    while (a < e && disjunction_op(p->toks[a].kind) && p->toks[a].kind != TK_NOT &&
           p->toks[a].kind != TK_TILDE && p->toks[a].kind != TK_MINUS &&
           p->toks[a].kind != TK_PLUS && p->toks[a].kind != TK_AWAIT)
        a++;
    return a;
}

static int open_bracket(pstate *p, int i);
static int stmt_start(pstate *p, int i);
static ast_expr *reparse_expr(pstate *p, int from, int to);

/* The span of the node that tokens [a, e] make: a parenthesised group's
 * node does not include its parentheses. */
static pspan group_inner(pstate *p, int a, int e)
{
    while (e > a + 1 && p->toks[a].kind == TK_LPAR && p->toks[e].kind == TK_RPAR) {
        int bal = 0, k = a;
        for (; k <= e; k++) {
            if (is_open(p->toks[k].kind))
                bal++;
            else if (is_close(p->toks[k].kind) && --bal == 0)
                break;
        }
        if (k != e)
            break; /* `(a) + (b)`: not one group */
        bool tuple = false;
        bal = 0;
        for (k = a + 1; k < e; k++) {
            if (is_open(p->toks[k].kind))
                bal++;
            else if (is_close(p->toks[k].kind))
                bal--;
            else if (bal == 0 && (p->toks[k].kind == TK_COMMA || p->toks[k].kind == TK_FOR))
                tuple = true;
        }
        if (tuple)
            break; /* a tuple or genexp keeps its parentheses */
        a++, e--;
    }
    return sp_join(p->toks[a].span, p->toks[e].span);
}

/* Does the `if` at token i have its `else` (at the same bracket depth,
 * before a comma or the end of the bracket)? */
static bool has_else(pstate *p, int i)
{
    int bal = 0;
    for (int k = i + 1; k < p->ntoks; k++) {
        int t = p->toks[k].kind;
        if (is_open(t))
            bal++;
        else if (is_close(t) && bal-- == 0)
            return false;
        else if (bal == 0 && t == TK_ELSE)
            return true;
        else if (bal == 0 && (t == TK_COMMA || t == TK_NEWLINE || t == TK_COLON || t == TK_FOR))
            return false;
    }
    return false;
}

static bool forgot_comma(pstate *p, int i)
{
    /* parameters and imported names are no expressions */
    int o = open_bracket(p, i);
    if (o >= 2 && p->toks[o - 2].kind == TK_DEF)
        return false;
    if (o >= 1 && p->toks[o - 1].kind == TK_IMPORT)
        return false;
    int a = disj_start(p, i - 1);
    if (a > 0 && (p->toks[a - 1].kind == TK_ELSE || p->toks[a - 1].kind == TK_IF))
        return false; /* CPython only tries this where an expression starts */
    const ptok *ta = &p->toks[a];
    if (ta->kind == TK_NAME && a + 1 < p->ntoks && p->toks[a + 1].kind == TK_STRING)
        return false;
    if (ta->kind == TK_NAME && (strcmp(ta->name, "match") == 0 || strcmp(ta->name, "case") == 0 ||
                                strcmp(ta->name, "_") == 0))
        return false;
    if (ta->kind == TK_NAME && a == i - 1 &&
        (strcmp(ta->name, "print") == 0 || strcmp(ta->name, "exec") == 0))
        return false;
    int j = stmt_start(p, i);
    if (p->toks[j].kind == PT_CASE)
        return false; /* a pattern is no expression */
    int b = i;
    int bal = 0;
    bool seen_if = false;
    for (; b < p->ntoks; b++) {
        int k = p->toks[b].kind;
        if (is_open(k)) {
            bal++;
            continue;
        }
        if (is_close(k)) {
            if (bal == 0)
                break;
            bal--;
            continue;
        }
        if (bal > 0)
            continue;
        if (!(ends_expr(k) || starts_expr(k) || disjunction_op(k) || k == TK_IF || k == TK_ELSE))
            break;
        if (k == TK_IF && !has_else(p, b))
            break; /* no ternary: b is the disjunction before the `if` */
        if (k == TK_ELSE && !seen_if)
            break;
        seen_if |= k == TK_IF;
        if (b > i && starts_expr(k) && !disjunction_op(k) && ends_expr(p->toks[b - 1].kind) &&
            !(k == TK_LPAR || k == TK_LSQB) &&
            !(k == TK_STRING && p->toks[b - 1].kind == TK_STRING))
            break;
    }
    while (b - 1 > i && !ends_expr(p->toks[b - 1].kind))
        b--;
    /* b is what CPython's parser reads as an expression there: the longest
     * prefix that parses (`f(a, /)` is only `f`); a bounded number of
     * tries, each a re-parse of one statement's tokens */
    for (int tries = 0; b - 1 > i && tries < 32; tries++) {
        if (reparse_expr(p, i, b) || p->failed)
            break;
        b--;
        while (b - 1 > i && !ends_expr(p->toks[b - 1].kind))
            b--;
    }
    if (p->failed)
        return true; /* out of memory in the re-parse */
    pspan s = sp_join(group_inner(p, a, i - 1), group_inner(p, i, b - 1));
    perr(p, s, "invalid syntax. Perhaps you forgot a comma?");
    return true;
}

/* The end of the star_expressions starting at token i: atoms, operators,
 * bracketed groups and commas, up to where an atom follows an atom. */
static int star_exprs_end(pstate *p, int i)
{
    int b = i, bal = 0;
    for (; b < p->ntoks; b++) {
        int k = p->toks[b].kind;
        if (is_open(k)) {
            bal++;
            continue;
        }
        if (is_close(k)) {
            if (bal == 0)
                break;
            bal--;
            continue;
        }
        if (bal > 0)
            continue;
        if (!(ends_expr(k) || starts_expr(k) || disjunction_op(k) || k == TK_IF ||
              k == TK_ELSE || k == TK_COMMA))
            break;
        if (b > i && starts_expr(k) && !disjunction_op(k) && ends_expr(p->toks[b - 1].kind) &&
            !(k == TK_LPAR || k == TK_LSQB) &&
            !(k == TK_STRING && p->toks[b - 1].kind == TK_STRING))
            break;
    }
    while (b - 1 > i && !ends_expr(p->toks[b - 1].kind))
        b--;
    return b - 1;
}

/* CPython's invalid_legacy_expression: `print x` / `exec x`. */
static bool legacy_print(pstate *p, int i)
{
    const ptok *name = &p->toks[i - 1];
    if (name->kind != TK_NAME || p->toks[i].kind == TK_LPAR || !starts_expr(p->toks[i].kind) ||
        (strcmp(name->name, "print") != 0 && strcmp(name->name, "exec") != 0))
        return false;
    int e = star_exprs_end(p, i);
    perr(p, sp_join(name->span, p->toks[e].span),
         "Missing parentheses in call to '%s'. Did you mean %s(...)?", name->name, name->name);
    return true;
}

static bool line_has_colon(pstate *p, int i);

/* The first token of the logical line holding token i. */
static int line_start(pstate *p, int i)
{
    int j = i;
    while (j > 0 && p->toks[j - 1].kind != TK_NEWLINE && p->toks[j - 1].kind != TK_INDENT &&
           p->toks[j - 1].kind != TK_DEDENT)
        j--;
    return j;
}

/* The innermost bracket still open before token i, or -1. */
static int open_bracket(pstate *p, int i)
{
    int bal = 0;
    for (int j = i - 1; j >= 0; j--) {
        int k = p->toks[j].kind;
        if (k == TK_NEWLINE || k == TK_INDENT || k == TK_DEDENT)
            return -1;
        if (is_close(k))
            bal++;
        else if (is_open(k) && bal-- == 0)
            return j;
    }
    return -1;
}

bool in_call_args(pstate *p, int i)
{
    int o = open_bracket(p, i);
    return o >= 1 && p->toks[o].kind == TK_LPAR && ends_expr(p->toks[o - 1].kind);
}

/* The last token of the expression (no commas) that starts at token i. */
static int expr_end(pstate *p, int i)
{
    int b = i, bal = 0;
    for (; b < p->ntoks; b++) {
        int k = p->toks[b].kind;
        if (is_open(k)) {
            bal++;
            continue;
        }
        if (is_close(k)) {
            if (bal == 0)
                break;
            bal--;
            continue;
        }
        if (bal > 0)
            continue;
        if (!(ends_expr(k) || starts_expr(k) || disjunction_op(k)))
            break;
        if (b > i && starts_expr(k) && !disjunction_op(k) && ends_expr(p->toks[b - 1].kind) &&
            !(k == TK_LPAR || k == TK_LSQB) &&
            !(k == TK_STRING && p->toks[b - 1].kind == TK_STRING))
            break;
    }
    return b > i ? b - 1 : i;
}

/* The header keyword of the block that token i (a DEDENT or the NEWLINE
 * of a one-line block) closes, or -1. */
static int closed_block_header(pstate *p, int i)
{
    int j = i;
    if (p->toks[i].kind == TK_DEDENT) {
        int bal = 0;
        for (j = i; j >= 0; j--) {
            if (p->toks[j].kind == TK_DEDENT)
                bal++;
            else if (p->toks[j].kind == TK_INDENT && --bal == 0)
                break;
        }
        if (j < 2)
            return -1;
        j -= 2; /* the NEWLINE before the INDENT, then the ':' */
    }
    return line_start(p, j);
}

/* Tokens inside a bitwise_or (below comparisons). */
static bool bitwise_op(int k)
{
    switch (k) {
    case TK_PLUS: case TK_MINUS: case TK_STAR: case TK_SLASH: case TK_DOUBLESLASH:
    case TK_PERCENT: case TK_AT: case TK_DOUBLESTAR: case TK_LEFTSHIFT: case TK_RIGHTSHIFT:
    case TK_AMPER: case TK_VBAR: case TK_CIRCUMFLEX: case TK_TILDE: case TK_DOT: case TK_AWAIT:
        return true;
    default:
        return false;
    }
}

/* The first (step -1) or last (step 1) token of the bitwise_or that ends
 * or starts at token i. */
static int bitwise_extent(pstate *p, int i, int step)
{
    int j = i, bal = 0;
    for (; j >= 0 && j < p->ntoks; j += step) {
        int k = p->toks[j].kind;
        if (step < 0 ? is_close(k) : is_open(k)) {
            bal++;
            continue;
        }
        if (step < 0 ? is_open(k) : is_close(k)) {
            if (bal == 0)
                break;
            bal--;
            continue;
        }
        if (bal > 0)
            continue;
        if (!(ends_expr(k) || bitwise_op(k)))
            break;
        if (j != i && ends_expr(k) && ends_expr(p->toks[j - step].kind) &&
            !(step > 0 && is_open(k)) && !(step < 0 && is_open(p->toks[j - step].kind)) &&
            !(k == TK_STRING && p->toks[j - step].kind == TK_STRING))
            break; /* atom next to atom */
    }
    return j - step;
}

/* CPython's invalid_named_expression: `a = b` where a named expression
 * was expected (an if/elif/while condition, a bracketed element): "Maybe
 * you meant '==' or ':='" for a name, "cannot assign to X here" for any
 * other bitwise_or but a list, tuple, genexp, True, None or False. */
static bool named_eq_error(pstate *p, int i)
{
    int a = bitwise_extent(p, i - 1, -1);
    if (a < 1 || a > i - 1)
        return false;
    int before = p->toks[a - 1].kind;
    bool ctx = false;
    if ((before == TK_IF || before == TK_ELIF || before == TK_WHILE) && line_start(p, a - 1) == a - 1)
        ctx = true;
    int o = open_bracket(p, i);
    if ((before == TK_LSQB || before == TK_LBRACE || before == TK_LPAR || before == TK_COMMA) &&
        o >= 0 && (p->toks[o].kind != TK_LPAR || o == 0 || !ends_expr(p->toks[o - 1].kind)))
        ctx = true;
    if (!ctx || i + 1 >= p->ntoks)
        return false;
    int nk = p->toks[i + 1].kind;
    if (!starts_expr(nk) || nk == TK_NOT || nk == TK_LAMBDA) {
        if (nk != TK_MINUS && nk != TK_PLUS)
            return false;
    }
    int b = bitwise_extent(p, i + 1, 1);
    if (b + 1 < p->ntoks && (p->toks[b + 1].kind == TK_EQUAL || p->toks[b + 1].kind == TK_COLONEQUAL))
        return false;
    ptok *ta = &p->toks[a], *tz = &p->toks[i - 1];
    if (a == i - 1 && ta->kind == TK_NAME) {
        perr(p, sp_join(ta->span, p->toks[b].span),
             "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        return true;
    }
    const char *what = "expression";
    pspan at = sp_join(ta->span, tz->span);
    if (a == i - 1) {
        if (ta->kind == TK_NUMBER || ta->kind == TK_STRING) what = "literal";
        else if (ta->kind == TK_ELLIPSIS) what = "ellipsis";
        else return false; /* True, None, False */
    } else if (ta->kind == TK_STRING) {
        int k = a;
        while (k < i && p->toks[k].kind == TK_STRING)
            k++;
        if (k != i)
            return false;
        what = "literal";
    } else if (ta->kind == TK_LSQB) {
        return false; /* a list */
    } else if (ta->kind == TK_LPAR) {
        if (a + 2 == i - 1 && p->toks[a + 1].kind == TK_NAME && tz->kind == TK_RPAR) {
            what = "name";
            at = p->toks[a + 1].span;
        } else {
            return false; /* tuples, genexps and the like */
        }
    } else if (ta->kind == TK_AWAIT) {
        what = "await expression";
    } else if (ta->kind == TK_MINUS || ta->kind == TK_PLUS || ta->kind == TK_TILDE) {
        what = "expression";
    } else {
        bool primary = true;
        for (int k = a; k < i; k++)
            if (bitwise_op(p->toks[k].kind) && p->toks[k].kind != TK_DOT && p->depth_at[k] == p->depth_at[a])
                primary = false;
        if (primary && tz->kind == TK_RPAR) what = "function call";
        else if (primary && tz->kind == TK_RSQB) what = "subscript";
        else if (primary && tz->kind == TK_NAME && p->toks[i - 2].kind == TK_DOT) what = "attribute";
    }
    perr(p, at, "cannot assign to %s here. Maybe you meant '==' instead of '='?", what);
    return true;
}

static void mark_soft_keywords(pstate *p);
static int lemon_kind(int k);
static bool invalid_target_error(pstate *p, int i);

/* Parse tokens [from, to) on their own as star_expressions (lemon's state
 * for the statement is gone once it has failed), for the messages that
 * CPython's invalid_* rules derive from a whole expression. NULL when they
 * do not form one; p's error is untouched either way. */
static ast_expr *reparse_expr(pstate *p, int from, int to)
{
    int n = to - from;
    if (p->reparsing || n <= 0 || p->failed)
        return NULL;
    ptok *toks = arena_alloc(p->arena, (size_t)(n + 1) * sizeof *toks);
    int *depth = arena_alloc(p->arena, (size_t)(n + 1) * sizeof *depth);
    if (!toks || !depth) {
        perr_nomem(p); /* the message would depend on memory otherwise */
        return NULL;
    }
    memcpy(toks, p->toks + from, (size_t)n * sizeof *toks);
    toks[n] = toks[n - 1];
    toks[n].kind = TK_ENDMARKER;
    toks[n].span = (pspan){toks[n - 1].span.end_lineno, toks[n - 1].span.end_col,
                           toks[n - 1].span.end_lineno, toks[n - 1].span.end_col};
    ps_diag scratch;
    memset(&scratch, 0, sizeof scratch);
    pstate sub = *p;
    sub.toks = toks;
    sub.ntoks = n + 1;
    sub.depth_at = depth;
    sub.err = &scratch;
    sub.failed = sub.nomem = sub.incomplete = false;
    sub.mod = NULL;
    sub.fexpr = NULL;
    sub.mode = PT_MODE_EVAL;
    sub.reparsing = true;
    sub.lemon_level = p->lemon_level + 1;
    mark_soft_keywords(&sub);
    void *lp = lemon_parser(&sub);
    if (!lp) {
        perr_nomem(p);
        return NULL;
    }
    sub.cur = 0;
    PsParse(lp, lemon_kind(PT_MODE_EVAL), 0, &sub);
    for (int i = 0; i <= n && !sub.failed; i++) {
        sub.cur = i;
        PsParse(lp, lemon_kind(toks[i].kind), i, &sub);
    }
    if (!sub.failed)
        PsParse(lp, 0, 0, &sub);
    PsParseFinalize(lp);
    if (sub.nomem)
        perr_nomem(p);
    if (sub.failed || !sub.mod)
        return NULL;
    return sub.mod->v.expression.body;
}

/* The first token of the statement holding token i (after a `;` too). */
static int stmt_start(pstate *p, int i)
{
    int j = i;
    while (j > 0) {
        int k = p->toks[j - 1].kind;
        if (k == TK_NEWLINE || k == TK_INDENT || k == TK_DEDENT ||
            (k == TK_SEMI && p->depth_at[j - 1] == 0))
            break;
        j--;
    }
    return j;
}

/* CPython's invalid_assignment (`(star_targets '=')* a=star_expressions
 * '='`) and invalid_for_target: the first item before an `=` that is no
 * target gets "cannot assign to ...", even when the statement breaks off
 * later; the same for a for statement's target before its `in`. */
static bool invalid_target_error(pstate *p, int i)
{
    if (p->fdepth > 0 || p->reparsing)
        return false;
    int j = stmt_start(p, i);
    int k0 = p->toks[j].kind;
    if (k0 == TK_ASYNC && j + 1 < i && p->toks[j + 1].kind == TK_FOR)
        k0 = p->toks[++j].kind;
    if (k0 == TK_FOR) {
        for (int k = j + 1; k < i; k++)
            if (p->toks[k].kind == TK_IN && p->depth_at[k] == 0)
                return false;
        if (i < p->ntoks && p->toks[i].kind == TK_IN)
            return false;
        ast_expr *e = reparse_expr(p, j + 1, i);
        /* `for x in y z`: a comparison with `in` stands for its left side */
        if (e && e->kind == AST_Compare && e->v.compare.ops.count &&
            e->v.compare.ops.items[0] == AST_In)
            e = e->v.compare.left;
        if (e && !target_ok(e, TGT_FOR)) {
            set_target(p, e, AST_Store, TGT_FOR);
            return p->failed;
        }
        return false;
    }
    if (!(starts_expr(k0) || k0 == TK_STAR || k0 == TK_MINUS || k0 == TK_PLUS))
        return false;
    /* `f(x):` with nothing valid after the `:`: CPython's first pass
     * stops at the `:` unless what precedes is an annotation target */
    if (i >= 1 && p->toks[i - 1].kind == TK_COLON && p->depth_at[i - 1] == 0 && i - 1 > j) {
        ast_expr *e = reparse_expr(p, j, i - 1);
        if (p->failed)
            return true;
        if (e && !(e->kind == AST_Name || e->kind == AST_Attribute || e->kind == AST_Subscript)) {
            perr(p, p->toks[i - 1].span, "invalid syntax");
            return true;
        }
        return false;
    }
    int from = j;
    for (int k = j; k < i; k++) {
        if (p->toks[k].kind != TK_EQUAL || p->depth_at[k] != 0)
            continue;
        ast_expr *e = reparse_expr(p, from, k);
        if (!e)
            return false;
        if (!target_ok(e, TGT_ASSIGN)) {
            if ((e->kind == AST_Yield || e->kind == AST_YieldFrom) && !e->parens) {
                perr(p, sp_node(e), "assignment to yield expression not possible");
                return true;
            }
            set_target(p, e, AST_Store, TGT_ASSIGN);
            return p->failed;
        }
        from = k + 1;
    }
    return false;
}

/* CPython's specific messages that its invalid_* rules (and forced
 * tokens, `&&':'`) give where lemon only knows that token i cannot come
 * next. Each looks at the tokens around i; returns true when it
 * reported. */
static void eof_position(pstate *p, int i);
static ast_expr *reparse_expr(pstate *p, int from, int to);

static bool specific_error(pstate *p, int i)
{
    ptok *t = &p->toks[i];
    ptok *prev = i > 0 ? &p->toks[i - 1] : NULL;
    int j = line_start(p, i);
    int jk = p->toks[j].kind;
    if (jk == TK_ASYNC && j + 1 < i) {
        j++;
        jk = p->toks[j].kind;
    }
    /* forced tokens: `else` / `try` / `finally` &&':', `def NAME` &&'(' and
     * `def ...)` / `class ...` &&':' */
    if ((jk == TK_ELSE || jk == TK_TRY || jk == TK_FINALLY) && i == j + 1 && t->kind != TK_COLON) {
        perr(p, err_span(p, i), "expected ':'");
        return true;
    }
    if (jk == TK_DEF && i == j + 2 && t->kind != TK_LPAR) {
        perr(p, err_span(p, i), "expected '('");
        return true;
    }
    if ((jk == TK_DEF || jk == TK_CLASS) && prev && prev->kind == TK_RPAR && p->depth_at[i] == 0 &&
        t->kind != TK_COLON && t->kind != TK_RARROW && t->kind != TK_NEWLINE) {
        perr(p, err_span(p, i), "expected ':'");
        return true;
    }
    /* `def f() -> :` : the optional annotation is skipped, and the forced
     * ':' meets the `->`; `def f() -> int,`: it meets the `,` */
    if (jk == TK_DEF && p->depth_at[i] == 0) {
        int r = j + 1;
        while (r < i && !(p->toks[r].kind == TK_RPAR && p->depth_at[r] == 0))
            r++;
        if (r + 1 < i && p->toks[r + 1].kind == TK_RARROW) {
            if (i == r + 2 && !starts_expr(t->kind) && t->kind != TK_MINUS && t->kind != TK_PLUS) {
                perr(p, p->toks[r + 1].span, "expected ':'");
                return true;
            }
            if (i > r + 2 && expr_end(p, r + 2) == i - 1 && t->kind != TK_COLON) {
                perr(p, err_span(p, i), "expected ':'");
                return true;
            }
        }
    }
    /* `def f(a, / *, b)` with no comma */
    if (prev && prev->kind == TK_SLASH && t->kind == TK_STAR) {
        int o = open_bracket(p, i);
        if (o >= 2 && p->toks[o - 2].kind == TK_DEF) {
            perr(p, t->span, "expected comma between / and *");
            return true;
        }
    }
    /* `(**x)`: CPython's invalid_group */
    if (prev && prev->kind == TK_LPAR && t->kind == TK_DOUBLESTAR &&
        (i < 2 || !ends_expr(p->toks[i - 2].kind))) {
        int e = expr_end(p, i + 1);
        if (e > i && e + 1 < p->ntoks && p->toks[e + 1].kind == TK_RPAR) {
            perr(p, t->span, "cannot use double starred expression here");
            return true;
        }
    }
    /* `target := value` with a target that is no name */
    int ob = open_bracket(p, i);
    if (t->kind == TK_COLONEQUAL && prev && ends_expr(prev->kind) && i + 1 < p->ntoks &&
        starts_expr(p->toks[i + 1].kind) &&
        !(ob >= 1 && p->toks[ob].kind == TK_LPAR && ends_expr(p->toks[ob - 1].kind))) {
        int a = disj_start(p, i - 1);
        ast_expr *e = reparse_expr(p, a, i);
        if (e && !(e->kind == AST_Name && !e->parens)) {
            perr(p, sp_node(e), "cannot use assignment expressions with %s", expr_describe(e));
            return true;
        }
    }
    /* `match x` with no colon: "match" subject NEWLINE */
    if (jk == TK_NAME && strcmp(p->toks[j].name, "match") == 0 && i == j + 1 &&
        starts_expr(t->kind) && !line_has_colon(p, j)) {
        int e = i;
        while (e < p->ntoks && p->toks[e].kind != TK_NEWLINE && p->toks[e].kind != TK_ENDMARKER)
            e++;
        if (e < p->ntoks && p->toks[e].kind == TK_NEWLINE) {
            perr(p, err_span(p, e), "expected ':'");
            return true;
        }
    }
    /* a try block followed by neither except nor finally */
    if (prev && (prev->kind == TK_DEDENT || prev->kind == TK_NEWLINE) && t->kind != TK_EXCEPT &&
        t->kind != TK_FINALLY) {
        int h = closed_block_header(p, i - 1);
        if (h >= 0 && p->toks[h].kind == TK_TRY && h + 1 < p->ntoks && p->toks[h + 1].kind == TK_COLON) {
            perr(p, t->span, "expected 'except' or 'finally' block");
            if (t->kind == TK_DEDENT || t->kind == TK_ENDMARKER)
                eof_position(p, i);
            return true;
        }
    }
    /* `a if b` with no else */
    if (prev && ends_expr(prev->kind) && t->kind != TK_ELSE && t->kind != TK_COLON) {
        int b = disj_start(p, i - 1);
        if (b >= 2 && p->toks[b - 1].kind == TK_IF && ends_expr(p->toks[b - 2].kind) &&
            b - 1 > line_start(p, b - 1)) {
            int o = open_bracket(p, b - 1), for_seen = 0;
            for (int k = o + 1; k < b - 1; k++)
                if (p->toks[k].kind == TK_FOR && p->depth_at[k] == p->depth_at[b - 1])
                    for_seen = 1;
            if (!for_seen) {
                int a = disj_start(p, b - 2);
                perr(p, sp_join(group_inner(p, a, b - 2), prev->span),
                     "expected 'else' after 'if' expression");
                return true;
            }
        }
    }
    int o = open_bracket(p, i);
    /* dictionary displays */
    if (o >= 0 && p->toks[o].kind == TK_LBRACE && prev && prev->kind == TK_COLON) {
        if (t->kind == TK_RBRACE || t->kind == TK_COMMA) {
            perr(p, prev->span, "expression expected after dictionary key and ':'");
            return true;
        }
        if (t->kind == TK_STAR) {
            perr(p, sp_join(t->span, p->toks[expr_end(p, i + 1)].span),
                 "cannot use a starred expression in a dictionary value");
            return true;
        }
    }
    /* [*x for ...] and {**x for ...} */
    if (o >= 0 && (t->kind == TK_FOR || t->kind == TK_ASYNC) && o + 1 < i) {
        int first = p->toks[o + 1].kind;
        bool alone = true;
        for (int k = o + 1; k < i; k++)
            if (p->toks[k].kind == TK_COMMA && p->depth_at[k] == p->depth_at[o + 1])
                alone = false;
        if (alone && first == TK_DOUBLESTAR && p->toks[o].kind == TK_LBRACE) {
            perr(p, p->toks[o + 1].span, "dict unpacking cannot be used in dict comprehension");
            return true;
        }
        if (alone && first == TK_STAR) {
            perr(p, sp_join(p->toks[o + 1].span, prev->span),
                 "iterable unpacking cannot be used in comprehension");
            return true;
        }
    }
    /* lambda (x): ... */
    if (prev && prev->kind == TK_LAMBDA && t->kind == TK_LPAR) {
        int bal = 0, k = i;
        for (; k < p->ntoks; k++) {
            if (is_open(p->toks[k].kind))
                bal++;
            else if (is_close(p->toks[k].kind) && --bal == 0)
                break;
        }
        if (k < p->ntoks) {
            perr(p, sp_join(t->span, p->toks[k].span),
                 "Lambda expression parameters cannot be parenthesized");
            return true;
        }
    }
    return false;
}

/* Where CPython puts an error on a DEDENT or at the end of the input: a
 * DEDENT before more code has offset 0; at the end (only DEDENTs and
 * ENDMARKER left), the end of the source's last line (a final newline
 * ends it), in characters + 1. Either way end_offset is -1. */
static void eof_position(pstate *p, int i)
{
    int k = i;
    while (k < p->ntoks && p->toks[k].kind == TK_DEDENT)
        k++;
    p->err->end_offset = -1;
    if (k < p->ntoks && p->toks[k].kind != TK_ENDMARKER) {
        p->err->lineno = p->err->end_lineno = p->toks[i].span.lineno;
        p->err->offset = 0;
        return;
    }
    size_t len;
    const char *src = lex_source(p->lex, &len);
    size_t end = len && src[len - 1] == '\n' ? len - 1 : len;
    size_t ls = end;
    while (ls > 0 && src[ls - 1] != '\n')
        ls--;
    int line = 1;
    for (size_t q = 0; q < end; q++)
        line += src[q] == '\n';
    p->err->lineno = p->err->end_lineno = line;
    p->err->offset = lex_char_offset(src + ls, (int)(end - ls));
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
    if (p->mode == PARSE_SINGLE && prev && prev->kind == TK_NEWLINE && i >= 2 &&
        p->toks[i - 2].kind != TK_NEWLINE && p->toks[i - 2].kind != TK_COLON &&
        t->kind != TK_ENDMARKER) {
        /* a simple statement parsed, and more follows: CPython's check
         * after a successful single-mode parse, at the NEWLINE */
        perr(p, err_span(p, i - 1), "multiple statements found while compiling a single statement");
        p->incomplete = false;
        return;
    }
    if (t->kind == TK_INDENT) {
        perr_at(p, "IndentationError", t->span, "unexpected indent");
        p->keep_error = true; /* CPython reports it without scanning on */
        p->err->end_lineno = p->err->lineno;
        p->err->end_offset = 0;
        /* CPython points at the first token after the indent */
        /* CPython: the indent's width as offset, end_offset -1 */
        if (i + 1 < p->ntoks) {
            pspan s = p->toks[i + 1].span;
            p->err->lineno = p->err->end_lineno = s.lineno;
            p->err->offset = char_offset(p, s.lineno, s.col) - 1;
            p->err->end_offset = -1;
        } else {
            /* the tokens stopped at a tokenizer error after the indent */
            p->err->offset = char_offset(p, t->span.end_lineno, t->span.end_col) - 1;
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
            if (t->kind == TK_ENDMARKER || t->kind == TK_DEDENT)
                eof_position(p, i);
            if (what[0] == '\'' && (p->toks[j].kind == TK_EXCEPT))
                snprintf(p->err->msg, sizeof p->err->msg,
                         "expected an indented block after 'except' statement on line %d",
                         p->toks[j].span.lineno);
            return;
        }
    }
    if (specific_error(p, i) || invalid_target_error(p, i))
        return;
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
            perr(p, err_span(p, i), "expected ':'");
            return;
        }
    }
    if (prev && t->kind == TK_EQUAL && ends_expr(prev->kind) && named_eq_error(p, i))
        return;
    if (prev && legacy_print(p, i))
        return;
    if (prev && starts_expr(t->kind) && ends_expr(prev->kind) && p->depth_at[i] > 0 &&
        forgot_comma(p, i))
        return;
    if (t->kind == TK_DEDENT && p->fdepth == 0) {
        /* CPython's generic error on a DEDENT */
        perr_at(p, "IndentationError", t->span, "unexpected unindent");
        eof_position(p, i);
        p->keep_error = true;
        return;
    }
    perr(p, err_span(p, i), "invalid syntax");
    if (t->kind == TK_ENDMARKER && p->fdepth == 0) {
        /* at the end: the last line, offsets 0 */
        eof_position(p, i);
        p->err->offset = p->err->end_offset = 0;
    }
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

static void flush_lit(pstate *p, joined *j)
{
    if (j->lit.len == 0)
        return;
    ast_expr *c = mk_expr(p, AST_Constant, j->whole);
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
            flush_lit(p, &sj);
            /* CPython gives a spec the span of its STRING token */
            spec = mk_expr(p, AST_JoinedStr, tok);
            if (spec)
                spec->v.joinedstr.values = seq_expr(p, sj.values);
        }
        flush_lit(p, j);
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
    pspan s = e->at_token ? p->toks[tok].span : err_span(p, p->cur);
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
            perr(p, err_span(p, p->cur), "cannot mix bytes and nonbytes literals");
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
    flush_lit(p, &j);
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
static bool line_has_colon(pstate *p, int i)
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
 * indentation levels of open match blocks is kept. */
static void mark_soft_keywords(pstate *p)
{
    enum { MATCH_STACK = 128 }; /* the lexer allows 100 indentation levels */
    int match_lvl[MATCH_STACK], nmatch = 0, lvl = 0;
    int depth = p->mode == PT_MODE_FEXPR; /* a field is inside brackets */
    for (int i = 0; i < p->ntoks; i++) {
        ptok *t = &p->toks[i];
        p->depth_at[i] = depth;
        if (t->kind == TK_LPAR || t->kind == TK_LSQB || t->kind == TK_LBRACE) depth++;
        else if ((t->kind == TK_RPAR || t->kind == TK_RSQB || t->kind == TK_RBRACE) && depth > 0) {
            depth--;
            p->depth_at[i] = depth;
        }
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
    memset(&err, 0, sizeof err);
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
    int cap = p->fdepth > 0 ? 16 : 256, n = 0; /* fields are short */
    ptok *toks = arena_alloc(p->arena, (size_t)cap * sizeof *toks);
    if (!toks) {
        perr_nomem(p);
        return false;
    }
    /* A tokenizer error ends the token array; the tokens before it are
     * still parsed, because CPython meets the error only when its parser
     * asks for that token, and a parser error earlier in the source wins. */
    bool lex_failed = false;
    ps_diag lex_err;
    for (;;) {
        lex_token lt;
        if (!lex_next(lx, &lt)) {
            lex_failed = true;
            lex_err = *p->err;
            memset(p->err, 0, sizeof *p->err);
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

    void *lp = lemon_parser(p);
    if (!lp) {
        if (p->lemon_level >= LEMON_LEVELS)
            perr(p, err_span(p, 0), "too many nested f-strings");
        else
            perr_nomem(p);
        return false;
    }
    p->cur = 0;
    PsParse(lp, lemon_kind(modetok), 0, p);
    for (int i = 0; i < n && !p->failed; i++) {
        p->cur = i;
        PsParse(lp, lemon_kind(toks[i].kind), i, p);
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
        if (invalid_target_error(p, n))
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
        p->nomem = false;
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
        perr(p, err_span(p, p->cur), "expressions nested too deeply");
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
    pstate p = {0};
    void *pool[LEMON_LEVELS] = {0};
    p.arena = a;
    p.err = err;
    p.mode = mode;
    p.lemon_pool = pool;
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
