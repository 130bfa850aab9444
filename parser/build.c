/*
 * build.c - the node builders the grammar's actions call, and the checks
 * CPython's PEG grammar makes by its alternatives (targets, arguments,
 * parameters) that an LALR grammar makes after the fact.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "parse_impl.h"
#include "token.h"

/* ---- spans --------------------------------------------------------------- */

pspan sp_tok(pstate *p, int t)
{
    if (t < 0 || t >= p->ntoks)
        return (pspan){0, 0, 0, 0};
    return p->toks[t].span;
}

pspan sp_join(pspan a, pspan b)
{
    if (a.lineno == 0)
        return b;
    if (b.lineno == 0)
        return a;
    return (pspan){a.lineno, a.col, b.end_lineno, b.end_col};
}

pspan sp_node(const ast_expr *e)
{
    if (!e)
        return (pspan){0, 0, 0, 0};
    return (pspan){e->lineno, e->col_offset, e->end_lineno, e->end_col_offset};
}

static pspan sp_stmt(const ast_stmt *s)
{
    if (!s)
        return (pspan){0, 0, 0, 0};
    return (pspan){s->lineno, s->col_offset, s->end_lineno, s->end_col_offset};
}

pspan sp_stmts(plist *l)
{
    if (!l || l->n == 0)
        return (pspan){0, 0, 0, 0};
    pspan s = sp_stmt(l->items[l->n - 1]);
    if (l->comma) { /* ends with `;`, which CPython counts in */
        s.end_lineno = l->s.end_lineno;
        s.end_col = l->s.end_col;
    }
    return s;
}

/* ---- errors -------------------------------------------------------------- */

void perr_nomem(pstate *p)
{
    if (p->failed)
        return;
    p->failed = p->nomem = true;
    p->err->kind = "SyntaxError";
    snprintf(p->err->msg, sizeof p->err->msg, "out of memory");
    p->err->lineno = p->err->offset = p->err->end_lineno = p->err->end_offset = 0;
}

/* ---- lists --------------------------------------------------------------- */

plist *pl_new(pstate *p)
{
    return palloc(p, sizeof(plist));
}

plist *pl_push(pstate *p, plist *l, void *item)
{
    if (!l)
        return NULL;
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 4;
        void **items = arena_alloc(p->arena, (size_t)cap * sizeof *items);
        if (!items || cap < 0) {
            perr_nomem(p);
            return NULL;
        }
        if (l->n)
            memcpy(items, l->items, (size_t)l->n * sizeof *items);
        l->items = items;
        l->cap = cap;
    }
    l->items[l->n++] = item;
    return l;
}

plist *pl_one(pstate *p, void *item)
{
    return pl_push(p, pl_new(p), item);
}

plist *pl_cat(pstate *p, plist *a, plist *b)
{
    if (!a || !b)
        return a;
    for (int i = 0; i < b->n; i++)
        if (!pl_push(p, a, b->items[i]))
            return NULL;
    return a;
}

ast_expr_seq seq_expr(pstate *p, plist *l)
{
    (void)p;
    return SEQ_OF(p, l, ast_expr_seq);
}

ast_stmt_seq seq_stmt(pstate *p, plist *l)
{
    (void)p;
    return SEQ_OF(p, l, ast_stmt_seq);
}

ast_pattern_seq seq_pat(pstate *p, plist *l)
{
    (void)p;
    return SEQ_OF(p, l, ast_pattern_seq);
}

/* ---- nodes --------------------------------------------------------------- */

/* A node's four position fields (AST_POSITION: lineno, col_offset,
 * end_lineno, end_col_offset, in pspan's order) from s, as the two 8-byte
 * halves s arrives in. Field by field, gcc keeps the halves on the stack
 * across the allocation and reloads them as one 16-byte vector: a load
 * that two 8-byte stores cannot forward to, so it waits for them to reach
 * the cache, on every node made. The empty asm keeps the halves whole. */
static inline void set_pos(int *lineno, pspan s)
{
    uint64_t lo, hi;
    memcpy(&lo, &s.lineno, sizeof lo);
    memcpy(&hi, &s.end_lineno, sizeof hi);
    __asm__("" : "+r"(lo), "+r"(hi));
    memcpy(lineno, &lo, sizeof lo);
    memcpy(lineno + 2, &hi, sizeof hi);
}
_Static_assert(offsetof(pspan, end_lineno) == 2 * sizeof(int) && sizeof(pspan) == 4 * sizeof(int),
               "set_pos copies pspan as two halves");
_Static_assert(offsetof(ast_expr, end_lineno) - offsetof(ast_expr, lineno) == 2 * sizeof(int),
               "AST_POSITION's fields are contiguous");

ast_expr *mk_expr(pstate *p, ast_expr_kind k, pspan s)
{
    ast_expr *e = palloc(p, sizeof *e);
    if (e) {
        e->kind = k;
        set_pos(&e->lineno, s);
    }
    return e;
}

ast_stmt *mk_stmt(pstate *p, ast_stmt_kind k, pspan s)
{
    ast_stmt *st = palloc(p, sizeof *st);
    if (st) {
        st->kind = k;
        set_pos(&st->lineno, s);
    }
    return st;
}

ast_pattern *mk_pat(pstate *p, ast_pattern_kind k, pspan s)
{
    ast_pattern *pt = palloc(p, sizeof *pt);
    if (pt) {
        pt->kind = k;
        set_pos(&pt->lineno, s);
    }
    return pt;
}

pexpr px(ast_expr *e, pspan s)
{
    return (pexpr){e, s};
}

pexpr px_node(ast_expr *e)
{
    return (pexpr){e, sp_node(e)};
}

ast_expr *b_name(pstate *p, int tok)
{
    ast_expr *e = mk_expr(p, AST_Name, sp_tok(p, tok));
    if (e) {
        e->v.name.id = p->toks[tok].name;
        e->v.name.ctx = AST_Load;
    }
    return e;
}

ast_expr *b_singleton(pstate *p, int tok, ast_const_kind k)
{
    ast_expr *e = mk_expr(p, AST_Constant, sp_tok(p, tok));
    if (e)
        e->v.constant.value.kind = k;
    return e;
}

pexpr b_binop(pstate *p, pexpr l, ast_operator op, pexpr r)
{
    pspan s = sp_join(l.s, r.s);
    ast_expr *e = mk_expr(p, AST_BinOp, s);
    if (e) {
        e->v.binop.left = l.e;
        e->v.binop.op = op;
        e->v.binop.right = r.e;
    }
    return px(e, s);
}

/* `*x` as an expression (star_expressions, lists, subscripts, call
 * arguments); the token is the star */
pexpr b_starred(pstate *p, int star, pexpr x)
{
    pspan s = sp_join(sp_tok(p, star), x.s);
    ast_expr *e = mk_expr(p, AST_Starred, s);
    if (e) {
        e->v.starred.value = x.e;
        e->v.starred.ctx = AST_Load;
    }
    return px(e, s);
}

pexpr b_unary(pstate *p, int tok, ast_unaryop op, pexpr x)
{
    pspan s = sp_join(sp_tok(p, tok), x.s);
    ast_expr *e = mk_expr(p, AST_UnaryOp, s);
    if (e) {
        e->v.unaryop.op = op;
        e->v.unaryop.operand = x.e;
    }
    return px(e, s);
}

/* `a or b or c` is one BoolOp with three values, `(a or b) or c` two. */
pexpr b_boolop(pstate *p, pexpr l, ast_boolop op, pexpr r)
{
    pspan s = sp_join(l.s, r.s);
    if (l.e && l.e->kind == AST_BoolOp && l.e->v.boolop.op == op && !l.e->parens &&
        l.s.col == l.e->col_offset && l.s.lineno == l.e->lineno) {
        /* The values came from pl_push, so their array's capacity is the
         * next power of two >= count (4 at least): pushing with that
         * capacity keeps a chain of n operands O(n); a capacity of count
         * copied the whole array at every operand (O(n^2) arena). */
        int n = l.e->v.boolop.values.count, cap = 4;
        while (cap < n)
            cap *= 2;
        plist tmp = {n, cap, (void **)l.e->v.boolop.values.items, false, {0, 0, 0, 0}};
        plist *v = pl_push(p, &tmp, r.e);
        if (v) {
            l.e->v.boolop.values.count = v->n;
            l.e->v.boolop.values.items = (ast_expr **)v->items;
        }
        l.e->end_lineno = s.end_lineno;
        l.e->end_col_offset = s.end_col;
        return px(l.e, s);
    }
    ast_expr *e = mk_expr(p, AST_BoolOp, s);
    if (e) {
        e->v.boolop.op = op;
        plist *v = pl_push(p, pl_one(p, l.e), r.e);
        e->v.boolop.values = seq_expr(p, v);
    }
    return px(e, s);
}

/* The pushes below grow a sequence in place: a plist over the node's own
 * array; the capacity is unknown, so every push copies (pl_push reallocates
 * when n == cap). Chains are short in practice; a long one costs O(n^2)
 * copying, bounded by the source size. */
pexpr b_compare(pstate *p, pexpr l, ast_cmpop op, pexpr r)
{
    pspan s = sp_join(l.s, r.s);
    ast_expr *e;
    if (l.e && l.e->kind == AST_Compare && !l.e->parens && l.s.col == l.e->col_offset &&
        l.s.lineno == l.e->lineno) {
        e = l.e;
        e->end_lineno = s.end_lineno;
        e->end_col_offset = s.end_col;
    } else {
        e = mk_expr(p, AST_Compare, s);
        if (e)
            e->v.compare.left = l.e;
    }
    if (!e)
        return px(NULL, s);
    /* The arrays grow by doubling (their capacity is the next power of
     * two >= count), so a chain of n comparisons costs O(n), not O(n^2). */
    int n = e->v.compare.ops.count;
    int *ops = e->v.compare.ops.items;
    ast_expr **cmp = e->v.compare.comparators.items;
    if ((n & (n - 1)) == 0) {
        size_t cap = n ? (size_t)n * 2 : 1;
        ops = arena_alloc(p->arena, cap * sizeof *ops);
        cmp = arena_alloc(p->arena, cap * sizeof *cmp);
        if (!ops || !cmp) {
            perr_nomem(p);
            return px(NULL, s);
        }
        if (n) {
            memcpy(ops, e->v.compare.ops.items, (size_t)n * sizeof *ops);
            memcpy(cmp, e->v.compare.comparators.items, (size_t)n * sizeof *cmp);
        }
    }
    ops[n] = op;
    cmp[n] = r.e;
    e->v.compare.ops = (ast_cmpop_seq){n + 1, ops};
    e->v.compare.comparators = (ast_expr_seq){n + 1, cmp};
    return px(e, s);
}

pexpr b_tuple_or_item(pstate *p, plist *items, bool force_tuple)
{
    if (!items)
        return px(NULL, (pspan){0, 0, 0, 0});
    if (items->n == 1 && !force_tuple) {
        ast_expr *e = items->items[0];
        return px(e, items->s);
    }
    ast_expr *e = mk_expr(p, AST_Tuple, items->s);
    if (e) {
        e->v.tuple.elts = seq_expr(p, items);
        e->v.tuple.ctx = AST_Load;
    }
    return px(e, items->s);
}

pexpr b_group(pstate *p, int lpar, pexpr inner, int rpar)
{
    if (inner.e)
        inner.e->parens++;
    return px(inner.e, sp_join(sp_tok(p, lpar), sp_tok(p, rpar)));
}

pexpr b_genexp_arg(pstate *p, pexpr elt, plist *comps)
{
    pspan s = sp_join(elt.s, comps ? comps->s : elt.s);
    ast_expr *e = mk_expr(p, AST_GeneratorExp, s);
    if (e) {
        e->v.comp.elt = elt.e;
        e->v.comp.generators = SEQ_OF(p, comps, ast_comprehension_seq);
    }
    return px(e, s);
}

pexpr b_slices(pstate *p, plist *items, pspan s)
{
    ast_expr *e = mk_expr(p, AST_Tuple, s);
    if (e) {
        e->v.tuple.elts = seq_expr(p, items);
        e->v.tuple.ctx = AST_Load;
    }
    return px(e, s);
}

pexpr b_dict(pstate *p, plist *items, pspan s)
{
    ast_expr *e = mk_expr(p, AST_Dict, s);
    if (e && items) {
        plist *keys = pl_new(p), *vals = pl_new(p);
        for (int i = 0; i + 1 < items->n; i += 2) {
            keys = pl_push(p, keys, items->items[i]);
            vals = pl_push(p, vals, items->items[i + 1]);
        }
        e->v.dict.keys = seq_expr(p, keys);
        e->v.dict.values = seq_expr(p, vals);
    }
    return px(e, s);
}

/* f(x for x in y) is a Call whose generator spans the call's parentheses;
 * f(x for x in y, z) and f(z, x for x in y) are errors. */
pexpr b_call(pstate *p, pexpr f, int lpar, plist *args, int rpar)
{
    pspan s = sp_join(f.s, sp_tok(p, rpar));
    ast_expr *e = mk_expr(p, AST_Call, s);
    plist *pos = pl_new(p), *kws = pl_new(p);
    bool seen_kw = false, seen_starstar = false;
    for (int i = 0; args && i < args->n; i++) {
        parg *a = args->items[i];
        if (!a)
            continue;
        if (a->genexp_bare && (args->n > 1 || args->comma)) {
            perr(p, sp_node(a->value), "Generator expression must be parenthesized");
            break;
        }
        switch (a->kind) {
        case ARG_POS:
            if (seen_starstar) {
                /* CPython reports it at the call's ")" */
                perr(p, sp_tok(p, rpar), "positional argument follows keyword argument unpacking");
                return px(e, s);
            }
            if (seen_kw) {
                perr(p, sp_tok(p, rpar), "positional argument follows keyword argument");
                return px(e, s);
            }
            if (a->genexp_bare && a->value) {
                pspan g = sp_join(sp_tok(p, lpar), sp_tok(p, rpar));
                /* the generator takes the call's parentheses */
                a->value->col_offset = g.col;
                a->value->lineno = g.lineno;
                a->value->end_lineno = g.end_lineno;
                a->value->end_col_offset = g.end_col;
            }
            pos = pl_push(p, pos, a->value);
            break;
        case ARG_STAR:
            if (seen_starstar) {
                /* at the `*` alone, as CPython */
                perr(p, (pspan){a->s.lineno, a->s.col, a->s.lineno, a->s.col + 1},
                     "iterable argument unpacking follows keyword argument unpacking");
                return px(e, s);
            }
            pos = pl_push(p, pos, a->value);
            break;
        case ARG_KW:
            seen_kw = true;
            kws = pl_push(p, kws, a->kw);
            break;
        case ARG_STARSTAR:
            seen_starstar = true;
            kws = pl_push(p, kws, a->kw);
            break;
        }
    }
    if (e) {
        e->v.call.func = f.e;
        e->v.call.args = seq_expr(p, pos);
        e->v.call.keywords = SEQ_OF(p, kws, ast_keyword_seq);
    }
    return px(e, s);
}

/* ---- targets ------------------------------------------------------------- */

const char *expr_describe(const ast_expr *e)
{
    switch (e->kind) {
    case AST_Call: return "function call";
    case AST_Constant:
        switch (e->v.constant.value.kind) {
        case AST_CONST_NONE: return "None";
        case AST_CONST_TRUE: return "True";
        case AST_CONST_FALSE: return "False";
        case AST_CONST_ELLIPSIS: return "ellipsis";
        default: return "literal";
        }
    case AST_JoinedStr: return "f-string expression";
    case AST_FormattedValue: return "f-string expression";
    case AST_BoolOp:
    case AST_BinOp:
    case AST_UnaryOp: return "expression";
    case AST_Compare: return "comparison";
    case AST_Lambda: return "lambda";
    case AST_IfExp: return "conditional expression";
    case AST_NamedExpr: return "named expression";
    case AST_Dict: return "dict literal";
    case AST_Set: return "set display";
    case AST_ListComp: return "list comprehension";
    case AST_SetComp: return "set comprehension";
    case AST_DictComp: return "dict comprehension";
    case AST_GeneratorExp: return "generator expression";
    case AST_Await: return "await expression";
    case AST_Yield:
    case AST_YieldFrom: return "yield expression";
    case AST_Attribute: return "attribute";
    case AST_Subscript: return "subscript";
    case AST_Starred: return "starred";
    case AST_Name: return "name";
    case AST_List: return "list";
    case AST_Tuple: return "tuple";
    case AST_Slice: return "slice";
    }
    return "expression";
}

/* The innermost sub-expression that cannot be a target, as CPython's
 * invalid_* rules find it: for a tuple or list, the first bad element. */
static ast_expr *bad_target(ast_expr *e, tgt_kind why)
{
    while (e) {
        switch (e->kind) {
        case AST_Name:
        case AST_Attribute:
        case AST_Subscript:
            return NULL;
        case AST_Starred:
            if (why == TGT_DEL)
                return e;
            e = e->v.starred.value;
            continue;
        case AST_Tuple:
        case AST_List: {
            ast_expr_seq elts = e->kind == AST_Tuple ? e->v.tuple.elts : e->v.list.elts;
            for (int i = 0; i < elts.count; i++) {
                /* deliberately iterative over siblings; nesting depth is
                 * bounded by the lexer's bracket limit */
                ast_expr *b = bad_target(elts.items[i], why);
                if (b)
                    return b;
            }
            return NULL;
        }
        default:
            return e;
        }
    }
    return NULL;
}

bool target_ok(ast_expr *e, tgt_kind why)
{
    return bad_target(e, why) == NULL;
}

static void set_ctx(ast_expr *e, ast_expr_context ctx)
{
    while (e) {
        switch (e->kind) {
        case AST_Name: e->v.name.ctx = ctx; return;
        case AST_Attribute: e->v.attribute.ctx = ctx; return;
        case AST_Subscript: e->v.subscript.ctx = ctx; return;
        case AST_Starred:
            e->v.starred.ctx = ctx;
            e = e->v.starred.value;
            continue;
        case AST_Tuple:
        case AST_List: {
            ast_expr_seq elts = e->kind == AST_Tuple ? e->v.tuple.elts : e->v.list.elts;
            if (e->kind == AST_Tuple)
                e->v.tuple.ctx = ctx;
            else
                e->v.list.ctx = ctx;
            for (int i = 0; i < elts.count; i++)
                set_ctx(elts.items[i], ctx);
            return;
        }
        default: return;
        }
    }
}

bool set_target(pstate *p, ast_expr *e, ast_expr_context ctx, tgt_kind why)
{
    if (!e || p->failed)
        return false;
    ast_expr *bad = bad_target(e, why);
    if (bad) {
        const char *what = expr_describe(bad);
        switch (why) {
        case TGT_DEL:
            perr(p, sp_node(bad), "cannot delete %s", what);
            break;
        case TGT_ASSIGN:
            perr(p, sp_node(bad), "cannot assign to %s", what);
            break;
        case TGT_AUG:
            perr(p, sp_node(bad), "'%s' is an illegal expression for augmented assignment", what);
            break;
        case TGT_ANN:
            perr(p, sp_node(bad), "illegal target for annotation");
            break;
        case TGT_WITH:
        case TGT_FOR:
        case TGT_COMP:
            perr(p, sp_node(bad), "cannot assign to %s", what);
            break;
        }
        return false;
    }
    set_ctx(e, ctx);
    return true;
}

void comp_target_error(pstate *p, plist *elts)
{
    perr(p, elts ? elts->s : (pspan){0, 0, 0, 0},
         "did you forget parentheses around the comprehension target?");
}

/* ---- statements ---------------------------------------------------------- */

ast_stmt *b_expr_stmt(pstate *p, pexpr x)
{
    ast_stmt *s = mk_stmt(p, AST_Expr, x.s);
    if (s)
        s->v.expr.value = x.e;
    return s;
}

/* Is e a bitwise_or (what CPython's invalid_named_expression can take as
 * the `a` of `a = b`), other than a list, tuple, genexp, True, None or
 * False? */
static bool bitwise_level(const ast_expr *e)
{
    if (e->parens) /* a group is an atom; `(a, b)` and genexps are excluded */
        return e->kind != AST_Tuple && e->kind != AST_GeneratorExp;
    switch (e->kind) {
    case AST_Tuple: case AST_List: case AST_Compare: case AST_BoolOp: case AST_Lambda:
    case AST_IfExp: case AST_NamedExpr: case AST_Starred: case AST_GeneratorExp:
    case AST_Yield: case AST_YieldFrom:
        return false;
    case AST_UnaryOp:
        return e->v.unaryop.op != AST_Not;
    case AST_Constant:
        return e->v.constant.value.kind > AST_CONST_FALSE;
    default:
        return true;
    }
}

/* The bitwise_or CPython's parser reads at the start of e, or NULL. */
static const ast_expr *bitwise_prefix(const ast_expr *e)
{
    while (e && !e->parens) {
        if (e->kind == AST_Compare)
            e = e->v.compare.left;
        else if (e->kind == AST_BoolOp)
            e = e->v.boolop.values.count ? e->v.boolop.values.items[0] : NULL;
        else if (e->kind == AST_IfExp)
            e = e->v.ifexp.body;
        else if (e->kind == AST_Tuple)
            e = e->v.tuple.elts.count ? e->v.tuple.elts.items[0] : NULL;
        else
            break;
    }
    if (!e || e->kind == AST_Starred || e->kind == AST_Lambda || e->kind == AST_Yield ||
        e->kind == AST_YieldFrom || (e->kind == AST_UnaryOp && e->v.unaryop.op == AST_Not))
        return NULL;
    return e;
}

/* CPython's second pass parses an invalid assignment's first item as
 * star_named_expressions (invalid_assignment's annotation alternative),
 * and invalid_named_expression fires when the item's last element `a` is
 * followed by `= b` where b, the bitwise_or that starts the next item, is
 * not itself followed by `=`. Reports and returns true when it does. */
static bool named_expr_hint(pstate *p, plist *chain)
{
    bool bad = false;
    for (int c = 0; c + 1 < chain->n && !bad; c++) {
        pexpr *t = chain->items[c];
        bad = t && t->e && bad_target(t->e, TGT_ASSIGN);
    }
    pexpr *t = chain->items[0], *nx = chain->items[1];
    if (!bad || !t || !t->e || !nx || !nx->e)
        return false;
    const ast_expr *item = t->e, *next = nx->e;
    const ast_expr *a = item->kind == AST_Tuple && !item->parens && item->v.tuple.elts.count
                            ? item->v.tuple.elts.items[item->v.tuple.elts.count - 1]
                            : item;
    const ast_expr *b = bitwise_prefix(next);
    if (!b || (b == next && chain->n > 2))
        return false; /* b is followed by another `=` */
    if (a->kind == AST_Name && !a->parens) {
        perr(p, sp_join(sp_node(a), sp_node(b)),
             "invalid syntax. Maybe you meant '==' or ':=' instead of '='?");
        return true;
    }
    if (!bitwise_level(a))
        return false;
    perr(p, sp_node(a), "cannot assign to %s here. Maybe you meant '==' instead of '='?",
         expr_describe(a));
    return true;
}

/* One more item of an assignment chain (a new chain when l is NULL): the
 * chain holds copies of the pexprs. */
plist *b_chain(pstate *p, plist *l, pexpr e)
{
    pexpr *c = palloc(p, sizeof *c);
    if (c)
        *c = e;
    return pl_push(p, l ? l : pl_new(p), c);
}

ast_stmt *b_assign(pstate *p, plist *chain)
{
    if (!chain || chain->n < 2)
        return NULL;
    pexpr *first = chain->items[0], *last = chain->items[chain->n - 1];
    if (!first || !last)
        return NULL;
    ast_stmt *s = mk_stmt(p, AST_Assign, sp_join(first->s, last->s));
    plist *targets = pl_new(p);
    for (int i = 0; i + 1 < chain->n; i++) {
        pexpr *t = chain->items[i];
        ast_expr *x = t ? t->e : NULL;
        if (x && (x->kind == AST_Yield || x->kind == AST_YieldFrom) && !x->parens) {
            perr(p, sp_node(x), "assignment to yield expression not possible");
            return s;
        }
        if (i == 0 && named_expr_hint(p, chain))
            return s;
        if (t)
            set_target(p, t->e, AST_Store, TGT_ASSIGN);
        targets = pl_push(p, targets, t ? t->e : NULL);
    }
    if (s) {
        s->v.assign.targets = seq_expr(p, targets);
        s->v.assign.value = last->e;
    }
    return s;
}

ast_stmt *b_augassign(pstate *p, pexpr t, ast_operator op, pexpr v)
{
    ast_stmt *s = mk_stmt(p, AST_AugAssign, sp_join(t.s, v.s));
    if (t.e && t.e->kind != AST_Name && t.e->kind != AST_Attribute && t.e->kind != AST_Subscript)
        perr(p, t.s, "'%s' is an illegal expression for augmented assignment", expr_describe(t.e));
    else
        set_target(p, t.e, AST_Store, TGT_AUG);
    if (s) {
        s->v.augassign.target = t.e;
        s->v.augassign.op = op;
        s->v.augassign.value = v.e;
    }
    return s;
}

/* The `:` after an annotation target ending at s (the token that starts
 * where the target ends, skipping closing parentheses). */
static pspan annot_colon(pstate *p, pspan s)
{
    for (int i = 0; i < p->ntoks; i++) {
        pspan t = p->toks[i].span;
        if (p->toks[i].kind == TK_COLON &&
            (t.lineno > s.end_lineno || (t.lineno == s.end_lineno && t.col >= s.end_col)))
            return t;
    }
    return s;
}

ast_stmt *b_annassign(pstate *p, pexpr t, pexpr ann, pexpr *v)
{
    ast_stmt *s = mk_stmt(p, AST_AnnAssign, sp_join(t.s, v ? v->s : ann.s));
    if (t.e && t.e->kind == AST_Tuple && !t.e->parens)
        /* CPython points at the first element only */
        perr(p, t.e->v.tuple.elts.count ? sp_node(t.e->v.tuple.elts.items[0]) : t.s,
             "only single target (not tuple) can be annotated");
    else if (t.e && t.e->kind == AST_Starred)
        perr(p, annot_colon(p, t.s), "invalid syntax");
    else if (t.e && t.e->kind == AST_List)
        perr(p, t.s, "only single target (not list) can be annotated");
    else if (t.e && t.e->kind == AST_Tuple)
        perr(p, t.s, "only single target (not tuple) can be annotated");
    else if (t.e && t.e->kind != AST_Name && t.e->kind != AST_Attribute && t.e->kind != AST_Subscript)
        perr(p, t.s, "illegal target for annotation");
    else
        set_target(p, t.e, AST_Store, TGT_ANN);
    if (s) {
        s->v.annassign.target = t.e;
        s->v.annassign.annotation = ann.e;
        s->v.annassign.value = v ? v->e : NULL;
        s->v.annassign.simple = t.e && t.e->kind == AST_Name && !t.e->parens;
    }
    return s;
}

ast_stmt *b_if_chain(pstate *p, plist *clauses, plist *orelse)
{
    if (!clauses || clauses->n == 0)
        return NULL;
    /* fold from the last elif back to the if; each If ends where the
     * whole chain ends */
    pspan end = orelse ? sp_stmts(orelse) : (pspan){0, 0, 0, 0};
    if (!orelse) {
        pclause *lc = clauses->items[clauses->n - 1];
        end = lc ? sp_stmts(lc->body) : end;
    }
    ast_stmt *next = NULL;
    for (int i = clauses->n - 1; i >= 0; i--) {
        pclause *c = clauses->items[i];
        if (!c)
            return NULL;
        ast_stmt *s = mk_stmt(p, AST_If, sp_join(c->s, end));
        if (!s)
            return NULL;
        s->v.if_.test = c->test;
        s->v.if_.body = seq_stmt(p, c->body);
        if (next) {
            plist *one = pl_one(p, next);
            s->v.if_.orelse = seq_stmt(p, one);
        } else {
            s->v.if_.orelse = seq_stmt(p, orelse);
        }
        next = s;
    }
    return next;
}

ast_arguments *b_arguments(pstate *p, plist *params, bool lambda)
{
    ast_arguments *a = palloc(p, sizeof *a);
    if (!a || !params)
        return a;
    plist *posonly = pl_new(p), *args = pl_new(p), *kwonly = pl_new(p);
    plist *kwdefs = pl_new(p), *defs = pl_new(p);
    bool star = false, slash = false, starstar = false, seen_default = false;
    for (int i = 0; i < params->n; i++) {
        pparam *q = params->items[i];
        /* a list that could not be made or grown is NULL (p->nomem) */
        if (p->nomem)
            return a;
        if (!q)
            continue;
        if (starstar) {
            /* CPython points at the parameter's name (not its default),
             * or at a `*`, `**` or `/` alone */
            pspan at = q->s;
            if (q->kind == PRM_NAME && q->arg)
                at = (pspan){q->arg->lineno, q->arg->col_offset, q->arg->end_lineno, q->arg->end_col_offset};
            else if (q->kind == PRM_STAR || q->kind == PRM_STARSTAR)
                at = (pspan){q->s.lineno, q->s.col, q->s.lineno, q->s.col + (q->kind == PRM_STAR ? 1 : 2)};
            perr(p, at, "arguments cannot follow var-keyword argument");
            return a;
        }
        switch (q->kind) {
        case PRM_SLASH:
            if (slash) {
                perr(p, q->s, "/ may appear only once");
                return a;
            }
            if (star) {
                perr(p, q->s, "/ must be ahead of *");
                return a;
            }
            if (args->n == 0) {
                perr(p, q->s, "at least one argument must precede /");
                return a;
            }
            slash = true;
            pl_cat(p, posonly, args);
            args->n = 0;
            break;
        case PRM_STAR:
            if (star) {
                perr(p, (pspan){q->s.lineno, q->s.col, q->s.lineno, q->s.col + 1},
                     "* argument may appear only once");
                return a;
            }
            star = true;
            if (q->arg)
                a->vararg = q->arg;
            else if (i + 1 >= params->n ||
                     (params->items[i + 1] && ((pparam *)params->items[i + 1])->kind == PRM_STARSTAR)) {
                perr(p, q->s, "named arguments must follow bare *");
                return a;
            }
            break;
        case PRM_STARSTAR:
            starstar = true;
            a->kwarg = q->arg;
            break;
        case PRM_NAME:
            if (star) {
                kwonly = pl_push(p, kwonly, q->arg);
                kwdefs = pl_push(p, kwdefs, q->deflt);
            } else {
                if (q->deflt) {
                    seen_default = true;
                    defs = pl_push(p, defs, q->deflt);
                } else if (seen_default) {
                    perr(p, q->s, "non-default argument follows default argument");
                    return a;
                }
                args = pl_push(p, args, q->arg);
            }
            break;
        }
    }
    (void)lambda;
    a->posonlyargs = SEQ_OF(p, posonly, ast_arg_seq);
    a->args = SEQ_OF(p, args, ast_arg_seq);
    a->kwonlyargs = SEQ_OF(p, kwonly, ast_arg_seq);
    a->kw_defaults = seq_expr(p, kwdefs);
    a->defaults = seq_expr(p, defs);
    return a;
}

ast_stmt *b_funcdef(pstate *p, int deftok, int asynctok, int name, plist *params,
                    ast_expr *returns, plist *body, int rpar)
{
    (void)rpar;
    pspan start = sp_tok(p, asynctok >= 0 ? asynctok : deftok);
    ast_stmt *s = mk_stmt(p, asynctok >= 0 ? AST_AsyncFunctionDef : AST_FunctionDef,
                          sp_join(start, sp_stmts(body)));
    ast_arguments *args = b_arguments(p, params, false);
    if (s) {
        s->v.functiondef.name = p->toks[name].name;
        s->v.functiondef.args = args;
        s->v.functiondef.body = seq_stmt(p, body);
        s->v.functiondef.returns = returns;
    }
    return s;
}

ast_stmt *b_classdef(pstate *p, int clstok, int name, plist *args, plist *body)
{
    ast_stmt *s = mk_stmt(p, AST_ClassDef, sp_join(sp_tok(p, clstok), sp_stmts(body)));
    if (!s)
        return NULL;
    s->v.classdef.name = p->toks[name].name;
    s->v.classdef.body = seq_stmt(p, body);
    if (args) {
        /* reuse the call checks: bases are positional, keywords keyword */
        pexpr fake = b_call(p, px(NULL, sp_tok(p, clstok)), -1, args, -1);
        if (fake.e) {
            s->v.classdef.bases = fake.e->v.call.args;
            s->v.classdef.keywords = fake.e->v.call.keywords;
        }
    }
    return s;
}

ast_stmt *b_decorated(pstate *p, plist *decos, ast_stmt *def)
{
    (void)p;
    if (!def)
        return NULL;
    if (def->kind == AST_ClassDef)
        def->v.classdef.decorator_list = seq_expr(p, decos);
    else
        def->v.functiondef.decorator_list = seq_expr(p, decos);
    return def;
}

const char *b_dotted(pstate *p, plist *names)
{
    if (!names)
        return NULL;
    size_t len = 0;
    for (int i = 0; i < names->n; i++)
        len += strlen(((ptok *)names->items[i])->name) + 1;
    char *out = palloc(p, len + 1);
    if (!out)
        return NULL;
    char *w = out;
    for (int i = 0; i < names->n; i++) {
        const char *n = ((ptok *)names->items[i])->name;
        size_t k = strlen(n);
        if (i)
            *w++ = '.';
        memcpy(w, n, k);
        w += k;
    }
    *w = 0;
    return out;
}
