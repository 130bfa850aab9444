/*
 * parse_impl.h - what the lemon grammar's actions share with the driver
 * (parse.c) and the node builders (build.c). Not for use outside parser/.
 */
#ifndef PS_PARSE_IMPL_H
#define PS_PARSE_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "arena.h"
#include "ast.h"
#include "diag.h"
#include "parse.h"

/* A source span: 1-based lines, 0-based byte columns (CPython's). */
typedef struct pspan {
    int lineno, col, end_lineno, end_col;
} pspan;

/* One token as the grammar sees it. The driver makes the whole array first,
 * so lookahead for soft keywords and `with (` is an index away. */
typedef struct ptok {
    int kind;        /* TK_* of token.h, or one of the PT_* below */
    pspan span;
    const char *text; /* points into the source */
    size_t len;
    const char *name; /* NAME: NFKC-normalised identifier */
} ptok;

/* Token kinds the driver invents on top of token.h's. */
enum {
    PT_MATCH = 1000, /* NAME `match` opening a match statement */
    PT_CASE,         /* NAME `case` opening a case block */
    PT_WLPAR,        /* `(` of a parenthesised with-item list */
    PT_MODE_FILE, PT_MODE_EVAL, PT_MODE_SINGLE, PT_MODE_FEXPR
};

/* An expression as the grammar carries it: the node plus its span
 * *including* enclosing parentheses, which CPython uses for the position of
 * the node that contains it (`(a)(b)` is a Call at column 0). */
typedef struct pexpr {
    ast_expr *e;
    pspan s;
} pexpr;

/* A growable list of pointers (statements, expressions, arguments ...). */
typedef struct plist {
    int n, cap;
    void **items;
    bool comma; /* ended with a trailing comma */
    pspan s;    /* from the first item to the last token taken */
} plist;

/* A function or lambda parameter, before parameters are checked and sorted
 * into an ast_arguments. */
typedef enum { PRM_NAME, PRM_SLASH, PRM_STAR, PRM_STARSTAR } prm_kind;
typedef struct pparam {
    prm_kind kind;
    ast_arg *arg;     /* NULL for `/` and a bare `*` */
    ast_expr *deflt;  /* `= default`, or NULL */
    int star_tok;     /* `name: *ann`: the star's token (legal after `*` only) */
    pspan s;
} pparam;

/* A call argument before the positional / keyword split. */
typedef enum { ARG_POS, ARG_STAR, ARG_KW, ARG_STARSTAR } parg_kind;
typedef struct parg {
    parg_kind kind;
    ast_expr *value;   /* for ARG_STAR: the Starred node */
    ast_keyword *kw;   /* ARG_KW, ARG_STARSTAR */
    pspan s;
    bool genexp_bare;  /* an unparenthesised generator expression */
} parg;

/* Items of if/elif chains and try handlers are gathered left-recursively
 * (so that a long chain costs no parser stack) and folded at the end. */
typedef struct pclause {
    ast_expr *test;
    plist *body;
    pspan s; /* from the keyword */
} pclause;

/* An except clause's header as the grammar carries it until its body
 * is parsed: its type and name, its `except` token, and the `*` token of
 * an except* clause (-1 for a plain one). */
typedef struct phandler {
    ast_expr *type;
    const char *name;
    int kw, star;
} phandler;

/* A try statement's handlers so far, whether they are except* ones, and
 * the header of the clause whose body comes next. */
typedef struct phandlers {
    plist *l;
    bool star;
    phandler next;
} phandlers;

/* Nesting levels of lemon runs: the module, f-string fields inside
 * fields (parse.c's FEXPR_MAX_NEST), a re-parse for an error message. */
enum { LEMON_LEVELS = 12 };

/* The parser objects of those levels, shared by nested runs: slot[i] for
 * i < n is a parser or NULL, the rest not yet set (so that a parse does not
 * clear all twelve to use one). */
typedef struct lemon_pool {
    int n;
    void *slot[LEMON_LEVELS];
} lemon_pool;

/* parse_source sets every field by name (no memset: see diag_clear), so
 * a new field needs its initial value there. */
typedef struct pstate {
    ps_arena *arena;
    ptok *toks;
    int ntoks;
    int cur;          /* index of the token being fed */
    int mode;
    bool failed;      /* a diagnostic is set; stop feeding */
    bool nomem;
    bool incomplete;
    bool keep_error;  /* no tokenizer error later in the source replaces it */
    bool reparsing;   /* a re-parse for an error message (no nesting) */
    bool stack_nomem; /* lemon's stack could not grow: the arena refused */
    lemon_pool *lemon_pool;
    int lemon_level;    /* which one this run uses */
    pspan err_span;   /* the reported error's span, in byte columns */
    ps_diag *err;
    ast_mod *mod;     /* the result (PT_MODE_FEXPR: fexpr instead) */
    ast_expr *fexpr;
    int fdepth;       /* nesting of f-string replacement fields */
    const char *frag_begin; /* fdepth > 0: where the field's text starts */
    int frag_line;          /* and its line */
    int frag_shift;         /* CPython's column shift on later lines */
    const struct ast_pattern *paren_pat; /* see closed_pattern in grammar.y */
    pspan paren_pat_span;
    pspan comp_span;  /* span of the comprehension clause just reduced */
    struct lex_state *lex; /* for line starts and character offsets */
    /* Bracket depth before each token: only syntax_error.c's messages
     * read it, so parse_depths makes it on the way to one (NULL until). */
    int *depth_at;
} pstate;

/* ---- spans --------------------------------------------------------------- */
pspan sp_tok(pstate *p, int t);
pspan sp_join(pspan a, pspan b);
pspan sp_node(const ast_expr *e);

/* ---- errors (first one wins) -------------------------------------------- */
void perr_at(pstate *p, const char *kind, pspan s, const char *fmt, ...);
void perr(pstate *p, pspan s, const char *fmt, ...);
void perr_nomem(pstate *p);

/* ---- lists --------------------------------------------------------------- */
plist *pl_new(pstate *p);
plist *pl_one(pstate *p, void *item);
plist *pl_push(pstate *p, plist *l, void *item);
plist *pl_cat(pstate *p, plist *a, plist *b);

/* ---- builders (build.c) -------------------------------------------------- */
/* zeroed; NULL + error when refused (inline: every AST node comes here) */
static inline void *palloc(pstate *p, size_t size)
{
    void *m = arena_calloc(p->arena, 1, size);
    if (!m)
        perr_nomem(p);
    return m;
}
ast_expr *mk_expr(pstate *p, ast_expr_kind k, pspan s);
ast_stmt *mk_stmt(pstate *p, ast_stmt_kind k, pspan s);
ast_pattern *mk_pat(pstate *p, ast_pattern_kind k, pspan s);
pexpr px(ast_expr *e, pspan s);
pexpr px_node(ast_expr *e); /* span = node's own */

ast_expr_seq seq_expr(pstate *p, plist *l);
ast_stmt_seq seq_stmt(pstate *p, plist *l);
ast_pattern_seq seq_pat(pstate *p, plist *l);
#define SEQ_OF(p, l, T) ((T){(l) ? (l)->n : 0, (l) ? (void *)(l)->items : NULL})

ast_expr *b_name(pstate *p, int tok);
ast_expr *b_number(pstate *p, int tok);
ast_expr *b_strings(pstate *p, plist *toks); /* implicit concatenation */
ast_expr *b_singleton(pstate *p, int tok, ast_const_kind k);
pexpr b_binop(pstate *p, pexpr l, ast_operator op, pexpr r);
pexpr b_unary(pstate *p, int tok, ast_unaryop op, pexpr x);
pexpr b_starred(pstate *p, int star, pexpr x);
plist *b_chain(pstate *p, plist *l, pexpr e);
pexpr b_boolop(pstate *p, pexpr l, ast_boolop op, pexpr r);
pexpr b_compare(pstate *p, pexpr l, ast_cmpop op, pexpr r);
pexpr b_tuple_or_item(pstate *p, plist *items, bool force_tuple);
pexpr b_group(pstate *p, int lpar, pexpr inner, int rpar);
pexpr b_call(pstate *p, pexpr f, int lpar, plist *args, int rpar);
pexpr b_genexp_arg(pstate *p, pexpr elt, plist *comps);
pexpr b_slices(pstate *p, plist *items, pspan s);
ast_arguments *b_arguments(pstate *p, plist *params, bool lambda);
pexpr b_dict(pstate *p, plist *items, pspan s);
pexpr b_strip(pexpr x);

/* contexts and target checks; return false after reporting an error */
typedef enum { TGT_ASSIGN, TGT_AUG, TGT_ANN, TGT_FOR, TGT_COMP, TGT_WITH, TGT_DEL } tgt_kind;
bool set_target(pstate *p, ast_expr *e, ast_expr_context ctx, tgt_kind why);
bool target_ok(ast_expr *e, tgt_kind why); /* set_target's check, silent */

void check_no_genexp_tuple(pstate *p, plist *items);
ast_stmt *b_if_chain(pstate *p, plist *clauses, plist *orelse);
ast_stmt *b_funcdef(pstate *p, int deftok, int asynctok, int name, plist *params,
                    ast_expr *returns, plist *body, int rpar);
ast_stmt *b_classdef(pstate *p, int clstok, int name, plist *args, plist *body);
ast_stmt *b_decorated(pstate *p, plist *decos, ast_stmt *def);
ast_stmt *b_expr_stmt(pstate *p, pexpr x);
ast_stmt *b_assign(pstate *p, plist *chain);
ast_stmt *b_augassign(pstate *p, pexpr t, ast_operator op, pexpr v);
ast_stmt *b_annassign(pstate *p, pexpr t, pexpr ann, pexpr *v);
const char *b_dotted(pstate *p, plist *names); /* tokens -> "a.b.c" */
pspan sp_stmts(plist *l); /* end of the last statement of a block */
const char *expr_describe(const ast_expr *e); /* "function call", "literal" ... */
void comp_target_error(pstate *p, plist *elts);
void parse_syntax_error(pstate *p); /* lemon's %syntax_error */
bool in_call_args(pstate *p, int tok); /* is token tok directly inside a call's ( ) */

/* ---- between the driver (parse.c) and the error messages (syntax_error.c) */
void *PsParseNew(pstate *p);     /* grammar.y: a lemon parser in p's arena */
void PsParseReset(void *parser); /* grammar.y: ready for another run, stack kept */
/* lemon's stack (grammar.y): at most PARSE_STACK_MAX entries (lemon grows
 * it 100, 300, 700, ..., 6300), drawn from p's arena; a refusal sets
 * p->stack_nomem. */
enum { PARSE_STACK_MAX = 6300 };
void *parse_stack_grow(pstate *p, void *old, size_t bytes);
void PsParseFinalize(void *parser);
void PsParse(void *parser, int kind, int tok, pstate *p);
void *parse_lemon_parser(pstate *p);   /* this nesting level's parser, initialised */
int parse_lemon_kind(int k);           /* token.h / PT_* kind -> lemon's code */
void parse_mark_soft_keywords(pstate *p); /* match/case/with( */
bool parse_depths(pstate *p); /* p->depth_at made; false (error set) if refused */
bool parse_line_has_colon(pstate *p, int i); /* a ':' at depth 0 on i's line */
int parse_char_offset(pstate *p, int lineno, int col); /* CPython's offset */
pspan perr_tok_span(pstate *p, int i); /* token i's span as CPython's errors use it */
/* CPython's invalid_assignment / invalid_for_target for the statement
 * holding token i (i may be ntoks: the tokens stopped at a soft
 * tokenizer error); true when it reported. */
bool perr_invalid_target(pstate *p, int i);

#endif
