/*
 * compile_internal.h - the compiler's shared state (compile.c for
 * statements, compile_expr.c for expressions).
 */
#ifndef PS_COMPILE_INTERNAL_H
#define PS_COMPILE_INTERNAL_H

#include "parser/ast.h"
#include "vm/opcodes.h"
#include "symtable.h"
#include "vm/vm.h"

#define CMP_MAX_FBLOCKS 20 /* CPython's CO_MAXBLOCKS */
#define CMP_MAX_DEPTH 200  /* nesting of statements + expressions */

enum { FB_WHILE, FB_FOR, FB_TRY_EXCEPT, FB_FINALLY_TRY, FB_FINALLY_END, FB_HANDLER, FB_HANDLER_NAMED, FB_POP_VALUE,
       FB_WITH, FB_ASYNC_WITH, FB_EXCEPT_STAR };

typedef struct fblock {
    int kind;
    int start;
    int breaks;        /* a loop's pending `break` jumps (a jump list) */
    const void *datum; /* finally body, or the handler's name */
} fblock;

/* vm_compile (compiler.c) sets every field by name, not by a clear of
 * err_msg's 200 bytes: a new field needs its line there. */
typedef struct compiler {
    psvm *vm;
    ps_arena *arena;
    value filename, source;
    bool failed, nomem;
    char err_msg[200];
    int err_line, err_col, err_end_line, err_end_col;
    code_pos pos; /* the node being compiled (error ranges) */
    int depth;
    bool keep_result; /* a module's trailing expression statement is its return value */
    const void *result_stmt; /* that statement (compile_stmt keeps its value) */
} compiler;

/* A code unit's constants or names while it is compiled: an array in the
 * compile arena, searched linearly while short (most units have a handful
 * of entries) and through a hash index once longer. Nothing is made on the
 * object heap until cu_finish turns the arrays into the code object's
 * tuples. (The collector never runs inside a compile: allocation does not
 * collect, vm/heap.c, so the values here need no rooting.) */
typedef struct cmp_tab {
    value *items;
    int n, cap;
    int32_t *index; /* open addressing over items, -1 empty; NULL while short */
    int icap;       /* power of two, at least twice n */
} cmp_tab;

/* cu_init sets every field above fblocks one by one: a new field needs
 * its line there. */
typedef struct cunit {
    compiler *c;
    st_scope *st;
    uint32_t *code;
    code_pos *pos;
    int n, cap;
    code_pos cur;
    int cur_line, cur_col;
    cmp_tab consts, names, varnames, cellvars, freevars;
    value name, qualname;
    int firstline;
    int nfblocks;
    /* Last, and not cleared by cu_init: only entries below nfblocks are
     * read, each written first. */
    fblock fblocks[CMP_MAX_FBLOCKS];
} cunit;

int cu_emit(cunit *u, int op, uint32_t arg, const void *unused);
void cu_patch(cunit *u, int at, int target);

/* Jump lists (Lua's lcode.c): the forward jumps still waiting for one
 * target (the ends of an `or` chain, a try's handlers, a loop's breaks)
 * are threaded through their own operands, so there is no array to
 * outgrow. A list is the index of its last jump, JL_NONE when empty; until
 * cu_jl_patch each jump's operand is 1 + the index of the jump before it,
 * 0 ending the list. */
#define JL_NONE (-1)
int cu_jl_emit(cunit *u, int *list, int op); /* emits op onto *list */
void cu_jl_patch(cunit *u, int list, int target);
int cu_const(cunit *u, value v);
int cu_name(cunit *u, const char *name);
int cu_local(cunit *u, const char *name); /* a local's index, added when new */
int cu_name_op(cunit *u, const char *name, int ctx);
int cu_deref_index(cunit *u, const char *name); /* cells, then frees; -1: neither */
/* name NULL: the module ("<module>") */
int cu_init(compiler *c, cunit *u, st_scope *st, const char *name, value qualname, int firstline);
value cu_finish(cunit *u, int argcount, int posonly, int kwonly, int flags);
codeobj *code_alloc(psvm *vm, size_t nnames, size_t ncode, size_t ncells); /* one block, fields empty */
void code_set_derived(codeobj *co); /* nlocals, ncells, nfree, fast_bind, cell2arg */
void cu_free(cunit *u);
int cmp_error(compiler *c, int line, int col, const char *msg);
int cmp_nomem(compiler *c);
int cmp_body(cunit *u, ast_stmt_seq *b);
value cmp_module(compiler *c, const ast_mod *mod);

/* stackdepth.c: the stack the code needs (+2 spare), and how many blocks
 * it sets up; -1 with SystemError raised if the code does not add up
 * (a compiler bug), or the memory limit. */
int cmp_stack_depth(psvm *vm, const char *unit, const uint32_t *code, int n, int *nblocks);

/* compile_expr.c */
int cmp_expr(cunit *u, ast_expr *e);
/* An attribute's or a name's index in names, the name mangled inside a
 * class (st_mangle); -1 when out of memory. */
int cu_attr(cunit *u, const char *name);
/* [obj] -> [its awaited value]: GET_AWAITABLE where, then the send loop
 * (where: 0 an await, 1 __aenter__()'s result, 2 __aexit__()'s) */
int cmp_await(cunit *u, int where);
int cmp_store(cunit *u, ast_expr *e);
int cmp_delete(cunit *u, ast_expr *e);
int cmp_augassign(cunit *u, ast_stmt *s);
int cmp_jump_if(cunit *u, ast_expr *e, bool cond); /* returns the jump to patch */
void cmp_jump_if_list(cunit *u, ast_expr *e, bool cond, int *list); /* the jump onto a list */
int cmp_make_function(cunit *u, const void *node, const char *name, ast_arguments *args,
                      ast_stmt_seq *body, ast_expr *lambda_body);
int cmp_make_class_body(cunit *u, ast_stmt *s); /* pushes the class body's function */
value cmp_const_value(cunit *u, ast_constant *k); /* V_NULL: no memory (or an imaginary) */
/* compile_match.c */
int cmp_match(cunit *u, ast_stmt *s);
static inline void cmp_set_pos(cunit *u, int l, int c, int el, int ec)
{
    u->cur = (code_pos){l, el, c, ec};
    u->c->pos = u->cur;
    u->cur_line = l;
    u->cur_col = c;
}

#endif
