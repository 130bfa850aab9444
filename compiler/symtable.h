/*
 * symtable.h - which scope each name lives in (CPython's symtable pass).
 *
 * st_build walks the module once and makes one scope per module, class,
 * function, lambda and comprehension, keyed by the AST node that opens it; the
 * compiler then asks st_scope_of(scope, name) for every name it emits.
 * All memory is the compile arena's.
 */
#ifndef PS_SYMTABLE_H
#define PS_SYMTABLE_H

#include <stdbool.h>

#include "parser/ast.h"

enum { ST_MODULE, ST_FUNCTION, ST_COMP, ST_CLASS };
enum { SC_GLOBAL_IMPLICIT, SC_GLOBAL_EXPLICIT, SC_LOCAL, SC_FREE, SC_CELL };
enum { DEF_LOCAL = 1, DEF_PARAM = 2, DEF_GLOBAL = 4, DEF_NONLOCAL = 8, DEF_USE = 16,
       /* a class body binds the name in its namespace, and a function in
        * it needs the enclosing function's variable of that name: the class
        * carries it as a free variable too (CPython's DEF_FREE_CLASS) */
       DEF_FREE_CLASS = 32 };

typedef struct st_sym {
    const char *name;
    int flags;
    int scope;
    int lineno, col; /* first use, for "used prior to global declaration" */
    int end_lineno, end_col; /* of the global/nonlocal statement, for errors */
} st_sym;

typedef struct st_scope st_scope;
struct st_scope {
    int kind;
    const char *name;
    const void *node;
    st_scope *parent;
    st_sym *syms;
    int nsyms, capsyms;
    int *index;   /* hash of syms by name (slot: sym index + 1), once big */
    int capindex; /* power of two, at least twice nsyms */
    st_scope **children;
    int nchildren, capchildren;
    int nparams; /* the first nparams syms added are the parameters, in order */
    bool generator; /* a function with a yield, or a generator expression */
    bool coroutine; /* async def; a comprehension with `async for` or await
                       (async generator expression / awaited comprehension);
                       the module when it has a top-level await */
};

typedef struct st_error {
    char msg[200];
    int lineno, col, end_lineno, end_col;
} st_error;

/* NULL on error: err filled (err->msg[0] == 0 means out of memory). */
st_scope *st_build(ps_arena *a, const ast_mod *mod, st_error *err);
st_scope *st_child(st_scope *s, const void *node);

/* `a + b + c ...` nests to the left as deep as it is long: the BinOps of
 * that spine, innermost first (spine[*n - 1] is e), in the arena, so that
 * the symtable and the compiler walk a long chain in a loop, not by
 * recursion that its length could exhaust. NULL: no memory. */
ast_expr **st_binop_spine(ps_arena *a, ast_expr *e, int *n);
int st_scope_of(st_scope *s, const char *name);
st_sym *st_lookup(st_scope *s, const char *name);
/* Private name mangling: inside a class (or a function, lambda or
 * comprehension within one), `__spam` (two leading underscores, not two
 * trailing, no dot) is `_Class__spam`, the class's name without its
 * leading underscores. The name itself when it does not apply; NULL when
 * the arena is full. */
const char *st_mangle(ps_arena *a, const st_scope *s, const char *name);

#endif
