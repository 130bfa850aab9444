/*
 * compile_match.c - the match statement (PEP 634), compiled as CPython
 * 3.11 compiles it.
 *
 * The subject stays on the stack while the cases run (each case but the
 * last matches a copy). A pattern consumes the value on top of the stack,
 * its subject; when it fails with k more values above the case's level
 * it jumps onto the list fail[k], and at the end of the case a chain of
 * POP_TOPs, entered at each level, takes the stack back down before the
 * next case runs (CPython's "fail_pop" blocks).
 *
 * Unlike CPython, a capture is stored as soon as its sub-pattern matches,
 * not after the whole pattern has: a case that fails part-way can leave
 * names bound, which PEP 634 allows ("the implementation may bind").
 * CPython's compile-time checks (unreachable patterns, names bound twice,
 * alternatives binding different names) are kept word for word.
 */
#include <stdio.h>
#include <string.h>

#include "compile_internal.h"
#include "objects/str_internal.h"

typedef struct pctx {
    int *fail;       /* fail[k]: the jumps taken with k values to pop */
    int nfail, capfail;
    int on_top;      /* values above the pattern's subject, kept for later sub-patterns */
    bool allow_irrefutable;
    const char **stores; /* names this pattern binds so far */
    int nstores, capstores;
} pctx;

static int pattern(cunit *u, pctx *pc, ast_pattern *p);

static int perr(cunit *u, ast_pattern *p, const char *msg)
{
    int r = cmp_error(u->c, p->lineno, p->col_offset, msg);
    u->c->err_end_line = p->end_lineno;
    u->c->err_end_col = p->end_col_offset;
    return r;
}

static bool is_wildcard(const ast_pattern *p)
{
    return p->kind == AST_MatchAs && !p->v.matchas.pattern && !p->v.matchas.name;
}

static bool is_star_wildcard(const ast_pattern *p) { return p->kind == AST_MatchStar && !p->v.matchstar.name; }

/* Makes the list fail[pops] (and those below it). */
static int ensure_fail(cunit *u, pctx *pc, int pops)
{
    if (pops >= pc->capfail) {
        int ncap = pops * 2 + 8;
        int *nf = arena_alloc(u->c->arena, sizeof(int) * (size_t)ncap);
        if (!nf)
            return cmp_nomem(u->c);
        for (int i = 0; i < ncap; i++)
            nf[i] = i < pc->nfail ? pc->fail[i] : JL_NONE;
        pc->fail = nf;
        pc->capfail = ncap;
    }
    if (pops >= pc->nfail) {
        for (int i = pc->nfail; i <= pops; i++)
            pc->fail[i] = JL_NONE;
        pc->nfail = pops + 1;
    }
    return 0;
}

/* Emits op onto the list of jumps that pop `pops` values. */
static int jump_to_fail(cunit *u, pctx *pc, int pops, int op)
{
    if (ensure_fail(u, pc, pops) < 0)
        return -1;
    return cu_jl_emit(u, &pc->fail[pops], op);
}

/* The chain of POP_TOPs the failing jumps land in; the stack is back at
 * the level the pattern started from (its subject consumed) after it. */
static void emit_fail_pops(cunit *u, pctx *pc)
{
    int k = pc->nfail - 1;
    while (k > 0 && pc->fail[k] == JL_NONE)
        k--;
    for (; k >= 0; k--) {
        cu_jl_patch(u, pc->fail[k], u->n);
        pc->fail[k] = JL_NONE;
        if (k > 0)
            cu_emit(u, OP_POP_TOP, 0, NULL);
    }
    pc->nfail = 0;
}

static bool stored(const pctx *pc, const char *name)
{
    for (int i = 0; i < pc->nstores; i++)
        if (!strcmp(pc->stores[i], name))
            return true;
    return false;
}

static int add_store(cunit *u, pctx *pc, const char *name)
{
    if (pc->nstores == pc->capstores) {
        int ncap = pc->capstores * 2 + 8;
        const char **ns = arena_alloc(u->c->arena, sizeof(char *) * (size_t)ncap);
        if (!ns)
            return cmp_nomem(u->c);
        if (pc->nstores)
            memcpy(ns, pc->stores, sizeof(char *) * (size_t)pc->nstores);
        pc->stores = ns;
        pc->capstores = ncap;
    }
    pc->stores[pc->nstores++] = name;
    return 0;
}

/* Binds the subject on top to name (NULL: drops it). */
static int store_name(cunit *u, pctx *pc, ast_pattern *p, const char *name)
{
    if (!name)
        return cu_emit(u, OP_POP_TOP, 0, NULL);
    if (stored(pc, name)) {
        char msg[160];
        snprintf(msg, sizeof msg, "multiple assignments to name '%s' in pattern", name);
        return perr(u, p, msg);
    }
    if (add_store(u, pc, name) < 0)
        return -1;
    return cu_name_op(u, name, AST_Store);
}

/* A pattern inside another: irrefutable ones are fine there. */
static int subpattern(cunit *u, pctx *pc, ast_pattern *p)
{
    bool allow = pc->allow_irrefutable;
    pc->allow_irrefutable = true;
    int r = pattern(u, pc, p);
    pc->allow_irrefutable = allow;
    return r;
}

static int load_int(cunit *u, int64_t n)
{
    return cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, v_from_small(n)), NULL);
}

static int pattern_as(cunit *u, pctx *pc, ast_pattern *p)
{
    if (!p->v.matchas.pattern) {
        if (!pc->allow_irrefutable) {
            char msg[160];
            if (p->v.matchas.name)
                snprintf(msg, sizeof msg, "name capture '%s' makes remaining patterns unreachable", p->v.matchas.name);
            else
                snprintf(msg, sizeof msg, "wildcard makes remaining patterns unreachable");
            return perr(u, p, msg);
        }
        return store_name(u, pc, p, p->v.matchas.name);
    }
    /* a copy for the name once the pattern has matched */
    pc->on_top++;
    cu_emit(u, OP_DUP_TOP, 0, NULL);
    if (pattern(u, pc, p->v.matchas.pattern) < 0)
        return -1;
    pc->on_top--;
    return store_name(u, pc, p, p->v.matchas.name);
}

/* [a, *_, b] against a long sequence: its items by index, no copy. */
static int sequence_subscr(cunit *u, pctx *pc, ast_pattern_seq *pats, int star)
{
    int size = pats->count;
    pc->on_top++;
    for (int i = 0; i < size; i++) {
        ast_pattern *sp = pats->items[i];
        if (i == star || is_wildcard(sp))
            continue;
        cu_emit(u, OP_DUP_TOP, 0, NULL);
        if (i < star)
            load_int(u, i);
        else {
            /* the subject may not take negative indexes */
            cu_emit(u, OP_GET_LEN, 0, NULL);
            load_int(u, size - i);
            cu_emit(u, OP_BINARY_OP, BOP_SUB, NULL);
        }
        cu_emit(u, OP_BINARY_SUBSCR, 0, NULL);
        if (subpattern(u, pc, sp) < 0)
            return -1;
    }
    pc->on_top--;
    return cu_emit(u, OP_POP_TOP, 0, NULL);
}

static int pattern_sequence(cunit *u, pctx *pc, ast_pattern *p)
{
    ast_pattern_seq *pats = &p->v.matchsequence.patterns;
    int size = pats->count, star = -1;
    bool only_wildcard = true, star_wildcard = false;
    for (int i = 0; i < size; i++) {
        ast_pattern *sp = pats->items[i];
        if (sp->kind == AST_MatchStar) {
            if (star >= 0)
                return perr(u, sp, "multiple starred names in sequence pattern");
            star_wildcard = is_star_wildcard(sp);
            only_wildcard &= star_wildcard;
            star = i;
            continue;
        }
        only_wildcard &= is_wildcard(sp);
    }
    if (star >= 256)
        return perr(u, p, "too many expressions in star-unpacking sequence pattern");
    pc->on_top++; /* the subject stays through the checks */
    cu_emit(u, OP_MATCH_SEQUENCE, 0, NULL);
    jump_to_fail(u, pc, pc->on_top, OP_POP_JUMP_IF_FALSE);
    cu_emit(u, OP_GET_LEN, 0, NULL);
    load_int(u, star < 0 ? size : size - 1);
    cu_emit(u, OP_COMPARE_OP, star < 0 ? CMP_EQ : CMP_GE, NULL);
    jump_to_fail(u, pc, pc->on_top, OP_POP_JUMP_IF_FALSE);
    pc->on_top--;
    if (only_wildcard)
        return cu_emit(u, OP_POP_TOP, 0, NULL);
    if (star_wildcard)
        return sequence_subscr(u, pc, pats, star);
    if (star < 0)
        cu_emit(u, OP_UNPACK_SEQUENCE, (uint32_t)size, NULL);
    else
        cu_emit(u, OP_UNPACK_EX, (uint32_t)star | (uint32_t)(size - star - 1) << 8, NULL);
    pc->on_top += size;
    for (int i = 0; i < size; i++) {
        pc->on_top--;
        if (subpattern(u, pc, pats->items[i]) < 0)
            return -1;
    }
    return 0;
}

/* A mapping key's value when it is a literal (-1 included), else V_NULL. */
static value literal_key(cunit *u, ast_expr *k)
{
    if (k->kind == AST_Constant)
        return cmp_const_value(u, &k->v.constant.value);
    if (k->kind == AST_UnaryOp && k->v.unaryop.op == AST_USub && k->v.unaryop.operand->kind == AST_Constant) {
        value v = cmp_const_value(u, &k->v.unaryop.operand->v.constant.value);
        return v ? vm_unop(u->c->vm, UOP_NEG, v) : V_NULL;
    }
    return V_NULL;
}

static int mapping_keys(cunit *u, ast_pattern *p)
{
    ast_expr_seq *keys = &p->v.matchmapping.keys;
    psvm *vm = u->c->vm;
    value *seen = arena_alloc(u->c->arena, sizeof(value) * (size_t)(keys->count + 1));
    if (!seen)
        return cmp_nomem(u->c);
    int nseen = 0;
    for (int i = 0; i < keys->count; i++) {
        ast_expr *k = keys->items[i];
        if (k->kind != AST_Attribute) {
            value v = literal_key(u, k);
            if (!v) {
                if (vm->exc) {
                    u->c->failed = true;
                    return -1;
                }
                return perr(u, p, "mapping pattern keys may only match literals and attribute lookups");
            }
            for (int j = 0; j < nseen; j++) {
                int eq = vm_eq(vm, seen[j], v);
                if (eq < 0) {
                    u->c->failed = true;
                    return -1;
                }
                if (eq) {
                    value r = vm_repr(vm, v);
                    if (!r) {
                        u->c->failed = true;
                        return -1;
                    }
                    char msg[200];
                    snprintf(msg, sizeof msg, "mapping pattern checks duplicate key (%.150s)", str_cstr(r));
                    return perr(u, p, msg);
                }
            }
            seen[nseen++] = v;
        }
        if (cmp_expr(u, k) < 0)
            return -1;
    }
    return cu_emit(u, OP_BUILD_TUPLE, (uint32_t)keys->count, NULL);
}

static int pattern_mapping(cunit *u, pctx *pc, ast_pattern *p)
{
    int size = p->v.matchmapping.keys.count;
    const char *rest = p->v.matchmapping.rest;
    pc->on_top++;
    cu_emit(u, OP_MATCH_MAPPING, 0, NULL);
    jump_to_fail(u, pc, pc->on_top, OP_POP_JUMP_IF_FALSE);
    if (!size && !rest) {
        pc->on_top--;
        return cu_emit(u, OP_POP_TOP, 0, NULL);
    }
    if (size) {
        cu_emit(u, OP_GET_LEN, 0, NULL);
        load_int(u, size);
        cu_emit(u, OP_COMPARE_OP, CMP_GE, NULL);
        jump_to_fail(u, pc, pc->on_top, OP_POP_JUMP_IF_FALSE);
    }
    if (mapping_keys(u, p) < 0)
        return -1;
    cmp_set_pos(u, p->lineno, p->col_offset, p->end_lineno, p->end_col_offset);
    /* subject, keys -> subject, keys, values (or None) */
    cu_emit(u, OP_MATCH_KEYS, 0, NULL);
    pc->on_top += 2;
    cu_emit(u, OP_DUP_TOP, 0, NULL);
    cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, V_NONE), NULL);
    cu_emit(u, OP_IS_OP, 1, NULL);
    jump_to_fail(u, pc, pc->on_top, OP_POP_JUMP_IF_FALSE);
    cu_emit(u, OP_UNPACK_SEQUENCE, (uint32_t)size, NULL);
    pc->on_top += size - 1; /* the values' tuple was counted */
    for (int i = 0; i < size; i++) {
        pc->on_top--;
        if (subpattern(u, pc, p->v.matchmapping.patterns.items[i]) < 0)
            return -1;
    }
    pc->on_top -= 2;
    if (rest) {
        cu_emit(u, OP_MATCH_REST, 0, NULL); /* subject, keys -> the other items' dict */
        return store_name(u, pc, p, rest);
    }
    cu_emit(u, OP_POP_TOP, 0, NULL);
    return cu_emit(u, OP_POP_TOP, 0, NULL);
}

static int pattern_class(cunit *u, pctx *pc, ast_pattern *p)
{
    ast_pattern_seq *pats = &p->v.matchclass.patterns, *kpats = &p->v.matchclass.kwd_patterns;
    ast_identifier_seq *attrs = &p->v.matchclass.kwd_attrs;
    int nargs = pats->count, nattrs = attrs->count;
    psvm *vm = u->c->vm;
    for (int i = 0; i < nattrs; i++)
        for (int j = i + 1; j < nattrs; j++)
            if (!strcmp(attrs->items[i], attrs->items[j])) {
                char msg[160];
                snprintf(msg, sizeof msg, "attribute name repeated in class pattern: %s", attrs->items[j]);
                return perr(u, kpats->items[j], msg);
            }
    if (nargs + nattrs > 0xFFFF)
        return perr(u, p, "too many sub-patterns in class pattern");
    if (cmp_expr(u, p->v.matchclass.cls) < 0)
        return -1;
    value names = tuple_new(vm, nattrs);
    if (!names)
        return cmp_nomem(u->c);
    for (int i = 0; i < nattrs; i++) {
        value s = str_intern_cstr(vm, attrs->items[i]);
        if (!s)
            return cmp_nomem(u->c);
        AS_TUPLE(names)->items[i] = s;
    }
    cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, names), NULL);
    cmp_set_pos(u, p->lineno, p->col_offset, p->end_lineno, p->end_col_offset);
    /* subject, class, names -> the attributes' tuple, or None */
    cu_emit(u, OP_MATCH_CLASS, (uint32_t)nargs, NULL);
    cu_emit(u, OP_DUP_TOP, 0, NULL);
    cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, V_NONE), NULL);
    cu_emit(u, OP_IS_OP, 1, NULL);
    pc->on_top++;
    jump_to_fail(u, pc, pc->on_top, OP_POP_JUMP_IF_FALSE);
    cu_emit(u, OP_UNPACK_SEQUENCE, (uint32_t)(nargs + nattrs), NULL);
    pc->on_top += nargs + nattrs - 1;
    for (int i = 0; i < nargs + nattrs; i++) {
        pc->on_top--;
        ast_pattern *sp = i < nargs ? pats->items[i] : kpats->items[i - nargs];
        if (is_wildcard(sp)) {
            cu_emit(u, OP_POP_TOP, 0, NULL);
            continue;
        }
        if (subpattern(u, pc, sp) < 0)
            return -1;
    }
    return 0;
}

static bool same_names(const pctx *a, const pctx *b)
{
    if (a->nstores != b->nstores)
        return false;
    for (int i = 0; i < a->nstores; i++)
        if (!stored(b, a->stores[i]))
            return false;
    return true;
}

/* Each alternative matches a copy of the subject, with its own failure
 * chain, which leads to the next; all failing, the subject fails the
 * enclosing pattern. */
static int pattern_or(cunit *u, pctx *pc, ast_pattern *p)
{
    ast_pattern_seq *alts = &p->v.matchor.patterns;
    int end = JL_NONE;
    pctx first = {0};
    for (int i = 0; i < alts->count; i++) {
        pctx sub = {0};
        sub.allow_irrefutable = i == alts->count - 1 && pc->allow_irrefutable;
        cu_emit(u, OP_DUP_TOP, 0, NULL);
        if (pattern(u, &sub, alts->items[i]) < 0)
            return -1;
        cu_emit(u, OP_POP_TOP, 0, NULL);
        cu_jl_emit(u, &end, OP_JUMP);
        emit_fail_pops(u, &sub);
        if (i == 0)
            first = sub;
        else if (!same_names(&first, &sub))
            return perr(u, alts->items[i], "alternative patterns bind different names");
    }
    jump_to_fail(u, pc, pc->on_top + 1, OP_JUMP);
    cu_jl_patch(u, end, u->n);
    for (int i = 0; i < first.nstores; i++) {
        if (stored(pc, first.stores[i])) {
            char msg[160];
            snprintf(msg, sizeof msg, "multiple assignments to name '%s' in pattern", first.stores[i]);
            return perr(u, p, msg);
        }
        if (add_store(u, pc, first.stores[i]) < 0)
            return -1;
    }
    return 0;
}

static int pattern(cunit *u, pctx *pc, ast_pattern *p)
{
    if (++u->c->depth > CMP_MAX_DEPTH) {
        u->c->depth--;
        return perr(u, p, "too many nested patterns");
    }
    cmp_set_pos(u, p->lineno, p->col_offset, p->end_lineno, p->end_col_offset);
    int r = 0;
    switch (p->kind) {
    case AST_MatchValue:
        /* the parser lets an f-string through, as CPython's; the other
         * values it takes are constants (after folding) and attributes */
        if (p->v.matchvalue.value->kind == AST_JoinedStr) {
            r = perr(u, p, "patterns may only match literals and attribute lookups");
            break;
        }
        if ((r = cmp_expr(u, p->v.matchvalue.value)) < 0)
            break;
        cmp_set_pos(u, p->lineno, p->col_offset, p->end_lineno, p->end_col_offset);
        cu_emit(u, OP_COMPARE_OP, CMP_EQ, NULL);
        r = jump_to_fail(u, pc, pc->on_top, OP_POP_JUMP_IF_FALSE);
        break;
    case AST_MatchSingleton: {
        value v = cmp_const_value(u, &p->v.matchsingleton.value);
        cu_emit(u, OP_LOAD_CONST, (uint32_t)cu_const(u, v), NULL);
        cu_emit(u, OP_IS_OP, 0, NULL);
        r = jump_to_fail(u, pc, pc->on_top, OP_POP_JUMP_IF_FALSE);
        break;
    }
    case AST_MatchSequence: r = pattern_sequence(u, pc, p); break;
    case AST_MatchMapping: r = pattern_mapping(u, pc, p); break;
    case AST_MatchClass: r = pattern_class(u, pc, p); break;
    case AST_MatchStar: r = store_name(u, pc, p, p->v.matchstar.name); break;
    case AST_MatchAs: r = pattern_as(u, pc, p); break;
    case AST_MatchOr: r = pattern_or(u, pc, p); break;
    }
    u->c->depth--;
    return u->c->failed ? -1 : r < 0 ? -1 : 0;
}

int cmp_match(cunit *u, ast_stmt *s)
{
    ast_match_case_seq *cases = &s->v.match.cases;
    int n = cases->count, end = JL_NONE;
    bool has_default = n > 1 && is_wildcard(cases->items[n - 1]->pattern);
    if (cmp_expr(u, s->v.match.subject) < 0)
        return -1;
    for (int i = 0; i < n - has_default; i++) {
        ast_match_case *m = cases->items[i];
        bool last = i == n - has_default - 1;
        cmp_set_pos(u, m->pattern->lineno, m->pattern->col_offset, m->pattern->end_lineno, m->pattern->end_col_offset);
        if (!last)
            cu_emit(u, OP_DUP_TOP, 0, NULL);
        pctx pc = {0};
        pc.allow_irrefutable = m->guard || i == n - 1;
        if (pattern(u, &pc, m->pattern) < 0)
            return -1;
        if (m->guard) {
            if (ensure_fail(u, &pc, 0) < 0)
                return -1;
            cmp_jump_if_list(u, m->guard, false, &pc.fail[0]);
        }
        if (!last)
            cu_emit(u, OP_POP_TOP, 0, NULL);
        if (cmp_body(u, &m->body) < 0)
            return -1;
        cu_jl_emit(u, &end, OP_JUMP);
        cmp_set_pos(u, m->pattern->lineno, m->pattern->col_offset, m->pattern->end_lineno, m->pattern->end_col_offset);
        emit_fail_pops(u, &pc);
    }
    if (has_default) {
        ast_match_case *m = cases->items[n - 1];
        cmp_set_pos(u, m->pattern->lineno, m->pattern->col_offset, m->pattern->end_lineno, m->pattern->end_col_offset);
        cu_emit(u, OP_NOP, 0, NULL); /* the case's line */
        if (m->guard)
            cmp_jump_if_list(u, m->guard, false, &end);
        if (cmp_body(u, &m->body) < 0)
            return -1;
    }
    cu_jl_patch(u, end, u->n);
    return u->c->failed ? -1 : 0;
}
