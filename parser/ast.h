/*
 * ast.h - the abstract syntax tree, mirroring CPython 3.11's Python.asdl.
 *
 * Every node kind, field name and field order is CPython's, so that the
 * compiler can be written from CPython's documentation of the `ast` module
 * and so that `ast_dump` can print exactly what
 * `ast.dump(ast.parse(src), include_attributes=True)` prints.
 *
 * Shape of the C mapping:
 *   - one tagged struct per ASDL sum type (ast_stmt, ast_expr, ast_pattern,
 *     ast_excepthandler, ast_mod): a `kind` and a union `v` holding one
 *     struct per constructor, named like the constructor in lower case
 *     (e->v.binop.left, s->v.functiondef.name);
 *   - one plain struct per ASDL product type (ast_arguments, ast_arg,
 *     ast_keyword, ast_alias, ast_withitem, ast_match_case,
 *     ast_comprehension);
 *   - `T*` fields are sequences {count, items}; `T?` fields are NULL when
 *     absent; the simple enums (expr_context, boolop, operator, unaryop,
 *     cmpop) are C enums;
 *   - identifiers are NUL-terminated UTF-8 strings (already NFKC-normalised
 *     by the lexer, as CPython does);
 *   - positions: lineno/end_lineno are 1-based lines, col_offset and
 *     end_col_offset are 0-based UTF-8 *byte* offsets, exactly as CPython.
 *     Nodes that have no positions in CPython (arguments, withitem,
 *     match_case, comprehension) have none here.
 *
 * All memory (nodes, sequences, strings, constant payloads) comes from the
 * ps_arena given to parse_source() and dies with it; nothing is freed one
 * by one.
 *
 * Two sequences may hold NULL items, as in CPython: Dict.keys (NULL for a
 * `**mapping` entry) and arguments.kw_defaults (NULL for a keyword-only
 * argument without default).
 *
 * Not represented: type_comment fields (always None without
 * type_comments=True) and Module.type_ignores (always empty); the dump
 * prints `type_ignores=[]` itself. FunctionType mode does not exist.
 */
#ifndef PS_AST_H
#define PS_AST_H

#include <stddef.h>
#include <stdint.h>

#include "arena.h"

typedef struct ast_mod ast_mod;
typedef struct ast_stmt ast_stmt;
typedef struct ast_expr ast_expr;
typedef struct ast_pattern ast_pattern;
typedef struct ast_excepthandler ast_excepthandler;
typedef struct ast_arguments ast_arguments;
typedef struct ast_arg ast_arg;
typedef struct ast_keyword ast_keyword;
typedef struct ast_alias ast_alias;
typedef struct ast_withitem ast_withitem;
typedef struct ast_match_case ast_match_case;
typedef struct ast_comprehension ast_comprehension;

/* Sequences: `count` items at `items` (items may be NULL when count is 0). */
#define AST_SEQ(name, T) typedef struct name { int count; T **items; } name
AST_SEQ(ast_stmt_seq, ast_stmt);
AST_SEQ(ast_expr_seq, ast_expr);
AST_SEQ(ast_pattern_seq, ast_pattern);
AST_SEQ(ast_excepthandler_seq, ast_excepthandler);
AST_SEQ(ast_arg_seq, ast_arg);
AST_SEQ(ast_keyword_seq, ast_keyword);
AST_SEQ(ast_alias_seq, ast_alias);
AST_SEQ(ast_withitem_seq, ast_withitem);
AST_SEQ(ast_match_case_seq, ast_match_case);
AST_SEQ(ast_comprehension_seq, ast_comprehension);
#undef AST_SEQ
typedef struct ast_identifier_seq { int count; const char **items; } ast_identifier_seq;
typedef struct ast_cmpop_seq { int count; int *items; /* ast_cmpop values */ } ast_cmpop_seq;

/* The four position attributes, in CPython's order. */
#define AST_POSITION int lineno, col_offset, end_lineno, end_col_offset

/* ---- simple sum types ---------------------------------------------------- */

typedef enum ast_expr_context { AST_Load = 1, AST_Store, AST_Del } ast_expr_context;
typedef enum ast_boolop { AST_And = 1, AST_Or } ast_boolop;
typedef enum ast_operator {
    AST_Add = 1, AST_Sub, AST_Mult, AST_MatMult, AST_Div, AST_Mod, AST_Pow,
    AST_LShift, AST_RShift, AST_BitOr, AST_BitXor, AST_BitAnd, AST_FloorDiv
} ast_operator;
typedef enum ast_unaryop { AST_Invert = 1, AST_Not, AST_UAdd, AST_USub } ast_unaryop;
typedef enum ast_cmpop {
    AST_Eq = 1, AST_NotEq, AST_Lt, AST_LtE, AST_Gt, AST_GtE, AST_Is, AST_IsNot,
    AST_In, AST_NotIn
} ast_cmpop;

/* ---- constants ----------------------------------------------------------- */

/*
 * The value of a Constant (and of a MatchSingleton: none/true/false only).
 *
 * int: `digits` is the literal's digits in `base` (2, 8, 10 or 16) without
 *   the 0x/0o/0b prefix and without underscores, lower-case, NUL-terminated;
 *   `ndigits` its length. When the value fits an int64_t, `fits` is 1 and
 *   `small` holds it, so the VM only builds a bigint from `digits` when it
 *   must. Literals are never negative (`-1` is UnaryOp(USub, Constant(1))).
 * float / imaginary: the value as strtod reads the literal (imaginary is
 *   the coefficient of j; the compiler rejects imaginary literals).
 * str: UTF-8 bytes, `len` of them, may contain NULs, NUL-terminated too.
 * bytes: raw bytes, `len` of them, NUL-terminated too.
 */
typedef enum ast_const_kind {
    AST_CONST_NONE = 1, AST_CONST_TRUE, AST_CONST_FALSE, AST_CONST_ELLIPSIS,
    AST_CONST_INT, AST_CONST_FLOAT, AST_CONST_IMAG, AST_CONST_STR,
    AST_CONST_BYTES
} ast_const_kind;

typedef struct ast_constant {
    ast_const_kind kind;
    union {
        struct {
            const char *digits;
            size_t ndigits;
            int base;
            int fits;
            int64_t small;
        } i;
        double f; /* FLOAT and IMAG */
        struct {
            const char *data;
            size_t len;
        } s; /* STR and BYTES */
    } u;
} ast_constant;

/* ---- mod ----------------------------------------------------------------- */

typedef enum ast_mod_kind { AST_Module = 1, AST_Interactive, AST_Expression } ast_mod_kind;

struct ast_mod {
    ast_mod_kind kind;
    union {
        struct { ast_stmt_seq body; } module;      /* type_ignores: always [] */
        struct { ast_stmt_seq body; } interactive;
        struct { ast_expr *body; } expression;
    } v;
};

/* ---- stmt ---------------------------------------------------------------- */

typedef enum ast_stmt_kind {
    AST_FunctionDef = 1, AST_AsyncFunctionDef, AST_ClassDef, AST_Return,
    AST_Delete, AST_Assign, AST_AugAssign, AST_AnnAssign, AST_For,
    AST_AsyncFor, AST_While, AST_If, AST_With, AST_AsyncWith, AST_Match,
    AST_Raise, AST_Try, AST_TryStar, AST_Assert, AST_Import, AST_ImportFrom,
    AST_Global, AST_Nonlocal, AST_Expr, AST_Pass, AST_Break, AST_Continue
} ast_stmt_kind;

/* FunctionDef and AsyncFunctionDef share one layout (v.functiondef); so do
 * For/AsyncFor (v.for_), With/AsyncWith (v.with), Try/TryStar (v.try_). */
struct ast_stmt {
    ast_stmt_kind kind;
    union {
        struct {
            const char *name;
            ast_arguments *args;
            ast_stmt_seq body;
            ast_expr_seq decorator_list;
            ast_expr *returns;
        } functiondef;
        struct {
            const char *name;
            ast_expr_seq bases;
            ast_keyword_seq keywords;
            ast_stmt_seq body;
            ast_expr_seq decorator_list;
        } classdef;
        struct { ast_expr *value; } return_;
        struct { ast_expr_seq targets; } delete_;
        struct { ast_expr_seq targets; ast_expr *value; } assign;
        struct { ast_expr *target; ast_operator op; ast_expr *value; } augassign;
        struct {
            ast_expr *target;
            ast_expr *annotation;
            ast_expr *value;
            int simple; /* 1: target is a bare, unparenthesised Name */
        } annassign;
        struct {
            ast_expr *target;
            ast_expr *iter;
            ast_stmt_seq body;
            ast_stmt_seq orelse;
        } for_;
        struct { ast_expr *test; ast_stmt_seq body; ast_stmt_seq orelse; } while_;
        struct { ast_expr *test; ast_stmt_seq body; ast_stmt_seq orelse; } if_;
        struct { ast_withitem_seq items; ast_stmt_seq body; } with;
        struct { ast_expr *subject; ast_match_case_seq cases; } match;
        struct { ast_expr *exc; ast_expr *cause; } raise;
        struct {
            ast_stmt_seq body;
            ast_excepthandler_seq handlers;
            ast_stmt_seq orelse;
            ast_stmt_seq finalbody;
        } try_;
        struct { ast_expr *test; ast_expr *msg; } assert_;
        struct { ast_alias_seq names; } import;
        struct {
            const char *module; /* NULL for `from . import x` */
            ast_alias_seq names;
            int level;          /* number of leading dots */
        } importfrom;
        struct { ast_identifier_seq names; } global;
        struct { ast_identifier_seq names; } nonlocal;
        struct { ast_expr *value; } expr;
    } v;
    AST_POSITION;
};

/* ---- expr ---------------------------------------------------------------- */

typedef enum ast_expr_kind {
    AST_BoolOp = 1, AST_NamedExpr, AST_BinOp, AST_UnaryOp, AST_Lambda,
    AST_IfExp, AST_Dict, AST_Set, AST_ListComp, AST_SetComp, AST_DictComp,
    AST_GeneratorExp, AST_Await, AST_Yield, AST_YieldFrom, AST_Compare,
    AST_Call, AST_FormattedValue, AST_JoinedStr, AST_Constant, AST_Attribute,
    AST_Subscript, AST_Starred, AST_Name, AST_List, AST_Tuple, AST_Slice
} ast_expr_kind;

/* ListComp, SetComp and GeneratorExp share v.comp; DictComp has its own. */
struct ast_expr {
    ast_expr_kind kind;
    union {
        struct { ast_boolop op; ast_expr_seq values; } boolop;
        struct { ast_expr *target; ast_expr *value; } namedexpr;
        struct { ast_expr *left; ast_operator op; ast_expr *right; } binop;
        struct { ast_unaryop op; ast_expr *operand; } unaryop;
        struct { ast_arguments *args; ast_expr *body; } lambda;
        struct { ast_expr *test; ast_expr *body; ast_expr *orelse; } ifexp;
        struct { ast_expr_seq keys; ast_expr_seq values; } dict;
        struct { ast_expr_seq elts; } set;
        struct { ast_expr *elt; ast_comprehension_seq generators; } comp;
        struct {
            ast_expr *key;
            ast_expr *value;
            ast_comprehension_seq generators;
        } dictcomp;
        struct { ast_expr *value; } await;
        struct { ast_expr *value; } yield;     /* value may be NULL */
        struct { ast_expr *value; } yieldfrom;
        struct {
            ast_expr *left;
            ast_cmpop_seq ops;
            ast_expr_seq comparators;
        } compare;
        struct {
            ast_expr *func;
            ast_expr_seq args;
            ast_keyword_seq keywords;
        } call;
        struct {
            ast_expr *value;
            int conversion;       /* -1 none, or 's', 'r', 'a' */
            ast_expr *format_spec; /* a JoinedStr or NULL */
        } formattedvalue;
        struct { ast_expr_seq values; } joinedstr; /* Constant(str) and FormattedValue */
        struct {
            ast_constant value;
            const char *kind; /* "u" for a u'' literal, else NULL */
        } constant;
        struct {
            ast_expr *value;
            const char *attr;
            ast_expr_context ctx;
        } attribute;
        struct {
            ast_expr *value;
            ast_expr *slice;
            ast_expr_context ctx;
        } subscript;
        struct { ast_expr *value; ast_expr_context ctx; } starred;
        struct { const char *id; ast_expr_context ctx; } name;
        struct { ast_expr_seq elts; ast_expr_context ctx; } list;
        struct { ast_expr_seq elts; ast_expr_context ctx; } tuple;
        struct { ast_expr *lower; ast_expr *upper; ast_expr *step; } slice;
    } v;
    AST_POSITION;
    /* Parser-private, not part of CPython's AST: how many pairs of
     * parentheses directly enclose this expression. The parser needs it for
     * AnnAssign.simple, "Generator expression must be parenthesized" and
     * the positions of parenthesised tuples; the compiler may ignore it. */
    int parens;
};

/* ---- product types and the small sums ------------------------------------ */

struct ast_comprehension {
    ast_expr *target;
    ast_expr *iter;
    ast_expr_seq ifs;
    int is_async;
};

typedef enum ast_excepthandler_kind { AST_ExceptHandler = 1 } ast_excepthandler_kind;

struct ast_excepthandler {
    ast_excepthandler_kind kind;
    union {
        struct {
            ast_expr *type;   /* NULL for a bare `except:` */
            const char *name; /* NULL without `as NAME` */
            ast_stmt_seq body;
        } excepthandler;
    } v;
    AST_POSITION;
};

struct ast_arguments {
    ast_arg_seq posonlyargs;
    ast_arg_seq args;
    ast_arg *vararg;
    ast_arg_seq kwonlyargs;
    ast_expr_seq kw_defaults; /* one per kwonlyarg; NULL items = no default */
    ast_arg *kwarg;
    ast_expr_seq defaults;    /* for the last len(defaults) of posonlyargs+args */
};

struct ast_arg {
    const char *arg;
    ast_expr *annotation;
    AST_POSITION;
};

struct ast_keyword {
    const char *arg; /* NULL for **mapping */
    ast_expr *value;
    AST_POSITION;
};

struct ast_alias {
    const char *name;   /* dotted: "a.b.c", or "*" */
    const char *asname;
    AST_POSITION;
};

struct ast_withitem {
    ast_expr *context_expr;
    ast_expr *optional_vars;
};

struct ast_match_case {
    ast_pattern *pattern;
    ast_expr *guard;
    ast_stmt_seq body;
};

/* ---- pattern ------------------------------------------------------------- */

typedef enum ast_pattern_kind {
    AST_MatchValue = 1, AST_MatchSingleton, AST_MatchSequence,
    AST_MatchMapping, AST_MatchClass, AST_MatchStar, AST_MatchAs, AST_MatchOr
} ast_pattern_kind;

struct ast_pattern {
    ast_pattern_kind kind;
    union {
        struct { ast_expr *value; } matchvalue;
        struct { ast_constant value; } matchsingleton; /* NONE, TRUE, FALSE */
        struct { ast_pattern_seq patterns; } matchsequence;
        struct {
            ast_expr_seq keys;
            ast_pattern_seq patterns;
            const char *rest; /* `**rest`, or NULL */
        } matchmapping;
        struct {
            ast_expr *cls;
            ast_pattern_seq patterns;
            ast_identifier_seq kwd_attrs;
            ast_pattern_seq kwd_patterns;
        } matchclass;
        struct { const char *name; } matchstar;          /* NULL for `*_` */
        struct { ast_pattern *pattern; const char *name; } matchas; /* `_`: both NULL */
        struct { ast_pattern_seq patterns; } matchor;
    } v;
    AST_POSITION;
};

/* ---- helpers (ast.c) ----------------------------------------------------- */

/* CPython's names, for dumps and messages: "BinOp", "Add", "Load" ... */
const char *ast_expr_kind_name(ast_expr_kind k);
const char *ast_stmt_kind_name(ast_stmt_kind k);
const char *ast_pattern_kind_name(ast_pattern_kind k);
const char *ast_operator_name(ast_operator op);
const char *ast_unaryop_name(ast_unaryop op);
const char *ast_boolop_name(ast_boolop op);
const char *ast_cmpop_name(ast_cmpop op);
const char *ast_context_name(ast_expr_context ctx);

#endif
