/*
 * compile_expr.c - expressions, assignment targets, functions, lambdas and
 * comprehensions.
 *
 * Generator expressions are compiled as list comprehensions wrapped in
 * iter(): eager, which only differs from CPython for infinite or
 * side-effecting generators (docs/language.md) until generators land.
 */
#include <string.h>

#include "compile_internal.h"
#include "objects/str_internal.h"

#define EMIT(op, arg) cu_emit(u, (op), (uint32_t)(arg), NULL)
#define POS(e) cmp_set_pos(u, (e)->lineno, (e)->col_offset, (e)->end_lineno, (e)->end_col_offset)

static const int binop_map[] = {
    [AST_Add] = BOP_ADD, [AST_Sub] = BOP_SUB, [AST_Mult] = BOP_MUL, [AST_MatMult] = BOP_MATMUL,
    [AST_Div] = BOP_TRUEDIV, [AST_Mod] = BOP_MOD, [AST_Pow] = BOP_POW, [AST_LShift] = BOP_LSHIFT,
    [AST_RShift] = BOP_RSHIFT, [AST_BitOr] = BOP_OR, [AST_BitXor] = BOP_XOR, [AST_BitAnd] = BOP_AND,
    [AST_FloorDiv] = BOP_FLOORDIV,
};

static value const_value(cunit *u, ast_constant *k)
{
    psvm *vm = u->c->vm;
    switch (k->kind) {
    case AST_CONST_NONE: return V_NONE;
    case AST_CONST_TRUE: return V_TRUE;
    case AST_CONST_FALSE: return V_FALSE;
    case AST_CONST_ELLIPSIS: return V_ELLIPSIS;
    case AST_CONST_INT:
        if (k->u.i.fits && v_fits_small(k->u.i.small))
            return v_from_small(k->u.i.small);
        return int_parse(vm, k->u.i.digits, (int64_t)k->u.i.ndigits, k->u.i.base);
    case AST_CONST_FLOAT: return v_from_float(k->u.f);
    case AST_CONST_IMAG: return V_NULL;
    case AST_CONST_STR: return str_new(vm, k->u.s.data, (int64_t)k->u.s.len);
    case AST_CONST_BYTES: return bytes_new(vm, k->u.s.data, (int64_t)k->u.s.len);
    }
    return V_NONE;
}

static int load_const(cunit *u, value v)
{
    if (!v) {
        if (u->c->vm->exc && !u->c->vm->limit_hit) {
            /* an int literal too large: report as the exception it raised */
            u->c->failed = true;
            return -1;
        }
        return cmp_nomem(u->c);
    }
    return EMIT(OP_LOAD_CONST, cu_const(u, v));
}

static bool has_starred(ast_expr_seq *s)
{
    for (int i = 0; i < s->count; i++)
        if (s->items[i]->kind == AST_Starred)
            return true;
    return false;
}

/* Build a list (or tuple) from elements that may contain *starred. */
static int build_seq(cunit *u, ast_expr_seq *elts, int build_op, bool tuple)
{
    if (!has_starred(elts)) {
        for (int i = 0; i < elts->count; i++)
            cmp_expr(u, elts->items[i]);
        return EMIT(build_op, elts->count);
    }
    EMIT(OP_BUILD_LIST, 0);
    for (int i = 0; i < elts->count; i++) {
        ast_expr *e = elts->items[i];
        if (e->kind == AST_Starred) {
            cmp_expr(u, e->v.starred.value);
            EMIT(build_op == OP_BUILD_SET ? OP_SET_UPDATE : OP_LIST_EXTEND, 1);
        } else {
            cmp_expr(u, e);
            EMIT(build_op == OP_BUILD_SET ? OP_SET_ADD : OP_LIST_APPEND, 1);
        }
        if (build_op == OP_BUILD_SET && i == 0) {
            /* a set display with a star: start from an empty set instead */
        }
    }
    if (tuple)
        EMIT(OP_LIST_TO_TUPLE, 0);
    return 0;
}

static value qualname_for(cunit *u, const char *name)
{
    psvm *vm = u->c->vm;
    if (u->st->kind == ST_MODULE)
        return str_from_cstr(vm, name);
    if (u->st->kind == ST_CLASS)
        return str_fmt(vm, "%s.%s", str_cstr(u->qualname), name);
    return str_fmt(vm, "%s.<locals>.%s", str_cstr(u->qualname), name);
}

/* The function of a finished code object: its closure's cells (when it
 * has free variables) and MAKE_FUNCTION. */
static int make_closure(cunit *u, value code, value qn, int flags)
{
    compiler *c = u->c;
    value freevars = AS_CODE(code)->freevars;
    if (AS_TUPLE(freevars)->len) {
        for (int64_t i = 0; i < AS_TUPLE(freevars)->len; i++) {
            /* index in our cells, then our frees */
            int idx = cu_deref_index(u, str_cstr(AS_TUPLE(freevars)->items[i]));
            if (idx < 0)
                return cmp_error(c, u->cur_line, u->cur_col, "internal: closure variable not found");
            EMIT(OP_LOAD_CLOSURE, idx);
        }
        EMIT(OP_BUILD_TUPLE, AS_TUPLE(freevars)->len);
        flags |= MF_CLOSURE;
    }
    EMIT(OP_LOAD_CONST, cu_const(u, code));
    EMIT(OP_LOAD_CONST, cu_const(u, qn));
    return EMIT(OP_MAKE_FUNCTION, flags);
}

static bool is_docstring(ast_stmt_seq *body)
{
    return body && body->count && body->items[0]->kind == AST_Expr &&
           body->items[0]->v.expr.value->kind == AST_Constant &&
           body->items[0]->v.expr.value->v.constant.value.kind == AST_CONST_STR;
}

static bool stmts_have_annotations(const ast_stmt_seq *b);

/* Does a class body hold an annotated assignment (in its own statements or
 * their blocks, not in a nested def or class)? CPython's find_ann: then the
 * body starts with an empty __annotations__. */
static bool stmt_has_annotations(const ast_stmt *s)
{
    switch (s->kind) {
    case AST_AnnAssign: return true;
    case AST_For: case AST_AsyncFor:
        return stmts_have_annotations(&s->v.for_.body) || stmts_have_annotations(&s->v.for_.orelse);
    case AST_While: return stmts_have_annotations(&s->v.while_.body) || stmts_have_annotations(&s->v.while_.orelse);
    case AST_If: return stmts_have_annotations(&s->v.if_.body) || stmts_have_annotations(&s->v.if_.orelse);
    case AST_With: case AST_AsyncWith: return stmts_have_annotations(&s->v.with.body);
    case AST_Try: case AST_TryStar:
        for (int i = 0; i < s->v.try_.handlers.count; i++)
            if (stmts_have_annotations(&s->v.try_.handlers.items[i]->v.excepthandler.body))
                return true;
        return stmts_have_annotations(&s->v.try_.body) || stmts_have_annotations(&s->v.try_.orelse) ||
               stmts_have_annotations(&s->v.try_.finalbody);
    case AST_Match:
        for (int i = 0; i < s->v.match.cases.count; i++)
            if (stmts_have_annotations(&s->v.match.cases.items[i]->body))
                return true;
        return false;
    default: return false;
    }
}

static bool stmts_have_annotations(const ast_stmt_seq *b)
{
    for (int i = 0; i < b->count; i++)
        if (stmt_has_annotations(b->items[i]))
            return true;
    return false;
}

int cmp_make_class_body(cunit *u, ast_stmt *s)
{
    compiler *c = u->c;
    psvm *vm = c->vm;
    st_scope *st = st_child(u->st, s);
    if (!st)
        return cmp_error(c, u->cur_line, u->cur_col, "internal: scope not found");
    value qn = qualname_for(u, s->v.classdef.name);
    if (!qn)
        return cmp_nomem(c);
    cunit bu;
    if (cu_init(c, &bu, st, s->v.classdef.name, qn, s->lineno) < 0) {
        cu_free(&bu);
        return -1;
    }
    cunit *bup = &bu;
    value ns_name = str_intern_cstr(vm, ".namespace");
    value mod = str_intern_cstr(vm, "__module__"), qnk = str_intern_cstr(vm, "__qualname__");
    value nm = str_intern_cstr(vm, "__name__");
    if (!ns_name || !mod || !qnk || !nm || cu_local(bup, ".namespace") != 0) {
        cu_free(&bu);
        return cmp_nomem(c);
    }
    cmp_set_pos(bup, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
    cu_emit(bup, OP_BUILD_MAP, 0, NULL);
    cu_emit(bup, OP_STORE_FAST, 0, NULL);
    cu_emit(bup, OP_LOAD_GLOBAL, (uint32_t)cu_name(bup, "__name__"), NULL);
    cu_emit(bup, OP_STORE_NAME, (uint32_t)cu_name(bup, "__module__"), NULL);
    cu_emit(bup, OP_LOAD_CONST, (uint32_t)cu_const(bup, qn), NULL);
    cu_emit(bup, OP_STORE_NAME, (uint32_t)cu_name(bup, "__qualname__"), NULL);
    ast_stmt_seq *body = &s->v.classdef.body;
    if (is_docstring(body)) {
        ast_constant *k = &body->items[0]->v.expr.value->v.constant.value;
        cu_emit(bup, OP_LOAD_CONST, (uint32_t)cu_const(bup, str_new(vm, k->u.s.data, (int64_t)k->u.s.len)), NULL);
        cu_emit(bup, OP_STORE_NAME, (uint32_t)cu_name(bup, "__doc__"), NULL);
    }
    if (stmts_have_annotations(body)) {
        cu_emit(bup, OP_BUILD_MAP, 0, NULL);
        cu_emit(bup, OP_STORE_NAME, (uint32_t)cu_name(bup, "__annotations__"), NULL);
    }
    cmp_body(bup, body);
    int cell = cu_deref_index(bup, "__class__");
    if (cell >= 0 && st_scope_of(st, "__class__") == SC_CELL) {
        cu_emit(bup, OP_LOAD_CLOSURE, (uint32_t)cell, NULL);
        cu_emit(bup, OP_STORE_NAME, (uint32_t)cu_name(bup, "__classcell__"), NULL);
    }
    cu_emit(bup, OP_LOAD_FAST, 0, NULL);
    cu_emit(bup, OP_RETURN_VALUE, 0, NULL);
    value code = cu_finish(bup, 0, 0, 0, CO_CLASS_BODY);
    cu_free(&bu);
    if (!code)
        return -1;
    return make_closure(u, code, qn, 0);
}

/* Pushes a new function object for a def, lambda (lambda_body) or
 * comprehension body (compiled by the caller via comp callback). */
int cmp_make_function(cunit *u, const void *node, const char *name, ast_arguments *args, ast_stmt_seq *body,
                      ast_expr *lambda_body)
{
    compiler *c = u->c;
    st_scope *st = st_child(u->st, node);
    if (!st)
        return cmp_error(c, u->cur_line, u->cur_col, "internal: scope not found");
    int flags = 0;
    if (args->defaults.count) {
        for (int i = 0; i < args->defaults.count; i++)
            cmp_expr(u, args->defaults.items[i]);
        EMIT(OP_BUILD_TUPLE, args->defaults.count);
        flags |= MF_DEFAULTS;
    }
    int nkwd = 0;
    for (int i = 0; i < args->kw_defaults.count; i++)
        if (args->kw_defaults.items[i]) {
            const char *kn = st_mangle(c->arena, u->st, args->kwonlyargs.items[i]->arg);
            value k = kn ? str_intern_cstr(c->vm, kn) : V_NULL;
            if (!k)
                return cmp_nomem(c);
            EMIT(OP_LOAD_CONST, cu_const(u, k));
            cmp_expr(u, args->kw_defaults.items[i]);
            nkwd++;
        }
    if (nkwd) {
        EMIT(OP_BUILD_MAP, nkwd);
        flags |= MF_KWDEFAULTS;
    }
    value qn = qualname_for(u, name);
    if (!qn)
        return cmp_nomem(c);
    cunit fu;
    int firstline = u->cur_line;
    if (cu_init(c, &fu, st, name, qn, firstline) < 0) {
        cu_free(&fu);
        return -1;
    }
    if (st->generator || st->coroutine) {
        /* the call makes the generator (coroutine, async generator); a
         * resume starts with the value sent, None the first time */
        cu_emit(&fu, OP_RETURN_GENERATOR, 0, NULL);
        cu_emit(&fu, OP_POP_TOP, 0, NULL);
    }
    if (lambda_body) {
        cmp_expr(&fu, lambda_body);
        cu_emit(&fu, OP_RETURN_VALUE, 0, NULL);
    } else {
        /* a leading string constant is the docstring */
        cmp_body(&fu, body);
        cu_emit(&fu, OP_LOAD_CONST, (uint32_t)cu_const(&fu, V_NONE), NULL);
        cu_emit(&fu, OP_RETURN_VALUE, 0, NULL);
    }
    int kind = !st->coroutine ? (st->generator ? CO_GENERATOR : 0) : st->generator ? CO_ASYNC_GENERATOR : CO_COROUTINE;
    int coflags = (args->vararg ? CO_VARARGS : 0) | (args->kwarg ? CO_VARKEYWORDS : 0) | kind;
    value code = cu_finish(&fu, args->posonlyargs.count + args->args.count, args->posonlyargs.count,
                           args->kwonlyargs.count, coflags);
    if (code && is_docstring(body)) {
        ast_constant *k = &body->items[0]->v.expr.value->v.constant.value;
        AS_CODE(code)->doc = str_new(c->vm, k->u.s.data, (int64_t)k->u.s.len);
        if (!AS_CODE(code)->doc)
            return cmp_nomem(c);
    }
    cu_free(&fu);
    if (!code)
        return -1;
    return make_closure(u, code, qn, flags);
}

int cmp_await(cunit *u, int where)
{
    /* the awaitable runs until it returns, as `yield from` runs a
     * delegate: what it yields goes up to whoever drives this coroutine */
    EMIT(OP_GET_AWAITABLE, where);
    EMIT(OP_LOAD_CONST, cu_const(u, V_NONE));
    int send = EMIT(OP_SEND, 0);
    EMIT(OP_YIELD_VALUE, 1);
    EMIT(OP_JUMP, send);
    cu_patch(u, send, u->n);
    return 0;
}

static int comp_loops(cunit *fu, ast_expr *e, ast_comprehension_seq *gens, int gi, ast_expr *elt, ast_expr *val)
{
    cunit *u = fu;
    ast_comprehension *g = gens->items[gi];
    if (gi == 0)
        EMIT(OP_LOAD_FAST, 0);
    else {
        cmp_expr(u, g->iter);
        EMIT(g->is_async ? OP_GET_AITER : OP_GET_ITER, 0);
    }
    int start, handler = -1;
    if (g->is_async) {
        /* the next item is await __anext__(); StopAsyncIteration ends
         * the loop (END_ASYNC_FOR) */
        start = handler = EMIT(OP_SETUP_FINALLY, 0);
        EMIT(OP_GET_ANEXT, 0);
        EMIT(OP_LOAD_CONST, cu_const(u, V_NONE));
        int send = EMIT(OP_SEND, 0);
        EMIT(OP_YIELD_VALUE, 1);
        EMIT(OP_JUMP, send);
        cu_patch(u, send, u->n);
        EMIT(OP_POP_BLOCK, 0);
    } else
        start = EMIT(OP_FOR_ITER, 0);
    cmp_store(u, g->target);
    int skips = JL_NONE; /* each failed `if` back to the FOR_ITER */
    for (int i = 0; i < g->ifs.count; i++)
        cmp_jump_if_list(u, g->ifs.items[i], false, &skips);
    if (gi + 1 < gens->count)
        comp_loops(fu, e, gens, gi + 1, elt, val);
    else {
        int depth = gens->count + 1;
        if (e->kind == AST_DictComp) {
            cmp_expr(u, elt);
            cmp_expr(u, val);
            EMIT(OP_MAP_ADD, depth);
        } else if (e->kind == AST_GeneratorExp) {
            cmp_expr(u, elt);
            EMIT(OP_YIELD_VALUE, 0);
            EMIT(OP_POP_TOP, 0);
        } else {
            cmp_expr(u, elt);
            EMIT(e->kind == AST_SetComp ? OP_SET_ADD : OP_LIST_APPEND, depth);
        }
    }
    cu_jl_patch(u, skips, start);
    EMIT(OP_JUMP, start);
    if (handler >= 0) {
        cu_patch(u, handler, u->n);
        EMIT(OP_END_ASYNC_FOR, 0);
    } else
        cu_patch(u, start, u->n);
    return 0;
}

static int compile_comp(cunit *u, ast_expr *e)
{
    compiler *c = u->c;
    ast_comprehension_seq *gens = e->kind == AST_DictComp ? &e->v.dictcomp.generators : &e->v.comp.generators;
    ast_expr *elt = e->kind == AST_DictComp ? e->v.dictcomp.key : e->v.comp.elt;
    ast_expr *val = e->kind == AST_DictComp ? e->v.dictcomp.value : NULL;
    st_scope *st = st_child(u->st, e);
    if (!st)
        return cmp_error(c, e->lineno, e->col_offset, "internal: comprehension scope not found");
    const char *name = e->kind == AST_ListComp ? "<listcomp>" : e->kind == AST_SetComp ? "<setcomp>"
                     : e->kind == AST_DictComp ? "<dictcomp>" : "<genexpr>";
    value qn = qualname_for(u, name);
    if (!qn)
        return cmp_nomem(c);
    cunit fu;
    if (cu_init(c, &fu, st, name, qn, e->lineno) < 0) {
        cu_free(&fu);
        return -1;
    }
    cmp_set_pos(&fu, e->lineno, e->col_offset, e->end_lineno, e->end_col_offset);
    bool genexp = e->kind == AST_GeneratorExp;
    if (genexp || st->coroutine) {
        /* a generator function of one argument, the first iterable (an
         * async generator when asynchronous); an asynchronous list/set/
         * dict comprehension is a coroutine, awaited where it stands */
        cu_emit(&fu, OP_RETURN_GENERATOR, 0, NULL);
        cu_emit(&fu, OP_POP_TOP, 0, NULL);
    }
    if (!genexp)
        cu_emit(&fu, e->kind == AST_SetComp ? OP_BUILD_SET : e->kind == AST_DictComp ? OP_BUILD_MAP : OP_BUILD_LIST,
                0, NULL);
    comp_loops(&fu, e, gens, 0, elt, val);
    if (genexp)
        cu_emit(&fu, OP_LOAD_CONST, (uint32_t)cu_const(&fu, V_NONE), NULL);
    cu_emit(&fu, OP_RETURN_VALUE, 0, NULL);
    int kind = !st->coroutine ? (genexp ? CO_GENERATOR : 0) : genexp ? CO_ASYNC_GENERATOR : CO_COROUTINE;
    value code = cu_finish(&fu, 1, 0, 0, CO_COMPREHENSION | kind);
    value freevars = code ? AS_CODE(code)->freevars : V_NULL;
    cu_free(&fu);
    if (!code)
        return -1;
    int flags = 0;
    if (AS_TUPLE(freevars)->len) {
        for (int64_t i = 0; i < AS_TUPLE(freevars)->len; i++) {
            /* index in our cells, then our frees */
            int idx = cu_deref_index(u, str_cstr(AS_TUPLE(freevars)->items[i]));
            if (idx < 0)
                return cmp_error(c, e->lineno, e->col_offset, "internal: closure variable not found");
            EMIT(OP_LOAD_CLOSURE, idx);
        }
        EMIT(OP_BUILD_TUPLE, AS_TUPLE(freevars)->len);
        flags |= MF_CLOSURE;
    }
    EMIT(OP_LOAD_CONST, cu_const(u, code));
    EMIT(OP_LOAD_CONST, cu_const(u, qn));
    EMIT(OP_MAKE_FUNCTION, flags);
    cmp_expr(u, gens->items[0]->iter);
    POS(e);
    EMIT(gens->items[0]->is_async ? OP_GET_AITER : OP_GET_ITER, 0);
    EMIT(OP_CALL, 1);
    if (st->coroutine && !genexp)
        cmp_await(u, 0);
    return 0;
}

static int compile_call(cunit *u, ast_expr *e)
{
    ast_expr *f = e->v.call.func;
    ast_expr_seq *args = &e->v.call.args;
    ast_keyword_seq *kws = &e->v.call.keywords;
    bool star = has_starred(args);
    for (int i = 0; i < kws->count; i++)
        if (!kws->items[i]->arg)
            star = true;
    if (!star && f->kind == AST_Attribute) {
        cmp_expr(u, f->v.attribute.value);
        POS(f);
        EMIT(OP_LOAD_METHOD, cu_attr(u, f->v.attribute.attr));
        for (int i = 0; i < args->count; i++)
            cmp_expr(u, args->items[i]);
        for (int i = 0; i < kws->count; i++)
            cmp_expr(u, kws->items[i]->value);
        POS(e);
        if (kws->count) {
            value names = tuple_new(u->c->vm, kws->count);
            if (!names)
                return cmp_nomem(u->c);
            for (int i = 0; i < kws->count; i++)
                if (!(AS_TUPLE(names)->items[i] = str_intern_cstr(u->c->vm, kws->items[i]->arg)))
                    return cmp_nomem(u->c);
            EMIT(OP_LOAD_CONST, cu_const(u, names));
            return EMIT(OP_CALL_METHOD_KW, args->count + kws->count);
        }
        return EMIT(OP_CALL_METHOD, args->count);
    }
    cmp_expr(u, f);
    if (!star) {
        for (int i = 0; i < args->count; i++)
            cmp_expr(u, args->items[i]);
        for (int i = 0; i < kws->count; i++)
            cmp_expr(u, kws->items[i]->value);
        POS(e);
        if (kws->count) {
            value names = tuple_new(u->c->vm, kws->count);
            if (!names)
                return cmp_nomem(u->c);
            for (int i = 0; i < kws->count; i++)
                if (!(AS_TUPLE(names)->items[i] = str_intern_cstr(u->c->vm, kws->items[i]->arg)))
                    return cmp_nomem(u->c);
            EMIT(OP_LOAD_CONST, cu_const(u, names));
            return EMIT(OP_CALL_KW, args->count + kws->count);
        }
        return EMIT(OP_CALL, args->count);
    }
    if (args->count == 1 && args->items[0]->kind == AST_Starred) {
        /* f(*x): x itself, made a tuple (CPython's error names f) */
        cmp_expr(u, args->items[0]->v.starred.value);
        EMIT(OP_LIST_TO_TUPLE, 1);
    } else
        build_seq(u, args, OP_BUILD_TUPLE, true);
    int flag = 0;
    if (kws->count) {
        flag = 1;
        EMIT(OP_BUILD_MAP, 0);
        for (int i = 0; i < kws->count; i++) {
            ast_keyword *k = kws->items[i];
            if (k->arg) {
                value name = str_intern_cstr(u->c->vm, k->arg);
                if (!name)
                    return cmp_nomem(u->c);
                EMIT(OP_LOAD_CONST, cu_const(u, name));
                cmp_expr(u, k->value);
                EMIT(OP_BUILD_MAP, 1);
                EMIT(OP_DICT_MERGE, 1);
            } else {
                cmp_expr(u, k->value);
                EMIT(OP_DICT_MERGE, 1);
            }
        }
    }
    POS(e);
    return EMIT(OP_CALL_EX, flag);
}

static int compile_compare(cunit *u, ast_expr *e)
{
    static const int cmpmap[] = {[AST_Eq] = CMP_EQ, [AST_NotEq] = CMP_NE, [AST_Lt] = CMP_LT,
                                 [AST_LtE] = CMP_LE, [AST_Gt] = CMP_GT, [AST_GtE] = CMP_GE};
    cmp_expr(u, e->v.compare.left);
    int n = e->v.compare.ops.count;
    int cleanups = JL_NONE; /* a false link's jump to the cleanup */
    for (int i = 0; i < n; i++) {
        cmp_expr(u, e->v.compare.comparators.items[i]);
        if (i < n - 1) {
            EMIT(OP_DUP_TOP, 0);
            EMIT(OP_ROT_THREE, 0);
        }
        POS(e);
        int op = e->v.compare.ops.items[i];
        if (op == AST_Is || op == AST_IsNot)
            EMIT(OP_IS_OP, op == AST_IsNot);
        else if (op == AST_In || op == AST_NotIn)
            EMIT(OP_CONTAINS_OP, op == AST_NotIn);
        else
            EMIT(OP_COMPARE_OP, cmpmap[op]);
        if (i < n - 1)
            cu_jl_emit(u, &cleanups, OP_JUMP_IF_FALSE_OR_POP);
    }
    if (n > 1) {
        int end = EMIT(OP_JUMP, 0);
        cu_jl_patch(u, cleanups, u->n);
        EMIT(OP_ROT_TWO, 0);
        EMIT(OP_POP_TOP, 0);
        cu_patch(u, end, u->n);
    }
    return 0;
}

int cmp_jump_if(cunit *u, ast_expr *e, bool cond)
{
    if (e->kind == AST_UnaryOp && e->v.unaryop.op == AST_Not)
        return cmp_jump_if(u, e->v.unaryop.operand, !cond);
    cmp_expr(u, e);
    return EMIT(cond ? OP_POP_JUMP_IF_TRUE : OP_POP_JUMP_IF_FALSE, 0);
}

void cmp_jump_if_list(cunit *u, ast_expr *e, bool cond, int *list)
{
    if (e->kind == AST_UnaryOp && e->v.unaryop.op == AST_Not) {
        cmp_jump_if_list(u, e->v.unaryop.operand, !cond, list);
        return;
    }
    cmp_expr(u, e);
    cu_jl_emit(u, list, cond ? OP_POP_JUMP_IF_TRUE : OP_POP_JUMP_IF_FALSE);
}

static int compile_fstring(cunit *u, ast_expr *e)
{
    ast_expr_seq *vals = &e->v.joinedstr.values;
    for (int i = 0; i < vals->count; i++) {
        ast_expr *v = vals->items[i];
        if (v->kind == AST_FormattedValue) {
            cmp_expr(u, v->v.formattedvalue.value);
            int flags = v->v.formattedvalue.conversion == 's' ? FV_STR : v->v.formattedvalue.conversion == 'r' ? FV_REPR
                      : v->v.formattedvalue.conversion == 'a' ? FV_ASCII : FV_NONE;
            if (v->v.formattedvalue.format_spec) {
                cmp_expr(u, v->v.formattedvalue.format_spec);
                flags |= FV_SPEC;
            }
            POS(v);
            EMIT(OP_FORMAT_VALUE, flags);
        } else {
            cmp_expr(u, v);
        }
    }
    if (vals->count == 1 && vals->items[0]->kind == AST_Constant)
        return 0;
    return EMIT(OP_BUILD_STRING, vals->count);
}

int cmp_expr(cunit *u, ast_expr *e)
{
    compiler *c = u->c;
    if (c->failed)
        return -1;
    if (++c->depth > CMP_MAX_DEPTH)
        return cmp_error(c, e->lineno, e->col_offset, "too many nested parentheses");
    switch (e->kind) {
    case AST_BoolOp: {
        int ends = JL_NONE;
        int n = e->v.boolop.values.count;
        for (int i = 0; i < n; i++) {
            cmp_expr(u, e->v.boolop.values.items[i]);
            if (i < n - 1)
                cu_jl_emit(u, &ends, e->v.boolop.op == AST_And ? OP_JUMP_IF_FALSE_OR_POP : OP_JUMP_IF_TRUE_OR_POP);
        }
        cu_jl_patch(u, ends, u->n);
        break;
    }
    case AST_NamedExpr:
        cmp_expr(u, e->v.namedexpr.value);
        EMIT(OP_DUP_TOP, 0);
        cu_name_op(u, e->v.namedexpr.target->v.name.id, AST_Store);
        break;
    case AST_BinOp:
        if (e->v.binop.left->kind != AST_BinOp) {
            cmp_expr(u, e->v.binop.left);
            cmp_expr(u, e->v.binop.right);
            POS(e);
            EMIT(OP_BINARY_OP, binop_map[e->v.binop.op]);
        } else {
            /* a chain (a + b + c ...): in a loop, as the symtable walks it */
            int n;
            ast_expr **spine = st_binop_spine(c->arena, e, &n);
            if (!spine)
                return cmp_nomem(c);
            cmp_expr(u, spine[0]->v.binop.left);
            for (int i = 0; i < n; i++) {
                cmp_expr(u, spine[i]->v.binop.right);
                POS(spine[i]);
                EMIT(OP_BINARY_OP, binop_map[spine[i]->v.binop.op]);
            }
        }
        break;
    case AST_UnaryOp:
        cmp_expr(u, e->v.unaryop.operand);
        POS(e);
        EMIT(e->v.unaryop.op == AST_Not ? OP_UNARY_NOT : e->v.unaryop.op == AST_USub ? OP_UNARY_NEGATIVE
             : e->v.unaryop.op == AST_UAdd ? OP_UNARY_POSITIVE : OP_UNARY_INVERT, 0);
        break;
    case AST_Lambda:
        cmp_make_function(u, e, "<lambda>", e->v.lambda.args, NULL, e->v.lambda.body);
        break;
    case AST_IfExp: {
        /* `a if x else b if y else ...` in a loop, whatever its length */
        int ends = JL_NONE;
        ast_expr *x = e;
        for (; x->kind == AST_IfExp; x = x->v.ifexp.orelse) {
            int j = cmp_jump_if(u, x->v.ifexp.test, false);
            cmp_expr(u, x->v.ifexp.body);
            cu_jl_emit(u, &ends, OP_JUMP);
            cu_patch(u, j, u->n);
        }
        cmp_expr(u, x);
        cu_jl_patch(u, ends, u->n);
        break;
    }
    case AST_Dict: {
        bool splat = false;
        for (int i = 0; i < e->v.dict.keys.count; i++)
            if (!e->v.dict.keys.items[i])
                splat = true;
        if (!splat) {
            for (int i = 0; i < e->v.dict.keys.count; i++) {
                cmp_expr(u, e->v.dict.keys.items[i]);
                cmp_expr(u, e->v.dict.values.items[i]);
            }
            POS(e);
            EMIT(OP_BUILD_MAP, e->v.dict.keys.count);
        } else {
            EMIT(OP_BUILD_MAP, 0);
            for (int i = 0; i < e->v.dict.keys.count; i++) {
                if (e->v.dict.keys.items[i]) {
                    cmp_expr(u, e->v.dict.keys.items[i]);
                    cmp_expr(u, e->v.dict.values.items[i]);
                    EMIT(OP_MAP_ADD, 1);
                } else {
                    cmp_expr(u, e->v.dict.values.items[i]);
                    EMIT(OP_DICT_UPDATE, 1);
                }
            }
        }
        break;
    }
    case AST_Set:
        if (has_starred(&e->v.set.elts)) {
            EMIT(OP_BUILD_SET, 0);
            for (int i = 0; i < e->v.set.elts.count; i++) {
                ast_expr *x = e->v.set.elts.items[i];
                if (x->kind == AST_Starred) {
                    cmp_expr(u, x->v.starred.value);
                    EMIT(OP_SET_UPDATE, 1);
                } else {
                    cmp_expr(u, x);
                    EMIT(OP_SET_ADD, 1);
                }
            }
        } else {
            for (int i = 0; i < e->v.set.elts.count; i++)
                cmp_expr(u, e->v.set.elts.items[i]);
            EMIT(OP_BUILD_SET, e->v.set.elts.count);
        }
        break;
    case AST_ListComp: case AST_SetComp: case AST_DictComp: case AST_GeneratorExp:
        compile_comp(u, e);
        break;
    case AST_Await:
        cmp_expr(u, e->v.await.value);
        POS(e);
        cmp_await(u, 0);
        break;
    case AST_Yield:
        if (e->v.yield.value)
            cmp_expr(u, e->v.yield.value);
        else
            EMIT(OP_LOAD_CONST, cu_const(u, V_NONE));
        POS(e);
        EMIT(OP_YIELD_VALUE, 0);
        break;
    case AST_YieldFrom: {
        /* the delegate runs until it returns: each item it yields is
         * yielded from here, each value sent here is sent to it */
        cmp_expr(u, e->v.yieldfrom.value);
        POS(e);
        EMIT(OP_GET_YIELD_FROM_ITER, 0);
        EMIT(OP_LOAD_CONST, cu_const(u, V_NONE));
        int send = EMIT(OP_SEND, 0);
        EMIT(OP_YIELD_VALUE, 1);
        EMIT(OP_JUMP, send);
        cu_patch(u, send, u->n);
        break;
    }
    case AST_Compare: compile_compare(u, e); break;
    case AST_Call: compile_call(u, e); break;
    case AST_FormattedValue: case AST_JoinedStr: compile_fstring(u, e); break;
    case AST_Constant:
        if (e->v.constant.value.kind == AST_CONST_IMAG) {
            cmp_error(c, e->lineno, e->col_offset, "pysafe does not support complex numbers");
            break;
        }
        load_const(u, const_value(u, &e->v.constant.value));
        break;
    case AST_Attribute:
        cmp_expr(u, e->v.attribute.value);
        POS(e);
        EMIT(OP_LOAD_ATTR, cu_attr(u, e->v.attribute.attr));
        break;
    case AST_Subscript:
        cmp_expr(u, e->v.subscript.value);
        cmp_expr(u, e->v.subscript.slice);
        POS(e);
        EMIT(OP_BINARY_SUBSCR, 0);
        break;
    case AST_Starred:
        cmp_error(c, e->lineno, e->col_offset, "can't use starred expression here");
        break;
    case AST_Name:
        POS(e);
        cu_name_op(u, e->v.name.id, AST_Load);
        break;
    case AST_List: build_seq(u, &e->v.list.elts, OP_BUILD_LIST, false); break;
    case AST_Tuple: build_seq(u, &e->v.tuple.elts, OP_BUILD_TUPLE, true); break;
    case AST_Slice: {
        int n = 2;
        if (e->v.slice.lower) cmp_expr(u, e->v.slice.lower); else load_const(u, V_NONE);
        if (e->v.slice.upper) cmp_expr(u, e->v.slice.upper); else load_const(u, V_NONE);
        if (e->v.slice.step) {
            cmp_expr(u, e->v.slice.step);
            n = 3;
        }
        EMIT(OP_BUILD_SLICE, n);
        break;
    }
    }
    c->depth--;
    return c->failed ? -1 : 0;
}

static int store_seq(cunit *u, ast_expr_seq *elts, ast_expr *e)
{
    int star = -1;
    for (int i = 0; i < elts->count; i++)
        if (elts->items[i]->kind == AST_Starred) {
            if (star >= 0)
                return cmp_error(u->c, e->lineno, e->col_offset, "multiple starred expressions in assignment");
            star = i;
        }
    POS(e);
    if (star < 0)
        EMIT(OP_UNPACK_SEQUENCE, elts->count);
    else {
        int after = elts->count - star - 1;
        if (star > 255 || after > 255)
            return cmp_error(u->c, e->lineno, e->col_offset, "too many expressions in star-unpacking assignment");
        EMIT(OP_UNPACK_EX, star | (after << 8));
    }
    for (int i = 0; i < elts->count; i++) {
        ast_expr *t = elts->items[i];
        cmp_store(u, t->kind == AST_Starred ? t->v.starred.value : t);
    }
    return 0;
}

int cmp_store(cunit *u, ast_expr *e)
{
    switch (e->kind) {
    case AST_Name: return cu_name_op(u, e->v.name.id, AST_Store);
    case AST_Attribute:
        cmp_expr(u, e->v.attribute.value);
        POS(e);
        return EMIT(OP_STORE_ATTR, cu_attr(u, e->v.attribute.attr));
    case AST_Subscript:
        cmp_expr(u, e->v.subscript.value);
        cmp_expr(u, e->v.subscript.slice);
        POS(e);
        return EMIT(OP_STORE_SUBSCR, 0);
    case AST_Tuple: return store_seq(u, &e->v.tuple.elts, e);
    case AST_List: return store_seq(u, &e->v.list.elts, e);
    case AST_Starred:
        return cmp_error(u->c, e->lineno, e->col_offset, "starred assignment target must be in a list or tuple");
    default:
        return cmp_error(u->c, e->lineno, e->col_offset, "cannot assign to expression");
    }
}

int cmp_delete(cunit *u, ast_expr *e)
{
    POS(e);
    switch (e->kind) {
    case AST_Name: return cu_name_op(u, e->v.name.id, AST_Del);
    case AST_Attribute:
        cmp_expr(u, e->v.attribute.value);
        POS(e);
        return EMIT(OP_DELETE_ATTR, cu_attr(u, e->v.attribute.attr));
    case AST_Subscript:
        cmp_expr(u, e->v.subscript.value);
        cmp_expr(u, e->v.subscript.slice);
        POS(e);
        return EMIT(OP_DELETE_SUBSCR, 0);
    case AST_Tuple: case AST_List: {
        ast_expr_seq *s = e->kind == AST_Tuple ? &e->v.tuple.elts : &e->v.list.elts;
        for (int i = 0; i < s->count; i++)
            cmp_delete(u, s->items[i]);
        return 0;
    }
    default:
        return cmp_error(u->c, e->lineno, e->col_offset, "cannot delete expression");
    }
}

int cmp_augassign(cunit *u, ast_stmt *s)
{
    ast_expr *t = s->v.augassign.target;
    int op = binop_map[s->v.augassign.op] | BOP_INPLACE;
    switch (t->kind) {
    case AST_Name:
        POS(t);
        cu_name_op(u, t->v.name.id, AST_Load);
        cmp_expr(u, s->v.augassign.value);
        cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
        EMIT(OP_BINARY_OP, op);
        return cu_name_op(u, t->v.name.id, AST_Store);
    case AST_Attribute:
        cmp_expr(u, t->v.attribute.value);
        EMIT(OP_DUP_TOP, 0);
        POS(t);
        EMIT(OP_LOAD_ATTR, cu_attr(u, t->v.attribute.attr));
        cmp_expr(u, s->v.augassign.value);
        cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
        EMIT(OP_BINARY_OP, op);
        EMIT(OP_ROT_TWO, 0);
        return EMIT(OP_STORE_ATTR, cu_attr(u, t->v.attribute.attr));
    case AST_Subscript:
        cmp_expr(u, t->v.subscript.value);
        cmp_expr(u, t->v.subscript.slice);
        EMIT(OP_DUP_TOP_TWO, 0);
        POS(t);
        EMIT(OP_BINARY_SUBSCR, 0);
        cmp_expr(u, s->v.augassign.value);
        cmp_set_pos(u, s->lineno, s->col_offset, s->end_lineno, s->end_col_offset);
        EMIT(OP_BINARY_OP, op);
        EMIT(OP_ROT_THREE, 0);
        return EMIT(OP_STORE_SUBSCR, 0);
    default:
        return cmp_error(u->c, t->lineno, t->col_offset, "'expression' is an illegal expression for augmented assignment");
    }
}

/* compile_match.c's literal keys and singletons */
value cmp_const_value(cunit *u, ast_constant *k) { return const_value(u, k); }
