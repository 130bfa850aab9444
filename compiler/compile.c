/*
 * compile.c - AST to bytecode (statements; expressions are in
 * compile_expr.c). One code object per module, function, lambda and
 * comprehension.
 *
 * Exceptions use a runtime block stack (SETUP_FINALLY / SETUP_CLEANUP /
 * POP_BLOCK) laid out like CPython 3.11's handlers: an except handler runs
 * with [prev_exc_info, exc] on the stack, and `finally` bodies are compiled
 * inline on every exit path (normal, return, break, continue) plus once on
 * the exceptional path. The compiler keeps CPython's "fblock" stack to know
 * what each return/break/continue must unwind.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "compile_internal.h"
#include "objects/str_internal.h"

/* ---- emission ------------------------------------------------------------ */

/* Out of line so that cu_emit, called for every instruction, stays a
 * small function that saves no registers. */
__attribute__((noinline)) static int cu_grow(cunit *u)
{
    /* in the compile arena; cu_finish copies the code at its size */
    int ncap = u->cap ? u->cap * 2 : 32;
    uint32_t *nc = arena_alloc(u->c->arena, sizeof(uint32_t) * (size_t)ncap);
    code_pos *np = arena_alloc(u->c->arena, sizeof(code_pos) * (size_t)ncap);
    if (!nc || !np)
        return cmp_nomem(u->c);
    if (u->n) {
        memcpy(nc, u->code, sizeof(uint32_t) * (size_t)u->n);
        memcpy(np, u->pos, sizeof(code_pos) * (size_t)u->n);
    }
    u->code = nc;
    u->pos = np;
    u->cap = ncap;
    return 0;
}

int cu_emit(cunit *u, int op, uint32_t arg, const void *node_pos)
{
    if (u->c->failed)
        return -1;
    if (arg > MAX_OPARG)
        return cmp_error(u->c, u->cur_line, u->cur_col, "too many constants or names in one function");
    if (u->n == u->cap && cu_grow(u) < 0)
        return -1;
    u->code[u->n] = INSTR(op, arg);
    u->pos[u->n] = u->cur;
    (void)node_pos;
    return u->n++;
}

void cu_patch(cunit *u, int at, int target)
{
    if (at < 0 || u->c->failed)
        return;
    /* a target past the operand's 24 bits would wrap to a wrong address */
    if ((uint32_t)target > MAX_OPARG) {
        cmp_error(u->c, u->cur_line, u->cur_col, "too much code in one function");
        return;
    }
    u->code[at] = INSTR(I_OP(u->code[at]), (uint32_t)target);
}

int cu_jl_emit(cunit *u, int *list, int op)
{
    int at = cu_emit(u, op, (uint32_t)(*list + 1), NULL);
    if (at >= 0)
        *list = at;
    return at;
}

void cu_jl_patch(cunit *u, int list, int target)
{
    while (list >= 0 && !u->c->failed) {
        int prev = (int)I_ARG(u->code[list]) - 1;
        cu_patch(u, list, target);
        list = prev;
    }
}

int cmp_error(compiler *c, int line, int col, const char *msg)
{
    if (!c->failed) {
        c->failed = true;
        snprintf(c->err_msg, sizeof c->err_msg, "%s", msg);
        c->err_line = line;
        c->err_col = col;
        /* the range of the node being compiled when it starts here */
        bool same = c->pos.line == line && c->pos.col == col;
        c->err_end_line = same ? c->pos.end_line : line;
        c->err_end_col = same ? c->pos.end_col : col;
    }
    return -1;
}

int cmp_nomem(compiler *c)
{
    c->failed = true;
    c->nomem = true;
    return -1;
}

/* ---- constant and name tables --------------------------------------------- */

#define TAB_LINEAR 8 /* entries searched one by one before a table gets a hash index */

static uint32_t mix_word(uint64_t w)
{
    w ^= w >> 33;
    w *= 0xff51afd7ed558ccdu;
    w ^= w >> 33;
    return (uint32_t)w;
}

/* The hash a table files v under: a name's (or a str constant's) str hash,
 * an immediate constant's word; -1 for constants that never merge (floats,
 * so that -0.0 and 0.0 stay apart, and every heap object but str). */
static int64_t tab_key_hash(value v)
{
    if (v_is_str(v))
        return str_hash(v);
    if (v_is_float(v) || v_is_obj(v))
        return -1;
    return mix_word(v);
}

static void tab_index_put(cmp_tab *t, int64_t h, int i)
{
    uint32_t mask = (uint32_t)t->icap - 1, k = (uint32_t)h & mask;
    while (t->index[k] >= 0)
        k = (k + 1) & mask;
    t->index[k] = i;
}

/* Appends v (a new entry) and returns its index. */
static int tab_push(compiler *c, cmp_tab *t, value v)
{
    if (!v)
        return cmp_nomem(c);
    if (t->n == t->cap) {
        int ncap = t->cap ? t->cap * 2 : 4;
        value *ni = arena_alloc(c->arena, sizeof(value) * (size_t)ncap);
        if (!ni)
            return cmp_nomem(c);
        if (t->n)
            memcpy(ni, t->items, sizeof(value) * (size_t)t->n);
        t->items = ni;
        t->cap = ncap;
    }
    int i = t->n++;
    t->items[i] = v;
    if (t->n > TAB_LINEAR && t->n * 2 > t->icap) {
        /* (re)build the index at four times the entries */
        int icap = 64;
        while (icap < t->n * 4)
            icap *= 2;
        int32_t *ix = arena_alloc(c->arena, sizeof(int32_t) * (size_t)icap);
        if (!ix)
            return cmp_nomem(c);
        memset(ix, 0xff, sizeof(int32_t) * (size_t)icap);
        t->index = ix;
        t->icap = icap;
        for (int k = 0; k < t->n; k++) {
            int64_t h = tab_key_hash(t->items[k]);
            if (h != -1)
                tab_index_put(t, h, k);
        }
    } else if (t->index) {
        int64_t h = tab_key_hash(v);
        if (h != -1)
            tab_index_put(t, h, i);
    }
    return i;
}

static bool name_is(value s, const char *name, size_t len)
{
    return (size_t)AS_STR(s)->len == len && memcmp(AS_STR(s)->data, name, len) == 0;
}

/* The index of the str name (len bytes) in a table of strs, or -1. */
static int tab_find_name_n(const cmp_tab *t, const char *name, size_t len)
{
    if (!t->index) {
        for (int i = 0; i < t->n; i++)
            if (name_is(t->items[i], name, len))
                return i;
        return -1;
    }
    uint32_t mask = (uint32_t)t->icap - 1, k = (uint32_t)bytes_hash_raw(name, (int64_t)len) & mask;
    for (int32_t i; (i = t->index[k]) >= 0; k = (k + 1) & mask)
        if (name_is(t->items[i], name, len))
            return i;
    return -1;
}

static int tab_find_name(const cmp_tab *t, const char *name)
{
    return tab_find_name_n(t, name, strlen(name));
}

/* name's index in a table of names, added (interned) when new */
static int tab_name(compiler *c, cmp_tab *t, const char *name)
{
    size_t len = strlen(name);
    int i = tab_find_name_n(t, name, len);
    return i >= 0 ? i : tab_push(c, t, str_intern_n(c->vm, name, (int64_t)len));
}

static bool const_same(value a, value b)
{
    return a == b || (v_is_str(a) && v_is_str(b) && str_eq(a, b));
}

int cu_const(cunit *u, value v)
{
    /* Equal constants share a slot when they are the same immediate word
     * (so 1, 1.0 and True stay distinct) or equal strs. */
    if (!v)
        return cmp_nomem(u->c);
    cmp_tab *t = &u->consts;
    int64_t h = tab_key_hash(v);
    if (h != -1) {
        if (!t->index) {
            for (int i = 0; i < t->n; i++)
                if (const_same(t->items[i], v))
                    return i;
        } else {
            uint32_t mask = (uint32_t)t->icap - 1, k = (uint32_t)h & mask;
            for (int32_t i; (i = t->index[k]) >= 0; k = (k + 1) & mask)
                if (const_same(t->items[i], v))
                    return i;
        }
    }
    return tab_push(u->c, t, v);
}

int cu_name(cunit *u, const char *name)
{
    return tab_name(u->c, &u->names, name);
}

int cu_local(cunit *u, const char *name)
{
    return tab_name(u->c, &u->varnames, name);
}

/* ---- names --------------------------------------------------------------- */

int cu_deref_index(cunit *u, const char *name)
{
    int i = tab_find_name(&u->cellvars, name);
    if (i >= 0)
        return i;
    i = tab_find_name(&u->freevars, name);
    return i < 0 ? -1 : i + u->cellvars.n;
}

int cu_attr(cunit *u, const char *name)
{
    const char *m = st_mangle(u->c->arena, u->st, name);
    return m ? cu_name(u, m) : cmp_nomem(u->c);
}

int cu_name_op(cunit *u, const char *name, int ctx)
{
    if (!(name = st_mangle(u->c->arena, u->st, name)))
        return cmp_nomem(u->c);
    static const int ops[3][4] = {
        {OP_LOAD_FAST, OP_LOAD_DEREF, OP_LOAD_GLOBAL},
        {OP_STORE_FAST, OP_STORE_DEREF, OP_STORE_GLOBAL},
        {OP_DELETE_FAST, OP_DELETE_DEREF, OP_DELETE_GLOBAL},
    };
    int k = ctx == AST_Store ? 1 : ctx == AST_Del ? 2 : 0;
    /* every module-level name is global: no symbol lookup for those */
    int sc = u->st->kind == ST_MODULE ? SC_GLOBAL_IMPLICIT : st_scope_of(u->st, name);
    if (u->st->kind == ST_CLASS) {
        /* A class body's names live in its namespace dict (the frame's
         * local 0); a name it does not bind is looked up there, then in
         * the globals and the builtins, or, when an enclosing function
         * binds it, there and then in that function's cell. */
        static const int name_ops[3] = {OP_LOAD_NAME, OP_STORE_NAME, OP_DELETE_NAME};
        if (sc == SC_LOCAL || sc == SC_GLOBAL_IMPLICIT)
            return cu_emit(u, name_ops[k], (uint32_t)cu_name(u, name), NULL);
        if (sc == SC_FREE && k == 0) {
            int i = cu_deref_index(u, name);
            if (i < 0)
                return cmp_error(u->c, u->cur_line, u->cur_col, "internal: free variable not found");
            return cu_emit(u, OP_LOAD_CLASSDEREF, (uint32_t)i, NULL);
        }
    }
    if (sc == SC_GLOBAL_IMPLICIT || sc == SC_GLOBAL_EXPLICIT)
        return cu_emit(u, ops[k][2], (uint32_t)cu_name(u, name), NULL);
    if (sc == SC_LOCAL)
        return cu_emit(u, ops[k][0], (uint32_t)tab_name(u->c, &u->varnames, name), NULL);
    int i = cu_deref_index(u, name);
    if (i < 0)
        return cmp_error(u->c, u->cur_line, u->cur_col, "internal: free variable not found");
    return cu_emit(u, ops[k][1], (uint32_t)i, NULL);
}

/* ---- units --------------------------------------------------------------- */

int cu_init(compiler *c, cunit *u, st_scope *st, const char *name, value qualname, int firstline)
{
    /* field by field rather than a memset of the struct's head (256
     * bytes, which gcc clears with `rep stos`, slow to start on so little):
     * every compile sets up at least one unit. fblocks are written
     * before they are read. */
    u->c = c;
    u->st = st;
    u->code = NULL;
    u->pos = NULL;
    u->n = u->cap = 0;
    u->cur = (code_pos){0};
    u->cur_line = u->cur_col = 0;
    u->consts = u->names = u->varnames = u->cellvars = u->freevars = (cmp_tab){0};
    u->firstline = firstline;
    u->nfblocks = 0;
    psvm *vm = c->vm;
    /* a module's name is the one every compile makes */
    u->name = name ? str_intern_cstr(vm, name) : str_intern_known(vm, STR_K_MODULE);
    if (!u->name)
        return cmp_nomem(c);
    u->qualname = qualname ? qualname : u->name;
    /* parameters first, in order, then cells (sorted by first definition),
     * then frees */
    for (int i = 0; i < st->nparams; i++)
        if (tab_name(c, &u->varnames, st->syms[i].name) < 0)
            return -1;
    if (st->kind == ST_MODULE)
        return 0; /* a module's names are all global: no cells, no frees */
    for (int i = 0; i < st->nsyms; i++) {
        int sc = st->syms[i].scope;
        if (st->syms[i].flags & DEF_FREE_CLASS)
            sc = SC_FREE; /* a class passing an outer variable through */
        if (sc != SC_CELL && sc != SC_FREE)
            continue;
        /* one pass: each table keeps the order of definition */
        if (tab_push(c, sc == SC_CELL ? &u->cellvars : &u->freevars, str_intern_cstr(vm, st->syms[i].name)) < 0)
            return -1;
    }
    return 0;
}

/* A table's entries as a tuple; every empty one is the sandbox's (). */
static value tab_tuple(compiler *c, const cmp_tab *t)
{
    if (t->n == 0)
        return c->vm->empty_tuple;
    /* made here rather than by tuple_new, which clears the items and fills
     * them with None only for the copy to overwrite them (every compile
     * makes two of these); the allocation still charges the budget */
    tupleobj *o = (tupleobj *)vm_new_obj_head(c->vm, &tuple_type, sizeof(tupleobj) + sizeof(value) * (size_t)t->n,
                                              sizeof(tupleobj));
    if (!o)
        return V_NULL;
    o->len = t->n;
    o->hash = -1;
    memcpy(o->items, t->items, sizeof(value) * (size_t)t->n);
    return v_from_obj(o);
}

/* A code object and its arrays as one block: the global cache (zeroed)
 * first, then the positions, the code and cell2arg, each aligned for the
 * next: one allocation instead of five, none to free but the object's (a
 * sandbox per script compiles at least one module). Not cleared by the
 * allocator (300 bytes for `x = 1`, every compile): the traced fields and
 * the global cache are set here, every other codeobj field by the caller
 * (cu_finish, code_thaw). A new codeobj field needs its line there. */
codeobj *code_alloc(psvm *vm, size_t nnames, size_t ncode, size_t ncells)
{
    size_t head = sizeof(codeobj) + sizeof(gcache_entry) * (nnames + 1);
    size_t size = head + sizeof(code_pos) * ncode + sizeof(uint32_t) * ncode + sizeof(int32_t) * (ncells + 1);
    codeobj *co = (codeobj *)vm_new_obj_head(vm, &code_type, size, 0);
    if (!co)
        return NULL;
    /* the traced fields empty: a caller whose next allocation fails leaves
     * this object on the heap for the collector to trace */
    co->consts = co->names = co->varnames = co->cellvars = co->freevars = V_NULL;
    co->name = co->qualname = co->filename = co->source = co->doc = V_NULL;
    co->frame_bytes = 0;
    co->gcache = (gcache_entry *)(co + 1);
    for (size_t i = 0; i <= nnames; i++)
        co->gcache[i] = (gcache_entry){0};
    co->pos = (code_pos *)(co->gcache + nnames + 1);
    co->code = (uint32_t *)(co->pos + ncode);
    co->cell2arg = (int32_t *)(co->code + ncode);
    co->ncode = (int32_t)ncode;
    return co;
}

/* The fields that follow from the tuples, the flags and the counts. */
void code_set_derived(codeobj *co)
{
    co->nlocals = (int32_t)AS_TUPLE(co->varnames)->len;
    co->ncells = (int32_t)AS_TUPLE(co->cellvars)->len;
    co->nfree = (int32_t)AS_TUPLE(co->freevars)->len;
    /* The call fast path (interp_loop.c) copies positional arguments and
     * skips frame_bind when there is nothing else to bind. */
    co->fast_bind = !(co->flags & (CO_VARARGS | CO_VARKEYWORDS)) && co->kwonlyargcount == 0 && co->ncells == 0;
    for (int i = 0; i < co->ncells; i++) {
        co->cell2arg[i] = -1;
        value cn = AS_TUPLE(co->cellvars)->items[i];
        for (int k = 0; k < co->nlocals; k++)
            if (AS_TUPLE(co->varnames)->items[k] == cn)
                co->cell2arg[i] = k;
    }
}

value cu_finish(cunit *u, int argcount, int posonly, int kwonly, int flags)
{
    compiler *c = u->c;
    psvm *vm = c->vm;
    if (c->failed)
        return V_NULL;
    int nblocks = 0;
    int stack = cmp_stack_depth(vm, str_cstr(u->name), u->code, u->n, &nblocks);
    if (stack < 0) {
        c->failed = true; /* the exception is raised: SystemError or memory */
        return V_NULL;
    }
    codeobj *co = code_alloc(vm, (size_t)u->names.n, (size_t)u->n, (size_t)u->cellvars.n);
    if (!co) {
        cmp_nomem(c);
        return V_NULL;
    }
    /* fused pairs (superinstr.c): after cmp_stack_depth, and on the compile's
     * copy, still in cache, before it is copied into the new object */
    vm_superinstr(u->code, u->n);
    memcpy(co->code, u->code, sizeof(uint32_t) * (size_t)u->n);
    memcpy(co->pos, u->pos, sizeof(code_pos) * (size_t)u->n);
    co->ncode = u->n;
    co->consts = tab_tuple(c, &u->consts);
    co->names = tab_tuple(c, &u->names);
    co->varnames = tab_tuple(c, &u->varnames);
    co->cellvars = tab_tuple(c, &u->cellvars);
    co->freevars = tab_tuple(c, &u->freevars);
    if (!co->consts || !co->names || !co->varnames || !co->cellvars || !co->freevars) {
        cmp_nomem(c);
        return V_NULL;
    }
    co->name = u->name;
    co->qualname = u->qualname;
    co->filename = c->filename;
    co->source = c->source;
    co->argcount = argcount;
    co->posonlyargcount = posonly;
    co->kwonlyargcount = kwonly;
    co->flags = flags;
    co->stacksize = stack;
    co->nblocks = nblocks;
    co->firstlineno = u->firstline;
    code_set_derived(co);
    return v_from_obj(co);
}

void cu_free(cunit *u)
{
    /* the code arrays are in the compile arena, given back with it */
    u->code = NULL;
    u->pos = NULL;
}

/* ---- fblocks ------------------------------------------------------------- */

static int push_fblock(cunit *u, int kind, int start, const void *datum)
{
    if (u->nfblocks >= CMP_MAX_FBLOCKS)
        return cmp_error(u->c, u->cur_line, u->cur_col, "too many statically nested blocks");
    u->fblocks[u->nfblocks++] = (fblock){kind, start, JL_NONE, datum};
    return 0;
}

static void pop_fblock(cunit *u) { u->nfblocks--; }

static int compile_stmts(cunit *u, ast_stmt_seq *b);

/* [exit] -> []: exit(None, None, None) (awaited for `async with`), the
 * result dropped. */
static int emit_exit_call(cunit *u, bool is_async)
{
    uint32_t none = (uint32_t)cu_const(u, V_NONE);
    cu_emit(u, OP_LOAD_CONST, none, NULL);
    cu_emit(u, OP_LOAD_CONST, none, NULL);
    cu_emit(u, OP_LOAD_CONST, none, NULL);
    cu_emit(u, OP_CALL, 3, NULL);
    if (is_async)
        cmp_await(u, 2);
    return cu_emit(u, OP_POP_TOP, 0, NULL);
}

/* with a as x, b as y: body -> one with per item, nested (item k from
 * the end). The body runs in a block whose handler calls
 * __exit__(type, exc, None) and re-raises unless it returns true:
 *
 *       <ctx>  BEFORE_WITH            exit, enter()
 *       SETUP_CLEANUP handler         store the target (or POP_TOP)
 *       <body>  POP_BLOCK  exit(None, None, None)  JUMP end
 *   handler:                          exit, exc
 *       PUSH_EXC_INFO                 exit, prev, exc
 *       SETUP_CLEANUP cleanup
 *       WITH_EXCEPT_START             exit, prev, exc, result
 *       POP_JUMP_IF_TRUE suppress
 *       RERAISE                       (to cleanup: exit, prev, exc)
 *   suppress:
 *       POP_BLOCK  POP_TOP  POP_EXCEPT  POP_TOP  JUMP end
 *   cleanup:
 *       POP_EXCEPT_RERAISE
 *   end:
 * `async with` is the same with BEFORE_ASYNC_WITH, and each of
 * __aenter__(), __aexit__(...) awaited (WITH_EXCEPT_START 1 leaves
 * __aexit__'s awaitable, whose value is then tested). */
static int compile_with(cunit *u, ast_stmt *s, int item)
{
    bool is_async = s->kind == AST_AsyncWith;
    ast_withitem *w = s->v.with.items.items[item];
    cmp_expr(u, w->context_expr);
    cmp_set_pos(u, w->context_expr->lineno, w->context_expr->col_offset, w->context_expr->end_lineno,
                w->context_expr->end_col_offset);
    cu_emit(u, is_async ? OP_BEFORE_ASYNC_WITH : OP_BEFORE_WITH, 0, NULL);
    if (is_async)
        cmp_await(u, 1);
    /* a cleanup block: its level is under enter()'s value, which the
     * target's store takes (an error there also reaches __exit__) */
    int setup = cu_emit(u, OP_SETUP_CLEANUP, 0, NULL);
    if (push_fblock(u, is_async ? FB_ASYNC_WITH : FB_WITH, 0, NULL) < 0)
        return -1;
    if (w->optional_vars)
        cmp_store(u, w->optional_vars);
    else
        cu_emit(u, OP_POP_TOP, 0, NULL);
    if (item + 1 < s->v.with.items.count)
        compile_with(u, s, item + 1);
    else
        compile_stmts(u, &s->v.with.body);
    pop_fblock(u);
    /* CPython places the exit calls on the `with` line */
    cmp_set_pos(u, s->lineno, s->col_offset, s->lineno, s->col_offset);
    cu_emit(u, OP_POP_BLOCK, 0, NULL);
    emit_exit_call(u, is_async);
    int to_end = cu_emit(u, OP_JUMP, 0, NULL);
    cu_patch(u, setup, u->n);
    cu_emit(u, OP_PUSH_EXC_INFO, 0, NULL);
    int cleanup = cu_emit(u, OP_SETUP_CLEANUP, 0, NULL);
    cu_emit(u, OP_WITH_EXCEPT_START, is_async, NULL);
    if (is_async)
        cmp_await(u, 2);
    int suppress = cu_emit(u, OP_POP_JUMP_IF_TRUE, 0, NULL);
    cu_emit(u, OP_RERAISE, 0, NULL);
    cu_patch(u, suppress, u->n);
    cu_emit(u, OP_POP_BLOCK, 0, NULL);
    cu_emit(u, OP_POP_TOP, 0, NULL);
    cu_emit(u, OP_POP_EXCEPT, 0, NULL);
    cu_emit(u, OP_POP_TOP, 0, NULL);
    int to_end2 = cu_emit(u, OP_JUMP, 0, NULL);
    cu_patch(u, cleanup, u->n);
    cu_emit(u, OP_POP_EXCEPT_RERAISE, 0, NULL);
    cu_patch(u, to_end, u->n);
    cu_patch(u, to_end2, u->n);
    return 0;
}

/* Unwind one fblock for return/break/continue. preserve_tos: a return value
 * sits on top of the stack. */
static int unwind_fblock(cunit *u, fblock *f, bool preserve_tos)
{
    switch (f->kind) {
    case FB_WHILE:
        return 0;
    case FB_FOR:
        if (preserve_tos)
            cu_emit(u, OP_ROT_TWO, 0, NULL);
        return cu_emit(u, OP_POP_TOP, 0, NULL);
    case FB_TRY_EXCEPT:
        return cu_emit(u, OP_POP_BLOCK, 0, NULL);
    case FB_FINALLY_TRY: {
        cu_emit(u, OP_POP_BLOCK, 0, NULL);
        /* run the finally body with this block popped; a return value
         * waiting on the stack is dropped by a break/continue in the body
         * (FB_POP_VALUE, as CPython) */
        fblock saved = *f;
        int idx = (int)(f - u->fblocks);
        int savedn = u->nfblocks;
        fblock above[CMP_MAX_FBLOCKS];
        int nabove = savedn - idx;
        memcpy(above, &u->fblocks[idx], sizeof(fblock) * (size_t)nabove);
        u->nfblocks = idx;
        if (preserve_tos)
            u->fblocks[u->nfblocks++] = (fblock){FB_POP_VALUE, 0, JL_NONE, NULL};
        int r = compile_stmts(u, (ast_stmt_seq *)saved.datum);
        memcpy(&u->fblocks[idx], above, sizeof(fblock) * (size_t)nabove);
        u->nfblocks = savedn;
        return r;
    }
    case FB_WITH:
    case FB_ASYNC_WITH:
        /* leaving the body early: __exit__(None, None, None), its result
         * dropped; a return value waits under it */
        cu_emit(u, OP_POP_BLOCK, 0, NULL);
        if (preserve_tos)
            cu_emit(u, OP_ROT_TWO, 0, NULL);
        return emit_exit_call(u, f->kind == FB_ASYNC_WITH);
    case FB_EXCEPT_STAR:
        return 0; /* never left early: leaves_except_star */
    case FB_POP_VALUE:
        if (preserve_tos)
            cu_emit(u, OP_ROT_TWO, 0, NULL);
        return cu_emit(u, OP_POP_TOP, 0, NULL);
    case FB_FINALLY_END:
        /* inside the exceptional finally body: [prev, exc] on the stack */
        if (preserve_tos)
            cu_emit(u, OP_ROT_THREE, 0, NULL);
        cu_emit(u, OP_POP_BLOCK, 0, NULL);
        cu_emit(u, OP_POP_TOP, 0, NULL);
        return cu_emit(u, OP_POP_EXCEPT, 0, NULL);
    case FB_HANDLER:
    case FB_HANDLER_NAMED:
        cu_emit(u, OP_POP_BLOCK, 0, NULL);
        if (f->kind == FB_HANDLER_NAMED)
            cu_emit(u, OP_POP_BLOCK, 0, NULL);
        if (preserve_tos)
            cu_emit(u, OP_ROT_THREE, 0, NULL);
        cu_emit(u, OP_POP_TOP, 0, NULL);
        cu_emit(u, OP_POP_EXCEPT, 0, NULL);
        if (f->kind == FB_HANDLER_NAMED) {
            const char *n = f->datum;
            cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, V_NONE), NULL);
            cu_name_op(u, n, AST_Store);
            cu_name_op(u, n, AST_Del);
        }
        return 0;
    }
    return 0;
}

/* Would leaving the fblocks above index `to` leave an except* clause's
 * body? CPython refuses that: the clause's exception must reach the end of
 * the statement. */
static bool leaves_except_star(cunit *u, int to)
{
    for (int i = u->nfblocks - 1; i > to; i--)
        if (u->fblocks[i].kind == FB_EXCEPT_STAR)
            return true;
    return false;
}

/* Is e a constant once CPython's AST optimizer has folded it (the common
 * cases: -1, (1, 2))? */
static bool folds_to_constant(const ast_expr *e)
{
    if (e->kind == AST_Constant)
        return true;
    if (e->kind == AST_UnaryOp)
        return folds_to_constant(e->v.unaryop.operand);
    if (e->kind == AST_Tuple) {
        for (int i = 0; i < e->v.tuple.elts.count; i++)
            if (!folds_to_constant(e->v.tuple.elts.items[i]))
                return false;
        return true;
    }
    return false;
}

/* CPython marks the statement, or a return's value when it is a constant
 * (the location CPython's compiler has when it notices) */
static int except_star_exit_error(cunit *u, ast_stmt *s)
{
    const ast_expr *v = s->kind == AST_Return ? s->v.return_.value : NULL;
    bool at_value = v && folds_to_constant(v);
    if (u->c->failed)
        return -1;
    int r = cmp_error(u->c, at_value ? v->lineno : s->lineno, at_value ? v->col_offset : s->col_offset,
                      "'break', 'continue' and 'return' cannot appear in an except* block");
    u->c->err_end_line = at_value ? v->end_lineno : s->end_lineno;
    u->c->err_end_col = at_value ? v->end_col_offset : s->end_col_offset;
    return r;
}

static int compile_return(cunit *u, ast_stmt *s)
{
    if (u->st->kind != ST_FUNCTION)
        return cmp_error(u->c, s->lineno, s->col_offset, "'return' outside function");
    if (s->v.return_.value && u->st->generator && u->st->coroutine)
        return cmp_error(u->c, s->lineno, s->col_offset, "'return' with value in async generator");
    if (s->v.return_.value)
        cmp_expr(u, s->v.return_.value);
    else
        cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, V_NONE), NULL);
    if (leaves_except_star(u, -1))
        return except_star_exit_error(u, s);
    for (int i = u->nfblocks - 1; i >= 0 && !u->c->failed; i--)
        unwind_fblock(u, &u->fblocks[i], true);
    cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
    return cu_emit(u, OP_RETURN_VALUE, 0, NULL);
}

static int compile_break_continue(cunit *u, ast_stmt *s, bool brk)
{
    int i;
    for (i = u->nfblocks - 1; i >= 0; i--)
        if (u->fblocks[i].kind == FB_WHILE || u->fblocks[i].kind == FB_FOR)
            break;
    if (leaves_except_star(u, i))
        return except_star_exit_error(u, s);
    if (i < 0)
        return cmp_error(u->c, s->lineno, s->col_offset, brk ? "'break' outside loop" : "'continue' not properly in loop");
    for (int k = u->nfblocks - 1; k > i && !u->c->failed; k--)
        unwind_fblock(u, &u->fblocks[k], false);
    fblock *loop = &u->fblocks[i];
    if (brk) {
        if (loop->kind == FB_FOR)
            cu_emit(u, OP_POP_TOP, 0, NULL);
        return cu_jl_emit(u, &loop->breaks, OP_JUMP);
    }
    return cu_emit(u, OP_JUMP, (uint32_t)loop->start, NULL);
}

/* Pops the loop's fblock; its breaks are left to patch after the else. */
static int pop_loop(cunit *u)
{
    int breaks = u->fblocks[u->nfblocks - 1].breaks;
    pop_fblock(u);
    return breaks;
}

static int compile_while(cunit *u, ast_stmt *s)
{
    int start = u->n;
    int exitj = cmp_jump_if(u, s->v.while_.test, false);
    if (push_fblock(u, FB_WHILE, start, NULL) < 0)
        return -1;
    compile_stmts(u, &s->v.while_.body);
    cmp_set_pos(u, s->lineno, s->col_offset, s->lineno, s->col_offset);
    cu_emit(u, OP_JUMP, (uint32_t)start, NULL);
    int breaks = pop_loop(u);
    cu_patch(u, exitj, u->n);
    compile_stmts(u, &s->v.while_.orelse);
    cu_jl_patch(u, breaks, u->n);
    return 0;
}

static int compile_for(cunit *u, ast_stmt *s)
{
    cmp_expr(u, s->v.for_.iter);
    /* CPython places GET_ITER and FOR_ITER on the whole statement (so an
     * error from the iterator draws no carets), not on the iterable */
    cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
    cu_emit(u, OP_GET_ITER, 0, NULL);
    int start = cu_emit(u, OP_FOR_ITER, 0, NULL);
    if (push_fblock(u, FB_FOR, start, NULL) < 0)
        return -1;
    cmp_store(u, s->v.for_.target);
    compile_stmts(u, &s->v.for_.body);
    cmp_set_pos(u, s->lineno, s->col_offset, s->lineno, s->col_offset);
    cu_emit(u, OP_JUMP, (uint32_t)start, NULL);
    int breaks = pop_loop(u);
    cu_patch(u, start, u->n);
    compile_stmts(u, &s->v.for_.orelse);
    cu_jl_patch(u, breaks, u->n);
    return 0;
}

/* async for x in it: body
 *
 *       <it>  GET_AITER               aiter
 *   start:
 *       SETUP_FINALLY handler
 *       GET_ANEXT  <await>            aiter, item
 *       POP_BLOCK  <store x>  <body>  JUMP start
 *   handler:                          aiter, exc
 *       END_ASYNC_FOR                 StopAsyncIteration: both popped; else re-raised
 *       <else body>
 *   (breaks) */
static int compile_async_for(cunit *u, ast_stmt *s)
{
    cmp_expr(u, s->v.for_.iter);
    cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
    cu_emit(u, OP_GET_AITER, 0, NULL);
    int start = cu_emit(u, OP_SETUP_FINALLY, 0, NULL);
    cu_emit(u, OP_GET_ANEXT, 0, NULL);
    cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, V_NONE), NULL);
    int send = cu_emit(u, OP_SEND, 0, NULL);
    cu_emit(u, OP_YIELD_VALUE, 1, NULL);
    cu_emit(u, OP_JUMP, (uint32_t)send, NULL);
    cu_patch(u, send, u->n);
    cu_emit(u, OP_POP_BLOCK, 0, NULL);
    if (push_fblock(u, FB_FOR, start, NULL) < 0)
        return -1;
    cmp_store(u, s->v.for_.target);
    compile_stmts(u, &s->v.for_.body);
    cmp_set_pos(u, s->lineno, s->col_offset, s->lineno, s->col_offset);
    cu_emit(u, OP_JUMP, (uint32_t)start, NULL);
    int breaks = pop_loop(u);
    cu_patch(u, start, u->n);
    cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
    cu_emit(u, OP_END_ASYNC_FOR, 0, NULL);
    compile_stmts(u, &s->v.for_.orelse);
    cu_jl_patch(u, breaks, u->n);
    return 0;
}

/* `name = None; del name`: an except clause's name unbound at its end */
static void clear_handler_name(cunit *u, const char *name)
{
    cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, V_NONE), NULL);
    cu_name_op(u, name, AST_Store);
    cu_name_op(u, name, AST_Del);
}

/* The part `try ... except` and `try ... except*` share: the body in its
 * handler block, then the handlers' entry (the raised exception on the
 * stack saved with the one being handled before, and the cleanup block
 * that restores it). Gives the jump to `else` and the cleanup's setup;
 * -1 when the block stack is full. */
static int compile_try_body(cunit *u, ast_stmt *s, int *to_else, int *cleanup)
{
    int setup = cu_emit(u, OP_SETUP_FINALLY, 0, NULL);
    if (push_fblock(u, FB_TRY_EXCEPT, 0, NULL) < 0)
        return -1;
    compile_stmts(u, &s->v.try_.body);
    pop_fblock(u);
    cu_emit(u, OP_POP_BLOCK, 0, NULL);
    *to_else = cu_emit(u, OP_JUMP, 0, NULL);
    cu_patch(u, setup, u->n);
    /* handler entry: [exc] */
    ast_excepthandler *first = s->v.try_.handlers.items[0];
    cmp_set_pos(u, first->lineno, first->col_offset, first->lineno, first->col_offset);
    cu_emit(u, OP_PUSH_EXC_INFO, 0, NULL);
    *cleanup = cu_emit(u, OP_SETUP_CLEANUP, 0, NULL);
    return 0;
}

/* The other shared part: the cleanup (restore the exception being handled
 * before, re-raise), then `else`. */
static void compile_try_cleanup_else(cunit *u, ast_stmt *s, int cleanup, int to_else)
{
    cu_patch(u, cleanup, u->n);
    cu_emit(u, OP_POP_EXCEPT_RERAISE, 0, NULL);
    cu_patch(u, to_else, u->n);
    compile_stmts(u, &s->v.try_.orelse);
}

/*
 * try: <body>  except* T as e: <handler> ...  [else: <orelse>]
 *
 * CPython 3.11's shape. The two steps CPython does in C, a clause's match
 * and the re-raise at the end, are _exceptiongroup.py's _star_match and
 * _star_reraise, called in this frame like any function: they call
 * split() and derive(), which may be a script's own, so no C recursion.
 *
 *       SETUP_FINALLY handlers  <body>  POP_BLOCK  JUMP orelse
 *   handlers:                                   exc
 *       PUSH_EXC_INFO                           prev, exc
 *       SETUP_CLEANUP cleanup
 *       DUP_TOP  BUILD_LIST 0  ROT_TWO          prev, exc, raised, rest
 *     each clause:
 *       <T>  EXCEPT_STAR_HELPER 0  CALL 2       prev, exc, raised, (match, rest)
 *       UNPACK_SEQUENCE 2                       prev, exc, raised, rest, match
 *       EXCEPT_STAR_MATCHED next                (match: the handled exception)
 *       SETUP_CLEANUP failed
 *       <store e> (or POP_TOP)  <handler>  POP_BLOCK  [e = None; del e]
 *       JUMP next
 *   failed:                                     prev, exc, raised, rest, exc2
 *       [e = None; del e]  LIST_APPEND 2
 *   next:                                       prev, exc, raised, rest
 *     after the last:
 *       LIST_APPEND 1                           prev, exc, raised
 *       EXCEPT_STAR_HELPER 1  CALL 2            prev, what to raise or None
 *       EXCEPT_STAR_MATCHED done
 *       RERAISE                                 (to cleanup)
 *   done:                                       prev
 *       POP_BLOCK  POP_EXCEPT  JUMP end
 *   cleanup:
 *       POP_EXCEPT_RERAISE
 *   orelse:
 *       <orelse>
 *   end:
 */
static int compile_try_star(cunit *u, ast_stmt *s)
{
    int to_else, cleanup;
    if (compile_try_body(u, s, &to_else, &cleanup) < 0)
        return -1;
    cu_emit(u, OP_DUP_TOP, 0, NULL);
    cu_emit(u, OP_BUILD_LIST, 0, NULL);
    cu_emit(u, OP_ROT_TWO, 0, NULL);
    for (int i = 0; i < s->v.try_.handlers.count && !u->c->failed; i++) {
        ast_excepthandler *h = s->v.try_.handlers.items[i];
        const char *name = h->v.excepthandler.name;
        cmp_set_pos(u, h->lineno, h->col_offset, h->end_lineno, h->end_col_offset);
        cmp_expr(u, h->v.excepthandler.type);
        cmp_set_pos(u, h->lineno, h->col_offset, h->end_lineno, h->end_col_offset);
        cu_emit(u, OP_EXCEPT_STAR_HELPER, 0, NULL);
        cu_emit(u, OP_CALL, 2, NULL);
        cu_emit(u, OP_UNPACK_SEQUENCE, 2, NULL);
        int next = cu_emit(u, OP_EXCEPT_STAR_MATCHED, 0, NULL);
        int failed = cu_emit(u, OP_SETUP_CLEANUP, 0, NULL);
        if (name)
            cu_name_op(u, name, AST_Store);
        else
            cu_emit(u, OP_POP_TOP, 0, NULL);
        if (push_fblock(u, FB_EXCEPT_STAR, 0, NULL) < 0)
            return -1;
        compile_stmts(u, &h->v.excepthandler.body);
        pop_fblock(u);
        cu_emit(u, OP_POP_BLOCK, 0, NULL);
        if (name)
            clear_handler_name(u, name);
        int to_next = cu_emit(u, OP_JUMP, 0, NULL);
        cu_patch(u, failed, u->n);
        if (name)
            clear_handler_name(u, name);
        cu_emit(u, OP_LIST_APPEND, 2, NULL);
        cu_patch(u, next, u->n);
        cu_patch(u, to_next, u->n);
    }
    cu_emit(u, OP_LIST_APPEND, 1, NULL);
    cu_emit(u, OP_EXCEPT_STAR_HELPER, 1, NULL);
    cu_emit(u, OP_CALL, 2, NULL);
    int done = cu_emit(u, OP_EXCEPT_STAR_MATCHED, 0, NULL);
    cu_emit(u, OP_RERAISE, 0, NULL);
    cu_patch(u, done, u->n);
    cu_emit(u, OP_POP_BLOCK, 0, NULL);
    cu_emit(u, OP_POP_EXCEPT, 0, NULL);
    int to_end = cu_emit(u, OP_JUMP, 0, NULL);
    compile_try_cleanup_else(u, s, cleanup, to_else);
    cu_patch(u, to_end, u->n);
    return 0;
}

static int compile_try_except(cunit *u, ast_stmt *s)
{
    if (s->kind == AST_TryStar)
        return compile_try_star(u, s);
    int to_else, cleanup;
    if (compile_try_body(u, s, &to_else, &cleanup) < 0)
        return -1;
    int ends = JL_NONE; /* each handler's jump past the try */
    for (int i = 0; i < s->v.try_.handlers.count && !u->c->failed; i++) {
        ast_excepthandler *h = s->v.try_.handlers.items[i];
        cmp_set_pos(u, h->lineno, h->col_offset, h->end_lineno, h->end_col_offset);
        if (!h->v.excepthandler.type && i < s->v.try_.handlers.count - 1)
            return cmp_error(u->c, h->lineno, h->col_offset, "default 'except:' must be last");
        int next = -1;
        if (h->v.excepthandler.type) {
            cmp_expr(u, h->v.excepthandler.type);
            cu_emit(u, OP_CHECK_EXC_MATCH, 0, NULL);
            next = cu_emit(u, OP_POP_JUMP_IF_FALSE, 0, NULL);
        }
        const char *name = h->v.excepthandler.name;
        if (name) {
            cu_emit(u, OP_DUP_TOP, 0, NULL);
            cu_name_op(u, name, AST_Store);
            int named = cu_emit(u, OP_SETUP_CLEANUP, 0, NULL);
            /* the named cleanup keeps [prev, exc]: its level is one higher
             * (no instruction to change once the compile failed) */
            if (named >= 0)
                u->code[named] = INSTR(OP_SETUP_FINALLY, 0);
            if (push_fblock(u, FB_HANDLER_NAMED, 0, name) < 0)
                return -1;
            compile_stmts(u, &h->v.excepthandler.body);
            pop_fblock(u);
            cu_emit(u, OP_POP_BLOCK, 0, NULL); /* named */
            cu_emit(u, OP_POP_BLOCK, 0, NULL); /* cleanup */
            cu_emit(u, OP_POP_TOP, 0, NULL);
            cu_emit(u, OP_POP_EXCEPT, 0, NULL);
            cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, V_NONE), NULL);
            cu_name_op(u, name, AST_Store);
            cu_name_op(u, name, AST_Del);
            cu_jl_emit(u, &ends, OP_JUMP);
            /* named cleanup: [prev, exc, exc2] -> clear the name, re-raise */
            cu_patch(u, named, u->n);
            cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, V_NONE), NULL);
            cu_name_op(u, name, AST_Store);
            cu_name_op(u, name, AST_Del);
            cu_emit(u, OP_ROT_TWO, 0, NULL);
            cu_emit(u, OP_POP_TOP, 0, NULL);
            cu_emit(u, OP_RERAISE, 0, NULL);
        } else {
            if (push_fblock(u, FB_HANDLER, 0, NULL) < 0)
                return -1;
            compile_stmts(u, &h->v.excepthandler.body);
            pop_fblock(u);
            cu_emit(u, OP_POP_BLOCK, 0, NULL);
            cu_emit(u, OP_POP_TOP, 0, NULL);
            cu_emit(u, OP_POP_EXCEPT, 0, NULL);
            cu_jl_emit(u, &ends, OP_JUMP);
        }
        if (next >= 0)
            cu_patch(u, next, u->n);
    }
    /* no handler matched: re-raise (inside the cleanup block) */
    cu_emit(u, OP_RERAISE, 0, NULL);
    compile_try_cleanup_else(u, s, cleanup, to_else);
    cu_jl_patch(u, ends, u->n);
    return 0;
}

static int compile_try(cunit *u, ast_stmt *s)
{
    if (s->v.try_.finalbody.count == 0)
        return compile_try_except(u, s);
    int setup = cu_emit(u, OP_SETUP_FINALLY, 0, NULL);
    if (push_fblock(u, FB_FINALLY_TRY, 0, &s->v.try_.finalbody) < 0)
        return -1;
    if (s->v.try_.handlers.count)
        compile_try_except(u, s);
    else
        compile_stmts(u, &s->v.try_.body);
    pop_fblock(u);
    cu_emit(u, OP_POP_BLOCK, 0, NULL);
    compile_stmts(u, &s->v.try_.finalbody);
    int end = cu_emit(u, OP_JUMP, 0, NULL);
    cu_patch(u, setup, u->n);
    cu_emit(u, OP_PUSH_EXC_INFO, 0, NULL);
    int cleanup = cu_emit(u, OP_SETUP_CLEANUP, 0, NULL);
    if (push_fblock(u, FB_FINALLY_END, 0, NULL) < 0)
        return -1;
    compile_stmts(u, &s->v.try_.finalbody);
    pop_fblock(u);
    cu_emit(u, OP_RERAISE, 0, NULL);
    cu_patch(u, cleanup, u->n);
    cu_emit(u, OP_POP_EXCEPT_RERAISE, 0, NULL);
    cu_patch(u, end, u->n);
    return 0;
}

static int compile_import(cunit *u, ast_stmt *s)
{
    ast_alias_seq *names = s->kind == AST_Import ? &s->v.import.names : &s->v.importfrom.names;
    if (s->kind == AST_ImportFrom) {
        if (s->v.importfrom.level > 0 || !s->v.importfrom.module)
            return cmp_error(u->c, s->lineno, s->col_offset, "attempted relative import with no known parent package");
        cu_emit(u, OP_IMPORT_NAME, (uint32_t)cu_name(u, s->v.importfrom.module), NULL);
        for (int i = 0; i < names->count; i++) {
            ast_alias *al = names->items[i];
            if (!strcmp(al->name, "*")) {
                /* the module's __all__, or its names without a leading
                 * underscore, into the module's globals */
                if (u->st->kind != ST_MODULE) {
                    int r = cmp_error(u->c, al->lineno, al->col_offset, "import * only allowed at module level");
                    u->c->err_end_line = al->end_lineno;
                    u->c->err_end_col = al->end_col_offset;
                    return r;
                }
                return cu_emit(u, OP_IMPORT_STAR, 0, NULL);
            }
            cu_emit(u, OP_IMPORT_FROM, (uint32_t)cu_name(u, al->name), NULL);
            cu_name_op(u, al->asname ? al->asname : al->name, AST_Store);
        }
        return cu_emit(u, OP_POP_TOP, 0, NULL);
    }
    for (int i = 0; i < names->count; i++) {
        ast_alias *al = names->items[i];
        cu_emit(u, OP_IMPORT_NAME, (uint32_t)cu_name(u, al->name), NULL);
        const char *bind = al->asname ? al->asname : al->name;
        if (!al->asname && strchr(bind, '.')) {
            /* `import a.b` imports a.b and binds a, the top-level module
             * (whose attribute b the submodule is): its first part, of any
             * length */
            size_t n = (size_t)(strchr(bind, '.') - bind);
            char *head = arena_alloc(u->c->arena, n + 1);
            if (!head)
                return cmp_nomem(u->c);
            memcpy(head, bind, n);
            head[n] = 0;
            bind = head;
            cu_emit(u, OP_POP_TOP, 0, NULL);
            cu_emit(u, OP_IMPORT_NAME, (uint32_t)cu_name(u, bind), NULL);
        }
        cu_name_op(u, bind, AST_Store);
    }
    return 0;
}

static int compile_function(cunit *u, ast_stmt *s)
{
    ast_expr_seq *decos = &s->v.functiondef.decorator_list;
    for (int i = 0; i < decos->count; i++)
        cmp_expr(u, decos->items[i]);
    cmp_make_function(u, s, s->v.functiondef.name, s->v.functiondef.args, &s->v.functiondef.body, NULL);
    for (int i = 0; i < decos->count; i++)
        cu_emit(u, OP_CALL, 1, NULL);
    return cu_name_op(u, s->v.functiondef.name, AST_Store);
}

/*
 * class Name(bases, **kw): body
 *
 * The body is a function of no arguments whose one local (slot 0) is the
 * class namespace: it makes the dict, binds __module__ and __qualname__
 * (and __doc__), runs the body's statements with the namespace as their
 * locals (LOAD_NAME / STORE_NAME), stores the __class__ cell as
 * __classcell__ when a method uses super(), and returns the namespace.
 * The caller runs it like any call (in the same loop) and BUILD_CLASS makes
 * the class from the name, the bases, the keywords and the namespace.
 */
static int compile_class(cunit *u, ast_stmt *s)
{
    compiler *c = u->c;
    ast_expr_seq *decos = &s->v.classdef.decorator_list;
    for (int i = 0; i < decos->count; i++)
        cmp_expr(u, decos->items[i]);
    value name = str_intern_cstr(c->vm, s->v.classdef.name);
    if (!name)
        return cmp_nomem(c);
    cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, name), NULL);
    ast_expr_seq *bases = &s->v.classdef.bases;
    for (int i = 0; i < bases->count; i++) {
        if (bases->items[i]->kind == AST_Starred)
            return cmp_error(c, bases->items[i]->lineno, bases->items[i]->col_offset,
                             "pysafe does not support *bases in a class statement");
        cmp_expr(u, bases->items[i]);
    }
    ast_keyword_seq *kws = &s->v.classdef.keywords;
    if (kws->count) {
        for (int i = 0; i < kws->count; i++) {
            if (!kws->items[i]->arg)
                return cmp_error(c, kws->items[i]->lineno, kws->items[i]->col_offset,
                                 "pysafe does not support **kwargs in a class statement");
            value k = str_intern_cstr(c->vm, kws->items[i]->arg);
            if (!k)
                return cmp_nomem(c);
            cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, k), NULL);
            cmp_expr(u, kws->items[i]->value);
        }
        cu_emit(u, OP_BUILD_MAP, (uint32_t)kws->count, NULL);
    }
    if (bases->count > 0xFFFF)
        return cmp_error(c, s->lineno, s->col_offset, "too many base classes");
    cmp_make_class_body(u, s);
    cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
    cu_emit(u, OP_CALL, 0, NULL);
    cu_emit(u, OP_BUILD_CLASS, (uint32_t)bases->count | (kws->count ? BC_KEYWORDS : 0), NULL);
    for (int i = 0; i < decos->count; i++)
        cu_emit(u, OP_CALL, 1, NULL);
    return cu_name_op(u, s->v.classdef.name, AST_Store);
}

/*
 * x: T = v. The assignment first; then, in a class body, the annotation is
 * evaluated and, for a plain name, stored as __annotations__['x'] (the dict
 * the body made at its start: class_has_annotations). A complex target
 * (a.b: T, a[i]: T, (x): T) evaluates its parts and the annotation and
 * keeps nothing, as CPython. Elsewhere annotations are not evaluated
 * (CPython evaluates a module's too; docs/language.md).
 */
static int compile_annassign(cunit *u, ast_stmt *s)
{
    ast_expr *t = s->v.annassign.target;
    if (s->v.annassign.value) {
        cmp_expr(u, s->v.annassign.value);
        cmp_store(u, t);
    }
    if (u->st->kind != ST_CLASS)
        return 0;
    if (t->kind == AST_Name && s->v.annassign.simple) {
        value name = str_intern_cstr(u->c->vm, t->v.name.id);
        if (!name)
            return cmp_nomem(u->c);
        cmp_expr(u, s->v.annassign.annotation);
        cu_emit(u, OP_LOAD_NAME, (uint32_t)cu_name(u, "__annotations__"), NULL);
        cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, name), NULL);
        return cu_emit(u, OP_STORE_SUBSCR, 0, NULL);
    }
    if (!s->v.annassign.value && t->kind == AST_Attribute) {
        cmp_expr(u, t->v.attribute.value);
        cu_emit(u, OP_POP_TOP, 0, NULL);
    } else if (!s->v.annassign.value && t->kind == AST_Subscript) {
        cmp_expr(u, t->v.subscript.value);
        cu_emit(u, OP_POP_TOP, 0, NULL);
        cmp_expr(u, t->v.subscript.slice);
        cu_emit(u, OP_POP_TOP, 0, NULL);
    }
    cmp_expr(u, s->v.annassign.annotation);
    return cu_emit(u, OP_POP_TOP, 0, NULL);
}

static int compile_stmt(cunit *u, ast_stmt *s)
{
    if (u->c->failed)
        return -1;
    if (++u->c->depth > CMP_MAX_DEPTH) {
        return cmp_error(u->c, s->lineno, s->col_offset, "too many statically nested blocks");
    }
    cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
    switch (s->kind) {
    case AST_FunctionDef: compile_function(u, s); break;
    case AST_AsyncFunctionDef: compile_function(u, s); break;
    case AST_ClassDef: compile_class(u, s); break;
    case AST_Return: compile_return(u, s); break;
    case AST_Delete:
        for (int i = 0; i < s->v.delete_.targets.count; i++)
            cmp_delete(u, s->v.delete_.targets.items[i]);
        break;
    case AST_Assign: {
        cmp_expr(u, s->v.assign.value);
        int n = s->v.assign.targets.count;
        for (int i = 0; i < n; i++) {
            if (i < n - 1)
                cu_emit(u, OP_DUP_TOP, 0, NULL);
            cmp_store(u, s->v.assign.targets.items[i]);
        }
        break;
    }
    case AST_AugAssign: cmp_augassign(u, s); break;
    case AST_AnnAssign: compile_annassign(u, s); break;
    case AST_For: compile_for(u, s); break;
    case AST_AsyncFor: compile_async_for(u, s); break;
    case AST_While: compile_while(u, s); break;
    case AST_If: {
        /* an elif chain in a loop, whatever its length: each branch's
         * jump past the rest on one list */
        int ends = JL_NONE;
        for (ast_stmt *x = s;;) {
            int j = cmp_jump_if(u, x->v.if_.test, false);
            compile_stmts(u, &x->v.if_.body);
            ast_stmt_seq *orelse = &x->v.if_.orelse;
            if (orelse->count)
                cu_jl_emit(u, &ends, OP_JUMP);
            cu_patch(u, j, u->n);
            if (orelse->count != 1 || orelse->items[0]->kind != AST_If) {
                compile_stmts(u, orelse);
                break;
            }
            x = orelse->items[0];
            cmp_set_pos(u, x->lineno, x->col_offset, x->end_lineno, x->end_col_offset);
        }
        cu_jl_patch(u, ends, u->n);
        break;
    }
    case AST_With: case AST_AsyncWith: compile_with(u, s, 0); break;
    case AST_Match: cmp_match(u, s); break;
    case AST_Raise: {
        int n = 0;
        if (s->v.raise.exc) {
            cmp_expr(u, s->v.raise.exc);
            n = 1;
            if (s->v.raise.cause) {
                cmp_expr(u, s->v.raise.cause);
                n = 2;
            }
        }
        cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
        cu_emit(u, OP_RAISE, (uint32_t)n, NULL);
        break;
    }
    case AST_Try: case AST_TryStar: compile_try(u, s); break;
    case AST_Assert: {
        /* CPython 3.11 points the AssertionError at the test expression */
        ast_expr *t = s->v.assert_.test;
        int j = cmp_jump_if(u, t, true);
        cmp_set_pos(u, t->lineno, t->col_offset, t->end_lineno, t->end_col_offset);
        cu_emit(u, OP_LOAD_ASSERTION_ERROR, 0, NULL);
        if (s->v.assert_.msg) {
            cmp_expr(u, s->v.assert_.msg);
            cmp_set_pos(u, t->lineno, t->col_offset, t->end_lineno, t->end_col_offset);
            cu_emit(u, OP_CALL, 1, NULL);
        }
        cmp_set_pos(u, t->lineno, t->col_offset, t->end_lineno, t->end_col_offset);
        cu_emit(u, OP_RAISE, 1, NULL);
        cu_patch(u, j, u->n);
        break;
    }
    case AST_Import: case AST_ImportFrom: compile_import(u, s); break;
    case AST_Global: case AST_Nonlocal: case AST_Pass: break;
    case AST_Expr:
        cmp_expr(u, s->v.expr.value);
        if (s != u->c->result_stmt)
            cu_emit(u, OP_POP_TOP, 0, NULL);
        break;
    case AST_Break: compile_break_continue(u, s, true); break;
    case AST_Continue: compile_break_continue(u, s, false); break;
    }
    u->c->depth--;
    return u->c->failed ? -1 : 0;
}

static int compile_stmts(cunit *u, ast_stmt_seq *b)
{
    for (int i = 0; i < b->count; i++)
        if (compile_stmt(u, b->items[i]) < 0)
            return -1;
    return 0;
}

int cmp_body(cunit *u, ast_stmt_seq *b) { return compile_stmts(u, b); }

value cmp_module(compiler *c, const ast_mod *mod)
{
    st_error err;
    st_scope *top = st_build(c->arena, mod, &err);
    if (!top) {
        if (!err.msg[0])
            cmp_nomem(c);
        else {
            cmp_error(c, err.lineno, err.col, err.msg);
            c->err_end_line = err.end_lineno;
            c->err_end_col = err.end_col;
        }
        return V_NULL;
    }
    cunit u;
    if (cu_init(c, &u, top, NULL, V_NULL, 1) < 0)
        return V_NULL;
    if (top->coroutine) {
        /* top-level await: the module's code is a coroutine, which the
         * VM runs in an event loop (vm_run_code) */
        cu_emit(&u, OP_RETURN_GENERATOR, 0, NULL);
        cu_emit(&u, OP_POP_TOP, 0, NULL);
    }
    if (mod->kind == AST_Expression) {
        cmp_expr(&u, mod->v.expression.body);
    } else {
        ast_stmt_seq *body = (ast_stmt_seq *)&mod->v.module.body;
        const ast_stmt *last = body->count ? body->items[body->count - 1] : NULL;
        /* the embedder's result: the value of a final expression statement
         * is returned instead of discarded (compile_stmt, AST_Expr) */
        if (c->keep_result && last && last->kind == AST_Expr)
            c->result_stmt = last;
        compile_stmts(&u, body);
        if (!c->result_stmt)
            cu_emit(&u, OP_LOAD_CONST, (uint32_t)cu_const(&u, V_NONE), NULL);
    }
    cu_emit(&u, OP_RETURN_VALUE, 0, NULL);
    value code = cu_finish(&u, 0, 0, 0, CO_MODULE | (top->coroutine ? CO_COROUTINE : 0));
    cu_free(&u);
    return code;
}
