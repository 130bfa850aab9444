/*
 * grammar.y - Python 3.11's syntax as an LALR(1) grammar for lemon.
 *
 * CPython's grammar is PEG; where PEG backtracks this grammar parses a
 * wider language and checks in the action instead:
 *   - assignment targets are parsed as expressions, then set_target()
 *     turns them into Store/Del (or reports CPython's message);
 *   - keyword arguments are parsed as `expr = expr` and the left side must
 *     be a bare name;
 *   - parameters are parsed as a flat list and b_arguments() sorts them;
 *   - soft keywords (`match`, `case`) and the parenthesised form of `with`
 *     are told apart by the driver (parse.c), which looks ahead in the
 *     token array and hands in MATCH, CASE or WLPAR.
 *
 * Every terminal of token.h appears here under its token.h name without
 * the TK_ prefix; parse.c maps one onto the other through the X-macro.
 * Long chains (a+b+c..., elif, except, statements) are left-recursive, so
 * they cost no parser stack; right-nested input (- - - x, a**b**c, nested
 * brackets) does, and a full stack is a SyntaxError, not a crash.
 *
 * A rule that only passes its first symbol's value up is written with one
 * label on both sides (`rhs(A) ::= star_exprs(A).`), not `{ A = B; }`:
 * lemon then knows it has no action, leaves the value in its stack slot,
 * and folds such a rule into the goto where it can (a reduction fewer).
 *
 * The stack grows in the parse arena (%stack_size 0, parse_stack_grow):
 * a fixed 6,000-entry stack inside the parser object was 190 KB drawn for
 * every compile, most of the cost of compiling a one-line script.
 *
 * Actions may run on NULL children after an error or out-of-memory (the
 * driver stops feeding tokens at the first error but lemon finishes the
 * reductions it has started), so builders accept NULL.
 */

%name PsParse
%token_prefix LT_
%token_type {int}
%extra_argument {pstate *p}
%stack_size 0
%start_symbol start

%include {
#include <assert.h>
#include <string.h>

#include <stdlib.h>

#include "parse_impl.h"
#include "token.h"

/* lemon's growable stack calls malloc/realloc/free: it grows in the arena
 * instead, up to PARSE_STACK_MAX entries, and is given back with the arena.
 * Only yyGrowStack calls them: its parser is `p` and the entry count it
 * asks for newSize; the parser's `p` is the running parse (PsParse stores
 * it first thing, PsParseNew before the first stack). */
#define realloc(old, n) (newSize > PARSE_STACK_MAX ? NULL : parse_stack_grow(p->p, (old), (n)))
#define malloc(n) realloc(NULL, (n))
#define free(old) ((void)(old))

#define TOK(i) (&p->toks[(i)])
#define TS(i) sp_tok(p, (i))
/* A list's span; a list is NULL only after a refused allocation (the error
 * is set then, and the node is thrown away). */
#define LS(l) ((l) ? (l)->s : (pspan){0, 0, 0, 0})

/* A pattern's complex literal `real +/- imag`: each part must be of its
 * kind (CPython's "real number required" / "imaginary number required in
 * complex literal", at the part, left first). */
static pexpr b_complex(pstate *p, pexpr real, ast_operator op, int imag_tok)
{
    ast_expr *num = real.e && real.e->kind == AST_UnaryOp ? real.e->v.unaryop.operand : real.e;
    ast_expr *imag = b_number(p, imag_tok);
    if (num && num->kind == AST_Constant && num->v.constant.value.kind == AST_CONST_IMAG)
        perr(p, sp_node(num), "real number required in complex literal");
    else if (imag && !(imag->kind == AST_Constant && imag->v.constant.value.kind == AST_CONST_IMAG))
        perr(p, TS(imag_tok), "imaginary number required in complex literal");
    return b_binop(p, real, op, px_node(imag));
}

/* A closed pattern's span: its parentheses when it was just reduced from
 * `( pattern )`. */
static pspan pat_span(pstate *p, const ast_pattern *b)
{
    if (b == p->paren_pat) {
        p->paren_pat = NULL;
        return p->paren_pat_span;
    }
    return (pspan){b->lineno, b->col_offset, b->end_lineno, b->end_col_offset};
}
}

%syntax_error {
    (void)yymajor;
    (void)yyminor;
    parse_syntax_error(p);
}

%stack_overflow {
    if (p->stack_nomem)
        perr_nomem(p);
    else
        perr(p, sp_tok(p, p->cur), "too many nested parentheses or operators");
}

%code {
/* A parser for parse_lemon_parser, drawn from p's arena with its first
 * stack, or NULL if the arena refused. */
void *PsParseNew(pstate *p)
{
    yyParser *yypParser = arena_alloc(p->arena, sizeof *yypParser);
    if (!yypParser)
        return NULL;
    yypParser->p = p; /* the stack grows in p's arena */
    PsParseInit(yypParser);
    if (yypParser->yystack == &yypParser->yystk0)
        return NULL; /* lemon's fallback one-entry stack: no room */
    return yypParser;
}

/* A pooled parser made ready for another run (parse_lemon_parser): what
 * ParseInit does, but keeping the stack it has grown (ParseInit would
 * grow a new one in the arena for every f-string field). */
void PsParseReset(void *raw)
{
    yyParser *yypParser = raw;
    yypParser->yytos = yypParser->yystack;
    yypParser->yystack[0].stateno = 0;
    yypParser->yystack[0].major = 0;
#ifndef YYNOERRORRECOVERY
    yypParser->yyerrcnt = -1;
#endif
}
}

/* Declared in token.h's order so that every token exists as a terminal. */
%token ENDMARKER NEWLINE INDENT DEDENT NAME NUMBER STRING
    FALSE NONE TRUE AND AS ASSERT ASYNC AWAIT BREAK CLASS CONTINUE DEF DEL
    ELIF ELSE EXCEPT FINALLY FOR FROM GLOBAL IF IMPORT IN IS LAMBDA NONLOCAL
    NOT OR PASS RAISE RETURN TRY WHILE WITH YIELD
    LPAR RPAR LSQB RSQB LBRACE RBRACE COLON COMMA SEMI DOT ELLIPSIS RARROW
    AT EQUAL COLONEQUAL PLUS MINUS STAR SLASH DOUBLESLASH PERCENT DOUBLESTAR
    LEFTSHIFT RIGHTSHIFT AMPER VBAR CIRCUMFLEX TILDE LESS GREATER LESSEQUAL
    GREATEREQUAL EQEQUAL NOTEQUAL PLUSEQUAL MINEQUAL STAREQUAL SLASHEQUAL
    DOUBLESLASHEQUAL PERCENTEQUAL DOUBLESTAREQUAL ATEQUAL AMPEREQUAL
    VBAREQUAL CIRCUMFLEXEQUAL LEFTSHIFTEQUAL RIGHTSHIFTEQUAL
    MATCH CASE WLPAR MODE_FILE MODE_EVAL MODE_SINGLE MODE_FEXPR.

/* Operator precedence, lowest first (see "expressions"). Only the flat
 * expression rules have conflicts for these to settle; everywhere else
 * the grammar is conflict-free without them. */
%left OR.
%left AND.
%right NOT.
%left LESS GREATER EQEQUAL GREATEREQUAL LESSEQUAL NOTEQUAL IN IS.
%left VBAR.
%left CIRCUMFLEX.
%left AMPER.
%left LEFTSHIFT RIGHTSHIFT.
%left PLUS MINUS.
%left STAR SLASH DOUBLESLASH PERCENT AT.
%right TILDE.
%right DOUBLESTAR.

%type stmts {plist *}
%type simple_stmts {plist *}
%type small_list {plist *}
%type block {plist *}
%type file_body {plist *}
%type small_stmt {ast_stmt *}
%type compound {ast_stmt *}

%type expr {pexpr}
%type nexpr {pexpr}
%type sexpr {pexpr}
%type snexpr {pexpr}
%type or_test {pexpr}
%type bitor {pexpr}
%type primary {pexpr}
%type star_exprs {pexpr}
%type rhs {pexpr}
%type yield_expr {pexpr}
%type lambdef {pexpr}
%type slice {pexpr}
%type slices {pexpr}
%type target_list {pexpr}
%type opt_test {pexpr} /* e == NULL: absent; s includes parentheses */

%type star_list {plist *}
%type snlist {plist *}
%type strings {plist *}
%type assign_chain {plist *}
%type arglist {plist *}
%type opt_arglist {plist *}
%type arg {parg *}
%type comp_for {plist *}
%type comp_clause {ast_comprehension *}
%type slice_list {plist *}
%type dict_items {plist *}
%type dict_item {plist *}
%type tlist {plist *}
%type tlist_item {pexpr}
%type exprlist {plist *}

%type augop {int}
%type compop {int}

/* ==== start ============================================================= */

start ::= MODE_FILE file_body(B) ENDMARKER. {
    ast_mod *m = palloc(p, sizeof *m);
    if (m) {
        m->kind = AST_Module;
        m->v.module.body = seq_stmt(p, B);
    }
    p->mod = m;
}
start ::= MODE_EVAL star_exprs(B) newlines ENDMARKER. {
    ast_mod *m = palloc(p, sizeof *m);
    if (m) {
        m->kind = AST_Expression;
        m->v.expression.body = B.e;
    }
    p->mod = m;
}
start ::= MODE_SINGLE single_body(B) ENDMARKER. {
    ast_mod *m = palloc(p, sizeof *m);
    if (m) {
        m->kind = AST_Interactive;
        m->v.interactive.body = seq_stmt(p, B);
    }
    p->mod = m;
}
/* An f-string replacement field: `(yield_expr | star_expressions)`. */
start ::= MODE_FEXPR rhs(B) newlines ENDMARKER. {
    p->fexpr = B.e;
    if (B.e && B.e->kind == AST_Starred) /* f"{*a}" (a tuple f"{*a,}" is fine) */
        perr(p, B.s, "cannot use starred expression here");
}
/* "(x for x in y)": a bare generator expression spans the invented
 * parentheses, from the "{" to the character after the expression. */
start ::= MODE_FEXPR nexpr(B) comp_for(C) newlines ENDMARKER. {
    pexpr g = b_genexp_arg(p, B, C);
    if (g.e) g.e->parens = 1;
    p->fexpr = g.e;
}

%type single_body {plist *}
single_body(A) ::= . { A = pl_new(p); }
single_body(A) ::= NEWLINE. { A = pl_new(p); }
single_body(A) ::= simple_stmts(A).
single_body(A) ::= compound(B) newlines. { A = pl_one(p, B); }

newlines ::= .
newlines ::= newlines NEWLINE.

/* (Statement lists take simple_stmts and compound directly, not through a
 * `stmt` nonterminal: one reduction less for every line.) */
file_body(A) ::= . { A = pl_new(p); }
file_body(A) ::= file_body(B) simple_stmts(C). { A = pl_cat(p, B, C); }
file_body(A) ::= file_body(B) compound(C). { A = pl_push(p, B, C); }

/* ==== statements ======================================================== */

/* comma/s: those of the last line (see simple_stmts) */
stmts(A) ::= simple_stmts(A).
stmts(A) ::= compound(B). { A = pl_one(p, B); }
stmts(A) ::= stmts(B) simple_stmts(C). {
    A = pl_cat(p, B, C);
    if (A && C) { A->comma = C->comma; A->s = C->s; }
}
stmts(A) ::= stmts(B) compound(C). {
    A = pl_push(p, B, C);
    if (A) { A->comma = false; A->s = (pspan){0, 0, 0, 0}; }
}

simple_stmts(A) ::= small_list(A) NEWLINE.
/* A trailing `;` ends the block that holds it, in CPython's positions:
 * comma/s of a statement list record it for sp_stmts. */
simple_stmts(A) ::= small_list(B) SEMI(S) NEWLINE. { A = B; if (A) { A->comma = true; A->s = TS(S); } }

small_list(A) ::= small_stmt(B). { A = pl_one(p, B); }
small_list(A) ::= small_list(B) SEMI small_stmt(C). { A = pl_push(p, B, C); }

block(A) ::= simple_stmts(A).
block(A) ::= NEWLINE INDENT stmts(B) DEDENT. { A = B; }

small_stmt(A) ::= PASS(K). { A = mk_stmt(p, AST_Pass, TS(K)); }
small_stmt(A) ::= BREAK(K). { A = mk_stmt(p, AST_Break, TS(K)); }
small_stmt(A) ::= CONTINUE(K). { A = mk_stmt(p, AST_Continue, TS(K)); }
small_stmt(A) ::= RETURN(K). { A = mk_stmt(p, AST_Return, TS(K)); }
small_stmt(A) ::= RETURN(K) star_exprs(B). {
    A = mk_stmt(p, AST_Return, sp_join(TS(K), B.s));
    if (A) A->v.return_.value = B.e;
}
small_stmt(A) ::= RAISE(K). { A = mk_stmt(p, AST_Raise, TS(K)); }
small_stmt(A) ::= RAISE(K) expr(B). {
    A = mk_stmt(p, AST_Raise, sp_join(TS(K), B.s));
    if (A) A->v.raise.exc = B.e;
}
small_stmt(A) ::= RAISE(K) expr(B) FROM expr(C). {
    A = mk_stmt(p, AST_Raise, sp_join(TS(K), C.s));
    if (A) { A->v.raise.exc = B.e; A->v.raise.cause = C.e; }
}
small_stmt(A) ::= DEL(K) exprlist(B). {
    A = mk_stmt(p, AST_Delete, sp_join(TS(K), LS(B)));
    for (int i = 0; B && i < B->n; i++)
        set_target(p, B->items[i], AST_Del, TGT_DEL);
    if (A) A->v.delete_.targets = seq_expr(p, B);
}
small_stmt(A) ::= ASSERT(K) expr(B). {
    A = mk_stmt(p, AST_Assert, sp_join(TS(K), B.s));
    if (A) A->v.assert_.test = B.e;
}
small_stmt(A) ::= ASSERT(K) expr(B) COMMA expr(C). {
    A = mk_stmt(p, AST_Assert, sp_join(TS(K), C.s));
    if (A) { A->v.assert_.test = B.e; A->v.assert_.msg = C.e; }
}
small_stmt(A) ::= GLOBAL(K) namelist(B). {
    A = mk_stmt(p, AST_Global, sp_join(TS(K), LS(B)));
    if (A) A->v.global.names = SEQ_OF(p, B, ast_identifier_seq);
}
small_stmt(A) ::= NONLOCAL(K) namelist(B). {
    A = mk_stmt(p, AST_Nonlocal, sp_join(TS(K), LS(B)));
    if (A) A->v.nonlocal.names = SEQ_OF(p, B, ast_identifier_seq);
}
small_stmt(A) ::= IMPORT(K) dotted_as_names(B). {
    A = mk_stmt(p, AST_Import, sp_join(TS(K), LS(B)));
    if (A) A->v.import.names = SEQ_OF(p, B, ast_alias_seq);
}
small_stmt(A) ::= FROM(K) dots(D) dotted_name(M) IMPORT import_targets(B). {
    A = mk_stmt(p, AST_ImportFrom, sp_join(TS(K), LS(B)));
    if (A) {
        A->v.importfrom.module = b_dotted(p, M);
        A->v.importfrom.names = SEQ_OF(p, B, ast_alias_seq);
        A->v.importfrom.level = D;
    }
    if (D > 0)
        perr(p, TS(K), "relative imports are not supported");
}
small_stmt(A) ::= FROM(K) dots1(D) IMPORT import_targets(B). {
    A = mk_stmt(p, AST_ImportFrom, sp_join(TS(K), LS(B)));
    if (A) {
        A->v.importfrom.names = SEQ_OF(p, B, ast_alias_seq);
        A->v.importfrom.level = D;
    }
    perr(p, TS(K), "relative imports are not supported");
}

%type namelist {plist *}
namelist(A) ::= NAME(B). {
    A = pl_one(p, (void *)TOK(B)->name);
    if (A) A->s = TS(B);
}
namelist(A) ::= namelist(B) COMMA NAME(C). {
    A = pl_push(p, B, (void *)TOK(C)->name);
    if (A) A->s = sp_join(B->s, TS(C));
}

%type dots {int}
%type dots1 {int}
dots(A) ::= . { A = 0; }
dots(A) ::= dots1(A).
dots1(A) ::= DOT. { A = 1; }
dots1(A) ::= ELLIPSIS. { A = 3; }
dots1(A) ::= dots1(B) DOT. { A = B + 1; }
dots1(A) ::= dots1(B) ELLIPSIS. { A = B + 3; }

%type dotted_name {plist *}
dotted_name(A) ::= NAME(B). { A = pl_one(p, TOK(B)); if (A) A->s = TS(B); }
dotted_name(A) ::= dotted_name(B) DOT NAME(C). {
    A = pl_push(p, B, TOK(C));
    if (A) A->s = sp_join(B->s, TS(C));
}

%type dotted_as_names {plist *}
%type dotted_as_name {ast_alias *}
dotted_as_names(A) ::= dotted_as_name(B). {
    A = pl_one(p, B);
    if (A && B) A->s = (pspan){B->lineno, B->col_offset, B->end_lineno, B->end_col_offset};
}
dotted_as_names(A) ::= dotted_as_names(B) COMMA dotted_as_name(C). {
    A = pl_push(p, B, C);
    if (A && C) A->s.end_lineno = C->end_lineno, A->s.end_col = C->end_col_offset;
}
dotted_as_name(A) ::= dotted_name(B). {
    A = palloc(p, sizeof *A);
    if (A && B) {
        A->name = b_dotted(p, B);
        A->lineno = B->s.lineno; A->col_offset = B->s.col;
        A->end_lineno = B->s.end_lineno; A->end_col_offset = B->s.end_col;
    }
}
dotted_as_name(A) ::= dotted_name(B) AS NAME(C). {
    A = palloc(p, sizeof *A);
    if (A) {
        pspan s = sp_join(LS(B), TS(C));
        A->name = b_dotted(p, B);
        A->asname = TOK(C)->name;
        A->lineno = s.lineno; A->col_offset = s.col;
        A->end_lineno = s.end_lineno; A->end_col_offset = s.end_col;
    }
}

%type import_targets {plist *}
%type import_as_names {plist *}
%type import_as_name {ast_alias *}
import_targets(A) ::= STAR(B). {
    ast_alias *al = palloc(p, sizeof *al);
    if (al) {
        pspan s = TS(B);
        al->name = "*";
        al->lineno = s.lineno; al->col_offset = s.col;
        al->end_lineno = s.end_lineno; al->end_col_offset = s.end_col;
    }
    A = pl_one(p, al);
    if (A) A->s = TS(B);
}
import_targets(A) ::= import_as_names(A).
import_targets(A) ::= import_as_names(B) COMMA(C). {
    A = B;
    perr(p, (pspan){TS(C).lineno, TS(C).end_col, TS(C).lineno, TS(C).end_col},
         "trailing comma not allowed without surrounding parentheses");
}
import_targets(A) ::= LPAR import_as_names(B) RPAR(R). { A = B; if (A) A->s = sp_join(A->s, TS(R)); }
import_targets(A) ::= LPAR import_as_names(B) COMMA RPAR(R). { A = B; if (A) A->s = sp_join(A->s, TS(R)); }
import_as_names(A) ::= import_as_name(B). {
    A = pl_one(p, B);
    if (A && B) A->s = (pspan){B->lineno, B->col_offset, B->end_lineno, B->end_col_offset};
}
import_as_names(A) ::= import_as_names(B) COMMA import_as_name(C). {
    A = pl_push(p, B, C);
    if (A && C) A->s.end_lineno = C->end_lineno, A->s.end_col = C->end_col_offset;
}
import_as_name(A) ::= NAME(B). {
    A = palloc(p, sizeof *A);
    if (A) {
        pspan s = TS(B);
        A->name = TOK(B)->name;
        A->lineno = s.lineno; A->col_offset = s.col;
        A->end_lineno = s.end_lineno; A->end_col_offset = s.end_col;
    }
}
import_as_name(A) ::= NAME(B) AS NAME(C). {
    A = palloc(p, sizeof *A);
    if (A) {
        pspan s = sp_join(TS(B), TS(C));
        A->name = TOK(B)->name;
        A->asname = TOK(C)->name;
        A->lineno = s.lineno; A->col_offset = s.col;
        A->end_lineno = s.end_lineno; A->end_col_offset = s.end_col;
    }
}

/* ---- expression statements and assignments ---- */

small_stmt(A) ::= star_exprs(B). { A = b_expr_stmt(p, B); }
small_stmt(A) ::= yield_expr(B). { A = b_expr_stmt(p, B); }
small_stmt(A) ::= assign_chain(B). { A = b_assign(p, B); }
small_stmt(A) ::= star_exprs(B) augop(O) rhs(C). { A = b_augassign(p, B, (ast_operator)O, C); }
small_stmt(A) ::= star_exprs(B) COLON expr(C). { A = b_annassign(p, B, C, NULL); }
small_stmt(A) ::= star_exprs(B) COLON expr(C) EQUAL rhs(D). { A = b_annassign(p, B, C, &D); }

rhs(A) ::= star_exprs(A).
rhs(A) ::= yield_expr(A).

/* `a = b = c`: a pexpr for each target, then the value. The first target
 * is star_exprs or yield_expr itself, not an rhs: one reduction less for
 * every assignment. */
assign_chain(A) ::= star_exprs(B) EQUAL rhs(C). { A = b_chain(p, b_chain(p, NULL, B), C); }
assign_chain(A) ::= yield_expr(B) EQUAL rhs(C). { A = b_chain(p, b_chain(p, NULL, B), C); }
assign_chain(A) ::= assign_chain(B) EQUAL rhs(C). { A = b_chain(p, B, C); }

augop(A) ::= PLUSEQUAL. { A = AST_Add; }
augop(A) ::= MINEQUAL. { A = AST_Sub; }
augop(A) ::= STAREQUAL. { A = AST_Mult; }
augop(A) ::= ATEQUAL. { A = AST_MatMult; }
augop(A) ::= SLASHEQUAL. { A = AST_Div; }
augop(A) ::= PERCENTEQUAL. { A = AST_Mod; }
augop(A) ::= DOUBLESTAREQUAL. { A = AST_Pow; }
augop(A) ::= LEFTSHIFTEQUAL. { A = AST_LShift; }
augop(A) ::= RIGHTSHIFTEQUAL. { A = AST_RShift; }
augop(A) ::= VBAREQUAL. { A = AST_BitOr; }
augop(A) ::= CIRCUMFLEXEQUAL. { A = AST_BitXor; }
augop(A) ::= AMPEREQUAL. { A = AST_BitAnd; }
augop(A) ::= DOUBLESLASHEQUAL. { A = AST_FloorDiv; }

/* star_expressions: `a`, `a, *b`, `a,`. A lone item makes no list (most
 * statements are one expression). */
star_exprs(A) ::= expr(A).
star_exprs(A) ::= STAR(S) bitor(B). { A = b_starred(p, S, B); }
star_exprs(A) ::= sexpr(B) COMMA(C). {
    plist *l = pl_one(p, B.e);
    if (l) { l->comma = true; l->s = sp_join(B.s, TS(C)); }
    A = b_tuple_or_item(p, l, true);
}
star_exprs(A) ::= star_list(B). { A = b_tuple_or_item(p, B, false); }
star_exprs(A) ::= star_list(B) COMMA(C). {
    if (B) { B->comma = true; B->s = sp_join(B->s, TS(C)); }
    A = b_tuple_or_item(p, B, true);
}
/* two items or more */
star_list(A) ::= sexpr(B) COMMA sexpr(C). {
    A = pl_push(p, pl_one(p, B.e), C.e);
    if (A) A->s = sp_join(B.s, C.s);
}
star_list(A) ::= star_list(B) COMMA sexpr(C). {
    A = pl_push(p, B, C.e);
    if (A) A->s = sp_join(B->s, C.s);
}
sexpr(A) ::= expr(A).
sexpr(A) ::= STAR(S) bitor(B). { A = b_starred(p, S, B); }

/* Target lists of `for` and comprehensions: bitor-level items, so that
 * `in` is not taken as a comparison. */
target_list(A) ::= tlist(B). { A = b_tuple_or_item(p, B, false); }
target_list(A) ::= tlist(B) COMMA(C). {
    if (B) { B->comma = true; B->s = sp_join(B->s, TS(C)); }
    A = b_tuple_or_item(p, B, true);
}
tlist(A) ::= tlist_item(B). { A = pl_one(p, B.e); if (A) A->s = B.s; }
tlist(A) ::= tlist(B) COMMA tlist_item(C). {
    A = pl_push(p, B, C.e);
    if (A) A->s = sp_join(B->s, C.s);
}
tlist_item(A) ::= bitor(A).
tlist_item(A) ::= STAR(S) bitor(B). { A = b_starred(p, S, B); }

/* `del` targets */
exprlist(A) ::= tlist(A).
exprlist(A) ::= tlist(B) COMMA(C). { A = B; if (A) A->s = sp_join(A->s, TS(C)); }

/* ==== compound statements =============================================== */

compound(A) ::= if_stmt(A).
compound(A) ::= while_stmt(A).
compound(A) ::= for_stmt(A).
compound(A) ::= try_stmt(A).
compound(A) ::= with_stmt(A).
compound(A) ::= funcdef(A).
compound(A) ::= classdef(A).
compound(A) ::= decorators(D) funcdef(B). { A = b_decorated(p, D, B); }
compound(A) ::= decorators(D) classdef(B). { A = b_decorated(p, D, B); }
compound(A) ::= match_stmt(A).

%type if_stmt {ast_stmt *}
%type if_chain {plist *}
%type while_stmt {ast_stmt *}
%type for_stmt {ast_stmt *}
%type try_stmt {ast_stmt *}
%type with_stmt {ast_stmt *}
%type funcdef {ast_stmt *}
%type classdef {ast_stmt *}
%type match_stmt {ast_stmt *}
%type decorators {plist *}
%type else_block {plist *}

if_stmt(A) ::= if_chain(B). { A = b_if_chain(p, B, NULL); }
if_stmt(A) ::= if_chain(B) ELSE COLON block(C). { A = b_if_chain(p, B, C); }
if_chain(A) ::= IF(K) nexpr(T) COLON block(B). {
    pclause *c = palloc(p, sizeof *c);
    if (c) { c->test = T.e; c->body = B; c->s = TS(K); }
    A = pl_one(p, c);
}
if_chain(A) ::= if_chain(L) ELIF(K) nexpr(T) COLON block(B). {
    pclause *c = palloc(p, sizeof *c);
    if (c) { c->test = T.e; c->body = B; c->s = TS(K); }
    A = pl_push(p, L, c);
}

else_block(A) ::= . { A = NULL; }
else_block(A) ::= ELSE COLON block(B). { A = B; }

while_stmt(A) ::= WHILE(K) nexpr(T) COLON block(B) else_block(E). {
    A = mk_stmt(p, AST_While, sp_join(TS(K), sp_stmts(E ? E : B)));
    if (A) {
        A->v.while_.test = T.e;
        A->v.while_.body = seq_stmt(p, B);
        A->v.while_.orelse = seq_stmt(p, E);
    }
}

for_stmt(A) ::= FOR(K) target_list(T) IN star_exprs(I) COLON block(B) else_block(E). {
    A = mk_stmt(p, AST_For, sp_join(TS(K), sp_stmts(E ? E : B)));
    set_target(p, T.e, AST_Store, TGT_FOR);
    if (A) {
        A->v.for_.target = T.e;
        A->v.for_.iter = I.e;
        A->v.for_.body = seq_stmt(p, B);
        A->v.for_.orelse = seq_stmt(p, E);
    }
}
for_stmt(A) ::= ASYNC(K) FOR target_list(T) IN star_exprs(I) COLON block(B) else_block(E). {
    A = mk_stmt(p, AST_AsyncFor, sp_join(TS(K), sp_stmts(E ? E : B)));
    set_target(p, T.e, AST_Store, TGT_FOR);
    if (A) {
        A->v.for_.target = T.e;
        A->v.for_.iter = I.e;
        A->v.for_.body = seq_stmt(p, B);
        A->v.for_.orelse = seq_stmt(p, E);
    }
}

/* ---- try ---- */
/* One try statement's handlers are all `except` or all `except*` (then
 * the statement is a TryStar); the grammar takes both kinds in one list
 * and reports a mix where CPython's invalid_try_stmt does. */
%type handlers {phandlers}
%type handlers_h {phandlers}
%type hhead {phandler}
%type finally_block {plist *}
%include {
/* The handler of a clause whose header h was parsed, now with its body */
static ast_excepthandler *finish_handler(pstate *p, phandler h, plist *body)
{
    ast_excepthandler *e = palloc(p, sizeof *e);
    pspan s = sp_join(TS(h.kw), sp_stmts(body));
    if (e) {
        e->kind = AST_ExceptHandler;
        e->v.excepthandler.type = h.type;
        e->v.excepthandler.name = h.name;
        e->v.excepthandler.body = seq_stmt(p, body);
        e->lineno = s.lineno; e->col_offset = s.col;
        e->end_lineno = s.end_lineno; e->end_col_offset = s.end_col;
    }
    return e;
}

/* `except A, B:` (or `except* A, B:`): CPython's range runs from the first
 * type to the last token before the ':' */
static void multiple_types_error(pstate *p, pspan first, int comma)
{
    int e = comma, depth = 0;
    for (int j = comma + 1; j < p->ntoks; j++) {
        int k = p->toks[j].kind;
        if (k == TK_LPAR || k == TK_LSQB || k == TK_LBRACE) depth++;
        else if (k == TK_RPAR || k == TK_RSQB || k == TK_RBRACE) depth--;
        else if ((k == TK_COLON && depth <= 0) || k == TK_NEWLINE || k == TK_ENDMARKER) break;
        e = j;
    }
    perr(p, sp_join(first, TS(e)), "multiple exception types must be parenthesized");
}

/* a clause with header h follows clauses of the other kind: CPython marks
 * `except *` after plain ones, or the `except` keyword after except* ones */
static void mixed_handlers_error(pstate *p, phandler h)
{
    pspan s = h.star >= 0 ? sp_join(TS(h.kw), TS(h.star)) : TS(h.kw);
    perr(p, s, "cannot have both 'except' and 'except*' on the same 'try'");
}

static ast_stmt *mk_try(pstate *p, int kw, plist *body, phandlers h, plist *orelse, plist *finalbody)
{
    plist *l = h.l;
    ast_excepthandler *last = l && l->n ? l->items[l->n - 1] : NULL;
    pspan end = finalbody ? sp_stmts(finalbody) : orelse ? sp_stmts(orelse)
              : last ? (pspan){last->lineno, last->col_offset, last->end_lineno, last->end_col_offset} : TS(kw);
    ast_stmt *s = mk_stmt(p, h.star ? AST_TryStar : AST_Try, sp_join(TS(kw), end));
    if (s) {
        s->v.try_.body = seq_stmt(p, body);
        s->v.try_.handlers = SEQ_OF(p, l, ast_excepthandler_seq);
        s->v.try_.orelse = seq_stmt(p, orelse);
        s->v.try_.finalbody = seq_stmt(p, finalbody);
    }
    return s;
}
}
try_stmt(A) ::= TRY(K) COLON block(B) finally_block(F). {
    A = mk_stmt(p, AST_Try, sp_join(TS(K), sp_stmts(F)));
    if (A) {
        A->v.try_.body = seq_stmt(p, B);
        A->v.try_.finalbody = seq_stmt(p, F);
    }
}
try_stmt(A) ::= TRY(K) COLON block(B) handlers(H) else_block(E). {
    A = mk_try(p, K, B, H, E, NULL);
}
try_stmt(A) ::= TRY(K) COLON block(B) handlers(H) else_block(E) finally_block(F). {
    A = mk_try(p, K, B, H, E, F);
}
finally_block(A) ::= FINALLY COLON block(B). { A = B; }
/* A clause's header is reduced before its body is parsed, so that a mix
 * of kinds is reported before any error in the body, as CPython does. */
handlers(A) ::= hhead(H) block(B). {
    A.l = pl_one(p, finish_handler(p, H, B));
    A.star = H.star >= 0;
}
handlers_h(A) ::= handlers(L) hhead(H). {
    if ((H.star >= 0) != L.star)
        mixed_handlers_error(p, H);
    A = L;
    A.next = H;
}
handlers(A) ::= handlers_h(L) block(B). {
    A = L;
    A.l = pl_push(p, L.l, finish_handler(p, L.next, B));
}
hhead(A) ::= EXCEPT(K) COLON. { A = (phandler){NULL, NULL, K, -1}; }
hhead(A) ::= EXCEPT(K) expr(T) COLON. { A = (phandler){T.e, NULL, K, -1}; }
hhead(A) ::= EXCEPT(K) expr(T) AS NAME(N) COLON. { A = (phandler){T.e, TOK(N)->name, K, -1}; }
hhead(A) ::= EXCEPT(K) STAR(S) expr(T) COLON. { A = (phandler){T.e, NULL, K, S}; }
hhead(A) ::= EXCEPT(K) STAR(S) expr(T) AS NAME(N) COLON. { A = (phandler){T.e, TOK(N)->name, K, S}; }
hhead(A) ::= EXCEPT(K) expr(T) COMMA(C). {
    multiple_types_error(p, T.s, C);
    A = (phandler){NULL, NULL, K, -1};
}
hhead(A) ::= EXCEPT(K) STAR(S) expr(T) COMMA(C). {
    multiple_types_error(p, T.s, C);
    A = (phandler){NULL, NULL, K, S};
}

/* ---- with ---- */
%type with_items {plist *}
%type with_item {ast_withitem *}
with_stmt(A) ::= WITH(K) with_items(I) COLON block(B). {
    A = mk_stmt(p, AST_With, sp_join(TS(K), sp_stmts(B)));
    if (A) { A->v.with.items = SEQ_OF(p, I, ast_withitem_seq); A->v.with.body = seq_stmt(p, B); }
}
with_stmt(A) ::= WITH(K) WLPAR with_items(I) opt_comma RPAR COLON block(B). {
    A = mk_stmt(p, AST_With, sp_join(TS(K), sp_stmts(B)));
    if (A) { A->v.with.items = SEQ_OF(p, I, ast_withitem_seq); A->v.with.body = seq_stmt(p, B); }
}
with_stmt(A) ::= ASYNC(K) WITH with_items(I) COLON block(B). {
    A = mk_stmt(p, AST_AsyncWith, sp_join(TS(K), sp_stmts(B)));
    if (A) { A->v.with.items = SEQ_OF(p, I, ast_withitem_seq); A->v.with.body = seq_stmt(p, B); }
}
with_stmt(A) ::= ASYNC(K) WITH WLPAR with_items(I) opt_comma RPAR COLON block(B). {
    A = mk_stmt(p, AST_AsyncWith, sp_join(TS(K), sp_stmts(B)));
    if (A) { A->v.with.items = SEQ_OF(p, I, ast_withitem_seq); A->v.with.body = seq_stmt(p, B); }
}
opt_comma ::= .
opt_comma ::= COMMA.
with_items(A) ::= with_item(B). { A = pl_one(p, B); }
with_items(A) ::= with_items(L) COMMA with_item(B). { A = pl_push(p, L, B); }
with_item(A) ::= expr(E). {
    A = palloc(p, sizeof *A);
    if (A) A->context_expr = E.e;
}
with_item(A) ::= expr(E) AS tlist_item(T). {
    A = palloc(p, sizeof *A);
    set_target(p, T.e, AST_Store, TGT_WITH);
    if (A) { A->context_expr = E.e; A->optional_vars = T.e; }
}

/* ---- def / class ---- */
decorators(A) ::= AT nexpr(E) NEWLINE. { A = pl_one(p, E.e); }
decorators(A) ::= decorators(L) AT nexpr(E) NEWLINE. { A = pl_push(p, L, E.e); }

%type params {plist *}
%type param_list {plist *}
%type param {pparam *}
%type opt_returns {ast_expr *}
funcdef(A) ::= DEF(K) NAME(N) LPAR params(P) RPAR(R) opt_returns(T) COLON block(B). {
    A = b_funcdef(p, K, -1, N, P, T, B, R);
}
funcdef(A) ::= ASYNC(S) DEF(K) NAME(N) LPAR params(P) RPAR(R) opt_returns(T) COLON block(B). {
    A = b_funcdef(p, K, S, N, P, T, B, R);
}
opt_returns(A) ::= . { A = NULL; }
opt_returns(A) ::= RARROW expr(E). { A = E.e; }

params(A) ::= . { A = pl_new(p); }
params(A) ::= param_list(A).
params(A) ::= param_list(A) COMMA.
param_list(A) ::= param(B). { A = pl_one(p, B); }
param_list(A) ::= param_list(L) COMMA param(B). { A = pl_push(p, L, B); }
param(A) ::= pname(B). { A = B; if (A && A->star_tok) perr(p, TS(A->star_tok), "invalid syntax"); }
param(A) ::= pname(B) EQUAL expr(D). {
    A = B;
    if (A && A->star_tok) perr(p, TS(A->star_tok), "invalid syntax");
    if (A) { A->deflt = D.e; A->s = sp_join(A->s, D.s); }
}
param(A) ::= SLASH(S). { A = palloc(p, sizeof *A); if (A) { A->kind = PRM_SLASH; A->s = TS(S); } }
param(A) ::= STAR(S). { A = palloc(p, sizeof *A); if (A) { A->kind = PRM_STAR; A->s = TS(S); } }
param(A) ::= STAR(S) pname(B). { A = B; if (A) { A->kind = PRM_STAR; A->s = sp_join(TS(S), A->s); } }
param(A) ::= STAR(S) pname(B) EQUAL(Q) expr. {
    A = B; if (A) A->kind = PRM_STAR;
    (void)S;
    perr(p, TS(Q), "var-positional argument cannot have default value");
}
param(A) ::= DOUBLESTAR(S) pname(B). {
    A = B;
    if (A && A->star_tok) perr(p, TS(A->star_tok), "invalid syntax");
    if (A) { A->kind = PRM_STARSTAR; A->s = sp_join(TS(S), A->s); }
}
param(A) ::= DOUBLESTAR(S) pname(B) EQUAL(Q) expr. {
    A = B; if (A) A->kind = PRM_STARSTAR;
    (void)S;
    perr(p, TS(Q), "var-keyword argument cannot have default value");
}
%type pname {pparam *}
pname(A) ::= NAME(N). {
    A = palloc(p, sizeof *A);
    ast_arg *g = palloc(p, sizeof *g);
    pspan s = TS(N);
    if (A && g) {
        g->arg = TOK(N)->name;
        g->lineno = s.lineno; g->col_offset = s.col;
        g->end_lineno = s.end_lineno; g->end_col_offset = s.end_col;
        A->kind = PRM_NAME; A->arg = g; A->s = s;
    }
}
pname(A) ::= NAME(N) COLON expr(T). {
    A = palloc(p, sizeof *A);
    ast_arg *g = palloc(p, sizeof *g);
    pspan s = sp_join(TS(N), T.s);
    if (A && g) {
        g->arg = TOK(N)->name;
        g->annotation = T.e;
        g->lineno = s.lineno; g->col_offset = s.col;
        g->end_lineno = s.end_lineno; g->end_col_offset = s.end_col;
        A->kind = PRM_NAME; A->arg = g; A->s = s;
    }
}
/* `*args: *Ts` (PEP 646): a starred annotation, legal only after `*`;
 * the other param rules report it at the star. */
pname(A) ::= NAME(N) COLON STAR(S) bitor(T). {
    A = palloc(p, sizeof *A);
    ast_arg *g = palloc(p, sizeof *g);
    pspan s = sp_join(TS(N), T.s);
    ast_expr *st = mk_expr(p, AST_Starred, sp_join(TS(S), T.s));
    if (A && g && st) {
        st->v.starred.value = T.e;
        st->v.starred.ctx = AST_Load;
        g->arg = TOK(N)->name;
        g->annotation = st;
        g->lineno = s.lineno; g->col_offset = s.col;
        g->end_lineno = s.end_lineno; g->end_col_offset = s.end_col;
        A->kind = PRM_NAME; A->arg = g; A->s = s; A->star_tok = S;
    }
}

classdef(A) ::= CLASS(K) NAME(N) COLON block(B). { A = b_classdef(p, K, N, NULL, B); }
classdef(A) ::= CLASS(K) NAME(N) class_bases(G) COLON block(B). {
    A = b_classdef(p, K, N, NULL, B);
    if (A && G) { A->v.classdef.bases = G->v.call.args; A->v.classdef.keywords = G->v.call.keywords; }
}
/* The bases are checked like a call's arguments, at the ")" (before the
 * body, as CPython reports them). */
%type class_bases {ast_expr *}
class_bases(A) ::= LPAR(L) opt_arglist(G) RPAR(R). {
    /* no generator expression as a base: "invalid syntax" at its `for` */
    for (int i = 0; G && i < G->n; i++) {
        parg *a = G->items[i];
        if (!a || !a->genexp_bare) continue;
        int depth = 0;
        for (int j = L + 1; j < R; j++) {
            int k = p->toks[j].kind;
            if (k == TK_LPAR || k == TK_LSQB || k == TK_LBRACE) depth++;
            else if (k == TK_RPAR || k == TK_RSQB || k == TK_RBRACE) depth--;
            else if (depth == 0 && (k == TK_FOR || k == TK_ASYNC)) { perr(p, TS(j), "invalid syntax"); break; }
        }
    }
    A = b_call(p, px(NULL, TS(L)), L, G ? G : pl_new(p), R).e;
}

/* ---- match ---- */
%type cases {plist *}
%type case_block {ast_match_case *}
%type pattern {ast_pattern *}
%type patterns {ast_pattern *}
%type or_pattern {plist *}
%type closed_pattern {ast_pattern *}
%type pat_list {plist *}
%type star_pat {ast_pattern *}
%type pat_item {ast_pattern *}
%type name_or_attr {pexpr}
%type signed_number {pexpr}
%type literal_expr {pexpr}
%type complex_number {pexpr}
%type map_items {plist *}
%type class_args {plist *}
%type class_arg {plist *}
%type guard {ast_expr *}

/* CPython's subject_expr: star_named_expression ',' star_named_expressions?
 * | named_expression -- so `match x := f(), y:` is allowed. */
%type subject {pexpr}
subject(A) ::= snlist(L). {
    if (L && L->n == 1 && L->items[0] && ((ast_expr *)L->items[0])->kind == AST_Starred)
        perr(p, TS(p->cur), "invalid syntax"); /* `match *x:` needs a comma */
    A = b_tuple_or_item(p, L, false);
}
subject(A) ::= snlist(L) COMMA(C). {
    if (L) { L->comma = true; L->s = sp_join(L->s, TS(C)); }
    A = b_tuple_or_item(p, L, true);
}
match_stmt(A) ::= MATCH(K) subject(S) COLON NEWLINE INDENT cases(C) DEDENT. {
    ast_match_case *last = C && C->n ? C->items[C->n - 1] : NULL;
    A = mk_stmt(p, AST_Match, TS(K));
    if (A && last && last->body.count) {
        ast_stmt *ls = last->body.items[last->body.count - 1];
        if (ls) { A->end_lineno = ls->end_lineno; A->end_col_offset = ls->end_col_offset; }
    }
    if (A) { A->v.match.subject = S.e; A->v.match.cases = SEQ_OF(p, C, ast_match_case_seq); }
}
cases(A) ::= case_block(B). { A = pl_one(p, B); }
cases(A) ::= cases(L) case_block(B). { A = pl_push(p, L, B); }
case_block(A) ::= CASE patterns(P) guard(G) COLON block(B). {
    A = palloc(p, sizeof *A);
    if (A) { A->pattern = P; A->guard = G; A->body = seq_stmt(p, B); }
}
guard(A) ::= . { A = NULL; }
guard(A) ::= IF nexpr(E). { A = E.e; }

patterns(A) ::= pattern(A).
patterns(A) ::= pat_list(L) COMMA(C). {
    if (L) L->s = sp_join(L->s, TS(C));
    A = mk_pat(p, AST_MatchSequence, L ? L->s : TS(C));
    if (A) A->v.matchsequence.patterns = seq_pat(p, L);
}
patterns(A) ::= pat_list(L) COMMA pat_item(B). {
    L = pl_push(p, L, B);
    if (L && B) L->s = sp_join(L->s, (pspan){B->lineno, B->col_offset, B->end_lineno, B->end_col_offset});
    A = mk_pat(p, AST_MatchSequence, L ? L->s : (pspan){0,0,0,0});
    if (A) A->v.matchsequence.patterns = seq_pat(p, L);
}
patterns(A) ::= star_pat(B). {
    /* CPython's open sequence needs a comma after a lone star */
    perr(p, TS(p->cur), "invalid syntax");
    plist *L = pl_one(p, B);
    A = mk_pat(p, AST_MatchSequence, B ? (pspan){B->lineno, B->col_offset, B->end_lineno, B->end_col_offset} : (pspan){0,0,0,0});
    if (A) A->v.matchsequence.patterns = seq_pat(p, L);
}
/* items of an open sequence: at least one before the first comma */
pat_list(A) ::= pat_item(B). {
    A = pl_one(p, B);
    if (A && B) A->s = (pspan){B->lineno, B->col_offset, B->end_lineno, B->end_col_offset};
}
pat_list(A) ::= pat_list(L) COMMA pat_item(B). {
    A = pl_push(p, L, B);
    if (A && B) A->s = sp_join(A->s, (pspan){B->lineno, B->col_offset, B->end_lineno, B->end_col_offset});
}
pat_item(A) ::= pattern(A).
pat_item(A) ::= star_pat(A).
star_pat(A) ::= STAR(S) NAME(N). {
    A = mk_pat(p, AST_MatchStar, sp_join(TS(S), TS(N)));
    if (A && strcmp(TOK(N)->name, "_") != 0) A->v.matchstar.name = TOK(N)->name;
}

pattern(A) ::= or_pattern(L). {
    if (L && L->n == 1) A = L->items[0];
    else {
        A = mk_pat(p, AST_MatchOr, L ? L->s : (pspan){0,0,0,0});
        if (A) A->v.matchor.patterns = seq_pat(p, L);
    }
}
/* The target is a name; an expression there is CPython's "invalid pattern
 * target" (marking the expression), unless it starts with a name (`as
 * x.y`, `as x | y`): CPython's rule stops after that name, "invalid
 * syntax" at the next token. */
pattern(A) ::= or_pattern(L) AS(K) or_test(E). {
    ast_pattern *inner;
    if (L && L->n == 1) inner = L->items[0];
    else {
        inner = mk_pat(p, AST_MatchOr, L ? L->s : (pspan){0,0,0,0});
        if (inner) inner->v.matchor.patterns = seq_pat(p, L);
    }
    bool bare = TOK(K + 1)->kind == TK_NAME; /* `as (x)` is an expression */
    const char *name = bare && E.e && E.e->kind == AST_Name ? E.e->v.name.id : NULL;
    if (!name && bare)
        perr(p, TS(K + 2), "invalid syntax");
    else if (!name && E.e)
        perr(p, sp_node(E.e), "invalid pattern target");
    else if (name && strcmp(name, "_") == 0)
        perr(p, E.s, "cannot use '_' as a target");
    A = mk_pat(p, AST_MatchAs, sp_join(L ? L->s : E.s, E.s));
    if (A) { A->v.matchas.pattern = inner; A->v.matchas.name = name; }
}
or_pattern(A) ::= closed_pattern(B). {
    A = pl_one(p, B);
    if (A && B) A->s = pat_span(p, B);
}
or_pattern(A) ::= or_pattern(L) VBAR closed_pattern(B). {
    A = pl_push(p, L, B);
    if (A && B) A->s = sp_join(A->s, pat_span(p, B));
}

closed_pattern(A) ::= signed_number(E). {
    A = mk_pat(p, AST_MatchValue, E.s);
    if (A) A->v.matchvalue.value = E.e;
}
closed_pattern(A) ::= complex_number(E). {
    A = mk_pat(p, AST_MatchValue, E.s);
    if (A) A->v.matchvalue.value = E.e;
}
/* an f-string here parses (CPython's ast.parse takes it); the compiler
 * refuses it (compile_match.c) */
closed_pattern(A) ::= strings(S). {
    ast_expr *e = b_strings(p, S);
    A = mk_pat(p, AST_MatchValue, S ? S->s : (pspan){0,0,0,0});
    if (A) A->v.matchvalue.value = e;
}
closed_pattern(A) ::= NONE(K). {
    A = mk_pat(p, AST_MatchSingleton, TS(K));
    if (A) A->v.matchsingleton.value.kind = AST_CONST_NONE;
}
closed_pattern(A) ::= TRUE(K). {
    A = mk_pat(p, AST_MatchSingleton, TS(K));
    if (A) A->v.matchsingleton.value.kind = AST_CONST_TRUE;
}
closed_pattern(A) ::= FALSE(K). {
    A = mk_pat(p, AST_MatchSingleton, TS(K));
    if (A) A->v.matchsingleton.value.kind = AST_CONST_FALSE;
}
closed_pattern(A) ::= name_or_attr(E). {
    if (E.e && E.e->kind == AST_Name) {
        A = mk_pat(p, AST_MatchAs, E.s);
        if (A && strcmp(E.e->v.name.id, "_") != 0) A->v.matchas.name = E.e->v.name.id;
    } else {
        A = mk_pat(p, AST_MatchValue, E.s);
        if (A) A->v.matchvalue.value = E.e;
    }
}
/* A parenthesised pattern is its inner node, but the or-pattern (and an
 * `as` pattern) containing it starts and ends at the parentheses, as in
 * CPython: remember the span until closed_pattern becomes or_pattern. */
closed_pattern(A) ::= LPAR(L) pattern(B) RPAR(R). {
    A = B;
    p->paren_pat = B;
    p->paren_pat_span = sp_join(TS(L), TS(R));
}
closed_pattern(A) ::= LPAR(L) RPAR(R). {
    A = mk_pat(p, AST_MatchSequence, sp_join(TS(L), TS(R)));
}
closed_pattern(A) ::= LPAR(L) pat_list(B) COMMA RPAR(R). {
    A = mk_pat(p, AST_MatchSequence, sp_join(TS(L), TS(R)));
    if (A) A->v.matchsequence.patterns = seq_pat(p, B);
}
closed_pattern(A) ::= LPAR(L) pat_list(B) COMMA pat_item(C) RPAR(R). {
    B = pl_push(p, B, C);
    A = mk_pat(p, AST_MatchSequence, sp_join(TS(L), TS(R)));
    if (A) A->v.matchsequence.patterns = seq_pat(p, B);
}
closed_pattern(A) ::= LPAR(L) star_pat(C) RPAR(R). {
    perr(p, TS(R), "invalid syntax"); /* a group holds a pattern, not a star */
    A = mk_pat(p, AST_MatchSequence, sp_join(TS(L), TS(R)));
    if (A) A->v.matchsequence.patterns = seq_pat(p, pl_one(p, C));
}
closed_pattern(A) ::= LSQB(L) RSQB(R). {
    A = mk_pat(p, AST_MatchSequence, sp_join(TS(L), TS(R)));
}
closed_pattern(A) ::= LSQB(L) pat_list(B) opt_comma RSQB(R). {
    A = mk_pat(p, AST_MatchSequence, sp_join(TS(L), TS(R)));
    if (A) A->v.matchsequence.patterns = seq_pat(p, B);
}
closed_pattern(A) ::= LBRACE(L) RBRACE(R). {
    A = mk_pat(p, AST_MatchMapping, sp_join(TS(L), TS(R)));
}
closed_pattern(A) ::= LBRACE(L) map_items(M) opt_comma RBRACE(R). {
    A = mk_pat(p, AST_MatchMapping, sp_join(TS(L), TS(R)));
    if (A && M) {
        plist *keys = pl_new(p), *pats = pl_new(p);
        for (int i = 0; i < M->n; i += 2) {
            if (!M->items[i]) {
                A->v.matchmapping.rest = M->items[i + 1];
                continue;
            }
            keys = pl_push(p, keys, M->items[i]);
            pats = pl_push(p, pats, M->items[i + 1]);
        }
        A->v.matchmapping.keys = seq_expr(p, keys);
        A->v.matchmapping.patterns = seq_pat(p, pats);
    }
}
/* pairs: key expr (NULL for **rest), then pattern (or the rest name) */
map_items(A) ::= map_item(A).
map_items(A) ::= map_items(L) COMMA(C) map_item(B). {
    /* `**rest` must come last: CPython stops at the token after its comma */
    if (L && L->n >= 2 && !L->items[L->n - 2])
        perr(p, TS(C + 1), "invalid syntax");
    A = pl_cat(p, L, B);
}
%type map_item {plist *}
map_item(A) ::= literal_expr(K) COLON pattern(V). { A = pl_push(p, pl_one(p, K.e), V); }
map_item(A) ::= name_or_attr(K) COLON pattern(V). {
    A = pl_push(p, pl_one(p, K.e), V);
    if (K.e && K.e->kind == AST_Name)
        perr(p, K.s, "invalid syntax");
}
map_item(A) ::= DOUBLESTAR NAME(N). {
    /* `**_` is not a capture: CPython's rule wants another name */
    if (strcmp(TOK(N)->name, "_") == 0)
        perr(p, TS(N), "invalid syntax");
    A = pl_push(p, pl_one(p, NULL), (void *)TOK(N)->name);
}

literal_expr(A) ::= signed_number(A).
literal_expr(A) ::= complex_number(A).
literal_expr(A) ::= strings(S). { A = px_node(b_strings(p, S)); }
literal_expr(A) ::= NONE(K). { A = px_node(b_singleton(p, K, AST_CONST_NONE)); }
literal_expr(A) ::= TRUE(K). { A = px_node(b_singleton(p, K, AST_CONST_TRUE)); }
literal_expr(A) ::= FALSE(K). { A = px_node(b_singleton(p, K, AST_CONST_FALSE)); }

signed_number(A) ::= NUMBER(N). { A = px_node(b_number(p, N)); }
signed_number(A) ::= MINUS(M) NUMBER(N). { A = b_unary(p, M, AST_USub, px_node(b_number(p, N))); }
complex_number(A) ::= signed_number(B) PLUS NUMBER(N). { A = b_complex(p, B, AST_Add, N); }
complex_number(A) ::= signed_number(B) MINUS NUMBER(N). { A = b_complex(p, B, AST_Sub, N); }

name_or_attr(A) ::= NAME(N). { A = px_node(b_name(p, N)); }
name_or_attr(A) ::= name_or_attr(B) DOT NAME(N). {
    pspan s = sp_join(B.s, TS(N));
    ast_expr *e = mk_expr(p, AST_Attribute, s);
    if (e) { e->v.attribute.value = B.e; e->v.attribute.attr = TOK(N)->name; e->v.attribute.ctx = AST_Load; }
    A = px(e, s);
}
closed_pattern(A) ::= name_or_attr(C) LPAR RPAR(R). {
    A = mk_pat(p, AST_MatchClass, sp_join(C.s, TS(R)));
    if (A) A->v.matchclass.cls = C.e;
}
closed_pattern(A) ::= name_or_attr(C) LPAR class_args(G) opt_comma RPAR(R). {
    A = mk_pat(p, AST_MatchClass, sp_join(C.s, TS(R)));
    if (A && G) {
        plist *pos = pl_new(p), *names = pl_new(p), *kps = pl_new(p);
        for (int i = 0; i < G->n; i += 2) {
            if (G->items[i]) {
                names = pl_push(p, names, G->items[i]);
                kps = pl_push(p, kps, G->items[i + 1]);
            } else {
                if (names && names->n) {
                    ast_pattern *bad = G->items[i + 1];
                    if (bad)
                        perr(p, (pspan){bad->lineno, bad->col_offset, bad->end_lineno, bad->end_col_offset},
                             "positional patterns follow keyword patterns");
                }
                pos = pl_push(p, pos, G->items[i + 1]);
            }
        }
        A->v.matchclass.cls = C.e;
        A->v.matchclass.patterns = seq_pat(p, pos);
        A->v.matchclass.kwd_attrs = SEQ_OF(p, names, ast_identifier_seq);
        A->v.matchclass.kwd_patterns = seq_pat(p, kps);
    }
}
/* pairs: keyword name (NULL for a positional pattern), pattern */
class_args(A) ::= class_arg(A).
class_args(A) ::= class_args(L) COMMA class_arg(B). { A = pl_cat(p, L, B); }
class_arg(A) ::= pattern(B). { A = pl_push(p, pl_one(p, NULL), B); }
class_arg(A) ::= NAME(N) EQUAL pattern(B). { A = pl_push(p, pl_one(p, (void *)TOK(N)->name), B); }

/* ==== expressions ======================================================= */

nexpr(A) ::= expr(A).
nexpr(A) ::= expr(T) COLONEQUAL(C) expr(V). {
    pspan s = sp_join(T.s, V.s);
    ast_expr *e = mk_expr(p, AST_NamedExpr, s);
    if (T.e && T.e->kind != AST_Name && in_call_args(p, C))
        perr(p, TS(C), "invalid syntax"); /* a call argument takes NAME := only */
    else if (T.e && T.e->kind != AST_Name)
        perr(p, T.s, "cannot use assignment expressions with %s", expr_describe(T.e));
    else if (T.e)
        T.e->v.name.ctx = AST_Store;
    if (e) { e->v.namedexpr.target = T.e; e->v.namedexpr.value = V.e; }
    A = px(e, s);
}

expr(A) ::= or_test(A).
expr(A) ::= or_test(B) IF or_test(T) ELSE expr(C). {
    pspan s = sp_join(B.s, C.s);
    ast_expr *e = mk_expr(p, AST_IfExp, s);
    if (e) { e->v.ifexp.test = T.e; e->v.ifexp.body = B.e; e->v.ifexp.orelse = C.e; }
    A = px(e, s);
}
expr(A) ::= lambdef(A).

%type lparams {plist *}
%type lparam_list {plist *}
%type lparam {pparam *}
%type lname {pparam *}
lambdef(A) ::= LAMBDA(K) lparams(P) COLON expr(B). {
    pspan s = sp_join(TS(K), B.s);
    ast_expr *e = mk_expr(p, AST_Lambda, s);
    ast_arguments *args = b_arguments(p, P, true);
    if (e) { e->v.lambda.args = args; e->v.lambda.body = B.e; }
    A = px(e, s);
}
lparams(A) ::= . { A = pl_new(p); }
lparams(A) ::= lparam_list(A).
lparams(A) ::= lparam_list(A) COMMA.
lparam_list(A) ::= lparam(B). { A = pl_one(p, B); }
lparam_list(A) ::= lparam_list(L) COMMA lparam(B). { A = pl_push(p, L, B); }
lparam(A) ::= lname(A).
lparam(A) ::= lname(B) EQUAL expr(D). { A = B; if (A) { A->deflt = D.e; A->s = sp_join(A->s, D.s); } }
lparam(A) ::= SLASH(S). { A = palloc(p, sizeof *A); if (A) { A->kind = PRM_SLASH; A->s = TS(S); } }
lparam(A) ::= STAR(S). { A = palloc(p, sizeof *A); if (A) { A->kind = PRM_STAR; A->s = TS(S); } }
lparam(A) ::= STAR(S) lname(B). { A = B; if (A) { A->kind = PRM_STAR; A->s = sp_join(TS(S), A->s); } }
lparam(A) ::= DOUBLESTAR(S) lname(B). { A = B; if (A) { A->kind = PRM_STARSTAR; A->s = sp_join(TS(S), A->s); } }
lname(A) ::= NAME(N). {
    A = palloc(p, sizeof *A);
    ast_arg *g = palloc(p, sizeof *g);
    pspan s = TS(N);
    if (A && g) {
        g->arg = TOK(N)->name;
        g->lineno = s.lineno; g->col_offset = s.col;
        g->end_lineno = s.end_lineno; g->end_col_offset = s.end_col;
        A->kind = PRM_NAME; A->arg = g; A->s = s;
    }
}

/* Python's operator levels are written flat, with lemon's precedence
 * (the %left/%right lines above, lowest first) choosing between them,
 * instead of one nonterminal per level: with a chain of fifteen levels
 * every atom climbed fifteen unit reductions, most of the parser's work
 * for a short script. Two levels stay apart because the language needs
 * them to: the operands of a comparison are bitor-level (`a < not b` is an
 * error) and so are targets, `*x` and `**x`. */
or_test(A) ::= bitor(A).
or_test(A) ::= or_test(B) OR or_test(C). { A = b_boolop(p, B, AST_Or, C); }
or_test(A) ::= or_test(B) AND or_test(C). { A = b_boolop(p, B, AST_And, C); }
or_test(A) ::= NOT(K) or_test(B). { A = b_unary(p, K, AST_Not, B); }
/* a < b < c is one Compare (b_compare extends the left one) */
or_test(A) ::= or_test(B) compop(O) bitor(C). [LESS] { A = b_compare(p, B, (ast_cmpop)O, C); }
compop(A) ::= LESS. { A = AST_Lt; }
compop(A) ::= GREATER. { A = AST_Gt; }
compop(A) ::= EQEQUAL. { A = AST_Eq; }
compop(A) ::= GREATEREQUAL. { A = AST_GtE; }
compop(A) ::= LESSEQUAL. { A = AST_LtE; }
compop(A) ::= NOTEQUAL. { A = AST_NotEq; }
compop(A) ::= IN. { A = AST_In; }
compop(A) ::= NOT IN. { A = AST_NotIn; }
compop(A) ::= IS. { A = AST_Is; }
compop(A) ::= IS NOT. { A = AST_IsNot; }

bitor(A) ::= bitor(B) VBAR bitor(C). { A = b_binop(p, B, AST_BitOr, C); }
bitor(A) ::= bitor(B) CIRCUMFLEX bitor(C). { A = b_binop(p, B, AST_BitXor, C); }
bitor(A) ::= bitor(B) AMPER bitor(C). { A = b_binop(p, B, AST_BitAnd, C); }
bitor(A) ::= bitor(B) LEFTSHIFT bitor(C). { A = b_binop(p, B, AST_LShift, C); }
bitor(A) ::= bitor(B) RIGHTSHIFT bitor(C). { A = b_binop(p, B, AST_RShift, C); }
bitor(A) ::= bitor(B) PLUS bitor(C). { A = b_binop(p, B, AST_Add, C); }
bitor(A) ::= bitor(B) MINUS bitor(C). { A = b_binop(p, B, AST_Sub, C); }
bitor(A) ::= bitor(B) STAR bitor(C). { A = b_binop(p, B, AST_Mult, C); }
bitor(A) ::= bitor(B) SLASH bitor(C). { A = b_binop(p, B, AST_Div, C); }
bitor(A) ::= bitor(B) DOUBLESLASH bitor(C). { A = b_binop(p, B, AST_FloorDiv, C); }
bitor(A) ::= bitor(B) PERCENT bitor(C). { A = b_binop(p, B, AST_Mod, C); }
bitor(A) ::= bitor(B) AT bitor(C). { A = b_binop(p, B, AST_MatMult, C); }
/* unary + - ~ bind tighter than the binary operators and looser than **
 * (-x**2 is -(x**2), 2**-1 is 2**(-1)): TILDE's precedence */
bitor(A) ::= PLUS(K) bitor(B). [TILDE] { A = b_unary(p, K, AST_UAdd, B); }
bitor(A) ::= MINUS(K) bitor(B). [TILDE] { A = b_unary(p, K, AST_USub, B); }
bitor(A) ::= TILDE(K) bitor(B). { A = b_unary(p, K, AST_Invert, B); }
bitor(A) ::= bitor(B) DOUBLESTAR bitor(C). { A = b_binop(p, B, AST_Pow, C); }
bitor(A) ::= primary(A).
bitor(A) ::= AWAIT(K) primary(B). {
    pspan s = sp_join(TS(K), B.s);
    ast_expr *e = mk_expr(p, AST_Await, s);
    if (e) e->v.await.value = B.e;
    A = px(e, s);
}

primary(A) ::= primary(B) DOT NAME(N). {
    pspan s = sp_join(B.s, TS(N));
    ast_expr *e = mk_expr(p, AST_Attribute, s);
    if (e) { e->v.attribute.value = B.e; e->v.attribute.attr = TOK(N)->name; e->v.attribute.ctx = AST_Load; }
    A = px(e, s);
}
primary(A) ::= primary(B) LPAR(L) opt_arglist(G) RPAR(R). { A = b_call(p, B, L, G, R); }
primary(A) ::= primary(B) LSQB slices(S) RSQB(R). {
    pspan s = sp_join(B.s, TS(R));
    ast_expr *e = mk_expr(p, AST_Subscript, s);
    if (e) { e->v.subscript.value = B.e; e->v.subscript.slice = S.e; e->v.subscript.ctx = AST_Load; }
    A = px(e, s);
}

/* ---- call arguments ---- */
opt_arglist(A) ::= . { A = NULL; }
opt_arglist(A) ::= arglist(A).
opt_arglist(A) ::= arglist(B) COMMA. { A = B; if (A) A->comma = true; }
arglist(A) ::= arg(B). { A = pl_one(p, B); }
arglist(A) ::= arglist(L) COMMA arg(B). { A = pl_push(p, L, B); }
arg(A) ::= nexpr(B). {
    A = palloc(p, sizeof *A);
    if (A) { A->kind = ARG_POS; A->value = B.e; A->s = B.s; }
}
arg(A) ::= nexpr(B) comp_for(C). {
    A = palloc(p, sizeof *A);
    if (A) { A->kind = ARG_POS; A->value = b_genexp_arg(p, B, C).e; A->s = sp_join(B.s, C ? C->s : B.s); A->genexp_bare = true; }
}
arg(A) ::= STAR(S) expr(B). {
    A = palloc(p, sizeof *A);
    pexpr st = b_starred(p, S, B);
    if (A) { A->kind = ARG_STAR; A->value = st.e; A->s = st.s; }
}
arg(A) ::= DOUBLESTAR(S) expr(B). {
    A = palloc(p, sizeof *A);
    ast_keyword *k = palloc(p, sizeof *k);
    pspan s = sp_join(TS(S), B.s);
    if (A && k) {
        k->value = B.e;
        k->lineno = s.lineno; k->col_offset = s.col; k->end_lineno = s.end_lineno; k->end_col_offset = s.end_col;
        A->kind = ARG_STARSTAR; A->kw = k; A->s = s;
    }
}
arg(A) ::= expr(K) EQUAL(Q) expr(B). {
    A = palloc(p, sizeof *A);
    ast_keyword *k = palloc(p, sizeof *k);
    pspan s = sp_join(K.s, B.s);
    if (K.e && (K.e->kind != AST_Name || K.e->parens))
        perr(p, sp_join(K.s, TS(Q)), "expression cannot contain assignment, perhaps you meant \"==\"?");
    if (A && k && K.e && K.e->kind == AST_Name) {
        k->arg = K.e->v.name.id;
        k->value = B.e;
        k->lineno = s.lineno; k->col_offset = s.col; k->end_lineno = s.end_lineno; k->end_col_offset = s.end_col;
        A->kind = ARG_KW; A->kw = k; A->s = s;
    }
}

/* ---- comprehensions ---- */
comp_for(A) ::= comp_clause(B). { A = pl_one(p, B); if (A) A->s = p->comp_span; }
comp_for(A) ::= comp_for(L) comp_clause(B). { A = pl_push(p, L, B); if (A) A->s = sp_join(A->s, p->comp_span); }
comp_for(A) ::= comp_for(L) IF or_test(C). {
    A = L;
    if (A && A->n) {
        ast_comprehension *c = A->items[A->n - 1];
        plist tmp = {c->ifs.count, c->ifs.count, (void **)c->ifs.items, false, {0, 0, 0, 0}};
        plist *l = pl_push(p, &tmp, C.e);
        if (l) { c->ifs.count = l->n; c->ifs.items = (ast_expr **)l->items; }
    }
    if (A) A->s = sp_join(A->s, C.s);
}
comp_clause(A) ::= FOR(K) target_list(T) IN or_test(I). {
    A = palloc(p, sizeof *A);
    set_target(p, T.e, AST_Store, TGT_COMP);
    if (A) { A->target = T.e; A->iter = I.e; }
    p->comp_span = sp_join(TS(K), I.s);
}
comp_clause(A) ::= ASYNC(K) FOR target_list(T) IN or_test(I). {
    A = palloc(p, sizeof *A);
    set_target(p, T.e, AST_Store, TGT_COMP);
    if (A) { A->target = T.e; A->iter = I.e; A->is_async = 1; }
    p->comp_span = sp_join(TS(K), I.s);
}

/* ---- subscripts ---- */
slices(A) ::= slice(B). {
    A = B;
    if (B.e && B.e->kind == AST_Starred) { /* a[*b] is a[(*b,)] */
        plist *l = pl_one(p, B.e);
        if (l) l->s = B.s;
        A = b_slices(p, l, B.s);
    }
}
slices(A) ::= slice_list(L) COMMA(C). {
    if (L) { L->comma = true; L->s = sp_join(L->s, TS(C)); }
    A = b_slices(p, L, L ? L->s : TS(C));
}
slices(A) ::= slice_list(L) COMMA slice(B). {
    L = pl_push(p, L, B.e);
    if (L) L->s = sp_join(L->s, B.s);
    A = b_slices(p, L, L ? L->s : B.s);
}
slice_list(A) ::= slice(B). { A = pl_one(p, B.e); if (A) A->s = B.s; }
slice_list(A) ::= slice_list(L) COMMA slice(B). { A = pl_push(p, L, B.e); if (A) A->s = sp_join(A->s, B.s); }
slice(A) ::= nexpr(A).
slice(A) ::= STAR(S) bitor(B). { A = b_starred(p, S, B); }
slice(A) ::= opt_test(L) COLON(C) opt_test(U). {
    pspan s = sp_join(L.e ? L.s : TS(C), U.e ? U.s : TS(C));
    ast_expr *e = mk_expr(p, AST_Slice, s);
    if (e) { e->v.slice.lower = L.e; e->v.slice.upper = U.e; }
    A = px(e, s);
}
slice(A) ::= opt_test(L) COLON(C) opt_test(U) COLON(D) opt_test(X). {
    pspan s = sp_join(L.e ? L.s : TS(C), X.e ? X.s : TS(D));
    ast_expr *e = mk_expr(p, AST_Slice, s);
    if (e) { e->v.slice.lower = L.e; e->v.slice.upper = U.e; e->v.slice.step = X.e; }
    A = px(e, s);
}
opt_test(A) ::= . { A = px(NULL, (pspan){0, 0, 0, 0}); }
opt_test(A) ::= expr(A).

/* ---- atoms (primaries of their own) ---- */
primary(A) ::= NAME(N). { A = px_node(b_name(p, N)); }
primary(A) ::= NUMBER(N). { A = px_node(b_number(p, N)); }
primary(A) ::= strings(S). { A = px_node(b_strings(p, S)); }
primary(A) ::= NONE(K). { A = px_node(b_singleton(p, K, AST_CONST_NONE)); }
primary(A) ::= TRUE(K). { A = px_node(b_singleton(p, K, AST_CONST_TRUE)); }
primary(A) ::= FALSE(K). { A = px_node(b_singleton(p, K, AST_CONST_FALSE)); }
primary(A) ::= ELLIPSIS(K). { A = px_node(b_singleton(p, K, AST_CONST_ELLIPSIS)); }

strings(A) ::= STRING(S). { A = pl_one(p, (void *)(intptr_t)S); if (A) A->s = TS(S); }
strings(A) ::= strings(L) STRING(S). { A = pl_push(p, L, (void *)(intptr_t)S); if (A) A->s = sp_join(A->s, TS(S)); }

primary(A) ::= LPAR(L) RPAR(R). {
    pspan s = sp_join(TS(L), TS(R));
    ast_expr *e = mk_expr(p, AST_Tuple, s);
    if (e) e->v.tuple.ctx = AST_Load;
    A = px(e, s);
}
primary(A) ::= LPAR(L) yield_expr(B) RPAR(R). { A = b_group(p, L, B, R); }
primary(A) ::= LPAR(L) snlist(B) RPAR(R). {
    if (B && B->n == 1) {
        ast_expr *only = B->items[0];
        if (only && only->kind == AST_Starred)
            perr(p, sp_node(only), "cannot use starred expression here");
        A = b_group(p, L, px(only, B->s), R);
    } else {
        if (B) B->s = sp_join(TS(L), TS(R));
        A = b_tuple_or_item(p, B, true);
        if (A.e) A.e->parens = 1;
    }
}
primary(A) ::= LPAR(L) snlist(B) COMMA RPAR(R). {
    if (B) B->s = sp_join(TS(L), TS(R));
    A = b_tuple_or_item(p, B, true);
    if (A.e) A.e->parens = 1;
}
primary(A) ::= LPAR(L) nexpr(B) comp_for(C) RPAR(R). {
    pexpr g = b_genexp_arg(p, B, C);
    pspan s = sp_join(TS(L), TS(R));
    if (g.e) { g.e->lineno = s.lineno; g.e->col_offset = s.col; g.e->end_lineno = s.end_lineno; g.e->end_col_offset = s.end_col; g.e->parens = 1; }
    A = px(g.e, s);
}
primary(A) ::= LSQB(L) RSQB(R). {
    pspan s = sp_join(TS(L), TS(R));
    ast_expr *e = mk_expr(p, AST_List, s);
    if (e) e->v.list.ctx = AST_Load;
    A = px(e, s);
}
primary(A) ::= LSQB(L) snlist(B) opt_comma RSQB(R). {
    pspan s = sp_join(TS(L), TS(R));
    ast_expr *e = mk_expr(p, AST_List, s);
    if (e) { e->v.list.elts = seq_expr(p, B); e->v.list.ctx = AST_Load; }
    A = px(e, s);
}
primary(A) ::= LSQB(L) nexpr(B) comp_for(C) RSQB(R). {
    pspan s = sp_join(TS(L), TS(R));
    ast_expr *e = mk_expr(p, AST_ListComp, s);
    if (e) { e->v.comp.elt = B.e; e->v.comp.generators = SEQ_OF(p, C, ast_comprehension_seq); }
    A = px(e, s);
}
primary(A) ::= LSQB snlist(B) COMMA nexpr(E) comp_for RSQB. {
    A = px(NULL, B ? B->s : (pspan){0,0,0,0});
    if (B) B->s = sp_join(B->s, E.s);
    comp_target_error(p, B);
}
primary(A) ::= LBRACE(L) RBRACE(R). {
    pspan s = sp_join(TS(L), TS(R));
    A = px(mk_expr(p, AST_Dict, s), s);
}
primary(A) ::= LBRACE(L) snlist(B) opt_comma RBRACE(R). {
    pspan s = sp_join(TS(L), TS(R));
    ast_expr *e = mk_expr(p, AST_Set, s);
    if (e) e->v.set.elts = seq_expr(p, B);
    A = px(e, s);
}
primary(A) ::= LBRACE(L) nexpr(B) comp_for(C) RBRACE(R). {
    pspan s = sp_join(TS(L), TS(R));
    ast_expr *e = mk_expr(p, AST_SetComp, s);
    if (e) { e->v.comp.elt = B.e; e->v.comp.generators = SEQ_OF(p, C, ast_comprehension_seq); }
    A = px(e, s);
}
primary(A) ::= LBRACE(L) dict_items(B) opt_comma RBRACE(R). { A = b_dict(p, B, sp_join(TS(L), TS(R))); }
primary(A) ::= LBRACE(L) expr(K) COLON expr(V) comp_for(C) RBRACE(R). {
    pspan s = sp_join(TS(L), TS(R));
    ast_expr *e = mk_expr(p, AST_DictComp, s);
    if (e) { e->v.dictcomp.key = K.e; e->v.dictcomp.value = V.e; e->v.dictcomp.generators = SEQ_OF(p, C, ast_comprehension_seq); }
    A = px(e, s);
}
primary(A) ::= LBRACE snlist(B) COMMA nexpr(E) comp_for RBRACE. {
    A = px(NULL, B ? B->s : (pspan){0,0,0,0});
    if (B) B->s = sp_join(B->s, E.s);
    comp_target_error(p, B);
}
/* key/value pairs; a NULL key marks `**mapping` */
dict_items(A) ::= dict_item(A).
dict_items(A) ::= dict_items(L) COMMA dict_item(B). { A = pl_cat(p, L, B); }
dict_item(A) ::= expr(K) COLON expr(V). { A = pl_push(p, pl_one(p, K.e), V.e); }
dict_item(A) ::= DOUBLESTAR bitor(V). { A = pl_push(p, pl_one(p, NULL), V.e); }

snlist(A) ::= snexpr(B). { A = pl_one(p, B.e); if (A) A->s = B.s; }
snlist(A) ::= snlist(L) COMMA snexpr(B). { A = pl_push(p, L, B.e); if (A) A->s = sp_join(A->s, B.s); }
snexpr(A) ::= nexpr(A).
snexpr(A) ::= STAR(S) bitor(B). { A = b_starred(p, S, B); }

yield_expr(A) ::= YIELD(K). { pspan s = TS(K); A = px(mk_expr(p, AST_Yield, s), s); }
yield_expr(A) ::= YIELD(K) star_exprs(B). {
    pspan s = sp_join(TS(K), B.s);
    ast_expr *e = mk_expr(p, AST_Yield, s);
    if (e) e->v.yield.value = B.e;
    A = px(e, s);
}
yield_expr(A) ::= YIELD(K) FROM expr(B). {
    pspan s = sp_join(TS(K), B.s);
    ast_expr *e = mk_expr(p, AST_YieldFrom, s);
    if (e) e->v.yieldfrom.value = B.e;
    A = px(e, s);
}
