/*
 * syntax_error.c - CPython's SyntaxError for a source lemon rejected.
 *
 * lemon knows only that token p->cur cannot come next. CPython's PEG
 * parser, on a second pass, tries its invalid_* rules and reports the
 * first that matches (with its own message and range), else "invalid
 * syntax" at the furthest token its first pass read. This file gets the
 * same answers by looking at the tokens around the rejected one (all of
 * them are lexed before parsing starts) and, where a rule needs a whole
 * expression, by parsing a run of tokens on its own (reparse_expr).
 * Everything here runs once per failed parse, so it may scan the token
 * array; each scan is bounded by the statement or the source.
 */
#include <stdio.h>
#include <string.h>

#include "lexer.h"
#include "parse_impl.h"
#include "token.h"

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
pspan perr_tok_span(pstate *p, int i)
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
    if (!toks) {
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
    sub.depth_at = NULL;
    sub.err = &scratch;
    sub.failed = sub.nomem = sub.incomplete = false;
    sub.mod = NULL;
    sub.fexpr = NULL;
    sub.mode = PT_MODE_EVAL;
    sub.reparsing = true;
    sub.lemon_level = p->lemon_level + 1;
    parse_mark_soft_keywords(&sub);
    void *lp = parse_lemon_parser(&sub);
    if (!lp) {
        perr_nomem(p);
        return NULL;
    }
    sub.cur = 0;
    PsParse(lp, parse_lemon_kind(PT_MODE_EVAL), 0, &sub);
    for (int i = 0; i <= n && !sub.failed; i++) {
        sub.cur = i;
        PsParse(lp, parse_lemon_kind(toks[i].kind), i, &sub);
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
bool perr_invalid_target(pstate *p, int i)
{
    if (p->fdepth > 0 || p->reparsing)
        return false;
    if (!parse_depths(p))
        return true; /* out of memory, reported */
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
    /* `except*:` with no type (CPython's invalid_except_stmt) */
    if ((t->kind == TK_COLON || t->kind == TK_NEWLINE) && prev && prev->kind == TK_STAR && i >= 2 &&
        p->toks[i - 2].kind == TK_EXCEPT) {
        perr(p, perr_tok_span(p, i), "expected one or more exception types");
        return true;
    }
    /* forced tokens: `else` / `try` / `finally` &&':', `def NAME` &&'(' and
     * `def ...)` / `class ...` &&':' */
    if ((jk == TK_ELSE || jk == TK_TRY || jk == TK_FINALLY) && i == j + 1 && t->kind != TK_COLON) {
        perr(p, perr_tok_span(p, i), "expected ':'");
        return true;
    }
    if (jk == TK_DEF && i == j + 2 && t->kind != TK_LPAR) {
        perr(p, perr_tok_span(p, i), "expected '('");
        return true;
    }
    if ((jk == TK_DEF || jk == TK_CLASS) && prev && prev->kind == TK_RPAR && p->depth_at[i] == 0 &&
        t->kind != TK_COLON && t->kind != TK_RARROW && t->kind != TK_NEWLINE) {
        perr(p, perr_tok_span(p, i), "expected ':'");
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
                perr(p, perr_tok_span(p, i), "expected ':'");
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
        starts_expr(t->kind) && !parse_line_has_colon(p, j)) {
        int e = i;
        while (e < p->ntoks && p->toks[e].kind != TK_NEWLINE && p->toks[e].kind != TK_ENDMARKER)
            e++;
        if (e < p->ntoks && p->toks[e].kind == TK_NEWLINE) {
            perr(p, perr_tok_span(p, e), "expected ':'");
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
    if (p->failed || !parse_depths(p))
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
        perr(p, perr_tok_span(p, i - 1), "multiple statements found while compiling a single statement");
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
            p->err->offset = parse_char_offset(p, s.lineno, s.col) - 1;
            p->err->end_offset = -1;
        } else {
            /* the tokens stopped at a tokenizer error after the indent */
            p->err->offset = parse_char_offset(p, t->span.end_lineno, t->span.end_col) - 1;
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
                         "expected an indented block after 'except%s' statement on line %d",
                         p->toks[j + 1].kind == TK_STAR ? "*" : "", p->toks[j].span.lineno);
            return;
        }
    }
    if (specific_error(p, i) || perr_invalid_target(p, i))
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
            perr(p, perr_tok_span(p, i), "expected ':'");
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
    perr(p, perr_tok_span(p, i), "invalid syntax");
    if (t->kind == TK_ENDMARKER && p->fdepth == 0) {
        /* at the end: the last line, offsets 0 */
        eof_position(p, i);
        p->err->offset = p->err->end_offset = 0;
    }
}
