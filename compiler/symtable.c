/*
 * symtable.c - build the scopes and resolve every name to local, global,
 * free or cell, with CPython's errors for misplaced global/nonlocal.
 *
 * The walk recurses over the AST; its depth is capped (ST_MAX_DEPTH) so a
 * hostile, deeply nested tree gives a clean error, not a C stack overflow.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "symtable.h"

#define ST_MAX_DEPTH 200

typedef struct st_ctx {
    ps_arena *a;
    st_error *err;
    st_scope *cur;
    int depth;
    int comp_iter; /* inside a comprehension's iterable (where := is an error) */
    bool failed;
} st_ctx;

__attribute__((format(printf, 4, 5))) static void fail(st_ctx *c, int line, int col, const char *fmt, ...)
{
    va_list ap;
    if (c->failed)
        return;
    c->failed = true;
    va_start(ap, fmt);
    vsnprintf(c->err->msg, sizeof c->err->msg, fmt, ap);
    va_end(ap);
    c->err->lineno = line;
    c->err->col = col;
    c->err->end_lineno = line;
    c->err->end_col = col;
}

static void nomem(st_ctx *c)
{
    if (!c->failed) {
        c->failed = true;
        c->err->msg[0] = 0;
    }
}

/* A scope with many names gets a hash index, so that compiling a module
 * of n distinct names costs O(n), not O(n^2): compilation runs before any
 * budget applies, and 40,000 names took 20 s with a linear search. */
#define ST_INDEX_FROM 16

static uint32_t st_hash(const char *name)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *name; name++)
        h = (h ^ (uint8_t)*name) * 16777619u;
    return h;
}

/* Most names in a scope differ in their first byte: settle those without
 * a call to strcmp (every name the compiler meets is looked up). */
static inline bool same_name(const char *a, const char *b)
{
    return a == b || (a[0] == b[0] && !strcmp(a, b));
}

const char *st_mangle(ps_arena *a, const st_scope *s, const char *name)
{
    if (name[0] != '_' || name[1] != '_')
        return name;
    size_t n = strlen(name);
    if ((n >= 4 && name[n - 1] == '_' && name[n - 2] == '_') || strchr(name, '.'))
        return name;
    while (s && s->kind != ST_CLASS)
        s = s->parent;
    if (!s)
        return name;
    const char *cls = s->name;
    while (*cls == '_')
        cls++;
    if (!*cls)
        return name;
    size_t cn = strlen(cls);
    char *m = arena_alloc(a, 1 + cn + n + 1);
    if (!m)
        return NULL;
    m[0] = '_';
    memcpy(m + 1, cls, cn);
    memcpy(m + 1 + cn, name, n + 1);
    return m;
}

st_sym *st_lookup(st_scope *s, const char *name)
{
    if (s->index) {
        for (uint32_t i = st_hash(name) & (uint32_t)(s->capindex - 1);; i = (i + 1) & (uint32_t)(s->capindex - 1)) {
            int k = s->index[i];
            if (!k)
                return NULL;
            if (same_name(s->syms[k - 1].name, name))
                return &s->syms[k - 1];
        }
    }
    for (int i = 0; i < s->nsyms; i++)
        if (same_name(s->syms[i].name, name))
            return &s->syms[i];
    return NULL;
}

static void index_put(st_scope *s, int k)
{
    uint32_t i = st_hash(s->syms[k].name) & (uint32_t)(s->capindex - 1);
    while (s->index[i])
        i = (i + 1) & (uint32_t)(s->capindex - 1);
    s->index[i] = k + 1;
}

/* After a sym was appended: keep the index (if the scope is big enough to
 * want one) holding every sym, at most half full. false: out of memory. */
static bool index_add(st_ctx *c, st_scope *s)
{
    if (s->nsyms < ST_INDEX_FROM)
        return true;
    if (s->index && s->nsyms * 2 <= s->capindex) {
        index_put(s, s->nsyms - 1);
        return true;
    }
    int cap = s->capindex ? s->capindex * 2 : 64;
    int *ix = arena_alloc(c->a, sizeof(int) * (size_t)cap);
    if (!ix)
        return false;
    memset(ix, 0, sizeof(int) * (size_t)cap);
    s->index = ix;
    s->capindex = cap;
    for (int k = 0; k < s->nsyms; k++)
        index_put(s, k);
    return true;
}

static st_sym *add_sym(st_ctx *c, const char *name, int flags, int line, int col)
{
    st_scope *s = c->cur;
    if (!(name = st_mangle(c->a, s, name))) {
        nomem(c);
        return NULL;
    }
    st_sym *y = st_lookup(s, name);
    if (!y) {
        if (s->nsyms == s->capsyms) {
            int ncap = s->capsyms ? s->capsyms * 2 : 8;
            st_sym *ns = arena_alloc(c->a, sizeof(st_sym) * (size_t)ncap);
            if (!ns) {
                nomem(c);
                return NULL;
            }
            if (s->nsyms)
                memcpy(ns, s->syms, sizeof(st_sym) * (size_t)s->nsyms);
            s->syms = ns;
            s->capsyms = ncap;
        }
        y = &s->syms[s->nsyms++];
        memset(y, 0, sizeof *y);
        y->name = name;
        y->lineno = line;
        y->col = col;
        if (!index_add(c, s)) {
            nomem(c);
            return NULL;
        }
    }
    if ((flags & DEF_GLOBAL) && (y->flags & (DEF_LOCAL | DEF_USE)) && !(y->flags & DEF_GLOBAL)) {
        fail(c, line, col, (y->flags & DEF_USE) ? "name '%s' is used prior to global declaration"
                                                : "name '%s' is assigned to before global declaration", name);
    }
    if ((flags & DEF_NONLOCAL) && (y->flags & (DEF_LOCAL | DEF_USE)) && !(y->flags & DEF_NONLOCAL)) {
        fail(c, line, col, (y->flags & DEF_USE) ? "name '%s' is used prior to nonlocal declaration"
                                                : "name '%s' is assigned to before nonlocal declaration", name);
    }
    if ((flags & DEF_PARAM) && (y->flags & DEF_PARAM))
        fail(c, line, col, "duplicate argument '%s' in function definition", name);
    y->flags |= flags;
    return y;
}

static st_scope *new_scope(st_ctx *c, int kind, const char *name, const void *node)
{
    st_scope *s = arena_alloc(c->a, sizeof *s);
    if (!s) {
        nomem(c);
        return NULL;
    }
    /* field by field: neither arena_calloc's memset nor a compound
     * literal, which gcc also clears with `rep stos` (slow to start on 88
     * bytes); every compile makes a scope. A new field needs its line. */
    s->kind = kind;
    s->name = name;
    s->node = node;
    s->parent = c->cur;
    s->syms = NULL;
    s->nsyms = s->capsyms = 0;
    s->index = NULL;
    s->capindex = 0;
    s->children = NULL;
    s->nchildren = s->capchildren = 0;
    s->nparams = 0;
    s->generator = kind == ST_COMP && ((const ast_expr *)node)->kind == AST_GeneratorExp;
    s->coroutine = false;
    st_scope *p = c->cur;
    if (p) {
        if (p->nchildren == p->capchildren) {
            int ncap = p->capchildren ? p->capchildren * 2 : 4;
            st_scope **nc = arena_alloc(c->a, sizeof(st_scope *) * (size_t)ncap);
            if (!nc) {
                nomem(c);
                return NULL;
            }
            if (p->nchildren)
                memcpy(nc, p->children, sizeof(st_scope *) * (size_t)p->nchildren);
            p->children = nc;
            p->capchildren = ncap;
        }
        p->children[p->nchildren++] = s;
    }
    return s;
}

static void visit_expr(st_ctx *c, ast_expr *e);
static void visit_stmts(st_ctx *c, ast_stmt_seq *b);

static void visit_exprs(st_ctx *c, ast_expr_seq *s)
{
    for (int i = 0; i < s->count && !c->failed; i++)
        if (s->items[i])
            visit_expr(c, s->items[i]);
}

static void add_params(st_ctx *c, ast_arguments *a)
{
    ast_arg_seq *seqs[3] = {&a->posonlyargs, &a->args, &a->kwonlyargs};
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < seqs[k]->count; i++) {
            ast_arg *g = seqs[k]->items[i];
            add_sym(c, g->arg, DEF_PARAM, g->lineno, g->col_offset);
            c->cur->nparams++;
        }
    if (a->vararg) {
        add_sym(c, a->vararg->arg, DEF_PARAM, a->vararg->lineno, a->vararg->col_offset);
        c->cur->nparams++;
    }
    if (a->kwarg) {
        add_sym(c, a->kwarg->arg, DEF_PARAM, a->kwarg->lineno, a->kwarg->col_offset);
        c->cur->nparams++;
    }
}

static void visit_defaults(st_ctx *c, ast_arguments *a)
{
    visit_exprs(c, &a->defaults);
    visit_exprs(c, &a->kw_defaults);
}

static void visit_comp(st_ctx *c, ast_expr *e, ast_comprehension_seq *gens, ast_expr *elt, ast_expr *val)
{
    /* The first iterable is evaluated in the enclosing scope. */
    c->comp_iter++;
    visit_expr(c, gens->items[0]->iter);
    c->comp_iter--;
    st_scope *s = new_scope(c, ST_COMP, "<listcomp>", e);
    if (!s)
        return;
    st_scope *saved = c->cur;
    c->cur = s;
    add_sym(c, ".0", DEF_PARAM, e->lineno, e->col_offset);
    s->nparams = 1;
    for (int i = 0; i < gens->count && !c->failed; i++) {
        ast_comprehension *g = gens->items[i];
        visit_expr(c, g->target);
        if (i) {
            c->comp_iter++;
            visit_expr(c, g->iter);
            c->comp_iter--;
        }
        visit_exprs(c, &g->ifs);
    }
    if (elt)
        visit_expr(c, elt);
    if (val)
        visit_expr(c, val);
    c->cur = saved;
    for (int i = 0; i < gens->count; i++)
        if (gens->items[i]->is_async)
            s->coroutine = true;
    /* An async generator expression is a value like any other; an async
     * list/set/dict comprehension is awaited where it stands, so that
     * scope must be able to await (CPython's compiler checks the same). */
    if (s->coroutine && e->kind != AST_GeneratorExp && !c->failed) {
        if (saved->kind == ST_COMP || saved->kind == ST_MODULE || (saved->kind == ST_FUNCTION && saved->coroutine))
            saved->coroutine = true;
        else
            fail(c, e->lineno, e->col_offset, "asynchronous comprehension outside of an asynchronous function%s", "");
    }
}

/* An await, `async for` or `async with` (what: its name in the message) in
 * the current scope: the module's makes it a coroutine (top-level await,
 * as hosts compile with PyCF_ALLOW_TOP_LEVEL_AWAIT), a comprehension's
 * makes it asynchronous; elsewhere it needs an async def. */
static void await_here(st_ctx *c, int line, int col, const char *what)
{
    st_scope *s = c->cur;
    if (s->kind == ST_MODULE || s->kind == ST_COMP || (s->kind == ST_FUNCTION && s->coroutine))
        s->coroutine = true;
    else if (s->kind == ST_CLASS && !strcmp(what, "'await'"))
        fail(c, line, col, "'await' outside function%s", "");
    else
        fail(c, line, col, "%s outside async function", what);
}

ast_expr **st_binop_spine(ps_arena *a, ast_expr *e, int *n)
{
    int k = 0;
    for (ast_expr *x = e; x->kind == AST_BinOp; x = x->v.binop.left)
        k++;
    ast_expr **spine = arena_alloc(a, sizeof(ast_expr *) * (size_t)k);
    if (!spine)
        return NULL;
    int i = k;
    for (ast_expr *x = e; x->kind == AST_BinOp; x = x->v.binop.left)
        spine[--i] = x;
    *n = k;
    return spine;
}

static void visit_expr(st_ctx *c, ast_expr *e)
{
    if (c->failed)
        return;
    if (++c->depth > ST_MAX_DEPTH) {
        fail(c, e->lineno, e->col_offset, "too many nested parentheses%s", "");
        return;
    }
    switch (e->kind) {
    case AST_BoolOp: visit_exprs(c, &e->v.boolop.values); break;
    case AST_NamedExpr: {
        if (c->comp_iter) {
            fail(c, e->lineno, e->col_offset,
                 "assignment expression cannot be used in a comprehension iterable expression%s", "");
            c->err->end_lineno = e->end_lineno; /* CPython marks the whole := */
            c->err->end_col = e->end_col_offset;
            break;
        }
        visit_expr(c, e->v.namedexpr.value);
        /* the target binds in the nearest non-comprehension scope (PEP
         * 572): each comprehension on the way reaches it as a free
         * variable of a function, or as a global of the module */
        const char *name = e->v.namedexpr.target->v.name.id;
        st_scope *saved = c->cur, *encl = c->cur;
        while (encl->kind == ST_COMP && encl->parent)
            encl = encl->parent;
        if (saved->kind == ST_COMP && encl->kind == ST_CLASS) {
            fail(c, e->lineno, e->col_offset,
                 "assignment expression within a comprehension cannot be used in a class body%s", "");
            break;
        }
        for (st_scope *s = saved; s != encl && !c->failed; s = s->parent) {
            st_sym *y = st_lookup(s, name);
            if (y && (y->flags & DEF_LOCAL) && !(y->flags & (DEF_NONLOCAL | DEF_GLOBAL))) {
                fail(c, e->lineno, e->col_offset, "assignment expression cannot rebind comprehension iteration variable '%s'",
                     name);
                break;
            }
            c->cur = s;
            y = add_sym(c, name, 0, e->lineno, e->col_offset);
            if (y)
                y->flags |= encl->kind == ST_MODULE ? DEF_GLOBAL : DEF_NONLOCAL;
        }
        c->cur = encl;
        if (!c->failed)
            add_sym(c, name, DEF_LOCAL, e->lineno, e->col_offset);
        c->cur = saved;
        break;
    }
    case AST_BinOp:
        if (e->v.binop.left->kind != AST_BinOp) {
            visit_expr(c, e->v.binop.left);
            visit_expr(c, e->v.binop.right);
        } else {
            /* a chain: its leftmost operand, then each right one in order */
            int n;
            ast_expr **spine = st_binop_spine(c->a, e, &n);
            if (!spine) {
                nomem(c);
                break;
            }
            visit_expr(c, spine[0]->v.binop.left);
            for (int i = 0; i < n && !c->failed; i++)
                visit_expr(c, spine[i]->v.binop.right);
        }
        break;
    case AST_UnaryOp: visit_expr(c, e->v.unaryop.operand); break;
    case AST_Lambda: {
        visit_defaults(c, e->v.lambda.args);
        st_scope *s = new_scope(c, ST_FUNCTION, "<lambda>", e);
        if (!s)
            break;
        st_scope *saved = c->cur;
        c->cur = s;
        add_params(c, e->v.lambda.args);
        visit_expr(c, e->v.lambda.body);
        c->cur = saved;
        break;
    }
    case AST_IfExp: {
        /* `a if x else b if y else ...` in a loop, whatever its length */
        ast_expr *x = e;
        for (; x->kind == AST_IfExp && !c->failed; x = x->v.ifexp.orelse) {
            visit_expr(c, x->v.ifexp.test);
            visit_expr(c, x->v.ifexp.body);
        }
        visit_expr(c, x);
        break;
    }
    case AST_Dict: visit_exprs(c, &e->v.dict.keys); visit_exprs(c, &e->v.dict.values); break;
    case AST_Set: visit_exprs(c, &e->v.set.elts); break;
    case AST_ListComp: case AST_SetComp: case AST_GeneratorExp:
        visit_comp(c, e, &e->v.comp.generators, e->v.comp.elt, NULL);
        break;
    case AST_DictComp:
        visit_comp(c, e, &e->v.dictcomp.generators, e->v.dictcomp.key, e->v.dictcomp.value);
        break;
    case AST_Yield: case AST_YieldFrom:
        if (c->cur->kind == ST_FUNCTION && e->kind == AST_YieldFrom && c->cur->coroutine)
            fail(c, e->lineno, e->col_offset, "'yield from' inside async function%s", "");
        else if (c->cur->kind == ST_FUNCTION)
            c->cur->generator = true;
        else if (c->cur->kind == ST_COMP) {
            int k = ((const ast_expr *)c->cur->node)->kind;
            fail(c, e->lineno, e->col_offset, "'yield' inside %s",
                 k == AST_ListComp ? "list comprehension" : k == AST_SetComp ? "set comprehension"
                 : k == AST_DictComp ? "dict comprehension" : "generator expression");
        } else
            fail(c, e->lineno, e->col_offset, "'yield' outside function%s", "");
        if (e->v.yield.value)
            visit_expr(c, e->v.yield.value);
        break;
    case AST_Await:
        await_here(c, e->lineno, e->col_offset, "'await'");
        visit_expr(c, e->v.await.value);
        break;
    case AST_Compare: visit_expr(c, e->v.compare.left); visit_exprs(c, &e->v.compare.comparators); break;
    case AST_Call:
        visit_expr(c, e->v.call.func);
        visit_exprs(c, &e->v.call.args);
        for (int i = 0; i < e->v.call.keywords.count; i++)
            visit_expr(c, e->v.call.keywords.items[i]->value);
        break;
    case AST_FormattedValue:
        visit_expr(c, e->v.formattedvalue.value);
        if (e->v.formattedvalue.format_spec)
            visit_expr(c, e->v.formattedvalue.format_spec);
        break;
    case AST_JoinedStr: visit_exprs(c, &e->v.joinedstr.values); break;
    case AST_Constant: break;
    case AST_Attribute: visit_expr(c, e->v.attribute.value); break;
    case AST_Subscript: visit_expr(c, e->v.subscript.value); visit_expr(c, e->v.subscript.slice); break;
    case AST_Starred: visit_expr(c, e->v.starred.value); break;
    case AST_Name:
        add_sym(c, e->v.name.id, e->v.name.ctx == AST_Load ? DEF_USE : DEF_LOCAL, e->lineno, e->col_offset);
        /* super() with no arguments reads the class from the implicit
         * __class__ cell of the class the function is defined in */
        if (e->v.name.ctx == AST_Load && c->cur->kind == ST_FUNCTION && !strcmp(e->v.name.id, "super"))
            add_sym(c, "__class__", DEF_USE, e->lineno, e->col_offset);
        break;
    case AST_List: visit_exprs(c, &e->v.list.elts); break;
    case AST_Tuple: visit_exprs(c, &e->v.tuple.elts); break;
    case AST_Slice:
        if (e->v.slice.lower) visit_expr(c, e->v.slice.lower);
        if (e->v.slice.upper) visit_expr(c, e->v.slice.upper);
        if (e->v.slice.step) visit_expr(c, e->v.slice.step);
        break;
    }
    c->depth--;
}

/* A case's pattern: the names it captures are the function's locals;
 * value patterns, class names and mapping keys are read. (The parser
 * bounds the nesting.) */
static void visit_pattern(st_ctx *c, ast_pattern *p)
{
    if (c->failed)
        return;
    switch (p->kind) {
    case AST_MatchValue: visit_expr(c, p->v.matchvalue.value); break;
    case AST_MatchSingleton: break;
    case AST_MatchSequence:
        for (int i = 0; i < p->v.matchsequence.patterns.count; i++)
            visit_pattern(c, p->v.matchsequence.patterns.items[i]);
        break;
    case AST_MatchMapping:
        visit_exprs(c, &p->v.matchmapping.keys);
        for (int i = 0; i < p->v.matchmapping.patterns.count; i++)
            visit_pattern(c, p->v.matchmapping.patterns.items[i]);
        if (p->v.matchmapping.rest)
            add_sym(c, p->v.matchmapping.rest, DEF_LOCAL, p->lineno, p->col_offset);
        break;
    case AST_MatchClass:
        visit_expr(c, p->v.matchclass.cls);
        for (int i = 0; i < p->v.matchclass.patterns.count; i++)
            visit_pattern(c, p->v.matchclass.patterns.items[i]);
        for (int i = 0; i < p->v.matchclass.kwd_patterns.count; i++)
            visit_pattern(c, p->v.matchclass.kwd_patterns.items[i]);
        break;
    case AST_MatchStar:
        if (p->v.matchstar.name)
            add_sym(c, p->v.matchstar.name, DEF_LOCAL, p->lineno, p->col_offset);
        break;
    case AST_MatchAs:
        if (p->v.matchas.pattern)
            visit_pattern(c, p->v.matchas.pattern);
        if (p->v.matchas.name)
            add_sym(c, p->v.matchas.name, DEF_LOCAL, p->lineno, p->col_offset);
        break;
    case AST_MatchOr:
        for (int i = 0; i < p->v.matchor.patterns.count; i++)
            visit_pattern(c, p->v.matchor.patterns.items[i]);
        break;
    }
}

static void visit_stmt(st_ctx *c, ast_stmt *s)
{
    if (c->failed)
        return;
    if (++c->depth > ST_MAX_DEPTH) {
        fail(c, s->lineno, s->col_offset, "too many statically nested blocks%s", "");
        return;
    }
    switch (s->kind) {
    case AST_FunctionDef: case AST_AsyncFunctionDef: {
        visit_exprs(c, &s->v.functiondef.decorator_list);
        visit_defaults(c, s->v.functiondef.args);
        add_sym(c, s->v.functiondef.name, DEF_LOCAL, s->lineno, s->col_offset);
        st_scope *sc = new_scope(c, ST_FUNCTION, s->v.functiondef.name, s);
        if (!sc)
            break;
        sc->coroutine = s->kind == AST_AsyncFunctionDef;
        st_scope *saved = c->cur;
        c->cur = sc;
        add_params(c, s->v.functiondef.args);
        visit_stmts(c, &s->v.functiondef.body);
        c->cur = saved;
        break;
    }
    case AST_ClassDef: {
        visit_exprs(c, &s->v.classdef.decorator_list);
        visit_exprs(c, &s->v.classdef.bases);
        for (int i = 0; i < s->v.classdef.keywords.count; i++)
            visit_expr(c, s->v.classdef.keywords.items[i]->value);
        add_sym(c, s->v.classdef.name, DEF_LOCAL, s->lineno, s->col_offset);
        st_scope *sc = new_scope(c, ST_CLASS, s->v.classdef.name, s);
        if (!sc)
            break;
        st_scope *saved = c->cur;
        c->cur = sc;
        visit_stmts(c, &s->v.classdef.body);
        c->cur = saved;
        break;
    }
    case AST_Return: if (s->v.return_.value) visit_expr(c, s->v.return_.value); break;
    case AST_Delete: visit_exprs(c, &s->v.delete_.targets); break;
    case AST_Assign: visit_expr(c, s->v.assign.value); visit_exprs(c, &s->v.assign.targets); break;
    case AST_AugAssign:
        visit_expr(c, s->v.augassign.value);
        if (s->v.augassign.target->kind == AST_Name)
            add_sym(c, s->v.augassign.target->v.name.id, DEF_LOCAL | DEF_USE, s->lineno, s->col_offset);
        else
            visit_expr(c, s->v.augassign.target);
        break;
    case AST_AnnAssign:
        if (s->v.annassign.value)
            visit_expr(c, s->v.annassign.value);
        if (s->v.annassign.target->kind == AST_Name) {
            if (s->v.annassign.value)
                add_sym(c, s->v.annassign.target->v.name.id, DEF_LOCAL, s->lineno, s->col_offset);
        } else
            visit_expr(c, s->v.annassign.target);
        /* a class body evaluates its annotations (into __annotations__) */
        if (c->cur->kind == ST_CLASS)
            visit_expr(c, s->v.annassign.annotation);
        break;
    case AST_For: case AST_AsyncFor:
        if (s->kind == AST_AsyncFor)
            await_here(c, s->lineno, s->col_offset, "'async for'");
        visit_expr(c, s->v.for_.iter);
        visit_expr(c, s->v.for_.target);
        visit_stmts(c, &s->v.for_.body);
        visit_stmts(c, &s->v.for_.orelse);
        break;
    case AST_While:
        visit_expr(c, s->v.while_.test);
        visit_stmts(c, &s->v.while_.body);
        visit_stmts(c, &s->v.while_.orelse);
        break;
    case AST_If: {
        /* an elif chain in a loop, whatever its length */
        ast_stmt *x = s;
        for (;;) {
            visit_expr(c, x->v.if_.test);
            visit_stmts(c, &x->v.if_.body);
            ast_stmt_seq *orelse = &x->v.if_.orelse;
            if (orelse->count != 1 || orelse->items[0]->kind != AST_If || c->failed) {
                visit_stmts(c, orelse);
                break;
            }
            x = orelse->items[0];
        }
        break;
    }
    case AST_With: case AST_AsyncWith:
        if (s->kind == AST_AsyncWith)
            await_here(c, s->lineno, s->col_offset, "'async with'");
        for (int i = 0; i < s->v.with.items.count; i++) {
            ast_withitem *w = s->v.with.items.items[i];
            visit_expr(c, w->context_expr);
            if (w->optional_vars)
                visit_expr(c, w->optional_vars);
        }
        visit_stmts(c, &s->v.with.body);
        break;
    case AST_Match:
        visit_expr(c, s->v.match.subject);
        for (int i = 0; i < s->v.match.cases.count; i++) {
            ast_match_case *m = s->v.match.cases.items[i];
            visit_pattern(c, m->pattern);
            if (m->guard)
                visit_expr(c, m->guard);
            visit_stmts(c, &m->body);
        }
        break;
    case AST_Raise:
        if (s->v.raise.exc) visit_expr(c, s->v.raise.exc);
        if (s->v.raise.cause) visit_expr(c, s->v.raise.cause);
        break;
    case AST_Try: case AST_TryStar:
        visit_stmts(c, &s->v.try_.body);
        for (int i = 0; i < s->v.try_.handlers.count; i++) {
            ast_excepthandler *h = s->v.try_.handlers.items[i];
            if (h->v.excepthandler.type)
                visit_expr(c, h->v.excepthandler.type);
            if (h->v.excepthandler.name)
                add_sym(c, h->v.excepthandler.name, DEF_LOCAL, h->lineno, h->col_offset);
            visit_stmts(c, &h->v.excepthandler.body);
        }
        visit_stmts(c, &s->v.try_.orelse);
        visit_stmts(c, &s->v.try_.finalbody);
        break;
    case AST_Assert:
        visit_expr(c, s->v.assert_.test);
        if (s->v.assert_.msg) visit_expr(c, s->v.assert_.msg);
        break;
    case AST_Import: case AST_ImportFrom: {
        ast_alias_seq *names = s->kind == AST_Import ? &s->v.import.names : &s->v.importfrom.names;
        for (int i = 0; i < names->count; i++) {
            ast_alias *al = names->items[i];
            const char *n = al->asname ? al->asname : al->name;
            if (!strcmp(n, "*"))
                continue;
            if (!al->asname && strchr(n, '.')) {
                size_t len = (size_t)(strchr(n, '.') - n);
                n = arena_strndup(c->a, n, len);
                if (!n) {
                    nomem(c);
                    break;
                }
            }
            add_sym(c, n, DEF_LOCAL, al->lineno, al->col_offset);
        }
        break;
    }
    case AST_Global: case AST_Nonlocal: {
        bool g = s->kind == AST_Global;
        if (!g && c->cur->kind == ST_MODULE) {
            fail(c, s->lineno, s->col_offset, "nonlocal declaration not allowed at module level%s", "");
            c->err->end_lineno = s->end_lineno;
            c->err->end_col = s->end_col_offset;
            break;
        }
        for (int i = 0; i < s->v.global.names.count; i++) {
            const char *n = s->v.global.names.items[i];
            const char *mn = st_mangle(c->a, c->cur, n);
            st_sym *y = mn ? st_lookup(c->cur, mn) : NULL;
            if (y && (y->flags & DEF_PARAM)) {
                fail(c, s->lineno, s->col_offset, g ? "name '%s' is parameter and global" : "name '%s' is parameter and nonlocal", n);
                break;
            }
            if (y && (y->flags & (g ? DEF_NONLOCAL : DEF_GLOBAL))) {
                fail(c, s->lineno, s->col_offset, g ? "name '%s' is nonlocal and global" : "name '%s' is nonlocal and global", n);
                break;
            }
            st_sym *ny = add_sym(c, n, g ? DEF_GLOBAL : DEF_NONLOCAL, s->lineno, s->col_offset);
            if (ny && (ny->flags & DEF_NONLOCAL) && !(ny->flags & (DEF_LOCAL | DEF_USE))) {
                /* errors about it point at the whole statement */
                ny->lineno = s->lineno;
                ny->col = s->col_offset;
                ny->end_lineno = s->end_lineno;
                ny->end_col = s->end_col_offset;
            }
        }
        /* CPython points these errors at the whole statement */
        if (c->failed && c->err->lineno == s->lineno && c->err->col == s->col_offset) {
            c->err->end_lineno = s->end_lineno;
            c->err->end_col = s->end_col_offset;
        }
        break;
    }
    case AST_Expr: visit_expr(c, s->v.expr.value); break;
    case AST_Pass: case AST_Break: case AST_Continue: break;
    }
    c->depth--;
}

static void visit_stmts(st_ctx *c, ast_stmt_seq *b)
{
    for (int i = 0; i < b->count && !c->failed; i++)
        visit_stmt(c, b->items[i]);
}

/* Is `name` bound in a function scope enclosing s? A class body's names
 * are not visible to the functions in it; its one exception is the
 * __class__ cell a class gives the functions that use it. */
static bool bound_outside(st_scope *s, const char *name)
{
    for (st_scope *p = s->parent; p && p->kind != ST_MODULE; p = p->parent) {
        if (p->kind == ST_CLASS) {
            if (!strcmp(name, "__class__"))
                return true;
            continue;
        }
        st_sym *y = st_lookup(p, name);
        if (!y)
            continue;
        if (y->flags & DEF_GLOBAL)
            return false;
        if (y->scope == SC_LOCAL || y->scope == SC_CELL || y->scope == SC_FREE)
            return true;
    }
    return false;
}

static void analyze(st_ctx *c, st_scope *s, int depth)
{
    if (c->failed)
        return;
    for (int i = 0; i < s->nsyms; i++) {
        st_sym *y = &s->syms[i];
        if (y->flags & DEF_GLOBAL)
            y->scope = SC_GLOBAL_EXPLICIT;
        else if (y->flags & DEF_NONLOCAL) {
            if (!bound_outside(s, y->name)) {
                fail(c, y->lineno, y->col, "no binding for nonlocal '%s' found", y->name);
                if (y->end_lineno) {
                    c->err->end_lineno = y->end_lineno;
                    c->err->end_col = y->end_col;
                }
                return;
            }
            y->scope = SC_FREE;
        } else if (s->kind == ST_MODULE)
            y->scope = SC_GLOBAL_IMPLICIT;
        else if (y->flags & (DEF_LOCAL | DEF_PARAM))
            y->scope = SC_LOCAL;
        else if (s->kind == ST_CLASS && !strcmp(y->name, "__class__"))
            y->scope = SC_LOCAL; /* the implicit cell (made SC_CELL below) */
        else if (bound_outside(s, y->name))
            y->scope = SC_FREE;
        else
            y->scope = SC_GLOBAL_IMPLICIT;
    }
    for (int k = 0; k < s->nchildren; k++) {
        st_scope *ch = s->children[k];
        analyze(c, ch, depth + 1);
        if (c->failed)
            return;
        for (int i = 0; i < ch->nsyms; i++) {
            st_sym *y = &ch->syms[i];
            if (y->scope != SC_FREE && !(y->flags & DEF_FREE_CLASS))
                continue;
            st_sym *mine = st_lookup(s, y->name);
            if (s->kind == ST_CLASS && strcmp(y->name, "__class__")) {
                /* a class does not close over its names: it passes the
                 * enclosing function's variable through */
                if (!bound_outside(s, y->name))
                    continue;
                if (mine && mine->scope != SC_FREE) {
                    mine->flags |= DEF_FREE_CLASS;
                    continue;
                }
            }
            if (s->kind == ST_CLASS && !strcmp(y->name, "__class__")) {
                if (!mine) {
                    st_scope *saved = c->cur;
                    c->cur = s;
                    mine = add_sym(c, y->name, 0, y->lineno, y->col);
                    c->cur = saved;
                }
                if (mine)
                    mine->scope = SC_CELL;
                continue;
            }
            if (mine && mine->scope == SC_LOCAL)
                mine->scope = SC_CELL;
            else if (s->kind != ST_MODULE && (!mine || mine->scope == SC_GLOBAL_IMPLICIT)) {
                st_scope *saved = c->cur;
                c->cur = s;
                mine = add_sym(c, y->name, 0, y->lineno, y->col);
                c->cur = saved;
                if (mine)
                    mine->scope = SC_FREE;
            }
        }
    }
}

st_scope *st_build(ps_arena *a, const ast_mod *mod, st_error *err)
{
    st_ctx c = {.a = a, .err = err};
    /* an empty message means out of memory; a memset of the 200-byte
     * message would be a `rep stos` per compile */
    err->msg[0] = 0;
    err->lineno = err->col = err->end_lineno = err->end_col = 0;
    st_scope *top = new_scope(&c, ST_MODULE, "<module>", mod);
    if (!top)
        return NULL;
    c.cur = top;
    if (mod->kind == AST_Expression)
        visit_expr(&c, mod->v.expression.body);
    else
        visit_stmts(&c, (ast_stmt_seq *)&mod->v.module.body);
    analyze(&c, top, 0);
    return c.failed ? NULL : top;
}

st_scope *st_child(st_scope *s, const void *node)
{
    for (int i = 0; i < s->nchildren; i++)
        if (s->children[i]->node == node)
            return s->children[i];
    return NULL;
}

int st_scope_of(st_scope *s, const char *name)
{
    st_sym *y = st_lookup(s, name);
    if (!y)
        return s->kind == ST_MODULE ? SC_GLOBAL_IMPLICIT : SC_GLOBAL_IMPLICIT;
    return y->scope;
}
